package io.github.tengen.go.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Position;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every perft count pinned in {@code perft.txt} is what Tengen counts, through the thread's one engine. */
class PerftTest {

  static Stream<Perft.Case> cases() {
    return Perft.cases().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void countsTheMoveSequencesThePerftFilePins(Perft.Case c) {
    for (int d = 1; d <= c.depth(); d++) {
      assertEquals(c.counts()[d - 1], Perft.count(c.position(), d), "depth " + d);
    }
  }

  @Test
  void theFileHoldsCasesWhereSuperkoAndSimpleKoDisagree() {
    List<Perft.Case> all = Perft.cases();
    assertTrue(all.stream().anyMatch(c -> c.rules().equals("psk") && all.stream().anyMatch(d ->
        d.rules().equals("simple") && d.position().toString().equals(c.position().toString())
            && d.position().toMove() == c.position().toMove() && d.depth() == c.depth() && d.nodes() != c.nodes())));
  }

  @Test
  void countsEqualThoseOfFreshPositionsWhereNoEngineStateIsShared() {
    // the same count with every position rebuilt from its stones on a fresh thread: the engine's moves between
    // positions (back, to a sibling, afresh) change no answer
    Perft.Case c = Perft.named("1846-240-simple-2");
    Position root = c.position();
    long[] n = {0};
    for (var m : root.legalMoves()) {
      Position child = root.play(m);
      Thread t = new Thread(() -> n[0] += child.legalMoves().size());
      t.start();
      try {
        t.join();
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
    assertEquals(c.nodes(), n[0]);
  }
}
