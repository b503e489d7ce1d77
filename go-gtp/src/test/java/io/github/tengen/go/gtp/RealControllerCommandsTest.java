package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.RuleSet;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * What real controllers send and expect, as issue 41 found them: Leela Zero's and KataGo's {@code interval}
 * keyword, GoGui's {@code gogui-interrupt}, GNU Go's territory lists and {@code estimate_score} (Kigo), the reference
 * bot's pass in Quarry, a match's games with a fixed seed, and a match whose engine breaks down.
 */
class RealControllerCommandsTest {
  private static String ask(GtpEngine e, String line) {
    return e.answer(line).orElseThrow(() -> new AssertionError("no response to " + line));
  }

  private static Set<String> set(String answer) {
    Set<String> out = new HashSet<>(List.of(answer.replaceFirst("^=\\s*", "").trim().split("\\s+")));
    out.remove("");
    return out;
  }

  @Test
  void analysisTakesTheIntervalKeywordAsLeelaZeroAndKataGoDo() throws GtpCommandException {
    io.github.tengen.go.Position p = io.github.tengen.go.Position.empty(BoardSize.square(9), RuleSet.CHINESE);
    assertEquals(200, Analysis.request("lz-analyze", List.of("interval", "20"), p, p.size()).intervalMillis());
    assertEquals(500, Analysis.request("kata-analyze", List.of("b", "interval", "50"), p, p.size())
        .intervalMillis());
    assertEquals(300, Analysis.request("lz-analyze", List.of("w", "30"), p, p.size()).intervalMillis());
  }

  @Test
  void goguiInterruptIsListedAndACommentEndsAStream() {
    GtpEngine e = GtpEngine.builder(new MonteCarloPlayer(10, 1)).build();
    assertEquals("= true\n\n", ask(e, "known_command gogui-interrupt"));
    assertTrue(ask(e, "list_commands").contains("gogui-interrupt\n"));
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    e.run(new java.io.ByteArrayInputStream("boardsize 9\n1 lz-analyze 10\n# interrupt\n2 name\n"
        .getBytes(StandardCharsets.US_ASCII)), out);
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("=\n\n=1\n"), text);
    assertTrue(text.endsWith("\n\n=2 Tengen\n\n"), text);
  }

  @Test
  void territoryListsAndEstimateScoreAnswerAsGnuGoDoes() {
    Optional<String> exe = Engines.gnugo();
    assumeTrue(exe.isPresent(), Engines.NO_GNUGO);
    String[] setup = {"boardsize 5", "clear_board", "komi 0", "play b b1", "play b b2", "play b b3", "play b b4",
        "play b b5", "play w d1", "play w d2", "play w d3", "play w d4", "play w d5", "play b e3"};
    try (GtpClient gnugo = Engines.startGnuGo(exe.get(), "--chinese-rules")) {
      GtpEngine us = GtpEngine.builder(new RandomPlayer(1)).build();
      for (String c : setup) {
        gnugo.send(c);
        ask(us, c);
      }
      for (String kind : List.of("dead", "black_territory", "white_territory", "dame")) {
        assertEquals(set(gnugo.send("final_status_list " + kind)), set(ask(us, "final_status_list " + kind)), kind);
      }
      assertEquals(Set.of("C5", "C4", "C3", "C2", "C1"), set(ask(us, "final_status_list dame")));
      // an empty board: komi alone (GNU Go writes W+0.0 and bounds; a draw is 0 in SGF)
      gnugo.send("clear_board");
      ask(us, "clear_board");
      assertTrue(gnugo.send("estimate_score").startsWith("W+0.0"));
      assertEquals("= 0\n\n", ask(us, "estimate_score"));
      ask(us, "komi 6.5");
      assertEquals("= W+6.5\n\n", ask(us, "estimate_score"));
    }
  }

  @Test
  void theReferenceBotDoesNotPassBackWhileTheCountIsNotSettled() {
    // Quarry's case: the opponent passes early and White would win the count as it stands (komi), but nothing on
    // the board is settled; the bot passed back here before
    GtpEngine e = GtpEngine.builder(new MonteCarloPlayer(500, 1)).build();
    for (String c : List.of("boardsize 9", "komi 7.5", "play b e5", "play w c3", "play b pass")) {
      ask(e, c);
    }
    assertTrue(ask(e, "final_score").startsWith("= W+"));
    assertNotEquals("= pass\n\n", ask(e, "genmove w"));
  }

  @Test
  void aBotsGamesInARowDifferUnderOneSeed() {
    for (GtpPlayer player : List.of(new MonteCarloPlayer(50, 3), new RandomPlayer(3))) {
      GtpEngine e = GtpEngine.builder(player).build();
      ask(e, "boardsize 9");
      StringBuilder first = new StringBuilder();
      StringBuilder second = new StringBuilder();
      for (StringBuilder game : List.of(first, second)) {
        ask(e, "clear_board");
        for (int k = 0; k < 6; k++) {
          game.append(ask(e, "genmove " + (k % 2 == 0 ? "b" : "w")).trim()).append(' ');
        }
      }
      assertNotEquals(first.toString(), second.toString(), player.getClass().getSimpleName());
    }
  }

  @Test
  void aMatchWhoseEngineDiesStopsThereAndSaysWhy() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream errs = new PrintStream(err, true, StandardCharsets.UTF_8);
    List<String> ours = Engines.engineCommand("--player", "random");
    Match.Settings s = new Match.Settings(BoardSize.square(9), RuleSet.CHINESE, 3, 1000, Optional.empty());
    // an "engine" that answers nothing and exits at once
    Match.Result r = Match.play(() -> GtpClient.start(ours), () -> GtpClient.start(List.of("true")), s, errs);
    assertTrue(r.breakdown().isPresent(), err.toString(StandardCharsets.UTF_8));
    assertTrue(!r.table().contains("interval 0.0% to 0.0%"), r.table());
    UncheckedIOException missing = assertThrows(UncheckedIOException.class, () -> Match.play(
        () -> GtpClient.start(List.of("/nonexistent/engine")), () -> GtpClient.start(ours), s, errs));
    assertTrue(missing.getMessage().contains("/nonexistent/engine"), missing.getMessage());
  }

  @Test
  void aMatchSaysItsRulesAndWarnsOfAnEngineThatWasNotToldThem() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream errs = new PrintStream(err, true, StandardCharsets.UTF_8);
    List<String> ours = Engines.engineCommand("--player", "random");
    Match.Settings s = new Match.Settings(BoardSize.square(7), RuleSet.JAPANESE.withKomi(0.5), 1, 1000,
        Optional.empty());
    Match.Result r = Match.play(() -> GtpClient.start(ours), () -> GtpClient.start(ours), s, errs);
    assertTrue(r.breakdown().isEmpty(), err.toString(StandardCharsets.UTF_8));
    assertTrue(r.table().startsWith("rules Japanese, komi 0.5\n"), r.table());
    assertTrue(!err.toString(StandardCharsets.UTF_8).contains("warning"), err.toString()); // ours takes kata rules
    Optional<String> exe = Engines.gnugo();
    assumeTrue(exe.isPresent(), Engines.NO_GNUGO);
    err.reset();
    Match.Settings six = new Match.Settings(BoardSize.square(7), RuleSet.CHINESE, 1, 6, Optional.empty());
    Match.play(() -> GtpClient.start(ours), () -> Engines.startGnuGo(exe.get(), "--level", "0"), six, errs);
    assertTrue(err.toString(StandardCharsets.UTF_8).contains("was not told the rules"), err.toString());
  }
}
