package io.github.tengen.go.bench;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;

/**
 * Workload W1, "light playout", exactly as {@code shared/tools/refboard/README.md} defines it: from the empty
 * board, Black first, each turn a uniformly random choice among the empty points that are legal and not a
 * single-point eye of the mover (one draw from the board's empty list, then draws without replacement from a
 * copy), a pass when there is none; stop after two consecutive passes or {@code 3 * size * size} moves. RNG:
 * SplitMix64 with state 12345, {@code below(n) = ((next() >>> 32) * n) >>> 32}, one stream for the whole run.
 * Because {@link Board} keeps its empty list in refboard's order, the games are move for move those of refboard
 * and of the KataGo harness.
 */
public final class W1 {
  private final Board board;
  private final int size;
  private final int maxMoves;
  private final int[] cand;
  private long rng = 12345L;

  /**
   * Creates a driver with the RNG at its start.
   *
   * @param size the board side
   */
  public W1(int size) {
    this.size = size;
    this.board = Board.empty(BoardSize.square(size));
    this.maxMoves = 3 * size * size;
    this.cand = new int[size * size];
  }

  private long next() {
    long z = (rng += 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private int below(int n) {
    return (int) (((next() >>> 32) * n) >>> 32);
  }

  /** Plays the chosen move for the side to move; returns its index, or -1 (nothing played) if no point is OK. */
  private int playRandom() {
    final Board b = board;
    int n = b.emptyCount();
    if (n == 0) {
      return -1;
    }
    int i = below(n);
    int p = b.emptyPoint(i);
    if (b.playUnlessEye(p)) {
      return p;
    }
    b.copyEmptyPoints(cand);
    cand[i] = cand[--n];
    while (n > 0) {
      i = below(n);
      p = cand[i];
      if (b.playUnlessEye(p)) {
        return p;
      }
      cand[i] = cand[--n];
    }
    return -1;
  }

  /**
   * Fails a trial whose mean playout length is not W1's (about 111.07 on 9x9, 455.4 on 19x19, the tolerance a few
   * thousand playouts need), after printing it: a benchmark that plays other games must not pass.
   */
  static void checkMeanLength(String label, int size, long playouts, long moves) {
    double mean = (double) moves / playouts;
    double expected = size == 9 ? 111.07 : 455.4;
    double tolerance = size == 9 ? 0.6 : 2.5;
    System.out.printf("%n%s size=%d playouts=%d mean_len=%.4f%n", label, size, playouts, mean);
    if (playouts > 1000 && Math.abs(mean - expected) > tolerance) {
      throw new IllegalStateException("W1 mean playout length " + mean + " is not about " + expected);
    }
  }

  /**
   * Plays one playout from the empty board.
   *
   * @param record receives the moves in W2 notation ({@code x + y * size}, -1 for a pass), or null
   * @return the number of moves, passes included
   */
  public int playout(int[] record) {
    final Board b = board;
    b.clear();
    int passes = 0;
    int moves = 0;
    while (passes < 2 && moves < maxMoves) {
      int p = playRandom();
      if (p >= 0) {
        passes = 0;
        if (record != null) {
          io.github.tengen.go.Point pt = b.point(p);
          record[moves] = pt.x() + pt.y() * size;
        }
      } else {
        b.pass();
        passes++;
        if (record != null) {
          record[moves] = -1;
        }
      }
      moves++;
    }
    return moves;
  }

  /**
   * Returns the board the playouts run on.
   *
   * @return the board
   */
  public Board board() {
    return board;
  }

  /**
   * Returns the board side.
   *
   * @return the size
   */
  public int size() {
    return size;
  }
}
