package io.github.tengen.go.game;

import io.github.tengen.go.RuleSet;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * OGS's rule flags and time controls both ways: the game data of online-go.com's API and real-time socket
 * ({@code rules}, {@code komi}, {@code allow_superko}, {@code score_stones}, ...) as a {@link Venue}, and a venue as
 * those flags; its {@code time_control} as a {@link TimeSystem} and back, and its players' clocks as
 * {@link PlayerTime}s. The data comes as a map, whatever JSON library read it (values {@link Boolean},
 * {@link Number}, {@link String}).
 *
 * <pre>{@code
 * Map<String, Object> gamedata = json.read(socketMessage);       // any JSON library
 * Venue venue = OgsRules.fromGameData(gamedata);                  // OGS's flags, its defaults where one is missing
 * Position start = venue.startingPosition(size, handicap);        // its komi for that handicap
 * Map<String, Object> flags = OgsRules.toGameData(venue);         // every flag, for a challenge
 * }</pre>
 *
 * <p>A flag the data lacks takes the value OGS's engine gives it for the rule set's name ({@code japanese},
 * {@code korean}, {@code chinese}, {@code aga}, {@code nz}, {@code ing}; {@code japanese} when there is no name; for
 * any other name, such as {@code tromp-taylor}, the default branch's komi 0, simple ko, self-capture and area
 * scoring), as {@code GobanEngine.fillDefaults} in online-go/goban does, komi included; the komi of a handicap game is the data's
 * {@code komi} when it has a {@code handicap}, else the fraction of the even game's komi (0.5), as OGS gives a
 * handicap game without a komi. The flags map to a rule set thus:
 * <ul>
 *   <li>{@code allow_superko} false: the superko of {@code superko_algorithm} ({@code ssk} situational; {@code psk},
 *     {@code csk} and {@code ing} positional, as OGS plays them); true: simple ko, without the Japanese no-result
 *     rule: OGS's engine then checks no repetition, and a game in a triple ko goes on there (its Japanese and Korean
 *     rules name the algorithm {@code noresult}, and nothing ends the game by it), so a client that follows an OGS
 *     game must not end it either;
 *   <li>{@code allow_self_capture}: suicide allowed, of a single stone too, under every name ({@code nz} included:
 *     OGS's engine captures the player's own group whatever its size);
 *   <li>{@code score_stones} and {@code score_prisoners}: area scoring without prisoners, or territory scoring with
 *     them; {@code score_territory_in_seki}: seki eyes counted; {@code score_handicap} and
 *     {@code aga_handicap_scoring}: White's handicap points (N or N-1); {@code white_must_pass_last};
 *   <li>{@code opponent_plays_first_after_resume}: the {@link Venue.Resumption}; {@code free_handicap_placement}: the
 *     {@link Venue.HandicapPlacement}, free on a board other than 9x9, 13x13 and 19x19 without {@code initial_state}
 *     or {@code original_sgf} whatever the flag says, and fixed by default under Chinese rules with
 *     {@code ogs_import}, as OGS's engine has them.
 * </ul>
 * {@code score_passes}, {@code strict_seki_mode} and {@code automatic_stone_removal} are read and not used (OGS's
 * engine does not count passes; the other two are about its interface). OGS looks for repetitions only 30 moves back;
 * Tengen's superko looks at the whole game.
 *
 * @since 0.1.0
 */
public final class OgsRules {
  private OgsRules() {}

  /** The flags OGS's engine fills in for a rule set's name. */
  private record Defaults(double komi, boolean selfCapture, boolean superkoAllowed, String algorithm,
      boolean freeHandicap, boolean territoryInSeki, boolean stones, boolean prisoners, boolean handicapScored,
      boolean agaHandicap, boolean whitePassesLast, boolean opponentFirst) {}

  private static Defaults defaults(String name) {
    switch (name) {
      case "japanese":
      case "korean":
        return new Defaults(6.5, false, true, "noresult", false, false, false, true, false, false, false, true);
      case "chinese":
        return new Defaults(7.5, false, false, "csk", true, true, true, false, true, false, false, false);
      case "aga":
        return new Defaults(7.5, false, false, "ssk", false, true, true, false, true, true, true, false);
      case "ing":
        return new Defaults(7.5, true, false, "ing", true, true, true, false, true, false, false, false);
      case "nz":
        return new Defaults(7.0, true, false, "ssk", true, true, true, false, false, false, false, false);
      default: // fillDefaults' default branch: komi 0, simple ko, self-capture, area, free placement
        return new Defaults(0, true, true, "psk", true, true, true, false, false, false, false, false);
    }
  }

