package io.github.tengen.go.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Setup;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfWriter;
import io.github.tengen.go.testing.GnuGoProcess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * GNU Go counts the small perft cases of {@code perft.txt} as the file does: it lists the legal moves with
 * {@code all_legal} (under {@code --positional-superko} for the superko cases), and plays and takes back each, the
 * pass included, with a game over after two passes as in {@link Perft}. Skipped without GNU Go.
 */
class PerftGnuGoTest {
  /** The largest count checked: GNU Go answers a few tens of thousands of commands a second. */
  private static final long MAX_NODES = 20_000;

  static Stream<Perft.Case> smallCases() {
    return Perft.cases().stream().filter(c -> c.nodes() <= MAX_NODES);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("smallCases")
  void gnuGoCountsWhatThePerftFilePins(Perft.Case c, @TempDir Path dir) throws IOException {
    Optional<String> gnugo = GnuGoProcess.findGnuGo();
    assumeTrue(gnugo.isPresent(), "GNU Go is not installed");
    String[] options = c.rules().equals("psk") ? new String[] {"--positional-superko"} : new String[0];
    try (GnuGoProcess g = GnuGoProcess.start(gnugo.get(), options)) {
      Position root = c.position();
      // the position as setup stones, which GNU Go reads without a history; a ko ban as the capture that made it,
      // played after a setup with the captured stone back and the capturing stone off
      assertTrue(root.consecutivePasses() == 0, "a case GNU Go's setup cannot state");
      Position setup = root;
      Point capturer = null;
      if (root.koPoint().isPresent()) {
        Point ko = root.koPoint().get();
        capturer = root.size().neighbours(ko).stream().filter(n -> root.chainAt(n).size() == 1
            && root.libertiesOf(n).equals(Set.of(ko))).findFirst().orElseThrow();
        setup = Setup.of(root).remove(capturer).put(ko, root.toMove()).toMove(root.toMove().opponent())
            .build(root.ruleSet());
      }
      Path sgf = dir.resolve(c.id() + ".sgf");
      Files.writeString(sgf, SgfWriter.write(SgfGame.fromPositions(List.of(setup), "")));
      g.send("loadsgf " + sgf);
      if (capturer != null) {
        g.send("play " + root.toMove().opponent().name().toLowerCase(java.util.Locale.ROOT) + " "
            + capturer.toGtp(root.size()));
      }
      String toMove = root.toMove().name().toLowerCase(java.util.Locale.ROOT);
      assertEquals(root.legalMoves().size() - 1, legal(g, toMove).length, "GNU Go's legal moves at the root");
      for (int d = 1; d <= c.depth(); d++) {
        assertEquals(c.counts()[d - 1], perft(g, toMove, d, 0), "depth " + d);
      }
    }
  }

  private static String[] legal(GnuGoProcess g, String color) throws IOException {
    String r = g.send("all_legal " + color);
    return r.isEmpty() ? new String[0] : r.split("\\s+");
  }

  private static long perft(GnuGoProcess g, String color, int depth, int passes) throws IOException {
    if (depth == 0) {
      return 1;
    }
    if (passes >= 2) {
      return 0;
    }
    String other = color.equals("black") ? "white" : "black";
    long n = 0;
    for (String v : legal(g, color)) {
      g.send("play " + color + " " + v);
      n += perft(g, other, depth - 1, 0);
      g.send("undo");
    }
    g.send("play " + color + " pass");
    n += perft(g, other, depth - 1, passes + 1);
    g.send("undo");
    return n;
  }
}
