package io.github.tengen.go.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.testing.Diagrams;
import io.github.tengen.go.testing.GnuGoProcess;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The dead-stone estimator on diagrams: clear dead stones, pass-alive groups, determinism. */
class DeadStoneEstimatorTest {
  /** Black owns the left, White the right; a white stone at B8 and a black one at H2 are lost in enemy land. */
  /** White's chain at A7 has a straight three for its eyes and no liberty outside. */
  static final String STRAIGHT_THREE = """
      . X . X O . O . .
      X X X X O O O O O
      O O O O X X X X X
      . . . O X . . . .
      O O O O X . . . .
      X X X X X . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      """;

  /**
   * A double throw-in seki in the upper left: Black's chain C9-F8 has two liberties, B8 (shared with White's lone
   * B9 and A8, whose other liberty is A9) and D9, also the only liberty of White's D8-E8 and of Black's E9.
   */
  static final String THROW_IN_SEKI = """
      . O X . X O O . .
      O . X O O X O . .
      X X X X X X O . .
      O O O O O O O . .
      . . . . . . O . .
      . . . . . . O . .
      . . . . . . O . .
      . . . . . . O . .
      . . . . . . O . .
      """;

  static final String FINISHED = io.github.tengen.go.testing.Diagrams.TWO_DEAD_STONES;

  @Test
  void lonelyStonesInsideTheOpponentsAreaAreDead() {
    Position p = Position.parse(FINISHED, RuleSet.JAPANESE.withKomi(0));
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    assertEquals(Set.of(Point.of(1, 1), Point.of(7, 7)), e.deadStones());
    assertTrue(e.ownership(Point.of(0, 0)) > 0, "Black's corner " + e.ownership(Point.of(0, 0)));
    assertTrue(e.ownership(Point.of(8, 8)) < 0, "White's corner " + e.ownership(Point.of(8, 8)));
    assertTrue(e.owner(Point.of(1, 1), 0).orElseThrow() == Color.BLACK);
    // Japanese count: Black 27 points of territory (the dead stone's point included) and one prisoner, White 36
    // and one: W+9
    assertEquals("W+9", e.score().toSgf(), e.score()::toString);
  }

  @Test
  void theEstimateIsDeterministicAndDependsOnTheSeed() {
    Position p = Position.parse(FINISHED, RuleSet.CHINESE);
    DeadStoneEstimator a = DeadStoneEstimator.of(50, 1);
    assertEquals(a.estimate(p).deadStones(), a.estimate(p).deadStones());
    for (int y = 0; y < 9; y++) {
      for (int x = 0; x < 9; x++) {
        Point pt = Point.of(x, y);
        assertEquals(a.estimate(p).ownership(pt), DeadStoneEstimator.of(50, 1).estimate(p).ownership(pt));
        double o = a.estimate(p).ownership(pt);
        assertTrue(o >= -1 && o <= 1);
      }
    }
    assertEquals(50, a.playouts());
    assertEquals(50, a.maxPlayouts());
    assertEquals(50, a.estimate(p).playouts());
    assertEquals(1, a.seed());
    assertThrows(IllegalArgumentException.class, () -> DeadStoneEstimator.of(1, 1));
    assertThrows(IllegalArgumentException.class, () -> DeadStoneEstimator.of(10, 9, 1));
    assertThrows(IllegalArgumentException.class, () -> a.estimate(p).ownership(Point.of(9, 0)));
  }

  @Test
  void passAliveGroupsAreNeverDead() {
    // White's two-eyed group in the corner is pass-alive, however badly the playouts treat it
    Position p = Position.parse("""
        . O . O X . . . .
        O O O O X . . . .
        X X X X X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """, RuleSet.JAPANESE);
    Estimate e = DeadStoneEstimator.of(20, 3).estimate(p);
    assertTrue(e.deadStones().isEmpty(), e.deadStones()::toString);
    assertEquals(-1.0, e.ownership(Point.of(0, 0)));
    assertEquals(-1.0, e.ownership(Point.of(1, 1)));
    assertTrue(e.undecided(0.0).size() < 81);
  }

  @Test
  void everyChainHasALifeShareAndTheLostStonesAreClearlyDead() {
    Position p = Position.parse(FINISHED, RuleSet.JAPANESE.withKomi(0));
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    List<Estimate.Chain> chains = e.chains();
    assertEquals(4, chains.size(), chains::toString); // the two walls and the two lonely stones
    for (Estimate.Chain c : chains) {
      assertEquals(c.dead(), c.lifeShare() < Thresholds.LIFE_THRESHOLD, c::toString);
      assertEquals(c, e.chain(c.stones().iterator().next()));
    }
    // a lone stone in a wide open area lives in some playouts, but fewer than the threshold: White's at B8, in
    // three columns, far fewer; Black's at H2, in four columns by a corner, where the playouts answer its shape
    // moves, close enough to the threshold that the estimate leaves it to the players
    assertTrue(e.lifeShare(Point.of(1, 1)) < Thresholds.LIFE_THRESHOLD - Thresholds.UNDECIDED_MARGIN,
        "the white stone at B8: " + e.lifeShare(Point.of(1, 1)));
    assertTrue(e.chain(Point.of(7, 7)).dead(), "the black stone at H2: " + e.chain(Point.of(7, 7)));
    assertTrue(e.lifeShare(Point.of(3, 0)) >= Thresholds.LIFE_THRESHOLD + Thresholds.UNDECIDED_MARGIN,
        "Black's wall: " + e.lifeShare(Point.of(3, 0)));
    for (Estimate.Chain c : e.undecidedChains()) {
      assertTrue(c.stones().contains(Point.of(7, 7)), c::toString);
    }
    assertTrue(e.sekiChains().isEmpty());
    assertTrue(e.playouts() >= DeadStoneEstimator.STANDARD_PLAYOUTS
        && e.playouts() <= DeadStoneEstimator.STANDARD_MAX_PLAYOUTS, "playouts " + e.playouts());
    assertThrows(IllegalArgumentException.class, () -> e.lifeShare(Point.of(0, 0)));
  }

