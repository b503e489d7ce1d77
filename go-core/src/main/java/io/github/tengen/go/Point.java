package io.github.tengen.go;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * An intersection, with 0-based coordinates and the origin at the top left, as in SGF.
 *
 * <p>Points are cached values for {@code 0 <= x, y < 52}. A point does not know the board it is on:
 * {@link BoardSize#contains(Point)} tells whether it fits.
 *
 * <pre>{@code
 * Point p = Point.of(3, 3);          // "dd" in SGF, D16 in GTP on 19x19
 * Point q = Point.parseSgf("pd");
 * Point r = Point.parseGtp("Q16", BoardSize.square(19));
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Point implements Comparable<Point> {
  private static final int MAX = BoardSize.MAX;
  private static final Point[] CACHE = new Point[MAX * MAX];
  private static final String GTP_LETTERS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

  static {
    for (int y = 0; y < MAX; y++) {
      for (int x = 0; x < MAX; x++) {
        CACHE[y * MAX + x] = new Point(x, y);
      }
    }
  }

  private final int x;
  private final int y;

  private Point(int x, int y) {
    this.x = x;
    this.y = y;
  }

  /**
   * Returns the point at column {@code x} and row {@code y}, both from 0 at the top left.
   *
   * @param x the column, 0 to 51
   * @param y the row, 0 to 51
   * @return the point
   * @throws IllegalArgumentException if a coordinate is outside 0..51
   */
  public static Point of(int x, int y) {
    if (x < 0 || x >= MAX || y < 0 || y >= MAX) {
      throw new IllegalArgumentException("point coordinates must be 0.." + (MAX - 1) + ", got (" + x + ", " + y + ")");
    }
    return CACHE[y * MAX + x];
  }

  /**
   * Parses the two-letter SGF form: {@code a}-{@code z} for 0-25, {@code A}-{@code Z} for 26-51, column first.
   *
   * @param text two letters, such as {@code "dd"}
   * @return the point
   * @throws IllegalArgumentException if the text is not two SGF coordinate letters
   */
  public static Point parseSgf(String text) {
    Objects.requireNonNull(text, "text");
    if (text.length() != 2) {
      throw new IllegalArgumentException("an SGF point is two letters, got " + quote(text));
    }
    int x = sgfCoordinate(text.charAt(0));
    int y = sgfCoordinate(text.charAt(1));
    if (x < 0 || y < 0) {
      throw new IllegalArgumentException("not an SGF point: " + quote(text));
    }
    return CACHE[y * MAX + x];
  }

  private static int sgfCoordinate(char c) {
    if (c >= 'a' && c <= 'z') {
      return c - 'a';
    }
    if (c >= 'A' && c <= 'Z') {
      return c - 'A' + 26;
    }
    return -1;
  }

  /**
   * Returns the two-letter SGF form of this point.
   *
   * @return for example {@code "dd"} for (3, 3)
   */
  public String toSgf() {
    return new String(new char[] {sgfLetter(x), sgfLetter(y)});
  }

  private static char sgfLetter(int v) {
    return v < 26 ? (char) ('a' + v) : (char) ('A' + v - 26);
  }

  /**
   * Parses the GTP vertex form: a column letter ({@code A}-{@code Z} without {@code I}, case-insensitive) and a
   * row number counted from 1 at the bottom, without a leading zero ({@code A01} is refused, not read as {@code A1}).
   *
   * @param text such as {@code "D16"}
   * @param size the board, which fixes where row 1 is; GTP is defined up to 25x25
   * @return the point
   * @throws IllegalArgumentException if the text is malformed or the vertex is off the board
   */
  public static Point parseGtp(String text, BoardSize size) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(size, "size");
    if (text.length() < 2 || text.length() > 3) {
      throw new IllegalArgumentException("not a GTP vertex: " + quote(text));
    }
    checkGtpSize(size);
    int col = GTP_LETTERS.indexOf(Character.toUpperCase(text.charAt(0)));
    int row = 0;
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9' || (i == 1 && c == '0')) { // no leading zero: A01 is no vertex, not A1
        throw new IllegalArgumentException("not a GTP vertex: " + quote(text));
      }
      row = row * 10 + (c - '0');
    }
    if (col < 0 || col >= size.width() || row < 1 || row > size.height()) {
      throw new IllegalArgumentException("GTP vertex " + quote(text) + " is not on a " + size + " board");
    }
    return of(col, size.height() - row);
  }

  /**
   * Returns the GTP vertex form of this point on a board of the given size.
   *
   * @param size the board; GTP is defined up to 25x25
   * @return for example {@code "D16"} for (3, 3) on 19x19
   * @throws IllegalArgumentException if the point is not on the board or the board is larger than 25
   */
  public String toGtp(BoardSize size) {
    checkGtpSize(size);
    if (!size.contains(this)) {
      throw new IllegalArgumentException(this + " is not on a " + size + " board");
    }
    return GTP_LETTERS.charAt(x) + Integer.toString(size.height() - y);
  }

  /**
   * Writes this point as the library's messages do: the GTP vertex on boards up to 25x25, the SGF letters on
   * larger ones (GTP has no letters beyond Z), with {@code (off the board)} added for a point outside it.
   *
   * @param size the board
   * @return for example {@code "D16"} on 19x19, {@code "dd"} on 30x30
   */
  public String toText(BoardSize size) {
    Objects.requireNonNull(size, "size");
    if (!size.contains(this)) {
      return toSgf() + " (off the " + size + " board)";
    }
    return size.width() <= 25 && size.height() <= 25 ? toGtp(size) : toSgf();
  }

  /**
   * Reads a GTP vertex list: vertices separated by white space, as {@code list_stones}, {@code fixed_handicap} and
   * {@code set_free_handicap} write them. An empty or blank text is the empty list.
   *
   * @param text the vertices, such as {@code "D4 Q16"}
   * @param size the board
   * @return the points in the order written (a vertex written twice appears twice)
   * @throws IllegalArgumentException if a vertex is malformed or off the board
   */
  public static List<Point> parseGtpList(String text, BoardSize size) {
    Objects.requireNonNull(text, "text");
    Objects.requireNonNull(size, "size");
    List<Point> out = new ArrayList<>();
    for (String v : text.trim().split("\\s+")) {
      if (!v.isEmpty()) {
        out.add(parseGtp(v, size));
      }
    }
    return List.copyOf(out);
  }

  /**
   * Writes points as a GTP vertex list: the vertices in iteration order, separated by one space.
   *
   * @param points the points
   * @param size the board; GTP is defined up to 25x25
   * @return for example {@code "D4 Q16"}, or the empty string
   * @throws IllegalArgumentException if a point is not on the board or the board is larger than 25x25
   */
  public static String toGtpList(Iterable<Point> points, BoardSize size) {
    Objects.requireNonNull(points, "points");
    checkGtpSize(size);
    StringBuilder sb = new StringBuilder();
    for (Point p : points) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(p.toGtp(size));
    }
    return sb.toString();
  }

  private static void checkGtpSize(BoardSize size) {
    if (size.width() > 25 || size.height() > 25) {
      throw new IllegalArgumentException("GTP vertices are defined up to 25x25, not " + size);
    }
  }

  /**
   * Returns the column, from 0 at the left.
   *
   * @return x
   */
  public int x() {
    return x;
  }

  /**
   * Returns the row, from 0 at the top.
   *
   * @return y
   */
  public int y() {
    return y;
  }

  /** Orders points row by row from the top left, as a board is read. */
  @Override
  public int compareTo(Point o) {
    return y != o.y ? Integer.compare(y, o.y) : Integer.compare(x, o.x);
  }

  /**
   * Returns the SGF letters, such as {@code dd} for (3, 3): a point does not know its board, and the GTP vertex
   * depends on the board's height; {@link #toText(BoardSize)} writes what messages show.
   */
  @Override
  public String toString() {
    return toSgf();
  }

  private static String quote(String s) {
    return Quoted.of(s);
  }
}
