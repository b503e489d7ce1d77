package io.github.tengen.go.katago;

/**
 * The analysis engine refused a query: its error response ({@code {"error":...,"field":...,"id":...}}).
 *
 * @since 0.1.0
 */
public final class AnalysisException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The engine's response, which a serialized exception does not keep. */
  private final transient AnalysisResponse.Failure failure;

  /**
   * Wraps an error response.
   *
   * @param failure the response
   */
  public AnalysisException(AnalysisResponse.Failure failure) {
    super(failure.message() + failure.field().map(f -> " (field " + f + ")").orElse(""));
    this.failure = failure;
  }

  /**
   * Returns the engine's response.
   *
   * @return the error, with its field and id
   */
  public AnalysisResponse.Failure failure() {
    return failure;
  }
}
