package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import io.github.tengen.go.game.TimeSystem;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The engine side: protocol hygiene, game semantics and the extensions, command by command. */
class GtpEngineTest {

  private static GtpEngine engine() {
    return GtpEngine.builder(new RandomPlayer(1)).name("test").version("1").build();
  }

  /** The response of one line, which must exist. */
  private static String say(GtpEngine e, String line) {
    return e.answer(line).orElseThrow(() -> new AssertionError("no response to " + line));
  }

  @Test
  void responsesEchoTheIdAndEndWithAnEmptyLine() {
    GtpEngine e = engine();
    assertEquals("=1 2\n\n", say(e, "1 protocol_version"));
    assertEquals("= 2\n\n", say(e, "protocol_version"));
    assertEquals("=7 test\n\n", say(e, "7 name"));
    assertEquals("=8\n\n", say(e, "8 boardsize 9"));
    assertEquals("?9 unknown command\n\n", say(e, "9 nonsense"));
    assertEquals("?10 empty command\n\n", say(e, "10"));
    assertEquals("? syntax error (id beyond 2147483647)\n\n", say(e, "99999999999 name"));
    assertEquals("=2147483647 test\n\n", say(e, "2147483647 name"));
  }

  @Test
  void inputIsPreprocessedAsTheSpecificationSays() {
    GtpEngine e = engine();
    assertEquals(Optional.empty(), e.answer(""));
    assertEquals(Optional.empty(), e.answer("   \t "));
    assertEquals(Optional.empty(), e.answer("# a comment"));
    assertEquals("=3\n\n", say(e, "3\tplay\tb\tD4 # and a comment"));
    assertEquals("=4 D4\n\n", say(e, "4 list_stones b\r"));
    assertEquals("=5 test\n\n", say(e, "5 na\u0001me\u007f"));
    assertEquals("= test\n\n", say(e, "\u0000name"));
  }

  @Test
  void everyResultLineIsNonEmptyAndTheDiagramStartsOnItsOwnLine() {
    GtpEngine e = engine();
    say(e, "boardsize 5");
    say(e, "play b c3");
    String board = say(e, "1 showboard");
    assertTrue(board.startsWith("=1\n   A B C D E\n"), board);
    assertTrue(board.contains(" 3 . .(X). . 3"), board);
    String body = board.substring(0, board.length() - 2);
    assertFalse(body.contains("\n\n"), board);
    String commands = say(e, "list_commands");
    for (String c : List.of("protocol_version", "genmove", "kgs-genmove_cleanup", "kata-set-rules", "loadsgf",
        "gogui-analyze_commands", "final_status_list", "estimate_score", "rectangular_boardsize", "cputime")) {
      assertTrue(commands.contains("\n" + c + "\n") || commands.startsWith("= " + c + "\n"), c);
    }
    assertEquals("= true\n\n", say(e, "known_command komi"));
    assertEquals("= false\n\n", say(e, "known_command kom"));
  }

  @Test
  void quitIsAnsweredBeforeTheEngineStops() {
    GtpEngine e = engine();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    e.run(new ByteArrayInputStream("1 name\n2 quit\n3 name\n".getBytes(StandardCharsets.UTF_8)), out);
    assertEquals("=1 test\n\n=2\n\n", out.toString(StandardCharsets.UTF_8));
    assertTrue(e.hasQuit());
  }

  @Test
  void afterQuitTheEngineReadsNothingMoreEvenIfTheInputStaysOpen() throws Exception {
    java.io.PipedOutputStream controller = new java.io.PipedOutputStream();
    java.io.PipedInputStream in = new java.io.PipedInputStream(controller);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    GtpEngine e = engine();
    Thread t = new Thread(() -> e.run(in, out));
    t.setDaemon(true);
    t.start();
    controller.write("1 quit\n".getBytes(StandardCharsets.UTF_8));
    controller.flush();
    t.join(10_000);
    assertFalse(t.isAlive(), "the engine waits for input after quit");
    assertEquals("=1\n\n", out.toString(StandardCharsets.UTF_8));
  }

