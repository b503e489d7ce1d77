package io.github.tengen.go.katago;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Point;
import java.util.Arrays;
import java.util.Objects;

/**
 * A number for each point of a board, as KataGo's analysis gives ownership and policy: its arrays run row by row from
 * the top left ({@code A19} first on 19x19, the way SGF numbers points and {@link Point#of(int, int)} does), and a
 * policy has one more value, the pass, last.
 *
 * <pre>{@code
 * PointValues ownership = result.ownership(size).orElseThrow();
 * double black = ownership.at(Point.parseGtp("D4", size));   // +1 Black's, -1 White's (as KataGo reports it)
 * }</pre>
 *
 * @since 0.1.0
 */
public final class PointValues {
  private final BoardSize size;
  private final double[] values;
  private final double pass;

  private PointValues(BoardSize size, double[] values, double pass) {
    this.size = size;
    this.values = values;
    this.pass = pass;
  }

  /**
   * Reads KataGo's array for a board: one value a point, or one more for the pass.
   *
   * @param size the board the query gave
   * @param values the array
   * @return the values
   * @throws IllegalArgumentException if the array has neither length
   */
  static PointValues of(BoardSize size, double[] values) {
    int n = size.width() * size.height();
    if (values.length != n && values.length != n + 1) {
      throw new IllegalArgumentException(values.length + " values for " + size + ": " + n + " or " + (n + 1)
          + " expected");
    }
    return new PointValues(size, Arrays.copyOf(values, n), values.length > n ? values[n] : Double.NaN);
  }

  /**
   * Returns the value at a point.
   *
   * @param point a point of the board
   * @return the value
   * @throws IllegalArgumentException if the point is off the board
   */
  public double at(Point point) {
    if (!size.contains(Objects.requireNonNull(point, "point"))) {
      throw new IllegalArgumentException(point + " is off the " + size + " board");
    }
    return values[point.y() * size.width() + point.x()];
  }

  /**
   * Returns the pass's value, which a policy has: its prior for passing.
   *
   * @return the value, or {@link Double#NaN} for ownership
   */
  public double pass() {
    return pass;
  }

  /**
   * Returns the board.
   *
   * @return the size
   */
  public BoardSize size() {
    return size;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof PointValues p && size.equals(p.size) && Arrays.equals(values, p.values)
        && Double.compare(pass, p.pass) == 0;
  }

  @Override
  public int hashCode() {
    return 31 * size.hashCode() + Arrays.hashCode(values);
  }

  /** Returns for example {@code PointValues[7x7, 49 values]}. */
  @Override
  public String toString() {
    return "PointValues[" + size + ", " + values.length + " values" + (Double.isNaN(pass) ? "" : " and the pass") + "]";
  }
}