  /**
   * The end of GNU Go self-play game 9x9-40654 (go-sgf's fresh sample): Black's B9-B7 (an eye at A9) and White's
   * D9-D6 share the liberty C9, which neither can fill; White's other liberty is the eye C6, which it shares with
   * White's A7-D4 (an eye of its own at B5). GNU Go's {@code final_status_list seki} names all 22 stones of the
   * three chains. The estimate reports the same chains in seki under area and territory rules alike: A7-D4 touches
   * the seki only by the eye C6, which is a seki point under Japanese rules (the eyes of a seki are not counted) and
   * not under Chinese ones, so the group is followed through its eyes.
   */
  @Test
  void aGroupInSekiIsReportedWholeUnderEveryRuleSet() {
    String diagram = """
        . X . O O X . X .
        X X O O X . X X .
        O X O O X . X . .
        O O . O X X X X .
        O . O X X X X O .
        O O O O X O X X X
        O X O X X O O O O
        X X X X X O . . O
        . X . X O O . O .
        """;
    Set<Point> gnuGo = points(BoardSize.square(9), "B9", "A8", "B8", "B7", "D9", "E9", "C8", "D8", "C7", "D7", "D6",
        "A7", "A6", "B6", "A5", "C5", "A4", "B4", "C4", "D4", "A3", "C3");
    for (RuleSet rules : List.of(RuleSet.CHINESE, RuleSet.JAPANESE)) {
      Estimate e = DeadStoneEstimator.standard().estimate(Position.parse(diagram, rules));
      Set<Point> seki = new HashSet<>();
      for (Estimate.Chain c : e.sekiChains()) {
        seki.addAll(c.stones());
      }
      assertEquals(gnuGo, seki, rules::toString);
    }
  }

  /**
   * The end of GNU Go self-play game 13x13-260071 (go-sgf's eighth sample, played and judged at GNU Go's default
   * level; Japanese rules, White to move): White's loose stones in Black's open lower right, L8-M8, K7, J6, J4 and
   * L5-M5, live in about two thirds of the playouts, and GNU Go calls every one dead. They own nothing: their
   * liberties go to Black or to no one at the end of the playouts. L5-M5 shares no liberty with the others, but it is
   * a knight's move from K7 (L6 and K6 between them), so it is one group with them, as a player reads it, and dies
   * with them; alone, two stones, it would be too small for the rule and live.
   */
  @Test
  void looseStonesAKnightsMoveApartDieAsOneGroupThatOwnsNothing() {
    Position p = Position.parse("""
        . . . . O X X X . . . . .
        O O O . . O X . X . . . .
        O X O O O O O X X . . . .
        X X O X X X X . . . X . .
        X X X X X O X X . . . X .
        O O O O O O X . X . O O .
        . . O O X X X . . O . . .
        . O . X O O O X O . . . .
        . . . . O X X X . . O O .
        . . . . . O X . O . . X .
        . . O . O O X . . . X . .
        . . O . O X X . X . . . .
        . . . O X X . . . . . . .
        """, RuleSet.JAPANESE).withToMove(Color.WHITE);
    assertTheLandlessRuleKillsWhatThePlayoutsKeep(p, "L5", "D6", "J4", "J6", "K7", "L5", "L8", "M5", "M8");
  }

  /**
   * The end of GNU Go self-play game 13x13-340009 (go-sgf's twelfth sample, played and judged at GNU Go's level 10;
   * Japanese rules, Black to move): the same White stones on Black's right side as above, seven now, live in about
   * three quarters of the playouts, and GNU Go calls them dead with D6. Their liberties lean 0.12 to White on
   * average, over the bound of 0.1 that a group of more than six stones must meet; but they are single stones and
   * pairs, with no wall whose liberties would be dame, so they get the looser bound of small groups and die.
   */
  @Test
  void aLooseGroupOfSingleStonesAndPairsGetsTheSmallGroupsBoundWhateverItsSize() {
    Position p = Position.parse("""
        . . . . O X X X . . . . .
        O O O . . O X . X . . . .
        O X O O O O O X X . . . .
        X X X X X X X . . . X . .
        O X X O X O X X . . . X .
        O O X O O O X . X . O O .
        . . O O X X X . . O . . .
        . O O X O O O X O . . . .
        . . . . O X X X . . O O .
        . . . . . O X . O . . X .
        . . O . O O X . . . X . .
        . . O . O X X . X . . . .
        . . . O X X . . . . . . .
        """, RuleSet.JAPANESE);
    assertTheLandlessRuleKillsWhatThePlayoutsKeep(p, "L8", "D6", "J4", "J6", "K7", "L5", "L8", "M5", "M8");
  }

