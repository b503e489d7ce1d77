package io.github.tengen.go.estimate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Position;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The score estimate during a game ({@link Estimate#expectedLead()}) move by move through the
 * bundled 1846 game (Honinbo Shusaku and Gennan Inseki, no komi, Black won by 2): an "estimate score" button pressed
 * after every move must not jump to whoever moved last. Random playouts carry out the threat of the last move in
 * most playouts, which a player would answer; counted from the position alone, the lead from move 40 to move 240
 * averaged -3.0 points after White's moves and +6.9 after Black's, and moved 10.4 points a move. The lead is now the
 * mean of the counts before and after the last stone.
 */
class LeadDuringAGameTest {
  @Test
  void theLeadDoesNotSwingToWhoeverMovedLast() throws IOException {
    List<Position> line;
    try (InputStream in = SgfReader.class.getResourceAsStream("ear-reddening-1846.sgf")) {
      line = SgfReader.strict().read(in).game().replay().positions();
    }
    double[] sum = new double[2]; // after White's moves (even move numbers), after Black's
    int[] count = new int[2];
    double steps = 0;
    double previous = Double.NaN;
    for (int move = 40; move <= 240; move++) {
      double lead = DeadStoneEstimator.standard().estimate(line.get(move)).expectedLead();
      sum[move % 2] += lead;
      count[move % 2]++;
      if (!Double.isNaN(previous)) {
        steps += Math.abs(lead - previous);
      }
      previous = lead;
    }
    double afterWhite = sum[0] / count[0];
    double afterBlack = sum[1] / count[1];
    double step = steps / 200;
    System.out.printf(Locale.ROOT, "1846 game, moves 40-240: mean lead %.2f after White's moves, %.2f after"
        + " Black's; it moves %.2f points a move%n", afterWhite, afterBlack, step);
    assertTrue(Math.abs(afterBlack - afterWhite) < 3, "after White " + afterWhite + ", after Black " + afterBlack);
    assertTrue(step < 5, "points a move " + step);
  }
}
