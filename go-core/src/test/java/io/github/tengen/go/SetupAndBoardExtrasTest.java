package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Setup's typed problems and ko point, the fixed handicap layout, and Board's Tromp-Taylor area count. */
class SetupAndBoardExtrasTest {
  private static final String KO = """
      . X O .
      X . X O
      . X O .
      . . . .
      """;

  @Test
  void aSetupCarriesAKoPointThatBansTheRetake() {
    Position p = Setup.parse(KO).toMove(Color.WHITE).koPoint(Point.of(1, 1)).build(RuleSet.JAPANESE);
    assertEquals(Optional.of(Point.of(1, 1)), p.koPoint());
    assertEquals(Legality.KO, p.check(Move.play(Color.WHITE, Point.of(1, 1))));
    // after any other move the ban is lifted
    Position q = p.play(Point.of(3, 3)).play(Point.of(0, 3));
    assertEquals(Optional.empty(), q.koPoint());
  }

  @Test
  void aMoveNumberThatPlayCouldCarryPastIntegerMaxValueIsRefused() {
    Setup s = Setup.empty(BoardSize.square(9));
    assertThrows(IllegalArgumentException.class, () -> s.moveNumber(Integer.MAX_VALUE));
    assertThrows(IllegalArgumentException.class, () -> s.moveNumber(-1));
    Position p = s.moveNumber(1_000_000_000).build(RuleSet.CHINESE);
    assertEquals(1_000_000_001, p.play(Move.pass(Color.BLACK)).moveNumber());
  }

  @Test
  void setupProblemsAreTyped() {
    Setup occupied = Setup.parse(KO).toMove(Color.WHITE).koPoint(Point.of(0, 1));
    assertEquals(List.of(Setup.Kind.KO_POINT_OCCUPIED), occupied.problems().stream().map(Setup.Problem::kind).toList());
    // with Black to move the point is surrounded by Black's own stones: no ko for Black
    Setup wrongSide = Setup.parse(KO).toMove(Color.BLACK).koPoint(Point.of(1, 1));
    assertEquals(Setup.Kind.KO_POINT_NOT_A_KO, wrongSide.problems().get(0).kind());
    Setup open = Setup.parse(KO).toMove(Color.WHITE).koPoint(Point.of(3, 3));
    assertEquals(Setup.Kind.KO_POINT_NOT_A_KO, open.problems().get(0).kind());
    Setup.InvalidSetupException e = assertThrows(Setup.InvalidSetupException.class, () -> open.build(RuleSet.CHINESE));
    assertTrue(e.getMessage().contains("D1"), e.getMessage());
    Setup dead = Setup.parse("""
        O X
        X .
        """);
    Setup.Problem pr = dead.problems().get(0);
    assertEquals(Setup.Kind.CHAIN_WITHOUT_LIBERTIES, pr.kind());
    assertEquals("the white chain at A2 (1 stone) has no liberties", pr.message());
    assertTrue(Setup.parse(KO).toMove(Color.WHITE).koPoint(Point.of(1, 1)).noKoPoint().problems().isEmpty());
  }

  @Test
  void fixedHandicapFollowsTheStarPoints() {
    BoardSize n19 = BoardSize.square(19);
    assertEquals(List.of(Point.parseGtp("D4", n19), Point.parseGtp("Q16", n19), Point.parseGtp("D16", n19),
        Point.parseGtp("Q4", n19)), Handicap.fixedPoints(n19, 4));
    assertEquals(9, Handicap.maxFixed(n19));
    // 12x12 on the third line, as the GTP specification's table (GNU Go 3.8 alone uses the fourth)
    BoardSize n12 = BoardSize.square(12);
    assertEquals(List.of(Point.parseGtp("C3", n12), Point.parseGtp("K10", n12)), Handicap.fixedPoints(n12, 2));
    BoardSize n13 = BoardSize.square(13);
    assertEquals(List.of(Point.parseGtp("D4", n13), Point.parseGtp("K10", n13)), Handicap.fixedPoints(n13, 2));
    assertEquals(4, Handicap.maxFixed(BoardSize.square(8)));
    assertEquals(0, Handicap.maxFixed(BoardSize.square(6)));
    assertEquals(0, Handicap.maxFixed(BoardSize.of(19, 13)));
    assertThrows(IllegalArgumentException.class, () -> Handicap.fixedPoints(BoardSize.square(8), 5));
    assertEquals(Handicap.fixedPoints(n19, 9),
        List.copyOf(Position.withHandicap(n19, RuleSet.JAPANESE, 9).stones(Color.BLACK)).stream()
            .sorted(java.util.Comparator.comparing(Handicap.fixedPoints(n19, 9)::indexOf)).toList());
  }

  @Test
  void boardAreaCountsStonesAndRegionsReachingOneColourOnly() {
    Position p = Setup.parse("""
        . X O . .
        X X O . .
        . X O O O
        X X . . .
        """).build(RuleSet.TROMP_TAYLOR);
    Board b = Board.of(p);
    // Black: 6 stones + (0,0) + (0,2); the bottom row right of Black's stones reaches both colours
    assertEquals(8, b.area(Color.BLACK));
    // White's region: (3,0), (4,0), (3,1), (4,1): 4 points; the bottom row reaches both colours
    assertEquals(5 + 4, b.area(Color.WHITE));
    int[] owner = new int[b.indexLimit()];
    b.areaOwners(owner);
    assertEquals(Board.BLACK, owner[b.index(0, 0)]);
    assertEquals(Board.WHITE, owner[b.index(4, 0)]);
    assertEquals(Board.EMPTY, owner[b.index(3, 3)]);
    assertThrows(IllegalArgumentException.class, () -> b.areaOwners(new int[3]));
    // the same count as the Scorer's with every stone alive and no seki
    Score s = Scorer.score(p);
    assertEquals(s.stones(Color.BLACK) + s.territory(Color.BLACK), b.area(Color.BLACK));
    assertEquals(s.stones(Color.WHITE) + s.territory(Color.WHITE), b.area(Color.WHITE));
    assertEquals(0, Board.empty(BoardSize.square(9)).area(Color.BLACK));
  }
}
