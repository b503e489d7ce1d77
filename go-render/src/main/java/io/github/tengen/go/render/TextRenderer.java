package io.github.tengen.go.render;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.render.internal.Painter;
import java.util.Objects;
import java.util.Optional;

/**
 * Draws a {@link Picture} as text, with coordinates, in ASCII or in Unicode box characters.
 *
 * <p>ASCII follows the Go diagram convention of Sensei's Library: {@code X} and {@code O} stones, {@code .} empty
 * points and {@code +} star points; the last move between parentheses; {@code k} the ko point; dead stones in lower
 * case ({@code x}, {@code o}); marks on empty points {@code C} (circle), {@code S} (square), {@code T} (triangle),
 * {@code M} (cross), and on stones {@code B}/{@code W} (circle), {@code #}/{@code @} (square), {@code Y}/{@code Q}
 * (triangle), {@code Z}/{@code P} (cross); a label shows its first character. Unicode draws the grid with box
 * characters, the stones as {@code ●} and {@code ○}, the last move as {@code ◆} or {@code ◇}, and marks as
 * {@code ◉ ◎ ■ □ ▲ △ ✕} on stones and {@code ◯ ▫ ▵ ×} on empty points. Shading is not drawn in text.
 *
 * <pre>{@code
 * System.out.println(TextRenderer.ascii().render(Picture.of(position)));
 * //    A B C D E F G H J
 * //  9 . . . . . . . . . 9
 * //  ...
 * }</pre>
 *
 * @since 0.1.0
 */
public final class TextRenderer {
  /** The coordinates written around the board. */
  public enum Coordinates {
    /** GTP: column letters without I, row numbers from the bottom (boards up to 25 wide; SGF beyond). */
    GTP,
    /** SGF: letters for the columns and for the rows from the top. */
    SGF,
    /** None. */
    NONE
  }

  private final boolean unicode;
  private final Coordinates coordinates;

  private TextRenderer(boolean unicode, Coordinates coordinates) {
    this.unicode = unicode;
    this.coordinates = coordinates;
  }

  /**
   * The ASCII renderer with GTP coordinates.
   *
   * @return the renderer
   */
  public static TextRenderer ascii() {
    return new TextRenderer(false, Coordinates.GTP);
  }

  /**
   * The Unicode renderer with GTP coordinates.
   *
   * @return the renderer
   */
  public static TextRenderer unicode() {
    return new TextRenderer(true, Coordinates.GTP);
  }

  /**
   * Returns this renderer with other coordinates.
   *
   * @param coordinates the coordinates
   * @return the renderer
   */
  public TextRenderer withCoordinates(Coordinates coordinates) {
    return new TextRenderer(unicode, Objects.requireNonNull(coordinates, "coordinates"));
  }

  /**
   * Draws a picture.
   *
   * @param picture the picture
   * @return the text, one line a row, each line ending with a newline
   */
  public String render(Picture picture) {
    BoardSize size = picture.size();
    int w = size.width();
    int h = size.height();
    Coordinates coords = coordinates == Coordinates.GTP && (w > 25 || h > 25) ? Coordinates.SGF : coordinates;
    int rowWidth = coords == Coordinates.NONE ? 0 : coords == Coordinates.GTP ? Integer.toString(h).length() : 1;
    StringBuilder sb = new StringBuilder();
    String letters = coords == Coordinates.NONE ? null : columnLetters(size, coords, rowWidth);
    if (letters != null) {
      sb.append(letters).append('\n');
    }
    Point last = picture.lastMove().orElse(null);
    for (int y = 0; y < h; y++) {
      String row = coords == Coordinates.GTP ? Integer.toString(h - y)
          : coords == Coordinates.SGF ? String.valueOf(Point.of(0, y).toSgf().charAt(1)) : "";
      if (coords != Coordinates.NONE) {
        sb.append(" ".repeat(rowWidth - row.length() + 1)).append(row);
      }
      for (int x = 0; x < w; x++) {
        Point p = Point.of(x, y);
        char sep;
        if (unicode) {
          sep = x == 0 ? ' ' : '─';
        } else {
          sep = p.equals(last) ? '(' : x > 0 && Point.of(x - 1, y).equals(last) ? ')' : ' ';
        }
        sb.append(sep).append(cell(picture, p));
      }
      if (!unicode && Point.of(w - 1, y).equals(last)) {
        sb.append(')');
      } else {
        sb.append(' ');
      }
      if (coords != Coordinates.NONE) {
        sb.append(row);
      }
      sb.append('\n');
    }
    if (letters != null) {
      sb.append(letters).append('\n');
    }
    return sb.toString();
  }

