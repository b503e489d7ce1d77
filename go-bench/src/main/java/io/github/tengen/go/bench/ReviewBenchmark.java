package io.github.tengen.go.bench;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Move;
import io.github.tengen.go.Position;
import io.github.tengen.go.katago.AnalysisResponse;
import io.github.tengen.go.katago.Review;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
 * What reviewing a whole game costs the library beyond the engine's own time: the 1846 game bundled in go-sgf
 * (325 moves), one KataGo-shaped answer a turn (the root and ten candidates with their lines of five moves, as
 * {@code kata-analyze} sends at a few hundred visits), read ({@link AnalysisResponse#parse}), reviewed
 * ({@link Review#of}), written into the record ({@link Review#writeInto}) and written as SGF text. One operation is
 * the whole game.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(3)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class ReviewBenchmark {
  /** The candidates of each answer. */
  private static final String[] CANDIDATES = {"D4", "Q16", "D16", "Q4", "C3", "R17", "K10", "F3", "O17", "C15"};

  private SgfGame game;
  private List<Move> moves;
  private BoardSize size;
  private List<String> answers;

  /** Reads the game and makes its answers. */
  @Setup
  public void setUp() throws IOException {
    game = SgfReader.lenient().read(BenchCorpus.sgfFiles(BenchCorpus.BUNDLED).get(0)).game();
    List<Position> line = game.replay(game.ruleSet()).positions();
    size = line.get(0).size();
    moves = new ArrayList<>();
    line.forEach(p -> p.lastMove().ifPresent(moves::add));
    answers = new ArrayList<>();
    for (int t = 0; t <= moves.size(); t++) {
      answers.add(answer(t));
    }
  }

  /** A KataGo-shaped final result for a turn. */
  private static String answer(int turn) {
    StringBuilder s = new StringBuilder("{\"id\":\"review\",\"isDuringSearch\":false,\"moveInfos\":[");
    for (int i = 0; i < CANDIDATES.length; i++) {
      double w = 0.5 + 0.3 * Math.sin(turn * 0.1 + i);
      s.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT, "{\"lcb\":%.6f,\"move\":\"%s\",\"order\":%d,"
          + "\"prior\":0.1,\"pv\":[\"%s\",\"%s\",\"%s\",\"%s\",\"%s\"],\"scoreLead\":%.4f,\"scoreMean\":%.4f,"
          + "\"scoreStdev\":12.3,\"utility\":0.1,\"visits\":%d,\"winrate\":%.6f}", w - 0.02, CANDIDATES[i], i,
          CANDIDATES[i], CANDIDATES[(i + 1) % 10], CANDIDATES[(i + 2) % 10], CANDIDATES[(i + 3) % 10],
          CANDIDATES[(i + 4) % 10], 10 * w - 5, 10 * w - 5, 100 - 5 * i, w));
    }
    double root = 0.5 + 0.3 * Math.sin(turn * 0.1);
    s.append(String.format(Locale.ROOT, "],\"rootInfo\":{\"currentPlayer\":\"%s\",\"scoreLead\":%.4f,"
        + "\"utility\":0.1,\"visits\":400,\"winrate\":%.6f},\"turnNumber\":%d}", turn % 2 == 0 ? "B" : "W",
        10 * root - 5, root, turn));
    return s.toString();
  }

  /**
   * Reads every answer, reviews the game and writes the reviewed record as text.
   *
   * @return the record's length, so that the work is used
   */
  @Benchmark
  public int reviewAWholeGame() {
    Map<Integer, AnalysisResponse.Result> byTurn = new HashMap<>();
    for (String a : answers) {
      AnalysisResponse.Result r = (AnalysisResponse.Result) AnalysisResponse.parse(a);
      byTurn.put(r.turnNumber(), r);
    }
    Review review = Review.of(moves, size, byTurn);
    return SgfWriter.write(review.writeInto(game)).length();
  }
}
