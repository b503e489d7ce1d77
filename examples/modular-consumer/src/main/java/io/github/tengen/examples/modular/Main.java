package io.github.tengen.examples.modular;

import io.github.tengen.go.Color;
import io.github.tengen.go.Position;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfReader;

/** Reads a short game, plays on from its end and counts it, all through the modules' exported packages. */
public final class Main {
  private Main() {}

  /**
   * Prints the stones on the board, the count after two passes, and the modules it ran in.
   *
   * @param args none
   */
  public static void main(String[] args) {
    String sgf = "(;GM[1]FF[4]SZ[9]KM[6.5]RU[Chinese];B[ee];W[cc];B[gc];W[cg];B[gg])";
    GameRecord record = GameRecord.of(SgfReader.strict().read(sgf).game()).toEnd();
    Position end = record.position();
    System.out.println("move " + record.moveNumber() + ": " + end.stoneCount(Color.BLACK) + " black, "
        + end.stoneCount(Color.WHITE) + " white");
    System.out.println(Scorer.score(end.pass().pass()).toSgf());
    System.out.println(Main.class.getModule().getName() + " reads " + Position.class.getModule().getName()
        + " and " + GameRecord.class.getModule().getName());
  }
}
