package io.github.tengen.go.estimate;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The landless-group stage: groups the playouts keep alive only because the random attacker fumbles, owning nothing
 * around them, die.
 */
final class LandlessGroups {
  /**
   * The fewest stones of a group that {@link #find} judges: a smaller one lives in random play and dies in
   * play too rarely for its liberties to tell.
   */
  private static final int MIN_LANDLESS_STONES = 4;
  /**
   * How far at most a group's liberties may lean to its own colour, on average over the playouts, for
   * {@link #find} to call it dead (1: all its own in every playout; 0: as often the opponent's or no one's).
   */
  private static final double MAX_LANDLESS_OWNERSHIP = 0.1;
  /**
   * The most stones of a group that {@link #find} judges with the looser bound {@link
   * #MAX_SMALL_LANDLESS_OWNERSHIP}. A group's lean averages its eyes with its dame: a big group that lives has long
   * walls, many liberties that are dame and few that are eyes, so its lean stays low and only a low bound spares it
   * (a bound of 0.3 for every size called big living groups in the corpus's professional games dead); a group of a
   * few stones has few liberties, and in the playouts where it lives they are mostly its own eye space.
   */
  private static final int SMALL_LANDLESS_STONES = 6;
  /**
   * The largest chain of a loose group, which {@link #find} judges with the looser bound {@link
   * #MAX_SMALL_LANDLESS_OWNERSHIP} however many stones it has: single stones and pairs have no walls, so the reason
   * for the low bound of big groups (long walls whose liberties are mostly dame) does not hold for them.
   */
  private static final int LOOSE_CHAIN_STONES = 2;
  /**
   * {@link #MAX_LANDLESS_OWNERSHIP} for a group of at most {@link #SMALL_LANDLESS_STONES} stones, or of chains of at
   * most {@link #LOOSE_CHAIN_STONES} stones each.
   */
  private static final double MAX_SMALL_LANDLESS_OWNERSHIP = 0.3;
  /**
   * The most points (the opponent's chain, the empty points and other opponent stones around it) of a region that
   * counts as enclosed by a group: a seki's shape, which {@link #find} leaves alone.
   */
  private static final int MAX_ENCLOSED_POINTS = 10;

  private LandlessGroups() {}

  /**
   * The groups the playouts keep alive that own nothing: chains below {@code STRONG_LIFE}, joined into a group with
   * the chains of their colour that share a liberty with them, or that touch an empty neighbour of one of their
   * liberties (a two-point jump or a knight's move away: loose stones in an open area are one group, as a player reads
   * them), and so on from those, whatever their life shares (a loose chain weaker than the stones near it dies with
   * them), of at least {@link #MIN_LANDLESS_STONES} stones, whose liberties lean on average at most {@link
   * #MAX_LANDLESS_OWNERSHIP} ({@link #MAX_SMALL_LANDLESS_OWNERSHIP} for a group of at most {@link
   * #SMALL_LANDLESS_STONES} stones, or whose chains have at most {@link #LOOSE_CHAIN_STONES} stones each) to their
   * colour at the end of the playouts. A group that lives in play owns the points next to it (its eyes, its territory)
   * in the playouts where it lives; one that lives in random play only because the attacker fumbles a capturing race,
   * or wanders in an open area until the playout ends, leaves them to the opponent or to no one. Not such a group
   * when it touches an opponent's chain of two liberties or more that is enclosed by it (a region of at most {@link
   * #MAX_ENCLOSED_POINTS} points, reached through empty points and the opponent's stones, bordered by the group alone),
   * or one weaker than {@code STRONG_LIFE}: the two may stand in seki or in a capturing race, whose shared liberties
   * are nobody's either. A chain in atari is no such partner: the group takes it at once.
   */
  static boolean[] find(ChainTable t, double[] ownership) {
    Board base = t.base;
    int[] chainOf = t.chainOf;
    List<PointSet> chains = t.stones;
    BoardSize size = t.position.size();
    int n = chains.size();
    boolean[] out = new boolean[n];
    int[] groupOf = new int[n]; // the first chain of the group a chain joined, -1 before
    Arrays.fill(groupOf, -1);
    int[] libertyMark = new int[base.indexLimit()]; // id + 1 of the group that counted the liberty
    List<Integer> group = new ArrayList<>();
    for (int id = 0; id < n; id++) {
      if (groupOf[id] >= 0 || !candidate(t, id)) {
        continue;
      }
      int c = base.colorAt(base.index(chains.get(id).iterator().next()));
      double sign = c == Board.BLACK ? 1 : -1;
      group.clear();
      group.add(id);
      groupOf[id] = id;
      int stones = 0;
      int largest = 0;
      int liberties = 0;
      double lean = 0;
      for (int k = 0; k < group.size(); k++) {
        PointSet chain = chains.get(group.get(k));
        stones += chain.size();
        largest = Math.max(largest, chain.size());
        for (Point q : chain) {
          for (Point r : size.neighbours(q)) {
            int ri = base.index(r);
            if (base.colorAt(ri) != Board.EMPTY || libertyMark[ri] == id + 1) {
              continue;
            }
            libertyMark[ri] = id + 1;
            liberties++;
            lean += sign * ownership[ri];
            // the chains next to the liberty, and those next to its empty neighbours (a jump or a knight's move
            // away across the open points between them)
            for (Point v : size.neighbours(r)) {
              int ti = base.index(v);
              if (base.colorAt(ti) == c) {
                join(t, chainOf[ti], id, group, groupOf);
              } else if (base.colorAt(ti) == Board.EMPTY) {
                for (Point u : size.neighbours(v)) {
                  int ui = base.index(u);
                  if (base.colorAt(ui) == c) {
                    join(t, chainOf[ui], id, group, groupOf);
                  }
                }
              }
            }
          }
        }
      }
      double bound = stones <= SMALL_LANDLESS_STONES || largest <= LOOSE_CHAIN_STONES ? MAX_SMALL_LANDLESS_OWNERSHIP
          : MAX_LANDLESS_OWNERSHIP;
      if (stones < MIN_LANDLESS_STONES || liberties == 0 || lean / liberties > bound
          || hasSekiPartner(t, group, groupOf, id, c)) {
        continue;
      }
      for (int g : group) {
        out[g] = true;
      }
    }
    return out;
  }

