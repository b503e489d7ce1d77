package io.github.tengen.go.estimate;

import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Geometry;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/** A position's points as go-core's bitboards (its internal package, exported to this module alone). */
final class PositionBits {
  private PositionBits() {}

  /** The layout of the position's board, the one its {@code Board} indexes by. */
  static Geometry geometry(Position position) {
    return Geometry.of(position.size().width(), position.size().height());
  }

  /** The stones: Black's words, then White's. */
  static long[] stones(Geometry g, Position position) {
    long[] state = new long[2 * g.words];
    for (int y = 0; y < g.height; y++) {
      for (int x = 0; x < g.width; x++) {
        Optional<Color> stone = position.stoneAt(Point.of(x, y));
        if (stone.isPresent()) {
          int i = g.index(x, y);
          state[(stone.get() == Color.BLACK ? 0 : g.words) + (i >>> 6)] |= 1L << i;
        }
      }
    }
    return state;
  }

  /** A set of points as a bitboard. */
  static long[] of(Geometry g, Set<Point> points) {
    long[] set = new long[g.words];
    for (Point p : points) {
      int i = g.index(p.x(), p.y());
      set[i >>> 6] |= 1L << i;
    }
    return set;
  }

  /** A bitboard's points. */
  static Set<Point> points(Geometry g, long[] set) {
    Set<Point> out = new HashSet<>();
    Bitboards.forEach(set, i -> out.add(Point.of(g.x(i), g.y(i))));
    return out;
  }
}
