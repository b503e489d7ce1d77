package io.github.tengen.go.estimate;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.Setup;
import io.github.tengen.go.testing.GnuGoProcess;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * GNU Go as scoring referee: games GNU Go plays against itself to two passes (a few random moves mixed in), on
 * 9x9 and 13x13, counted by us under Chinese and Japanese rules with GNU Go's own {@code final_status_list dead}
 * as the dead stones, against GNU Go's {@code final_score} under the same rules.
 */
@Tag("slow") // left out by -Pquick
class GnuGoScoringTest {

  /** GNU Go's move; a resignation is taken as a pass, so that the game still ends by two passes and is counted. */
  private static Move parseMove(String vertex, Color c, BoardSize size) {
    return vertex.equalsIgnoreCase("pass") || vertex.equalsIgnoreCase("resign")
        ? Move.pass(c)
        : Move.play(c, Point.parseGtp(vertex, size));
  }

  private static String gtp(Move m, BoardSize size) {
    return (m.color() == Color.BLACK ? "black " : "white ")
        + (m instanceof Move.Play pl ? pl.point().toGtp(size) : "pass");
  }

  private static Set<Point> dead(GnuGoProcess g, BoardSize size) throws IOException {
    return g.statusList(size, "dead");
  }

  private static String symmetricDifference(Set<Point> a, Set<Point> b) {
    java.util.TreeSet<String> out = new java.util.TreeSet<>();
    for (Point p : a) {
      if (!b.contains(p)) {
        out.add("+" + p.toSgf());
      }
    }
    for (Point p : b) {
      if (!a.contains(p)) {
        out.add("-" + p.toSgf());
      }
    }
    return out.toString();
  }

