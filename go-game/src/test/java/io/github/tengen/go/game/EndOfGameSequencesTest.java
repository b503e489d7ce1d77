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
import java.time.Duration;
import java.time.Instant;
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
  /** Black's wall on B, White's on D, the C column open between them: dame. */
  private static final String OPEN_DAME = """
      . X . O .
      . X . O .
      . X . O .
      . X . O .
      . X . O .
      """;

  /** A black chain with two eyes, A9 and C9: pass-alive. */
  private static final String TWO_EYES = """
      . X . X O . . . .
      X X X X O . . . .
      O O O O O . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      """;
  private static final Map<String, String> BOARDS = Map.of("TWO_DEAD_STONES", Diagrams.TWO_DEAD_STONES,
      "FINISHED_9X9", Diagrams.FINISHED_9X9, "TRIPLE_KO", Diagrams.TRIPLE_KO, "TWO_EYES", TWO_EYES, "OPEN_DAME", OPEN_DAME);
  private static final Map<String, Venue> VENUES = Map.of("OGS", Venue.OGS, "KGS", Venue.KGS, "IGS", Venue.IGS,
      "CGOS", Venue.CGOS, "AGA", Venue.AGA, "FOX", Venue.FOX,
      "OPPONENT-FIRST", Venue.custom(RuleSet.JAPANESE, Venue.Resumption.OPPONENT_OF_REQUESTER),
      "TO-MOVE-FIRST", Venue.custom(RuleSet.CHINESE, Venue.Resumption.PLAYER_TO_MOVE),
      "OGS-FREE", OgsRules.fromGameData(Map.of("rules", "japanese", "komi", 6.5, "free_handicap_placement", true)));
  /** The instant a case's clock starts: its {@code at} lines count seconds from it. */
  private static final Instant T0 = Instant.parse("2026-12-07T12:00:00Z");

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
    Case c = new Case();
    for (String line : lines) {
      String[] w = line.split(" ");
      switch (w[0]) {
        case "case", "source", "end" -> { }
        case "venue" -> c.venue = Objects.requireNonNull(VENUES.get(w[1]), w[1]);
        case "rules" -> c.rules = RuleSet.fromSgf(w[1]);
        case "board" -> {
          Position p = Position.parse(BOARDS.get(w[1]), c.rules != null ? c.rules : c.venue.rules());
          c.g = Game.start(w.length > 2 && w[2].equals("white-first") ? p.withToMove(Color.WHITE) : p, c.venue);
        }
        case "placement" -> c.g = Game.startPlacement(BoardSize.square(Integer.parseInt(w[1])),
            Integer.parseInt(w[2]), c.venue);
        case "komi" -> {
          Position p = c.g.position();
          c.g = Game.start(Position.parse(p.toString(), p.ruleSet().withKomi(Double.parseDouble(w[1]))), c.venue);
        }
        case "clock" -> c.startClock(line.substring("clock ".length()));
        case "at" -> c.now = T0.plusMillis(Math.round(Double.parseDouble(w[1]) * 1000));
        case "do" -> c.g = act(c, w);
        case "expect" -> expect(c, w, line);
        default -> throw new AssertionError("unknown line: " + line);
      }
    }
  }

  /** A case as it runs: its venue and rules, the game, and the time of its clock. */
  private static final class Case {
    Venue venue;
    RuleSet rules;
    Game g;
    Instant now = T0;
    boolean timed;

    /** The game again from its start with a clock of an SGF main time and overtime, started at {@code now}. */
    void startClock(String tmAndOt) {
      String[] w = tmAndOt.split(" ", 2);
      GameClock clock = GameClock.of(TimeSystem.fromSgf(Double.parseDouble(w[0]), w.length > 1 ? w[1] : "")
          .orElseThrow());
      g = g.phase() == Game.Phase.HANDICAP_PLACEMENT
          ? Game.startPlacement(g.position().size(), g.stonesToPlace(), venue, clock, now)
          : Game.start(g.position(), venue, clock, now);
      timed = true;
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

  private static Game act(Case k, String[] w) {
    Game g = k.g;
    Instant now = k.now;
    boolean t = k.timed;
    return switch (w[1]) {
      case "toggle" -> g.toggle(point(g, w[2]));
      case "force-toggle" -> g.toggle(point(g, w[2]), true);
      case "accept" -> g.accept(color(w[2]));
      case "resume" -> t ? g.resume(color(w[2]), now) : g.resume(color(w[2]));
      case "resign" -> g.resign(color(w[2]));
      case "undo-request" -> g.requestUndo(color(w[2]));
      case "undo-cancel" -> g.cancelUndo(color(w[2]));
      case "undo-accept" -> t ? g.acceptUndo(now) : g.acceptUndo();
      case "cancel" -> g.cancel(color(w[2]));
      case "draw-offer" -> g.offerDraw(color(w[2]));
      case "draw-accept" -> g.acceptDraw(color(w[2]));
      case "draw-decline" -> g.declineDraw(color(w[2]));
      case "pause" -> g.pause(pause(w), now);
      case "unpause" -> g.unpause(pause(w), now);
      case "deadline" -> g.withDeadline(deadline(w, now));
      case "deadline-clear" -> g.withoutDeadline();
      case "check-time" -> g.checkTime(now);
      case "place" -> t ? g.place(point(g, w[2]), now) : g.place(point(g, w[2]));
      default -> {
        Color c = color(w[1]);
        Move m = w[2].equals("pass") ? Move.pass(c) : Move.play(c, point(g, w[2]));
        yield t ? g.play(m, now) : g.play(m);
      }
    };
  }

  /** {@code do pause <reason> [B|W]}: the reason as {@link Pause.Reason} names it, in lower case. */
  private static Pause pause(String[] w) {
    Pause.Reason reason = Pause.Reason.valueOf(w[2].toUpperCase(java.util.Locale.ROOT));
    return w.length > 3 ? Pause.of(reason, color(w[3])) : Pause.of(reason);
  }

  /** {@code do deadline first-move|stone-removal <in seconds>}, {@code do deadline reconnection <B|W> <seconds>}. */
  private static Deadline deadline(String[] w, Instant now) {
    return switch (w[2]) {
      case "first-move" -> Deadline.firstMove(now.plusSeconds(Long.parseLong(w[3])));
      case "stone-removal" -> Deadline.stoneRemoval(now.plusSeconds(Long.parseLong(w[3])));
      case "reconnection" -> Deadline.reconnection(color(w[3]), now.plusSeconds(Long.parseLong(w[4])));
      default -> throw new AssertionError("a deadline is first-move, stone-removal or reconnection: " + w[2]);
    };
  }

  private static void expect(Case k, String[] w, String line) {
    Game g = k.g;
    switch (w[1]) {
      case "phase" -> assertEquals(Game.Phase.valueOf(w[2]), g.phase(), line);
      case "to-move" -> assertEquals(color(w[2]), g.position().toMove(), line);
      case "result" -> assertEquals(w[2], g.result().orElseThrow().toSgf(), line);
      case "undo-request" -> assertEquals(w[2].equals("none") ? Optional.empty() : Optional.of(color(w[2])),
          g.undoRequest(), line);
      case "cancellable" -> assertEquals(Boolean.parseBoolean(w[2]), g.canBeCancelled(), line);
      case "refused" -> { // a transition the state forbids, or a chain it cannot mark
        RuntimeException e = assertThrows(RuntimeException.class, () -> act(k, Arrays.copyOfRange(w, 1, w.length)),
            line);
        assertTrue(e instanceof IllegalStateException || e instanceof IllegalArgumentException, line + ": " + e);
      }
      case "draw-offer" -> assertEquals(w[2].equals("none") ? Optional.empty() : Optional.of(color(w[2])),
          g.drawOffer(), line);
      case "paused" -> assertEquals(Boolean.parseBoolean(w[2]), g.isPaused(), line);
      case "stones-to-place" -> assertEquals(Integer.parseInt(w[2]), g.stonesToPlace(), line);
      case "handicap" -> assertEquals(Integer.parseInt(w[2]), g.position().handicap(), line);
      case "time" -> assertEquals(Duration.ofMillis(Math.round(Double.parseDouble(w[3]) * 1000)),
          g.clock().orElseThrow().timeOf(color(w[2]), k.now).left(), line);
      case "running" -> assertEquals(w[2].equals("none") ? Optional.empty() : Optional.of(color(w[2])),
          g.clock().orElseThrow().running(), line);
      case "deadline" -> assertEquals(w[2].equals("none"), g.deadline().isEmpty(), line);
      case "unsettled-dame", "needs-sealing" -> {
        Set<String> want = new TreeSet<>(Arrays.asList(w).subList(2, w.length));
        want.remove("none");
        Set<String> got = new TreeSet<>();
        (w[1].equals("needs-sealing") ? g.unsettled().needsSealing() : g.unsettled().dame())
            .forEach(p -> got.add(p.toText(g.position().size())));
        assertEquals(want, got, line);
      }
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
