package io.github.tengen.go.gtp;

import java.util.List;

/**
 * Where a player's analysis goes: {@link GtpEngine} writes each report in the format of the command that asked for
 * it ({@code lz-analyze}, {@code kata-analyze}, {@code analyze}, or a {@code genmove_analyze} form), and stops the
 * stream when the controller sends its next line.
 *
 * @since 0.1.0
 */
public interface AnalysisSink {
  /**
   * Reports the candidates as they stand; the engine writes them as one {@code info} line, at most once per the
   * interval the controller asked for (later reports within an interval replace earlier ones).
   *
   * @param candidates the best moves first
   */
  void report(List<AnalysisInfo> candidates);

  /**
   * Reports the candidates with the predicted final ownership of every point, which {@code kata-analyze ...
   * ownership true} asks for ({@link #wantsOwnership()}): from -1 to 1, 1 the analysed player's, row by row from the
   * top left, as KataGo writes it.
   *
   * @param candidates the best moves first
   * @param ownership a value a point, {@code width * height} of them, row by row from the top left
   */
  default void report(List<AnalysisInfo> candidates, double[] ownership) {
    report(candidates);
  }

  /**
   * Returns whether the controller asked for ownership, which a player then reports with
   * {@link #report(List, double[])}.
   *
   * @return true if asked
   */
  default boolean wantsOwnership() {
    return false;
  }

  /**
   * Returns whether the controller has asked the analysis to stop: the player returns from
   * {@link GtpPlayer#analyze} soon after.
   *
   * @return true once stopped
   */
  boolean isStopped();

  /** A sink that takes nothing and never stops, for a plain {@code genmove}. */
  AnalysisSink NONE = new AnalysisSink() {
    @Override
    public void report(List<AnalysisInfo> candidates) {}

    @Override
    public boolean isStopped() {
      return false;
    }
  };
}
