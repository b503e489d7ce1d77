package io.github.tengen.go;

import java.util.Locale;

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

  /**
   * Reads a colour as GTP writes it: {@code b}, {@code black}, {@code w} or {@code white}, in any case, with
   * surrounding white space ignored.
   *
   * <pre>{@code
   * Color c = Color.parse("White");   // WHITE
   * }</pre>
   *
   * @param text the text
   * @return the colour
   * @throws IllegalArgumentException if the text names no colour
   */
  public static Color parse(String text) {
    String t = text.trim().toLowerCase(Locale.ROOT);
    switch (t) {
      case "b", "black":
        return BLACK;
      case "w", "white":
        return WHITE;
      default:
        throw new IllegalArgumentException("not a colour: " + Quoted.of(text));
    }
  }
}
