package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.Color;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * go-game's time arithmetic under the values a careless server or a hostile record gives it (issue 59): far
 * instants, huge and odd durations and counts, readings no play can reach. Each is refused at the door with an
 * {@link IllegalArgumentException} or saturates; nothing else is thrown, and no wrong value is left behind.
 */
class HostileTimeTest {
  private static final Instant T0 = Instant.parse("2026-01-01T00:00:00Z");
  private static final TimeSystem KGS = new TimeSystem.ByoYomi(Duration.ofSeconds(60), Duration.ofSeconds(30), 5);

  @Test
  void aMoveThreeHundredYearsLateIsATimeLossNotAnOverflow() {
    GameClock c = GameClock.of(KGS).start(Color.BLACK, T0).moveMade(Instant.parse("2326-01-01T00:00:00Z"));
    assertEquals(Optional.of(Color.BLACK), c.flagged());
    GameClock far = GameClock.of(KGS).start(Color.BLACK, T0);
    assertEquals(Optional.of(Color.BLACK), far.moveMade(Instant.MAX).flagged());
    assertEquals(Optional.of(Color.BLACK), far.check(Instant.MAX).flagged());
    assertEquals(0, far.timeOf(Color.BLACK, Instant.MAX).periods());
    assertEquals(Optional.of(Instant.MAX), GameClock.of(KGS).start(Color.WHITE, Instant.MAX).flagFall());
  }

  @Test
  void timesSgfCannotWriteAreRefusedWhenTheSystemIsMade() {
    assertThrows(IllegalArgumentException.class, () -> new TimeSystem.Absolute(Duration.ofSeconds(Long.MAX_VALUE)));
    assertThrows(IllegalArgumentException.class, () -> new TimeSystem.Absolute(Duration.ofSeconds(1_000_000_000_001L)));
    assertThrows(IllegalArgumentException.class,
        () -> new TimeSystem.ByoYomi(Duration.ZERO, Duration.ofNanos(30_000_000_500L), 5));
    assertThrows(IllegalArgumentException.class, () -> new TimeSystem.Fischer(Duration.ZERO, Duration.ofSeconds(1),
        Optional.of(Duration.ofSeconds(Long.MAX_VALUE))));
    TimeSystem most = new TimeSystem.Absolute(Duration.ofSeconds(1_000_000_000_000L));
    assertEquals(1e12, most.sgfMainTime());
  }

  @Test
  void aClockOfTenThousandPeriodsIsWrittenAndReadBackAsItself() {
    for (TimeSystem s : List.of(new TimeSystem.ByoYomi(Duration.ZERO, Duration.ofSeconds(30), 10_000),
        new TimeSystem.Canadian(Duration.ofSeconds(600), Duration.ofMillis(300_125), Integer.MAX_VALUE),
        new TimeSystem.ByoYomi(Duration.ofSeconds(1_000_000_000_000L), Duration.ofSeconds(999_999_999_999L), 7),
        new TimeSystem.Fischer(Duration.ofMillis(1), Duration.ofMillis(2), Optional.of(Duration.ofSeconds(86_400))))) {
      assertEquals(Optional.of(s), TimeSystem.fromSgf(s.sgfMainTime(), s.sgfOvertime(), s.sgfFischerCap()), s.sgfOvertime());
    }
  }

  @Test
  void aRestoredByoYomiReadingWithNoPeriodLeftIsRefused() {
    // OB[0]: once restored, its flag fell 20 s before the turn began and a move 5 s in got a fresh period
    assertThrows(IllegalArgumentException.class, () -> PlayerTime.fromSgf(KGS, 20, OptionalInt.of(0)));
    PlayerTime none = new PlayerTime(Duration.ofSeconds(20), 0, 0, true);
    assertThrows(IllegalArgumentException.class, () -> GameClock.of(KGS, none, GameClock.of(KGS).reading(Color.WHITE)));
    assertThrows(IllegalArgumentException.class, () -> PlayerTime.fromSgf(KGS, 31, OptionalInt.of(2)),
        "more than a period in overtime");
    assertThrows(IllegalArgumentException.class, () -> PlayerTime.fromSgf(KGS, 20, OptionalInt.of(6)),
        "more periods than the system has");
  }

  @Test
  void overtimeUnderASystemWithoutOneIsRefusedRatherThanCastWrong() {
    TimeSystem absolute = new TimeSystem.Absolute(Duration.ofMinutes(10));
    PlayerTime overtime = new PlayerTime(Duration.ofSeconds(5), 1, 0, true);
    assertThrows(IllegalArgumentException.class, () -> GameClock.of(absolute, overtime, overtime));
  }

  @Test
  void aRecordsTimeOfAllThePeriodsIsSplitIntoPeriods() {
    TimeSystem uec = new TimeSystem.ByoYomi(Duration.ZERO, Duration.ofSeconds(60), 10);
    assertEquals(new PlayerTime(Duration.ofSeconds(60), 10, 0, true), PlayerTime.fromSgf(uec, 600, OptionalInt.empty()));
    assertEquals(new PlayerTime(Duration.ofSeconds(1), 3, 0, true), PlayerTime.fromSgf(uec, 121, OptionalInt.empty()));
    assertThrows(IllegalArgumentException.class, () -> PlayerTime.fromSgf(uec, 601, OptionalInt.empty()));
  }

