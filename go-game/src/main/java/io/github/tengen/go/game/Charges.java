package io.github.tengen.go.game;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * What the time systems' arithmetic shares ({@link TimeSystem#charged} and its kin live on each system): the time
 * beyond reach, a spent reading, main time charged, byo-yomi's overrun periods, and the checks of a reading. Every
 * time is at most 10<sup>12</sup> s ({@link SgfTime#MAX}); a sum that would pass it stops there.
 */
final class Charges {
  /**
   * A turn's time beyond any instant's reach (a quarter of what a {@link Duration} holds): what many periods of
   * 10<sup>12</sup> s add up to, rather than an overflow.
   */
  static final Duration FOREVER = Duration.ofSeconds(Long.MAX_VALUE / 4);

  private Charges() {}

  /** A reading with no time left, for a player who lost on time. */
  static PlayerTime spent(PlayerTime t) {
    return new PlayerTime(Duration.ZERO, 0, 0, t.overtime() || t.periods() > 0 || t.stones() > 0);
  }

  /** Main time charged, for the systems that have nothing after it (absolute, simple and Fischer time). */
  static Optional<PlayerTime> inMainTime(TimeSystem s, PlayerTime t, Duration elapsed) {
    if (t.overtime()) {
      throw new IllegalStateException(s + " has no overtime: " + t); // GameClock.of refuses such a reading
    }
    return elapsed.compareTo(t.left()) <= 0
        ? Optional.of(new PlayerTime(t.left().minus(elapsed), t.periods(), t.stones(), false)) : Optional.empty();
  }

  /** Byo-yomi: each period overrun is spent; the player loses (null) when the last one runs out. */
  static @Nullable PlayerTime overtime(TimeSystem.ByoYomi b, PlayerTime t, Duration elapsed) {
    if (elapsed.compareTo(t.left()) <= 0) {
      return new PlayerTime(t.left().minus(elapsed), t.periods(), 0, true);
    }
    Duration rest = elapsed.minus(t.left());
    long overrun = rest.minusNanos(1).dividedBy(b.period()); // whole periods after the current one
    long periods = t.periods() - 1 - overrun;
    if (periods <= 0) {
      return null;
    }
    Duration inPeriod = rest.minus(b.period().multipliedBy(overrun));
    return new PlayerTime(b.period().minus(inPeriod), (int) periods, 0, true);
  }

  /** Why a main-time reading is not one: overtime, stones, or a count of periods other than the system's. */
  static Optional<String> mainTime(PlayerTime t, int periods) {
    return t.overtime() || t.stones() != 0 || t.periods() != periods
        ? Optional.of("a main-time reading has no overtime, no stones and " + periods + " periods") : Optional.empty();
  }

  /** Why a period's reading is not one: more time left than the period holds. */
  static Optional<String> within(Duration left, Duration period) {
    return left.compareTo(period) <= 0 ? Optional.empty()
        : Optional.of(left + " left is more than the period, " + period);
  }
}
