package io.github.tengen.go.estimate;

/**
 * The reading stage: where a chain's region is small and enclosed, an exact search of it ({@link LocalReading})
 * decides against the playouts.
 */
final class RegionReading {
  /** {@link #read}: the verdict is turned over. */
  static final int FLIP = 1;
  /** {@link #read}: the chain's fight is a ko, left to the players. */
  static final int KO_FIGHT = 2;
  /** {@link #read}: a dead chain lives by a ko the opponent has not started (undecided). */
  static final int KO_LIVES = 3;
  /** The node budget of one reading of a small region. */
  private static final int MAX_READ_NODES = 3000;
  /** The node budget of all the readings of one estimate. */
  private static final int MAX_READ_NODES_PER_ESTIMATE = 10_000;

  private RegionReading() {}

  /**
   * Reads the small enclosed regions ({@link LocalReading}) of the chains Benson's algorithm leaves open: a dead
   * chain the attacker cannot capture moving first, without a ko, lives (a seki, or eyes random play missed); a
   * living chain the attacker captures moving second, without a ko, dies. Returns per chain 0 (no change),
   * {@code FLIP}, {@code KO_FIGHT} (its fight is a ko: left to the players) or {@code KO_LIVES} (a dead chain
   * the attacker moving first gets only a ko against, safe with the defender moving first: it lives, undecided).
   */
  static int[] read(ReadingRegions regions, ChainTable t) {
    int[] anchor = t.anchor;
    boolean[] isDead = t.dead;
    double[] fixedLife = t.fixedLife;
    int n = isDead.length;
    int[] out = new int[n];
    int budget = MAX_READ_NODES_PER_ESTIMATE;
    for (int id = 0; id < n && budget > 0; id++) {
      if (fixedLife[id] >= 0) {
        continue;
      }
      LocalReading reading = regions.around(id, anchor[id], isDead[id]);
      if (reading == null) {
        continue;
      }
      int r = reading.read(Math.min(MAX_READ_NODES, budget));
      budget -= reading.nodes();
      if (r == LocalReading.KO && isDead[id]) {
        // the attacker moving first gets a ko; if the defender moving first is safe, only a ko the attacker has
        // not started threatens the chain (a seki with a ko shape inside, as GNU Go counts it): it lives
        LocalReading second = regions.around(id, anchor[id], false);
        int defended = second.read(Math.min(MAX_READ_NODES, budget));
        budget -= second.nodes();
        out[id] = defended == LocalReading.SAFE ? KO_LIVES : KO_FIGHT;
      } else if (r == LocalReading.KO) {
        out[id] = KO_FIGHT;
      } else if (isDead[id] ? r == LocalReading.SAFE : r == LocalReading.CAPTURED) {
        out[id] = FLIP;
      }
    }
    return out;
  }

}
