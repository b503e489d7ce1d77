package io.github.tengen.go;

import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Judgements about the end of a game. So far: unconditional life by Benson's algorithm.
 *
 * <pre>{@code
 * Scorer.PassAlive safe = Scorer.passAlive(position, Color.BLACK);
 * safe.stones();      // black stones that can never be captured, even if Black always passes
 * safe.territory();   // the regions they enclose: empty points and the white stones inside, which are dead
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Scorer {
  private Scorer() {}

  /**
   * The pass-alive (unconditionally alive) chains of one colour and the regions they own.
   *
   * @param color the colour
   * @param stones the stones of the pass-alive chains
   * @param territory the points of the regions enclosed by pass-alive chains and vital to one of them: empty
   *     points and opponent stones, which are dead
   * @since 0.1.0
   */
  public record PassAlive(Color color, PointSet stones, PointSet territory) {}

  /**
   * Finds the chains of a colour that are alive even if that player always passes and the opponent plays any
   * legal moves (suicide forbidden), by Benson's algorithm. Let the regions be the maximal connected sets of points
   * without a stone of the colour. A region is <em>vital</em> to a chain it borders if every empty point of the
   * region is a liberty of that chain. Repeat until nothing changes: drop every chain with fewer than two vital
   * regions among the remaining regions; drop every region bordered by a dropped chain. The chains left are
   * pass-alive. Their territory is every region left that is vital to one of them: its empty points and the
   * opponent stones in it, which are dead.
   *
   * <p>Ko and superko do not matter here, since the player of the colour only passes.
   *
   * @param position the position
   * @param color the colour
   * @return the pass-alive stones and their regions
   */
  public static PassAlive passAlive(Position position, Color color) {
    Objects.requireNonNull(color, "color");
    Geometry g = position.geometry();
    Engine e = Position.engine(g);
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
    List<long[]> chains = components(e, own, w);
    List<long[]> regions = components(e, other, w);
    int nc = chains.size();
    int nr = regions.size();
    // liberties of each chain; border chains and vitality of each region
    long[][] libs = new long[nc][w];
    for (int c = 0; c < nc; c++) {
      e.dilate(chains.get(c), libs[c]);
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
        or(stones, chains.get(c));
      }
    }
    for (int r = 0; r < nr; r++) {
      if (regionAlive[r] && isVitalToAliveChain(vital[r], chainAlive)) {
        or(territory, regions.get(r));
      }
    }
    return new PassAlive(color, new PointSet(g, stones), new PointSet(g, territory));
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

  private static void or(long[] into, long[] x) {
    for (int k = 0; k < into.length; k++) {
      into[k] |= x[k];
    }
  }

  /** The 4-connected components of a bitboard, by flood fill. */
  private static List<long[]> components(Engine e, long[] set, int w) {
    List<long[]> out = new ArrayList<>();
    long[] rest = set.clone();
    long[] grown = new long[w];
    for (int k = 0; k < w; k++) {
      while (rest[k] != 0) {
        long[] comp = new long[w];
        comp[k] = Long.lowestOneBit(rest[k]);
        boolean more = true;
        while (more) {
          e.dilate(comp, grown);
          more = false;
          for (int j = 0; j < w; j++) {
            long add = grown[j] & set[j] & ~comp[j];
            if (add != 0) {
              comp[j] |= add;
              more = true;
            }
          }
        }
        for (int j = 0; j < w; j++) {
          rest[j] &= ~comp[j];
        }
        out.add(comp);
      }
    }
    return out;
  }
}
