/**
 * Tengen go-core: the rules of Go as immutable values.
 *
 * <p>The public vocabulary lives in {@code io.github.tengen.go}; the bitboard machinery in
 * {@code io.github.tengen.go.internal} is not exported.
 */
module io.github.tengen.go {
  exports io.github.tengen.go;
}
