package io.github.tengen.go.sgf;

/**
 * How a record's result compares with the count of its final position: the one verdict of
 * {@link Replay#checkResult()} and of {@link SgfCheck}'s reports (whose JSON gives its name).
 *
 * <pre>{@code
 * Verdict v = replay.checkResult().verdict();
 * if (v == Verdict.NO_DEAD_STONES_MARKED) {
 *   Score estimated = DeadStoneEstimator.standard().score(replay.finalPosition()); // go-estimate
 *   v = replay.checkResult(estimated).verdict().estimated();
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public enum Verdict implements SgfCheck.Code {
  /** The count with the dead stones marked in the record (or given, or none needed) is the recorded score. */
  AGREES(SgfCheck.Severity.NOTE),
  /** The count with estimated dead stones is the recorded score. */
  AGREES_ESTIMATED(SgfCheck.Severity.NOTE),
  /** The count with the dead stones marked in the record (or given) is not the recorded score. */
  DISAGREES(SgfCheck.Severity.ERROR),
  /** The count with estimated dead stones is not the recorded score (the estimate may be what is wrong). */
  DISAGREES_ESTIMATED(SgfCheck.Severity.WARNING),
  /**
   * The count with every stone alive is not the recorded score and the record marks no dead stones: the difference
   * may be the dead stones (see {@link Replay#checkResult(Score, java.util.Set)} and {@link SgfCheck#withRecount}).
   */
  NO_DEAD_STONES_MARKED(SgfCheck.Severity.NOTE),
  /** The result is a resignation, a time or forfeit win, void or unknown: nothing to count. */
  NOT_A_SCORE(SgfCheck.Severity.NOTE),
  /** {@code RE} is there but cannot be read. */
  UNREADABLE_RESULT(SgfCheck.Severity.NOTE),
  /** The record has no {@code RE}. */
  NO_RESULT(SgfCheck.Severity.NOTE);

  private final SgfCheck.Severity severity;

  Verdict(SgfCheck.Severity severity) {
    this.severity = severity;
  }

  /**
   * The verdict when the dead stones counted were estimated rather than marked: {@code AGREES_ESTIMATED} for
   * {@code AGREES}, {@code DISAGREES_ESTIMATED} for {@code DISAGREES}, any other unchanged.
   *
   * @return the verdict of an estimated count
   */
  public Verdict estimated() {
    return switch (this) {
      case AGREES -> AGREES_ESTIMATED;
      case DISAGREES -> DISAGREES_ESTIMATED;
      default -> this;
    };
  }

  /** {@link SgfCheck.Kind#RESULT}. */
  @Override
  public SgfCheck.Kind kind() {
    return SgfCheck.Kind.RESULT;
  }

  /** {@code ERROR} for {@link #DISAGREES}, {@code WARNING} for {@link #DISAGREES_ESTIMATED}, else {@code NOTE}. */
  @Override
  public SgfCheck.Severity severity() {
    return severity;
  }
}
