package io.github.tengen.go;

import java.math.BigDecimal;

/**
 * A number of points as Go counts them, in half points: komi, a margin, a total. Reads and writes the text SGF and GTP
 * use ({@code 7}, {@code 6.5}, {@code -0.5}: no trailing {@code .0}), and {@link #format(double)} writes any number
 * that way, for values that need not be half points (an SGF {@code KM} of {@code 6.25}).
 *
 * <pre>{@code
 * HalfPoints.parse("6.5").halves();   // 13
 * HalfPoints.of(7.0).toString();      // "7"
 * HalfPoints.format(0.25);            // "0.25"
 * }</pre>
 *
 * @param halves the number of half points
 * @since 0.1.0
 */
public record HalfPoints(long halves) {
  /** The largest magnitude in points: beyond it a double no longer holds every half point. */
  private static final double MAX_POINTS = 1e15;

  /**
   * The half points of a number of points.
   *
   * @param points a finite multiple of 0.5, at most 10^15 in magnitude
   * @return the value
   * @throws IllegalArgumentException for any other number
   */
  public static HalfPoints of(double points) {
    if (!holds(points)) {
      throw new IllegalArgumentException("not a multiple of 0.5 (up to 1e15): " + points);
    }
    return new HalfPoints((long) (points * 2));
  }

  /**
   * Tells whether a number is a number of half points this type holds.
   *
   * @param points a number
   * @return whether it is a finite multiple of 0.5, at most 10^15 in magnitude
   */
  public static boolean holds(double points) {
    return Double.isFinite(points) && points * 2 == Math.rint(points * 2) && Math.abs(points) <= MAX_POINTS;
  }

  /**
   * Reads a decimal number of points: an optional sign, digits, and an optional fraction ({@code 7}, {@code +6.5},
   * {@code -0.50}), no exponent.
   *
   * @param text the text
   * @return the value
   * @throws IllegalArgumentException if the text is not such a number, or not a multiple of 0.5
   */
  public static HalfPoints parse(String text) {
    if (!text.matches("[+-]?[0-9]{1,16}(\\.[0-9]{0,20})?")) {
      throw new IllegalArgumentException("not a number of points: " + Quoted.of(text));
    }
    BigDecimal halves = new BigDecimal(text).multiply(BigDecimal.valueOf(2));
    if (halves.stripTrailingZeros().scale() > 0) {
      throw new IllegalArgumentException("not a multiple of 0.5: " + Quoted.of(text));
    }
    return of(halves.doubleValue() / 2);
  }

  /**
   * Returns the number of points.
   *
   * @return the points, a multiple of 0.5
   */
  public double points() {
    return halves / 2.0;
  }

  /**
   * Writes the points as SGF and GTP do.
   *
   * @return {@code 7}, {@code 6.5}, {@code -0.5}, {@code 0}
   */
  @Override
  public String toString() {
    return format(points());
  }

  /**
   * Writes any number as SGF and GTP write points: a whole number without a fraction ({@code 7}, not {@code 7.0}),
   * any other as the shortest decimal that reads back to it, without an exponent ({@code 6.5}, {@code 0.25},
   * {@code 10000006.5}).
   *
   * @param points a number
   * @return the text
   */
  public static String format(double points) {
    if (points == Math.rint(points) && Math.abs(points) < MAX_POINTS) {
      return Long.toString((long) points);
    }
    return Double.isFinite(points) ? BigDecimal.valueOf(points).stripTrailingZeros().toPlainString()
        : Double.toString(points);
  }
}