  /**
   * The end of GNU Go self-play game 9x9-190118 (go-sgf's sixth sample, played and judged at GNU Go's level 10;
   * Chinese rules, Black to move): White's B6-B8 and C8, four stones on the left inside Black's side of the board,
   * live in about two thirds of the playouts, and GNU Go calls them dead with C5 and E4-E5. In the playouts where they
   * live, their seven liberties are often Black's or no one's: on average they lean 0.16 to White, above the bound
   * that a big group must meet (a big group that lives has many liberties that are dame) and below the looser bound
   * of a group of at most six stones.
   */
  @Test
  void aSmallLooseGroupWhoseLibertiesAreNotItsOwnDies() {
    Position p = Position.parse("""
        . . . . . . X O .
        . O O X . X X O .
        . O X X . . X O .
        . O . . X . X O .
        . . O . O X O O .
        . X . . O X X O .
        . . X . X X O . .
        . . . . . X O . .
        . . . . X O O . .
        """, RuleSet.CHINESE);
    assertTheLandlessRuleKillsWhatThePlayoutsKeep(p, "B8", "B6", "B7", "B8", "C5", "C8", "E4", "E5");
  }

  /**
   * The end of GNU Go self-play game 13x13-230044 (go-sgf's seventh sample; Chinese rules, Black to move): White's
   * loose stones on Black's left side, B12, C11, B10 and A9, live in 73 % of the playouts, A7 below them (A8 between)
   * in 67 %, and GNU Go calls all five dead. They are one group that owns nothing, A7 included: a loose stone weaker
   * than the stones near it dies with them (alone, one stone, it would be too small for the rule and live). The group
   * once took only chains that live about as often as the chain it started from, and left A7 alive.
   */
  @Test
  void aWeakerLooseStoneDiesWithTheLandlessGroupNearIt() {
    Position p = Position.parse("""
        . . . . . . . X O X X . .
        . O . X O X . X O O X . .
        . . O X . . X X O O X . .
        . O . . X . X O O O O X .
        O X X . . . X X X O X . .
        . . . . X X O O O O X . .
        O . . X O O O . . O X . .
        . X . . X O . . . O X . .
        . . X X X X O . O X X . .
        . . X O O O O . . O X X .
        . . O X O . . . . O O X X
        . . X X O . O . . O . O X
        . . . X X O . . . O O O O
        """, RuleSet.CHINESE);
    assertTheLandlessRuleKillsWhatThePlayoutsKeep(p, "A7", "A7", "A9", "B10", "B12", "C11", "C3", "E12");
  }

  /**
   * The end of GNU Go self-play game 13x13-140230 (go-sgf's fifth sample; Chinese rules, White to move): White's
   * chain from H11 to N9, with K13, surrounds seven empty points and Black's lone M13 in the upper right. The
   * playouts often leave those points to no one (M13 lives in half of them): the group's liberties lean little to
   * White, and a looser bound of the landless-group rule (0.3, tried on 2026-12-05) killed it. It lives: an eye space
   * of seven empty points of its own is land (GNU Go calls the group and M13 seki).
   */
  @Test
  void aGroupWithAnEyeSpaceOfItsOwnIsNotLandless() {
    Position p = Position.parse("""
        . . . . . X X X X O . X .
        . . . X X . . X O . . . .
        . O X . X X X O O O O O .
        . . X . X O O X O X X O O
        . . O X X O X X X X X X O
        . X X . X O X X X X . X X
        . X O X X O O O X . X O O
        . X O O O O X X O X X O .
        . X O . . . X O O O O . O
        . X O O O . O . O . . O .
        . . X X O . . . . . . . .
        . . . X O . O . . . . . .
        . . . X X O . . . . . . .
        """, RuleSet.CHINESE).withToMove(Color.WHITE);
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    for (String v : List.of("H11", "J10", "J11", "J12", "K11", "L11", "M10", "M11", "N10", "N9", "K13")) {
      assertFalse(e.deadStones().contains(Point.parseGtp(v, p.size())), v);
    }
  }

  /**
   * The end of GNU Go self-play game 13x13-140143 (go-sgf's fifth sample; Japanese rules, komi 6.5): in the lower
   * right, Black's L1 and M2 sit inside White's chain H1-N6 and beside White's N2. The empty K1, L2, M1 and N1 are
   * shared; White could fill K1 without a self-atari (its chain keeps L2 and N3), so {@link Scorer} alone sees plain
   * dame there and counts N3 as White's. But no player fills them in the careful playouts without losing a chain, and
   * GNU Go's {@code final_status_list seki} names the 14 stones of the corner: the estimate reports them in seki,
   * its seki points are the shared points and, under Japanese rules, White's eye N3, and its count leaves N3 out:
   * W+8.5 on this board, one point less for White than the Scorer alone gives, and with the game's prisoners (Black
   * took two stones) GNU Go's {@code final_score} of the game, W+6.5. Under Chinese rules the eye counts.
   */
  static final String SEKI_OF_SHARED_POINTS_ONE_CAN_FILL = """
      . . . . . . . O X X . . .
      . . . . . . . O O X . . .
      . . O O O O . . O X X . .
      . O X X X O O O X X . . .
      . O O O X O O X . . . . .
      X O O X X X X . . . X . .
      . X O X . . . X . X O X X
      . X O X . . . . . . O X O
      . X X O X . X . . . X X O
      . O O O O X . X X X X O O
      . . . O O X X . X O O O .
      . O . . O X . X O O . X O
      . . . . O X X O O . X . .
      """;

