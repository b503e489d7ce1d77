package io.github.tengen.go.render;

/**
 * The look of the board, for {@link SvgRenderer} and go-render-png's PNG renderer.
 *
 * @since 0.1.0
 */
public enum Theme {
  /** A kaya-coloured board, black and white stones. */
  WOOD,
  /** A white board with thin lines, for print and documentation. */
  PLAIN
}
