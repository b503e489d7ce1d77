package io.github.tengen.go.game;

import java.time.Duration;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much time each player has and how it is renewed: the time systems of Go servers, as values. A {@link GameClock}
 * runs one; SGF writes it as {@code TM} (the main time) and {@code OT} (the overtime, in the forms KGS and OGS write),
 * which {@link #fromSgf(double, String)} reads and {@link #sgfMainTime()} and {@link #sgfOvertime()} write.
 *
 * <pre>{@code
 * TimeSystem kgs = new TimeSystem.ByoYomi(Duration.ofMinutes(30), Duration.ofSeconds(30), 5);
 * kgs.sgfOvertime();                                       // "5x30 byo-yomi", with TM[1800]
 * TimeSystem.fromSgf(259200, "86400 fischer");             // OGS's correspondence Fischer: 3 days, 1 day a move
 * }</pre>
 *
 * <p>Every time of a system is whole milliseconds and at most 10<sup>12</sup> seconds (some 31,700 years), and every
 * count at most {@link Integer#MAX_VALUE}: what SGF's {@code TM} and {@code OT} write and read back exactly. The
 * constructors refuse anything else, so every system made writes and reads back as itself.
 *
 * @since 0.1.0
 */
public sealed interface TimeSystem permits TimeSystem.None, TimeSystem.Absolute, TimeSystem.PerMove,
    TimeSystem.ByoYomi, TimeSystem.Canadian, TimeSystem.Fischer {

  /** No time limit. */
  record None() implements TimeSystem {}

  /**
   * Absolute time (sudden death): the main time is all a player has.
   *
   * @param main the main time, positive (SGF's {@code TM[0]} without overtime is no time limit)
   */
  record Absolute(Duration main) implements TimeSystem {
    /**
     * Validates the time.
     *
     * @param main the main time
     * @throws IllegalArgumentException if it is not positive, over 10<sup>12</sup> s or not whole milliseconds
     */
    public Absolute {
      requirePositive(main, "main");
    }
  }

  /**
   * Simple time (OGS's "simple"): each move within a fixed time; what a move leaves unused is lost.
   *
   * @param perMove the time for each move, positive
   */
  record PerMove(Duration perMove) implements TimeSystem {
    /**
     * Validates the time.
     *
     * @param perMove the time for each move
     * @throws IllegalArgumentException if it is not positive, over 10<sup>12</sup> s or not whole milliseconds
     */
    public PerMove {
      requirePositive(perMove, "perMove");
    }
  }

  /**
   * Japanese byo-yomi: after the main time, {@code periods} periods of {@code period} each. A move made within a
   * period keeps it, and the next move starts a full period again; a move that takes longer spends one period for
   * each period it overruns, so one slow move can spend several. The player loses on time when the last period runs
   * out.
   *
   * @param main the main time, not negative
   * @param period the length of a period, positive
   * @param periods the number of periods, at least 1
   */
  record ByoYomi(Duration main, Duration period, int periods) implements TimeSystem {
    /**
     * Validates the times.
     *
     * @param main the main time
     * @param period the length of a period
     * @param periods the number of periods
     * @throws IllegalArgumentException if a time is negative, over 10<sup>12</sup> s or not whole milliseconds, the
     *     period is zero or there is no period
     */
    public ByoYomi {
      requireNotNegative(main, "main");
      requirePositive(period, "period");
      if (periods < 1) {
        throw new IllegalArgumentException("byo-yomi needs at least one period, got " + periods);
      }
    }
  }

  /**
   * Canadian overtime: after the main time, {@code stones} moves in each period of {@code period}; when they are
   * played the next period starts, full, whatever the last one left. The player loses on time when a period runs out
   * before its moves are played.
   *
   * @param main the main time, not negative
   * @param period the length of a period, positive
   * @param stones the moves to play in each period, at least 1
   */
  record Canadian(Duration main, Duration period, int stones) implements TimeSystem {
    /**
     * Validates the times.
     *
     * @param main the main time
     * @param period the length of a period
     * @param stones the moves of a period
     * @throws IllegalArgumentException if a time is negative, over 10<sup>12</sup> s or not whole milliseconds, the
     *     period is zero or it holds no move
     */
    public Canadian {
      requireNotNegative(main, "main");
      requirePositive(period, "period");
      if (stones < 1) {
        throw new IllegalArgumentException("a Canadian period holds at least one move, got " + stones);
      }
    }
  }

  /**
   * Fischer time: the main time, and {@code increment} added after each move, the clock never above {@code cap}
   * when there is one.
   *
   * @param main the starting time, not negative
   * @param increment what each move adds, not negative
   * @param cap the most a clock may hold, at least the main time; empty for no cap
   */
  record Fischer(Duration main, Duration increment, Optional<Duration> cap) implements TimeSystem {
    /**
     * Validates the times.
     *
     * @param main the starting time
     * @param increment what each move adds
     * @param cap the most a clock may hold, or empty
     * @throws IllegalArgumentException if a time is negative, over 10<sup>12</sup> s or not whole milliseconds, or
     *     the cap is below the main time
     */
    public Fischer {
      requireNotNegative(main, "main");
      requireNotNegative(increment, "increment");
      Objects.requireNonNull(cap, "cap");
      cap.ifPresent(c -> requireNotNegative(c, "cap"));
      if (cap.isPresent() && cap.get().compareTo(main) < 0) {
        throw new IllegalArgumentException("the cap " + cap.get() + " is below the main time " + main);
      }
    }

    /**
     * Fischer time without a cap.
     *
     * @param main the starting time
     * @param increment what each move adds
     * @return the system
     */
    public static Fischer uncapped(Duration main, Duration increment) {
      return new Fischer(main, increment, Optional.empty());
    }
  }

  /**
   * Returns the SGF main time {@code TM} in seconds: the main time, or 0 (for {@link None} and {@link PerMove}).
   *
   * @return the seconds
   */
  default double sgfMainTime() {
    Duration main = this instanceof Absolute a ? a.main()
        : this instanceof ByoYomi b ? b.main()
        : this instanceof Canadian c ? c.main()
        : this instanceof Fischer f ? f.main()
        : Duration.ZERO;
    return SgfTime.seconds(main);
  }

  /**
   * Returns the SGF overtime {@code OT} as KGS and OGS write it, and goban and KataGo read it: {@code 5x30 byo-yomi}
   * (periods x seconds), {@code 25/600 Canadian} (moves / seconds), {@code 30 fischer} (the increment; OGS writes no
   * cap, and a record of {@link Game#toRecord} keeps a cap in a property of its own, {@code FC}), {@code 30 simple}
   * (seconds a move); empty for absolute time and no limit.
   *
   * @return the text
   */
  default String sgfOvertime() {
    if (this instanceof ByoYomi b) {
      return b.periods() + "x" + SgfTime.text(b.period()) + " byo-yomi";
    }
    if (this instanceof Canadian c) {
      return c.stones() + "/" + SgfTime.text(c.period()) + " Canadian";
    }
    if (this instanceof Fischer f) {
      return SgfTime.text(f.increment()) + " fischer";
    }
    if (this instanceof PerMove p) {
      return SgfTime.text(p.perMove()) + " simple";
    }
    return "";
  }

  /**
   * Returns the cap of Fischer time in seconds, which SGF's {@code OT} as OGS writes it ({@code 30 fischer}) cannot
   * hold: {@link Game#toRecord} writes it in a property of Tengen's own, {@code FC}, which other programs ignore.
   *
   * @return the cap, or empty for other systems and Fischer time without a cap
   */
  default OptionalDouble sgfFischerCap() {
    return this instanceof Fischer f && f.cap().isPresent() ? OptionalDouble.of(SgfTime.seconds(f.cap().get()))
        : OptionalDouble.empty();
  }

  /**
   * Reads SGF's {@code TM}, {@code OT} and Tengen's {@code FC}: as {@link #fromSgf(double, String)}, with the cap
   * of Fischer time from {@code FC} ({@link #sgfFischerCap()}) when {@code OT} has none; a cap below the main time
   * is not read.
   *
   * <pre>{@code
   * TimeSystem.fromSgf(600, "10 fischer", OptionalDouble.of(3600));   // Fischer, 10 s a move, at most an hour
   * }</pre>
   *
   * @param mainSeconds {@code TM}, or 0 when absent
   * @param overtime {@code OT}, or empty when absent
   * @param fischerCap {@code FC}, or empty when absent
   * @return the system, or empty when the overtime is in another form
   * @throws IllegalArgumentException if the main time or the cap is negative or not finite
   */
  static Optional<TimeSystem> fromSgf(double mainSeconds, String overtime, OptionalDouble fischerCap) {
    Optional<TimeSystem> read = fromSgf(mainSeconds, overtime);
    if (fischerCap.isEmpty() || !(read.orElse(null) instanceof Fischer f) || f.cap().isPresent()) {
      return read;
    }
    Duration cap = SgfTime.duration(fischerCap.getAsDouble());
    return cap.compareTo(f.main()) < 0 ? read : Optional.of(new Fischer(f.main(), f.increment(), Optional.of(cap)));
  }

  /**
   * Reads SGF's {@code TM} and {@code OT}: the forms {@link #sgfOvertime()} writes, in any case ({@code 30 fischer}
   * is Fischer time without a cap), Tengen's earlier {@code 30 fischer 1200 cap}, and {@code None} or an empty text
   * for no overtime (absolute time when the main time is positive, no limit when it is 0).
   *
   * @param mainSeconds {@code TM}, or 0 when absent
   * @param overtime {@code OT}, or empty when absent
   * @return the system, or empty when the overtime is in another form (free text, as SGF allows)
   * @throws IllegalArgumentException if the main time is negative or not finite
   */
  static Optional<TimeSystem> fromSgf(double mainSeconds, String overtime) {
    Duration main = SgfTime.duration(mainSeconds);
    String ot = overtime.trim().toLowerCase(Locale.ROOT);
    if (ot.isEmpty() || ot.equals("none")) {
      return Optional.of(main.isZero() ? new None() : new Absolute(main));
    }
    Matcher m = SgfTime.BYO_YOMI.matcher(ot);
    if (m.matches() && SgfTime.count(m.group(1)) > 0 && SgfTime.positive(m.group(2))) {
      return Optional.of(new ByoYomi(main, SgfTime.duration(m.group(2)), SgfTime.count(m.group(1))));
    }
    m = SgfTime.CANADIAN.matcher(ot);
    if (m.matches() && SgfTime.count(m.group(1)) > 0 && SgfTime.positive(m.group(2))) {
      return Optional.of(new Canadian(main, SgfTime.duration(m.group(2)), SgfTime.count(m.group(1))));
    }
    m = SgfTime.FISCHER.matcher(ot);
    if (m.matches() && SgfTime.inRange(m.group(1)) && (m.group(2) == null || SgfTime.inRange(m.group(2)))) {
      Optional<Duration> cap = Optional.ofNullable(m.group(2)).map(SgfTime::duration);
      if (cap.isPresent() && cap.get().compareTo(main) < 0) {
        return Optional.empty();
      }
      return Optional.of(new Fischer(main, SgfTime.duration(m.group(1)), cap));
    }
    m = SgfTime.SIMPLE.matcher(ot);
    if (m.matches() && main.isZero() && SgfTime.positive(m.group(1))) {
      return Optional.of(new PerMove(SgfTime.duration(m.group(1))));
    }
    return Optional.empty();
  }

  private static void requireNotNegative(Duration d, String name) {
    if (Objects.requireNonNull(d, name).isNegative()) {
      throw new IllegalArgumentException(name + " is negative: " + d);
    }
    SgfTime.requireWritable(d, name);
  }

  private static void requirePositive(Duration d, String name) {
    requireNotNegative(d, name);
    if (d.isZero()) {
      throw new IllegalArgumentException(name + " is zero");
    }
  }
}