  @Test
  void komiAndRulesPersistAcrossBoardsizeAndClearBoard() {
    GtpEngine e = engine();
    say(e, "komi 0.5");
    say(e, "boardsize 13");
    say(e, "clear_board");
    assertEquals("= 0.5\n\n", say(e, "get_komi"));
    assertEquals(0.5, e.position().ruleSet().komi());
    assertEquals("? unacceptable komi (a multiple of 0.5 up to 10000)\n\n", say(e, "komi 7.3"));
    assertEquals("? syntax error\n\n", say(e, "komi abc"));
    assertEquals("? syntax error\n\n", say(e, "komi nan"));
    assertEquals(0.5, e.position().ruleSet().komi(), "a failed komi changes nothing");
    for (String bad : List.of("boardsize 0", "boardsize 26", "boardsize -1", "boardsize 1 26")) {
      assertEquals("? unacceptable size\n\n", say(e, bad), bad);
    }
    assertEquals("? syntax error\n\n", say(e, "boardsize abc"));
    assertEquals("= \n\n".trim() + "\n\n", say(e, "boardsize 1"));
    assertEquals("=\n\n", say(e, "rectangular_boardsize 19 9"));
    assertEquals(19, e.position().size().width());
    assertEquals(9, e.position().size().height());
  }

  @Test
  void playTakesEitherColourInAnyOrderAndAnIllegalMoveChangesNothing() {
    GtpEngine e = engine();
    say(e, "boardsize 9");
    assertEquals("=\n\n", say(e, "play w e5"));
    assertEquals("=\n\n", say(e, "play w d5"));
    assertEquals("? illegal move\n\n", say(e, "play b e5"));
    for (String bad : List.of("play b i5", "play b a0", "play b A01", "play b e05", "play b z9", "play b j10",
        "play x e4", "play b",
        "play b resign", "play b e4 e5")) {
      assertEquals("? syntax error\n\n", say(e, bad), bad);
    }
    assertEquals("= D5 E5\n\n", say(e, "list_stones white"));
    assertEquals("=\n\n", say(e, "play b PASS"));
    assertEquals("=\n\n", say(e, "play w pass"));
    // after two passes GTP goes on
    assertEquals("=\n\n", say(e, "play b a1"));
  }

  @Test
  void undoGoesBackMoveByMoveButNotBeforeTheHandicap() {
    GtpEngine e = engine();
    say(e, "boardsize 9");
    assertEquals("= C3 G7\n\n", say(e, "fixed_handicap 2"));
    say(e, "play w e5");
    say(e, "play b d4");
    assertEquals("=\n\n", say(e, "undo"));
    assertEquals("=\n\n", say(e, "undo"));
    assertEquals("? cannot undo\n\n", say(e, "undo"));
    assertEquals("= G7 C3\n\n", say(e, "list_stones b"));
    assertEquals(Color.WHITE, e.position().toMove());
    assertEquals(2, e.position().handicap());
  }

  @Test
  void handicapCommandsCheckTheirArguments() {
    GtpEngine e = engine();
    say(e, "boardsize 9");
    for (String bad : List.of("fixed_handicap 1", "fixed_handicap 10", "fixed_handicap 0")) {
      assertEquals("? invalid number of stones\n\n", say(e, bad), bad);
    }
    assertEquals("? bad vertex list\n\n", say(e, "set_free_handicap e5"));
    assertEquals("? bad vertex list\n\n", say(e, "set_free_handicap e5 e5"));
    assertEquals("? bad vertex list\n\n", say(e, "set_free_handicap e5 pass"));
    assertEquals("=\n\n", say(e, "set_free_handicap e5 c3 g7"));
    assertEquals("? board not empty\n\n", say(e, "set_free_handicap a1 b1"));
    assertEquals("? board not empty\n\n", say(e, "place_free_handicap 2"));
    say(e, "clear_board");
    assertEquals("= C3 G7 C7 G3 E5\n\n", say(e, "place_free_handicap 5"));
    say(e, "boardsize 5");
    String free = say(e, "place_free_handicap 3");
    assertEquals(3, free.trim().split(" ").length - 1, free);
    say(e, "clear_board");
    assertEquals("? invalid number of stones\n\n", say(e, "place_free_handicap 25"));
  }

