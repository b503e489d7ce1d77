package io.github.tengen.go.cli;

import io.github.tengen.go.sgf.SgfCheck;
import io.github.tengen.go.sgf.Verdict;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The totals of a check run: what {@code tengen check} prints at the end. Memory is bounded by the number of
 * distinct finding codes and character sets, not by the number of files. Not thread-safe: one thread adds.
 */
final class CheckSummary {
  long files;
  long notChecked;
  long games;
  long moves;
  long bytes;
  long filesWithErrors;
  long filesWithWarnings;
  long repetitions;
  long gamesWithRepetitions;
  /** "severity kind code" to {files, findings}. */
  final Map<String, long[]> problems = new TreeMap<>();
  final Map<Verdict, Long> verdicts = new TreeMap<>();
  final Map<String, Long> charsets = new TreeMap<>();
  long charsetsDetected;

  void add(SgfCheck.Report r) {
    files++;
    bytes += Math.max(0, r.bytes());
    if (r.charset().isEmpty()) {
      notChecked++;
    } else {
      charsets.merge(r.charset().get(), 1L, Long::sum);
      charsetsDetected += r.charsetDetected() ? 1 : 0;
    }
    for (SgfCheck.GameSummary g : r.games()) {
      games++;
      moves += g.moves();
      verdicts.merge(g.verdict(), 1L, Long::sum);
      repetitions += g.repetitions(); // every one, also past the warnings a game keeps of a kind
      gamesWithRepetitions += g.repetitions() > 0 ? 1 : 0;
    }
    if (r.hasErrors()) {
      filesWithErrors++;
    } else if (r.hasWarnings()) {
      filesWithWarnings++;
    }
    Set<String> seen = new HashSet<>();
    for (SgfCheck.Finding f : r.findings()) {
      String key = key(f);
      long[] c = problems.computeIfAbsent(key, k -> new long[2]);
      c[1]++;
      if (seen.add(key)) {
        c[0]++;
      }
    }
  }

  static String megabytes(long bytes) {
    return bytes >= 100_000 ? String.format(Locale.ROOT, "%,.1f MB", bytes / 1e6)
        : String.format(Locale.ROOT, "%,.1f kB", bytes / 1e3);
  }

  static String key(SgfCheck.Finding f) {
    return f.severity().name().toLowerCase(Locale.ROOT) + " " + f.kind().name().toLowerCase(Locale.ROOT) + " "
        + f.codeName();
  }

  /**
   * The table printed at the end of a run.
   *
   * @param seconds the run's wall time
   * @param threads the worker threads
   * @return the table, lines ending in newlines
   */
  String table(double seconds, int threads) {
    StringBuilder sb = new StringBuilder();
    Locale l = Locale.ROOT;
    sb.append(String.format(l, "%-22s %,12d%s%n", "files", files,
        notChecked > 0 ? String.format(l, "  (%,d not checked: unreadable, too large or not SGF)", notChecked) : ""));
    sb.append(String.format(l, "%-22s %,12d%n", "games", games));
    sb.append(String.format(l, "%-22s %,12d%n", "moves", moves));
    sb.append(String.format(l, "%-22s %12s%n", "bytes", megabytes(bytes)));
    sb.append(String.format(l, "%-22s %12.1f s   %,.0f files/s, %.2f MB/s, %d thread%s%n", "time", seconds,
        files / Math.max(seconds, 1e-9), bytes / 1e6 / Math.max(seconds, 1e-9), threads, threads == 1 ? "" : "s"));
    sb.append(String.format(l, "%-22s %,12d%n", "files with errors", filesWithErrors));
    sb.append(String.format(l, "%-22s %,12d%n", "files with warnings", filesWithWarnings));
    sb.append(String.format(l, "%-22s %,12d%n", "files clean", files - filesWithErrors - filesWithWarnings));
    sb.append(String.format(l, "%-22s %,12d   (moves repeating a board, in %,d game%s)%n", "superko repetitions",
        repetitions, gamesWithRepetitions, gamesWithRepetitions == 1 ? "" : "s"));
    if (!problems.isEmpty()) {
      sb.append(String.format(l, "%n%-44s %10s %10s%n", "finding", "files", "count"));
      for (Map.Entry<String, long[]> e : problems.entrySet()) {
        sb.append(String.format(l, "%-44s %,10d %,10d%n", e.getKey(), e.getValue()[0], e.getValue()[1]));
      }
    }
    if (!verdicts.isEmpty()) {
      sb.append(String.format(l, "%n%-44s %10s%n", "recorded result against the board", "games"));
      for (Map.Entry<Verdict, Long> e : verdicts.entrySet()) {
        sb.append(String.format(l, "%-44s %,10d%n", e.getKey().name().toLowerCase(l).replace('_', ' '),
            e.getValue()));
      }
    }
    if (!charsets.isEmpty()) {
      sb.append(String.format(l, "%n%-44s %10s%n", "character set", "files"));
      for (Map.Entry<String, Long> e : charsets.entrySet()) {
        sb.append(String.format(l, "%-44s %,10d%n", e.getKey(), e.getValue()));
      }
      sb.append(String.format(l, "%-44s %,10d%n", "(of them detected, not declared)", charsetsDetected));
    }
    return sb.toString();
  }
}
