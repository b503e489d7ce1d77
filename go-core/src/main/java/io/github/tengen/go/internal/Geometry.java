package io.github.tengen.go.internal;

/**
 * The bit layout of one board size, shared by every position and board of that size.
 *
 * <p>Point (x, y) is bit {@code y * stride + x} of a bitboard, with {@code stride = width + 1}: the extra column
 * is never on the board, so a shift by one to the left or right cannot wrap a stone onto the next row, and a shift
 * by {@code stride} moves a stone one row. A bitboard is {@link #words} {@code long}s; bit {@code i} is bit
 * {@code i & 63} of word {@code i >>> 6}. Because every stride is below 64, a shift crosses at most one word.
 */
public final class Geometry {
  /** Seed of the Zobrist keys. Part of the documented, stable hash: changing it is a breaking change. */
  public static final long ZOBRIST_SEED = 0x7E46E4_60_2026_0001L;

  private static final Geometry[] CACHE = new Geometry[52 * 52];

  /** Columns. */
  public final int width;
  /** Rows. */
  public final int height;
  /** Bits per row, {@code width + 1}. */
  public final int stride;
  /** Words per bitboard. */
  public final int words;
  /** One past the largest bit index of a point. */
  public final int span;
  /** The bits of points on the board. */
  public final long[] onboard;
  /** Neighbours of each bit index in the order up, left, right, down; -1 off the board. Four ints a point. */
  public final int[] neighbours;
  /** Zobrist key of a black stone (even index) and a white stone (odd index) at each bit index. */
  public final long[] keys;
  /** Bit indices of the points in row-major order. */
  public final int[] points;

  private Geometry(int width, int height) {
    this.width = width;
    this.height = height;
    this.stride = width + 1;
    this.span = height * stride;
    this.words = (span + 63) >>> 6;
    this.onboard = new long[words];
    this.neighbours = new int[4 * span];
    this.keys = new long[2 * span];
    this.points = new int[width * height];
    java.util.Arrays.fill(neighbours, -1);
    int n = 0;
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        int i = y * stride + x;
        points[n++] = i;
        onboard[i >>> 6] |= 1L << i;
        neighbours[4 * i] = y > 0 ? i - stride : -1;
        neighbours[4 * i + 1] = x > 0 ? i - 1 : -1;
        neighbours[4 * i + 2] = x < width - 1 ? i + 1 : -1;
        neighbours[4 * i + 3] = y < height - 1 ? i + stride : -1;
        keys[2 * i] = key(x, y, 0);
        keys[2 * i + 1] = key(x, y, 1);
      }
    }
  }

  /**
   * Returns the layout for a board size; one shared instance per size.
   *
   * @param width 1..52
   * @param height 1..52
   * @return the geometry
   */
  public static Geometry of(int width, int height) {
    int k = (height - 1) * 52 + (width - 1);
    Geometry g = CACHE[k];
    if (g == null) {
      synchronized (CACHE) {
        g = CACHE[k];
        if (g == null) {
          g = new Geometry(width, height);
          CACHE[k] = g;
        }
      }
    }
    return g;
  }

  /**
   * The Zobrist key of a stone: SplitMix64's output function applied to a counter built from the seed, the point
   * and the colour. The same point has the same key on every board size, in every run and every release.
   *
   * @param x column
   * @param y row
   * @param color 0 black, 1 white
   * @return the key
   */
  public static long key(int x, int y, int color) {
    return mix(ZOBRIST_SEED + 0x9E3779B97F4A7C15L * (1 + 2L * (y * 52 + x) + color));
  }

  /** Key XORed into a hash when White is to move. */
  public static final long WHITE_TO_MOVE = mix(ZOBRIST_SEED + 0x9E3779B97F4A7C15L * 100_000L);

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /**
   * Returns the bit index of a point.
   *
   * @param x column
   * @param y row
   * @return the index
   */
  public int index(int x, int y) {
    return y * stride + x;
  }

  /**
   * Returns the column of a bit index.
   *
   * @param i the index
   * @return x
   */
  public int x(int i) {
    return i % stride;
  }

  /**
   * Returns the row of a bit index.
   *
   * @param i the index
   * @return y
   */
  public int y(int i) {
    return i / stride;
  }

  /**
   * Returns whether a bit index is a point of the board.
   *
   * @param i any int
   * @return true for a point
   */
  public boolean isPoint(int i) {
    return i >= 0 && i < span && (onboard[i >>> 6] & (1L << i)) != 0;
  }
}
