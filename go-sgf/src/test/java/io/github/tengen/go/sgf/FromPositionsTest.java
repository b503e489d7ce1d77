package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** A line of positions written as a record and replayed gives the same positions. */
class FromPositionsTest {

  @Test
  void randomGamesWithHandicapPassesAndEditsReplayToTheSamePositions() {
    Random rnd = new Random(5);
    for (int game = 0; game < 60; game++) {
      int n = 5 + rnd.nextInt(15);
      RuleSet rules = List.of(RuleSet.JAPANESE, RuleSet.CHINESE, RuleSet.AGA.withKomi(0.5)).get(game % 3);
      Position p = game % 4 == 0 && n >= 9 ? Position.withHandicap(BoardSize.square(n), rules, 2 + rnd.nextInt(3))
          : Position.empty(BoardSize.square(n), rules);
      List<Position> line = new ArrayList<>(List.of(p));
      for (int k = 0; k < 120 && !p.isGameOver(); k++) {
        List<Move> legal = p.legalMoves();
        Move m = legal.get(rnd.nextInt(legal.size()));
        p = p.play(m);
        if (k == 40 && game % 5 == 0) {
          p = Setup.of(p).put(Point.of(0, 0), Color.WHITE).remove(Point.of(n - 1, n - 1)).buildAfter(p);
        }
        line.add(p);
      }
      SgfGame g = SgfGame.fromPositions(line, "test:1");
      SgfGame back = SgfReader.strict().read(SgfWriter.write(g)).game();
      Replay r = back.replayStrict();
      assertEquals(line.size(), r.positions().size(), "game " + game);
      for (int i = 0; i < line.size(); i++) {
        Position want = line.get(i);
        Position got = r.positions().get(i);
        assertEquals(want.toString(), got.toString(), "game " + game + " position " + i);
        assertEquals(want.toMove(), got.toMove(), "game " + game + " position " + i);
        assertEquals(want.captures(Color.BLACK), got.captures(Color.BLACK));
        assertEquals(want.ruleSet(), got.ruleSet());
        assertEquals(want.handicap(), got.handicap());
      }
      assertTrue(back.root().value("AP").orElseThrow().equals("test:1"));
    }
    assertThrows(IllegalArgumentException.class, () -> SgfGame.fromPositions(List.of(), ""));
  }
}
