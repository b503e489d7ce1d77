package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.RuleSet.KoRule;
import io.github.tengen.go.RuleSet.SuicideRule;
import io.github.tengen.go.testing.GnuGoProcess;
import io.github.tengen.go.testing.RandomGames;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The rules pinned by a golden file taken from GNU Go once ({@code rules-golden.txt} in the test resources, in the
 * spirit of shakmaty's perft files), so that they are checked on a machine without GNU Go too. For each of GNU Go's
 * ko and suicide settings, seeded random games on 5x5 to 9x9, and on 2x2 to 4x4 where positions repeat and superko
 * bites; after every move the file holds the empty points GNU Go's {@code all_legal} leaves out and its
 * {@code captures} for both players.
 *
 * <p>Format, one record a line: {@code rules KO SUICIDE} starts a section; {@code game N} a game on an empty NxN
 * board; {@code M illegal=V,V,... captures=B,W} a move (a GTP vertex or {@code pass}, by the player to move) and
 * what holds after it. The first line of a game, {@code start illegal=... captures=0,0}, is the empty board.
 *
 * <p>To make the file again (GNU Go 3.8 installed): {@code ./mvnw -pl go-core test -Dtest=GoldenRulesTest
 * -Dtengen.writeGolden=src/test/resources/rules-golden.txt}.
 */
class GoldenRulesTest {
  private static final String RESOURCE = "/rules-golden.txt";

  private record Variant(String gnugoOption, KoRule ko, SuicideRule suicide) {}

  private static final List<Variant> VARIANTS = List.of(
      new Variant("", KoRule.SIMPLE, SuicideRule.FORBIDDEN),
      new Variant("--positional-superko", KoRule.POSITIONAL_SUPERKO, SuicideRule.FORBIDDEN),
      new Variant("--situational-superko", KoRule.SITUATIONAL_SUPERKO, SuicideRule.FORBIDDEN),
      new Variant("--allow-suicide", KoRule.SIMPLE, SuicideRule.MULTI_STONE_ONLY),
      new Variant("--allow-all-suicide", KoRule.SIMPLE, SuicideRule.ALLOWED));

  private static RuleSet rules(KoRule ko, SuicideRule suicide) {
    // the no-result rule would end games on a repetition, which GNU Go knows nothing of
    return RuleSet.JAPANESE.withKoRule(ko).withSuicideRule(suicide).withNoResultOnRepetition(false);
  }

  /** The empty points where the player to move may not play. */
  private static TreeSet<String> illegalPoints(Position p) {
    TreeSet<String> out = new TreeSet<>();
    BoardSize size = p.size();
    List<Move> legal = p.legalMoves();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point pt = Point.of(x, y);
        if (p.stoneAt(pt).isEmpty() && !legal.contains(Move.play(p.toMove(), pt))) {
          out.add(pt.toGtp(size));
        }
      }
    }
    return out;
  }

  private static String record(String move, Position p) {
    return move + " illegal=" + String.join(",", illegalPoints(p)) + " captures=" + p.captures(Color.BLACK) + ","
        + p.captures(Color.WHITE);
  }

  @Test
  void legalityAndCapturesAgreeWithTheGoldenFileTakenFromGnuGo() throws IOException {
    List<String> lines = new ArrayList<>();
    try (InputStream in = GoldenRulesTest.class.getResourceAsStream(RESOURCE)) {
      assertTrue(in != null, "the golden file is missing");
      new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().forEach(lines::add);
    }
    RuleSet rules = null;
    Position p = null;
    int positions = 0;
    int sections = 0;
    java.util.Map<Legality, Integer> reasons = new java.util.EnumMap<>(Legality.class);
    for (String line : lines) {
      if (line.isBlank() || line.startsWith("#")) {
        continue;
      }
      String[] f = line.split(" ");
      switch (f[0]) {
        case "rules" -> {
          rules = rules(KoRule.valueOf(f[1]), SuicideRule.valueOf(f[2]));
          sections++;
        }
        case "game" -> p = Position.empty(BoardSize.square(Integer.parseInt(f[1])), rules);
        default -> {
          if (!f[0].equals("start")) {
            p = p.play(Move.parseGtp(p.toMove(), f[0], p.size()));
          }
          assertEquals(line, record(f[0], p), "after move " + p.moveNumber() + " of\n" + p);
          positions++;
          for (String v : illegalPoints(p)) {
            reasons.merge(p.check(Move.parseGtp(p.toMove(), v, p.size())), 1, Integer::sum);
          }
        }
      }
    }
    assertEquals(VARIANTS.size(), sections);
    assertTrue(positions > 1000, positions + " positions");
    System.out.println("golden rules file: " + positions + " positions under " + sections + " rule settings agree;"
        + " illegal points by reason: " + reasons);
    for (Legality l : List.of(Legality.KO, Legality.SUICIDE, Legality.POSITIONAL_SUPERKO,
        Legality.SITUATIONAL_SUPERKO)) {
      assertTrue(reasons.getOrDefault(l, 0) > 0, "the file has no point illegal by " + l + ": " + reasons);
    }
  }

  /** Makes the golden file with GNU Go as the referee; every answer is checked against ours as it is recorded. */
  @Test
  @EnabledIfSystemProperty(named = "tengen.writeGolden", matches = ".+")
  void writeTheGoldenFileFromGnuGo() throws IOException {
    String exe = GnuGoProcess.findGnuGo().orElse(null);
    assumeTrue(exe != null, "gnugo is not installed");
    List<String> out = new ArrayList<>();
    out.add("# Legality and captures after every move, from GNU Go 3.8 (all_legal, captures); see GoldenRulesTest.");
    for (Variant v : VARIANTS) {
      out.add("rules " + v.ko() + " " + v.suicide());
      String[] opts = v.gnugoOption().isEmpty() ? new String[0] : new String[] {v.gnugoOption()};
      try (GnuGoProcess gnugo = GnuGoProcess.start(exe, opts)) {
        for (int game = 0; game < 14; game++) {
          long seed = 7000L + 100L * VARIANTS.indexOf(v) + game;
          writeGame(gnugo, seed, rules(v.ko(), v.suicide()), game >= 6, out);
        }
      }
    }
    Files.write(Path.of(System.getProperty("tengen.writeGolden")), out, StandardCharsets.UTF_8);
  }

  /** A seeded random game: on 5x5 to 9x9, or on 2x2 to 4x4 with more passes, where positions repeat. */
  private static void writeGame(GnuGoProcess gnugo, long seed, RuleSet rules, boolean tiny, List<String> out) {
    try {
      Random rnd = new Random(seed);
      int n = tiny ? 2 + rnd.nextInt(3) : 5 + rnd.nextInt(5);
      BoardSize size = BoardSize.square(n);
      gnugo.send("boardsize " + n);
      gnugo.send("clear_board");
      Position p = Position.empty(size, rules);
      out.add("game " + n);
      out.add(checked(gnugo, "start", p));
      int maxMoves = 60 + rnd.nextInt(100);
      for (int k = 0; k < maxMoves && !p.isGameOver(); k++) {
        List<Move> legal = new ArrayList<>(p.legalMoves());
        Position here = p;
        if (!tiny) { // on tiny boards eyes are filled too, so that positions repeat
          legal.removeIf(m -> m instanceof Move.Play pl && RandomGames.isOwnEye(here, pl.point(), here.toMove()));
        }
        Move m = legal.size() > 1 && rnd.nextInt(tiny ? 8 : 30) != 0 ? legal.get(rnd.nextInt(legal.size() - 1))
            : Move.pass(p.toMove());
        gnugo.send("play " + (m.color() == Color.BLACK ? "black " : "white ") + m.toGtp(size));
        p = p.play(m);
        out.add(checked(gnugo, m.toGtp(size), p));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Our record of a position, after checking that GNU Go's legal points, prisoners and stones are ours. */
  private static String checked(GnuGoProcess gnugo, String move, Position p) throws IOException {
    GnuGoRefereeTest.compare(gnugo, p, "golden file, after move " + p.moveNumber());
    return record(move, p);
  }
}
