/**
 * Tengen go-core: the rules of Go as immutable values.
 *
 * <p>The public vocabulary lives in {@code io.github.tengen.go}; the bitboard machinery in
 * {@code io.github.tengen.go.internal} is not exported. The annotations ({@code @NullMarked},
 * {@code @CheckReturnValue}) are needed at compile time only ({@code requires static transitive}, so that a
 * user's compiler sees them when they are present): no runtime dependency.
 */
module io.github.tengen.go {
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;

  exports io.github.tengen.go;
}
