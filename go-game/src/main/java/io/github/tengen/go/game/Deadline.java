package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import java.time.Instant;
import java.util.Objects;
import java.util.Optional;

/**
 * A deadline a server sets on a game beside the players' clocks, and what happens when it passes
 * ({@link Game#checkTime}): the first move's (goban's {@code start_time_left}: "when the clock reaches zero the game
 * will be canceled"), the stone removal's (its {@code stone_removal_time_left}: "before the result is automatically
 * accepted"), and a disconnected player's return, after which the player forfeits (no server's code we hold names
 * this one: it is the server's rule, armed with its own delay).
 *
 * <pre>{@code
 * game = game.withDeadline(Deadline.firstMove(now.plusSeconds(30)));
 * game = game.checkTime(now.plusSeconds(31));   // FINISHED, Void: nobody moved
 * }</pre>
 *
 * @param kind which deadline
 * @param at when it passes
 * @param player the disconnected player, for {@link Kind#RECONNECTION}; else empty
 * @since 0.1.0
 */
public record Deadline(Kind kind, Instant at, Optional<Color> player) {
  /** Which deadline, and what its passing does. */
  public enum Kind {
    /** Before the game's first move, in play: the game is cancelled without a result ({@code RE[Void]}). */
    FIRST_MOVE,
    /** In the stone removal: both players accept the marking as it stands, and the game is counted. */
    STONE_REMOVAL,
    /** A disconnected player's return, in play or in the stone removal: the player forfeits ({@code B+F}, {@code W+F}). */
    RECONNECTION
  }

  /**
   * Validates the deadline.
   *
   * @param kind which deadline
   * @param at when it passes
   * @param player the player, for a reconnection only
   * @throws IllegalArgumentException if a reconnection has no player or another deadline has one
   */
  public Deadline {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(at, "at");
    Objects.requireNonNull(player, "player");
    if ((kind == Kind.RECONNECTION) != player.isPresent()) {
      throw new IllegalArgumentException(kind == Kind.RECONNECTION ? "a reconnection is a player's"
          : kind + " concerns no player");
    }
  }

  /**
   * The first move's deadline.
   *
   * @param at when the game is cancelled if nobody has moved
   * @return the deadline
   */
  public static Deadline firstMove(Instant at) {
    return new Deadline(Kind.FIRST_MOVE, at, Optional.empty());
  }

  /**
   * The stone removal's deadline.
   *
   * @param at when the marking is accepted as it stands
   * @return the deadline
   */
  public static Deadline stoneRemoval(Instant at) {
    return new Deadline(Kind.STONE_REMOVAL, at, Optional.empty());
  }

  /**
   * A disconnected player's deadline to return.
   *
   * @param player the player
   * @param at when the player forfeits if not back
   * @return the deadline
   */
  public static Deadline reconnection(Color player, Instant at) {
    return new Deadline(Kind.RECONNECTION, at, Optional.of(player));
  }

  /** Whether this deadline may be set in a phase. */
  boolean fits(Game.Phase phase) {
    return switch (kind) {
      case FIRST_MOVE -> phase == Game.Phase.PLAY;
      case STONE_REMOVAL -> phase == Game.Phase.STONE_REMOVAL;
      case RECONNECTION -> phase != Game.Phase.FINISHED;
    };
  }

  /** What this deadline's passing does to a game; the clock keeps its last reading, as when a game ends by an end. */
  Game passed(Game g) {
    GameNext n = g.next(new GameEvent.DeadlinePassed(this));
    return switch (kind) {
      case FIRST_MOVE -> n.finished(GameResult.NoWinner.VOID).build();
      case STONE_REMOVAL -> n.finished(g.score().result()).build();
      case RECONNECTION -> n.finished(new GameResult.Win(player.orElseThrow().opponent(),
          GameResult.Win.Reason.FORFEIT)).build();
    };
  }
}
