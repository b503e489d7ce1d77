package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.Color;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Each time system's rules, move by move, and the clock's invariants over random games. */
class GameClockTest {
  private static final Instant T0 = Instant.parse("2026-12-06T10:00:00Z");

  private static Instant at(double seconds) {
    return T0.plusMillis(Math.round(seconds * 1000));
  }

  private static Duration s(double seconds) {
    return Duration.ofMillis(Math.round(seconds * 1000));
  }

  @Test
  void absoluteTimeRunsDownAndAMoveAtTheInstantItRunsOutIsInTime() {
    GameClock c = GameClock.of(new TimeSystem.Absolute(Duration.ofMinutes(10))).start(Color.BLACK, at(0));
    c = c.moveMade(at(240));
    assertEquals(new PlayerTime(Duration.ofMinutes(6), 0, 0, false), c.timeOf(Color.BLACK, at(300)));
    assertEquals(Optional.of(Color.WHITE), c.running());
    assertEquals(Optional.of(at(840)), c.flagFall());
    assertEquals(s(1), c.timeOf(Color.WHITE, at(839)).left());
    assertEquals(Optional.empty(), c.check(at(840)).flagged(), "at the instant it runs out: still in time");
    GameClock late = c.check(at(840.001));
    assertEquals(Optional.of(Color.WHITE), late.flagged());
    assertEquals(Optional.empty(), late.running());
    assertThrows(IllegalStateException.class, () -> late.moveMade(at(900)));
    assertEquals(Optional.of(Color.WHITE), c.moveMade(at(841)).flagged(), "a move after the flag fell loses");
  }

  @Test
  void byoYomiKeepsThePeriodOfAMoveWithinItAndOneSlowMoveSpendsSeveral() {
    TimeSystem byoYomi = new TimeSystem.ByoYomi(s(10), s(30), 3);
    GameClock c = GameClock.of(byoYomi).start(Color.BLACK, at(0));
    assertEquals(Optional.of(at(100)), c.flagFall(), "10 s and three periods of 30");
    // 35 s: the main time and 25 s of the first period, which the move keeps
    assertEquals(new PlayerTime(s(5), 3, 0, true), c.timeOf(Color.BLACK, at(35)));
    c = c.moveMade(at(35)).moveMade(at(36));
    assertEquals(new PlayerTime(s(30), 3, 0, true), c.timeOf(Color.BLACK, at(36)), "a full period again");
    // 65 s: the period and the next run out, 5 s into the third
    assertEquals(new PlayerTime(s(25), 1, 0, true), c.timeOf(Color.BLACK, at(101)));
    c = c.moveMade(at(101)).moveMade(at(102));
    assertEquals(new PlayerTime(s(30), 1, 0, true), c.timeOf(Color.BLACK, at(102)));
    assertEquals(Optional.of(at(132)), c.flagFall());
    assertEquals(Optional.empty(), c.moveMade(at(132)).flagged(), "the last period's last instant");
    assertEquals(Optional.of(Color.BLACK), c.moveMade(at(132.001)).flagged());
  }

  @Test
  void aMoveThatSpillsIntoByoYomiSpendsThePeriodsItOverruns() {
    GameClock c = GameClock.of(new TimeSystem.ByoYomi(Duration.ofMinutes(10), s(30), 5)).start(Color.WHITE, at(0));
    // 10 minutes 45 seconds: the main time, one period, 15 s of the next
    assertEquals(new PlayerTime(s(15), 4, 0, true), c.timeOf(Color.WHITE, at(645)));
    assertEquals(4, c.moveMade(at(645)).timeOf(Color.WHITE, at(645)).sgfOvertimeLeft().getAsInt());
  }

  @Test
  void canadianOvertimeCountsTheMovesAndStartsAFullPeriodWhenTheyArePlayed() {
    GameClock c = GameClock.of(new TimeSystem.Canadian(s(30), s(60), 3)).start(Color.BLACK, at(0));
    c = c.moveMade(at(40)).moveMade(at(40)); // 10 s into overtime: the move counts in the period
    assertEquals(new PlayerTime(s(50), 0, 2, true), c.timeOf(Color.BLACK, at(40)));
    c = c.moveMade(at(60)).moveMade(at(60));
    assertEquals(new PlayerTime(s(30), 0, 1, true), c.timeOf(Color.BLACK, at(60)));
    c = c.moveMade(at(89)).moveMade(at(89));
    assertEquals(new PlayerTime(s(60), 0, 3, true), c.timeOf(Color.BLACK, at(89)), "a new period, full");
    assertEquals(3, c.timeOf(Color.BLACK, at(89)).gtpStones());
    assertEquals(Optional.of(Color.BLACK), c.moveMade(at(149.001)).flagged(), "60 s for three moves, not more");
  }

