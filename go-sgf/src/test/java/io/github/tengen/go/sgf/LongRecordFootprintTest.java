package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.ref.Reference;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * What a long record costs a {@link GameRecord} at its end (issue 59: a record of 10<sup>6</sup> random moves ran out
 * of memory at 512 MB, holding a warning for each illegal move and a second history of the whole line). The path
 * keeps a position (144 bytes on 19x19), a node (32) and a frame (32) a move, and the line's history; the bound
 * leaves room for the collector's slack, and puts 10<sup>6</sup> moves within 256 MB.
 */
class LongRecordFootprintTest {
  /** Moves of the record: enough that a per-move cost dwarfs the fixed ones. */
  private static final int MOVES = 100_000;
  /** The most bytes a move of the path may take. */
  private static final int MOST_BYTES_A_MOVE = 256;

  @Test
  void aLongRecordOfRandomMovesCostsItsPositionsNodesAndFramesAtItsEnd() {
    StringBuilder sb = new StringBuilder("(;GM[1]FF[4]SZ[19]KM[7.5]\n");
    Random rnd = new Random(59);
    for (int i = 0; i < MOVES; i++) { // random points: about half are occupied, so illegal and warned about
      sb.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append((char) ('a' + rnd.nextInt(19)))
          .append((char) ('a' + rnd.nextInt(19))).append("]\n");
    }
    SgfGame game = SgfReader.lenient().read(sb.append(')').toString()).game();
    sb = null;
    long before = used();
    GameRecord end = GameRecord.of(game).toEnd();
    long after = used();
    assertEquals(MOVES, end.moveNumber());
    double perMove = (after - before) / (double) MOVES;
    System.out.printf("a GameRecord at the end of %,d random moves: %.1f bytes a move%n", MOVES, perMove);
    assertTrue(perMove <= MOST_BYTES_A_MOVE, perMove + " bytes a move");
    Reference.reachabilityFence(end);
    Reference.reachabilityFence(game);
  }

  private static long used() {
    Runtime rt = Runtime.getRuntime();
    long used = Long.MAX_VALUE;
    for (int i = 0; i < 3; i++) {
      System.gc();
      used = Math.min(used, rt.totalMemory() - rt.freeMemory());
    }
    return used;
  }
}