  @Test
  void theStateQueriesAnswerAsGnuGoDoes() {
    GtpEngine e = engine();
    say(e, "boardsize 5");
    say(e, "play b b2");
    say(e, "play w c2");
    assertEquals("= 1\n\n", say(e, "is_legal w a1"));
    assertEquals("= 0\n\n", say(e, "is_legal w b2"));
    assertEquals("= 3\n\n", say(e, "countlib b2"));
    assertEquals("= B3 A2 B1\n\n", say(e, "findlib b2")); // row by row from the top
    assertEquals("? vertex must not be empty\n\n", say(e, "countlib a1"));
    String all = say(e, "all_legal b");
    assertEquals(23, all.trim().split(" ").length - 1, all);
    assertEquals("= 0\n\n", say(e, "captures black"));
  }

  @Test
  void rulesCommandsMapOntoRuleSetsAndKeepKomi() {
    GtpEngine e = engine();
    say(e, "komi 3.5");
    assertEquals("=\n\n", say(e, "kata-set-rules japanese"));
    assertEquals(RuleSet.JAPANESE.withKomi(3.5), e.position().ruleSet());
    assertEquals("=\n\n", say(e, "kata-set-rules chinese"));
    assertEquals(RuleSet.KoRule.SIMPLE, e.position().ruleSet().koRule(), "KataGo's chinese is simple ko");
    assertEquals("=\n\n", say(e, "kgs-rules chinese"));
    assertEquals(RuleSet.CHINESE.withKomi(3.5), e.position().ruleSet());
    assertEquals("=\n\n", say(e, "kata-set-rule ko SITUATIONAL"));
    assertEquals("=\n\n", say(e, "kata-set-rule suicide true"));
    assertEquals("= {\"friendlyPassOk\":true,\"hasButton\":false,\"ko\":\"SITUATIONAL\",\"scoring\":\"AREA\","
        + "\"suicide\":true,\"tax\":\"NONE\",\"whiteHandicapBonus\":\"N\"}\n\n", say(e, "kata-get-rules"));
    assertEquals("=\n\n", say(e, "kata-set-rules stone-scoring"));
    assertTrue(e.position().ruleSet().groupTax(), "KataGo's stone scoring is the group tax");
    assertEquals("=\n\n", say(e, "kata-set-rule hasButton true"));
    assertEquals("= {\"friendlyPassOk\":true,\"hasButton\":true,\"ko\":\"SIMPLE\",\"scoring\":\"AREA\","
        + "\"suicide\":false,\"tax\":\"ALL\",\"whiteHandicapBonus\":\"0\"}\n\n", say(e, "kata-get-rules"));
    assertTrue(say(e, "kata-set-rules spight-rules").startsWith("? unknown rules"));
    assertTrue(say(e, "kata-set-rule ko SPIGHT").startsWith("? unknown ko rule"));
    assertEquals(3.5, e.position().ruleSet().komi());
  }

  @Test
  void genmovePlaysTheChosenMoveAndRefusesAnIllegalOne() {
    GtpEngine good = engine();
    say(good, "boardsize 5");
    String reply = say(good, "1 genmove b");
    Point p = Point.parseGtp(reply.substring(3).trim(), good.position().size());
    assertEquals(Optional.of(Color.BLACK), good.position().stoneAt(p));
    String reg = say(good, "2 reg_genmove w");
    assertTrue(reg.startsWith("=2 "), reg);
    assertEquals(1, good.position().moveNumber(), "reg_genmove plays nothing");
    // a bot that plays on an occupied point is refused, the game unchanged
    GtpEngine bad = GtpEngine.builder(r -> Decision.play(Point.of(0, 0))).build();
    say(bad, "boardsize 5");
    say(bad, "play b a5");
    assertTrue(say(bad, "genmove w").startsWith("? internal error: the player chose an illegal move W A5"));
    assertEquals(1, bad.position().moveNumber());
    GtpEngine thrower = GtpEngine.builder(r -> {
      throw new IllegalStateException("boom");
    }).build();
    assertEquals("?3 internal error: boom\n\n", say(thrower, "3 genmove b"));
    assertEquals("=4 2\n\n", say(thrower, "4 protocol_version"), "the engine goes on");
    GtpEngine resigner = GtpEngine.builder(r -> Decision.resign()).build();
    assertEquals("= resign\n\n", say(resigner, "genmove b"));
  }

