package io.github.tengen.go.bench;

import java.lang.management.ManagementFactory;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * The CPU time of each iteration beside the moves it played, so that a benchmark can be set against a C program that
 * times itself on CPU time (refboard). JMH reports the three counters per iteration as they are (in the JSON
 * result's {@code rawData}): {@code cpuNanos}, the whole JVM's CPU time from the iteration's set-up to its
 * tear-down (the collector's threads included, as a C program's own allocation would be); {@code threadCpuNanos},
 * the benchmark thread's alone; {@code cpuMoves}, the moves the benchmark counted in that window. CPU nanoseconds
 * per move is then {@code cpuNanos / cpuMoves}, best summed over the iterations: the JVM's CPU clock ticks every
 * 10 ms on Linux (1 % of a one-second iteration), the thread's every nanosecond.
 *
 * <p>The window also holds JMH's own few calls around the loop and any compilation still running in the background,
 * so the figure is an upper bound; after the warm-up iterations the compiler is idle.
 */
@AuxCounters(AuxCounters.Type.EVENTS)
@State(Scope.Thread)
public class CpuClock {
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  /** The JVM's CPU time over the iteration, in nanoseconds. */
  public long cpuNanos;
  /** The benchmark thread's CPU time over the iteration, in nanoseconds. */
  public long threadCpuNanos;
  /** Moves played in the iteration, passes included. */
  public long cpuMoves;

  private long processStart;
  private long threadStart;

  /** Starts the clocks for an iteration. */
  @Setup(Level.Iteration)
  public void start() {
    cpuMoves = 0;
    cpuNanos = 0;
    threadCpuNanos = 0;
    threadStart = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    processStart = OS.getProcessCpuTime();
  }

  /** Stops them; JMH reads the counters after this. */
  @TearDown(Level.Iteration)
  public void stop() {
    cpuNanos = OS.getProcessCpuTime() - processStart;
    threadCpuNanos = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - threadStart;
  }
}
