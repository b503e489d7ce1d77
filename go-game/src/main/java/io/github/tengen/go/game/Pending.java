package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What is open in a game beside the board and the marking: an undo request, a draw offer, the pauses holding the
 * clocks, a deadline. Values only; {@link Game} decides when each opens and closes.
 */
record Pending(@Nullable Color undo, @Nullable Color draw, Set<Pause> pauses, @Nullable Deadline deadline) {
  /** Nothing open. */
  static final Pending NONE = new Pending(null, null, Set.of(), null);

  Pending {
    pauses = Collections.unmodifiableSet(new LinkedHashSet<>(pauses));
  }

  Pending withUndo(@Nullable Color player) {
    return new Pending(player, draw, pauses, deadline);
  }

  Pending withDraw(@Nullable Color player) {
    return new Pending(undo, player, pauses, deadline);
  }

  Pending withPause(Pause pause, boolean on) {
    Set<Pause> now = new LinkedHashSet<>(pauses);
    if (on) {
      now.add(pause);
    } else {
      now.remove(pause);
    }
    return new Pending(undo, draw, now, deadline);
  }

  Pending withDeadline(@Nullable Deadline d) {
    return new Pending(undo, draw, pauses, d);
  }

  /** The pauses with one more. */
  Pending paused(Pause pause) {
    if (pauses.contains(pause)) {
      throw new IllegalStateException("the game is paused already: " + pause);
    }
    return withPause(pause, true);
  }

  /** The pauses without one that holds ({@code paused}: whether the game's clocks are held at all). */
  Pending unpaused(Pause pause, boolean paused) {
    if (!paused || !pauses.contains(pause)) {
      throw new IllegalStateException("the game is not paused for " + pause);
    }
    return withPause(pause, false);
  }

  /** A player's draw offer open; one at a time. */
  Pending drawOffered(Color player) {
    if (draw != null) {
      throw new IllegalStateException(draw + " has a draw offer open");
    }
    return withDraw(player);
  }

  /** The open draw offer answered by the opponent ({@code inPlay}: whether the game is in play). */
  Pending drawAnswered(Color player, boolean inPlay) {
    if (!inPlay || draw == null) {
      throw new IllegalStateException("no draw offer is open");
    }
    if (draw == player) {
      throw new IllegalStateException(player + " made the offer: the opponent answers it");
    }
    return withDraw(null);
  }

  /**
   * What stays open when play moves on (a move, a resumption, a move taken back): the pauses, and a disconnected
   * player's deadline, which is the server's; an undo request and a draw offer close.
   */
  Pending afterMove() {
    return new Pending(null, null, pauses, deadline != null && deadline.kind() == Deadline.Kind.RECONNECTION
        ? deadline : null);
  }
}