  @Test
  void cleanupGenmoveCapturesDeadStonesBeforeItPasses() {
    // Black passes whenever asked; a lone white stone inside Black's area is dead
    GtpEngine e = GtpEngine.builder(r -> Decision.pass()).rules(RuleSet.JAPANESE).build();
    say(e, "boardsize 5");
    assertEquals("=\n\n", say(e, "gogui-play_sequence b b1 w d4 b b2 w pass b b3 w pass b b4 w pass b b5"));
    assertEquals("= pass\n\n", say(e, "genmove b"));
    say(e, "undo");
    String cleanup = say(e, "kgs-genmove_cleanup b");
    assertTrue(List.of("= C4\n\n", "= D3\n\n", "= D5\n\n", "= E4\n\n").contains(cleanup), cleanup);
  }

  @Test
  void finalScoreAndStatusListsUseTheDeadStonesAndSeki() {
    GtpEngine e = GtpEngine.builder(new RandomPlayer(1)).rules(RuleSet.JAPANESE.withKomi(0.5)).build();
    say(e, "boardsize 5");
    // Black owns columns a-c, White d-e; a dead white stone at a5
    say(e, "gogui-setup b c1 b c2 b c3 b c4 b c5 w d1 w d2 w d3 w d4 w d5 w a5");
    assertEquals("= A5\n\n", say(e, "final_status_list dead"));
    assertEquals("= B+5.5\n\n", say(e, "final_score"));
    assertEquals("=\n\n", say(e, "final_status_list seki"));
    String alive = say(e, "final_status_list alive");
    assertEquals(List.of("= C5 C4 C3 C2 C1", "D5 D4 D3 D2 D1"), List.of(alive.split("\n")), alive); // a chain a line
    assertEquals("? syntax error\n\n", say(e, "final_status_list lively"));
  }

  /**
   * The end-of-game commands share one estimate while the position stands; a move makes a new one (the white stone
   * at a5, dead, is then captured), and a player that names its own dead stones is asked, not the estimator.
   */
  @Test
  void endOfGameAnswersFollowTheBoardAndThePlayersOwnDeadStones() {
    String setup = "gogui-setup b c1 b c2 b c3 b c4 b c5 w d1 w d2 w d3 w d4 w d5 w a5";
    GtpEngine e = GtpEngine.builder(r -> Decision.pass()).rules(RuleSet.JAPANESE.withKomi(0.5)).build();
    say(e, "boardsize 5");
    say(e, setup);
    assertEquals("= A5\n\n", say(e, "final_status_list dead"));
    assertEquals("= B+5.5\n\n", say(e, "final_score"));
    assertEquals("=\n\n", say(e, "play b b5"));
    assertEquals("=\n\n", say(e, "play b a4")); // captures a5
    assertEquals("=\n\n", say(e, "final_status_list dead"));
    assertEquals("= B+3.5\n\n", say(e, "final_score")); // 8 points of territory and a prisoner, 5 for White
    say(e, "undo");
    assertEquals("= A5\n\n", say(e, "final_status_list dead"));

    GtpPlayer keepsEverything = new GtpPlayer() {
      @Override
      public Decision genmove(MoveRequest request) {
        return Decision.pass();
      }

      @Override
      public Set<Point> deadStones(Position position) {
        return Set.of();
      }
    };
    GtpEngine own = GtpEngine.builder(keepsEverything).rules(RuleSet.JAPANESE.withKomi(0.5)).build();
    say(own, "boardsize 5");
    say(own, setup);
    assertEquals("=\n\n", say(own, "final_status_list dead"));
    assertEquals("= W+5.5\n\n", say(own, "final_score")); // a5 alive: the left side is dame, White has e1-e5
  }

