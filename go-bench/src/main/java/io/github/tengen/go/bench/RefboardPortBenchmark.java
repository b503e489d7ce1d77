package io.github.tengen.go.bench;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * W1 and W2 on {@link RefboardPort}, refboard's own algorithm in Java: the yardstick for what the JVM adds to it.
 * {@code playout} is one W1 playout per operation, {@code replayAll} one checked W2 replay of every game, with the
 * same counters as {@link LightPlayoutBenchmark} and {@link CheckedPlayBenchmark} and the same checks: the set-up
 * replays the games once and compares the final stone totals with the bench-data README's, and the W1 mean playout
 * length is checked at the end of the trial.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class RefboardPortBenchmark {
  /** Board side. */
  @Param({"9", "19"})
  public int size;

  private RefboardPort board;
  private int[][] games;
  private long totalMoves;
  private long playouts;
  private long playoutMoves;

  /**
   * Loads the W2 games and checks their stone totals.
   *
   * @throws IOException if the bench data cannot be read
   */
  @Setup(Level.Trial)
  public void setUp() throws IOException {
    board = new RefboardPort(size);
    games = W2Data.load(size);
    totalMoves = 0;
    long black = 0;
    long white = 0;
    for (int[] game : games) {
      totalMoves += game.length;
      board.replay(game);
      black += board.stones(true);
      white += board.stones(false);
    }
    W2Data.checkTotals(size, games.length, black, white);
  }

  /**
   * One W1 playout.
   *
   * @param counter the move counter
   * @param clock the CPU clock, which counts the moves too
   * @return the playout length
   */
  @Benchmark
  public int playout(MoveCounter counter, CpuClock clock) {
    int moves = board.playout();
    counter.moves += moves;
    clock.cpuMoves += moves;
    playouts++;
    playoutMoves += moves;
    return moves;
  }

  /**
   * One checked W2 replay of every game.
   *
   * @param counter the move counter
   * @param clock the CPU clock, which counts the moves too
   * @param bh consumes what each replay returns
   */
  @Benchmark
  public void replayAll(MoveCounter counter, CpuClock clock, Blackhole bh) {
    for (int[] game : games) {
      bh.consume(board.replay(game));
    }
    counter.moves += totalMoves;
    clock.cpuMoves += totalMoves;
  }

  /** Fails a W1 run whose playouts are not W1's. */
  @TearDown(Level.Trial)
  public void checkMeanLength() {
    if (playouts == 0) {
      return;
    }
    W1.checkMeanLength("W1 port", size, playouts, playoutMoves);
  }
}
