package io.github.tengen.go.bench;

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

/**
 * W1, light playouts on {@link io.github.tengen.go.Board} (see {@link W1}). One operation is one playout; the
 * {@code moves} counter gives moves per second, so ns per move is {@code 1e9 / moves}. The mean playout length
 * of the trial is checked at the end (about 111.1 on 9x9, 455.3 on 19x19): a wrong count fails the benchmark.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class LightPlayoutBenchmark {
  /** Board side. */
  @Param({"9", "19"})
  public int size;

  private W1 w1;
  private long playouts;
  private long totalMoves;

  /** Starts the RNG stream. */
  @Setup(Level.Trial)
  public void setUp() {
    w1 = new W1(size);
  }

  /**
   * One playout.
   *
   * @param counter the move counter
   * @param clock the CPU clock, which counts the moves too
   * @return the playout length
   */
  @Benchmark
  public int playout(MoveCounter counter, CpuClock clock) {
    int n = w1.playout(null);
    counter.moves += n;
    clock.cpuMoves += n;
    playouts++;
    totalMoves += n;
    return n;
  }

  /** Fails the run if the playouts are not W1's. */
  @TearDown(Level.Trial)
  public void checkMeanLength() {
    W1.checkMeanLength("W1", size, playouts, totalMoves);
  }
}
