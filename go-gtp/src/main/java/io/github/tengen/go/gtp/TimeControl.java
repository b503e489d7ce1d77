package io.github.tengen.go.gtp;

import io.github.tengen.go.game.TimeSystem;
import java.time.Duration;
import java.util.Optional;

/**
 * A time system, as the controller sets it with {@code time_settings} (absolute or Canadian),
 * {@code kgs-time_settings} (none, absolute, byo-yomi, Canadian) or {@code kata-time_settings} (Fischer). Times are
 * in seconds.
 *
 * @since 0.1.0
 */
public sealed interface TimeControl permits TimeControl.None, TimeControl.Absolute, TimeControl.Canadian,
    TimeControl.ByoYomi, TimeControl.Fischer {

  /** No time limit (the default, and {@code time_settings} with {@code byo > 0} and {@code stones = 0}). */
  record None() implements TimeControl {}

  /**
   * Main time only.
   *
   * @param main the main time
   */
  record Absolute(double main) implements TimeControl {}

  /**
   * Canadian overtime: after the main time, {@code stones} moves in each period of {@code period} seconds.
   *
   * @param main the main time
   * @param period the length of an overtime period
   * @param stones the moves to play in each period, at least 1
   */
  record Canadian(double main, double period, int stones) implements TimeControl {}

  /**
   * Japanese byo-yomi: after the main time, {@code periods} periods of {@code period} seconds; a move within a period
   * keeps it.
   *
   * @param main the main time
   * @param period the length of a period
   * @param periods the number of periods
   */
  record ByoYomi(double main, double period, int periods) implements TimeControl {}

  /**
   * Fischer: {@code increment} seconds added after each move, the clock capped at {@code max} (or not, when
   * {@code max} is infinite).
   *
   * @param main the starting time
   * @param increment added per move
   * @param max the cap, or {@link Double#POSITIVE_INFINITY}
   */
  record Fischer(double main, double increment, double max) implements TimeControl {}

  /**
   * The GTP form of a clock's time system (go-game's {@link TimeSystem}), in seconds: simple time (a fixed time each
   * move) is byo-yomi of one period without main time, which GTP sends as a Canadian period of one move.
   *
   * <pre>{@code
   * engine.timeSettings(TimeControl.of(clock.system()));
   * }</pre>
   *
   * @param system the time system
   * @return the same system for GTP
   */
  static TimeControl of(TimeSystem system) {
    if (system instanceof TimeSystem.Absolute a) {
      return new Absolute(seconds(a.main()));
    }
    if (system instanceof TimeSystem.PerMove p) {
      return new ByoYomi(0, seconds(p.perMove()), 1);
    }
    if (system instanceof TimeSystem.ByoYomi b) {
      return new ByoYomi(seconds(b.main()), seconds(b.period()), b.periods());
    }
    if (system instanceof TimeSystem.Canadian c) {
      return new Canadian(seconds(c.main()), seconds(c.period()), c.stones());
    }
    if (system instanceof TimeSystem.Fischer f) {
      return new Fischer(seconds(f.main()), seconds(f.increment()),
          f.cap().map(TimeControl::seconds).orElse(Double.POSITIVE_INFINITY));
    }
    return new None();
  }

  /**
   * Returns this time control as a go-game time system, for a {@link io.github.tengen.go.game.GameClock} on the engine's
   * side: what the controller set is what the clock runs. Byo-yomi or Canadian overtime with periods of no time is
   * absolute time; a Fischer cap below the starting time starts the clock at the cap, as an engine's clock holds no
   * more than it.
   *
   * <pre>{@code
   * GameClock clock = GameClock.of(game.timeControl().toTimeSystem());
   * }</pre>
   *
   * @return the time system ({@link #of} of it gives this control back, but for a start above a Fischer cap)
   * @throws IllegalArgumentException for times go-game's systems refuse: an absolute time of zero, a time over
   *     10<sup>12</sup> s
   */
  default TimeSystem toTimeSystem() {
    if (this instanceof Absolute a) {
      return new TimeSystem.Absolute(duration(a.main()));
    }
    if (this instanceof ByoYomi b) {
      return b.period() == 0 ? new TimeSystem.Absolute(duration(b.main()))
          : new TimeSystem.ByoYomi(duration(b.main()), duration(b.period()), b.periods());
    }
    if (this instanceof Canadian c) {
      return c.period() == 0 ? new TimeSystem.Absolute(duration(c.main()))
          : new TimeSystem.Canadian(duration(c.main()), duration(c.period()), c.stones());
    }
    if (this instanceof Fischer f) {
      if (Double.isInfinite(f.max())) {
        return TimeSystem.Fischer.uncapped(duration(f.main()), duration(f.increment()));
      }
      Duration cap = duration(f.max());
      Duration main = duration(f.main());
      return new TimeSystem.Fischer(main.compareTo(cap) > 0 ? cap : main, duration(f.increment()),
          Optional.of(cap));
    }
    return new TimeSystem.None();
  }

  private static Duration duration(double seconds) {
    return Duration.ofMillis(Math.round(seconds * 1000));
  }

  private static double seconds(Duration d) {
    return d.toMillis() / 1000.0;
  }
}
