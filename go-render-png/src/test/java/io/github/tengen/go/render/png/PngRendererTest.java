package io.github.tengen.go.render.png;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.SvgRenderer;
import io.github.tengen.go.render.Theme;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.Markup;
import io.github.tengen.go.sgf.SgfReader;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * PNG images tested by looking at them: sample images (the 1846 game scored, with ownership and with markup, a
 * rectangular board, 52x52) are written to {@code target/render-samples}, decoded, and sampled at every stone's
 * centre; their size is the SVG drawing's, since both draw one layout.
 */
class PngRendererTest {
  private static final Path OUT = Path.of("target", "render-samples");

  /** The public-domain 1846 game that go-sgf bundles. */
  private static GameRecord game1846() throws IOException {
    try (InputStream in = SgfReader.class.getResourceAsStream("ear-reddening-1846.sgf")) {
      return GameRecord.of(SgfReader.strict().read(in).game());
    }
  }

  private static Map<String, Picture> samples() throws IOException {
    GameRecord record = game1846();
    Position end = record.toEnd().position();
    Estimate e = DeadStoneEstimator.standard().estimate(end);
    BoardSize size = end.size();
    Map<String, Picture> samples = new LinkedHashMap<>();
    samples.put("19x19-1846-end-scored", Picture.of(end).withDeadStones(e.deadStones()).withTerritory(e.score()));
    samples.put("19x19-1846-end-ownership", Picture.of(end).withOwnership(e::ownership, e.deadStones()));
    samples.put("19x19-1846-move-127-markup", record.toMoveNumber(127).markup()
        .mark(Markup.Mark.TRIANGLE, List.of(Point.parseGtp("Q10", size)))
        .mark(Markup.Mark.SELECTED, List.of(Point.parseGtp("K9", size)))
        .label(Point.parseGtp("R11", size), "A")
        .arrow(Point.parseGtp("C17", size), Point.parseGtp("H13", size)).picture());
    samples.put("13x7-rectangular", Picture.of(randomPosition(BoardSize.of(13, 7), 3)));
    samples.put("52x52", Picture.of(randomPosition(BoardSize.of(52, 52), 5)));
    return samples;
  }

  @Test
  void everyStoneShowsItsColourAtItsCentreInBothThemes() throws Exception {
    Files.createDirectories(OUT);
    for (Map.Entry<String, Picture> s : samples().entrySet()) {
      for (Theme theme : Theme.values()) {
        byte[] bytes = PngRenderer.standard().withTheme(theme).render(s.getValue());
        Files.write(OUT.resolve(s.getKey() + "-" + theme.name().toLowerCase() + ".png"), bytes);
        checkStones(ImageIO.read(new ByteArrayInputStream(bytes)), s.getValue(), theme);
      }
    }
    System.out.println("PNG samples written to " + OUT.toAbsolutePath());
  }

  @Test
  void theImageHasTheSvgDrawingsSize() throws IOException {
    Picture pic = samples().get("13x7-rectangular");
    for (double cell : new double[] {6, 24, 31.5}) {
      for (boolean coordinates : new boolean[] {false, true}) {
        String svg = SvgRenderer.standard().withCellSize(cell).withCoordinates(coordinates).render(pic);
        BufferedImage img = PngRenderer.standard().withCellSize(cell).withCoordinates(coordinates).image(pic);
        assertEquals((int) Math.ceil(svgLength(svg, "width")), img.getWidth(), "cell " + cell);
        assertEquals((int) Math.ceil(svgLength(svg, "height")), img.getHeight(), "cell " + cell);
      }
    }
  }

