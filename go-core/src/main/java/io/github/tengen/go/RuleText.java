package io.github.tengen.go;

import io.github.tengen.go.RuleSet.HandicapBonus;
import io.github.tengen.go.RuleSet.KoRule;
import io.github.tengen.go.RuleSet.ScoringRule;
import io.github.tengen.go.RuleSet.SuicideRule;
import io.github.tengen.go.RuleSet.Tax;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The one codec of rules: every text form {@link RuleSet} reads and writes, each name written here once. SGF's
 * {@code RU} names, KataGo's rule strings, shorthand names, {@code kata-set-rule} keys and JSON, and KGS's
 * {@code kgs-rules} names. A new switch is a token here: its name, its default, its reading and its writing.
 */
final class RuleText {
  /** A token of a rule string: its name and its value, as KataGo reads them in any order. */
  private static final Pattern TOKEN = Pattern.compile(
      "(komi|ko|scoring|score|tax|sui|whb|button|fpok|wpl|nr)(N-1|[A-Z]+|-?[0-9]+(?:\\.[0-9]+)?)");
  /** The start of a rule string: a token's name and the start of its value. */
  private static final Pattern RULE_STRING = Pattern.compile(
      "(komi|ko|scoring|score|tax|sui|whb|button|fpok|wpl|nr)\\s*[A-Z0-9-].*", Pattern.DOTALL);
  /** The names of {@code kata-set-rules}, in the order {@link #toKataGo} tries them. */
  private static final String[] KATAGO_NAMES = {
    "japanese", "korean", "chinese", "chinese-ogs", "chinese-kgs", "aga", "bga", "french", "new-zealand",
    "tromp-taylor", "stone-scoring", "ancient-area", "ancient-territory", "aga-button", "goe", "ing"};
  /** KGS's names of {@code kgs-rules}, with the rules they mean. */
  private static final String[] KGS_NAMES = {"japanese", "chinese", "aga", "new_zealand"};

  private RuleText() {}

  static RuleSet fromSgf(String name) {
    Objects.requireNonNull(name, "name");
    String t = name.trim();
    if (RULE_STRING.matcher(t).matches()) {
      return parseRuleString(t);
    }
    // spaces, underscores, slashes and dashes are all one separator, and leading or trailing ones do not count:
    // "Tromp/Taylor", "tromp_taylor" and CGOS's "TT--" are the same name
    String key = t.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    RuleSet r = switch (key) {
      case "japanese", "jp", "ja", "jpn", "japan" -> RuleSet.JAPANESE;
      case "korean", "ko", "kr", "kor", "korea" -> RuleSet.KOREAN;
      case "chinese", "cn", "zh", "chn", "china" -> RuleSet.CHINESE;
      case "aga", "american", "bga" -> RuleSet.AGA;
      case "nz", "new-zealand", "newzealand" -> RuleSet.NEW_ZEALAND;
      case "tt", "tromp-taylor", "tromptaylor" -> RuleSet.TROMP_TAYLOR;
      default -> kataGoPreset(key); // KataGo writes Chinese-OGS, StoneScoring, NewZealand
    };
    if (r == null) {
      throw new IllegalArgumentException("unknown rules: " + Quoted.of(name));
    }
    return r;
  }

  static String toSgf(RuleSet rules) {
    for (RuleSet preset : new RuleSet[] {RuleSet.JAPANESE, RuleSet.CHINESE, RuleSet.AGA, RuleSet.NEW_ZEALAND,
        RuleSet.TROMP_TAYLOR}) {
      if (sameSwitches(rules, preset)) {
        return sgfName(preset);
      }
    }
    return ruleString(rules, false);
  }

  private static String sgfName(RuleSet preset) {
    if (preset == RuleSet.JAPANESE) {
      return "Japanese";
    }
    if (preset == RuleSet.CHINESE) {
      return "Chinese";
    }
    if (preset == RuleSet.AGA) {
      return "AGA";
    }
    return preset == RuleSet.NEW_ZEALAND ? "NZ" : "Tromp-Taylor";
  }

