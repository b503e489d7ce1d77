package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * A game clock, as an immutable value: the two players' time under a {@link TimeSystem}, whose turn it is and since
 * when. It starts no thread and reads no clock of its own: every change takes the time it happens at, so a server
 * replays it exactly from its log, and a test runs a whole game in microseconds. Timestamps must not go back.
 *
 * <pre>{@code
 * GameClock clock = GameClock.of(new TimeSystem.ByoYomi(Duration.ofMinutes(10), Duration.ofSeconds(30), 5))
 *     .start(Color.BLACK, now);
 * clock = clock.moveMade(later);                 // Black's time charged; White's clock runs from `later`
 * clock.flagFall();                              // when White loses on time without a move: for a server's timer
 * clock.timeOf(Color.BLACK, later).left();       // Black's main time left
 * }</pre>
 *
 * <p>A move is in time if it is made no later than the instant the player's time runs out (OGS counts that instant
 * itself as out of time: goban's {@code computeNewPlayerClock} times a player out when the time left is zero or less,
 * so a move at the very millisecond of the flag fall is in time here and lost there). Byo-yomi counts the
 * periods a slow move overruns; Canadian overtime starts a full period when its moves are played; Fischer adds the
 * increment after the move, up to the cap (see {@link TimeSystem}).
 *
 * @since 0.1.0
 */
public final class GameClock {
  private final TimeSystem system;
  private final PlayerTime black;
  private final PlayerTime white;
  private final @Nullable Color running;
  private final @Nullable Instant since;
  private final @Nullable Color flagged;

  private GameClock(TimeSystem system, PlayerTime black, PlayerTime white, @Nullable Color running,
      @Nullable Instant since, @Nullable Color flagged) {
    this.system = system;
    this.black = black;
    this.white = white;
    this.running = running;
    this.since = since;
    this.flagged = flagged;
  }

  /**
   * A stopped clock with both players' full time.
   *
   * @param system the time system
   * @return the clock
   */
  public static GameClock of(TimeSystem system) {
    PlayerTime full = Objects.requireNonNull(system, "system").startingTime();
    return new GameClock(system, full, full, null, null, null);
  }

  /**
   * A stopped clock with the players' time as read, for example, from a record's {@code BL}/{@code OB} and
   * {@code WL}/{@code OW} ({@link PlayerTime#fromSgf}): how a server restores a game.
   *
   * @param system the time system
   * @param black Black's time at the start of Black's next turn
   * @param white White's time at the start of White's next turn
   * @return the clock
   * @throws IllegalArgumentException if the system cannot give a reading (one that play cannot reach; more main time
   *     than the system starts with is taken, as servers add time): more time in a period than its length, byo-yomi
   *     overtime with no period left or more than the system has, a Canadian period with no move to play or more
   *     than its moves, overtime under a system without one
   */
  public static GameClock of(TimeSystem system, PlayerTime black, PlayerTime white) {
    Objects.requireNonNull(system, "system");
    for (PlayerTime t : List.of(Objects.requireNonNull(black, "black"), Objects.requireNonNull(white, "white"))) {
      String why = system.refusal(t).orElse(null);
      if (why != null) {
        throw new IllegalArgumentException((t == black ? "Black's" : "White's") + " reading " + t + " under "
            + system + ": " + why);
      }
    }
    return new GameClock(system, black, white, null, null, null);
  }

  /**
   * Returns the time system.
   *
   * @return the system
   */
  public TimeSystem system() {
    return system;
  }

  /**
   * Returns whose clock runs.
   *
   * @return the player, or empty when the clock is stopped (before the start, paused, or after a time loss)
   */
  public Optional<Color> running() {
    return Optional.ofNullable(running);
  }

  /**
   * Returns who lost on time: a player whose move came too late ({@link #moveMade}), or whose time was found to have
   * run out ({@link #check}).
   *
   * @return the player, or empty
   */
  public Optional<Color> flagged() {
    return Optional.ofNullable(flagged);
  }

  /**
   * Starts a player's clock: at the start of the game, or to resume after {@link #stop}.
   *
   * @param player the player to move
   * @param now when the clock starts
   * @return the running clock
   * @throws IllegalStateException if a clock runs already, or a player lost on time
   */
  public GameClock start(Color player, Instant now) {
    Objects.requireNonNull(player, "player");
    Objects.requireNonNull(now, "now");
    if (running != null || flagged != null) {
      throw new IllegalStateException(running != null ? running + "'s clock runs" : flagged + " lost on time");
    }
    return new GameClock(system, black, white, player, now, null);
  }

