package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Decoding and encoding of SGF FF[4] property values: Text and SimpleText, composed values, points, moves and
 * compressed point lists. Every method takes or returns <em>raw</em> values, as written between {@code [} and
 * {@code ]}.
 *
 * <pre>{@code
 * SgfValues.decodeText("first line\\\nstill first\nsecond");  // "first linestill first\nsecond"
 * SgfValues.parsePointList(List.of("aa:bb"), BoardSize.square(19));  // aa, ba, ab, bb
 * SgfValues.parseMove("tt", BoardSize.square(19));                    // Optional.empty(): a pass
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SgfValues {
  private SgfValues() {}

  /**
   * Decodes a Text value: a backslash escapes the next character; a backslash before a line break removes both
   * (a soft line break); line breaks ({@code \n}, {@code \r}, {@code \r\n} or {@code \n\r}) become {@code \n};
   * other white space becomes a space.
   *
   * @param raw the raw value
   * @return the text
   */
  public static String decodeText(String raw) {
    return decode(raw, false);
  }

  /**
   * Decodes a SimpleText value: as {@link #decodeText(String)}, but line breaks become spaces.
   *
   * @param raw the raw value
   * @return the text
   */
  public static String decodeSimpleText(String raw) {
    return decode(raw, true);
  }

  private static String decode(String raw, boolean simple) {
    Objects.requireNonNull(raw, "raw");
    int n = raw.length();
    int i = 0;
    while (i < n) { // fast path: nothing to change
      char c = raw.charAt(i);
      if (c == '\\' || c == '\n' || c == '\r' || (Character.isWhitespace(c) && c != ' ')) {
        break;
      }
      i++;
    }
    if (i == n) {
      return raw;
    }
    StringBuilder sb = new StringBuilder(n);
    sb.append(raw, 0, i);
    while (i < n) {
      char c = raw.charAt(i);
      if (c == '\\') {
        i++;
        if (i == n) {
          break; // a lone backslash at the end escapes nothing
        }
        char d = raw.charAt(i);
        int lb = lineBreakLength(raw, i);
        if (lb > 0) {
          i += lb; // soft line break
          continue;
        }
        sb.append(Character.isWhitespace(d) ? ' ' : d);
        i++;
      } else {
        int lb = lineBreakLength(raw, i);
        if (lb > 0) {
          sb.append(simple ? ' ' : '\n');
          i += lb;
        } else {
          sb.append(Character.isWhitespace(c) ? ' ' : c);
          i++;
        }
      }
    }
    return sb.toString();
  }

  private static int lineBreakLength(String s, int i) {
    char c = s.charAt(i);
    if (c != '\n' && c != '\r') {
      return 0;
    }
    if (i + 1 < s.length()) {
      char d = s.charAt(i + 1);
      if ((d == '\n' || d == '\r') && d != c) {
        return 2;
      }
    }
    return 1;
  }

  /**
   * Escapes text for a Text or SimpleText value: {@code \} and {@code ]} get a backslash; nothing else changes.
   *
   * @param text the text
   * @return the raw value
   */
  public static String escapeText(String text) {
    return escape(text, false);
  }

  /**
   * Escapes text for one half of a composed value (such as {@code AP[name:version]}): as
   * {@link #escapeText(String)}, and {@code :} gets a backslash too.
   *
   * @param text the text
   * @return the raw half
   */
  public static String escapeComposedPart(String text) {
    return escape(text, true);
  }

  private static String escape(String text, boolean colon) {
    Objects.requireNonNull(text, "text");
    StringBuilder sb = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean esc = c == '\\' || c == ']' || (colon && c == ':');
      if (esc && sb == null) {
        sb = new StringBuilder(text.length() + 8).append(text, 0, i);
      }
      if (sb != null) {
        if (esc) {
          sb.append('\\');
        }
        sb.append(c);
      }
    }
    return sb == null ? text : sb.toString();
  }

  /**
   * Splits a composed value at its first unescaped {@code :}.
   *
   * @param raw the raw value
   * @return the two raw halves, or the whole value alone if it has no unescaped colon
   */
  public static List<String> splitComposed(String raw) {
    Objects.requireNonNull(raw, "raw");
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '\\') {
        i++;
      } else if (c == ':') {
        return List.of(raw.substring(0, i), raw.substring(i + 1));
      }
    }
    return List.of(raw);
  }

  /**
   * Tells whether a string can stand between {@code [} and {@code ]}: every {@code ]} escaped and no lone
   * backslash at the end.
   *
   * @param raw the string
   * @return true if it is a raw value
   */
  public static boolean isRawValue(String raw) {
    for (int i = 0; i < raw.length(); i++) {
      char c = raw.charAt(i);
      if (c == '\\') {
        if (++i == raw.length()) {
          return false;
        }
      } else if (c == ']') {
        return false;
      }
    }
    return true;
  }

  /** An SGF coordinate letter's value: {@code a}-{@code z} 0-25, {@code A}-{@code Z} 26-51, anything else -1. */
  static int coordinate(char c) {
    return c >= 'a' && c <= 'z' ? c - 'a' : c >= 'A' && c <= 'Z' ? c - 'A' + 26 : -1;
  }

  /**
   * Reads a point: two letters {@code a}-{@code z} (0-25) and {@code A}-{@code Z} (26-51), column then row from the
   * top left, on the board.
   *
   * @param raw the raw value
   * @param size the board
   * @return the point
   * @throws IllegalArgumentException if the value is not two coordinate letters or is off the board
   */
  public static Point parsePoint(String raw, BoardSize size) {
    Objects.requireNonNull(raw, "raw");
    Objects.requireNonNull(size, "size");
    Point p = Point.parseSgf(raw);
    if (!size.contains(p)) {
      throw new IllegalArgumentException("point " + raw + " is off the " + size + " board");
    }
    return p;
  }

  /**
   * Reads a move value: a point, or a pass written {@code []} or, on boards up to 19x19, {@code [tt]}.
   *
   * @param raw the raw value
   * @param size the board
   * @return the point, or empty for a pass
   * @throws IllegalArgumentException if the value is neither
   */
  public static Optional<Point> parseMove(String raw, BoardSize size) {
    Objects.requireNonNull(raw, "raw");
    // one reading of SGF move text, go-core's; the colour does not matter here
    return Move.parseSgf(Color.BLACK, raw, size) instanceof Move.Play play ? Optional.of(play.point())
        : Optional.empty();
  }

  /**
   * Reads a list of points, each value a point or a compressed rectangle {@code aa:cc} (upper left : lower right).
   * Points listed twice count once; a single empty value is SGF's empty list ({@code DD[]}, {@code VW[]},
   * {@code TB[]}), no point (an empty value among points is an error, as in sgfmill).
   *
   * @param raws the raw values
   * @param size the board
   * @return the points in the order first listed (rectangles row by row)
   * @throws IllegalArgumentException if a value is not a point or rectangle on the board
   */
  public static Set<Point> parsePointList(Collection<String> raws, BoardSize size) {
    Objects.requireNonNull(size, "size");
    Set<Point> out = new LinkedHashSet<>();
    if (raws.size() == 1 && raws.iterator().next().isBlank()) {
      return out;
    }
    for (String raw : raws) {
      Point[] corners = corners(raw, size);
      Point a = corners[0];
      Point b = corners[1];
      for (int y = a.y(); y <= b.y(); y++) {
        for (int x = a.x(); x <= b.x(); x++) {
          out.add(Point.of(x, y));
        }
      }
    }
    return out;
  }

  /**
   * The corners of one point-list value, upper left and lower right (the same point twice for a single point),
   * checked without listing the points between: validating a 52x52 rectangle costs what a point costs.
   *
   * @throws IllegalArgumentException if it is not a point or rectangle on the board
   */
  static Point[] corners(String raw, BoardSize size) {
    List<String> parts = splitComposed(raw);
    if (parts.size() == 1) {
      Point p = parsePoint(raw, size);
      return new Point[] {p, p};
    }
    Point a = parsePoint(parts.get(0), size);
    Point b = parsePoint(parts.get(1), size);
    if (a.x() > b.x() || a.y() > b.y()) {
      throw new IllegalArgumentException("rectangle " + raw + " does not go from upper left to lower right");
    }
    return new Point[] {a, b};
  }

  /**
   * Writes points as raw values, one a point, or, if {@code compress}, as few rectangles as a greedy cover finds
   * (each rectangle {@code aa:cc}, single points alone).
   *
   * @param points the points
   * @param compress whether to compress into rectangles
   * @return the raw values
   */
  public static List<String> pointList(Collection<Point> points, boolean compress) {
    List<String> out = new ArrayList<>();
    if (!compress) {
      for (Point p : new LinkedHashSet<>(points)) {
        out.add(p.toSgf());
      }
      return out;
    }
    int w = 0;
    int h = 0;
    for (Point p : points) {
      w = Math.max(w, p.x() + 1);
      h = Math.max(h, p.y() + 1);
    }
    boolean[][] left = new boolean[h][w];
    for (Point p : points) {
      left[p.y()][p.x()] = true;
    }
    for (int y = 0; y < h; y++) {
      for (int x = 0; x < w; x++) {
        if (!left[y][x]) {
          continue;
        }
        int x2 = x;
        while (x2 + 1 < w && left[y][x2 + 1]) {
          x2++;
        }
        int y2 = y;
        outer:
        while (y2 + 1 < h) {
          for (int k = x; k <= x2; k++) {
            if (!left[y2 + 1][k]) {
              break outer;
            }
          }
          y2++;
        }
        for (int yy = y; yy <= y2; yy++) {
          for (int k = x; k <= x2; k++) {
            left[yy][k] = false;
          }
        }
        String a = Point.of(x, y).toSgf();
        out.add(x2 == x && y2 == y ? a : a + ":" + Point.of(x2, y2).toSgf());
      }
    }
    return out;
  }
}
