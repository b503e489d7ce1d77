package io.github.tengen.go.sgf;

import io.github.tengen.go.Legality;
import java.util.Optional;

/**
 * Thrown by {@link SgfGame#replayStrict()} at the first rule problem: an illegal move (with its go-core
 * {@link Legality} reason), an unreadable move or setup. Syntax problems are {@link SgfParseException}s instead.
 *
 * @since 0.1.0
 */
public final class SgfReplayException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  private final transient ReplayWarning problem;

  SgfReplayException(ReplayWarning problem) {
    super(problem.toString());
    this.problem = problem;
  }

  /**
   * Returns the problem: its code, move number, node and reason.
   *
   * @return the problem
   */
  public ReplayWarning problem() {
    return problem;
  }

  /**
   * Returns the move number of the problem.
   *
   * @return the number
   */
  public int moveNumber() {
    return problem.moveNumber();
  }

  /**
   * Returns the go-core reason when a move was illegal.
   *
   * @return the reason, or empty
   */
  public Optional<Legality> reason() {
    return problem.legality();
  }
}
