package io.github.tengen.go.estimate;

/**
 * The reading stage: where a chain's region is small and enclosed, an exact search of it ({@link LocalReading})
 * decides against the playouts.
 */
final class RegionReading {
  /** What the reading of a chain's region does to the playouts' verdict. */
  enum Outcome {
    /** Nothing: the region was not read, or the reading agrees. */
    UNCHANGED,
    /** The verdict is turned over. */
    FLIP,
    /** The chain's fight is a ko, left to the players. */
    KO_FIGHT,
    /** A dead chain lives by a ko the opponent has not started (undecided). */
    KO_LIVES;

    /** Whether the chain's verdict is turned over: dead to alive or alive to dead. */
    boolean turnsOver() {
      return this == FLIP || this == KO_LIVES;
    }

    /** Whether the chain is left to the players, a ko deciding it. */
    boolean byKo() {
      return this == KO_FIGHT || this == KO_LIVES;
    }
  }
  /** The node budget of one reading of a small region. */
  private static final int MAX_READ_NODES = 3000;
  /** The node budget of all the readings of one estimate. */
  private static final int MAX_READ_NODES_PER_ESTIMATE = 10_000;

  private RegionReading() {}

  /**
   * Reads the small enclosed regions ({@link LocalReading}) of the chains Benson's algorithm leaves open: a dead
   * chain the attacker cannot capture moving first, without a ko, lives (a seki, or eyes random play missed); a
   * living chain the attacker captures moving second, without a ko, dies. Returns per chain its {@link Outcome}:
   * {@code KO_LIVES} for a dead chain the attacker moving first gets only a ko against, safe with the defender
   * moving first (it lives, undecided).
   */
  static Outcome[] read(ReadingRegions regions, ChainTable t) {
    int[] anchor = t.anchor;
    boolean[] isDead = t.dead;
    double[] fixedLife = t.fixedLife;
    int n = isDead.length;
    Outcome[] out = new Outcome[n];
    java.util.Arrays.fill(out, Outcome.UNCHANGED);
    int budget = MAX_READ_NODES_PER_ESTIMATE;
    for (int id = 0; id < n && budget > 0; id++) {
      if (fixedLife[id] >= 0) {
        continue;
      }
      LocalReading reading = regions.around(id, anchor[id], isDead[id]);
      if (reading == null) {
        continue;
      }
      LocalReading.Result r = reading.read(Math.min(MAX_READ_NODES, budget));
      budget -= reading.nodes();
      if (r == LocalReading.Result.KO && isDead[id]) {
        // the attacker moving first gets a ko; if the defender moving first is safe, only a ko the attacker has
        // not started threatens the chain (a seki with a ko shape inside, as GNU Go counts it): it lives
        LocalReading second = regions.around(id, anchor[id], false);
        LocalReading.Result defended = second.read(Math.min(MAX_READ_NODES, budget));
        budget -= second.nodes();
        out[id] = defended == LocalReading.Result.SAFE ? Outcome.KO_LIVES : Outcome.KO_FIGHT;
      } else if (r == LocalReading.Result.KO) {
        out[id] = Outcome.KO_FIGHT;
      } else if (isDead[id] ? r == LocalReading.Result.SAFE : r == LocalReading.Result.CAPTURED) {
        out[id] = Outcome.FLIP;
      }
    }
    return out;
  }

}
