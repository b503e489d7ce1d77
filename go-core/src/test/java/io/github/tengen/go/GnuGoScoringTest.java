package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * GNU Go as scoring referee: games GNU Go plays against itself to two passes (a few random moves mixed in), on
 * 9x9 and 13x13, counted by us under Chinese and Japanese rules with GNU Go's own {@code final_status_list dead}
 * as the dead stones, against GNU Go's {@code final_score} under the same rules.
 */
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

  private static Set<Point> dead(GtpEngine g, BoardSize size) throws IOException {
    Set<Point> out = new HashSet<>();
    for (String v : g.send("final_status_list dead").split("\\s+")) {
      if (!v.isEmpty()) {
        out.add(Point.parseGtp(v, size));
      }
    }
    return out;
  }

  @Test
  void ourCountWithGnuGosDeadStonesMatchesGnuGosFinalScore() throws IOException {
    String exe = GtpEngine.findGnuGo().orElse(null);
    assumeTrue(exe != null, "skipped: gnugo is not installed (apt-get install gnugo; .ci/run does this)");
    // 100 by default; .ci/run asks for fewer on its second JDK, where this is a repeat
    int games = Integer.getInteger("tengen.scoringGames", 100);
    int[] agree = new int[2];
    List<String> mismatches = new ArrayList<>();
    try (GtpEngine cn = GtpEngine.start(exe, "--chinese-rules", "--level", "0", "--seed", "20261129");
        GtpEngine jp = GtpEngine.start(exe, "--japanese-rules", "--level", "0", "--seed", "20261129")) {
      for (int game = 0; game < games; game++) {
        Random rnd = new Random(game);
        int n = game % 5 < 3 ? 9 : 13;
        BoardSize size = BoardSize.square(n);
        for (GtpEngine g : List.of(cn, jp)) {
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
        for (int k = 0; k < 2; k++) {
          Position counted = Setup.of(p).build(rules[k]);
          String ours = Scorer.score(counted, deadSets[k]).toSgf();
          String theirs = GameResult.parseSgf(expected[k]).toSgf();
          if (ours.equals(theirs)) {
            agree[k]++;
          } else {
            mismatches.add(rules[k].toSgf() + " game " + game + " (" + n + "x" + n + "): GNU Go " + theirs
                + ", ours " + ours + " with dead " + deadSets[k].size());
          }
        }
      }
    }
    System.out.printf("GNU Go scoring: Chinese %d/%d, Japanese %d/%d agree%n", agree[0], games, agree[1], games);
    mismatches.forEach(System.out::println);
    // With this seed 97 (Chinese) and 98 (Japanese) of 100 agree. The others (games 17, 42, 68) are games where
    // GNU Go's final_score is not a static count of the position with its own final_status_list: it reads life and
    // death again, or plays on, before counting. They are printed above and not yet explained one by one.
    int allowed = Math.max(2, games * 5 / 100);
    assertTrue(agree[0] >= games - allowed, "Chinese agreement " + agree[0]);
    assertTrue(agree[1] >= games - allowed, "Japanese agreement " + agree[1]);
  }
}
