package io.github.tengen.go.estimate;

import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The seki stage: the regions of dame that the playouts leave empty between living chains of both colours, and the
 * other shared points of the chains around them.
 */
final class SekiRegions {
  /**
   * How many points of a region bordered by both colours (dame once the dead stones are off) must, on average over
   * the playouts, be left empty at their end in a region reaching both colours for the region to be a seki ({@link
   * Estimate#sekiPoints()}). Careful playouts fill every dame that either player can fill without a self-atari of
   * two stones or more, so points are left there at their end only between chains in seki; on the GNU Go self-play
   * games a region next to GNU Go's seki stones averages from 0.27 up, a region elsewhere at most 0.16 (but for
   * three small ones in a game whose dead stones we judge otherwise than GNU Go, from 0.27 to 0.43).
   */
  private static final double SEKI_NEUTRAL = 0.5;

  private SekiRegions() {}

  /**
   * The seki the playouts show: the regions of empty points bordered by both colours once the dead stones are off
   * (dame, as {@link Scorer#score(Position, Set)} sees them) in which, on average over the playouts, at least {@link
   * #SEKI_NEUTRAL} points were still empty at the end in a region reaching both colours: careful playouts fill every
   * dame but the shared liberties that neither player can fill without a self-atari, so such points are left only
   * where the chains around live in seki, unless the chains of one colour around the region, with those joined to
   * them through eyes, have two eyes or more (random play can ruin a living group's eye space until a dame next to
   * it is a self-atari for both sides, which play would not). A region that holds a liberty of a chain living by a ko
   * the opponent has not started ({@code koSeki}, the reading's seki with a ko shape inside) is such a region whatever
   * the playouts left there. Then the other dame that those chains alone border,
   * with the chains joined to them through an eye (the chains {@link Estimate#sekiChains()} reports): the seki's
   * other shared points. A bitboard in the board's geometry.
   */
  static long[] find(Position position, Set<Point> dead, int[] neutral, int played, long[] koSeki) {
    Geometry g = PositionBits.geometry(position);
    long[] after = Bitboards.without(g, PositionBits.stones(g, position), PositionBits.of(g, dead));
    int w = g.words;
    long[] out = new long[w];
    long[] d = new long[w];
    List<long[]> dame = new ArrayList<>();
    List<long[]> candidates = new ArrayList<>();
    List<long[]> eyes = new ArrayList<>(); // per region bordered by one colour, the chains around it
    for (long[] region : Bitboards.components(g, Bitboards.empty(g, after))) {
      Bitboards.dilate(g, region, d);
      if (!Bitboards.intersects(d, after, 0) || !Bitboards.intersects(d, after, w)) {
        eyes.add(Bitboards.chainsTouching(g, after, region)); // bordered by one colour or none: territory, not dame
        continue;
      }
      long[] left = {0};
      Bitboards.forEach(region, i -> left[0] += neutral[i]);
      if (left[0] >= SEKI_NEUTRAL * played || Bitboards.intersects(region, koSeki, 0)) {
        candidates.add(region);
      } else {
        dame.add(region);
      }
    }
    // a group with two eyes is not in seki: a chain of it that borders such a region only leaves a dame to fill
    for (long[] region : candidates) {
      long[] around = Bitboards.chainsTouching(g, after, region);
      if (twoEyes(Bitboards.and(around, after, 0), eyes) || twoEyes(Bitboards.and(around, after, w), eyes)) {
        dame.add(region);
      } else {
        Bitboards.or(out, region);
      }
    }
    // the chains in those seki and those joined to them by an eye, and the dame between them alone: their other
    // shared points
    long[] inSeki = Bitboards.chainsTouching(g, after, out);
    for (boolean grew = true; grew; ) {
      grew = false;
      for (long[] around : eyes) {
        if (Bitboards.intersects(around, inSeki, 0) && !within(around, inSeki)) {
          Bitboards.or(inSeki, around);
          grew = true;
        }
      }
    }
    for (long[] region : dame) {
      if (within(Bitboards.chainsTouching(g, after, region), inSeki)) {
        Bitboards.or(out, region);
      }
    }
    return out;
  }

  /**
   * Whether the chains, with those joined to them through eyes (regions bordered by one colour, given by the chains
   * around each), border two eyes or more.
   */
  private static boolean twoEyes(long[] chains, List<long[]> eyes) {
    long[] group = chains.clone();
    boolean[] counted = new boolean[eyes.size()];
    int count = 0;
    for (boolean grew = true; grew; ) {
      grew = false;
      for (int k = 0; k < eyes.size(); k++) {
        if (!counted[k] && Bitboards.intersects(eyes.get(k), group, 0)) {
          counted[k] = true;
          count++;
          Bitboards.or(group, eyes.get(k));
          grew = true;
        }
      }
    }
    return count >= 2;
  }

  /** Whether every point of {@code a} is in {@code b} (bitboards of one geometry). */
  private static boolean within(long[] a, long[] b) {
    for (int k = 0; k < a.length; k++) {
      if ((a[k] & ~b[k]) != 0) {
        return false;
      }
    }
    return true;
  }

}