  @Test
  void aThumbnailWithoutCoordinatesIsSixPixelsACell() throws IOException {
    Position end = game1846().toEnd().position();
    byte[] thumb = PngRenderer.standard().withCoordinates(false).withCellSize(6).render(Picture.of(end));
    BufferedImage t = ImageIO.read(new ByteArrayInputStream(thumb));
    assertEquals(6 * 18 + (int) Math.ceil(2 * 0.6 * 6), t.getWidth());
    assertThrows(IllegalArgumentException.class, () -> PngRenderer.standard().withCellSize(3.9));
    assertThrows(IllegalArgumentException.class, () -> PngRenderer.standard().withCellSize(Double.NaN));
  }

  @Test
  void readmePictureExampleRunsAsDocumented() throws IOException {
    Position end = game1846().toEnd().position();
    Estimate estimate = DeadStoneEstimator.standard().estimate(end);
    Picture pic = Picture.of(end).withDeadStones(estimate.deadStones()).withTerritory(estimate.score());
    // --- README PNG start
    byte[] png = PngRenderer.standard().withCellSize(12).render(pic);
    // --- end
    assertEquals(List.of((byte) 0x89, (byte) 'P', (byte) 'N', (byte) 'G'), List.of(png[0], png[1], png[2], png[3]));
  }

  /** The pixel at each stone's centre (offset a little off any mark) is dark or light, in a 24-pixel cell. */
  private static void checkStones(BufferedImage img, Picture pic, Theme theme) {
    Position p = pic.position();
    double cell = 24;
    double margin = cell * 1.3;
    assertEquals((int) Math.ceil(2 * margin + (p.size().width() - 1) * cell), img.getWidth());
    assertEquals((int) Math.ceil(2 * margin + (p.size().height() - 1) * cell), img.getHeight());
    int checked = 0;
    for (int y = 0; y < p.size().height(); y++) {
      for (int x = 0; x < p.size().width(); x++) {
        Point pt = Point.of(x, y);
        Optional<Color> c = p.stoneAt(pt);
        boolean clean = pic.mark(pt).isEmpty() && pic.label(pt).isEmpty() && !pic.isDead(pt)
            && pic.shading(pt) == 0 && !pic.isSelected(pt) && pic.lines().stream().noneMatch(l -> near(l, pt));
        if (c.isPresent() && clean) {
          int rgb = img.getRGB((int) Math.round(margin + x * cell + cell * 0.36), (int) Math.round(margin + y * cell));
          int lum = ((rgb >> 16) & 0xFF) + ((rgb >> 8) & 0xFF) + (rgb & 0xFF);
          assertTrue(c.get() == Color.BLACK ? lum < 150 : lum > 600, theme + " " + pt.toText(p.size()) + " "
              + c.get() + " lum " + lum + " " + p.size());
          checked++;
        }
      }
    }
    assertTrue(checked > 0, "no stone was sampled");
  }

  /** Whether a line passes within one cell of a point (the sample pixel may lie on it). */
  private static boolean near(Picture.Line l, Point p) {
    double x1 = l.from().x();
    double y1 = l.from().y();
    double dx = l.to().x() - x1;
    double dy = l.to().y() - y1;
    double t = Math.max(0, Math.min(1, ((p.x() - x1) * dx + (p.y() - y1) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(x1 + t * dx - p.x(), y1 + t * dy - p.y()) < 1;
  }

  private static double svgLength(String svg, String attribute) {
    Matcher m = Pattern.compile("<svg[^>]* " + attribute + "=\"([0-9.]+)\"").matcher(svg);
    assertTrue(m.find(), attribute + " of " + svg.substring(0, Math.min(200, svg.length())));
    return Double.parseDouble(m.group(1));
  }

  /** A random game of a third as many moves as the board has points (passes included, captures too). */
  private static Position randomPosition(BoardSize size, long seed) {
    Random r = new Random(seed);
    Position p = Position.empty(size, RuleSet.CHINESE);
    for (int n = size.width() * size.height() / 3; n > 0; n--) {
      List<Move> legal = p.legalMoves();
      p = p.play(legal.get(r.nextInt(legal.size())));
    }
    return p;
  }
}
