package io.github.tengen.go.cli;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code tengen bench}: a short JMH run of go-bench's W1 (light playouts), W2 (checked replay of recorded games) and
 * SGF parsing benchmarks, reported as ns/move and MB/s (medians of the measured iterations).
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"A short run of the benchmarks of go-bench with JMH (one fork, a few one-second iterations): W1 "
        + "light playouts (Board), W2 checked replay of recorded games (Position and Board), SGF parsing. Prints the "
        + "median of the iterations in ns/move or MB/s. For figures to publish, run go-bench/compare.sh."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:measured", "2:bad command line", "3:a benchmark failed"})
final class BenchCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Option(names = "--only", split = ",", paramLabel = "WHAT",
      description = "Run only these: ${COMPLETION-CANDIDATES} (default: all).")
  List<Workload> only = List.of(Workload.values());

  @Option(names = "--iterations", paramLabel = "N",
      description = "Measured iterations of each benchmark (default: ${DEFAULT-VALUE}).")
  int iterations = 3;

  @Option(names = "--warmup", paramLabel = "N", description = "Warm-up iterations (default: ${DEFAULT-VALUE}).")
  int warmup = 2;

  @Option(names = "--time", paramLabel = "SECONDS",
      description = "Seconds an iteration (default: ${DEFAULT-VALUE}).")
  double seconds = 1.0;

  @Option(names = "--shared", paramLabel = "DIR",
      description = "The project's shared folder, for the W2 games and the SGF corpus (default: ${DEFAULT-VALUE});"
          + " without it the W2 games are generated and SGF parsing reads the bundled 1846 game.")
  Path shared = Path.of("../shared");

  /** The benchmark families. */
  enum Workload {
    /** W1 light playouts, 9x9 and 19x19. */
    W1,
    /** W2 checked replay, 9x9 and 19x19, on Position and Board. */
    W2,
    /** SGF parsing. */
    SGF
  }

  @Override
  public Integer call() throws RunnerException {
    if (iterations < 1 || warmup < 0 || !(seconds > 0) || seconds > 60) {
      throw new Tengen.Failure(Tengen.USAGE, "--iterations >= 1, --warmup >= 0, 0 < --time <= 60");
    }
    PrintWriter out = spec.commandLine().getOut();
    boolean haveShared = Files.isDirectory(shared);
    boolean haveCorpus = Files.isDirectory(shared.resolve("corpus/pro-games"));
    out.printf(Locale.ROOT, "JMH: 1 fork, %d warm-up and %d measured iterations of %.1f s; W2 games %s; SGF %s%n",
        warmup, iterations, seconds, haveShared && Files.exists(shared.resolve("bench-data/w2_9.txt"))
            ? "from " + shared.resolve("bench-data") : "generated (W1 playouts)",
        haveCorpus ? "the 4,000 pro games of " + shared.resolve("corpus/pro-games") : "the bundled 1846 game");
    out.printf(Locale.ROOT, "%-36s %14s %14s%n", "benchmark", "median", "per second");
    out.flush();
    List<String[]> runs = new ArrayList<>();
    if (only.contains(Workload.W1)) {
      runs.add(new String[] {"LightPlayoutBenchmark.playout", "size=9", "W1 light playout 9x9"});
      runs.add(new String[] {"LightPlayoutBenchmark.playout", "size=19", "W1 light playout 19x19"});
    }
    if (only.contains(Workload.W2)) {
      for (String kind : List.of("position", "board")) {
        for (String size : List.of("9", "19")) {
          runs.add(new String[] {"CheckedPlayBenchmark.replayAll", "size=" + size + ";kind=" + kind,
              "W2 checked replay " + size + "x" + size + " (" + (kind.equals("board") ? "Board" : "Position") + ")"});
        }
      }
    }
    if (only.contains(Workload.SGF)) {
      runs.add(new String[] {"SgfBenchmark.parse", "corpus=" + (haveCorpus ? "pro-games" : "bundled"), "SGF parse"});
    }
    for (String[] run : runs) {
      ChainedOptionsBuilder o = new OptionsBuilder()
          .include("io\\.github\\.tengen\\.go\\.bench\\." + run[0].replace(".", "\\.") + "$")
          .forks(1).warmupIterations(warmup).measurementIterations(iterations)
          .warmupTime(TimeValue.milliseconds((long) (seconds * 1000)))
          .measurementTime(TimeValue.milliseconds((long) (seconds * 1000)))
          .jvmArgsAppend("-Dtengen.shared=" + shared.toAbsolutePath())
          .shouldFailOnError(true);
      for (String kv : run[1].split(";")) {
        String[] p = kv.split("=", 2);
        o.param(p[0], p[1]);
      }
      Collection<RunResult> results;
      PrintStream quiet = new PrintStream(java.io.OutputStream.nullOutputStream());
      try {
        results = new Runner(o.build(), OutputFormatFactory.createFormatInstance(quiet, VerboseMode.SILENT)).run();
      } catch (RunnerException e) {
        throw new Tengen.Failure(Tengen.FAILURE, run[2] + " failed: " + e.getMessage(), e);
      }
      if (results.isEmpty()) {
        throw new Tengen.Failure(Tengen.FAILURE, run[2] + ": the benchmark did not run (is go-bench in the jar?)");
      }
      for (RunResult r : results) {
        boolean sgf = run[0].startsWith("Sgf");
        double perSecond = median(r, sgf ? "bytes" : "moves");
        String median = sgf ? String.format(Locale.ROOT, "%.1f MB/s", perSecond / 1e6)
            : String.format(Locale.ROOT, "%.1f ns/move", 1e9 / perSecond);
        String rate = String.format(Locale.ROOT, sgf ? "%,.0f B" : "%,.0f moves", perSecond);
        out.printf(Locale.ROOT, "%-36s %14s %14s%n", run[2], median, rate);
        out.flush();
      }
    }
    return 0;
  }

  /** The median over measured iterations of a secondary (aux counter) result, per second. */
  static double median(RunResult r, String counter) {
    List<Double> scores = new ArrayList<>();
    for (BenchmarkResult b : r.getBenchmarkResults()) {
      for (IterationResult i : b.getIterationResults()) {
        Result<?> s = i.getSecondaryResults().get(counter);
        if (s != null) {
          scores.add(s.getScore());
        }
      }
    }
    if (scores.isEmpty()) {
      throw new Tengen.Failure(Tengen.FAILURE, "the benchmark reported no '" + counter + "' counter");
    }
    scores.sort(null);
    int n = scores.size();
    return n % 2 == 1 ? scores.get(n / 2) : (scores.get(n / 2 - 1) + scores.get(n / 2)) / 2;
  }
}
