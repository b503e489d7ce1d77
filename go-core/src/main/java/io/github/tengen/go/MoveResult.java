package io.github.tengen.go;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * What {@link Position#tryPlay(Move)} did: played the move ({@link Played}, with the next position) or refused it
 * ({@link Rejected}, with the typed reason and the unchanged position). Nothing is thrown, so a caller that expects
 * illegal moves (a replay, a referee, a user interface) does the legality work once.
 *
 * <pre>{@code
 * MoveResult r = position.tryPlay(Move.play(Color.BLACK, Point.parseGtp("D4", position.size())));
 * if (r.isLegal()) {
 *   position = r.position();          // the next position
 * } else {
 *   warn(r.legality());               // KO, SUICIDE, POSITIONAL_SUPERKO, ...
 * }
 * Position next = position.tryPlay(m).orElseThrow();   // the same as position.play(m)
 * }</pre>
 *
 * @since 0.1.0
 */
public sealed interface MoveResult permits MoveResult.Played, MoveResult.Rejected {

  /**
   * Returns the move that was tried.
   *
   * @return the move
   */
  Move move();

  /**
   * Returns whether the move was played.
   *
   * @return true for {@link Played}
   */
  boolean isLegal();

  /**
   * Returns {@link Legality#LEGAL} for a played move, else why it was refused.
   *
   * @return the legality
   */
  Legality legality();

  /**
   * Returns the position after the move if it was played, else the position it was tried on, unchanged.
   *
   * @return the position
   */
  Position position();

  /**
   * Returns the next position, or throws what {@link Position#play(Move)} would have thrown.
   *
   * @return the next position
   * @throws IllegalMoveException if the move was refused
   */
  Position orElseThrow();

  /**
   * A move that was played.
   *
   * @param move the move
   * @param next the position after it
   * @since 0.1.0
   */
  record Played(Move move, Position next) implements MoveResult {
    /**
     * Creates the result.
     *
     * @param move the move
     * @param next the position after it
     * @throws NullPointerException if an argument is null
     */
    public Played {
      Objects.requireNonNull(move, "move");
      Objects.requireNonNull(next, "next");
    }

    @Override
    public boolean isLegal() {
      return true;
    }

    @Override
    public Legality legality() {
      return Legality.LEGAL;
    }

    @Override
    public Position position() {
      return next;
    }

    @Override
    public Position orElseThrow() {
      return next;
    }
  }

  /**
   * A move the rules forbid.
   *
   * @param move the move
   * @param reason why it is illegal, never {@link Legality#LEGAL}
   * @param position the position it was tried on, unchanged
   * @param repeated for a superko violation, the move number of the position the move would recreate, else -1
   * @since 0.1.0
   */
  record Rejected(Move move, Legality reason, Position position, int repeated) implements MoveResult, Attempt {
    /**
     * Creates the result.
     *
     * @param move the move
     * @param reason why it is illegal
     * @param position the position it was tried on
     * @param repeated the move number of the repeated position, or -1
     * @throws NullPointerException if an argument is null
     * @throws IllegalArgumentException if the reason is {@link Legality#LEGAL} or {@code repeated} is below -1
     */
    public Rejected {
      Objects.requireNonNull(move, "move");
      Objects.requireNonNull(reason, "reason");
      Objects.requireNonNull(position, "position");
      if (reason == Legality.LEGAL || repeated < -1) {
        throw new IllegalArgumentException("a rejected move needs a reason other than LEGAL");
      }
    }

    @Override
    public boolean isLegal() {
      return false;
    }

    @Override
    public Legality legality() {
      return reason;
    }

    /**
     * Returns, for a superko violation, the move number of the earlier position the move would recreate.
     *
     * @return the move number (0 for the starting position), or empty for other reasons
     */
    public OptionalInt repeatedMoveNumber() {
      return repeated < 0 ? OptionalInt.empty() : OptionalInt.of(repeated);
    }

    @Override
    public Position orElseThrow() {
      throw toException();
    }

    /**
     * Returns the exception {@link Position#play(Move)} throws for this move.
     *
     * @return the exception, with this move, reason and position
     */
    public IllegalMoveException toException() {
      return new IllegalMoveException(move, reason, position, repeated);
    }
  }
}
