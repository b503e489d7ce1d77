package io.github.tengen.go;

/**
 * Whether a move is legal, and if not, why. {@link Position#check(Move)} returns it;
 * {@link IllegalMoveException#reason()} carries it.
 *
 * @since 0.1.0
 */
public enum Legality {
  /** The move is legal. */
  LEGAL,
  /** The point already holds a stone. */
  OCCUPIED,
  /** The move would leave its own chain without liberties, and the rules forbid that. */
  SUICIDE,
  /** The move retakes a single-stone ko at once. */
  KO,
  /** The move recreates an earlier arrangement of stones (positional superko). */
  POSITIONAL_SUPERKO,
  /** The move recreates an earlier arrangement of stones with the same player to move (situational superko). */
  SITUATIONAL_SUPERKO,
  /** The move is by the player who is not to move. */
  WRONG_TURN,
  /** The point is not on the board. */
  OFF_BOARD,
  /** The game has ended. */
  GAME_OVER;

  /**
   * Returns whether this is {@link #LEGAL}.
   *
   * @return true for a legal move
   */
  public boolean isLegal() {
    return this == LEGAL;
  }

  String describe() {
    return switch (this) {
      case LEGAL -> "legal";
      case OCCUPIED -> "the point is occupied";
      case SUICIDE -> "suicide is not allowed";
      case KO -> "it retakes the ko at once";
      case POSITIONAL_SUPERKO -> "it repeats an earlier position (positional superko)";
      case SITUATIONAL_SUPERKO -> "it repeats an earlier position with the same player to move (situational superko)";
      case WRONG_TURN -> "it is not that player's turn";
      case OFF_BOARD -> "the point is not on the board";
      case GAME_OVER -> "the game is over";
    };
  }
}
