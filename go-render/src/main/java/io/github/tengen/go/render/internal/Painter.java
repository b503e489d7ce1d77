package io.github.tengen.go.render.internal;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.render.Picture;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The drawing of a {@link Picture}, written once for every image format: the layout and the order of the layers,
 * on a {@link Canvas} that SVG (go-core) and PNG (go-render-png) implement. Not part of the API: public for
 * go-render-png only, to which go-core exports this package.
 */
public final class Painter {
  /**
   * The drawing primitives an image format implements: colours are {@code #rrggbb} (null for none), coordinates and
   * sizes in pixels from the top left corner, and each shape has a role (such as {@code "stone black"} or
   * {@code "grid"}) that SVG writes as its class and PNG ignores.
   */
  public interface Canvas {
    /**
     * Fills a rectangle.
     *
     * @param x its left edge
     * @param y its top edge
     * @param w its width
     * @param h its height
     * @param fill its colour
     * @param opacity from 0 (transparent) to 1
     * @param role what it shows
     */
    void rect(double x, double y, double w, double h, String fill, double opacity, String role);

    /**
     * Draws a line with round ends.
     *
     * @param x1 where it starts, across
     * @param y1 where it starts, down
     * @param x2 where it ends, across
     * @param y2 where it ends, down
     * @param stroke its colour
     * @param width its width
     * @param role what it shows
     */
    void line(double x1, double y1, double x2, double y2, String stroke, double width, String role);

    /**
     * Draws a circle, filled, outlined or both.
     *
     * @param cx its centre, across
     * @param cy its centre, down
     * @param r its radius
     * @param fill its colour inside, or null
     * @param stroke its outline's colour, or null
     * @param width its outline's width
     * @param opacity from 0 (transparent) to 1
     * @param role what it shows
     */
    void circle(double cx, double cy, double r, @Nullable String fill, @Nullable String stroke, double width,
        double opacity, String role);

    /**
     * Draws a closed polygon, filled, outlined or both.
     *
     * @param xs its corners, across
     * @param ys its corners, down (as many)
     * @param fill its colour inside, or null
     * @param stroke its outline's colour, or null
     * @param width its outline's width
     * @param role what it shows
     */
    void polygon(double[] xs, double[] ys, @Nullable String fill, @Nullable String stroke, double width,
        String role);

    /**
     * Writes text centred on a point, in a sans-serif font.
     *
     * @param cx its centre, across
     * @param cy its centre, down
     * @param text the text
     * @param size the font's size
     * @param fill its colour
     * @param bold whether bold
     * @param role what it shows
     */
    void text(double cx, double cy, String text, double size, String fill, boolean bold, String role);
  }

  /** The colours and sizes of one look. */
  record Style(String background, String grid, String black, String white, String accent, double cell,
      boolean coordinates) {}

  private final Style style;

  Painter(Style style) {
    this.style = style;
  }

  private double margin() {
    return style.coordinates() ? style.cell() * 1.3 : style.cell() * 0.6;
  }

  /**
   * The width of the drawing of a board.
   *
   * @param size the board's size
   * @return the width in pixels
   */
  public double width(BoardSize size) {
    return 2 * margin() + (size.width() - 1) * style.cell();
  }

  /**
   * The height of the drawing of a board.
   *
   * @param size the board's size
   * @return the height in pixels
   */
  public double height(BoardSize size) {
    return 2 * margin() + (size.height() - 1) * style.cell();
  }

  private double cx(int x) {
    return margin() + x * style.cell();
  }

  private double cy(int y) {
    return margin() + y * style.cell();
  }

