package io.github.tengen.examples.spark;

import io.github.tengen.go.sgf.SgfCheck;
import java.io.Serializable;
import java.util.List;
import java.util.Locale;

/**
 * The part of an {@link SgfCheck.Report} that the summary needs, as a serializable value for Spark (library types
 * are not {@link Serializable}: the job ships its own small rows).
 *
 * @param games the file's games
 * @param moves their moves
 * @param hasErrors whether the file has an error
 * @param codes each finding code once, as "severity kind code" like the summary table's rows
 */
public record SgfCheckRow(long games, long moves, boolean hasErrors, List<String> codes) implements Serializable {
  /**
   * The row of a report.
   *
   * @param r the report
   * @return its row
   */
  public static SgfCheckRow of(SgfCheck.Report r) {
    return new SgfCheckRow(r.games().size(), r.games().stream().mapToLong(SgfCheck.GameSummary::moves).sum(),
        r.hasErrors(), r.findings().stream().map(f -> f.severity().name().toLowerCase(Locale.ROOT) + " "
            + f.kind().name().toLowerCase(Locale.ROOT) + " " + f.codeName()).distinct().toList());
  }
}
