package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;

/** The board as {@code showboard} draws it: GTP coordinates around it, the last move and the prisoners beside. */
final class Diagram {
  private Diagram() {}

  static String of(Position p) {
    BoardSize size = p.size();
    int w = size.width();
    int h = size.height();
    Point last = p.lastMove().filter(m -> m instanceof Move.Play).map(m -> ((Move.Play) m).point()).orElse(null);
    Point ko = p.koPoint().orElse(null);
    StringBuilder letters = new StringBuilder("   ");
    for (int x = 0; x < w; x++) {
      letters.append(' ').append(Point.of(x, 0).toGtp(size).charAt(0));
    }
    StringBuilder sb = new StringBuilder(letters).append('\n');
    for (int y = 0; y < h; y++) {
      String row = Integer.toString(h - y);
      sb.append(row.length() == 1 ? "  " : " ").append(row);
      for (int x = 0; x < w; x++) {
        Point pt = Point.of(x, y);
        char c = p.stoneAt(pt).map(col -> col == Color.BLACK ? 'X' : 'O').orElse(pt.equals(ko) ? 'k' : '.');
        sb.append(pt.equals(last) ? '(' : (x > 0 && Point.of(x - 1, y).equals(last) ? ')' : ' ')).append(c);
      }
      sb.append(Point.of(w - 1, y).equals(last) ? ')' : ' ').append(row.length() == 1 ? " " : "").append(row);
      if (y == 0) {
        sb.append("     White (O) has captured ").append(p.captures(Color.WHITE)).append(" stones");
      } else if (y == 1) {
        sb.append("     Black (X) has captured ").append(p.captures(Color.BLACK)).append(" stones");
      } else if (y == 2) {
        sb.append("     ").append(p.toMove() == Color.BLACK ? "Black" : "White").append(" to move");
      }
      sb.append('\n');
    }
    return sb.append(letters).append('\n').toString();
  }
}
