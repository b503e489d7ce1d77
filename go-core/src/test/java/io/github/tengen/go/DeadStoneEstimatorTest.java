package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** The dead-stone estimator on diagrams: clear dead stones, pass-alive groups, determinism. */
class DeadStoneEstimatorTest {
  /** Black owns the left, White the right; a white stone at B8 and a black one at H2 are lost in enemy land. */
  private static final String FINISHED = """
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
    assertEquals(1, a.seed());
    assertThrows(IllegalArgumentException.class, () -> DeadStoneEstimator.of(0, 1));
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
}
