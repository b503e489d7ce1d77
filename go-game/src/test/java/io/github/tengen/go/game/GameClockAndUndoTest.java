package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.IllegalMoveException;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.BoardSize;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A game with its clock, and undo requests as OGS and KGS have them. */
class GameClockAndUndoTest {
  private static final Instant T0 = Instant.parse("2026-12-07T10:00:00Z");
  /** Ten minutes and three periods of 30 seconds. */
  private static final TimeSystem BYO_YOMI = new TimeSystem.ByoYomi(Duration.ofMinutes(10), Duration.ofSeconds(30), 3);

  private static Game timed(TimeSystem system) {
    return Game.start(Position.empty(BoardSize.square(9), RuleSet.JAPANESE), Venue.Resumption.PLAYER_TO_MOVE,
        GameClock.of(system), T0);
  }

  private static Instant at(long seconds) {
    return T0.plusSeconds(seconds);
  }

  @Test
  void eachMoveChargesTheMoversClockAndStartsTheOpponents() {
    Game g = timed(BYO_YOMI).play(Move.play(Color.BLACK, Point.of(2, 2)), at(40));
    GameClock c = g.clock().orElseThrow();
    assertEquals(Optional.of(Color.WHITE), c.running());
    assertEquals(Duration.ofSeconds(560), c.timeOf(Color.BLACK, at(41)).left());
    assertEquals(Duration.ofSeconds(595), c.timeOf(Color.WHITE, at(45)).left());
    assertThrows(IllegalStateException.class, () -> timed(BYO_YOMI).play(Move.pass(Color.BLACK)),
        "a game with a clock takes the time of each move");
  }

  @Test
  void aMoveAfterTheFlagFallLosesOnTimeAndIsNotPlayed() {
    Game g = timed(new TimeSystem.Absolute(Duration.ofSeconds(60)));
    Game late = g.play(Move.play(Color.BLACK, Point.of(2, 2)), at(61));
    assertEquals(Game.Phase.FINISHED, late.phase());
    assertEquals(Optional.of(new GameResult.Win(Color.WHITE, GameResult.Win.Reason.TIME)), late.result());
    assertEquals(0, late.position().moveNumber(), "the late move is not played");
    assertEquals(Game.Phase.PLAY, g.play(Move.play(Color.BLACK, Point.of(2, 2)), at(60)).phase(), "just in time");
    // an illegal move changes nothing, the clock included
    Game played = g.play(Move.play(Color.BLACK, Point.of(2, 2)), at(10));
    assertThrows(IllegalMoveException.class, () -> played.play(Move.play(Color.WHITE, Point.of(2, 2)), at(20)));
    assertEquals(Optional.of(Color.WHITE), played.clock().orElseThrow().running());
  }

  @Test
  void checkTimeAtTheFlagFallEndsTheGameAsAServersTimerDoes() {
    Game g = timed(BYO_YOMI).play(Move.play(Color.BLACK, Point.of(2, 2)), at(5));
    Instant flag = g.clock().orElseThrow().flagFall().orElseThrow();
    assertEquals(at(5 + 600 + 90), flag);
    assertEquals(g, g.checkTime(flag), "at the flag fall itself the player may still move");
    Game lost = g.checkTime(flag.plusMillis(1));
    assertEquals("B+T", lost.result().orElseThrow().toSgf());
    assertEquals(Optional.of(Color.WHITE), lost.clock().orElseThrow().flagged());
  }

  @Test
  void theClockStopsInTheStoneRemovalAndRunsForTheFirstMoverWhenPlayResumes() {
    Game g = timed(BYO_YOMI).play(Move.pass(Color.BLACK), at(10)).play(Move.pass(Color.WHITE), at(30));
    assertEquals(Game.Phase.STONE_REMOVAL, g.phase());
    GameClock stopped = g.clock().orElseThrow();
    assertEquals(Optional.empty(), stopped.running());
    assertEquals(g, g.checkTime(at(100_000)), "nobody loses on time in the stone removal");
    Game resumed = g.resume(Color.WHITE, at(500));
    assertEquals(Color.BLACK, resumed.position().toMove());
    assertEquals(Optional.of(Color.BLACK), resumed.clock().orElseThrow().running());
    assertEquals(Duration.ofSeconds(590), resumed.clock().orElseThrow().timeOf(Color.BLACK, at(500)).left(),
        "the stone removal's 470 seconds are charged to nobody");
  }

