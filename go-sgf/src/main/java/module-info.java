/**
 * Tengen go-sgf: SGF FF[4] reading and writing, game trees, and replay into go-core positions.
 *
 * <p>The public vocabulary lives in {@code io.github.tengen.go.sgf}; it depends on nothing but go-core and
 * go-render (a node of a record as a picture).
 */
module io.github.tengen.go.sgf {
  requires transitive io.github.tengen.go;
  // a record's node as a picture (Markup.picture)
  requires transitive io.github.tengen.go.render;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.sgf;
}
