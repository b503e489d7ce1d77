package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.RuleSet.KoRule;
import io.github.tengen.go.RuleSet.SuicideRule;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Rule scenarios from {@code shared/corpus/rules-tests}, with answers that come from GNU Go 3.8, KataGo's rule
 * tests and sgfmill's board tests. Skipped when the corpus is absent.
 */
class CorpusRulesTest {

  private static JsonObject load(String name) throws IOException {
    Path p = Shared.require("corpus/rules-tests/" + name);
    return JsonParser.parseString(Files.readString(p)).getAsJsonObject();
  }

  private static Setup fromRows(JsonArray rows) {
    StringBuilder sb = new StringBuilder();
    for (JsonElement r : rows) {
      sb.append(r.getAsString().toUpperCase()).append('\n');
    }
    return Setup.parse(sb.toString());
  }

  private static List<String> rows(Position p) {
    List<String> out = new ArrayList<>();
    for (String line : p.toString().split("\n")) {
      out.add(line.replace(" ", ""));
    }
    return out;
  }

  private static List<String> strings(JsonArray a) {
    List<String> out = new ArrayList<>();
    a.forEach(e -> out.add(e.getAsString()));
    return out;
  }

  private static Move parseGtpMove(String text, BoardSize size) {
    String[] f = text.trim().split("\\s+");
    Color c = f[0].equalsIgnoreCase("B") ? Color.BLACK : Color.WHITE;
    return f[1].equalsIgnoreCase("pass") ? Move.pass(c) : Move.play(c, Point.parseGtp(f[1], size));
  }

  /** Empty points where the colour may not play (for the colour not to move: as if it were its turn). */
  private static TreeSet<String> illegalEmpty(Position p, Color c, boolean includeSuicide) {
    Position q = p.toMove() == c ? p : p.withToMove(c);
    TreeSet<String> out = new TreeSet<>();
    BoardSize s = p.size();
    for (int y = 0; y < s.height(); y++) {
      for (int x = 0; x < s.width(); x++) {
        Point pt = Point.of(x, y);
        if (p.stoneAt(pt).isEmpty()) {
          Legality l = q.check(Move.play(c, pt));
          if (l != Legality.LEGAL && (includeSuicide || l != Legality.SUICIDE)) {
            out.add(s.width() <= 25 ? pt.toGtp(s) : pt.toString());
          }
        }
      }
    }
    return out;
  }

  private static final Map<String, RuleSet> GNUGO_VARIANTS = Map.of(
      "simple_ko_no_suicide", RuleSet.JAPANESE,
      "positional_superko_no_suicide", RuleSet.JAPANESE.withKoRule(KoRule.POSITIONAL_SUPERKO),
      "situational_superko_no_suicide", RuleSet.JAPANESE.withKoRule(KoRule.SITUATIONAL_SUPERKO),
      "simple_ko_multi_stone_suicide", RuleSet.JAPANESE.withSuicideRule(SuicideRule.MULTI_STONE_ONLY),
      "simple_ko_all_suicide", RuleSet.JAPANESE.withSuicideRule(SuicideRule.ALLOWED));

  @Test
  void curatedKoSuperkoAndSuicideScenariosMatchGnuGoUnderFiveRuleSettings() throws IOException {
    JsonObject data = load("curated-ko-superko-suicide.json");
    int checked = 0;
    for (JsonElement se : data.getAsJsonArray("scenarios")) {
      JsonObject sc = se.getAsJsonObject();
      String name = sc.get("name").getAsString();
      Color first = sc.get("first_to_move").getAsString().equals("B") ? Color.BLACK : Color.WHITE;
      for (Map.Entry<String, JsonElement> v : sc.getAsJsonObject("results").entrySet()) {
        RuleSet rules = GNUGO_VARIANTS.get(v.getKey());
        Position p = fromRows(sc.getAsJsonArray("setup_board_rows_top_to_bottom")).toMove(first).build(rules);
        for (JsonElement ste : v.getValue().getAsJsonObject().getAsJsonArray("steps")) {
          JsonObject step = ste.getAsJsonObject();
          String where = name + " / " + v.getKey() + " / " + step.get("move");
          if (!step.get("move").isJsonNull()) {
            Move m = parseGtpMove(step.get("move").getAsString(), p.size());
            if (!step.get("accepted").getAsBoolean()) {
              assertNotEquals(Legality.LEGAL, p.check(m), where);
              break;
            }
            p = p.play(m);
            if (p.isGameOver()) {
              p = p.resume(); // GNU Go's GTP play goes on after two passes
            }
            assertEquals(strings(step.getAsJsonArray("board_after")), rows(p), where);
            assertEquals(step.get("captured_by_black_total").getAsInt(), p.captures(Color.BLACK), where);
            assertEquals(step.get("captured_by_white_total").getAsInt(), p.captures(Color.WHITE), where);
          }
          JsonObject illegal = step.getAsJsonObject("illegal_empty_points_after");
          for (Color c : Color.values()) {
            assertEquals(new TreeSet<>(strings(illegal.getAsJsonArray(String.valueOf(c.letter())))),
                illegalEmpty(p, c, true), where + " illegal for " + c);
          }
          checked++;
        }
      }
    }
    assertEquals(true, checked > 50, "steps checked: " + checked);
  }

