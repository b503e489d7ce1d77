package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Analysis streams on both sides, the engine kept in step with a game, TCP, and the command line. */
class StreamingSyncAndTransportTest {

  private static GtpEngine mc() {
    return GtpEngine.builder(new MonteCarloPlayer(200, 5)).build();
  }

  @Test
  void analysisStreamsUntilTheNextLineAndTheClientParsesIt() throws Exception {
    for (String command : List.of("lz-analyze b 5", "kata-analyze b 5 ownership true", "analyze b 5")) {
      try (GtpClient c = Engines.inProcess(mc())) {
        c.boardsize(9);
        List<List<AnalysisInfo>> seen = new CopyOnWriteArrayList<>();
        GtpClient.AnalysisStream s = c.analyze(command, Color.BLACK, seen::add);
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (seen.size() < 3 && System.nanoTime() < end) {
          Thread.sleep(20);
        }
        s.stop();
        assertTrue(seen.size() >= 3, command + ": " + seen.size() + " reports");
        AnalysisInfo best = seen.get(seen.size() - 1).get(0);
        assertEquals(Color.BLACK, best.move().color());
        assertTrue(best.visits() > 0 && best.winrate() >= 0 && best.winrate() <= 1, best.toString());
        assertEquals(best.move(), best.pv().get(0));
        // the stream is over: the next command gets its own answer
        assertEquals("Tengen", c.name());
      }
    }
  }

  @Test
  void genmoveAnalyzeGivesInfoLinesThenThePlayInOneResponse() {
    try (GtpClient c = Engines.inProcess(GtpEngine.builder(new MonteCarloPlayer(600, 5)).build())) {
      c.boardsize(9);
      String r = c.send("lz-genmove_analyze b 1");
      List<String> lines = r.lines().filter(l -> !l.isBlank()).toList();
      assertTrue(lines.get(lines.size() - 1).matches("play [A-HJ]\\d"), r);
      assertTrue(lines.size() >= 2 && lines.get(0).startsWith("info move "), r);
      List<AnalysisInfo> infos = AnalysisParser.parse(lines.get(0), Color.BLACK, BoardSize.square(9));
      assertFalse(infos.isEmpty());
      assertTrue(c.send("list_stones b").trim().length() == 2, "the move was played");
    }
  }

  @Test
  void analysisThroughAnswerGivesTheFirstReport() {
    GtpEngine e = mc();
    e.answer("boardsize 9");
    String r = e.answer("7 lz-analyze b 10").orElseThrow();
    assertTrue(r.startsWith("=7\ninfo move "), r);
    assertTrue(r.endsWith("\n\n") && !r.substring(0, r.length() - 2).contains("\n\n"), r);
    // a player that does not analyse: the header and the end only
    assertEquals("=8\n\n", GtpEngine.builder(new RandomPlayer(1)).build().answer("8 kata-analyze 10").orElseThrow());
  }

  /**
   * Issue 62: {@code kata-analyze ... ownership true} sends the ownership (KataGo's form: after the info records, a
   * value a point from -1 to 1, the analysed player's view, row by row from the top left), each candidate's score
   * lead is its playouts' mean margin (Sabaki showed +0 for every move), and the first report of a stream claims no
   * certainty from one or two playouts (it said 100 %).
   */
  @Test
  void kataAnalyzeSendsOwnershipAScoreLeadAndNoCertaintyFromOnePlayout() {
    GtpEngine e = mc();
    e.answer("boardsize 9");
    e.answer("play b E5");
    String r = e.answer("kata-analyze w 10 ownership true").orElseThrow();
    String line = r.lines().filter(l -> l.startsWith("info ")).findFirst().orElseThrow();
    String[] own = line.substring(line.indexOf(" ownership ") + " ownership ".length()).trim().split(" ");
    assertEquals(81, own.length, line);
    double e5 = Double.parseDouble(own[4 * 9 + 4]); // E5: row 4 from the top, column 4
    assertTrue(e5 < 0, "Black's stone, from White's view: " + e5);
    for (String v : own) {
      assertTrue(Math.abs(Double.parseDouble(v)) <= 1, v);
    }
    List<AnalysisInfo> infos = AnalysisParser.parse(line, Color.WHITE, BoardSize.square(9));
    assertTrue(infos.stream().anyMatch(i -> i.scoreLead() != 0), line);
    assertTrue(infos.stream().allMatch(i -> i.winrate() > 0 && i.winrate() < 1), line);
    assertFalse(e.answer("lz-analyze w 10 ownership true").orElseThrow().contains("ownership"),
        "Leela Zero's form has none");
  }

  @Test
  void theParserReadsLeelaZeroAndKataGoLinesWhateverTheFieldOrder() {
    BoardSize n = BoardSize.square(19);
    List<AnalysisInfo> lz = AnalysisParser.parse("info move D4 visits 1178 winrate 4802 prior 2211 lcb 4781 order 0"
        + " pv D4 Q16 D16 info move Q16 visits 12 winrate 4700 prior 100 lcb 4500 order 1 pv Q16", Color.BLACK, n);
    assertEquals(2, lz.size());
    assertEquals(0.4802, lz.get(0).winrate(), 1e-12);
    assertEquals(List.of(Move.play(Color.BLACK, Point.parseGtp("D4", n)), Move.play(Color.WHITE,
        Point.parseGtp("Q16", n)), Move.play(Color.BLACK, Point.parseGtp("D16", n))), lz.get(0).pv());
    List<AnalysisInfo> kata = AnalysisParser.parse("info order 0 pv Q4 D16 pvVisits 10 5 move Q4 newField 3 visits 10"
        + " winrate 0.53 scoreLead 1.5 prior 0.2 isSymmetryOf D4 info move pass visits 1 winrate 0.1 pv pass"
        + " ownership 0.1 -0.2 0.3", Color.WHITE, n);
    assertEquals(2, kata.size());
    assertEquals(Move.play(Color.WHITE, Point.parseGtp("Q4", n)), kata.get(0).move());
    assertEquals(0.53, kata.get(0).winrate(), 1e-12);
    assertEquals(1.5, kata.get(0).scoreLead(), 1e-12);
    assertEquals(2, kata.get(0).pv().size());
    assertEquals(Move.pass(Color.WHITE), kata.get(1).move());
    assertThrows(IllegalArgumentException.class, () -> AnalysisParser.parse("info visits 3", Color.BLACK, n));
    assertEquals(List.of(), AnalysisParser.parse("", Color.BLACK, n));
  }

