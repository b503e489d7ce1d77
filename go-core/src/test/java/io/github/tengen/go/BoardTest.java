package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.testing.Diagrams;
import org.junit.jupiter.api.Test;

class BoardTest {

  @Test
  void indicesThatAreNotPointsAreRejectedAndChangeNothing() {
    Board b = Board.empty(BoardSize.square(9));
    int padding = b.index(8, 0) + 1; // the column after the last one
    for (int bad : new int[] {-1, padding, b.indexLimit(), Integer.MAX_VALUE, Integer.MIN_VALUE}) {
      assertThrows(IllegalArgumentException.class, () -> b.play(bad), "play " + bad);
      assertThrows(IllegalArgumentException.class, () -> b.isEye(bad, Color.BLACK), "isEye " + bad);
      assertThrows(IllegalArgumentException.class, () -> b.isLegal(bad), "isLegal " + bad);
      assertThrows(IllegalArgumentException.class, () -> b.colorAt(bad), "colorAt " + bad);
    }
    assertEquals(81, b.emptyCount());
    assertEquals(Color.BLACK, b.toMove());
    assertThrows(IndexOutOfBoundsException.class, () -> b.emptyPoint(81));
    assertThrows(IllegalStateException.class, b::undo);
  }

  @Test
  void illegalMovesReturnTheirReasonAndChangeNothing() {
    Board b = Board.of(Position.parse("""
        . O .
        O . O
        . O .
        """, RuleSet.JAPANESE));
    String before = b.toString();
    assertEquals(Legality.SUICIDE, b.play(b.index(1, 1)));
    assertEquals(Legality.OCCUPIED, b.play(b.index(1, 0)));
    assertEquals(before, b.toString());
    assertEquals(Color.BLACK, b.toMove());
    assertTrue(b.isEye(b.index(1, 1), Color.WHITE));
    assertFalse(b.isEye(b.index(1, 1), Color.BLACK));
    assertFalse(b.isEye(b.index(1, 0), Color.WHITE), "an occupied point is no eye");
  }

  @Test
  void copiesAreIndependent() {
    Board a = Board.empty(BoardSize.square(5));
    a.play(a.index(2, 2));
    Board b = a.copy();
    b.play(b.index(1, 1));
    assertEquals(1, a.stoneCount(Color.BLACK) + a.stoneCount(Color.WHITE));
    assertEquals(2, b.stoneCount(Color.BLACK) + b.stoneCount(Color.WHITE));
    a.copyFrom(b);
    assertEquals(b.toString(), a.toString());
    assertEquals(Legality.LEGAL, a.play(a.index(0, 0)));
    assertEquals(Legality.OCCUPIED, b.play(b.index(1, 1)));
    assertEquals(b.toPosition(RuleSet.JAPANESE).toString(), b.toString());
  }

  @Test
  void playUnlessEyePlaysExactlyWhenThePointIsLegalAndNoOwnEye() {
    java.util.Random rnd = new java.util.Random(7);
    for (int game = 0; game < 200; game++) {
      Board b = Board.empty(BoardSize.square(2 + game % 8));
      for (int move = 0; move < 150; move++) {
        int p = b.emptyCount() == 0 ? -1 : b.emptyPoint(rnd.nextInt(b.emptyCount()));
        if (p < 0) {
          b.pass();
          continue;
        }
        boolean expected = !b.isEye(p, b.toMove()) && b.isLegal(p);
        String before = b.toString();
        Color mover = b.toMove();
        assertEquals(expected, b.playUnlessEye(p));
        if (!expected) {
          assertEquals(before, b.toString());
          assertEquals(mover, b.toMove());
          if (rnd.nextInt(3) == 0) {
            b.pass();
          }
        }
      }
    }
  }


  @Test
  void carefulPlayoutsNeverFillTheSharedLibertiesOfASekiAndLightOnesDo() {
    Position p = Position.parse(Diagrams.FINISHED_9X9, RuleSet.CHINESE); // seed 004: a seki at the top
    Board start = Board.of(p);
    Board work = start.copy();
    int c9 = start.index(2, 0);
    int g9 = start.index(6, 0);
    int carefulKept = 0;
    int lightKept = 0;
    long st = 1;
    for (int k = 0; k < 100; k++) {
      work.copyFrom(start);
      st = work.playout(st, 300, Board.PlayoutPolicy.CAREFUL);
      assertEquals(2, work.consecutivePasses(), "a careful playout ends by two passes");
      assertEquals(null, work.checkConsistency());
      carefulKept += work.colorAt(c9) == Board.BLACK && work.colorAt(g9) == Board.BLACK ? 1 : 0;
      work.copyFrom(start);
      st = work.playout(st, 300, Board.PlayoutPolicy.LIGHT);
      lightKept += work.colorAt(c9) == Board.BLACK && work.colorAt(g9) == Board.BLACK ? 1 : 0;
    }
    assertEquals(100, carefulKept, "Black's seki stones live through every careful playout");
    assertTrue(lightKept < 100, "light playouts break the seki sometimes: " + lightKept);
    assertThrows(NullPointerException.class, () -> work.playout(1, 10, null));
    Board again = start.copy();
    work.copyFrom(start);
    assertEquals(work.playout(42, 300, Board.PlayoutPolicy.CAREFUL), again.playout(42, 300,
        Board.PlayoutPolicy.CAREFUL));
    assertEquals(work.hash(), again.hash(), "the same state, board and policy: the same playout");
  }
}
