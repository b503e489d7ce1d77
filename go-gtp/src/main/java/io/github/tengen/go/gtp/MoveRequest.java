package io.github.tengen.go.gtp;

import io.github.tengen.go.Color;
import io.github.tengen.go.Position;
import java.util.Objects;

/**
 * What the engine asks a player for: a move for {@code color} in {@code position}, within {@code time}.
 *
 * @param position the game as it stands, with its history ({@link Position#previous()}) and rules; the player to
 *     move in it is {@code color}
 * @param color the colour to play
 * @param time the time budget from the controller's clock commands
 * @param cleanup whether this is {@code kgs-genmove_cleanup}: the controller wants dead opponent stones captured
 *     before the player passes (the engine refuses a pass while its estimate has some)
 * @param analysis where a player may report its thinking while it chooses ({@code lz-genmove_analyze} and the
 *     other {@code genmove_analyze} forms); {@link AnalysisSink#NONE} for a plain {@code genmove}
 * @since 0.1.0
 */
public record MoveRequest(Position position, Color color, TimeBudget time, boolean cleanup, AnalysisSink analysis) {
  /**
   * Creates a request.
   *
   * @param position the game
   * @param color the colour to play
   * @param time the time budget
   * @param cleanup whether dead stones are to be captured first
   * @param analysis where to report thinking
   * @throws NullPointerException if an argument is null
   * @throws IllegalArgumentException if {@code color} is not to move in {@code position}
   */
  public MoveRequest {
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(color, "color");
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(analysis, "analysis");
    if (position.toMove() != color) {
      throw new IllegalArgumentException(color + " is not to move in the position");
    }
  }
}
