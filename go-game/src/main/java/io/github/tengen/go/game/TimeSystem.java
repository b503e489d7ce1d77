package io.github.tengen.go.game;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;

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
public sealed interface TimeSystem permits TimeSystem.None, TimeSystem.MainTimeOnly, TimeSystem.ByoYomi,
    TimeSystem.Canadian {

  /**
   * A system whose only time is the main time, with nothing after it: absolute, simple and Fischer time. Its turn is
   * charged to its main time, may take all of it, and reads as main time alone.
   */
  sealed interface MainTimeOnly extends TimeSystem permits Absolute, PerMove, Fischer {
    @Override
    default Optional<PlayerTime> charged(PlayerTime t, Duration elapsed) {
      return Charges.inMainTime(this, t, elapsed);
    }

    @Override
    default Optional<Duration> available(PlayerTime t) {
      return Optional.of(t.left());
    }

    @Override
    default Optional<String> refusal(PlayerTime t) {
      return Charges.mainTime(t, 0);
    }

    @Override
    default PlayerTime reading(Duration left, OptionalInt overtimeLeft) {
      return new PlayerTime(left, 0, 0, false);
    }
  }

  /** No time limit. */
  record None() implements TimeSystem {
    @Override
    public PlayerTime startingTime() {
      return new PlayerTime(Duration.ZERO, 0, 0, false);
    }

    @Override
    public Optional<PlayerTime> charged(PlayerTime t, Duration elapsed) {
      return Optional.of(t);
    }

    @Override
    public PlayerTime afterMove(PlayerTime t) {
      return t;
    }

    @Override
    public Optional<Duration> available(PlayerTime t) {
      return Optional.empty();
    }

    @Override
    public Optional<String> refusal(PlayerTime t) {
      return t.equals(startingTime()) ? Optional.empty() : Optional.of("without a time limit a reading is zero");
    }

    @Override
    public PlayerTime reading(Duration left, OptionalInt overtimeLeft) {
      return startingTime(); // no limit: the time means nothing
    }

    @Override
    public Duration sgfMain() {
      return Duration.ZERO;
    }

    @Override
    public String sgfOvertime() {
      return "";
    }

    @Override
    public Duration overtimePerMove() {
      return Duration.ZERO;
    }

    @Override
    public List<String> gtpSettings() {
      return List.of("kgs-time_settings none", "time_settings 0 1 0"); // the standard's "byo-yomi without stones"
    }

    @Override
    public Map<String, Object> ogsTimeControl() {
      return OgsTime.control("none");
    }
  }

  /**
   * Absolute time (sudden death): the main time is all a player has.
   *
   * @param main the main time, positive (SGF's {@code TM[0]} without overtime is no time limit)
   */
  record Absolute(Duration main) implements MainTimeOnly {
    /**
     * Validates the time.
     *
     * @param main the main time
     * @throws IllegalArgumentException if it is not positive, over 10<sup>12</sup> s or not whole milliseconds
     */
    public Absolute {
      requirePositive(main, "main");
    }
  

    @Override
    public PlayerTime startingTime() {
      return new PlayerTime(main, 0, 0, false);
    }

    @Override
    public PlayerTime afterMove(PlayerTime t) {
      return t;
    }

    @Override
    public Duration sgfMain() {
      return main;
    }

    @Override
    public String sgfOvertime() {
      return "";
    }

    @Override
    public Duration overtimePerMove() {
      return Duration.ZERO;
    }

    @Override
    public List<String> gtpSettings() {
      return List.of("time_settings " + SgfTime.whole(main) + " 0 0");
    }

    @Override
    public Map<String, Object> ogsTimeControl() {
      return OgsTime.control("absolute", "total_time", main);
    }
  }

  /**
   * Simple time (OGS's "simple"): each move within a fixed time; what a move leaves unused is lost.
   *
   * @param perMove the time for each move, positive
   */
  record PerMove(Duration perMove) implements MainTimeOnly {
    /**
     * Validates the time.
     *
     * @param perMove the time for each move
     * @throws IllegalArgumentException if it is not positive, over 10<sup>12</sup> s or not whole milliseconds
     */
    public PerMove {
      requirePositive(perMove, "perMove");
    }
  

    @Override
    public PlayerTime startingTime() {
      return new PlayerTime(perMove, 0, 0, false);
    }

    @Override
    public PlayerTime afterMove(PlayerTime t) {
      return startingTime(); // what a move leaves unused is lost
    }

    @Override
    public Duration sgfMain() {
      return Duration.ZERO;
    }

    @Override
    public String sgfOvertime() {
      return SgfTime.text(perMove) + " simple";
    }

    @Override
    public Duration overtimePerMove() {
      return perMove;
    }

    /** A byo-yomi of one period without main time, which {@code time_settings} states as a Canadian period of one move. */
    @Override
    public List<String> gtpSettings() {
      return List.of("kgs-time_settings byoyomi 0 " + SgfTime.whole(perMove) + " 1",
          "time_settings 0 " + SgfTime.whole(perMove) + " 1");
    }

    @Override
    public Map<String, Object> ogsTimeControl() {
      return OgsTime.control("simple", "per_move", perMove);
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
  

    @Override
    public PlayerTime startingTime() {
      return main.isZero() ? new PlayerTime(period, periods, 0, true) : new PlayerTime(main, periods, 0, false);
    }

    @Override
    public Optional<PlayerTime> charged(PlayerTime t, Duration elapsed) {
      if (t.overtime()) {
        return Optional.ofNullable(Charges.overtime(this, t, elapsed));
      }
      if (elapsed.compareTo(t.left()) <= 0) {
        return Optional.of(new PlayerTime(t.left().minus(elapsed), t.periods(), 0, false));
      }
      return Optional.ofNullable(Charges.overtime(this, new PlayerTime(period, periods, 0, true),
          elapsed.minus(t.left())));
    }

    @Override
    public PlayerTime afterMove(PlayerTime t) {
      return t.overtime() ? new PlayerTime(period, t.periods(), 0, true) : t; // a move within the period keeps it
    }

    @Override
    public Optional<Duration> available(PlayerTime t) {
      long n = t.overtime() ? t.periods() - 1 : t.periods();
      if (n > 0 && period.getSeconds() >= Charges.FOREVER.getSeconds() / n) {
        return Optional.of(Charges.FOREVER);
      }
      return Optional.of(t.left().plus(period.multipliedBy(n)));
    }

    @Override
    public Optional<String> refusal(PlayerTime t) {
      if (!t.overtime()) {
        return main.isZero() ? Optional.of("byo-yomi without main time starts in overtime")
            : Charges.mainTime(t, periods);
      }
      if (t.periods() < 1 || t.periods() > periods) {
        return Optional.of("byo-yomi overtime with " + t.periods() + " periods left, of " + periods
            + " (a player with none left has lost on time)");
      }
      return t.stones() == 0 ? Charges.within(t.left(), period) : Optional.of("byo-yomi counts no stones");
    }

    @Override
    public PlayerTime reading(Duration left, OptionalInt overtimeLeft) {
      boolean overtime = overtimeLeft.isPresent() || main.isZero();
      return overtimeLeft.isEmpty() && overtime ? allPeriods(left)
          : new PlayerTime(left, overtimeLeft.orElse(periods), 0, overtime);
    }

    /**
     * Byo-yomi without main time and a time left without a count of periods: the time left in all the periods
     * ({@code BL[600]} under {@code OT[10x60 byo-yomi]}: ten periods of 60 s), the current period the part the whole
     * periods after it leave.
     */
    private PlayerTime allPeriods(Duration left) {
      if (left.compareTo(period) <= 0) {
        return new PlayerTime(left, periods, 0, true);
      }
      long after = left.minusNanos(1).dividedBy(period); // whole periods after the current one
      if (after >= periods) {
        throw new IllegalArgumentException(left + " left is more than " + periods + " periods of " + period);
      }
      return new PlayerTime(left.minus(period.multipliedBy(after)), (int) after + 1, 0, true);
    }

    @Override
    public Duration sgfMain() {
      return main;
    }

    @Override
    public String sgfOvertime() {
      return periods + "x" + SgfTime.text(period) + " byo-yomi";
    }

    @Override
    public Duration overtimePerMove() {
      return period;
    }

    /** KGS's command, or {@code time_settings} for one period, the same as a Canadian period of one move. */
    @Override
    public List<String> gtpSettings() {
      String kgs = "kgs-time_settings byoyomi " + SgfTime.whole(main) + " " + SgfTime.whole(period) + " " + periods;
      return periods > 1 ? List.of(kgs)
          : List.of(kgs, "time_settings " + SgfTime.whole(main) + " " + SgfTime.whole(period) + " 1");
    }

    @Override
    public Map<String, Object> ogsTimeControl() {
      Map<String, Object> m = OgsTime.control("byoyomi", "main_time", main, "period_time", period);
      m.put("periods", periods);
      return m;
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
  

    @Override
    public PlayerTime startingTime() {
      return main.isZero() ? new PlayerTime(period, 0, stones, true) : new PlayerTime(main, 0, 0, false);
    }

    @Override
    public Optional<PlayerTime> charged(PlayerTime t, Duration elapsed) {
      if (t.overtime()) {
        return elapsed.compareTo(t.left()) <= 0
            ? Optional.of(new PlayerTime(t.left().minus(elapsed), 0, t.stones(), true)) : Optional.empty();
      }
      if (elapsed.compareTo(t.left()) <= 0) {
        return Optional.of(new PlayerTime(t.left().minus(elapsed), 0, 0, false));
      }
      return charged(new PlayerTime(period, 0, stones, true), elapsed.minus(t.left()));
    }

    @Override
    public PlayerTime afterMove(PlayerTime t) {
      if (!t.overtime()) {
        return t;
      }
      return t.stones() > 1 ? new PlayerTime(t.left(), 0, t.stones() - 1, true)
          : new PlayerTime(period, 0, stones, true); // the period's moves played: the next one starts, full
    }

    @Override
    public Optional<Duration> available(PlayerTime t) {
      return Optional.of(t.overtime() ? t.left() : t.left().plus(period));
    }

    @Override
    public Optional<String> refusal(PlayerTime t) {
      if (!t.overtime()) {
        return main.isZero() ? Optional.of("Canadian time without main time starts in overtime")
            : Charges.mainTime(t, 0);
      }
      if (t.stones() < 1 || t.stones() > stones) {
        return Optional.of("a Canadian period with " + t.stones() + " moves to play, of " + stones);
      }
      return t.periods() == 0 ? Charges.within(t.left(), period) : Optional.of("Canadian time counts no periods");
    }

    @Override
    public PlayerTime reading(Duration left, OptionalInt overtimeLeft) {
      boolean overtime = overtimeLeft.isPresent() || main.isZero();
      return new PlayerTime(left, 0, overtime ? overtimeLeft.orElse(stones) : 0, overtime);
    }

    @Override
    public Duration sgfMain() {
      return main;
    }

    @Override
    public String sgfOvertime() {
      return stones + "/" + SgfTime.text(period) + " Canadian";
    }

    @Override
    public Duration overtimePerMove() {
      return period.dividedBy(stones);
    }

    @Override
    public List<String> gtpSettings() {
      return List.of("time_settings " + SgfTime.whole(main) + " " + SgfTime.whole(period) + " " + stones);
    }

    @Override
    public Map<String, Object> ogsTimeControl() {
      Map<String, Object> m = OgsTime.control("canadian", "main_time", main, "period_time", period);
      m.put("stones_per_period", stones);
      return m;
    }
  }

  /**
   * Fischer time: the main time, and {@code increment} added after each move, the clock never above {@code cap}
   * when there is one.
   *
   * @param main the starting time, not negative
   * @param increment what each move adds, positive (Fischer time without an increment is {@link Absolute} time;
   *     goban reads no {@code OT[0 fischer]} either)
   * @param cap the most a clock may hold, at least the main time; empty for no cap
   */
  record Fischer(Duration main, Duration increment, Optional<Duration> cap) implements MainTimeOnly {
    /**
     * Validates the times.
     *
     * @param main the starting time
     * @param increment what each move adds
     * @param cap the most a clock may hold, or empty
     * @throws IllegalArgumentException if a time is negative, over 10<sup>12</sup> s or not whole milliseconds, the
     *     increment is zero or the cap is below the main time
     */
    public Fischer {
      requireNotNegative(main, "main");
      requirePositive(increment, "increment");
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
  

    @Override
    public PlayerTime startingTime() {
      return new PlayerTime(main, 0, 0, false);
    }

    @Override
    public PlayerTime afterMove(PlayerTime t) {
      Duration left = SgfTime.plus(t.left(), increment);
      return new PlayerTime(cap.filter(c -> c.compareTo(left) < 0).orElse(left), 0, 0, false);
    }

    @Override
    public Duration sgfMain() {
      return main;
    }

    @Override
    public String sgfOvertime() {
      return SgfTime.text(increment) + " fischer";
    }

    @Override
    public OptionalDouble sgfFischerCap() {
      return cap.isPresent() ? OptionalDouble.of(SgfTime.seconds(cap.get())) : OptionalDouble.empty();
    }

    @Override
    public Duration overtimePerMove() {
      return increment;
    }

    /**
     * KataGo's {@code kata-time_settings}, which takes decimals; {@code fischer-capped} takes a cap on the clock and
     * one on the time of a move, {@code -1} for none.
     */
    @Override
    public List<String> gtpSettings() {
      String times = SgfTime.text(main) + " " + SgfTime.text(increment);
      return List.of(cap.map(c -> "kata-time_settings fischer-capped " + times + " " + SgfTime.text(c) + " -1")
          .orElse("kata-time_settings fischer " + times));
    }

    /** An uncapped clock gets goban's cap for Fischer time read from SGF, which has none ({@link OgsTime#cap}). */
    @Override
    public Map<String, Object> ogsTimeControl() {
      return OgsTime.control("fischer", "initial_time", main, "time_increment", increment,
          "max_time", cap.orElse(OgsTime.cap(this)));
    }
  }

  /**
   * Returns a player's time at the start of the game: the main time, or the first period where there is none.
   *
   * @return the reading
   */
  PlayerTime startingTime();

  /**
   * Returns the time left after {@code elapsed} more of a turn that started with {@code t}, no move ending it: the
   * arithmetic of this system, which a {@link GameClock} runs.
   *
   * @param t the reading at the start of the turn, one this system admits ({@link #refusal})
   * @param elapsed the time the turn has taken so far, not negative
   * @return the reading, or empty if the player's time ran out before then (a loss on time)
   */
  Optional<PlayerTime> charged(PlayerTime t, Duration elapsed);

  /**
   * Returns the reading at the end of a move made with {@code t} left: a byo-yomi period kept full, a Canadian
   * period's count, Fischer's increment, simple time's renewal.
   *
   * @param t the reading when the move was made
   * @return the reading for the player's next turn
   */
  PlayerTime afterMove(PlayerTime t);

  /**
   * Returns all the time a turn that starts with {@code t} may take (beyond it the player loses on time), at most a
   * quarter of what a {@link Duration} holds where many long periods would pass it.
   *
   * @param t the reading at the start of the turn
   * @return the time, or empty without a limit
   */
  Optional<Duration> available(PlayerTime t);

  /**
   * Returns why this system cannot have given a player the reading {@code t} at the start of a turn: the invariants
   * every reading reached by play keeps, but for main time, of which a reading may hold more than the system starts
   * with (servers add time: KGS's records show it).
   *
   * @param t the reading
   * @return the reason, or empty if the system admits the reading
   */
  Optional<String> refusal(PlayerTime t);

  /**
   * Returns the reading of a time left and, in overtime, its count, as SGF's {@code BL}/{@code OB} and GTP's
   * {@code time_left} give them (KGS's convention): with a count the player is in overtime (byo-yomi periods left,
   * or Canadian moves left in the period), without one in main time (all byo-yomi periods still to come). Under
   * byo-yomi without main time, a time left without a count is the time of all the periods left, as the UEC Cup's
   * records write it. The reading is not checked: {@link #refusal} says whether the system can give it.
   *
   * @param left the time left
   * @param overtimeLeft the count, if any
   * @return the reading
   * @throws IllegalArgumentException if the reading is no reading at all (a negative count, more periods than a
   *     reading holds)
   */
  PlayerTime reading(Duration left, OptionalInt overtimeLeft);

  /**
   * Returns the main time as SGF's {@code TM} gives it: zero for {@link None} and {@link PerMove}.
   *
   * @return the time
   */
  Duration sgfMain();

  /**
   * Returns the SGF main time {@code TM} in seconds: {@link #sgfMain()}.
   *
   * @return the seconds
   */
  default double sgfMainTime() {
    return SgfTime.seconds(sgfMain());
  }

  /**
   * Returns the SGF overtime {@code OT} as KGS and OGS write it, and goban and KataGo read it: {@code 5x30 byo-yomi}
   * (periods x seconds), {@code 25/600 Canadian} (moves / seconds), {@code 30 fischer} (the increment; OGS writes no
   * cap, and a record of {@link Game#toRecord} keeps a cap in a property of its own, {@code FC}), {@code 30 simple}
   * (seconds a move); empty for absolute time and no limit.
   *
   * @return the text
   */
  String sgfOvertime();

  /**
   * Returns the cap of Fischer time in seconds, which SGF's {@code OT} as OGS writes it ({@code 30 fischer}) cannot
   * hold: {@link Game#toRecord} writes it in a property of Tengen's own, {@code FC}, which other programs ignore.
   *
   * @return the cap, or empty for other systems and Fischer time without a cap
   */
  default OptionalDouble sgfFischerCap() {
    return OptionalDouble.empty();
  }

  /**
   * Returns the time each move earns once the main time is spent, the pace a player can keep for ever: a byo-yomi
   * period, a Canadian period's share of a move, Fischer's increment, simple time's time a move; zero for absolute
   * time and no limit. A bot's allocation of its time builds on it.
   *
   * @return the time, not negative
   */
  Duration overtimePerMove();

  /**
   * Returns the GTP commands that state this system exactly, the one to prefer first: {@code time_settings} (whole
   * seconds, rounded down) for absolute time and Canadian overtime, KGS's {@code kgs-time_settings} for byo-yomi,
   * simple time and no limit ({@code time_settings} too where a byo-yomi has one period), KataGo's
   * {@code kata-time_settings} for Fischer time (to the millisecond). A controller sends the first the engine knows,
   * and none when it knows none: a byo-yomi of several periods is not passed off as Canadian overtime.
   *
   * <pre>{@code
   * new TimeSystem.ByoYomi(Duration.ofMinutes(10), Duration.ofSeconds(30), 5).gtpSettings();
   * // [kgs-time_settings byoyomi 600 30 5]
   * }</pre>
   *
   * @return the commands, at least one
   */
  List<String> gtpSettings();

  /**
   * Returns this system as OGS's time control: {@code system} (and {@code time_control}, as older servers read it)
   * and its times in seconds, as {@link OgsRules#timeSystem} reads it. OGS adds {@code speed} and
   * {@code pause_on_weekends} itself.
   *
   * @return the time control, in a new mutable map
   */
  Map<String, Object> ogsTimeControl();

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
   * is Fischer time without a cap; {@code 0 fischer}, which goban refuses, is not read), Tengen's earlier {@code 30 fischer 1200 cap}, and {@code None} or an empty text
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
    if (m.matches() && SgfTime.positive(m.group(1)) && (m.group(2) == null || SgfTime.inRange(m.group(2)))) {
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
