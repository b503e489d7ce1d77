package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;
import io.github.tengen.go.testing.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * An engine moved from position to position (back along a line, to a sibling, to another game, across many
 * changes) describes each exactly: its chain data equals a fresh engine's wherever it is known, and every query
 * answers as a fresh engine does. Positions come from random games of one size under random rules.
 */
class EngineResyncTest {

  @Test
  void anEngineMovedBetweenPositionsAnswersAsAFreshEngine() {
    int[] visits = {0};
    qt().withExamples(120).forAll(longs().all(), integers().between(1, 19), integers().between(0, 7))
        .checkAssert((seed, size, rules) -> {
          Random r = new Random(seed);
          List<Position> pool = new ArrayList<>();
          for (int game = 0; game < 3; game++) {
            Position start = Position.empty(BoardSize.square(size), RandomGames.PRESETS[rules]);
            pool.addAll(RandomGames.play(start, seed + game, r.nextInt(3 * size * size + 2), 0.03));
          }
          Geometry g = pool.get(0).geometry();
          Engine moved = new Engine(g);
          for (int step = 0; step < 60; step++) {
            // mostly near the last one (a parent, a child, a sibling), now and then anywhere
            int i = r.nextInt(4) == 0 ? r.nextInt(pool.size()) : Math.floorMod(step + r.nextInt(5) - 2, pool.size());
            Position p = pool.get(i);
            String where = "seed=" + seed + " size=" + size + " rules=" + rules + " step=" + step + "\n" + p;
            long[] s = p.state();
            moved.sync(s);
            assertEquals(null, moved.checkConsistency(s), where);
            assertSameAnswers(g, moved, p, s, r, where);
            assertEquals(null, moved.checkConsistency(s), where);
            if (r.nextBoolean()) {
              Position child = playSomething(p, r);
              if (child != null) {
                pool.add(child);
              }
            }
            visits[0]++;
          }
        });
    assertTrue(visits[0] > 0);
  }

  /** Plays a random legal move from p through the thread's engine (a sibling of p's children), or null. */
  private static Position playSomething(Position p, Random r) {
    List<Move> moves = p.legalMoves();
    return moves.isEmpty() ? null : p.play(moves.get(r.nextInt(moves.size())));
  }

  private static void assertSameAnswers(Geometry g, Engine moved, Position p, long[] s, Random r, String where) {
    Engine fresh = new Engine(g);
    int c = p.toMove().ordinal();
    int ko = p.koIndex();
    int rule = p.ruleSet().suicideRule().ordinal();
    // the points in a random order, so that chains are built in different orders
    List<Integer> points = new ArrayList<>();
    for (int q : g.points) {
      points.add(q);
    }
    java.util.Collections.shuffle(points, r);
    for (int q : points) {
      assertEquals(fresh.colorCode(s, q), moved.colorCode(s, q), where + " colour at " + q);
      assertEquals(fresh.atariLiberty(s, q), moved.atariLiberty(s, q), where + " atari liberty at " + q);
      if (fresh.colorCode(s, q) == 0) {
        assertEquals(fresh.legality(s, q, c, ko, rule), moved.legality(s, q, c, ko, rule), where + " at " + q);
        assertEquals(fresh.capturesOrKeepsTwoLiberties(s, q, c), moved.capturesOrKeepsTwoLiberties(s, q, c),
            where + " liberties at " + q);
        if (fresh.legality(s, q, c, ko, rule) == Engine.OK) {
          assertEquals(fresh.hashDeltaOf(s, q, c), moved.hashDeltaOf(s, q, c), where + " hash delta at " + q);
        }
      } else {
        assertEquals(escapeSize(g, s, q, fresh.captureToEscape(s, q)), escapeSize(g, s, q, moved.captureToEscape(s, q)),
            where + " escape at " + q);
      }
    }
  }

  /**
   * The stones of the biggest opponent chain next to the chain at q whose last liberty is {@code lib}, or -1 for no
   * liberty: among chains of equal size the engine may answer with either, as its chain lists run.
   */
  private static int escapeSize(Geometry g, long[] s, int q, int lib) {
    if (lib < 0) {
      return -1;
    }
    long[] mine = Bitboards.chainOf(g, s, q);
    int best = 0;
    for (int a : g.points) {
      if (Bitboards.isEmpty(g, s, a) || Bitboards.colorAt(g, s, a) == Bitboards.colorAt(g, s, q)
          || !touches(g, mine, a)) {
        continue;
      }
      long[] theirs = Bitboards.chainOf(g, s, a);
      long[] libs = Bitboards.libertiesOf(g, s, a);
      if (Bitboards.count(libs) == 1 && (libs[lib >>> 6] & 1L << lib) != 0) {
        best = Math.max(best, Bitboards.count(theirs));
      }
    }
    return best;
  }

  private static boolean touches(Geometry g, long[] chain, int a) {
    for (int k = 0; k < 4; k++) {
      int b = g.neighbours[4 * a + k];
      if (b >= 0 && (chain[b >>> 6] & 1L << b) != 0) {
        return true;
      }
    }
    return false;
  }
}
