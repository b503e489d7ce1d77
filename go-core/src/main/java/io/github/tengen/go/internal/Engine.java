package io.github.tengen.go.internal;

import java.util.Arrays;

/**
 * The one implementation of stones, chains, liberties and captures, shared by the immutable {@code Position} and
 * the mutable {@code Board}.
 *
 * <p>A state is a {@code long[2 * words]}: black stones in words {@code [0, words)}, white stones in
 * {@code [words, 2 * words)}, laid out as {@link Geometry} describes. Colours are ints: 0 black, 1 white. An
 * engine owns scratch bitboards and the results of its last {@link #play}, so it is not thread-safe; each board
 * has one, and positions use one per thread.
 *
 * <p>Chains are found by flood fill on bitboards: the frontier is dilated a word at a time, only over the words
 * it touches, and a liberty search stops at the first empty neighbour. Most moves never fill: a neighbour with an
 * empty point next to it has a liberty, and so does a move with an empty neighbour.
 */
public final class Engine {
  /** Result of {@link #play}: the move was played. */
  public static final int OK = 0;
  /** Result of {@link #play}: the point holds a stone. */
  public static final int OCCUPIED = 1;
  /** Result of {@link #play}: the move is suicide and the rule forbids it. */
  public static final int SUICIDE = 2;
  /** Result of {@link #play}: the point is the ko point. */
  public static final int KO = 3;

  /** Suicide rule: forbidden. */
  public static final int SUICIDE_FORBIDDEN = 0;
  /** Suicide rule: only of two or more stones. */
  public static final int SUICIDE_MULTI = 1;
  /** Suicide rule: allowed. */
  public static final int SUICIDE_ALLOWED = 2;

  /** The geometry this engine works on. */
  public final Geometry g;
  private final int words;
  private final int stride;
  private final long[] onboard;
  private final int[] nbr;
  private final long[] keys;

  private long[] chain;
  private long[] front;
  private long[] next;
  private int chainLo;
  private int chainHi;
  private final long[] scratchState;

  /** After {@link #play}: the stones removed by the move (captured, or the mover's own on suicide). */
  public final long[] removed;
  /** After {@link #play}: the number of opponent stones captured. */
  public int captured;
  /** After {@link #play}: the number of the mover's stones removed by suicide. */
  public int suicided;
  /** After {@link #play}: the new simple-ko point, or -1. */
  public int ko;
  /** After {@link #play}: the change of the Zobrist hash of the stones. */
  public long hashDelta;

  /**
   * Creates an engine for a geometry.
   *
   * @param g the geometry
   */
  public Engine(Geometry g) {
    this.g = g;
    this.words = g.words;
    this.stride = g.stride;
    this.onboard = g.onboard;
    this.nbr = g.neighbours;
    this.keys = g.keys;
    this.chain = new long[words];
    this.front = new long[words];
    this.next = new long[words];
    this.removed = new long[words];
    this.scratchState = new long[2 * words];
  }

  /**
   * Returns the colour at a point: 0 empty, 1 black, 2 white.
   *
   * @param s the state
   * @param p the bit index of a point
   * @return the colour code
   */
  public int colorAt(long[] s, int p) {
    int w = p >>> 6;
    long b = 1L << p;
    return (s[w] & b) != 0 ? 1 : (s[words + w] & b) != 0 ? 2 : 0;
  }

  /**
   * Returns whether a point is empty.
   *
   * @param s the state
   * @param p the bit index of a point
   * @return true if no stone is there
   */
  public boolean isEmpty(long[] s, int p) {
    int w = p >>> 6;
    return ((s[w] | s[words + w]) & (1L << p)) == 0;
  }

