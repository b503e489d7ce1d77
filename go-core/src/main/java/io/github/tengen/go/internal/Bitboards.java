package io.github.tengen.go.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * The bitboard algebra that needs no chain data: colours, counts, flood fills, dilation, connected components and
 * the Zobrist hash of a state, for one {@link Geometry}. A state is the {@code long[2 * words]} pair of
 * {@link Engine}; a set of points is a {@code long[words]}. Stateless, so safe from any thread.
 */
public final class Bitboards {
  private Bitboards() {}

  /**
   * Returns the colour at a point: 0 empty, 1 black, 2 white.
   *
   * @param g the geometry
   * @param s the state
   * @param p the bit index of a point
   * @return the colour code
   */
  public static int colorAt(Geometry g, long[] s, int p) {
    int w = p >>> 6;
    long b = 1L << p;
    return (s[w] & b) != 0 ? 1 : (s[g.words + w] & b) != 0 ? 2 : 0;
  }

  /**
   * Returns whether a point is empty.
   *
   * @param g the geometry
   * @param s the state
   * @param p the bit index of a point
   * @return true if no stone is there
   */
  public static boolean isEmpty(Geometry g, long[] s, int p) {
    int w = p >>> 6;
    return ((s[w] | s[g.words + w]) & (1L << p)) == 0;
  }

  /**
   * Returns the number of stones of a colour.
   *
   * @param g the geometry
   * @param s the state
   * @param c the colour, 0 or 1
   * @return the count
   */
  public static int stoneCount(Geometry g, long[] s, int c) {
    int n = 0;
    for (int k = c * g.words, end = k + g.words; k < end; k++) {
      n += Long.bitCount(s[k]);
    }
    return n;
  }

  /**
   * Returns the empty points of a state.
   *
   * @param g the geometry
   * @param s the state
   * @return a new set
   */
  public static long[] empty(Geometry g, long[] s) {
    final int w = g.words;
    long[] out = new long[w];
    for (int k = 0; k < w; k++) {
      out[k] = g.onboard[k] & ~(s[k] | s[w + k]);
    }
    return out;
  }

  /**
   * Returns the chain containing the stone at {@code p}, by flood fill.
   *
   * @param g the geometry
   * @param s the state
   * @param p a point holding a stone
   * @return a new set
   */
  public static long[] chainOf(Geometry g, long[] s, int p) {
    final int words = g.words;
    int off = (s[p >>> 6] & (1L << p)) != 0 ? 0 : words;
    long[] out = new long[words];
    long[] fr = new long[words];
    long[] nx = new long[words];
    out[p >>> 6] = 1L << p;
    fr[p >>> 6] = 1L << p;
    boolean grew = true;
    while (grew) {
      dilate(g, fr, nx);
      grew = false;
      for (int k = 0; k < words; k++) {
        long n = nx[k] & s[off + k] & ~out[k];
        fr[k] = n;
        if (n != 0) {
          out[k] |= n;
          grew = true;
        }
      }
    }
    return out;
  }

  /**
   * Writes the orthogonal neighbours of the points in {@code in} (on the board) to {@code out}.
   *
   * @param g the geometry
   * @param in a set
   * @param out receives the dilation, without {@code in} itself unless a point of it neighbours another
   */
  public static void dilate(Geometry g, long[] in, long[] out) {
    final int w = g.words;
    final int st = g.stride;
    final int rs = 64 - st;
    final long[] on = g.onboard;
    for (int k = 0; k < w; k++) {
      long f = in[k];
      long d = (f << 1) | (f >>> 1) | (f << st) | (f >>> st);
      if (k > 0) {
        d |= (in[k - 1] >>> 63) | (in[k - 1] >>> rs);
      }
      if (k < w - 1) {
        d |= (in[k + 1] << 63) | (in[k + 1] << rs);
      }
      out[k] = d & on[k];
    }
  }

  /**
   * Returns the liberties of the chain containing the stone at {@code p}.
   *
   * @param g the geometry
   * @param s the state
   * @param p a point holding a stone
   * @return a new set
   */
  public static long[] libertiesOf(Geometry g, long[] s, int p) {
    final int words = g.words;
    long[] ch = chainOf(g, s, p);
    long[] d = new long[words];
    dilate(g, ch, d);
    for (int k = 0; k < words; k++) {
      d[k] &= ~(s[k] | s[words + k]);
    }
    return d;
  }

  /**
   * Computes the Zobrist hash of the stones from scratch.
   *
   * @param g the geometry
   * @param s the state
   * @return the hash
   */
  public static long hashOf(Geometry g, long[] s) {
    final int words = g.words;
    final long[] keys = g.keys;
    long h = 0;
    for (int c = 0; c < 2; c++) {
      for (int k = 0; k < words; k++) {
        long m = s[c * words + k];
        while (m != 0) {
          int b = Long.numberOfTrailingZeros(m);
          h ^= keys[2 * ((k << 6) + b) + c];
          m &= m - 1;
        }
      }
    }
    return h;
  }

