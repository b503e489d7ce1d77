package io.github.tengen.go.katago;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Queries written as KataGo's documentation gives their fields ({@code docs/Analysis_Engine.md}, "Queries"). */
class AnalysisQueryTest {
  private static final BoardSize N = BoardSize.square(19);

  private static Move b(String v) {
    return Move.parseGtp(Color.BLACK, v, N);
  }

  private static Move w(String v) {
    return Move.parseGtp(Color.WHITE, v, N);
  }

  @Test
  void aHandicapGameIsItsStonesItsFirstPlayerAndItsMoves() {
    Position p = Position.withHandicap(N, RuleSet.JAPANESE, 2).play(w("Q3")).play(b("C3"));
    AnalysisQuery q = AnalysisQuery.of("h2", p);
    JsonNode j = Json.tree(q.toJson());
    assertEquals(2, j.get("initialStones").size());
    assertEquals("W", j.get("initialPlayer").textValue());
    assertEquals("[[\"W\",\"Q3\"],[\"B\",\"C3\"]]", j.get("moves").toString());
    assertEquals(RuleSet.JAPANESE.withKomi(p.ruleSet().komi()), q.rules());
    assertEquals("[2]", j.get("analyzeTurns").toString());
    assertEquals(p, q.positions().get(2));
    AnalysisQuery back = AnalysisQuery.fromJson(q.toJson());
    assertEquals(q.toJson(), back.toJson());
    assertEquals(q.positions(), back.positions());
  }

  @Test
  void optionsOverridesAndMoveListsHaveKataGosShapes() {
    AnalysisQuery q = AnalysisQuery.of("o", Position.empty(N, RuleSet.CHINESE).play(b("D4")))
        .withOption("includeOwnership", true).withOption("includePVVisits", true).withOption("priority", 5)
        .withOption("maxVisits", 400).withOverride("playoutDoublingAdvantage", 1.5)
        .withOverride("humanSLProfile", "rank_3d")
        .withAvoid(Color.WHITE, List.of(w("Q16"), w("pass")), 3).withAvoid(Color.WHITE, List.of(w("D16")), 1)
        .withAllow(Color.BLACK, List.of(b("Q4"), b("C16")), 2).withAnalyzeTurns(List.of(0, 1));
    JsonNode j = Json.tree(q.toJson());
    assertEquals(true, j.get("includeOwnership").booleanValue());
    assertEquals(5, j.get("priority").intValue());
    assertEquals("{\"playoutDoublingAdvantage\":1.5,\"humanSLProfile\":\"rank_3d\"}",
        j.get("overrideSettings").toString());
    assertEquals("[{\"player\":\"W\",\"moves\":[\"Q16\",\"pass\"],\"untilDepth\":3},{\"player\":\"W\",\"moves\":"
        + "[\"D16\"],\"untilDepth\":1}]", j.get("avoidMoves").toString());
    assertEquals("[{\"player\":\"B\",\"moves\":[\"Q4\",\"C16\"],\"untilDepth\":2}]", j.get("allowMoves").toString());
    assertEquals(List.of(0, 1), AnalysisQuery.fromJson(q.toJson()).analyzeTurns());
    assertThrows(IllegalArgumentException.class, () -> q.withAllow(Color.BLACK, List.of(b("D16")), 1), "one a player");
    assertThrows(IllegalArgumentException.class, () -> q.withAvoid(Color.BLACK, List.of(b("D16")), 0));
    assertThrows(IllegalArgumentException.class, () -> q.withAvoid(Color.BLACK, List.of(w("D16")), 1));
    assertThrows(IllegalArgumentException.class, () -> q.withOption("moves", "[]"), "the game's own");
    assertThrows(IllegalArgumentException.class, () -> q.withOption("x", List.of()));
    assertThrows(IllegalArgumentException.class, () -> q.withAnalyzeTurns(List.of(2)), "past the last move");
    assertThrows(IllegalArgumentException.class, () -> AnalysisQuery.of("", Position.empty(N, RuleSet.CHINESE)));
  }

  @Test
  void aQueryKataGoWouldRefuseIsRefused() {
    for (String bad : List.of("[]", "{\"id\":\"x\"}", "{\"id\":\"x\",\"moves\":[[\"B\",\"Z99\"]],\"rules\":\"chinese\","
        + "\"boardXSize\":19,\"boardYSize\":19}", "{\"id\":\"x\",\"moves\":[[\"B\",\"D4\"],[\"W\",\"D4\"]],"
        + "\"rules\":\"chinese\",\"boardXSize\":19,\"boardYSize\":19}", "{\"id\":\"x\",\"moves\":[],\"rules\":"
        + "\"spight\",\"boardXSize\":19,\"boardYSize\":19}", "{\"id\":\"x\",\"moves\":[[\"B\"]],\"rules\":\"chinese\","
        + "\"boardXSize\":19,\"boardYSize\":19}")) {
      assertThrows(IllegalArgumentException.class, () -> AnalysisQuery.fromJson(bad), bad);
    }
    assertEquals(Point.of(16, 3), ((Move.Play) AnalysisQuery.fromJson("{\"id\":\"x\",\"moves\":[[\"B\",\"(16,3)\"]],"
        + "\"rules\":\"chinese\",\"boardXSize\":19,\"boardYSize\":19}").moves().get(0)).point(), "KataGo's (x,y)");
  }
}
