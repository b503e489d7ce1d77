package io.github.tengen.go;

import java.util.OptionalInt;

/**
 * Thrown by {@link Position#play(Move)} for a move the rules forbid. It carries the move, the typed reason and the
 * unchanged position, so a caller can report the problem and carry on.
 *
 * <pre>{@code
 * try {
 *   position = position.play(move);
 * } catch (IllegalMoveException e) {
 *   if (e.reason() == Legality.KO) { ... }
 *   position = e.position();     // unchanged
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public final class IllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The rejected move (not serialised). */
  private final transient Move move;
  /** Why the move is illegal. */
  private final Legality reason;
  /** The unchanged position (not serialised). */
  private final transient Position position;
  /** For superko, the move number of the repeated position, else -1. */
  private final int repeatedMoveNumber;

  IllegalMoveException(Move move, Legality reason, Position position, int repeatedMoveNumber) {
    super(message(move, reason, position, repeatedMoveNumber));
    this.move = move;
    this.reason = reason;
    this.position = position;
    this.repeatedMoveNumber = repeatedMoveNumber;
  }

  private static String message(Move move, Legality reason, Position position, int repeated) {
    StringBuilder sb = new StringBuilder("illegal move ").append(move.toText(position.size()))
        .append(" at move ").append(position.moveNumber() + 1).append(": ").append(reason.describe());
    if (repeated >= 0) {
      sb.append(", as after move ").append(repeated);
    }
    return sb.toString();
  }

  /**
   * Returns the rejected move.
   *
   * @return the move
   */
  public Move move() {
    return move;
  }

  /**
   * Returns why the move is illegal; never {@link Legality#LEGAL}.
   *
   * @return the reason
   */
  public Legality reason() {
    return reason;
  }

  /**
   * Returns the position the move was tried on, unchanged.
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * For a superko violation, returns the move number of the earlier position that the move would recreate
   * (0 for the starting position).
   *
   * @return the move number, or empty for other reasons
   */
  public OptionalInt repeatedMoveNumber() {
    return repeatedMoveNumber < 0 ? OptionalInt.empty() : OptionalInt.of(repeatedMoveNumber);
  }
}