  /**
   * Draws a picture on a canvas, layer by layer: the board, the grid, star points, coordinates, each point (stone,
   * shading, dead mark, label or mark), then lines and arrows.
   *
   * @param pic the picture
   * @param c the canvas
   */
  public void paint(Picture pic, Canvas c) {
    BoardSize size = pic.size();
    double s = style.cell();
    double thin = Math.max(1, s / 24);
    c.rect(0, 0, width(size), height(size), style.background(), 1, "board");
    for (int x = 0; x < size.width(); x++) {
      c.line(cx(x), cy(0), cx(x), cy(size.height() - 1), style.grid(), thin, "grid");
    }
    for (int y = 0; y < size.height(); y++) {
      c.line(cx(0), cy(y), cx(size.width() - 1), cy(y), style.grid(), thin, "grid");
    }
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        if (isStarPoint(size, Point.of(x, y))) {
          c.circle(cx(x), cy(y), s * 0.1, style.grid(), null, 0, 1, "star");
        }
      }
    }
    if (style.coordinates()) {
      coordinates(size, c);
    }
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        point(pic, Point.of(x, y), c);
      }
    }
    for (Picture.Line l : pic.lines()) {
      line(l, c);
    }
  }

  private void coordinates(BoardSize size, Canvas c) {
    double s = style.cell();
    boolean gtp = size.width() <= 25 && size.height() <= 25;
    double font = s * 0.42;
    for (int x = 0; x < size.width(); x++) {
      String t = gtp ? String.valueOf(Point.of(x, 0).toGtp(size).charAt(0)) : String.valueOf(Point.of(x, 0).toSgf()
          .charAt(0));
      c.text(cx(x), margin() - s * 0.85, t, font, style.grid(), false, "coordinate");
      c.text(cx(x), cy(size.height() - 1) + s * 0.85, t, font, style.grid(), false, "coordinate");
    }
    for (int y = 0; y < size.height(); y++) {
      String t = gtp ? Integer.toString(size.height() - y) : String.valueOf(Point.of(0, y).toSgf().charAt(1));
      c.text(margin() - s * 0.85, cy(y), t, font, style.grid(), false, "coordinate");
      c.text(cx(size.width() - 1) + s * 0.85, cy(y), t, font, style.grid(), false, "coordinate");
    }
  }

  private void point(Picture pic, Point p, Canvas c) {
    double s = style.cell();
    double x = cx(p.x());
    double y = cy(p.y());
    double thin = Math.max(1, s / 24);
    Optional<Color> stone = pic.position().stoneAt(p);
    double opacity = pic.isDimmed(p) ? 0.4 : 1;
    String on; // the colour that shows on this point
    if (stone.isPresent()) {
      boolean black = stone.get() == Color.BLACK;
      c.circle(x, y, s * 0.47, black ? style.black() : style.white(), black ? null : style.black(), thin, opacity,
          black ? "stone black" : "stone white");
      on = black ? style.white() : style.black();
    } else {
      on = style.black();
      if (pic.label(p).isPresent() || pic.mark(p).isPresent()) {
        c.circle(x, y, s * 0.38, style.background(), null, 0, 1, "clear"); // the grid does not cross the mark
      }
    }
    if (pic.isSelected(p)) {
      c.rect(x - s / 2, y - s / 2, s, s, style.accent(), 0.35, "selected");
    }
    double shade = pic.shading(p);
    if (shade != 0) {
      double q = s * 0.22;
      c.rect(x - q, y - q, 2 * q, 2 * q, shade > 0 ? style.black() : style.white(), Math.min(1, Math.abs(shade)),
          shade > 0 ? "territory black" : "territory white");
    }
    if (pic.isDead(p)) {
      double d = s * 0.26;
      double w = Math.max(1.5, s / 10);
      c.line(x - d, y - d, x + d, y + d, style.accent(), w, "dead");
      c.line(x - d, y + d, x + d, y - d, style.accent(), w, "dead");
    }
    Optional<String> label = pic.label(p);
    Optional<Picture.Mark> mark = pic.mark(p);
    double mw = Math.max(1.5, s / 14);
    if (label.isPresent()) {
      c.text(x, y, label.get(), s * (label.get().length() > 2 ? 0.36 : 0.5), on, true, "label");
    } else if (mark.isPresent()) {
      double r = s * 0.24;
      switch (mark.get()) {
        case CIRCLE -> c.circle(x, y, r, null, on, mw, 1, "mark circle");
        case SQUARE -> {
          double[] xs = {x - r, x + r, x + r, x - r};
          double[] ys = {y - r, y - r, y + r, y + r};
          c.polygon(xs, ys, null, on, mw, "mark square");
        }
        case TRIANGLE -> {
          double[] xs = {x, x + r * 1.1, x - r * 1.1};
          double[] ys = {y - r * 1.15, y + r * 0.75, y + r * 0.75};
          c.polygon(xs, ys, null, on, mw, "mark triangle");
        }
        default -> {
          c.line(x - r, y - r, x + r, y + r, on, mw, "mark cross");
          c.line(x - r, y + r, x + r, y - r, on, mw, "mark cross");
        }
      }
    } else if (pic.lastMove().filter(p::equals).isPresent()) {
      c.circle(x, y, s * 0.22, null, on, mw, 1, "last");
    } else if (pic.koPoint().filter(p::equals).isPresent()) {
      double r = s * 0.2;
      double[] xs = {x - r, x + r, x + r, x - r};
      double[] ys = {y - r, y - r, y + r, y + r};
      c.polygon(xs, ys, null, style.black(), mw, "ko");
    }
  }

  private void line(Picture.Line l, Canvas c) {
    double s = style.cell();
    double x1 = cx(l.from().x());
    double y1 = cy(l.from().y());
    double x2 = cx(l.to().x());
    double y2 = cy(l.to().y());
    double w = Math.max(1.5, s / 10);
    c.line(x1, y1, x2, y2, style.accent(), w, l.arrow() ? "arrow" : "line");
    if (l.arrow()) {
      double len = Math.hypot(x2 - x1, y2 - y1);
      double ux = (x2 - x1) / len;
      double uy = (y2 - y1) / len;
      double head = s * 0.35;
      double[] xs = {x2, x2 - ux * head - uy * head * 0.5, x2 - ux * head + uy * head * 0.5};
      double[] ys = {y2, y2 - uy * head + ux * head * 0.5, y2 - uy * head - ux * head * 0.5};
      c.polygon(xs, ys, style.accent(), null, 0, "arrow head");
    }
  }

  /**
   * Whether a point is a star point: the 4-4 points (3-3 below 13 lines), the middle, and on boards of 15 and more
   * the sides.
   *
   * @param size the board's size
   * @param p the point
   * @return whether it is drawn as a star point
   */
  public static boolean isStarPoint(BoardSize size, Point p) {
    return starLine(size.width(), p.x()) && starLine(size.height(), p.y())
        && (size.width() >= 15 && size.height() >= 15 || isCornerOrMiddle(size, p));
  }

  private static boolean starLine(int n, int i) {
    if (n < 7) {
      return false;
    }
    int edge = n >= 13 ? 3 : 2;
    return i == edge || i == n - 1 - edge || (n % 2 == 1 && i == n / 2);
  }

  private static boolean isCornerOrMiddle(BoardSize size, Point p) {
    boolean midX = size.width() % 2 == 1 && p.x() == size.width() / 2;
    boolean midY = size.height() % 2 == 1 && p.y() == size.height() / 2;
    return midX == midY;
  }
}