  /**
   * Adds chain {@code h} to the group of chain {@code first} that {@link #find} is gathering, if it is a
   * candidate not yet in a group.
   */
  private static void join(ChainTable t, int h, int first, List<Integer> group, int[] groupOf) {
    if (groupOf[h] < 0 && candidate(t, h)) {
      groupOf[h] = first;
      group.add(h);
    }
  }

  /** A chain {@link #find} may judge: one the playouts keep alive, below {@code STRONG_LIFE}. */
  private static boolean candidate(ChainTable t, int id) {
    return !t.dead[id] && !t.isFixed(id) && t.life[id] < Thresholds.STRONG_LIFE;
  }

  /**
   * Whether the group (the chains whose {@code groupOf} is {@code first}) touches an opponent's chain, not in atari,
   * that is weaker than {@code STRONG_LIFE} (a capturing race or a seki, where neither owns the liberties they
   * share) or that lies in a region of at most {@link #MAX_ENCLOSED_POINTS} points, reached through empty points and
   * the opponent's stones, whose border holds only the group's stones (dead or alive: the shape of a seki).
   */
  private static boolean hasSekiPartner(ChainTable t, List<Integer> group, int[] groupOf, int first, int c) {
    Position position = t.position;
    Board base = t.base;
    int[] chainOf = t.chainOf;
    BoardSize size = position.size();
    int[] region = new int[MAX_ENCLOSED_POINTS];
    for (int g : group) {
      for (Point q : t.stones.get(g)) {
        for (Point r : size.neighbours(q)) {
          int ri = base.index(r);
          int k = base.colorAt(ri);
          if (k == Board.EMPTY || k == c || position.libertiesOf(r).size() < 2) {
            continue;
          }
          if (t.life[chainOf[ri]] < Thresholds.STRONG_LIFE || enclosed(t, groupOf, first, c, ri, region)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The flood of {@link #hasSekiPartner} from one opponent stone, in a scratch array of its largest size. */
  private static boolean enclosed(ChainTable t, int[] groupOf, int first, int c, int start, int[] region) {
    BoardSize size = t.position.size();
    Board base = t.base;
    int[] chainOf = t.chainOf;
    int count = 0;
    region[count++] = start;
    for (int k = 0; k < count; k++) {
      for (Point q : size.neighbours(base.point(region[k]))) {
        int qi = base.index(q);
        if (base.colorAt(qi) == c) {
          if (groupOf[chainOf[qi]] != first) {
            return false; // a stone of the group's colour outside the group: the region is not the group's
          }
          continue;
        }
        boolean seen = false;
        for (int j = 0; j < count && !seen; j++) {
          seen = region[j] == qi;
        }
        if (!seen) {
          if (count == region.length) {
            return false;
          }
          region[count++] = qi;
        }
      }
    }
    return true;
  }

}
