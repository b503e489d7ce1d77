package io.github.tengen.go.estimate.demo;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The demo on the game bundled in the jar: the board, the moves, the prisoners and both scores. */
class DemoTest {

  @Test
  void demoReplaysAndScoresTheBundledGame() throws IOException {
    SgfCollection c;
    try (InputStream in = SgfReader.class.getResourceAsStream(Demo.BUNDLED_GAME)) {
      c = SgfReader.lenient().read(in);
    }
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    Demo.run(c, new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String out = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(out.contains("Yasuda Shusaku (Black) vs Inoue Gennan Inseki (White)"), out);
    assertTrue(out.contains("moves: 325"), out);
    assertTrue(out.contains("dead stones (estimated): 12"), out);
    assertTrue(out.lines().anyMatch(l -> l.startsWith("Japanese rules, komi 0.0:") && l.endsWith("B+2 by territory")),
        out);
    assertTrue(out.contains("Chinese rules, komi 0.0:"), out);
    assertTrue(out.contains("recorded result: B+2"), out);
  }
}
