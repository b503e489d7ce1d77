package io.github.tengen.go.game;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Setup;
import java.time.Instant;
import java.util.Objects;
import org.jspecify.annotations.Nullable;

/**
 * Free handicap placement: Black places the stones one at a time on an empty board, and when the last is down play
 * starts with White to move, from the position the venue's {@link Venue#startingPosition} would give. The
 * transitions behind {@link Game#startPlacement} and {@link Game#place}, and a record's placement.
 */
final class Placement {
  private Placement() {}

  /** A free handicap to place on an empty board under its rules, at any venue: a record's (KGS writes one so). */
  static Game start(Position empty, int handicap, Venue venue) {
    BoardSize size = empty.size();
    if (handicap < 2 || handicap >= size.width() * size.height()) {
      throw new IllegalArgumentException("a handicap of " + handicap + " stones on " + size);
    }
    GameNext n = new GameNext(empty, Game.Phase.HANDICAP_PLACEMENT, venue, 0, null, new GameEvent.Started());
    n.stonesToPlace = handicap;
    return n.build();
  }

  /** A handicap stone placed: for {@link Game#place} and records, whose stones come without a time. */
  static Game place(Game g, Point point, @Nullable Instant now) {
    g.require(Game.Phase.HANDICAP_PLACEMENT);
    if (g.isPaused()) {
      throw new IllegalStateException("the game is paused: no stone is placed until it is unpaused");
    }
    Position position = g.position;
    if (!position.size().contains(Objects.requireNonNull(point, "point")) || position.stoneAt(point).isPresent()) {
      throw new IllegalArgumentException(point.toText(position.size()) + " is not a free point of the board");
    }
    GameNext n = g.next(new GameEvent.Placed(point));
    n.stonesToPlace = g.stonesToPlace - 1;
    if (n.stonesToPlace > 0) {
      n.position = Setup.of(position).put(point, Color.BLACK).build(position.ruleSet());
      if (g.clock != null && now != null) {
        GameClock c = g.clock.check(now);
        if (c.flagged().isPresent()) {
          return g.onTime(Color.BLACK, c);
        }
      }
      return n.build();
    }
    GameClock c = g.clock == null || now == null ? g.clock : g.clock.moveMade(now);
    if (c != null && c.flagged().isPresent()) {
      return g.onTime(Color.BLACK, c);
    }
    Setup all = Setup.of(position).put(point, Color.BLACK); // as the venue's startingPosition places them
    Position start = all.handicap(position.stoneCount(Color.BLACK) + 1).toMove(Color.WHITE).build(position.ruleSet());
    n.play(start).clock(c).startMoveNumber = start.moveNumber();
    return n.build();
  }
}