  private static String columnLetters(BoardSize size, Coordinates coords, int rowWidth) {
    StringBuilder sb = new StringBuilder(" ".repeat(rowWidth + 1));
    for (int x = 0; x < size.width(); x++) {
      char c = coords == Coordinates.GTP ? Point.of(x, 0).toGtp(size).charAt(0) : Point.of(x, 0).toSgf().charAt(0);
      sb.append(' ').append(c);
    }
    return sb.toString();
  }

  private char cell(Picture pic, Point p) {
    Optional<Color> stone = pic.position().stoneAt(p);
    Optional<String> label = pic.label(p);
    if (label.isPresent() && !label.get().isEmpty()) {
      return label.get().charAt(0);
    }
    Optional<Picture.Mark> mark = pic.mark(p);
    boolean last = pic.lastMove().filter(p::equals).isPresent();
    if (stone.isPresent()) {
      boolean black = stone.get() == Color.BLACK;
      if (pic.isDead(p)) {
        return black ? 'x' : 'o';
      }
      if (mark.isPresent()) {
        return markOnStone(mark.get(), black);
      }
      if (unicode) {
        return last ? (black ? '◆' : '◇') : (black ? '●' : '○');
      }
      return black ? 'X' : 'O';
    }
    if (mark.isPresent()) {
      return markOnEmpty(mark.get());
    }
    if (pic.koPoint().filter(p::equals).isPresent()) {
      return 'k';
    }
    return unicode ? grid(pic.size(), p) : Painter.isStarPoint(pic.size(), p) ? '+' : '.';
  }

  private char markOnStone(Picture.Mark m, boolean black) {
    if (unicode) {
      return switch (m) {
        case CIRCLE -> black ? '◉' : '◎';
        case SQUARE -> black ? '■' : '□';
        case TRIANGLE -> black ? '▲' : '△';
        default -> '✕';
      };
    }
    return switch (m) {
      case CIRCLE -> black ? 'B' : 'W';
      case SQUARE -> black ? '#' : '@';
      case TRIANGLE -> black ? 'Y' : 'Q';
      default -> black ? 'Z' : 'P';
    };
  }

  private char markOnEmpty(Picture.Mark m) {
    if (unicode) {
      return switch (m) {
        case CIRCLE -> '◯';
        case SQUARE -> '▫';
        case TRIANGLE -> '▵';
        default -> '×';
      };
    }
    return switch (m) {
      case CIRCLE -> 'C';
      case SQUARE -> 'S';
      case TRIANGLE -> 'T';
      default -> 'M';
    };
  }

  private static char grid(BoardSize size, Point p) {
    boolean top = p.y() == 0;
    boolean bottom = p.y() == size.height() - 1;
    boolean left = p.x() == 0;
    boolean right = p.x() == size.width() - 1;
    if (top) {
      return left ? '┌' : right ? '┐' : '┬';
    }
    if (bottom) {
      return left ? '└' : right ? '┘' : '┴';
    }
    if (left) {
      return '├';
    }
    if (right) {
      return '┤';
    }
    return Painter.isStarPoint(size, p) ? '╋' : '┼';
  }
}
