package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.testing.RandomGames;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The two ways a position stores what it holds behave as one: the stones of boards up to 19x19 and prisoners below
 * 65,536 in its fields, anything larger in an array beside them. Positions of boards past 19x19, and with prisoner
 * counts past 16 bits, agree with the mutable {@link Board} on every move of random games, and with the same
 * position rebuilt from its {@link Setup}.
 */
class PositionStorageTest {

  /**
   * A board whose two bitboards of {@code (width + 1) * height} bits need more than 12 words, so that a position keeps
   * them in an array: from 20x19 and 52x8 up to 52x52, wide or tall.
   */
  private static BoardSize largeSize(Random r) {
    int width = 20 + r.nextInt(33);
    int height = Math.min(52, 384 / (width + 1) + 1 + r.nextInt(4));
    BoardSize size = r.nextBoolean() ? BoardSize.of(width, height) : BoardSize.of(height, width);
    while ((size.width() + 1) * size.height() <= 6 * 64) {
      size = BoardSize.of(size.width(), size.height() + 1);
    }
    return size;
  }

  @Test
  void positionsOnBoardsPast19x19AgreeWithTheBoardOnEveryMove() {
    qt().withExamples(40).forAll(longs().all(), integers().between(0, 7)).checkAssert((seed, rules) -> {
      Random r = new Random(seed);
      BoardSize size = largeSize(r);
      Position start = Position.empty(size, RandomGames.PRESETS[rules]);
      List<Position> game = RandomGames.play(start, seed, 2 * size.area(), 0.02);
      assertAgreeWithTheBoard(game, "seed=" + seed + " " + size + " rules=" + rules);
    });
  }

  @Test
  void prisonersPast16BitsAreCountedOnEveryMove() {
    qt().withExamples(40).forAll(longs().all(), integers().between(0, 7)).checkAssert((seed, rules) -> {
      Random r = new Random(seed);
      BoardSize size = r.nextBoolean() ? BoardSize.square(5 + r.nextInt(15)) : largeSize(r);
      // just below the limit, so that captures in the game cross it, or far past it
      int black = r.nextBoolean() ? 65_535 - r.nextInt(3) : 1 << 20;
      int white = r.nextInt(3) == 0 ? 70_000 : r.nextInt(10);
      Position start = Setup.empty(size).captures(Color.BLACK, black).captures(Color.WHITE, white)
          .build(RandomGames.PRESETS[rules]);
      assertEquals(black, start.captures(Color.BLACK));
      assertEquals(white, start.captures(Color.WHITE));
      List<Position> game = RandomGames.play(start, seed, 3 * size.area(), 0.02);
      assertAgreeWithTheBoard(game, "seed=" + seed + " " + size + " rules=" + rules);
    });
  }

  @Test
  void positionsThatDifferOnlyInPrisonersPastTheLimitAreNotEqual() {
    Position a = Setup.empty(BoardSize.square(9)).captures(Color.BLACK, 70_000).build(RuleSet.JAPANESE);
    Position b = Setup.empty(BoardSize.square(9)).captures(Color.BLACK, 70_001).build(RuleSet.JAPANESE);
    Position c = Setup.empty(BoardSize.square(9)).captures(Color.BLACK, 70_000).build(RuleSet.JAPANESE);
    assertNotEquals(a, b);
    assertEquals(a, c);
    assertEquals(a.hashCode(), c.hashCode());
  }

  @Test
  void aCaptureThatTakesThePrisonersPastTheLimitGivesThePositionSetUpWithThem() {
    Setup before = Setup.empty(BoardSize.square(9)).put(Point.of(0, 0), Color.WHITE).put(Point.of(1, 0), Color.BLACK)
        .captures(Color.BLACK, 65_535).toMove(Color.BLACK);
    Position after = before.build(RuleSet.CHINESE).play(Point.of(0, 1));
    assertEquals(65_536, after.captures(Color.BLACK));
    Position expected = Setup.empty(BoardSize.square(9)).put(Point.of(1, 0), Color.BLACK)
        .put(Point.of(0, 1), Color.BLACK).captures(Color.BLACK, 65_536).toMove(Color.WHITE).build(RuleSet.CHINESE);
    assertEquals(expected, after);
  }

  private static void assertAgreeWithTheBoard(List<Position> game, String info) {
    Position first = game.get(0);
    Board b = Board.of(first);
    for (Position p : game.subList(1, game.size())) {
      Move m = p.lastMove().orElseThrow();
      if (m instanceof Move.Play play) {
        assertEquals(Legality.LEGAL, b.play(b.index(play.point())), info);
      } else {
        b.pass();
      }
      String at = info + " move " + p.moveNumber();
      assertEquals(b.toString(), p.toString(), at);
      assertEquals(b.hash(), p.boardHash(), at);
      assertEquals(b.koIndex(), p.koIndex(), at);
      assertEquals(b.captures(Color.BLACK), p.captures(Color.BLACK), at);
      assertEquals(b.captures(Color.WHITE), p.captures(Color.WHITE), at);
      assertEquals(p.size().area() - b.emptyCount(), p.stoneCount(Color.BLACK) + p.stoneCount(Color.WHITE), at);
      Setup setup = Setup.of(p);
      p.koPoint().ifPresent(setup::koPoint);
      Position rebuilt = setup.build(p.ruleSet());
      assertEquals(p.toString(), rebuilt.toString(), at);
      assertEquals(p.boardHash(), rebuilt.boardHash(), at);
      assertEquals(p.captures(Color.BLACK), rebuilt.captures(Color.BLACK), at);
      assertEquals(p.captures(Color.WHITE), rebuilt.captures(Color.WHITE), at);
      if (p.consecutivePasses() == 0 && !p.isGameOver()) {
        assertEquals(rebuilt, p, at);
      }
      assertEquals(p, p.previous().orElseThrow().play(m), at); // the same move again, through the engine's board
    }
  }
}
