package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.testing.Diagrams;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The end of a game as the rules and servers have it: the Japanese rules of 1989 (article 9: after two passes the
 * players confirm the status of the stones; if one asks to resume, the opponent plays first; article 10: then the
 * count), the AGA's last pass by White, the Japanese no-result on a repetition, and the results without a count.
 */
class GameTest {
  /** Black's side and White's side, a white stone dead in Black's area and a black one in White's. */
  static final String FINISHED = io.github.tengen.go.testing.Diagrams.TWO_DEAD_STONES;
  private static final Point DEAD_WHITE = Point.of(1, 1);
  private static final Point DEAD_BLACK = Point.of(7, 7);

  private static Game finished(RuleSet rules, Venue.Resumption resumption) {
    return Game.start(Position.parse(FINISHED, rules), resumption);
  }

  private static Game passes(Game g, int n) {
    for (int i = 0; i < n; i++) {
      g = g.play(Move.pass(g.position().toMove()));
    }
    return g;
  }

  @Test
  void twoPassesStartTheStoneRemovalFromTheEstimatorsProposalAndBothAcceptancesCount() {
    Game g = passes(finished(RuleSet.JAPANESE, Venue.Resumption.OPPONENT_OF_REQUESTER), 2);
    assertEquals(Game.Phase.STONE_REMOVAL, g.phase());
    assertEquals(Set.of(DEAD_WHITE, DEAD_BLACK), g.deadStones(), "the estimator's proposal");
    assertEquals(Set.of(), g.undecidedStones());
    g = g.toggle(DEAD_BLACK);
    assertEquals(Set.of(DEAD_WHITE), g.deadStones());
    g = g.accept(Color.BLACK);
    assertEquals(EnumSet.of(Color.BLACK), g.accepted());
    g = g.toggle(DEAD_BLACK);
    assertEquals(Set.of(), g.accepted(), "a change of the marking withdraws the acceptances");
    g = g.accept(Color.WHITE).accept(Color.BLACK);
    assertEquals(Game.Phase.FINISHED, g.phase());
    // article 10: territory and prisoners; 27 + 1 for Black, 36 + 1 and komi 6.5 for White
    assertEquals(Optional.of(new GameResult.ScoreWin(Color.WHITE, 15.5)), g.result());
    assertEquals(Scorer.score(g.position(), Set.of(DEAD_WHITE, DEAD_BLACK)).result(), g.result().orElseThrow());
    assertThrows(IllegalStateException.class, () -> finishedGame().play(Move.pass(Color.BLACK)));
  }

  private static Game finishedGame() {
    return passes(finished(RuleSet.JAPANESE, Venue.Resumption.OPPONENT_OF_REQUESTER), 2)
        .accept(Color.BLACK).accept(Color.WHITE);
  }

  @Test
  void whenAPlayerAsksToResumeTheOpponentPlaysFirstUnderTheJapaneseRules() {
    Game stopped = passes(finished(RuleSet.JAPANESE, Venue.Resumption.OPPONENT_OF_REQUESTER), 2);
    assertEquals(Color.BLACK, stopped.position().toMove());
    Game resumed = stopped.resume(Color.BLACK);
    assertEquals(Game.Phase.PLAY, resumed.phase());
    assertEquals(Color.WHITE, resumed.position().toMove(), "article 9: the opponent has the right to play first");
    assertEquals(Color.BLACK, stopped.resume(Color.WHITE).position().toMove());
    // where the venue keeps the turn, the player to move plays first whoever asked
    Game keeps = passes(finished(RuleSet.JAPANESE, Venue.Resumption.PLAYER_TO_MOVE), 2);
    assertEquals(Color.BLACK, keeps.resume(Color.BLACK).position().toMove());
    assertEquals(Color.BLACK, keeps.resume(Color.WHITE).position().toMove());
    // and two more passes stop the game again, with a new proposal
    Game again = passes(resumed, 2);
    assertEquals(Game.Phase.STONE_REMOVAL, again.phase());
    assertEquals(Set.of(DEAD_WHITE, DEAD_BLACK), again.deadStones());
  }

