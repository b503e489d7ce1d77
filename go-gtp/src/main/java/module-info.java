/**
 * Tengen go-gtp: the Go Text Protocol (GTP v2) on both sides. A bot implements one method and
 * {@link io.github.tengen.go.gtp.GtpEngine} answers every other command; {@link io.github.tengen.go.gtp.GtpClient}
 * drives GNU Go, KataGo or Leela Zero; {@link io.github.tengen.go.gtp.Match} plays engines against each other.
 *
 * <p>It depends on nothing but Tengen's go-core, go-sgf, go-estimate and go-game.
 */
module io.github.tengen.go.gtp {
  requires transitive io.github.tengen.go;
  requires transitive io.github.tengen.go.sgf;
  requires io.github.tengen.go.estimate;
  requires transitive io.github.tengen.go.game;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.gtp;
}