  /**
   * Stops the running clock (a pause, an adjournment, the end of the game): the player's time is charged up to
   * {@code now}, without the end of a move (no increment, no new period). If that time had run out the clock stops
   * at the instant it did, and the player lost on time.
   *
   * @param now when the clock stops
   * @return the stopped clock
   * @throws IllegalStateException if no clock runs
   * @throws IllegalArgumentException if {@code now} is before the running clock's start
   */
  public GameClock stop(Instant now) {
    Color p = requireRunning();
    PlayerTime t = system.charged(timeAtTurnStart(p), elapsed(now)).orElse(null);
    return t == null ? timeLoss(p) : with(p, t, null, null);
  }

  /**
   * The player whose clock runs made a move at {@code now}: their time is charged, the move's renewal applied (a
   * new byo-yomi period, a Canadian move counted, the Fischer increment), and the opponent's clock runs from
   * {@code now}. A move later than the player's time allows is a time loss: the clock stops, {@link #flagged()}.
   *
   * @param now when the move was made
   * @return the clock after the move
   * @throws IllegalStateException if no clock runs
   * @throws IllegalArgumentException if {@code now} is before the running clock's start
   */
  public GameClock moveMade(Instant now) {
    Color p = requireRunning();
    PlayerTime t = system.charged(timeAtTurnStart(p), elapsed(now)).orElse(null);
    if (t == null) {
      return timeLoss(p);
    }
    return with(p, system.afterMove(t), p.opponent(), now);
  }

  /**
   * Checks the running clock at {@code now}: if the player's time has run out, the clock stops at the instant it did
   * and the player lost on time; else this clock. A server calls it when its timer for {@link #flagFall()} fires.
   *
   * @param now the time
   * @return this clock, or the clock stopped by a time loss
   */
  public GameClock check(Instant now) {
    if (running == null) {
      return this;
    }
    return system.charged(timeAtTurnStart(running), elapsed(now)).isEmpty() ? timeLoss(running) : this;
  }

  /**
   * Returns when the running player loses on time if they make no move: the start of their turn plus all the time
   * they have for it (main time, and every period left).
   *
   * @return the instant ({@link Instant#MAX} when it lies beyond), or empty when no clock runs or there is no time
   *     limit
   */
  public Optional<Instant> flagFall() {
    if (running == null || since == null) {
      return Optional.empty();
    }
    Optional<Duration> budget = system.available(timeAtTurnStart(running));
    Instant start = since;
    return budget.map(b -> b.compareTo(Duration.between(start, Instant.MAX)) >= 0 ? Instant.MAX : start.plus(b));
  }

  /**
   * Reads a player's clock at {@code now}: for the running player their time charged up to then (without the end of
   * a move), for the other the time they were left with.
   *
   * @param player the player
   * @param now the time, not before the running clock's start
   * @return the reading; zero time and periods for a player who lost on time
   * @throws IllegalArgumentException if {@code now} is before the running clock's start
   */
  public PlayerTime timeOf(Color player, Instant now) {
    Objects.requireNonNull(player, "player");
    PlayerTime t = timeAtTurnStart(player);
    if (player != running) {
      return t;
    }
    PlayerTime charged = system.charged(t, elapsed(now)).orElse(null);
    return charged == null ? Charges.spent(t) : charged;
  }

  /** A player's time at the start of the player's turn, as a game's record writes it after each move. */
  PlayerTime reading(Color player) {
    return timeAtTurnStart(player);
  }

  private PlayerTime timeAtTurnStart(Color player) {
    return player == Color.BLACK ? black : white;
  }

  private Color requireRunning() {
    if (running == null) {
      throw new IllegalStateException(flagged != null ? flagged + " lost on time" : "the clock is stopped");
    }
    return running;
  }

  private Duration elapsed(Instant now) {
    Objects.requireNonNull(now, "now");
    Duration d = Duration.between(since, now);
    if (d.isNegative()) {
      throw new IllegalArgumentException(now + " is before the turn's start " + since);
    }
    return d;
  }

  private GameClock with(Color player, PlayerTime t, @Nullable Color next, @Nullable Instant from) {
    return new GameClock(system, player == Color.BLACK ? t : black, player == Color.WHITE ? t : white, next, from,
        null);
  }

  private GameClock timeLoss(Color player) {
    PlayerTime out = Charges.spent(timeAtTurnStart(player));
    return new GameClock(system, player == Color.BLACK ? out : black, player == Color.WHITE ? out : white, null, null,
        player);
  }

  /** Returns for example {@code GameClock[ByoYomi[...], black PT5M overtime no, white ..., running WHITE]}. */
  @Override
  public String toString() {
    return "GameClock[" + system + ", black " + black + ", white " + white
        + (running != null ? ", running " + running + " since " + since : "")
        + (flagged != null ? ", " + flagged + " lost on time" : "") + "]";
  }
}
