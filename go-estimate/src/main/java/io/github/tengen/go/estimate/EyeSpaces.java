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
 * The eye-space stage: a chain the playouts kill lives when it borders room for two eyes that random moves waste but
 * a player would not. One instance a stage run: its scratch arrays serve every region of the position.
 */
final class EyeSpaces {
  /** A region that qualifies for its colour, before the contest with the opponent's. */
  private record Space(int colour, double around, int[] points) {}

  private final ChainTable t;
  private final BoardSize size;
  /** Per colour and point, the best life share of the chains around the enclosed big region holding it (-1: none). */
  private final double[][] claim;
  private final List<Space> granted = new ArrayList<>();
  private final int[] stack;
  private final int[] region;
  /** The points of the last region flooded, in {@code region}. */
  private int count;

  private EyeSpaces(ChainTable t) {
    this.t = t;
    this.size = t.position.size();
    this.claim = new double[2][t.base.indexLimit()];
    Arrays.fill(claim[0], -1);
    Arrays.fill(claim[1], -1);
    this.stack = new int[t.points.length];
    this.region = new int[t.points.length];
  }

  /**
   * The chains that border a big eye space of their colour: a connected region of empty points and of the
   * opponent's stones the playouts kill, of at least {@link Thresholds#MIN_EYE_SPACE} points, that touches no living
   * stone of the opponent, and whose dead stones lived in fewer playouts than the best of the chains around it (else the
   * two sides could each claim the other's stones as eye space), and whose border has no small chain in atari from
   * outside ({@link #borderInAtari}). Room for two eyes that random play wastes (each side fills it at random) but a
   * player would not. Where such regions of the two colours share a point (each counting the other's stones there
   * as dead), only the one whose best chain around lives more often counts; on a tie, neither.
   */
  static boolean[] find(ChainTable t) {
    EyeSpaces s = new EyeSpaces(t);
    for (int c = Board.BLACK; c <= Board.WHITE; c++) {
      boolean[] seen = new boolean[t.base.indexLimit()];
      for (int start : t.points) {
        if (!seen[start] && inEyeSpace(t, start, c)) {
          double inside = s.flood(start, c, seen);
          if (inside <= 1 && s.count >= Thresholds.MIN_EYE_SPACE) {
            s.judge(c, inside);
          }
        }
      }
    }
    return s.contest();
  }

  /**
   * Floods the region of eye space of colour {@code c} from {@code start} into {@code region}: returns the best life
   * share of the opponent's dead stones inside (-1 when there are none), or 2 when a living stone of the opponent
   * touches it (not enclosed).
   */
  private double flood(int start, int c, boolean[] seen) {
    Board base = t.base;
    int top = 0;
    count = 0;
    boolean enclosed = true;
    double inside = -1;
    stack[top++] = start;
    seen[start] = true;
    while (top > 0) {
      int i = stack[--top];
      region[count++] = i;
      if (base.colorAt(i) != Board.EMPTY) {
        inside = Math.max(inside, t.life[t.chainOf[i]]);
      }
      for (Point q : size.neighbours(base.point(i))) {
        int qi = base.index(q);
        if (inEyeSpace(t, qi, c)) {
          if (!seen[qi]) {
            seen[qi] = true;
            stack[top++] = qi;
          }
        } else if (base.colorAt(qi) != c) {
          enclosed = false; // a living stone of the opponent
        }
      }
    }
    return enclosed ? inside : 2;
  }

  /**
   * Records colour {@code c}'s claim on the enclosed big region just flooded, and grants it when a chain around is
   * dead, the stones inside live less often than the best chain around, and no small chain of its border is in atari
   * from outside.
   */
  private void judge(int c, double inside) {
    Board base = t.base;
    double around = 0; // the best life share of the chains of c around it
    boolean deadAround = false;
    for (int k = 0; k < count; k++) {
      for (Point q : size.neighbours(base.point(region[k]))) {
        int qi = base.index(q);
        if (base.colorAt(qi) == c) {
          around = Math.max(around, t.life[t.chainOf[qi]]);
          deadAround |= t.dead[t.chainOf[qi]];
        }
      }
    }
    for (int k = 0; k < count; k++) {
      claim[c - Board.BLACK][region[k]] = around;
    }
    // every chain around lives already; or the stones inside live as often as those around (not c's eye space); or
    // a small chain of the border in atari from outside, which captured opens the space
    if (deadAround && inside < around && !borderInAtari(t, region, count, c)) {
      granted.add(new Space(c, around, Arrays.copyOf(region, count)));
    }
  }

  /** The chains around the granted regions that the opponent's claims do not contest. */
  private boolean[] contest() {
    Board base = t.base;
    boolean[] out = new boolean[t.size];
    for (Space space : granted) {
      int c = space.colour();
      double[] opponentsClaim = claim[c == Board.BLACK ? 1 : 0]; // claim[0] is Black's, claim[1] White's
      boolean contested = false;
      for (int i : space.points()) {
        // the opponent's big enclosed region shares the point, its chains around as strong or stronger
        contested |= opponentsClaim[i] >= space.around();
      }
      if (contested) {
        continue;
      }
      for (int i : space.points()) {
        for (Point q : size.neighbours(base.point(i))) {
          int qi = base.index(q);
          if (base.colorAt(qi) == c) {
            out[t.chainOf[qi]] = true;
          }
        }
      }
    }
    return out;
  }

  /**
   * Whether a chain of colour {@code c} bordering the region, of at most {@link LocalReading#MAX_CAPTURED_INSIDE}
   * stones, is in atari from a living stone of the opponent: the opponent captures it from outside and breaks the
   * space open.
   */
  private static boolean borderInAtari(ChainTable t, int[] region, int count, int c) {
    Position position = t.position;
    Board base = t.base;
    int[] chainOf = t.chainOf;
    boolean[] isDead = t.dead;
    BoardSize size = position.size();
    for (int k = 0; k < count; k++) {
      for (Point q : size.neighbours(base.point(region[k]))) {
        if (base.colorAt(base.index(q)) != c || position.libertiesOf(q).size() != 1) {
          continue;
        }
        PointSet chain = position.chainAt(q);
        if (chain.size() > Thresholds.MAX_CAPTURED_INSIDE) {
          continue;
        }
        for (Point stone : chain) {
          for (Point r : size.neighbours(stone)) {
            int ri = base.index(r);
            int colour = base.colorAt(ri);
            if (colour != Board.EMPTY && colour != c && !isDead[chainOf[ri]]) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  private static boolean inEyeSpace(ChainTable t, int i, int c) {
    int k = t.base.colorAt(i);
    return k == Board.EMPTY || (k != c && t.dead[t.chainOf[i]]);
  }
}
