package io.github.tengen.go.gtp;

import io.github.tengen.go.Move;
import java.util.List;
import java.util.Objects;

/**
 * One candidate move of an analysis, as {@code lz-analyze} and {@code kata-analyze} report it: from the point of
 * view of the player to move.
 *
 * @param move the candidate (a stone or a pass)
 * @param visits how often it was explored
 * @param winrate the player to move's winning chance after it, 0 to 1
 * @param prior the policy's prior for it, 0 to 1 (0 when the engine has none)
 * @param lcb a lower confidence bound of the winrate, 0 to 1
 * @param scoreLead the expected lead of the player to move in points (0 when the engine has none)
 * @param order the rank of the candidate, from 0
 * @param pv the principal variation, starting with {@code move}
 * @since 0.1.0
 */
public record AnalysisInfo(Move move, int visits, double winrate, double prior, double lcb, double scoreLead,
    int order, List<Move> pv) {
  /**
   * Checks and copies.
   *
   * @param move the candidate
   * @param visits at least 0
   * @param winrate the winrate
   * @param prior the prior
   * @param lcb the lower bound
   * @param scoreLead the lead
   * @param order at least 0
   * @param pv the variation
   * @throws IllegalArgumentException if a count is negative
   */
  public AnalysisInfo {
    Objects.requireNonNull(move, "move");
    if (visits < 0 || order < 0) {
      throw new IllegalArgumentException("visits " + visits + ", order " + order);
    }
    pv = List.copyOf(pv);
  }
}
