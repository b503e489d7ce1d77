/**
 * Tengen go-game: the game as servers and apps run it, on go-core's values: the {@link io.github.tengen.go.game.Game}
 * from its first move to its agreed result (the removal of dead stones from the estimator's proposal, acceptance,
 * resumption, undo requests, its SGF record), the venues it is played at (OGS's rule flags both ways), and its
 * clocks: every time system of the Go servers ({@link io.github.tengen.go.game.TimeSystem}) as a value, with its SGF
 * forms, and a deterministic, immutable {@link io.github.tengen.go.game.GameClock} that takes the time of each event and
 * starts no thread. The annotations are needed at compile time only.
 */
module io.github.tengen.go.game {
  requires transitive io.github.tengen.go;
  requires transitive io.github.tengen.go.sgf;
  requires transitive io.github.tengen.go.estimate;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.game;
}
