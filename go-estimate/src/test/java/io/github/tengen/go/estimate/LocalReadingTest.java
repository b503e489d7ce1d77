package io.github.tengen.go.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.testing.Diagrams;
import io.github.tengen.go.testing.RandomGames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The estimator's local search ({@link LocalReading}) on diagrams whose answer GNU Go 3.8 or the seed texts give.
 */
class LocalReadingTest {
  private static final int BUDGET = 100_000;
  /** What {@link #read} gives where the chain has no region to read. */
  static final LocalReading.Result NOT_READ = null;

  /**
   * Seki with the shared liberties apart (the diagram of {@link SekiShapesTest}: Black's chain around White's three
   * stones D9-D7, shared liberties C9 and E9): whoever fills one is captured at the other, so neither side can
   * capture moving first. (Black's chain also touches White's outer group, which has only three liberties; that
   * group is pass-alive, so the fight stays inside the region.)
   */
  @Test
  void aSekiSurvivesReadingWhoeverAttacksFirst() {
    Position p = Position.parse(Diagrams.APART, RuleSet.JAPANESE);
    assertEquals(LocalReading.Result.SAFE, read(p, "B9", true, BUDGET), "Black's chain, White first");
    assertEquals(LocalReading.Result.SAFE, read(p, "D9", true, BUDGET), "White's three stones, Black first");
  }

  /**
   * Seki with the shared liberties side by side ({@link SekiShapesTest}: White's chain around Black's five stones
   * C2-G2, shared liberties D1 and E1): neither Black's five stones nor White's chain can be captured by the side
   * moving first, and the seed's straight three (White's chain at A7) dies with Black first and lives with White
   * first.
   */
  @Test
  void aSekiSideBySideSurvivesAndAStraightThreeDependsOnWhoMovesFirst() {
    Position p = Position.parse(Diagrams.SIDE_BY_SIDE, RuleSet.JAPANESE);
    assertEquals(LocalReading.Result.SAFE, read(p, "C2", true, BUDGET), "Black's five stones, White first");
    assertEquals(LocalReading.Result.SAFE, read(p, "B3", true, BUDGET), "White's chain, Black first");
    Position three = Position.parse(DeadStoneEstimatorTest.STRAIGHT_THREE, RuleSet.CHINESE);
    assertEquals(LocalReading.Result.CAPTURED, read(three, "A7", true, BUDGET));
    assertEquals(LocalReading.Result.SAFE, read(three, "A7", false, BUDGET));
  }

  /**
   * GNU Go self-play game 9x9-152 at its end (Chinese rules; GNU Go's {@code final_status_list dead} names White's
   * group at the lower right): White's eye at G1 is false unless White wins the ko that Black's capture of F1 at G1
   * starts; connecting at G1 fills that eye. Whoever moves first, the fight is a ko, neither a capture nor life.
   */
  @Test
  void aGroupWhoseSecondEyeIsAKoGetsAKoFight() {
    Position p = Position.parse("""
        . . O O O O X . .
        . . O O X X X . .
        . O O O O O X X .
        O . . O O O O X .
        X O O X X X X X .
        X X X . X . O X X
        . . X X X O O O X
        . . . X X X O O O
        . . . X X O . O .
        """, RuleSet.CHINESE);
    assertEquals(LocalReading.Result.KO, read(p, "G3", true, BUDGET));
    assertEquals(LocalReading.Result.KO, read(p, "G3", false, BUDGET));
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    Estimate.Chain group = e.chain(Point.parseGtp("G3", p.size()));
    assertTrue(group.undecided(), "a ko is for the players to settle: " + group);
  }

  /**
   * A double throw-in seki in the corner ({@link DeadStoneEstimatorTest#THROW_IN_SEKI}): White's lone B9 and A8 share
   * B8 with Black's chain C9-F8, whose other liberty D9 is also the only liberty of White's D8-E8 outside the
   * corner. The fight leads out of the corner, so D8-E8 and D9 join the region. Black moving first captures D8-E8
   * at D9, White throws in again at D8 and Black's eye space shrinks to one eye; it cannot fill B8 or approach at
   * A9: B9 and A8 survive. D8-E8 itself dies with Black moving first.
   */
  @Test
  void aFightThatLeadsOutOfTheRegionIsReadWithTheDefendersChainOutside() {
    Position p = Position.parse(DeadStoneEstimatorTest.THROW_IN_SEKI, RuleSet.JAPANESE);
    assertEquals(LocalReading.Result.SAFE, read(p, "B9", true, BUDGET), "White's B9, Black first");
    assertEquals(LocalReading.Result.SAFE, read(p, "A8", true, BUDGET), "White's A8, Black first");
    assertEquals(LocalReading.Result.CAPTURED, read(p, "D8", true, BUDGET), "White's D8-E8, Black first");
  }

