package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.RuleSet;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * OGS's rule flags both ways, against what OGS's engine does with them (online-go/goban, src/engine/GobanEngine.ts,
 * {@code fillDefaults}, Apache-2.0: the defaults of each rule set's name, restated here) and the game data a real
 * client receives (gtp2ogs's test game, online-go/gtp2ogs test/utils/base_gamedata.js).
 */
class OgsRulesTest {
  private static final RuleSet JAPANESE_AS_OGS_PLAYS = RuleSet.JAPANESE.withNoResultOnRepetition(false);

  private static Venue read(Object... keysAndValues) {
    Map<String, Object> m = new HashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2) {
      m.put((String) keysAndValues[i], keysAndValues[i + 1]);
    }
    return OgsRules.fromGameData(m);
  }

  @Test
  void everyRuleSetOgsNamesReadsWithTheDefaultsOfItsEngine() {
    assertEquals(Venue.OGS, read(), "no name: Japanese, as fillDefaults");
    assertEquals(Venue.OGS, read("rules", "japanese"));
    assertEquals(Venue.OGS, read("rules", "korean"));
    Venue chinese = read("rules", "chinese");
    assertEquals(RuleSet.CHINESE, chinese.rules(), "csk is played as psk");
    assertEquals(Venue.HandicapPlacement.FREE, chinese.handicapPlacement());
    assertEquals(Venue.Resumption.PLAYER_TO_MOVE, chinese.resumption());
    Venue aga = read("rules", "aga");
    assertEquals(RuleSet.AGA, aga.rules());
    assertEquals(Venue.HandicapPlacement.FIXED_THIRD_LOWER_RIGHT, aga.handicapPlacement());
    Venue nz = read("rules", "nz");
    assertEquals(new RuleSet(RuleSet.KoRule.SITUATIONAL_SUPERKO, RuleSet.SuicideRule.ALLOWED,
        RuleSet.ScoringRule.AREA, RuleSet.Tax.NONE, RuleSet.HandicapBonus.NONE, 7.0, false, false, false, true),
        nz.rules(),
        "OGS gives no handicap points under New Zealand rules, and its self-capture takes single stones");
    assertEquals(0.0, nz.handicapKomi(), "the fraction of komi 7");
    Venue ing = read("rules", "ING");
    assertEquals(new RuleSet(RuleSet.KoRule.POSITIONAL_SUPERKO, RuleSet.SuicideRule.ALLOWED, RuleSet.ScoringRule.AREA,
        RuleSet.Tax.NONE, RuleSet.HandicapBonus.N, 7.5, false, false, false, true), ing.rules());
    assertEquals(Venue.HandicapPlacement.FREE, ing.handicapPlacement());
    for (Venue v : List.of(Venue.OGS, chinese, aga, ing)) {
      assertEquals(0.5, v.handicapKomi(), v.toString());
    }
  }

  @Test
  void theGameDataOfGtp2ogsReadsAsChineseRulesWithSituationalSuperko() {
    Venue v = read("komi", 7.5, "handicap", 0, "rules", "chinese", "allow_self_capture", false,
        "automatic_stone_removal", false, "free_handicap_placement", true, "aga_handicap_scoring", false,
        "allow_ko", false, "allow_superko", false, "superko_algorithm", "ssk", "score_territory", true,
        "score_territory_in_seki", true, "score_stones", true, "score_handicap", true, "score_prisoners", false,
        "score_passes", true, "white_must_pass_last", false, "opponent_plays_first_after_resume", false,
        "strict_seki_mode", false, "game_id", 1, "phase", "play");
    assertEquals(RuleSet.CHINESE.withKoRule(RuleSet.KoRule.SITUATIONAL_SUPERKO), v.rules());
    assertEquals(Venue.Resumption.PLAYER_TO_MOVE, v.resumption());
    assertEquals(Venue.HandicapPlacement.FREE, v.handicapPlacement());
  }

  @Test
  void theKomiOfAHandicapGameIsItsOwnAndTheEvenGameKeepsTheNamesKomi() {
    Venue v = read("rules", "japanese", "handicap", 4, "komi", 0.5);
    assertEquals(6.5, v.rules().komi());
    assertEquals(0.5, v.handicapKomi());
    assertEquals(0.5, v.rulesFor(4).komi());
    assertEquals(0.5, read("rules", "chinese", "handicap", 2).handicapKomi(), "no komi: the fraction of 7.5");
    assertEquals(5.5, read("rules", "japanese", "komi", 5.5).rules().komi());
  }

  @Test
  void whatTengenCannotPlayIsRefusedWithTheFlagNamed() {
    assertThrows(IllegalArgumentException.class, () -> read("allow_ko", true));
    assertThrows(IllegalArgumentException.class, () -> read("score_territory", false));
    assertThrows(IllegalArgumentException.class, () -> read("rules", "chinese", "score_prisoners", true));
    assertThrows(IllegalArgumentException.class, () -> read("rules", "japanese", "score_prisoners", false));
    Venue unknown = read("rules", "chess"); // fillDefaults' default branch, as OGS plays an unknown name
    assertEquals(new RuleSet(RuleSet.KoRule.SIMPLE, RuleSet.SuicideRule.ALLOWED, RuleSet.ScoringRule.AREA,
        RuleSet.Tax.NONE, RuleSet.HandicapBonus.NONE, 0, false, false, false, true), unknown.rules());
    assertThrows(IllegalArgumentException.class, () -> read("rules", "chinese", "superko_algorithm", "xyz"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> read("komi", "7.5"));
    assertTrue(e.getMessage().contains("komi"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> read("allow_superko", "yes"));
    assertThrows(IllegalArgumentException.class,
        () -> OgsRules.toGameData(Venue.OGS.withRules(RuleSet.CHINESE.withTax(RuleSet.Tax.ALL))));
  }

  @Test
  void tengensRuleSetsWriteAsFlagsThatReadBackToThemAsOgsPlaysThem() {
    for (RuleSet r : List.of(RuleSet.CHINESE, RuleSet.AGA,
        RuleSet.NEW_ZEALAND.withSuicideRule(RuleSet.SuicideRule.ALLOWED), RuleSet.TROMP_TAYLOR,
        JAPANESE_AS_OGS_PLAYS, Venue.CGOS.rules())) {
      Venue v = Venue.OGS.withRules(r);
      Map<String, Object> flags = OgsRules.toGameData(v);
      // OGS ends every game with a stone removal: under area scoring its rules have the friendly pass
      assertEquals(r.withFriendlyPass(r.scoringRule() == RuleSet.ScoringRule.AREA), OgsRules.fromGameData(flags)
          .rules(), flags.toString());
    }
    Map<String, Object> japanese = OgsRules.toGameData(Venue.OGS.withRules(RuleSet.JAPANESE));
    assertEquals("noresult", japanese.get("superko_algorithm"), "as OGS names it");
    assertEquals(JAPANESE_AS_OGS_PLAYS, OgsRules.fromGameData(japanese).rules(), "and plays it: no no-result");
  }

  /** Any combination of the flags Tengen plays reads, writes and reads back to the same venue and the same flags. */
  @Test
  void everyPlayableCombinationOfFlagsRoundTrips() {
    List<String> names = List.of("japanese", "korean", "chinese", "aga", "nz", "ing");
    List<String> algorithms = List.of("ssk", "psk", "csk", "ing", "noresult");
    qt().withExamples(1000).forAll(longs().all()).checkAssert(seed -> {
      Random r = new Random(seed);
      Map<String, Object> m = new HashMap<>();
      m.put("rules", names.get(r.nextInt(names.size())));
      boolean area = r.nextBoolean();
      m.put("score_stones", area);
      m.put("score_prisoners", !area);
      for (String flag : List.of("allow_self_capture", "free_handicap_placement", "score_territory_in_seki",
          "score_handicap", "aga_handicap_scoring", "white_must_pass_last", "opponent_plays_first_after_resume")) {
        if (r.nextInt(3) > 0) {
          m.put(flag, r.nextBoolean());
        }
      }
      boolean superko = r.nextBoolean();
      m.put("allow_superko", !superko);
      m.put("superko_algorithm", superko ? algorithms.get(r.nextInt(4)) : algorithms.get(r.nextInt(5)));
      m.put("komi", r.nextInt(40) * 0.5 - 5);
      Venue v = OgsRules.fromGameData(m);
      Map<String, Object> written = OgsRules.toGameData(v);
      assertEquals(v, OgsRules.fromGameData(written), written.toString());
      assertEquals(written, OgsRules.toGameData(OgsRules.fromGameData(written)));
    });
  }

  @Test
  void theTimeControlAndClockOfGtp2ogsGameDataRead() {
    Map<String, Object> tc = Map.of("system", "fischer", "pause_on_weekends", false, "time_control", "fischer",
        "initial_time", 120, "max_time", 300, "time_increment", 30, "speed", "live");
    TimeSystem t = OgsRules.timeSystem(tc);
    assertEquals(new TimeSystem.Fischer(Duration.ofSeconds(120), Duration.ofSeconds(30),
        Optional.of(Duration.ofSeconds(300))), t);
    assertEquals(new PlayerTime(Duration.ofSeconds(30), 0, 0, false),
        OgsRules.playerTime(t, Map.of("thinking_time", 30, "skip_bonus", false)));
    assertEquals(t, OgsRules.timeSystem(Map.of("time_control", "fischer", "initial_time", 120, "max_time", 300,
        "time_increment", 30)), "older data names the system time_control");
  }

  @Test
  void aPlayersClockInOvertimeReadsAsItsPeriodsOrItsBlock() {
    TimeSystem byo = OgsRules.timeSystem(Map.of("system", "byoyomi", "main_time", 600, "period_time", 30,
        "periods", 5));
    assertEquals(new TimeSystem.ByoYomi(Duration.ofMinutes(10), Duration.ofSeconds(30), 5), byo);
    assertEquals(new PlayerTime(Duration.ofSeconds(412), 5, 0, false),
        OgsRules.playerTime(byo, Map.of("thinking_time", 412, "periods", 5, "period_time", 30)));
    assertEquals(new PlayerTime(Duration.ofSeconds(30), 2, 0, true),
        OgsRules.playerTime(byo, Map.of("thinking_time", 0, "periods", 2, "period_time", 30)));
    TimeSystem canadian = OgsRules.timeSystem(Map.of("system", "canadian", "main_time", 0, "period_time", 300,
        "stones_per_period", 10));
    assertEquals(new PlayerTime(Duration.ofSeconds(200), 0, 4, true),
        OgsRules.playerTime(canadian, Map.of("thinking_time", 0, "moves_left", 4, "block_time", 200)));
    TimeSystem simple = OgsRules.timeSystem(Map.of("system", "simple", "per_move", 20));
    assertEquals(new PlayerTime(Duration.ofSeconds(20), 0, 0, false), OgsRules.playerTime(simple, Map.of()));
    assertEquals(new TimeSystem.Absolute(Duration.ofSeconds(1800)),
        OgsRules.timeSystem(Map.of("system", "absolute", "total_time", 1800)));
    assertEquals(new TimeSystem.None(), OgsRules.timeSystem(Map.of("system", "none", "speed", "correspondence")));
  }

  /**
   * goban's JGOF clock ({@code JGOFPlayerClock} in src/engine/formats/JGOF.ts, milliseconds), as its
   * {@code computeNewPlayerClock} makes one: in main time, in a byo-yomi period, in a Canadian block.
   */
  @Test
  void gobansJgofClockReadsAsTheSameReadingAsOgssClockMessage() {
    TimeSystem byo = OgsRules.timeSystem(Map.of("system", "byoyomi", "main_time", 600, "period_time", 30,
        "periods", 5));
    assertEquals(OgsRules.playerTime(byo, Map.of("thinking_time", 412.5, "periods", 5)),
        OgsRules.playerTime(byo, Map.of("main_time", 412500, "periods_left", 5, "period_time_left", 30000)));
    assertEquals(new PlayerTime(Duration.ofMillis(17250), 3, 0, true),
        OgsRules.playerTime(byo, Map.of("main_time", 0, "periods_left", 3, "period_time_left", 17250)));
    TimeSystem canadian = OgsRules.timeSystem(Map.of("system", "canadian", "main_time", 0, "period_time", 300,
        "stones_per_period", 10));
    assertEquals(new PlayerTime(Duration.ofSeconds(200), 0, 4, true),
        OgsRules.playerTime(canadian, Map.of("main_time", 0, "moves_left", 4, "block_time_left", 200000)));
    TimeSystem fischer = OgsRules.timeSystem(Map.of("system", "fischer", "initial_time", 120, "time_increment", 30,
        "max_time", 300));
    assertEquals(new PlayerTime(Duration.ofMillis(95001), 0, 0, false),
        OgsRules.playerTime(fischer, Map.of("main_time", 95001)));
    assertThrows(IllegalArgumentException.class,
        () -> OgsRules.playerTime(byo, Map.of("main_time", 0, "periods_left", 3, "period_time_left", 31000)),
        "more than a period");
  }

  @Test
  void everyTimeSystemOgsHasWritesAndReadsBack() {
    qt().withExamples(500).forAll(longs().all()).checkAssert(seed -> {
      Random r = new Random(seed);
      Duration main = Duration.ofSeconds(r.nextInt(3) == 0 ? 0 : 1 + r.nextInt(100_000));
      Duration period = Duration.ofMillis(1 + r.nextInt(10_000_000));
      TimeSystem t = switch (r.nextInt(6)) {
        case 0 -> new TimeSystem.Fischer(main, period, Optional.of(main.plus(period)));
        case 1 -> new TimeSystem.ByoYomi(main, period, 1 + r.nextInt(30));
        case 2 -> new TimeSystem.Canadian(main, period, 1 + r.nextInt(30));
        case 3 -> new TimeSystem.PerMove(period);
        case 4 -> new TimeSystem.Absolute(main.plusSeconds(1));
        default -> new TimeSystem.None();
      };
      assertEquals(t, OgsRules.timeSystem(OgsRules.timeControl(t)));
    });
    // an uncapped Fischer clock (OGS's own SGF, OT[10 fischer]) goes to OGS with the cap goban gives it
    assertEquals(600.0, OgsRules.timeControl(TimeSystem.Fischer.uncapped(Duration.ofMinutes(5),
        Duration.ofSeconds(10))).get("max_time"));
    assertEquals(2000.0, OgsRules.timeControl(TimeSystem.Fischer.uncapped(Duration.ofSeconds(30),
        Duration.ofSeconds(100))).get("max_time"));
    assertThrows(IllegalArgumentException.class, () -> OgsRules.timeSystem(Map.of("system", "hourglass")));
    assertThrows(IllegalArgumentException.class, () -> OgsRules.timeSystem(Map.of("system", "simple")));
    assertThrows(IllegalArgumentException.class,
        () -> OgsRules.timeSystem(Map.of("system", "byoyomi", "main_time", 60, "period_time", 30, "periods", 2.5)));
    assertThrows(IllegalArgumentException.class, () -> OgsRules.timeSystem(Map.of("system", "absolute",
        "total_time", -1)));
  }
}
