package io.github.tengen.go;

/**
 * The colour of a stone or of a player. Black moves first.
 *
 * @since 0.1.0
 */
public enum Color {
  /** The first player. */
  BLACK,
  /** The second player. */
  WHITE;

  /**
   * Returns the other colour.
   *
   * @return {@link #WHITE} for {@link #BLACK} and the other way round
   */
  public Color opponent() {
    return this == BLACK ? WHITE : BLACK;
  }

  /**
   * Returns the single letter used in SGF and diagrams: {@code B} or {@code W}.
   *
   * @return {@code 'B'} or {@code 'W'}
   */
  public char letter() {
    return this == BLACK ? 'B' : 'W';
  }
}
