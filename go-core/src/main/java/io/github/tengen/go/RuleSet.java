package io.github.tengen.go;

import java.util.Objects;
import java.util.Optional;

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
 * @param tax which groups pay for their eyes ({@link Tax}): none, the eyes of groups in seki, or every group
 * @param handicapBonus what White receives for Black's handicap stones under area scoring
 * @param komi points given to White, a multiple of 0.5
 * @param whitePassesLast AGA's end of game: it ends only after White passes (Black's pass then needs a third), and
 *     each pass hands the opponent a prisoner (a pass stone, see {@link Score#passStones(Color)})
 * @param noResultOnRepetition under {@link KoRule#SIMPLE}: a move that recreates an earlier position of the game
 *     (the same stones and the same player to move: a triple ko, eternal life, a sending-two-returning-one cycle)
 *     ends the game without result ({@link GameResult.NoWinner#VOID}, see {@link Position#endedWithoutResult()}),
 *     as Japanese and Korean rules have it. Positions then keep a history of the line, as under superko. Under a
 *     superko rule the move is forbidden instead, and this switch has no effect.
 * @param button the button of KataGo's {@code button1} and the AGA's proposal: the first player to pass receives half
 *     a point, so that with an integer komi a game between equals ends with a winner as often under area scoring as
 *     under territory scoring (see {@link Score#button()}).
 * @param friendlyPass KataGo's {@code friendlyPassOk}: a pass before the dead stones are taken off forfeits nothing,
 *     so a game under area scoring ends with the players agreeing on the dead stones rather than counting the board
 *     as it stands (a venue's end of game, {@code Venue.ofKataGo}; the count of a position is the same either way)
 * @since 0.1.0
 */
public record RuleSet(
    KoRule koRule,
    SuicideRule suicideRule,
    ScoringRule scoringRule,
    Tax tax,
    HandicapBonus handicapBonus,
    double komi,
    boolean whitePassesLast,
    boolean noResultOnRepetition,
    boolean button,
    boolean friendlyPass) {

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

  /**
   * Which groups pay for their eyes, KataGo's {@code tax}: the eyes of groups in seki are not points under Japanese
   * rules, and under the ancient rules (stone scoring) every group pays two points for the two eyes it needs.
   */
  public enum Tax {
    /** No group pays: every surrounded point counts, the eyes of groups in seki too (Chinese, AGA rules). */
    NONE,
    /** The eyes of groups in seki are not points (Japanese and Korean rules). */
    SEKI,
    /**
     * The eyes of groups in seki are not points, and each group that lives on its own pays two points for the two
     * eyes it needs ({@link Score#groupTax(Color)} says which groups pay).
     */
    ALL
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
      KoRule.SIMPLE, SuicideRule.FORBIDDEN, ScoringRule.TERRITORY, Tax.SEKI, HandicapBonus.NONE, 6.5, false, true,
      false, false);
  /** Korean rules: as Japanese, komi 6.5. */
  public static final RuleSet KOREAN = JAPANESE;
  /** Chinese rules: area scoring, positional superko, suicide forbidden, komi 7.5, one point per handicap stone. */
  public static final RuleSet CHINESE = new RuleSet(
      KoRule.POSITIONAL_SUPERKO, SuicideRule.FORBIDDEN, ScoringRule.AREA, Tax.NONE, HandicapBonus.N, 7.5, false,
      false, false, true);
  /** AGA rules: area scoring, situational superko, komi 7.5, N-1 handicap points, White passes last. */
  public static final RuleSet AGA = new RuleSet(
      KoRule.SITUATIONAL_SUPERKO, SuicideRule.FORBIDDEN, ScoringRule.AREA, Tax.NONE, HandicapBonus.N_MINUS_1, 7.5,
      true, false, false, true);
  /** New Zealand rules: area scoring, situational superko, multi-stone suicide allowed, komi 7. */
  public static final RuleSet NEW_ZEALAND = new RuleSet(
      KoRule.SITUATIONAL_SUPERKO, SuicideRule.MULTI_STONE_ONLY, ScoringRule.AREA, Tax.NONE, HandicapBonus.N, 7.0,
      false, false, false, true);
  /**
   * Tromp-Taylor rules: area scoring, positional superko, suicide allowed, komi 7.5. A single-stone suicide leaves
   * the board as it was, so positional superko forbids it.
   */
  public static final RuleSet TROMP_TAYLOR = new RuleSet(
      KoRule.POSITIONAL_SUPERKO, SuicideRule.ALLOWED, ScoringRule.AREA, Tax.NONE, HandicapBonus.NONE, 7.5, false,
      false, false, false);

  /**
   * Validates the switches.
   *
   * @param koRule which repetitions are forbidden
   * @param suicideRule whether a move may leave its own chain without liberties
   * @param scoringRule area or territory
   * @param tax which groups pay for their eyes
   * @param handicapBonus what White receives for Black's handicap stones
   * @param komi points given to White, a multiple of 0.5 ({@link #isKomi})
   * @param whitePassesLast whether the game ends only after White passes
   * @param noResultOnRepetition whether, under simple ko, a repeated position ends the game without result
   * @param button whether the first player to pass receives half a point
   * @param friendlyPass whether a pass before the dead stones are taken off forfeits nothing
   * @throws NullPointerException if a switch is null
   * @throws IllegalArgumentException if komi is not one {@link #isKomi} takes
   */
  public RuleSet {
    Objects.requireNonNull(koRule, "koRule");
    Objects.requireNonNull(suicideRule, "suicideRule");
    Objects.requireNonNull(scoringRule, "scoringRule");
    Objects.requireNonNull(tax, "tax");
    Objects.requireNonNull(handicapBonus, "handicapBonus");
    if (!isKomi(komi)) {
      throw new IllegalArgumentException("komi must be a multiple of 0.5 between -" + MAX_KOMI + " and " + MAX_KOMI
          + ", got " + komi);
    }
    if (komi == 0.0) {
      komi = 0.0; // no negative zero
    }
  }

  /**
   * Returns whether a number is a komi rules can hold: a multiple of 0.5 (as every Go server keeps it) of at most
   * 10,000 points either way. The one komi check of the library: SGF's {@code KM} and GTP's {@code komi} ask it too.
   *
   * @param komi the points
   * @return whether {@link #withKomi} takes it
   */
  public static boolean isKomi(double komi) {
    return HalfPoints.holds(komi) && Math.abs(komi) <= MAX_KOMI;
  }

  /** The largest komi either way: far beyond any board's points, and small enough for any count to stay exact. */
  private static final int MAX_KOMI = 10_000;

  /**
   * Returns whether the eyes of groups in seki count as points: without a {@link Tax}.
   *
   * @return {@code tax() == Tax.NONE}
   */
  public boolean sekiEyesCounted() {
    return tax == Tax.NONE;
  }

  /**
   * Returns whether every group that lives on its own pays two points, the group tax of stone scoring.
   *
   * @return {@code tax() == Tax.ALL}
   */
  public boolean groupTax() {
    return tax == Tax.ALL;
  }

  /**
   * Returns these rules with another ko rule.
   *
   * @param rule the ko rule
   * @return the changed rules
   */
  public RuleSet withKoRule(KoRule rule) {
    return with(s -> s.koRule = rule);
  }

  /**
   * Returns these rules with another suicide rule.
   *
   * @param rule the suicide rule
   * @return the changed rules
   */
  public RuleSet withSuicideRule(SuicideRule rule) {
    return with(s -> s.suicideRule = rule);
  }

  /**
   * Returns these rules with another scoring rule.
   *
   * @param rule the scoring rule
   * @return the changed rules
   */
  public RuleSet withScoringRule(ScoringRule rule) {
    return with(s -> s.scoringRule = rule);
  }

  /**
   * Returns these rules with another tax.
   *
   * <pre>{@code
   * RuleSet stoneScoring = RuleSet.CHINESE.withTax(RuleSet.Tax.ALL);   // KataGo's taxALL
   * }</pre>
   *
   * @param tax which groups pay for their eyes
   * @return the changed rules
   */
  public RuleSet withTax(Tax tax) {
    return with(s -> s.tax = tax);
  }

  /**
   * Returns these rules with another handicap bonus.
   *
   * @param bonus the bonus
   * @return the changed rules
   */
  public RuleSet withHandicapBonus(HandicapBonus bonus) {
    return with(s -> s.handicapBonus = bonus);
  }

  /**
   * Returns these rules with another komi.
   *
   * @param komi points given to White, a multiple of 0.5 (may be negative)
   * @return the changed rules
   * @throws IllegalArgumentException if komi is not one {@link #isKomi} takes
   */
  public RuleSet withKomi(double komi) {
    return with(s -> s.komi = komi);
  }

  /**
   * Returns these rules with or without the rule that White must pass last.
   *
   * @param required whether the game ends only after a pass by White
   * @return the changed rules
   */
  public RuleSet withWhitePassesLast(boolean required) {
    return with(s -> s.whitePassesLast = required);
  }

  /**
   * Returns these rules with or without the end of the game without result on a repeated position.
   *
   * @param noResult whether, under simple ko, a move that recreates an earlier position ends the game without result
   * @return the changed rules
   */
  public RuleSet withNoResultOnRepetition(boolean noResult) {
    return with(s -> s.noResultOnRepetition = noResult);
  }

  /**
   * Returns these rules with or without the button: half a point for the first player to pass.
   *
   * @param button whether the first player to pass receives half a point
   * @return the changed rules
   */
  public RuleSet withButton(boolean button) {
    return with(s -> s.button = button);
  }

  /**
   * Returns these rules with or without KataGo's friendly pass.
   *
   * @param friendly whether a pass before the dead stones are taken off forfeits nothing
   * @return the changed rules
   */
  public RuleSet withFriendlyPass(boolean friendly) {
    return with(s -> s.friendlyPass = friendly);
  }

  /** These rules with some switches changed: a new switch is a field here and its wither. */
  private RuleSet with(java.util.function.Consumer<Switches> change) {
    Switches s = new Switches(this);
    change.accept(s);
    return new RuleSet(s.koRule, s.suicideRule, s.scoringRule, s.tax, s.handicapBonus, s.komi, s.whitePassesLast,
        s.noResultOnRepetition, s.button, s.friendlyPass);
  }

  /** The switches of a rule set being changed. */
  private static final class Switches {
    KoRule koRule;
    SuicideRule suicideRule;
    ScoringRule scoringRule;
    Tax tax;
    HandicapBonus handicapBonus;
    double komi;
    boolean whitePassesLast;
    boolean noResultOnRepetition;
    boolean button;
    boolean friendlyPass;

    Switches(RuleSet r) {
      koRule = r.koRule;
      suicideRule = r.suicideRule;
      scoringRule = r.scoringRule;
      tax = r.tax;
      handicapBonus = r.handicapBonus;
      komi = r.komi;
      whitePassesLast = r.whitePassesLast;
      noResultOnRepetition = r.noResultOnRepetition;
      button = r.button;
      friendlyPass = r.friendlyPass;
    }
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
    return RuleText.fromSgf(name);
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
    return RuleText.toSgf(this);
  }

  /**
   * Returns every switch and the komi as one rule string in KataGo's form, which {@link #fromSgf(String)} and
   * {@link #fromKataGo(String)} read back to equal rules: {@code ko} SIMPLE, POSITIONAL or SITUATIONAL;
   * {@code score} AREA or TERRITORY; {@code tax} NONE (seki eyes counted), SEKI (not counted) or ALL (the group tax);
   * {@code sui} 0 (suicide forbidden), 1 (of two or more stones) or 2 (any, Tengen's addition, which KataGo does not
   * read: it has no single-stone suicide); {@code whb} 0, N or N-1 (handicap bonus); {@code button1} (the button) and
   * {@code fpok1} (the friendly pass), written only when on; Tengen's {@code wpl} (White passes last, on by default
   * under area scoring with N-1 handicap points, as the AGA has it) and {@code nr} (a repetition ends the game
   * without result, on by default under simple ko with territory scoring, as the Japanese rules have it), written only
   * where they differ from their default, so that the rules of KataGo's presets write strings KataGo reads;
   * {@code komi}.
   *
   * <pre>{@code
   * RuleSet.JAPANESE.toRuleString();   // "koSIMPLEscoreTERRITORYtaxSEKIsui0whb0komi6.5"
   * RuleSet.CHINESE.toRuleString();    // "koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1komi7.5"
   * }</pre>
   *
   * @return the rule string
   */
  public String toRuleString() {
    return RuleText.ruleString(this, true);
  }

  /**
   * Reads rules as KataGo's {@code kata-set-rules} takes them: a shorthand name meaning what it means in KataGo
   * ({@code japanese}, {@code korean}, {@code chinese} (simple ko), {@code chinese-ogs} and {@code chinese-kgs}
   * (positional superko), {@code aga}, {@code bga}, {@code french}, {@code new-zealand} (no handicap bonus),
   * {@code tromp-taylor}, {@code stone-scoring} or {@code ancient-area} and {@code ancient-territory} (the group
   * tax), {@code aga-button} (komi 7 and the button), {@code goe} and {@code ing} (Tromp-Taylor's switches with komi
   * 7.5 and the friendly pass, as KataGo has them); any case, with dashes, underscores, spaces or none, as KataGo reads them), or a rule
   * string of tokens as {@link #toRuleString()} writes them, in the forms KataGo's grammar reads: tokens in any
   * order, {@code scoring} for {@code score}, white space between names and values, the last of a token given twice
   * counting, and each optional with KataGo's default, Tromp-Taylor's ({@code ko} POSITIONAL, {@code score} AREA,
   * {@code sui} 1, {@code whb} 0; without {@code tax}, seki eyes counted under area scoring and not under territory
   * scoring). {@code fpok} is the friendly pass; Tengen's {@code wpl} and {@code nr} have the defaults of {@link #toRuleString()}. KataGo's Spight ko is refused by name.
   *
   * @param text the name or rule string
   * @return the rules; with the preset's komi for a name (KataGo's {@code kata-set-rules} leaves komi as it was,
   *     so a GTP engine keeps its own), with the string's {@code komi} or the scoring rule's usual one for a string
   * @throws IllegalArgumentException if the text is neither, or names rules Tengen does not implement
   */
  public static RuleSet fromKataGo(String text) {
    return RuleText.fromKataGo(text);
  }

  /**
   * Returns the rules as KataGo's {@code kata-set-rules} takes them, komi aside: the first shorthand name of
   * {@link #fromKataGo(String)} with exactly these switches, else a rule string of KataGo's tokens (ko, score, tax,
   * sui, whb, and button and fpok when on). KataGo has no switch for {@link #whitePassesLast()} and {@link #noResultOnRepetition()}, which the
   * rule string leaves out, and allows suicide of two or more stones only ({@code sui1}), which is what
   * {@link SuicideRule#ALLOWED} means under positional superko too.
   *
   * @return for example {@code "chinese-ogs"} for {@link #CHINESE}, {@code "japanese"} for {@link #JAPANESE}
   */
  public String toKataGo() {
    return RuleText.toKataGo(this);
  }

  /**
   * Returns the rules as a rule string of KataGo's tokens alone (ko, score, tax, sui, whb, and button and fpok when on), never
   * a shorthand name, komi aside: what {@link #toKataGo()} writes when no name fits.
   *
   * @return for example {@code "koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1"} for {@link #CHINESE}
   */
  public String toKataGoRuleString() {
    return RuleText.toKataGoRuleString(this);
  }

  /**
   * Reads a KGS rules name, as {@code kgs-rules} sends it: {@code japanese}, {@code chinese} (KGS's Chinese rules
   * have positional superko), {@code aga} or {@code new_zealand}, in any case.
   *
   * @param name the name
   * @return the rules, with their preset's komi
   * @throws IllegalArgumentException for another name
   */
  public static RuleSet fromKgs(String name) {
    return RuleText.fromKgs(name);
  }

  /**
   * Returns the KGS name of rules with these switches, komi aside, if KGS has one.
   *
   * <pre>{@code
   * RuleSet.AGA.toKgs();   // Optional["aga"]
   * }</pre>
   *
   * @return {@code japanese}, {@code chinese}, {@code aga} or {@code new_zealand}; empty for other rules
   */
  public Optional<String> toKgs() {
    return RuleText.toKgs(this);
  }

  /**
   * Returns the rules with one switch set as KataGo's {@code kata-set-rule} names it: {@code ko} (SIMPLE, POSITIONAL,
   * SITUATIONAL), {@code scoring} (AREA, TERRITORY), {@code tax} (NONE, SEKI, ALL), {@code suicide} or
   * {@code multiStoneSuicideLegal} (true, false), {@code hasButton} (true, false), {@code friendlyPassOk} (true,
   * false) and {@code whiteHandicapBonus} (0, N, N-1); values in any case.
   *
   * <pre>{@code
   * RuleSet r = RuleSet.JAPANESE.withKataGoRule("ko", "POSITIONAL");
   * }</pre>
   *
   * @param key the switch
   * @param value its value
   * @return the rules with that switch
   * @throws IllegalArgumentException for an unknown switch or value
   */
  public RuleSet withKataGoRule(String key, String value) {
    return RuleText.withKataGoRule(this, key, value);
  }

  /**
   * Returns the rules as KataGo's {@code kata-get-rules} answers them, in its JSON (komi aside).
   *
   * @return for example {@code {"friendlyPassOk":false,"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY",
   *     "suicide":false,"tax":"SEKI","whiteHandicapBonus":"0"}}
   */
  public String toKataGoJson() {
    return RuleText.toKataGoJson(this);
  }
}
