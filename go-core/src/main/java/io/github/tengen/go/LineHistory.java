package io.github.tengen.go;

import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;

/**
 * A position's place in its line of play, for superko and the no-result rule: its entry in the line's
 * {@link History} (recorded, or implied by the position itself), the entries of its successors, and the search for
 * an earlier position with the same stones. Static helpers over {@link Position}'s fields, kept apart from the
 * position's moves and queries.
 */
final class LineHistory {
  private LineHistory() {}

  /** A position's index in its line (that of its history entry, recorded or implied). */
  static int lineIndex(Position p) {
    return p.historyIndex >= 0 ? p.historyIndex : ~p.historyIndex;
  }

  /** The stone count of a position's history entry (or of its stones, without a history). */
  static int entryCount(Position p) {
    return p.historyIndex >= 0 && p.history != null ? p.history.count(p.historyIndex) : p.stoneTotal();
  }

  /**
   * The history that holds a position's entry, for a successor: its own, or, when its entry is implied, the history
   * after recording it on the calling thread (whose engine is {@code e}); null without a history.
   */
  static History lined(Position p, Engine e) {
    if (p.historyIndex >= 0 || p.history == null) {
      return p.history;
    }
    int index = ~p.historyIndex;
    return p.history.append(index - 1, key(p.ruleSet(), p.hash, p.toMove()), p.stoneTotal(), e);
  }

  /**
   * The {@code historyIndex} of a successor of a position: its line index when the calling thread (whose engine is
   * {@code e}) owns {@code lined} (the position's entry's history, from {@link #lined}), which then records the
   * successor's entry in place or in a new segment; else the complement of it (the successor's entry stays implied,
   * and the thread that plays on from it records it).
   */
  static int childIndex(Position p, History lined, Engine e) {
    int next = lineIndex(p) + 1;
    return lined == null || lined.ownedBy(e) ? next : ~next;
  }

  /** The history of a successor whose {@code historyIndex} is {@code index}, from {@link #childIndex}. */
  static History childHistory(History lined, int index, long key, int count, Engine e) {
    return lined == null || index < 0 ? lined : lined.append(index - 1, key, count, e);
  }

  /**
   * The history key: the stones' hash, with the player to move under situational superko and under the no-result
   * rule (which looks for the same stones with the same player to move).
   */
  static long key(RuleSet rules, long boardHash, Color toMove) {
    return rules.koRule().playerToMoveCounts() && toMove == Color.WHITE
        ? boardHash ^ Geometry.WHITE_TO_MOVE
        : boardHash;
  }

  /**
   * The entries of a position's line up to its own with this key (when {@code byKey}) and stone count, newest
   * first, as {@link History#candidate} and {@link History#withCount} return them; an implied entry of the position
   * is the newest.
   */
  static int entryWith(Position p, long key, int count, int after, boolean byKey) {
    int index = p.historyIndex;
    if (index < 0) {
      index = ~index;
      if (after < 0 && count == p.stoneTotal() && (!byKey || key == key(p.ruleSet(), p.hash, p.toMove()))) {
        return index;
      }
      after = after == index ? -1 : after;
      index--;
    }
    return byKey ? p.history.candidate(key, count, index, after) : p.history.withCount(count, index, after);
  }

  /**
   * The history entry of an earlier position of a position's line, up to it, with this superko key, these stones
   * and, where the key includes it, this player to move (all compared, so neither a hash collision nor an entry that
   * only shares the key bits the history keeps ever counts), or -1.
   */
  static int repeatedEntry(Position p, long key, long[] board, int count, Color nextToMove) {
    boolean sideCounts = p.ruleSet().koRule().playerToMoveCounts();
    for (int e = entryWith(p, key, count, -1, true); e >= 0; e = entryWith(p, key, count, e, true)) {
      Position earlier = ancestor(p, e);
      if (earlier.hasStones(board) && (!sideCounts || earlier.toMove() == nextToMove)) {
        return e;
      }
    }
    return -1;
  }

  /** The position of a line that holds history entry {@code entry} (at most {@code p}'s), walking back from p. */
  static Position ancestor(Position p, int entry) {
    Position at = p;
    while (lineIndex(at) > entry) {
      at = at.previous;
    }
    return at;
  }

  /**
   * Marks the points where a stone of the player to move, capturing nothing, would recreate an earlier board of the
   * line that superko forbids: each earlier position with one stone more than {@code p} whose stones are p's plus
   * one of the mover's (and, under situational superko, with the other player to move).
   */
  static void oneStoneRepetitions(Position p, int words, long[] out) {
    final int mover = p.mover();
    boolean sideCounts = p.ruleSet().koRule().playerToMoveCounts();
    int count = entryCount(p) + 1;
    Position earlier = p;
    for (int e = entryWith(p, 0, count, -1, false); e >= 0; e = entryWith(p, 0, count, e, false)) {
      earlier = ancestor(earlier, e); // entries come newest first, so each walk goes on from the last
      if (sideCounts && earlier.mover() == mover) {
        continue;
      }
      long extra = 0;
      int at = -1;
      boolean differs = false;
      for (int k = 0; k < 2 * words && !differs; k++) {
        long then = earlier.word(k);
        long now = p.word(k);
        long added = then & ~now;
        differs = (now & ~then) != 0
            || (added != 0 && (k / words != mover || extra != 0 || Long.bitCount(added) > 1));
        if (added != 0) {
          extra = added;
          at = k % words;
        }
      }
      if (!differs && extra != 0) {
        out[at] |= extra;
      }
    }
  }
}
