package io.github.tengen.go.bench;

import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The end of a 19x19 game: the final position of the 1846 "ear-reddening" game (Shusaku vs Gennan Inseki, public
 * domain, bundled), with its dead stones still on the board, and the end of a 9x9 GNU Go self-play game with dead
 * stones (from go-estimate's test data). Measures {@link DeadStoneEstimator#estimate} (the standard estimator: 64
 * careful playouts, up to 128 where a chain is undecided, then the reading of small regions; the bounds are 10 ms for
 * 19x19 and 2 ms for 9x9 on this 2-core machine), the score estimate during the game
 * ({@link Estimate#expectedLead()} at move 150: the estimate of the position and of the one before
 * its last stone), {@link Scorer#score(Position)} and
 * {@link Position#legalMoves()} (on the position at move 150, under the game's Japanese rules and again under
 * Chinese rules with positional superko), in microseconds per call.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(5)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class EndOfGameBenchmark {
  private Position end;
  private Position end9;
  private int expectedDead9;
  private Position middle;
  private Position middleSuperko;
  private int expectedDead;

  /** Replays the bundled game. */
  @Setup
  public void load() throws IOException {
    try (InputStream in = EndOfGameBenchmark.class.getResourceAsStream("/ear-reddening-1846.sgf")) {
      io.github.tengen.go.sgf.SgfGame game = SgfReader.strict().read(in).game();
      List<Position> line = game.replayStrict().positions();
      end = line.get(line.size() - 1);
      middle = line.get(150);
      middleSuperko = game.replay(RuleSet.CHINESE).positions().get(150);
    }
    expectedDead = DeadStoneEstimator.standard().estimate(end).deadStones().size();
    try (InputStream in = EndOfGameBenchmark.class.getResourceAsStream("/gnugo-9x9-selfplay-001.sgf")) {
      end9 = SgfReader.strict().read(in).game().replayStrict().finalPosition();
    }
    expectedDead9 = DeadStoneEstimator.standard().estimate(end9).deadStones().size();
    if (expectedDead9 == 0) {
      throw new IllegalStateException("the 9x9 game has dead stones");
    }
  }

  /**
   * Estimates the dead stones of the final position of the 9x9 game.
   *
   * @return the estimate
   */
  @Benchmark
  public Estimate estimateDeadStones9x9() {
    Estimate e = DeadStoneEstimator.standard().estimate(end9);
    if (e.deadStones().size() != expectedDead9) {
      throw new IllegalStateException("not deterministic: " + e.deadStones().size() + " dead");
    }
    return e;
  }

  /**
   * Estimates the dead stones of the final position.
   *
   * @return the estimate
   */
  @Benchmark
  public Estimate estimateDeadStones() {
    Estimate e = DeadStoneEstimator.standard().estimate(end);
    if (e.deadStones().size() != expectedDead) {
      throw new IllegalStateException("not deterministic: " + e.deadStones().size() + " dead, expected "
          + expectedDead);
    }
    return e;
  }

  /**
   * The score estimate at move 150: the position's estimate and its expected lead (which estimates the position
   * before the last stone too).
   *
   * @return Black's expected lead
   */
  @Benchmark
  public double expectedLeadAtMove150() {
    return DeadStoneEstimator.standard().estimate(middle).expectedLead();
  }

  /**
   * Scores the final position (every stone alive).
   *
   * @return the score
   */
  @Benchmark
  public Score score() {
    return Scorer.score(end);
  }

  /**
   * Lists the legal moves of the position at move 150.
   *
   * @return the moves
   */
  @Benchmark
  public Object legalMoves() {
    return middle.legalMoves();
  }

  /**
   * Lists the legal moves of the position at move 150 when the game is replayed under Chinese rules (positional
   * superko: every move is checked against the line's earlier boards).
   *
   * @return the moves
   */
  @Benchmark
  public Object legalMovesSuperko() {
    return middleSuperko.legalMoves();
  }
}
