package io.github.tengen.go;

import io.github.tengen.go.internal.Geometry;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * An immutable set of points of one board, backed by a bitboard. Iteration runs row by row from the top left.
 * Mutators inherited from {@link java.util.Set} throw {@link UnsupportedOperationException}.
 *
 * @since 0.1.0
 */
public final class PointSet extends AbstractSet<Point> {
  private final Geometry g;
  private final long[] bits;
  private final int size;

  PointSet(Geometry g, long[] bits) {
    this.g = g;
    this.bits = bits;
    int n = 0;
    for (long w : bits) {
      n += Long.bitCount(w);
    }
    this.size = n;
  }

  /**
   * Returns the set of the given points of a board.
   *
   * @param boardSize the board
   * @param points points on that board
   * @return the set
   * @throws IllegalArgumentException if a point is not on the board
   */
  public static PointSet of(BoardSize boardSize, Iterable<Point> points) {
    Geometry g = Geometry.of(boardSize.width(), boardSize.height());
    long[] bits = new long[g.words];
    for (Point p : points) {
      if (!boardSize.contains(p)) {
        throw new IllegalArgumentException(p + " is not on a " + boardSize + " board");
      }
      int i = g.index(p.x(), p.y());
      bits[i >>> 6] |= 1L << i;
    }
    return new PointSet(g, bits);
  }

  /**
   * Returns the board these points belong to.
   *
   * @return the board size
   */
  public BoardSize boardSize() {
    return BoardSize.of(g.width, g.height);
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public boolean contains(Object o) {
    if (!(o instanceof Point p) || p.x() >= g.width || p.y() >= g.height) {
      return false;
    }
    int i = g.index(p.x(), p.y());
    return (bits[i >>> 6] & (1L << i)) != 0;
  }

  @Override
  public Iterator<Point> iterator() {
    return new Iterator<>() {
      private int word = 0;
      private long rest = bits.length == 0 ? 0 : bits[0];

      @Override
      public boolean hasNext() {
        while (rest == 0 && word < bits.length - 1) {
          rest = bits[++word];
        }
        return rest != 0;
      }

      @Override
      public Point next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        int i = (word << 6) + Long.numberOfTrailingZeros(rest);
        rest &= rest - 1;
        return Point.of(g.x(i), g.y(i));
      }
    };
  }

  @Override
  public boolean equals(Object o) {
    if (o instanceof PointSet other && other.g == g) {
      return Arrays.equals(bits, other.bits);
    }
    return super.equals(o);
  }

  @Override
  public int hashCode() {
    return super.hashCode();
  }
}
