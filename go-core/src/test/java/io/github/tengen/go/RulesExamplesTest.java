package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.RuleSet.KoRule;
import java.util.Optional;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rules that a diagram of rule-diagrams.txt ({@link RuleDiagramsTest}) cannot say: the end of the game, repetitions
 * under each rule set, messages. Points are (x, y) from the top left.
 */
class RulesExamplesTest {

  private static Position board(String diagram, Color toMove, RuleSet rules) {
    return Setup.parse(diagram).toMove(toMove).build(rules);
  }

  @Test
  void moveOnAnOccupiedPointOrByTheWrongPlayerOrOffTheBoardIsRejected() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE).play(Point.of(4, 4));
    assertEquals(Legality.OCCUPIED, p.check(Move.play(Color.WHITE, Point.of(4, 4))));
    assertEquals(Legality.WRONG_TURN, p.check(Move.play(Color.BLACK, Point.of(3, 3))));
    assertEquals(Legality.WRONG_TURN, p.check(Move.pass(Color.BLACK)));
    assertEquals(Legality.OFF_BOARD, p.check(Move.play(Color.WHITE, Point.of(9, 0))));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.play(Point.of(4, 4)));
    assertEquals("illegal move W E5 at move 2: the point is occupied", e.getMessage());
    assertSame(p, e.position(), "the position it was tried on, unchanged");
  }

  @Test
  void twoPassesEndTheGame() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE).pass();
    assertFalse(p.isGameOver());
    p = p.pass();
    assertTrue(p.isGameOver());
    assertEquals(2, p.consecutivePasses());
    Position over = p;
    assertEquals(Legality.GAME_OVER, over.check(Move.play(Color.BLACK, Point.of(0, 0))));
    assertTrue(over.legalMoves().isEmpty());
    Position resumed = over.resume();
    assertFalse(resumed.isGameOver());
    assertEquals(Color.BLACK, resumed.toMove());
    assertTrue(resumed.isLegal(Move.play(Color.BLACK, Point.of(0, 0))));
    assertThrows(IllegalStateException.class, resumed::resume);
  }

  @Test
  void readyForResumesAnEndedGameAndGivesTheMoveToTheNamedPlayer() {
    Position start = Position.empty(BoardSize.square(9), RuleSet.JAPANESE);
    assertSame(start, start.readyFor(Color.BLACK), "nothing to change");
    Position white = start.readyFor(Color.WHITE);
    assertEquals(Color.WHITE, white.toMove());
    assertEquals(start.boardHash(), white.boardHash());
    Position over = start.pass().pass();
    Position black = over.readyFor(Color.BLACK);
    assertFalse(black.isGameOver());
    assertEquals(Color.BLACK, black.toMove());
    assertEquals(Color.WHITE, over.readyFor(Color.WHITE).toMove());
    assertEquals(over.moveNumber(), black.moveNumber(), "no move is played");
  }

  @Test
  void underAgaTheGameEndsOnlyAfterWhitePasses() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.AGA).play(Point.of(4, 4)).pass().pass();
    assertFalse(p.isGameOver(), "black passed last");
    assertTrue(p.pass().isGameOver());
  }

  // ---------------------------------------------------------------- superko

  /** Three kos, one above the other; in each, "W" means White's stone sits in Black's mouth. */
  private static final String TRIPLE_KO = io.github.tengen.go.testing.Diagrams.TRIPLE_KO;


  /**
   * A move that captures nothing and has an empty neighbour can still repeat a board: on a 2x3 board (found by a
   * seeded search of random games), after twelve moves Black's stone at (0, 2) recreates the board after move 2.
   * Superko forbids it, in {@code check} and in {@code legalMoves()}; simple ko allows it.
   */
  @Test
  void aNonCapturingMoveBesideAnEmptyPointCanRepeatABoardAndSuperkoLeavesItOutOfLegalMoves() {
    int[][] line = {{0, 2}, {1, 1}, {1, 0}, {0, 0}, {0, 1}, {1, 0}, {1, 2}, {1, 1}, {1, 0}, null, {0, 0}, {1, 1}};
    for (RuleSet rules : List.of(RuleSet.CHINESE, RuleSet.JAPANESE.withNoResultOnRepetition(false))) {
      Position p = Position.empty(BoardSize.of(2, 3), rules);
      for (int[] m : line) {
        p = m == null ? p.pass() : p.play(Point.of(m[0], m[1]));
      }
      Point repeat = Point.of(0, 2);
      assertEquals(Optional.empty(), p.stoneAt(Point.of(0, 1)), "an empty neighbour");
      Move move = Move.play(Color.BLACK, repeat);
      if (rules.koRule() == KoRule.SIMPLE) {
        assertEquals(Legality.LEGAL, p.check(move));
        assertTrue(p.legalMoves().contains(move));
        assertEquals(p.captures(Color.BLACK), p.play(move).captures(Color.BLACK), "captures nothing");
      } else {
        assertEquals(Legality.POSITIONAL_SUPERKO, p.check(move));
        assertFalse(p.legalMoves().contains(move));
      }
    }
  }

  private static Point take(int ko, Color c) {
    return c == Color.BLACK ? Point.of(2, 1 + 4 * ko) : Point.of(1, 1 + 4 * ko);
  }

  @Test
  void tripleKoCycleIsForbiddenUnderBothSuperkosButNotUnderSimpleKo() {
    for (KoRule rule : KoRule.values()) {
      Position p = board(TRIPLE_KO, Color.BLACK, RuleSet.CHINESE.withKoRule(rule));
      p = p.play(take(0, Color.BLACK)).play(take(2, Color.WHITE)).play(take(1, Color.BLACK))
          .play(take(0, Color.WHITE)).play(take(2, Color.BLACK));
      Move sixth = Move.play(Color.WHITE, take(1, Color.WHITE));
      Legality expected = switch (rule) {
        case SIMPLE -> Legality.LEGAL;
        case POSITIONAL_SUPERKO -> Legality.POSITIONAL_SUPERKO;
        case SITUATIONAL_SUPERKO -> Legality.SITUATIONAL_SUPERKO;
      };
      assertEquals(expected, p.check(sixth), rule.name());
      if (expected != Legality.LEGAL) {
        Position before = p;
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> before.play(sixth));
        assertEquals(0, e.repeatedMoveNumber().getAsInt());
        assertTrue(e.getMessage().contains("as after move 0"), e.getMessage());
      } else {
        Position cycled = p.play(sixth);
        assertEquals(board(TRIPLE_KO, Color.BLACK, RuleSet.JAPANESE).toString(), cycled.toString());
        // under Japanese rules the cycle ends the game without result: repetition() finds the start again
        assertEquals(0, cycled.repetition().getAsInt());
        assertTrue(p.repetition().isEmpty());
      }
    }
  }

  @Test
  void tripleKoEndsTheGameWithoutResultUnderJapaneseRules() {
    Position p = board(TRIPLE_KO, Color.BLACK, RuleSet.JAPANESE);
    p = p.play(take(0, Color.BLACK)).play(take(2, Color.WHITE)).play(take(1, Color.BLACK))
        .play(take(0, Color.WHITE)).play(take(2, Color.BLACK));
    assertFalse(p.isGameOver());
    Move sixth = Move.play(Color.WHITE, take(1, Color.WHITE));
    assertEquals(Legality.LEGAL, p.check(sixth), "a repetition is legal: it ends the game");
    assertTrue(p.legalMoves().contains(sixth));
    Position cycled = p.play(sixth);
    assertTrue(cycled.endedWithoutResult());
    assertTrue(cycled.isGameOver());
    assertEquals(0, cycled.consecutivePasses());
    assertEquals(0, cycled.repetition().getAsInt());
    assertEquals(Legality.GAME_OVER, cycled.check(Move.pass(Color.BLACK)));
    assertEquals(List.of(), cycled.legalMoves());
    // the players may agree to play on: the ko ban of the last capture stays, and the next repetition ends it again
    Position resumed = cycled.resume();
    assertFalse(resumed.isGameOver());
    assertEquals(cycled.koPoint(), resumed.koPoint());
    Position again = resumed.play(take(0, Color.BLACK));
    assertTrue(again.endedWithoutResult(), "the board after move 1, Black having just played, came before");
    // without the switch, simple ko lets the cycle go on
    Position plain = board(TRIPLE_KO, Color.BLACK, RuleSet.JAPANESE.withNoResultOnRepetition(false))
        .play(take(0, Color.BLACK)).play(take(2, Color.WHITE)).play(take(1, Color.BLACK))
        .play(take(0, Color.WHITE)).play(take(2, Color.BLACK)).play(sixth);
    assertFalse(plain.isGameOver());
    assertFalse(plain.endedWithoutResult());
  }

  @Test
  void sameStonesWithTheOtherPlayerToMoveOrAfterPassesDoNotEndAJapaneseGame() {
    Position p = board(TRIPLE_KO, Color.BLACK, RuleSet.JAPANESE);
    // the starting stones again, but with White to move: not the same position
    Position q = p.play(take(0, Color.BLACK)).play(take(2, Color.WHITE)).pass().play(take(0, Color.WHITE))
        .play(take(2, Color.BLACK));
    assertFalse(q.isGameOver());
    // passes never repeat a position in this sense: a pass, a resumed game and passes again
    Position passes = p.pass().pass().resume().pass();
    assertFalse(passes.endedWithoutResult());
    assertFalse(passes.isGameOver());
    // forks keep their own lines: a fork that never saw the cycle's start position does not end
    Position fork = p.play(Point.of(4, 10)).play(take(2, Color.WHITE)).play(take(0, Color.BLACK));
    assertFalse(fork.isGameOver());
  }

  @Test
  void repetitionWithTheOtherPlayerToMoveIsForbiddenOnlyByPositionalSuperko() {
    for (KoRule rule : KoRule.values()) {
      Position p = board(TRIPLE_KO, Color.BLACK, RuleSet.CHINESE.withKoRule(rule));
      p = p.play(take(0, Color.BLACK)).play(take(2, Color.WHITE)).pass().play(take(0, Color.WHITE));
      Move fifth = Move.play(Color.BLACK, take(2, Color.BLACK)); // the starting stones, but White to move
      Legality expected = rule == KoRule.POSITIONAL_SUPERKO ? Legality.POSITIONAL_SUPERKO : Legality.LEGAL;
      assertEquals(expected, p.check(fifth), rule.name());
    }
  }

  @Test
  void forksKeepTheirOwnHistory() {
    Position start = board(TRIPLE_KO, Color.BLACK, RuleSet.CHINESE);
    Position a = start.play(take(0, Color.BLACK)).play(take(2, Color.WHITE)).pass().play(take(0, Color.WHITE));
    // a fork from the start that never saw the board after move 1 of line a
    Position b = start.play(Point.of(4, 10)).play(take(2, Color.WHITE));
    assertEquals(Legality.POSITIONAL_SUPERKO, a.check(Move.play(Color.BLACK, take(2, Color.BLACK))));
    Position b2 = b.play(take(0, Color.BLACK));
    assertEquals(Legality.LEGAL, b2.check(Move.play(Color.WHITE, Point.of(4, 3))));
    // line a goes on after the fork was made and still sees its own history
    assertEquals(Legality.POSITIONAL_SUPERKO, a.check(Move.play(Color.BLACK, take(2, Color.BLACK))));
  }
}
