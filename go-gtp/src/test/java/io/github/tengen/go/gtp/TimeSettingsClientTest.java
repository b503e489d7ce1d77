package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.Color;
import io.github.tengen.go.game.GameClock;
import io.github.tengen.go.game.PlayerTime;
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
  private static final TimeSystem NONE = new TimeSystem.None();

  private static Duration s(long seconds) {
    return Duration.ofSeconds(seconds);
  }

  private static TimeSystem byoYomi(long main, long period, int periods) {
    return new TimeSystem.ByoYomi(s(main), s(period), periods);
  }

  private static TimeSystem fischer(long main, long increment) {
    return TimeSystem.Fischer.uncapped(s(main), s(increment));
  }

  private static TimeSystem fischer(long main, long increment, long cap) {
    return new TimeSystem.Fischer(s(main), s(increment), Optional.of(s(cap)));
  }

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
          new Object[] {NONE, "kgs-time_settings"},
          new Object[] {new TimeSystem.Absolute(s(600)), "time_settings"},
          new Object[] {new TimeSystem.Canadian(s(600), s(300), 25), "time_settings"},
          new Object[] {byoYomi(600, 30, 5), "kgs-time_settings"},
          new Object[] {fischer(300, 10), "kata-time_settings"},
          new Object[] {fischer(300, 10, 900), "kata-time_settings"});
      for (Object[] k : cases) {
        TimeSystem system = (TimeSystem) k[0];
        assertEquals(Optional.of(k[1]), c.timeSettings(system), system.toString());
        c.genmove(Color.BLACK);
        assertEquals(TimeBudget.start(system), seen.get(), "the game starts with the system's starting time");
        c.timeLeft(Color.BLACK, 23.9, system instanceof TimeSystem.ByoYomi ? 3 : 0);
        c.genmove(Color.BLACK);
        assertEquals(system, seen.get().system());
        if (!system.equals(NONE)) {
          assertEquals(s(23), seen.get().time().left(), "whole seconds, rounded down");
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
    GameClock clock = GameClock.of(byoYomi(10, 30, 5))
        .start(Color.BLACK, t0).moveMade(t0.plusSeconds(45)); // the main time and one period spent
    try (GtpClient c = Engines.inProcess(engine)) {
      c.boardsize(9);
      assertEquals(Optional.of("kgs-time_settings"), c.timeSettings(clock.system()));
      c.timeLeft(Color.BLACK, clock.timeOf(Color.BLACK, t0.plusSeconds(45)));
      c.genmove(Color.BLACK);
      assertEquals(new TimeBudget(clock.system(), clock.timeOf(Color.BLACK, t0.plusSeconds(45))), seen.get(),
          "a full period, four periods left");
      assertEquals(new PlayerTime(s(30), 4, 0, true), seen.get().time());
    }
  }

  @Test
  void anEnginesPlayerSeesTheClocksOwnSystem() {
    AtomicReference<TimeBudget> seen = new AtomicReference<>();
    GtpEngine engine = recorder(seen);
    List<TimeSystem> systems = List.of(NONE, new TimeSystem.Absolute(Duration.ofMinutes(10)),
        byoYomi(600, 30, 5), byoYomi(600, 30, 1), new TimeSystem.Canadian(Duration.ZERO, Duration.ofMinutes(5), 25),
        fischer(300, 10, 900), TimeSystem.Fischer.uncapped(Duration.ofMinutes(5), Duration.ofMillis(2500)));
    try (GtpClient c = Engines.inProcess(engine)) {
      c.boardsize(9);
      for (TimeSystem t : systems) {
        c.timeSettings(t);
        c.genmove(Color.BLACK);
        assertEquals(t, seen.get().system(), t.toString());
        c.clearBoard();
      }
      // simple time goes as a byo-yomi of one period without main time: the same clock
      c.timeSettings(new TimeSystem.PerMove(s(30)));
      c.genmove(Color.BLACK);
      assertEquals(byoYomi(0, 30, 1), seen.get().system());
    }
  }

  @Test
  void whatAControllerSetsIsReadAsGoGamesSystems() {
    AtomicReference<TimeBudget> seen = new AtomicReference<>();
    GtpEngine engine = recorder(seen);
    List<Object[]> cases = List.of(
        new Object[] {"time_settings 60 0 0", new TimeSystem.Absolute(s(60))},
        new Object[] {"time_settings 0 0 0", NONE}, // no time at all is SGF's TM[0]: no limit
        new Object[] {"time_settings 60 30 0", NONE},
        new Object[] {"time_settings 60 30 10", new TimeSystem.Canadian(s(60), s(30), 10)},
        new Object[] {"kgs-time_settings byoyomi 60 0 3", new TimeSystem.Absolute(s(60))},
        new Object[] {"kgs-time_settings byoyomi 60 30 0", new TimeSystem.Absolute(s(60))},
        new Object[] {"kgs-time_settings canadian 60 0 3", new TimeSystem.Absolute(s(60))},
        new Object[] {"kata-time_settings fischer 300 0", new TimeSystem.Absolute(s(300))},
        new Object[] {"kata-time_settings fischer 300 2.5", TimeSystem.Fischer.uncapped(s(300), Duration.ofMillis(2500))},
        new Object[] {"kata-time_settings fischer-capped 300 5 100 -1", fischer(100, 5, 100)}); // the cap first
    try (GtpClient c = Engines.inProcess(engine)) {
      c.boardsize(9);
      for (Object[] k : cases) {
        c.send((String) k[0]);
        c.genmove(Color.BLACK);
        assertEquals(k[1], seen.get().system(), (String) k[0]);
        c.clearBoard();
      }
    }
  }

  @Test
  void gnuGoWhichKnowsTheStandardCommandAloneIsToldWhatItCanTakeAndNothingElse() {
    Optional<String> exe = Engines.gnugo();
    assumeTrue(exe.isPresent(), Engines.NO_GNUGO);
    try (GtpClient gnugo = Engines.startGnuGo(exe.get())) {
      // GNU Go 3.8 lists time_settings and time_left, not KGS's or KataGo's commands
      assertEquals(Optional.empty(), gnugo.timeSettings(byoYomi(600, 30, 5)));
      assertEquals(Optional.of("time_settings"), gnugo.timeSettings(byoYomi(600, 30, 1)));
      gnugo.timeLeft(Color.WHITE, 590, 0);
      assertEquals(Optional.of("time_settings"), gnugo.timeSettings(new TimeSystem.Canadian(s(600), s(300), 25)));
      gnugo.timeLeft(Color.BLACK, 250, 20);
      assertEquals(Optional.empty(), gnugo.timeSettings(fischer(300, 10)));
      assertEquals(Optional.empty(), gnugo.timeSettings(fischer(300, 10, 900)));
      assertEquals(Optional.of("time_settings"), gnugo.timeSettings(new TimeSystem.Absolute(s(300))));
    }
  }

  @Test
  void anEngineWithTheStandardCommandAloneGetsExactlyTheCommandsSent() throws IOException {
    List<String> received = new CopyOnWriteArrayList<>();
    try (GtpClient c = standardOnly(received)) {
      assertEquals(Optional.empty(), c.timeSettings(byoYomi(600, 30, 5)));
      assertEquals(Optional.of("time_settings"), c.timeSettings(byoYomi(600, 30, 1)));
      assertEquals(Optional.of("time_settings"), c.timeSettings(NONE));
      assertEquals(Optional.empty(), c.timeSettings(fischer(300, 10)));
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
