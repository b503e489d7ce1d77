package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.IllegalMoveException;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The editable game record: the cursor, positions without replays, every edit, persistence, round trips. */
class GameRecordTest {
  private static SgfGame game1846() throws IOException {
    try (InputStream in = GameRecordTest.class.getResourceAsStream("/fixtures/historic-1846-ear-reddening.sgf")) {
      return SgfReader.strict().read(in).game();
    }
  }

  private static Point gtp(String v) {
    return Point.parseGtp(v, BoardSize.square(19));
  }

  @Test
  void theCursorWalksTheGameAndItsPositionsAreTheReplays() throws IOException {
    SgfGame g = game1846();
    List<Position> replay = g.replayStrict().positions();
    GameRecord r = GameRecord.strict(g);
    assertEquals(0, r.depth());
    assertEquals(replay.get(0), r.position());
    GameRecord at100 = r.toMoveNumber(100);
    assertEquals(100, at100.moveNumber());
    assertEquals(replay.get(100), at100.position());
    assertEquals(replay.get(99), at100.back().position());
    assertEquals(replay.get(101), at100.next().position());
    GameRecord end = r.toEnd();
    assertEquals(replay.get(replay.size() - 1), end.position());
    assertFalse(end.hasNext());
    assertSame(end, end.next(), "at the end of the line next() stays");
    assertEquals(replay.get(30), end.toMoveNumber(30).position());
    assertEquals(replay.get(0), end.toRoot().position());
    assertEquals(Optional.empty(), r.parent());
    assertEquals(r.toMoveNumber(100).path(), end.toMoveNumber(100).path());
    assertTrue(end.isOnMainLine());
    assertEquals(replay, r.mainLine());
    assertEquals(end.position(), end.at(end.path()).orElseThrow().position());
    assertEquals(Optional.empty(), r.at(List.of(0, 5)));
    assertTrue(end.warnings().isEmpty());
    // the record's game is the very game read when nothing was edited
    assertSame(g, end.game());
  }

