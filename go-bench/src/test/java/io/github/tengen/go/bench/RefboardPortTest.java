package io.github.tengen.go.bench;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * The Java transcription of refboard plays refboard's games: W2's stone totals and W1's playouts as ours (its mean
 * lengths are pinned with ours in {@link W1Test}).
 */
class RefboardPortTest {

  @Test
  void everyPlayoutIsAsLongAsOurBoardsOnTheSameRandomStream() {
    RefboardPort port = new RefboardPort(9);
    W1 ours = new W1(9);
    for (int i = 0; i < 2000; i++) {
      assertEquals(ours.playout(null), port.playout(), "playout " + i);
    }
  }

  @Test
  void checkedReplayLeavesTheStoneTotalsOfTheBenchDataReadme() throws Exception {
    for (int size : new int[] {9, 19}) {
      RefboardPort port = new RefboardPort(size);
      long[] totals = new long[2];
      int[][] games = W2Data.load(size);
      for (int[] game : games) {
        port.replay(game);
        totals[0] += port.stones(true);
        totals[1] += port.stones(false);
      }
      assertEquals(W2Data.games(size), games.length);
      assertArrayEquals(W2Data.expectedTotals(size), totals, "size " + size);
    }
  }

  @Test
  void replayStopsOnAnOccupiedPointASuicideAndTheKoPoint() {
    RefboardPort port = new RefboardPort(9);
    assertThrows(IllegalStateException.class, () -> port.replay(new int[] {40, 40}));
    // Black on b1 and a2, White into the corner between them
    assertThrows(IllegalStateException.class, () -> port.replay(new int[] {1, -1, 9, 0}));
    // Black b1 a2 c2 b3 (1, 9, 11, 19), White c1 d2 c3 (2, 12, 20); White b2 (10) takes c2, a ko
    int[] ko = {1, 2, 9, 12, 11, 20, 19, 10};
    assertEquals(9 * 9 - 7, port.replay(ko));
    assertThrows(IllegalStateException.class, () -> port.replay(append(ko, 11)), "the immediate retake");
    assertEquals(9 * 9 - 9, port.replay(append(ko, 40, 41, 11)), "the retake after an exchange elsewhere");
    assertEquals(9 * 9 - 7, port.replay(append(ko, -1, -1, 11)), "a pass clears the ko point, as in W2");
  }

  private static int[] append(int[] moves, int... more) {
    int[] all = java.util.Arrays.copyOf(moves, moves.length + more.length);
    System.arraycopy(more, 0, all, moves.length, more.length);
    return all;
  }
}