  /** The board sizes on which OGS places handicap stones on fixed points (elsewhere they are placed freely). */
  private static final Set<Integer> FIXED_HANDICAP_SIZES = Set.of(9, 13, 19);

  /**
   * Whether OGS places the handicap freely whatever the flags say: a board other than 9x9, 13x13 and 19x19 without
   * an initial position or imported record ({@code GobanEngine}'s constructor).
   */
  private static boolean oddBoard(Flags f) {
    if (f.has("initial_state") || f.has("original_sgf")) {
      return false;
    }
    int width = f.has("width") ? f.count("width") : 19;
    int height = f.has("height") ? f.count("height") : 19;
    return width != height || !FIXED_HANDICAP_SIZES.contains(width);
  }

  /**
   * Reads OGS's game data as a venue: the rules of an even game, and the komi and placement of handicap games.
   *
   * @param gamedata the game's data, or only its rule flags
   * @return the venue, named "OGS"
   * @throws IllegalArgumentException naming the key, if a flag has the wrong type, {@code handicap} is not a whole
   *     number of stones (not negative), {@code komi} is not a komi ({@link RuleSet#withKomi}), or the flags name
   *     something Tengen's rules cannot play: no ko rule ({@code allow_ko}), no territory ({@code score_territory} false), area scoring with
   *     prisoners or territory scoring without them, an unknown superko algorithm
   */
  public static Venue fromGameData(Map<String, ?> gamedata) {
    Objects.requireNonNull(gamedata, "gamedata");
    Flags f = new Flags(gamedata);
    String name = f.text("rules", "japanese").toLowerCase(Locale.ROOT);
    Defaults d = defaults(name);
    if (f.bool("allow_ko", false)) {
      throw new IllegalArgumentException("allow_ko: Tengen has no game without a ko rule");
    }
    if (!f.bool("score_territory", true)) {
      throw new IllegalArgumentException("score_territory false: OGS itself counts nothing then");
    }
    boolean area = f.bool("score_stones", d.stones());
    if (area == f.bool("score_prisoners", d.prisoners())) {
      throw new IllegalArgumentException("score_stones and score_prisoners both " + area
          + ": Tengen counts area without prisoners or territory with them");
    }
    RuleSet rules = rules(f, d, area);
    int handicap = f.has("handicap") ? f.count("handicap") : 0;
    double evenKomi = handicap == 0 ? f.komi(d.komi()) : d.komi();
    double handicapKomi = handicap > 0 ? f.komi(fraction(d.komi())) : fraction(evenKomi);
    Venue.Resumption resumption = f.bool("opponent_plays_first_after_resume", d.opponentFirst())
        ? Venue.Resumption.OPPONENT_OF_REQUESTER : Venue.Resumption.PLAYER_TO_MOVE;
    boolean imported = name.equals("chinese") && f.has("ogs_import"); // fillDefaults: an import keeps fixed stones
    boolean free = f.bool("free_handicap_placement", d.freeHandicap() && !imported) || oddBoard(f);
    Venue.HandicapPlacement placement = free ? Venue.HandicapPlacement.FREE
        : Venue.HandicapPlacement.FIXED_THIRD_LOWER_RIGHT;
    return new Venue("OGS", rules.withKomi(evenKomi), resumption, Venue.Ending.MARKING, placement, handicapKomi,
        true, false, ruleNames());
  }

  private static RuleSet rules(Flags f, Defaults d, boolean area) {
    // OGS ends every game with a stone removal: under area scoring a pass forfeits nothing, KataGo's friendly pass
    return new RuleSet(ko(f, d), suicide(f, d),
        area ? RuleSet.ScoringRule.AREA : RuleSet.ScoringRule.TERRITORY,
        f.bool("score_territory_in_seki", d.territoryInSeki()) ? RuleSet.Tax.NONE : RuleSet.Tax.SEKI,
        handicapBonus(f, d), 0, f.bool("white_must_pass_last", d.whitePassesLast()), false, false, area);
  }

  /** OGS's rule set names as its SGF files write them in {@code RU} (goban reads them in any case). */
  private static final String[] SGF_NAMES = {"Japanese", "Korean", "Chinese", "AGA", "NZ", "Ing"};

