/**
 * Tengen go-core: the rules of Go as immutable values.
 *
 * <p>The public vocabulary lives in {@code io.github.tengen.go}, and {@code io.github.tengen.go.render} draws boards
 * as text and SVG; the bitboard machinery in {@code io.github.tengen.go.internal} is not exported, and the drawing
 * shared with go-render-png's PNG renderer is exported to that module only. The annotations ({@code @NullMarked},
 * {@code @CheckReturnValue}) are needed at compile time only: {@code requires static}, so that neither a
 * modular application nor the run time needs them. No other module than {@code java.base}.
 */
module io.github.tengen.go {
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go;
  exports io.github.tengen.go.render;
  exports io.github.tengen.go.render.internal to io.github.tengen.go.render.png;
  exports io.github.tengen.go.internal to io.github.tengen.go.estimate;
}
