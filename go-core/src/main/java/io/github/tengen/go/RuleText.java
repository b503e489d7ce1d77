package io.github.tengen.go;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The names of rules in the vocabularies Go programs speak besides SGF's {@code RU} ({@link RuleSet#fromSgf},
 * {@link RuleSet#toSgf}), each written here once: KataGo's rule tokens, which its rule strings
 * ({@link RuleSet#fromKataGo}, {@link RuleSet#toRuleString}), its GTP commands {@code kata-set-rule} and
 * {@code kata-get-rules} and its JSON use, and the names of KGS's {@code kgs-rules}. go-gtp's engine, client and match
 * runner speak through it.
 *
 * <pre>{@code
 * RuleSet r = RuleText.withKataGoRule(RuleSet.JAPANESE, "ko", "POSITIONAL");
 * RuleText.toKataGoJson(RuleSet.CHINESE);   // {"hasButton":false,"ko":"POSITIONAL","scoring":"AREA",...}
 * RuleText.toKgs(RuleSet.AGA);              // Optional["aga"]
 * }</pre>
 *
 * @since 0.1.0
 */
public final class RuleText {
  private RuleText() {}

  /**
   * Reads a KGS rules name, as {@code kgs-rules} sends it: {@code japanese}, {@code chinese} (KGS's Chinese rules
   * have positional superko), {@code aga} or {@code new_zealand}, in any case.
   *
   * @param name the name
   * @return the rules, with their preset's komi
   * @throws IllegalArgumentException for another name
   */
  public static RuleSet fromKgs(String name) {
    return switch (name.toLowerCase(Locale.ROOT)) {
      case "japanese" -> RuleSet.JAPANESE;
      case "chinese" -> RuleSet.CHINESE;
      case "aga" -> RuleSet.AGA;
      case "new_zealand" -> RuleSet.NEW_ZEALAND;
      default -> throw new IllegalArgumentException("unknown KGS rules " + Quoted.of(name));
    };
  }

  /**
   * Returns the KGS name of rules with these switches, komi aside, if KGS has one.
   *
   * @param rules the rules
   * @return {@code japanese}, {@code chinese}, {@code aga} or {@code new_zealand}; empty for other rules
   */
  public static Optional<String> toKgs(RuleSet rules) {
    RuleSet r = rules.withKomi(0);
    for (String name : new String[] {"japanese", "chinese", "aga", "new_zealand"}) {
      if (fromKgs(name).withKomi(0).equals(r)) {
        return Optional.of(name);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the rules with one switch set as KataGo's {@code kata-set-rule} names it: {@code ko} (SIMPLE, POSITIONAL,
   * SITUATIONAL), {@code scoring} (AREA, TERRITORY), {@code tax} (NONE, SEKI, ALL), {@code suicide} or
   * {@code multiStoneSuicideLegal} (true, false), {@code hasButton} (true, false) and {@code whiteHandicapBonus}
   * (0, N, N-1); values in any case.
   *
   * @param rules the rules
   * @param key the switch
   * @param value its value
   * @return the rules with that switch
   * @throws IllegalArgumentException for an unknown switch or value
   */
  public static RuleSet withKataGoRule(RuleSet rules, String key, String value) {
    Objects.requireNonNull(rules, "rules");
    String v = value.toUpperCase(Locale.ROOT);
    return switch (key) {
      case "ko" -> rules.withKoRule(require(koRule(v), "unknown ko rule " + value));
      case "suicide", "multiStoneSuicideLegal" -> switch (v) {
        case "TRUE" -> rules.withSuicideRule(RuleSet.SuicideRule.MULTI_STONE_ONLY);
        case "FALSE" -> rules.withSuicideRule(RuleSet.SuicideRule.FORBIDDEN);
        default -> throw new IllegalArgumentException("suicide is true or false");
      };
      case "scoring" -> rules.withScoringRule(require(scoringRule(v), "scoring is AREA or TERRITORY"));
      case "tax" -> v.equals("ALL") ? rules.withGroupTax(true)
          : rules.withGroupTax(false).withSekiEyesCounted(require(sekiEyesCounted(v), "tax is NONE, SEKI or ALL"));
      case "hasButton", "button" -> switch (v) {
        case "TRUE" -> rules.withButton(true);
        case "FALSE" -> rules.withButton(false);
        default -> throw new IllegalArgumentException("hasButton is true or false");
      };
      case "whiteHandicapBonus" -> rules.withHandicapBonus(require(handicapBonus(v),
          "whiteHandicapBonus is 0, N or N-1"));
      default -> throw new IllegalArgumentException("unknown rule " + key);
    };
  }

  /**
   * Returns the rules as KataGo's {@code kata-get-rules} answers them, in its JSON (komi aside).
   *
   * @param rules the rules
   * @return for example {@code {"hasButton":false,"ko":"SIMPLE","scoring":"TERRITORY","suicide":false,"tax":"SEKI",
   *     "whiteHandicapBonus":"0"}}
   */
  public static String toKataGoJson(RuleSet rules) {
    return "{\"hasButton\":" + rules.button() + ",\"ko\":\"" + name(rules.koRule()) + "\",\"scoring\":\""
        + rules.scoringRule().name() + "\",\"suicide\":" + (rules.suicideRule() != RuleSet.SuicideRule.FORBIDDEN)
        + ",\"tax\":\"" + tax(rules) + "\",\"whiteHandicapBonus\":\""
        + name(rules.handicapBonus()) + "\"}";
  }

  /** KataGo's name of a ko rule, as in {@code koPOSITIONAL}. */
  static String name(RuleSet.KoRule rule) {
    return switch (rule) {
      case SIMPLE -> "SIMPLE";
      case POSITIONAL_SUPERKO -> "POSITIONAL";
      case SITUATIONAL_SUPERKO -> "SITUATIONAL";
    };
  }

  /** KataGo's name of a handicap bonus, as in {@code whbN-1}. */
  static String name(RuleSet.HandicapBonus bonus) {
    return switch (bonus) {
      case NONE -> "0";
      case N -> "N";
      case N_MINUS_1 -> "N-1";
    };
  }

  /** KataGo's {@code tax} of rules: ALL under the group tax, else NONE when seki eyes count and SEKI when not. */
  static String tax(RuleSet rules) {
    return rules.groupTax() ? "ALL" : rules.sekiEyesCounted() ? "NONE" : "SEKI";
  }

  /** The ko rule of KataGo's name, or null. */
  static RuleSet.@Nullable KoRule koRule(String name) {
    return switch (name) {
      case "SIMPLE" -> RuleSet.KoRule.SIMPLE;
      case "POSITIONAL" -> RuleSet.KoRule.POSITIONAL_SUPERKO;
      case "SITUATIONAL" -> RuleSet.KoRule.SITUATIONAL_SUPERKO;
      default -> null;
    };
  }

  /** The scoring rule of KataGo's name (AREA, TERRITORY), or null. */
  static RuleSet.@Nullable ScoringRule scoringRule(String name) {
    return switch (name) {
      case "AREA" -> RuleSet.ScoringRule.AREA;
      case "TERRITORY" -> RuleSet.ScoringRule.TERRITORY;
      default -> null;
    };
  }

  /** Whether seki eyes count under KataGo's {@code tax} (NONE; not under SEKI and ALL), or null for another tax. */
  static @Nullable Boolean sekiEyesCounted(String tax) {
    return switch (tax) {
      case "NONE" -> Boolean.TRUE;
      case "SEKI", "ALL" -> Boolean.FALSE;
      default -> null;
    };
  }

  /** The handicap bonus of KataGo's name (0, N, N-1), or null. */
  static RuleSet.@Nullable HandicapBonus handicapBonus(String name) {
    return switch (name) {
      case "0" -> RuleSet.HandicapBonus.NONE;
      case "N" -> RuleSet.HandicapBonus.N;
      case "N-1" -> RuleSet.HandicapBonus.N_MINUS_1;
      default -> null;
    };
  }

  private static <T> T require(@Nullable T value, String message) {
    if (value == null) {
      throw new IllegalArgumentException(message);
    }
    return value;
  }
}
