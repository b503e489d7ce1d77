package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Handicap;
import io.github.tengen.go.Move;
import io.github.tengen.go.MoveResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.game.PlayerTime;
import io.github.tengen.go.game.TimeSystem;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The authoritative game of a GTP engine: board size, rules and komi (which persist across {@code boardsize} and
 * {@code clear_board}), the start of the game (after handicap or setup, not undoable) and the moves since, and the
 * clocks.
 */
final class GtpGame {
  /** The most time a reading holds (go-game's limit). */
  private static final double MAX_SECONDS = 1e12;
  private BoardSize size = BoardSize.square(19);
  private RuleSet rules;
  /** The positions of the game: [0] the start, then one after each move; undo drops the last. */
  private final List<Position> line = new ArrayList<>();
  private TimeSystem timeSystem = new TimeSystem.None();
  private final TimeBudget[] clocks = {TimeBudget.start(timeSystem), TimeBudget.start(timeSystem)};

  GtpGame(RuleSet rules) {
    this.rules = rules;
    clear();
  }

  BoardSize size() {
    return size;
  }

  RuleSet rules() {
    return rules;
  }

  Position current() {
    return line.get(line.size() - 1);
  }

  /** The positions from the start to now. */
  List<Position> line() {
    return List.copyOf(line);
  }

  int movesSinceStart() {
    return line.size() - 1;
  }

  /** An empty board of the current size and rules; the clocks start again. */
  void clear() {
    line.clear();
    line.add(Position.empty(size, rules));
    for (int c = 0; c < 2; c++) {
      clocks[c] = TimeBudget.start(timeSystem);
    }
  }

  void resize(BoardSize newSize) {
    size = newSize;
    clear();
  }

  /**
   * New rules (komi included) for the game so far: the moves are played again under them, and the rules change only
   * if all of them stay legal.
   */
  boolean setRules(RuleSet newRules) {
    List<Position> replayed = new ArrayList<>();
    Position first = rebase(line.get(0), newRules);
    replayed.add(first);
    for (int i = 1; i < line.size(); i++) {
      Position next = line.get(i);
      Move m = next.lastMove().orElse(null);
      Position from = replayed.get(replayed.size() - 1);
      if (m == null) {
        return false;
      }
      MoveResult r = from.readyFor(m.color()).tryPlay(m);
      if (!r.isLegal()) {
        return false;
      }
      replayed.add(r.position());
    }
    rules = newRules;
    line.clear();
    line.addAll(replayed);
    return true;
  }

  /** The same start under other rules. */
  private static Position rebase(Position start, RuleSet rules) {
    return io.github.tengen.go.Setup.of(start).build(rules);
  }

  /** Plays a move of either colour; false (nothing changed) if the rules forbid it. */
  MoveResult play(Move move) {
    MoveResult r = toPlay(move.color()).tryPlay(move);
    if (r.isLegal()) {
      line.add(r.position());
    }
    return r;
  }

  /**
   * Adds the position that a legal move gave from {@link #toPlay} on the current position, as {@link #play} would
   * (for a caller that has tried the move there already).
   */
  void add(Position next) {
    line.add(next);
  }

  /** The position in which {@code color} is to move next (the game resumed if it had ended). */
  Position toPlay(Color color) {
    return current().readyFor(color); // GTP has no end of game: the controller decides
  }

  boolean undo() {
    if (line.size() <= 1) {
      return false;
    }
    line.remove(line.size() - 1);
    return true;
  }

  boolean isEmptyBoard() {
    Position p = current();
    return p.stoneCount(Color.BLACK) + p.stoneCount(Color.WHITE) == 0 && line.size() == 1;
  }

  /** A new start: handicap or setup stones, which are not undoable. */
  void restart(Position start) {
    line.clear();
    line.add(start);
  }

  /** Replaces the whole line (loadsgf). */
  void load(List<Position> positions) {
    line.clear();
    line.addAll(positions);
    size = positions.get(0).size();
    rules = positions.get(0).ruleSet();
  }

  void setTimeSystem(TimeSystem system) {
    timeSystem = system;
    for (int c = 0; c < 2; c++) {
      clocks[c] = TimeBudget.start(system);
    }
  }

  /**
   * The controller's {@code time_left}, which follows KGS's convention as SGF's {@code BL}/{@code OB} do; a reading
   * the system cannot give (more time than a period, more periods than it has) counts as main time, whole
   * milliseconds, at most 10<sup>12</sup> s.
   */
  void timeLeft(Color color, double seconds, int stones) {
    double s = Math.min(Math.max(0, seconds), MAX_SECONDS);
    PlayerTime t;
    try {
      t = PlayerTime.fromSgf(timeSystem, s, stones > 0 ? OptionalInt.of(stones) : OptionalInt.empty());
    } catch (IllegalArgumentException e) {
      t = new PlayerTime(Duration.ofMillis(Math.round(s * 1000)), 0, 0, false);
    }
    clocks[color.ordinal()] = new TimeBudget(timeSystem, t);
  }

  TimeBudget clock(Color color) {
    return clocks[color.ordinal()];
  }

  /**
   * Free handicap points where the player has no better idea: the fixed layout when the board has one for that
   * many stones, then the star-point-like points of a grid, then any points, row by row.
   */
  static List<Point> defaultFreeHandicap(BoardSize size, int stones) {
    if (stones <= Handicap.maxFixed(size) && stones >= 2) {
      return Handicap.fixedPoints(size, stones);
    }
    Set<Point> out = new LinkedHashSet<>();
    int maxFixed = Handicap.maxFixed(size);
    if (maxFixed >= 2) {
      out.addAll(Handicap.fixedPoints(size, maxFixed));
    }
    int w = size.width();
    int h = size.height();
    for (int step = Math.max(2, Math.min(w, h) / 4); step >= 1 && out.size() < stones; step--) {
      for (int y = step / 2; y < h && out.size() < stones; y += step) {
        for (int x = step / 2; x < w && out.size() < stones; x += step) {
          out.add(Point.of(x, y));
        }
      }
    }
    return List.copyOf(out).subList(0, Math.min(stones, out.size()));
  }
}
