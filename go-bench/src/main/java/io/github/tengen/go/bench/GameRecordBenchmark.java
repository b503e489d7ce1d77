package io.github.tengen.go.bench;

import io.github.tengen.go.Legality;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
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
 * The game record ({@link GameRecord}) at an editor's pace: walking every node of the 4,000 professional games of
 * {@code shared/corpus/pro-games} with the position at each (forward to the end, back to the root: every step one
 * node, no replay from the root), and a 10,000-move edit session on 19x19 (play, a comment every tenth move, a step
 * back and a variation every hundredth, the game written at the end). Milliseconds per operation.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(3)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class GameRecordBenchmark {
  private List<SgfGame> games;
  private long expectedSteps;

  /** Reads the games. */
  @Setup
  public void load() throws IOException {
    games = new ArrayList<>();
    for (byte[] b : BenchCorpus.sgfFiles("pro-games")) {
      games.add(SgfReader.lenient().read(b).game());
    }
    expectedSteps = walkAll();
  }

  private long walkAll() {
    long steps = 0;
    for (SgfGame g : games) {
      GameRecord r = GameRecord.of(g);
      while (r.hasNext()) {
        r = r.next();
        steps += r.position().moveNumber() >= 0 ? 1 : 0;
      }
      while (r.depth() > 0) {
        r = r.back();
        steps += r.position().moveNumber() >= 0 ? 1 : 0;
      }
    }
    return steps;
  }

  /**
   * Walks every game forward to its end and back to the root, reading the position at every node.
   *
   * @return the steps
   */
  @Benchmark
  public long walkProGames() {
    long steps = walkAll();
    if (steps != expectedSteps) {
      throw new IllegalStateException(steps + " steps, expected " + expectedSteps);
    }
    return steps;
  }

  /**
   * A 10,000-move edit session on 19x19: random legal moves (a new game when one fills up), a comment on every
   * tenth, a step back and a variation every hundredth; the game written as SGF at the end.
   *
   * @return the SGF length
   */
  @Benchmark
  public int editSession() {
    Random rnd = new Random(7);
    GameRecord r = GameRecord.newGame(io.github.tengen.go.BoardSize.square(19), io.github.tengen.go.RuleSet.CHINESE);
    int moves = 0;
    int length = 0;
    int misses = 0;
    while (moves < 10_000) {
      Point p = Point.of(rnd.nextInt(19), rnd.nextInt(19));
      Move m = Move.play(r.position().toMove(), p);
      if (r.check(m) != Legality.LEGAL) {
        if (++misses > 100) { // the board is nearly full: a new game
          length += r.toSgf().length();
          r = GameRecord.newGame(io.github.tengen.go.BoardSize.square(19), io.github.tengen.go.RuleSet.CHINESE);
          misses = 0;
        }
        continue;
      }
      misses = 0;
      r = r.play(m);
      moves++;
      if (moves % 10 == 0) {
        r = r.withComment("move " + moves);
      }
      if (moves % 100 == 0) {
        r = r.back();
      }
    }
    return length + r.toSgf().length();
  }
}
