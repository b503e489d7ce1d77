package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * One game from its first move to its result, as servers run it: play; after two passes the removal of dead stones,
 * where the players mark and unmark whole chains, starting from the estimator's proposal, until both accept the same
 * marking; or back to play when one of them asks; and the result. Every transition is a new immutable value that
 * knows the one before it ({@link #previous()}) and what happened ({@link #event()}).
 *
 * <pre>{@code
 * Game game = Game.start(Position.empty(BoardSize.square(9), RuleSet.JAPANESE), Game.Resumption.OPPONENT_OF_REQUESTER);
 * game = game.play(move);                      // ... until two passes
 * game.phase();                                // STONE_REMOVAL, game.deadStones() the estimator's proposal
 * game = game.toggle(point);                   // a player marks or unmarks a chain: the acceptances are cleared
 * game = game.accept(Color.BLACK).accept(Color.WHITE);
 * game.result();                               // Optional[B+3.5], counted with those dead stones
 * }</pre>
 *
 * <p>The end of the game follows the position's rules: two passes in a row (under AGA rules the last by White), and
 * under the Japanese no-result rule a repeated position, which ends the game without result ({@code Void}).
 * Resignation, time loss and forfeit end it in any phase. Who moves first when play resumes is the venue's
 * {@link Resumption}.
 *
 * @since 0.1.0
 */
public final class Game {
  /** Where a game stands. */
  public enum Phase {
    /** The players move. */
    PLAY,
    /** After two passes: the players mark the dead chains and accept the marking, or resume play. */
    STONE_REMOVAL,
    /** The game has a result. */
    FINISHED
  }

  /** Who moves first when play resumes after the stone removal, as the venue has it. */
  public enum Resumption {
    /**
     * The opponent of the player who asked to resume: the Japanese rules of 1989 (article 9: "the opponent has the
     * right to play first"), OGS's "opponent plays first after resume".
     */
    OPPONENT_OF_REQUESTER,
    /** The player whose turn it was when the game stopped, whoever asked: OGS's default, KGS. */
    PLAYER_TO_MOVE
  }

  /** What made a game value: the transition from {@link #previous()}. */
  public sealed interface Event {
    /** The game was started. */
    record Started() implements Event {}

    /**
     * A move was played.
     *
     * @param move the move
     */
    record Played(Move move) implements Event {}

    /**
     * A chain was marked dead or alive.
     *
     * @param point a stone of the chain
     * @param dead whether it is dead now
     */
    record Toggled(Point point, boolean dead) implements Event {}

    /**
     * A player accepted the marking.
     *
     * @param player the player
     */
    record Accepted(Color player) implements Event {}

    /**
     * A player asked to resume play.
     *
     * @param requester the player
     */
    record Resumed(Color requester) implements Event {}

    /**
     * The game ended without a count: resignation, time loss, forfeit.
     *
     * @param result the result
     */
    record Ended(GameResult result) implements Event {}
  }

  private final Position position;
  private final Phase phase;
  private final Set<Point> dead;
  private final Set<Point> undecided;
  private final Set<Color> accepted;
  private final @Nullable GameResult result;
  private final Resumption resumption;
  private final @Nullable Game previous;
  private final Event event;

  private Game(Position position, Phase phase, Set<Point> dead, Set<Point> undecided, Set<Color> accepted,
      @Nullable GameResult result, Resumption resumption, @Nullable Game previous, Event event) {
    this.position = position;
    this.phase = phase;
    this.dead = Collections.unmodifiableSet(dead);
    this.undecided = Collections.unmodifiableSet(undecided);
    this.accepted = Collections.unmodifiableSet(accepted);
    this.result = result;
    this.resumption = resumption;
    this.previous = previous;
    this.event = event;
  }

  /**
   * Starts a game.
   *
   * @param start the starting position (its rules say how the game ends and is counted)
   * @param resumption who moves first when play resumes after the stone removal
   * @return the game, in play
   * @throws IllegalArgumentException if the position's game is over
   */
  public static Game start(Position start, Resumption resumption) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(resumption, "resumption");
    if (start.isGameOver()) {
      throw new IllegalArgumentException("the position's game is over");
    }
    return new Game(start, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, resumption, null,
        new Event.Started());
  }

  /**
   * Plays a move. Two passes in a row (under AGA rules the last by White) start the stone removal with the
   * estimator's proposal; under the Japanese no-result rule a repeated position ends the game without result.
   *
   * @param move the move
   * @return the game after it
   * @throws io.github.tengen.go.IllegalMoveException if the rules forbid the move
   * @throws IllegalStateException if the game is not in play
   */
  public Game play(Move move) {
    require(Phase.PLAY);
    Position next = position.play(move);
    Event played = new Event.Played(move);
    if (next.endedWithoutResult()) {
      return new Game(next, Phase.FINISHED, Set.of(), Set.of(), EnumSet.noneOf(Color.class),
          GameResult.NoWinner.VOID, resumption, this, played);
    }
    if (!next.isGameOver()) {
      return new Game(next, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, resumption, this,
          played);
    }
    Estimate proposal = DeadStoneEstimator.standard().estimate(next);
    Set<Point> undecided = new LinkedHashSet<>();
    proposal.undecidedChains().forEach(c -> undecided.addAll(c.stones()));
    return new Game(next, Phase.STONE_REMOVAL, new LinkedHashSet<>(proposal.deadStones()), undecided,
        EnumSet.noneOf(Color.class), null, resumption, this, played);
  }

  /**
   * Marks the chain at a point dead if it is marked alive, else alive; every acceptance is withdrawn.
   *
   * @param point a stone of the chain
   * @return the game with the new marking
   * @throws IllegalStateException if the game is not in the stone removal
   * @throws IllegalArgumentException if the point holds no stone, or the chain is pass-alive (it cannot be dead)
   */
  public Game toggle(Point point) {
    require(Phase.STONE_REMOVAL);
    Set<Point> chain = position.chainAt(point);
    if (chain.isEmpty()) {
      throw new IllegalArgumentException("no stone at " + point.toText(position.size()));
    }
    Set<Point> marked = new LinkedHashSet<>(dead);
    boolean nowDead = !marked.containsAll(chain);
    if (nowDead) {
      Color c = position.stoneAt(point).orElseThrow();
      if (Scorer.passAlive(position, c).stones().contains(point)) {
        throw new IllegalArgumentException("the chain at " + point.toText(position.size()) + " is pass-alive");
      }
      marked.addAll(chain);
    } else {
      marked.removeAll(chain);
    }
    return new Game(position, Phase.STONE_REMOVAL, marked, undecided, EnumSet.noneOf(Color.class), null,
        resumption, this, new Event.Toggled(point, nowDead));
  }

  /**
   * A player accepts the marking. When both have accepted the same marking the game is counted with it and finished.
   *
   * @param player the player
   * @return the game
   * @throws IllegalStateException if the game is not in the stone removal
   */
  public Game accept(Color player) {
    require(Phase.STONE_REMOVAL);
    Set<Color> now = EnumSet.of(Objects.requireNonNull(player, "player"));
    now.addAll(accepted);
    boolean both = now.size() == 2;
    return new Game(position, both ? Phase.FINISHED : Phase.STONE_REMOVAL, new LinkedHashSet<>(dead), undecided,
        now, both ? score().result() : null, resumption, this, new Event.Accepted(player));
  }

  /**
   * A player disagrees and asks to resume play: the passes are forgotten, and the player the venue's
   * {@link Resumption} names moves first.
   *
   * @param requester the player who asked
   * @return the game, in play
   * @throws IllegalStateException if the game is not in the stone removal
   */
  public Game resume(Color requester) {
    require(Phase.STONE_REMOVAL);
    Objects.requireNonNull(requester, "requester");
    Color first = resumption == Resumption.OPPONENT_OF_REQUESTER ? requester.opponent() : position.toMove();
    return new Game(position.resume().withToMove(first), Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class),
        null, resumption, this, new Event.Resumed(requester));
  }

  /**
   * A player resigns; the opponent wins ({@code B+R}, {@code W+R}).
   *
   * @param player the player who resigns
   * @return the finished game
   * @throws IllegalStateException if the game is finished
   */
  public Game resign(Color player) {
    return end(new GameResult.Win(player.opponent(), GameResult.Win.Reason.RESIGNATION));
  }

  /**
   * A player ran out of time (as a {@link Clock} says); the opponent wins ({@code B+T}, {@code W+T}).
   *
   * @param player the player who lost on time
   * @return the finished game
   * @throws IllegalStateException if the game is finished
   */
  public Game timeLoss(Color player) {
    return end(new GameResult.Win(player.opponent(), GameResult.Win.Reason.TIME));
  }

  /**
   * A player forfeits (a server's decision: leaving, cheating); the opponent wins ({@code B+F}, {@code W+F}).
   *
   * @param player the player who forfeits
   * @return the finished game
   * @throws IllegalStateException if the game is finished
   */
  public Game forfeit(Color player) {
    return end(new GameResult.Win(player.opponent(), GameResult.Win.Reason.FORFEIT));
  }

  /**
   * Ends the game with a result the players or the server decided: a draw, no result.
   *
   * @param result the result
   * @return the finished game
   * @throws IllegalStateException if the game is finished
   */
  public Game end(GameResult result) {
    Objects.requireNonNull(result, "result");
    if (phase == Phase.FINISHED) {
      throw new IllegalStateException("the game is finished: " + this.result);
    }
    return new Game(position, Phase.FINISHED, new LinkedHashSet<>(dead), undecided, EnumSet.noneOf(Color.class),
        result, resumption, this, new Event.Ended(result));
  }

  /**
   * Returns the position: the board as it stands, with the line of play behind it.
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * Returns the phase.
   *
   * @return the phase
   */
  public Phase phase() {
    return phase;
  }

  /**
   * Returns the stones marked dead (whole chains): in the stone removal the current marking, which starts as the
   * estimator's proposal.
   *
   * @return the stones
   */
  public Set<Point> deadStones() {
    return dead;
  }

  /**
   * Returns the stones of the chains the estimator's proposal could not decide: the chains to ask the players about.
   *
   * @return the stones, empty outside the stone removal
   */
  public Set<Point> undecidedStones() {
    return undecided;
  }

  /**
   * Returns who has accepted the current marking.
   *
   * @return the players
   */
  public Set<Color> accepted() {
    return accepted;
  }

  /**
   * Returns the count of the position with the stones marked dead, under its rules.
   *
   * @return the score
   */
  public Score score() {
    return Scorer.score(position, dead);
  }

  /**
   * Returns the result.
   *
   * @return the result, or empty until the game is finished
   */
  public Optional<GameResult> result() {
    return Optional.ofNullable(result);
  }

  /**
   * Returns who moves first when play resumes.
   *
   * @return the venue's rule
   */
  public Resumption resumption() {
    return resumption;
  }

  /**
   * Returns the game before the last transition.
   *
   * @return the game, or empty for a game just started
   */
  public Optional<Game> previous() {
    return Optional.ofNullable(previous);
  }

  /**
   * Returns what made this game value from the one before.
   *
   * @return the event
   */
  public Event event() {
    return event;
  }

  private void require(Phase expected) {
    if (phase != expected) {
      throw new IllegalStateException("the game is in " + phase + ", not " + expected);
    }
  }

  /** Returns for example {@code Game[STONE_REMOVAL, move 120, 6 dead, accepted [BLACK]]}. */
  @Override
  public String toString() {
    return "Game[" + phase + ", move " + position.moveNumber() + ", " + dead.size() + " dead"
        + (accepted.isEmpty() ? "" : ", accepted " + accepted) + (result != null ? ", " + result.toSgf() : "") + "]";
  }
}
