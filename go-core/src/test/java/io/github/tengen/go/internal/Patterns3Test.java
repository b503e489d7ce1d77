package io.github.tengen.go.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import org.junit.jupiter.api.Test;

/** The MoGo shapes the careful playouts answer: each in every orientation and colour, and what is not one. */
class Patterns3Test {
  /** The code of a 3x3 square written as three rows: X black, O white, . empty, # off the board; the centre skipped. */
  private static int code(String top, String middle, String bottom) {
    String cells = "" + top.charAt(0) + top.charAt(1) + top.charAt(2) + middle.charAt(0) + middle.charAt(2)
        + bottom.charAt(0) + bottom.charAt(1) + bottom.charAt(2);
    int code = 0;
    for (int k = 0; k < 8; k++) {
      char c = cells.charAt(k);
      int v = c == 'X' ? 1 : c == 'O' ? 2 : c == '#' ? 3 : 0;
      code |= v << (2 * k);
    }
    return code;
  }

  @Test
  void theEnclosingHaneMatchesInEveryOrientationAndColour() {
    assertTrue(Patterns3.matches(code("XOX", "...", "...")));
    assertTrue(Patterns3.matches(code("OXO", "...", "...")), "colours swapped");
    assertTrue(Patterns3.matches(code("...", "...", "XOX")), "upside down");
    assertTrue(Patterns3.matches(code("X..", "O..", "X..")), "turned");
    assertTrue(Patterns3.matches(code("..O", "..X", "..O")), "turned, colours swapped");
  }

  @Test
  void cutsAndEdgeShapesMatchAndOrdinaryPointsDoNot() {
    assertTrue(Patterns3.matches(code("XO.", "O..", "...")), "the unprotected cut");
    assertTrue(Patterns3.matches(code(".X.", "O.O", "...")), "the cut between two");
    assertTrue(Patterns3.matches(code("X..", "O..", "###")), "chasing along the edge");
    assertFalse(Patterns3.matches(code("X..", "...", "O..")), "two stones on the diagonals");
    assertFalse(Patterns3.matches(code("...", "...", "###")), "an empty edge");
    assertFalse(Patterns3.matches(code("...", "...", "...")), "an empty square");
    assertFalse(Patterns3.matches(code("###", "#..", "#..")), "an empty corner");
    assertFalse(Patterns3.matches(code("XX.", "...", "...")), "two stones of one colour");
  }

  @Test
  void theEngineReadsTheNeighbourhoodOfAPointAsTheTableExpects() {
    Position p = Position.parse("""
        X O X .
        . . . .
        . . . .
        """, RuleSet.CHINESE);
    Geometry g = Geometry.of(4, 3);
    Engine e = Engine.forThread(g);
    long[] s = new long[2 * g.words];
    for (int y = 0; y < 3; y++) {
      for (int x = 0; x < 4; x++) {
        int c = p.stoneAt(io.github.tengen.go.Point.of(x, y)).map(k -> k.ordinal()).orElse(-1);
        if (c >= 0) {
          int i = g.index(x, y);
          s[c * g.words + (i >>> 6)] |= 1L << i;
        }
      }
    }
    e.sync(s);
    int below = g.index(1, 1);
    assertEquals(code("XOX", "...", "..."), e.neighbourhood(s, below));
    assertTrue(Patterns3.matches(e.neighbourhood(s, below)));
    assertEquals(code("###", "X.X", "..."), e.neighbourhood(s, g.index(1, 0)));
  }
}