  /**
   * The end of GNU Go self-play game 9x9-160063 (Chinese rules, komi 7.5): on the right, White's chain from D9 to
   * G3 and Black's H8-J7 share four liberties (J9, G8, H7, J6) and have none else; either may fill one or two of them
   * without a self-atari, so the Scorer by itself sees dame there, but the estimator's playouts leave two empty and
   * show the seki. {@code final_status_list seki} names its 20 stones, a chain a line, as GNU Go does, and
   * {@code alive} leaves them out.
   */
  @Test
  void finalStatusListKnowsTheSekiTheEstimatorsPlayoutsShow() {
    Position p = Position.parse("""
        . X X O O O O O .
        X . X X X O . X X
        X . X X O O O . X
        . X O X O X O O .
        X X O X X X X O O
        O X O X . X O O X
        O O O O X X O X X
        . O O . O X X X .
        . . . O O O X . .
        """, RuleSet.CHINESE);
    GtpEngine e = engineWith(p);
    assertEquals("= G3 G4 H4 H5 J5 E6 G6 H6 E7 F7 G7 F8 D9 E9 F9 G9 H9\nJ7 H8 J8\n\n",
        sortedLines(say(e, "final_status_list seki"), p.size()));
    String alive = say(e, "final_status_list alive");
    assertFalse(alive.contains("H8") || alive.contains("D9"), alive);
  }

  /**
   * The end of GNU Go self-play game 9x9-118 (Chinese rules): in the lower left, White's A3 and B2 inside Black's corner
   * with a ko shape (A1, A2, B1), which Black moving first gets only a ko against. GNU Go's {@code final_status_list
   * seki} names the corner's 15 stones; so does ours, a chain a line, since the chains that live by a ko the opponent
   * has not started give their dame as a seki's shared points.
   */
  @Test
  void finalStatusListKnowsASekiWithAKoShapeInside() {
    Position p = Position.parse("""
        . . . . . . . . .
        . . . . . O . . .
        O O . O . . . O .
        X O O . . . X X .
        X X O . . X . . .
        . X X O O O X X .
        O . X O O X X . .
        . O X X O O O O .
        . X . X X X X O .
        """, RuleSet.CHINESE);
    GtpEngine e = engineWith(p);
    String seki = say(e, "final_status_list seki");
    assertFalse(seki.equals("=\n\n"), "no seki reported");
    assertEquals("= B1\nD1 E1 F1 G1 C2 D2 C3 B4 C4 A5 B5 A6\nB2\nA3\n\n", sortedLines(seki, p.size()));
    String alive = say(e, "final_status_list alive");
    assertFalse(alive.contains("A3") || alive.contains("B1"), alive);
  }

  /**
   * A reference engine under the position's rules with the position's stones set up by {@code gogui-setup} (a square
   * board; Black to move).
   */
  private static GtpEngine engineWith(Position p) {
    StringBuilder setup = new StringBuilder("gogui-setup");
    for (Color c : Color.values()) {
      for (Point pt : p.stones(c)) {
        setup.append(c == Color.BLACK ? " b " : " w ").append(pt.toGtp(p.size()));
      }
    }
    GtpEngine e = GtpEngine.builder(new RandomPlayer(1)).rules(p.ruleSet()).build();
    assertEquals("=\n\n", say(e, "boardsize " + p.size().width()));
    assertEquals("=\n\n", say(e, setup.toString()));
    return e;
  }

  /** A status list answer with each line's vertices, and the lines, in board order (A1, B1, ..., A2, ...). */
  private static String sortedLines(String answer, BoardSize size) {
    Comparator<Point> order = Comparator.comparingInt(Point::y).reversed()
        .thenComparingInt(Point::x);
    List<List<Point>> lines = new ArrayList<>();
    for (String line : answer.substring(2).strip().split("\n")) {
      List<Point> chain = new ArrayList<>();
      for (String v : line.strip().split(" ")) {
        chain.add(Point.parseGtp(v, size));
      }
      chain.sort(order);
      lines.add(chain);
    }
    lines.sort(Comparator.comparing(l -> l.get(0), order));
    StringBuilder out = new StringBuilder("=");
    for (List<Point> chain : lines) {
      out.append(out.length() == 1 ? " " : "\n");
      for (int k = 0; k < chain.size(); k++) {
        out.append(k == 0 ? "" : " ").append(chain.get(k).toGtp(size));
      }
    }
    return out.append("\n\n").toString();
  }

