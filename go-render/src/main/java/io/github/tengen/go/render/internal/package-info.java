/**
 * Not part of the API: the drawing that go-core's SVG renderer and go-render-png's PNG renderer share (one layout,
 * one order of layers). go-core's module exports this package to go-render-png only; on the class path it is public
 * but may change in any release.
 */
@NullMarked
@CheckReturnValue
package io.github.tengen.go.render.internal;

import com.google.errorprone.annotations.CheckReturnValue;
import org.jspecify.annotations.NullMarked;
