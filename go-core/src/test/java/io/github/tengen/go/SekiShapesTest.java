package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.testing.Diagrams;
import io.github.tengen.go.testing.GnuGoProcess;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Seed 004's seki (diagram 8), rebuilt from its description since the diagram itself is not in the text: "neither
 * Black nor White will play at a (the opponent would capture at the other a), nor at b (the opponent would then
 * play c and capture)". Two finished 9x9 positions, one with the shared liberties apart (a, a), one with them side
 * by side (b, c). Each test checks what the description says by playing it out, what the {@link Scorer} makes of
 * it, and, when GNU Go is installed, that GNU Go's {@code final_status_list seki} and {@code final_score}
 * (Japanese rules, komi 0) say the same.
 */
class SekiShapesTest {
  private static final RuleSet JAPANESE0 = RuleSet.JAPANESE.withKomi(0);
  private static final RuleSet CHINESE0 = RuleSet.CHINESE.withKomi(0);

  private static Point gtp(String vertex) {
    return Point.parseGtp(vertex, BoardSize.square(9));
  }

  @Test
  void fillingOneOfTwoSeparateSharedLibertiesLetsTheOpponentCaptureAtTheOther() {
    Position p = Position.parse(Diagrams.APART, JAPANESE0);
    // Black fills a (C9): White captures Black's eleven stones at the other a (E9)
    Position afterBlack = p.withToMove(Color.BLACK).play(gtp("C9")).play(gtp("E9"));
    assertEquals(12, afterBlack.captures(Color.WHITE), "the chain with C9 is taken");
    // White fills a (E9): Black captures White's four stones at C9
    Position afterWhite = p.withToMove(Color.WHITE).play(gtp("E9")).play(gtp("C9"));
    assertEquals(4, afterWhite.captures(Color.BLACK));
  }

  @Test
  void fillingOneOfTwoAdjacentSharedLibertiesLetsTheOpponentCaptureAtTheOther() {
    Position p = Position.parse(Diagrams.SIDE_BY_SIDE, JAPANESE0);
    Position afterBlack = p.withToMove(Color.BLACK).play(gtp("D1")).play(gtp("E1"));
    assertEquals(6, afterBlack.captures(Color.WHITE), "Black's five stones and b");
    Position afterWhite = p.withToMove(Color.WHITE).play(gtp("D1")).play(gtp("E1"));
    assertEquals(15, afterWhite.captures(Color.BLACK), "White's fourteen stones and b");
  }

  @Test
  void sharedLibertiesApartAreSekiPointsAndNeutral() {
    Position p = Position.parse(Diagrams.APART, JAPANESE0);
    Score s = Scorer.score(p);
    assertEquals(Set.of(gtp("C9"), gtp("E9")), Set.copyOf(s.seki()));
    assertTrue(s.dame().isEmpty(), s.dame()::toString);
    assertTrue(Scorer.unsettled(p, Set.of()).isSettled(), "seki points are not dame to fill");
    // Black: B3 D3 G3 E2 A1 C1 G1 J1 = 8; White: A6 H9 H7 = 3; no prisoners
    assertEquals(8, s.territory(Color.BLACK));
    assertEquals(3, s.territory(Color.WHITE));
    assertEquals("B+5", s.toSgf());
    Score area = Scorer.score(Position.parse(Diagrams.APART, CHINESE0));
    assertEquals(Set.of(gtp("C9"), gtp("E9")), Set.copyOf(area.seki()));
  }

  @Test
  void sharedLibertiesSideBySideAreSekiPointsAndNeutral() {
    Position p = Position.parse(Diagrams.SIDE_BY_SIDE, JAPANESE0);
    Score s = Scorer.score(p);
    assertEquals(Set.of(gtp("D1"), gtp("E1")), Set.copyOf(s.seki()));
    assertTrue(s.dame().isEmpty(), s.dame()::toString);
    // White: A9 C9 G9 J9 = 4; Black: B6 H6 = 2
    assertEquals(4, s.territory(Color.WHITE));
    assertEquals(2, s.territory(Color.BLACK));
    assertEquals("W+2", s.toSgf());
  }

  @Test
  void gnuGoFindsTheSameSekiAndTheSameScore() throws IOException {
    Optional<String> gnugo = GnuGoProcess.findGnuGo();
    assumeTrue(gnugo.isPresent(), "gnugo is not installed (apt-get install -y gnugo); .ci/run installs it");
    try (GnuGoProcess g = GnuGoProcess.start(gnugo.get(), "--japanese-rules")) {
      for (String diagram : List.of(Diagrams.APART, Diagrams.SIDE_BY_SIDE)) {
        Position p = Position.parse(diagram, JAPANESE0);
        g.setUp(p);
        assertEquals(sekiStones(p), g.statusList(p.size(), "seki"), diagram);
        assertEquals(Set.of(), g.statusList(p.size(), "dead"), diagram);
        assertEquals(Scorer.score(p).toSgf(), g.send("final_score").replace(".0", ""), diagram);
      }
    }
  }

  /** The stones of the chains that have a seki point as a liberty. */
  private static Set<Point> sekiStones(Position p) {
    Set<Point> seki = Set.copyOf(Scorer.score(p).seki());
    Set<Point> out = new HashSet<>();
    for (int y = 0; y < p.size().height(); y++) {
      for (int x = 0; x < p.size().width(); x++) {
        Point pt = Point.of(x, y);
        if (p.stoneAt(pt).isPresent() && p.libertiesOf(pt).stream().anyMatch(seki::contains)) {
          out.add(pt);
        }
      }
    }
    return out;
  }
}