  @Test
  void timeCommandsSetTheBudgetThePlayerSees() {
    TimeBudget[] seen = new TimeBudget[1];
    GtpEngine e = GtpEngine.builder(r -> {
      seen[0] = r.time();
      return Decision.pass();
    }).build();
    say(e, "genmove b");
    assertTrue(seen[0].secondsForMove().isEmpty());
    say(e, "time_settings 600 30 5");
    say(e, "genmove w");
    assertEquals(new TimeSystem.Canadian(Duration.ofSeconds(600), Duration.ofSeconds(30), 5), seen[0].system());
    assertEquals(Duration.ofSeconds(600), seen[0].time().left());
    assertEquals(600.0 / 25 + 30.0 / 5 * 0.8 - TimeBudget.LAG, seen[0].secondsForMove().getAsDouble(), 1e-9);
    say(e, "time_left b 20 4");
    say(e, "genmove b");
    assertEquals(20.0 / 4 * 0.8 - TimeBudget.LAG, seen[0].secondsForMove().getAsDouble(), 1e-9);
    say(e, "kgs-time_settings byoyomi 0 30 3");
    say(e, "genmove w");
    assertEquals(new TimeSystem.ByoYomi(Duration.ZERO, Duration.ofSeconds(30), 3), seen[0].system());
    assertEquals(30 * 0.8 - TimeBudget.LAG, seen[0].secondsForMove().getAsDouble(), 1e-9);
    say(e, "kata-time_settings fischer 300 10");
    say(e, "genmove b");
    assertEquals(300.0 / 25 + 8 - TimeBudget.LAG, seen[0].secondsForMove().getAsDouble(), 1e-9);
    assertEquals("=\n\n", say(e, "time_settings 0 1 0"));
    say(e, "genmove w");
    assertTrue(seen[0].secondsForMove().isEmpty(), "stones 0 with byo-yomi time: no limit");
    assertEquals("? syntax error\n\n", say(e, "time_settings 1 2"));
    assertEquals("? syntax error\n\n", say(e, "kgs-time_settings sometimes"));
    assertEquals("? syntax error\n\n", say(e, "time_settings 1e13 0 0"), "longer than go-game's clocks hold");
    say(e, "kgs-time_settings absolute 60");
    say(e, "time_left w 90000 7"); // a reading absolute time cannot give: main time, as it says
    say(e, "genmove w");
    assertEquals(Duration.ofSeconds(90000), seen[0].time().left());
  }

  @Test
  void loadsgfAndPrintsgfRoundTripThroughGoSgf(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("g.sgf");
    Files.writeString(f, "(;GM[1]FF[4]SZ[9]KM[5.5]HA[2]AB[cg][gc];W[ee];B[dd];W[ff];B[];W[gg])");
    GtpEngine e = engine();
    assertEquals("=\n\n", say(e, "loadsgf " + f));
    assertEquals(5.5, e.position().ruleSet().komi());
    assertEquals("= F3 G4\n\n".replace("F3 G4", "E5 F4 G3"), say(e, "list_stones w"));
    assertEquals("=\n\n", say(e, "loadsgf " + f + " 3"));
    assertEquals("= E5\n\n", say(e, "list_stones w"), "the position before move 3");
    assertEquals(Color.WHITE, e.position().toMove());
    assertEquals("=\n\n", say(e, "undo"));
    assertEquals("=\n\n", say(e, "undo"));
    assertEquals("? cannot undo\n\n", say(e, "undo"));
    Path out = dir.resolve("out.sgf");
    say(e, "play w e5");
    assertEquals("=\n\n", say(e, "printsgf " + out));
    assertTrue(Files.readString(out).contains(";W[ee]"), Files.readString(out));
    assertEquals("? cannot load file\n\n", say(e, "loadsgf " + dir.resolve("missing.sgf")));
    GtpEngine server = GtpEngine.builder(new RandomPlayer(1)).fileCommands(false).build();
    assertEquals("? unknown command\n\n", say(server, "loadsgf " + f), "a command that is off is not known");
    assertEquals("= false\n\n", say(server, "known_command loadsgf"));
    assertFalse(say(server, "list_commands").contains("loadsgf"));
    assertEquals("= true\n\n", say(e, "known_command loadsgf"));
    assertTrue(say(e, "list_commands").contains("\nloadsgf\n"));
    assertEquals("? cannot save file\n\n", say(server, "printsgf " + out));
    assertTrue(say(server, "printsgf").startsWith("= (;FF[4]"));
  }

