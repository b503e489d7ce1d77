package io.github.tengen.go.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/** Counts moves, so JMH reports moves per second (ns per move = 1e9 / moves) next to operations per second. */
@AuxCounters(AuxCounters.Type.OPERATIONS)
@State(Scope.Thread)
public class MoveCounter {
  /** Moves played, passes included. */
  public long moves;

  /** Resets the counter for each iteration. */
  @Setup(Level.Iteration)
  public void reset() {
    moves = 0;
  }
}
