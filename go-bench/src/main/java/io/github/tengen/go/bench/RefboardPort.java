package io.github.tengen.go.bench;

import java.util.Arrays;

/**
 * Our C calibrator {@code refboard} ({@code shared/tools/refboard/refboard.c}) transcribed into Java statement by
 * statement: its padded one-dimensional board, chains as circular lists with pseudo-liberty count, sum and sum of
 * squares, the empty-point list, W1's playouts and W2's checked replay. It is not our board and nothing in the
 * library uses it; it is the JVM's price of refboard's own algorithm, measured beside refboard in
 * {@code go-bench/compare.sh}, so that a ratio of ours to refboard can be read against what the same C code costs
 * as Java on the same machine and JDK.
 *
 * <p>The chain record of the C code (an array of structs) is four parallel arrays here; {@code int16_t} arrays are
 * {@code short[]}, the unsigned 32-bit sums are {@code int}s compared as unsigned. The games are refboard's move for
 * move: the tests pin refboard's published playout lengths ({@code W1Test}) and W2 stone totals
 * ({@code RefboardPortTest}).
 */
public final class RefboardPort {
  private static final int EMPTY = 0;
  private static final int BLACK = 1;
  private static final int EDGE = 3;
  /** Point 0 is always off the board, so it stands for a pass and for "no ko point", as in refboard. */
  private static final int PASS = 0;

  private final int n;
  private final int stride;
  private final int maxMoves;
  private final int[] off;
  private final int[] diag;
  private final byte[] color;
  private final short[] head;
  private final short[] next;
  private final short[] epos;
  private final short[] empty;
  private final short[] stack;
  private final short[] cand;
  private final int[] lsum;
  private final int[] lsq;
  private final short[] plib;
  private final short[] stones;
  private final byte[] startColor;
  private final short[] startEpos;
  private final short[] startEmpty;
  private int nempty;
  private int ko;
  private long rng = 12345L;

  /**
   * An empty board with the RNG at refboard's seed.
   *
   * @param size the board side, 2 to 25
   */
  public RefboardPort(int size) {
    n = size;
    stride = size + 1;
    maxMoves = 3 * size * size;
    int points = (size + 2) * (size + 1) + 1;
    off = new int[] {-stride, -1, 1, stride};
    diag = new int[] {-stride - 1, -stride + 1, stride - 1, stride + 1};
    color = new byte[points];
    head = new short[points];
    next = new short[points];
    epos = new short[points];
    lsum = new int[points];
    lsq = new int[points];
    plib = new short[points];
    stones = new short[points];
    empty = new short[size * size];
    stack = new short[size * size];
    cand = new short[size * size];
    Arrays.fill(color, (byte) EDGE);
    for (int y = 0; y < size; y++) {
      for (int x = 0; x < size; x++) {
        int p = (y + 1) * stride + x + 1;
        color[p] = EMPTY;
        emptyAdd(p);
      }
    }
    startColor = color.clone();
    startEpos = epos.clone();
    startEmpty = empty.clone();
    ko = PASS;
  }

  /** refboard's {@code board_reset}: the empty board, copying only the arrays that matter. */
  private void reset() {
    System.arraycopy(startColor, 0, color, 0, color.length);
    System.arraycopy(startEpos, 0, epos, 0, epos.length);
    System.arraycopy(startEmpty, 0, empty, 0, startEmpty.length);
    nempty = startEmpty.length;
    ko = PASS;
  }

  private void emptyAdd(int p) {
    epos[p] = (short) nempty;
    empty[nempty++] = (short) p;
  }

  private void emptyRemove(int p) {
    int i = epos[p];
    int last = empty[--nempty];
    empty[i] = (short) last;
    epos[last] = (short) i;
  }

  private void libAdd(int c, int p) {
    plib[c]++;
    lsum[c] += p;
    lsq[c] += p * p;
  }

  private void libSub(int c, int p) {
    plib[c]--;
    lsum[c] -= p;
    lsq[c] -= p * p;
  }

  /** Exactly one distinct liberty: count times sum of squares equals the square of the sum (64-bit, unsigned). */
  private boolean inAtari(int c) {
    long sum = Integer.toUnsignedLong(lsum[c]);
    return plib[c] * Integer.toUnsignedLong(lsq[c]) == sum * sum;
  }

  /** Not the ko point and not suicide, for colour {@code c} on the empty point {@code p}. */
  private boolean isLegal(int p, int c) {
    if (p == ko) {
      return false;
    }
    for (int k = 0; k < 4; k++) {
      int a = p + off[k];
      int col = color[a];
      if (col == EMPTY) {
        return true;
      }
      if (col == c) {
        if (!inAtari(head[a])) {
          return true;
        }
      } else if (col != EDGE && inAtari(head[a])) {
        return true;
      }
    }
    return false;
  }

  /** A single-point eye of colour {@code c} (the diagonal rule of W1). */
  private boolean isEye(int p, int c) {
    byte[] col = color;
    int u = col[p + off[0]];
    int l = col[p + off[1]];
    int r = col[p + off[2]];
    int d = col[p + off[3]];
    if ((u & l & r & d & c) == 0) {
      return false;
    }
    int bad = u == EDGE | l == EDGE | r == EDGE | d == EDGE ? 1 : 0; // 1 on the edge, not 1 a side
    int o = c ^ 3;
    for (int k = 0; k < 4; k++) {
      bad += col[p + diag[k]] == o ? 1 : 0;
    }
    return bad < 2;
  }

