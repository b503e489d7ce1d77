/**
 * Tengen go-katago: KataGo's JSON protocols on go-core's values: its analysis engine
 * ({@link io.github.tengen.go.katago.AnalysisEngine}) and its rules as JSON
 * ({@link io.github.tengen.go.katago.KataGoRules}).
 *
 * <p>It is an artifact of its own because it speaks JSON, with Jackson: the other modules have no runtime
 * dependency.
 */
module io.github.tengen.go.katago {
  requires transitive io.github.tengen.go;
  requires transitive io.github.tengen.go.sgf;
  requires com.fasterxml.jackson.databind;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.katago;
}