  @Test
  void aSekiWhoseSharedPointsOnePlayerCouldFillIsReportedAndItsEyeNotCounted() {
    Position p = Position.parse(SEKI_OF_SHARED_POINTS_ONE_CAN_FILL, RuleSet.JAPANESE);
    BoardSize size = p.size();
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    Set<Point> gnuGo = points(size, "H1", "J1", "J2", "K2", "K3", "L3", "M3", "M4", "N4", "N5", "N6", "L1", "M2",
        "N2");
    Set<Point> reported = new HashSet<>();
    for (Estimate.Chain c : e.sekiChains()) {
      reported.addAll(c.stones());
    }
    assertEquals(gnuGo, reported);
    assertEquals(points(size, "K1", "L2", "M1", "N1", "N3"), Set.copyOf(e.sekiPoints()));
    Score plain = Scorer.score(p, e.deadStones());
    assertTrue(plain.seki().isEmpty(), "the Scorer alone sees dame there");
    assertEquals(Optional.of(Color.WHITE), plain.ownerOf(Point.parseGtp("N3", size)));
    assertEquals(Optional.empty(), e.score().ownerOf(Point.parseGtp("N3", size)));
    assertEquals(plain.territory(Color.WHITE) - 1, e.score().territory(Color.WHITE));
    assertEquals("W+8.5", e.score().toSgf());
    Estimate chinese = DeadStoneEstimator.standard()
        .estimate(Position.parse(SEKI_OF_SHARED_POINTS_ONE_CAN_FILL, RuleSet.CHINESE));
    assertEquals(points(size, "K1", "L2", "M1", "N1"), Set.copyOf(chinese.sekiPoints()));
    assertEquals(Optional.of(Color.WHITE), chinese.score().ownerOf(Point.parseGtp("N3", size)));
  }

  /**
   * The end of GNU Go self-play game 9x9-118 (go-sgf's first sample; Chinese rules). In the lower left, White's A3
   * and B2 stand inside Black's corner with a ko shape (A1, A2, B1): Black moving first gets only a ko against them,
   * and White moving first keeps them; the playouts kill them in 39 % of the playouts, and the reading keeps them alive,
   * undecided. GNU Go's {@code final_status_list seki} names the corner a seki: Black's twelve stones from A6 to G1,
   * Black's B1, White's A3 and B2. Black can play at A4 without a self-atari, so the Scorer's seki test does not see
   * it, and the playouts leave the points between the chains empty in fewer than half of them; the chains that live by
   * a ko the opponent has not started give their dame (A4, B3, A1-A2) as the seki's shared points.
   */
  private static final String KO_SHAPE_SEKI = """
      . . . . . . . . .
      . . . . . O . . .
      O O . O . . . O .
      X O O . . . X X .
      X X O . . X . . .
      . X X O O O X X .
      O . X O O X X . .
      . O X X O O O O .
      . X . X X X X O .
      """;

  @Test
  void aSekiWithAKoShapeInsideIsReportedWithItsSharedPoints() {
    Position p = Position.parse(KO_SHAPE_SEKI, RuleSet.CHINESE);
    BoardSize size = p.size();
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    for (String white : List.of("A3", "B2")) {
      Estimate.Chain c = e.chain(Point.parseGtp(white, size));
      assertTrue(c.undecided() && !c.dead(), white + ": " + c);
    }
    Set<Point> reported = new HashSet<>();
    for (Estimate.Chain c : e.sekiChains()) {
      reported.addAll(c.stones());
    }
    assertEquals(points(size, "A6", "A5", "B5", "B4", "C4", "C3", "C2", "D2", "D1", "E1", "F1", "G1", "A3", "B2",
        "B1"), reported);
    assertEquals(points(size, "A1", "A2", "A4", "B3"), Set.copyOf(e.sekiPoints()));
    assertTrue(Scorer.score(p, e.deadStones()).seki().isEmpty(), "the Scorer alone sees dame there");
    // under territory rules the seki's eye at C1 is nobody's; under area rules it stays Black's
    Position japanese = Position.parse(KO_SHAPE_SEKI, RuleSet.JAPANESE);
    Estimate territory = DeadStoneEstimator.standard().estimate(japanese);
    assertEquals(Optional.empty(), territory.score().ownerOf(Point.parseGtp("C1", size)));
    assertEquals(Optional.of(Color.BLACK), Scorer.score(japanese, territory.deadStones())
        .ownerOf(Point.parseGtp("C1", size)));
    assertEquals(Optional.of(Color.BLACK), e.score().ownerOf(Point.parseGtp("C1", size)));
  }

  /** GNU Go 3.8 on {@link #SEKI_OF_SHARED_POINTS_ONE_CAN_FILL}: the seki stones, the dead ones and the count agree. */
  @Test
  void gnuGoCallsTheCornerASekiAndCountsAsTheEstimate() throws IOException {
    Optional<String> gnugo = GnuGoProcess.findGnuGo();
    assumeTrue(gnugo.isPresent(), "gnugo is not installed (apt-get install -y gnugo); .ci/run installs it");
    Position p = Position.parse(SEKI_OF_SHARED_POINTS_ONE_CAN_FILL, RuleSet.JAPANESE);
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    try (GnuGoProcess g = GnuGoProcess.start(gnugo.get(), "--japanese-rules")) {
      g.setUp(p);
      assertEquals(e.deadStones(), g.statusList(p.size(), "dead"));
      Set<Point> reported = new HashSet<>();
      for (Estimate.Chain c : e.sekiChains()) {
        reported.addAll(c.stones());
      }
      assertEquals(g.statusList(p.size(), "seki"), reported);
      assertEquals(e.score().toSgf(), g.send("final_score"));
    }
  }

