package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.RuleSet.KoRule;
import io.github.tengen.go.RuleSet.SuicideRule;
import io.github.tengen.go.testing.GnuGoProcess;
import io.github.tengen.go.testing.RandomGames;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * GNU Go as referee: random games on 5x5 to 19x19 where, after every move, our legal points must equal GNU Go's
 * {@code all_legal}, our prisoners its {@code captures} and our stones its {@code list_stones}, under each of its
 * ko and suicide settings. Skipped with a message when {@code gnugo} is not installed ({@code .ci/run} installs
 * it, so CI always runs it).
 */
@Tag("slow") // left out by -Pquick
class GnuGoRefereeTest {

  @ParameterizedTest(name = "gnugo {0} vs {1}/{2}: {3} games")
  @CsvSource({
      "'', SIMPLE, FORBIDDEN, 60",
      "--positional-superko, POSITIONAL_SUPERKO, FORBIDDEN, 50",
      "--situational-superko, SITUATIONAL_SUPERKO, FORBIDDEN, 40",
      "--allow-suicide, SIMPLE, MULTI_STONE_ONLY, 30",
      "--allow-all-suicide, SIMPLE, ALLOWED, 30"})
  void legalPointsCapturesAndStonesAgreeWithGnuGoAfterEveryMove(String option, KoRule ko, SuicideRule suicide,
      int games) throws IOException {
    String exe = GnuGoProcess.findGnuGo().orElse(null);
    assumeTrue(exe != null, "skipped: gnugo is not installed (apt-get install gnugo; .ci/run does this)");
    RuleSet rules = RuleSet.JAPANESE.withKoRule(ko).withSuicideRule(suicide);
    String[] opts = option.isBlank() ? new String[0] : new String[] {option};
    int moves = 0;
    try (GnuGoProcess gnugo = GnuGoProcess.start(exe, opts)) {
      for (int game = 0; game < games; game++) {
        long seed = 1000L * ko.ordinal() + 100L * suicide.ordinal() + game;
        moves += playOne(gnugo, seed, rules);
      }
    }
    System.out.printf("GNU Go referee %s: %d games, %d moves compared%n", option, games, moves);
  }

  private int playOne(GnuGoProcess gnugo, long seed, RuleSet rules) throws IOException {
    Random rnd = new Random(seed);
    int n = 5 + rnd.nextInt(15);
    BoardSize size = BoardSize.square(n);
    gnugo.send("boardsize " + n);
    gnugo.send("clear_board");
    Position p = Position.empty(size, rules);
    int maxMoves = Math.min(3 * n * n, 160 + rnd.nextInt(200));
    int played = 0;
    while (!p.isGameOver() && played < maxMoves) {
      String where = "seed " + seed + " (" + n + "x" + n + ") after move " + p.moveNumber();
      compare(gnugo, p, where);
      List<Move> legal = new ArrayList<>(p.legalMoves());
      Position here = p;
      legal.removeIf(m -> m instanceof Move.Play pl && RandomGames.isOwnEye(here, pl.point(), here.toMove()));
      Move m = legal.size() > 1 && rnd.nextInt(40) != 0 ? legal.get(rnd.nextInt(legal.size() - 1)) : null;
      if (m == null) {
        m = Move.pass(p.toMove());
      }
      String color = m.color() == Color.BLACK ? "black" : "white";
      gnugo.send("play " + color + " " + (m instanceof Move.Play pl ? pl.point().toGtp(size) : "pass"));
      p = p.play(m);
      played++;
    }
    compare(gnugo, p, "seed " + seed + " at the end");
    return played;
  }

  /** Asserts that GNU Go's legal points, prisoners and stones are ours; GNU Go has played the same moves. */
  static void compare(GnuGoProcess gnugo, Position p, String where) throws IOException {
    BoardSize size = p.size();
    if (!p.isGameOver()) {
      String color = p.toMove() == Color.BLACK ? "black" : "white";
      TreeSet<String> theirs = new TreeSet<>(Arrays.asList(gnugo.send("all_legal " + color).split("\\s+")));
      theirs.remove("");
      TreeSet<String> ours = new TreeSet<>();
      for (Move m : p.legalMoves()) {
        if (m instanceof Move.Play pl) {
          ours.add(pl.point().toGtp(size));
        }
      }
      assertEquals(theirs, ours, "legal points, " + where + "\n" + p);
    }
    assertEquals(Integer.parseInt(gnugo.send("captures black")), p.captures(Color.BLACK), "black prisoners, " + where);
    assertEquals(Integer.parseInt(gnugo.send("captures white")), p.captures(Color.WHITE), "white prisoners, " + where);
    for (Color c : Color.values()) {
      TreeSet<String> theirs = new TreeSet<>(Arrays.asList(
          gnugo.send("list_stones " + (c == Color.BLACK ? "black" : "white")).split("\\s+")));
      theirs.remove("");
      TreeSet<String> ours = new TreeSet<>();
      for (Point pt : p.stones(c)) {
        ours.add(pt.toGtp(size));
      }
      assertEquals(theirs, ours, c + " stones, " + where);
    }
  }

  @org.junit.jupiter.api.Test
  void fixedHandicapPlacementIsGnuGosForEverySizeAndCountBut12x12() throws IOException {
    String exe = GnuGoProcess.findGnuGo().orElse(null);
    assumeTrue(exe != null, "skipped: gnugo is not installed (apt-get install gnugo; .ci/run does this)");
    try (GnuGoProcess gnugo = GnuGoProcess.start(exe)) {
      for (int n = 7; n <= 19; n++) {
        BoardSize size = BoardSize.square(n);
        for (int h = 2; h <= 9; h++) {
          gnugo.send("boardsize " + n);
          gnugo.send("clear_board");
          TreeSet<String> theirs = null;
          try {
            theirs = new TreeSet<>(Arrays.asList(gnugo.send("fixed_handicap " + h).split("\\s+")));
          } catch (IOException refused) {
            // GNU Go has no placement for this size and count
          }
          TreeSet<String> ours = null;
          try {
            Position p = Position.withHandicap(size, RuleSet.JAPANESE, h);
            ours = new TreeSet<>();
            for (Point pt : p.stones(Color.BLACK)) {
              ours.add(pt.toGtp(size));
            }
            assertEquals(Color.WHITE, p.toMove());
            assertEquals(h, p.handicap());
          } catch (IllegalArgumentException undefined) {
            // no placement
          }
          if (n == 12 && theirs != null) {
            // GNU Go 3.8 puts 12x12's corner stones on the fourth line; the GTP table (and we) on the third
            assertEquals(theirs.size(), ours.size(), "12x12 handicap " + h);
            assertTrue(!theirs.equals(ours) && theirs.contains("D4") && ours.contains("C3"), "12x12 handicap " + h);
            continue;
          }
          assertEquals(theirs, ours, n + "x" + n + " handicap " + h);
        }
      }
    }
  }
}