  @Test
  void playFollowsAnExistingMoveOrAddsAVariation() throws IOException {
    SgfGame g = game1846();
    GameRecord at10 = GameRecord.of(g).toMoveNumber(10);
    Move recorded = at10.next().move().orElseThrow();
    GameRecord followed = at10.play(recorded);
    assertEquals(at10.next().path(), followed.path());
    assertSame(g, followed.game(), "following a move changes nothing");
    Point other = Point.of(9, 9);
    assertEquals(Legality.LEGAL, at10.check(Move.play(at10.position().toMove(), other)));
    GameRecord variation = at10.play(other);
    assertEquals(1, variation.variationIndex());
    assertFalse(variation.isOnMainLine());
    assertEquals(at10.position().play(other), variation.position());
    assertEquals(2, variation.back().variationCount());
    SgfGame edited = variation.game();
    assertEquals(g.root().size() + 1, edited.root().size());
    assertEquals(g.replay().positions(), edited.replay().positions(), "the main line is untouched");
    // the original record is unaffected
    assertEquals(1, at10.variationCount());
    assertEquals(g.root().size(), at10.game().root().size());
    // and an illegal move throws the typed exception, changing nothing
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> at10.play(((Move.Play) at10.move().orElseThrow()).point()));
    assertEquals(Legality.OCCUPIED, e.reason());
  }

  @Test
  void variationsAreDeletedReorderedAndPromoted() throws IOException {
    GameRecord at50 = GameRecord.of(game1846()).toMoveNumber(50);
    GameRecord a = at50.play(gtp("K10")).play(gtp("K11"));
    GameRecord b = a.toMoveNumber(50).play(gtp("A1"));
    assertEquals(3, b.back().variationCount());
    assertEquals(List.of(2), b.path().subList(50, 51));
    GameRecord first = b.moveVariation(0);
    assertEquals(0, first.variationIndex());
    assertEquals(b.position(), first.position());
    assertEquals(gtp("A1"), ((Move.Play) first.back().next().move().orElseThrow()).point());
    GameRecord promoted = a.promoteToMainLine();
    assertTrue(promoted.isOnMainLine());
    assertEquals(a.position(), promoted.position());
    assertEquals(a.position(), promoted.game().replay().finalPosition(), "the main line now ends there");
    GameRecord deleted = b.delete();
    assertEquals(50, deleted.moveNumber());
    assertEquals(2, deleted.variationCount());
    assertThrows(IllegalStateException.class, () -> b.toRoot().delete());
    assertEquals(Optional.empty(), b.sibling(1));
    assertEquals(a.back().path(), b.sibling(-1).orElseThrow().path());
  }

  @Test
  void commentsAnnotationsMarkupAndSetupAreWrittenAsSgf() throws IOException {
    GameRecord r = GameRecord.of(game1846()).toMoveNumber(127)
        .withComment("the ear-reddening move] \\ with escapes")
        .withName("move 127")
        .markup()
        .annotate(Markup.Annotation.GOOD_MOVE, 2)
        .annotate(Markup.Annotation.HOTSPOT, 1)
        .mark(Markup.Mark.TRIANGLE, List.of(gtp("Q11"), gtp("R11")))
        .mark(Markup.Mark.CIRCLE, List.of(gtp("R11")))
        .label(gtp("D4"), "a:b")
        .arrow(gtp("A1"), gtp("T19"))
        .line(gtp("B2"), gtp("C3"))
        .record();
    Markup m = r.markup();
    assertEquals(Optional.of("the ear-reddening move] \\ with escapes"), r.comment());
    assertEquals(Optional.of("move 127"), r.name());
    assertEquals(Map.of(Markup.Annotation.GOOD_MOVE, 2, Markup.Annotation.HOTSPOT, 1), m.annotations());
    Markup bad = m.annotate(Markup.Annotation.BAD_MOVE, 1);
    assertEquals(Map.of(Markup.Annotation.BAD_MOVE, 1, Markup.Annotation.HOTSPOT, 1), bad.annotations(),
        "a bad move is not a good move too");
    assertEquals(Set.of(gtp("Q11")), m.marked(Markup.Mark.TRIANGLE), "one mark a point");
    assertEquals(Set.of(gtp("R11")), m.marked(Markup.Mark.CIRCLE));
    assertEquals(List.of(new Markup.Label(gtp("D4"), "a:b")), m.labels());
    assertEquals(List.of(new Markup.Line(gtp("A1"), gtp("T19"))), m.arrows());
    assertEquals(List.of(new Markup.Line(gtp("B2"), gtp("C3"))), m.lines());
    // written and read back: the same node
    SgfGame back = SgfReader.strict().read(r.toSgf()).game();
    GameRecord again = GameRecord.of(back).at(r.path()).orElseThrow();
    assertEquals(r.node(), again.node());
    assertEquals(m.labels(), again.markup().labels());
    assertEquals(r.comment(), again.comment());
    Markup clean = again.markup().unmark(List.of(gtp("Q11"), gtp("R11"), gtp("D4"), gtp("A1"), gtp("B2")));
    assertTrue(clean.marked(Markup.Mark.TRIANGLE).isEmpty() && clean.labels().isEmpty()
        && clean.arrows().isEmpty() && clean.lines().isEmpty());
    assertThrows(IllegalArgumentException.class, () -> m.label(Point.of(19, 0), "x"));
    assertThrows(IllegalArgumentException.class, () -> m.arrow(gtp("A1"), gtp("A1")));
    assertThrows(IllegalArgumentException.class, () -> m.annotate(Markup.Annotation.BAD_MOVE, 3));
    assertThrows(IllegalStateException.class, () -> r.setup(Optional.of(Color.BLACK), List.of(gtp("A1"))));
  }

  @Test
  void dimmedPointsAreInheritedUntilChanged() {
    BoardSize nine = BoardSize.square(9);
    GameRecord r = GameRecord.newGame(nine, RuleSet.CHINESE).play(Point.of(4, 4))
        .markup().mark(Markup.Mark.DIMMED, List.of(Point.of(0, 0), Point.of(1, 1))).record();
    GameRecord below = r.play(Point.of(2, 2)).play(Point.of(6, 6));
    assertEquals(Set.of(Point.of(0, 0), Point.of(1, 1)), below.markup().dimmed());
    assertTrue(below.markup().picture().isDimmed(Point.of(1, 1)));
    GameRecord cleared = below.with(SgfProperty.of("DD", "")).next();
    assertEquals(Set.of(), cleared.markup().dimmed());
    assertEquals(Set.of(), r.back().markup().dimmed());
  }

  @Test
  void aSetupNodeChangesThePositionAndPlayerToMove() {
    GameRecord r = GameRecord.newGame(BoardSize.square(9), RuleSet.CHINESE);
    assertEquals(Optional.of(7.5), r.info(GameInfo.KOMI));
    GameRecord s = r.appendChild(SgfNode.builder().build())
        .setup(Optional.of(Color.BLACK), List.of(Point.of(2, 2), Point.of(6, 6)))
        .setup(Optional.of(Color.WHITE), List.of(Point.of(4, 4)))
        .withPlayerToMove(Color.WHITE);
    Position p = s.position();
    assertEquals(Optional.of(Color.BLACK), p.stoneAt(Point.of(2, 2)));
    assertEquals(Optional.of(Color.WHITE), p.stoneAt(Point.of(4, 4)));
    assertEquals(Color.WHITE, p.toMove());
    GameRecord cleared = s.setup(Optional.empty(), List.of(Point.of(2, 2)));
    assertEquals(Optional.empty(), cleared.position().stoneAt(Point.of(2, 2)));
    assertEquals(Set.of(Point.of(6, 6)), cleared.node().points("AB", BoardSize.square(9)));
    GameRecord moved = cleared.play(Point.of(0, 0));
    assertEquals(Optional.of(Color.WHITE), moved.position().stoneAt(Point.of(0, 0)));
  }

  @Test
  void gameInfoIsTypedAndAKomiChangeReplaysThePath() throws IOException {
    GameRecord at200 = GameRecord.of(game1846()).toMoveNumber(200);
    assertEquals(Optional.of("Yasuda Shusaku"), at200.info(GameInfo.BLACK_PLAYER));
    GameRecord komi = at200.withInfo(GameInfo.KOMI, 6.5);
    assertEquals(200, komi.moveNumber());
    assertEquals(6.5, komi.position().ruleSet().komi());
    assertEquals(at200.path(), komi.path());
    assertEquals(Optional.of(6.5), komi.info(GameInfo.KOMI));
    assertNotEquals(at200.position().ruleSet(), komi.position().ruleSet());
    GameRecord renamed = komi.withInfo(GameInfo.EVENT, "Castle game").withoutInfo(GameInfo.KOMI);
    assertEquals(Optional.of("Castle game"), renamed.info(GameInfo.EVENT));
    assertEquals(Optional.empty(), renamed.info(GameInfo.KOMI));
  }

  @Test
  void aLineOfPositionsBecomesARecordAndBack() {
    Position p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE);
    List<Position> line = new ArrayList<>(List.of(p));
    for (String v : List.of("E5", "C3", "G7", "pass")) {
      Position last = line.get(line.size() - 1);
      line.add(v.equals("pass") ? last.pass() : last.play(Point.parseGtp(v, last.size())));
    }
    GameRecord r = GameRecord.of(line, "test:1");
    assertEquals(4, r.moveNumber());
    assertEquals(line.get(4), r.position());
    assertEquals(line, r.mainLine());
  }

  @Test
  void untouchedPropertiesKeepTheirBytesAfterAnEdit() throws IOException {
    try (InputStream in = GameRecordTest.class.getResourceAsStream("/fixtures/libsgfc-escaping.sgf")) {
      SgfGame g = SgfReader.lenient().read(in).game();
      GameRecord r = GameRecord.of(g).toEnd();
      GameRecord edited = r.withComment("added");
      SgfGame out = SgfReader.lenient().read(edited.toSgf()).game();
      // every node but the edited one is equal to the original's normalised form (as the writer writes it: UTF-8
      // with CA[UTF-8]), property by property, raw values included
      List<SgfNode> before = SgfReader.lenient().read(SgfWriter.write(g)).game().root().mainline();
      List<SgfNode> after = out.root().mainline();
      assertEquals(before.size(), after.size());
      for (int k = 0; k < before.size() - 1; k++) {
        assertEquals(before.get(k).properties(), after.get(k).properties(), "node " + k);
      }
      SgfNode last = after.get(after.size() - 1);
      assertEquals(Optional.of("added"), last.comment());
      assertEquals(before.get(before.size() - 1).without("C").properties(), last.without("C").properties());
    }
  }

  /**
   * Random edit sequences on random trees: after every step the cursor's position equals a fresh replay of its
   * path, the game written and read back is the same tree, and the versions kept along the way still show what they
   * showed when they were made.
   */
  @Test
  void randomEditSequencesKeepTheInvariants() {
    qt().withExamples(150).forAll(longs().all(), integers().between(5, 19)).checkAssert((seed, n) -> {
      Random rnd = new Random(seed);
      BoardSize size = BoardSize.square(n);
      GameRecord r = GameRecord.newGame(size, rnd.nextBoolean() ? RuleSet.CHINESE : RuleSet.JAPANESE);
      List<GameRecord> kept = new ArrayList<>();
      List<String> keptSgf = new ArrayList<>();
      List<Position> keptPositions = new ArrayList<>();
      for (int step = 0; step < 60; step++) {
        switch (rnd.nextInt(10)) {
          case 0, 1, 2, 3 -> {
            Point p = Point.of(rnd.nextInt(n), rnd.nextInt(n));
            Move m = rnd.nextInt(12) == 0 ? Move.pass(r.position().toMove()) : Move.play(r.position().toMove(), p);
            if (r.check(m) == Legality.LEGAL) {
              r = r.play(m);
            }
          }
          case 4 -> r = r.back();
          case 5 -> r = r.child(rnd.nextInt(3)).orElse(r);
          case 6 -> r = r.withComment("c" + rnd.nextInt(100) + (rnd.nextBoolean() ? "]" : ""));
          case 7 -> r = r.markup().mark(Markup.Mark.values()[rnd.nextInt(4)],
              List.of(Point.of(rnd.nextInt(n), rnd.nextInt(n)))).record();
          case 8 -> {
            if (r.depth() > 0 && rnd.nextInt(4) == 0) {
              r = r.delete();
            } else if (r.depth() > 0) {
              r = r.moveVariation(rnd.nextInt(r.back().variationCount()));
            }
          }
          default -> r = rnd.nextBoolean() ? r.promoteToMainLine() : r.toMoveNumber(rnd.nextInt(10));
        }
        SgfGame g = r.game();
        Position fresh = g.replayTo(pathNode(g.root(), r.path())).finalPosition();
        assertEquals(fresh, r.position(), "step " + step + " at " + r.path());
        if (step % 10 == 0) {
          kept.add(r);
          keptSgf.add(r.toSgf());
          keptPositions.add(r.position());
        }
      }
      GameRecord last = r;
      SgfGame back = SgfReader.strict().read(last.toSgf()).game();
      assertEquals(last.toSgf(), SgfWriter.write(back), "write, read and write again gives the same text");
      assertEquals(last.game().root().without("CA").children(), back.root().children(), "and the same tree");
      for (int k = 0; k < kept.size(); k++) {
        assertEquals(keptSgf.get(k), kept.get(k).toSgf(), "an old version is unaffected by later edits");
        assertEquals(keptPositions.get(k), kept.get(k).position());
      }
    });
  }

  private static SgfNode pathNode(SgfNode root, List<Integer> path) {
    SgfNode n = root;
    for (int i : path) {
      n = n.children().get(i);
    }
    return n;
  }
}
