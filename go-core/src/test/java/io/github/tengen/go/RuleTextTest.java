package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.RuleSet.HandicapBonus;
import io.github.tengen.go.RuleSet.KoRule;
import io.github.tengen.go.RuleSet.ScoringRule;
import io.github.tengen.go.RuleSet.SuicideRule;
import io.github.tengen.go.RuleSet.Tax;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rule sets as text: SGF names, rule strings, KataGo's {@code kata-set-rules} names. */
class RuleTextTest {

  /** Every combination of the switches, with a few komi values. */
  private static List<RuleSet> everyRuleSet() {
    List<RuleSet> out = new java.util.ArrayList<>();
    for (KoRule ko : KoRule.values()) {
      for (SuicideRule sui : SuicideRule.values()) {
        for (ScoringRule score : ScoringRule.values()) {
          for (HandicapBonus whb : HandicapBonus.values()) {
            for (Tax tax : Tax.values()) {
              for (int flags = 0; flags < 16; flags++) {
                double komi = new double[] {6.5, 7.5, 0, -3.5, 0.5, 150, 7, 13.5}[(flags + tax.ordinal()) & 7];
                out.add(new RuleSet(ko, sui, score, tax, whb, komi, (flags & 1) != 0, (flags & 2) != 0,
                    (flags & 4) != 0, (flags & 8) != 0));
              }
            }
          }
        }
      }
    }
    return out;
  }

  @Test
  void everyRuleSetPrintsAsARuleStringThatReadsBackToItself() {
    for (RuleSet r : everyRuleSet()) {
      assertEquals(r, RuleSet.fromSgf(r.toRuleString()), r.toRuleString());
      assertEquals(r, RuleSet.fromKataGo(r.toRuleString()), r.toRuleString());
      // RU has no komi (KM has it): the switches come back
      assertEquals(r.withKomi(0), RuleSet.fromSgf(r.toSgf()).withKomi(0), r.toSgf());
    }
  }

  @Test
  void presetsPrintTheirNamesAndCustomRulesARuleString() {
    assertEquals("Japanese", RuleSet.JAPANESE.toSgf());
    assertEquals("Chinese", RuleSet.CHINESE.withKomi(5.5).toSgf());
    assertEquals("koSIMPLEscoreTERRITORYtaxSEKIsui0whb0komi6.5", RuleSet.JAPANESE.toRuleString());
    assertEquals("koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1komi7.5", RuleSet.CHINESE.toRuleString());
    assertEquals("koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1komi7.5", RuleSet.AGA.toRuleString());
    assertEquals("koSIMPLEscoreAREAtaxNONEsui0whbNfpok1", RuleSet.CHINESE.withKoRule(KoRule.SIMPLE).toSgf());
    // Tengen's own tokens, where the switches differ from their defaults
    assertEquals("koSIMPLEscoreTERRITORYtaxSEKIsui0whb0nr0", RuleSet.JAPANESE.withNoResultOnRepetition(false).toSgf());
    assertEquals("koSITUATIONALscoreAREAtaxNONEsui0whbN-1fpok1wpl0", RuleSet.AGA.withWhitePassesLast(false).toSgf());
  }

  @Test
  void kataGoRuleStringsAsKataGoWritesThemAreRead() {
    // KataGo's own forms: tokens it writes, fpok, and no wpl/nr
    RuleSet tt = RuleSet.fromSgf("koPOSITIONALscoreAREAtaxNONEsui1komi7.5");
    assertEquals(KoRule.POSITIONAL_SUPERKO, tt.koRule());
    assertEquals(SuicideRule.MULTI_STONE_ONLY, tt.suicideRule());
    assertEquals(7.5, tt.komi());
    RuleSet jp = RuleSet.fromKataGo("koSIMPLEscoreTERRITORYtaxSEKIsui0whbNfpok1");
    assertEquals(HandicapBonus.N, jp.handicapBonus());
    assertEquals(6.5, jp.komi());
    // without tax: seki eyes counted under area, not under territory
    assertEquals(false, RuleSet.fromKataGo("koSIMPLEscoreTERRITORYsui0").sekiEyesCounted());
    assertEquals(true, RuleSet.fromKataGo("koSIMPLEscoreAREAsui0").sekiEyesCounted());
    // the group tax and the button, as KataGo writes them in its records (its own test games)
    RuleSet stones = RuleSet.fromSgf("koPOSITIONALscoreAREAtaxALLsui0button1");
    assertEquals(true, stones.groupTax());
    assertEquals(false, stones.sekiEyesCounted());
    assertEquals(true, stones.button());
    assertEquals(7.0, stones.komi(), "KataGo's default komi with the button");
    assertEquals(false, RuleSet.fromSgf("koSIMPLEscoreAREAtaxSEKIsui0whbNfpok1").button());
    for (String bad : List.of("koSPIGHTscoreAREA", "koSIMPLEscoreAREAtaxEVERY", "koSIMPLEscoreAREAbutton2",
        "koSIMPLEscoreAREAsui3", "koSIMPLEscoreAREAkomi7.25", "koSIMPLEscoreAREAxyz1", "koSIMPLEscoreAREAwhbM")) {
      assertThrows(IllegalArgumentException.class, () -> RuleSet.fromKataGo(bad), bad);
    }
    assertTrue(assertThrows(IllegalArgumentException.class, () -> RuleSet.fromKataGo("koSPIGHTscoreAREA"))
        .getMessage().contains("SPIGHT"), "Spight ko is named");
  }