  @Test
  void ourCountWithGnuGosDeadStonesMatchesGnuGosFinalScore() throws IOException {
    String exe = GnuGoProcess.findGnuGo().orElse(null);
    assumeTrue(exe != null, "skipped: gnugo is not installed (apt-get install gnugo; .ci/run does this)");
    // 100 by default; .ci/run asks for fewer on its second JDK, where this is a repeat
    int games = Integer.getInteger("tengen.scoringGames", 100);
    int[] agree = new int[2];
    List<String> mismatches = new ArrayList<>();
    int estimatorExact = 0;
    int sekiAgree = 0;
    int sekiGames = 0;
    List<String> sekiMisses = new ArrayList<>();
    int estimatorScore = 0;
    List<String> estimatorMisses = new ArrayList<>();
    try (GnuGoProcess cn = GnuGoProcess.start(exe, "--chinese-rules", "--level", "0", "--seed", "20261129");
        GnuGoProcess jp = GnuGoProcess.start(exe, "--japanese-rules", "--level", "0", "--seed", "20261129")) {
      for (int game = 0; game < games; game++) {
        Random rnd = new Random(game);
        int n = game % 5 < 3 ? 9 : 13;
        BoardSize size = BoardSize.square(n);
        for (GnuGoProcess g : List.of(cn, jp)) {
          g.send("boardsize " + n);
          g.send("clear_board");
        }
        cn.send("komi 7.5");
        jp.send("komi 6.5");
        RuleSet replay = RuleSet.CHINESE.withKoRule(RuleSet.KoRule.SIMPLE);
        Position p = Position.empty(size, replay);
        int randomMoves = rnd.nextInt(6);
        while (!p.isGameOver() && p.moveNumber() < 3 * n * n) {
          Move m;
          if (p.moveNumber() < randomMoves) {
            List<Move> legal = p.legalMoves();
            m = legal.get(rnd.nextInt(legal.size() - 1));
            cn.send("play " + gtp(m, size));
          } else {
            String answer = cn.send("genmove " + (p.toMove() == Color.BLACK ? "black" : "white"));
            m = parseMove(answer, p.toMove(), size);
            if (answer.equalsIgnoreCase("resign")) {
              cn.send("play " + gtp(m, size));
            }
          }
          jp.send("play " + gtp(m, size));
          p = p.play(m);
        }
        String[] expected = {cn.send("final_score"), jp.send("final_score")};
        Set<Point>[] deadSets = List.of(dead(cn, size), dead(jp, size)).toArray(new Set[0]);
        RuleSet[] rules = {RuleSet.CHINESE, RuleSet.JAPANESE};
        // the estimator against GNU Go's dead stones (Chinese), and the score each gives
        Position chinese = Setup.of(p).build(RuleSet.CHINESE);
        Estimate est = DeadStoneEstimator.standard().estimate(chinese);
        if (est.deadStones().equals(deadSets[0])) {
          estimatorExact++;
        } else {
          estimatorMisses.add("game " + game + " (" + n + "x" + n + "): GNU Go dead " + deadSets[0].size()
              + ", estimator " + est.deadStones().size() + ", differing "
              + symmetricDifference(est.deadStones(), deadSets[0]) + "\n" + chinese);
        }
        if (est.score().toSgf().equals(Scorer.score(chinese, deadSets[0]).toSgf())) {
          estimatorScore++;
        }
        // seki: the stones GNU Go lists as in seki, against ours (the chains next to our seki points once GNU Go's
        // dead stones are off)
        Set<Point> gnuSeki = cn.statusList(size, "seki");
        Set<Point> ourSeki = new HashSet<>();
        for (Point pt : Scorer.score(chinese, deadSets[0]).seki()) {
          for (Point nb : List.of(Point.of(Math.max(pt.x() - 1, 0), pt.y()), Point.of(Math.min(pt.x() + 1, n - 1),
              pt.y()), Point.of(pt.x(), Math.max(pt.y() - 1, 0)), Point.of(pt.x(), Math.min(pt.y() + 1, n - 1)))) {
            if (chinese.stoneAt(nb).isPresent() && !deadSets[0].contains(nb)) {
              ourSeki.addAll(chinese.chainAt(nb));
            }
          }
        }
        if (gnuSeki.equals(ourSeki)) {
          sekiAgree++;
        } else {
          sekiMisses.add("game " + game + " (" + n + "x" + n + "): GNU Go seki " + gnuSeki.size() + " stones, ours "
              + ourSeki.size() + ", differing " + symmetricDifference(ourSeki, gnuSeki));
        }
        if (!gnuSeki.isEmpty()) {
          sekiGames++;
        }
        for (int k = 0; k < 2; k++) {
          Position counted = Setup.of(p).build(rules[k]);
          String ours = Scorer.score(counted, deadSets[k]).toSgf();
          String theirs = GameResult.parseSgf(expected[k]).toSgf();
          if (ours.equals(theirs)) {
            agree[k]++;
          } else {
            GnuGoProcess eng = k == 0 ? cn : jp;
            mismatches.add(rules[k].toSgf() + " game " + game + " (" + n + "x" + n + "): GNU Go " + theirs
                + ", ours " + ours + " with dead " + deadSets[k].size() + "; GNU Go dead [" + eng.send(
                "final_status_list dead") + "], seki [" + eng.send("final_status_list seki") + "]; our seki "
                + Scorer.score(counted, deadSets[k]).seki() + "\n" + counted);
          }
        }
      }
    }
    System.out.printf("GNU Go scoring: Chinese %d/%d, Japanese %d/%d agree%n", agree[0], games, agree[1], games);
    mismatches.forEach(System.out::println);
    System.out.printf("DeadStoneEstimator vs GNU Go's dead stones: %d/%d exact, %d/%d the same Chinese score%n",
        estimatorExact, games, estimatorScore, games);
    estimatorMisses.forEach(System.out::println);
    System.out.printf("Seki stones vs GNU Go's final_status_list seki: %d/%d games the same (%d games with a seki by"
        + " GNU Go)%n", sekiAgree, games, sekiGames);
    sekiMisses.forEach(System.out::println);
    // 99 of 100: GNU Go finds a seki in games 17 and 42; in 42 the stones agree exactly. In 17 GNU Go also lists the
    // White chains that share an eye (C6) with the White chain in seki, as one dragon; we call in seki the chains
    // next to a seki point. The count is the same: that eye is a seki eye either way (neutral under Japanese rules).
    assertTrue(sekiAgree >= games - Math.max(2, games / 50), "seki agreement " + sekiAgree);
    // With this seed 97 (Chinese) and 98 (Japanese) of 100 agree. The differences, printed above with the boards,
    // GNU Go's seki lists and ours, are explained one by one:
    // - game 42 (9x9, Chinese only, W+1.5 against our W+2.5): White's group at the bottom is in seki (GNU Go lists
    //   it) and has an eye at D1; Chinese area rules count the eye of a group in seki, GNU Go's area count leaves it
    //   out. Under Japanese rules, where that eye is neutral, we agree.
    // - game 17 (9x9, both rules, B+5.5 against our B+4.5): groups in seki at the top left (GNU Go lists them) with
    //   eyes at A9 (Black's) and C6 (White's), and the shared liberty C9. The one point is on those eyes: GNU Go's
    //   count treats them differently from the rule sets, which we follow (Japanese: both neutral; Chinese: both
    //   count).
    // - game 68 (13x13): GNU Go (level 0) passed twice in an unfinished game; the left and right sides are open.
    //   GNU Go's final_score counts the open areas by its influence estimate, a static count of the board leaves
    //   them neutral (until 2026-11-29 our seki test also wrongly called some open points seki; fixed, see
    //   ScorerTest.emptyPointsInOpenSpaceAreNotSeki).
    // The estimator (careful playouts, fixed seed) matches GNU Go's dead list exactly in 99 of the 100 games (with
    // light playouts it was 96; misses are printed above). The miss is game 68, the unfinished one above: we call 14
    // White stones of its open left side dead (B9, B10, C10, D11, E10, D5-D9, F6-F8, G6), where GNU Go lists none of
    // them: from a position with whole sides still open, they live in fewer than 65 % of the playouts. All 100
    // matched before the shape replies of the careful playouts (7069d65).
    assertTrue(estimatorExact >= games * 9 / 10, "estimator exact matches " + estimatorExact);
    int allowed = Math.max(2, games * 5 / 100);
    assertTrue(agree[0] >= games - allowed, "Chinese agreement " + agree[0]);
    assertTrue(agree[1] >= games - allowed, "Japanese agreement " + agree[1]);
  }
}
