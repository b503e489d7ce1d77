/**
 * The rules of Go as immutable values.
 *
 * <p>Start with {@link io.github.tengen.go.Position}: {@code Position.empty(BoardSize.square(19), RuleSet.JAPANESE)}
 * and {@link io.github.tengen.go.Position#play(Move)}. Rules are a {@link io.github.tengen.go.RuleSet} of orthogonal
 * switches with the usual presets. For random playouts, {@link io.github.tengen.go.Board} is a mutable board that
 * shares the position's implementation of captures.
 *
 * <p>Unless a method says otherwise, passing {@code null} to any method of this package throws
 * {@link java.lang.NullPointerException}.
 */
package io.github.tengen.go;
