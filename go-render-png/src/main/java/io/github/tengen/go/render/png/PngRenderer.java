package io.github.tengen.go.render.png;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.SvgRenderer;
import io.github.tengen.go.render.Theme;
import io.github.tengen.go.render.internal.Look;
import io.github.tengen.go.render.internal.Painter;
import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Objects;
import javax.imageio.ImageIO;

/**
 * Draws a {@link Picture} as a PNG image with Java2D, the same drawing as {@link SvgRenderer} (one layout for both).
 * Works headless (no display needed). Needs the JDK's {@code java.desktop} module, which this module requires
 * transitively; Android has no Java2D, so an Android app draws go-core's {@code Picture} itself or uses SVG.
 *
 * <pre>{@code
 * byte[] png = PngRenderer.standard().withCellSize(12).render(Picture.of(position));   // a thumbnail
 * Files.write(Path.of("board.png"), png);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class PngRenderer {
  private final Look look;

  private PngRenderer(Look look) {
    this.look = look;
  }

  /**
   * The wood theme with coordinates, 24 pixels a cell.
   *
   * @return the renderer
   */
  public static PngRenderer standard() {
    return new PngRenderer(Look.STANDARD);
  }

  /**
   * Returns this renderer with another theme.
   *
   * @param theme the theme
   * @return the renderer
   */
  public PngRenderer withTheme(Theme theme) {
    return new PngRenderer(look.withTheme(theme));
  }

  /**
   * Returns this renderer with or without coordinates.
   *
   * @param show whether to draw them
   * @return the renderer
   */
  public PngRenderer withCoordinates(boolean show) {
    return new PngRenderer(look.withCoordinates(show));
  }

  /**
   * Returns this renderer with another cell size (the distance between two lines, in pixels).
   *
   * @param pixels the size, from 4 to 200
   * @return the renderer
   * @throws IllegalArgumentException if the size is out of range
   */
  public PngRenderer withCellSize(double pixels) {
    return new PngRenderer(look.withCell(pixels));
  }

  /**
   * Draws a picture as an image.
   *
   * @param picture the picture
   * @return the image, ARGB
   */
  public BufferedImage image(Picture picture) {
    Painter painter = look.painter();
    BoardSize size = picture.size();
    int w = (int) Math.ceil(painter.width(size));
    int h = (int) Math.ceil(painter.height(size));
    BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
    Graphics2D g = img.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
      painter.paint(picture, new Java2d(g));
    } finally {
      g.dispose();
    }
    return img;
  }

  /**
   * Draws a picture as PNG bytes.
   *
   * @param picture the picture
   * @return the PNG file's bytes
   */
  public byte[] render(Picture picture) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try {
      write(picture, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a byte array does not fail
    }
    return out.toByteArray();
  }

  /**
   * Draws a picture as PNG onto a stream (not closed).
   *
   * @param picture the picture
   * @param out the stream
   * @throws IOException if the stream fails
   */
  public void write(Picture picture, OutputStream out) throws IOException {
    Objects.requireNonNull(out, "out");
    if (!ImageIO.write(image(picture), "png", out)) {
      throw new IOException("no PNG writer in this JDK");
    }
  }

  /** The canvas that draws with Java2D. */
  private static final class Java2d implements Painter.Canvas {
    private final Graphics2D g;

    Java2d(Graphics2D g) {
      this.g = g;
    }

    private static java.awt.Color color(String hex, double opacity) {
      int rgb = Integer.parseInt(hex.substring(1), 16);
      int alpha = (int) Math.round(Math.max(0, Math.min(1, opacity)) * 255);
      return new java.awt.Color((rgb >> 16) & 0xFF, (rgb >> 8) & 0xFF, rgb & 0xFF, alpha);
    }

    @Override
    public void rect(double x, double y, double w, double h, String fill, double opacity, String role) {
      g.setColor(color(fill, opacity));
      g.fill(new Rectangle2D.Double(x, y, w, h));
    }

    @Override
    public void line(double x1, double y1, double x2, double y2, String stroke, double width, String role) {
      g.setColor(color(stroke, 1));
      g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
      g.draw(new Line2D.Double(x1, y1, x2, y2));
    }

    @Override
    public void circle(double cx, double cy, double r, String fill, String stroke, double width, double opacity,
        String role) {
      Ellipse2D e = new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r);
      if (fill != null) {
        g.setColor(color(fill, opacity));
        g.fill(e);
      }
      if (stroke != null) {
        g.setColor(color(stroke, opacity));
        g.setStroke(new BasicStroke((float) width));
        g.draw(e);
      }
    }

    @Override
    public void polygon(double[] xs, double[] ys, String fill, String stroke, double width, String role) {
      Path2D.Double p = new Path2D.Double();
      p.moveTo(xs[0], ys[0]);
      for (int i = 1; i < xs.length; i++) {
        p.lineTo(xs[i], ys[i]);
      }
      p.closePath();
      if (fill != null) {
        g.setColor(color(fill, 1));
        g.fill(p);
      }
      if (stroke != null) {
        g.setColor(color(stroke, 1));
        g.setStroke(new BasicStroke((float) width, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(p);
      }
    }

    @Override
    public void text(double cx, double cy, String text, double size, String fill, boolean bold, String role) {
      g.setColor(color(fill, 1));
      g.setFont(new Font(Font.SANS_SERIF, bold ? Font.BOLD : Font.PLAIN, Math.max(1, (int) Math.round(size))));
      FontMetrics fm = g.getFontMetrics();
      double x = cx - fm.stringWidth(text) / 2.0;
      double y = cy + (fm.getAscent() - fm.getDescent()) / 2.0;
      g.drawString(text, (float) x, (float) y);
    }
  }
}
