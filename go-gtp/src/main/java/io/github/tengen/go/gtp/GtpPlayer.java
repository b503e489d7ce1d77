package io.github.tengen.go.gtp;

import io.github.tengen.go.Handicap;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import java.util.List;
import java.util.Set;

/**
 * A bot: the one thing a GTP engine needs from its author is a move. {@link GtpEngine} keeps the game, checks the
 * move against the rules and answers every other command; the optional hooks have defaults that use the library.
 *
 * <pre>{@code
 * GtpPlayer first = request -> request.position().legalMoves().stream()
 *     .filter(m -> m instanceof Move.Play)
 *     .map(m -> Decision.play(((Move.Play) m).point()))
 *     .findFirst().orElse(Decision.pass());
 * GtpEngine.builder(first).name("first-legal").build().run(System.in, System.out);
 * }</pre>
 *
 * <p>The engine calls a player from one thread at a time.
 *
 * @since 0.1.0
 */
@FunctionalInterface
public interface GtpPlayer {

  /**
   * Chooses a move. A point the rules forbid is refused by the engine (the controller gets an error and the game is
   * unchanged); returning {@link Decision#pass()} is always possible.
   *
   * @param request the position, the colour to play, the time budget and the cleanup flag
   * @return a stone, a pass or a resignation
   */
  Decision genmove(MoveRequest request);

  /**
   * Tells which stones are dead at the end of the game, for {@code final_score} and {@code final_status_list}.
   * The default is {@link DeadStoneEstimator#standard()}.
   *
   * @param position the final position
   * @return points of the dead chains
   */
  default Set<Point> deadStones(Position position) {
    return DeadStoneEstimator.standard().estimate(position).deadStones();
  }

  /**
   * Chooses where free handicap stones go ({@code place_free_handicap}). The default is the fixed layout where the
   * board has one for that many stones ({@link Handicap#fixedPoints}), else points spread over the board.
   *
   * @param empty the empty board, with the rules
   * @param stones the number of stones, 2 or more, less than the number of points
   * @return the points, {@code stones} of them or fewer, all different
   */
  default List<Point> placeFreeHandicap(Position empty, int stones) {
    return GtpGame.defaultFreeHandicap(empty.size(), stones);
  }

  /** Called for {@code kgs-game_over} and {@code clear_board}: the game has ended; nothing by default. */
  default void gameOver() {}

  /**
   * Analyses a position until {@link AnalysisSink#isStopped()}, reporting candidates to the sink, for
   * {@code lz-analyze}, {@code kata-analyze} and {@code analyze}. By default a player does not analyse: it returns
   * at once and the stream has no {@code info} lines.
   *
   * @param position the position, with the player to move the one to analyse for
   * @param sink where reports go
   */
  default void analyze(Position position, AnalysisSink sink) {}
}
