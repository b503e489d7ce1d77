package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Setup;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * OGS's game data against what OGS's own code does with it: every case of the corpus's
 * {@code rules-data/ogs/gamedata-cases.json} (each names its source: goban's tests and {@code GobanEngine.ts} lines,
 * online-go.com's challenge form, an OGS record), read by {@link OgsRules#fromGameData}.
 */
class OgsGameDataCasesTest {
  @Test
  void everyCaseReadsAsOgsPlaysIt() throws IOException {
    String json = Files.readString(Shared.requireCorpus("rules-data/ogs/gamedata-cases.json"));
    int cases = 0;
    for (JsonElement e : JsonParser.parseString(json).getAsJsonArray()) {
      JsonObject c = e.getAsJsonObject();
      String source = c.get("source").getAsString();
      @SuppressWarnings("unchecked")
      Map<String, Object> data = new Gson().fromJson(c.get("gamedata"), Map.class);
      Venue v = OgsRules.fromGameData(data);
      JsonObject expect = c.getAsJsonObject("expect");
      int handicap = data.get("handicap") instanceof Number n ? n.intValue() : 0;
      for (String key : expect.keySet()) {
        JsonElement want = expect.get(key);
        switch (key) {
          case "komi" -> assertEquals(want.getAsDouble(), v.rules().komi(), source);
          case "handicap_komi" -> {
            if (!want.isJsonNull()) {
              assertEquals(want.getAsDouble(), v.rulesFor(handicap).komi(), source);
            }
          }
          case "handicap_points" -> assertEquals(want.getAsInt(), handicapPoints(v.rules(), handicap), source);
          case "single_stone_suicide" -> assertEquals(want.getAsBoolean(), singleStoneSuicide(v.rules()), source);
          case "same_as" -> assertEquals(OgsRules.fromGameData(Map.of("rules", want.getAsString())).rules(),
              v.rules(), source);
          case "free_handicap_placement" -> assertEquals(want.getAsBoolean(),
              v.handicapPlacement() == Venue.HandicapPlacement.FREE, source);
          case "accepted" -> assertTrue(want.getAsBoolean(), source);
          default -> throw new AssertionError("a case expects what this test does not check: " + key);
        }
      }
      cases++;
    }
    assertEquals(13, cases);
  }

  /** The points White gets for a handicap under these rules: N, N-1 or none. */
  private static int handicapPoints(RuleSet rules, int handicap) {
    return switch (rules.handicapBonus()) {
      case N -> handicap;
      case N_MINUS_1 -> Math.max(0, handicap - 1);
      case NONE -> 0;
    };
  }

  /**
   * Whether the suicide rule lets Black fill the last liberty of a single stone of its own on a 2x2 board (goban's
   * test). The ko rule aside: such a suicide gives back the board before it, which positional superko forbids
   * (Tengen's reading of OGS's {@code ing} algorithm, under which goban's engine plays it), and situational superko
   * does not.
   */
  private static boolean singleStoneSuicide(RuleSet rules) {
    Position p = Setup.parse("O.\n.O").toMove(Color.BLACK).build(rules.withKoRule(RuleSet.KoRule.SIMPLE));
    return p.check(Move.play(Color.BLACK, Point.of(1, 0))).isLegal();
  }

  @Test
  void underOgsNewZealandRulesASingleStoneSuicideIsPlayed() {
    RuleSet nz = OgsRules.fromGameData(Map.of("rules", "nz")).rules();
    Position p = Setup.parse("O.\n.O").toMove(Color.BLACK).build(nz);
    assertTrue(p.check(Move.play(Color.BLACK, Point.of(1, 0))).isLegal(), "situational superko: no repetition");
  }

  @Test
  void tengensNewZealandRulesCannotBeSentToOgsWhoseSelfCaptureTakesSingleStones() {
    IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> OgsRules.toGameData(Venue.OGS.withRules(RuleSet.NEW_ZEALAND)));
    assertTrue(e.getMessage().contains("single stones"), e.getMessage());
  }
}