  /**
   * The standard estimate's dead stones are GNU Go's, among them the chain at {@code keptByPlayouts}, which the
   * playouts alone keep alive (its life share is at least the threshold): the landless-group rule kills it.
   */
  private static void assertTheLandlessRuleKillsWhatThePlayoutsKeep(Position p, String keptByPlayouts,
      String... gnuGoDead) {
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    assertEquals(points(p.size(), gnuGoDead), e.deadStones());
    assertTrue(e.chain(Point.parseGtp(keptByPlayouts, p.size())).lifeShare() >= Thresholds.LIFE_THRESHOLD,
        "the playouts alone keep " + keptByPlayouts + " alive");
  }

  private static Set<Point> points(BoardSize size, String... vertices) {
    Set<Point> out = new HashSet<>();
    for (String v : vertices) {
      out.add(Point.parseGtp(v, size));
    }
    return out;
  }

  /**
   * Seed 004, diagram 9: the finished 9x9 game with a seki at the top (Black's chains there and the white chains
   * around them share free points neither player can fill). Careful playouts do not fill a shared liberty, so no
   * stone of the seki is dead, and the estimate reports the seki, for every seed tried.
   */
  @Test
  void noStoneOfTheSeedsSekiIsDeadAndTheEstimateReportsIt() {
    Position p = Position.parse(Diagrams.FINISHED_9X9, RuleSet.JAPANESE.withKomi(0));
    for (long seed = 1; seed <= 10; seed++) {
      Estimate e = DeadStoneEstimator.of(128, 384, seed).estimate(p);
      assertEquals(Set.of(), e.deadStones(), "seed " + seed);
      assertEquals("B+9", e.score().toSgf(), "seed " + seed);
      assertEquals(2, e.sekiPoints().size(), "seed " + seed);
      assertTrue(e.sekiChains().size() >= 2, e.sekiChains()::toString);
      for (Estimate.Chain c : e.sekiChains()) {
        assertTrue(c.lifeShare() >= Thresholds.LIFE_THRESHOLD + Thresholds.UNDECIDED_MARGIN,
            c::toString);
      }
    }
  }

  /**
   * White's chain in the middle has a straight three for its eyes and no liberty outside: whoever plays its
   * middle point first decides (GNU Go 3.8's {@code final_status_list} calls it alive with White to move and dead
   * with Black to move). The estimate, which plays half its playouts with each player first, leaves it to the
   * players; the chains around it, with two eyes or room outside, live.
   */
  @Test
  void aStraightThreeWhoseLifeDependsOnWhoMovesFirstIsLeftToThePlayers() {
    Position p = Position.parse(STRAIGHT_THREE, RuleSet.CHINESE);
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    Point threeEyes = Point.of(0, 2);
    assertEquals(List.of(e.chain(threeEyes)), e.undecidedChains(), () -> e.chains().toString());
    for (Estimate.Chain c : e.chains()) {
      if (!c.stones().contains(threeEyes)) {
        assertFalse(c.dead(), c::toString);
      }
    }
  }

  /**
   * The end of GNU Go self-play game 9x9-007 (in go-estimate's test resources): Black's chain from A9 to C5 and its
   * neighbours enclose eleven points (two white stones among them) and are alive; GNU Go's dead stones are the two
   * white stones only. Random moves inside waste that space so often that Black's chain lives in fewer than
   * {@link DeadStoneEstimator#LIFE_THRESHOLD} of the playouts; the eye space keeps it alive.
   */
  @Test
  void aGroupWithRoomForTwoEyesLivesThoughRandomPlayWastesIt() {
    Position p = Position.parse("""
        X O O O O X . . .
        X X X O X X X . .
        . . X O X O X . .
        X . X O O O X . .
        . O X O O X X . X
        . X O O O O O X .
        . X X X O O X X X
        . O X O O O O O O
        . . X X O O . O .
        """, RuleSet.JAPANESE);
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    assertEquals(Set.of(Point.of(1, 4), Point.of(1, 7)), e.deadStones(), () -> e.chains().toString());
    Estimate.Chain corner = e.chain(Point.of(0, 0));
    assertFalse(corner.dead(), corner::toString);
    assertTrue(corner.lifeShare() < Thresholds.LIFE_THRESHOLD, "kept by its eye space, not by the"
        + " playouts: " + corner);
  }

  /**
   * The end of GNU Go self-play game 9x9-41187 (go-sgf's fresh sample; Chinese rules): White's F1-G3, H4 and J5
   * enclose seven empty points in Black's lower right, enough for the eye-space rule, but J5 is in atari from
   * Black's living stones outside (J6, H5). Black takes it at J4, H4 falls next and the space is Black's: the rule
   * does not apply, and all of White's stones there are dead, as GNU Go's {@code final_status_list dead} says.
   */
  @Test
  void anEyeSpaceWhoseSmallBorderChainIsInAtariFromOutsideKeepsNothingAlive() {
    Position p = Position.parse("""
        . O X X . . . . .
        O . O X . . . O .
        . O O X . X X X X
        . O X X X . . . X
        . O X . X X . X O
        . . O X X . X O .
        . O O O X X O . .
        O O X X X X O . .
        O O O X X O O . .
        """, RuleSet.CHINESE);
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    Set<Point> gnuGo = points(p.size(), "F1", "G1", "G2", "G3", "H4", "H8", "J5");
    assertEquals(gnuGo, e.deadStones(), () -> e.chains().toString());
  }

  /**
   * The end of GNU Go self-play game 9x9-41039 (go-sgf's fresh sample; Japanese rules): White's D8-B7-D6 and A6 in
   * Black's upper left, with the whole top edge open, live in about two thirds of the playouts, a share at the
   * threshold (so that with the standard seed and these three the playouts alone keep them in at least one):
   * random attackers seldom find how to kill them. But where they live, the points next to them are as often
   * Black's or no one's as White's: they survive by the attacker's fumbles, not by eye space or territory of their
   * own. GNU Go's {@code final_status_list dead} names them.
   */
  private static final String LANDLESS_GROUP = """
        . . . . . . . . .
        . . . O X . . . .
        . O O O . X . . .
        O X X O . . X X X
        . X . . X X O X O
        . . X . X O O O O
        . . . X O O . . .
        . . . X X O . O .
        . . . . X X O . .
        """;

