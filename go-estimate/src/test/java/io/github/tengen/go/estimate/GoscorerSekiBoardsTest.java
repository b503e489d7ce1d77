package io.github.tengen.go.estimate;

import io.github.tengen.go.testing.Figures;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.testing.GnuGoProcess;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Japanese territory counts against goscorer (lightvector's territory scorer, MIT; its expected outputs are in
 * {@code src/test/resources/goscorer} with their source and licence) on its eleven seki boards, dead marks included.
 *
 * <p>Every empty or dead point must get the same owner from us as from goscorer's TERRITORY map, or fall in one of
 * the two places where the two scorers are known to count differently, each checked here:
 * <ul>
 *   <li><b>False eyes.</b> goscorer leaves points it judges false eyes out of territory by default (a player must
 *       fill them eventually); we count an empty region bordered by one colour as that colour's.</li>
 *   <li><b>Seki by reading.</b> goscorer judges some groups in seki whose shared liberty one player could still
 *       fill, counting outside dame as already filled, and then gives their eyes to nobody. We call a point seki
 *       only when neither player can fill it as the board stands (see {@link Scorer#score(Position, Set)}); in
 *       those boards {@link Scorer#unsettled} lists dame, so a program warns that the position must be settled
 *       (dame filled, or the status of the stones agreed) before it is counted. That is not only a difference of
 *       taste: on {@code test_basic_sekis} Black's chain at B5-B1 has five outside liberties against the two of
 *       White's A4-A2, so Black captures White by playing A5 and A1; goscorer calls them both in seki.</li>
 * </ul>
 */
class GoscorerSekiBoardsTest {
  private static final List<String> BOARDS = List.of("test_hanezeki", "test_hanezeki2", "test_basic_sekis",
      "test_basic_sekis_marked_dead", "test_more_fancy_sekis", "test_big_eye_seki", "test_bamboo_reachable_seki",
      "test_bamboo_interleave_seki", "test_no_bamboo_interleave_seki_broken", "test_double_throwin_seki3",
      "test_double_throwin_seki4");

  @Test
  void everyPointCountsAsGoscorerCountsItOrIsAFalseEyeOrASekiThatReadingDecides() throws IOException {
    int agree = 0;
    int falseEyes = 0;
    int sekiByReading = 0;
    Set<String> notFlagged = new HashSet<>();
    List<String> report = new ArrayList<>();
    List<Integer> differences = new ArrayList<>();
    for (String name : BOARDS) {
      Board b = load(name);
      Map<String, List<String>> maps = b.maps();
      List<String> board = maps.get("BOARD");
      int h = board.size();
      int w = board.get(0).length();
      Position p = b.position();
      Set<Point> dead = b.dead();
      Score s = Scorer.score(p, dead);
      Scorer.Unsettled unsettled = Scorer.unsettled(p, dead);
      boolean settled = unsettled.isSettled();
      Set<Point> openDame = Set.copyOf(unsettled.dame());
      int boardDifferences = 0;
      for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
          char c = board.get(y).charAt(x);
          if (c == 'x' || c == 'o') {
            continue;
          }
          Point pt = Point.of(x, y);
          char t = maps.get("TERRITORY").get(y).charAt(x);
          Optional<Color> theirs = t == 'z' ? Optional.of(Color.BLACK) : t == 'a' ? Optional.of(Color.WHITE)
              : Optional.empty();
          if (theirs.equals(s.ownerOf(pt))) {
            agree++;
            continue;
          }
          boardDifferences++;
          String where = name + " " + pt.toGtp(p.size());
          if (maps.get("FALSE EYES").get(y).charAt(x) == 'F') {
            assertTrue(theirs.isEmpty(), where + ": goscorer gives a false eye to nobody");
            falseEyes++;
          } else {
            assertTrue(maps.get("SEKI").get(y).charAt(x) != '.', where + ": a difference goscorer does not call seki");
            assertTrue(theirs.isEmpty(), where + ": goscorer gives the eyes of a seki to nobody");
            assertFalse(settled, where + ": we must report the board unsettled");
            if (touchesDame(p, dead, pt, s.ownerOf(pt).orElseThrow(), openDame)) {
              sekiByReading++;
            } else {
              notFlagged.add(where);
            }
          }
        }
      }
      differences.add(boardDifferences);
      report.add(name + ": " + boardDifferences + " points differ" + (settled ? "" : " (unsettled)"));
    }
    report.forEach(System.out::println);
    System.out.printf("goscorer seki boards: %d points the same, %d false eyes, %d seki by reading (next to dame we"
        + " list), %d explained below%n", agree, falseEyes, sekiByReading, notFlagged.size());
    assertEquals(468, agree);
    assertEquals(8, falseEyes);
    assertEquals(30, sekiByReading);
    // test_hanezeki2: goscorer counts the White stones marked dead at A7-A5 and N7-N5, and A4 and N4 below them,
    // as the eyes of Black chains in seki (B7-B3 with A3, M7-M3 with N3). Those chains have no liberty outside
    // that edge region, and the twelve-stone White chains they touch (at C7 and L7) are in atari, at E7 and J7:
    // with the marked stones removed we see no seki there, and count the four points of each edge as Black's.
    assertEquals(Set.of("test_hanezeki2 A7", "test_hanezeki2 A6", "test_hanezeki2 A5", "test_hanezeki2 A4",
        "test_hanezeki2 N7", "test_hanezeki2 N6", "test_hanezeki2 N5", "test_hanezeki2 N4"), notFlagged);
    // pinned, so that a change in either direction is seen and explained
    assertEquals(List.of(0, 8, 1, 11, 9, 1, 2, 4, 1, 4, 5), differences);
  }

  /**
   * Whether a chain of {@code owner} bordering the region of {@code pt} (empty and dead points) has a liberty among
   * the dame still to fill.
   */
  private static boolean touchesDame(Position p, Set<Point> dead, Point pt, Color owner, Set<Point> dame) {
    Set<Point> region = new HashSet<>();
    List<Point> todo = new ArrayList<>(List.of(pt));
    Set<Point> border = new HashSet<>();
    while (!todo.isEmpty()) {
      Point q = todo.remove(todo.size() - 1);
      if (!region.add(q)) {
        continue;
      }
      for (Point n : neighbours(p.size(), q)) {
        Optional<Color> c = p.stoneAt(n);
        if (c.isEmpty() || dead.contains(n)) {
          todo.add(n);
        } else if (c.get() == owner) {
          border.add(n);
        }
      }
    }
    for (Point b : border) {
      for (Point lib : p.libertiesOf(b)) {
        if (dame.contains(lib)) {
          return true;
        }
      }
    }
    return false;
  }

  private static List<Point> neighbours(BoardSize size, Point q) {
    List<Point> out = new ArrayList<>();
    int[][] d = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    for (int[] k : d) {
      int x = q.x() + k[0];
      int y = q.y() + k[1];
      if (x >= 0 && y >= 0 && x < size.width() && y < size.height()) {
        out.add(Point.of(x, y));
      }
    }
    return out;
  }

  /**
   * The board goscorer tests as its hane seki ({@code test_hanezeki}): at the top, White's H7 touches Black's G7
   * and the empty J7; Black's K7-K5 inside White's wall have J7 as their only liberty, as has H7. Both H7 and K7-K5
   * are marked dead: their points, in a region that then touches both colours, are dame and not territory (so are
   * A4 and N4, between chains in atari), while Black's eye space below counts. Reading the board, White could simply
   * capture K7-K5 at J7, so its centre is not a seki that stands by itself; what the test pins is that we count it
   * exactly as goscorer does, dame and the points left to settle included.
   */
  @Test
  void theHaneSekiBoardHasGoscorersTerritoryDameAndPointsToSettle() throws IOException {
    Board b = load("test_hanezeki");
    Score s = Scorer.score(b.position(), b.dead());
    Set<Point> expectedDame = new HashSet<>();
    List<String> dame = b.maps().get("DAME");
    for (int y = 0; y < dame.size(); y++) {
      for (int x = 0; x < dame.get(y).length(); x++) {
        if (dame.get(y).charAt(x) == '1') {
          expectedDame.add(Point.of(x, y));
        }
      }
    }
    assertEquals(expectedDame, Set.copyOf(s.dame()));
    assertTrue(s.seki().isEmpty(), "no point of this board is a seki point by the Scorer's definition");
    // 13 points of Black's eye space; the four marked stones are prisoners, their points dame
    assertEquals(13, s.territory(Color.BLACK));
    assertEquals(0, s.territory(Color.WHITE));
    assertEquals(expectedDame, Set.copyOf(Scorer.unsettled(b.position(), b.dead()).dame()));
  }

  /**
   * The estimator on goscorer's seki boards (their dead marks ignored): how many stones goscorer's SEKI map puts in a
   * seki (of the seki's colour, not marked dead) are proposed dead. These boards are fragments, not finished games:
   * most of their area is open, hane seki and bamboo seki need reading, and playouts from them kill some of the seki
   * stones (94 of 342 today with the standard seed; 124 before the landless-group rule, whose exceptions keep the hane
   * seki of {@code test_hanezeki} and {@code test_hanezeki2}, 106 to 139 with seeds 1 to 7 then, 911 in all over the
   * eight; 126 and 927 before the reading followed a fight out of its region, which keeps the double throw-in seki of
   * {@code test_more_fancy_sekis} at A9 and B10; 116 before the threshold of 0.65 and the atari answers that capture,
   * with 917 over the same eight seeds; 120 before the local reading of small regions, 154 before the eye-space rule
   * and the shape replies of the careful playouts). goscorer judges seki for counting, the rest of the board taken as
   * agreed; as the board stands, many of its seki can be captured. Where GNU Go can referee (six boards, {@link
   * #gnuGoJudgesTheSekiStonesWeProposeDeadWhereTheBoardPadsToASquare}), it calls 63 of the 84 stones we propose dead
   * there dead too, and 21 seki (which its own {@code dragon_status} calls dead). Of the ten on the boards it cannot
   * see, six can be captured whoever moves first and two are a fight whoever moves first (the hane seki's F7, which
   * only a reading that weighs what each capture costs would leave alone); two lie in regions too big to read ({@link
   * #theSekiStonesWeProposeDeadThatGnuGoCannotSeeAreCapturedOrAFightWhoeverMovesFirst}). A measurement with a ceiling
   * against regressions; seki in finished games (seed 004, the GNU Go self-play games) are tested elsewhere, where none
   * is proposed dead.
   */
  @Test
  void theEstimatorProposesNoStoneOfASekiDead() throws IOException {
    int sekiStones = 0;
    int reported = 0;
    int invented = 0;
    List<String> killed = new ArrayList<>();
    for (String name : BOARDS) {
      Board b = load(name);
      List<String> seki = b.maps().get("SEKI");
      Estimate e = DeadStoneEstimator.standard().estimate(b.position());
      Set<Point> inSeki = new HashSet<>();
      for (Estimate.Chain c : e.sekiChains()) {
        inSeki.addAll(c.stones());
      }
      for (int y = 0; y < seki.size(); y++) {
        for (int x = 0; x < seki.get(y).length(); x++) {
          Point pt = Point.of(x, y);
          if (b.isSekiStone(pt)) {
            sekiStones++;
            reported += inSeki.contains(pt) ? 1 : 0;
            if (e.deadStones().contains(pt)) {
              killed.add(name + " " + pt.toText(b.position().size()) + " (life share " + e.lifeShare(pt) + ")");
            }
          } else if (inSeki.contains(pt)) {
            invented++;
          }
        }
      }
    }
    System.out.printf("goscorer seki boards: %d stones in seki, proposed dead %d, reported in seki %d (other stones"
        + " reported in seki: %d) %s%n", sekiStones, killed.size(), reported, invented, killed);
    Figures.record("estimator-goscorer-seki-dead", Figures.of(killed.size(), sekiStones));
    assertTrue(sekiStones > 50, "stones " + sekiStones);
    // the 46 stones of test_more_fancy_sekis (18 before the seki the estimate's playouts show); on the other boards,
    // open fragments, no dame region next to their seki stones is left empty at the end of enough playouts
    assertTrue(reported >= 46, "reported in seki: " + reported);
    assertEquals(0, invented, "stones reported in seki that goscorer does not call seki");
    assertTrue(killed.size() <= 94, "seki stones proposed dead: " + killed.size());
  }

  /**
   * GNU Go as the referee of the seki stones we propose dead, on the boards it can be shown. GNU Go plays only on
   * square boards, so a board is padded to a square where that leaves the fight as it is: {@code test_big_eye_seki}
   * is square already; below {@code test_bamboo_interleave_seki} and {@code test_no_bamboo_interleave_seki_broken}
   * (12x9) go three rows that lengthen Black's wall along the bottom edge and its territory on the right, so no
   * point inside the wall touches anything new; above {@code test_double_throwin_seki3} and
   * {@code test_double_throwin_seki4} (14x10) go four rows, a Black wall along the top edge, an empty row, a second
   * wall and an empty top row. There the top edge held only Black's stone B10 (now joined to the wall) and empty
   * points: the empty ones now border a Black stone instead of the edge, which gives no chain a liberty and takes
   * none. Above {@code test_bamboo_reachable_seki} (17x5) go twelve empty rows: its top edge holds Black's wall
   * D5-H5, White's wall J5-O5 (both living in every playout) and empty points, which gain liberties and take none;
   * the two rings of its seki, White's F3-H1 and Black's J3-M1, and every chain that shares a liberty with them lie
   * below. (Padded instead with one row that extends each wall upwards, then empty rows, the board gets the same
   * answer from GNU Go.) The other five boards have stones of both colours along every edge a square would move
   * inwards, some of them in the seki, so padding them changes liberties and eyes (their padded boards get other
   * answers from GNU Go with other paddings).
   *
   * <p>Of the 84 stones on these six boards that goscorer puts in a seki and the estimator proposes dead, GNU Go's
   * {@code final_status_list} calls 63 dead: on {@code test_big_eye_seki} Black's three chains can be captured
   * whoever moves first (D6-F6 is in atari), on {@code test_bamboo_interleave_seki} White captures Black's chains
   * inside even with Black to move, on {@code test_double_throwin_seki3} Black's D3-H1 and on
   * {@code test_double_throwin_seki4} White's A6-C2 are dead, and on {@code test_bamboo_reachable_seki} White's ring
   * F3-H1 is dead: it has two liberties outside (E2, G4) against the three of Black's ring (K4, L4, N2), so Black,
   * moving first, fills them and then the shared liberty J2 while its own ring still has one outside, and captures
   * (with White first the two rings end in seki). The other 21, Black's three chains inside the wall of
   * {@code test_no_bamboo_interleave_seki_broken}, GNU Go's {@code final_status_list} calls seki, as does goscorer,
   * while GNU Go's own {@code dragon_status} calls all three dragons dead (and White's around them alive): GNU Go
   * is of two minds, and the estimator sides with its reading. Taken as a seki, it has 23 empty points inside, too
   * many for the estimator's reading (six), and in the playouts Black fills its own liberties (in one we traced, A9,
   * C8 and D8) until White captures 22 stones at H9. No stone is in a third case, one goscorer calls seki and GNU Go
   * neither dead nor seki.
   */
  @Test
  void gnuGoJudgesTheSekiStonesWeProposeDeadWhereTheBoardPadsToASquare() throws IOException {
    Optional<String> gnugo = GnuGoProcess.findGnuGo();
    assumeTrue(gnugo.isPresent(), "gnugo is not installed (apt-get install -y gnugo); .ci/run installs it");
    // per board the rows above it and the rows below it, each a row of Black stones (X) or of empty points (.)
    Map<String, List<String>> padding = new LinkedHashMap<>();
    padding.put("test_big_eye_seki", List.of("", ""));
    padding.put("test_bamboo_reachable_seki", List.of("............", ""));
    padding.put("test_bamboo_interleave_seki", List.of("", "X.X"));
    padding.put("test_no_bamboo_interleave_seki_broken", List.of("", "X.X"));
    padding.put("test_double_throwin_seki3", List.of(".X.X", ""));
    padding.put("test_double_throwin_seki4", List.of(".X.X", ""));
    Map<String, List<Integer>> byBoard = new LinkedHashMap<>();
    List<String> gnuGoSeki = new ArrayList<>();
    int dragonDead = 0; // of those, the stones whose dragon GNU Go's own dragon_status calls dead
    try (GnuGoProcess g = GnuGoProcess.start(gnugo.get(), "--japanese-rules")) {
      for (Map.Entry<String, List<String>> board : padding.entrySet()) {
        String name = board.getKey();
        Board b = load(name);
        Position fragment = b.position();
        int width = fragment.size().width();
        String above = board.getValue().get(0);
        Position square = Position.parse(rows(above, width) + fragment + rows(board.getValue().get(1), width),
            fragment.ruleSet());
        assertEquals(square.size().width(), square.size().height(), name);
        int shift = above.length(); // a point of the fragment is this many rows lower on the square
        g.setUp(square);
        Set<Point> dead = g.statusList(square.size(), "dead");
        Set<Point> seki = g.statusList(square.size(), "seki");
        Estimate e = DeadStoneEstimator.standard().estimate(fragment);
        int[] counts = new int[3]; // goscorer's seki stones we propose dead: GNU Go dead, GNU Go seki, neither
        for (Point pt : e.deadStones()) {
          Point there = Point.of(pt.x(), pt.y() + shift);
          if (seki.contains(there)) {
            gnuGoSeki.add(name + " " + pt.toGtp(fragment.size()));
            dragonDead += g.send("dragon_status " + there.toGtp(square.size())).startsWith("dead") ? 1 : 0;
          }
          if (b.isSekiStone(pt)) {
            counts[dead.contains(there) ? 0 : seki.contains(there) ? 1 : 2]++;
          }
        }
        byBoard.put(name, List.of(counts[0], counts[1], counts[2]));
      }
    }
    System.out.printf("goscorer seki stones we propose dead, judged by GNU Go on the boards padded to a square"
        + " (dead, seki, neither): %s; stones GNU Go calls seki that we propose dead: %d, of which its"
        + " dragon_status calls dead: %d%n", byBoard, gnuGoSeki.size(), dragonDead);
    assertEquals(Map.of("test_big_eye_seki", List.of(18, 0, 0), "test_bamboo_reachable_seki", List.of(8, 0, 0),
        "test_bamboo_interleave_seki", List.of(21, 0, 0),
        "test_no_bamboo_interleave_seki_broken", List.of(0, 21, 0), "test_double_throwin_seki3", List.of(8, 0, 0),
        "test_double_throwin_seki4", List.of(8, 0, 0)), byBoard);
    assertEquals(21, gnuGoSeki.size(), gnuGoSeki::toString);
    // GNU Go is of two minds there: its final_status_list calls those 21 stones seki, its dragon_status dead
    assertEquals(21, dragonDead, "of GNU Go's seki stones, those its dragon_status calls dead");
  }

  /**
   * The goscorer seki stones the estimator proposes dead on the boards GNU Go cannot be shown, read out by the
   * estimator's exact search of their region ({@link LocalReading}, checked against a plain minimax in
   * {@link LocalReadingTest}): on {@code test_basic_sekis}, White's A4-A2 and Black's R2 and P1-Q1 (six of the ten)
   * are captured whoever moves first, so as the board stands they are no seki (goscorer counts them seki with the
   * rest of the board taken as settled); on {@code test_hanezeki} and {@code test_hanezeki2}, White's F7 is
   * captured with Black moving first and safe with White moving first, a fight whoever moves first that goscorer
   * counts as its hane seki (taking the stone costs more than it gains, which the search does not weigh). The
   * other two, on {@code test_basic_sekis_marked_dead} (H4, F1), lie in regions too big for the search.
   */
  @Test
  void theSekiStonesWeProposeDeadThatGnuGoCannotSeeAreCapturedOrAFightWhoeverMovesFirst() throws IOException {
    Board b = load("test_basic_sekis");
    Position basic = b.position();
    Set<String> killed = new HashSet<>();
    for (Point pt : DeadStoneEstimator.standard().estimate(basic).deadStones()) {
      if (b.isSekiStone(pt)) {
        killed.add(pt.toGtp(basic.size()));
      }
    }
    assertEquals(Set.of("A4", "A3", "A2", "R2", "P1", "Q1"), killed);
    for (String chain : List.of("A4", "R2", "P1")) {
      for (boolean attackerFirst : new boolean[] {true, false}) {
        assertEquals(LocalReading.Result.CAPTURED, LocalReadingTest.read(basic, chain, attackerFirst, 100_000),
            chain + (attackerFirst ? ", the attacker first" : ", the defender first"));
      }
    }
    for (String name : List.of("test_hanezeki", "test_hanezeki2")) {
      Position hane = load(name).position();
      assertEquals(LocalReading.Result.CAPTURED, LocalReadingTest.read(hane, "F7", true, 100_000), name + ", Black first");
      assertEquals(LocalReading.Result.SAFE, LocalReadingTest.read(hane, "F7", false, 100_000), name + ", White first");
    }
    Position marked = load("test_basic_sekis_marked_dead").position();
    for (String chain : List.of("H4", "F1")) {
      assertEquals(LocalReadingTest.NOT_READ, LocalReadingTest.read(marked, chain, true, 100_000), chain);
    }
  }

  /** Diagram rows of a width, one per character of {@code kinds}, each all that character. */
  private static String rows(String kinds, int width) {
    StringBuilder out = new StringBuilder();
    for (char kind : kinds.toCharArray()) {
      out.append(String.join(" ", Collections.nCopies(width, String.valueOf(kind)))).append('\n');
    }
    return out.toString();
  }

  /** A goscorer board as a position under Japanese rules with komi 0, its dead marks, and goscorer's maps. */
  private record Board(Position position, Set<Point> dead, Map<String, List<String>> maps) {
    /** Whether goscorer's SEKI map puts a stone of its own colour here (not one the board marks dead). */
    boolean isSekiStone(Point pt) {
      char c = maps.get("SEKI").get(pt.y()).charAt(pt.x());
      return (c == 'x' || c == 'o') && maps.get("BOARD").get(pt.y()).charAt(pt.x()) == c;
    }
  }

  private static Board load(String name) throws IOException {
    Map<String, List<String>> maps = read(name);
    List<String> board = maps.get("BOARD");
    int w = board.get(0).length();
    StringBuilder diagram = new StringBuilder();
    Set<Point> dead = new HashSet<>();
    for (int y = 0; y < board.size(); y++) {
      for (int x = 0; x < w; x++) {
        char c = board.get(y).charAt(x);
        diagram.append(c == 'x' || c == 'b' ? 'X' : c == 'o' || c == 'w' ? 'O' : '.').append(x + 1 < w ? " " : "\n");
        if (c == 'b' || c == 'w') {
          dead.add(Point.of(x, y));
        }
      }
    }
    return new Board(Position.parse(diagram.toString(), RuleSet.JAPANESE.withKomi(0)), dead, maps);
  }

  /** The sections of one goscorer output file: BOARD, TERRITORY, SEKI, FALSE EYES, DAME, ... */
  private static Map<String, List<String>> read(String name) throws IOException {
    String text;
    try (InputStream in = GoscorerSekiBoardsTest.class.getResourceAsStream("/goscorer/" + name + ".txt")) {
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Map<String, List<String>> out = new LinkedHashMap<>();
    List<String> current = null;
    for (String line : text.split("\n")) {
      if (line.endsWith(":")) {
        current = new ArrayList<>();
        out.put(line.substring(0, line.length() - 1), current);
      } else if (!line.isBlank()) {
        current.add(line.strip());
      }
    }
    return out;
  }
}
