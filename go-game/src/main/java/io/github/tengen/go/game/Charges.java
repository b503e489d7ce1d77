package io.github.tengen.go.game;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The arithmetic of each time system: a turn's time charged, a move's renewal, the time a turn may take, and the
 * readings a system admits. Every time is at most 10<sup>12</sup> s ({@link SgfTime#MAX}); a sum that would pass it
 * stops there.
 */
final class Charges {
  /**
   * A turn's time beyond any instant's reach (a quarter of what a {@link Duration} holds): what many periods of
   * 10<sup>12</sup> s add up to, rather than an overflow.
   */
  static final Duration FOREVER = Duration.ofSeconds(Long.MAX_VALUE / 4);

  private Charges() {}

  /**
   * Why a system cannot have given a player the reading {@code t} at the start of a turn, or null when it can: the
   * invariants every reading reached by play keeps, but for main time, of which a reading may hold more than the
   * system starts with (servers add time: KGS's records show it).
   */
  static @Nullable String refusal(TimeSystem s, PlayerTime t) {
    if (s instanceof TimeSystem.None) {
      return t.equals(full(s)) ? null : "without a time limit a reading is zero";
    }
    if (s instanceof TimeSystem.ByoYomi b) {
      if (!t.overtime()) {
        return b.main().isZero() ? "byo-yomi without main time starts in overtime" : mainTime(t, b.periods());
      }
      if (t.periods() < 1 || t.periods() > b.periods()) {
        return "byo-yomi overtime with " + t.periods() + " periods left, of " + b.periods()
            + " (a player with none left has lost on time)";
      }
      return t.stones() == 0 ? within(t.left(), b.period()) : "byo-yomi counts no stones";
    }
    if (s instanceof TimeSystem.Canadian c) {
      if (!t.overtime()) {
        return c.main().isZero() ? "Canadian time without main time starts in overtime" : mainTime(t, 0);
      }
      if (t.stones() < 1 || t.stones() > c.stones()) {
        return "a Canadian period with " + t.stones() + " moves to play, of " + c.stones();
      }
      return t.periods() == 0 ? within(t.left(), c.period()) : "Canadian time counts no periods";
    }
    return mainTime(t, 0); // absolute, simple and Fischer time: main time alone
  }

  private static @Nullable String mainTime(PlayerTime t, int periods) {
    return t.overtime() || t.stones() != 0 || t.periods() != periods
        ? "a main-time reading has no overtime, no stones and " + periods + " periods" : null;
  }

  private static @Nullable String within(Duration left, Duration period) {
    return left.compareTo(period) <= 0 ? null : left + " left is more than the period, " + period;
  }

  /** A player's time at the start of the game. */
  static PlayerTime full(TimeSystem s) {
    if (s instanceof TimeSystem.Absolute a) {
      return new PlayerTime(a.main(), 0, 0, false);
    }
    if (s instanceof TimeSystem.PerMove p) {
      return new PlayerTime(p.perMove(), 0, 0, false);
    }
    if (s instanceof TimeSystem.ByoYomi b) {
      return b.main().isZero() ? new PlayerTime(b.period(), b.periods(), 0, true)
          : new PlayerTime(b.main(), b.periods(), 0, false);
    }
    if (s instanceof TimeSystem.Canadian c) {
      return c.main().isZero() ? new PlayerTime(c.period(), 0, c.stones(), true)
          : new PlayerTime(c.main(), 0, 0, false);
    }
    if (s instanceof TimeSystem.Fischer f) {
      return new PlayerTime(f.main(), 0, 0, false);
    }
    return new PlayerTime(Duration.ZERO, 0, 0, false);
  }

  /** A reading with no time left, for a player who lost on time. */
  static PlayerTime spent(PlayerTime t) {
    return new PlayerTime(Duration.ZERO, 0, 0, t.overtime() || t.periods() > 0 || t.stones() > 0);
  }

  /**
   * The time left after {@code elapsed} more of a turn that started with {@code t}, without the end of a move; null
   * when the player's time ran out before that.
   */
  static @Nullable PlayerTime charge(TimeSystem s, PlayerTime t, Duration elapsed) {
    if (s instanceof TimeSystem.None) {
      return t;
    }
    if (!t.overtime()) {
      if (elapsed.compareTo(t.left()) <= 0) {
        return new PlayerTime(t.left().minus(elapsed), t.periods(), t.stones(), false);
      }
      Duration spill = elapsed.minus(t.left());
      if (s instanceof TimeSystem.ByoYomi b) {
        return overtime(b, new PlayerTime(b.period(), b.periods(), 0, true), spill);
      }
      if (s instanceof TimeSystem.Canadian c) {
        return overtime(c, new PlayerTime(c.period(), 0, c.stones(), true), spill);
      }
      return null; // absolute, simple and Fischer time have nothing after the main time
    }
    if (s instanceof TimeSystem.ByoYomi b) {
      return overtime(b, t, elapsed);
    }
    if (s instanceof TimeSystem.Canadian c) {
      return overtime(c, t, elapsed);
    }
    throw new IllegalStateException(s + " has no overtime: " + t); // GameClock.of refuses such a reading
  }

  /** Byo-yomi: each period overrun is spent; the player loses when the last one runs out. */
  private static @Nullable PlayerTime overtime(TimeSystem.ByoYomi b, PlayerTime t, Duration elapsed) {
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

  /** Canadian overtime: the period's time must last its moves. */
  private static @Nullable PlayerTime overtime(TimeSystem.Canadian c, PlayerTime t, Duration elapsed) {
    return elapsed.compareTo(t.left()) <= 0 ? new PlayerTime(t.left().minus(elapsed), 0, t.stones(), true) : null;
  }

  /** The renewal at the end of a move made with {@code t} left. */
  static PlayerTime afterMove(TimeSystem s, PlayerTime t) {
    if (s instanceof TimeSystem.PerMove p) {
      return new PlayerTime(p.perMove(), 0, 0, false);
    }
    if (s instanceof TimeSystem.ByoYomi b && t.overtime()) {
      return new PlayerTime(b.period(), t.periods(), 0, true); // a move within the period keeps it, full
    }
    if (s instanceof TimeSystem.Canadian c && t.overtime()) {
      return t.stones() > 1 ? new PlayerTime(t.left(), 0, t.stones() - 1, true)
          : new PlayerTime(c.period(), 0, c.stones(), true);
    }
    if (s instanceof TimeSystem.Fischer f) {
      Duration left = SgfTime.plus(t.left(), f.increment());
      return new PlayerTime(f.cap().filter(cap -> cap.compareTo(left) < 0).orElse(left), 0, 0, false);
    }
    return t;
  }

  /**
   * All the time a turn that starts with {@code t} may take, or empty without a limit; {@link #FOREVER} at most, where
   * many long periods would pass it.
   */
  static Optional<Duration> available(TimeSystem s, PlayerTime t) {
    if (s instanceof TimeSystem.None) {
      return Optional.empty();
    }
    if (s instanceof TimeSystem.ByoYomi b) {
      long n = t.overtime() ? t.periods() - 1 : t.periods();
      if (n > 0 && b.period().getSeconds() >= FOREVER.getSeconds() / n) {
        return Optional.of(FOREVER);
      }
      return Optional.of(t.left().plus(b.period().multipliedBy(n)));
    }
    if (s instanceof TimeSystem.Canadian c && !t.overtime()) {
      return Optional.of(t.left().plus(c.period()));
    }
    return Optional.of(t.left());
  }
}
