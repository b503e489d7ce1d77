package io.github.tengen.go;

/**
 * The width and height of a board, each from 1 to {@value #MAX}.
 *
 * <p>Instances are cached values: {@code BoardSize.square(19) == BoardSize.square(19)}.
 *
 * <pre>{@code
 * BoardSize size = BoardSize.square(19);
 * BoardSize wide = BoardSize.of(13, 9);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class BoardSize {
  /** The largest width or height: SGF coordinates stop at 52 ({@code a}-{@code z}, {@code A}-{@code Z}). */
  public static final int MAX = 52;

  private static final BoardSize[] CACHE = new BoardSize[MAX * MAX];

  static {
    for (int h = 1; h <= MAX; h++) {
      for (int w = 1; w <= MAX; w++) {
        CACHE[(h - 1) * MAX + (w - 1)] = new BoardSize(w, h);
      }
    }
  }

  private final int width;
  private final int height;

  private BoardSize(int width, int height) {
    this.width = width;
    this.height = height;
  }

  /**
   * Returns the square board of the given side.
   *
   * @param n the number of lines, 1 to 52
   * @return the size
   * @throws IllegalArgumentException if {@code n} is outside 1..52
   */
  public static BoardSize square(int n) {
    return of(n, n);
  }

  /**
   * Returns the board of the given width and height.
   *
   * @param width the number of columns, 1 to 52
   * @param height the number of rows, 1 to 52
   * @return the size
   * @throws IllegalArgumentException if either is outside 1..52
   */
  public static BoardSize of(int width, int height) {
    if (width < 1 || width > MAX || height < 1 || height > MAX) {
      throw new IllegalArgumentException(
          "board size must be 1.." + MAX + " by 1.." + MAX + ", got " + width + "x" + height);
    }
    return CACHE[(height - 1) * MAX + (width - 1)];
  }

  /**
   * Returns the number of columns.
   *
   * @return the width
   */
  public int width() {
    return width;
  }

  /**
   * Returns the number of rows.
   *
   * @return the height
   */
  public int height() {
    return height;
  }

  /**
   * Returns whether width and height are equal.
   *
   * @return true for a square board
   */
  public boolean isSquare() {
    return width == height;
  }

  /**
   * Returns the number of intersections.
   *
   * @return width times height
   */
  public int area() {
    return width * height;
  }

  /**
   * Returns whether the point lies on this board.
   *
   * @param point the point
   * @return true if its coordinates are within the width and height
   */
  public boolean contains(Point point) {
    return point.x() < width && point.y() < height;
  }

  /** Returns {@code 19x19} style text. */
  /**
   * Returns the orthogonal neighbours of a point on this board: left, right, up, down, those on the board.
   *
   * @param point a point on the board
   * @return two to four points
   * @throws IllegalArgumentException if the point is not on the board
   */
  public java.util.List<Point> neighbours(Point point) {
    if (!contains(point)) {
      throw new IllegalArgumentException(point + " is not on a " + this + " board");
    }
    java.util.List<Point> out = new java.util.ArrayList<>(4);
    int x = point.x();
    int y = point.y();
    if (x > 0) {
      out.add(Point.of(x - 1, y));
    }
    if (x + 1 < width()) {
      out.add(Point.of(x + 1, y));
    }
    if (y > 0) {
      out.add(Point.of(x, y - 1));
    }
    if (y + 1 < height()) {
      out.add(Point.of(x, y + 1));
    }
    return java.util.List.copyOf(out);
  }

  @Override
  public String toString() {
    return width + "x" + height;
  }
}