  /**
   * OGS's rule sets by the names its records give them in {@code RU}, each as OGS's engine plays it (its
   * {@code fillDefaults}), komi 0: {@link Venue#ruleNames()} of {@link Venue#OGS}.
   */
  static Map<String, RuleSet> ruleNames() {
    Map<String, RuleSet> m = new LinkedHashMap<>();
    Flags none = new Flags(Map.of());
    for (String n : SGF_NAMES) {
      String key = n.toLowerCase(Locale.ROOT);
      Defaults d = defaults(key);
      m.put(n, rules(none, d, d.stones()));
    }
    return m;
  }

  /** The komi of a handicap game without one, as OGS's engine has it: the even game's komi's fraction. */
  private static double fraction(double komi) {
    return komi - Math.floor(komi);
  }

  private static RuleSet.KoRule ko(Flags f, Defaults d) {
    if (f.bool("allow_superko", d.superkoAllowed())) {
      return RuleSet.KoRule.SIMPLE;
    }
    String algorithm = f.text("superko_algorithm", d.algorithm()).toLowerCase(Locale.ROOT);
    switch (algorithm) {
      case "ssk":
        return RuleSet.KoRule.SITUATIONAL_SUPERKO;
      case "psk":
      case "csk":
      case "ing":
        return RuleSet.KoRule.POSITIONAL_SUPERKO;
      default:
        throw new IllegalArgumentException("superko_algorithm \"" + algorithm + "\" with allow_superko false");
    }
  }

  /** OGS's engine captures the player's own group of any size when self-capture is allowed, whatever the name. */
  private static RuleSet.SuicideRule suicide(Flags f, Defaults d) {
    return f.bool("allow_self_capture", d.selfCapture()) ? RuleSet.SuicideRule.ALLOWED
        : RuleSet.SuicideRule.FORBIDDEN;
  }

  private static RuleSet.HandicapBonus handicapBonus(Flags f, Defaults d) {
    if (!f.bool("score_handicap", d.handicapScored())) {
      return RuleSet.HandicapBonus.NONE;
    }
    return f.bool("aga_handicap_scoring", d.agaHandicap()) ? RuleSet.HandicapBonus.N_MINUS_1
        : RuleSet.HandicapBonus.N;
  }

  /**
   * Writes a venue as OGS's rule flags: the rule set's name that fits it best ({@code nz} for suicide of more than
   * one stone, {@code japanese} for territory scoring, {@code aga}, else {@code chinese}), the even game's
   * {@code komi}, and every flag
   * {@link #fromGameData} reads, so that the name's defaults do not matter. {@link #fromGameData} reads them back to
   * the same venue as OGS plays it: named "OGS", ending with the marking, undo allowed, without the no-result rule
   * (written as the algorithm {@code noresult}, as OGS names it), with the friendly pass under area scoring (OGS ends
   * every game with a stone removal), and the handicap komi the fraction of the komi (OGS's default for a handicap
   * game).
   *
   * @param venue the venue
   * @return the flags, in a new mutable map (values {@link Boolean}, {@link Double}, {@link String})
   * @throws IllegalArgumentException if OGS cannot play the rules: the group tax, the button, or suicide of more than
   *     one stone only (OGS's self-capture takes single stones too)
   */
  public static Map<String, Object> toGameData(Venue venue) {
    RuleSet r = venue.rules();
    if (r.groupTax() || r.button()) {
      throw new IllegalArgumentException("OGS has no group tax and no button");
    }
    if (r.suicideRule() == RuleSet.SuicideRule.MULTI_STONE_ONLY) {
      throw new IllegalArgumentException("OGS has no suicide of more than one stone only: its self-capture takes"
          + " single stones too (play the New Zealand rules there with RuleSet.SuicideRule.ALLOWED)");
    }
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("rules", name(r));
    m.put("komi", r.komi());
    m.put("allow_self_capture", r.suicideRule() != RuleSet.SuicideRule.FORBIDDEN);
    m.put("allow_ko", false);
    m.put("allow_superko", r.koRule() == RuleSet.KoRule.SIMPLE);
    m.put("superko_algorithm", r.koRule() == RuleSet.KoRule.SITUATIONAL_SUPERKO ? "ssk"
        : r.koRule() == RuleSet.KoRule.POSITIONAL_SUPERKO ? "psk" : r.noResultOnRepetition() ? "noresult" : "psk");
    m.put("free_handicap_placement", venue.handicapPlacement() == Venue.HandicapPlacement.FREE);
    m.put("score_territory", true);
    m.put("score_territory_in_seki", r.sekiEyesCounted());
    m.put("score_stones", r.scoringRule() == RuleSet.ScoringRule.AREA);
    m.put("score_prisoners", r.scoringRule() == RuleSet.ScoringRule.TERRITORY);
    m.put("score_handicap", r.handicapBonus() != RuleSet.HandicapBonus.NONE);
    m.put("aga_handicap_scoring", r.handicapBonus() == RuleSet.HandicapBonus.N_MINUS_1);
    m.put("score_passes", true);
    m.put("white_must_pass_last", r.whitePassesLast());
    m.put("opponent_plays_first_after_resume", venue.resumption() == Venue.Resumption.OPPONENT_OF_REQUESTER);
    return m;
  }