  /**
   * KataGo's grammar (rules.cpp {@code parseRulesHelper}; the forms of the corpus's
   * {@code rules-data/katago/grammar-forms.txt}): tokens in any order, {@code scoring} for {@code score}, white
   * space between them, each optional with Tromp-Taylor's value (positional superko, area scoring, suicide of two
   * or more stones), the last of a token given twice counting; and its presets {@code goe} and {@code ing}.
   */
  @Test
  void kataGoRuleStringsInEveryFormKataGoReadsMeanWhatKataGoMakesOfThem() {
    RuleSet area = new RuleSet(KoRule.POSITIONAL_SUPERKO, SuicideRule.MULTI_STONE_ONLY, ScoringRule.AREA, Tax.NONE,
        HandicapBonus.NONE, 7.5, false, false, false, false);
    assertEquals(area, RuleSet.fromKataGo("koPOSITIONALscoreAREA"), "no sui: KataGo allows suicide");
    assertEquals(area, RuleSet.fromKataGo("scoreAREAkoPOSITIONAL"));
    assertEquals(area, RuleSet.fromKataGo("koSIMPLEkoPOSITIONALscoreAREA"), "the last ko counts");
    assertEquals(area, RuleSet.fromKataGo("koPOSITIONAL"), "no score: area");
    assertEquals(area.withKomi(7), RuleSet.fromKataGo("komi7"), "nothing but komi");
    assertEquals(area.withKoRule(KoRule.SIMPLE).withScoringRule(ScoringRule.TERRITORY).withTax(Tax.SEKI)
        .withNoResultOnRepetition(true).withKomi(6.5), RuleSet.fromKataGo("koSIMPLEscoringTERRITORY"));
    assertEquals(RuleSet.fromKataGo("koSIMPLEscoreTERRITORYtaxSEKIsui0"),
        RuleSet.fromKataGo("ko SIMPLE score TERRITORY tax SEKI sui 0"));
    assertEquals(SuicideRule.FORBIDDEN, RuleSet.fromKataGo("ko SIMPLE score TERRITORY tax SEKI sui 0").suicideRule());
    assertEquals(area, RuleSet.fromKataGo("komi7.5koPOSITIONALscoreAREAtaxNONEsui1"));
    assertEquals(area.withFriendlyPass(true), RuleSet.fromKataGo("koPOSITIONALscoreAREAtaxNONEsui1komi7.5fpok1"));
    RuleSet button = RuleSet.fromKataGo("koSITUATIONALscoreAREAtaxNONEsui0button1whbN-1fpok1komi7");
    assertEquals(List.of(KoRule.SITUATIONAL_SUPERKO, SuicideRule.FORBIDDEN, true, HandicapBonus.N_MINUS_1, 7.0),
        List.of(button.koRule(), button.suicideRule(), button.button(), button.handicapBonus(), button.komi()));
    RuleSet territory = RuleSet.fromKataGo("scoreTERRITORY");
    assertEquals(List.of(KoRule.POSITIONAL_SUPERKO, ScoringRule.TERRITORY, false, 6.5), List.of(territory.koRule(),
        territory.scoringRule(), territory.sekiEyesCounted(), territory.komi()));
    assertEquals(RuleSet.TROMP_TAYLOR.withFriendlyPass(true), RuleSet.fromKataGo("ing"));
    assertEquals(RuleSet.TROMP_TAYLOR.withFriendlyPass(true), RuleSet.fromKataGo("GOE"));
  }