  /**
   * Plays a stone of colour {@code c} at {@code p}: removes the opponent chains left without liberties, then,
   * where the rule allows suicide, the mover's own chain if it has none. An illegal move leaves {@code s}
   * unchanged. After a legal move the public result fields describe it.
   *
   * @param s the state, changed in place
   * @param p the bit index of a point
   * @param c the colour, 0 or 1
   * @param koPoint the point banned by simple ko, or -1
   * @param suicideRule one of the {@code SUICIDE_*} constants
   * @return {@link #OK}, {@link #OCCUPIED}, {@link #KO} or {@link #SUICIDE}
   */
  public int play(long[] s, int p, int c, int koPoint, int suicideRule) {
    final int w = words;
    final int pw = p >>> 6;
    final long pb = 1L << p;
    if (((s[pw] | s[w + pw]) & pb) != 0) {
      return OCCUPIED;
    }
    if (p == koPoint) {
      return KO;
    }
    final int own = c * w;
    final int opp = w - own;
    final int oc = c ^ 1;
    s[own + pw] |= pb;
    long h = keys[2 * p + c];
    int cap = 0;
    int capPoint = -1;
    boolean removedClear = true;
    final int base = 4 * p;
    for (int k = 0; k < 4; k++) {
      int q = nbr[base + k];
      if (q < 0) {
        continue;
      }
      int qw = q >>> 6;
      long qb = 1L << q;
      if ((s[opp + qw] & qb) == 0 || hasEmptyNeighbour(s, q) || fillHasLiberty(s, q, opp)) {
        continue;
      }
      if (removedClear) {
        Arrays.fill(removed, 0L);
        removedClear = false;
      }
      cap += removeChain(s, opp, oc);
      h ^= removedHash;
      capPoint = q;
    }
    int sui = 0;
    if (cap == 0 && !hasEmptyNeighbour(s, p) && !fillHasLiberty(s, p, own)) {
      int n = 0;
      for (int i = chainLo; i <= chainHi; i++) {
        n += Long.bitCount(chain[i]);
      }
      if (suicideRule == SUICIDE_FORBIDDEN || (suicideRule == SUICIDE_MULTI && n == 1)) {
        clearChain();
        s[own + pw] &= ~pb;
        return SUICIDE;
      }
      Arrays.fill(removed, 0L);
      removedClear = false;
      sui = removeChain(s, own, c);
      h ^= removedHash;
    }
    int newKo = -1;
    if (cap == 1 && isLoneWithOnlyLiberty(s, p, own, capPoint)) {
      newKo = capPoint;
    }
    this.captured = cap;
    this.suicided = sui;
    this.ko = newKo;
    this.hashDelta = h;
    if (removedClear) {
      Arrays.fill(removed, 0L);
    }
    return OK;
  }

  /**
   * Tells what {@link #play} would return, without changing {@code s}.
   *
   * @param s the state, not changed
   * @param p the bit index of a point
   * @param c the colour
   * @param koPoint the simple-ko point or -1
   * @param suicideRule one of the {@code SUICIDE_*} constants
   * @return the result {@link #play} would give
   */
  public int legality(long[] s, int p, int c, int koPoint, int suicideRule) {
    int pw = p >>> 6;
    if (((s[pw] | s[words + pw]) & (1L << p)) != 0) {
      return OCCUPIED;
    }
    if (p == koPoint) {
      return KO;
    }
    if (hasEmptyNeighbour(s, p)) {
      return OK;
    }
    System.arraycopy(s, 0, scratchState, 0, 2 * words);
    return play(scratchState, p, c, koPoint, suicideRule);
  }

