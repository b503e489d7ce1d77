package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.Color;
import io.github.tengen.go.game.GameClock;
import io.github.tengen.go.game.TimeSystem;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The client tells an engine its time system by the one command that states it exactly, or not at all: checked
 * against our engine (which reports what it understood to its player), GNU Go (which knows the standard's
 * {@code time_settings} alone), and a scripted engine that records what it receives.
 */
class TimeSettingsClientTest {
  private static final double NO_CAP = Double.POSITIVE_INFINITY;

  /** Our engine, whose player keeps the time budget of its last move. */
  private static GtpEngine recorder(AtomicReference<TimeBudget> seen) {
    return GtpEngine.builder(request -> {
      seen.set(request.time());
      return Decision.pass();
    }).name("recorder").version("1").build();
  }

  @Test
  void ourEngineReceivesEveryTimeSystemAsItIsAndTheTimeLeft() {
    AtomicReference<TimeBudget> seen = new AtomicReference<>();
    GtpEngine engine = recorder(seen);
    try (GtpClient c = Engines.inProcess(engine)) {
      c.boardsize(9);
      List<Object[]> cases = List.of(
          new Object[] {new TimeControl.None(), "kgs-time_settings"},
          new Object[] {new TimeControl.Absolute(600), "time_settings"},
          new Object[] {new TimeControl.Canadian(600, 300, 25), "time_settings"},
          new Object[] {new TimeControl.ByoYomi(600, 30, 5), "kgs-time_settings"},
          new Object[] {new TimeControl.Fischer(300, 10, NO_CAP), "kata-time_settings"},
          new Object[] {new TimeControl.Fischer(300, 10, 900), "kata-time_settings"});
      for (Object[] k : cases) {
        TimeControl control = (TimeControl) k[0];
        assertEquals(Optional.of(k[1]), c.timeSettings(control), control.toString());
        c.timeLeft(Color.BLACK, 123.9, control instanceof TimeControl.ByoYomi ? 3 : 0);
        c.genmove(Color.BLACK);
        assertEquals(control, seen.get().control());
        if (!(control instanceof TimeControl.None)) {
          assertEquals(123.0, seen.get().timeLeft(), "whole seconds, rounded down");
        }
        c.clearBoard();
      }
      assertThrows(IllegalArgumentException.class, () -> c.timeLeft(Color.WHITE, -1, 0));
    }
  }

  @Test
  void aGameClockIsToldAsItsSystemAndItsReadings() {
    AtomicReference<TimeBudget> seen = new AtomicReference<>();
    GtpEngine engine = recorder(seen);
    Instant t0 = Instant.parse("2026-12-06T10:00:00Z");
    GameClock clock = GameClock.of(new TimeSystem.ByoYomi(Duration.ofSeconds(10), Duration.ofSeconds(30), 5))
        .start(Color.BLACK, t0).moveMade(t0.plusSeconds(45)); // the main time and one period spent
    try (GtpClient c = Engines.inProcess(engine)) {
      c.boardsize(9);
      assertEquals(Optional.of("kgs-time_settings"), c.timeSettings(TimeControl.of(clock.system())));
      c.timeLeft(Color.BLACK, clock.timeOf(Color.BLACK, t0.plusSeconds(45)));
      c.genmove(Color.BLACK);
      assertEquals(new TimeBudget(new TimeControl.ByoYomi(10, 30, 5), 30, 4), seen.get(),
          "a full period, four periods left");
      c.clearBoard();
      // simple time is one byo-yomi period a move, and GTP's Canadian period of one move says the same
      assertEquals(new TimeControl.ByoYomi(0, 30, 1), TimeControl.of(new TimeSystem.PerMove(Duration.ofSeconds(30))));
      assertEquals(new TimeControl.Fischer(300, 10, Double.POSITIVE_INFINITY),
          TimeControl.of(TimeSystem.Fischer.uncapped(Duration.ofMinutes(5), Duration.ofSeconds(10))));
    }
  }

