package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tengen.go.testing.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import org.junit.jupiter.api.Test;

/** Positions are shared freely between threads: results never depend on which thread plays. */
class ConcurrencyTest {

  @Test
  void gamesReplayedOnManyThreadsFromSharedPositionsGiveTheSameResults() throws Exception {
    List<List<Position>> games = new ArrayList<>();
    for (int i = 0; i < 12; i++) {
      RuleSet rules = RandomGames.PRESETS[i % RandomGames.PRESETS.length];
      games.add(RandomGames.play(Position.empty(BoardSize.square(5 + i), rules), i, 300, 0.01));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<String>> results = new ArrayList<>();
      for (int round = 0; round < 8; round++) {
        for (List<Position> g : games) {
          results.add(pool.submit(() -> {
            // replay from the shared start, and fork from shared middle positions
            Position p = g.get(0);
            StringBuilder sb = new StringBuilder();
            for (Position q : g.subList(1, g.size())) {
              p = p.play(q.lastMove().orElseThrow());
              Position fork = q.previous().orElseThrow();
              sb.append(fork.legalMoves().size()).append(',');
              assertEquals(q.toString(), p.toString());
              assertEquals(q.zobristHash(), p.zobristHash());
            }
            return sb.toString();
          }));
        }
      }
      List<String> first = new ArrayList<>();
      for (int i = 0; i < results.size(); i++) {
        String r = results.get(i).get(60, TimeUnit.SECONDS);
        if (i < games.size()) {
          first.add(r);
        } else {
          assertEquals(first.get(i % games.size()), r);
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  @Test
  void readersOfALineThatIsStillGrowingSeeEveryEarlierPosition() throws Exception {
    // one thread extends a superko line while others, holding its published positions, ask for legal moves and
    // fork from them: the history is shared while it is written, and no answer may differ from a quiet replay
    for (RuleSet rules : List.of(RuleSet.CHINESE, RuleSet.JAPANESE, RuleSet.AGA)) {
      List<Position> game = RandomGames.play(Position.empty(BoardSize.square(7), rules), 7, 400, 0.02);
      List<String> expected = new ArrayList<>();
      for (Position q : game) {
        expected.add(q.legalMoves().toString());
      }
      AtomicReferenceArray<Position> positions = new AtomicReferenceArray<>(game.size());
      AtomicInteger count = new AtomicInteger();
      ExecutorService pool = Executors.newFixedThreadPool(3);
      try {
        Future<?> writer = pool.submit(() -> {
          Position p = Position.empty(BoardSize.square(7), rules);
          positions.set(0, p);
          count.set(1);
          for (Position q : game.subList(1, game.size())) {
            p = p.play(q.lastMove().orElseThrow());
            positions.set(count.get(), p);
            count.incrementAndGet();
          }
        });
        List<Future<Integer>> readers = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
          readers.add(pool.submit(() -> {
            int checked = 0;
            while (count.get() < game.size() || checked < game.size()) {
              int published = count.get();
              if (published == 0) {
                Thread.onSpinWait(); // the writer has not published its first position yet
                continue;
              }
              int i = checked < published ? checked : published - 1;
              Position p = positions.get(i);
              assertEquals(expected.get(i), p.legalMoves().toString(), "legal moves at move " + i);
              if (i + 1 < game.size()) {
                Move next = game.get(i + 1).lastMove().orElseThrow();
                assertEquals(game.get(i + 1).zobristHash(), p.play(next).zobristHash());
              }
              if (i == checked) {
                checked++;
              }
            }
            return checked;
          }));
        }
        writer.get(60, TimeUnit.SECONDS);
        for (Future<Integer> f : readers) {
          assertEquals(game.size(), f.get(60, TimeUnit.SECONDS));
        }
      } finally {
        pool.shutdownNow();
      }
    }
  }
}
