package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import java.util.Objects;
import java.util.Optional;

/**
 * Why a game's clocks are paused, as OGS's pause state has it ({@code JGOFPauseState} in goban's {@code JGOF.ts}: a
 * player's pause, the server's, a weekend, a player's vacation) and a disconnected player's, which a server may pause
 * for. Several may hold at once; the clocks run again when the last one ends ({@link Game#pause(Pause,
 * java.time.Instant)}, {@link Game#unpause(Pause, java.time.Instant)}).
 *
 * <pre>{@code
 * game = game.pause(Pause.of(Pause.Reason.WEEKEND), now);
 * game = game.pause(Pause.of(Pause.Reason.VACATION, Color.WHITE), now);   // both hold
 * }</pre>
 *
 * @param reason why
 * @param player the player it concerns: who paused, who is on vacation, who is disconnected; empty for the server's
 *     pause and a weekend
 * @since 0.1.0
 */
public record Pause(Reason reason, Optional<Color> player) {
  /** Why the clocks stop. */
  public enum Reason {
    /** A player paused the game (OGS counts each player's pauses: its {@code pauses_left}). */
    PLAYER,
    /** The server paused it (OGS's {@code server}, a moderator's pause). */
    SERVER,
    /** A correspondence game's weekend (OGS's {@code pause_on_weekends}). */
    WEEKEND,
    /** A player's vacation in a correspondence game. */
    VACATION,
    /** A player lost the connection, and the server stops the clocks until the player is back. */
    DISCONNECTED;

    /** Whether a pause for this reason concerns one player. */
    boolean hasPlayer() {
      return this == PLAYER || this == VACATION || this == DISCONNECTED;
    }
  }

  /**
   * Validates the pause.
   *
   * @param reason why
   * @param player the player it concerns
   * @throws IllegalArgumentException if a player's reason comes without a player, or the server's or a weekend with
   *     one
   */
  public Pause {
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(player, "player");
    if (reason.hasPlayer() != player.isPresent()) {
      throw new IllegalArgumentException(reason + (reason.hasPlayer() ? " concerns a player" : " concerns nobody"));
    }
  }

  /**
   * A pause that concerns nobody: the server's, a weekend.
   *
   * @param reason {@link Reason#SERVER} or {@link Reason#WEEKEND}
   * @return the pause
   * @throws IllegalArgumentException for a player's reason
   */
  public static Pause of(Reason reason) {
    return new Pause(reason, Optional.empty());
  }

  /**
   * A pause that concerns a player: the player's own, a vacation, a disconnection.
   *
   * @param reason {@link Reason#PLAYER}, {@link Reason#VACATION} or {@link Reason#DISCONNECTED}
   * @param player the player
   * @return the pause
   * @throws IllegalArgumentException for the server's reason or a weekend
   */
  public static Pause of(Reason reason, Color player) {
    return new Pause(reason, Optional.of(player));
  }
}
