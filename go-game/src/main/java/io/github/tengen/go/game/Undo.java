package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Taking back a move, as OGS and KGS allow: the request by the player who made the last move, and its acceptance,
 * which restores the position and the clocks as they stood before the move. The transitions behind
 * {@link Game#requestUndo}, {@link Game#acceptUndo} and {@link Game#cancelUndo}.
 */
final class Undo {
  private Undo() {}

  static Game request(Game g, Color player) {
    if (g.phase != Game.Phase.PLAY && g.phase != Game.Phase.STONE_REMOVAL) {
      throw new IllegalStateException("the game is in " + g.phase + ": no move is taken back");
    }
    Objects.requireNonNull(player, "player");
    if (!g.venue.undo()) {
      throw new IllegalStateException(g.venue.name() + " takes back no move");
    }
    boolean own = g.position.moveNumber() > g.startMoveNumber
        && g.position.lastMove().map(m -> m.color() == player).orElse(false);
    if (!own) {
      throw new IllegalStateException(player + " did not make the last move of this game");
    }
    return g.next(new GameEvent.UndoRequested(player)).pending(g.pending.withUndo(player)).build();
  }

  /** The request accepted: the move taken back; with a clock, the readings before it and the requester's running. */
  static Game accepted(Game g, @Nullable Instant now) {
    Color requester = requester(g);
    if (g.isPaused()) {
      throw new IllegalStateException("the game is paused: no move is taken back until it is unpaused");
    }
    Move taken = g.position.lastMove().orElseThrow();
    GameClock c = null;
    if (g.clock != null) {
      GameClock before = Objects.requireNonNull(beforeMove(g).clock);
      c = GameClock.of(g.clock.system(), before.reading(Color.BLACK), before.reading(Color.WHITE))
          .start(requester, Objects.requireNonNull(now, "now"));
    }
    return g.next(new GameEvent.Undone(taken)).play(g.position.previous().orElseThrow()).clock(c)
        .pending(g.pending.afterMove()).build();
  }

  static Game cancelled(Game g, Color requester) {
    Color open = requester(g);
    if (open != Objects.requireNonNull(requester, "requester")) {
      throw new IllegalStateException(requester + " has no undo request open: " + open + " asked");
    }
    return g.next(new GameEvent.UndoCancelled(requester)).pending(g.pending.withUndo(null)).build();
  }

  /** The player whose request is open. */
  static Color requester(Game g) {
    Color undo = g.pending.undo();
    if (undo == null || g.phase == Game.Phase.FINISHED) {
      throw new IllegalStateException("no undo request is open");
    }
    return undo;
  }

  /** The game value from which the move that made the position was played. */
  private static Game beforeMove(Game g) {
    Game at = g;
    while (!(at.event instanceof GameEvent.Played && at.position == g.position)) {
      at = Objects.requireNonNull(at.previous, "the position's move was not played in this game");
    }
    return Objects.requireNonNull(at.previous);
  }
}
