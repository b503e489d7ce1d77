package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.testing.Diagrams;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The end-of-game sequences of the rule texts (seeds 001, 003 and 004, the Japanese rules of 1989, the AGA rules) and
 * of the venues (OGS, CGOS), written out as data in {@code end-of-game.txt}: each case plays its moves and requests
 * on a {@link Game} and checks what the text says happens.
 */
class EndOfGameSequencesTest {
  private static final Map<String, String> BOARDS = Map.of("TWO_DEAD_STONES", Diagrams.TWO_DEAD_STONES,
      "FINISHED_9X9", Diagrams.FINISHED_9X9, "TRIPLE_KO", Diagrams.TRIPLE_KO);
  private static final Map<String, Venue> VENUES = Map.of("OGS", Venue.OGS, "KGS", Venue.KGS, "IGS", Venue.IGS,
      "CGOS", Venue.CGOS, "AGA", Venue.AGA, "FOX", Venue.FOX,
      "OPPONENT-FIRST", Venue.custom(RuleSet.JAPANESE, Game.Resumption.OPPONENT_OF_REQUESTER),
      "TO-MOVE-FIRST", Venue.custom(RuleSet.CHINESE, Game.Resumption.PLAYER_TO_MOVE));

  @TestFactory
  Stream<DynamicTest> everyCaseOfTheTextsPlaysAsTheyDescribe() throws IOException {
    List<List<String>> cases = cases();
    assertTrue(cases.size() >= 12, cases.size() + " cases");
    return cases.stream().map(c -> DynamicTest.dynamicTest(c.get(0).substring(5), () -> run(c)));
  }

  private static List<List<String>> cases() throws IOException {
    List<List<String>> cases = new ArrayList<>();
    try (InputStream in = Objects.requireNonNull(EndOfGameSequencesTest.class.getResourceAsStream("end-of-game.txt"));
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      List<String> current = null;
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String t = line.trim();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        if (t.startsWith("case ")) {
          current = new ArrayList<>();
          cases.add(current);
        }
        Objects.requireNonNull(current, "a line before the first case: " + t).add(t);
      }
    }
    return cases;
  }

  private static void run(List<String> lines) {
    Venue venue = null;
    RuleSet rules = null;
    Game g = null;
    for (String line : lines) {
      String[] w = line.split(" ");
      switch (w[0]) {
        case "case", "source", "end" -> { }
        case "venue" -> venue = Objects.requireNonNull(VENUES.get(w[1]), w[1]);
        case "rules" -> rules = RuleSet.fromSgf(w[1]);
        case "board" -> {
          Position p = Position.parse(BOARDS.get(w[1]), rules != null ? rules : venue.rules());
          g = Game.start(w.length > 2 && w[2].equals("white-first") ? p.withToMove(Color.WHITE) : p, venue);
        }
        case "komi" -> {
          Position p = g.position();
          g = Game.start(Position.parse(p.toString(), p.ruleSet().withKomi(Double.parseDouble(w[1]))), venue);
        }
        case "do" -> g = act(g, w);
        case "expect" -> expect(g, w, line);
        default -> throw new AssertionError("unknown line: " + line);
      }
    }
  }

  private static Color color(String c) {
    return switch (c) {
      case "B" -> Color.BLACK;
      case "W" -> Color.WHITE;
      default -> throw new AssertionError("a colour is B or W, not " + c);
    };
  }

  private static Point point(Game g, String text) {
    return Point.parseGtp(text, g.position().size());
  }

  private static Game act(Game g, String[] w) {
    return switch (w[1]) {
      case "toggle" -> g.toggle(point(g, w[2]));
      case "accept" -> g.accept(color(w[2]));
      case "resume" -> g.resume(color(w[2]));
      case "resign" -> g.resign(color(w[2]));
      case "undo-request" -> g.requestUndo(color(w[2]));
      case "undo-cancel" -> g.cancelUndo(color(w[2]));
      case "undo-accept" -> g.acceptUndo();
      case "cancel" -> g.cancel(color(w[2]));
      default -> {
        Color c = color(w[1]);
        yield g.play(w[2].equals("pass") ? Move.pass(c) : Move.play(c, point(g, w[2])));
      }
    };
  }

  private static void expect(Game g, String[] w, String line) {
    switch (w[1]) {
      case "phase" -> assertEquals(Game.Phase.valueOf(w[2]), g.phase(), line);
      case "to-move" -> assertEquals(color(w[2]), g.position().toMove(), line);
      case "result" -> assertEquals(w[2], g.result().orElseThrow().toSgf(), line);
      case "undo-request" -> assertEquals(w[2].equals("none") ? Optional.empty() : Optional.of(color(w[2])),
          g.undoRequest(), line);
      case "cancellable" -> assertEquals(Boolean.parseBoolean(w[2]), g.canBeCancelled(), line);
      case "refused" -> assertThrows(IllegalStateException.class, () -> act(g, Arrays.copyOfRange(w, 1, w.length)),
          line);
      case "pass-stones" -> assertEquals(Integer.parseInt(w[3]), g.score().passStones(color(w[2])), line);
      case "dead" -> {
        Set<String> want = new TreeSet<>();
        for (int i = 2; i < w.length; i++) {
          if (!w[i].equals("none")) {
            want.add(w[i]);
          }
        }
        BoardSize size = g.position().size();
        Set<String> got = new TreeSet<>();
        g.deadStones().forEach(p -> got.add(p.toText(size)));
        assertEquals(want, got, line);
      }
      default -> throw new AssertionError("unknown expectation: " + line);
    }
  }
}
