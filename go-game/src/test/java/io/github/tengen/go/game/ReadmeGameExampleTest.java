package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The README's game and clock examples. */
class ReadmeGameExampleTest {
  @Test
  void readmeGameExampleRunsAsDocumented() {
    Position position = Position.parse(GameTest.FINISHED, RuleSet.JAPANESE);
    Point point = Point.of(7, 7);
    // --- README game start
    Game game = Game.start(position, Game.Resumption.OPPONENT_OF_REQUESTER);   // the Japanese rules' article 9
    game = game.play(Move.pass(Color.BLACK)).play(Move.pass(Color.WHITE));
    game.phase();                            // STONE_REMOVAL
    game.deadStones();                       // the estimator's proposal; game.undecidedStones(): ask the players
    game = game.toggle(point).toggle(point); // a player unmarks a chain, then marks it again
    game = game.accept(Color.BLACK).accept(Color.WHITE);
    game.result();                           // Optional[W+15.5], counted with the dead stones marked
    // --- end
    assertEquals(Game.Phase.FINISHED, game.phase());
    assertEquals("W+15.5", game.result().orElseThrow().toSgf());
    assertEquals(2, game.deadStones().size());
  }

  @Test
  void readmeClockExampleRunsAsDocumented() {
    Instant start = Instant.parse("2026-12-06T10:00:00Z");
    Instant blackMoved = start.plusSeconds(95);
    // --- README clock start
    TimeSystem system = TimeSystem.fromSgf(1800, "5x30 byo-yomi").orElseThrow();   // KGS's TM and OT
    Clock clock = Clock.of(system).start(Color.BLACK, start);
    clock = clock.moveMade(blackMoved);              // Black's time charged; White's clock runs from then
    Instant timer = clock.flagFall().orElseThrow();  // when White loses on time without a move
    clock = clock.check(timer.plusMillis(1));        // the server's timer fired: White lost on time
    clock.flagged();                                 // Optional[WHITE]
    clock.timeOf(Color.BLACK, blackMoved).sgfTimeLeft();   // BL, in seconds
    // --- end
    assertEquals(blackMoved.plusSeconds(1800 + 5 * 30), timer);
    assertEquals(Optional.of(Color.WHITE), clock.flagged());
    assertEquals(1705.0, clock.timeOf(Color.BLACK, blackMoved).sgfTimeLeft());
  }
}
