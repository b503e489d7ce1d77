/**
 * Dead stones, seki, ownership and the expected lead of a Go position.
 *
 * <p>Start with {@link io.github.tengen.go.estimate.DeadStoneEstimator#standard()}: its
 * {@link io.github.tengen.go.estimate.DeadStoneEstimator#estimate(io.github.tengen.go.Position) estimate} of a
 * position gives the dead stones to propose at the end of a game, the chains to ask the players about, the seki,
 * the count ({@link io.github.tengen.go.estimate.Estimate#score()}) and, during a game, who owns what and who leads.
 * {@link io.github.tengen.go.estimate.DeadStoneEstimator#score(io.github.tengen.go.Position)} is that count alone,
 * the recount that go-sgf's {@code SgfCheck.withRecount} takes for a record that marks no dead stones.
 *
 * <p>No method of this package takes or returns {@code null} ({@code @NullMarked}), and results are meant to be
 * used ({@code @CheckReturnValue}).
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.estimate;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