  @Test
  void aGroupThatOwnsNoneOfThePointsNextToItInThePlayoutsIsDead() {
    Position p = Position.parse(LANDLESS_GROUP, RuleSet.JAPANESE);
    Set<Point> gnuGo = points(p.size(), "D8", "B7", "C7", "D7", "D6", "A6");
    for (DeadStoneEstimator estimator : List.of(DeadStoneEstimator.standard(),
        DeadStoneEstimator.of(DeadStoneEstimator.STANDARD_PLAYOUTS, DeadStoneEstimator.STANDARD_MAX_PLAYOUTS, 2),
        DeadStoneEstimator.of(DeadStoneEstimator.STANDARD_PLAYOUTS, DeadStoneEstimator.STANDARD_MAX_PLAYOUTS, 3))) {
      Estimate e = estimator.estimate(p);
      assertEquals(gnuGo, e.deadStones(), () -> e.chains().toString());
    }
  }

  /**
   * The end of GNU Go self-play game 19x19-009 (go-sgf's first sample; Japanese rules): in the lower left, Black's
   * B6-E1 and B1 around White's A3 and B2 are a seki, as GNU Go's {@code final_status_list seki} says. Their shared
   * liberties are nobody's, so the group owns as little of the points next to it as a landless one; but it encloses
   * White's two stones, and that shape is left to the playouts and the reading. With seeds 3 and 4 its share is
   * below {@link DeadStoneEstimator#STRONG_LIFE}, where the landless rule would otherwise kill it.
   */
  private static final String CORNER_SEKI = """
        . . . . . O O X . . . . . X O O . . .
        . . . O . O X . X . . . . X X O O . .
        . . O . X O X X X . . X . O X X O . .
        . O X O O O O O O X X . . O . X O . .
        . O X X X X O X X . . . . O X X X O .
        O O X . . O X X . . X X O O . X O . O
        O X O . X . . . . . X O X X X X O O .
        X X X X . . X . . X O O X O X X O O O
        X X O X X X X . . X O O O O O X X X O
        O X O X O O X . X X O X O X X . X . X
        O O O O O X X X O O O X X X X X . X X
        . . . O . O O X O X O O O X O O X X X
        O O O . O . O O X X X O . O . . O O X
        O X X O . O . O X X O O O . . O O . O
        X X O O O O O X X O O O X O . . . O .
        . X X O O O X X X O O X X O O O . O .
        O . X O O . O X . X X . X X X O . . .
        . O X X O O O X . . . X X O X O . . .
        . X . X X O X X . . . O X O O O O . .
        """;

  @Test
  void aGroupAroundTheOpponentsStonesOfASekiIsNotLandless() {
    Position p = Position.parse(CORNER_SEKI, RuleSet.JAPANESE);
    Set<Point> gnuGo = points(p.size(), "E17", "O17", "O16", "O15", "N14", "O14", "F14", "C13", "M1");
    for (long seed = 3; seed <= 4; seed++) {
      Estimate e = DeadStoneEstimator.of(DeadStoneEstimator.STANDARD_PLAYOUTS,
          DeadStoneEstimator.STANDARD_MAX_PLAYOUTS, seed).estimate(p);
      assertTrue(e.lifeShare(Point.parseGtp("B6", p.size())) < Thresholds.STRONG_LIFE,
          () -> e.chains().toString());
      assertEquals(gnuGo, e.deadStones(), () -> e.chains().toString());
    }
  }

  /** The end of GNU Go self-play game 13x13-140014 (go-sgf's fifth sample), Black to move. */
  private static final String CONTESTED_CORNER = """
        . . . . . . . . X O O . .
        . X X X X . . X X O . O .
        . X . X O X X . . X O . O
        X . X O O O O X X X O O X
        X X O O . O O O O X X X X
        O O O X . O . O X . X O .
        . . . X . O . O X . X X .
        . O X . X O O X X X O X X
        . O X X O . . O O O O O O
        . O X O O . O . . . . O X
        X X O X O . X O . O . O .
        . . . X O . X O O . . . .
        . . . . X X X X O . . . .
        """;

  /**
   * The end of GNU Go self-play game 13x13-140014 (go-sgf's fifth sample; Chinese rules, Black to move): Black's
   * scattered stones in the lower left (C6-C4, A3-B3, D3-D2, E1-H1) die in about half the playouts, and so does
   * White's C3 between them. Each side's space there counts the other's stones as dead: Black's, the empty corner
   * and C3, eight points; White's, the same corner and Black's stones, bounded by White's living walls. The space is
   * contested, and the side whose chains around it live more often (White's walls, in every playout) has it; Black's
   * stones do not live by it. GNU Go's {@code final_status_list dead} names them (at level 1 and at level 10), and
   * not C3.
   */
  @Test
  void anEyeSpaceTheOpponentClaimsWithStrongerChainsKeepsNothingAlive() {
    Position p = Position.parse(CONTESTED_CORNER, RuleSet.CHINESE);
    assertEquals(Color.BLACK, p.toMove());
    Set<Point> gnuGo = points(p.size(), "D8", "D7", "M8", "C6", "C5", "D5", "C4", "E6", "N4", "A3", "B3", "D3", "D2",
        "G3", "G2", "E1", "F1", "G1", "H1");
    for (DeadStoneEstimator estimator : List.of(DeadStoneEstimator.standard(),
        DeadStoneEstimator.of(DeadStoneEstimator.STANDARD_PLAYOUTS, DeadStoneEstimator.STANDARD_MAX_PLAYOUTS, 2),
        DeadStoneEstimator.of(DeadStoneEstimator.STANDARD_PLAYOUTS, DeadStoneEstimator.STANDARD_MAX_PLAYOUTS, 3))) {
      Estimate e = estimator.estimate(p);
      assertEquals(gnuGo, e.deadStones(), () -> e.chains().toString());
    }
  }

