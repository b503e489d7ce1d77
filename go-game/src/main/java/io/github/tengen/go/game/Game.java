package io.github.tengen.go.game;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.Setup;
import io.github.tengen.go.sgf.GameRecord;
import java.time.Instant;
import java.util.Collection;
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
 * Game game = Game.start(Position.empty(BoardSize.square(9), RuleSet.JAPANESE),
 *     Venue.Resumption.OPPONENT_OF_REQUESTER);
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
 * {@link Venue.Resumption}.
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
    /** Black places the handicap stones where Black chooses, one at a time (free placement, {@link #place}). */
    HANDICAP_PLACEMENT,
    /** The players move. */
    PLAY,
    /** After two passes: the players mark the dead chains and accept the marking, or resume play. */
    STONE_REMOVAL,
    /** The game has a result. */
    FINISHED
  }

  final Position position;
  final Phase phase;
  final Set<Point> dead;
  final Set<Point> undecided;
  final Set<Color> accepted;
  final @Nullable GameResult result;
  final Venue venue;
  final @Nullable GameClock clock;
  /** Whether the clock holds the mover's time after this move as a record gave it, or none was given. */
  private final boolean readingUnknown;
  final Pending pending;
  /** The handicap stones still to place in {@link Phase#HANDICAP_PLACEMENT}; else 0. */
  final int stonesToPlace;
  final int startMoveNumber;
  final @Nullable Game previous;
  final GameEvent event;

  Game(GameNext n) {
    this.position = n.position;
    this.phase = n.phase;
    this.dead = Collections.unmodifiableSet(new LinkedHashSet<>(n.dead));
    this.undecided = Collections.unmodifiableSet(new LinkedHashSet<>(n.undecided));
    Set<Color> a = EnumSet.noneOf(Color.class);
    a.addAll(n.accepted);
    this.accepted = Collections.unmodifiableSet(a);
    this.result = n.result;
    this.venue = n.venue;
    this.clock = n.clock;
    this.readingUnknown = n.readingUnknown;
    this.pending = n.pending;
    this.stonesToPlace = n.stonesToPlace;
    this.startMoveNumber = n.startMoveNumber;
    this.previous = n.previous;
    this.event = n.event;
  }

  /** The value a transition makes from this one: every field as it stands, but what the transition sets. */
  GameNext next(GameEvent e) {
    return new GameNext(this, this, e, false);
  }

  /** This value again with a field changed, as a record's reader restores it: the same transition. */
  GameNext same() {
    return new GameNext(this, previous, event, readingUnknown);
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
  public static Game start(Position start, Venue.Resumption resumption) {
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
    return new GameNext(start, Phase.PLAY, venue, start.moveNumber(), null, new GameEvent.Started()).build();
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
  public static Game start(Position start, Venue.Resumption resumption, GameClock clock, Instant now) {
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
   * Starts a game with a free handicap ({@link Venue.HandicapPlacement#FREE}), without a clock: Black places the
   * stones one at a time ({@link #place}) on an empty board, and when the last is placed White moves, from the venue's
   * {@link Venue#startingPosition(BoardSize, Collection)}.
   *
   * <pre>{@code
   * Game g = Game.startPlacement(BoardSize.square(19), 2, venue);   // a venue with free placement
   * g = g.place(Point.parseGtp("Q16", size)).place(Point.parseGtp("D4", size));   // PLAY, White to move
   * }</pre>
   *
   * @param size the board
   * @param handicap the stones to place, 2 or more
   * @param venue the venue, whose handicap placement is free
   * @return the game, placing its handicap
   * @throws IllegalArgumentException if the venue places its stones on fixed points, or the handicap is below 2 or
   *     leaves no point free
   */
  public static Game startPlacement(BoardSize size, int handicap, Venue venue) {
    Objects.requireNonNull(size, "size");
    if (Objects.requireNonNull(venue, "venue").handicapPlacement() != Venue.HandicapPlacement.FREE) {
      throw new IllegalArgumentException(venue.name() + " places handicap stones on fixed points");
    }
    return Placement.start(Setup.empty(size).toMove(Color.BLACK).build(venue.rulesFor(handicap)), handicap, venue);
  }

  /**
   * Starts a game with a free handicap and a clock, which runs for Black while Black places the stones; the
   * placement is charged to Black as one move.
   *
   * @param size the board
   * @param handicap the stones to place, 2 or more
   * @param venue the venue, whose handicap placement is free
   * @param clock the clock, stopped
   * @param now the start
   * @return the game, placing its handicap
   * @throws IllegalArgumentException as {@link #startPlacement(BoardSize, int, Venue)}
   * @throws IllegalStateException if the clock runs or a player lost on time
   */
  public static Game startPlacement(BoardSize size, int handicap, Venue venue, GameClock clock, Instant now) {
    Game g = startPlacement(size, handicap, venue);
    return g.withClock(clock.start(Color.BLACK, now));
  }

  /**
   * Black places a handicap stone, in a game without a clock; after the last, play starts with White to move.
   *
   * @param point where
   * @return the game
   * @throws IllegalStateException if the game is not placing its handicap, or has a clock
   * @throws IllegalArgumentException if the point is off the board or holds a stone
   */
  public Game place(Point point) {
    if (clock != null) {
      throw new IllegalStateException("a game with a clock takes the time of each stone");
    }
    return Placement.place(this, point, null);
  }

  /**
   * Black places a handicap stone at a time; after the last, Black's clock is charged for the placement as for a move
   * and White's runs. If Black's time had run out, the game ends on time instead.
   *
   * @param point where
   * @param now when
   * @return the game
   * @throws IllegalStateException if the game is not placing its handicap, or is paused
   * @throws IllegalArgumentException if the point is off the board or holds a stone
   */
  public Game place(Point point, Instant now) {
    return Placement.place(this, point, Objects.requireNonNull(now, "now"));
  }

  /**
   * Returns the handicap stones Black has still to place.
   *
   * @return the count, 0 outside {@link Phase#HANDICAP_PLACEMENT}
   */
  public int stonesToPlace() {
    return stonesToPlace;
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

  private Game played(Move move, @Nullable Instant now, boolean propose) {
    require(Phase.PLAY);
    if (isPaused()) {
      throw new IllegalStateException("the game is paused: no move is played until it is unpaused");
    }
    Position next = position.play(move);
    GameEvent played = new GameEvent.Played(move);
    GameClock c = clock == null || now == null ? clock : clock.moveMade(now); // a record's move: its reading follows
    if (c != null && c.flagged().isPresent()) {
      return onTime(move.color(), c);
    }
    GameNext n = next(played).play(next).clock(c).pending(pending.afterMove());
    if (next.endedWithoutResult()) {
      return n.clock(stop(c, now)).finished(GameResult.NoWinner.VOID).build();
    }
    if (!next.isGameOver()) {
      return n.build();
    }
    if (venue.ending() == Venue.Ending.AS_IT_STANDS
        || venue.passesAfterResumptionEndAllAlive() && Removal.onlyPassesSinceResumption(this)) {
      return n.clock(stop(c, now)).finished(Scorer.score(next, Set.of()).result()).build();
    }
    n.phase = Phase.STONE_REMOVAL;
    Game stopped = n.clock(stop(c, now)).build();
    return propose ? Removal.proposed(stopped) : stopped;
  }

  private static @Nullable GameClock stop(@Nullable GameClock c, @Nullable Instant now) {
    return c == null || now == null ? c : c.stop(now);
  }

  Game onTime(Color loser, GameClock flagged) {
    GameResult r = new GameResult.Win(loser.opponent(), GameResult.Win.Reason.TIME);
    return next(new GameEvent.Ended(r)).clock(flagged).finished(r).build();
  }

  /**
   * Looks at the clock and the deadline, as a server's timer does at {@link GameClock#flagFall()} and at the
   * deadline's instant: if the player to move has run out of time, the game ends on time; if the deadline has passed
   * ({@link #withDeadline}), what it says happens: the game is cancelled ({@code RE[Void]}), the marking accepted and
   * counted, or the disconnected player forfeits. Whichever came first counts.
   *
   * @param now the time
   * @return the game after what passed, or this game
   */
  public Game checkTime(Instant now) {
    Objects.requireNonNull(now, "now");
    Deadline d = pending.deadline();
    boolean deadlinePassed = d != null && !now.isBefore(d.at());
    if (clock != null && (phase == Phase.PLAY || phase == Phase.HANDICAP_PLACEMENT)) {
      GameClock c = clock.check(now);
      if (c.flagged().isPresent() && (!deadlinePassed || clock.flagFall().orElseThrow().isBefore(d.at()))) {
        return onTime(c.flagged().get(), c);
      }
    }
    return deadlinePassed ? d.passed(this) : this;
  }

  /**
   * Sets a deadline beside the clocks, as a server arms a timer: the first move's (in play, before the game's first
   * move: met by it), the stone removal's (in the stone removal: ended by resuming or finishing), a disconnected
   * player's return (in play or the stone removal: the server clears it when the player is back). One deadline at a
   * time: a new one replaces the last. {@link #checkTime} applies it. The record keeps what a deadline's passing did
   * (the result), not the deadline.
   *
   * @param deadline the deadline
   * @return the game with the deadline
   * @throws IllegalStateException if the deadline does not fit the phase, or the first move has been played
   */
  public Game withDeadline(Deadline deadline) {
    Objects.requireNonNull(deadline, "deadline");
    if (!deadline.fits(phase)) {
      throw new IllegalStateException(deadline.kind() + " does not fit the " + phase);
    }
    if (deadline.kind() == Deadline.Kind.FIRST_MOVE && position.moveNumber() > startMoveNumber) {
      throw new IllegalStateException("the game's first move has been played");
    }
    return next(new GameEvent.DeadlineSet(Optional.of(deadline))).pending(pending.withDeadline(deadline)).build();
  }

  /**
   * Clears the deadline, as a server does when a disconnected player is back.
   *
   * @return the game without a deadline
   * @throws IllegalStateException if there is none
   */
  public Game withoutDeadline() {
    if (pending.deadline() == null) {
      throw new IllegalStateException("no deadline is set");
    }
    return next(new GameEvent.DeadlineSet(Optional.empty())).pending(pending.withDeadline(null)).build();
  }

  /**
   * Returns the deadline set beside the clocks.
   *
   * @return the deadline, or empty
   */
  public Optional<Deadline> deadline() {
    return Optional.ofNullable(pending.deadline());
  }

  /**
   * Marks the chain at a point dead if it is marked alive, else alive; every acceptance is withdrawn. A chain that
   * looks alive is not marked dead, as goban refuses it ({@code toggleSingleGroupRemoval} in its
   * {@code BoardState.ts}): one next to two or more regions of its own territory, or to five or more points of it
   * (goban also leaves false eyes out of its territory; Tengen's count does not tell them). {@link #toggle(Point,
   * boolean)} forces it.
   *
   * @param point a stone of the chain
   * @return the game with the new marking
   * @throws IllegalStateException if the game is not in the stone removal
   * @throws IllegalArgumentException if the point holds no stone, or the chain is pass-alive or looks alive
   */
  public Game toggle(Point point) {
    return toggle(point, false);
  }

  /**
   * Marks the chain at a point dead or alive as {@link #toggle(Point)}, and with {@code force} a chain that looks
   * alive too: an explicit override, as OGS's forced removal ({@code force_removal}). A pass-alive chain is never
   * dead: no sequence of play could take it off, and the count would not have it so.
   *
   * @param point a stone of the chain
   * @param force whether a chain that looks alive may be marked dead
   * @return the game with the new marking
   * @throws IllegalStateException if the game is not in the stone removal
   * @throws IllegalArgumentException if the point holds no stone, or the chain is pass-alive, or looks alive and is
   *     not forced
   */
  public Game toggle(Point point, boolean force) {
    require(Phase.STONE_REMOVAL);
    return Removal.toggle(this, point, force);
  }

  /**
   * A player accepts the marking. When both have accepted the same marking the game is counted with it and finished.
   *
   * @param player the player
   * @return the game
   * @throws IllegalStateException if the game is not in the stone removal
   */
  public Game accept(Color player) {
    return Removal.accepted(this, player, null);
  }

  /**
   * A player disagrees and asks to resume play, in a game without a clock: the passes are forgotten, and the player
   * the venue's {@link Venue.Resumption} names moves first.
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
    Color first = venue.resumption().first(Objects.requireNonNull(requester, "requester"), position.toMove());
    return Removal.resumed(this, requester, first, null);
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
    Color first = venue.resumption().first(Objects.requireNonNull(requester, "requester"), position.toMove());
    return Removal.resumed(this, requester, first, Objects.requireNonNull(now, "now"));
  }

  /**
   * A player asks to take back the move the player just made, as OGS and KGS allow; the opponent answers with
   * {@link #acceptUndo} or {@link #refuseUndo}, or refuses by moving. In the stone removal the move is the pass that
   * ended play, and taking it back returns the game to play: KGS settles a dispute about the dead stones so (its
   * help: "undo" in the scoring phase brings the game back to play).
   *
   * @param player the player who asks
   * @return the game with the request open
   * @throws IllegalStateException if the game is finished or placing its handicap, the venue takes back no move, or
   *     the last move of this game is not the player's
   */
  public Game requestUndo(Color player) {
    return Undo.request(this, player);
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
    return Undo.accepted(this, null);
  }

  /**
   * The opponent accepts the open undo request: the last move is taken back and the requester moves again, in play
   * (in the stone removal the marking is dropped). With a clock, both players' time goes back to where it stood
   * before the move (nobody is charged for the move or the time since), and the requester's clock runs from now.
   *
   * @param now when (ignored in a game without a clock)
   * @return the game before the move, in play
   * @throws IllegalStateException if no undo request is open
   */
  public Game acceptUndo(Instant now) {
    return Undo.accepted(this, Objects.requireNonNull(now, "now"));
  }

  /**
   * The opponent refuses the open undo request; play goes on.
   *
   * @return the game
   * @throws IllegalStateException if no undo request is open
   */
  public Game refuseUndo() {
    Color requester = Undo.requester(this);
    return next(new GameEvent.UndoRefused(requester)).pending(pending.withUndo(null)).build();
  }

  /**
   * Pauses the clocks for the server ({@link Pause.Reason#SERVER}): {@link #pause(Pause, Instant)}.
   *
   * @param now when the clocks stop
   * @return the paused game, or the game lost on time if the player's time had run out by then
   * @throws IllegalStateException as {@link #pause(Pause, Instant)}
   */
  public Game pause(Instant now) {
    return pause(Pause.of(Pause.Reason.SERVER), now);
  }

  /**
   * Pauses the clocks for a reason, as a server does for a player's or its own pause, a weekend or vacation in a
   * correspondence game, or a disconnected player; pauses for other reasons may already hold (OGS's pause state holds
   * several). The first pause charges the player to move up to {@code now} (without the end of a move: no increment,
   * no new period), and no time runs until the last one ends ({@link #unpause(Pause, Instant)}). No move is taken
   * while paused. A record keeps the readings of the moves, not the pauses nor the time the interrupted turn had
   * taken before them: SGF has no property for them, and a game restored from its record runs again from the mover's
   * last reading.
   *
   * @param pause why
   * @param now when
   * @return the paused game, or the game lost on time if the player's time had run out by then
   * @throws IllegalStateException if the game is not in play or placing its handicap, has no clock, or this pause
   *     holds already
   */
  public Game pause(Pause pause, Instant now) {
    Objects.requireNonNull(pause, "pause");
    Objects.requireNonNull(now, "now");
    if (phase != Phase.PLAY && phase != Phase.HANDICAP_PLACEMENT || clock == null) {
      throw new IllegalStateException(clock == null ? "a game without a clock has nothing to pause"
          : "the game is in " + phase + ": its clocks do not run");
    }
    Pending p = pending.paused(pause);
    GameClock c = clock;
    if (pending.pauses().isEmpty()) {
      c = clock.stop(now);
      if (c.flagged().isPresent()) {
        return onTime(c.flagged().get(), c);
      }
    }
    return next(new GameEvent.Paused(pause)).clock(c).pending(p).build();
  }

  /**
   * Ends the server's pause ({@link #pause(Instant)}): {@link #unpause(Pause, Instant)}.
   *
   * @param now when
   * @return the game
   * @throws IllegalStateException if the server's pause does not hold
   */
  public Game unpause(Instant now) {
    return unpause(Pause.of(Pause.Reason.SERVER), now);
  }

  /**
   * Ends a pause: when it was the last, the clock of the player to move runs again from {@code now}.
   *
   * @param pause the pause that ends
   * @param now when
   * @return the game
   * @throws IllegalStateException if this pause does not hold
   */
  public Game unpause(Pause pause, Instant now) {
    Objects.requireNonNull(now, "now");
    Pending p = pending.unpaused(Objects.requireNonNull(pause, "pause"), isPaused());
    GameClock c = p.pauses().isEmpty() ? clock.start(position.toMove(), now) : clock;
    return next(new GameEvent.Unpaused(pause)).clock(c).pending(p).build();
  }

  /**
   * Tells whether the clocks are paused ({@link #pause(Pause, Instant)}): some pause holds. While paused, no move is
   * played and no move taken back; an undo request may still be refused or withdrawn.
   *
   * @return true if paused
   */
  public boolean isPaused() {
    return (phase == Phase.PLAY || phase == Phase.HANDICAP_PLACEMENT) && !pending.pauses().isEmpty();
  }

  /**
   * Returns the pauses holding the clocks.
   *
   * @return the pauses, in the order they began; empty when the clocks run
   */
  public Set<Pause> pauses() {
    return isPaused() ? pending.pauses() : Set.of();
  }

  /**
   * A player offers a draw, as servers with agreed draws allow; the opponent answers with {@link #acceptDraw} or
   * {@link #declineDraw}, and any move declines it. SGF keeps an agreed draw as {@code RE[0]}, not the offer.
   *
   * @param player the player who offers
   * @return the game with the offer open
   * @throws IllegalStateException if the game is not in play, or an offer is open
   */
  public Game offerDraw(Color player) {
    require(Phase.PLAY);
    Objects.requireNonNull(player, "player");
    return next(new GameEvent.DrawOffered(player)).pending(pending.drawOffered(player)).build();
  }

  /**
   * The opponent accepts the open draw offer: the game ends as a draw ({@link GameResult.NoWinner#DRAW},
   * {@code RE[0]}), the clock keeping its last reading.
   *
   * @param player the player who accepts, the offerer's opponent
   * @return the finished game
   * @throws IllegalStateException if no offer is open, or it is the player's own
   */
  public Game acceptDraw(Color player) {
    pending.drawAnswered(Objects.requireNonNull(player, "player"), phase == Phase.PLAY);
    return next(new GameEvent.Ended(GameResult.NoWinner.DRAW)).finished(GameResult.NoWinner.DRAW).build();
  }

  /**
   * The opponent declines the open draw offer; play goes on.
   *
   * @param player the player who declines, the offerer's opponent
   * @return the game
   * @throws IllegalStateException if no offer is open, or it is the player's own
   */
  public Game declineDraw(Color player) {
    Pending p = pending.drawAnswered(Objects.requireNonNull(player, "player"), phase == Phase.PLAY);
    return next(new GameEvent.DrawDeclined(player)).pending(p).build();
  }

  /**
   * Returns the player whose draw offer is open.
   *
   * @return the player, or empty
   */
  public Optional<Color> drawOffer() {
    return Optional.ofNullable(phase == Phase.PLAY ? pending.draw() : null);
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
    return Undo.cancelled(this, requester);
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
    return phase == Phase.HANDICAP_PLACEMENT || phase == Phase.PLAY && position.moveNumber() - startMoveNumber < limit;
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
    return next(new GameEvent.Cancelled(player)).finished(GameResult.NoWinner.VOID).build();
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
    return next(new GameEvent.Ended(result)).finished(result).build();
  }

  /** This game with another clock, as a record's reader restores it; the same transition. */
  Game withClock(GameClock c) {
    return same().clock(c).build();
  }

  /** This move of a record with the clock as it stood, the record giving no reading for it; the same transition. */
  Game withoutReading() {
    GameNext n = same();
    n.readingUnknown = true;
    return n.build();
  }

  /** What is open beside the board: requests, offers, pauses, the deadline. */
  Pending pending() {
    return pending;
  }

  /** The move number the game's own moves start from. */
  int startMoveNumber() {
    return startMoveNumber;
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
    return Optional.ofNullable(phase == Phase.FINISHED ? null : pending.undo());
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
   * Returns what must still be played before a territory count of the current marking is right: the open dame, and
   * the points a player must fill to seal an area that would otherwise be broken into ({@link Scorer#unsettled}). A
   * server shows them in the stone removal; the players fill them after resuming, as the Japanese rules of 1989 have
   * it (article 9), so the count the players accept is the count of the board. They are found, not marked by hand.
   *
   * @return the unsettled points of the marking
   */
  public Scorer.Unsettled unsettled() {
    return Scorer.unsettled(position, dead);
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
  public GameEvent event() {
    return event;
  }

  void require(Phase expected) {
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
