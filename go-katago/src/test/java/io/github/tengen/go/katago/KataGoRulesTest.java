package io.github.tengen.go.katago;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.RuleSet;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** KataGo's rules as JSON, against KataGo's own documentation of its presets and its parser's rules. */
class KataGoRulesTest {

  /**
   * The JSON KataGo's documentation gives for each {@code kata-set-rules} name, and its {@code kata-get-rules}
   * example (corpus {@code rules-data/katago/gtp-extensions-presets.tsv}, from {@code docs/GTP_Extensions.md}): all
   * 12 read, each as the rules its name means but for the friendly pass of {@code japanese} and {@code korean}, which
   * the document gives and KataGo's code does not (the JSON says what it says: it is read as written).
   */
  @Test
  void everyJsonOfKataGosDocumentationReadsAsItsName() throws IOException {
    int read = 0;
    for (String line : Files.readAllLines(Shared.requireCorpus("rules-data/katago/gtp-extensions-presets.tsv"))) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      String[] f = line.split("\t");
      RuleSet json = KataGoRules.read(f[1]);
      read++;
      if (f[0].equals("kata-get-rules-example")) {
        assertEquals(RuleSet.fromKataGo("koPOSITIONALscoreAREAtaxNONEsui1whbN-1fpok1"), json);
        continue;
      }
      // KataGo's switches: Tengen's Tromp-Taylor allows single-stone suicide too, which its positional superko forbids
      RuleSet named = RuleSet.fromKataGo(f[0]);
      boolean docSaysFriendly = f[0].equals("japanese") || f[0].equals("korean");
      assertEquals((docSaysFriendly ? named.withFriendlyPass(true) : named).toKataGoJson(), json.toKataGoJson(), f[0]);
      assertEquals(json, KataGoRules.fromJson(json.toKataGoJson()).withKomi(json.komi()), "kata-get-rules and back");
    }
    assertEquals(12, read);
  }

  /** KataGo's defaults for what the JSON leaves out ({@code parseRulesHelper}): Tromp-Taylor's, and komi by scoring. */
  @Test
  void whatTheJsonLeavesOutHasKataGosDefaults() {
    RuleSet none = KataGoRules.read("{}");
    assertEquals(RuleSet.fromKataGo("koPOSITIONALscoreAREAtaxNONEsui1whb0"), none);
    assertEquals(7.5, none.komi());
    RuleSet territory = KataGoRules.read("{\"scoring\":\"TERRITORY\"}");
    assertEquals(RuleSet.Tax.SEKI, territory.tax(), "the tax of seki under territory scoring");
    assertEquals(6.5, territory.komi());
    assertEquals(7.0, KataGoRules.read("{\"hasButton\":true}").komi());
    assertEquals(-3.5, KataGoRules.read("{\"komi\":-3.5,\"score\":\"AREA\"}").komi());
    assertEquals(RuleSet.CHINESE, KataGoRules.read("chinese-ogs"), "names too");
    assertEquals(RuleSet.JAPANESE, KataGoRules.read(" koSIMPLEscoreTERRITORYtaxSEKIsui0 "), "and rule strings");
  }

  /** What KataGo refuses is refused, with its reason; no value is pasted into the rule string unchecked. */
  @Test
  void whatKataGoRefusesIsRefusedWithItsReason() {
    List<String> refused = new ArrayList<>();
    for (String bad : List.of("{", "[1]", "{\"ko\":\"simple\"}", "{\"ko\":\"SIMPLEscoreTERRITORY\"}",
        "{\"ko\":1}", "{\"suicide\":\"true\"}", "{\"hasButton\":1}", "{\"komi\":7.25}", "{\"komi\":\"7.5\"}",
        "{\"komi\":100000}", "{\"colour\":\"BLACK\"}", "{\"tax\":\"SOME\"}", "{\"whiteHandicapBonus\":0}",
        "{\"ko\":\"SPIGHT\"}", "null", "\"japanese\"")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> KataGoRules.read(bad), bad);
      refused.add(e.getMessage());
    }
    assertTrue(refused.get(13).contains("SPIGHT"), refused.get(13));
    assertTrue(refused.get(10).contains("colour"), refused.get(10));
  }

  /** Every rule set KataGo can hold writes as {@code kata-get-rules}'s JSON and reads back to its KataGo switches. */
  @Test
  void everyRuleSetKataGoHoldsWritesAsJsonAndReadsBack() {
    int checked = 0;
    for (RuleSet.KoRule ko : RuleSet.KoRule.values()) {
      for (RuleSet.ScoringRule scoring : RuleSet.ScoringRule.values()) {
        for (RuleSet.Tax tax : RuleSet.Tax.values()) {
          for (RuleSet.HandicapBonus whb : RuleSet.HandicapBonus.values()) {
            for (int flags = 0; flags < 8; flags++) {
              RuleSet r = RuleSet.fromKataGo("ko" + (ko == RuleSet.KoRule.SIMPLE ? "SIMPLE"
                  : ko == RuleSet.KoRule.POSITIONAL_SUPERKO ? "POSITIONAL" : "SITUATIONAL") + "score" + scoring
                  + "tax" + tax + "sui" + (flags & 1) + "whb" + (whb == RuleSet.HandicapBonus.NONE ? "0"
                  : whb == RuleSet.HandicapBonus.N ? "N" : "N-1") + "button" + (flags >> 1 & 1) + "fpok"
                  + (flags >> 2 & 1));
              assertEquals(r, KataGoRules.fromJson(r.toKataGoJson()).withKomi(r.komi()), r.toRuleString());
              checked++;
            }
          }
        }
      }
    }
    assertEquals(3 * 2 * 3 * 3 * 8, checked);
  }
}
