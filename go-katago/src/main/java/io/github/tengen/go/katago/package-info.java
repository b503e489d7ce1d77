/**
 * KataGo's JSON protocols on go-core's values: {@link io.github.tengen.go.katago.AnalysisEngine} speaks to its
 * analysis engine ({@link io.github.tengen.go.katago.AnalysisQuery} out, {@link
 * io.github.tengen.go.katago.AnalysisResponse} in), and {@link io.github.tengen.go.katago.KataGoRules} reads its rules
 * in every form it takes them, JSON included.
 *
 * <pre>{@code
 * AnalysisEngine.Analysis a = katago.submit(AnalysisQuery.of("q1", position), response -> { });
 * double blackWins = a.results().join().get(0).root().winrate();
 * }</pre>
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.katago;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
