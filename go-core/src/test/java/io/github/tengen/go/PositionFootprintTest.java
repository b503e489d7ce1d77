package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.testing.RandomGames;
import java.lang.ref.Reference;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A kept position costs one object of the size its board needs: a position holds the stones of boards up to 19x19
 * in its own fields, 4, 6 or 12 words of them, so a move allocates one object of 80 bytes on 9x9, 96 on 13x13 and
 * 144 on 19x19 (with compressed references, as every heap below 32 GB has), and nothing else per position under
 * simple ko. Measured as the heap kept after a full collection by every position of random games, not by a timed
 * assertion.
 */
class PositionFootprintTest {
  private static final int GAMES = 120;
  private static final int MOVES = 250;

  @ParameterizedTest(name = "{0}x{0}: at most {1} bytes")
  @CsvSource({"19, 150", "13, 100", "9, 85"})
  void aKeptPositionTakesTheBytesOfItsBoardSize(int side, int most) {
    // simple ko without the no-result rule keeps no history: what is measured is the position alone
    RuleSet simpleKo = RuleSet.JAPANESE.withNoResultOnRepetition(false);
    Position[] kept = new Position[GAMES * (MOVES + 1)];
    int n = 0;
    // one game first, so that what lives on afterwards (the size's tables, the thread's engine) is not counted
    RandomGames.play(Position.empty(BoardSize.square(side), simpleKo), -1, MOVES, 0.0);
    long before = HeapUse.usedAfterCollection();
    for (int g = 0; g < GAMES; g++) {
      List<Position> line = RandomGames.play(Position.empty(BoardSize.square(side), simpleKo), g, MOVES, 0.0);
      for (Position p : line) {
        kept[n++] = p;
      }
    }
    long after = HeapUse.usedAfterCollection();
    Reference.reachabilityFence(kept); // else compiled code may let the collector take the positions first
    double each = (after - before) / (double) n;
    System.out.printf("%dx%d positions kept, simple ko: %.1f bytes each (%d positions)%n", side, side, each, n);
    assertTrue(n > GAMES * MOVES / 4, "the games were played: " + n + " positions");
    assertTrue(each <= most, each + " bytes a position");
  }
}
