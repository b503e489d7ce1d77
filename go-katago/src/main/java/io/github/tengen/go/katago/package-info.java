/**
 * KataGo's JSON protocols on go-core's values: {@link io.github.tengen.go.katago.KataGoRules} reads KataGo's rules in
 * every form it takes them, JSON included.
 *
 * <pre>{@code
 * RuleSet r = KataGoRules.read("{\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\",\"tax\":\"SEKI\"}");
 * }</pre>
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.katago;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
