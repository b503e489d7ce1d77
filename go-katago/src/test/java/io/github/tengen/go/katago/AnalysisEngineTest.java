package io.github.tengen.go.katago;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The client against a stand-in that replays KataGo's own recorded answers ({@link RecordedKataGo}): many queries in
 * flight, each answered with what KataGo answered, warnings to their query, actions, cancellation, and an engine that
 * ends.
 */
class AnalysisEngineTest {
  private static List<String> lines(String file) throws IOException {
    List<String> out = new ArrayList<>();
    for (String l : Files.readAllLines(Shared.requireCorpus("katago-analysis/katago/" + file))) {
      if (!l.isBlank()) {
        out.add(l);
      }
    }
    return out;
  }

  private static RecordedKataGo recorded() throws IOException {
    RecordedKataGo k = new RecordedKataGo();
    for (String[] t : List.of(new String[] {"basic.txt", "basic.txt.stdout"},
        new String[] {"pvvisits.txt", "pvvisits.txt.stdout"}, new String[] {"symmetry.txt", "symmetry.txt.stdout"},
        new String[] {"badoverride.txt", "badoverride.txt.stdout"})) {
      k.add(lines(t[0]), lines(t[1]));
    }
    return k;
  }

  /** Every query of the transcripts sent at once, each under its own id: each gets KataGo's answer to it. */
  @Test
  void manyQueriesInFlightEachGetTheirOwnAnswers() throws Exception {
    List<AnalysisResponse> unclaimed = new CopyOnWriteArrayList<>();
    try (AnalysisEngine engine = recorded().start(unclaimed::add)) {
      List<AnalysisEngine.Analysis> inFlight = new ArrayList<>();
      List<List<AnalysisResponse>> heard = new ArrayList<>();
      int n = 0;
      for (String file : List.of("basic.txt", "pvvisits.txt", "symmetry.txt", "badoverride.txt")) {
        for (String line : lines(file)) {
          ObjectNode q = (ObjectNode) Json.tree(line);
          q.put("id", "q" + n++);
          List<AnalysisResponse> mine = new CopyOnWriteArrayList<>();
          heard.add(mine);
          inFlight.add(engine.submit(AnalysisQuery.fromJson(q.toString()), mine::add));
        }
      }
      int warnings = 0;
      for (int i = 0; i < inFlight.size(); i++) {
        AnalysisEngine.Analysis a = inFlight.get(i);
        List<AnalysisResponse.Result> results = a.results().get(10, TimeUnit.SECONDS);
        assertEquals(a.query().analyzeTurns(), results.stream().map(AnalysisResponse.Result::turnNumber).toList());
        for (AnalysisResponse r : heard.get(i)) {
          assertEquals(a.query().id(), r.id().orElseThrow(), "only its own responses");
          warnings += r instanceof AnalysisResponse.Warning ? 1 : 0;
        }
        Position p = a.query().positions().get(results.get(0).turnNumber());
        assertEquals(p.toMove(), results.get(0).root().currentPlayer().orElseThrow());
      }
      assertEquals(3, warnings, "badoverride's three warnings, each to its query");
      assertEquals(List.of(), unclaimed);
      assertEquals("1.16.4", engine.queryVersion().get(10, TimeUnit.SECONDS).json().get("version").textValue());
      assertEquals("clear_cache", engine.clearCache().get(10, TimeUnit.SECONDS).action());
    }
  }

  /** {@code terminate} cancels in the engine: the held turns end without results, and the query completes. */
  @Test
  void terminateCancelsTheQueryInTheEngine() throws Exception {
    try (AnalysisEngine engine = recorded().holding().start(r -> { })) {
      String line = lines("basic.txt").get(2);
      AnalysisQuery q = AnalysisQuery.fromJson(line).withAnalyzeTurns(List.of(0, 1, 2, 3));
      AnalysisEngine.Analysis a = engine.submit(q, r -> { });
      assertFalse(a.results().isDone());
      assertEquals("terminate", a.terminate().get(10, TimeUnit.SECONDS).action());
      List<AnalysisResponse.Result> results = a.results().get(10, TimeUnit.SECONDS);
      assertEquals(List.of(0, 1, 2, 3), results.stream().map(AnalysisResponse.Result::turnNumber).toList());
      assertTrue(results.stream().noneMatch(AnalysisResponse.Result::analysed));
      assertThrows(IllegalStateException.class, () -> results.get(0).root(), "no values without analysis");
    }
  }

  /** The engine's refusal fails the query with its reason; an engine that ends fails what is in flight. */
  @Test
  void aRefusalAndAnEndFailWhatIsInFlight() throws Exception {
    Position p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE).play(Move.play(Color.BLACK, Point.of(4, 4)));
    try (AnalysisEngine answering = recorded().start(r -> { })) {
      AnalysisEngine.Analysis unknown = answering.submit(AnalysisQuery.of("not-recorded", p), r -> { });
      CompletionException e = assertThrows(CompletionException.class, () -> unknown.results().join());
      assertInstanceOf(AnalysisException.class, e.getCause());
      assertEquals("moves", ((AnalysisException) e.getCause()).failure().field().orElseThrow());
    }
    AnalysisEngine engine = recorded().holding().start(r -> { });
    AnalysisEngine.Analysis held = engine.submit(AnalysisQuery.fromJson(lines("basic.txt").get(1)), r -> { });
    assertThrows(IllegalStateException.class, () -> engine.submit(held.query(), r -> { }), "one id in flight");
    engine.close();
    assertThrows(CompletionException.class, () -> held.results().join(), "the engine ended");
    assertThrows(IllegalStateException.class, () -> engine.submit(AnalysisQuery.of("late", p), r -> { }));
  }
}
