package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.testing.RandomGames;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A kept 19x19 position costs at most 150 bytes of heap: a position holds the stones of boards up to 19x19 in its
 * own fields, so a move allocates one object of 144 bytes (with compressed references, as every heap below 32 GB
 * has), and nothing else per position under simple ko. Measured as the heap kept after a full collection by every
 * position of random games, not by a timed assertion.
 */
class PositionFootprintTest {
  private static final int GAMES = 120;
  private static final int MOVES = 250;

  @Test
  void aKept19x19PositionTakesAtMost150BytesOfHeap() {
    // simple ko without the no-result rule keeps no history: what is measured is the position alone
    RuleSet simpleKo = RuleSet.JAPANESE.withNoResultOnRepetition(false);
    Position[] kept = new Position[GAMES * (MOVES + 1)];
    int n = 0;
    long before = usedAfterCollection();
    for (int g = 0; g < GAMES; g++) {
      List<Position> line = RandomGames.play(Position.empty(BoardSize.square(19), simpleKo), g, MOVES, 0.0);
      for (Position p : line) {
        kept[n++] = p;
      }
    }
    long after = usedAfterCollection();
    double each = (after - before) / (double) n;
    System.out.printf("19x19 positions kept, simple ko: %.1f bytes each (%d positions)%n", each, n);
    assertTrue(n > GAMES * MOVES / 2, "the games were played: " + n + " positions");
    assertTrue(each <= 150, each + " bytes a position");
  }

  private static long usedAfterCollection() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    Runtime r = Runtime.getRuntime();
    return r.totalMemory() - r.freeMemory();
  }
}
