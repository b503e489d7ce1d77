package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Replays the recorded random games of {@code shared/bench-data} (produced by a harness around KataGo's board and
 * reproduced by our C calibrator) and checks the final stone totals that six engines agree on.
 */
class BenchDataReplayTest {

  static long[] replayOnPosition(Path file, RuleSet rules) throws IOException {
    long black = 0;
    long white = 0;
    for (String line : Files.readAllLines(file)) {
      String[] f = line.trim().split(" ");
      int n = Integer.parseInt(f[0]);
      Position p = Position.empty(BoardSize.square(n), rules);
      for (int i = 1; i < f.length; i++) {
        int m = Integer.parseInt(f[i]);
        p = m < 0 ? p.pass() : p.play(Point.of(m % n, m / n));
      }
      black += p.stoneCount(Color.BLACK);
      white += p.stoneCount(Color.WHITE);
    }
    return new long[] {black, white};
  }

  static long[] replayOnBoard(Path file) throws IOException {
    long black = 0;
    long white = 0;
    List<String> lines = Files.readAllLines(file);
    Board b = null;
    for (String line : lines) {
      String[] f = line.trim().split(" ");
      int n = Integer.parseInt(f[0]);
      if (b == null) {
        b = Board.empty(BoardSize.square(n));
      }
      b.clear();
      for (int i = 1; i < f.length; i++) {
        int m = Integer.parseInt(f[i]);
        if (m < 0) {
          b.pass();
        } else {
          int idx = b.index(m % n, m / n);
          assertEquals(true, b.isLegal(idx), () -> "move " + m + " in " + line);
          assertEquals(Legality.LEGAL, b.play(idx));
        }
      }
      black += b.stoneCount(Color.BLACK);
      white += b.stoneCount(Color.WHITE);
    }
    return new long[] {black, white};
  }

  @ParameterizedTest(name = "{0} on Board: B={1} W={2}")
  @CsvSource({"w2_9.txt,69159,67391", "w2_19.txt,47483,46303", "w2_9_small.txt,7159,6458",
      "w2_19_small.txt,4744,4616"})
  void boardReplayGivesTheRecordedStoneTotals(String name, long black, long white) throws IOException {
    Path file = Shared.require("bench-data/" + name);
    long[] t = replayOnBoard(file);
    assertEquals(black, t[0], "black stones");
    assertEquals(white, t[1], "white stones");
  }

  @ParameterizedTest(name = "{0} on Position: B={1} W={2}")
  @CsvSource({"w2_9.txt,69159,67391", "w2_19.txt,47483,46303"})
  void positionReplayUnderSimpleKoGivesTheRecordedStoneTotals(String name, long black, long white)
      throws IOException {
    Path file = Shared.require("bench-data/" + name);
    // W2 is simple ko and nothing else: some of its random games repeat a position, which would end them without
    // result under the Japanese preset
    long[] t = replayOnPosition(file, RuleSet.JAPANESE.withNoResultOnRepetition(false));
    assertEquals(black, t[0], "black stones");
    assertEquals(white, t[1], "white stones");
  }
}
