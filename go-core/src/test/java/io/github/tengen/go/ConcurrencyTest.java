package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
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
}