  @Test
  void ogsDataAtItsExtremesGivesAFlagFallOrARefusalNamingTheKey() {
    TimeSystem huge = OgsRules.timeSystem(Map.of("system", "byoyomi", "main_time", 0, "period_time", 1e12,
        "periods", Integer.MAX_VALUE));
    PlayerTime t = OgsRules.playerTime(huge, Map.of("thinking_time", 0, "periods", Integer.MAX_VALUE));
    GameClock c = GameClock.of(huge, t, t).start(Color.BLACK, T0);
    assertEquals(Optional.of(Instant.MAX), c.flagFall());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> OgsRules.timeSystem(
        Map.of("system", "absolute", "total_time", 1e13)));
    assertTrue(e.getMessage().contains("total_time"), e.getMessage());
    assertThrows(IllegalArgumentException.class,
        () -> OgsRules.playerTime(huge, Map.of("thinking_time", 0, "periods", 0)));
  }

  @Test
  void ogsGameDataWithImpossibleHandicapOrKomiIsRefusedWithTheKeyNamed() {
    for (Object handicap : List.of(-1, 0.7, 1e300)) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
          () -> OgsRules.fromGameData(Map.of("rules", "japanese", "handicap", handicap, "komi", 0.5)));
      assertTrue(e.getMessage().contains("handicap"), e.getMessage());
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> OgsRules.fromGameData(Map.of("rules", "japanese", "handicap", 2, "komi", 1e300)));
    assertTrue(e.getMessage().contains("komi"), e.getMessage());
    assertEquals(0.5, OgsRules.fromGameData(Map.of("rules", "japanese", "handicap", 2, "komi", 0.5)).handicapKomi());
  }

  /**
   * A restored clock keeps the invariants of one built by play: from any reading {@link GameClock#of} accepts, a move
   * made at the instant {@link GameClock#flagFall()} gives is in time and one a millisecond later loses, the flag never
   * falls before the turn began, and the reading after a move is one the system admits again, with no period gained.
   */
  @Test
  void restoredReadingsObeyTheInvariantsOfPlayedOnes() {
    int[] accepted = new int[1];
    qt().withExamples(2_000).forAll(longs().all(), integers().between(0, 6)).checkAssert((seed, kind) -> {
      Random rnd = new Random(seed);
      TimeSystem system = randomSystem(kind, rnd);
      PlayerTime reading = rnd.nextBoolean() ? randomReading(rnd) : shapedReading(system, rnd);
      GameClock restored;
      try {
        restored = GameClock.of(system, reading, reading);
      } catch (IllegalArgumentException refused) {
        return;
      }
      accepted[0]++;
      GameClock c = restored.start(Color.BLACK, T0);
      Instant fall = c.flagFall().orElse(Instant.MAX);
      assertFalse(fall.isBefore(T0), system + " " + reading);
      GameClock inTime = c.moveMade(fall.equals(Instant.MAX) ? T0.plusSeconds(rnd.nextInt(1000)) : fall);
      assertEquals(Optional.empty(), inTime.flagged(), system + " " + reading);
      if (!fall.equals(Instant.MAX)) {
        assertEquals(Optional.of(Color.BLACK), c.moveMade(fall.plusMillis(1)).flagged(), system + " " + reading);
      }
      PlayerTime after = inTime.reading(Color.BLACK);
      assertDoesNotThrow(() -> GameClock.of(system, after, after), system + " " + reading + " -> " + after);
      assertTrue(after.periods() <= reading.periods(), system + " " + reading + " -> " + after);
    });
    assertTrue(accepted[0] > 1_000, accepted[0] + " readings accepted");
  }

  /** One of {@link GameClockTest}'s random systems, or no time limit. */
  private static TimeSystem randomSystem(int kind, Random rnd) {
    return kind == 6 ? new TimeSystem.None() : GameClockTest.randomSystem(kind, rnd);
  }

  /** A reading of the system's own shape, its numbers anywhere in range, the edges included. */
  private static PlayerTime shapedReading(TimeSystem system, Random rnd) {
    Duration any = Duration.ofMillis(rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(700_000));
    if (system instanceof TimeSystem.ByoYomi b && (b.main().isZero() || rnd.nextBoolean())) {
      Duration left = rnd.nextBoolean() ? b.period() : Duration.ofMillis(rnd.nextLong(b.period().toMillis() + 1));
      return new PlayerTime(left, 1 + rnd.nextInt(b.periods()), 0, true);
    }
    if (system instanceof TimeSystem.ByoYomi b) {
      return new PlayerTime(any, b.periods(), 0, false);
    }
    if (system instanceof TimeSystem.Canadian c && (c.main().isZero() || rnd.nextBoolean())) {
      Duration left = rnd.nextBoolean() ? c.period() : Duration.ofMillis(rnd.nextLong(c.period().toMillis() + 1));
      return new PlayerTime(left, 0, 1 + rnd.nextInt(c.stones()), true);
    }
    return system instanceof TimeSystem.None ? new PlayerTime(Duration.ZERO, 0, 0, false)
        : new PlayerTime(any, 0, 0, false);
  }

  private static PlayerTime randomReading(Random rnd) {
    Duration left = Duration.ofMillis(rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(700_000));
    int periods = rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(7);
    int stones = rnd.nextInt(3) == 0 ? 0 : rnd.nextInt(27);
    return new PlayerTime(left, periods, stones, rnd.nextBoolean());
  }
}
