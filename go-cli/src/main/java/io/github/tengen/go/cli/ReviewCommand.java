package io.github.tengen.go.cli;

import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Position;
import io.github.tengen.go.katago.AnalysisEngine;
import io.github.tengen.go.katago.AnalysisQuery;
import io.github.tengen.go.katago.AnalysisResponse;
import io.github.tengen.go.katago.Review;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code tengen review}: a game through KataGo's analysis engine, the review written into its record. */
@Command(name = "review", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Reviews a game with an engine speaking KataGo's analysis protocol: every position of the main "
        + "line analysed, the review written into the record as Sabaki and analyze-sgf keep it (SBKV, comments, "
        + "KataGo's other choices as variations), and the mistakes printed, the costliest first."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:reviewed", "1:the file is not a readable game record", "2:bad command line",
        "3:the engine failed or could not be started, or the review could not be written"})
final class ReviewCommand implements Callable<Integer> {
  /** The mistakes the table shows. */
  private static final int TABLE_ROWS = 10;

  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "GAME", description = "An SGF file (its first game).")
  Path file;

  @Option(names = "--engine", paramLabel = "COMMAND", required = true,
      description = "The engine's command line, split on spaces, e.g. \"katago analysis -config analysis.cfg "
          + "-model model.bin.gz\".")
  String engine;

  @Option(names = "--out", paramLabel = "FILE", required = true, description = "Where the reviewed record goes.")
  Path out;

  @Option(names = "--visits", paramLabel = "N", description = "Visits a position (default: ${DEFAULT-VALUE}).")
  int visits = 400;

  @Override
  public Integer call() {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    if (visits < 1) {
      throw new Tengen.Failure(Tengen.USAGE, "--visits " + visits + ": at least 1");
    }
    SgfGame game = Records.read(file).games().get(0);
    List<Position> line = game.replay(game.ruleSet()).positions();
    Position end = line.get(line.size() - 1);
    List<Move> moves = new ArrayList<>();
    line.forEach(p -> p.lastMove().ifPresent(moves::add));
    List<Integer> turns = new ArrayList<>();
    for (int t = 0; t <= moves.size(); t++) {
      turns.add(t);
    }
    AnalysisQuery query = AnalysisQuery.of("review", end).withAnalyzeTurns(turns).withOption("maxVisits", visits);
    Map<Integer, AnalysisResponse.Result> byTurn = new HashMap<>();
    AtomicInteger done = new AtomicInteger();
    try (AnalysisEngine katago = AnalysisEngine.start(List.of(engine.trim().split("\\s+")))) {
      List<AnalysisResponse.Result> results = katago.submit(query, r -> {
        if (r instanceof AnalysisResponse.Result res && !res.isDuringSearch()) {
          stderr.printf("\ranalysed %d of %d positions", done.incrementAndGet(), turns.size());
          stderr.flush();
        }
      }).results().join();
      stderr.println();
      results.forEach(r -> byTurn.put(r.turnNumber(), r));
    } catch (CompletionException | UncheckedIOException | IllegalStateException e) {
      Throwable cause = e instanceof CompletionException && e.getCause() != null ? e.getCause() : e;
      throw new Tengen.Failure(Tengen.FAILURE, "the engine: " + cause.getMessage(), cause);
    }
    Review review = Review.of(moves, end.size(), byTurn);
    try {
      Files.writeString(out, SgfWriter.write(review.writeInto(game)), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new Tengen.Failure(Tengen.FAILURE, "cannot write " + out + ": " + e.getMessage(), e);
    }
    table(stdout, review);
    return 0;
  }

  /** The mistakes, the costliest first, and each player's agreement with KataGo. */
  private static void table(PrintWriter out, Review review) {
    out.println("move  player  win rate drop  score drop  KataGo's choice");
    for (Review.MoveReview m : review.mistakes().subList(0, Math.min(TABLE_ROWS, review.mistakes().size()))) {
      out.printf(Locale.ROOT, "%4d  %-6s  %12.2f%%  %10.2f  %s%n", m.number(),
          m.move().color() == Color.BLACK ? "Black" : "White", 100 * m.winrateDrop().getAsDouble(),
          m.scoreDrop().orElse(Double.NaN), m.choice().isPresent() ? "no. " + m.choice().getAsInt() : "-");
    }
    for (Color c : Color.values()) {
      review.agreement(c).ifPresent(a -> out.printf(Locale.ROOT, "%s played KataGo's first choice %.1f%% of the "
          + "time%n", c == Color.BLACK ? "Black" : "White", 100 * a));
    }
  }
}
