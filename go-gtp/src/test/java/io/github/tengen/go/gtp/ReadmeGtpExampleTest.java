package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.RuleSet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The README's GTP examples, kept here so that they compile and do what the README says. */
class ReadmeGtpExampleTest {

  @Test
  void theBotExampleAnswersGtp() {
    System.setIn(new ByteArrayInputStream("boardsize 9\ngenmove b\nquit\n".getBytes(StandardCharsets.UTF_8)));
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    java.io.PrintStream out = new java.io.PrintStream(bytes, true, StandardCharsets.UTF_8);
    java.io.PrintStream saved = System.out;
    System.setOut(out);
    try {
      // --- README bot example
      GtpPlayer bot = request -> {
        List<Move> legal = request.position().legalMoves();      // the game so far, under its rules
        return legal.get(0) instanceof Move.Play p ? Decision.play(p.point()) : Decision.pass();
      };
      GtpEngine.builder(bot).name("my-bot").version("1.0").rules(RuleSet.CHINESE).build().run(System.in, System.out);
      // --- end
    } finally {
      System.setOut(saved);
      System.setIn(new ByteArrayInputStream(new byte[0]));
    }
    assertEquals("=\n\n= A9\n\n=\n\n", bytes.toString(StandardCharsets.UTF_8));
  }

  @Test
  void theClientExampleDrivesGnuGo() {
    String gnugoPath = Engines.gnugo().orElse(null);
    assumeTrue(gnugoPath != null, Engines.NO_GNUGO);
    // --- README client example
    try (GtpClient gnugo = GtpClient.start(List.of(gnugoPath, "--mode", "gtp", "--level", "0"))) {
      gnugo.boardsize(9);
      gnugo.komi(7.5);
      gnugo.play(Move.parseGtp(Color.BLACK, "E5", gnugo.size()));
      Decision reply = gnugo.genmove(Color.WHITE);           // Play, Pass ("pass" or "PASS") or Resign
      Set<Point> dead = gnugo.finalStatusList("dead");
      GameResult estimate = gnugo.estimateScore();          // GNU Go's estimate_score, its bounds left out
    }
    // --- end: it runs as written; the same again, checked
    try (GtpClient gnugo = GtpClient.start(List.of(gnugoPath, "--mode", "gtp", "--level", "0"))) {
      gnugo.boardsize(9);
      gnugo.komi(7.5);
      gnugo.play(Move.parseGtp(Color.BLACK, "E5", gnugo.size()));
      Decision reply = gnugo.genmove(Color.WHITE);
      Set<Point> dead = gnugo.finalStatusList("dead");
      GameResult estimate = gnugo.estimateScore();
      assertTrue(estimate instanceof GameResult.ScoreWin || estimate == GameResult.NoWinner.DRAW, estimate + "");
      assertTrue(reply instanceof Decision.Play, reply.toString());
      assertTrue(dead.isEmpty(), dead.toString());
      GtpException e = org.junit.jupiter.api.Assertions.assertThrows(GtpException.class,
          () -> gnugo.play(Move.parseGtp(Color.BLACK, "E5", gnugo.size())));
      assertEquals(GtpException.Kind.ILLEGAL_MOVE, e.kind());
    }
  }

  @Test
  void aDeadEngineIsReportedWithItsExitCodeAndStderr() {
    GtpClient sh = GtpClient.start(List.of("sh", "-c", "read line; echo 'dying now' >&2; exit 3"));
    GtpException e = org.junit.jupiter.api.Assertions.assertThrows(GtpException.class, sh::name);
    assertEquals(GtpException.Kind.ENGINE_DIED, e.kind());
    assertEquals(3, e.exitCode().orElse(-1));
    assertTrue(e.stderrTail().contains("dying now") || e.getMessage().contains("exit code 3"), e.getMessage());
    sh.close();
  }

  @Test
  void aSilentEngineTimesOut() {
    try (GtpClient cat = GtpClient.start(List.of("sh", "-c", "sleep 30")).timeout(java.time.Duration.ofMillis(300))) {
      GtpException e = org.junit.jupiter.api.Assertions.assertThrows(GtpException.class, cat::name);
      assertEquals(GtpException.Kind.TIMEOUT, e.kind());
    }
  }
}
