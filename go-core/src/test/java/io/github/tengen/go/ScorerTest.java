package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.testing.RandomGames;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ScorerTest {

  private static final RuleSet AREA0 = RuleSet.CHINESE.withKomi(0);
  private static final RuleSet TERRITORY0 = RuleSet.JAPANESE.withKomi(0);
  private static final String TWO_COLUMNS = """
        . X O .
        . X O .
        . X O .
        """;

  @Test
  void areaCountsStonesAndSurroundedPointsAndKomi() {
    Position p = Position.parse(TWO_COLUMNS, RuleSet.CHINESE);
    Score s = Scorer.score(p);
    assertEquals(3, s.stones(Color.BLACK));
    assertEquals(3, s.territory(Color.BLACK));
    assertEquals(6.0, s.total(Color.BLACK));
    assertEquals(6.0 + 7.5, s.total(Color.WHITE));
    assertEquals("W+7.5", s.toSgf());
    assertEquals(Optional.of(Color.BLACK), s.ownerOf(Point.of(0, 0)));
    assertEquals(Optional.of(Color.WHITE), s.ownerOf(Point.of(2, 1)));
  }

  @Test
  void territoryCountsSurroundedPointsAndPrisonersIncludingDeadStones() {
    Position p = Position.parse("""
        . X O . .
        . X O O O
        . X X X X
        X O . . .
        """, TERRITORY0);
    // the white stone at (1,3) is dead inside Black's area; White's corner is two points
    Score s = Scorer.score(p, Set.of(Point.of(1, 3)));
    assertEquals(1, s.prisoners(Color.BLACK));
    assertEquals(3 + 4, s.territory(Color.BLACK), "the left column and the bottom row, dead stone's point included");
    assertEquals(2, s.territory(Color.WHITE));
    assertEquals(8.0, s.total(Color.BLACK));
    assertEquals(2.0, s.total(Color.WHITE));
    assertEquals("B+6", s.toSgf());
    assertEquals(Optional.empty(), s.ownerOf(Point.of(1, 0)), "under territory scoring a stone counts for nobody");
  }

  @Test
  void areaAndTerritoryDifferByStonesAndPrisoners() {
    Position p = Position.parse(TWO_COLUMNS, AREA0);
    Score a = Scorer.score(p);
    Score t = Scorer.score(Position.parse(p.toString(), TERRITORY0));
    assertEquals(a.total(Color.BLACK) - a.stones(Color.BLACK), t.total(Color.BLACK));
  }

  /** Two groups sharing two liberties: the shared points are seki points, neutral under every rule. */
  @Test
  void twoGroupsSharingTwoLibertiesAreInSeki() {
    String d = """
        O X . O . X O
        O X X O X X O
        O O X O X O O
        . O X X X O .
        """;
    for (RuleSet r : List.of(TERRITORY0, AREA0)) {
      Score s = Scorer.score(Position.parse(d, r));
      assertEquals(PointSet.of(BoardSize.of(7, 4), List.of(Point.of(2, 0), Point.of(4, 0))), s.seki());
      assertTrue(s.dame().isEmpty());
      assertEquals(Optional.empty(), s.ownerOf(Point.of(2, 0)));
      assertEquals(2, s.territory(Color.WHITE));
      assertEquals(0, s.territory(Color.BLACK));
    }
  }

  /** A dame point that one player can fill safely is plain dame, not seki. */
  @Test
  void fillableSharedPointIsDameNotSeki() {
    Position p = Position.parse("""
        X X . O O
        X X . O O
        X X . O O
        """, TERRITORY0);
    Score s = Scorer.score(p);
    assertEquals(3, s.dame().size());
    assertTrue(s.seki().isEmpty());
  }

  @Test
  void deadMarksOnEmptyPointsOrPassAliveChainsAreRefused() {
    Position p = Position.parse("""
        . X . X O . X
        X X X X X X X
        O O O O O O O
        . . . . . . .
        """, TERRITORY0);
    assertThrows(IllegalArgumentException.class, () -> Scorer.score(p, Set.of(Point.of(0, 0))));
    assertThrows(IllegalArgumentException.class, () -> Scorer.score(p, Set.of(Point.of(1, 1))));
    Score s = Scorer.score(p, Set.of(Point.of(4, 0)));
    assertEquals(1, s.prisoners(Color.BLACK));
  }

  @Test
  void handicapBonusFollowsTheRules() {
    Position p = Position.withHandicap(BoardSize.square(9), RuleSet.CHINESE, 4);
    assertEquals(4, Scorer.score(p).handicapBonus());
    Position aga = Position.withHandicap(BoardSize.square(9), RuleSet.AGA, 4);
    assertEquals(3, Scorer.score(aga).handicapBonus());
    assertEquals(0, Scorer.score(Position.withHandicap(BoardSize.square(9), RuleSet.JAPANESE, 4)).handicapBonus());
  }

  /** An independent Tromp-Taylor count: a point scores for a colour if it is that colour or reaches only it. */
  private static double trompTaylor(Position p, Color c) {
    BoardSize s = p.size();
    int n = 0;
    for (int y = 0; y < s.height(); y++) {
      for (int x = 0; x < s.width(); x++) {
        Optional<Color> here = p.stoneAt(Point.of(x, y));
        if (here.isPresent()) {
          n += here.get() == c ? 1 : 0;
          continue;
        }
        boolean[] reach = new boolean[2];
        boolean[][] seen = new boolean[s.width()][s.height()];
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[] {x, y});
        seen[x][y] = true;
        while (!q.isEmpty()) {
          int[] a = q.poll();
          for (int[] o : new int[][] {{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) {
            int bx = a[0] + o[0];
            int by = a[1] + o[1];
            if (bx < 0 || by < 0 || bx >= s.width() || by >= s.height() || seen[bx][by]) {
              continue;
            }
            Optional<Color> st = p.stoneAt(Point.of(bx, by));
            if (st.isPresent()) {
              reach[st.get().ordinal()] = true;
            } else {
              seen[bx][by] = true;
              q.add(new int[] {bx, by});
            }
          }
        }
        n += reach[c.ordinal()] && !reach[1 - c.ordinal()] ? 1 : 0;
      }
    }
    return n;
  }

  @Test
  void areaScoreWithoutDeadStonesIsTheTrompTaylorCount() {
    qt().withExamples(80).forAll(longs().all(), integers().between(2, 11))
        .checkAssert((seed, size) -> {
          List<Position> g = RandomGames.play(Position.empty(BoardSize.square(size), AREA0), seed,
              3 * size * size, 0.0);
          Position end = g.get(g.size() - 1);
          Score s = Scorer.score(end);
          assertEquals(trompTaylor(end, Color.BLACK), s.total(Color.BLACK), "seed " + seed);
          assertEquals(trompTaylor(end, Color.WHITE), s.total(Color.WHITE), "seed " + seed);
        });
  }

  /**
   * The definition of a seki point, checked through the public API on random positions: of the points in regions
   * bordered by both colours, exactly those where neither player can play without self-atari (capturing, or keeping
   * two liberties for the filling chain) are seki.
   */
  @Test
  void sekiPointsAreTheSharedPointsNeitherPlayerCanFillWithoutSelfAtari() {
    int[] sekiPointsSeen = {0};
    qt().withExamples(200).forAll(longs().all(), integers().between(2, 9))
        .checkAssert((seed, size) -> {
          List<Position> g = RandomGames.play(Position.empty(BoardSize.square(size), AREA0), seed,
              3 * size * size, 0.0);
          for (int i = g.size() - 1; i > 0; i -= 1 + size) {
            Position p = g.get(i);
            Score s = Scorer.score(p);
            Position base = Setup.of(p).build(AREA0.withKoRule(RuleSet.KoRule.SIMPLE));
            List<Point> shared = new java.util.ArrayList<>();
            s.dame().forEach(shared::add);
            s.seki().forEach(shared::add);
            for (Point pt : shared) {
              boolean fillable = false;
              for (Color c : Color.values()) {
                Position q = base.withToMove(c);
                Move m = Move.play(c, pt);
                if (q.check(m) == Legality.LEGAL) {
                  Position r = q.play(m);
                  fillable |= r.captures(c) > q.captures(c) || r.libertiesOf(pt).size() > 1;
                }
              }
              assertEquals(!fillable, s.seki().contains(pt), "seed " + seed + " at " + pt + "\n" + p);
              sekiPointsSeen[0] += fillable ? 0 : 1;
            }
          }
        });
    assertTrue(sekiPointsSeen[0] > 20, "random games gave only " + sekiPointsSeen[0] + " seki points");
  }

  @Test
  void scoresAreSymmetricUnderRotationMirroringAndColourSwap() {
    qt().withExamples(40).forAll(longs().all(), integers().between(3, 9), integers().between(0, 1))
        .checkAssert((seed, size, kind) -> {
          RuleSet r = kind == 0 ? AREA0 : TERRITORY0;
          List<Position> g = RandomGames.play(Position.empty(BoardSize.square(size), r), seed, 3 * size * size, 0.0);
          Position end = g.get(g.size() - 1);
          Score s = Scorer.score(end);
          for (Symmetry sym : Symmetry.all(end.size())) {
            Score t = Scorer.score(sym.apply(end));
            assertEquals(s.total(Color.BLACK), t.total(Color.BLACK), sym.name());
            assertEquals(s.total(Color.WHITE), t.total(Color.WHITE), sym.name());
            assertEquals(s.seki().size(), t.seki().size(), sym.name());
          }
          Setup swapped = Setup.empty(end.size()).captures(Color.BLACK, end.captures(Color.WHITE))
              .captures(Color.WHITE, end.captures(Color.BLACK));
          for (Color c : Color.values()) {
            for (Point pt : end.stones(c)) {
              swapped.put(pt, c.opponent());
            }
          }
          Score u = Scorer.score(swapped.build(r));
          assertEquals(s.total(Color.BLACK), u.total(Color.WHITE));
          assertEquals(s.total(Color.WHITE), u.total(Color.BLACK));
        });
  }

  /**
   * The identity between the two ways of counting, for any list of dead stones (seki eyes counted under both):
   * (B - W under area) - (B - W under territory) = (stones Black placed - stones White placed), because area counts
   * the stones on the board and territory the stones taken off it. Under AGA rules, pass stones make the right
   * side (Black's turns - White's turns), zero once White has passed last: both counts give the same result.
   */
  @Test
  void areaAndTerritoryDifferByTheStonesEachSidePlaced() {
    qt().withExamples(120).forAll(longs().all(), integers().between(2, 11), integers().between(0, 1))
        .checkAssert((seed, size, aga) -> {
          RuleSet area = aga == 1 ? RuleSet.AGA.withKomi(0) : AREA0.withKoRule(RuleSet.KoRule.SIMPLE);
          RuleSet territory = area.withScoringRule(RuleSet.ScoringRule.TERRITORY);
          List<Position> g = RandomGames.play(Position.empty(BoardSize.square(size), area), seed, 3 * size * size,
              0.05);
          Position end = g.get(g.size() - 1);
          int[] placed = new int[2];
          int[] turns = new int[2];
          for (Position p : g) {
            p.lastMove().ifPresent(m -> {
              turns[m.color().ordinal()]++;
              if (m instanceof Move.Play) {
                placed[m.color().ordinal()]++;
              }
            });
          }
          // a random dead list: every chain whose first stone's x + y is even and that is not pass-alive
          java.util.Random rnd = new java.util.Random(seed);
          Set<Point> alive = new java.util.HashSet<>();
          for (Color c : Color.values()) {
            alive.addAll(Scorer.passAlive(end, c).stones());
          }
          Set<Point> dead = new java.util.HashSet<>();
          for (Color c : Color.values()) {
            for (Point pt : end.stones(c)) {
              if (!alive.contains(pt) && rnd.nextInt(4) == 0) {
                dead.addAll(end.chainAt(pt));
              }
            }
          }
          Score a = Scorer.score(end, dead);
          Score t = Scorer.score(replayUnder(g, territory), dead);
          double areaDiff = a.total(Color.BLACK) - a.total(Color.WHITE);
          double territoryDiff = t.total(Color.BLACK) - t.total(Color.WHITE);
          int expected = aga == 1 ? turns[0] - turns[1] : placed[0] - placed[1];
          assertEquals(expected, areaDiff - territoryDiff, 1e-9, "seed " + seed);
          if (aga == 1 && end.isGameOver()) {
            assertEquals(areaDiff, territoryDiff, 1e-9, "AGA: the same result both ways, seed " + seed);
          }
        });
  }

  /** The same moves under other rules (the same legality: only the scoring switch differs). */
  private static Position replayUnder(List<Position> game, RuleSet rules) {
    Position p = Position.empty(game.get(0).size(), rules);
    for (Position q : game) {
      Optional<Move> m = q.lastMove();
      if (m.isPresent()) {
        p = p.play(m.get());
      }
    }
    return p;
  }

  @Test
  void agaPassesHandTheOpponentAPrisonerAndWhitePassesLast() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.AGA).play(Point.of(4, 4)).pass().pass();
    assertTrue(!p.isGameOver(), "Black passed last: White must pass too");
    p = p.pass();
    assertTrue(p.isGameOver());
    Score s = Scorer.score(p);
    assertEquals(2, s.passStones(Color.BLACK), "two White passes");
    assertEquals(1, s.passStones(Color.WHITE), "one Black pass");
    assertEquals(2, s.prisoners(Color.BLACK));
    assertEquals(1, s.prisoners(Color.WHITE));
    assertEquals(81 - 7.5, s.total(Color.BLACK) - s.total(Color.WHITE), "area: pass stones change nothing");
    Score t = Scorer.score(replayUnder(List.of(p.previous().get().previous().get().previous().get()
        .previous().get(), p.previous().get().previous().get().previous().get(), p.previous().get().previous().get(),
        p.previous().get(), p), RuleSet.AGA.withScoringRule(RuleSet.ScoringRule.TERRITORY)));
    assertEquals(s.total(Color.BLACK) - s.total(Color.WHITE), t.total(Color.BLACK) - t.total(Color.WHITE),
        "territory with pass stones gives the area result");
    assertEquals(0, Scorer.score(Position.empty(BoardSize.square(9), RuleSet.CHINESE).pass().pass())
        .passStones(Color.WHITE));
  }

  /**
   * Needs sealing: the lone black stone at C1 has two liberties, the dame C2 and B1 inside Black's territory. When
   * White fills C2 the stone is in atari and Black must connect at B1, so B1 is not really territory yet.
   */
  @Test
  void aDameThatAtarisAChainMakesItsLastLibertyNeedSealing() {
    Position p = Position.parse("""
        . X . O .
        . X . O .
        . . X O .
        """, TERRITORY0);
    Scorer.Unsettled u = Scorer.unsettled(p, Set.of());
    BoardSize size = p.size();
    assertEquals(PointSet.of(size, List.of(Point.of(2, 0), Point.of(2, 1))), u.dame());
    assertEquals(PointSet.of(size, List.of(Point.of(1, 2))), u.needsSealing());
    assertTrue(!u.isSettled());
    // once White has filled the dame and Black has connected, nothing is left
    Position done = p.withToMove(Color.WHITE).play(Point.of(2, 1)).play(Point.of(1, 2)).play(Point.of(2, 0));
    Scorer.Unsettled after = Scorer.unsettled(done, Set.of());
    assertTrue(after.isSettled(), after::toString);
  }

  /**
   * Seki with eyes: each group has one eye and they share the liberty C3; whoever fills it is captured. Under
   * Japanese rules the eyes are not territory (neutral, like the shared point); under Chinese rules they count.
   */
  @Test
  void sekiWithAnEyeEachLeavesTheEyesNeutralUnderJapaneseRules() {
    String diagram = """
        . X . O .
        X X X O O
        X X O O O
        """;
    BoardSize size = BoardSize.of(5, 3);
    Score jp = Scorer.score(Position.parse(diagram, TERRITORY0));
    assertEquals(PointSet.of(size, List.of(Point.of(0, 0), Point.of(2, 0), Point.of(4, 0))), jp.seki());
    assertEquals(0, jp.territory(Color.BLACK));
    assertEquals(0, jp.territory(Color.WHITE));
    assertEquals("0", jp.toSgf());
    Score cn = Scorer.score(Position.parse(diagram, AREA0));
    assertEquals(PointSet.of(size, List.of(Point.of(2, 0))), cn.seki());
    assertEquals(7, cn.total(Color.BLACK));
    assertEquals(7, cn.total(Color.WHITE));
    assertTrue(Scorer.unsettled(Position.parse(diagram, TERRITORY0), Set.of()).isSettled(),
        "seki points are not dame");
  }

  /** An empty point with room around it is never a seki point, even in a region both colours border. */
  @Test
  void emptyPointsInOpenSpaceAreNotSeki() {
    Position p = Position.parse("""
        . . . . .
        . . . . .
        X X . O O
        """, TERRITORY0);
    Score s = Scorer.score(p);
    assertTrue(s.seki().isEmpty(), s.seki()::toString);
    assertEquals(11, s.dame().size());
  }
}
