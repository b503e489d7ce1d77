package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Each rule of the game on a small diagram, from the data file {@code rule-diagrams.txt} (its head says how a case
 * is written): a case is a board, the rules, and steps (moves, illegal moves with their reason, the ko point, the
 * prisoners, the board after), run under each rule set it names.
 */
class RuleDiagramsTest {

  /** One case of the file: its lines after the {@code case:} line, and where it starts. */
  private record Case(String name, int line, List<String> lines) {}

  @TestFactory
  Stream<DynamicTest> everyDiagramOfTheFileHolds() throws IOException {
    List<Case> cases = read();
    assertFalse(cases.size() < 15, "cases: " + cases.size());
    List<DynamicTest> tests = new ArrayList<>();
    for (Case c : cases) {
      for (String rules : value(c, "rules").split(",")) {
        tests.add(DynamicTest.dynamicTest(c.name() + " (" + rules.strip() + ", line " + c.line() + ")",
            () -> run(c, rules.strip())));
      }
    }
    return tests.stream();
  }

  private static void run(Case c, String rulesName) {
    RuleSet rules = RuleSet.fromSgf(rulesName);
    String suicide = optional(c, "suicide");
    if (suicide != null) {
      rules = rules.withSuicideRule(RuleSet.SuicideRule.valueOf(suicide.toUpperCase(Locale.ROOT)
          .replace("MULTI-STONE ONLY", "MULTI_STONE_ONLY")));
    }
    Color toMove = Color.parse(value(c, "to move"));
    List<String> lines = c.lines();
    int i = lines.indexOf("board:");
    StringBuilder board = new StringBuilder();
    for (i++; i < lines.size() && lines.get(i).startsWith("  "); i++) {
      board.append(lines.get(i).strip()).append('\n');
    }
    Position p = Setup.parse(board.toString()).toMove(toMove).build(rules);
    for (; i < lines.size(); i++) {
      String line = lines.get(i);
      if (line.equals("board after:")) {
        StringBuilder after = new StringBuilder();
        for (i++; i < lines.size() && lines.get(i).startsWith("  "); i++) {
          after.append(lines.get(i).strip()).append('\n');
        }
        i--;
        assertEquals(Setup.parse(after.toString()).build(RuleSet.JAPANESE).toString(), p.toString(), "board after");
      } else {
        p = step(p, line);
      }
    }
  }

  /** Runs one step on the position: the position after it. */
  private static Position step(Position p, String line) {
    if (line.equals("pass")) {
      return p.pass();
    }
    int colon = line.indexOf(':');
    String key = line.substring(0, colon);
    String[] args = line.substring(colon + 1).strip().split(" ");
    switch (key) {
      case "play" -> {
        return p.play(point(args[0]));
      }
      case "illegal" -> {
        Legality reason = Legality.valueOf(args[1]);
        Move move = Move.play(p.toMove(), point(args[0]));
        assertEquals(reason, p.check(move), line);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.play(move), line);
        assertEquals(reason, e.reason(), line);
      }
      case "ko" -> assertEquals(args[0].equals("none") ? Optional.empty() : Optional.of(point(args[0])),
          p.koPoint(), line);
      case "captures" -> {
        assertEquals(Integer.parseInt(args[0]), p.captures(Color.BLACK), line + " (black)");
        assertEquals(Integer.parseInt(args[1]), p.captures(Color.WHITE), line + " (white)");
      }
      case "liberties" -> assertEquals(Integer.parseInt(args[1]), p.libertiesOf(point(args[0])).size(), line);
      case "chain" -> assertEquals(Integer.parseInt(args[1]), p.chainAt(point(args[0])).size(), line);
      default -> throw new IllegalArgumentException("unknown step: " + line);
    }
    return p;
  }

  private static Point point(String xy) {
    String[] parts = xy.split(",");
    return Point.of(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
  }

  private static String value(Case c, String key) {
    String v = optional(c, key);
    if (v == null) {
      throw new IllegalArgumentException("case at line " + c.line() + " has no " + key);
    }
    return v;
  }

  private static String optional(Case c, String key) {
    for (String l : c.lines()) {
      if (l.startsWith(key + ":")) {
        return l.substring(key.length() + 1).strip();
      }
    }
    return null;
  }

  private static List<Case> read() throws IOException {
    List<Case> cases = new ArrayList<>();
    try (InputStream in = RuleDiagramsTest.class.getResourceAsStream("/rule-diagrams.txt")) {
      String[] lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n");
      for (int n = 0; n < lines.length; n++) {
        if (!lines[n].startsWith("case:")) {
          continue;
        }
        List<String> body = new ArrayList<>();
        int start = n + 1;
        while (n + 1 < lines.length && !lines[n + 1].isBlank()) {
          body.add(lines[++n]);
        }
        cases.add(new Case(lines[start - 1].substring("case:".length()).strip(), start, body));
      }
    }
    return cases;
  }
}
