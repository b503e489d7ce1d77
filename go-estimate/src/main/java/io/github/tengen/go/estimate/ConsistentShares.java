package io.github.tengen.go.estimate;

import org.jspecify.annotations.Nullable;

/**
 * The stage that retakes the weak chains' shares over the playouts in which every strong chain lived: random play
 * now and then lets a strong group die, and the chains next to it live from that blunder (an invader that kills the
 * wall around it), which play would not allow.
 */
final class ConsistentShares {
  /** The share of the playouts that must be left for the retaking to apply (else every playout counts). */
  private static final double MIN_CONSISTENT_SHARE = 0.5;

  private ConsistentShares() {}

  /**
   * Retakes the share of every chain weaker than {@code STRONG_LIFE} over the playouts in which every strong
   * chain lived, when at least {@link #MIN_CONSISTENT_SHARE} of them are left, and updates the verdicts. Returns
   * the chains whose verdict changed, or null if the shares were left as they were.
   */
  static boolean @Nullable [] apply(ChainTable t, Playouts p) {
    double[] life = t.life;
    boolean[] isDead = t.dead;
    double[] fixedLife = t.fixedLife;
    long[] survived = p.survived;
    int played = p.played;
    int n = life.length;
    int words = (played + 63) >>> 6;
    long[] kept = new long[words];
    for (int k = 0; k < played; k++) {
      kept[k >>> 6] |= 1L << k;
    }
    for (int id = 0; id < n; id++) {
      if (fixedLife[id] < 0 && life[id] >= Thresholds.STRONG_LIFE) {
        for (int w = 0; w < words; w++) {
          kept[w] &= survived[w * n + id];
        }
      }
    }
    int left = 0;
    for (long w : kept) {
      left += Long.bitCount(w);
    }
    if (left == played || left < MIN_CONSISTENT_SHARE * played) {
      return null;
    }
    boolean[] changed = new boolean[n];
    for (int id = 0; id < n; id++) {
      if (fixedLife[id] >= 0 || life[id] >= Thresholds.STRONG_LIFE) {
        continue;
      }
      int lived = 0;
      for (int w = 0; w < words; w++) {
        lived += Long.bitCount(survived[w * n + id] & kept[w]);
      }
      life[id] = (double) lived / left;
      boolean dead = life[id] < Thresholds.LIFE_THRESHOLD;
      changed[id] = dead != isDead[id];
      isDead[id] = dead;
    }
    return changed;
  }

}
