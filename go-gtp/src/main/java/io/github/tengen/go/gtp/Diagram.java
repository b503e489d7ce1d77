package io.github.tengen.go.gtp;

import io.github.tengen.go.Color;
import io.github.tengen.go.Position;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.TextRenderer;

/**
 * The board as {@code showboard} draws it: {@link TextRenderer#ascii()} (GTP coordinates around it, the last move in
 * parentheses, star points, the ko point), with the prisoners and the player to move beside the top rows.
 */
final class Diagram {
  private Diagram() {}

  static String of(Position p) {
    String[] rows = TextRenderer.ascii().render(Picture.of(p)).split("\n");
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < rows.length; i++) {
      sb.append(rows[i]);
      if (i == 1) {
        sb.append("     White (O) has captured ").append(p.captures(Color.WHITE)).append(" stones");
      } else if (i == 2) {
        sb.append("     Black (X) has captured ").append(p.captures(Color.BLACK)).append(" stones");
      } else if (i == 3) {
        sb.append("     ").append(p.toMove() == Color.BLACK ? "Black" : "White").append(" to move");
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