  @Test
  void underAgaRulesTheGameStopsOnlyAfterAPassByWhiteAndPassesGivePrisoners() {
    Game g = Game.start(Position.parse(FINISHED, RuleSet.AGA).withToMove(Color.WHITE),
        Venue.Resumption.PLAYER_TO_MOVE);
    g = passes(g, 2); // White, then Black: not the end
    assertEquals(Game.Phase.PLAY, g.phase());
    g = passes(g, 1); // White again
    assertEquals(Game.Phase.STONE_REMOVAL, g.phase());
    assertEquals(2, g.score().passStones(Color.BLACK), "two passes by White");
    assertEquals(1, g.score().passStones(Color.WHITE));
  }

  @Test
  void aRepeatedPositionEndsTheGameWithoutResultUnderTheJapaneseRules() {
    Game g = Game.start(Position.parse(Diagrams.TRIPLE_KO, RuleSet.JAPANESE), Venue.Resumption.OPPONENT_OF_REQUESTER);
    for (Point p : List.of(take(0, Color.BLACK), take(2, Color.WHITE), take(1, Color.BLACK), take(0, Color.WHITE),
        take(2, Color.BLACK), take(1, Color.WHITE))) {
      g = g.play(Move.play(g.position().toMove(), p));
    }
    assertEquals(Game.Phase.FINISHED, g.phase());
    assertEquals(Optional.of(GameResult.NoWinner.VOID), g.result());
  }

  @Test
  void resignationTimeLossAndForfeitEndTheGameInAnyPhase() {
    Game playing = finished(RuleSet.CHINESE, Venue.Resumption.PLAYER_TO_MOVE);
    assertEquals("W+R", playing.resign(Color.BLACK).result().orElseThrow().toSgf());
    Game removal = passes(playing, 2);
    assertEquals("B+T", removal.timeLoss(Color.WHITE).result().orElseThrow().toSgf());
    assertEquals("W+F", removal.forfeit(Color.BLACK).result().orElseThrow().toSgf());
    assertEquals("0", removal.end(GameResult.NoWinner.DRAW).result().orElseThrow().toSgf());
    Game over = playing.resign(Color.WHITE);
    assertThrows(IllegalStateException.class, () -> over.resign(Color.BLACK));
    assertThrows(IllegalStateException.class, () -> playing.accept(Color.BLACK), "no marking during play");
    assertThrows(IllegalArgumentException.class, () -> removal.toggle(Point.of(0, 0)), "no stone there");
  }

  @Test
  void everyValueKnowsTheOneBeforeItAndWhatHappened() {
    Game g = passes(finished(RuleSet.JAPANESE, Venue.Resumption.OPPONENT_OF_REQUESTER), 2)
        .toggle(DEAD_BLACK).resume(Color.WHITE).resign(Color.BLACK);
    List<GameEvent> events = new ArrayList<>();
    for (Game at = g; at != null; at = at.previous().orElse(null)) {
      events.add(at.event());
    }
    Collections.reverse(events);
    assertEquals(List.of(new GameEvent.Started(), new GameEvent.Played(Move.pass(Color.BLACK)),
        new GameEvent.Played(Move.pass(Color.WHITE)), new GameEvent.Toggled(DEAD_BLACK, false),
        new GameEvent.Resumed(Color.WHITE),
        new GameEvent.Ended(new GameResult.Win(Color.WHITE, GameResult.Win.Reason.RESIGNATION))), events);
    assertTrue(g.toString().contains("FINISHED"), g.toString());
  }


  private static Point take(int ko, Color c) {
    return c == Color.BLACK ? Point.of(2, 1 + 4 * ko) : Point.of(1, 1 + 4 * ko);
  }
}
