package io.github.tengen.go.game;

import java.time.Duration;
import java.util.Objects;
import java.util.OptionalInt;

/**
 * One player's clock as a reading: what SGF's {@code BL}/{@code WL} and {@code OB}/{@code OW} and GTP's
 * {@code time_left} say.
 *
 * @param left in main time the main time left; in overtime the time left in the current period; under
 *     {@link TimeSystem.PerMove} the time left for this move; zero without a time limit
 * @param periods under byo-yomi the periods left, the current one included (all of them in main time); else 0
 * @param stones in Canadian overtime the moves still to play in the current period; else 0
 * @param overtime whether the main time is spent and the player is in overtime
 * @since 0.1.0
 */
public record PlayerTime(Duration left, int periods, int stones, boolean overtime) {
  /**
   * Validates the reading.
   *
   * @param left the time left
   * @param periods the byo-yomi periods left
   * @param stones the Canadian moves left
   * @param overtime whether in overtime
   * @throws IllegalArgumentException if a number is negative, or the time left is over 10<sup>12</sup> s
   */
  public PlayerTime {
    Objects.requireNonNull(left, "left");
    if (left.isNegative() || left.compareTo(SgfTime.MAX) > 0 || periods < 0 || stones < 0) {
      throw new IllegalArgumentException("time left " + left + ", periods " + periods + ", stones " + stones);
    }
  }

  /**
   * Reads a player's time from SGF's {@code BL}/{@code WL} and {@code OB}/{@code OW} under a time system, as KGS
   * and Tengen write them: with an overtime count the player is in overtime (byo-yomi periods left, or Canadian
   * moves left in the period), without one in main time (all byo-yomi periods still to come). Under byo-yomi without
   * main time, a time left without a count is the time of all the periods left, as the UEC Cup's records write it.
   *
   * @param system the game's time system
   * @param seconds the {@code BL} or {@code WL} value
   * @param overtimeLeft the {@code OB} or {@code OW} value, if the node has one
   * @return the reading
   * @throws IllegalArgumentException if a number is negative, not finite or above 10<sup>12</sup> seconds, or the
   *     reading is one the system cannot give ({@link GameClock#of(TimeSystem, PlayerTime, PlayerTime)}): {@code OB[0]}
   *     under byo-yomi, more time than the period, ...
   */
  public static PlayerTime fromSgf(TimeSystem system, double seconds, OptionalInt overtimeLeft) {
    Objects.requireNonNull(system, "system");
    Objects.requireNonNull(overtimeLeft, "overtimeLeft");
    PlayerTime t = system.reading(SgfTime.duration(seconds), overtimeLeft);
    String why = system.refusal(t).orElse(null);
    if (why != null) {
      throw new IllegalArgumentException("BL/WL " + seconds + " with OB/OW " + overtimeLeft + ": " + why);
    }
    return t;
  }

  /**
   * Returns the seconds SGF writes as {@code BL} or {@code WL}.
   *
   * @return the seconds left, to the millisecond
   */
  public double sgfTimeLeft() {
    return SgfTime.seconds(left);
  }

  /**
   * Returns what SGF writes as {@code OB} or {@code OW} (as KGS does, in overtime only): the byo-yomi periods left, or
   * the Canadian moves left in the period.
   *
   * @return the count, or empty in main time and under systems without periods
   */
  public OptionalInt sgfOvertimeLeft() {
    if (!overtime) {
      return OptionalInt.empty();
    }
    return periods > 0 ? OptionalInt.of(periods) : stones > 0 ? OptionalInt.of(stones) : OptionalInt.empty();
  }

  /**
   * Returns the count GTP's {@code time_left} sends with the seconds: the moves left in a Canadian period, the
   * byo-yomi periods left in overtime (KGS's convention), else 0.
   *
   * @return the count
   */
  public int gtpStones() {
    return overtime ? Math.max(periods, stones) : 0;
  }
}
