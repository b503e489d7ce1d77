package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The stone removal: the estimator's proposal as it starts, the players' marking of dead chains, their acceptances,
 * and the resumption of play; the transitions behind {@link Game#toggle}, {@link Game#accept} and
 * {@link Game#resume}, and a record's. Before a chain is marked dead, goban's check ({@code toggleSingleGroupRemoval}
 * in its {@code BoardState.ts}): a chain next to two or more regions of its own territory, or to five or more points
 * of it, is almost certainly alive, and only a forced removal marks it.
 */
final class Removal {
  private Removal() {}

  /** The game with the estimator's proposal as its marking, as a stone removal starts; the same transition. */
  static Game proposed(Game g) {
    g.require(Game.Phase.STONE_REMOVAL);
    Estimate proposal = DeadStoneEstimator.standard().estimate(g.position);
    Set<Point> undecidedStones = new LinkedHashSet<>();
    proposal.undecidedChains().forEach(ch -> undecidedStones.addAll(ch.stones()));
    GameNext n = g.same();
    n.dead = proposal.deadStones();
    n.undecided = undecidedStones;
    return n.build();
  }

  /** Whether play was resumed and every move since was a pass (the last game's move included). */
  static boolean onlyPassesSinceResumption(Game last) {
    for (Game g = last; g != null; g = g.previous) {
      if (g.event instanceof GameEvent.Resumed) {
        return true;
      }
      if (g.event instanceof GameEvent.Played && !((GameEvent.Played) g.event).move().isPass()) {
        return false;
      }
    }
    return false;
  }

  /** The chain at a point marked dead or alive, after the checks of {@link Game#toggle(Point, boolean)}. */
  static Game toggle(Game g, Point point, boolean force) {
    Position position = g.position;
    Set<Point> chain = position.chainAt(point);
    if (chain.isEmpty()) {
      throw new IllegalArgumentException("no stone at " + point.toText(position.size()));
    }
    boolean nowDead = !g.dead.containsAll(chain);
    if (nowDead) {
      Color c = position.stoneAt(point).orElseThrow();
      String at = "the chain at " + point.toText(position.size());
      if (Scorer.passAlive(position, c).stones().contains(point)) {
        throw new IllegalArgumentException(at + " is pass-alive");
      }
      if (!force && looksAlive(position, g.score(), chain, c)) {
        throw new IllegalArgumentException(at + " looks alive: a forced removal marks it dead");
      }
    }
    return marked(g, point, chain, nowDead);
  }

  /** The chain marked as the players said, without checks: for {@link #toggle} and records. */
  static Game marked(Game g, Point point, Set<Point> chain, boolean nowDead) {
    Set<Point> marking = new LinkedHashSet<>(g.dead);
    if (nowDead) {
      marking.addAll(chain);
    } else {
      marking.removeAll(chain);
    }
    GameNext n = g.next(new GameEvent.Toggled(point, nowDead));
    n.dead = marking;
    n.accepted = EnumSet.noneOf(Color.class);
    return n.build();
  }

  /** An acceptance; the second finishes with the count, or with {@code recorded} when a record gives it. */
  static Game accepted(Game g, Color player, @Nullable GameResult recorded) {
    g.require(Game.Phase.STONE_REMOVAL);
    Set<Color> now = EnumSet.of(Objects.requireNonNull(player, "player"));
    now.addAll(g.accepted);
    GameNext n = g.next(new GameEvent.Accepted(player));
    if (now.size() == 2) {
      n.finished(recorded != null ? recorded : g.score().result());
    }
    n.accepted = now;
    return n.build();
  }

  /** Play resumed with {@code first} to move: for {@link Game#resume} and records. */
  static Game resumed(Game g, Color requester, Color first, @Nullable Instant now) {
    g.require(Game.Phase.STONE_REMOVAL);
    // a record's clock stays stopped until it is restored
    GameClock c = g.clock == null || now == null ? g.clock : g.clock.start(first, now);
    return g.next(new GameEvent.Resumed(requester)).play(g.position.resume().withToMove(first)).clock(c)
        .pending(g.pending.afterMove()).build();
  }

  /** Regions of its own territory around a chain that mean it is almost certainly alive, by goban's measure. */
  private static final int ALIVE_REGIONS = 2;
  /** Points of its own territory next to a chain that mean it is almost certainly alive, by goban's measure. */
  private static final int ALIVE_POINTS = 5;

  /** goban's check before a removal: the empty regions next to the chain that hold its colour's territory. */
  static boolean looksAlive(Position position, Score s, Set<Point> chain, Color color) {
    Set<Point> seen = new LinkedHashSet<>();
    int regions = 0;
    int points = 0;
    for (Point stone : chain) {
      for (Point start : position.size().neighbours(stone)) {
        if (position.stoneAt(start).isPresent() || seen.contains(start)) {
          continue;
        }
        Set<Point> region = emptyRegion(position, start);
        seen.addAll(region);
        if (region.stream().anyMatch(p -> s.ownerOf(p).equals(Optional.of(color)))) {
          regions++;
          points += region.size();
        }
      }
    }
    return regions >= ALIVE_REGIONS || points >= ALIVE_POINTS;
  }

  /** The empty points connected to an empty point. */
  private static Set<Point> emptyRegion(Position position, Point start) {
    Set<Point> region = new LinkedHashSet<>(List.of(start));
    ArrayDeque<Point> todo = new ArrayDeque<>(region);
    while (!todo.isEmpty()) {
      for (Point n : position.size().neighbours(todo.poll())) {
        if (position.stoneAt(n).isEmpty() && region.add(n)) {
          todo.add(n);
        }
      }
    }
    return region;
  }
}
