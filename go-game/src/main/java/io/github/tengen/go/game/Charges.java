package io.github.tengen.go.game;

import java.time.Duration;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/** The arithmetic of each time system: a turn's time charged, a move's renewal, the time a turn may take. */
final class Charges {
  private Charges() {}

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
    return overtime((TimeSystem.Canadian) s, t, elapsed);
  }

  /** Byo-yomi: each period overrun is spent; the player loses when the last one runs out. */
  private static @Nullable PlayerTime overtime(TimeSystem.ByoYomi b, PlayerTime t, Duration elapsed) {
    if (elapsed.compareTo(t.left()) <= 0) {
      return new PlayerTime(t.left().minus(elapsed), t.periods(), 0, true);
    }
    Duration rest = elapsed.minus(t.left());
    long overrun = (rest.toNanos() - 1) / b.period().toNanos(); // whole periods after the current one
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
      Duration left = t.left().plus(f.increment());
      return new PlayerTime(f.cap().filter(cap -> cap.compareTo(left) < 0).orElse(left), 0, 0, false);
    }
    return t;
  }

  /** All the time a turn that starts with {@code t} may take, or empty without a limit. */
  static Optional<Duration> available(TimeSystem s, PlayerTime t) {
    if (s instanceof TimeSystem.None) {
      return Optional.empty();
    }
    if (s instanceof TimeSystem.ByoYomi b) {
      Duration periods = b.period().multipliedBy(t.overtime() ? t.periods() - 1 : t.periods());
      return Optional.of(t.left().plus(periods));
    }
    if (s instanceof TimeSystem.Canadian c && !t.overtime()) {
      return Optional.of(t.left().plus(c.period()));
    }
    return Optional.of(t.left());
  }
}
