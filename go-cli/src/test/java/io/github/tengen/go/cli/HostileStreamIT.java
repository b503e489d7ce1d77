package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.game.GameClock;
import io.github.tengen.go.game.Game;
import io.github.tengen.go.game.OgsRules;
import io.github.tengen.go.game.PlayerTime;
import io.github.tengen.go.game.TimeSystem;
import io.github.tengen.go.game.Venue;
import io.github.tengen.go.gtp.GtpEngine;
import io.github.tengen.go.gtp.GtpServer;
import io.github.tengen.go.gtp.RandomPlayer;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfCheck;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfParseException;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A seeded hostile stream against the library (issue 59): truncated and mutated records through the reader, the
 * checker, the record's cursor and the game's save and restore; huge and odd values into go-game's time and OGS
 * API; malformed, slow, deaf and HTTP-speaking clients against a {@link GtpServer}. Each part runs for a bounded
 * time. It fails on a crash (an exception the API does not document), a hang (the timeouts), and a silently wrong
 * value: a record that does not read back as written, a game that does not restore as saved, a clock that breaks its
 * invariants, a request that ran where it must not, a server that stops answering well-behaved controllers.
 *
 * <p>Every run prints its seed; {@code -Dtengen.hostileSeed=N} replays one, {@code -Dtengen.hostileSeconds=S} sets
 * the time of each part (default 8).
 */
class HostileStreamIT {
  private static long seed;
  private static long nanosEach;
  private static final List<String> FAILURES = new ArrayList<>();

  @TempDir
  Path dir;

  @BeforeAll
  static void seed() {
    String given = System.getProperty("tengen.hostileSeed", "");
    seed = given.isEmpty() ? System.nanoTime() : Long.parseLong(given);
    nanosEach = (long) (Double.parseDouble(System.getProperty("tengen.hostileSeconds", "8")) * 1e9);
    System.out.println("hostile stream: seed " + seed + " (replay with -Dtengen.hostileSeed=" + seed + ")");
  }

  @AfterAll
  static void summary() throws IOException {
    System.out.println("hostile stream: seed " + seed + ", " + FAILURES.size() + " failures");
    if (!FAILURES.isEmpty()) {
      Path report = Path.of("target", "hostile-stream-failures.txt");
      Files.createDirectories(report.getParent());
      Files.write(report, FAILURES);
      System.out.println("hostile stream: every failure in " + report.toAbsolutePath());
    }
  }

  private static void fail(String part, long caseSeed, String what) {
    synchronized (FAILURES) {
      FAILURES.add(part + " case " + caseSeed + ": " + what);
    }
  }

  private static void assertNoFailures(String part) {
    List<String> mine = FAILURES.stream().filter(f -> f.startsWith(part)).toList();
    assertTrue(mine.isEmpty(), "seed " + seed + ": " + mine.size() + " failures, the first: "
        + mine.subList(0, Math.min(5, mine.size())));
  }

  // ---------------------------------------------------------------- records

  /** Records to mutate: the historic game, and small ones with the properties servers write. */
  private static List<byte[]> seeds() throws IOException {
    List<byte[]> out = new ArrayList<>();
    out.add(CommandsTest.historicGame());
    for (String s : List.of(
        "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]HA[2]AB[cc][gg];W[ee]BL[30]OB[3];B[dd];W[];B[];TB[aa]TW[ii]RE[W+7.5])",
        "(;GM[1]FF[4]SZ[19]TM[1200]OT[5x30 byo-yomi]KM[325]AP[foxwq];B[pd]BL[1190];W[dp]WL[1195.5]"
            + "(;B[pp]C[main])(;B[dd]C[variation]))",
        "(;GM[1]FF[4]SZ[13]RU[koPOSITIONALscoreAREAtaxNONEsui1]KM[7];B[gg];W[gh];B[hg];AB[aa]AW[mm];W[];B[])",
        "(;GM[1]SZ[5];B[cc];W[cb];B[bc];W[db];B[dc];W[ca];B[ba];W[bb];B[cb])")) {
      out.add(s.getBytes(StandardCharsets.UTF_8));
    }
    return out;
  }

