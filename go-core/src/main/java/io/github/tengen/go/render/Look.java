package io.github.tengen.go.render;

import java.util.Objects;

/** What both image renderers are set with: the theme, the coordinates, the cell size; and the style it gives. */
record Look(SvgRenderer.Theme theme, boolean coordinates, double cell) {
  static final Look STANDARD = new Look(SvgRenderer.Theme.WOOD, true, 24);

  Look withTheme(SvgRenderer.Theme t) {
    return new Look(Objects.requireNonNull(t, "theme"), coordinates, cell);
  }

  Look withCoordinates(boolean show) {
    return new Look(theme, show, cell);
  }

  Look withCell(double pixels) {
    if (!(pixels >= 4 && pixels <= 200)) {
      throw new IllegalArgumentException("cell size " + pixels + ": from 4 to 200");
    }
    return new Look(theme, coordinates, pixels);
  }

  Painter painter() {
    return new Painter(theme == SvgRenderer.Theme.WOOD
        ? new Painter.Style("#dcb35c", "#2b1d0e", "#111111", "#f7f7f2", "#c0392b", cell, coordinates)
        : new Painter.Style("#ffffff", "#333333", "#000000", "#ffffff", "#1f6fd1", cell, coordinates));
  }
}