  /**
   * GNU Go 3.8 on {@link #CONTESTED_CORNER}: {@code final_status_list dead} names Black's stones in the lower left,
   * not White's C3, as the estimate does.
   */
  @Test
  void gnuGoCallsTheContestedCornersBlackStonesDead() throws IOException {
    Optional<String> gnugo = GnuGoProcess.findGnuGo();
    assumeTrue(gnugo.isPresent(), "gnugo is not installed (apt-get install -y gnugo); .ci/run installs it");
    Position p = Position.parse(CONTESTED_CORNER, RuleSet.CHINESE);
    try (GnuGoProcess g = GnuGoProcess.start(gnugo.get(), "--chinese-rules")) {
      g.setUp(p);
      Set<Point> dead = g.statusList(p.size(), "dead");
      assertTrue(dead.contains(Point.parseGtp("C6", p.size())) && !dead.contains(Point.parseGtp("C3", p.size())),
          dead::toString);
      assertEquals(DeadStoneEstimator.standard().estimate(p).deadStones(), dead);
    }
  }

  /**
   * The double throw-in seki of {@link #THROW_IN_SEKI}: random playouts kill White's B9 and A8 in about a third of
   * them, and the reading of the corner, which follows the fight out to White's D8-E8 in atari, finds that Black
   * cannot take them (after Black captures at D9, White throws in at D8 and Black keeps one eye). Only D8-E8 are
   * dead, as GNU Go's {@code final_status_list dead} says ({@link #gnuGoCallsTheThrowInSekiASeki}).
   */
  @Test
  void aSekiWhoseFightLeadsOutOfTheCornerKeepsItsStones() {
    Position p = Position.parse(THROW_IN_SEKI, RuleSet.JAPANESE.withKomi(0));
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    assertEquals(Set.of(Point.parseGtp("D8", p.size()), Point.parseGtp("E8", p.size())), e.deadStones(),
        () -> e.chains().toString());
  }

  /**
   * GNU Go 3.8 on {@link #THROW_IN_SEKI}: {@code final_status_list dead} names D8 and E8, {@code seki} Black's
   * chain, E9, B9 and A8.
   */
  @Test
  void gnuGoCallsTheThrowInSekiASeki() throws IOException {
    Optional<String> gnugo = GnuGoProcess.findGnuGo();
    assumeTrue(gnugo.isPresent(), "gnugo is not installed (apt-get install -y gnugo); .ci/run installs it");
    Position p = Position.parse(THROW_IN_SEKI, RuleSet.JAPANESE.withKomi(0));
    try (GnuGoProcess g = GnuGoProcess.start(gnugo.get(), "--japanese-rules")) {
      g.setUp(p);
      assertEquals(DeadStoneEstimator.standard().estimate(p).deadStones(),
          g.statusList(p.size(), "dead"));
      Set<Point> seki = g.statusList(p.size(), "seki");
      assertTrue(seki.contains(Point.parseGtp("B9", p.size())) && seki.contains(Point.parseGtp("A8", p.size())),
          seki::toString);
    }
  }

  /**
   * The end of GNU Go self-play game 9x9-024 (go-estimate's test data; Chinese rules, komi 7.5, B+43.5): White's seven
   * stones in Black's lower left live in about two playouts of three, mostly in those where random play let a
   * Black wall around them die. Over the playouts in which every strong chain lived ({@link
   * DeadStoneEstimator#STRONG_LIFE}) they live in fewer than 60 %, and GNU Go's {@code final_status_list dead}
   * names exactly these seven.
   */
  @Test
  void invadersThatLiveOnlyWhereTheWallAroundThemDiesAreDead() {
    Position p = Position.parse("""
        . . . X X O . O .
        . . . X O O . . .
        . . X . X O O O O
        . X . . X X O X O
        X O O . . . X X X
        . X . O . . . . .
        X . O . O X . . .
        . . O . O X . . .
        . . . . . . . . .
        """, RuleSet.CHINESE);
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    Set<Point> white = Set.of(Point.parseGtp("B5", p.size()), Point.parseGtp("C5", p.size()),
        Point.parseGtp("D4", p.size()), Point.parseGtp("C3", p.size()), Point.parseGtp("C2", p.size()),
        Point.parseGtp("E3", p.size()), Point.parseGtp("E2", p.size()));
    assertEquals(white, e.deadStones());
    for (Point q : white) {
      assertTrue(e.lifeShare(q) < Thresholds.LIFE_THRESHOLD, q + ": " + e.lifeShare(q));
    }
    assertEquals(new GameResult.ScoreWin(Color.BLACK, 43.5), e.score().result());
    // more playouts than the first words of the survival bits hold: the same verdict
    Estimate many = DeadStoneEstimator.of(300, 301, 7).estimate(p);
    assertTrue(many.playouts() >= 300, "playouts " + many.playouts());
    assertEquals(white, many.deadStones());
  }

