package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Color;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Replay of SGF games into positions: setup, handicap, komi, illegal moves lenient and strict, scoring marks. */
class ReplayTest {
  /** A ko: Black B[cb] takes White's bb; White's immediate retake at bb is illegal under every ko rule. */
  private static final String KO = "(;SZ[9]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[bb])";

  private static SgfGame game(String sgf) {
    return SgfReader.lenient().read(sgf).game();
  }

  private static Point p(String sgf) {
    return Point.parseSgf(sgf);
  }

  @Test
  void illegalKoRetakeIsAWarningAndPlacedAsViewersDo() {
    Replay r = game(KO).replay();
    assertEquals(1, r.warnings().size());
    ReplayWarning w = r.warnings().get(0);
    assertEquals(ReplayWarning.Code.ILLEGAL_MOVE, w.code());
    assertEquals(Optional.of(Legality.KO), w.legality());
    assertEquals(2, w.moveNumber());
    assertEquals(1, w.node().line());
    Position end = r.finalPosition();
    assertEquals(Optional.of(Color.WHITE), end.stoneAt(p("bb")));
    assertEquals(Optional.empty(), end.stoneAt(p("cb")), "the retake captured the black stone");
    assertEquals(1, end.captures(Color.WHITE));
    assertEquals(1, end.captures(Color.BLACK));
    assertEquals(Color.BLACK, end.toMove());
    assertEquals(3, r.positions().size());
  }

  @Test
  void illegalKoRetakeStopsTheStrictReplayWithItsReasonAndMoveNumber() {
    SgfReplayException e = assertThrows(SgfReplayException.class, () -> game(KO).replayStrict());
    assertEquals(2, e.moveNumber());
    assertEquals(Optional.of(Legality.KO), e.reason());
  }

  @Test
  void superkoHistoryIncludesTheSetupRoot() {
    // after B takes and both pass, White's retake recreates the setup board with Black to move: under Japanese rules
    // legal but the end of the game without result (a note: the replay plays on, strict too), under positional
    // superko illegal
    String moves = "SZ[9]AB[ba][ab][bc]AW[ca][bb][db][cc];B[cb];W[];B[];W[bb])";
    Replay japanese = game("(;RU[Japanese]" + moves).replayStrict();
    assertEquals(1, japanese.warnings().size());
    assertEquals(ReplayWarning.Code.NO_RESULT, japanese.warnings().get(0).code());
    assertEquals(4, japanese.warnings().get(0).moveNumber());
    assertTrue(japanese.finalPosition().endedWithoutResult());
    Replay chinese = game("(;RU[Chinese]" + moves).replay();
    assertEquals(1, chinese.warnings().size());
    assertEquals(Optional.of(Legality.POSITIONAL_SUPERKO), chinese.warnings().get(0).legality());
    assertEquals(4, chinese.warnings().get(0).moveNumber());
  }

  @Test
  void handicapStonesWithHaAreAHandicapAndWhiteMovesFirst() {
    Replay r = game("(;SZ[19]HA[2]AB[dp][pd];W[dd])").replayStrict();
    Position start = r.positions().get(0);
    assertEquals(2, start.handicap());
    assertEquals(Color.WHITE, start.toMove());
    assertEquals(List.of(), r.warnings());
    assertEquals(Optional.of(Color.WHITE), r.finalPosition().stoneAt(p("dd")));
  }

  @Test
  void handicapWithoutStonesAndWhiteFirstPlacesTheFixedStones() {
    Replay r = game("(;SZ[19]HA[2];W[dd];B[qq])").replay();
    assertEquals(ReplayWarning.Code.HANDICAP, r.warnings().get(0).code());
    assertEquals(2, r.positions().get(0).stoneCount(Color.BLACK));
    // ... unless the stones make moves illegal: here White plays on a fixed handicap point
    Replay without = game("(;SZ[19]HA[2];W[dp];B[qq])").replay();
    assertEquals(0, without.positions().get(0).stoneCount(Color.BLACK));
    assertEquals(List.of(ReplayWarning.Code.HANDICAP), without.warnings().stream().map(ReplayWarning::code)
        .toList());
  }

