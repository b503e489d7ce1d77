package io.github.tengen.go;

import java.util.Locale;
import java.util.Objects;

/**
 * A move: a stone played on a point, or a pass. Resignation is not a move but a result.
 *
 * <pre>{@code
 * Move m = Move.play(Color.BLACK, Point.of(3, 3));
 * Move p = Move.pass(Color.WHITE);
 * BoardSize size = BoardSize.square(19);
 * Move g = Move.parseGtp(Color.BLACK, "Q16", size);   // B at (15, 3)
 * g.toGtp(size);                                      // "Q16"
 * Move.parseSgf(Color.WHITE, "tt", size);             // a pass
 * g.toText(size);                                     // "B Q16", as messages write it
 * }</pre>
 *
 * <p>{@code toString()} writes the SGF letters ({@code B dd}, {@code W pass}), since a move does not know its
 * board; where the board is known, {@link #toText(BoardSize)} writes GTP vertices as every message does.
 *
 * @since 0.1.0
 */
public sealed interface Move permits Move.Play, Move.Pass {

  /**
   * Returns the player who makes the move.
   *
   * @return the colour
   */
  Color color();

  /**
   * Returns whether this is a pass.
   *
   * @return true for a pass
   */
  boolean isPass();

  /**
   * Writes the move as a GTP vertex or {@code pass}, as {@code genmove} answers and {@code play} takes it.
   *
   * @param size the board; GTP is defined up to 25x25
   * @return for example {@code "D16"} or {@code "pass"}
   * @throws IllegalArgumentException if the point is not on the board or the board is larger than 25x25
   */
  default String toGtp(BoardSize size) {
    return this instanceof Play play ? play.point().toGtp(size) : "pass";
  }

  /**
   * Writes the move's SGF value: the two-letter point, or the empty string for a pass (FF[4]).
   *
   * @return for example {@code "dd"} or {@code ""}
   */
  default String toSgf() {
    return this instanceof Play play ? play.point().toSgf() : "";
  }

  /**
   * Writes the move as the library's messages do: the colour letter, then the point in GTP form on boards up to
   * 25x25 and in SGF letters beyond ({@link Point#toText(BoardSize)}), or {@code pass}.
   *
   * @param size the board
   * @return for example {@code "B D16"} or {@code "W pass"}
   */
  default String toText(BoardSize size) {
    return color().letter() + " " + (this instanceof Play play ? play.point().toText(size) : "pass");
  }

  /**
   * Reads a move from GTP text: {@code pass} in any case, or a vertex ({@link Point#parseGtp(String, BoardSize)}).
   * GTP's {@code resign} is a result, not a move, and is rejected here.
   *
   * @param color the player
   * @param text the vertex or {@code pass}
   * @param size the board
   * @return the move
   * @throws IllegalArgumentException if the text is neither, or the vertex is off the board
   */
  static Move parseGtp(Color color, String text, BoardSize size) {
    Objects.requireNonNull(color, "color");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(size, "size");
    if (text.trim().toLowerCase(Locale.ROOT).equals("pass")) {
      return pass(color);
    }
    return play(color, Point.parseGtp(text.trim(), size));
  }

  /**
   * Reads a move from an SGF {@code B} or {@code W} value: a two-letter point on the board, or a pass written as
   * the empty value or, on boards up to 19x19, {@code tt}.
   *
   * @param color the player
   * @param text the value, without brackets
   * @param size the board
   * @return the move
   * @throws IllegalArgumentException if the text is not a point of the board or a pass
   */
  static Move parseSgf(Color color, String text, BoardSize size) {
    Objects.requireNonNull(color, "color");
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(size, "size");
    if (text.isEmpty() || (text.equals("tt") && size.width() <= 19 && size.height() <= 19)) {
      return pass(color);
    }
    Point p = Point.parseSgf(text);
    if (!size.contains(p)) {
      throw new IllegalArgumentException("SGF point " + text + " is off the " + size + " board");
    }
    return play(color, p);
  }

  /**
   * Returns a stone of the given colour played on the point.
   *
   * @param color the player
   * @param point the intersection
   * @return the move
   */
  static Play play(Color color, Point point) {
    return Play.of(color, point);
  }

  /**
   * Returns a pass by the given player.
   *
   * @param color the player
   * @return the move
   */
  static Pass pass(Color color) {
    return Objects.requireNonNull(color, "color") == Color.BLACK ? Pass.BLACK : Pass.WHITE;
  }

  /**
   * A stone played on a point.
   *
   * @param color the player
   * @param point the intersection
   * @since 0.1.0
   */
  record Play(Color color, Point point) implements Move {
    /**
     * Creates the move.
     *
     * @param color the player
     * @param point the intersection
     * @throws NullPointerException if an argument is null
     */
    public Play {
      Objects.requireNonNull(color, "color");
      Objects.requireNonNull(point, "point");
    }

    /**
     * The moves made so far, one per colour and point (points are cached values): a list of legal moves allocates
     * none. Filled as they are asked for; two threads that make the same move at once store equal values.
     */
    private static final Play[] MADE = new Play[2 * BoardSize.MAX * BoardSize.MAX];

    private static Play of(Color color, Point point) {
      Objects.requireNonNull(point, "point");
      int i = (Objects.requireNonNull(color, "color").ordinal() * BoardSize.MAX + point.y()) * BoardSize.MAX
          + point.x();
      Play m = MADE[i];
      if (m == null) {
        m = new Play(color, point);
        MADE[i] = m;
      }
      return m;
    }

    @Override
    public boolean isPass() {
      return false;
    }

    /** Returns for example {@code B dd}: the colour letter and the SGF point (see {@link #toText}). */
    @Override
    public String toString() {
      return color.letter() + " " + point.toSgf();
    }
  }

  /**
   * A pass.
   *
   * @param color the player
   * @since 0.1.0
   */
  record Pass(Color color) implements Move {
    private static final Pass BLACK = new Pass(Color.BLACK);
    private static final Pass WHITE = new Pass(Color.WHITE);

    /**
     * Creates the move.
     *
     * @param color the player
     * @throws NullPointerException if the colour is null
     */
    public Pass {
      Objects.requireNonNull(color, "color");
    }

    @Override
    public boolean isPass() {
      return true;
    }

    /** Returns for example {@code W pass}. */
    @Override
    public String toString() {
      return color.letter() + " pass";
    }
  }
}
