package io.github.tengen.go;

import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Geometry;
import java.util.List;
import java.util.Objects;

/**
 * Benson's algorithm of unconditional life, behind {@link Scorer#passAlive(Position, Color)}: see there for what it
 * decides.
 */
final class Benson {
  private Benson() {}

  static Scorer.PassAlive passAlive(Position position, Color color) {
    Objects.requireNonNull(color, "color");
    Geometry g = position.geometry();
    long[] s = position.state();
    int w = g.words;
    int off = color.ordinal() * w;
    long[] own = new long[w];
    long[] other = new long[w];
    long[] empty = new long[w];
    for (int k = 0; k < w; k++) {
      own[k] = s[off + k];
      other[k] = g.onboard[k] & ~own[k];
      empty[k] = g.onboard[k] & ~(s[k] | s[w + k]);
    }
    List<long[]> chains = Bitboards.components(g, own);
    List<long[]> regions = Bitboards.components(g, other);
    int nc = chains.size();
    int nr = regions.size();
    // liberties of each chain; border chains and vitality of each region
    long[][] libs = new long[nc][w];
    for (int c = 0; c < nc; c++) {
      Bitboards.dilate(g, chains.get(c), libs[c]);
    }
    boolean[][] borders = new boolean[nr][nc];
    boolean[][] vital = new boolean[nr][nc];
    for (int r = 0; r < nr; r++) {
      long[] region = regions.get(r);
      for (int c = 0; c < nc; c++) {
        boolean touches = false;
        boolean covers = true;
        for (int k = 0; k < w; k++) {
          touches |= (libs[c][k] & region[k]) != 0;
          covers &= (region[k] & empty[k] & ~libs[c][k]) == 0;
        }
        borders[r][c] = touches;
        vital[r][c] = touches && covers;
      }
    }
    boolean[] chainAlive = new boolean[nc];
    boolean[] regionAlive = new boolean[nr];
    java.util.Arrays.fill(chainAlive, true);
    java.util.Arrays.fill(regionAlive, true);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int c = 0; c < nc; c++) {
        if (!chainAlive[c]) {
          continue;
        }
        int vitalRegions = 0;
        for (int r = 0; r < nr && vitalRegions < 2; r++) {
          if (regionAlive[r] && vital[r][c]) {
            vitalRegions++;
          }
        }
        if (vitalRegions < 2) {
          chainAlive[c] = false;
          changed = true;
        }
      }
      for (int r = 0; r < nr; r++) {
        if (!regionAlive[r]) {
          continue;
        }
        for (int c = 0; c < nc; c++) {
          if (borders[r][c] && !chainAlive[c]) {
            regionAlive[r] = false;
            changed = true;
            break;
          }
        }
      }
    }
    long[] stones = new long[w];
    long[] territory = new long[w];
    for (int c = 0; c < nc; c++) {
      if (chainAlive[c]) {
        Bitboards.or(stones, chains.get(c));
      }
    }
    for (int r = 0; r < nr; r++) {
      if (regionAlive[r] && isVitalToAliveChain(vital[r], chainAlive)) {
        Bitboards.or(territory, regions.get(r));
      }
    }
    return new Scorer.PassAlive(color, new PointSet(g, stones), new PointSet(g, territory));
  }

  /**
   * A region left at the end is the colour's for sure only if it is vital to one of its pass-alive chains (each
   * empty point a liberty of that chain): then the opponent can never make a living group in it. A larger region
   * enclosed by pass-alive chains, such as the open board around living groups, is not decided here.
   */
  private static boolean isVitalToAliveChain(boolean[] vital, boolean[] chainAlive) {
    for (int c = 0; c < vital.length; c++) {
      if (vital[c] && chainAlive[c]) {
        return true;
      }
    }
    return false;
  }
}
