package io.github.tengen.go.bench;

import io.github.tengen.go.Position;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft through {@link Position} ({@link Perft}): one operation counts the move sequences of one case of
 * {@code perft.txt}, and fails when the count differs from the file's, so a fast wrong answer cannot pass. The
 * {@code nodes} counter gives the sequences (leaves, every one played) per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public class PerftBenchmark {
  /** The case of {@code perft.txt}. */
  @Param({"9x9-10-simple-3", "9x9-10-psk-3", "1846-100-simple-2", "1846-100-psk-2", "1846-300-simple-3",
      "1846-300-psk-3"})
  public String perftCase;

  private Perft.Case c;
  private Position root;

  /** Counts the leaves, so JMH reports them per second next to operations per second. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Nodes {
    /** Leaves counted. */
    public long nodes;

    /** Resets the counter for each iteration. */
    @Setup(Level.Iteration)
    public void reset() {
      nodes = 0;
    }
  }

  /** Replays the case's game to its position. */
  @Setup
  public void setUp() {
    c = Perft.named(perftCase);
    root = c.position();
  }

  /**
   * One perft count.
   *
   * @param counter the leaves counted
   * @return the count
   */
  @Benchmark
  public long perft(Nodes counter) {
    long n = Perft.count(root, c.depth());
    if (n != c.nodes()) {
      throw new IllegalStateException("perft " + c + " counted " + n + ", the file says " + c.nodes());
    }
    counter.nodes += n;
    return n;
  }
}
