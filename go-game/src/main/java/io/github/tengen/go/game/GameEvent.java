package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import java.util.Optional;

/**
 * What made a game value: the transition from {@link Game#previous()}.
 *
 * @since 0.1.0
 */
public sealed interface GameEvent {
  /** The game was started. */
  record Started() implements GameEvent {}

  /**
   * A move was played.
   *
   * @param move the move
   */
  record Played(Move move) implements GameEvent {}

  /**
   * A chain was marked dead or alive.
   *
   * @param point a stone of the chain
   * @param dead whether it is dead now
   */
  record Toggled(Point point, boolean dead) implements GameEvent {}

  /**
   * A player accepted the marking.
   *
   * @param player the player
   */
  record Accepted(Color player) implements GameEvent {}

  /**
   * A player asked to resume play.
   *
   * @param requester the player
   */
  record Resumed(Color requester) implements GameEvent {}

  /**
   * A player asked to take back the last move.
   *
   * @param player the player
   */
  record UndoRequested(Color player) implements GameEvent {}

  /**
   * The opponent accepted: the move was taken back.
   *
   * @param move the move taken back
   */
  record Undone(Move move) implements GameEvent {}

  /**
   * The opponent refused to take back the requester's move.
   *
   * @param requester the player who asked
   */
  record UndoRefused(Color requester) implements GameEvent {}

  /**
   * The requester withdrew the undo request before the opponent answered (OGS's {@code game/undo/cancel}).
   *
   * @param requester the player who had asked
   */
  record UndoCancelled(Color requester) implements GameEvent {}

  /**
   * A player cancelled the game in its first moves, as OGS allows: it ends without a result and unranked
   * ({@link GameResult.NoWinner#VOID}).
   *
   * @param player the player who cancelled it
   */
  record Cancelled(Color player) implements GameEvent {}

  /**
   * The clocks were paused, or a pause was added to those holding them.
   *
   * @param pause why
   */
  record Paused(Pause pause) implements GameEvent {}

  /**
   * A pause ended; the clocks run again if it was the last.
   *
   * @param pause the pause that ended
   */
  record Unpaused(Pause pause) implements GameEvent {}

  /**
   * A player offered a draw.
   *
   * @param player the player
   */
  record DrawOffered(Color player) implements GameEvent {}

  /**
   * The opponent declined the open draw offer; play goes on.
   *
   * @param player the player who declined
   */
  record DrawDeclined(Color player) implements GameEvent {}

  /**
   * Black placed a handicap stone (free placement).
   *
   * @param point where
   */
  record Placed(Point point) implements GameEvent {}

  /**
   * The server set a deadline ({@link Game#withDeadline}), or cleared it.
   *
   * @param deadline the deadline, or empty when cleared
   */
  record DeadlineSet(Optional<Deadline> deadline) implements GameEvent {}

  /**
   * A deadline passed ({@link Game#checkTime}): the game was cancelled, its marking accepted, or a player forfeited.
   *
   * @param deadline the deadline
   */
  record DeadlinePassed(Deadline deadline) implements GameEvent {}

  /**
   * The game ended without a count: resignation, time loss, forfeit.
   *
   * @param result the result
   */
  record Ended(GameResult result) implements GameEvent {}
}
