package io.github.tengen.go.game;

import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import java.util.ArrayDeque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * goban's check before a chain is marked dead in the stone removal ({@code toggleSingleGroupRemoval} in its
 * {@code BoardState.ts}): a chain next to two or more regions of its own territory, or to five or more points of it,
 * is almost certainly alive, and only a forced removal marks it.
 */
final class Removal {
  private Removal() {}

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
