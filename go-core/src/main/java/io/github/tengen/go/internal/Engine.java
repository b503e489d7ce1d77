package io.github.tengen.go.internal;

import java.util.Arrays;

/**
 * The one implementation of stones, chains, liberties and captures, shared by the immutable {@code Position} and
 * the mutable {@code Board}.
 *
 * <p>The state of a board is a bitboard pair, a {@code long[2 * words]}: black stones in words
 * {@code [0, words)}, white stones in {@code [words, 2 * words)}, laid out as {@link Geometry} describes. This is
 * what a position stores and copies; {@link Bitboards} has the queries that need nothing else. Beside it the
 * engine keeps incremental chain data for the one state it is <em>synchronised</em> with: for every stone the head
 * of its chain and the next stone of the chain (a circular list), and for every chain its stone count and its
 * pseudo-liberties (a liberty counted once per adjacent stone: count, sum and sum of squares of the points). A
 * chain has no liberty when the count is 0 and exactly one distinct liberty when
 * {@code count * sumOfSquares == sum * sum}, so legality and captures are decided in constant time around the move,
 * and only the stones of a captured chain are visited.
 *
 * <h2>Synchronisation, in one place</h2>
 * The engine remembers which array its chain data describes (by identity). Every query and {@link #play} first
 * makes the engine describe the array it is given. Its colours are always complete; its chain data may be partly
 * <em>unknown</em> (a whole chain at a time, the heads of its stones -1), and a chain is built from the colours, by
 * a walk of its stones, the first time a query or a move needs it. Moving to another array is cheap: when the two
 * differ in a few points (the position before or after a move, a sibling in a search, the same game two moves on)
 * only the chains holding those points or next to them are forgotten; otherwise every chain is, and the colours
 * are copied from the bitboards (linear in the stones). A caller can never read stale chain data: the stones are
 * the truth. Three calls keep the chain data without any walk:
 * <ul>
 *   <li>{@link #play} changes the array in place and keeps the chain data in step, so a playout board that only
 *       plays never rebuilds;</li>
 *   <li>{@link #playCopy} plays on a fresh copy of the synchronised array (what an immutable position does): the
 *       chain data moves to the copy, or stays with the original when the move is illegal;</li>
 *   <li>{@link #copyFrom} copies another engine's chain data with its state.</li>
 * </ul>
 * A caller that changes an array behind the engine's back (an undo) calls {@link #stonesChanged}, which builds every
 * chain afresh. Positions share one engine per thread and board size ({@link #forThread}): a position keeps its stones
 * in fields, copies them into one of the engine's two own boards ({@link #spareBoard}) unless the board the engine
 * describes ({@link #ownBoard}) holds them already, and plays its moves there with {@link #play}.
 *
 * <h2>The result of a move</h2>
 * After a legal {@link #play} or {@link #playCopy}, until the next one: {@link #removedStones(int)} (by colour, so
 * a player's prisoners are the opponent's removed stones), {@link #removedPoint(int)} in removal order,
 * {@link #koPoint()} and {@link #hashDelta()}. An illegal move changes nothing, result included.
 *
 * <p>Colours are ints: 0 black, 1 white. An engine is not thread-safe.
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
  /** Result of {@link #play}: the index is the padding column, not a point of the board. */
  public static final int OFF_BOARD = 4;
  /** Result of {@link #play} asked to reject eyes: the point is a single-point eye of the mover. */
  public static final int EYE = 5;

  private static final byte EDGE = 3;

  /** Suicide rule: forbidden. The three suicide constants follow the order of {@code RuleSet.SuicideRule}. */
  public static final int SUICIDE_FORBIDDEN = 0;
  /** Suicide rule: only of two or more stones. */
  public static final int SUICIDE_MULTI = 1;
  /** Suicide rule: allowed. */
  public static final int SUICIDE_ALLOWED = 2;

  /** The geometry this engine works on. */
  public final Geometry g;
  /** The thread that created this engine; positions use an engine only on its own thread. */
  public final Thread owner = Thread.currentThread();
  private final int words;
  private final long[] keys;

  // chain data, valid for the stones of `synced`; the per-chain entries are read at chain heads only
  private final int[] head;
  private final int[] next;
  /**
   * Per chain head h, two words. {@code [2h]} packs the pseudo-liberty count (bits 48-63), the number of stones
   * (bits 32-47) and the sum of the liberty points (bits 0-31), so that adding a liberty, or merging two chains, is
   * one addition; {@code [2h+1]} is the sum of the squares of the liberty points. (Counts stay below 2^16 and sums
   * below 2^32 on every board up to 52x52, so no field carries into the next.)
   */
  private final long[] chains;
  private static final long LIB = 1L << 48;
  private static final long STONE = 1L << 32;
  private static final long SUM = 0xFFFF_FFFFL;
  /**
   * The colour of every point (0 empty, 1 black, 2 white) with a border of {@link #EDGE} around the board, at
   * index {@code p + pad}: the bitboards' padding column is the left and right border, and a row above and below
   * complete it, so the neighbours of p are {@code p +- 1} and {@code p +- stride} with no bounds test.
   */
  private final byte[] color;
  private final int pad;
  private final int stride;

  /** The liberties {@link #capturesOrKeepsLiberties} has found: the first two, and how many. */
  private int lib0;
  private int lib1;
  private int libs;

  private long[] synced;
  /** The boards of {@link #ownBoard} and {@link #spareBoard}, made on first use. */
  private long[] ownA;
  private long[] ownB;
  /** The stones whose chain is not built yet (their head is -1); 0 when all chain data is known. */
  private int unknown;
  private final int[] stack;

  // the result of the last legal move (see the class comment)
  private final int[] removedOrder;
  private int removedCount;
  private int captured;
  private int suicided;
  private int mover;
  private int ko;
  private long hashDelta;
  private int stoneDelta;

  private static final ThreadLocal<Engine[]> ENGINES = new ThreadLocal<>() {
    @Override
    protected Engine[] initialValue() {
      return new Engine[52 * 52];
    }
  };

  /**
   * Returns this thread's engine for a geometry, made on first use: the engine all positions of that size use on
   * this thread.
   *
   * @param g the geometry
   * @return the engine, owned by the current thread
   */
  public static Engine forThread(Geometry g) {
    Engine[] engines = ENGINES.get();
    int k = (g.height - 1) * 52 + (g.width - 1);
    Engine e = engines[k];
    if (e == null) {
      e = new Engine(g);
      engines[k] = e;
    }
    return e;
  }

  /**
   * Returns how many stones of a colour the last move removed: the opponent's captured stones, or the mover's own
   * chain on suicide. A player's prisoners grow by the other colour's count.
   *
   * @param color 0 black, 1 white
   * @return the count
   */
  public int removedStones(int color) {
    return color == mover ? suicided : captured;
  }

  /**
   * Returns how many stones the last move removed, of both colours.
   *
   * @return the count
   */
  public int removedCount() {
    return captured + suicided;
  }

  /**
   * Returns a stone the last move removed, in the order found: each chain depth first from the neighbour of the
   * move through which it was captured (up, left, right, down), or from the move itself on suicide.
   *
   * @param i 0 to {@link #removedCount()} - 1
   * @return the point index
   */
  public int removedPoint(int i) {
    return removedOrder[i];
  }

  /**
   * Returns the simple-ko point the last move made, or -1.
   *
   * @return the point index
   */
  public int koPoint() {
    return ko;
  }

  /**
   * Returns the change of the Zobrist hash of the stones that the last move made.
   *
   * @return the delta to XOR into the hash
   */
  public long hashDelta() {
    return hashDelta;
  }

  /**
   * Returns the change of the number of stones that the move last given to {@link #hashDeltaOf} would make.
   *
   * @return the change (1 less the stones removed)
   */
  public int stoneDelta() {
    return stoneDelta;
  }

  /**
   * Creates an engine for a geometry.
   *
   * @param g the geometry
   */
  public Engine(Geometry g) {
    this.g = g;
    this.words = g.words;
    this.keys = g.keys;
    int n = g.span;
    this.head = new int[n];
    this.next = new int[n];
    this.chains = new long[2 * n];
    this.stride = g.stride;
    this.pad = g.stride + 1;
    this.color = new byte[n + 2 * pad];
    Arrays.fill(color, EDGE);
    this.stack = new int[g.width * g.height];
    this.removedOrder = new int[g.width * g.height];
  }

  // ---------------------------------------------------------------- synchronisation

  /**
   * Makes the engine describe {@code s}, unless it already does.
   *
   * @param s a state
   */
  public void sync(long[] s) {
    if (synced != s) {
      resync(s);
    }
  }

  // ---------------------------------------------------------------- boards for immutable positions

  /**
   * Returns the engine's own board it is synchronised with, or null when it describes another array. A position
   * compares its stones with it: when they are the same the engine describes that position already (the position
   * was the last one played or asked here), with nothing to store that names the position (a reference from this
   * long-lived engine to a young position would cost a garbage collector's write barrier on every move, and keep
   * the position alive).
   *
   * @return the board, or null
   */
  public long[] ownBoard() {
    long[] s = synced;
    return s != null && (s == ownA || s == ownB) ? s : null;
  }

  /**
   * Returns one of the engine's two own boards that it is not synchronised with, for a caller to fill with a
   * position's stones and {@link #sync} with.
   *
   * @param minLength the least length the caller needs (the board is at least {@code 2 * words} long)
   * @return the board
   */
  public long[] spareBoard(int minLength) {
    if (ownA == null) {
      int n = Math.max(minLength, 2 * words);
      ownA = new long[n];
      ownB = new long[n];
    }
    return synced == ownA ? ownB : ownA;
  }

  /**
   * Plays a move on {@code to}, a fresh copy of {@code from}, as {@link #play} does: on success the chain data
   * describes {@code to} (no rebuild when it described {@code from}); an illegal move leaves {@code to} equal to
   * {@code from} and the chain data with {@code from}.
   *
   * @param from the state the move is played from, not changed
   * @param to an array with the same contents, changed in place
   * @param p the bit index of a point
   * @param c the colour, 0 or 1
   * @param koPoint the point banned by simple ko, or -1
   * @param suicideRule one of the {@code SUICIDE_*} constants
   * @return what {@link #play} returns
   */
  public int playCopy(long[] from, long[] to, int p, int c, int koPoint, int suicideRule) {
    if (synced == from) {
      synced = to;
    }
    int code = play(to, p, c, koPoint, suicideRule, false);
    if (code != OK && synced == to) {
      synced = from;
    }
    return code;
  }

  /**
   * Describes a state that was changed other than by {@link #play} (an undo, a board made from a position) with
   * every chain built, linear in the board area. The chains are built in row-major order of their first stone, so
   * that a playout board's chain lists, and the answers that follow them ({@link #captureToEscape} among equals),
   * depend on its stones and the moves played since, never on what the engine described before.
   *
   * @param s the changed state
   */
  public void stonesChanged(long[] s) {
    reset(s);
    for (int p : g.points) {
      int c = color[p + pad];
      if (c != 0 && head[p] < 0) {
        build(p);
      }
    }
  }

  /**
   * Copies the chain data of another engine of the same geometry, synchronised with {@code otherState}, so that it
   * describes {@code myState} (which must hold the same stones).
   *
   * @param other the engine to copy
   * @param otherState the state it is synchronised with
   * @param myState this engine's copy of that state
   */
  public void copyFrom(Engine other, long[] otherState, long[] myState) {
    if (other.synced != otherState) {
      stonesChanged(myState);
      return;
    }
    int n = head.length;
    System.arraycopy(other.head, 0, head, 0, n);
    System.arraycopy(other.next, 0, next, 0, n);
    System.arraycopy(other.chains, 0, chains, 0, chains.length);
    System.arraycopy(other.color, 0, color, 0, color.length);
    unknown = other.unknown;
    synced = myState;
  }

  /**
   * Empties a state and synchronises with it, in time proportional to its size.
   *
   * @param s the state to clear
   */
  public void clear(long[] s) {
    Arrays.fill(s, 0L);
    syncEmpty(s);
  }

  /** Synchronises with an empty board: only the colours matter, and they come from a template. */
  private void syncEmpty(long[] s) {
    emptyColors();
    unknown = 0;
    synced = s;
  }

  /** Sets every point empty, from a template made on first use. */
  private void emptyColors() {
    if (emptyColor == null) {
      Arrays.fill(color, EDGE);
      for (int p : g.points) {
        color[p + pad] = 0;
      }
      emptyColor = color.clone();
    } else {
      System.arraycopy(emptyColor, 0, color, 0, color.length);
    }
  }

  private byte[] emptyColor;

  /**
   * The most points in which two states may differ for {@link #resync} to forget only the chains around them: past
   * that, forgetting every chain and copying the colours (a few hundred stones) costs about as much.
   */
  private static final int MAX_CHANGED_POINTS = 24;

  /** Describes {@code s} instead of the synchronised state: around the points that differ, or afresh. */
  private void resync(long[] s) {
    long[] old = synced;
    if (old == null || changedPoints(old, s) > MAX_CHANGED_POINTS) {
      reset(s);
      return;
    }
    final int w = words;
    for (int k = 0; k < w; k++) {
      for (long m = (old[k] ^ s[k]) | (old[w + k] ^ s[w + k]); m != 0; m &= m - 1) {
        int q = (k << 6) + Long.numberOfTrailingZeros(m);
        forget(q);
        forget(q - stride);
        forget(q - 1);
        forget(q + 1);
        forget(q + stride);
      }
    }
    for (int k = 0; k < w; k++) {
      for (long m = (old[k] ^ s[k]) | (old[w + k] ^ s[w + k]); m != 0; m &= m - 1) {
        int q = (k << 6) + Long.numberOfTrailingZeros(m);
        long b = 1L << q;
        int now = (s[k] & b) != 0 ? 1 : (s[w + k] & b) != 0 ? 2 : 0;
        // a stone that goes was counted as unknown by forget; a stone that comes is unknown
        unknown += (now != 0 ? 1 : 0) - (color[q + pad] != 0 ? 1 : 0);
        color[q + pad] = (byte) now;
        head[q] = -1;
      }
    }
    synced = s;
  }

  /** The number of points whose colour differs between two states. */
  private int changedPoints(long[] a, long[] b) {
    final int w = words;
    int n = 0;
    for (int k = 0; k < w; k++) {
      n += Long.bitCount((a[k] ^ b[k]) | (a[w + k] ^ b[w + k]));
    }
    return n;
  }

  /** Makes the chain holding the stone at q unknown, if it is known; nothing for an empty point or the border. */
  private void forget(int q) {
    int c = color[q + pad];
    if (c == 0 || c == EDGE || head[q] < 0) {
      return;
    }
    int x = q;
    do {
      int nx = next[x];
      head[x] = -1;
      unknown++;
      x = nx;
    } while (x != q);
  }

  /** Describes {@code s} afresh: the colours from its bitboards, every chain unknown. Linear in the stones. */
  private void reset(long[] s) {
    emptyColors();
    final int w = words;
    int n = 0;
    for (int c = 0; c < 2; c++) {
      for (int k = 0; k < w; k++) {
        for (long m = s[c * w + k]; m != 0; m &= m - 1) {
          int q = (k << 6) + Long.numberOfTrailingZeros(m);
          color[q + pad] = (byte) (c + 1);
          head[q] = -1;
          n++;
        }
      }
    }
    unknown = n;
    synced = s;
  }

  /** The head of the chain holding the stone at p, built first if unknown. */
  private int chain(int p) {
    int h = head[p];
    return h >= 0 ? h : build(p);
  }

  /** Builds the unknown chains next to the point p. */
  private void around(int p) {
    if (unknown != 0) {
      buildIfUnknown(p - stride);
      buildIfUnknown(p - 1);
      buildIfUnknown(p + 1);
      buildIfUnknown(p + stride);
    }
  }

  private void buildIfUnknown(int q) {
    int c = color[q + pad];
    if (c != 0 && c != EDGE && head[q] < 0) {
      build(q);
    }
  }

  /**
   * Builds the unknown chain holding the stone at q from the colours, with q as its head: its list, its stone count
   * and its pseudo-liberties. Returns q.
   */
  private int build(int q) {
    final byte[] col = color;
    final int mine = col[q + pad];
    final int[] stk = stack;
    int n = 0;
    stk[n++] = q;
    head[q] = q;
    int count = 0;
    int sum = 0;
    long sq = 0;
    for (int i = 0; i < n; i++) {
      int x = stk[i];
      for (int k = 0; k < 4; k++) {
        int a = neighbour(x, k);
        int ca = col[a + pad];
        if (ca == 0) {
          count++;
          sum += a;
          sq += (long) a * a;
        } else if (ca == mine && head[a] < 0) {
          head[a] = q;
          stk[n++] = a;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      next[stk[i]] = stk[i + 1 == n ? 0 : i + 1];
    }
    chains[2 * q] = count * LIB + n * STONE + sum;
    chains[2 * q + 1] = sq;
    unknown -= n;
    return q;
  }

  // ---------------------------------------------------------------- queries

  /**
   * Returns whether an index in {@code [0, span)} is the padding column rather than a point.
   *
   * @param p the index
   * @return true for padding
   */
  public boolean isPadding(int p) {
    return color[p + pad] == EDGE && g.x(p) == g.width;
  }

  /** Exactly one distinct liberty; meaningful for a chain with at least one liberty. */
  private boolean inAtari(int h) {
    final long[] ch = chains;
    long w = ch[2 * h];
    long sum = w & SUM;
    return (w >>> 48) * ch[2 * h + 1] == sum * sum;
  }

  private int stonesOf(int h) {
    return (int) (chains[2 * h] >>> 32) & 0xFFFF;
  }

  private void libAdd(int h, int p) {
    final long[] ch = chains;
    ch[2 * h] += LIB + p;
    ch[2 * h + 1] += (long) p * p;
  }

  private void libSub(int h, int p) {
    final long[] ch = chains;
    ch[2 * h] -= LIB + p;
    ch[2 * h + 1] -= (long) p * p;
  }

  /**
   * Tells whether an empty point is a single-point eye of colour {@code c} by the diagonal rule: every orthogonal
   * neighbour is a stone of that colour or off the board, and the opponent's diagonal stones, plus one if the point
   * is on the edge, number fewer than two.
   *
   * @param s the state
   * @param p a point index (any index in {@code [0, span)})
   * @param c the colour
   * @return true for an eye; false for an occupied point or the padding column
   */
  public boolean isEye(long[] s, int p, int c) {
    sync(s);
    final byte[] col = color;
    final int i = p + pad;
    if (col[i] != 0) {
      return false;
    }
    final int st = stride;
    return eyeAt(i, c + 1, col[i - st], col[i - 1], col[i + 1], col[i + st]);
  }

  /** The eye test at colour-array index i for colour code {@code mine}, given the orthogonal colours. */
  private boolean eyeAt(int i, int mine, int u, int l, int r, int d) {
    // EDGE (3) has both colour bits, so "own or edge" is a bit test
    if ((u & l & r & d & mine) == 0) {
      return false;
    }
    final byte[] col = color;
    final int st = stride;
    final int theirs = 3 - mine;
    int bad = (u == EDGE || l == EDGE || r == EDGE || d == EDGE) ? 1 : 0;
    bad += (col[i - st - 1] == theirs ? 1 : 0) + (col[i - st + 1] == theirs ? 1 : 0)
        + (col[i + st - 1] == theirs ? 1 : 0) + (col[i + st + 1] == theirs ? 1 : 0);
    return bad < 2;
  }

  /**
   * Tells what {@link #play} would return, without changing anything but the synchronisation.
   *
   * @param s the state, not changed
   * @param p the bit index of a point
   * @param c the colour
   * @param koPoint the simple-ko point or -1
   * @param suicideRule one of the {@code SUICIDE_*} constants
   * @return the result {@link #play} would give
   */
  public int legality(long[] s, int p, int c, int koPoint, int suicideRule) {
    final int w = words;
    final int pw = p >>> 6;
    final long pb = 1L << p;
    if (((s[pw] | s[w + pw]) & pb) != 0) {
      return OCCUPIED;
    }
    if (p == koPoint) {
      return KO;
    }
    sync(s);
    around(p);
    return isSuicide(s, p, c, suicideRule) ? SUICIDE : OK;
  }

  /**
   * Whether a stone at the empty point p would be a suicide the rule forbids: no empty neighbour, every own
   * neighbour chain in atari (p being its last liberty), no opponent neighbour chain in atari.
   */
  private boolean isSuicide(long[] s, int p, int c, int suicideRule) {
    final byte[] col = color;
    final int i = p + pad;
    final int st = stride;
    final int u = col[i - st];
    final int l = col[i - 1];
    final int r = col[i + 1];
    final int d = col[i + st];
    if (u == 0 || l == 0 || r == 0 || d == 0) {
      return false;
    }
    return isSuicide(p, c, suicideRule, u, l, r, d);
  }

  /** {@link #isSuicide(long[], int, int, int)} for a point with the neighbour colours u, l, r, d, none empty. */
  private boolean isSuicide(int p, int c, int suicideRule, int u, int l, int r, int d) {
    final int st = stride;
    final int mine = c + 1;
    // an own chain with another liberty, or an opponent chain captured, makes the move legal
    if ((u != EDGE && (u == mine) != inAtari(head[p - st]))
        || (l != EDGE && (l == mine) != inAtari(head[p - 1]))
        || (r != EDGE && (r == mine) != inAtari(head[p + 1]))
        || (d != EDGE && (d == mine) != inAtari(head[p + st]))) {
      return false;
    }
    return suicideRule == SUICIDE_FORBIDDEN
        || (suicideRule == SUICIDE_MULTI && u != mine && l != mine && r != mine && d != mine);
  }

  /**
   * Tells whether a stone of colour {@code c} at the empty point p would capture, or would leave its chain with at
   * least two distinct liberties: the move a player can make without self-atari. Nothing is played; the walk stops
   * at the second liberty found, so the cost is a few stones of the neighbouring chains in the usual case.
   *
   * @param s the state
   * @param p an empty point
   * @param c the colour, 0 or 1
   * @return true if the stone captures or keeps two liberties
   */
  public boolean capturesOrKeepsTwoLiberties(long[] s, int p, int c) {
    return capturesOrKeepsLiberties(s, p, c, 2);
  }

  /**
   * Tells whether a stone of colour {@code c} at the empty point p would capture, or would leave its chain with at
   * least {@code want} distinct liberties. Nothing is played; the walk stops at the {@code want}th liberty found.
   *
   * @param s the state
   * @param p an empty point
   * @param c the colour, 0 or 1
   * @param want the liberties wanted, 2 or 3
   * @return true if the stone captures or keeps that many liberties
   */
  public boolean capturesOrKeepsLiberties(long[] s, int p, int c, int want) {
    sync(s);
    around(p);
    final byte[] col = color;
    final int mine = c + 1;
    final int first = distinctChains(p);
    lib0 = -1;
    lib1 = -1;
    libs = 0;
    for (int k = 0; k < 4; k++) {
      int a = neighbour(p, k);
      int ca = col[a + pad];
      if (ca == EDGE) {
        continue;
      }
      if (ca == 0) {
        if (countLiberty(a, want)) {
          return true;
        }
        continue;
      }
      int h = head[a];
      if (ca != mine) {
        if (inAtari(h)) {
          return true; // p is its last liberty
        }
        continue;
      }
      if ((first & 1 << k) == 0) {
        continue; // walked already
      }
      // a liberty is counted at most four times among the chain's pseudo-liberties, p as often as it has
      // neighbours in the chain: enough pseudo-liberties prove enough distinct ones without the walk
      int atP = (col[p - stride + pad] == mine && head[p - stride] == h ? 1 : 0)
          + (col[p - 1 + pad] == mine && head[p - 1] == h ? 1 : 0)
          + (col[p + 1 + pad] == mine && head[p + 1] == h ? 1 : 0)
          + (col[p + stride + pad] == mine && head[p + stride] == h ? 1 : 0);
      if ((chains[2 * h] >>> 48) - atP > 4L * (want - 1)) {
        return true;
      }
      // the chain's liberties other than p
      int q = h;
      do {
        for (int j = 0; j < 4; j++) {
          int b = neighbour(q, j);
          if (b != p && col[b + pad] == 0 && countLiberty(b, want)) {
            return true;
          }
        }
        q = next[q];
      } while (q != h);
    }
    return false;
  }

  /** Counts a liberty not seen yet; true once {@code want} distinct ones are counted. */
  private boolean countLiberty(int b, int want) {
    if (b == lib0 || b == lib1) {
      return false;
    }
    if (++libs >= want) {
      return true;
    }
    if (libs == 1) {
      lib0 = b;
    } else {
      lib1 = b;
    }
    return false;
  }

  /**
   * Returns the colour code at a point index: 0 empty, 1 black, 2 white, 3 for the padding column.
   *
   * @param s the state
   * @param p a point index
   * @return the code
   */
  public int colorCode(long[] s, int p) {
    sync(s);
    return color[p + pad];
  }

  /**
   * Returns the 3x3 neighbourhood of a point as 16 bits, two a cell (0 empty, 1 black, 2 white, 3 off the board),
   * row by row from the top left, the point itself left out: the key of {@link Patterns3}.
   *
   * @param s the state
   * @param p a point
   * @return the code
   */
  public int neighbourhood(long[] s, int p) {
    sync(s);
    final byte[] col = color;
    final int i = p + pad;
    final int st = stride;
    return col[i - st - 1] | col[i - st] << 2 | col[i - st + 1] << 4 | col[i - 1] << 6 | col[i + 1] << 8
        | col[i + st - 1] << 10 | col[i + st] << 12 | col[i + st + 1] << 14;
  }

  /**
   * Returns the single liberty of the chain holding the stone at p when that chain has exactly one, else -1 (also
   * for an empty point). Constant time.
   *
   * @param s the state
   * @param p a point index
   * @return the liberty or -1
   */
  public int atariLiberty(long[] s, int p) {
    sync(s);
    int ca = color[p + pad];
    if (ca == 0 || ca == EDGE) {
      return -1;
    }
    return soleLiberty(chain(p));
  }

  /**
   * The single liberty of the chain with head h when it has exactly one (all its pseudo-liberties are one point,
   * so their sum divided by their count), else -1.
   */
  private int soleLiberty(int h) {
    long libs = chains[2 * h] >>> 48;
    if (libs == 0 || !inAtari(h)) {
      return -1;
    }
    return (int) ((chains[2 * h] & SUM) / libs);
  }

  /**
   * Returns a point where the chain holding the stone at p escapes from atari by capturing: the single liberty of
   * the biggest chain of the opponent next to it that is in atari itself (of equal ones, the first found along
   * the chain's list), or -1 if none is (also for an empty point). Walks the chain's stones.
   *
   * @param s the state
   * @param p a point index holding a stone
   * @return the liberty that captures, or -1
   */
  public int captureToEscape(long[] s, int p) {
    sync(s);
    final byte[] col = color;
    int mine = col[p + pad];
    if (mine == 0 || mine == EDGE) {
      return -1;
    }
    int h = chain(p);
    int best = -1;
    int bestStones = 0;
    int q = h;
    do {
      for (int k = 0; k < 4; k++) {
        int a = neighbour(q, k);
        int ca = col[a + pad];
        if (ca == 0 || ca == EDGE || ca == mine) {
          continue;
        }
        int ha = chain(a);
        int n = stonesOf(ha);
        int lib = n > bestStones ? soleLiberty(ha) : -1;
        if (lib >= 0) {
          best = lib;
          bestStones = n;
        }
      }
      q = next[q];
    } while (q != h);
    return best;
  }

  /**
   * Tells whether capturing the lone stone at {@code victim} (in atari) by a stone of colour {@code c} at its
   * liberty p walks into a snapback: the capturing chain would have the captured point as its only liberty (p has
   * no other empty neighbour, every chain of c next to p has p as its last liberty, and p captures nothing else).
   *
   * @param s the state
   * @param p the victim's liberty, empty
   * @param victim a point holding a stone of the opponent of c
   * @param c the colour, 0 or 1
   * @return true if the capture leaves the capturing chain in atari
   */
  public boolean capturesIntoSnapback(long[] s, int p, int victim, int c) {
    sync(s);
    around(p);
    if (stonesOf(head[victim]) != 1) {
      return false;
    }
    final byte[] col = color;
    final int mine = c + 1;
    for (int k = 0; k < 4; k++) {
      int a = neighbour(p, k);
      int ca = col[a + pad];
      if (ca == EDGE || a == victim) {
        continue;
      }
      if (ca == 0 || inAtari(head[a]) != (ca == mine)) {
        return false; // another liberty, a chain of c with a liberty besides p, or a second capture
      }
    }
    return true;
  }

  /**
   * Tells whether a stone of colour {@code c} at the empty point p would join a chain of its own and leave the
   * joined chain (two or more stones) with at most one liberty, capturing nothing: the self-atari careful playouts
   * refuse. A lone stone played into atari is not one (a throw-in).
   *
   * @param s the state
   * @param p an empty point
   * @param c the colour, 0 or 1
   * @return true for a self-atari of two or more stones
   */
  public boolean isGroupSelfAtari(long[] s, int p, int c) {
    sync(s);
    final byte[] col = color;
    final int i = p + pad;
    final int mine = c + 1;
    final int u = col[i - stride];
    final int l = col[i - 1];
    final int r = col[i + 1];
    final int d = col[i + stride];
    if (u != mine && l != mine && r != mine && d != mine) {
      return false;
    }
    if ((u == 0 ? 1 : 0) + (l == 0 ? 1 : 0) + (r == 0 ? 1 : 0) + (d == 0 ? 1 : 0) >= 2) {
      return false; // two empty neighbours are two liberties
    }
    return !capturesOrKeepsTwoLiberties(s, p, c);
  }

  /** The neighbour of p in direction k: 0 up, 1 left, 2 right, 3 down (an index of the padded layout). */
  private int neighbour(int p, int k) {
    return k == 0 ? p - stride : k == 1 ? p - 1 : k == 2 ? p + 1 : p + stride;
  }

  /**
   * Bit k (as in {@link #neighbour}) is set for each neighbour of p that holds a stone of a chain no earlier
   * neighbour belongs to: the neighbours to visit so that each adjacent chain is counted once.
   */
  private int distinctChains(int p) {
    final byte[] col = color;
    int first = 0;
    int h0 = -1;
    int h1 = -1;
    int h2 = -1;
    for (int k = 0; k < 4; k++) {
      int a = neighbour(p, k);
      int ca = col[a + pad];
      if (ca == 0 || ca == EDGE) {
        continue;
      }
      int h = head[a];
      if (h != h0 && h != h1 && h != h2) {
        first |= 1 << k;
        if (k == 0) {
          h0 = h;
        } else if (k == 1) {
          h1 = h;
        } else {
          h2 = h; // the fourth neighbour is compared with nothing after it
        }
      }
    }
    return first;
  }

  /**
   * Marks the points where a stone would capture a chain of colour {@code c}: the single liberty of each of its
   * chains in atari (when all of a chain's pseudo-liberties are one point, it is their sum divided by their count).
   *
   * @param s the state
   * @param c the colour of the chains, 0 or 1
   * @param out receives the points (bits are only set, so the caller clears it)
   */
  public void atariLiberties(long[] s, int c, long[] out) {
    sync(s);
    for (int k = 0; k < words; k++) {
      for (long m = s[c * words + k]; m != 0; m &= m - 1) {
        int q = (k << 6) + Long.numberOfTrailingZeros(m);
        int lib = chain(q) == q ? soleLiberty(q) : -1;
        if (lib >= 0) {
          out[lib >>> 6] |= 1L << lib;
        }
      }
    }
  }

  /**
   * Returns the change of the stones' Zobrist hash that a legal move would make, without playing it.
   *
   * @param s the state
   * @param p the point of a legal move
   * @param c the colour
   * @return the hash delta
   */
  public long hashDeltaOf(long[] s, int p, int c) {
    stoneDelta = 1;
    sync(s);
    around(p);
    final byte[] col = color;
    final int mine = c + 1;
    final int first = distinctChains(p);
    long h = keys[2 * p + c];
    boolean captures = false;
    boolean breathes = false;
    for (int k = 0; k < 4; k++) {
      int a = neighbour(p, k);
      int ca = col[a + pad];
      if (ca == 0) {
        breathes = true;
        continue;
      }
      if ((first & 1 << k) == 0) {
        continue; // the edge, or a chain seen through an earlier neighbour
      }
      int ha = head[a];
      if (ca == mine) {
        breathes |= !inAtari(ha);
      } else if (inAtari(ha)) {
        captures = true;
        h ^= chainHash(ha, c ^ 1);
        stoneDelta -= stonesOf(ha);
      }
    }
    if (captures || breathes) {
      return h;
    }
    // suicide: the placed stone and the mover's chains around it go again (rare, so their keys are summed only now)
    long ownChains = 0;
    int ownStones = 0;
    for (int k = 0; k < 4; k++) {
      int a = neighbour(p, k);
      if ((first & 1 << k) != 0 && col[a + pad] == mine) {
        int ha = head[a];
        ownChains ^= chainHash(ha, c);
        ownStones += stonesOf(ha);
      }
    }
    stoneDelta = -ownStones;
    return ownChains;
  }

  private long chainHash(int h, int color) {
    long x = 0;
    int q = h;
    do {
      x ^= keys[2 * q + color];
      q = next[q];
    } while (q != h);
    return x;
  }

  // ---------------------------------------------------------------- play

  /**
   * Plays a stone of colour {@code c} at {@code p}: removes the opponent chains left without liberties, then,
   * where the rule allows suicide, the mover's own chain if it has none. An illegal move changes nothing. After a
   * legal move the public result fields describe it and the engine is synchronised with {@code s}.
   *
   * @param s the state, changed in place
   * @param p the bit index of a point
   * @param c the colour, 0 or 1
   * @param koPoint the point banned by simple ko, or -1
   * @param suicideRule one of the {@code SUICIDE_*} constants
   * @return {@link #OK}, {@link #OCCUPIED}, {@link #KO} or {@link #SUICIDE}
   */
  public int play(long[] s, int p, int c, int koPoint, int suicideRule) {
    return play(s, p, c, koPoint, suicideRule, false);
  }

  /**
   * {@link #play(long[], int, int, int, int)}, optionally refusing a single-point eye of the mover (as
   * {@link #isEye} defines it) with {@link #EYE}: the one-call test and move of light playouts.
   *
   * @param s the state, changed in place
   * @param p the bit index of a point
   * @param c the colour, 0 or 1
   * @param koPoint the point banned by simple ko, or -1
   * @param suicideRule one of the {@code SUICIDE_*} constants
   * @param rejectEye whether to refuse the mover's own eye
   * @return {@link #OK} or the reason nothing was played
   */
  public int play(long[] s, int p, int c, int koPoint, int suicideRule, boolean rejectEye) {
    sync(s);
    final byte[] col = color;
    if (col[p + pad] != 0) {
      return col[p + pad] == EDGE ? OFF_BOARD : OCCUPIED;
    }
    if (p == koPoint) {
      return KO;
    }
    final int st = stride;
    final int i = p + pad;
    final int cu = col[i - st];
    final int cl = col[i - 1];
    final int cr = col[i + 1];
    final int cd = col[i + st];
    if (rejectEye && eyeAt(i, c + 1, cu, cl, cr, cd)) {
      return EYE;
    }
    around(p); // the neighbour chains are known from here on, and kept in step
    if (cu != 0 && cl != 0 && cr != 0 && cd != 0 && isSuicide(p, c, suicideRule, cu, cl, cr, cd)) {
      return SUICIDE;
    }
    s[c * words + (p >>> 6)] |= 1L << p;
    final int mine = c + 1;
    col[p + pad] = (byte) mine;
    head[p] = p;
    next[p] = p;
    final long[] ch = chains;
    ch[2 * p] = STONE;
    ch[2 * p + 1] = 0;
    dead = 0;
    int h = p;
    h = touch(p, p - st, cu, mine, h, 1);
    h = touch(p, p - 1, cl, mine, h, 2);
    h = touch(p, p + 1, cr, mine, h, 4);
    h = touch(p, p + st, cd, mine, h, 8);
    long hash = keys[2 * p + c];
    int cap = 0;
    int capPoint = -1;
    final int d = dead;
    if (d >= DEAD) {
      // in neighbour order, as a chain adjacent twice is found through its first neighbour
      removedCount = 0;
      final int theirs = 2 - c;
      for (int k = 0; k < 4; k++) {
        if ((d & (1 << k)) == 0) {
          continue;
        }
        int a = k == 0 ? p - st : k == 1 ? p - 1 : k == 2 ? p + 1 : p + st; // neighbour(p, k), spelled out
        if (col[a + pad] == theirs && ch[2 * head[a]] >>> 48 == 0) {
          cap += removeChain(s, a, c ^ 1);
          hash ^= removedHash;
          capPoint = a;
        }
      }
    }
    int sui = 0;
    if (cap == 0 && ch[2 * h] >>> 48 == 0) {
      removedCount = 0;
      sui = removeChain(s, p, c);
      hash ^= removedHash;
    }
    this.captured = cap;
    this.suicided = sui;
    this.mover = c;
    this.ko = cap == 1 && (ch[2 * h] & ~SUM) == LIB + STONE ? capPoint : -1; // one stone, one liberty
    this.hashDelta = hash;
    return OK;
  }

  /**
   * Bits (1 up, 2 left, 4 right, 8 down) of the opponent neighbours of the move, plus {@link #DEAD} if the move
   * left one of their chains without liberty.
   */
  private int dead;
  private static final int DEAD = 16;

  /**
   * Updates the chains around a stone just placed at p for its neighbour a, of colour ca: an empty point is a
   * liberty of the new chain, an own chain loses the liberty p and joins, an opponent chain loses the liberty p and
   * is noted in {@link #dead} with {@code bit}, and {@link #DEAD} if that was its last. Returns the head of the
   * mover's chain.
   */
  private int touch(int p, int a, int ca, int mine, int h, int bit) {
    if (ca == 0) {
      libAdd(h, a);
    } else if (ca != EDGE) {
      int ha = head[a];
      libSub(ha, p);
      if (ca == mine) {
        if (ha != h) {
          return merge(h, ha);
        }
      } else {
        dead |= chains[2 * ha] >>> 48 == 0 ? bit | DEAD : bit;
      }
    }
    return h;
  }

  /** Joins two chains; the larger keeps its head. Returns the head of the union. */
  private int merge(int h1, int h2) {
    final long[] ch = chains;
    if (stonesOf(h1) < stonesOf(h2)) {
      int t = h1;
      h1 = h2;
      h2 = t;
    }
    int q = h2;
    do {
      head[q] = h1;
      q = next[q];
    } while (q != h2);
    int t = next[h1];
    next[h1] = next[h2];
    next[h2] = t;
    ch[2 * h1] += ch[2 * h2];
    ch[2 * h1 + 1] += ch[2 * h2 + 1];
    return h1;
  }

  private long removedHash;

  /**
   * Removes the chain of colour {@code c} containing {@code start} from the board, depth first from
   * {@code start} (neighbours in the order up, left, right, down; a stone is recorded when it is found): clears
   * its bits and colours, adds it to {@link #removedOrder}, gives its points as liberties to
   * the adjacent chains of the other colour and XORs its keys into {@link #removedHash}. Returns the number of
   * stones.
   */
  private int removeChain(long[] s, int start, int c) {
    final int off = c * words;
    final byte[] col = color;
    final int code = c + 1;
    final int other = 2 - c;
    final int st = stride;
    final int[] stk = stack;
    final int[] order = removedOrder;
    int m = removedCount;
    long x = 0;
    col[start + pad] = 0;
    order[m++] = start;
    stk[0] = start;
    int sp = 1;
    int n = 0;
    while (sp > 0) {
      int q = stk[--sp];
      int qw = q >>> 6;
      long qb = 1L << q;
      s[off + qw] &= ~qb;
      x ^= keys[2 * q + c];
      n++;
      for (int k = 0; k < 4; k++) {
        int a = k == 0 ? q - st : k == 1 ? q - 1 : k == 2 ? q + 1 : q + st; // neighbour(q, k), spelled out
        int ca = col[a + pad];
        if (ca == code) {
          col[a + pad] = 0;
          order[m++] = a;
          stk[sp++] = a;
        } else if (ca == other && head[a] >= 0) {
          libAdd(head[a], q); // an unknown chain will count the liberty when it is built
        }
      }
    }
    removedCount = m;
    removedHash = x;
    return n;
  }

  /**
   * Checks the chain data against the stones, for tests: every stone's chain, stone count and pseudo-liberties
   * equal what a rebuild computes.
   *
   * @param s the state the engine is synchronised with
   * @return null if consistent, else a description of the first difference
   */
  public String checkConsistency(long[] s) {
    if (synced != s) {
      return "not synchronised";
    }
    Engine fresh = new Engine(g);
    fresh.reset(s);
    int unknownSeen = 0;
    for (int p : g.points) {
      if (color[p + pad] != Bitboards.colorAt(g, s, p)) {
        return "colour of " + p + " differs from the bitboards";
      }
      if (Bitboards.isEmpty(g, s, p)) {
        continue;
      }
      int a = head[p];
      long[] ca = Bitboards.chainOf(g, s, p);
      if (a < 0) {
        unknownSeen++;
        for (int q : g.points) {
          if ((ca[q >>> 6] & (1L << q)) != 0 && head[q] >= 0) {
            return "chain of " + p + " is partly unknown";
          }
        }
        continue;
      }
      int b = fresh.chain(p);
      if ((ca[a >>> 6] & (1L << a)) == 0) {
        return "head of " + p + " is " + a + ", not in its chain";
      }
      for (int j = 0; j < 2; j++) {
        if (chains[2 * a + j] != fresh.chains[2 * b + j]) {
          return "chain data " + j + " of " + p + " differs from a rebuild";
        }
      }
      int n = 0;
      int q = a;
      do {
        if (head[q] != a) {
          return "chain list of " + p + " leaves the chain";
        }
        n++;
        q = next[q];
      } while (q != a && n <= stonesOf(a));
      if (n != stonesOf(a)) {
        return "chain list of " + p + " has " + n + " stones, count says " + stonesOf(a);
      }
    }
    return unknownSeen == unknown ? null : unknown + " stones counted unknown, " + unknownSeen + " are";
  }

}
