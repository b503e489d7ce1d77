/**
 * The Go Text Protocol (GTP v2), engine and controller side.
 *
 * <p>For a bot: implement {@link io.github.tengen.go.gtp.GtpPlayer#genmove(MoveRequest)} and run
 * {@code GtpEngine.builder(player).build().run(System.in, System.out)}; the library keeps the game, checks every
 * move, answers the standard commands and the extensions controllers send. For an app:
 * {@link io.github.tengen.go.gtp.GtpClient#start(java.util.List)} an engine and call it with go-core types.
 *
 * <p>No method of this package takes or returns {@code null} ({@code @NullMarked}); results are meant to be used
 * ({@code @CheckReturnValue}).
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.gtp;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
