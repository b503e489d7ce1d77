package io.github.tengen.go.estimate;

import io.github.tengen.go.Board;
import java.util.Arrays;

/**
 * The playouts stage: careful playouts from the position, in pairs (one with each player moving first), counting for
 * each chain the playouts it lived in and for each point who owned it at their end.
 */
final class Playouts {
  /** Per point index, Black's ends minus White's. */
  final long[] own;
  /** Per chain, the playouts it lived in. */
  final int[] lived;
  /** Per point index, the playouts at whose end it was empty in a region reaching both colours: seki points. */
  final int[] neutral;
  /** Bit {@code k % 64} of word {@code (k / 64) * n + id}: chain id lived in playout k. */
  long[] survived;
  int played;

  private Playouts(int limit, int n) {
    own = new long[limit];
    lived = new int[n];
    neutral = new int[limit];
    survived = new long[2 * n];
  }

  /**
   * Plays {@code playouts} playouts, then more while a chain not decided by Benson's algorithm is within the
   * undecided margin, up to {@code maxPlayouts}.
   */
  static Playouts play(ChainTable t, int playouts, int maxPlayouts, long seed) {
    Board base = t.base;
    Board[] starts = {base, base.copy()};
    starts[1].setToMove(t.position.toMove().opponent());
    Board work = base.copy();
    int n = t.size;
    Playouts p = new Playouts(base.indexLimit(), n);
    int[] owners = new int[base.indexLimit()];
    int maxMoves = 3 * t.points.length + 16;
    long state = seed ^ 0x9E3779B97F4A7C15L;
    while (p.played < maxPlayouts && (p.played < playouts || p.undecided(t))) {
      if (((p.played + 1) >>> 6) * n >= p.survived.length) {
        p.survived = Arrays.copyOf(p.survived, 2 * p.survived.length + n);
      }
      for (int first = 0; first < 2; first++) {
        work.copyFrom(starts[first]);
        state = work.playout(state, maxMoves, Board.PlayoutPolicy.CAREFUL);
        work.areaOwners(owners);
        p.record(t, work, owners, p.played + first);
      }
      p.played += 2;
    }
    return p;
  }

  /** Adds the end of playout {@code k}. */
  private void record(ChainTable t, Board end, int[] owners, int k) {
    for (int i : t.points) {
      int o = owners[i];
      own[i] += o == Board.BLACK ? 1 : o == Board.WHITE ? -1 : 0;
      neutral[i] += o == Board.EMPTY ? 1 : 0;
    }
    int n = t.size;
    for (int id = 0; id < n; id++) {
      if (end.colorAt(t.anchor[id]) == t.colour[id]) {
        lived[id]++;
        survived[(k >>> 6) * n + id] |= 1L << k;
      }
    }
  }

  /** Whether a chain not decided by Benson has a life share within the undecided margin of the threshold. */
  private boolean undecided(ChainTable t) {
    for (int id = 0; id < t.size; id++) {
      if (!t.isFixed(id) && Math.abs((double) lived[id] / played - Thresholds.LIFE_THRESHOLD)
          < Thresholds.UNDECIDED_MARGIN) {
        return true;
      }
    }
    return false;
  }

  /** Each point's ownership: Benson's where it decides, else the mean of the playouts' ends. */
  double[] ownership(ChainTable t) {
    double[] ownership = new double[own.length];
    for (int i : t.points) {
      ownership[i] = t.fixed[i] != 0 ? t.fixed[i] : (double) own[i] / played;
    }
    return ownership;
  }

  /** Sets each chain's life share over every playout (Benson's verdict where it decides). */
  void setShares(ChainTable t) {
    for (int id = 0; id < t.size; id++) {
      t.setLife(id, t.isFixed(id) ? t.fixedLife[id] : (double) lived[id] / played);
    }
  }
}
