/** An application that uses Tengen as a module: it names go-sgf, which brings go-core. */
module io.github.tengen.examples.modular {
  requires io.github.tengen.go.sgf;
}