  @Test
  void anEngineIsKeptInStepWithUndoWhenALineBranchesOff() {
    try (GtpClient c = Engines.inProcess(GtpEngine.builder(new RandomPlayer(3)).build())) {
      EngineSync sync = new EngineSync(c);
      BoardSize n = BoardSize.square(9);
      Position p = Position.withHandicap(n, RuleSet.JAPANESE.withKomi(0.5), 2);
      Position a = p.play(Point.parseGtp("E5", n)).play(Point.parseGtp("D4", n)).play(Point.parseGtp("F5", n));
      sync.sync(a);
      assertEquals(new java.util.TreeSet<>(List.of("C3", "D4", "G7")),
          new java.util.TreeSet<>(List.of(c.send("list_stones black").trim().split(" "))));
      int before = sync.commandsSent();
      Position b = a.play(Point.parseGtp("A1", n));
      sync.sync(b);
      assertEquals(before + 1, sync.commandsSent(), "one new move, one command");
      // a new line from the second move on: two undos and two plays
      Position other = p.play(Point.parseGtp("E5", n)).play(Point.parseGtp("C7", n)).play(Point.parseGtp("G3", n));
      before = sync.commandsSent();
      sync.sync(other);
      assertEquals(before + 3 + 2, sync.commandsSent(), "three undos and two plays");
      assertEquals(new java.util.TreeSet<>(List.of("C3", "C7", "G7")), // White moves first after the handicap
          new java.util.TreeSet<>(List.of(c.send("list_stones black").trim().split(" "))));
      assertEquals(0.5, Double.parseDouble(c.send("get_komi").trim()));
      Decision d = sync.genmove(other);
      assertTrue(d instanceof Decision.Play || d instanceof Decision.Pass);
    }
  }

  @Test
  void anEngineThatPlaysAnIllegalMoveIsCaughtByTheSynchroniser() throws Exception {
    // a fake engine: every genmove is A1, every other command succeeds
    PipedOutputStream toEngine = new PipedOutputStream();
    PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 16);
    PipedOutputStream engineOut = new PipedOutputStream();
    PipedInputStream fromEngine = new PipedInputStream(engineOut, 1 << 16);
    Thread t = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(engineIn, StandardCharsets.UTF_8));
          PrintStream w = new PrintStream(engineOut, true, StandardCharsets.UTF_8)) {
        for (String line; (line = r.readLine()) != null; ) {
          String[] f = line.split(" ");
          w.print("=" + f[0] + (f.length > 1 && f[1].equals("genmove") ? " A1" : "") + "\n\n");
        }
      } catch (IOException e) {
        // closed
      }
    });
    t.setDaemon(true);
    t.start();
    try (GtpClient c = GtpClient.connect(fromEngine, toEngine)) {
      BoardSize n = BoardSize.square(9);
      Position p = Position.empty(n, RuleSet.CHINESE).play(Point.parseGtp("A1", n));
      GtpException e = assertThrows(GtpException.class, () -> new EngineSync(c).genmove(p));
      assertEquals(GtpException.Kind.PROTOCOL, e.kind());
      assertTrue(e.getMessage().contains("W A1"), e.getMessage());
    }
  }

  @Test
  void theEngineServesALoopbackPortAndTheClientConnects() throws Exception {
    GtpEngine e = GtpEngine.builder(new RandomPlayer(1)).name("tcp").build();
    CountDownLatch ready = new CountDownLatch(1);
    AtomicInteger port = new AtomicInteger();
    Thread t = new Thread(() -> e.serve(0, p -> {
      port.set(p);
      ready.countDown();
    }));
    t.setDaemon(true);
    t.start();
    assertTrue(ready.await(10, TimeUnit.SECONDS));
    try (GtpClient c = GtpClient.connect("127.0.0.1", port.get())) {
      assertEquals("tcp", c.name());
      c.boardsize(9);
      assertTrue(c.genmove(Color.BLACK) instanceof Decision.Play);
    }
    t.join(5000);
    assertTrue(e.hasQuit());
  }

  @Test
  void theCommandLineStartsAnEngineAProcessCanDrive() {
    try (GtpClient c = GtpClient.start(Engines.engineCommand("--player", "random", "--seed", "4"))) {
      assertEquals("Tengen random", c.name());
      assertEquals(2, c.protocolVersion());
      c.boardsize(9);
      assertTrue(c.genmove(Color.BLACK) instanceof Decision.Play);
      assertTrue(c.knows("kgs-genmove_cleanup"));
    }
    assertEquals(List.of("java", "-cp", "a b", "Main"), GtpClient.splitCommand("java -cp 'a b' Main"));
    assertThrows(IllegalArgumentException.class, () -> GtpClient.splitCommand("java 'open"));
  }
}
