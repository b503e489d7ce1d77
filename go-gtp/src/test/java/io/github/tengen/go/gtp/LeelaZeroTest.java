package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Leela Zero 0.17 (Debian's {@code leela-zero}, which ships no network: the test writes a tiny all-zero one) as a
 * second engine for the client, 19x19 only: genmove, play, {@code lz-analyze} streaming and its cancellation,
 * {@code lz-genmove_analyze}, {@code printsgf} with its stray blank lines, undo, and the engine kept in step by
 * {@link EngineSync}. Skipped with a message when {@code leelaz} is absent ({@code .ci/run} installs it).
 */
@Tag("slow") // left out by -Pquick
class LeelaZeroTest {

  private static java.util.Optional<String> leelaz() {
    for (String p : List.of("/usr/games/leelaz", "/usr/bin/leelaz", "/usr/local/bin/leelaz")) {
      if (Files.isExecutable(Path.of(p))) {
        return java.util.Optional.of(p);
      }
    }
    return java.util.Optional.empty();
  }

  /** A network of 1 residual block and 8 filters, every weight zero (format version 1). */
  private static Path tinyNetwork(Path dir) throws IOException {
    Path f = dir.resolve("tiny.txt");
    int[] sizes = {1296, 8, 8, 8, 576, 8, 8, 8, 576, 8, 8, 8, 16, 2, 2, 2, 261364, 362, 8, 1, 1, 1, 92416, 256, 256,
        1};
    try (BufferedWriter w = Files.newBufferedWriter(f, StandardCharsets.US_ASCII)) {
      w.write("1\n");
      for (int n : sizes) {
        StringBuilder line = new StringBuilder(2 * n);
        for (int i = 0; i < n; i++) {
          line.append(i == 0 ? "0" : " 0");
        }
        w.write(line.append('\n').toString());
      }
    }
    return f;
  }

  @Test
  void leelaZeroIsDrivenThroughTheClient(@TempDir Path dir) throws Exception {
    String exe = leelaz().orElse(null);
    assumeTrue(exe != null, "skipped: leelaz is not installed (apt-get install leela-zero; .ci/run does this)");
    Path net = tinyNetwork(dir);
    List<String> stderr = new CopyOnWriteArrayList<>();
    try (GtpClient lz = GtpClient.start(List.of(exe, "--cpu-only", "-g", "-w", net.toString(), "-t", "1", "-p", "20",
        "--noponder", "-q"), stderr::add).timeout(java.time.Duration.ofSeconds(60))) {
      assertEquals(2, lz.protocolVersion());
      // Leela Zero takes KGS's byo-yomi, and no Fischer time
      assertEquals(java.util.Optional.of("kgs-time_settings"), lz.timeSettings(new io.github.tengen.go.game.TimeSystem.ByoYomi(java.time.Duration.ofSeconds(600),
          java.time.Duration.ofSeconds(30), 5)));
      assertEquals(java.util.Optional.empty(), lz.timeSettings(new io.github.tengen.go.game.TimeSystem.Fischer(
          java.time.Duration.ofSeconds(300), java.time.Duration.ofSeconds(10), java.util.Optional.of(java.time.Duration.ofSeconds(900)))));
      lz.timeSettings(new io.github.tengen.go.game.TimeSystem.None());
      String name = lz.name();
      assertTrue(name.toLowerCase(java.util.Locale.ROOT).contains("leela"), name);
      lz.boardsize(19);
      lz.clearBoard();
      lz.komi(7.5);
      BoardSize n = BoardSize.square(19);
      lz.play(Move.play(Color.BLACK, Point.parseGtp("Q16", n)));
      Decision d = lz.genmove(Color.WHITE);
      assertTrue(d instanceof Decision.Play || d instanceof Decision.Pass, d.toString());
      // analysis: streamed, then stopped by the client; the next command gets its own answer
      List<List<AnalysisInfo>> seen = new CopyOnWriteArrayList<>();
      GtpClient.AnalysisStream s = lz.analyze("lz-analyze b 10", Color.BLACK, seen::add);
      long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
      while (seen.isEmpty() && System.nanoTime() < end) {
        Thread.sleep(50);
      }
      s.stop();
      assertTrue(!seen.isEmpty(), "no info line from lz-analyze");
      AnalysisInfo first = seen.get(0).get(0);
      assertTrue(first.visits() >= 0 && first.winrate() >= 0 && first.winrate() <= 1, first.toString());
      assertEquals(2, lz.protocolVersion());
      String ga = lz.send("lz-genmove_analyze b 10");
      assertTrue(ga.lines().anyMatch(l -> l.startsWith("play ")), ga);
      // printsgf answers with extra blank lines: the client skips them
      String sgf = lz.send("printsgf");
      assertTrue(sgf.contains("(;"), sgf);
      assertEquals(2, lz.protocolVersion());
      lz.undo();
      lz.undo();
      GameResult score = lz.finalScore();
      assertTrue(score.toSgf().matches("[BW]\\+.*|0"), score.toSgf());
      // kept in step with a game of ours, moves checked
      EngineSync sync = new EngineSync(lz);
      Position p = Position.empty(n, RuleSet.CHINESE).play(Point.parseGtp("D4", n)).play(Point.parseGtp("Q4", n));
      Decision next = sync.genmove(p);
      assertTrue(next instanceof Decision.Play || next instanceof Decision.Pass || next instanceof Decision.Resign);
      System.out.println("Leela Zero (" + name + "): genmove " + d + ", " + seen.size() + " analysis lines, first "
          + first.move() + " visits " + first.visits() + ", final_score " + score.toSgf());
    }
  }
}
