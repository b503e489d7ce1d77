/**
 * The game as servers and apps run it: the game and its clock.
 *
 * <p>A {@link io.github.tengen.go.game.Game} is one game from its start to its result as immutable values: play, the
 * removal of dead stones from the estimator's proposal, acceptance or resumption, undo requests, and the results
 * without a count; it writes itself to an SGF record and reads itself back. A
 * {@link io.github.tengen.go.game.Venue} is where it is played (OGS, KGS, IGS, CGOS, AGA, Fox: the rules and what the
 * venue does around them), and {@link io.github.tengen.go.game.OgsRules} reads and writes OGS's rule flags.
 *
 * <p>A {@link io.github.tengen.go.game.TimeSystem} is one of the servers' time systems as a value (absolute, simple,
 * byo-yomi, Canadian, Fischer with or without a cap), read from and written to SGF's {@code TM} and {@code OT}. A
 * {@link io.github.tengen.go.game.GameClock} runs it for both players: deterministic and immutable, each change takes the
 * instant it happens at, and {@link io.github.tengen.go.game.GameClock#flagFall()} tells a server when to look again.
 * {@link io.github.tengen.go.game.PlayerTime} is a reading, as SGF's {@code BL}/{@code OB} and GTP's
 * {@code time_left} give it.
 *
 * <p>No method of this package takes or returns {@code null} ({@code @NullMarked}), and results are meant to be
 * used ({@code @CheckReturnValue}).
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.game;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
