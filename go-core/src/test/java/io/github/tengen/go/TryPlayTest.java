package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** {@link Position#tryPlay(Move)} and {@link Position#playTolerant(Move)}. */
class TryPlayTest {

  private static Position board(String diagram, Color toMove, RuleSet rules) {
    return Setup.parse(diagram).toMove(toMove).build(rules);
  }

  /** Black has just taken a white stone at (1, 1) by playing (2, 1): White may not retake at once. */
  private static Position koAfterBlackCaptures() {
    Position p = board("""
        . X O .
        X O . O
        . X O .
        . . . .
        """, Color.BLACK, RuleSet.JAPANESE);
    return p.play(Point.of(2, 1));
  }

  @Test
  void tryPlayGivesTheNextPositionOfALegalMove() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.CHINESE);
    Move m = Move.play(Color.BLACK, Point.of(4, 4));
    MoveResult r = p.tryPlay(m);
    assertTrue(r.isLegal());
    assertEquals(Legality.LEGAL, r.legality());
    assertEquals(p.play(m), r.position());
    assertEquals(p.play(m), r.orElseThrow());
    assertEquals(m, r.move());
  }

  @Test
  void tryPlayGivesTheReasonAndTheUnchangedPositionOfAnIllegalMove() {
    Position ko = koAfterBlackCaptures();
    Move retake = Move.play(Color.WHITE, Point.of(1, 1));
    MoveResult r = ko.tryPlay(retake);
    assertFalse(r.isLegal());
    assertEquals(Legality.KO, r.legality());
    assertSame(ko, r.position());
    assertEquals(ko.check(retake), r.legality());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, r::orElseThrow);
    assertEquals(Legality.KO, e.reason());
    assertEquals(Legality.WRONG_TURN, ko.tryPlay(Move.play(Color.BLACK, Point.of(3, 3))).legality());
    assertEquals(Legality.OFF_BOARD, ko.tryPlay(Move.play(Color.WHITE, Point.of(9, 9))).legality());
  }

  @Test
  void tryPlayNamesTheRepeatedMoveUnderSuperko() {
    // a single-stone suicide leaves the board as it was: Tromp-Taylor's positional superko forbids it
    Position p = board("""
        . O . .
        O . O .
        . O . .
        . . . .
        """, Color.BLACK, RuleSet.TROMP_TAYLOR);
    Move suicide = Move.play(Color.BLACK, Point.of(1, 1));
    MoveResult r = p.tryPlay(suicide);
    assertEquals(Legality.POSITIONAL_SUPERKO, r.legality());
    assertEquals(OptionalInt.of(0), ((MoveResult.Rejected) r).repeatedMoveNumber());
    Position q = p.play(Point.of(3, 3)).play(Point.of(3, 0));
    MoveResult back = q.tryPlay(suicide);
    assertEquals(Legality.POSITIONAL_SUPERKO, back.legality());
    assertEquals(OptionalInt.of(2), ((MoveResult.Rejected) back).repeatedMoveNumber());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, back::orElseThrow);
    assertEquals(OptionalInt.of(2), e.repeatedMoveNumber());
    assertSame(q, e.position());
  }

  @Test
  void tolerantPlayOfALegalMoveIsPlay() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE);
    Move m = Move.play(Color.BLACK, Point.of(2, 2));
    assertEquals(p.play(m), p.playTolerant(m));
  }

  @Test
  void tolerantPlayRetakesTheKoAndBansNothingAfterwards() {
    Position ko = koAfterBlackCaptures();
    Position p = ko.playTolerant(Move.play(Color.WHITE, Point.of(1, 1)));
    assertEquals(Optional.of(Color.WHITE), p.stoneAt(Point.of(1, 1)));
    assertEquals(Optional.empty(), p.stoneAt(Point.of(2, 1)));
    assertEquals(1, p.captures(Color.WHITE));
    assertEquals(Optional.empty(), p.koPoint());
    assertEquals(Optional.of(Move.play(Color.WHITE, Point.of(1, 1))), p.lastMove());
    assertEquals(ko.moveNumber() + 1, p.moveNumber());
    assertEquals(Color.BLACK, p.toMove());
  }

  @Test
  void tolerantPlayReplacesAStoneOnAnOccupiedPoint() {
    Position p = board("""
        . X .
        X O X
        . . .
        """, Color.BLACK, RuleSet.JAPANESE);
    // Black on White's stone: the stone is replaced, nothing is captured for it
    Position q = p.playTolerant(Move.play(Color.BLACK, Point.of(1, 1)));
    assertEquals(Optional.of(Color.BLACK), q.stoneAt(Point.of(1, 1)));
    assertEquals(0, q.captures(Color.BLACK));
    assertEquals(4, q.stoneCount(Color.BLACK));
    assertEquals(0, q.stoneCount(Color.WHITE));
  }

  @Test
  void tolerantPlayRemovesASuicidedChainForTheOpponent() {
    Position p = board("""
        . X .
        X . X
        . X .
        """, Color.WHITE, RuleSet.JAPANESE);
    Move suicide = Move.play(Color.WHITE, Point.of(1, 1));
    assertEquals(Legality.SUICIDE, p.check(suicide));
    Position q = p.playTolerant(suicide);
    assertEquals(Optional.empty(), q.stoneAt(Point.of(1, 1)));
    assertEquals(1, q.captures(Color.BLACK));
    assertEquals(Color.BLACK, q.toMove());
  }

  @Test
  void tolerantPlayPlaysOutOfTurnAndAfterTheEnd() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE);
    Position w = p.playTolerant(Move.play(Color.WHITE, Point.of(4, 4)));
    assertEquals(Optional.of(Color.WHITE), w.stoneAt(Point.of(4, 4)));
    assertEquals(Color.BLACK, w.toMove());
    Position over = w.pass().pass();
    assertTrue(over.isGameOver());
    Position after = over.playTolerant(Move.play(Color.BLACK, Point.of(0, 0)));
    assertFalse(after.isGameOver());
    assertEquals(Optional.of(Color.BLACK), after.stoneAt(Point.of(0, 0)));
    assertThrows(IllegalArgumentException.class, () -> p.playTolerant(Move.play(Color.BLACK, Point.of(9, 0))));
  }

  @Test
  void koRulesSayWhatTheyMean() {
    assertFalse(RuleSet.KoRule.SIMPLE.forbidsRepetition());
    assertTrue(RuleSet.KoRule.POSITIONAL_SUPERKO.forbidsRepetition());
    assertTrue(RuleSet.KoRule.SITUATIONAL_SUPERKO.forbidsRepetition());
    assertFalse(RuleSet.KoRule.POSITIONAL_SUPERKO.playerToMoveCounts());
    assertTrue(RuleSet.KoRule.SITUATIONAL_SUPERKO.playerToMoveCounts());
    assertEquals(Legality.POSITIONAL_SUPERKO, RuleSet.KoRule.POSITIONAL_SUPERKO.violation());
    assertEquals(Legality.SITUATIONAL_SUPERKO, RuleSet.KoRule.SITUATIONAL_SUPERKO.violation());
    assertEquals(Legality.LEGAL, RuleSet.KoRule.SIMPLE.violation());
  }

  @Test
  void handicapBonusCountsThePointsWhiteReceives() {
    assertEquals(0, RuleSet.HandicapBonus.NONE.points(4));
    assertEquals(4, RuleSet.HandicapBonus.N.points(4));
    assertEquals(3, RuleSet.HandicapBonus.N_MINUS_1.points(4));
    assertEquals(0, RuleSet.HandicapBonus.N_MINUS_1.points(0));
  }
}