  /**
   * The rule string of every switch. Tengen's own tokens ({@code wpl}, {@code nr}) are written only where they differ
   * from their default ({@link #whitePassesLastByDefault}, {@link #noResultByDefault}), so the rules of KataGo's
   * presets and their variants write strings KataGo reads.
   */
  static String ruleString(RuleSet r, boolean withKomi) {
    StringBuilder sb = new StringBuilder(kataGoTokens(r, r.suicideRule().ordinal()));
    if (r.whitePassesLast() != whitePassesLastByDefault(r.scoringRule(), r.handicapBonus())) {
      sb.append("wpl").append(r.whitePassesLast() ? 1 : 0);
    }
    if (r.noResultOnRepetition() != noResultByDefault(r.koRule(), r.scoringRule())) {
      sb.append("nr").append(r.noResultOnRepetition() ? 1 : 0);
    }
    if (withKomi) {
      sb.append("komi").append(HalfPoints.format(r.komi()));
    }
    return sb.toString();
  }

  /** KataGo's tokens: ko, score, tax, sui, whb, and button and fpok when on. */
  private static String kataGoTokens(RuleSet r, int sui) {
    return "ko" + name(r.koRule()) + "score" + r.scoringRule().name() + "tax" + r.tax().name() + "sui" + sui
        + "whb" + name(r.handicapBonus()) + (r.button() ? "button1" : "") + (r.friendlyPass() ? "fpok1" : "");
  }

  static String toKataGoRuleString(RuleSet r) {
    return kataGoTokens(r, r.suicideRule() == SuicideRule.FORBIDDEN ? 0 : 1);
  }

  static String toKataGo(RuleSet r) {
    for (String name : KATAGO_NAMES) {
      if (sameSwitches(r, kataGoPreset(name))) {
        return name;
      }
    }
    return toKataGoRuleString(r);
  }

  /** The AGA's rule that White passes last is the default of area scoring with N-1 handicap points (KataGo's aga). */
  private static boolean whitePassesLastByDefault(ScoringRule scoring, HandicapBonus bonus) {
    return scoring == ScoringRule.AREA && bonus == HandicapBonus.N_MINUS_1;
  }

  /** The no-result rule is the default of simple ko with territory scoring (KataGo's japanese, ancient-territory). */
  private static boolean noResultByDefault(KoRule ko, ScoringRule scoring) {
    return ko == KoRule.SIMPLE && scoring == ScoringRule.TERRITORY;
  }

  static RuleSet fromKataGo(String text) {
    Objects.requireNonNull(text, "text");
    String t = text.trim();
    if (RULE_STRING.matcher(t).matches()) {
      return parseRuleString(t);
    }
    RuleSet preset = kataGoPreset(t.toLowerCase(Locale.ROOT).replace('_', '-').replace(' ', '-'));
    if (preset == null) {
      throw new IllegalArgumentException("unknown KataGo rules: " + Quoted.of(text));
    }
    return preset;
  }

