package io.github.tengen.go.render.internal;

import io.github.tengen.go.render.Theme;
import java.util.Objects;

/**
 * What both image renderers are set with: the theme, the coordinates, the cell size; and the style it gives. Not part
 * of the API: public for go-render-png only, to which go-core exports this package.
 *
 * @param theme the colours
 * @param coordinates whether coordinates are drawn
 * @param cell the distance between two lines, in pixels
 */
public record Look(Theme theme, boolean coordinates, double cell) {
  /** The wood theme with coordinates, 24 pixels a cell. */
  public static final Look STANDARD = new Look(Theme.WOOD, true, 24);

  /**
   * Returns this look with another theme.
   *
   * @param t the theme
   * @return the look
   */
  public Look withTheme(Theme t) {
    return new Look(Objects.requireNonNull(t, "theme"), coordinates, cell);
  }

  /**
   * Returns this look with or without coordinates.
   *
   * @param show whether to draw them
   * @return the look
   */
  public Look withCoordinates(boolean show) {
    return new Look(theme, show, cell);
  }

  /**
   * Returns this look with another cell size.
   *
   * @param pixels the size, from 4 to 200
   * @return the look
   * @throws IllegalArgumentException if the size is out of range
   */
  public Look withCell(double pixels) {
    if (!(pixels >= 4 && pixels <= 200)) {
      throw new IllegalArgumentException("cell size " + pixels + ": from 4 to 200");
    }
    return new Look(theme, coordinates, pixels);
  }

  /**
   * The painter that draws in this look.
   *
   * @return the painter
   */
  public Painter painter() {
    return new Painter(theme == Theme.WOOD
        ? new Painter.Style("#dcb35c", "#2b1d0e", "#111111", "#f7f7f2", "#c0392b", cell, coordinates)
        : new Painter.Style("#ffffff", "#333333", "#000000", "#ffffff", "#1f6fd1", cell, coordinates));
  }
}
