package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tengen review} through a stand-in engine process that answers with KataGo's saved answers for analyze-sgf's
 * {@code t-sabaki-2} game: the review written into the record carries analyze-sgf's win rates ({@code SBKV}), and
 * the mistakes table is printed.
 */
class ReviewCommandTest {
  @TempDir
  Path dir;

  @Test
  void aGameIsReviewedThroughAnEngineProcessAndTheReviewWrittenIntoItsRecord() throws IOException {
    Path saved = Shared.requireCorpus("katago-analysis/analyze-sgf/t-sabaki-2.json");
    Path game = Files.writeString(dir.resolve("game.sgf"), Files.readAllLines(saved).get(0), StandardCharsets.UTF_8);
    Path out = dir.resolve("reviewed.sgf");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String classPath = System.getProperty("java.class.path");
    assertTrue(!classPath.contains(" ") && !java.contains(" "), "the engine's command is split on spaces");
    String engine = String.join(" ", List.of(java, "-cp", classPath, RecordedAnalysisEngine.class.getName(),
        saved.toString()));
    CommandsTest.Run r = CommandsTest.tengen("review", game.toString(), "--engine", engine, "--out", out.toString(),
        "--visits", "1015");
    assertEquals(0, r.code(), r.err());
    String reviewed = Files.readString(out);
    for (String sbkv : List.of("SBKV[39.62]", "SBKV[39.84]", "SBKV[39.76]", "SBKV[39.23]")) {
      assertTrue(reviewed.contains(sbkv), sbkv + " as analyze-sgf wrote it: " + reviewed);
    }
    assertTrue(r.out().startsWith("move  player  win rate drop"), r.out());
    assertTrue(r.out().contains("   2  White           0.23%"), "move 2 cost White 0.23 %: " + r.out());
    assertTrue(r.err().contains("analysed 5 of 5 positions"), r.err());
    CommandsTest.Run bad = CommandsTest.tengen("review", game.toString(), "--engine", "no-such-engine-here",
        "--out", out.toString());
    assertEquals(3, bad.code(), bad.err());
  }
}
