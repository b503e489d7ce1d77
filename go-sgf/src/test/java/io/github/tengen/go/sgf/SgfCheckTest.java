package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Point;
import io.github.tengen.go.Scorer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link SgfCheck}: the per-file check of {@code tengen check}, a pure function of the bytes. */
class SgfCheckTest {
  private static byte[] fixture(String name) throws IOException {
    try (InputStream in = SgfCheckTest.class.getResourceAsStream("/fixtures/" + name)) {
      return in.readAllBytes();
    }
  }

  @Test
  void withoutARecountAnUnmarkedCountIsLeftUndecided() throws IOException {
    SgfCheck.Report r = SgfCheck.standard().check("1846.sgf", fixture("historic-1846-ear-reddening.sgf"));
    assertFalse(r.hasWarnings(), r.findings().toString());
    assertEquals(1, r.games().size());
    SgfCheck.GameSummary g = r.games().get(0);
    assertEquals(325, g.moves());
    assertEquals("19x19", g.size());
    assertEquals(Verdict.NO_DEAD_STONES_MARKED, g.verdict());
    assertEquals("UTF-8", r.charset().orElseThrow());
  }

  @Test
  void aRecountDecidesAnUnmarkedCountAndItsDisagreementIsAWarning() throws IOException {
    // a recount that calls every stone alive: the all-alive count, which is not the recorded B+2
    SgfCheck check = SgfCheck.standard().withRecount(Scorer::score);
    SgfCheck.Report r = check.check("1846.sgf", fixture("historic-1846-ear-reddening.sgf"));
    SgfCheck.GameSummary g = r.games().get(0);
    assertEquals(Verdict.DISAGREES_ESTIMATED, g.verdict());
    assertEquals(Optional.of("B+2"), g.recorded());
    assertTrue(g.counted().isPresent() && !g.counted().equals(g.recorded()), g.counted()::toString);
    SgfCheck.Finding f = r.findings().get(0);
    assertEquals(SgfCheck.Severity.WARNING, f.severity());
    assertEquals(Verdict.DISAGREES_ESTIMATED, f.code());
    assertEquals("DISAGREES_ESTIMATED", f.codeName());
    assertTrue(f.message().contains("with 0 estimated dead stones"), f.message());
  }

  @Test
  void anIllegalMoveIsAnErrorWithItsMoveNumberAndReason() {
    // move 7, B[ba], is on Black's own stone of move 1
    String sgf = "(;GM[1]FF[4]SZ[9]RU[Japanese];B[ba];W[ca];B[ab];W[db];B[cb];W[bb];B[ba])";
    SgfCheck.Report r = SgfCheck.standard().check("ko.sgf", sgf.getBytes(StandardCharsets.UTF_8));
    assertTrue(r.hasErrors(), r.findings().toString());
    SgfCheck.Finding f = r.findings().stream().filter(x -> x.severity() == SgfCheck.Severity.ERROR).findFirst()
        .orElseThrow();
    assertEquals(ReplayWarning.Code.ILLEGAL_MOVE, f.code());
    assertEquals(Optional.of(Legality.OCCUPIED), f.legality());
    assertEquals("ILLEGAL_MOVE_OCCUPIED", f.codeName());
    assertEquals(7, f.move());
    assertEquals(SgfCheck.Kind.REPLAY, f.kind());
  }

  @Test
  void aParseSlipHasItsLineAndColumn() {
    String sgf = "(;GM[1]SZ[9]\n;B[ee]\n;W[gg];W)";
    SgfCheck.Report r = SgfCheck.standard().check("slip.sgf", sgf.getBytes(StandardCharsets.UTF_8));
    SgfCheck.Finding f = r.findings().stream().filter(x -> x.kind() == SgfCheck.Kind.PARSE).findFirst()
        .orElseThrow();
    assertEquals(SgfWarning.Code.PROPERTY_WITHOUT_VALUE, f.code());
    assertEquals(3, f.line());
    assertTrue(f.column() > 0);
    assertFalse(r.hasErrors());
  }

  @Test
  void aFileThatIsNotSgfIsAnErrorReportNotAnException() {
    SgfCheck.Report r = SgfCheck.standard().check("notes.txt", "just some text".getBytes(StandardCharsets.UTF_8));
    assertTrue(r.hasErrors());
    assertEquals(SgfCheck.Problem.NOT_SGF, r.findings().get(0).code());
    assertTrue(r.charset().isEmpty());
    assertTrue(r.games().isEmpty());
  }

  @Test
  void aRecordedScoreThatTheMarkedDeadStonesContradictIsAnError() {
    // a 5x5 finished game: Black owns the left, White the right; TB/TW mark nothing dead; W+0.5 is wrong
    String board = "(;GM[1]FF[4]SZ[5]KM[0.5]RU[Chinese]RE[W+0.5]AB[ba][bb][bc][bd][be]AW[ca][cb][cc][cd][ce]"
        + "PL[B];B[];W[]TB[aa][ab]TW[da][db])";
    SgfCheck.Report r = SgfCheck.standard().check("count.sgf", board.getBytes(StandardCharsets.UTF_8));
    SgfCheck.GameSummary g = r.games().get(0);
    assertEquals(Verdict.DISAGREES, g.verdict(), r.toString());
    assertEquals("W+5.5", g.counted().orElseThrow());
    assertTrue(r.hasErrors());
  }

