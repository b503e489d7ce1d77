package io.github.tengen.go.estimate;

import io.github.tengen.go.testing.Figures;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Setup;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * GNU Go's scoring regression suite ({@code score.tst}, {@code score2.tst}; the games and the expected results are
 * in {@code ../shared/corpus/rules-tests/gnugo-regression}): finished games whose expected {@code final_score}
 * needs the dead stones judged. We replay each game, let {@link DeadStoneEstimator} propose the dead stones, and
 * count under Japanese rules with the file's komi. The agreement is printed (56 of 57; GNU Go 3.8 passes 52 of its
 * own suite); cases GNU Go itself fails are marked.
 */
class GnuGoScoringSuiteTest {

  @Test
  void estimatorAndScorerReproduceGnuGosScoringSuite() throws IOException {
    Path dir = Shared.requireCorpus("rules-tests/gnugo-regression");
    JsonObject root = JsonParser.parseString(Files.readString(dir.resolve("expectations.json"))).getAsJsonObject();
    int cases = 0;
    int agree = 0;
    List<String> misses = new ArrayList<>();
    for (JsonElement e : root.getAsJsonArray("cases")) {
      JsonObject c = e.getAsJsonObject();
      if (!c.get("command").getAsString().equals("final_score")) {
        continue;
      }
      SgfGame g = SgfReader.lenient().read(dir.resolve(c.get("sgf").getAsString())).game();
      Position end = g.replay().finalPosition();
      Position japanese = Setup.of(end).build(RuleSet.JAPANESE.withKomi(g.komi().orElse(0)));
      Score s = DeadStoneEstimator.standard().estimate(japanese).score();
      String want = c.get("expected_regex").getAsString();
      cases++;
      if (s.toSgf().matches(want)) {
        agree++;
      } else {
        misses.add(c.get("suite").getAsString() + " " + c.get("id").getAsInt() + " (" + c.get("sgf").getAsString()
            + (c.get("known_failure_in_gnugo_3_8_suite").getAsBoolean() ? ", GNU Go fails it too" : "")
            + "): expected " + want.replace("\\", "") + ", ours " + s.toSgf());
      }
    }
    System.out.printf("GNU Go scoring suite: %d cases, our estimate + count gives the expected result in %d%n",
        cases, agree);
    misses.forEach(m -> System.out.println("  " + m));
    Figures.record("estimator-gnugo-suite", Figures.of(agree, cases));
    assertTrue(cases >= 50, "cases " + cases);
    // 56 of 57 today (36 with light playouts, 51 before the shape replies, 52 before the shares over the playouts
    // in which every strong chain lived, which fixed score2 58; 53 before the threshold of 0.65 and the atari
    // answers that capture, which fixed score 11, which GNU Go fails, and score2 42, a large group dead by reading
    // that the playouts let live; 55 before the Scorer left every eye of a group in seki neutral, which fixed
    // score 7). The miss: score2 60, which GNU Go fails as well.
    assertTrue(agree >= 56, "agreement " + agree + " of " + cases);
  }
}
