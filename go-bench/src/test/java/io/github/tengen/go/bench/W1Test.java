package io.github.tengen.go.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Our W1 games are move for move those of refboard and the KataGo harness (their published counts), and so are those
 * of {@link RefboardPort}.
 */
class W1Test {

  @ParameterizedTest(name = "w1n {0} {1} -> mean length {2}")
  @CsvSource({"9,40000,111.0666", "19,6000,455.2370"})
  void meanPlayoutLengthMatchesRefboardExactly(int size, int playouts, String expected) {
    W1 w1 = new W1(size);
    RefboardPort port = new RefboardPort(size);
    long moves = 0;
    long portMoves = 0;
    for (int i = 0; i < playouts; i++) {
      moves += w1.playout(null);
      portMoves += port.playout();
    }
    // refboard prints the mean with %.4f; 40000 playouts give 4442666 moves, 111.06665 exactly, which C rounds
    // down from its binary value: compare within half a unit of the last printed digit
    assertEquals(Double.parseDouble(expected), (double) moves / playouts, 0.5e-4 + 1e-9);
    assertEquals(moves, portMoves, "refboard transcribed into Java plays the same games");
  }

  @Test
  void generatedGamesAreByteIdenticalToTheBenchDataFiles() throws Exception {
    String prop = System.getProperty("tengen.shared", "../../shared");
    Path dir = Path.of(prop, "bench-data");
    assumeTrue(Files.isDirectory(dir), "skipped: shared/bench-data is absent");
    assertEquals(Files.readAllLines(dir.resolve("w2_9_small.txt")), W2Data.generate(9, 200));
    assertEquals(Files.readAllLines(dir.resolve("w2_19_small.txt")), W2Data.generate(19, 30));
    List<String> full = W2Data.generate(9, 2000);
    assertEquals(Files.readAllLines(dir.resolve("w2_9.txt")), full);
  }
}
