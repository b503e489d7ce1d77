package io.github.tengen.go.internal;

/**
 * The 3x3 shapes that careful playouts answer next to the opponent's last move: the hand-made patterns of the MoGo
 * program (S. Gelly, Y. Wang, R. Munos, O. Teytaud, "Modification of UCT with Patterns in Monte-Carlo Go", INRIA
 * report 6062, 2006) with the edge patterns as the michi program writes them: hane, cuts, and moves on the edge. A
 * table of the 65,536 neighbourhoods {@link Engine#neighbourhood} can return, each rotation, reflection and
 * colour swap of a pattern included.
 *
 * <p>In a pattern, {@code X} and {@code O} are stones of either colour (opposite ones), {@code .} empty, {@code x}
 * anything but an {@code O} stone (the edge included), {@code o} anything but an {@code X} stone, {@code ?}
 * anything, a space off the board; the centre is the empty point to play.
 */
public final class Patterns3 {
  private static final String[][] PATTERNS = {
      {"XOX", "...", "???"}, // hane that encloses
      {"XO.", "...", "?.?"}, // hane that does not cut
      {"XO?", "X..", "o.?"}, // magari
      {".O.", "X..", "..."}, // attachment next to a diagonal
      {"XO?", "O.x", "?x?"}, // cut, unprotected
      {"XO?", "O.X", "???"}, // cut, peeped
      {"?X?", "O.O", "xxx"}, // cut between two
      {"OX?", "x.O", "???"}, // cut of a knight's move
      {"X.?", "O.?", "   "}, // edge: chase
      {"OX?", "X.O", "   "}, // edge: block the cut
      {"?X?", "o.O", "   "}, // edge: block the connection
      {"?XO", "o.o", "   "}, // edge: descend
      {"?OX", "X.O", "   "}, // edge: cut
  };

  private static final boolean[] TABLE = build();

  private Patterns3() {}

  /**
   * Tells whether a neighbourhood code matches one of the patterns.
   *
   * @param code a code of {@link Engine#neighbourhood}
   * @return true on a match
   */
  public static boolean matches(int code) {
    return TABLE[code];
  }

  private static boolean[] build() {
    boolean[] table = new boolean[1 << 16];
    // the cells of a code in order, as (column, row) of the 3x3 grid
    int[][] cells = {{0, 0}, {1, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {1, 2}, {2, 2}};
    for (String[] pattern : PATTERNS) {
      for (int sym = 0; sym < 8; sym++) {
        char[] want = new char[8];
        for (int k = 0; k < 8; k++) {
          int x = cells[k][0] - 1;
          int y = cells[k][1] - 1;
          // the symmetry maps the code's cell to a cell of the pattern
          int px = (sym & 1) != 0 ? -x : x;
          int py = (sym & 2) != 0 ? -y : y;
          if ((sym & 4) != 0) {
            int t = px;
            px = py;
            py = t;
          }
          want[k] = pattern[py + 1].charAt(px + 1);
        }
        for (int swap = 0; swap < 2; swap++) {
          expand(table, want, swap == 1, 0, 0);
        }
      }
    }
    return table;
  }

  /** Marks every code that matches the pattern cells from {@code k} on, given the code of the cells before. */
  private static void expand(boolean[] table, char[] want, boolean swap, int k, int code) {
    if (k == 8) {
      table[code] = true;
      return;
    }
    for (int v = 0; v < 4; v++) {
      if (cellMatches(want[k], v, swap)) {
        expand(table, want, swap, k + 1, code | v << (2 * k));
      }
    }
  }

  /** Whether a cell value (0 empty, 1 black, 2 white, 3 off the board) fits a pattern letter. */
  private static boolean cellMatches(char c, int v, boolean swap) {
    int x = swap ? 2 : 1;
    int o = swap ? 1 : 2;
    return switch (c) {
      case 'X' -> v == x;
      case 'O' -> v == o;
      case '.' -> v == 0;
      case 'x' -> v != o;
      case 'o' -> v != x;
      case ' ' -> v == 3;
      default -> true;
    };
  }
}