  @Test
  void anUndoTakesBackTheRequestersMoveAndPutsTheClocksBackWhereTheyStoodBeforeIt() {
    Game g = timed(BYO_YOMI).play(Move.play(Color.BLACK, Point.of(2, 2)), at(10))
        .play(Move.play(Color.WHITE, Point.of(6, 6)), at(70));
    Position before = g.position();
    Game asked = g.play(Move.play(Color.BLACK, Point.of(4, 4)), at(100)).requestUndo(Color.BLACK);
    assertEquals(Optional.of(Color.BLACK), asked.undoRequest());
    Game undone = asked.acceptUndo(at(130));
    assertEquals(before, undone.position());
    assertEquals(new GameEvent.Undone(Move.play(Color.BLACK, Point.of(4, 4))), undone.event());
    GameClock c = undone.clock().orElseThrow();
    assertEquals(Optional.of(Color.BLACK), c.running(), "the requester moves again");
    assertEquals(Duration.ofSeconds(590), c.timeOf(Color.BLACK, at(130)).left(), "the 30 seconds of the move back");
    assertEquals(Duration.ofSeconds(540), c.timeOf(Color.WHITE, at(200)).left(), "White's 30 seconds since: free");
    assertEquals(Optional.empty(), undone.undoRequest());
  }

  @Test
  void onlyThePlayerWhoJustMovedMayAskAndTheOpponentRefusesByAnswerOrByMoving() {
    Game g = Game.start(Position.empty(BoardSize.square(9), RuleSet.CHINESE), Venue.Resumption.PLAYER_TO_MOVE);
    assertThrows(IllegalStateException.class, () -> g.requestUndo(Color.WHITE), "no move yet");
    Game moved = g.play(Move.play(Color.BLACK, Point.of(2, 2)));
    assertThrows(IllegalStateException.class, () -> moved.requestUndo(Color.WHITE), "not White's move");
    assertThrows(IllegalStateException.class, () -> moved.acceptUndo(), "no request open");
    Game asked = moved.requestUndo(Color.BLACK);
    Game refused = asked.refuseUndo();
    assertEquals(moved.position(), refused.position());
    assertEquals(new GameEvent.UndoRefused(Color.BLACK), refused.event());
    Game answered = asked.play(Move.play(Color.WHITE, Point.of(6, 6)));
    assertEquals(Optional.empty(), answered.undoRequest(), "a move refuses the request");
    assertThrows(IllegalStateException.class, () -> answered.acceptUndo());
    // the start of the game cannot be undone, even when its position came from moves
    Game fromMoves = Game.start(moved.position(), Venue.Resumption.PLAYER_TO_MOVE);
    assertThrows(IllegalStateException.class, () -> fromMoves.requestUndo(Color.BLACK));
    assertEquals(g.position(), asked.acceptUndo().position());
  }

  /**
   * OGS's {@code game/pause} and {@code game/resume} (online-go/goban src/engine/protocol/ClientToServer.ts: "Pauses
   * the game clocks", "Resumes the game clocks"): no time runs while paused, and no move is taken.
   */
  @Test
  void aPauseStopsTheClocksAndNoMoveIsTakenUntilItEnds() {
    Game g = timed(BYO_YOMI).play(Move.play(Color.BLACK, Point.of(2, 2)), at(40));
    Game paused = g.pause(at(100)); // White's turn: 60 s charged
    assertEquals(true, paused.isPaused());
    assertEquals(Optional.empty(), paused.clock().orElseThrow().running());
    assertEquals(Duration.ofSeconds(540), paused.clock().orElseThrow().timeOf(Color.WHITE, at(5000)).left());
    assertThrows(IllegalStateException.class, () -> paused.play(Move.play(Color.WHITE, Point.of(3, 3)), at(200)));
    assertThrows(IllegalStateException.class, () -> paused.pause(at(200)), "paused already");
    assertEquals(Game.Phase.PLAY, paused.checkTime(at(1_000_000)).phase(), "no flag falls while paused");
    Game again = paused.unpause(at(5000));
    assertEquals(false, again.isPaused());
    Game moved = again.play(Move.play(Color.WHITE, Point.of(3, 3)), at(5010));
    assertEquals(Duration.ofSeconds(530), moved.clock().orElseThrow().timeOf(Color.WHITE, at(5010)).left());
    assertThrows(IllegalStateException.class, () -> g.unpause(at(50)), "not paused");
    // an undo request open at the pause may be withdrawn during it, and the game stays paused
    Game asked = g.requestUndo(Color.BLACK).pause(at(45));
    assertThrows(IllegalStateException.class, () -> asked.acceptUndo(at(46)));
    assertEquals(true, asked.cancelUndo(Color.BLACK).isPaused());
    // a pause after the flag fell ends the game on time
    Game late = timed(new TimeSystem.Absolute(Duration.ofSeconds(60))).pause(at(61));
    assertEquals(Game.Phase.FINISHED, late.phase());
  }
}
