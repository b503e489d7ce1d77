/**
 * Tengen go-sgf: SGF FF[4] reading and writing, game trees, and replay into go-core positions.
 *
 * <p>The public vocabulary lives in {@code io.github.tengen.go.sgf}; it depends on nothing but go-core.
 */
module io.github.tengen.go.sgf {
  requires transitive io.github.tengen.go;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.sgf;
}
