package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class GameResultTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({"B+9.5,B+9.5", "W+0.5,W+0.5", "W+3,W+3", "w+3.0,W+3", "B+R,B+R", "B+Resign,B+R", "W+resign,W+R",
      "W+Time,W+T", "B+T,B+T", "W+Time Over,W+T", "B+F,B+F", "W+Forfeit,W+F", "B+,B+", "' W+ ',W+", "0,0",
      "Draw,0", "jigo,0", "D,0", "Void,Void", "?,?", "B+Offline,B+", "W+Illegal,W+", "W+0.0,W+0"})
  void sgfResultsAreReadLenientlyAndWrittenCanonically(String text, String canonical) {
    GameResult r = GameResult.parseSgf(text);
    assertEquals(canonical, r.toSgf());
    assertEquals(r, GameResult.parseSgf(r.toSgf()));
  }

  @Test
  void winnersAndMargins() {
    assertEquals(new GameResult.ScoreWin(Color.BLACK, 9.5), GameResult.parseSgf("B+9.5"));
    assertEquals(Optional.of(Color.WHITE), GameResult.parseSgf("W+R").winner());
    assertEquals(Optional.empty(), GameResult.parseSgf("0").winner());
    assertEquals(Optional.empty(), GameResult.parseSgf("Void").winner());
    assertThrows(IllegalArgumentException.class, () -> new GameResult.ScoreWin(Color.BLACK, -1));
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "B", "X+3", "B+-3", "B+1.2.3", "Black resigns.", "B+3 points", "+3", "B+NaN",
      "W+Infinity", "B+inf"})
  void textThatIsNoResultIsRejected(String text) {
    assertThrows(IllegalArgumentException.class, () -> GameResult.parseSgf(text));
  }

  /** Every RE value in the shared corpus reads, except a handful of free-text notes. */
  @Test
  void corpusResultsRead() throws IOException {
    Path corpus = Shared.require("corpus");
    Pattern re = Pattern.compile("RE\\[([^\\]]*)\\]");
    List<String> values = new ArrayList<>();
    try (Stream<Path> files = Files.walk(corpus)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".sgf"))::iterator) {
        Matcher m = re.matcher(new String(Files.readAllBytes(f), StandardCharsets.ISO_8859_1));
        while (m.find()) {
          values.add(m.group(1));
        }
      }
    }
    List<String> unread = new ArrayList<>();
    for (String v : values) {
      try {
        GameResult.parseSgf(v);
      } catch (IllegalArgumentException e) {
        unread.add(v);
      }
    }
    System.out.printf("corpus RE values: %d, unread: %d %s%n", values.size(), unread.size(), unread);
    assertTrue(values.size() > 5000, "values: " + values.size());
    assertTrue(unread.size() <= 12, "unread: " + unread);
  }
}