  /** A chain on an open board has no small enclosed region: nothing to read. */
  @Test
  void aChainInAnOpenAreaIsNotRead() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.CHINESE).play(Point.parseGtp("E5", BoardSize.square(9)));
    assertEquals(NOT_READ, read(p, "E5", true, BUDGET));
  }

  /** The node budget ends the search with no answer rather than a guess. */
  @Test
  void aSearchOverItsBudgetAnswersUnknown() {
    Position p = Position.parse(Diagrams.APART, RuleSet.JAPANESE);
    assertEquals(LocalReading.Result.UNKNOWN, read(p, "B9", true, 2));
  }

  /**
   * The search's transposition table and cut-offs do not change its answer: on the small regions of random
   * finished games (250, a fixed seed), it answers as a plain minimax over immutable {@link Position}s (no table,
   * every move tried) with the same rules: moves on the region's points, not into the mover's own eye, the
   * defender out when it captures a border stone, a board repeated with the same player to move a failed attack,
   * a loss for want of taking a ko back a ko. Regions either search cannot finish within its depth are not compared.
   */
  @Test
  void theSearchAnswersAsAPlainMinimaxOnSmallRegionsOfRandomGames() {
    int[] compared = {0};
    int[] byValue = new int[4]; // (unknown: not compared), SAFE, KO, CAPTURED
    // a fixed seed: the number of small regions found depends on the games drawn
    qt().withFixedSeed(20261201L).withExamples(250).withShrinkCycles(0)
        .forAll(longs().all(), integers().between(5, 9)).checkAssert((seed, size) -> {
      List<Position> game = RandomGames.play(Position.empty(BoardSize.square(size), RuleSet.JAPANESE), seed,
          3 * size * size, 0.0);
      Position end = game.get(game.size() - 1);
      Board base = Board.of(end);
      int[] chainOf = new int[base.indexLimit()];
      List<PointSet> chains = chains(end, base, chainOf);
      boolean[] passAlive = passAlive(end, base, chainOf, chains.size());
      ReadingRegions regions = new ReadingRegions(end, base, chainOf, chains,
          new boolean[chains.size()], passAlive);
      for (int id = 0; id < chains.size(); id++) {
        for (boolean attackerFirst : new boolean[] {true, false}) {
          int at = base.index(chains.get(id).iterator().next());
          LocalReading reading = regions.around(id, at, attackerFirst);
          if (reading == null || reading.region().length > 12) {
            continue;
          }
          Plain plain = new Plain(reading, at);
          int want = plain.value();
          LocalReading.Result result = reading.read(1_000_000);
          if (want == Plain.TOO_BIG || want == Plain.UNKNOWN || result == LocalReading.Result.UNKNOWN) {
            continue; // a line too deep for one of them (the table may carry a result deeper)
          }
          assertEquals(LocalReading.Result.values()[want], result, "seed " + seed + " size " + size + " chain at "
              + base.point(at).toGtp(end.size()) + " attacker first " + attackerFirst);
          compared[0]++;
          byValue[want + 1]++;
        }
      }
    });
    System.out.println("LocalReading against a plain minimax: " + compared[0] + " regions of random games (-, safe, ko,"
        + " captured: " + Arrays.toString(byValue) + ")");
    assertTrue(compared[0] >= 40, "regions compared: " + compared[0]);
    assertTrue(byValue[1] > 0 && byValue[3] > 0, "both answers occur: " + Arrays.toString(byValue));
  }

  /** The plain minimax of {@link #theSearchAnswersAsAPlainMinimaxOnSmallRegionsOfRandomGames}. */
  private static final class Plain {
    static final int TOO_BIG = -3;
    // values as the search orders them, the ordinals of LocalReading.Result; -1 for a line too deep
    static final int SAFE = LocalReading.Result.SAFE.ordinal();
    static final int KO = LocalReading.Result.KO.ordinal();
    static final int CAPTURED = LocalReading.Result.CAPTURED.ordinal();
    static final int UNKNOWN = -1;
    private final Board geometry;
    private final Point[] region;
    private final Point[] border;
    private final Point anchor;
    private final Color defender;
    private final int maxDepth;
    private final List<Long> path = new ArrayList<>();
    private int nodes;

    Plain(LocalReading reading, int anchorIndex) {
      geometry = reading.start();
      region = Arrays.stream(reading.region()).mapToObj(geometry::point).toArray(Point[]::new);
      border = Arrays.stream(reading.border()).mapToObj(geometry::point).toArray(Point[]::new);
      anchor = geometry.point(anchorIndex);
      defender = geometry.colorAt(anchorIndex) == Board.BLACK ? Color.BLACK : Color.WHITE;
      maxDepth = reading.maxDepth();
    }

    int value() {
      Position start = geometry.toPosition(RuleSet.JAPANESE.withKoRule(RuleSet.KoRule.SIMPLE));
      path.add(start.boardHash());
      int v = search(start, 0, false);
      return nodes > 200_000 ? TOO_BIG : v;
    }

    private int search(Position p, int depth, boolean lastPassed) {
      if (depth >= maxDepth) {
        return UNKNOWN;
      }
      if (++nodes > 200_000) {
        return SAFE;
      }
      boolean attacker = p.toMove() != defender;
      List<Integer> values = new ArrayList<>();
      boolean koBanned = false;
      if (!attacker) {
        values.add(lastPassed ? SAFE : next(p.pass(), depth, true));
      }
      for (Point m : region) {
        if (p.stoneAt(m).isPresent() || Board.of(p).isEye(Board.of(p).index(m), p.toMove())) {
          continue;
        }
        Legality legality = p.check(Move.play(p.toMove(), m));
        if (legality == Legality.KO) {
          koBanned = true;
          continue;
        }
        if (legality != Legality.LEGAL) {
          continue;
        }
        Position q = p.play(m);
        int v;
        if (q.stoneAt(anchor).isEmpty()) {
          v = CAPTURED;
        } else if (repeats(q.boardHash(), depth + 1)) {
          v = SAFE;
        } else if (!attacker && q.captures(defender) > p.captures(defender)
            && Arrays.stream(border).anyMatch(b -> q.stoneAt(b).isEmpty())) {
          v = SAFE;
        } else {
          v = next(q, depth, false);
        }
        values.add(v);
      }
      if (attacker) {
        values.add(lastPassed ? SAFE : next(p.pass(), depth, true));
      }
      // a win found decides; else a line cut at the depth limit leaves the answer open
      int win = attacker ? CAPTURED : SAFE;
      if (values.contains(win)) {
        return win;
      }
      if (values.contains(UNKNOWN)) {
        return UNKNOWN;
      }
      int best = attacker ? values.stream().max(Integer::compare).orElseThrow()
          : values.stream().min(Integer::compare).orElseThrow();
      if (koBanned && best == (attacker ? SAFE : CAPTURED)) {
        best = KO;
      }
      return best;
    }

    private int next(Position q, int depth, boolean passed) {
      Position r = q.isGameOver() ? q.resume() : q;
      path.add(r.boardHash());
      int v = search(r, depth + 1, passed);
      path.remove(path.size() - 1);
      return v;
    }

    /** A board of the line with the same player to move (an even number of moves back). */
    private boolean repeats(long hash, int depth) {
      for (int d = depth - 2; d >= 0; d -= 2) {
        if (path.get(d) == hash) {
          return true;
        }
      }
      return false;
    }
  }

  private static List<PointSet> chains(Position p, Board base, int[] chainOf) {
    Arrays.fill(chainOf, -1);
    List<PointSet> chains = new ArrayList<>();
    BoardSize size = p.size();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point q = Point.of(x, y);
        if (p.stoneAt(q).isPresent() && chainOf[base.index(q)] < 0) {
          PointSet chain = p.chainAt(q);
          for (Point s : chain) {
            chainOf[base.index(s)] = chains.size();
          }
          chains.add(chain);
        }
      }
    }
    return chains;
  }

  private static boolean[] passAlive(Position p, Board base, int[] chainOf, int n) {
    boolean[] out = new boolean[n];
    for (Color c : Color.values()) {
      for (Point q : Scorer.passAlive(p, c).stones()) {
        out[chainOf[base.index(q)]] = true;
      }
    }
    return out;
  }

  /**
   * The reading of the chain at {@code vertex}, every chain taken as alive for the region's border (the
   * pass-alive ones as Benson's algorithm finds them), or
   * {@link #NOT_READ}.
   */
  static LocalReading.Result read(Position p, String vertex, boolean attackerFirst, int budget) {
    Board base = Board.of(p);
    int[] chainOf = new int[base.indexLimit()];
    List<PointSet> chains = chains(p, base, chainOf);
    int at = base.index(Point.parseGtp(vertex, p.size()));
    LocalReading r = new ReadingRegions(p, base, chainOf, chains, new boolean[chains.size()],
        passAlive(p, base, chainOf, chains.size())).around(chainOf[at], at, attackerFirst);
    return r == null ? NOT_READ : r.read(budget);
  }
}
