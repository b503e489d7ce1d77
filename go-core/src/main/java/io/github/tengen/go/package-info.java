/**
 * The rules of Go as immutable values.
 *
 * <p>Start with {@link io.github.tengen.go.Position}: {@code Position.empty(BoardSize.square(19), RuleSet.JAPANESE)}
 * and {@link io.github.tengen.go.Position#play(Move)}. Rules are a {@link io.github.tengen.go.RuleSet} of orthogonal
 * switches with the usual presets. For random playouts, {@link io.github.tengen.go.Board} is a mutable board that
 * shares the position's implementation of captures.
 *
 * <p>No method of this package takes or returns {@code null} ({@code @NullMarked}): passing {@code null} throws
 * {@link java.lang.NullPointerException}, and absent values are {@code Optional}s. Results are meant to be used
 * ({@code @CheckReturnValue}): {@code position.play(move);} with the next position dropped is the classic bug of
 * an immutable API, and Error Prone flags it; the few methods whose result may be ignored (builders returning
 * themselves, a playout board's {@code play}) say so with {@code @CanIgnoreReturnValue}.
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
