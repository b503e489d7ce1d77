package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tengen.go.testing.Diagrams;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The counting examples of the rule texts the project started from ({@code shared/seeds}). Their diagrams are
 * described, not drawn, so each test draws a position that has what the text describes.
 */
class SeedExamplesTest {

  @Test
  void seed004FinishedGameWhiteFiveBlackFourteenBlackWinsByNine() {
    Score s = Scorer.score(Position.parse(Diagrams.FINISHED_9X9, RuleSet.JAPANESE.withKomi(0)));
    assertEquals(5, s.territory(Color.WHITE));
    assertEquals(14, s.territory(Color.BLACK));
    assertEquals(0, s.prisoners(Color.BLACK) + s.prisoners(Color.WHITE));
    assertEquals("B+9", s.toSgf());
    assertEquals(2, s.seki().size(), "the two free points of the seki at the top");
    assertEquals(13, s.dame().size(), "the row between the walls and the points above Black's step");
    assertEquals(Optional.empty(), s.ownerOf(Point.of(3, 0)));
  }

  /**
   * Seed 000, rule 9: the winner has more enclosed points plus captured stones. A capture changes the count by
   * the captured stone's point and the prisoner.
   */
  @Test
  void seed000TerritoryPlusCapturedStones() {
    Position p = Position.parse("""
        . X O . .
        X O . O .
        . X O . .
        X X O O O
        . X O . .
        """, RuleSet.JAPANESE.withKomi(0));
    Score before = Scorer.score(p.play(Point.of(4, 4)).play(Point.of(4, 0)));
    Position after = p.play(Point.of(2, 1)); // Black takes the white stone at (1,1)
    assertEquals(1, after.captures(Color.BLACK));
    Score s = Scorer.score(after.play(Point.of(4, 4)));
    assertEquals(1, s.prisoners(Color.BLACK));
    assertEquals(s.territory(Color.BLACK) + 1.0, s.total(Color.BLACK));
    assertEquals(0, before.prisoners(Color.BLACK));
  }

  /**
   * Seed 001: area counting. A player gets a point for each of their stones and each empty point they surround;
   * empty points touching both colours are neutral; White gets komi 7.5.
   */
  @Test
  void seed001AreaCountingWithKomiAndNeutralPoints() {
    Score s = Scorer.score(Position.parse(Diagrams.FINISHED_9X9, RuleSet.CHINESE));
    assertEquals(20, s.stones(Color.BLACK));
    assertEquals(27, s.stones(Color.WHITE));
    assertEquals(34.0, s.total(Color.BLACK));
    assertEquals(27 + 5 + 7.5, s.total(Color.WHITE));
    assertEquals("W+5.5", s.toSgf());
    assertEquals(Optional.empty(), s.ownerOf(Point.of(0, 5)), "a point between the walls is neutral");
  }
}
