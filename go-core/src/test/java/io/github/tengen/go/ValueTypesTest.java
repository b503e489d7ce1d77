package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import io.github.tengen.go.RuleSet.KoRule;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ValueTypesTest {

  @Test
  void boardSizesAreCachedValuesFrom1To52() {
    assertSame(BoardSize.square(19), BoardSize.of(19, 19));
    assertEquals("13x9", BoardSize.of(13, 9).toString());
    assertFalse(BoardSize.of(13, 9).isSquare());
    assertThrows(IllegalArgumentException.class, () -> BoardSize.square(0));
    assertThrows(IllegalArgumentException.class, () -> BoardSize.of(53, 1));
    assertTrue(BoardSize.square(52).contains(Point.of(51, 51)));
    assertFalse(BoardSize.square(19).contains(Point.of(19, 0)));
  }

  @ParameterizedTest
  @CsvSource({"0,0,aa", "3,3,dd", "15,3,pd", "25,25,zz", "26,0,Aa", "51,51,ZZ"})
  void sgfPointsRoundTrip(int x, int y, String sgf) {
    assertEquals(sgf, Point.of(x, y).toSgf());
    assertSame(Point.of(x, y), Point.parseSgf(sgf));
  }

  @ParameterizedTest
  @CsvSource({"3,3,19,D16", "15,15,19,Q4", "0,18,19,A1", "8,0,9,J9", "7,0,9,H9", "24,0,25,Z25"})
  void gtpVerticesSkipTheLetterIAndCountRowsFromTheBottom(int x, int y, int n, String gtp) {
    BoardSize s = BoardSize.square(n);
    assertEquals(gtp, Point.of(x, y).toGtp(s));
    assertSame(Point.of(x, y), Point.parseGtp(gtp, s));
    assertSame(Point.of(x, y), Point.parseGtp(gtp.toLowerCase(), s));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "a", "abc", "a1", "1a", "??"})
  void malformedSgfPointsAreRejected(String text) {
    assertThrows(IllegalArgumentException.class, () -> Point.parseSgf(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "I5", "U1", "A0", "A20", "Q", "1A", "pass"})
  void malformedOrOffBoardGtpVerticesAreRejected(String text) {
    assertThrows(IllegalArgumentException.class, () -> Point.parseGtp(text, BoardSize.square(19)));
  }

  @Test
  void gtpIsDefinedOnlyUpTo25() {
    assertThrows(IllegalArgumentException.class, () -> Point.of(0, 0).toGtp(BoardSize.square(26)));
  }

  @Test
  void movesAreValues() {
    new EqualsTester()
        .addEqualityGroup(Move.play(Color.BLACK, Point.of(1, 2)), Move.play(Color.BLACK, Point.of(1, 2)))
        .addEqualityGroup(Move.play(Color.WHITE, Point.of(1, 2)))
        .addEqualityGroup(Move.pass(Color.BLACK), Move.pass(Color.BLACK))
        .addEqualityGroup(Move.pass(Color.WHITE))
        .testEquals();
    assertEquals("B pass", Move.pass(Color.BLACK).toString());
  }

  @Test
  void publicMethodsRejectNulls() {
    NullPointerTester t = new NullPointerTester()
        .setDefault(BoardSize.class, BoardSize.square(9))
        .setDefault(Point.class, Point.of(0, 0))
        .setDefault(Color.class, Color.BLACK)
        .setDefault(RuleSet.class, RuleSet.JAPANESE)
        .setDefault(Move.class, Move.pass(Color.BLACK));
    t.testAllPublicStaticMethods(Move.class);
    t.testAllPublicStaticMethods(Point.class);
    t.testAllPublicStaticMethods(Color.class);
    t.testAllPublicStaticMethods(RuleSet.class);
    t.testAllPublicInstanceMethods(Move.play(Color.BLACK, Point.of(1, 1)));
    t.testAllPublicInstanceMethods(Point.of(1, 1));
    t.testAllPublicInstanceMethods(Position.empty(BoardSize.square(9), RuleSet.CHINESE));
    t.testAllPublicInstanceMethods(Setup.empty(BoardSize.square(9)));
    t.testAllPublicStaticMethods(Setup.class);
    t.testAllPublicStaticMethods(Position.class);
  }

  @Test
  void rulePresetsAreRecordsOfSwitches() {
    assertEquals(KoRule.POSITIONAL_SUPERKO, RuleSet.CHINESE.koRule());
    assertEquals(7.5, RuleSet.CHINESE.komi());
    assertEquals(RuleSet.HandicapBonus.N, RuleSet.CHINESE.handicapBonus());
    assertEquals(6.5, RuleSet.JAPANESE.komi());
    assertEquals(RuleSet.ScoringRule.TERRITORY, RuleSet.KOREAN.scoringRule());
    assertTrue(RuleSet.AGA.whitePassesLast());
    assertEquals(RuleSet.JAPANESE.withKomi(0.5), RuleSet.JAPANESE.withKomi(0.5));
    assertEquals(RuleSet.CHINESE, RuleSet.JAPANESE.withKoRule(KoRule.POSITIONAL_SUPERKO)
        .withScoringRule(RuleSet.ScoringRule.AREA).withTax(RuleSet.Tax.NONE)
        .withHandicapBonus(RuleSet.HandicapBonus.N).withKomi(7.5).withNoResultOnRepetition(false).withFriendlyPass(true));
    assertTrue(RuleSet.JAPANESE.noResultOnRepetition());
    assertEquals("Japanese", RuleSet.KOREAN.toSgf());
    assertEquals("koSIMPLEscoreTERRITORYtaxSEKIsui0whb0nr0", RuleSet.JAPANESE.withNoResultOnRepetition(false).toSgf());
    assertTrue(RuleSet.CHINESE.toString().contains("POSITIONAL_SUPERKO"));
  }

  @ParameterizedTest
  @ValueSource(doubles = {0.25, 6.4, Double.NaN, Double.POSITIVE_INFINITY, 1e9})
  void komiMustBeAMultipleOfAHalf(double komi) {
    assertThrows(IllegalArgumentException.class, () -> RuleSet.JAPANESE.withKomi(komi));
  }

  @Test
  void negativeAndIntegerKomiAreAllowed() {
    assertEquals(-3.0, RuleSet.JAPANESE.withKomi(-3).komi());
    assertEquals(0.0, RuleSet.JAPANESE.withKomi(-0.0).komi());
    assertEquals(RuleSet.JAPANESE.withKomi(0.0), RuleSet.JAPANESE.withKomi(-0.0));
  }

  @ParameterizedTest
  @CsvSource({"Japanese,Japanese", "jp,Japanese", "JAPANESE,Japanese", "Korean,Japanese", "cn,Chinese",
      "chinese,Chinese", "Chinese,Chinese", "aga,AGA", "nz,NZ", "New Zealand,NZ", "tt,Tromp-Taylor",
      "Tromp-Taylor,Tromp-Taylor", "tromp_taylor,Tromp-Taylor"})
  void sgfRulesNamesAndAliasesAreRead(String name, String canonical) {
    assertEquals(canonical, RuleSet.fromSgf(name).toSgf());
    assertEquals(RuleSet.fromSgf(canonical), RuleSet.fromSgf(name));
  }

  @Test
  void unknownRulesNamesAreReportedAndCustomRulesPrintAsARuleString() {
    assertThrows(IllegalArgumentException.class, () -> RuleSet.fromSgf("Klingon"));
    assertEquals(RuleSet.TROMP_TAYLOR.withFriendlyPass(true), RuleSet.fromSgf("GOE"),
        "SGF's name of the Ing rules, as KataGo reads it");
    RuleSet custom = RuleSet.JAPANESE.withKoRule(KoRule.SITUATIONAL_SUPERKO);
    assertEquals(custom, RuleSet.fromSgf(custom.toSgf()));
    assertEquals("Chinese", RuleSet.CHINESE.withKomi(5.5).toSgf());
  }

  @Test
  void symmetriesOfASquareAreEightAndOfARectangleFour() {
    assertEquals(8, Symmetry.all(BoardSize.square(9)).size());
    assertEquals(List.of(Symmetry.IDENTITY, Symmetry.FLIP_HORIZONTAL, Symmetry.FLIP_VERTICAL, Symmetry.ROTATE_180),
        Symmetry.all(BoardSize.of(9, 7)));
    BoardSize s = BoardSize.square(19);
    for (Symmetry sym : Symmetry.values()) {
      for (Point p : List.of(Point.of(0, 0), Point.of(3, 15), Point.of(18, 2))) {
        assertEquals(p, sym.inverse().apply(sym.apply(p, s), s), sym.name());
      }
    }
    assertEquals(Point.of(18, 0), Symmetry.ROTATE_90.apply(Point.of(0, 0), s));
    assertThrows(IllegalArgumentException.class, () -> Symmetry.ROTATE_90.apply(Point.of(0, 0), BoardSize.of(9, 7)));
  }

  @Test
  void setupListsEveryChainWithoutLiberties() {
    Setup s = Setup.parse("""
        X O . O X
        O . . . O
        . . . . .
        """);
    List<Setup.Problem> problems = s.problems();
    assertEquals(2, problems.size());
    assertEquals("the black chain at A3 (1 stone) has no liberties", problems.get(0).message());
    Setup.InvalidSetupException e =
        assertThrows(Setup.InvalidSetupException.class, () -> s.build(RuleSet.JAPANESE));
    assertEquals(2, e.problems().size());
    s.remove(Point.of(0, 0)).remove(Point.of(4, 0));
    assertTrue(s.problems().isEmpty());
  }

  @Test
  void diagramsRoundTripThroughToString() {
    String d = """
        X O . .
        . X . O
        O . X .
        """;
    Position p = Position.parse(d, RuleSet.JAPANESE);
    assertEquals(d, p.toString());
    assertEquals(BoardSize.of(4, 3), p.size());
    assertThrows(IllegalArgumentException.class, () -> Setup.parse("X O\nX"));
    assertThrows(IllegalArgumentException.class, () -> Setup.parse("X Q"));
    assertThrows(IllegalArgumentException.class, () -> Setup.parse("\n\n"));
  }

  @Test
  void equalPositionsReachedByDifferentOrdersAreEqual() {
    Position e = Position.empty(BoardSize.square(9), RuleSet.JAPANESE);
    Position a = e.play(Point.of(2, 2)).play(Point.of(6, 6)).play(Point.of(2, 6)).play(Point.of(6, 2));
    Position b = e.play(Point.of(2, 6)).play(Point.of(6, 2)).play(Point.of(2, 2)).play(Point.of(6, 6));
    new EqualsTester().addEqualityGroup(a, b).addEqualityGroup(a.pass()).addEqualityGroup(e).testEquals();
    assertEquals(a.zobristHash(), b.zobristHash());
    assertEquals(Position.empty(BoardSize.square(9), RuleSet.JAPANESE).zobristHash(), 0L);
  }

  @Test
  void zobristKeysAreStableAcrossReleases() {
    // pinned values: changing the keys is a breaking change (see Position#zobristHash)
    Position p = Position.empty(BoardSize.square(19), RuleSet.JAPANESE).play(Point.of(3, 3));
    assertEquals(0xff8758bb65720e75L, p.boardHash());
    assertEquals(p.boardHash(),
        Position.empty(BoardSize.square(9), RuleSet.JAPANESE).play(Point.of(3, 3)).boardHash(),
        "a key depends on the point, not on the board size");
    Position q = p.play(Point.of(15, 3));
    assertEquals(0xff8758bb65720e75L ^ 0x4dbbb3fb7f51c81bL, q.boardHash());
    assertEquals(0xff8758bb65720e75L ^ 0xc18459048878802cL, p.zobristHash(), "White to move");
  }
}
