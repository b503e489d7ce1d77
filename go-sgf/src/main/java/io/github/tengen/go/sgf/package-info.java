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
 * <p>Unless a method says otherwise, passing {@code null} to any method of this package throws
 * {@link java.lang.NullPointerException}.
 */
package io.github.tengen.go.sgf;