  @Test
  void fischerAddsTheIncrementAfterEachMoveUpToTheCap() {
    GameClock capped = GameClock.of(new TimeSystem.Fischer(s(60), s(10), Optional.of(s(65)))).start(Color.BLACK, at(0));
    capped = capped.moveMade(at(2));
    assertEquals(s(65), capped.timeOf(Color.BLACK, at(2)).left(), "58 + 10, capped at 65");
    capped = capped.moveMade(at(2)).moveMade(at(32));
    assertEquals(s(45), capped.timeOf(Color.BLACK, at(32)).left());
    GameClock free = GameClock.of(TimeSystem.Fischer.uncapped(s(60), s(10))).start(Color.BLACK, at(0)).moveMade(at(2));
    assertEquals(s(68), free.timeOf(Color.BLACK, at(2)).left());
  }

  @Test
  void simpleTimeGivesEachMoveTheSameTimeAndLosesWhatItLeaves() {
    GameClock c = GameClock.of(new TimeSystem.PerMove(s(30))).start(Color.BLACK, at(0)).moveMade(at(1));
    assertEquals(s(30), c.timeOf(Color.BLACK, at(1)).left());
    c = c.moveMade(at(31)); // White's move took 30 s: in time
    assertEquals(Optional.of(Color.BLACK), c.moveMade(at(61.001)).flagged());
  }

  @Test
  void aPauseChargesTheTimeWithoutEndingTheMoveAndTheClockResumes() {
    GameClock c = GameClock.of(new TimeSystem.ByoYomi(Duration.ZERO, s(30), 2)).start(Color.BLACK, at(0));
    GameClock paused = c.stop(at(10));
    assertEquals(Optional.empty(), paused.running());
    assertEquals(Optional.empty(), paused.flagFall());
    assertEquals(new PlayerTime(s(20), 2, 0, true), paused.timeOf(Color.BLACK, at(500)), "the period is not renewed");
    GameClock resumed = paused.start(Color.BLACK, at(1000));
    assertEquals(Optional.of(at(1050)), resumed.flagFall(), "20 s of the period and one period more");
    assertThrows(IllegalStateException.class, () -> resumed.start(Color.WHITE, at(1001)));
    assertThrows(IllegalArgumentException.class, () -> resumed.moveMade(at(999)), "time does not go back");
  }

  @Test
  void withoutATimeLimitNothingRunsOut() {
    GameClock c = GameClock.of(new TimeSystem.None()).start(Color.BLACK, at(0)).moveMade(at(1e6));
    assertEquals(Optional.empty(), c.flagFall());
    assertEquals(Optional.empty(), c.check(at(1e9)).flagged());
  }

  /**
   * For every system and any game of moves at random times: a move made at the instant {@link GameClock#flagFall()}
   * gives is in time, and one made a millisecond later loses; the clock never holds more than the system allows.
   */
  @Test
  void theFlagFallsExactlyWhereAMoveStopsBeingInTime() {
    qt().withExamples(300).forAll(longs().all(), integers().between(0, 5)).checkAssert((seed, kind) -> {
      Random rnd = new Random(seed);
      TimeSystem system = randomSystem(kind, rnd);
      GameClock c = GameClock.of(system).start(Color.BLACK, at(0));
      Instant now = at(0);
      for (int move = 0; move < 60 && c.flagged().isEmpty(); move++) {
        Instant fall = c.flagFall().orElseThrow();
        assertEquals(Optional.empty(), c.moveMade(fall).flagged(), system + " " + c);
        assertEquals(c.running(), c.moveMade(fall.plusMillis(1)).flagged(), system + " " + c);
        Duration budget = Duration.between(now, fall);
        now = now.plusMillis(rnd.nextInt(4) == 0 ? budget.toMillis() + 1 : (long) (rnd.nextDouble() * budget.toMillis()));
        c = c.moveMade(now);
      }
    });
  }

  static TimeSystem randomSystem(int kind, Random rnd) {
    Duration main = Duration.ofMillis(rnd.nextInt(3) == 0 ? 0 : 1 + rnd.nextInt(600_000));
    Duration period = Duration.ofMillis(1 + rnd.nextInt(60_000));
    return switch (kind) {
      case 0 -> new TimeSystem.Absolute(main.plusMillis(1));
      case 1 -> new TimeSystem.PerMove(period);
      case 2 -> new TimeSystem.ByoYomi(main, period, 1 + rnd.nextInt(5));
      case 3 -> new TimeSystem.Canadian(main, period, 1 + rnd.nextInt(25));
      case 4 -> new TimeSystem.Fischer(main, period, Optional.of(main.plus(period.multipliedBy(3))));
      default -> TimeSystem.Fischer.uncapped(main, period);
    };
  }
}
