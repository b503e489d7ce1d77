package io.github.tengen.go.render;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.render.internal.Look;
import io.github.tengen.go.render.internal.Painter;
import java.util.Locale;
import java.util.Objects;

/**
 * Draws a {@link Picture} as SVG: a standalone document (XML, UTF-8), one element a stone with
 * {@code class="stone black"} or {@code class="stone white"}, so that a page can style or count them. Two themes,
 * wood and plain, with or without coordinates, at a chosen size of the cells; any board up to 52x52, rectangular
 * too.
 *
 * <pre>{@code
 * String svg = SvgRenderer.standard().withTheme(Theme.PLAIN).render(Picture.of(position));
 * Files.writeString(Path.of("board.svg"), svg);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SvgRenderer {
  private final Look look;

  private SvgRenderer(Look look) {
    this.look = look;
  }

  /**
   * The wood theme with coordinates, 24 pixels a cell.
   *
   * @return the renderer
   */
  public static SvgRenderer standard() {
    return new SvgRenderer(Look.STANDARD);
  }

  /**
   * Returns this renderer with another theme.
   *
   * @param theme the theme
   * @return the renderer
   */
  public SvgRenderer withTheme(Theme theme) {
    return new SvgRenderer(look.withTheme(theme));
  }

  /**
   * Returns this renderer with or without coordinates.
   *
   * @param show whether to draw them
   * @return the renderer
   */
  public SvgRenderer withCoordinates(boolean show) {
    return new SvgRenderer(look.withCoordinates(show));
  }

  /**
   * Returns this renderer with another cell size (the distance between two lines).
   *
   * @param pixels the size, from 4 to 200
   * @return the renderer
   * @throws IllegalArgumentException if the size is out of range
   */
  public SvgRenderer withCellSize(double pixels) {
    return new SvgRenderer(look.withCell(pixels));
  }


  /**
   * Draws a picture.
   *
   * @param picture the picture
   * @return the SVG document
   */
  public String render(Picture picture) {
    Painter painter = look.painter();
    BoardSize size = picture.size();
    double w = painter.width(size);
    double h = painter.height(size);
    StringBuilder sb = new StringBuilder(4096);
    sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(n(w)).append("\" height=\"")
        .append(n(h)).append("\" viewBox=\"0 0 ").append(n(w)).append(' ').append(n(h)).append("\">\n");
    painter.paint(picture, new Svg(sb));
    sb.append("</svg>\n");
    return sb.toString();
  }

  /**
   * Draws a picture onto a stream of characters (a {@code Writer}, a {@code StringBuilder}); the stream is not
   * closed.
   *
   * @param picture the picture
   * @param out where to write the SVG document
   * @throws java.io.IOException if the stream fails
   */
  public void write(Picture picture, Appendable out) throws java.io.IOException {
    Objects.requireNonNull(out, "out").append(render(picture));
  }

  private static String n(double v) {
    String s = String.format(Locale.ROOT, "%.2f", v);
    return s.endsWith(".00") ? s.substring(0, s.length() - 3) : s;
  }

  /** The canvas that writes SVG elements. */
  private static final class Svg implements Painter.Canvas {
    private final StringBuilder sb;

    Svg(StringBuilder sb) {
      this.sb = sb;
    }

    private void paint(String fill, String stroke, double width, double opacity) {
      sb.append(" fill=\"").append(fill == null ? "none" : fill).append('"');
      if (stroke != null) {
        sb.append(" stroke=\"").append(stroke).append("\" stroke-width=\"").append(n(width)).append('"');
      }
      if (opacity < 1) {
        sb.append(" opacity=\"").append(n(opacity)).append('"');
      }
    }

    @Override
    public void rect(double x, double y, double w, double h, String fill, double opacity, String role) {
      sb.append("<rect class=\"").append(role).append("\" x=\"").append(n(x)).append("\" y=\"").append(n(y))
          .append("\" width=\"").append(n(w)).append("\" height=\"").append(n(h)).append('"');
      paint(fill, null, 0, opacity);
      sb.append("/>\n");
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, String stroke, double width, String role) {
      sb.append("<line class=\"").append(role).append("\" x1=\"").append(n(x1)).append("\" y1=\"").append(n(y1))
          .append("\" x2=\"").append(n(x2)).append("\" y2=\"").append(n(y2)).append("\" stroke=\"").append(stroke)
          .append("\" stroke-width=\"").append(n(width)).append("\" stroke-linecap=\"round\"/>\n");
    }

    @Override
    public void circle(double cx, double cy, double r, String fill, String stroke, double width, double opacity,
        String role) {
      sb.append("<circle class=\"").append(role).append("\" cx=\"").append(n(cx)).append("\" cy=\"").append(n(cy))
          .append("\" r=\"").append(n(r)).append('"');
      paint(fill, stroke, width, opacity);
      sb.append("/>\n");
    }

    @Override
    public void polygon(double[] xs, double[] ys, String fill, String stroke, double width, String role) {
      sb.append("<polygon class=\"").append(role).append("\" points=\"");
      for (int i = 0; i < xs.length; i++) {
        sb.append(i == 0 ? "" : " ").append(n(xs[i])).append(',').append(n(ys[i]));
      }
      sb.append('"');
      paint(fill, stroke, width, 1);
      sb.append("/>\n");
    }

    @Override
    public void text(double cx, double cy, String text, double size, String fill, boolean bold, String role) {
      sb.append("<text class=\"").append(role).append("\" x=\"").append(n(cx)).append("\" y=\"").append(n(cy))
          .append("\" font-family=\"sans-serif\" font-size=\"").append(n(size)).append('"')
          .append(bold ? " font-weight=\"bold\"" : "")
          .append(" text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"").append(fill).append("\">");
      for (int i = 0; i < text.length(); i++) {
        char ch = text.charAt(i);
        switch (ch) {
          case '<' -> sb.append("&lt;");
          case '>' -> sb.append("&gt;");
          case '&' -> sb.append("&amp;");
          case '"' -> sb.append("&quot;");
          default -> {
            if (ch >= 0x20 || ch == '\t') {
              sb.append(ch);
            }
          }
        }
      }
      sb.append("</text>\n");
    }
  }
}