  /** Every rule string in KataGo's repository (243, corpus {@code rules-data/katago/rule-strings.tsv}) reads. */
  @Test
  void everyRuleStringInKataGosRepositoryReads() throws java.io.IOException {
    int read = 0;
    int spight = 0;
    for (String line : java.nio.file.Files.readAllLines(io.github.tengen.go.testing.Shared.requireCorpus(
        "rules-data/katago/rule-strings.tsv"))) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      String rules = line.split("\t")[0];
      if (rules.contains("SPIGHT")) {
        spight++;
        assertThrows(IllegalArgumentException.class, () -> RuleSet.fromKataGo(rules), rules);
        continue;
      }
      RuleSet r = RuleSet.fromKataGo(rules);
      assertEquals(r.suicideRule() == SuicideRule.FORBIDDEN, rules.contains("sui0"), rules);
      assertEquals(rules.contains("fpok1"), r.friendlyPass(), rules);
      // written back, KataGo's own rules are KataGo's tokens alone: none of Tengen's, which KataGo refuses
      assertTrue(r.toRuleString().matches("ko[A-Z]+scoreA?[A-Z]+tax[A-Z]+sui[01]whb(0|N|N-1)(button1)?(fpok1)?komi.*"),
          r.toRuleString());
      read++;
    }
    assertEquals(242, read);
    assertEquals(1, spight, "the one string with Spight ko");
  }

  @Test
  void kataGoNamesMeanWhatTheyMeanInKataGoAndMapBack() {
    assertEquals(RuleSet.JAPANESE, RuleSet.fromKataGo("japanese"));
    assertEquals(RuleSet.JAPANESE, RuleSet.fromKataGo("KOREAN"));
    assertEquals(KoRule.SIMPLE, RuleSet.fromKataGo("chinese").koRule());
    assertEquals(RuleSet.CHINESE, RuleSet.fromKataGo("chinese-ogs"));
    assertEquals(RuleSet.CHINESE, RuleSet.fromKataGo("chinese_kgs"));
    assertEquals(RuleSet.AGA, RuleSet.fromKataGo("bga"));
    assertEquals(HandicapBonus.NONE, RuleSet.fromKataGo("new-zealand").handicapBonus());
    assertEquals(RuleSet.TROMP_TAYLOR, RuleSet.fromKataGo("tromp-taylor"));
    assertEquals("koSIMPLEscoreAREAtaxALLsui0whb0fpok1", RuleSet.fromKataGo("stone-scoring").toRuleString()
        .replace("komi7.5", ""));
    assertEquals(RuleSet.fromKataGo("stone-scoring"), RuleSet.fromKataGo("Ancient_Area"));
    assertEquals(RuleSet.fromKataGo("stone-scoring"), RuleSet.fromKataGo("stonescoring"), "as KataGo's records say");
    assertEquals(RuleSet.CHINESE, RuleSet.fromKataGo("chinese ogs"));
    // the names KataGo writes in RU
    assertEquals(RuleSet.CHINESE, RuleSet.fromSgf("Chinese-OGS"));
    assertEquals(RuleSet.fromKataGo("stone-scoring"), RuleSet.fromSgf("StoneScoring"));
    assertEquals(RuleSet.TROMP_TAYLOR, RuleSet.fromSgf("TrompTaylor"));
    assertEquals("koSIMPLEscoreTERRITORYtaxALLsui0whb0komi6.5",
        RuleSet.fromKataGo("ancient-territory").toRuleString());
    assertEquals(RuleSet.AGA.withButton(true).withKomi(7), RuleSet.fromKataGo("aga-button"));
    assertEquals("aga-button", RuleSet.AGA.withButton(true).toKataGo());
    assertEquals("stone-scoring", RuleSet.fromKataGo("stone-scoring").toKataGo());
    assertThrows(IllegalArgumentException.class, () -> RuleSet.fromKataGo("go"));
    assertEquals("japanese", RuleSet.JAPANESE.toKataGo());
    assertEquals("chinese-ogs", RuleSet.CHINESE.toKataGo());
    assertEquals("chinese", RuleSet.CHINESE.withKoRule(KoRule.SIMPLE).toKataGo());
    assertEquals("aga", RuleSet.AGA.toKataGo());
    assertEquals("tromp-taylor", RuleSet.TROMP_TAYLOR.toKataGo());
    assertEquals("new-zealand", RuleSet.NEW_ZEALAND.withHandicapBonus(HandicapBonus.NONE).toKataGo());
    // our NZ preset gives the handicap bonus: no KataGo name, a rule string KataGo reads
    assertEquals("koSITUATIONALscoreAREAtaxNONEsui1whbNfpok1", RuleSet.NEW_ZEALAND.toKataGo());
    // the rule string alone, where a name fits too
    assertEquals("koPOSITIONALscoreAREAtaxNONEsui0whbNfpok1", RuleSet.CHINESE.toKataGoRuleString());
    assertEquals(RuleSet.CHINESE, RuleSet.fromKataGo(RuleSet.CHINESE.toKataGoRuleString()));
    for (RuleSet r : everyRuleSet()) {
      RuleSet back = RuleSet.fromKataGo(r.toKataGo());
      assertEquals(r.koRule(), back.koRule(), r.toKataGo());
      assertEquals(r.scoringRule(), back.scoringRule(), r.toKataGo());
      assertEquals(r.sekiEyesCounted(), back.sekiEyesCounted(), r.toKataGo());
      assertEquals(r.groupTax(), back.groupTax(), r.toKataGo());
      assertEquals(r.button(), back.button(), r.toKataGo());
      assertEquals(r.friendlyPass(), back.friendlyPass(), r.toKataGo());
      assertEquals(r.handicapBonus(), back.handicapBonus(), r.toKataGo());
      assertEquals(r.suicideRule() == SuicideRule.FORBIDDEN, back.suicideRule() == SuicideRule.FORBIDDEN);
    }
  }

  @Test
  void kgsNamesReadAndWriteTheFourRulesKgsHasAndNoOther() {
    for (String name : List.of("japanese", "chinese", "aga", "new_zealand")) {
      assertEquals(java.util.Optional.of(name), RuleSet.fromKgs(name).withKomi(0.5).toKgs(), name);
    }
    assertEquals(RuleSet.NEW_ZEALAND, RuleSet.fromKgs("New_Zealand"));
    assertEquals(java.util.Optional.empty(), RuleSet.TROMP_TAYLOR.toKgs());
    assertThrows(IllegalArgumentException.class, () -> RuleSet.fromKgs("tromp-taylor"));
  }

  @Test
  void everyKataGoSwitchSetByNameGivesTheRulesItsJsonThenShows() {
    for (RuleSet r : everyRuleSet()) {
      String json = r.toKataGoJson();
      RuleSet set = RuleSet.TROMP_TAYLOR.withKataGoRule("ko", field(json, "ko"));
      set = set.withKataGoRule("scoring", field(json, "scoring"));
      set = set.withKataGoRule("tax", field(json, "tax"));
      set = set.withKataGoRule("whiteHandicapBonus", field(json, "whiteHandicapBonus"));
      set = set.withKataGoRule("suicide", json.contains("\"suicide\":true") ? "true" : "false");
      set = set.withKataGoRule("hasButton", json.contains("\"hasButton\":true") ? "true" : "false");
      set = set.withKataGoRule("friendlyPassOk", json.contains("\"friendlyPassOk\":true") ? "TRUE" : "false");
      assertEquals(json, set.toKataGoJson(), r.toRuleString());
      assertEquals(r.friendlyPass(), set.friendlyPass());
      assertEquals(r.koRule(), set.koRule());
      assertEquals(r.scoringRule(), set.scoringRule());
      assertEquals(r.sekiEyesCounted(), set.sekiEyesCounted());
      assertEquals(r.groupTax(), set.groupTax());
      assertEquals(r.button(), set.button());
      assertEquals(r.handicapBonus(), set.handicapBonus());
    }
    assertThrows(IllegalArgumentException.class, () -> RuleSet.JAPANESE.withKataGoRule("ko", "SPIGHT"));
    assertThrows(IllegalArgumentException.class, () -> RuleSet.JAPANESE.withKataGoRule("tax", "SOME"));
    assertThrows(IllegalArgumentException.class, () -> RuleSet.JAPANESE.withKataGoRule("button", "1"));
    assertThrows(IllegalArgumentException.class, () -> RuleSet.JAPANESE.withKataGoRule("friendlyPassOk", "yes"));
  }

  /**
   * KataGo's presets as its documentation gives them in JSON (corpus {@code rules-data/katago/gtp-extensions-presets.tsv},
   * from {@code docs/GTP_Extensions.md}): each name reads as rules whose {@code kata-get-rules} JSON has the same
   * fields, but the friendly pass of {@code japanese} and {@code korean}, which the document gives as true and
   * KataGo's code ({@code rules.cpp}, {@code parseRulesHelper}) sets false: the code is followed.
   */
  @Test
  void kataGosPresetsHaveTheSwitchesItsDocumentationGivesThem() throws java.io.IOException {
    int checked = 0;
    for (String line : java.nio.file.Files.readAllLines(io.github.tengen.go.testing.Shared.requireCorpus(
        "rules-data/katago/gtp-extensions-presets.tsv"))) {
      if (line.startsWith("#") || line.isBlank() || line.startsWith("kata-get-rules")) {
        continue;
      }
      String[] f = line.split("\t");
      com.google.gson.JsonObject expected = com.google.gson.JsonParser.parseString(f[1]).getAsJsonObject();
      com.google.gson.JsonObject ours = com.google.gson.JsonParser.parseString(RuleSet.fromKataGo(f[0])
          .toKataGoJson()).getAsJsonObject();
      if (f[0].equals("japanese") || f[0].equals("korean")) {
        assertEquals(true, expected.get("friendlyPassOk").getAsBoolean());
        expected.addProperty("friendlyPassOk", false);
      }
      assertEquals(expected, ours, f[0]);
      checked++;
    }
    assertEquals(11, checked);
  }

  private static String field(String json, String key) {
    int at = json.indexOf("\"" + key + "\":\"") + key.length() + 4;
    return json.substring(at, json.indexOf('"', at));
  }
}
