/**
 * Boards people can look at: a {@link io.github.tengen.go.render.Picture} (a position with its last move, ko,
 * markup, labels, lines, dead stones and territory or ownership shading) drawn as text
 * ({@link io.github.tengen.go.render.TextRenderer}, ASCII or Unicode, with coordinates) or as SVG
 * ({@link io.github.tengen.go.render.SvgRenderer}), with no dependency beyond the JDK. The artifact go-render-png
 * draws the same picture as PNG ({@code io.github.tengen.go.render.png.PngRenderer}, Java2D): it needs the JDK's
 * {@code java.desktop} module, which Android does not have, so it is not part of go-core.
 *
 * <pre>{@code
 * Picture pic = Picture.of(position).withDeadStones(estimate.deadStones()).withTerritory(estimate.score());
 * String text = TextRenderer.unicode().render(pic);
 * String svg = SvgRenderer.standard().render(pic);
 * }</pre>
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.render;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
