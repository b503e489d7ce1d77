package io.github.tengen.go.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The engine's move tests that play nothing, {@link Engine#capturesOrKeepsLiberties},
 * {@link Engine#isGroupSelfAtari}, {@link Engine#capturesIntoSnapback} and {@link Engine#captureToEscape} (the
 * careful playouts' filters and atari answers), against the move played on a {@link Position}.
 */
class EngineLibertyTestsTest {

  @Test
  void capturesOrKeepsLibertiesAgreesWithTheMovePlayedOnEveryLegalPoint() {
    int[] checked = new int[1];
    qt().withFixedSeed(20261201L).withExamples(300).forAll(longs().all(), integers().between(3, 13)).checkAssert((seed, n) -> {
      Position p = randomPosition(seed, n);
      checked[0] += compareEveryPoint(p);
    });
    System.out.println("capturesOrKeepsLiberties compared with the move played on " + checked[0] + " points");
    assertTrue(checked[0] > 10_000, "points compared " + checked[0]);
  }

  @Test
  void aChainWhoseFewLibertiesEachCountFourTimesIsNotTakenForSafe() {
    // Black's ring has three liberties, C6, E6 and G6, each next to four of its stones: twelve pseudo-liberties.
    // Black at C6 keeps two (E6, G6) but not three; the bound on pseudo-liberties must prove the one and not the
    // other. Every point is compared with the move played.
    Position p = Position.parse("""
        . . . . . . . . .
        O O O O O O O O .
        O X X X X X X X O
        O X . X . X . X O
        O X X X X X X X O
        O O O O O O O O O
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """, RuleSet.CHINESE);
    assertTrue(compareEveryPoint(p) > 20);
  }

  /** Compares the engine's answers with the move played, for both colours and want 2 and 3; returns the count. */
  private static int compareEveryPoint(Position p) {
    BoardSize size = p.size();
    Geometry g = Geometry.of(size.width(), size.height());
    Engine e = Engine.forThread(g);
    long[] s = new long[2 * g.words];
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        int c = p.stoneAt(Point.of(x, y)).map(Enum::ordinal).orElse(-1);
        if (c >= 0) {
          int i = g.index(x, y);
          s[c * g.words + (i >>> 6)] |= 1L << i;
        }
      }
    }
    e.sync(s);
    int compared = 0;
    for (Color colour : Color.values()) {
      Position mover = p.withToMove(colour);
      for (int y = 0; y < size.height(); y++) {
        for (int x = 0; x < size.width(); x++) {
          Point pt = Point.of(x, y);
          if (p.stoneAt(pt).isPresent() || !mover.check(Move.play(colour, pt)).isLegal()) {
            continue;
          }
          Position after = mover.play(Move.play(colour, pt));
          boolean captured = after.captures(colour) > p.captures(colour);
          int liberties = after.libertiesOf(pt).size();
          int i = g.index(x, y);
          int c = colour.ordinal();
          String where = pt.toGtp(size) + " for " + colour + " in\n" + p;
          assertEquals(captured || liberties >= 2, e.capturesOrKeepsLiberties(s, i, c, 2), where);
          assertEquals(captured || liberties >= 3, e.capturesOrKeepsLiberties(s, i, c, 3), where);
          boolean joins = after.chainAt(pt).size() >= 2;
          assertEquals(joins && !captured && liberties <= 1, e.isGroupSelfAtari(s, i, c), where);
          for (Point v : size.neighbours(pt)) {
            if (p.stoneAt(v).equals(java.util.Optional.of(colour.opponent())) && p.chainAt(v).size() == 1
                && p.libertiesOf(v).size() == 1) {
              // capturing a lone stone walks into a snapback when that stone is all it takes and the point it
              // leaves is the capturing chain's only liberty
              boolean snapback = after.captures(colour) - p.captures(colour) == 1 && liberties == 1;
              assertEquals(snapback, e.capturesIntoSnapback(s, i, g.index(v.x(), v.y()), c), "snapback " + where);
            }
          }
          compared++;
        }
      }
    }
    // every chain: the liberty where it captures its way out of atari, the biggest neighbour in atari
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point pt = Point.of(x, y);
        if (p.stoneAt(pt).isEmpty()) {
          continue;
        }
        int biggest = 0;
        java.util.Set<Point> best = new java.util.HashSet<>();
        for (Point q : p.chainAt(pt)) {
          for (Point v : size.neighbours(q)) {
            if (p.stoneAt(v).isPresent() && !p.stoneAt(v).equals(p.stoneAt(pt)) && p.libertiesOf(v).size() == 1) {
              int stones = p.chainAt(v).size();
              if (stones > biggest) {
                biggest = stones;
                best.clear();
              }
              if (stones == biggest) {
                best.addAll(p.libertiesOf(v));
              }
            }
          }
        }
        int got = e.captureToEscape(s, g.index(x, y));
        String where = pt.toGtp(size) + " in\n" + p;
        if (best.isEmpty()) {
          assertEquals(-1, got, where);
        } else {
          assertTrue(got >= 0 && best.contains(Point.of(g.x(got), g.y(got))), got + " for " + where);
        }
        compared++;
      }
    }
    return compared;
  }

  /** A position of a random game of up to twice as many moves as points, passes never, on an n x n board. */
  private static Position randomPosition(long seed, int n) {
    Random rnd = new Random(seed);
    Position p = Position.empty(BoardSize.square(n), RuleSet.CHINESE);
    int moves = rnd.nextInt(2 * n * n + 1);
    for (int m = 0; m < moves; m++) {
      List<Move> legal = p.legalMoves().stream().filter(mv -> mv instanceof Move.Play).toList();
      if (legal.isEmpty()) {
        break;
      }
      p = p.play(legal.get(rnd.nextInt(legal.size())));
    }
    return p;
  }
}
