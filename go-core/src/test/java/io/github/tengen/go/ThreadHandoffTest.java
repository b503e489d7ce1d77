package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.testing.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A game whose moves are played on different threads (a server's pool) keeps little more memory than on one thread,
 * measured on the heap after a full collection: a move on the thread that does not own the line's superko history
 * leaves its entry to be recorded by the owner when it plays on, instead of each thread copying the history at each
 * move.
 */
class ThreadHandoffTest {
  private static final int GAMES = 60;

  /** The moves of random 19x19 games under Chinese rules (positional superko, so every position has a history). */
  private static List<List<Move>> games() {
    List<List<Move>> out = new ArrayList<>();
    for (int i = 0; i < GAMES; i++) {
      List<Position> line = RandomGames.play(Position.empty(BoardSize.square(19), RuleSet.CHINESE), i, 250, 0.0);
      List<Move> moves = new ArrayList<>();
      for (Position p : line.subList(1, line.size())) {
        moves.add(p.lastMove().orElseThrow());
      }
      out.add(moves);
    }
    return out;
  }

  /** Replays every game, each move on the next of {@code threads} single threads in turn; keeps every position. */
  private static List<Position> replay(List<List<Move>> games, int threads) throws Exception {
    List<ExecutorService> pool = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      pool.add(Executors.newSingleThreadExecutor());
    }
    try {
      List<Position> kept = new ArrayList<>();
      int turn = 0;
      for (List<Move> g : games) {
        Position p = Position.empty(BoardSize.square(19), RuleSet.CHINESE);
        kept.add(p);
        for (Move m : g) {
          Position from = p;
          p = pool.get(turn++ % threads).submit(() -> from.play(m)).get(10, TimeUnit.SECONDS);
          kept.add(p);
        }
      }
      return kept;
    } finally {
      pool.forEach(ExecutorService::shutdownNow);
    }
  }

  @Test
  void positionsPlayedOnAlternatingThreadsDoNotCopyTheHistoryAtEachChangeOfThread() throws Exception {
    List<List<Move>> games = games();
    // the smaller of two measurements each: a full collection now and then leaves some garbage behind
    long one = Math.min(retainedBytes(games, 1), retainedBytes(games, 1));
    long two = Math.min(retainedBytes(games, 2), retainedBytes(games, 2));
    int positions = games.stream().mapToInt(List::size).sum() + games.size();
    System.out.printf("19x19 positions kept, superko: %d bytes each on one thread, %d on two alternating%n",
        one / positions, two / positions);
    // a move on the thread that does not own the line's history leaves its entry implied by the position, and the
    // owner records it when it plays on; one segment of history per such move kept about 1.16 times as much, a copy
    // of the history at each change of thread 26 times as much
    assertTrue(two < one * 1.2, "one thread " + one + " bytes, two threads " + two);
  }

  private static long retainedBytes(List<List<Move>> games, int threads) throws Exception {
    long before = HeapUse.usedAfterCollection();
    List<Position> kept = replay(games, threads);
    long after = HeapUse.usedAfterCollection();
    assertEquals(games.stream().mapToInt(List::size).sum() + games.size(), kept.size());
    return after - before;
  }
}
