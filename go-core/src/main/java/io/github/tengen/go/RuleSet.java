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
 * @param groupTax the group tax of the ancient Chinese rules (stone scoring), KataGo's {@code taxALL}: each group that
 *     lives on its own pays two points, for the two eyes it needs; the eyes of groups in seki do not count either
 *     (so {@code sekiEyesCounted} is false). See {@link Score#groupTax(Color)} for which groups pay.
 * @param button the button of KataGo's {@code button1} and the AGA's proposal: the first player to pass receives half
 *     a point, so that with an integer komi a game between equals ends with a winner as often under area scoring as
 *     under territory scoring (see {@link Score#button()}).
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
    boolean noResultOnRepetition,
    boolean groupTax,
    boolean button) {

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
    SIMPLE(false, true, Legality.LEGAL),
    /** No move may recreate an earlier arrangement of stones on the whole board. */
    POSITIONAL_SUPERKO(true, false, Legality.POSITIONAL_SUPERKO),
    /** No move may recreate an earlier arrangement of stones with the same player to move. */
    SITUATIONAL_SUPERKO(true, true, Legality.SITUATIONAL_SUPERKO);

    private final boolean forbids;
    private final boolean sideCounts;
    private final Legality violation;

    KoRule(boolean forbids, boolean sideCounts, Legality violation) {
      this.forbids = forbids;
      this.sideCounts = sideCounts;
      this.violation = violation;
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
      KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.TERRITORY, false, HandicapBonus.NONE, 6.5, false, true, false,
      false);
  /** Korean rules: as Japanese, komi 6.5. */
  public static final RuleSet KOREAN = JAPANESE;
  /** Chinese rules: area scoring, positional superko, suicide forbidden, komi 7.5, one point per handicap stone. */
  public static final RuleSet CHINESE = new RuleSet(
      KoRule.POSITIONAL_SUPERKO, SuicideRule.FORBIDDEN, ScoringRule.AREA, true, HandicapBonus.N, 7.5, false, false,
      false, false);
  /** AGA rules: area scoring, situational superko, komi 7.5, N-1 handicap points, White passes last. */
  public static final RuleSet AGA = new RuleSet(
      KoRule.SITUATIONAL_SUPERKO, SuicideRule.FORBIDDEN, ScoringRule.AREA, true, HandicapBonus.N_MINUS_1, 7.5, true,
      false, false, false);
  /** New Zealand rules: area scoring, situational superko, multi-stone suicide allowed, komi 7. */
  public static final RuleSet NEW_ZEALAND = new RuleSet(
      KoRule.SITUATIONAL_SUPERKO, SuicideRule.MULTI_STONE_ONLY, ScoringRule.AREA, true, HandicapBonus.N, 7.0, false,
      false, false, false);
  /**
   * Tromp-Taylor rules: area scoring, positional superko, suicide allowed, komi 7.5. A single-stone suicide leaves
   * the board as it was, so positional superko forbids it.
   */
  public static final RuleSet TROMP_TAYLOR = new RuleSet(
      KoRule.POSITIONAL_SUPERKO, SuicideRule.ALLOWED, ScoringRule.AREA, true, HandicapBonus.NONE, 7.5, false, false,
      false, false);

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
   * @param groupTax whether each group living on its own pays two points (stone scoring)
   * @param button whether the first player to pass receives half a point
   * @throws NullPointerException if a switch is null
   * @throws IllegalArgumentException if komi is not a finite multiple of 0.5, or a group tax comes with seki eyes
   *     counted
   */
  public RuleSet {
    Objects.requireNonNull(koRule, "koRule");
    Objects.requireNonNull(suicideRule, "suicideRule");
    Objects.requireNonNull(scoringRule, "scoringRule");
    Objects.requireNonNull(handicapBonus, "handicapBonus");
    if (groupTax && sekiEyesCounted) {
      throw new IllegalArgumentException("under a group tax the eyes of groups in seki do not count");
    }
    checkKomi(komi);
    if (komi == 0.0) {
      komi = 0.0; // no negative zero
    }
  }

  private static void checkKomi(double komi) {
    if (!HalfPoints.holds(komi) || Math.abs(komi) > 10_000) {
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
    return new RuleSet(rule, suicideRule, scoringRule, sekiEyesCounted,
        handicapBonus, komi, whitePassesLast, noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns these rules with another suicide rule.
   *
   * @param rule the suicide rule
   * @return the changed rules
   */
  public RuleSet withSuicideRule(SuicideRule rule) {
    return new RuleSet(koRule, rule, scoringRule, sekiEyesCounted,
        handicapBonus, komi, whitePassesLast, noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns these rules with another scoring rule.
   *
   * @param rule the scoring rule
   * @return the changed rules
   */
  public RuleSet withScoringRule(ScoringRule rule) {
    return new RuleSet(koRule, suicideRule, rule, sekiEyesCounted,
        handicapBonus, komi, whitePassesLast, noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns these rules with seki eyes counted or not.
   *
   * @param counted whether eyes of groups in seki count as points
   * @return the changed rules
   * @throws IllegalArgumentException if counted under a {@link #groupTax()}
   */
  public RuleSet withSekiEyesCounted(boolean counted) {
    return new RuleSet(koRule, suicideRule, scoringRule, counted,
        handicapBonus, komi, whitePassesLast, noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns these rules with another handicap bonus.
   *
   * @param bonus the bonus
   * @return the changed rules
   */
  public RuleSet withHandicapBonus(HandicapBonus bonus) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted,
        bonus, komi, whitePassesLast, noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns these rules with another komi.
   *
   * @param komi points given to White, a multiple of 0.5 (may be negative)
   * @return the changed rules
   * @throws IllegalArgumentException if komi is not a finite multiple of 0.5
   */
  public RuleSet withKomi(double komi) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted,
        handicapBonus, komi, whitePassesLast, noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns these rules with or without the rule that White must pass last.
   *
   * @param required whether the game ends only after a pass by White
   * @return the changed rules
   */
  public RuleSet withWhitePassesLast(boolean required) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted,
        handicapBonus, komi, required, noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns these rules with or without the end of the game without result on a repeated position.
   *
   * @param noResult whether, under simple ko, a move that recreates an earlier position ends the game without result
   * @return the changed rules
   */
  public RuleSet withNoResultOnRepetition(boolean noResult) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted, handicapBonus, komi, whitePassesLast,
        noResult, groupTax, button);
  }

  /**
   * Returns these rules with or without the group tax of stone scoring; with it, the eyes of groups in seki do not
   * count either.
   *
   * <pre>{@code
   * RuleSet stoneScoring = RuleSet.CHINESE.withGroupTax(true);   // KataGo's taxALL
   * }</pre>
   *
   * @param tax whether each group that lives on its own pays two points
   * @return the changed rules
   */
  public RuleSet withGroupTax(boolean tax) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted && !tax, handicapBonus, komi,
        whitePassesLast, noResultOnRepetition, tax, button);
  }

  /**
   * Returns these rules with or without the button: half a point for the first player to pass.
   *
   * @param button whether the first player to pass receives half a point
   * @return the changed rules
   */
  public RuleSet withButton(boolean button) {
    return new RuleSet(koRule, suicideRule, scoringRule, sekiEyesCounted, handicapBonus, komi, whitePassesLast,
        noResultOnRepetition, groupTax, button);
  }

  /**
   * Returns whether positions under these rules keep the history of their line: under superko, and under simple ko
   * with {@link #noResultOnRepetition()}.
   */
  boolean tracksRepetition() {
    return koRule.forbidsRepetition() || noResultOnRepetition;
  }

  /**
   * Reads the rules named by an SGF {@code RU} value: a preset's name, or the rule string {@link #toSgf()} writes
   * for other switches (KataGo's form, such as {@code koPOSITIONALscoreAREAtaxNONEsui1whbN}; see
   * {@link #fromKataGo(String)} for its tokens). Preset names are read case-insensitively, with their aliases:
   * {@code Japanese}/{@code jp}/{@code ja}, {@code Korean}/{@code ko}/{@code kr}, {@code Chinese}/{@code cn}/
   * {@code zh}, {@code AGA}, {@code NZ}/{@code New Zealand}, {@code Tromp-Taylor}/{@code tt}. Spaces, underscores,
   * slashes and dashes count as one separator and are ignored at the ends ({@code Tromp/Taylor}, CGOS's
   * {@code TT--}). Other names of KataGo's (see {@link #fromKataGo(String)}), which it writes in its records
   * ({@code Chinese-OGS}, {@code StoneScoring}), mean what they mean there; its {@code Chinese} (simple ko) is read as
   * the Chinese preset, as other programs mean it. The komi of the preset applies (6.5 under territory scoring, 7.5 under area scoring for a rule
   * string without {@code komi}); an SGF {@code KM} overrides it with {@link #withKomi(double)}.
   *
   * <pre>{@code
   * RuleSet.fromSgf("Chinese");                                   // CHINESE
   * RuleSet.fromSgf(RuleSet.CHINESE.withKoRule(KoRule.SIMPLE).toSgf());   // back to the same switches
   * }</pre>
   *
   * @param name the {@code RU} value
   * @return the rules
   * @throws IllegalArgumentException if the name is not known
   */
  public static RuleSet fromSgf(String name) {
    Objects.requireNonNull(name, "name");
    if (isRuleString(name.trim())) {
      return parseRuleString(name.trim());
    }
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
        RuleSet kataGo = kataGoPreset(key); // KataGo writes Chinese-OGS, StoneScoring, NewZealand
        if (kataGo != null) {
          return kataGo;
        }
        throw new IllegalArgumentException("unknown rules: " + Quoted.of(name));
    }
  }

  /**
   * Returns the SGF {@code RU} value of these rules, komi aside: the name of the preset whose switches they have
   * ({@code Japanese}, {@code Chinese}, {@code AGA}, {@code NZ} or {@code Tromp-Taylor}; Korean rules are the same
   * switches as Japanese and print as {@code Japanese}), else the rule string of {@link #toRuleString()} without its
   * komi, which {@link #fromSgf(String)} reads back to the same switches.
   *
   * @return the name or rule string
   */
  public String toSgf() {
    String name = presetName();
    return name != null ? name : ruleString(false);
  }

  /**
   * Returns every switch and the komi as one rule string in KataGo's form, which {@link #fromSgf(String)} and
   * {@link #fromKataGo(String)} read back to equal rules: {@code ko} SIMPLE, POSITIONAL or SITUATIONAL;
   * {@code score} AREA or TERRITORY; {@code tax} NONE (seki eyes counted), SEKI (not counted) or ALL (the group tax);
   * {@code sui} 0 (suicide forbidden), 1 (of two or more stones) or 2 (any, Tengen's addition); {@code whb} 0, N or
   * N-1 (handicap bonus); {@code button1} (the button), and Tengen's {@code wpl1} (White passes last) and {@code nr1}
   * (a repetition ends the game without result), written only when on; {@code komi}.
   *
   * <pre>{@code
   * RuleSet.JAPANESE.toRuleString();   // "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0nr1komi6.5"
   * RuleSet.CHINESE.toRuleString();    // "koPOSITIONALscoreAREAtaxNONEsui0whbNkomi7.5"
   * }</pre>
   *
   * @return the rule string
   */
  public String toRuleString() {
    return ruleString(true);
  }

  private String ruleString(boolean withKomi) {
    StringBuilder sb = new StringBuilder("ko").append(RuleText.name(koRule))
        .append("score").append(scoringRule.name())
        .append("tax").append(RuleText.tax(this))
        .append("sui").append(suicideRule.ordinal())
        .append("whb").append(RuleText.name(handicapBonus));
    if (button) {
      sb.append("button1");
    }
    if (whitePassesLast) {
      sb.append("wpl1");
    }
    if (noResultOnRepetition) {
      sb.append("nr1");
    }
    if (withKomi) {
      sb.append("komi").append(komiText(komi));
    }
    return sb.toString();
  }

  private static String komiText(double komi) {
    return HalfPoints.format(komi);
  }

  /** The names of {@code kata-set-rules}, with the switches they stand for in KataGo. */
  private static final String[] KATAGO_NAMES = {
    "japanese", "korean", "chinese", "chinese-ogs", "chinese-kgs", "aga", "bga", "french", "new-zealand",
    "tromp-taylor", "stone-scoring", "ancient-area", "ancient-territory", "aga-button"};

  private static RuleSet kataGoPreset(String name) {
    return switch (name) {
      case "japanese", "korean" -> JAPANESE;
      // KataGo's "chinese" is simple ko; the superko variants are the servers' names
      case "chinese" -> CHINESE.withKoRule(KoRule.SIMPLE);
      case "chinese-ogs", "chinese-kgs", "chineseogs", "chinesekgs" -> CHINESE;
      case "aga", "bga", "french" -> AGA;
      // KataGo's New Zealand rules give no handicap bonus
      case "new-zealand", "newzealand", "nz" -> NEW_ZEALAND.withHandicapBonus(HandicapBonus.NONE);
      case "tromp-taylor", "tromptaylor" -> TROMP_TAYLOR;
      // KataGo's Ing rules (and GOE's): Tromp-Taylor's switches, positional superko rather than Ing's own ko rules
      case "goe", "ing" -> TROMP_TAYLOR.withKomi(7.5);
      // the ancient rules: area or territory with the group tax, simple ko, no handicap bonus
      case "stone-scoring", "stonescoring", "ancient-area", "ancientarea" -> CHINESE.withKoRule(KoRule.SIMPLE).withHandicapBonus(HandicapBonus.NONE)
          .withGroupTax(true);
      case "ancient-territory", "ancientterritory" -> JAPANESE.withGroupTax(true);
      // AGA rules with the button and an integer komi
      case "aga-button", "agabutton" -> AGA.withButton(true).withKomi(7.0);
      default -> null;
    };
  }

  /**
   * Reads rules as KataGo's {@code kata-set-rules} takes them: a shorthand name meaning what it means in KataGo
   * ({@code japanese}, {@code korean}, {@code chinese} (simple ko), {@code chinese-ogs} and {@code chinese-kgs}
   * (positional superko), {@code aga}, {@code bga}, {@code french}, {@code new-zealand} (no handicap bonus),
   * {@code tromp-taylor}, {@code stone-scoring} or {@code ancient-area} and {@code ancient-territory} (the group
   * tax), {@code aga-button} (komi 7 and the button), {@code goe} and {@code ing} (Tromp-Taylor's switches with komi
   * 7.5, as KataGo has them); any case, with dashes, underscores, spaces or none, as KataGo reads them), or a rule
   * string of tokens as {@link #toRuleString()} writes them, in the forms KataGo's grammar reads: tokens in any
   * order, {@code scoring} for {@code score}, white space between names and values, the last of a token given twice
   * counting, and each optional with KataGo's default, Tromp-Taylor's ({@code ko} POSITIONAL, {@code score} AREA,
   * {@code sui} 1, {@code whb} 0; without {@code tax}, seki eyes counted under area scoring and not under territory
   * scoring). KataGo's {@code fpok} is informational and ignored; KataGo's Spight ko is refused by name.
   *
   * @param text the name or rule string
   * @return the rules; with the preset's komi for a name (KataGo's {@code kata-set-rules} leaves komi as it was,
   *     so a GTP engine keeps its own), with the string's {@code komi} or the scoring rule's usual one for a string
   * @throws IllegalArgumentException if the text is neither, or names rules Tengen does not implement
   */
  public static RuleSet fromKataGo(String text) {
    Objects.requireNonNull(text, "text");
    String t = text.trim();
    if (isRuleString(t)) {
      return parseRuleString(t);
    }
    String key = t.toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-');
    RuleSet preset = kataGoPreset(key);
    if (preset != null) {
      return preset;
    }
    throw new IllegalArgumentException("unknown KataGo rules: " + Quoted.of(text));
  }

  /**
   * Returns the rules as KataGo's {@code kata-set-rules} takes them, komi aside: the first shorthand name of
   * {@link #fromKataGo(String)} with exactly these switches, else a rule string of KataGo's tokens (ko, score, tax,
   * sui, whb, and button when on). KataGo has no switch for {@link #whitePassesLast()} and {@link #noResultOnRepetition()}, which the
   * rule string leaves out, and allows suicide of two or more stones only ({@code sui1}), which is what
   * {@link SuicideRule#ALLOWED} means under positional superko too.
   *
   * @return for example {@code "chinese-ogs"} for {@link #CHINESE}, {@code "japanese"} for {@link #JAPANESE}
   */
  public String toKataGo() {
    for (String name : KATAGO_NAMES) {
      if (sameSwitches(kataGoPreset(name))) {
        return name;
      }
    }
    return toKataGoRuleString();
  }

  /**
   * Returns the rules as a rule string of KataGo's tokens alone (ko, score, tax, sui, whb, and button when on), never
   * a shorthand name, komi aside: what {@link #toKataGo()} writes when no name fits.
   *
   * @return for example {@code "koPOSITIONALscoreAREAtaxNONEsui0whbN"} for {@link #CHINESE}
   */
  public String toKataGoRuleString() {
    return "ko" + RuleText.name(koRule) + "score" + scoringRule.name() + "tax" + RuleText.tax(this)
        + "sui" + (suicideRule == SuicideRule.FORBIDDEN ? 0 : 1) + "whb" + RuleText.name(handicapBonus)
        + (button ? "button1" : "");
  }

  private static final java.util.regex.Pattern TOKEN = java.util.regex.Pattern.compile(
      "(komi|ko|scoring|score|tax|sui|whb|button|fpok|wpl|nr)(N-1|[A-Z]+|-?[0-9]+(?:\\.[0-9]+)?)");
  /** The start of a rule string: a token's name and the start of its value, as KataGo reads them in any order. */
  private static final java.util.regex.Pattern RULE_STRING = java.util.regex.Pattern.compile(
      "(komi|ko|scoring|score|tax|sui|whb|button|fpok|wpl|nr)\\s*[A-Z0-9-].*", java.util.regex.Pattern.DOTALL);

  private static boolean isRuleString(String t) {
    return RULE_STRING.matcher(t).matches();
  }

  /** Reads a rule string token by token; see {@link #fromKataGo(String)}. */
  private static RuleSet parseRuleString(String text) {
    String t = text.replaceAll("\\s+", ""); // KataGo trims white space between names and values
    java.util.regex.Matcher m = TOKEN.matcher(t);
    java.util.Map<String, String> tokens = new java.util.LinkedHashMap<>();
    int at = 0;
    while (at < t.length()) {
      if (!m.find(at) || m.start() != at) {
        throw new IllegalArgumentException("rule string " + Quoted.of(text) + ": cannot read "
            + Quoted.of(t.substring(at)));
      }
      tokens.put(m.group(1).equals("scoring") ? "score" : m.group(1), m.group(2)); // the last one given counts
      at = m.end();
    }
    // KataGo's defaults for a token not given: Tromp-Taylor's (positional superko, area, suicide of two or more)
    String ko = tokens.getOrDefault("ko", "POSITIONAL");
    String score = tokens.getOrDefault("score", "AREA");
    KoRule koRule = RuleText.koRule(ko);
    if (koRule == null) {
      throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": ko rule " + Quoted.of(ko)
          + " is not implemented");
    }
    ScoringRule scoring = RuleText.scoringRule(score);
    if (scoring == null) {
      throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": unknown scoring " + Quoted.of(score));
    }
    String tax = tokens.getOrDefault("tax", scoring == ScoringRule.AREA ? "NONE" : "SEKI");
    Boolean sekiEyes = RuleText.sekiEyesCounted(tax);
    if (sekiEyes == null) {
      throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": tax is NONE, SEKI or ALL");
    }
    SuicideRule suicide = switch (tokens.getOrDefault("sui", "1")) {
      case "0" -> SuicideRule.FORBIDDEN;
      case "1" -> SuicideRule.MULTI_STONE_ONLY;
      case "2" -> SuicideRule.ALLOWED;
      default -> throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": sui is 0, 1 or 2");
    };
    HandicapBonus bonus = RuleText.handicapBonus(tokens.getOrDefault("whb", "0"));
    if (bonus == null) {
      throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": whb is 0, N or N-1");
    }
    boolean button = flag(t, tokens, "button");
    boolean wpl = flag(t, tokens, "wpl");
    boolean nr = flag(t, tokens, "nr");
    flag(t, tokens, "fpok"); // informational in KataGo: whether passing before dead stones are captured is fine
    // KataGo's defaults: 6.5 under territory scoring, 7 with the button, else 7.5
    double komi = scoring == ScoringRule.TERRITORY ? 6.5 : button ? 7.0 : 7.5;
    if (tokens.containsKey("komi")) {
      try {
        komi = Double.parseDouble(tokens.get("komi"));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": komi " + Quoted.of(tokens.get("komi")),
            e);
      }
    }
    return new RuleSet(koRule, suicide, scoring, sekiEyes, bonus, komi, wpl, nr, tax.equals("ALL"), button);
  }

  private static boolean flag(String t, java.util.Map<String, String> tokens, String key) {
    String v = tokens.getOrDefault(key, "0");
    if (!v.equals("0") && !v.equals("1")) {
      throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": " + key + " is 0 or 1");
    }
    return v.equals("1");
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
        && whitePassesLast == o.whitePassesLast && noResultOnRepetition == o.noResultOnRepetition
        && groupTax == o.groupTax && button == o.button;
  }
}