  private static String name(RuleSet r) {
    if (r.scoringRule() == RuleSet.ScoringRule.TERRITORY) {
      return "japanese";
    }
    if (r.whitePassesLast() || r.handicapBonus() == RuleSet.HandicapBonus.N_MINUS_1) {
      return "aga";
    }
    return "chinese";
  }

  /**
   * Reads OGS's time control ({@code time_control} of a game's data, as online-go/goban's JGOF types describe it:
   * {@code system} one of {@code fischer}, {@code byoyomi}, {@code canadian}, {@code simple}, {@code absolute},
   * {@code none}, with its times in seconds). Older data names the system {@code time_control}; both are read.
   *
   * <pre>{@code
   * TimeSystem t = OgsRules.timeSystem(Map.of("system", "byoyomi", "main_time", 600, "period_time", 30, "periods", 5));
   * }</pre>
   *
   * @param timeControl the time control
   * @return the time system
   * @throws IllegalArgumentException if the system is missing or unknown, or a time is missing, not a number,
   *     negative, over 10<sup>12</sup> s or zero where the system needs time (an absolute time, a period)
   */
  public static TimeSystem timeSystem(Map<String, ?> timeControl) {
    Objects.requireNonNull(timeControl, "timeControl");
    Flags f = new Flags(timeControl);
    String system = f.text("system", f.text("time_control", ""));
    try {
      return timeSystem(system, f);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("time control " + system + ": " + e.getMessage(), e);
    }
  }

  private static TimeSystem timeSystem(String system, Flags f) {
    switch (system) {
      case "fischer":
        return new TimeSystem.Fischer(f.seconds("initial_time"), f.seconds("time_increment"),
            Optional.of(f.seconds("max_time")));
      case "byoyomi":
        return new TimeSystem.ByoYomi(f.seconds("main_time"), f.seconds("period_time"), f.count("periods"));
      case "canadian":
        return new TimeSystem.Canadian(f.seconds("main_time"), f.seconds("period_time"),
            f.count("stones_per_period"));
      case "simple":
        return new TimeSystem.PerMove(f.seconds("per_move"));
      case "absolute":
        return new TimeSystem.Absolute(f.seconds("total_time"));
      case "none":
        return new TimeSystem.None();
      default:
        throw new IllegalArgumentException("OGS has no time control system \"" + system + "\"");
    }
  }

  /**
   * Writes a time system as OGS's time control: {@code system} (and {@code time_control}, as older servers read it)
   * and its times in seconds. OGS adds {@code speed} and {@code pause_on_weekends} itself.
   *
   * @param system the time system
   * @return the time control, in a new mutable map
   */
  public static Map<String, Object> timeControl(TimeSystem system) {
    return system.ogsTimeControl();
  }

  /**
   * Reads one player's clock of OGS's {@code clock} message ({@code black_time} or {@code white_time}:
   * {@code thinking_time}, and {@code periods} under byo-yomi, {@code moves_left} and {@code block_time} in Canadian
   * overtime, in seconds), or of goban's JGOF clock, the form goban gives its clients ({@code black_clock} or
   * {@code white_clock}: {@code main_time}, and {@code periods_left} and {@code period_time_left}, or
   * {@code moves_left} and {@code block_time_left}, in milliseconds), as the player's time at the start of the
   * player's turn, for {@link GameClock#of(TimeSystem,
   * PlayerTime, PlayerTime)} or GTP's {@code time_left}. Under simple time the reading is the time per move. A Fischer
   * clock's {@code skip_bonus} (goban's {@code FischerClock}; its {@code AdHocFormat.ts}: "the next move should not
   * increment the clock") is not part of a reading: a {@link GameClock} adds the increment after every move, and a
   * server that withholds it takes it back from the next reading.
   *
   * @param system the game's time system ({@link #timeSystem})
   * @param playerClock the player's clock
   * @return the reading
   * @throws IllegalArgumentException if a value the system needs is missing, not a number or negative, or the
   *     reading is one the system cannot give ({@link GameClock#of(TimeSystem, PlayerTime, PlayerTime)})
   */
  public static PlayerTime playerTime(TimeSystem system, Map<String, ?> playerClock) {
    Objects.requireNonNull(system, "system");
    Flags f = new Flags(Objects.requireNonNull(playerClock, "playerClock"));
    PlayerTime t = reading(system, f);
    String why = system.refusal(t).orElse(null);
    if (why != null) {
      throw new IllegalArgumentException("the clock " + playerClock + " under " + system + ": " + why);
    }
    return t;
  }

