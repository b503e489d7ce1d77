package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Handicap;
import io.github.tengen.go.IllegalMoveException;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.Setup;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfReader;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The venues' ends of the game, handicaps and undo, as their rules and documents have them. */
class VenueTest {
  private static Game passes(Game g, int n) {
    for (int i = 0; i < n; i++) {
      g = g.play(Move.pass(g.position().toMove()));
    }
    return g;
  }

  private static Position finished(Venue venue) {
    return Position.parse(GameTest.FINISHED, venue.rules());
  }

  /**
   * CGOS: "the games are played out to the end, then no further stones are removed" (its rules page, quoted on
   * KataGo's tracker, issue 681); suicide is forbidden, unlike Tromp-Taylor.
   */
  @Test
  void atCgosTwoPassesEndTheGameCountedAsTheBoardStands() {
    Game g = passes(Game.start(finished(Venue.CGOS), Venue.CGOS), 2);
    assertEquals(Game.Phase.FINISHED, g.phase());
    assertEquals(Set.of(), g.deadStones());
    Position end = g.position();
    assertEquals(Optional.of(Scorer.score(end, Set.of()).result()), g.result());
    assertEquals("W+7.5", g.result().orElseThrow().toSgf(),
        "the stones a marking would remove stand, so each side's empty area touches both colours: 10 stones each");
    Position corner = Setup.parse(". X\nX .").build(Venue.CGOS.rules()).withToMove(Color.WHITE);
    assertThrows(IllegalMoveException.class, () -> corner.play(Move.play(Color.WHITE, Point.of(0, 0))),
        "suicide is forbidden at CGOS");
    Game playing = Game.start(finished(Venue.CGOS), Venue.CGOS).play(Move.play(Color.BLACK, Point.of(0, 0)));
    assertThrows(IllegalStateException.class, () -> playing.requestUndo(Color.BLACK), "no undo between programs");
    Game back = Game.fromRecord(GameRecord.of(SgfReader.strict().read(g.toRecord("").toSgf()).games().get(0)),
        Venue.CGOS);
    assertEquals(g.result(), back.result());
    assertEquals(g.position(), back.position());
  }

  /**
   * The AGA's end of the game, as the British Go Association's summary of the AGA rules puts it: "Play pauses when
   * both players pass in succession [...] If such agreement cannot be reached, then play resumes with the opponent
   * of the last person to pass moving first. If the first two moves of a resumption are pass, then the game ends
   * with all stones remaining on the board. [...] White must make an additional pass if Black was the last to pass."
   */
  @Test
  void underAgaRulesPassesRightAfterAResumptionEndTheGameWithEveryStoneOnTheBoard() {
    Game g = passes(Game.start(finished(Venue.AGA), Venue.AGA), 2);
    assertEquals(Game.Phase.STONE_REMOVAL, g.phase(), "Black, then White passed: White passed last");
    Game resumed = g.resume(Color.WHITE);
    assertEquals(Color.BLACK, resumed.position().toMove(), "the opponent of the last to pass, whoever asked");
    Game ended = passes(resumed, 2);
    assertEquals(Game.Phase.FINISHED, ended.phase());
    assertEquals(Set.of(), ended.deadStones());
    assertEquals(Scorer.score(ended.position(), Set.of()).result(), ended.result().orElseThrow());
    // a stone after the resumption: White's, Black's and White's additional pass stop it for a marking again
    Game played = passes(resumed.play(Move.play(Color.BLACK, Point.of(0, 8))), 2);
    assertEquals(Game.Phase.PLAY, played.phase(), "Black passed last");
    assertEquals(Game.Phase.STONE_REMOVAL, passes(played, 1).phase());
    // White first after a resumption: White, Black and White's additional pass end it, every stone alive
    Game whiteFirst = passes(Game.start(finished(Venue.AGA).withToMove(Color.WHITE), Venue.AGA), 3);
    assertEquals(Game.Phase.STONE_REMOVAL, whiteFirst.phase(), "White, Black, White");
    Game again = whiteFirst.resume(Color.BLACK);
    assertEquals(Color.BLACK, again.position().toMove());
    again = passes(again, 1).play(Move.play(Color.WHITE, Point.of(8, 0))); // Black passes, White plays
    assertEquals(Game.Phase.STONE_REMOVAL, passes(again, 2).phase(), "not only passes since the resumption");
    assertThrows(IllegalStateException.class,
        () -> Game.start(finished(Venue.AGA), Venue.AGA).play(Move.play(Color.BLACK, Point.of(0, 0)))
            .requestUndo(Color.BLACK), "AGA tournaments take back no move");
  }

