package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.jspecify.annotations.Nullable;

/**
 * The end-of-game commands: {@code final_score}, {@code final_status_list} (with GNU Go's territory and dame lists)
 * and {@code estimate_score}, from the player's dead stones or, for a player that keeps the default, the standard
 * estimator's.
 */
final class ScoringCommands implements Command.Group {
  private final GtpGame game;
  private final GtpPlayer player;
  /** Whether the player keeps {@link GtpPlayer#deadStones}'s default: the standard estimator's dead stones. */
  private final boolean standardDeadStones;
  /** The last estimate made, or null: the end-of-game commands share one while the position stands. */
  private @Nullable Estimate estimate;

  ScoringCommands(GtpGame game, GtpPlayer player) {
    this.game = game;
    this.player = player;
    this.standardDeadStones = keepsDefaultDeadStones(player);
  }

  @Override
  public void addTo(Map<String, Command> table) {
    table.put("final_score", a -> finalScore());
    table.put("estimate_score", a -> estimateScore());
    table.put("final_status_list", this::finalStatusList);
  }

  /**
   * The player's dead stones; for a player that keeps {@link GtpPlayer#deadStones}'s default, the standard
   * estimate's, from the estimate the other end-of-game commands share.
   */
  Set<Point> deadStones(Position p) {
    return standardDeadStones ? estimate(p).deadStones() : player.deadStones(p);
  }

  /**
   * The standard estimate of a position, estimated once while the position stands: a controller that asks
   * {@code final_score} and then {@code final_status_list dead}, {@code seki} and {@code alive} (as GoGui's and
   * GNU Go's twogtp do) pays for one estimate, not one or two per command.
   */
  private Estimate estimate(Position p) {
    Estimate e = estimate;
    if (e == null || e.position() != p) {
      e = DeadStoneEstimator.standard().estimate(p);
      estimate = e;
    }
    return e;
  }

  /** Whether the player's class leaves {@link GtpPlayer#deadStones} to the interface's default. */
  private static boolean keepsDefaultDeadStones(GtpPlayer player) {
    try {
      return player.getClass().getMethod("deadStones", Position.class).isDefault();
    } catch (NoSuchMethodException | SecurityException e) {
      return false; // cannot tell: ask the player
    }
  }

  private String finalScore() throws GtpCommandException {
    Position p = game.current();
    return count(p, deadChains(p)).toSgf();
  }

  /** The player's dead stones, whole chains. */
  private Set<Point> deadChains(Position p) {
    Set<Point> dead = new LinkedHashSet<>();
    for (Point d : deadStones(p)) {
      if (p.stoneAt(d).isPresent()) {
        dead.addAll(p.chainAt(d));
      }
    }
    return dead;
  }

  /**
   * The count of {@code final_score} and {@code final_status_list} with these dead chains: where they are the
   * standard estimator's (as the default player's are), the estimate's count, which adds to the seki the
   * {@link Scorer} sees those the estimator's playouts show ({@link Estimate#sekiPoints()}); else
   * {@code Scorer.score}.
   */
  private Score count(Position p, Set<Point> dead) throws GtpCommandException {
    try {
      Estimate e = estimate(p);
      return e.deadStones().equals(dead) ? e.score() : Scorer.score(p, dead);
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("cannot score");
    }
  }

  /**
   * GNU Go's {@code estimate_score}, which controllers such as KDE's Kigo send for their "estimate score" button:
   * the estimator's expected result for the position as it stands, during the game as at its end
   * ({@link Estimate#expectedResult()}), as {@code B+3.5}, {@code W+12} or {@code 0}. GNU Go
   * adds bounds in brackets; this answer has none.
   */
  private String estimateScore() throws GtpCommandException {
    Position p = game.current();
    if (p.stoneCount(Color.BLACK) + p.stoneCount(Color.WHITE) == 0) {
      return count(p, Set.of()).toSgf(); // nothing on the board: komi alone, as GNU Go answers (playouts are noise)
    }
    return estimate(p).expectedResult().toSgf();
  }

  private String finalStatusList(Args a) throws GtpCommandException {
    String status = a.arity(1).get(0);
    Position p = game.current();
    Set<Point> dead = deadChains(p);
    Score score = count(p, dead);
    Set<Point> wanted = new LinkedHashSet<>();
    switch (status) {
      case "dead" -> wanted.addAll(dead);
      case "seki" -> wanted.addAll(sekiStones(p, score, dead));
      case "alive" -> {
        Set<Point> seki = sekiStones(p, score, dead);
        for (Color c : Color.values()) {
          for (Point s : p.stones(c)) {
            if (!dead.contains(s) && !seki.contains(s)) {
              wanted.add(s);
            }
          }
        }
      }
      case "black_territory", "white_territory", "dame" -> {
        // GNU Go's extension: empty points, all on one line (Kigo shows territory with them)
        return Point.toGtpList(emptyPointsOf(p, score, status.equals("dame") ? null
            : status.startsWith("black") ? Color.BLACK : Color.WHITE), game.size());
      }
      default -> throw Args.syntax();
    }
    return chainLines(p, wanted);
  }

  /** The chains of living stones next to a seki point of the count. */
  private static Set<Point> sekiStones(Position p, Score score, Set<Point> dead) {
    Set<Point> seki = new LinkedHashSet<>();
    for (Point s : score.seki()) {
      for (Point n : p.size().neighbours(s)) {
        if (p.stoneAt(n).isPresent() && !dead.contains(n)) {
          seki.addAll(p.chainAt(n));
        }
      }
    }
    return seki;
  }

  /** The empty points the count gives a colour (null: nobody's), in board order. */
  private static List<Point> emptyPointsOf(Position p, Score score, @Nullable Color owner) {
    BoardSize size = p.size();
    List<Point> points = new ArrayList<>();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point pt = Point.of(x, y);
        if (p.stoneAt(pt).isEmpty() && score.ownerOf(pt).orElse(null) == owner) {
          points.add(pt);
        }
      }
    }
    return points;
  }

  /** The stones, one chain a line, as GNU Go answers. */
  private static String chainLines(Position p, Set<Point> stones) {
    List<String> lines = new ArrayList<>();
    Set<Point> done = new LinkedHashSet<>();
    for (Point s : new TreeSet<>(stones)) {
      if (done.contains(s)) {
        continue;
      }
      PointSet chain = p.chainAt(s);
      done.addAll(chain);
      lines.add(Point.toGtpList(chain, p.size()));
    }
    return String.join("\n", lines);
  }
}