  @Test
  void komiAsRealFilesWriteIt() {
    assertEquals(6.5, game("(;KM[650])").replay().finalPosition().ruleSet().komi());
    assertEquals(ReplayWarning.Code.KOMI, game("(;KM[650])").replay().warnings().get(0).code());
    assertEquals(7.5, game("(;RU[Chinese]KM[375])").ruleSet().komi());
    assertEquals(7.5, game("(;RU[Chinese]KM[3.75])").ruleSet().komi());
    assertEquals(0.5, game("(;KM[0.500000])").ruleSet().komi());
    assertEquals(List.of(), game("(;KM[0.500000])").replay().warnings());
    assertEquals(-3.0, game("(;KM[-3])").ruleSet().komi());
    assertTrue(game("(;KM[457973850])").komi().isEmpty(), "beyond any komi: not read");
    assertEquals(ReplayWarning.Code.KOMI, game("(;KM[457973850])").replay().warnings().get(0).code());
    Replay bad = game("(;RU[Chinese]KM[lots])").replay();
    assertEquals(RuleSet.CHINESE.komi(), bad.finalPosition().ruleSet().komi());
    assertEquals(ReplayWarning.Code.KOMI, bad.warnings().get(0).code());
  }

  @Test
  void rulesFromRuAndTheDefault() {
    assertEquals(RuleSet.CHINESE.withKomi(7.5), game("(;RU[Chinese]KM[7.5])").ruleSet());
    assertEquals(SgfGame.DEFAULT_RULES, game("(;SZ[9])").replay().finalPosition().ruleSet());
    Replay unknown = game("(;RU[Ing goe])").replay();
    assertEquals(ReplayWarning.Code.RULES, unknown.warnings().get(0).code());
    assertEquals(RuleSet.TROMP_TAYLOR, game("(;SZ[9])").replay(RuleSet.TROMP_TAYLOR).finalPosition().ruleSet());
  }

  @Test
  void setupInTheMiddleOfAGameEditsTheBoardAndKeepsTheHistory() {
    Replay r = game("(;SZ[9];B[ee];W[cc];AE[ee]AW[gg]PL[W];W[dd])").replayStrict();
    Position edited = r.positions().get(3);
    assertEquals(Optional.empty(), edited.stoneAt(p("ee")));
    assertEquals(Optional.of(Color.WHITE), edited.stoneAt(p("gg")));
    assertEquals(Color.WHITE, edited.toMove());
    assertEquals(r.positions().get(2), edited.previous().orElseThrow());
    assertEquals(3, r.finalPosition().stoneCount(Color.WHITE));
  }

  @Test
  void setupThatLeavesAChainWithoutLibertiesIsRepaired() {
    Replay r = game("(;SZ[9]AB[aa]AW[ba][ab])").replay();
    assertEquals(ReplayWarning.Code.SETUP_WITHOUT_LIBERTIES, r.warnings().get(0).code());
    assertEquals(0, r.finalPosition().stoneCount(Color.BLACK));
    assertThrows(SgfReplayException.class, () -> game("(;SZ[9]AB[aa]AW[ba][ab])").replayStrict());
  }

  @Test
  void movesOutOfTurnAndAfterTwoPassesArePlayedAsWritten() {
    Replay r = game("(;SZ[9];B[aa];B[bb];W[];B[];W[cc])").replayStrict();
    assertEquals(List.of(), r.warnings());
    assertEquals(2, r.finalPosition().stoneCount(Color.BLACK));
    assertEquals(1, r.finalPosition().stoneCount(Color.WHITE));
  }

