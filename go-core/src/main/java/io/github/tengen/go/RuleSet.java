package io.github.tengen.go;

import java.util.Locale;
import java.util.Objects;

/**
 * The rules of a game as a record of orthogonal switches. The named presets are plain values of it, so they can
 * be printed, compared and changed one switch at a time.
 *
 * <pre>{@code
 * RuleSet rules = RuleSet.JAPANESE.withKomi(0.5);
 * RuleSet custom = RuleSet.CHINESE.withKoRule(RuleSet.KoRule.SITUATIONAL_SUPERKO);
 * RuleSet fromFile = RuleSet.fromSgf("cn");          // CHINESE
 * }</pre>
 *
 * <table>
 *   <caption>The presets</caption>
 *   <tr><th>preset</th><th>ko</th><th>suicide</th><th>scoring</th><th>seki eyes</th><th>handicap bonus</th>
 *       <th>komi</th><th>White passes last</th><th>repetition</th></tr>
 *   <tr><td>{@link #JAPANESE}</td><td>simple</td><td>forbidden</td><td>territory</td><td>not counted</td>
 *       <td>none</td><td>6.5</td><td>no</td><td>no result</td></tr>
 *   <tr><td>{@link #KOREAN}</td><td>simple</td><td>forbidden</td><td>territory</td><td>not counted</td>
 *       <td>none</td><td>6.5</td><td>no</td><td>no result</td></tr>
 *   <tr><td>{@link #CHINESE}</td><td>positional superko</td><td>forbidden</td><td>area</td><td>counted</td>
 *       <td>N</td><td>7.5</td><td>no</td><td>forbidden</td></tr>
 *   <tr><td>{@link #AGA}</td><td>situational superko</td><td>forbidden</td><td>area</td><td>counted</td>
 *       <td>N-1</td><td>7.5</td><td>yes</td><td>forbidden</td></tr>
 *   <tr><td>{@link #NEW_ZEALAND}</td><td>situational superko</td><td>multi-stone only</td><td>area</td>
 *       <td>counted</td><td>N</td><td>7</td><td>no</td><td>forbidden</td></tr>
 *   <tr><td>{@link #TROMP_TAYLOR}</td><td>positional superko</td><td>allowed</td><td>area</td><td>counted</td>
 *       <td>none</td><td>7.5</td><td>no</td><td>forbidden</td></tr>
 * </table>
 *
 * @param koRule which repetitions are forbidden
 * @param suicideRule whether a move may leave its own chain without liberties
 * @param scoringRule area (stones plus surrounded points) or territory (surrounded points plus prisoners)
 * @param sekiEyesCounted whether the eyes of groups alive in seki count as points
 * @param handicapBonus what White receives for Black's handicap stones under area scoring
 * @param komi points given to White, a multiple of 0.5
 * @param whitePassesLast AGA's end of game: it ends only after White passes (Black's pass then needs a third), and
 *     each pass hands the opponent a prisoner (a pass stone, see {@link Score#passStones(Color)})
 * @param noResultOnRepetition under {@link KoRule#SIMPLE}: a move that recreates an earlier position of the game
 *     (the same stones and the same player to move: a triple ko, eternal life, a sending-two-returning-one cycle)
 *     ends the game without result ({@link GameResult.NoWinner#VOID}, see {@link Position#endedWithoutResult()}),
 *     as Japanese and Korean rules have it. Positions then keep a history of the line, as under superko. Under a
 *     superko rule the move is forbidden instead, and this switch has no effect.
 * @since 0.1.0
 */
