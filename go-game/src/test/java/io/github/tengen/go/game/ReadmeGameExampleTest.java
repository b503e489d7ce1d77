package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfReader;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The README's game and clock examples. */
class ReadmeGameExampleTest {
  @Test
  void readmeGameExampleRunsAsDocumented() {
    Position position = Position.parse(GameTest.FINISHED, RuleSet.JAPANESE);
    Point point = Point.of(7, 7);
    // --- README game start
    Game game = Game.start(position, Venue.Resumption.OPPONENT_OF_REQUESTER);   // the Japanese rules' article 9
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
    GameClock clock = GameClock.of(system).start(Color.BLACK, start);
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

  @Test
  void readmeServerExampleRunsAsDocumented() {
    Position position = Position.parse(GameTest.FINISHED, RuleSet.JAPANESE);
    TimeSystem system = new TimeSystem.ByoYomi(java.time.Duration.ofMinutes(10), java.time.Duration.ofSeconds(30), 5);
    Point point = Point.of(0, 8);
    Instant start = Instant.parse("2026-12-07T10:00:00Z");
    Instant blackMoved = start.plusSeconds(20);
    Instant undoAccepted = start.plusSeconds(25);
    Instant timerFired = start.plusSeconds(26);
    Instant blackPassed = start.plusSeconds(40);
    Instant whitePassed = start.plusSeconds(50);
    Instant restarted = start.plusSeconds(3600);
    // --- README server start
    Game game = Game.start(position, Venue.KGS, GameClock.of(system), start);   // Black's clock runs
    game = game.play(Move.play(Color.BLACK, point), blackMoved);    // charged to Black; a move after the flag: W+T
    game = game.requestUndo(Color.BLACK).acceptUndo(undoAccepted);  // the move taken back, both clocks with it
    game = game.checkTime(timerFired);                              // the server's timer, at the clock's flagFall()
    game = game.play(Move.pass(Color.BLACK), blackPassed).play(Move.pass(Color.WHITE), whitePassed);
    game = game.accept(Color.WHITE).accept(Color.BLACK);            // the estimator's proposal accepted: W+15.5
    String sgf = game.toRecord("my-server:1.0").toSgf();            // moves, BL/WL, TB/TW and DD, RE
    Game restored = Game.fromRecord(GameRecord.strict(SgfReader.strict().read(sgf).games().get(0)),
        Venue.KGS, restarted);                                      // in play, the clock would run again from here
    // --- end
    assertEquals("W+15.5", game.result().orElseThrow().toSgf());
    assertEquals(game.result(), restored.result());
    assertEquals(game.position(), restored.position());
    assertEquals(game.deadStones(), restored.deadStones());
    assertEquals(java.time.Duration.ofSeconds(585), restored.clock().orElseThrow().reading(Color.BLACK).left(),
        "the move taken back costs nothing; the pass, 15 seconds after the undo, costs 15");
  }

  @Test
  void readmeVenueExampleRunsAsDocumented() {
    java.util.Map<String, Object> gamedata = java.util.Map.of("rules", "chinese", "komi", 7.5, "handicap", 0);
    // --- README venue start
    Venue ogs = OgsRules.fromGameData(gamedata);                    // a Map from any JSON library
    Position start = ogs.startingPosition(BoardSize.square(19), 2); // its handicap placement and handicap komi
    Game game = Game.start(start, ogs);                             // its end of the game and resumption
    Map<String, Object> flags = OgsRules.toGameData(Venue.OGS.withRules(RuleSet.CHINESE));   // and back, every flag
    // --- end
    assertEquals(RuleSet.CHINESE, ogs.rules());
    assertEquals(0.5, start.ruleSet().komi());
    assertEquals(Color.WHITE, game.position().toMove());
    assertEquals(false, flags.get("allow_superko"));
    assertEquals(RuleSet.CHINESE, OgsRules.fromGameData(flags).rules());
  }

  @Test
  void readmeProtocolExampleRunsAsDocumented() {
    Position start = Position.empty(BoardSize.square(19), RuleSet.JAPANESE);
    Venue ogs = Venue.OGS;
    TimeSystem system = new TimeSystem.ByoYomi(java.time.Duration.ofMinutes(10), java.time.Duration.ofSeconds(30), 5);
    Instant now = Instant.parse("2026-12-05T10:00:00Z");
    Instant saturday = now.plusSeconds(10);
    Instant monday = now.plusSeconds(20);
    Instant later = now.plusSeconds(25);
    // --- README protocol start
    Game game = Game.start(start, ogs, GameClock.of(system), now);
    game = game.withDeadline(Deadline.firstMove(now.plusSeconds(30)));   // cancelled if nobody moves by then
    game = game.pause(Pause.of(Pause.Reason.WEEKEND), saturday);         // pauses for several reasons may hold
    game = game.unpause(Pause.of(Pause.Reason.WEEKEND), monday);         // the clock runs when the last ends
    game = game.offerDraw(Color.WHITE).declineDraw(Color.BLACK);          // an agreed draw would be RE[0]
    game = game.checkTime(later);                                         // a server's timer: clock, then deadline
    // --- end
    assertEquals(Game.Phase.PLAY, game.phase());
    assertEquals(java.time.Duration.ofSeconds(585), game.clock().orElseThrow().timeOf(Color.BLACK, later).left());
    assertEquals(Game.Phase.FINISHED, game.checkTime(now.plusSeconds(30)).phase(), "nobody moved: cancelled");
  }
}
