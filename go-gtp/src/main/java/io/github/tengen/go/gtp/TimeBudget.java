package io.github.tengen.go.gtp;

import java.util.Objects;
import java.util.OptionalDouble;

/**
 * The time a player has for the next move: the time system and what the controller's last {@code time_left} said
 * (or the system's starting values). {@link #secondsForMove()} is a plain allocation a bot can use as it is.
 *
 * <pre>{@code
 * OptionalDouble budget = request.time().secondsForMove();   // empty without a time limit
 * long deadline = System.nanoTime() + (long) (budget.orElse(1.0) * 1e9);
 * }</pre>
 *
 * @param control the time system
 * @param timeLeft seconds left on the clock: main time, or the current overtime period
 * @param stonesLeft in Canadian overtime the moves left in the period, in byo-yomi the periods left; 0 in main time
 * @since 0.1.0
 */
public record TimeBudget(TimeControl control, double timeLeft, int stonesLeft) {
  /** Seconds kept back for the controller's and the network's lag. */
  public static final double LAG = 0.2;

  /**
   * Creates a budget.
   *
   * @param control the time system
   * @param timeLeft seconds left, not negative
   * @param stonesLeft moves or periods left, not negative
   * @throws IllegalArgumentException if a count is negative or not finite
   */
  public TimeBudget {
    Objects.requireNonNull(control, "control");
    if (!(timeLeft >= 0) || Double.isInfinite(timeLeft) || stonesLeft < 0) {
      throw new IllegalArgumentException("time left " + timeLeft + ", stones left " + stonesLeft);
    }
  }

  /** The budget without a time limit. */
  static final TimeBudget UNLIMITED = new TimeBudget(new TimeControl.None(), 0, 0);

  /**
   * The budget at the start of a game under a time system.
   *
   * @param control the time system
   * @return the full clock
   */
  static TimeBudget start(TimeControl control) {
    if (control instanceof TimeControl.Absolute a) {
      return new TimeBudget(control, a.main(), 0);
    }
    if (control instanceof TimeControl.Canadian c) {
      return c.main() > 0 ? new TimeBudget(control, c.main(), 0) : new TimeBudget(control, c.period(), c.stones());
    }
    if (control instanceof TimeControl.ByoYomi b) {
      return b.main() > 0 ? new TimeBudget(control, b.main(), 0) : new TimeBudget(control, b.period(), b.periods());
    }
    if (control instanceof TimeControl.Fischer f) {
      return new TimeBudget(control, f.main(), 0);
    }
    return UNLIMITED;
  }

  /**
   * Returns a plain allocation for the next move, lag kept back: in main time about a 25th of what is left (plus
   * half a move's share of the overtime to come), in Canadian overtime the period's time shared by the moves left,
   * in byo-yomi most of a period, under Fischer a 25th of the clock plus most of the increment.
   *
   * @return seconds, at least 0.05; empty without a time limit
   */
  public OptionalDouble secondsForMove() {
    double s;
    if (control instanceof TimeControl.None) {
      return OptionalDouble.empty();
    } else if (control instanceof TimeControl.Absolute) {
      s = timeLeft / 25;
    } else if (control instanceof TimeControl.Canadian c) {
      s = stonesLeft > 0 ? timeLeft / stonesLeft * 0.9 : timeLeft / 25 + c.period() / Math.max(1, c.stones()) / 2;
    } else if (control instanceof TimeControl.ByoYomi b) {
      s = stonesLeft > 0 && timeLeft <= b.period() ? timeLeft * 0.8 : timeLeft / 25 + b.period() / 2;
    } else {
      TimeControl.Fischer f = (TimeControl.Fischer) control;
      s = timeLeft / 25 + f.increment() * 0.8;
    }
    return OptionalDouble.of(Math.max(0.05, Math.min(s, timeLeft) - LAG));
  }
}