  /** KataGo's shorthand names, with the switches they stand for in KataGo ({@code rules.cpp}), or null. */
  private static @Nullable RuleSet kataGoPreset(String name) {
    return switch (name) {
      case "japanese", "korean" -> RuleSet.JAPANESE;
      // KataGo's "chinese" is simple ko; the superko variants are the servers' names
      case "chinese" -> RuleSet.CHINESE.withKoRule(KoRule.SIMPLE);
      case "chinese-ogs", "chinese-kgs", "chineseogs", "chinesekgs" -> RuleSet.CHINESE;
      case "aga", "bga", "french" -> RuleSet.AGA;
      // KataGo's New Zealand rules give no handicap bonus
      case "new-zealand", "newzealand", "nz" -> RuleSet.NEW_ZEALAND.withHandicapBonus(HandicapBonus.NONE);
      case "tromp-taylor", "tromptaylor" -> RuleSet.TROMP_TAYLOR;
      // KataGo's Ing rules (and GOE's): Tromp-Taylor's switches with the friendly pass, positional superko rather
      // than Ing's own ko rules
      case "goe", "ing" -> RuleSet.TROMP_TAYLOR.withKomi(7.5).withFriendlyPass(true);
      // the ancient rules: area or territory with the group tax, simple ko, no handicap bonus
      case "stone-scoring", "stonescoring", "ancient-area", "ancientarea" -> RuleSet.CHINESE
          .withKoRule(KoRule.SIMPLE).withHandicapBonus(HandicapBonus.NONE).withTax(Tax.ALL);
      case "ancient-territory", "ancientterritory" -> RuleSet.JAPANESE.withTax(Tax.ALL);
      // AGA rules with the button and an integer komi
      case "aga-button", "agabutton" -> RuleSet.AGA.withButton(true).withKomi(7.0);
      default -> null;
    };
  }

