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
}
