package io.github.tengen.go.cli;

import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.SgfCheck;
import io.github.tengen.go.sgf.SgfInputException;
import io.github.tengen.go.sgf.SgfReader;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code tengen check}: every SGF file below the paths, read, replayed and its results counted, in parallel and
 * streaming (a bounded window of files in flight, reports written in walk order).
 */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Reads every SGF file below the paths (recursively, in parallel, streaming), replays each game "
        + "under its own rules, and compares recorded scores with the board (marked dead stones, or estimated).",
        "Prints each file's problems, then a summary table. A file that cannot be read is reported and the run "
            + "goes on."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:no file with an error", "1:some file with an error (unreadable, not a regular file, not SGF, "
        + "too large, over the time limit, an illegal move, a result the marked dead stones contradict)",
        "2:bad command line",
        "3:the report could not be written"})
final class CheckCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "0..*", paramLabel = "FILE|DIR", description = "SGF files, or folders to search for them.")
  List<Path> paths = List.of();

  @Option(names = "--files-from", paramLabel = "LIST",
      description = "Also check the files and folders named in LIST, one a line (- for standard input), read as "
          + "the run goes: find archive -name '*.sgf' -newer last-run | tengen check --files-from -")
  String filesFrom;

  @Option(names = {"-j", "--threads"}, paramLabel = "N",
      description = "Worker threads (default: the number of cores, ${DEFAULT-VALUE}).")
  int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--report", paramLabel = "FILE",
      description = "Also write a machine-readable report: JSON lines (one object a file, every finding) or, for a"
          + " name ending in .csv, CSV (one row a file).")
  Path report;

  @Option(names = "--show", paramLabel = "LEVEL",
      description = "Print findings of this severity and worse per file: ${COMPLETION-CANDIDATES}"
          + " (default: ${DEFAULT-VALUE}); none prints only the summary.")
  Show show = Show.ERROR;

  @Option(names = "--no-estimate",
      description = "Do not estimate dead stones where a record marks none (faster; such results are then "
          + "'no dead stones marked').")
  boolean noEstimate;

  @Option(names = "--max-file-size", paramLabel = "SIZE", converter = Sizes.class,
      description = "Skip (and report) files larger than this, such as 16M or 500k (default: 16M).")
  long maxFileSize = 16L << 20;

  @Option(names = "--time-limit", paramLabel = "SECONDS",
      description = "Stop checking a file after this many seconds and report it as TIME_LIMIT; 0 for no limit "
          + "(default: ${DEFAULT-VALUE}).")
  int timeLimitSeconds = 60;

  @Option(names = "--extensions", split = ",", paramLabel = "EXT",
      description = "File extensions taken below folders (default: sgf, gib, ngf, ugf, ugi; any case).")
  Set<String> extensions = ConvertCommand.RECORD_EXTENSIONS;

  @Option(names = "--progress", paramLabel = "MODE",
      description = "Progress on standard error: ${COMPLETION-CANDIDATES} (default: auto: a bar on a terminal, a"
          + " line every 10 s otherwise).")
  ProgressMode progress = ProgressMode.AUTO;

  /** Which findings are printed per file. */
  enum Show {
    /** Errors only. */
    ERROR,
    /** Errors and warnings. */
    WARNING,
    /** Everything, notes included. */
    NOTE,
    /** No per-file lines. */
    NONE
  }

  /** The first failure to write the report, or null. */
  private IOException reportFailure;

  @Override
  public Integer call() throws Exception {
    if (threads < 1 || threads > 1024) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--threads must be 1 to 1024");
    }
    if (paths.isEmpty() && filesFrom == null) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "give FILE|DIR... or --files-from LIST");
    }
    PrintWriter out = spec.commandLine().getOut();
    Set<String> exts = extensions.stream().map(e -> e.replaceFirst("^\\.", "").toLowerCase(Locale.ROOT))
        .collect(Collectors.toSet());
    FileWalker walker = new FileWalker(exts);
    if (timeLimitSeconds < 0) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--time-limit must be 0 or more");
    }
    SgfCheck check = SgfCheck.standard().withTimeLimit(java.time.Duration.ofSeconds(timeLimitSeconds));
    if (!noEstimate) {
      check = check.withRecount(DeadStoneEstimator.standard()::score);
    }
    List<String> given = paths.stream().map(Path::toString).toList();
    BufferedReader list = filesFrom == null ? null : openList(filesFrom);
    Iterable<String> roots = list == null ? given : () -> Stream.concat(given.stream(), list.lines()).iterator();
    ReportWriter reportWriter = report == null ? null : ReportWriter.open(report);
    CheckSummary summary = new CheckSummary();
    long start = System.nanoTime();
    // a list is read once, by the run: the bar then has no total to count
    try (Progress p = Progress.start(progress, "check", spec.commandLine().getErr(), walker,
        list == null ? given : null)) {
      run(walker, roots, check, summary, reportWriter, out, p);
    } catch (UncheckedIOException e) {
      throw new Tengen.Failure(Tengen.FAILURE, "cannot read the list " + filesFrom + ": " + FileWalker.why(
          e.getCause()), e);
    } finally {
      if (reportWriter != null) {
        try {
          reportWriter.close();
        } catch (IOException e) {
          reportFailure = reportFailure == null ? e : reportFailure;
        }
      }
      if (list != null && !filesFrom.equals("-")) {
        list.close();
      }
    }
    double seconds = (System.nanoTime() - start) / 1e9;
    out.println();
    out.print(summary.table(seconds, threads));
    if (report != null && reportFailure == null) {
      out.println();
      out.println("report: " + report);
    }
    out.flush();
    if (reportFailure != null) {
      throw new Tengen.Failure(Tengen.FAILURE, "the report " + report + " could not be written whole: "
          + FileWalker.why(reportFailure), reportFailure);
    }
    return summary.filesWithErrors > 0 ? Tengen.PROBLEMS : 0;
  }

  private static BufferedReader openList(String name) {
    if (name.equals("-")) {
      return new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    }
    try {
      return Files.newBufferedReader(Path.of(name), StandardCharsets.UTF_8);
    } catch (IOException | java.nio.file.InvalidPathException e) {
      throw new Tengen.Failure(Tengen.FAILURE, "cannot read the list " + name + ": " + (e instanceof IOException io
          ? FileWalker.why(io) : e.getMessage()), e);
    }
  }

  private static final Future<SgfCheck.Report> END = CompletableFuture.completedFuture(null);

  private void run(FileWalker walker, Iterable<String> roots, SgfCheck check, CheckSummary summary,
                   ReportWriter reportWriter, PrintWriter out, Progress progress)
      throws InterruptedException, IOException {
    AtomicInteger n = new AtomicInteger();
    ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
      Thread t = new Thread(r, "check-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    // the window: files being checked or checked and not yet written; bounds memory whatever the file count
    BlockingQueue<Future<SgfCheck.Report>> window = new ArrayBlockingQueue<>(4 * threads + 16);
    AtomicReference<Throwable> walkFailure = new AtomicReference<>();
    Thread producer = new Thread(() -> {
      try {
        walker.walk(roots, new FileWalker.Sink() {
          @Override
          public void file(Path file) throws InterruptedException {
            window.put(pool.submit(() -> checkFile(check, file)));
          }

          @Override
          public void failed(String name, String why) throws InterruptedException {
            window.put(CompletableFuture.completedFuture(SgfCheck.notChecked(name, -1, SgfCheck.Problem.UNREADABLE,
                "cannot read: " + why)));
          }
        });
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (RuntimeException | Error e) { // UncheckedIOException: the list could not be read
        walkFailure.set(e);
      } finally {
        try {
          window.put(END);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }
    }, "check-walk");
    producer.setDaemon(true);
    producer.start();
    try {
      while (true) {
        Future<SgfCheck.Report> f = window.take();
        if (f == END) {
          break;
        }
        SgfCheck.Report r;
        try {
          r = f.get();
        } catch (ExecutionException e) {
          throw new IllegalStateException("a check failed", e.getCause());
        }
        summary.add(r);
        if (reportWriter != null && reportFailure == null) {
          try {
            reportWriter.write(r);
          } catch (IOException e) { // a full disk: the check goes on to its summary, the exit code says it
            reportFailure = e;
          }
        }
        printFindings(r, out, progress);
        progress.step(r.bytes());
      }
    } finally {
      producer.interrupt();
      pool.shutdownNow();
    }
    Throwable failure = walkFailure.get();
    if (failure instanceof UncheckedIOException e) {
      throw e;
    }
    if (failure != null) {
      throw new IllegalStateException("listing the files failed", failure);
    }
  }

  private void printFindings(SgfCheck.Report r, PrintWriter out, Progress progress) {
    if (show == Show.NONE) {
      return;
    }
    SgfCheck.Severity min = SgfCheck.Severity.valueOf(show.name());
    boolean any = false;
    for (SgfCheck.Finding f : r.findings()) {
      if (f.severity().compareTo(min) >= 0) {
        if (!any) {
          progress.clearLine();
          any = true;
        }
        out.println(r.name() + ": " + f);
      }
    }
    if (any) {
      out.flush();
    }
  }

  /** The work of one file: read within the size limit, check; never throws. */
  private SgfCheck.Report checkFile(SgfCheck check, Path file) {
    String name = file.toString();
    long size = -1;
    try {
      size = Files.size(file);
      byte[] bytes = SgfReader.lenient().withMaxBytes(maxFileSize).readBytes(file);
      return check.check(name, bytes);
    } catch (SgfInputException e) {
      return e.reason() == SgfInputException.Reason.TOO_LARGE
          ? SgfCheck.notChecked(name, size, SgfCheck.Problem.TOO_LARGE, String.format(Locale.ROOT,
              "%,d bytes, over the limit of %,d (--max-file-size)", size, maxFileSize))
          : SgfCheck.notChecked(name, -1, SgfCheck.Problem.NOT_A_FILE, "a FIFO, device, socket or folder, not a regular file:"
              + " not read");
    } catch (IOException e) {
      return SgfCheck.notChecked(name, size, SgfCheck.Problem.UNREADABLE, "cannot read: " + FileWalker.why(e));
    } catch (OutOfMemoryError e) {
      return SgfCheck.notChecked(name, size, SgfCheck.Problem.OUT_OF_MEMORY, "not enough memory to check it (give java more with"
          + " -Xmx, or fewer --threads)");
    } catch (RuntimeException | StackOverflowError e) { // a bug of ours: reported for this file, the run goes on
      return SgfCheck.notChecked(name, size, SgfCheck.Problem.INTERNAL_ERROR, "the check failed: " + e);
    }
  }

  /** Writes reports as JSON lines or CSV. */
  abstract static class ReportWriter implements AutoCloseable {
    final Writer w;
    final Path file;

    ReportWriter(Path file, Writer w) {
      this.file = file;
      this.w = w;
    }

    static ReportWriter open(Path file) {
      BufferedWriter w;
      try {
        w = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new Tengen.Failure(Tengen.FAILURE, "cannot write the report " + file + ": " + FileWalker.why(e), e);
      }
      if (file.toString().toLowerCase(Locale.ROOT).endsWith(".csv")) {
        return new Csv(file, w);
      }
      return new ReportWriter(file, w) {
        @Override
        void write(SgfCheck.Report r) throws IOException {
          w.write(r.toJson());
          w.write('\n');
        }
      };
    }

    abstract void write(SgfCheck.Report r) throws IOException;

    @Override
    public void close() throws IOException {
      w.close();
    }
  }

  /** One row a file: file, bytes, charset, games, moves, errors, warnings, notes, verdicts, codes. */
  static final class Csv extends ReportWriter {
    Csv(Path file, Writer w) {
      super(file, w);
      try {
        w.write("file,bytes,charset,games,moves,errors,warnings,notes,verdicts,codes\n");
      } catch (IOException e) {
        throw new Tengen.Failure(Tengen.FAILURE, "cannot write the report " + file + ": " + FileWalker.why(e), e);
      }
    }

    @Override
    void write(SgfCheck.Report r) throws IOException {
      long[] bySeverity = new long[3];
      r.findings().forEach(f -> bySeverity[f.severity().ordinal()]++);
      String verdicts = r.games().stream().map(g -> g.verdict().name()).collect(Collectors.joining(" "));
      String codes = r.findings().stream().map(SgfCheck.Finding::codeName).distinct().collect(Collectors.joining(" "));
      w.write(field(r.name()) + "," + r.bytes() + "," + field(r.charset().orElse("")) + "," + r.games().size() + ","
          + r.games().stream().mapToLong(SgfCheck.GameSummary::moves).sum() + "," + bySeverity[2] + ","
          + bySeverity[1] + "," + bySeverity[0] + "," + field(verdicts) + "," + field(codes) + "\n");
    }

    static String field(String s) {
      if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
        return s;
      }
      return '"' + s.replace("\"", "\"\"") + '"';
    }
  }
}
