package io.github.tengen.go.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.Setup;
import io.github.tengen.go.testing.RandomGames;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Invariants of {@link DeadStoneEstimator} over random positions: positions along random games on random sizes,
 * from 1x1 to the largest board and some rectangles, under random rules. QuickTheories prints the falsifying
 * (seed, size, rules) triple, and the position is a pure function of it.
 */
class DeadStoneEstimatorPropertiesTest {
  /** Few playouts: the invariants hold for any number, and the examples stay fast on the big boards. */
  private static final DeadStoneEstimator FEW = DeadStoneEstimator.of(8, 16, 5);

  /** A position along a random game: a size of 1 to 19 (sometimes up to the largest), some rectangles. */
  private static Position position(long seed, int size, int rules) {
    Random r = new Random(seed);
    int width = r.nextInt(10) == 0 ? BoardSize.MAX - r.nextInt(BoardSize.MAX - size + 1) : size;
    int height = r.nextInt(4) == 0 ? 1 + r.nextInt(width) : width;
    Position start = Position.empty(BoardSize.of(width, height), RandomGames.PRESETS[rules]);
    List<Position> game = RandomGames.play(start, seed, r.nextInt(3 * width * height + 2), 0.02);
    return game.get(game.size() - 1 - r.nextInt(Math.min(game.size(), 8)));
  }

  private static String info(long seed, int size, int rules) {
    return "seed=" + seed + " size=" + size + " rules=" + RandomGames.PRESETS[rules];
  }

  @Test
  void everyEstimateIsConsistentWithItsPositionAndNeverKillsAPassAliveChain() {
    qt().withExamples(120).forAll(longs().all(), integers().between(1, 19), integers().between(0, 7))
        .checkAssert((seed, size, rules) -> {
          String info = info(seed, size, rules);
          Position p = position(seed, size, rules);
          Estimate e = FEW.estimate(p);
          BoardSize s = p.size();
          // the chains partition the stones, each one chain of the position, dead exactly when its stones are
          Set<Point> covered = new HashSet<>();
          Set<Point> deadOfChains = new HashSet<>();
          for (Estimate.Chain c : e.chains()) {
            Point first = c.stones().iterator().next();
            assertEquals(p.chainAt(first), c.stones(), info);
            assertEquals(p.stoneAt(first), Optional.of(c.color()), info);
            assertTrue(c.lifeShare() >= 0 && c.lifeShare() <= 1, info + " " + c);
            assertEquals(c, e.chain(first), info);
            for (Point q : c.stones()) {
              assertTrue(covered.add(q), info + " " + q + " in two chains");
              if (c.dead()) {
                deadOfChains.add(q);
              }
            }
          }
          assertEquals(p.stoneCount(Color.BLACK) + p.stoneCount(Color.WHITE), covered.size(), info);
          assertEquals(deadOfChains, e.deadStones(), info);
          for (int y = 0; y < s.height(); y++) {
            for (int x = 0; x < s.width(); x++) {
              double o = e.ownership(Point.of(x, y));
              assertTrue(o >= -1 && o <= 1, info + " ownership " + o);
            }
          }
          // Benson's chains live, and hold their points for sure
          for (Color c : Color.values()) {
            double sign = c == Color.BLACK ? 1 : -1;
            for (Point q : Scorer.passAlive(p, c).stones()) {
              assertFalse(e.deadStones().contains(q), info + " pass-alive " + q);
              assertEquals(sign, e.ownership(q), info);
            }
          }
          // the score is the Scorer's with these dead stones, but for the seki the playouts show besides the
          // Scorer's: dame of the Scorer's, and where the rules do not count the eyes of a seki, its eyes (territory
          // of the Scorer's); seki chains live and their points are not stones
          Score score = Scorer.score(p, e.deadStones());
          Score estimated = e.score();
          Set<Point> sekiPoints = Set.copyOf(e.sekiPoints());
          assertTrue(sekiPoints.containsAll(score.seki()), info);
          for (Point q : sekiPoints) {
            assertTrue(score.seki().contains(q) || score.dame().contains(q)
                || !p.ruleSet().sekiEyesCounted() && score.ownerOf(q).isPresent(), info + " seki point " + q);
          }
          for (Color c : Color.values()) {
            assertEquals(score.stones(c), estimated.stones(c), info);
            assertEquals(score.prisoners(c), estimated.prisoners(c), info);
            assertTrue(estimated.territory(c) <= score.territory(c), info);
          }
          if (p.ruleSet().sekiEyesCounted() || sekiPoints.equals(Set.copyOf(score.seki()))) {
            assertEquals(score.toString(), estimated.toString(), info);
          }
          for (Estimate.Chain c : e.sekiChains()) {
            assertFalse(c.dead(), info + " seki chain " + c);
          }
          for (Point q : e.sekiPoints()) {
            assertTrue(p.stoneAt(q).isEmpty() || e.deadStones().contains(q), info + " seki point " + q);
          }
          assertTrue(e.chains().containsAll(e.undecidedChains()), info);
          assertTrue(Double.isFinite(e.expectedLead()), info);
          assertTrue(e.playouts() >= FEW.playouts() && e.playouts() <= FEW.maxPlayouts(), info);
          // deterministic
          Estimate again = FEW.estimate(p);
          assertEquals(e.deadStones(), again.deadStones(), info);
          assertEquals(e.expectedLead(), again.expectedLead(), info);
        });
  }

  /**
   * The playouts treat the colours alike, so swapping the colours of every stone and the side to move swaps the
   * estimate exactly: the same dead stones, every ownership negated.
   */
  @Test
  void swappingTheColoursSwapsTheEstimate() {
    qt().withExamples(80).forAll(longs().all(), integers().between(1, 19), integers().between(0, 7))
        .checkAssert((seed, size, rules) -> {
          String info = info(seed, size, rules);
          Position p = position(seed, size, rules);
          BoardSize s = p.size();
          Setup same = Setup.empty(s).toMove(p.toMove());
          Setup swapped = Setup.empty(s).toMove(p.toMove().opponent());
          for (int y = 0; y < s.height(); y++) {
            for (int x = 0; x < s.width(); x++) {
              Point q = Point.of(x, y);
              Optional<Color> c = p.stoneAt(q);
              if (c.isPresent()) {
                same = same.put(q, c.get());
                swapped = swapped.put(q, c.get().opponent());
              }
            }
          }
          // both without history, so that no earlier position bears on a superko reading of one and not the other
          Estimate e = FEW.estimate(same.build(p.ruleSet()));
          Estimate f = FEW.estimate(swapped.build(p.ruleSet()));
          assertEquals(e.deadStones(), f.deadStones(), info);
          for (int y = 0; y < s.height(); y++) {
            for (int x = 0; x < s.width(); x++) {
              Point q = Point.of(x, y);
              assertEquals(e.ownership(q), -f.ownership(q), 0.0, info + " " + q); // 0.0 equals -0.0
            }
          }
          assertEquals(e.sekiPoints(), f.sekiPoints(), info);
          assertEquals(e.undecidedChains().size(), f.undecidedChains().size(), info);
        });
  }
}
