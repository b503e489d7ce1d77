package io.github.tengen.go.katago;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.testing.Shared;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's analysis example, against the stand-in answering with KataGo's recorded result for the position. */
class ReadmeAnalysisExampleTest {
  @Test
  void readmeAnalysisExampleRunsAsDocumented() throws Exception {
    List<String> queries = Files.readAllLines(Shared.requireCorpus("katago-analysis/katago/basic.txt"));
    List<String> answers = Files.readAllLines(Shared.requireCorpus("katago-analysis/katago/basic.txt.stdout"));
    Position position = AnalysisQuery.fromJson(queries.get(2)).positions().get(3);   // 7x7, Black to move
    try (AnalysisEngine katago = new RecordedKataGo().otherwise(answers.get(2)).start(r -> { })) {
      // --- README analysis start
      AnalysisQuery query = AnalysisQuery.of("move-3", position).withOption("includeOwnership", true)
          .withOption("maxVisits", 400);
      AnalysisEngine.Analysis analysis = katago.submit(query, response -> { });   // each response as it comes
      AnalysisResponse.Result result = analysis.results().join().get(0);         // the final result of the turn
      double blackWins = result.root().winrate();                                 // Black's view, KataGo's default
      PointValues ownership = result.ownership(position.size()).orElseThrow();   // on Tengen's points
      // --- end
      assertEquals(3, result.turnNumber());
      assertEquals(0.345619394, blackWins, 1e-12, "the recorded root winrate, Black's");
      assertTrue(ownership.at(Point.parseGtp("D5", position.size())) > 0.5, "its best move's point, Black's");
      assertEquals(List.of(3), query.analyzeTurns());
      assertTrue(query.toJson().contains("\"includeOwnership\":true"), query.toJson());
    }
  }
}
