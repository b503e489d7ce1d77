package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The README's example, kept here so that it always compiles and does what the README says. */
class ReadmeExampleTest {

  @Test
  void readmeQuickStartRunsAsDocumented() {
    // --- README quick start
    Position p = Position.empty(BoardSize.square(19), RuleSet.CHINESE);
    p = p.play(Point.parseGtp("Q16", p.size())).play(Point.parseGtp("D4", p.size()));
    MoveResult r = p.tryPlay(Move.parseGtp(Color.BLACK, "Q16", p.size()));   // OCCUPIED, nothing thrown
    System.out.println(p + "\n" + r.legality());
    System.out.println(Scorer.score(p.pass().pass()).toSgf());                 // "W+7.5"
    // --- end
    assertEquals(Legality.OCCUPIED, r.legality());
    assertEquals("W+7.5", Scorer.score(p.pass().pass()).toSgf());
  }

  @Test
  void readmeBoardExampleCountsAFinishedPlayout() {
    Board b = Board.empty(BoardSize.square(19));
    int p = b.index(3, 3);
    if (b.play(p) == Legality.LEGAL) { /* an illegal move changes nothing */ }
    int margin = b.area(Color.BLACK) - b.area(Color.WHITE);   // Tromp-Taylor count of a finished playout
    assertEquals(361, margin, "one black stone owns the empty board");
  }

  @Test
  void readmeExampleRunsAsDocumented() {
    // --- README example start
    Position p = Position.empty(BoardSize.square(9), RuleSet.JAPANESE);
    p = p.play(Point.parseGtp("E5", p.size()))      // Black
         .play(Point.parseGtp("C3", p.size()));     // White
    String message = "";
    try {
      p.play(Point.parseGtp("C3", p.size()));       // Black on White's stone
    } catch (IllegalMoveException e) {
      message = e.getMessage();                     // "illegal move B C3 at move 3: the point is occupied"
    }
    Legality l = p.check(Move.pass(Color.WHITE));   // WRONG_TURN: Black is to move
    System.out.println(p);                          // the board as X, O and .
    Score score = Scorer.score(p.pass().pass());    // two passes end the game; count it
    System.out.println(score.toSgf());              // "W+6.5": one stone each, komi 6.5
    // --- README example end
    assertEquals("W+6.5", score.toSgf());
    assertEquals("illegal move B C3 at move 3: the point is occupied", message);
    assertEquals(Legality.WRONG_TURN, l);
    assertEquals("""
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . . . . . . .
        . . O . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        """, p.toString());
  }
}
