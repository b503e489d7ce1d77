package io.github.tengen.go.bench;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Locale;

/**
 * A quick CPU-time measurement in refboard's output format, for development between JMH runs:
 * {@code java -cp go-bench/target/benchmarks.jar io.github.tengen.go.bench.Quick w1|w2position|w2psk|w2board SIZE
 * SECONDS}.
 * Figures to report come from JMH ({@code compare.sh}); this only tells quickly whether a change helps.
 */
public final class Quick {
  private Quick() {}

  /**
   * Runs one measurement.
   *
   * @param args workload, size, seconds
   * @throws Exception if the bench data cannot be read
   */
  public static void main(String[] args) throws Exception {
    String what = args[0];
    int size = Integer.parseInt(args[1]);
    double seconds = Double.parseDouble(args[2]);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    // warm up for a second of CPU, then measure
    for (int phase = 0; phase < 2; phase++) {
      double limit = phase == 0 ? 1.0 : seconds;
      long moves = 0;
      long units = 0;
      long t0 = mx.getCurrentThreadCpuTime();
      long sink = 0;
      if (what.equals("w1")) {
        W1 w1 = new W1(size);
        do {
          for (int i = 0; i < 16; i++) {
            moves += w1.playout(null);
          }
          units += 16;
        } while (mx.getCurrentThreadCpuTime() - t0 < limit * 1e9);
      } else {
        int[][] games = W2Data.load(size);
        Point[] pts = new Point[size * size];
        Board b = Board.empty(BoardSize.square(size));
        int[] idx = new int[size * size];
        for (int m = 0; m < size * size; m++) {
          pts[m] = Point.of(m % size, m / size);
          idx[m] = b.index(m % size, m / size);
        }
        // w2psk: the same replay under positional superko (the history of the line is kept and probed)
        RuleSet rules = what.equals("w2psk")
            ? RuleSet.JAPANESE.withKoRule(RuleSet.KoRule.POSITIONAL_SUPERKO).withNoResultOnRepetition(false)
            : RuleSet.JAPANESE.withNoResultOnRepetition(false);
        Position empty = Position.empty(BoardSize.square(size), rules);
        if (what.equals("w2psk")) {
          games = W2Data.playableUnder(games, size, rules); // a few 9x9 games repeat a position
        }
        boolean pos = !what.equals("w2board");
        do {
          for (int[] g : games) {
            if (pos) {
              Position p = empty;
              for (int m : g) {
                p = m < 0 ? p.pass() : p.play(pts[m]);
              }
              sink += p.boardHash();
            } else {
              b.clear();
              for (int m : g) {
                if (m < 0) {
                  b.pass();
                } else if (b.play(idx[m]) != Legality.LEGAL) {
                  throw new IllegalStateException();
                }
              }
              sink += b.hash();
            }
            moves += g.length;
          }
          units++;
        } while (mx.getCurrentThreadCpuTime() - t0 < limit * 1e9);
      }
      double dt = (mx.getCurrentThreadCpuTime() - t0) / 1e9;
      if (phase == 1) {
        System.out.printf(Locale.ROOT, "%s size=%d units=%d moves=%d mean_len=%.4f ns_per_move=%.2f cpu_s=%.3f%s%n",
            what, size, units, moves, (double) moves / units, dt * 1e9 / moves, dt, sink == 42 ? "!" : "");
      }
    }
  }
}
