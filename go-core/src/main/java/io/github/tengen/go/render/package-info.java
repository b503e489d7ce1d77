/**
 * Boards people can look at: a {@link io.github.tengen.go.render.Picture} (a position with its last move, ko,
 * markup, labels, lines, dead stones and territory or ownership shading) drawn as text
 * ({@link io.github.tengen.go.render.TextRenderer}, ASCII or Unicode, with coordinates), as SVG
 * ({@link io.github.tengen.go.render.SvgRenderer}) or as PNG ({@link io.github.tengen.go.render.PngRenderer},
 * Java2D; needs the JDK's {@code java.desktop} module). No dependency beyond the JDK.
 *
 * <pre>{@code
 * Picture pic = Picture.of(position).withDeadStones(estimate.deadStones()).withTerritory(estimate.score());
 * String text = TextRenderer.unicode().render(pic);
 * String svg = SvgRenderer.standard().render(pic);
 * byte[] png = PngRenderer.standard().render(pic);
 * }</pre>
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.render;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
