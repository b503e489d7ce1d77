/**
 * PNG images of go-core's {@link io.github.tengen.go.render.Picture}: {@link
 * io.github.tengen.go.render.png.PngRenderer} draws the same layout as go-core's SVG renderer, with Java2D.
 *
 * <pre>{@code
 * byte[] png = PngRenderer.standard().withCellSize(12).render(Picture.of(position));
 * }</pre>
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.render.png;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