  private static final byte[] SGF_BYTES = "[]();:\\ \nBWABAWKMSZHA0123456789.-+aszT".getBytes(StandardCharsets.US_ASCII);

  private static byte[] mutate(byte[] base, Random rnd) {
    byte[] b = base.clone();
    int edits = 1 + rnd.nextInt(6);
    for (int k = 0; k < edits && b.length > 0; k++) {
      int at = rnd.nextInt(b.length);
      switch (rnd.nextInt(6)) {
        case 0 -> b = java.util.Arrays.copyOf(b, at); // truncated
        case 1 -> b[at] = SGF_BYTES[rnd.nextInt(SGF_BYTES.length)];
        case 2 -> b[at] = (byte) rnd.nextInt(256);
        case 3 -> { // a slice repeated
          int len = Math.min(b.length - at, 1 + rnd.nextInt(40));
          byte[] c = new byte[b.length + len];
          System.arraycopy(b, 0, c, 0, at + len);
          System.arraycopy(b, at, c, at + len, b.length - at);
          b = c;
        }
        case 4 -> { // a slice dropped
          int len = Math.min(b.length - at, 1 + rnd.nextInt(40));
          byte[] c = new byte[b.length - len];
          System.arraycopy(b, 0, c, 0, at);
          System.arraycopy(b, at + len, c, at, b.length - at - len);
          b = c;
        }
        default -> { // a number made huge
          byte[] big = ("9".repeat(1 + rnd.nextInt(30))).getBytes(StandardCharsets.US_ASCII);
          byte[] c = new byte[b.length + big.length];
          System.arraycopy(b, 0, c, 0, at);
          System.arraycopy(big, 0, c, at, big.length);
          System.arraycopy(b, at, c, at + big.length, b.length - at);
          b = c;
        }
      }
    }
    return b;
  }

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void mutatedRecordsNeverCrashAndReadBackAsWritten() throws IOException {
    List<byte[]> bases = seeds();
    Random master = new Random(seed);
    long end = System.nanoTime() + nanosEach;
    int cases = 0;
    while (System.nanoTime() < end) {
      long caseSeed = master.nextLong();
      Random rnd = new Random(caseSeed);
      byte[] input = mutate(bases.get(rnd.nextInt(bases.size())), rnd);
      try {
        record(input);
      } catch (RuntimeException | StackOverflowError e) {
        fail("records", caseSeed, e + " on " + new String(input, StandardCharsets.ISO_8859_1));
      }
      cases++;
    }
    System.out.println("hostile stream: " + cases + " mutated records");
    assertNoFailures("records");
  }

  /** One record through every reader; throws what the oracle finds wrong. */
  private static void record(byte[] input) {
    SgfCheck.standard().check("hostile.sgf", input);
    SgfCollection c;
    try {
      c = SgfReader.lenient().read(input);
    } catch (SgfParseException e) {
      return; // refused with a reason: right
    }
    String once = SgfWriter.write(c);
    String twice = SgfWriter.write(SgfReader.lenient().read(once));
    if (!once.equals(twice)) {
      throw new IllegalStateException("written, read and written again differs:\n" + once + "\n" + twice);
    }
    for (SgfGame g : c.games()) {
      if (g.boardSize().width() > 25 || g.boardSize().height() > 25) {
        continue;
      }
      GameRecord end = GameRecord.of(g).toEnd();
      end.warnings();
      for (Venue v : List.of(Venue.KGS, Venue.FOX)) {
        Game game;
        try {
          game = Game.fromRecord(end, v);
        } catch (IllegalArgumentException refused) { // an illegal move, moves after the end, a bad marking
          continue;
        }
        String saved = game.toRecord("hostile").toSgf();
        Game again = Game.fromRecord(GameRecord.of(SgfReader.lenient().read(saved).game()), v);
        if (!again.position().equals(game.position()) || again.phase() != game.phase()
            || !again.result().equals(game.result())) {
          throw new IllegalStateException("restored " + again + " from the save of " + game + ":\n" + saved);
        }
      }
    }
  }