  private static Point parseXy(String s) {
    String[] f = s.replaceAll("[()\\s]", "").split(",");
    return Point.of(Integer.parseInt(f[0]), Integer.parseInt(f[1]));
  }

  @Test
  void sendingTwoReturningOneMatchesKataGoUnderEachKoRule() throws IOException {
    JsonObject data = load("katago-sending-two-returning-one.json");
    Map<String, KoRule> variants = Map.of("simple", KoRule.SIMPLE, "psk", KoRule.POSITIONAL_SUPERKO, "ssk",
        KoRule.SITUATIONAL_SUPERKO);
    for (Map.Entry<String, KoRule> v : variants.entrySet()) {
      // KataGo's "simple" variant is the ko rule alone, without the end of the game on a repetition
      RuleSet rules = RuleSet.JAPANESE.withKoRule(v.getValue()).withNoResultOnRepetition(false);
      Position p = fromRows(data.getAsJsonArray("setup_rows_top_to_bottom_x_black_o_white")).build(rules);
      assertEquals(BoardSize.of(6, 5), p.size());
      for (JsonElement e : data.getAsJsonObject("variants").getAsJsonArray(v.getKey())) {
        JsonObject step = e.getAsJsonObject();
        String[] f = step.get("move").getAsString().split(" ", 2);
        Color c = f[0].equals("B") ? Color.BLACK : Color.WHITE;
        Move m = f[1].equals("pass") ? Move.pass(c) : Move.play(c, parseXy(f[1]));
        p = p.play(m);
        for (Color who : Color.values()) {
          JsonElement expected = step.get("illegal_non_suicide_for_" + who.letter());
          if (expected != null) {
            TreeSet<String> want = new TreeSet<>();
            expected.getAsJsonArray().forEach(x -> want.add(parseXy(x.getAsString()).toString()));
            TreeSet<String> got = new TreeSet<>();
            Position q = p.toMove() == who ? p : p.withToMove(who);
            for (Point pt : allPoints(p.size())) {
              Legality l = q.check(Move.play(who, pt));
              if (l == Legality.KO || l == Legality.POSITIONAL_SUPERKO || l == Legality.SITUATIONAL_SUPERKO) {
                got.add(pt.toString());
              }
            }
            assertEquals(want, got, v.getKey() + " after " + step.get("move").getAsString());
          }
        }
      }
    }
  }

  private static List<Point> allPoints(BoardSize s) {
    List<Point> out = new ArrayList<>();
    for (int y = 0; y < s.height(); y++) {
      for (int x = 0; x < s.width(); x++) {
        out.add(Point.of(x, y));
      }
    }
    return out;
  }

  @Test
  void sgfmillPlayTestsGiveTheSameBoardsAndKoPoints() throws IOException {
    JsonObject data = load("sgfmill-board-tests.json");
    RuleSet rules = RuleSet.JAPANESE.withSuicideRule(SuicideRule.ALLOWED);
    for (JsonElement e : data.getAsJsonArray("play_tests")) {
      JsonObject t = e.getAsJsonObject();
      BoardSize size = BoardSize.square(t.get("size").getAsInt());
      Position p = Position.empty(size, rules);
      for (String mv : strings(t.getAsJsonArray("moves"))) {
        Move m = parseGtpMove(mv, size);
        // colours need not alternate and no ko rule applies: restart from a setup before each move
        p = Setup.of(p).toMove(m.color()).build(rules).play(m);
      }
      String name = t.get("name").getAsString();
      assertEquals(strings(t.getAsJsonArray("expected_board")), rows(p), name);
      JsonElement ko = t.get("expected_simple_ko_point");
      assertEquals(ko.isJsonNull() ? Optional.empty() : Optional.of(Point.parseGtp(ko.getAsString(), size)),
          p.koPoint(), name);
    }
  }

  @Test
  void sgfmillSetupTestsAgreeOnWhichSetupsAreLegal() throws IOException {
    JsonObject data = load("sgfmill-board-tests.json");
    for (JsonElement e : data.getAsJsonArray("setup_tests")) {
      JsonObject t = e.getAsJsonObject();
      BoardSize size = BoardSize.square(t.get("size").getAsInt());
      Setup s = Setup.empty(size);
      strings(t.getAsJsonArray("add_black")).forEach(x -> s.put(Point.parseGtp(x, size), Color.BLACK));
      strings(t.getAsJsonArray("add_white")).forEach(x -> s.put(Point.parseGtp(x, size), Color.WHITE));
      strings(t.getAsJsonArray("add_empty")).forEach(x -> s.remove(Point.parseGtp(x, size)));
      boolean legal = t.get("expected_setup_was_legal").getAsBoolean();
      assertEquals(legal, s.problems().isEmpty(), t.get("name").getAsString());
      if (legal) {
        assertEquals(strings(t.getAsJsonArray("expected_board_after_removing_libertyless_groups")),
            rows(s.build(RuleSet.JAPANESE)), t.get("name").getAsString());
      }
    }
  }
}
