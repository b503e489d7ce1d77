/**
 * SGF FF[4] game records: reading, game trees, writing, and replay into go-core positions.
 *
 * <p>Start with {@link io.github.tengen.go.sgf.SgfReader}: {@code SgfReader.lenient().read(path)} gives an
 * {@link io.github.tengen.go.sgf.SgfCollection} of {@link io.github.tengen.go.sgf.SgfGame}s; a game's
 * {@link io.github.tengen.go.sgf.SgfGame#replay()} gives its {@link io.github.tengen.go.Position}s, and
 * {@link io.github.tengen.go.sgf.SgfWriter#write(SgfCollection)} writes it back. Syntax problems are
 * {@link io.github.tengen.go.sgf.SgfWarning}s (or an {@link io.github.tengen.go.sgf.SgfParseException} when
 * strict); rule problems are {@link io.github.tengen.go.sgf.ReplayWarning}s (or an
 * {@link io.github.tengen.go.sgf.SgfReplayException}).
 *
 * <p>No method of this package takes or returns {@code null} ({@code @NullMarked}): passing {@code null} throws
 * {@link java.lang.NullPointerException}, and absent values are {@code Optional}s. Results are meant to be used
 * ({@code @CheckReturnValue}): {@code position.play(move);} with the next position dropped is the classic bug of
 * an immutable API, and Error Prone flags it; the few methods whose result may be ignored (builders returning
 * themselves, a playout board's {@code play}) say so with {@code @CanIgnoreReturnValue}.
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.sgf;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