  /** Whether a point has an empty orthogonal neighbour. */
  private boolean hasEmptyNeighbour(long[] s, int q) {
    final int w = words;
    final int base = 4 * q;
    for (int k = 0; k < 4; k++) {
      int r = nbr[base + k];
      if (r >= 0) {
        int rw = r >>> 6;
        if (((s[rw] | s[w + rw]) & (1L << r)) == 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether the stone at p is its own chain with exactly one liberty, the point {@code lib}. */
  private boolean isLoneWithOnlyLiberty(long[] s, int p, int own, int lib) {
    final int w = words;
    final int base = 4 * p;
    for (int k = 0; k < 4; k++) {
      int r = nbr[base + k];
      if (r < 0 || r == lib) {
        continue;
      }
      int rw = r >>> 6;
      long rb = 1L << r;
      if ((s[own + rw] & rb) != 0 || ((s[rw] | s[w + rw]) & rb) == 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Flood-fills the chain of the stones at word offset {@code off} that contains {@code q}. Returns true as soon
   * as it finds a liberty (the scratch is then cleared); returns false when the chain has none, leaving the whole
   * chain in {@code chain[chainLo..chainHi]}.
   */
  private boolean fillHasLiberty(long[] s, int q, int off) {
    final int w = words;
    final int st = stride;
    final int rs = 64 - st;
    final long[] on = onboard;
    final long[] ch = chain;
    long[] fr = front;
    long[] nx = next;
    int qw = q >>> 6;
    ch[qw] = 1L << q;
    fr[qw] = 1L << q;
    int lo = qw;
    int hi = qw;
    int cLo = qw;
    int cHi = qw;
    while (true) {
      int a = lo > 0 ? lo - 1 : 0;
      int b = hi < w - 1 ? hi + 1 : w - 1;
      int nlo = w;
      int nhi = -1;
      for (int k = a; k <= b; k++) {
        long f = fr[k];
        long d = (f << 1) | (f >>> 1) | (f << st) | (f >>> st);
        if (k > 0) {
          long f0 = fr[k - 1];
          d |= (f0 >>> 63) | (f0 >>> rs);
        }
        if (k < w - 1) {
          long f1 = fr[k + 1];
          d |= (f1 << 63) | (f1 << rs);
        }
        d &= on[k];
        if ((d & ~(s[k] | s[w + k])) != 0) {
          for (int i = a; i < k; i++) {
            nx[i] = 0L;
          }
          for (int i = lo; i <= hi; i++) {
            fr[i] = 0L;
          }
          for (int i = cLo; i <= cHi; i++) {
            ch[i] = 0L;
          }
          return true;
        }
        long n = d & s[off + k] & ~ch[k];
        nx[k] = n;
        if (n != 0) {
          if (k < nlo) {
            nlo = k;
          }
          nhi = k;
        }
      }
      for (int i = lo; i <= hi; i++) {
        fr[i] = 0L;
      }
      if (nhi < 0) {
        front = fr;
        next = nx;
        chainLo = cLo;
        chainHi = cHi;
        return false;
      }
      for (int i = nlo; i <= nhi; i++) {
        ch[i] |= nx[i];
      }
      long[] t = fr;
      fr = nx;
      nx = t;
      lo = nlo;
      hi = nhi;
      if (nlo < cLo) {
        cLo = nlo;
      }
      if (nhi > cHi) {
        cHi = nhi;
      }
    }
  }

  /**
   * Removes the chain left by a failed fill from the stones at {@code off}, adds it to {@link #removed} and XORs
   * its stones' keys into {@link #removedHash}.
   */
  private int removeChain(long[] s, int off, int color) {
    int n = 0;
    long h = 0;
    for (int i = chainLo; i <= chainHi; i++) {
      long m = chain[i];
      if (m != 0) {
        s[off + i] &= ~m;
        removed[i] |= m;
        n += Long.bitCount(m);
        chain[i] = 0L;
        int bitBase = i << 6;
        do {
          h ^= keys[2 * (bitBase + Long.numberOfTrailingZeros(m)) + color];
          m &= m - 1;
        } while (m != 0);
      }
    }
    removedHash = h;
    return n;
  }

  private long removedHash;

  private void clearChain() {
    for (int i = chainLo; i <= chainHi; i++) {
      chain[i] = 0L;
    }
  }

  /**
   * Returns the chain containing the stone at {@code p} as a bitboard.
   *
   * @param s the state
   * @param p a point holding a stone
   * @return a new bitboard of {@code words} longs
   */
  public long[] chainOf(long[] s, int p) {
    int off = (s[p >>> 6] & (1L << p)) != 0 ? 0 : words;
    long[] out = new long[words];
    long[] fr = new long[words];
    long[] nx = new long[words];
    out[p >>> 6] = fr[p >>> 6] = 1L << p;
    boolean grew = true;
    while (grew) {
      dilate(fr, nx);
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
   * @param in a bitboard
   * @param out receives the dilation, without {@code in} itself unless a point of it neighbours another
   */
  public void dilate(long[] in, long[] out) {
    final int w = words;
    final int st = stride;
    final int rs = 64 - st;
    for (int k = 0; k < w; k++) {
      long f = in[k];
      long d = (f << 1) | (f >>> 1) | (f << st) | (f >>> st);
      if (k > 0) {
        d |= (in[k - 1] >>> 63) | (in[k - 1] >>> rs);
      }
      if (k < w - 1) {
        d |= (in[k + 1] << 63) | (in[k + 1] << rs);
      }
      out[k] = d & onboard[k];
    }
  }

  /**
   * Returns the liberties of the chain containing the stone at {@code p}.
   *
   * @param s the state
   * @param p a point holding a stone
   * @return a new bitboard
   */
  public long[] libertiesOf(long[] s, int p) {
    long[] ch = chainOf(s, p);
    long[] d = new long[words];
    dilate(ch, d);
    for (int k = 0; k < words; k++) {
      d[k] &= ~(s[k] | s[words + k]);
    }
    return d;
  }

  /**
   * Computes the Zobrist hash of the stones from scratch.
   *
   * @param s the state
   * @return the hash
   */
  public long hashOf(long[] s) {
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
}
