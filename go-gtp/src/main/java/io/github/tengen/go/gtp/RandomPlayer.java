package io.github.tengen.go.gtp;

import io.github.tengen.go.Board;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A player that chooses uniformly among the legal moves that do not fill one of its own eyes, and passes when there
 * are none: the weakest sensible opponent, for tests. Seeded: the same seed, position and history give the same move
 * in the same game; each game after the first ({@code clear_board}) takes a stream of its own.
 *
 * @since 0.1.0
 */
public final class RandomPlayer implements GtpPlayer {
  private final long seed;
  /** Games ended ({@link #gameOver}): mixed into the seed, so that games in a row differ. */
  private long games;

  /**
   * Creates the player.
   *
   * @param seed the seed of the random choices
   */
  public RandomPlayer(long seed) {
    this.seed = seed;
  }

  @Override
  public Decision genmove(MoveRequest request) {
    List<Point> moves = candidates(request.position());
    if (moves.isEmpty()) {
      return Decision.pass();
    }
    long mix = gameSeed(seed, games) ^ request.position().zobristHash()
        ^ (request.position().moveNumber() * 0x9E3779B97F4A7C15L);
    return Decision.play(moves.get(new SplittableRandom(mix).nextInt(moves.size())));
  }

  /** A new game ({@code clear_board}, {@code kgs-game_over}): the next game's choices take another stream. */
  @Override
  public void gameOver() {
    games++;
  }

  /** The seed of a bot's game: its own seed for the first game, another for each game after. */
  static long gameSeed(long seed, long games) {
    return seed ^ (games * 0xC2B2AE3D27D4EB4FL);
  }

  /** The legal stones of the player to move that do not fill a single-point eye of that player. */
  static List<Point> candidates(Position p) {
    Board b = Board.of(p);
    List<Point> out = new ArrayList<>();
    for (Move m : p.legalMoves()) {
      if (m instanceof Move.Play play && !b.isEye(b.index(play.point()), p.toMove())) {
        out.add(play.point());
      }
    }
    return out;
  }
}
