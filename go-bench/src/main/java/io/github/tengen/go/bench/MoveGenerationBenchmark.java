package io.github.tengen.go.bench;

import io.github.tengen.go.Move;
import io.github.tengen.go.Position;
import io.github.tengen.go.Symmetry;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Listing and playing moves on positions the thread's engine follows and on positions it does not.
 *
 * <p>{@code legalMovesFollowed} lists the moves of one position again and again (the engine describes it after the
 * first call); {@code legalMovesElsewhere} alternates between that position and the same position turned by 90
 * degrees (as much work, but every call finds the engine describing the other board: the worst case, a position from
 * another game). {@code playElsewhere} plays one legal move, alternately on the two. The positions are those of the
 * perft cases at move 100 of the bundled 1846 game (19x19) and move 25 of the bundled 9x9 game, under simple ko.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
@State(Scope.Thread)
public class MoveGenerationBenchmark {
  /** The perft case whose position is used. */
  @Param({"1846-100-simple-2", "9x9-25-simple-2"})
  public String position;

  private Position a;
  private Position b;
  private Move moveA;
  private Move moveB;
  private int calls;

  /** Loads the position and its turned copy, and checks they have as many legal moves. */
  @Setup
  public void setUp() {
    a = Perft.named(position).position();
    Symmetry turn = Symmetry.ROTATE_90;
    b = turn.apply(a);
    List<Move> movesA = a.legalMoves();
    if (movesA.size() != b.legalMoves().size()) {
      throw new IllegalStateException("the turned position has other moves");
    }
    moveA = movesA.get(movesA.size() / 2);
    moveB = turn.apply(moveA, a.size());
  }

  /**
   * The legal moves of a position the engine follows.
   *
   * @return the moves
   */
  @Benchmark
  public List<Move> legalMovesFollowed() {
    return a.legalMoves();
  }

  /**
   * The legal moves of a position the engine does not follow.
   *
   * @return the moves
   */
  @Benchmark
  public List<Move> legalMovesElsewhere() {
    return (calls++ & 1) == 0 ? a.legalMoves() : b.legalMoves();
  }

  /**
   * A move played on a position the engine does not follow.
   *
   * @return the next position
   */
  @Benchmark
  public Position playElsewhere() {
    return (calls++ & 1) == 0 ? a.play(moveA) : b.play(moveB);
  }

  /**
   * A move played from the position the engine followed last but one (its parent): the step back of a search.
   *
   * @return the next position
   */
  @Benchmark
  public Position playFollowed() {
    return a.play(moveA);
  }
}