  // ---------------------------------------------------------------- go-game's values

  private static final Instant T0 = Instant.parse("2026-12-07T00:00:00Z");

  private static Duration anyDuration(Random rnd) {
    return switch (rnd.nextInt(8)) {
      case 0 -> Duration.ZERO;
      case 1 -> Duration.ofNanos(1 + rnd.nextInt(999_999));
      case 2 -> Duration.ofSeconds(Long.MAX_VALUE / (1 + rnd.nextInt(4)));
      case 3 -> Duration.ofSeconds(1_000_000_000_000L - rnd.nextInt(2));
      case 4 -> Duration.ofSeconds(-1 - rnd.nextInt(100));
      default -> Duration.ofMillis(1 + rnd.nextInt(3_600_000));
    };
  }

  private static Instant anyInstant(Random rnd, Instant after) {
    return switch (rnd.nextInt(6)) {
      case 0 -> Instant.MAX;
      case 1 -> after.plusNanos(1);
      case 2 -> Instant.parse("2326-01-01T00:00:00Z");
      case 3 -> after.plusSeconds(Math.abs(rnd.nextLong() % 1_000_000_000_000L));
      default -> after.plusMillis(rnd.nextInt(100_000));
    };
  }

  private static int anyCount(Random rnd) {
    return switch (rnd.nextInt(5)) {
      case 0 -> 0;
      case 1 -> Integer.MAX_VALUE;
      case 2 -> -1 - rnd.nextInt(5);
      default -> 1 + rnd.nextInt(10);
    };
  }

  private static TimeSystem anySystem(Random rnd) {
    return switch (rnd.nextInt(6)) {
      case 0 -> new TimeSystem.Absolute(anyDuration(rnd));
      case 1 -> new TimeSystem.PerMove(anyDuration(rnd));
      case 2 -> new TimeSystem.ByoYomi(anyDuration(rnd), anyDuration(rnd), anyCount(rnd));
      case 3 -> new TimeSystem.Canadian(anyDuration(rnd), anyDuration(rnd), anyCount(rnd));
      case 4 -> new TimeSystem.Fischer(anyDuration(rnd), anyDuration(rnd),
          rnd.nextBoolean() ? Optional.empty() : Optional.of(anyDuration(rnd)));
      default -> new TimeSystem.None();
    };
  }

  private static Object anyNumber(Random rnd) {
    return switch (rnd.nextInt(8)) {
      case 0 -> Double.NaN;
      case 1 -> 1e300;
      case 2 -> -1;
      case 3 -> 0.7;
      case 4 -> Integer.MAX_VALUE;
      case 5 -> "12";
      default -> rnd.nextInt(1000);
    };
  }

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void oddValuesIntoGoGameAreRefusedOrSaturateAndClocksKeepTheirInvariants() {
    Random master = new Random(seed ^ 0x5eed);
    long end = System.nanoTime() + nanosEach;
    int cases = 0;
    while (System.nanoTime() < end) {
      long caseSeed = master.nextLong();
      Random rnd = new Random(caseSeed);
      try {
        timeCase(rnd);
        ogsCase(rnd);
      } catch (IllegalArgumentException | IllegalStateException documented) {
        // refused at the door
      } catch (RuntimeException | AssertionError e) {
        fail("values", caseSeed, e.toString());
      }
      cases++;
    }
    System.out.println("hostile stream: " + cases + " cases of odd values");
    assertNoFailures("values");
  }