  @Test
  void aNodeWithTwoMovesPlaysTheFirst() {
    Replay r = game("(;SZ[9];B[aa]W[bb])").replay();
    assertEquals(ReplayWarning.Code.TWO_MOVES, r.warnings().get(0).code());
    assertEquals(0, r.finalPosition().stoneCount(Color.WHITE));
  }

  @Test
  void replayToAVariationFollowsItsPath() {
    SgfGame g = game("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc]))");
    SgfNode variation = g.root().children().get(0).children().get(1);
    Replay r = g.replayTo(variation);
    assertEquals(3, r.positions().size());
    assertEquals(Optional.of(Color.WHITE), r.finalPosition().stoneAt(p("gc")));
    assertThrows(IllegalArgumentException.class, () -> g.replayTo(SgfNode.builder().build()));
  }

  /** A 5x5 game: Black owns columns a-c, White d-e; a dead white stone at aa inside Black's marked territory. */
  private static final String MARKED = "(;GM[1]SZ[5]RU[Japanese]KM[0.5]RE[%s]AB[ca][cb][cc][cd][ce]"
      + "AW[da][db][dc][dd][de][aa];B[];W[]TB[aa:be]TW[ea:ee])";

  @Test
  void territoryMarksGiveTheDeadStonesAndTheScoreAgreesWithTheResult() {
    Replay r = game(String.format(MARKED, "B+5.5")).replay();
    assertEquals(Set.of(p("aa")), r.markedDeadStones());
    Replay.ResultCheck check = r.checkResult();
    assertEquals(Verdict.AGREES, check.verdict(), check.score()::toString);
    assertEquals(Set.of(p("aa")), check.deadStones());
    assertEquals(Verdict.DISAGREES,
        game(String.format(MARKED, "B+6.5")).replay().checkResult().verdict());
    assertEquals(Verdict.NOT_A_SCORE,
        game(String.format(MARKED, "W+R")).replay().checkResult().verdict());
  }

  @Test
  void theBundledHistoricGameReplaysCleanly() throws Exception {
    try (var in = ReplayTest.class.getResourceAsStream("/fixtures/historic-1846-ear-reddening.sgf")) {
      SgfGame g = SgfReader.strict().read(in).game();
      Replay r = g.replayStrict();
      assertEquals(List.of(), r.warnings());
      assertEquals(RuleSet.JAPANESE.withKomi(0), r.finalPosition().ruleSet());
      assertTrue(r.finalPosition().moveNumber() > 300, () -> "moves: " + r.finalPosition().moveNumber());
      CorpusGamesTest.roundTrip("historic", SgfReader.strict().read(SgfWriter.write(g)));
    }
  }

  @Test
  void everyRepetitionIsCountedPastTheThousandWarningsKept() {
    // a ko on 9x9 under Japanese rules, taken back after two passes each time: 600 turns of the cycle, each turn
    // recreating earlier boards with the same player to move (the no-result rule's repetitions)
    String cycle = ";W[bb];B[];W[];B[cb];W[];B[]";
    SgfGame g = SgfReader.strict().read("(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]AB[ba][ab][cb][bc]AW[ca][db][cc]PL[W]"
        + cycle.repeat(600) + ")").game();
    Replay r = g.replay();
    long ended = r.positions().stream().filter(Position::endedWithoutResult).count();
    long kept = r.warnings().stream().filter(w -> w.code() == ReplayWarning.Code.NO_RESULT).count();
    assertTrue(ended > 1_000, "repetitions in the cycle: " + ended);
    assertEquals(1_000, kept, "NO_RESULT warnings kept");
    assertEquals(ended, r.repetitions());
    SgfCheck.Report report = SgfCheck.standard().check("cycle.sgf", SgfWriter.write(SgfCollection.of(g))
        .getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertEquals(ended, report.games().get(0).repetitions());
    assertTrue(report.toJson().contains("\"repetitions\":" + ended), report.toJson());
  }
}
