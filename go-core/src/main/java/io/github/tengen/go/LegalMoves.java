package io.github.tengen.go;

import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;
import java.util.Arrays;
import java.util.List;

/**
 * The legal moves of a position, found a board at a time: an empty point next to another empty point is legal
 * without a check (unless superko forbids the one stone it adds); the others are checked one by one.
 */
final class LegalMoves {
  private LegalMoves() {}

  /** The legal moves of {@code p}, a position whose game is not over, with the calling thread's engine. */
  static List<Move> of(Position p, Engine e) {
    long[] s = p.board(e);
    Geometry g = p.line.g;
    final int w = g.words;
    long[] empty = new long[w];
    for (int k = 0; k < w; k++) {
      empty[k] = g.onboard[k] & ~(s[k] | s[w + k]);
    }
    // an empty point next to another empty point keeps a liberty and is never the ko point (all neighbours of a
    // captured stone are the capturer's): legal, unless superko forbids it (see below)
    long[] open = new long[w];
    Bitboards.dilate(g, empty, open);
    long[] forbidden = new long[w];
    if (p.history != null && p.line.rules.koRule().forbidsRepetition()) {
      // Under superko a move that captures nothing adds one stone, so it can only repeat an earlier board that is
      // this one plus that stone. The points where a stone captures go through check instead.
      long[] captures = new long[w];
      e.atariLiberties(s, p.mover() ^ 1, captures);
      for (int k = 0; k < w; k++) {
        open[k] &= ~captures[k];
      }
      LineHistory.oneStoneRepetitions(p, w, forbidden);
    }
    Color toMove = p.toMove();
    Move[] out = new Move[g.width * g.height + 1];
    int n = 0;
    for (int k = 0; k < w; k++) {
      for (long m = empty[k]; m != 0; m &= m - 1) {
        int at = (k << 6) + Long.numberOfTrailingZeros(m);
        long bit = 1L << at;
        boolean legal = (open[k] & bit) != 0 ? (forbidden[k] & bit) == 0 : p.checkIndex(at, e, s) == Legality.LEGAL;
        if (legal) {
          out[n++] = Move.play(toMove, Point.of(g.x(at), g.y(at)));
        }
      }
    }
    out[n++] = Move.pass(toMove);
    return List.of(Arrays.copyOf(out, n));
  }
}
