package io.github.tengen.go.gtp;

import io.github.tengen.go.game.PlayerTime;
import io.github.tengen.go.game.TimeSystem;
import java.time.Duration;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * The time a player has for the next move: the time system the controller set and the player's reading by the
 * controller's last {@code time_left} (or the system's start), both go-game's values. {@link #secondsForMove()} is a
 * plain allocation a bot can use as it is.
 *
 * <pre>{@code
 * OptionalDouble budget = request.time().secondsForMove();   // empty without a time limit
 * long deadline = System.nanoTime() + (long) (budget.orElse(1.0) * 1e9);
 * }</pre>
 *
 * @param system the time system
 * @param time the player's reading: main time left, or the current overtime period with its count
 * @since 0.1.0
 */
public record TimeBudget(TimeSystem system, PlayerTime time) {
  /** Seconds kept back for the controller's and the network's lag. */
  static final double LAG = 0.2;
  /** The share of the main time left a move in main time takes: a game's moves still to come, roughly. */
  private static final double MAIN_TIME_MOVES = 25;
  /** The share of what overtime gives a move that a move takes: a margin for the move's own overheads. */
  private static final double OVERTIME_SHARE = 0.8;
  /** The least a move is allotted, however little is left. */
  private static final double LEAST = 0.05;

  /**
   * Creates a budget.
   *
   * @param system the time system
   * @param time the player's reading under it
   */
  public TimeBudget {
    Objects.requireNonNull(system, "system");
    Objects.requireNonNull(time, "time");
  }

  /**
   * The budget at the start of a game under a time system.
   *
   * @param system the time system
   * @return the full clock
   */
  static TimeBudget start(TimeSystem system) {
    return new TimeBudget(system, system.startingTime());
  }

  /**
   * Returns a plain allocation for the next move, lag kept back: in main time a 25th of what is left plus most of
   * what overtime gives a move ({@link TimeSystem#overtimePerMove()}: a byo-yomi period, a Canadian period's share,
   * Fischer's increment), in overtime most of the period's time shared by the moves left in it.
   *
   * @return seconds, at least 0.05; empty without a time limit
   */
  public OptionalDouble secondsForMove() {
    if (system.available(time).isEmpty()) {
      return OptionalDouble.empty();
    }
    double left = seconds(time.left());
    double s = time.overtime() ? left / Math.max(1, time.stones()) * OVERTIME_SHARE
        : left / MAIN_TIME_MOVES + seconds(system.overtimePerMove()) * OVERTIME_SHARE;
    return OptionalDouble.of(Math.max(LEAST, Math.min(s, left) - LAG));
  }

  private static double seconds(Duration d) {
    return d.toMillis() / 1000.0;
  }
}