  /** Reads a rule string token by token; see {@link RuleSet#fromKataGo(String)}. */
  private static RuleSet parseRuleString(String text) {
    String t = text.replaceAll("\\s+", ""); // KataGo trims white space between names and values
    Matcher m = TOKEN.matcher(t);
    Map<String, String> tokens = new LinkedHashMap<>();
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
    KoRule koRule = require(koRule(ko), "rule string " + Quoted.of(t) + ": ko rule " + Quoted.of(ko)
        + " is not implemented");
    String score = tokens.getOrDefault("score", "AREA");
    ScoringRule scoring = require(scoringRule(score), "rule string " + Quoted.of(t) + ": unknown scoring "
        + Quoted.of(score));
    Tax tax = require(tax(tokens.getOrDefault("tax", scoring == ScoringRule.AREA ? "NONE" : "SEKI")),
        "rule string " + Quoted.of(t) + ": tax is NONE, SEKI or ALL");
    SuicideRule suicide = switch (tokens.getOrDefault("sui", "1")) {
      case "0" -> SuicideRule.FORBIDDEN;
      case "1" -> SuicideRule.MULTI_STONE_ONLY;
      case "2" -> SuicideRule.ALLOWED;
      default -> throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": sui is 0, 1 or 2");
    };
    HandicapBonus bonus = require(handicapBonus(tokens.getOrDefault("whb", "0")),
        "rule string " + Quoted.of(t) + ": whb is 0, N or N-1");
    boolean button = flag(t, tokens, "button", false);
    boolean wpl = flag(t, tokens, "wpl", whitePassesLastByDefault(scoring, bonus));
    boolean nr = flag(t, tokens, "nr", noResultByDefault(koRule, scoring));
    boolean fpok = flag(t, tokens, "fpok", false);
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
    return new RuleSet(koRule, suicide, scoring, tax, bonus, komi, wpl, nr, button, fpok);
  }

  private static boolean flag(String t, Map<String, String> tokens, String key, boolean byDefault) {
    String v = tokens.getOrDefault(key, byDefault ? "1" : "0");
    if (!v.equals("0") && !v.equals("1")) {
      throw new IllegalArgumentException("rule string " + Quoted.of(t) + ": " + key + " is 0 or 1");
    }
    return v.equals("1");
  }

  static boolean sameSwitches(RuleSet a, @Nullable RuleSet b) {
    return b != null && a.withKomi(0).equals(b.withKomi(0));
  }

  static RuleSet fromKgs(String name) {
    return switch (name.toLowerCase(Locale.ROOT)) {
      case "japanese" -> RuleSet.JAPANESE;
      case "chinese" -> RuleSet.CHINESE;
      case "aga" -> RuleSet.AGA;
      case "new_zealand" -> RuleSet.NEW_ZEALAND;
      default -> throw new IllegalArgumentException("unknown KGS rules " + Quoted.of(name));
    };
  }

  static Optional<String> toKgs(RuleSet rules) {
    for (String name : KGS_NAMES) {
      if (sameSwitches(rules, fromKgs(name))) {
        return Optional.of(name);
      }
    }
    return Optional.empty();
  }

  static RuleSet withKataGoRule(RuleSet rules, String key, String value) {
    Objects.requireNonNull(rules, "rules");
    String v = value.toUpperCase(Locale.ROOT);
    return switch (key) {
      case "ko" -> rules.withKoRule(require(koRule(v), "unknown ko rule " + value));
      case "suicide", "multiStoneSuicideLegal" -> rules.withSuicideRule(
          bool(v, key) ? SuicideRule.MULTI_STONE_ONLY : SuicideRule.FORBIDDEN);
      case "scoring" -> rules.withScoringRule(require(scoringRule(v), "scoring is AREA or TERRITORY"));
      case "tax" -> rules.withTax(require(tax(v), "tax is NONE, SEKI or ALL"));
      case "hasButton", "button" -> rules.withButton(bool(v, key));
      case "friendlyPassOk" -> rules.withFriendlyPass(bool(v, key));
      case "whiteHandicapBonus" -> rules.withHandicapBonus(require(handicapBonus(v),
          "whiteHandicapBonus is 0, N or N-1"));
      default -> throw new IllegalArgumentException("unknown rule " + key);
    };
  }

  private static boolean bool(String upper, String key) {
    return switch (upper) {
      case "TRUE" -> true;
      case "FALSE" -> false;
      default -> throw new IllegalArgumentException(key + " is true or false");
    };
  }

  /** KataGo's {@code kata-get-rules} answer, its keys in the order KataGo's JSON library writes them. */
  static String toKataGoJson(RuleSet r) {
    return "{\"friendlyPassOk\":" + r.friendlyPass() + ",\"hasButton\":" + r.button() + ",\"ko\":\""
        + name(r.koRule()) + "\",\"scoring\":\"" + r.scoringRule().name() + "\",\"suicide\":"
        + (r.suicideRule() != SuicideRule.FORBIDDEN) + ",\"tax\":\"" + r.tax().name()
        + "\",\"whiteHandicapBonus\":\"" + name(r.handicapBonus()) + "\"}";
  }

  /** KataGo's name of a ko rule, as in {@code koPOSITIONAL}. */
  private static String name(KoRule rule) {
    return switch (rule) {
      case SIMPLE -> "SIMPLE";
      case POSITIONAL_SUPERKO -> "POSITIONAL";
      case SITUATIONAL_SUPERKO -> "SITUATIONAL";
    };
  }

  /** KataGo's name of a handicap bonus, as in {@code whbN-1}. */
  private static String name(HandicapBonus bonus) {
    return switch (bonus) {
      case NONE -> "0";
      case N -> "N";
      case N_MINUS_1 -> "N-1";
    };
  }

  private static @Nullable KoRule koRule(String name) {
    return switch (name) {
      case "SIMPLE" -> KoRule.SIMPLE;
      case "POSITIONAL" -> KoRule.POSITIONAL_SUPERKO;
      case "SITUATIONAL" -> KoRule.SITUATIONAL_SUPERKO;
      default -> null;
    };
  }

  private static @Nullable ScoringRule scoringRule(String name) {
    return switch (name) {
      case "AREA" -> ScoringRule.AREA;
      case "TERRITORY" -> ScoringRule.TERRITORY;
      default -> null;
    };
  }

  private static @Nullable Tax tax(String name) {
    return switch (name) {
      case "NONE" -> Tax.NONE;
      case "SEKI" -> Tax.SEKI;
      case "ALL" -> Tax.ALL;
      default -> null;
    };
  }

  private static @Nullable HandicapBonus handicapBonus(String name) {
    return switch (name) {
      case "0" -> HandicapBonus.NONE;
      case "N" -> HandicapBonus.N;
      case "N-1" -> HandicapBonus.N_MINUS_1;
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
