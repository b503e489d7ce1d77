package io.github.tengen.go.gtp;

/**
 * A command's failure, answered as {@code ? message}: thrown by the engine's own commands and by the handlers a bot
 * adds with {@link GtpEngine.Builder#command(String, GtpEngine.Handler)}. Use the specification's texts where they
 * exist: {@code syntax error}, {@code illegal move}, {@code cannot undo}, {@code unacceptable size}, ...
 *
 * @since 0.1.0
 */
public final class GtpCommandException extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the failure.
   *
   * @param message the error message, one line
   */
  public GtpCommandException(String message) {
    super(message);
  }
}
