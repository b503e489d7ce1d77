package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The GTP and SGF text of colours, moves and points, and the one style messages use. */
class TextFormsTest {
  private static final BoardSize NINETEEN = BoardSize.square(19);

  @Test
  void colourParsesEveryGtpSpellingInAnyCase() {
    for (String s : List.of("b", "B", "black", "BLACK", "Black", " b ")) {
      assertEquals(Color.BLACK, Color.parse(s), s);
    }
    for (String s : List.of("w", "W", "white", "WHITE", "wHiTe")) {
      assertEquals(Color.WHITE, Color.parse(s), s);
    }
    for (String s : List.of("", "x", "bl", "blacks", "1", "e")) {
      assertThrows(IllegalArgumentException.class, () -> Color.parse(s), s);
    }
  }

  @Test
  void gtpMovesAreVerticesOrPassInAnyCase() {
    assertEquals(Move.play(Color.BLACK, Point.of(15, 3)), Move.parseGtp(Color.BLACK, "Q16", NINETEEN));
    assertEquals(Move.play(Color.BLACK, Point.of(15, 3)), Move.parseGtp(Color.BLACK, "q16", NINETEEN));
    assertEquals(Move.pass(Color.WHITE), Move.parseGtp(Color.WHITE, "PASS", NINETEEN));
    assertEquals(Move.pass(Color.WHITE), Move.parseGtp(Color.WHITE, "Pass", NINETEEN));
    assertEquals("Q16", Move.play(Color.BLACK, Point.of(15, 3)).toGtp(NINETEEN));
    assertEquals("pass", Move.pass(Color.BLACK).toGtp(NINETEEN));
    // GTP skips I; rows count from 1 at the bottom; resign is a result, not a move
    for (String bad : List.of("i5", "I5", "a0", "z9", "t20", "resign", "", "A", "A1 B2", "4D")) {
      assertThrows(IllegalArgumentException.class, () -> Move.parseGtp(Color.BLACK, bad, NINETEEN), bad);
    }
    assertEquals(Point.of(8, 0), Move.parseGtp(Color.BLACK, "J19", NINETEEN) instanceof Move.Play p ? p.point()
        : null);
  }

  @Test
  void everyPointOfEveryGtpBoardSizeRoundTripsThroughItsVertex() {
    for (int w = 1; w <= 25; w++) {
      for (int h = 1; h <= 25; h += 6) {
        BoardSize size = BoardSize.of(w, h);
        for (int x = 0; x < w; x++) {
          for (int y = 0; y < h; y++) {
            Move m = Move.play(Color.WHITE, Point.of(x, y));
            assertEquals(m, Move.parseGtp(Color.WHITE, m.toGtp(size), size));
          }
        }
      }
    }
  }

  @Test
  void sgfMovesAreTwoLettersOrAPass() {
    assertEquals(Move.play(Color.BLACK, Point.of(3, 3)), Move.parseSgf(Color.BLACK, "dd", NINETEEN));
    assertEquals(Move.pass(Color.BLACK), Move.parseSgf(Color.BLACK, "", NINETEEN));
    assertEquals(Move.pass(Color.BLACK), Move.parseSgf(Color.BLACK, "tt", NINETEEN));
    // tt is a point on boards larger than 19x19
    BoardSize big = BoardSize.square(21);
    assertEquals(Move.play(Color.BLACK, Point.of(19, 19)), Move.parseSgf(Color.BLACK, "tt", big));
    assertThrows(IllegalArgumentException.class, () -> Move.parseSgf(Color.BLACK, "zz", NINETEEN));
    assertThrows(IllegalArgumentException.class, () -> Move.parseSgf(Color.BLACK, "d", NINETEEN));
    assertEquals("dd", Move.play(Color.BLACK, Point.of(3, 3)).toSgf());
    assertEquals("", Move.pass(Color.WHITE).toSgf());
  }

  @Test
  void vertexListsReadAndWriteAsGtpDoes() {
    assertEquals(List.of(Point.of(3, 15), Point.of(15, 3)), Point.parseGtpList("D4 Q16", NINETEEN));
    assertEquals(List.of(Point.of(3, 15), Point.of(15, 3)), Point.parseGtpList("  d4\tq16 \n", NINETEEN));
    assertEquals(List.of(), Point.parseGtpList("", NINETEEN));
    assertEquals(List.of(), Point.parseGtpList("   ", NINETEEN));
    assertThrows(IllegalArgumentException.class, () -> Point.parseGtpList("D4 I4", NINETEEN));
    assertEquals("D4 Q16", Point.toGtpList(List.of(Point.of(3, 15), Point.of(15, 3)), NINETEEN));
    assertEquals("", Point.toGtpList(List.of(), NINETEEN));
  }

  @Test
  void messagesWriteGtpVerticesUpTo25AndSgfLettersBeyond() {
    Point p = Point.of(3, 3);
    assertEquals("D16", p.toText(NINETEEN));
    assertEquals("dd", p.toText(BoardSize.square(30)));
    assertEquals("B D16", Move.play(Color.BLACK, p).toText(NINETEEN));
    assertEquals("W pass", Move.pass(Color.WHITE).toText(NINETEEN));
    assertEquals("tt (off the 9x9 board)", Point.of(19, 19).toText(BoardSize.square(9)));
    // without a board, the SGF letters
    assertEquals("dd", p.toString());
    assertEquals("B dd", Move.play(Color.BLACK, p).toString());
    Position pos = Position.empty(NINETEEN, RuleSet.JAPANESE).play(p);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> pos.play(p));
    assertEquals("illegal move W D16 at move 2: the point is occupied", e.getMessage());
  }

  @Test
  void aVertexWithALeadingZeroIsNoVertex() { // issue 59: play b A01 was read as A1
    for (String v : List.of("A01", "a01", "T019", "B00", "A0")) {
      assertThrows(IllegalArgumentException.class, () -> Point.parseGtp(v, NINETEEN), v);
    }
    assertEquals(Point.parseGtp("A1", NINETEEN), Point.parseGtp("a1", NINETEEN));
  }

  @Test
  void aMessageQuotesAtMostTheStartOfAHugeInput() { // issue 59: a 1 MB rules string gave a 1 MB message
    String huge = "koSIMPLEscoreAREA" + "x".repeat(1 << 20);
    for (Runnable r : List.<Runnable>of(() -> RuleSet.fromKataGo(huge), () -> RuleSet.fromSgf(huge),
        () -> RuleSet.fromKataGo("koSIMPLEscore" + "Q".repeat(1 << 20)), () -> GameResult.parseSgf(huge),
        () -> Color.parse(huge), () -> Point.parseGtp(huge, NINETEEN))) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
      assertTrue(e.getMessage().length() < 300, e.getMessage().length() + ": " + e.getMessage().substring(0, 100));
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuleSet.fromSgf("nonsense"));
    assertTrue(e.getMessage().contains("\"nonsense\""), e.getMessage());
  }
}