  /**
   * On an empty board every point is open: the expected lead is a mean over the playouts, near the komi, not 81
   * points for whichever colour each point leans to by chance.
   */
  @Test
  void theLeadOnAnOpenBoardIsAMeanNotACoinToss() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.CHINESE.withKomi(7));
    double lead = DeadStoneEstimator.standard().estimate(p).expectedLead();
    assertTrue(Math.abs(lead + 7) < 10, "lead " + lead);
  }

  /**
   * After a first stone every empty point lies in one region that borders that stone alone, which the score closes
   * for its colour; the lead counts such a big region as open while the playouts do not lean to its colour (it was
   * 116 points on 19x19 and 42 on 9x9 for one stone in the centre). Played after the empty board, the lead is also
   * the mean with the empty board's.
   */
  @Test
  void theLeadAfterAFirstStoneIsAMeanNotTheWholeBoard() {
    for (RuleSet rules : List.of(RuleSet.CHINESE.withKomi(0), RuleSet.JAPANESE.withKomi(0))) {
      for (int n : new int[] {9, 13, 19}) {
        Position empty = Position.empty(BoardSize.square(n), rules);
        for (Point pt : List.of(Point.of(n / 2, n / 2), Point.of(2, 2), Point.of(3, 2))) {
          Position played = empty.play(pt);
          Position alone = Position.parse(played.toString(), rules);
          assertTrue(alone.previous().isEmpty());
          double lead = DeadStoneEstimator.standard().estimate(alone).expectedLead();
          assertTrue(Math.abs(lead) < 25, n + "x" + n + " " + pt.toGtp(played.size()) + " alone: " + lead);
          double afterEmpty = DeadStoneEstimator.standard().estimate(played).expectedLead();
          assertTrue(Math.abs(afterEmpty) < 15, n + "x" + n + " " + pt.toGtp(played.size()) + ": " + afterEmpty);
        }
      }
    }
  }

  /**
   * The lead after a stone is the mean of the counts with and without it (random playouts carry out the threat of
   * the last move, which a player would answer); after a pass it is the position's own count, so a finished game
   * is counted as it stands.
   */
  @Test
  void theLeadAfterAStoneIsTheMeanOfTheCountsBeforeAndAfterItAndAfterAPassItsOwn() {
    Position finished = Position.parse(FINISHED, RuleSet.CHINESE.withKomi(0));
    Position passed = finished.pass();
    Position asItStands = Position.parse(FINISHED, RuleSet.CHINESE.withKomi(0)).withToMove(passed.toMove());
    assertEquals(DeadStoneEstimator.standard().estimate(asItStands).expectedLead(),
        DeadStoneEstimator.standard().estimate(passed).expectedLead(), 0, "after a pass, the position's own count");
    Position empty = Position.empty(BoardSize.square(9), RuleSet.CHINESE.withKomi(0));
    Estimate first = DeadStoneEstimator.standard().estimate(empty.play(Point.of(4, 4)));
    assertEquals(first.expectedLead(), first.expectedLead(), 0, "computed once");
    double open = DeadStoneEstimator.standard().estimate(empty).expectedLead();
    double alone = DeadStoneEstimator.standard().estimate(Position.parse(empty.play(Point.of(4, 4)).toString(),
        RuleSet.CHINESE.withKomi(0))).expectedLead();
    // the stone's own count differs from the parsed board's only in the last move the playouts answer
    assertTrue(Math.abs(2 * first.expectedLead() - open - alone) < 10, first.expectedLead() + " from " + open
        + " and " + alone);
  }

  @Test
  void expectedLeadCountsOwnershipUnderEachRuleSet() {
    // area: Black's 36 points (four columns with the wall) against White's 45, the lost stones included; every
    // empty region is closed and counts whole, and the one stone the playouts leave undecided (Black's at H2, in
    // White's wide corner) counts for the side its ownership leans to: two points either way
    Position area = Position.parse(FINISHED, RuleSet.CHINESE.withKomi(0));
    Estimate a = DeadStoneEstimator.standard().estimate(area);
    assertEquals(-9, a.expectedLead(), 2 + 1e-9);
    assertEquals(0, a.expectedLead() % 1, 1e-9, "closed regions count whole points");
    assertEquals(Color.WHITE, a.expectedResult().winner().orElseThrow());
    // territory: Black 27 + 1 prisoner, White 36 + 1, komi 6.5: W+15.5 by the count
    Position territory = Position.parse(FINISHED, RuleSet.JAPANESE);
    Estimate t = DeadStoneEstimator.standard().estimate(territory);
    // (the undecided stone at H2 is two points here, a point of territory and a prisoner, and the points its
    // ownership shares with White one each)
    assertEquals(-15.5, t.expectedLead(), 3 + 1e-9);
    GameResult.ScoreWin r = (GameResult.ScoreWin) t.expectedResult();
    assertEquals(0, r.margin() * 2 % 1, 1e-9, "rounded to half points: " + r);
    // Benson decides every point of a settled board: the lead is the count exactly
    Position settled = Position.parse("""
        . X . X O . O . .
        X X X X O O O O O
        . X . X O . O . O
        X X X X O O O O O
        . X . X O . O . O
        X X X X O O O O O
        . X . X O . O . O
        X X X X O O O O O
        . X . X O . O . O
        """, RuleSet.CHINESE.withKomi(0));
    Estimate s = DeadStoneEstimator.standard().estimate(settled);
    assertEquals(36 - 45, s.expectedLead(), 1e-9);
    assertEquals(s.score().result(), s.expectedResult());
  }
}