  @Test
  void theJsonLineHasEveryFieldAndEscapesTheName() throws IOException {
    SgfCheck.Report r = SgfCheck.standard().check("a \"quoted\"\\name\n.sgf", fixture("katago-messy.sgf"));
    String json = r.toJson();
    assertFalse(json.contains("\n"));
    JsonObject o = JsonParser.parseString(json).getAsJsonObject();
    assertEquals("a \"quoted\"\\name\n.sgf", o.get("file").getAsString());
    assertEquals(r.bytes(), o.get("bytes").getAsLong());
    JsonArray findings = o.getAsJsonArray("findings");
    assertEquals(r.findings().size(), findings.size());
    for (int i = 0; i < findings.size(); i++) {
      assertEquals(r.findings().get(i).code(), findings.get(i).getAsJsonObject().get("code").getAsString());
      assertEquals(r.findings().get(i).message(), findings.get(i).getAsJsonObject().get("message").getAsString());
    }
    assertEquals(r.games().size(), o.getAsJsonArray("games").size());
  }

  @Test
  void anyBytesGiveTheSameReportTwiceAndValidJson() throws IOException {
    byte[] seed = fixture("sabaki-complex.sgf");
    qt().withExamples(300).forAll(lists().of(integers().between(0, 255)).ofSizeBetween(0, 40),
        integers().between(0, seed.length)).checkAssert((noise, at) -> {
          byte[] b = new byte[seed.length + noise.size()];
          System.arraycopy(seed, 0, b, 0, at);
          for (int i = 0; i < noise.size(); i++) {
            b[at + i] = (byte) (int) noise.get(i);
          }
          System.arraycopy(seed, at, b, at + noise.size(), seed.length - at);
          SgfCheck.Report r = SgfCheck.standard().check("f", b);
          assertEquals(r, SgfCheck.standard().check("f", b));
          JsonParser.parseString(r.toJson()).getAsJsonObject();
        });
  }

  @Test
  void aFileNotReadIsReportedWithTheCallersProblem() {
    SgfCheck.Report r = SgfCheck.notChecked("big.sgf", 1L << 30, SgfCheck.Problem.TOO_LARGE, "over the limit");
    assertEquals(List.of(SgfCheck.Problem.TOO_LARGE), r.findings().stream().map(SgfCheck.Finding::code).toList());
    assertEquals(SgfCheck.Kind.FILE, r.findings().get(0).kind());
    assertTrue(r.toJson().contains("\"severity\":\"ERROR\",\"kind\":\"FILE\",\"code\":\"TOO_LARGE\""), r.toJson());
    assertTrue(r.hasErrors());
    assertTrue(r.toString().contains("TOO_LARGE"));
  }

  @Test
  void everyCodeSaysItsKindAndSeverityAsTheReportsAlwaysGaveThem() {
    for (SgfWarning.Code c : SgfWarning.Code.values()) {
      assertEquals(SgfCheck.Kind.PARSE, c.kind());
      assertEquals(c == SgfWarning.Code.NOT_SGF ? SgfCheck.Severity.ERROR : c.isNote()
          || c == SgfWarning.Code.TOO_MANY_WARNINGS ? SgfCheck.Severity.NOTE : SgfCheck.Severity.WARNING, c.severity());
    }
    assertEquals(SgfCheck.Severity.ERROR, ReplayWarning.Code.ILLEGAL_MOVE.severity());
    assertEquals(SgfCheck.Severity.NOTE, ReplayWarning.Code.NO_RESULT.severity());
    assertEquals(SgfCheck.Severity.WARNING, ReplayWarning.Code.KOMI.severity());
    assertEquals(SgfCheck.Severity.ERROR, Verdict.DISAGREES.severity());
    assertEquals(SgfCheck.Severity.WARNING, Verdict.DISAGREES_ESTIMATED.severity());
    assertEquals(Verdict.AGREES_ESTIMATED, Verdict.AGREES.estimated());
    assertEquals(Verdict.NOT_A_SCORE, Verdict.NOT_A_SCORE.estimated());
    for (SgfCheck.Problem p : SgfCheck.Problem.values()) {
      assertEquals(SgfCheck.Severity.ERROR, p.severity());
    }
  }

  @Test
  void anUnreadableResultIsSaidSoByTheReplayAsByTheCheck() {
    Replay r = SgfReader.lenient().read("(;GM[1]SZ[9]RE[Black wins, probably];B[ee])").game().replay();
    assertEquals(Verdict.UNREADABLE_RESULT, r.checkResult().verdict());
    assertEquals(Verdict.NO_RESULT, SgfReader.lenient().read("(;GM[1]SZ[9];B[ee])").game().replay().checkResult()
        .verdict());
    SgfCheck.Report report = SgfCheck.standard().check("x.sgf",
        "(;GM[1]SZ[9]RE[Black wins, probably];B[ee])".getBytes(StandardCharsets.UTF_8));
    assertEquals(Verdict.UNREADABLE_RESULT, report.games().get(0).verdict());
  }

  @Test
  void aCountMadeElsewhereGivesItsDeadStonesBack() {
    // the white stone at aa is dead, which makes the recorded B+5.5 (Japanese counting: it is a prisoner too)
    Replay bare = SgfReader.strict().read("(;GM[1]SZ[5]RU[Japanese]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]"
        + "AW[da][db][dc][dd][de][aa];B[];W[])").game().replay();
    Replay.ResultCheck c = bare.checkResult(Scorer.score(bare.finalPosition(), Set.of(Point.parseSgf("aa"))));
    assertEquals(Set.of(Point.parseSgf("aa")), c.deadStones());
    assertEquals(Verdict.AGREES, c.verdict());
    assertEquals(Verdict.NO_DEAD_STONES_MARKED, bare.checkResult().verdict());
    assertEquals(Verdict.DISAGREES, bare.checkResult(Scorer.score(bare.finalPosition())).verdict());
  }
}