  private static void timeCase(Random rnd) {
    TimeSystem s = anySystem(rnd);
    assertEquals(Optional.of(s), TimeSystem.fromSgf(s.sgfMainTime(), s.sgfOvertime(), s.sgfFischerCap()),
        "SGF round trip of " + s);
    GameClock c = GameClock.of(s);
    if (rnd.nextBoolean()) {
      PlayerTime t = PlayerTime.fromSgf(s, rnd.nextInt(4) == 0 ? 1e13 : rnd.nextInt(100_000) / 10.0,
          rnd.nextBoolean() ? OptionalInt.empty() : OptionalInt.of(anyCount(rnd)));
      c = GameClock.of(s, t, GameClock.of(s).timeOf(Color.WHITE, T0));
    }
    Instant now = T0;
    c = c.start(Color.BLACK, now);
    for (int k = 0; k < 20 && c.flagged().isEmpty(); k++) {
      Optional<Instant> fall = c.flagFall();
      assertTrue(fall.isEmpty() || !fall.get().isBefore(now), "the flag falls before the turn began: " + c);
      Instant next = anyInstant(rnd, now);
      c = switch (rnd.nextInt(4)) {
        case 0 -> c.check(next);
        case 1 -> c.stop(next).start(Color.WHITE, next);
        default -> c.moveMade(next);
      };
      for (Color p : Color.values()) {
        c.timeOf(p, next);
      }
      GameClock snapshot = c;
      GameClock.of(s, snapshot.timeOf(Color.BLACK, next), snapshot.timeOf(Color.WHITE, next)); // readings admitted
      now = next;
      if (now.equals(Instant.MAX)) {
        break;
      }
    }
  }

  private static void ogsCase(Random rnd) {
    Map<String, Object> tc = new HashMap<>();
    tc.put("system", List.of("byoyomi", "fischer", "canadian", "simple", "absolute", "none").get(rnd.nextInt(6)));
    for (String k : List.of("main_time", "period_time", "periods", "initial_time", "time_increment", "max_time",
        "stones_per_period", "per_move", "total_time")) {
      tc.put(k, anyNumber(rnd));
    }
    TimeSystem s = OgsRules.timeSystem(tc);
    PlayerTime t = OgsRules.playerTime(s, Map.of("thinking_time", anyNumber(rnd), "periods", anyNumber(rnd),
        "moves_left", anyNumber(rnd), "block_time", anyNumber(rnd)));
    GameClock.of(s, t, t).start(Color.BLACK, T0).flagFall();
    Map<String, Object> data = new HashMap<>(Map.of("rules", "japanese", "handicap", anyNumber(rnd), "komi",
        anyNumber(rnd)));
    Venue v = OgsRules.fromGameData(data);
    v.startingPosition(BoardSize.square(9 + 2 * rnd.nextInt(6)), rnd.nextInt(12));
  }

  // ---------------------------------------------------------------- a server and its clients

  @Test
  @Timeout(value = 300, unit = TimeUnit.SECONDS)
  void hostileClientsNeitherWedgeTheServerNorRunWhatTheyMustNot() throws Exception {
    Path forbidden = dir.resolve("F");
    Supplier<GtpEngine> engines = () -> GtpEngine.builder(new RandomPlayer(1)).name("s").build(); // files on
    GtpServer.Limits limits = new GtpServer.Limits(Duration.ofSeconds(3), Duration.ofSeconds(1),
        Duration.ofSeconds(1), 8);
    Random master = new Random(seed ^ 0x6e7);
    ExecutorService pool = Executors.newFixedThreadPool(6);
    int rounds = 0;
    try (GtpServer server = GtpServer.start(0, engines, limits)) {
      long end = System.nanoTime() + nanosEach;
      while (System.nanoTime() < end) {
        List<Future<?>> clients = new ArrayList<>();
        for (int k = 0; k < 5; k++) {
          long caseSeed = master.nextLong();
          clients.add(pool.submit(() -> hostileClient(server.port(), new Random(caseSeed), forbidden)));
        }
        for (Future<?> f : clients) {
          f.get(60, TimeUnit.SECONDS);
        }
        probe(server.port(), rounds);
        rounds++;
      }
    } finally {
      pool.shutdownNow();
    }
    System.out.println("hostile stream: " + rounds + " rounds of 5 hostile clients");
    assertFalse(Files.exists(forbidden), "an HTTP request's body ran: " + forbidden + " was written");
    assertNoFailures("server");
  }