  private int merge(int h1, int h2) {
    if (stones[h1] < stones[h2]) {
      int t = h1;
      h1 = h2;
      h2 = t;
    }
    int q = h2;
    do {
      head[q] = (short) h1;
      q = next[q];
    } while (q != h2);
    short t = next[h1];
    next[h1] = next[h2];
    next[h2] = t;
    stones[h1] += stones[h2];
    plib[h1] += plib[h2];
    lsum[h1] += lsum[h2];
    lsq[h1] += lsq[h2];
    return h1;
  }

  /** Removes the chain of colour {@code o} at {@code start}, depth first; returns its stones. */
  private int removeChain(int start, int o) {
    int sp = 0;
    int count = 0;
    color[start] = EMPTY;
    emptyAdd(start);
    stack[sp++] = (short) start;
    while (sp > 0) {
      int q = stack[--sp];
      count++;
      for (int k = 0; k < 4; k++) {
        int a = q + off[k];
        int col = color[a];
        if (col == o) {
          color[a] = EMPTY;
          emptyAdd(a);
          stack[sp++] = (short) a;
        } else if (col == (o ^ 3)) {
          libAdd(head[a], q);
        }
      }
    }
    return count;
  }

  /** Plays colour {@code c} on the empty point {@code p}, which must be legal. */
  private void play(int p, int c) {
    int o = c ^ 3;
    emptyRemove(p);
    color[p] = (byte) c;
    head[p] = (short) p;
    next[p] = (short) p;
    stones[p] = 1;
    plib[p] = 0;
    lsum[p] = 0;
    lsq[p] = 0;
    int h = p;
    int oppmask = 0;
    for (int k = 0; k < 4; k++) {
      int a = p + off[k];
      int col = color[a];
      if (col == EMPTY) {
        libAdd(h, a);
      } else if (col == c) {
        int ha = head[a];
        libSub(ha, p);
        if (ha != h) {
          h = merge(h, ha);
        }
      } else if (col == o) {
        libSub(head[a], p);
        oppmask |= 1 << k;
      }
    }
    int captured = 0;
    int kopt = PASS;
    if (oppmask != 0) {
      for (int k = 0; k < 4; k++) {
        int a = p + off[k];
        if ((oppmask >> k & 1) != 0 && color[a] == o && plib[head[a]] == 0) {
          captured += removeChain(a, o);
          kopt = a;
        }
      }
    }
    ko = captured == 1 && stones[h] == 1 && plib[h] == 1 ? kopt : PASS;
  }

  private long nextRandom() {
    long z = (rng += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private int below(int bound) {
    return (int) (((nextRandom() >>> 32) * bound) >>> 32);
  }

  private boolean okMove(int p, int c) {
    return !isEye(p, c) && isLegal(p, c);
  }

  /** W1's choice for colour {@code c}: one draw from the empty list, then draws without replacement from a copy. */
  private int choose(int c) {
    int m = nempty;
    if (m == 0) {
      return PASS;
    }
    int i = below(m);
    int p = empty[i];
    if (okMove(p, c)) {
      return p;
    }
    System.arraycopy(empty, 0, cand, 0, m);
    cand[i] = cand[--m];
    while (m > 0) {
      i = below(m);
      p = cand[i];
      if (okMove(p, c)) {
        return p;
      }
      cand[i] = cand[--m];
    }
    return PASS;
  }

  /**
   * One W1 playout from the empty board, continuing the RNG stream.
   *
   * @return the number of moves, passes included
   */
  public int playout() {
    reset();
    int c = BLACK;
    int passes = 0;
    int moves = 0;
    while (passes < 2 && moves < maxMoves) {
      int p = choose(c);
      if (p == PASS) {
        ko = PASS;
        passes++;
      } else {
        play(p, c);
        passes = 0;
      }
      moves++;
      c ^= 3;
    }
    return moves;
  }

  /**
   * W2's checked replay of one game from the empty board, colours alternating from Black.
   *
   * @param game the moves in W2 notation ({@code x + y * size}, -1 for a pass)
   * @return the number of empty points at the end
   * @throws IllegalStateException on an occupied point, the ko point or a suicide, where refboard stops
   */
  public int replay(int[] game) {
    reset();
    int c = BLACK;
    for (int m : game) {
      if (m < 0) {
        ko = PASS;
      } else {
        int p = (m / n + 1) * stride + m % n + 1;
        if (color[p] != EMPTY || !isLegal(p, c)) {
          throw new IllegalStateException("W2 move " + m + " is illegal");
        }
        play(p, c);
      }
      c ^= 3;
    }
    return nempty;
  }

  /**
   * The stones of one colour on the board now (W2 pins their totals over the final boards).
   *
   * @param black true for Black's, false for White's
   * @return how many there are
   */
  public int stones(boolean black) {
    int wanted = black ? BLACK : BLACK ^ 3;
    int count = 0;
    for (byte col : color) {
      count += col == wanted ? 1 : 0;
    }
    return count;
  }
}
