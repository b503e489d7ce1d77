package io.github.tengen.go.katago;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.RuleSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * KataGo's rules in every form KataGo takes them: a shorthand name or a rule string ({@link RuleSet#fromKataGo}), and
 * JSON, as {@code kata-set-rules} and the analysis engine's {@code rules} take it and {@code kata-get-rules} answers
 * it ({@link RuleSet#toKataGoJson()} writes it). A JSON object's keys are KataGo's: {@code ko}, {@code scoring} (or
 * {@code score}), {@code tax}, {@code whiteHandicapBonus} as strings, {@code suicide}, {@code hasButton} and
 * {@code friendlyPassOk} as booleans, {@code komi} as a number; each optional with the value KataGo gives it (its
 * {@code parseRulesHelper} in {@code rules.cpp}: Tromp-Taylor's switches, the tax of seki under territory scoring,
 * komi 6.5 under territory scoring, 7 with the button, else 7.5).
 *
 * <pre>{@code
 * RuleSet japanese = KataGoRules.read("{\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"suicide\":false,"
 *     + "\"tax\":\"SEKI\",\"whiteHandicapBonus\":\"0\",\"hasButton\":false}");
 * KataGoRules.read("chinese-ogs");   // names and rule strings too
 * }</pre>
 *
 * @since 0.1.0
 */
public final class KataGoRules {
  /** The values KataGo reads for the keys whose value is a name (its {@code parseKoRule} and kin: exact case). */
  private static final Map<String, Set<String>> NAMES = Map.of(
      "ko", Set.of("SIMPLE", "POSITIONAL", "SITUATIONAL", "SPIGHT"),
      "scoring", Set.of("AREA", "TERRITORY"),
      "score", Set.of("AREA", "TERRITORY"),
      "tax", Set.of("NONE", "SEKI", "ALL"),
      "whiteHandicapBonus", Set.of("0", "N", "N-1"));
  /** The rule-string token of each of KataGo's JSON keys. */
  private static final Map<String, String> TOKENS = Map.of("ko", "ko", "scoring", "score", "score", "score",
      "tax", "tax", "whiteHandicapBonus", "whb", "suicide", "sui", "hasButton", "button", "friendlyPassOk", "fpok");

  private KataGoRules() {}

  /**
   * Reads rules as {@code kata-set-rules} takes them: JSON when the text starts with a brace, else a shorthand
   * name or rule string ({@link RuleSet#fromKataGo}).
   *
   * @param text the rules
   * @return the rules
   * @throws IllegalArgumentException if the text is none of them, or names rules Tengen does not implement (Spight
   *     ko)
   */
  public static RuleSet read(String text) {
    String t = Objects.requireNonNull(text, "text").trim();
    return t.startsWith("{") ? fromJson(t) : RuleSet.fromKataGo(t);
  }

  /**
   * Reads rules from KataGo's JSON.
   *
   * @param json a JSON object
   * @return the rules, with the komi it gives or KataGo's default
   * @throws IllegalArgumentException if the text is not a JSON object, a key is not one of KataGo's, a value has the
   *     wrong type or is not one KataGo reads, or the rules are Spight ko's
   */
  public static RuleSet fromJson(String json) {
    JsonNode node = Json.read(json);
    return fromJson(node);
  }

  /**
   * Reads rules from KataGo's JSON, as a tree (the {@code rules} of an analysis query).
   *
   * @param json a JSON object
   * @return the rules
   * @throws IllegalArgumentException as {@link #fromJson(String)}
   */
  public static RuleSet fromJson(JsonNode json) {
    if (json == null || !json.isObject()) {
      throw new IllegalArgumentException("KataGo's rules are a JSON object, not " + json);
    }
    StringBuilder rules = new StringBuilder();
    for (Iterator<Map.Entry<String, JsonNode>> it = json.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> field = it.next();
      rules.append(token(field.getKey(), field.getValue()));
    }
    return RuleSet.fromKataGo(rules.length() == 0 ? "koPOSITIONAL" : rules.toString());
  }

  /** A key and its value as the rule-string token that says the same. */
  private static String token(String key, JsonNode value) {
    if (key.equals("komi")) {
      if (!value.isNumber() || !RuleSet.isKomi(value.doubleValue())) {
        throw new IllegalArgumentException("komi is a multiple of 0.5 of at most 10000, not " + value);
      }
      return "komi" + HalfPoints.format(value.doubleValue());
    }
    String token = TOKENS.get(key);
    if (token == null) {
      throw new IllegalArgumentException("unknown rules option: " + key);
    }
    Set<String> names = NAMES.get(key);
    if (names != null) {
      if (!value.isTextual() || !names.contains(value.textValue())) {
        throw new IllegalArgumentException(key + " is one of " + names + ", not " + value);
      }
      return token + value.textValue();
    }
    if (!value.isBoolean()) {
      throw new IllegalArgumentException(key + " is true or false, not " + value);
    }
    return token + (value.booleanValue() ? 1 : 0);
  }
}
