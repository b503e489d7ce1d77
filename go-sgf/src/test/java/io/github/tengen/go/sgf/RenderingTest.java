package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.SvgRenderer;
import io.github.tengen.go.render.Theme;
import io.github.tengen.go.render.TextRenderer;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Boards people can look at, tested by looking: sample images (9x9, 19x19, a rectangular board, a scored end
 * position, a record with markup) are written to {@code target/render-samples}; SVG is parsed as XML and its
 * stones counted; text diagrams are compared whole. (go-render-png's tests decode its PNG images.)
 */
class RenderingTest {
  private static final Path OUT = Path.of("target", "render-samples");

  private static SgfGame game1846() throws IOException {
    try (InputStream in = RenderingTest.class.getResourceAsStream("/fixtures/historic-1846-ear-reddening.sgf")) {
      return SgfReader.strict().read(in).game();
    }
  }

  @Test
  void asciiAndUnicodeDiagramsHaveCoordinatesTheLastMoveMarksAndDeadStones() {
    Position p = Position.parse("""
        . . . . . . . . .
        . . . . . . . . .
        . . X O . . . . .
        . . . X O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """, RuleSet.JAPANESE).play(Point.parseGtp("F6", BoardSize.square(9)));
    Picture pic = Picture.of(p)
        .withMark(Picture.Mark.TRIANGLE, List.of(Point.parseGtp("C7", p.size())))
        .withMark(Picture.Mark.CIRCLE, List.of(Point.parseGtp("A1", p.size())))
        .withLabel(Point.parseGtp("J9", p.size()), "a")
        .withDeadStones(List.of(Point.parseGtp("D7", p.size())));
    assertEquals("""
           A B C D E F G H J
         9 . . . . . . . . a 9
         8 . . . . . . . . . 8
         7 . . Y o . . + . . 7
         6 . . . X O(X). . . 6
         5 . . . . + . . . . 5
         4 . . . . . . . . . 4
         3 . . + . . . + . . 3
         2 . . . . . . . . . 2
         1 C . . . . . . . . 1
           A B C D E F G H J
        """, TextRenderer.ascii().render(pic));
    assertEquals("""
           A B C D E F G H J
         9 ┌─┬─┬─┬─┬─┬─┬─┬─a 9
         8 ├─┼─┼─┼─┼─┼─┼─┼─┤ 8
         7 ├─┼─▲─o─┼─┼─╋─┼─┤ 7
         6 ├─┼─┼─●─○─◆─┼─┼─┤ 6
         5 ├─┼─┼─┼─╋─┼─┼─┼─┤ 5
         4 ├─┼─┼─┼─┼─┼─┼─┼─┤ 4
         3 ├─┼─╋─┼─┼─┼─╋─┼─┤ 3
         2 ├─┼─┼─┼─┼─┼─┼─┼─┤ 2
         1 ◯─┴─┴─┴─┴─┴─┴─┴─┘ 1
           A B C D E F G H J
        """, TextRenderer.unicode().render(pic));
    String sgf = TextRenderer.ascii().withCoordinates(TextRenderer.Coordinates.SGF).render(Picture.of(p));
    assertTrue(sgf.startsWith("   a b c d e f g h i\n a . . ."), sgf);
    String none = TextRenderer.ascii().withCoordinates(TextRenderer.Coordinates.NONE).render(Picture.of(p)
        .withLastMove(false));
    assertEquals(" . . . . . . . . . \n", none.lines().findFirst().orElseThrow() + "\n");
  }

  @Test
  void theKoPointIsShown() {
    Position p = Position.parse("""
        . X O . .
        X O . O .
        . X O . .
        . . . . .
        . . . . .
        """, RuleSet.JAPANESE).play(Point.parseGtp("C4", BoardSize.square(5)));
    assertTrue(p.koPoint().isPresent());
    String text = TextRenderer.ascii().render(Picture.of(p));
    assertTrue(text.contains(" 4 X k(X)O . 4"), text);
  }

  @Test
  void sampleImagesAreValidAndShowTheStonesWhereTheyAre() throws Exception {
    Files.createDirectories(OUT);
    SgfGame g = game1846();
    Position end = g.replayStrict().finalPosition();
    Score count = Scorer.score(end);
    Picture scored = Picture.of(end).withTerritory(count);
    // go-estimate's ownership is drawn the same way: a value from -1 to +1 a point (its own tests draw it)
    Picture owned = Picture.of(end).withOwnership(
        p -> count.ownerOf(p).map(c -> c == Color.BLACK ? 0.7 : -0.7).orElse(0.0), List.of());
    Position nine = GameRecord.of(SgfReader.strict().read(Path.of("../go-estimate/src/test/resources/"
        + "gnugo-selfplay/gnugo-9x9-001.sgf")).game()).toEnd().position();
    Position rect = randomPosition(BoardSize.of(13, 7), 3);
    Position big = randomPosition(BoardSize.of(52, 52), 5);
    GameRecord marked = GameRecord.of(g).toMoveNumber(127).markup()
        .mark(Markup.Mark.TRIANGLE, List.of(Point.parseGtp("Q10", end.size())))
        .mark(Markup.Mark.SQUARE, List.of(Point.parseGtp("D4", end.size())))
        .mark(Markup.Mark.CIRCLE, List.of(Point.parseGtp("K10", end.size())))
        .mark(Markup.Mark.CROSS, List.of(Point.parseGtp("K11", end.size())))
        .mark(Markup.Mark.SELECTED, List.of(Point.parseGtp("K9", end.size())))
        .label(Point.parseGtp("R11", end.size()), "A")
        .label(Point.parseGtp("P12", end.size()), "12")
        .arrow(Point.parseGtp("C17", end.size()), Point.parseGtp("H13", end.size()))
        .line(Point.parseGtp("C3", end.size()), Point.parseGtp("G3", end.size()))
        .record();
    record Sample(String name, Picture picture) {}
    List<Sample> samples = List.of(new Sample("19x19-1846-end-scored", scored),
        new Sample("19x19-1846-end-ownership", owned), new Sample("9x9-gnugo-selfplay-end", Picture.of(nine)),
        new Sample("13x7-rectangular", Picture.of(rect)), new Sample("52x52", Picture.of(big)),
        new Sample("19x19-1846-move-127-markup", marked.markup().picture()));
    for (Sample s : samples) {
      for (Theme theme : Theme.values()) {
        String svg = SvgRenderer.standard().withTheme(theme).render(s.picture());
        Files.writeString(OUT.resolve(s.name() + "-" + theme.name().toLowerCase() + ".svg"), svg);
        checkSvg(svg, s.picture().position());
      }
      Files.writeString(OUT.resolve(s.name() + ".txt"), TextRenderer.unicode().render(s.picture()));
    }
    System.out.println("render samples written to " + OUT.toAbsolutePath());
    assertThrows(IllegalArgumentException.class, () -> SvgRenderer.standard().withCellSize(2));
    assertThrows(IllegalArgumentException.class, () -> Picture.of(end).withLabel(Point.of(19, 19), "x"));
  }

  /** SVG: well-formed XML, one stone element per stone, of the right colour. */
  private static void checkSvg(String svg, Position p) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    Document d = f.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    assertEquals("svg", d.getDocumentElement().getTagName());
    NodeList circles = d.getElementsByTagName("circle");
    int black = 0;
    int white = 0;
    for (int i = 0; i < circles.getLength(); i++) {
      String cls = ((Element) circles.item(i)).getAttribute("class");
      black += cls.equals("stone black") ? 1 : 0;
      white += cls.equals("stone white") ? 1 : 0;
    }
    assertEquals(p.stoneCount(Color.BLACK), black);
    assertEquals(p.stoneCount(Color.WHITE), white);
  }

  private static Position randomPosition(BoardSize size, long seed) {
    Random r = new Random(seed);
    Position p = Position.empty(size, RuleSet.CHINESE);
    for (int k = 0; k < size.width() * size.height() / 3; k++) {
      Point pt = Point.of(r.nextInt(size.width()), r.nextInt(size.height()));
      if (p.check(io.github.tengen.go.Move.play(p.toMove(), pt)) == io.github.tengen.go.Legality.LEGAL) {
        p = p.play(pt);
      }
    }
    return p;
  }
}