  private static PlayerTime reading(TimeSystem system, Flags f) {
    if (system instanceof TimeSystem.None) {
      return new PlayerTime(Duration.ZERO, 0, 0, false);
    }
    if (system instanceof TimeSystem.PerMove p) {
      return new PlayerTime(p.perMove(), 0, 0, false);
    }
    if (!f.has("thinking_time") && f.has("main_time")) {
      return jgofReading(system, f);
    }
    Duration main = f.seconds("thinking_time");
    if (system instanceof TimeSystem.ByoYomi b) {
      int periods = f.count("periods");
      return main.isZero() ? new PlayerTime(b.period(), periods, 0, true) : new PlayerTime(main, periods, 0, false);
    }
    if (system instanceof TimeSystem.Canadian && main.isZero()) {
      return new PlayerTime(f.seconds("block_time"), 0, f.count("moves_left"), true);
    }
    return new PlayerTime(main, 0, 0, false);
  }

  /**
   * goban's JGOF player clock, the form it sends its clients ({@code JGOFPlayerClock}: {@code main_time}, and
   * {@code periods_left} with {@code period_time_left} under byo-yomi, {@code moves_left} with
   * {@code block_time_left} in Canadian overtime, in milliseconds), as {@code computeNewPlayerClock} makes it.
   */
  private static PlayerTime jgofReading(TimeSystem system, Flags f) {
    Duration main = f.millis("main_time");
    if (system instanceof TimeSystem.ByoYomi) {
      int periods = f.count("periods_left");
      return main.isZero() ? new PlayerTime(f.millis("period_time_left"), periods, 0, true)
          : new PlayerTime(main, periods, 0, false);
    }
    if (system instanceof TimeSystem.Canadian && main.isZero()) {
      return new PlayerTime(f.millis("block_time_left"), 0, f.count("moves_left"), true);
    }
    return new PlayerTime(main, 0, 0, false);
  }

  /** The flags of a game's data, read with their types checked. */
  private static final class Flags {
    private final Map<String, ?> data;

    Flags(Map<String, ?> data) {
      this.data = data;
    }

    boolean bool(String key, boolean missing) {
      Object v = data.get(key);
      if (v == null) {
        return missing;
      }
      if (!(v instanceof Boolean)) {
        throw new IllegalArgumentException(key + " is not a boolean: " + v);
      }
      return (Boolean) v;
    }

    String text(String key, String missing) {
      Object v = data.get(key);
      if (v == null) {
        return missing;
      }
      if (!(v instanceof String)) {
        throw new IllegalArgumentException(key + " is not a string: " + v);
      }
      return (String) v;
    }

    boolean has(String key) {
      return data.get(key) != null;
    }

    double komi(double missing) {
      double komi = number("komi", missing);
      try {
        RuleSet.CHINESE.withKomi(komi);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException("komi: " + e.getMessage(), e);
      }
      return komi;
    }

    Duration seconds(String key) {
      double v = number(key, Double.NaN);
      if (Double.isNaN(v)) {
        throw new IllegalArgumentException("no " + key);
      }
      try {
        return SgfTime.duration(v);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(key + " is not a time of 0 to 10^12 s: " + v, e);
      }
    }

    Duration millis(String key) {
      double v = number(key, Double.NaN);
      if (Double.isNaN(v)) {
        throw new IllegalArgumentException("no " + key);
      }
      try {
        return SgfTime.duration(Math.rint(v) / 1000);
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(key + " is not a time of 0 to 10^15 ms: " + v, e);
      }
    }

    int count(String key) {
      double v = number(key, Double.NaN);
      if (!(v >= 0) || v != Math.rint(v) || v > Integer.MAX_VALUE) {
        throw new IllegalArgumentException(key + " is not a count: " + v);
      }
      return (int) v;
    }

    double number(String key, double missing) {
      @Nullable Object v = data.get(key);
      if (v == null) {
        return missing;
      }
      if (!(v instanceof Number) || !Double.isFinite(((Number) v).doubleValue())) {
        throw new IllegalArgumentException(key + " is not a number: " + v);
      }
      return ((Number) v).doubleValue();
    }
  }
}
