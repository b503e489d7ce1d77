/**
 * Tengen go-estimate: which stones of a Go position are dead, which chains stand in seki, who owns each point and
 * who leads, from careful playouts and the exact reading of small regions. It knows nothing of SGF: go-sgf's check
 * takes its count as a function.
 *
 * <p>{@code io.github.tengen.go.estimate} holds the {@link io.github.tengen.go.estimate.DeadStoneEstimator} and its
 * {@link io.github.tengen.go.estimate.Estimate}. It reads go-core's bitboards through the package go-core exports to
 * this module alone. The annotations are needed at compile time only.
 */
module io.github.tengen.go.estimate {
  requires transitive io.github.tengen.go;
  requires static org.jspecify;
  requires static com.google.errorprone.annotations;

  exports io.github.tengen.go.estimate;
}
