package io.github.tengen.go.estimate;

import io.github.tengen.go.Board;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;

import java.util.HashMap;
import java.util.Map;

/**
 * A short exact search of one small enclosed region: can the attacker capture a chain of the defender, both
 * playing only on the region's points, the defender free to pass? What {@link DeadStoneEstimator} asks of a chain
 * the playouts kill (a seki, where whoever fills a shared liberty is captured, survives reading but not random
 * moves) and of a chain they let live (a group whose eye space a vital point destroys dies in reading).
 *
 * <p>The region ({@link ReadingRegions#around}) is what the chain reaches through empty points, its own colour's
 * stones and the opponent's dead stones, bounded by the opponent's living stones, with at most
 * {@link Thresholds#MAX_EMPTY} empty points;
 * to it belong the stones of small chains of that border (the defender may capture them inside), the liberties of
 * border chains short of liberties (the defender may attack them), and the stones and liberties of the defender's
 * other chains next to those border chains when they are short of liberties too (the fight goes on there). The
 * defender lives when it captures a bigger border chain (it has escaped), when both pass in a row with the chain on
 * the board, or when a board of the line comes back with the same player to move (the attack made no progress). The
 * attacker wins when the chain is off the board. A player that loses for want of taking a ko back at once (the ko
 * point of the move before) gets {@link Result#KO}: the fight is a ko, which a threat elsewhere decides. Moves into the
 * mover's own single-point eye are not tried. The search stops at a node budget or a depth of twice the region plus
 * eight and answers {@link Result#UNKNOWN}.
 */
final class LocalReading {
  /** What a reading finds. */
  enum Result {
    /** The defender keeps the chain whatever the attacker does, without a ko. */
    SAFE,
    /** The better side's best is a ko: one player wins only by taking a ko back, which needs a threat elsewhere. */
    KO,
    /** The attacker captures the chain against any defence, without a ko. */
    CAPTURED,
    /** The search ran out of nodes or depth. */
    UNKNOWN
  }

  // the search's values, ordered as the attacker prefers them: the ordinals of Result
  private static final int SAFE = Result.SAFE.ordinal();
  private static final int KO = Result.KO.ordinal();
  private static final int CAPTURED = Result.CAPTURED.ordinal();

  private static final int PASS = -1;

  private final Board[] stack;
  private final long[] path;
  private final int[] region;
  private final int[] border;
  private final int anchor;
  private final int defender;
  private final Map<Long, Integer> table = new HashMap<>();
  private int maxNodes;
  private int nodes;
  private boolean aborted;

  LocalReading(Board start, int[] region, int[] border, int anchor) {
    this.region = region;
    this.border = border;
    this.anchor = anchor;
    this.defender = start.colorAt(anchor);
    int depth = 2 * region.length + 8;
    stack = new Board[depth + 2];
    path = new long[depth + 2];
    stack[0] = start; // the others are made as the search first reaches their depth
  }

  /**
   * Reads the region from the start board.
   *
   * @param budget the most nodes to search
   * @return the result
   */
  Result read(int budget) {
    maxNodes = budget;
    nodes = 0;
    aborted = false;
    table.clear();
    path[0] = stack[0].hash();
    int r = search(0, false);
    return aborted ? Result.UNKNOWN : Result.values()[r];
  }

  /**
   * Returns the region's points, in the order the search tries them (for tests).
   *
   * @return a copy of the points' indices
   */
  int[] region() {
    return region.clone();
  }

  /**
   * Returns the border stones whose capture lets the defender out (for tests).
   *
   * @return a copy of their indices
   */
  int[] border() {
    return border.clone();
  }

  /**
   * Returns the board the search starts from, with its player to move (for tests).
   *
   * @return a copy
   */
  Board start() {
    return stack[0].copy();
  }

  /**
   * Returns the deepest line the search reads before it gives up: twice the region plus eight moves.
   *
   * @return the depth
   */
  int maxDepth() {
    return stack.length - 1;
  }

  /**
   * Returns the nodes the last {@link #read} searched.
   *
   * @return the count
   */
  int nodes() {
    return nodes;
  }

  private int search(int depth, boolean lastPassed) {
    Board b = stack[depth];
    boolean attacker = colourCode(b.toMove()) != defender;
    long key = (b.hash() * 31 + b.koIndex()) * 4 + (attacker ? 1 : 0) + (lastPassed ? 2 : 0);
    Integer known = table.get(key);
    if (known != null) {
      return known;
    }
    if (++nodes > maxNodes || depth + 1 >= stack.length) {
      aborted = true;
      return SAFE;
    }
    // the attacker wants CAPTURED, the defender SAFE; the defender tries its pass first, the attacker last
    int best = attacker ? SAFE : CAPTURED;
    boolean koBanned = false;
    Board child = stack[depth + 1];
    if (child == null) {
      child = b.copy();
      stack[depth + 1] = child;
    }
    for (int k = attacker ? 0 : -1; k < (attacker ? region.length + 1 : region.length); k++) {
      int m = k < 0 || k == region.length ? PASS : region[k];
      int value;
      if (m == PASS) {
        if (lastPassed) {
          value = SAFE; // two passes in a row: the chain stands
        } else {
          child.copyFrom(b);
          child.pass();
          path[depth + 1] = child.hash();
          value = search(depth + 1, true);
        }
      } else {
        if (b.colorAt(m) != Board.EMPTY || b.isEye(m, b.toMove())) {
          continue;
        }
        child.copyFrom(b);
        Legality legality = child.play(m);
        if (legality == Legality.KO) {
          koBanned = true;
          continue;
        }
        if (legality != Legality.LEGAL) {
          continue;
        }
        path[depth + 1] = child.hash();
        if (child.colorAt(anchor) != defender) {
          value = CAPTURED;
        } else if (repeats(child.hash(), depth + 1)) {
          value = SAFE; // the same board with the same player to move: the attack made no progress
        } else if (!attacker && child.lastCaptured() > 0 && brokeOut(child)) {
          value = SAFE;
        } else {
          value = search(depth + 1, false);
        }
      }
      if (aborted) {
        return SAFE;
      }
      if (attacker ? value > best : value < best) {
        best = value;
        if (best == (attacker ? CAPTURED : SAFE)) {
          break;
        }
      }
    }
    if (koBanned && best == (attacker ? SAFE : CAPTURED)) {
      best = KO; // lost only for a ko the mover may not take back at once
    }
    table.put(key, best);
    return best;
  }

  /** Whether a board of the line, with the same player to move, had this hash. */
  private boolean repeats(long hash, int depth) {
    for (int d = depth - 2; d >= 0; d -= 2) {
      if (path[d] == hash) {
        return true;
      }
    }
    return false;
  }

  /** Whether the defender has captured a border chain too big to be part of the region. */
  private boolean brokeOut(Board b) {
    for (int q : border) {
      if (b.colorAt(q) == Board.EMPTY) {
        return true;
      }
    }
    return false;
  }

  private static int colourCode(Color c) {
    return c == Color.BLACK ? Board.BLACK : Board.WHITE;
  }
}