  @Test
  void aVenueGivesItsHandicapGamesTheirStonesAndKomi() {
    BoardSize size = BoardSize.square(19);
    Position ogs = Venue.OGS.startingPosition(size, 3);
    assertEquals(0.5, ogs.ruleSet().komi());
    assertEquals(3, ogs.handicap());
    assertEquals(Color.WHITE, ogs.toMove());
    Set<Point> q4 = Set.of(Point.parseSgf("dp"), Point.parseSgf("pd"), Point.parseSgf("pp"));
    assertEquals(q4, Set.copyOf(ogs.stones(Color.BLACK)), "OGS and KGS: the third stone at Q4");
    assertEquals(q4, Set.copyOf(Venue.KGS.startingPosition(size, 3).stones(Color.BLACK)), "KGS's records");
    assertEquals(Set.copyOf(Handicap.fixedPoints(size, 3)), Set.copyOf(Venue.FOX.startingPosition(size, 3)
        .stones(Color.BLACK)), "Fox: at D16, as GNU Go");
    assertEquals(0.0, Venue.FOX.startingPosition(size, 3).ruleSet().komi(), "Fox's handicap games: komi 0");
    for (int n = 4; n <= 9; n++) {
      assertEquals(Set.copyOf(Handicap.fixedPoints(size, n)), Set.copyOf(Venue.KGS.startingPosition(size, n)
          .stones(Color.BLACK)), n + " stones: the same points");
    }
    assertEquals(6.5, Venue.OGS.startingPosition(size, 0).ruleSet().komi());
    assertEquals(Color.BLACK, Venue.OGS.startingPosition(size, 0).toMove());
    List<Point> free = List.of(Point.of(3, 3), Point.of(15, 15), Point.of(9, 9), Point.of(9, 9));
    assertThrows(IllegalArgumentException.class, () -> Venue.OGS.startingPosition(size, free), "OGS Japanese: fixed");
    Venue chinese = OgsRules.fromGameData(java.util.Map.of("rules", "chinese"));
    Position placed = chinese.startingPosition(size, free);
    assertEquals(3, placed.handicap(), "a point given twice is one stone");
    assertEquals(Color.WHITE, placed.toMove());
    assertEquals(RuleSet.HandicapBonus.N, placed.ruleSet().handicapBonus());
    assertThrows(IllegalArgumentException.class, () -> chinese.startingPosition(size, List.of(Point.of(3, 3))));
    assertEquals(2, Scorer.score(Venue.AGA.startingPosition(size, 3), Set.of()).handicapBonus(),
        "AGA: N-1 points to White");
    assertEquals(0.5, Venue.AGA.rulesFor(3).komi(), "AGA rule 3: half a point in handicap games");
    assertThrows(IllegalArgumentException.class, () -> Venue.IGS.rulesFor(-1));
    // Fox's 16 HA[1] games (issue 60): one stone of handicap is Black's first move, with the handicap komi
    Position one = Venue.FOX.startingPosition(size, 1);
    assertEquals(0, one.stoneCount(Color.BLACK));
    assertEquals(Color.BLACK, one.toMove());
    assertEquals(Venue.FOX.handicapKomi(), one.ruleSet().komi());
    assertThrows(IllegalArgumentException.class, () -> Venue.FOX.startingPosition(size, -1));
  }

  @Test
  void theJapaneseVenuesDifferInWhoMovesFirstWhenPlayResumes() {
    for (Venue v : List.of(Venue.OGS, Venue.KGS, Venue.IGS, Venue.FOX)) {
      Game stopped = passes(Game.start(finished(v), v), 2);
      assertEquals(Game.Phase.STONE_REMOVAL, stopped.phase(), v.name());
      Color first = stopped.resume(Color.BLACK).position().toMove();
      assertEquals(v == Venue.OGS ? Color.WHITE : Color.BLACK, first, v.name());
    }
    assertEquals(GameResult.NoWinner.VOID.toSgf(), "Void");
    assertTrue(Venue.OGS.undo() && Venue.KGS.undo() && Venue.IGS.undo());
  }

  @Test
  void aCustomVenueIsWhatTheResumptionOnlyStartUses() {
    Game g = Game.start(finished(Venue.KGS), Venue.Resumption.OPPONENT_OF_REQUESTER);
    assertEquals(Venue.custom(RuleSet.JAPANESE, Venue.Resumption.OPPONENT_OF_REQUESTER), g.venue());
    assertThrows(IllegalArgumentException.class, () -> new Venue("x", RuleSet.JAPANESE,
        Venue.Resumption.PLAYER_TO_MOVE, Venue.Ending.MARKING, Venue.HandicapPlacement.FIXED, 0.3, true, false));
  }