  /** A well-behaved controller: answered, and right, however the others behave. */
  private static void probe(int port, int round) {
    for (int attempt = 0; ; attempt++) { // the slots may all be held until a deadline closes one
      try (Socket s = new Socket("127.0.0.1", port)) {
        s.setSoTimeout(15_000);
        s.getOutputStream().write("1 boardsize 9\n2 play b e5\n3 list_stones black\n4 name\n"
            .getBytes(StandardCharsets.US_ASCII));
        BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
        String first = r.readLine();
        if (first != null && first.startsWith("? server busy") && attempt < 20) {
          Thread.sleep(500);
          continue;
        }
        List<String> lines = new ArrayList<>(List.of(String.valueOf(first)));
        for (int k = 0; k < 7; k++) {
          lines.add(r.readLine());
        }
        List<String> want = List.of("=1", "", "=2", "", "=3 E5", "", "=4 s", "");
        if (!lines.equals(want)) {
          fail("server", round, "a well-behaved controller got " + lines);
        }
        return;
      } catch (IOException e) {
        fail("server", round, "a well-behaved controller failed: " + e);
        return;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  private static Void hostileClient(int port, Random rnd, Path forbidden) {
    try (Socket s = new Socket("127.0.0.1", port)) {
      s.setSoTimeout(20_000);
      OutputStream o = s.getOutputStream();
      switch (rnd.nextInt(6)) {
        case 0 -> { // HTTP, as a browser sends it, with a body that would write a file
          String body = "printsgf " + forbidden + "\n";
          o.write(("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + body.length() + "\r\n\r\n" + body)
              .getBytes(StandardCharsets.US_ASCII));
          s.getInputStream().readAllBytes();
        }
        case 1 -> { // a Host: line later on
          o.write(("name\nHost: x\nprintsgf " + forbidden + "\n").getBytes(StandardCharsets.US_ASCII));
          s.getInputStream().readAllBytes();
        }
        case 2 -> { // binary junk and control characters
          byte[] junk = new byte[1 + rnd.nextInt(20_000)];
          rnd.nextBytes(junk);
          o.write(junk);
          s.shutdownOutput();
          s.getInputStream().readAllBytes();
        }
        case 3 -> { // slow bytes, never a whole line
          for (int k = 0; k < 6; k++) {
            o.write('a' + rnd.nextInt(26));
            o.flush();
            Thread.sleep(400);
          }
        }
        case 4 -> { // deaf: asks for much and reads nothing
          o.write("showboard\ngenmove b\n".repeat(5_000).getBytes(StandardCharsets.US_ASCII));
          Thread.sleep(1_500);
        }
        default -> { // malformed commands with huge and odd values
          StringBuilder sb = new StringBuilder();
          for (int k = 0; k < 50; k++) {
            sb.append(List.of("boardsize 999999999999", "komi 1e308", "play b A01", "time_left b -5 -5",
                "kata-set-rules " + "x".repeat(rnd.nextInt(100_000)), "fixed_handicap 99", "undo", "genmove w",
                "time_settings 1e300 1e300 -1", "play w Z99", "list_stones", "final_score").get(rnd.nextInt(12)))
                .append('\n');
          }
          o.write(sb.toString().getBytes(StandardCharsets.UTF_8));
          s.shutdownOutput();
          s.getInputStream().readAllBytes();
        }
      }
    } catch (IOException e) {
      // closed by the server: what a hostile client gets
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return null;
  }
}
