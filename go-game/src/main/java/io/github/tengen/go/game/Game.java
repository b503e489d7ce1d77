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
import io.github.tengen.go.sgf.GameRecord;
import java.time.Instant;
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
 * <p>A game may have a {@link GameClock}: each move then takes its instant ({@link #play(Move, Instant)}), a move after
 * the flag fall loses on time, {@link #checkTime} is a server's timer, and the clock stops in the stone removal. A
 * player may ask to take back the move just made ({@link #requestUndo}). The game writes itself as an SGF record and
 * reads itself back ({@link #toRecord}, {@link #fromRecord(GameRecord, Venue, Instant)}), so a server persists
 * it and restores it, clock included.
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
     * A player asked to take back the last move.
     *
     * @param player the player
     */
    record UndoRequested(Color player) implements Event {}

    /**
     * The opponent accepted: the move was taken back.
     *
     * @param move the move taken back
     */
    record Undone(Move move) implements Event {}

    /**
     * The opponent refused to take back the requester's move.
     *
     * @param requester the player who asked
     */
    record UndoRefused(Color requester) implements Event {}

    /**
     * The requester withdrew the undo request before the opponent answered (OGS's {@code game/undo/cancel}).
     *
     * @param requester the player who had asked
     */
    record UndoCancelled(Color requester) implements Event {}

    /**
     * A player cancelled the game in its first moves, as OGS allows: it ends without a result and unranked
     * ({@link GameResult.NoWinner#VOID}).
     *
     * @param player the player who cancelled it
     */
    record Cancelled(Color player) implements Event {}

    /** The clocks were paused (a player's or the server's pause, a weekend, a vacation, a disconnection). */
    record Paused() implements Event {}

    /** The clocks run again after a pause. */
    record Unpaused() implements Event {}

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
  private final Venue venue;
  private final @Nullable GameClock clock;
  /** Whether the clock holds the mover's time after this move as a record gave it, or none was given. */
  private final boolean readingUnknown;
  private final @Nullable Color undoRequester;
  private final int startMoveNumber;
  private final @Nullable Game previous;
  private final Event event;

  private Game(Position position, Phase phase, Set<Point> dead, Set<Point> undecided, Set<Color> accepted,
      @Nullable GameResult result, @Nullable GameClock clock, @Nullable Color undoRequester, Game previous,
      Event event) {
    this(position, phase, dead, undecided, accepted, result, previous.venue, clock, undoRequester,
        previous.startMoveNumber, previous, event);
  }

  private Game(Position position, Phase phase, Set<Point> dead, Set<Point> undecided, Set<Color> accepted,
      @Nullable GameResult result, Venue venue, @Nullable GameClock clock, @Nullable Color undoRequester,
      int startMoveNumber, @Nullable Game previous, Event event) {
    this(position, phase, dead, undecided, accepted, result, venue, clock, false, undoRequester, startMoveNumber,
        previous, event);
  }

  private Game(Position position, Phase phase, Set<Point> dead, Set<Point> undecided, Set<Color> accepted,
      @Nullable GameResult result, Venue venue, @Nullable GameClock clock, boolean readingUnknown,
      @Nullable Color undoRequester, int startMoveNumber, @Nullable Game previous, Event event) {
    this.position = position;
    this.phase = phase;
    this.dead = Collections.unmodifiableSet(dead);
    this.undecided = Collections.unmodifiableSet(undecided);
    this.accepted = Collections.unmodifiableSet(accepted);
    this.result = result;
    this.venue = venue;
    this.clock = clock;
    this.readingUnknown = readingUnknown;
    this.undoRequester = undoRequester;
    this.startMoveNumber = startMoveNumber;
    this.previous = previous;
    this.event = event;
  }

  /**
   * Starts a game without a clock, where the venue is only who moves first after a resumption
   * ({@link Venue#custom}).
   *
   * @param start the starting position (its rules say how the game ends and is counted; a handicap game starts
   *     from {@link Position#withHandicap} or a {@link io.github.tengen.go.Setup} with Black's stones)
   * @param resumption who moves first when play resumes after the stone removal
   * @return the game, in play
   * @throws IllegalArgumentException if the position's game is over
   */
  public static Game start(Position start, Resumption resumption) {
    Objects.requireNonNull(start, "start");
    return start(start, Venue.custom(start.ruleSet(), resumption));
  }

  /**
   * Starts a game without a clock at a venue, which says how it ends, who moves first after a resumption and
   * whether a move may be taken back (the position's rules, from {@link Venue#startingPosition}, count it).
   *
   * @param start the starting position
   * @param venue the venue
   * @return the game, in play
   * @throws IllegalArgumentException if the position's game is over
   */
  public static Game start(Position start, Venue venue) {
    Objects.requireNonNull(start, "start");
    Objects.requireNonNull(venue, "venue");
    if (start.isGameOver()) {
      throw new IllegalArgumentException("the position's game is over");
    }
    return new Game(start, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, venue, null,
        null, start.moveNumber(), null, new Event.Started());
  }

  /**
   * Starts a game with a clock, which starts for the player to move.
   *
   * @param start the starting position
   * @param resumption who moves first when play resumes after the stone removal
   * @param clock the clock, stopped (a new {@link GameClock#of(TimeSystem)}, or a restored one)
   * @param now the start
   * @return the game, in play
   * @throws IllegalArgumentException if the position's game is over
   * @throws IllegalStateException if the clock runs or a player lost on time
   */
  public static Game start(Position start, Resumption resumption, GameClock clock, Instant now) {
    Objects.requireNonNull(start, "start");
    return start(start, Venue.custom(start.ruleSet(), resumption), clock, now);
  }

  /**
   * Starts a game with a clock at a venue; the clock starts for the player to move.
   *
   * @param start the starting position
   * @param venue the venue
   * @param clock the clock, stopped (a new {@link GameClock#of(TimeSystem)}, or a restored one)
   * @param now the start
   * @return the game, in play
   * @throws IllegalArgumentException if the position's game is over
   * @throws IllegalStateException if the clock runs or a player lost on time
   */
  public static Game start(Position start, Venue venue, GameClock clock, Instant now) {
    Game g = start(start, venue);
    return g.withClock(clock.start(start.toMove(), now));
  }

  /**
   * Plays a move in a game without a clock. Two passes in a row (under AGA rules the last by White) start the stone
   * removal with the estimator's proposal; under the Japanese no-result rule a repeated position ends the game
   * without result.
   *
   * @param move the move
   * @return the game after it
   * @throws io.github.tengen.go.IllegalMoveException if the rules forbid the move
   * @throws IllegalStateException if the game is not in play, or has a clock (then use {@link #play(Move, Instant)})
   */
  public Game play(Move move) {
    if (clock != null) {
      throw new IllegalStateException("a game with a clock takes the time of each move");
    }
    return played(move, null, true);
  }

  /**
   * Plays a move made at a time. The mover's clock is charged; if the move came after the mover's time ran out, the
   * game ends on time instead ({@code B+T}, {@code W+T}) and the move is not played. The clock stops in the stone
   * removal.
   *
   * @param move the move
   * @param now when it was made (ignored in a game without a clock)
   * @return the game after it
   * @throws io.github.tengen.go.IllegalMoveException if the rules forbid the move (the game and its clock stay)
   * @throws IllegalStateException if the game is not in play
   * @throws IllegalArgumentException if {@code now} is before the turn's start
   */
  public Game play(Move move, Instant now) {
    return played(move, Objects.requireNonNull(now, "now"), true);
  }

  /**
   * A move of a record: as {@link #play(Move)}, but a stone removal starts with no marking, as a record's reader
   * leaves it when play goes on ({@link #proposed()} adds the proposal at the end), so that a record of passes alone
   * does not run the estimator at every pair.
   */
  Game playedFromRecord(Move move) {
    return played(move, null, false);
  }

  /** This value with the estimator's proposal as its marking, as a stone removal starts; the same transition. */
  Game proposed() {
    require(Phase.STONE_REMOVAL);
    Estimate proposal = DeadStoneEstimator.standard().estimate(position);
    Set<Point> undecidedStones = new LinkedHashSet<>();
    proposal.undecidedChains().forEach(ch -> undecidedStones.addAll(ch.stones()));
    return new Game(position, phase, new LinkedHashSet<>(proposal.deadStones()), undecidedStones, accepted, result,
        venue, clock, readingUnknown, undoRequester, startMoveNumber, previous, event);
  }

  private Game played(Move move, @Nullable Instant now, boolean propose) {
    require(Phase.PLAY);
    if (isPaused()) {
      throw new IllegalStateException("the game is paused: no move is played until it is unpaused");
    }
    Position next = position.play(move);
    Event played = new Event.Played(move);
    GameClock c = clock == null || now == null ? clock : clock.moveMade(now); // a record's move: its reading follows
    if (c != null && c.flagged().isPresent()) {
      return onTime(move.color(), c);
    }
    if (next.endedWithoutResult()) {
      return new Game(next, Phase.FINISHED, Set.of(), Set.of(), EnumSet.noneOf(Color.class),
          GameResult.NoWinner.VOID, stop(c, now), null, this, played);
    }
    if (!next.isGameOver()) {
      return new Game(next, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, c, null, this,
          played);
    }
    if (venue.ending() == Venue.Ending.AS_IT_STANDS
        || venue.passesAfterResumptionEndAllAlive() && onlyPassesSinceResumption()) {
      return new Game(next, Phase.FINISHED, Set.of(), Set.of(), EnumSet.noneOf(Color.class),
          Scorer.score(next, Set.of()).result(), stop(c, now), null, this, played);
    }
    Game stopped = new Game(next, Phase.STONE_REMOVAL, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null,
        stop(c, now), null, this, played);
    return propose ? stopped.proposed() : stopped;
  }

  /** Whether play was resumed and every move since was a pass (this game's last move included). */
  private boolean onlyPassesSinceResumption() {
    for (Game g = this; g != null; g = g.previous) {
      if (g.event instanceof Event.Resumed) {
        return true;
      }
      if (g.event instanceof Event.Played && !((Event.Played) g.event).move().isPass()) {
        return false;
      }
    }
    return false;
  }

  private static @Nullable GameClock stop(@Nullable GameClock c, @Nullable Instant now) {
    return c == null || now == null ? c : c.stop(now);
  }

  private Game onTime(Color loser, GameClock flagged) {
    GameResult r = new GameResult.Win(loser.opponent(), GameResult.Win.Reason.TIME);
    return new Game(position, Phase.FINISHED, new LinkedHashSet<>(dead), undecided, EnumSet.noneOf(Color.class), r,
        flagged, null, this, new Event.Ended(r));
  }

  /**
   * Looks at the clock, as a server's timer does at {@link GameClock#flagFall()}: if the player to move has run out of
   * time, the game ends on time.
   *
   * @param now the time
   * @return the game lost on time, or this game
   */
  public Game checkTime(Instant now) {
    if (clock == null || phase != Phase.PLAY) {
      return this;
    }
    GameClock c = clock.check(now);
    return c.flagged().isPresent() ? onTime(c.flagged().get(), c) : this;
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
    boolean nowDead = !dead.containsAll(chain);
    if (nowDead) {
      Color c = position.stoneAt(point).orElseThrow();
      if (Scorer.passAlive(position, c).stones().contains(point)) {
        throw new IllegalArgumentException("the chain at " + point.toText(position.size()) + " is pass-alive");
      }
    }
    return marked(point, chain, nowDead);
  }

  /** The chain marked as the players said, without checks: for {@link #toggle} and records. */
  Game marked(Point point, Set<Point> chain, boolean nowDead) {
    Set<Point> marking = new LinkedHashSet<>(dead);
    if (nowDead) {
      marking.addAll(chain);
    } else {
      marking.removeAll(chain);
    }
    return new Game(position, Phase.STONE_REMOVAL, marking, undecided, EnumSet.noneOf(Color.class), null, clock,
        null, this, new Event.Toggled(point, nowDead));
  }

  /**
   * A player accepts the marking. When both have accepted the same marking the game is counted with it and finished.
   *
   * @param player the player
   * @return the game
   * @throws IllegalStateException if the game is not in the stone removal
   */
  public Game accept(Color player) {
    return accepted(player, null);
  }

  /** An acceptance; the second finishes with the count, or with {@code recorded} when a record gives it. */
  Game accepted(Color player, @Nullable GameResult recorded) {
    require(Phase.STONE_REMOVAL);
    Set<Color> now = EnumSet.of(Objects.requireNonNull(player, "player"));
    now.addAll(accepted);
    boolean both = now.size() == 2;
    GameResult r = !both ? null : recorded != null ? recorded : score().result();
    return new Game(position, both ? Phase.FINISHED : Phase.STONE_REMOVAL, new LinkedHashSet<>(dead), undecided,
        now, r, clock, null, this, new Event.Accepted(player));
  }

  /**
   * A player disagrees and asks to resume play, in a game without a clock: the passes are forgotten, and the player
   * the venue's {@link Resumption} names moves first.
   *
   * @param requester the player who asked
   * @return the game, in play
   * @throws IllegalStateException if the game is not in the stone removal, or has a clock (then use
   *     {@link #resume(Color, Instant)})
   */
  public Game resume(Color requester) {
    if (clock != null) {
      throw new IllegalStateException("a game with a clock takes the time of the resumption");
    }
    return resumed(requester, first(requester), null);
  }

  /**
   * A player asks to resume play at a time: as {@link #resume(Color)}, and the clock of the player who moves first
   * starts.
   *
   * @param requester the player who asked
   * @param now when (ignored in a game without a clock)
   * @return the game, in play
   * @throws IllegalStateException if the game is not in the stone removal
   */
  public Game resume(Color requester, Instant now) {
    return resumed(requester, first(requester), Objects.requireNonNull(now, "now"));
  }

  private Color first(Color requester) {
    Objects.requireNonNull(requester, "requester");
    return venue.resumption() == Resumption.OPPONENT_OF_REQUESTER ? requester.opponent() : position.toMove();
  }

  /** Play resumed with {@code first} to move: for {@link #resume} and records. */
  Game resumed(Color requester, Color first, @Nullable Instant now) {
    require(Phase.STONE_REMOVAL);
    GameClock c = clock == null || now == null ? clock : clock.start(first, now); // a record's: stopped until restored
    return new Game(position.resume().withToMove(first), Phase.PLAY, Set.of(), Set.of(),
        EnumSet.noneOf(Color.class), null, c, null, this, new Event.Resumed(requester));
  }

  /**
   * A player asks to take back the move the player just made, as OGS and KGS allow; the opponent answers with
   * {@link #acceptUndo} or {@link #refuseUndo}, or refuses by moving.
   *
   * @param player the player who asks
   * @return the game with the request open
   * @throws IllegalStateException if the game is not in play, the venue takes back no move, or the last move of this
   *     game is not the player's
   */
  public Game requestUndo(Color player) {
    require(Phase.PLAY);
    Objects.requireNonNull(player, "player");
    if (!venue.undo()) {
      throw new IllegalStateException(venue.name() + " takes back no move");
    }
    boolean own = position.moveNumber() > startMoveNumber
        && position.lastMove().map(m -> m.color() == player).orElse(false);
    if (!own) {
      throw new IllegalStateException(player + " did not make the last move of this game");
    }
    return new Game(position, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, clock, player, this,
        new Event.UndoRequested(player));
  }

  /**
   * The opponent accepts the open undo request in a game without a clock: the last move is taken back and the
   * requester moves again.
   *
   * @return the game before the move, in play
   * @throws IllegalStateException if no undo request is open, or the game has a clock (then use
   *     {@link #acceptUndo(Instant)})
   */
  public Game acceptUndo() {
    if (clock != null) {
      throw new IllegalStateException("a game with a clock takes the time of the answer");
    }
    return undone(null);
  }

  /**
   * The opponent accepts the open undo request: the last move is taken back and the requester moves again. With a
   * clock, both players' time goes back to where it stood before the move (nobody is charged for the move or the
   * time since), and the requester's clock runs from now.
   *
   * @param now when (ignored in a game without a clock)
   * @return the game before the move, in play
   * @throws IllegalStateException if no undo request is open
   */
  public Game acceptUndo(Instant now) {
    return undone(Objects.requireNonNull(now, "now"));
  }

  private Game undone(@Nullable Instant now) {
    Color requester = requireUndoRequest();
    if (isPaused()) {
      throw new IllegalStateException("the game is paused: no move is taken back until it is unpaused");
    }
    Move taken = position.lastMove().orElseThrow();
    GameClock c = null;
    if (clock != null) {
      GameClock before = beforeMove().clock;
      c = GameClock.of(clock.system(), before.reading(Color.BLACK), before.reading(Color.WHITE))
          .start(requester, Objects.requireNonNull(now, "now"));
    }
    return new Game(position.previous().orElseThrow(), Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class),
        null, c, null, this, new Event.Undone(taken));
  }

  /** The game value from which the move that made this position was played. */
  private Game beforeMove() {
    Game g = this;
    while (!(g.event instanceof Event.Played && g.position == position)) {
      g = Objects.requireNonNull(g.previous, "the position's move was not played in this game");
    }
    return Objects.requireNonNull(g.previous);
  }

  /**
   * The opponent refuses the open undo request; play goes on.
   *
   * @return the game
   * @throws IllegalStateException if no undo request is open
   */
  public Game refuseUndo() {
    Color requester = requireUndoRequest();
    return new Game(position, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, clock, null, this,
        new Event.UndoRefused(requester));
  }

  /**
   * Pauses the clocks, as a server does for a player's or its own pause, a weekend or vacation in a correspondence
   * game, or a disconnected player: the player to move is charged up to {@code now} (without the end of a move: no
   * increment, no new period) and no time runs until {@link #unpause}. No move is taken while paused. A record keeps
   * the readings of the moves, not the pause nor the time the interrupted turn had taken before it: SGF has no
   * property for them, and a game restored from its record runs again from the mover's last reading.
   *
   * @param now when the clocks stop
   * @return the paused game, or the game lost on time if the player's time had run out by then
   * @throws IllegalStateException if the game is not in play, has no clock, or is paused already
   */
  public Game pause(Instant now) {
    require(Phase.PLAY);
    if (clock == null || clock.running().isEmpty()) {
      throw new IllegalStateException(clock == null ? "a game without a clock has nothing to pause"
          : "the game is paused already");
    }
    GameClock c = clock.stop(Objects.requireNonNull(now, "now"));
    if (c.flagged().isPresent()) {
      return onTime(c.flagged().get(), c);
    }
    return new Game(position, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, c, undoRequester,
        this, new Event.Paused());
  }

  /**
   * Ends a pause: the clock of the player to move runs again from {@code now}.
   *
   * @param now when the clocks run again
   * @return the game
   * @throws IllegalStateException if the game is not paused
   */
  public Game unpause(Instant now) {
    if (!isPaused()) {
      throw new IllegalStateException("the game is not paused");
    }
    GameClock c = clock.start(position.toMove(), Objects.requireNonNull(now, "now"));
    return new Game(position, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, c, undoRequester,
        this, new Event.Unpaused());
  }

  /**
   * Tells whether the clocks are paused ({@link #pause}): in play, and paused since the last {@link #unpause}. While
   * paused, no move is played and no move taken back; an undo request may still be refused or withdrawn.
   *
   * @return true if paused
   */
  public boolean isPaused() {
    if (phase != Phase.PLAY) {
      return false;
    }
    for (Game g = this; g != null; g = g.previous) {
      if (g.event instanceof Event.Paused) {
        return true;
      }
      if (!(g.event instanceof Event.UndoRequested || g.event instanceof Event.UndoRefused
          || g.event instanceof Event.UndoCancelled)) {
        return false;
      }
    }
    return false;
  }

  /**
   * The requester withdraws the open undo request before the opponent answers (OGS's {@code game/undo/cancel});
   * play goes on, the clock untouched.
   *
   * @param requester the player who asked
   * @return the game
   * @throws IllegalStateException if no undo request is open, or it is the opponent's
   */
  public Game cancelUndo(Color requester) {
    Color open = requireUndoRequest();
    if (open != Objects.requireNonNull(requester, "requester")) {
      throw new IllegalStateException(requester + " has no undo request open: " + open + " asked");
    }
    return new Game(position, Phase.PLAY, Set.of(), Set.of(), EnumSet.noneOf(Color.class), null, clock, null, this,
        new Event.UndoCancelled(requester));
  }

  /**
   * Tells whether a player may still cancel the game, as OGS allows in its first moves ({@code gameCanBeCancelled}
   * in goban's {@code GobanEngine}: fewer than 5 moves and the handicap under free placement, 6 otherwise, where
   * OGS counts the stones placed freely as moves and Tengen as the starting position): in play, fewer than 5 moves
   * made since the start under free handicap placement, 6 otherwise. OGS also refuses it in tournament and ladder
   * games, which a server knows.
   *
   * @return true if {@link #cancel} may be called
   */
  public boolean canBeCancelled() {
    int limit = venue.handicapPlacement() == Venue.HandicapPlacement.FREE ? CANCEL_MOVES : CANCEL_MOVES + 1;
    return phase == Phase.PLAY && position.moveNumber() - startMoveNumber < limit;
  }

  /** The moves after which OGS lets no player cancel a game, the handicap's aside ({@code gameCanBeCancelled}). */
  private static final int CANCEL_MOVES = 5;

  /**
   * A player cancels the game in its first moves ({@link #canBeCancelled}): it ends without a result
   * ({@link GameResult.NoWinner#VOID}, SGF {@code RE[Void]}), and the clock stops where it stands.
   *
   * @param player the player who cancels
   * @return the finished game
   * @throws IllegalStateException if the game can no longer be cancelled
   */
  public Game cancel(Color player) {
    Objects.requireNonNull(player, "player");
    if (!canBeCancelled()) {
      throw new IllegalStateException("the game is past its first moves, or not in play: it can no longer be"
          + " cancelled");
    }
    return new Game(position, Phase.FINISHED, Set.of(), Set.of(), EnumSet.noneOf(Color.class),
        GameResult.NoWinner.VOID, clock, null, this, new Event.Cancelled(player));
  }

  private Color requireUndoRequest() {
    if (undoRequester == null || phase != Phase.PLAY) {
      throw new IllegalStateException("no undo request is open");
    }
    return undoRequester;
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
   * A player ran out of time by a clock the caller keeps (a game with a {@link GameClock} finds it itself in
   * {@link #play(Move, Instant)} and {@link #checkTime}); the opponent wins ({@code B+T}, {@code W+T}).
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
   * Ends the game with a result the players or the server decided: an agreed draw ({@link GameResult.NoWinner#DRAW}),
   * no result. The clock keeps its last reading.
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
        result, clock, null, this, new Event.Ended(result));
  }

  /** This game with another clock, as a record's reader restores it; the same transition. */
  Game withClock(GameClock c) {
    return new Game(position, phase, dead, undecided, accepted, result, venue, c, readingUnknown, undoRequester,
        startMoveNumber, previous, event);
  }

  /** This move of a record with the clock as it stood, the record giving no reading for it; the same transition. */
  Game withoutReading() {
    return new Game(position, phase, dead, undecided, accepted, result, venue, clock, true, undoRequester,
        startMoveNumber, previous, event);
  }

  /** Whether a record gave no reading of the mover's time after this move ({@link #withoutReading}). */
  boolean readingUnknown() {
    return readingUnknown;
  }

  /**
   * Writes the game as an SGF record a server can keep and {@linkplain #fromRecord read back}: the starting position
   * ({@code HA}, {@code AB}, {@code AW}), the rules ({@code RU} as the venue names them, {@link Venue#sgfRules};
   * {@code KM}), the moves of the line as it stands (moves taken back are not in it; a resumption is a node with
   * {@code PL}, the player who moves first), with a clock its system ({@code TM}, {@code OT} as OGS writes it, and
   * the cap of Fischer time in Tengen's {@code FC}) and each mover's time after the move ({@code BL}/{@code WL},
   * {@code OB}/{@code OW} in overtime, as KGS writes them); in the stone removal and after a count, the marking on
   * the last node (the territory as {@code TB}/{@code TW} with the opponent's dead stones in it, as KGS writes it,
   * and the dead stones as {@code DD}, empty when there are none); and the result ({@code RE}). The toggles,
   * acceptances and undo requests are not kept: SGF has no property for them; nor is the venue, which
   * {@link #fromRecord(GameRecord, Venue)} takes.
   *
   * <pre>{@code
   * String sgf = game.toRecord("my-server:2.1").toSgf();
   * GameRecord record = GameRecord.strict(SgfReader.strict().read(sgf).games().get(0));
   * Game again = Game.fromRecord(record, game.venue(), Instant.now());   // the clock runs again
   * }</pre>
   *
   * @param application the {@code AP} value ("name:version") or the empty string
   * @return the record, the cursor at the end of the line
   */
  public GameRecord toRecord(String application) {
    return GameSgf.write(this, application);
  }

  /**
   * Reads a game from its record, without a clock: the main line's moves are played from the root's position, with
   * the setup of any node before the first move (Fox puts its handicap stones there; with {@code HA} they are the
   * handicap), and the first mover to move; Black's moves before White's first, when there are two or more, are a
   * handicap placed where Black put them (KGS writes free handicap so: {@code ;B[pd];B[dp];W[pp]}). Play resumes
   * where a move follows the stone removal. If the record ends in the stone removal, the marking is the
   * last node's {@code DD}, else the stones inside the opponent's {@code TB}/{@code TW} (KGS's records), else the
   * estimator's proposal; a result ({@code RE}) finishes the game: a count or draw as both players' acceptance of the
   * marking (the result stays the record's, even where {@link #score()} counts otherwise), any other result as
   * {@link #end}. An unknown result ({@code ?}) leaves the game open.
   *
   * @param record the record (any cursor position: the main line is read)
   * @param venue the venue the game is played at
   * @return the game
   * @throws io.github.tengen.go.IllegalMoveException if a move of the main line is illegal under the record's rules
   * @throws IllegalArgumentException if the root node holds a move, a node after the first move sets stones up
   *     ({@code AB}, {@code AW}, {@code AE}), the record gives a handicap ({@code HA}) without its stones and White
   *     moves first, a move follows the end of the game, or the last node's marking ({@code DD}, {@code TB},
   *     {@code TW}) is not a list of points on the board
   */
  public static Game fromRecord(GameRecord record, Venue venue) {
    return GameSgf.read(Objects.requireNonNull(record, "record"), Objects.requireNonNull(venue, "venue"), null);
  }

  /**
   * Reads a game from its record as {@link #fromRecord(GameRecord, Venue)}, with its clock restored: the system
   * from {@code TM} and {@code OT} (or Fox's byo-yomi, {@code TC} periods of {@code TT} seconds), each player's time
   * from the last {@code BL}/{@code OB} and {@code WL}/{@code OW} (full time where the record has none; a value that
   * is not a number of seconds, such as {@code 0:07:42}, is skipped); in play, the clock of the player to move runs
   * from {@code now}. Every move keeps the readings as they stood after it, so a move of the record can be taken
   * back, and {@link #toRecord} writes the clock and the readings the record gave again: a game survives any number
   * of saves and restores. A record without {@code TM}, with a {@code TM} that is not a time, or with an {@code OT} in
   * free text, gives a game without a clock.
   *
   * @param record the record
   * @param venue the venue the game is played at
   * @param now when the game continues
   * @return the game
   * @throws io.github.tengen.go.IllegalMoveException if a move of the main line is illegal under the record's rules
   * @throws IllegalArgumentException as {@link #fromRecord(GameRecord, Venue)}
   */
  public static Game fromRecord(GameRecord record, Venue venue, Instant now) {
    return GameSgf.read(Objects.requireNonNull(record, "record"), Objects.requireNonNull(venue, "venue"),
        Objects.requireNonNull(now, "now"));
  }

  /**
   * Returns the game's clock.
   *
   * @return the clock, or empty for a game without one
   */
  public Optional<GameClock> clock() {
    return Optional.ofNullable(clock);
  }

  /**
   * Returns the player whose undo request is open.
   *
   * @return the player, or empty
   */
  public Optional<Color> undoRequest() {
    return Optional.ofNullable(undoRequester);
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
    return venue.resumption();
  }

  /**
   * Returns the venue the game is played at.
   *
   * @return the venue
   */
  public Venue venue() {
    return venue;
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
