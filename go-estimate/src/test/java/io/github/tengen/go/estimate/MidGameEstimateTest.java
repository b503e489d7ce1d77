package io.github.tengen.go.estimate;

import io.github.tengen.go.testing.Figures;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Position;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The score estimate during a game ({@link Estimate#expectedLead()}) on the professional Fox games
 * of {@code ../shared/corpus/pro-games/fox-pro} that ended by a count (19x19, no handicap, numeric RE): from the
 * position 30 moves before the end, and at moves 100 and 150, how often the estimate names the winner and how far
 * its lead is from the recorded one. Printed beside GNU Go 3.8's {@code estimate_score} (level 10) on the same
 * positions, measured on this machine with the komi the files write (GnuGoScoreEstimateTest in go-gtp measures both
 * on every eighth game, and on every game with {@code -Dtengen.scoreEstimateStride=1}): 30 moves before the end, the
 * winner in 64.6 % of the 528 games with a mean error of 8.0 points; at move 100, 52.4 % and 13.6 points; at move
 * 150, 55.7 % and 12.7 points. The Tygem 9-dan
 * games of {@code pro-games/tygem-9d-2016-12} are measured the same way (every second game) as a check that the
 * estimate is not fitted to one set: the expected lead's margin for stones in open regions (0.2) lay between the
 * best value on the Fox games (0.3) and on these (0.1) when it was chosen; since the lead is the mean of the counts
 * before and after the last stone, the best values 30 moves before the end are 0.25 on the Fox games and 0.3 on
 * these, 0.03 and 0.07 points of mean error better than 0.2, which is kept.
 */
@Tag("slow") // left out by -Pquick
class MidGameEstimateTest {
  private static final int[] OFFSETS = {-30, 100, 150};
  private static final String[] NAMES = {"30 moves before the end", "at move 100", "at move 150"};

  @Test
  void theEstimateNamesTheWinnerOfCountedProGames() throws IOException {
    Counts f = measure("pro-games/fox-pro", 1);
    f.print("Fox pro games counted (19x19, no handicap)", "fox");
    System.out.printf(Locale.ROOT, "  (GNU Go 3.8 estimate_score, level 10, the same positions: 64.6 %% and 8.0 points"
        + " 30 moves before the end, 52.4 %% and 13.6 at move 100, 55.7 %% and 12.7 at move 150); %.1f ms a lead"
        + " (two estimates: the position's and the one before its last stone)%n", f.millisPerEstimate());
    assertTrue(f.games[0] >= 500, "games " + f.games[0]);
    // better than GNU Go on both figures 30 moves before the end: 66.7 % and 6.78 points (GNU Go 64.6 %, 8.0; 66.9 %
    // and 6.83 before every eye of a group in seki was neutral; 6.82 before the landless-group rule's looser bound
    // for small groups); 50.5 % and 9.18 at move 100, 56.9 % and 9.55
    // at move 150 (9.17 and 9.53 before loose chains a knight's move apart were one landless group). Counted from
    // the position alone, before the lead was the mean of the counts before and after the last stone: 65.3 % and
    // 7.24, 48.8 % and 10.47, 58.2 % and 10.48
    assertTrue(f.winners[0] > 0.646 * f.games[0], "winner named in " + f.winners[0] + " of " + f.games[0]);
    assertTrue(f.error(0) < 7.0, "mean error " + f.error(0));
    assertTrue(f.error(1) < 9.5 && f.error(2) < 10.0, "in the middle game: " + f.error(1) + ", " + f.error(2));
  }

  @Test
  void theEstimateNamesTheWinnerOfCountedTygemGames() throws IOException {
    Counts f = measure("pro-games/tygem-9d-2016-12", 2);
    f.print("Tygem 9-dan games counted (every second)", "tygem");
    assertTrue(f.games[0] >= 500, "games " + f.games[0]);
    // 81.2 % and 6.39 points 30 moves before the end, 57.2 % and 10.82 at move 100, 63.1 % and 10.89 at move 150
    // (10.81 before a landless group took loose chains weaker than it; 80.1 % and 6.95, 53.0 % and 13.19, 60.4 % and
    // 12.59 counted from the position alone)
    assertTrue(f.winners[0] >= 0.78 * f.games[0], "winner named in " + f.winners[0] + " of " + f.games[0]);
    assertTrue(f.error(0) < 7.0 && f.error(1) < 11.5 && f.error(2) < 11.5, "mean errors " + f.error(0) + ", "
        + f.error(1) + ", " + f.error(2));
  }

  /** Games, winners named and summed lead errors per offset, and the time spent estimating. */
  private record Counts(int[] games, int[] winners, double[] errors, long nanos, int estimates) {
    double error(int k) {
      return errors[k] / games[k];
    }

    double millisPerEstimate() {
      return nanos / 1e6 / estimates;
    }

    void print(String what, String id) {
      for (int k = 0; k < OFFSETS.length; k++) {
        Figures.record("estimator-" + id + "-" + (OFFSETS[k] < 0 ? "end" + OFFSETS[k] : "move" + OFFSETS[k]),
            Figures.percent(winners[k], games[k], 1) + ", " + String.format(Locale.ROOT, "%.1f", error(k)));
        System.out.printf(Locale.ROOT, "%s, %s: %d games, winner named in %d (%.1f %%), mean lead error %.2f"
            + " points%n", what, NAMES[k], games[k], winners[k], 100.0 * winners[k] / games[k], error(k));
      }
    }
  }

  /**
   * The estimate at each offset of every {@code stride}th game of a collection that ended by a count (19x19, no
   * handicap, a numeric result other than zero), against the recorded margin.
   */
  private static Counts measure(String collection, int stride) throws IOException {
    Path dir = Shared.requireCorpus(collection);
    int[] games = new int[OFFSETS.length];
    int[] winners = new int[OFFSETS.length];
    double[] errors = new double[OFFSETS.length];
    long nanos = 0;
    int estimates = 0;
    int seen = 0;
    for (String line : Files.readAllLines(dir.resolve("index.jsonl"))) {
      JsonObject o = JsonParser.parseString(line).getAsJsonObject();
      if (!o.has("size") || o.get("size").getAsInt() != 19 || !o.has("result_kind")
          || !"score".equals(o.get("result_kind").getAsString())
          || o.has("HA") && !o.get("HA").isJsonNull() && !"0".equals(o.get("HA").getAsString())
          || seen++ % stride != 0) {
        continue;
      }
      SgfGame g = SgfReader.lenient().read(dir.resolve("games").resolve(o.get("file").getAsString())).game();
      if (!(g.result().orElse(null) instanceof GameResult.ScoreWin re) || re.margin() == 0) {
        continue;
      }
      List<Position> line2 = g.replay().positions();
      double want = re.color() == Color.BLACK ? re.margin() : -re.margin();
      for (int k = 0; k < OFFSETS.length; k++) {
        int at = OFFSETS[k] < 0 ? line2.size() - 1 + OFFSETS[k] : OFFSETS[k];
        if (at < 1 || at >= line2.size()) {
          continue;
        }
        long t0 = System.nanoTime();
        double lead = DeadStoneEstimator.standard().estimate(line2.get(at)).expectedLead();
        nanos += System.nanoTime() - t0;
        estimates++;
        games[k]++;
        winners[k] += Math.signum(lead) == Math.signum(want) ? 1 : 0;
        errors[k] += Math.abs(lead - want);
      }
    }
    return new Counts(games, winners, errors, nanos, estimates);
  }
}
