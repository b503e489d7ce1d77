package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The dead-stone estimator on diagrams: clear dead stones, pass-alive groups, determinism. */
class DeadStoneEstimatorTest {
  /** Black owns the left, White the right; a white stone at B8 and a black one at H2 are lost in enemy land. */
  static final String FINISHED = """
      . . . X O . . . .
      . O . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . X .
      . . . X O . . . .
      """;

  @Test
  void lonelyStonesInsideTheOpponentsAreaAreDead() {
    Position p = Position.parse(FINISHED, RuleSet.JAPANESE.withKomi(0));
    DeadStoneEstimator.Estimate e = DeadStoneEstimator.standard().estimate(p);
    assertEquals(Set.of(Point.of(1, 1), Point.of(7, 7)), e.deadStones());
    assertTrue(e.ownership(Point.of(0, 0)) > 0, "Black's corner " + e.ownership(Point.of(0, 0)));
    assertTrue(e.ownership(Point.of(8, 8)) < 0, "White's corner " + e.ownership(Point.of(8, 8)));
    assertTrue(e.owner(Point.of(1, 1), 0).orElseThrow() == Color.BLACK);
    // Japanese count: Black 27 points of territory (the dead stone's point included) and one prisoner, White 36
    // and one: W+9
    assertEquals("W+9", e.score().toSgf(), e.score()::toString);
  }

  @Test
  void theEstimateIsDeterministicAndDependsOnTheSeed() {
    Position p = Position.parse(FINISHED, RuleSet.CHINESE);
    DeadStoneEstimator a = DeadStoneEstimator.of(50, 1);
    assertEquals(a.estimate(p).deadStones(), a.estimate(p).deadStones());
    for (int y = 0; y < 9; y++) {
      for (int x = 0; x < 9; x++) {
        Point pt = Point.of(x, y);
        assertEquals(a.estimate(p).ownership(pt), DeadStoneEstimator.of(50, 1).estimate(p).ownership(pt));
        double o = a.estimate(p).ownership(pt);
        assertTrue(o >= -1 && o <= 1);
      }
    }
    assertEquals(50, a.playouts());
    assertEquals(50, a.maxPlayouts());
    assertEquals(50, a.estimate(p).playouts());
    assertEquals(1, a.seed());
    assertThrows(IllegalArgumentException.class, () -> DeadStoneEstimator.of(1, 1));
    assertThrows(IllegalArgumentException.class, () -> DeadStoneEstimator.of(10, 9, 1));
    assertThrows(IllegalArgumentException.class, () -> a.estimate(p).ownership(Point.of(9, 0)));
  }

  @Test
  void passAliveGroupsAreNeverDead() {
    // White's two-eyed group in the corner is pass-alive, however badly the playouts treat it
    Position p = Position.parse("""
        . O . O X . . . .
        O O O O X . . . .
        X X X X X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """, RuleSet.JAPANESE);
    DeadStoneEstimator.Estimate e = DeadStoneEstimator.of(20, 3).estimate(p);
    assertTrue(e.deadStones().isEmpty(), e.deadStones()::toString);
    assertEquals(-1.0, e.ownership(Point.of(0, 0)));
    assertEquals(-1.0, e.ownership(Point.of(1, 1)));
    assertTrue(e.undecided(0.0).size() < 81);
  }

  @Test
  void everyChainHasALifeShareAndTheLostStonesAreClearlyDead() {
    Position p = Position.parse(FINISHED, RuleSet.JAPANESE.withKomi(0));
    DeadStoneEstimator.Estimate e = DeadStoneEstimator.standard().estimate(p);
    List<DeadStoneEstimator.Chain> chains = e.chains();
    assertEquals(4, chains.size(), chains::toString); // the two walls and the two lonely stones
    for (DeadStoneEstimator.Chain c : chains) {
      assertEquals(c.dead(), c.lifeShare() < DeadStoneEstimator.LIFE_THRESHOLD, c::toString);
      assertEquals(c, e.chain(c.stones().iterator().next()));
    }
    // a lone stone in a wide open area lives in some playouts, but far fewer than the threshold
    assertTrue(e.lifeShare(Point.of(1, 1)) < DeadStoneEstimator.LIFE_THRESHOLD - DeadStoneEstimator.UNDECIDED_MARGIN,
        "the white stone at B8: " + e.lifeShare(Point.of(1, 1)));
    assertTrue(e.lifeShare(Point.of(3, 0)) >= DeadStoneEstimator.LIFE_THRESHOLD + DeadStoneEstimator.UNDECIDED_MARGIN,
        "Black's wall: " + e.lifeShare(Point.of(3, 0)));
    assertTrue(e.undecidedChains().isEmpty(), e.undecidedChains()::toString);
    assertTrue(e.sekiChains().isEmpty());
    assertEquals(DeadStoneEstimator.STANDARD_PLAYOUTS, e.playouts(), "nothing undecided: no extra playouts");
    assertThrows(IllegalArgumentException.class, () -> e.lifeShare(Point.of(0, 0)));
  }