  @Test
  void anEnginesPlayerTurnsWhatTheControllerSetBackIntoTheClocksSystem() {
    AtomicReference<TimeBudget> seen = new AtomicReference<>();
    GtpEngine engine = recorder(seen);
    List<TimeSystem> systems = List.of(new TimeSystem.None(), new TimeSystem.Absolute(Duration.ofMinutes(10)),
        new TimeSystem.ByoYomi(Duration.ofMinutes(10), Duration.ofSeconds(30), 5),
        new TimeSystem.Canadian(Duration.ZERO, Duration.ofMinutes(5), 25),
        new TimeSystem.Fischer(Duration.ofMinutes(5), Duration.ofSeconds(10), Optional.of(Duration.ofMinutes(15))),
        TimeSystem.Fischer.uncapped(Duration.ofMinutes(5), Duration.ofMillis(2500)));
    try (GtpClient c = Engines.inProcess(engine)) {
      c.boardsize(9);
      for (TimeSystem t : systems) {
        c.timeSettings(TimeControl.of(t));
        c.genmove(Color.BLACK);
        assertEquals(t, seen.get().control().toTimeSystem(), t.toString());
        c.clearBoard();
      }
    }
    assertEquals(new TimeSystem.ByoYomi(Duration.ZERO, Duration.ofSeconds(30), 1),
        TimeControl.of(new TimeSystem.PerMove(Duration.ofSeconds(30))).toTimeSystem(), "the same clock");
    assertEquals(new TimeSystem.Absolute(Duration.ofSeconds(60)), new TimeControl.ByoYomi(60, 0, 3).toTimeSystem());
    assertEquals(new TimeSystem.Absolute(Duration.ofSeconds(60)), new TimeControl.Canadian(60, 0, 3).toTimeSystem());
    assertEquals(new TimeSystem.Fischer(Duration.ofSeconds(100), Duration.ofSeconds(5),
        Optional.of(Duration.ofSeconds(100))), new TimeControl.Fischer(300, 5, 100).toTimeSystem(), "the cap first");
  }

  @Test
  void gnuGoWhichKnowsTheStandardCommandAloneIsToldWhatItCanTakeAndNothingElse() {
    Optional<String> exe = Engines.gnugo();
    assumeTrue(exe.isPresent(), Engines.NO_GNUGO);
    try (GtpClient gnugo = Engines.startGnuGo(exe.get())) {
      // GNU Go 3.8 lists time_settings and time_left, not KGS's or KataGo's commands
      assertEquals(Optional.empty(), gnugo.timeSettings(new TimeControl.ByoYomi(600, 30, 5)));
      assertEquals(Optional.of("time_settings"), gnugo.timeSettings(new TimeControl.ByoYomi(600, 30, 1)));
      gnugo.timeLeft(Color.WHITE, 590, 0);
      assertEquals(Optional.of("time_settings"), gnugo.timeSettings(new TimeControl.Canadian(600, 300, 25)));
      gnugo.timeLeft(Color.BLACK, 250, 20);
      assertEquals(Optional.empty(), gnugo.timeSettings(new TimeControl.Fischer(300, 10, NO_CAP)));
      assertEquals(Optional.empty(), gnugo.timeSettings(new TimeControl.Fischer(300, 10, 900)));
      // Fischer without an increment is absolute time, which every engine takes
      assertEquals(Optional.of("time_settings"), gnugo.timeSettings(new TimeControl.Fischer(300, 0, NO_CAP)));
    }
  }

  @Test
  void anEngineWithTheStandardCommandAloneGetsExactlyTheCommandsSent() throws IOException {
    List<String> received = new CopyOnWriteArrayList<>();
    try (GtpClient c = standardOnly(received)) {
      assertEquals(Optional.empty(), c.timeSettings(new TimeControl.ByoYomi(600, 30, 5)));
      assertEquals(Optional.of("time_settings"), c.timeSettings(new TimeControl.ByoYomi(600, 30, 1)));
      assertEquals(Optional.of("time_settings"), c.timeSettings(new TimeControl.None()));
      assertEquals(Optional.empty(), c.timeSettings(new TimeControl.Fischer(300, 10, NO_CAP)));
    }
    assertEquals(List.of("time_settings 600 30 1", "time_settings 0 1 0"),
        received.stream().filter(l -> l.startsWith("time_settings")).toList());
  }

  /** A minimal engine that lists {@code time_settings} and {@code time_left} only and says yes to everything. */
  private static GtpClient standardOnly(List<String> received) throws IOException {
    PipedOutputStream toEngine = new PipedOutputStream();
    PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 16);
    PipedOutputStream engineOut = new PipedOutputStream();
    PipedInputStream fromEngine = new PipedInputStream(engineOut, 1 << 16);
    Thread t = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(engineIn, StandardCharsets.UTF_8));
          Writer out = new OutputStreamWriter(engineOut, StandardCharsets.UTF_8)) {
        for (String line; (line = in.readLine()) != null; ) {
          String id = line.replaceAll("^([0-9]*).*", "$1");
          String command = line.substring(id.length()).trim();
          received.add(command);
          out.write("=" + id + (command.equals("list_commands") ? " list_commands\ntime_settings\ntime_left\nquit"
              : "") + "\n\n");
          out.flush();
        }
      } catch (IOException e) {
        // the client went away
      }
    }, "standard-only-engine");
    t.setDaemon(true);
    t.start();
    return GtpClient.connect(fromEngine, toEngine);
  }
}
