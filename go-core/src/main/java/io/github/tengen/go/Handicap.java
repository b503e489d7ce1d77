package io.github.tengen.go;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Where handicap stones go: the fixed placement on the star points that GTP's {@code fixed_handicap} and
 * {@link Position#withHandicap(BoardSize, RuleSet, int)} use.
 *
 * <pre>{@code
 * List<Point> four = Handicap.fixedPoints(BoardSize.square(19), 4);   // D4, Q16, D16, Q4
 * Handicap.maxFixed(BoardSize.square(13));                            // 9
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Handicap {
  private Handicap() {}

  /**
   * Returns the largest number of fixed handicap stones on a board: 9 on odd square boards from 9x9, 4 on other
   * square boards from 7x7, 0 on smaller or rectangular boards.
   *
   * @param size the board
   * @return 0, 4 or 9
   */
  public static int maxFixed(BoardSize size) {
    int n = size.width();
    if (!size.isSquare() || n < 7) {
      return 0;
    }
    return (n % 2 == 1 && n >= 9) ? 9 : 4;
  }

  /**
   * Returns the fixed handicap points in placement order: 2 stones on the lower left and upper right star points,
   * then upper left, lower right, centre (5, 7, 9), the left and right sides (6 to 9), the top and bottom sides (8,
   * 9). The corner points are on the third line up to 12x12 and on the fourth from 13x13, as the GTP
   * specification's table is read by GoGui, KataGo, gomill and the specification author's own example engine.
   * GNU Go 3.8 alone puts 12x12 on the fourth line (D4, J9); that difference is tested. Boards from 7x7 allow up
   * to 4 stones, odd sizes from 9x9 up to 9. Rectangular boards have no fixed placement.
   *
   * @param size a square board of at least 7x7
   * @param stones 2 to 9
   * @return the points
   * @throws IllegalArgumentException if the placement is not defined for that size and number
   */
  public static List<Point> fixedPoints(BoardSize size, int stones) {
    Objects.requireNonNull(size, "size");
    int n = size.width();
    if (!size.isSquare() || n < 7) {
      throw new IllegalArgumentException("fixed handicap is defined on square boards from 7x7, not " + size);
    }
    int max = maxFixed(size);
    if (stones < 2 || stones > max) {
      throw new IllegalArgumentException("fixed handicap on " + size + " is 2 to " + max + " stones, not " + stones);
    }
    int e = n >= 13 ? 3 : 2;
    int lo = e;
    int hi = n - 1 - e;
    int mid = n / 2;
    List<Point> out = new ArrayList<>(stones);
    out.add(Point.of(lo, hi)); // lower left
    out.add(Point.of(hi, lo)); // upper right
    if (stones >= 3) {
      out.add(Point.of(lo, lo)); // upper left
    }
    if (stones >= 4) {
      out.add(Point.of(hi, hi)); // lower right
    }
    if (stones >= 6) {
      out.add(Point.of(lo, mid));
      out.add(Point.of(hi, mid));
    }
    if (stones >= 8) {
      out.add(Point.of(mid, lo));
      out.add(Point.of(mid, hi));
    }
    if (stones % 2 == 1 && stones >= 5) {
      out.add(Point.of(mid, mid));
    }
    return List.copyOf(out);
  }
}
