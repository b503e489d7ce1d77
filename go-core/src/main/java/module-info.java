/**
 * Tengen go-core: the rules of Go as immutable values.
 *
 * <p>The public vocabulary lives in {@code io.github.tengen.go}; the bitboard machinery in
 * {@code io.github.tengen.go.internal} is not exported. The annotations ({@code @NullMarked},
 * {@code @CheckReturnValue}) are needed at compile time only ({@code requires static transitive}, so that a
 * user's compiler sees them when they are present): no runtime dependency. {@code io.github.tengen.go.render} draws
 * boards as text, SVG and PNG; its {@code PngRenderer} needs the JDK's {@code java.desktop} module, required
 * statically (a modular application that renders PNG requires it itself).
 */
module io.github.tengen.go {
  requires static transitive org.jspecify;
  requires static transitive com.google.errorprone.annotations;
  // PngRenderer only (Java2D and ImageIO); the rest of the library runs without it
  requires static java.desktop;

  exports io.github.tengen.go;
  exports io.github.tengen.go.render;
}