  /**
   * KataGo's presets, as the shared corpus restates them from KataGo's rules.cpp (rules-tests/katago-rule-presets.json):
   * under area scoring a preset without friendlyPassOk (Tromp-Taylor) counts the board as it stands, the others end
   * with a marking; and each venue's KataGo rules read back to its rules and end of the game.
   */
  @Test
  void kataGosFriendlyPassIsTheVenuesEndOfTheGame() throws java.io.IOException {
    java.nio.file.Path presets = io.github.tengen.go.testing.Shared.requireCorpus("rules-tests/katago-rule-presets.json");
    com.google.gson.JsonObject all = com.google.gson.JsonParser.parseString(
        java.nio.file.Files.readString(presets)).getAsJsonObject().getAsJsonObject("presets");
    int read = 0;
    for (String names : all.keySet()) {
      com.google.gson.JsonObject p = all.getAsJsonObject(names);
      boolean area = p.get("scoring").getAsString().equals("AREA");
      boolean friendly = p.get("friendlyPassOk").getAsBoolean();
      for (String name : names.split(" / ")) {
        Venue v;
        try {
          v = Venue.ofKataGo(name);
        } catch (IllegalArgumentException notImplemented) {
          assertTrue(name.equals("goe") || name.equals("ing"), name + ": " + notImplemented.getMessage());
          continue;
        }
        assertEquals(area && !friendly ? Venue.Ending.AS_IT_STANDS : Venue.Ending.MARKING, v.ending(), name);
        read++;
      }
    }
    assertTrue(read >= 13, read + " presets read");
    assertEquals("koPOSITIONALscoreAREAtaxNONEsui0whb0", Venue.CGOS.kataGoRules(), "CGOS's rules, for KataGo");
    assertEquals(Venue.Ending.AS_IT_STANDS, Venue.ofKataGo("koPOSITIONALscoreAREAtaxNONEsui0").ending());
    assertEquals(Venue.Ending.MARKING, Venue.ofKataGo("koPOSITIONALscoreAREAtaxNONEsui0fpok1").ending());
    for (Venue v : List.of(Venue.OGS, Venue.KGS, Venue.IGS, Venue.CGOS, Venue.FOX,
        Venue.ofKataGo("tromp-taylor"), Venue.ofKataGo("chinese"), Venue.ofKataGo("aga"),
        Venue.ofKataGo("new-zealand"))) {
      Venue back = Venue.ofKataGo(v.kataGoRules());
      assertEquals(v.ending(), back.ending(), v.name() + " " + v.kataGoRules());
      assertEquals(v.rules().withNoResultOnRepetition(false).withKomi(0),
          back.rules().withNoResultOnRepetition(false).withKomi(0),
          v.name() + " " + v.kataGoRules());
    }
    // OGS's nz takes single stones in self-capture under situational superko, where such a suicide is no
    // repetition; KataGo forbids single-stone suicide under every rule (its sui1 is of two or more stones)
    Venue ogsNz = OgsRules.fromGameData(java.util.Map.of("rules", "nz"));
    assertEquals(RuleSet.SuicideRule.MULTI_STONE_ONLY, Venue.ofKataGo(ogsNz.kataGoRules()).rules().suicideRule());
  }

  /** The venue of a record is the server its {@code AP} or {@code PC} names, with its rules as that server names them. */
  @Test
  void aRecordNamesItsVenue() throws java.io.IOException {
    java.util.function.Function<String, Venue> of = sgf -> Venue.ofRecord(
        io.github.tengen.go.sgf.GameRecord.of(io.github.tengen.go.sgf.SgfReader.lenient().read(sgf).game()));
    assertEquals("Fox", of.apply("(;GM[1]SZ[19]KM[0]HA[3]RU[Japanese]AP[GNU Go:3.8]AP[foxwq];W[pp])").name(),
        "Fox's two AP");
    assertEquals(Venue.KGS.withRules(RuleSet.CHINESE.withKomi(0.5)),
        of.apply("(;GM[1]AP[CGoban:3]RU[Chinese]SZ[19]KM[0.50];B[pd])"));
    Venue ogs = of.apply("(;GM[1]PC[OGS: https://online-go.com/game/1234]RU[Japanese]KM[6.5];B[pd])");
    assertEquals(Venue.OGS, ogs, "OGS's Japanese: no no-result rule");
    assertEquals("IGS", of.apply("(;GM[1]US[Brought to you by IGS PANDANET]PC[IGS:  igs.joyjoy.net 6969];B[pd])")
        .name());
    Venue none = of.apply("(;GM[1]RU[AGA]KM[7.5];B[pd])");
    assertEquals("custom", none.name());
    assertEquals(RuleSet.AGA, none.rules());
    java.nio.file.Path ogsFile = io.github.tengen.go.testing.Shared.requireCorpus("server-records/katrain__ogs.sgf");
    assertEquals("OGS", Venue.ofRecord(io.github.tengen.go.sgf.GameRecord.of(io.github.tengen.go.sgf.SgfReader
        .lenient().read(ogsFile).game())).name());
  }
}