  @Test
  void customCommandsAreListedAndAnswered() {
    GtpEngine e = GtpEngine.builder(new RandomPlayer(1))
        .command("my-stones", (engine, args) -> Integer.toString(engine.position().stoneCount(Color.BLACK)))
        .command("my-fail", (engine, args) -> {
          throw new GtpCommandException("nope");
        }).build();
    assertTrue(say(e, "list_commands").contains("my-stones"));
    assertEquals("= 0\n\n", say(e, "my-stones"));
    assertEquals("? nope\n\n", say(e, "my-fail"));
  }

  /**
   * GNU Go's {@code estimate_score} (Kigo's "estimate score" button): the library estimator's expected result, as
   * the count at the end of a game and as the mean over the last stone during one.
   */
  @Test
  void estimateScoreAnswersTheEstimatorsExpectedResult() {
    GtpEngine e = GtpEngine.builder(new RandomPlayer(1)).rules(RuleSet.JAPANESE.withKomi(0.5)).build();
    say(e, "boardsize 5");
    say(e, "gogui-setup b c1 b c2 b c3 b c4 b c5 w d1 w d2 w d3 w d4 w d5 w a5");
    assertEquals(say(e, "final_score"), say(e, "estimate_score"), "a settled board: the count");
    GtpEngine nine = GtpEngine.builder(new RandomPlayer(1)).rules(RuleSet.CHINESE.withKomi(7.5)).build();
    say(nine, "boardsize 9");
    say(nine, "play b e5");
    say(nine, "play w c3");
    Position p = Position.empty(BoardSize.square(9), RuleSet.CHINESE.withKomi(7.5))
        .play(Point.parseGtp("E5", BoardSize.square(9))).play(Point.parseGtp("C3", BoardSize.square(9)));
    String expected = DeadStoneEstimator.standard().estimate(p).expectedResult().toSgf();
    assertEquals("= " + expected + "\n\n", say(nine, "estimate_score"));
    assertTrue(expected.matches("[BW]\\+[0-9.]+|0"), expected);
    assertTrue(say(nine, "gogui-analyze_commands").contains("\nstring/Estimate Score/estimate_score\n"));
  }

  /**
   * Random and mutated lines: every line that is not blank after preprocessing gets exactly one response, nothing
   * escapes, and a failed command leaves the game as it was.
   */
  @Test
  void fuzzedLinesAreEachAnsweredAndAFailedCommandChangesNothing() {
    String[] words = {"play", "genmove", "boardsize", "komi", "undo", "fixed_handicap", "set_free_handicap",
        "place_free_handicap", "final_score", "estimate_score", "final_status_list", "showboard", "kata-set-rules",
        "kata-set-rule", "time_left", "time_settings", "kgs-time_settings", "gogui-play_sequence", "gogui-setup",
        "is_legal", "all_legal", "countlib", "findlib", "list_stones", "rectangular_boardsize", "clear_board",
        "printsgf", "b", "w", "black", "white", "pass", "resign", "A1", "T19", "Z25", "i5", "a0", "e5", "D4", "-1",
        "0", "1", "2", "9", "19", "25", "26", "7.5", "1e309", "nan", "dead", "seki", "alive", "ko", "SIMPLE",
        "japanese", "\t", "#", "\u0001", "\r", "12", "999999999999"};
    Random rnd = new Random(20261201);
    for (int run = 0; run < 3; run++) {
      GtpEngine e = GtpEngine.builder(new RandomPlayer(run)).fileCommands(false).build();
      for (int i = 0; i < 4000; i++) {
        StringBuilder line = new StringBuilder();
        int n = rnd.nextInt(5);
        for (int k = 0; k < n; k++) {
          line.append(words[rnd.nextInt(words.length)]).append(rnd.nextInt(8) == 0 ? "\t" : " ");
        }
        String text = line.toString();
        var before = e.position();
        Optional<String> r = e.answer(text);
        boolean blank = GtpLine.preprocess(text).isEmpty();
        assertEquals(blank, r.isEmpty(), text);
        if (r.isPresent()) {
          String s = r.get();
          assertTrue(s.endsWith("\n\n") && !s.substring(0, s.length() - 2).contains("\n\n"), s);
          assertTrue(s.startsWith("=") || s.startsWith("?"), s);
          if (s.startsWith("?")) {
            assertEquals(before, e.position(), "a failed command changed the game: " + text + " -> " + s);
          }
          assertFalse(s.contains("internal error"), text + " -> " + s);
        }
      }
    }
  }
}