public record RuleSet(
    KoRule koRule,
    SuicideRule suicideRule,
    ScoringRule scoringRule,
    boolean sekiEyesCounted,
    HandicapBonus handicapBonus,
    double komi,
    boolean whitePassesLast,
    boolean noResultOnRepetition) {

  /**
   * Which repetitions of a position are forbidden. Each rule says what it means as data, so the rest of the library
   * asks the rule instead of comparing it with constants: whether it forbids repeating an earlier board
   * ({@link #forbidsRepetition()}), whether a repetition includes the player to move
   * ({@link #playerToMoveCounts()}) and which {@link Legality} a forbidden repetition gets ({@link #violation()}).
   */
  public enum KoRule {
    /**
     * Only the immediate retake of a single-stone ko is forbidden, for one move. A longer cycle is legal; under
     * {@link RuleSet#noResultOnRepetition()} it ends the game (a repetition then means the same stones and the same
     * player to move).
     */
    SIMPLE(false, true, Legality.LEGAL, "SIMPLE"),
    /** No move may recreate an earlier arrangement of stones on the whole board. */
    POSITIONAL_SUPERKO(true, false, Legality.POSITIONAL_SUPERKO, "POSITIONAL"),
    /** No move may recreate an earlier arrangement of stones with the same player to move. */
    SITUATIONAL_SUPERKO(true, true, Legality.SITUATIONAL_SUPERKO, "SITUATIONAL");

    private final boolean forbids;
    private final boolean sideCounts;
    private final Legality violation;
    private final String kataGoName;

    KoRule(boolean forbids, boolean sideCounts, Legality violation, String kataGoName) {
      this.forbids = forbids;
      this.sideCounts = sideCounts;
      this.violation = violation;
      this.kataGoName = kataGoName;
    }

    /**
     * Returns whether a move that recreates an earlier position of the game is illegal (the superko rules).
     *
     * @return true for positional and situational superko
     */
    public boolean forbidsRepetition() {
      return forbids;
    }

    /**
     * Returns whether two positions repeat each other only with the same player to move: true for situational
     * superko, and for simple ko, whose no-result rule looks for a cycle of the whole game state.
     *
     * @return false for positional superko only
     */
    public boolean playerToMoveCounts() {
      return sideCounts;
    }

    /**
     * Returns the reason a forbidden repetition is illegal under this rule.
     *
     * @return {@link Legality#POSITIONAL_SUPERKO} or {@link Legality#SITUATIONAL_SUPERKO}, or
     *     {@link Legality#LEGAL} for simple ko, which forbids no repetition
     */
    public Legality violation() {
      return violation;
    }

    /** KataGo's name of the rule, as in {@code koPOSITIONAL}. */
    String kataGoName() {
      return kataGoName;
    }
  }

  /** Whether a move may leave its own chain without liberties (a capturing move never does). */
  public enum SuicideRule {
    /** Suicide is illegal. */
    FORBIDDEN,
    /** Suicide of a single stone is illegal; suicide of a chain of two or more stones is allowed. */
    MULTI_STONE_ONLY,
    /** Suicide is allowed; the suicided stones become prisoners of the opponent. */
    ALLOWED
  }

  /** How the final position is counted. */
  public enum ScoringRule {
    /** Stones on the board plus empty points surrounded by one colour. */
    AREA,
    /** Empty points surrounded by one colour plus prisoners. */
    TERRITORY
  }

  /** What White receives for Black's handicap stones. */
  public enum HandicapBonus {
    /** Nothing. */
    NONE,
    /** One point per handicap stone. */
    N,
    /** One point per handicap stone but the first. */
    N_MINUS_1;

    /**
     * Returns the points White receives for a number of handicap stones.
     *
     * @param handicap the handicap stones, 0 or more
     * @return 0, {@code handicap} or {@code handicap - 1} (never negative)
     */
    public int points(int handicap) {
      return switch (this) {
        case NONE -> 0;
        case N -> Math.max(0, handicap);
        case N_MINUS_1 -> Math.max(0, handicap - 1);
      };
    }
  }

  /**
   * Japanese rules (1989): territory scoring, simple ko, suicide forbidden, komi 6.5; a repeated position (triple
   * ko and other cycles) ends the game without result.
   */
  public static final RuleSet JAPANESE = new RuleSet(
      KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.TERRITORY, false, HandicapBonus.NONE, 6.5, false, true);
  /** Korean rules: as Japanese, komi 6.5. */
  public static final RuleSet KOREAN = JAPANESE;
  /** Chinese rules: area scoring, positional superko, suicide forbidden, komi 7.5, one point per handicap stone. */
  public static final RuleSet CHINESE = new RuleSet(
      KoRule.POSITIONAL_SUPERKO, SuicideRule.FORBIDDEN, ScoringRule.AREA, true, HandicapBonus.N, 7.5, false, false);
  /** AGA rules: area scoring, situational superko, komi 7.5, N-1 handicap points, White passes last. */
  public static final RuleSet AGA = new RuleSet(
      KoRule.SITUATIONAL_SUPERKO, SuicideRule.FORBIDDEN, ScoringRule.AREA, true, HandicapBonus.N_MINUS_1, 7.5, true,
      false);
  /** New Zealand rules: area scoring, situational superko, multi-stone suicide allowed, komi 7. */
  public static final RuleSet NEW_ZEALAND = new RuleSet(
      KoRule.SITUATIONAL_SUPERKO, SuicideRule.MULTI_STONE_ONLY, ScoringRule.AREA, true, HandicapBonus.N, 7.0, false,
      false);
  /**
   * Tromp-Taylor rules: area scoring, positional superko, suicide allowed, komi 7.5. A single-stone suicide leaves
   * the board as it was, so positional superko forbids it.
   */
  public static final RuleSet TROMP_TAYLOR = new RuleSet(
      KoRule.POSITIONAL_SUPERKO, SuicideRule.ALLOWED, ScoringRule.AREA, true, HandicapBonus.NONE, 7.5, false, false);

  /**
   * Validates the switches.
   *
   * @param koRule which repetitions are forbidden
   * @param suicideRule whether a move may leave its own chain without liberties
   * @param scoringRule area or territory
   * @param sekiEyesCounted whether the eyes of groups alive in seki count as points
   * @param handicapBonus what White receives for Black's handicap stones
   * @param komi points given to White, a multiple of 0.5
   * @param whitePassesLast whether the game ends only after White passes
   * @param noResultOnRepetition whether, under simple ko, a repeated position ends the game without result
   * @throws NullPointerException if a switch is null
   * @throws IllegalArgumentException if komi is not a finite multiple of 0.5
   */
  public RuleSet {
    Objects.requireNonNull(koRule, "koRule");
    Objects.requireNonNull(suicideRule, "suicideRule");
    Objects.requireNonNull(scoringRule, "scoringRule");
    Objects.requireNonNull(handicapBonus, "handicapBonus");
    checkKomi(komi);
    if (komi == 0.0) {
      komi = 0.0; // no negative zero
    }
  }

  private static void checkKomi(double komi) {
    if (!Double.isFinite(komi) || komi * 2 != Math.rint(komi * 2) || Math.abs(komi) > 10_000) {
      throw new IllegalArgumentException("komi must be a multiple of 0.5 between -10000 and 10000, got " + komi);
    }
  }

  /**
   * Returns these rules with another ko rule.
   *
   * @param rule the ko rule
   * @return the changed rules
   */
  public RuleSet withKoRule(KoRule rule) {
    return new RuleSet(rule, suicideRule, scoringRule, sekiEyesCounted, handicapBonus, komi, whitePassesLast, noResultOnRepetition);
  }

  /**
   * Returns these rules with another suicide rule.
   *
   * @param rule the suicide rule
   * @return the changed rules
   */
  public RuleSet withSuicideRule(SuicideRule rule) {
    return new RuleSet(koRule, rule, scoringRule, sekiEyesCounted, handicapBonus, komi, whitePassesLast, noResultOnRepetition);
  }

  /**
   * Returns these rules with another scoring rule.
   *
   * @param rule the scoring rule
   * @return the changed rules
   */
  public RuleSet withScoringRule(ScoringRule rule) {
    return new RuleSet(koRule, suicideRule, rule, sekiEyesCounted, handicapBonus, komi, whitePassesLast, noResultOnRepetition);
  }

  /**
   * Returns these rules with seki eyes counted or not.
   *
   * @param counted whether eyes of groups in seki count as points
   * @return the changed rules
   */
  public RuleSet withSekiEyesCounted(boolean counted) {
    return new RuleSet(koRule, suicideRule, scoringRule, counted, handicapBonus, komi, whitePassesLast, noResultOnRepetition);
  }

  /**
   * Returns these rules with another handicap bonus.
   *
   * @param bonus the bonus
   * @return the changed rules
   */
  public RuleSet withHandicapBonus(HandicapBonus bonus) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted, bonus, komi, whitePassesLast, noResultOnRepetition);
  }

  /**
   * Returns these rules with another komi.
   *
   * @param komi points given to White, a multiple of 0.5 (may be negative)
   * @return the changed rules
   * @throws IllegalArgumentException if komi is not a finite multiple of 0.5
   */
  public RuleSet withKomi(double komi) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted, handicapBonus, komi, whitePassesLast, noResultOnRepetition);
  }

  /**
   * Returns these rules with or without the rule that White must pass last.
   *
   * @param required whether the game ends only after a pass by White
   * @return the changed rules
   */
  public RuleSet withWhitePassesLast(boolean required) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted, handicapBonus, komi, required, noResultOnRepetition);
  }

  /**
   * Returns these rules with or without the end of the game without result on a repeated position.
   *
   * @param noResult whether, under simple ko, a move that recreates an earlier position ends the game without result
   * @return the changed rules
   */
  public RuleSet withNoResultOnRepetition(boolean noResult) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted, handicapBonus, komi, whitePassesLast,
        noResult);
  }

  /**
   * Returns whether positions under these rules keep the history of their line: under superko, and under simple ko
   * with {@link #noResultOnRepetition()}.
   */
  boolean tracksRepetition() {
    return koRule.forbidsRepetition() || noResultOnRepetition;
  }

  /**
   * Reads the rules named by an SGF {@code RU} value, case-insensitively. Known names and aliases:
   * {@code Japanese}/{@code jp}/{@code ja}, {@code Korean}/{@code ko}/{@code kr}, {@code Chinese}/{@code cn}/
   * {@code zh}, {@code AGA}, {@code NZ}/{@code New Zealand}, {@code Tromp-Taylor}/{@code tt}. Spaces, underscores,
   * slashes and dashes count as one separator and are ignored at the ends ({@code Tromp/Taylor}, CGOS's {@code TT--}).
   * The komi of the
   * preset applies; an SGF {@code KM} overrides it with {@link #withKomi(double)}.
   *
   * @param name the {@code RU} value
   * @return the preset
   * @throws IllegalArgumentException if the name is not known
   */
  public static RuleSet fromSgf(String name) {
    Objects.requireNonNull(name, "name");
    // spaces, underscores, slashes and dashes are all one separator, and leading or trailing ones do not count:
    // "Tromp/Taylor", "tromp_taylor" and CGOS's "TT--" are the same name
    String key = name.trim().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    switch (key) {
      case "japanese", "jp", "ja", "jpn", "japan":
        return JAPANESE;
      case "korean", "ko", "kr", "kor", "korea":
        return KOREAN;
      case "chinese", "cn", "zh", "chn", "china":
        return CHINESE;
      case "aga", "american", "bga":
        return AGA;
      case "nz", "new-zealand", "newzealand":
        return NEW_ZEALAND;
      case "tt", "tromp-taylor", "tromptaylor":
        return TROMP_TAYLOR;
      default:
        throw new IllegalArgumentException("unknown rules: \"" + name + '"');
    }
  }

  /**
   * Returns the SGF {@code RU} name of the preset whose switches these rules have, komi aside: {@code Japanese},
   * {@code Chinese}, {@code AGA}, {@code NZ} or {@code Tromp-Taylor} (Korean rules are the same switches as
   * Japanese and print as {@code Japanese}).
   *
   * @return the name
   * @throws IllegalStateException if no preset has these switches
   */
  public String toSgf() {
    String name = presetName();
    if (name == null) {
      throw new IllegalStateException("no SGF name for custom rules " + this);
    }
    return name;
  }

  private String presetName() {
    if (sameSwitches(JAPANESE)) {
      return "Japanese";
    }
    if (sameSwitches(CHINESE)) {
      return "Chinese";
    }
    if (sameSwitches(AGA)) {
      return "AGA";
    }
    if (sameSwitches(NEW_ZEALAND)) {
      return "NZ";
    }
    if (sameSwitches(TROMP_TAYLOR)) {
      return "Tromp-Taylor";
    }
    return null;
  }

  private boolean sameSwitches(RuleSet o) {
    return koRule == o.koRule && suicideRule == o.suicideRule && scoringRule == o.scoringRule
        && sekiEyesCounted == o.sekiEyesCounted && handicapBonus == o.handicapBonus
        && whitePassesLast == o.whitePassesLast && noResultOnRepetition == o.noResultOnRepetition;
  }
}