  /**
   * Seed 004, diagram 9: the finished 9x9 game with a seki at the top (Black's chains there and the white chains
   * around them share free points neither player can fill). Careful playouts do not fill a shared liberty, so no
   * stone of the seki is dead, and the estimate reports the seki, for every seed tried.
   */
  @Test
  void noStoneOfTheSeedsSekiIsDeadAndTheEstimateReportsIt() {
    Position p = Position.parse(SeedExamplesTest.FINISHED_9X9, RuleSet.JAPANESE.withKomi(0));
    for (long seed = 1; seed <= 10; seed++) {
      DeadStoneEstimator.Estimate e = DeadStoneEstimator.of(128, 384, seed).estimate(p);
      assertEquals(Set.of(), e.deadStones(), "seed " + seed);
      assertEquals("B+9", e.score().toSgf(), "seed " + seed);
      assertEquals(2, e.sekiPoints().size(), "seed " + seed);
      assertTrue(e.sekiChains().size() >= 2, e.sekiChains()::toString);
      for (DeadStoneEstimator.Chain c : e.sekiChains()) {
        assertTrue(c.lifeShare() >= DeadStoneEstimator.LIFE_THRESHOLD + DeadStoneEstimator.UNDECIDED_MARGIN,
            c::toString);
      }
    }
  }

  /** A seki of two chains with two shared liberties in the middle of the board, each surrounded: both live. */
  @Test
  void twoChainsSharingTwoLibertiesStayAliveUnderCarefulPlayouts() {
    Position p = Position.parse("""
        . X . X O . O . .
        X X X X O O O O O
        O O O O X X X X X
        . . . O X . . . .
        O O O O X . . . .
        X X X X X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """, RuleSet.CHINESE);
    DeadStoneEstimator.Estimate e = DeadStoneEstimator.standard().estimate(p);
    assertEquals(Set.of(), e.deadStones(), () -> e.chains().toString());
  }

  @Test
  void expectedLeadCountsOwnershipUnderEachRuleSet() {
    // area: Black's 36 points (four columns with the wall) against White's 45, the lost stones included
    Position area = Position.parse(FINISHED, RuleSet.CHINESE.withKomi(0));
    DeadStoneEstimator.Estimate a = DeadStoneEstimator.standard().estimate(area);
    assertEquals(-9, a.expectedLead(), 1e-9);
    assertEquals(Color.WHITE, a.expectedResult().winner().orElseThrow());
    // territory: Black 27 + 1 prisoner, White 36 + 1, komi 6.5: W+15.5 by the count
    Position territory = Position.parse(FINISHED, RuleSet.JAPANESE);
    DeadStoneEstimator.Estimate t = DeadStoneEstimator.standard().estimate(territory);
    assertEquals(-15.5, t.expectedLead(), 1e-9);
    GameResult.ScoreWin r = (GameResult.ScoreWin) t.expectedResult();
    assertEquals(0, r.margin() * 2 % 1, 1e-9, "rounded to half points: " + r);
    // Benson decides every point of a settled board: the lead is the count exactly
    Position settled = Position.parse("""
        . X . X O . O . .
        X X X X O O O O O
        . X . X O . O . O
        X X X X O O O O O
        . X . X O . O . O
        X X X X O O O O O
        . X . X O . O . O
        X X X X O O O O O
        . X . X O . O . O
        """, RuleSet.CHINESE.withKomi(0));
    DeadStoneEstimator.Estimate s = DeadStoneEstimator.standard().estimate(settled);
    assertEquals(36 - 45, s.expectedLead(), 1e-9);
    assertEquals(s.score().result(), s.expectedResult());
  }
}
