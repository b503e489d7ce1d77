package io.github.tengen.go;

import java.util.Objects;

/**
 * A move: a stone played on a point, or a pass. Resignation is not a move but a result.
 *
 * <pre>{@code
 * Move m = Move.play(Color.BLACK, Point.of(3, 3));
 * Move p = Move.pass(Color.WHITE);
 * }</pre>
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
   * Returns a stone of the given colour played on the point.
   *
   * @param color the player
   * @param point the intersection
   * @return the move
   */
  static Play play(Color color, Point point) {
    return new Play(color, point);
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

    @Override
    public boolean isPass() {
      return false;
    }

    /** Returns for example {@code B (3, 3)}. */
    @Override
    public String toString() {
      return color.letter() + " " + point;
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