  /**
   * Returns the 4-connected components of a set, by a depth-first walk over the points, in the order of their
   * first point.
   *
   * @param g the geometry
   * @param set a set
   * @return the components, each a new set
   */
  public static List<long[]> components(Geometry g, long[] set) {
    final int w = g.words;
    List<long[]> out = new ArrayList<>();
    long[] rest = set.clone();
    int[] stack = new int[g.span];
    final int[] nb = g.neighbours;
    for (int k = 0; k < w; k++) {
      while (rest[k] != 0) {
        long[] comp = new long[w];
        int start = (k << 6) + Long.numberOfTrailingZeros(rest[k]);
        rest[k] &= rest[k] - 1;
        comp[k] |= 1L << start;
        int sp = 0;
        stack[sp++] = start;
        while (sp > 0) {
          int q = stack[--sp];
          for (int j = 4 * q; j < 4 * q + 4; j++) {
            int a = nb[j];
            if (a >= 0 && (rest[a >>> 6] & (1L << a)) != 0) {
              rest[a >>> 6] &= ~(1L << a);
              comp[a >>> 6] |= 1L << a;
              stack[sp++] = a;
            }
          }
        }
        out.add(comp);
      }
    }
    return out;
  }

  /**
   * Returns whether a set meets the words {@code [offset, offset + a.length)} of another array (a colour of a
   * state, or a set when the offset is 0).
   *
   * @param a a set
   * @param b a set or state
   * @param offset 0, or {@code words} for the white half of a state
   * @return true if they share a point
   */
  public static boolean intersects(long[] a, long[] b, int offset) {
    for (int k = 0; k < a.length; k++) {
      if ((a[k] & b[offset + k]) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Adds the points of {@code x} to {@code into}.
   *
   * @param into the set to grow
   * @param x the points to add, as long as {@code into}
   */
  public static void or(long[] into, long[] x) {
    for (int k = 0; k < into.length; k++) {
      into[k] |= x[k];
    }
  }

  /**
   * Returns a state without the stones on a set of points (of either colour): the board once dead stones are off.
   *
   * @param g the geometry
   * @param s the state
   * @param set the points to empty
   * @return a new state
   */
  public static long[] without(Geometry g, long[] s, long[] set) {
    final int w = g.words;
    long[] out = s.clone();
    for (int k = 0; k < w; k++) {
      out[k] &= ~set[k];
      out[w + k] &= ~set[k];
    }
    return out;
  }

  /**
   * Returns the number of points of a set.
   *
   * @param set a set
   * @return the count
   */
  public static int count(long[] set) {
    int n = 0;
    for (long x : set) {
      n += Long.bitCount(x);
    }
    return n;
  }

  /**
   * Calls an action for every point of a set, in increasing bit order.
   *
   * @param set a set
   * @param action receives each bit index
   */
  public static void forEach(long[] set, IntConsumer action) {
    for (int k = 0; k < set.length; k++) {
      long m = set[k];
      while (m != 0) {
        action.accept((k << 6) + Long.numberOfTrailingZeros(m));
        m &= m - 1;
      }
    }
  }

  /**
   * Counts a board as Tromp-Taylor rules do, every stone alive: a stone is its colour's; an empty point is the
   * colour of the stones its empty region reaches, if they are all of one colour, else nobody's.
   *
   * @param g the geometry
   * @param s the state
   * @param owner receives, for each point index, 1 (black), 2 (white) or 0; at least {@code g.span} long (the
   *     padding column is left alone)
   * @param stack scratch space of at least {@code width * height} ints
   */
  public static void areaOwners(Geometry g, long[] s, int[] owner, int[] stack) {
    final int[] nb = g.neighbours;
    for (int p : g.points) {
      owner[p] = colorAt(g, s, p) == 0 ? -1 : colorAt(g, s, p);
    }
    for (int p : g.points) {
      if (owner[p] != -1) {
        continue;
      }
      // the empty region of p: walk it, marking its points 3 (being walked), noting the colours it reaches
      int n = 0;
      int reach = 0;
      stack[n++] = p;
      owner[p] = 3;
      for (int i = 0; i < n; i++) {
        int q = stack[i];
        for (int j = 4 * q; j < 4 * q + 4; j++) {
          int a = nb[j];
          if (a < 0) {
            continue;
          }
          int o = owner[a];
          if (o == -1) {
            owner[a] = 3;
            stack[n++] = a;
          } else if (o == 1 || o == 2) {
            reach |= o;
          }
        }
      }
      int who = reach == 1 || reach == 2 ? reach : 0;
      for (int i = 0; i < n; i++) {
        owner[stack[i]] = who;
      }
    }
  }

  /**
   * The points of {@code set} that hold a stone of the colour whose words start at {@code offset} in the state.
   *
   * @param set a set of points
   * @param state a state: black's words, then white's
   * @param offset 0 for black, the geometry's word count for white
   * @return the points holding such a stone
   */
  public static long[] and(long[] set, long[] state, int offset) {
    long[] out = new long[set.length];
    for (int k = 0; k < set.length; k++) {
      out[k] = set[k] & state[offset + k];
    }
    return out;
  }

  /**
   * The chains with a stone next to one of the points.
   *
   * @param g the geometry
   * @param state the stones
   * @param points a set of points
   * @return every stone of those chains
   */
  public static long[] chainsTouching(Geometry g, long[] state, long[] points) {
    long[] chains = new long[g.words];
    forEach(points, i -> {
      for (int k = 0; k < 4; k++) {
        int q = g.neighbours[4 * i + k];
        if (q >= 0 && !isEmpty(g, state, q) && (chains[q >>> 6] & (1L << q)) == 0) {
          or(chains, chainOf(g, state, q));
        }
      }
    });
    return chains;
  }
}
