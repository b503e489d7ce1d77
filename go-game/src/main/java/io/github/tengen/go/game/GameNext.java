package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import java.util.EnumSet;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The fields of the {@link Game} value a transition is making: every field as the game before has it, but what the
 * transition sets. A new field is one here and one in {@link Game}.
 */
final class GameNext {
  Position position;
  Game.Phase phase;
  Set<Point> dead;
  Set<Point> undecided;
  Set<Color> accepted;
  @Nullable GameResult result;
  final Venue venue;
  @Nullable GameClock clock;
  boolean readingUnknown;
  Pending pending;
  int stonesToPlace;
  int startMoveNumber;
  final @Nullable Game previous;
  final GameEvent event;

  GameNext(Game g, @Nullable Game previous, GameEvent event, boolean readingUnknown) {
    this(g.position(), g.phase(), g.venue(), g.startMoveNumber(), previous, event);
    dead = g.deadStones();
    undecided = g.undecidedStones();
    accepted = g.accepted();
    result = g.result().orElse(null);
    clock = g.clock().orElse(null);
    this.readingUnknown = readingUnknown;
    pending = g.pending();
    stonesToPlace = g.stonesToPlace();
  }

  /** A game's first value. */
  GameNext(Position position, Game.Phase phase, Venue venue, int startMoveNumber, @Nullable Game previous, GameEvent event) {
    this.position = position;
    this.phase = phase;
    this.venue = venue;
    this.startMoveNumber = startMoveNumber;
    this.previous = previous;
    this.event = event;
    dead = Set.of();
    undecided = Set.of();
    accepted = EnumSet.noneOf(Color.class);
    pending = Pending.NONE;
  }

  /** In play at a position: no marking, no acceptance, no result, no request or offer open. */
  GameNext play(Position p) {
    position = p;
    phase = Game.Phase.PLAY;
    dead = Set.of();
    undecided = Set.of();
    accepted = EnumSet.noneOf(Color.class);
    result = null;
    pending = pending.withUndo(null).withDraw(null);
    return this;
  }

  /** Finished with a result: nothing open any more; the marking stays as it was. */
  GameNext finished(GameResult r) {
    phase = Game.Phase.FINISHED;
    result = r;
    stonesToPlace = 0;
    accepted = EnumSet.noneOf(Color.class);
    pending = Pending.NONE;
    return this;
  }

  GameNext clock(@Nullable GameClock c) {
    clock = c;
    return this;
  }

  GameNext pending(Pending p) {
    pending = p;
    return this;
  }

  Game build() {
    return new Game(this);
  }
}
