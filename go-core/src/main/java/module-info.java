/**
 * Tengen go-core: the rules of Go as immutable values.
 *
 * <p>The public vocabulary lives in {@code io.github.tengen.go}: the rules alone (pictures of the board are
 * go-render's); the bitboard machinery in {@code io.github.tengen.go.internal} is not exported but to go-estimate. The annotations ({@code @NullMarked},
 * {@code @CheckReturnValue}) are needed at compile time only: {@code requires static}, so that neither a
 * modular application nor the run time needs them. No other module than {@code java.base}.
 */
module io.github.tengen.go {
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go;
  exports io.github.tengen.go.internal to io.github.tengen.go.estimate;
}
