package io.github.tengen.go;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Estimates which stones of a finished position are dead, for a UI to propose before the players agree, or to
 * score a game that ended without an agreement. Deterministic: the same position, playout count and seed always
 * give the same estimate.
 *
 * <p>How: from the position, {@link #playouts()} light playouts on a {@link Board} (each player in turn plays a
 * uniformly random legal move that does not fill one of its own single-point eyes, until both pass); each point is
 * counted for the colour that holds it at the end (a stone, or an empty point whose neighbours are all of one
 * colour). A point's ownership is the mean over the playouts, from -1 (always White's) to +1 (always Black's). Chains
 * that Benson's algorithm proves {@linkplain Scorer#passAlive(Position, Color) pass-alive} are alive, and their
 * regions belong to them; every other chain is dead when the mean ownership of its stones is on the opponent's side
 * (below zero for a black chain).
 *
 * <p>Random playouts do not know seki: two groups in seki are often judged one alive and one dead. The estimate is
 * a proposal; the players' agreement (or {@code Scorer.score(position, deadStones)} with their list) decides.
 *
 * <pre>{@code
 * DeadStoneEstimator.Estimate e = DeadStoneEstimator.standard().estimate(position);
 * Score score = e.score();                 // Scorer.score(position, e.deadStones())
 * double black = e.ownership(Point.of(3, 3));
 * }</pre>
 *
 * @since 0.1.0
 */
public final class DeadStoneEstimator {
  /** Playouts of {@link #standard()}. */
  public static final int STANDARD_PLAYOUTS = 400;
  /** Seed of {@link #standard()}. */
  public static final long STANDARD_SEED = 0x7E46E9L;

  private final int playouts;
  private final long seed;

  private DeadStoneEstimator(int playouts, long seed) {
    this.playouts = playouts;
    this.seed = seed;
  }

  /**
   * The estimator with {@link #STANDARD_PLAYOUTS} playouts and {@link #STANDARD_SEED}.
   *
   * @return the estimator
   */
  public static DeadStoneEstimator standard() {
    return new DeadStoneEstimator(STANDARD_PLAYOUTS, STANDARD_SEED);
  }

  /**
   * An estimator with another number of playouts (more is steadier and slower) and seed.
   *
   * @param playouts the number of playouts, at least 1
   * @param seed the seed of the random moves
   * @return the estimator
   * @throws IllegalArgumentException if {@code playouts} is less than 1
   */
  public static DeadStoneEstimator of(int playouts, long seed) {
    if (playouts < 1) {
      throw new IllegalArgumentException("playouts " + playouts);
    }
    return new DeadStoneEstimator(playouts, seed);
  }

  /**
   * Returns the number of playouts.
   *
   * @return the count
   */
  public int playouts() {
    return playouts;
  }

  /**
   * Returns the seed.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Estimates the dead stones of a position (normally a finished one).
   *
   * @param position the position
   * @return the estimate
   */
  public Estimate estimate(Position position) {
    Objects.requireNonNull(position, "position");
    BoardSize size = position.size();
    Board base = Board.of(position);
    Board work = base.copy();
    int limit = base.indexLimit();
    long[] own = new long[limit];
    int[] owners = new int[limit];
    int area = size.width() * size.height();
    int maxMoves = 3 * area + 16;
    long state = seed ^ 0x9E3779B97F4A7C15L;
    for (int k = 0; k < playouts; k++) {
      work.copyFrom(base);
      state = work.playout(state, maxMoves);
      work.areaOwners(owners);
      for (int y = 0; y < size.height(); y++) {
        for (int x = 0; x < size.width(); x++) {
          int o = owners[work.index(x, y)];
          own[work.index(x, y)] += o == Board.BLACK ? 1 : o == Board.WHITE ? -1 : 0;
        }
      }
    }
    double[] ownership = new double[limit];
    for (int p = 0; p < limit; p++) {
      ownership[p] = (double) own[p] / playouts;
    }
    Scorer.PassAlive blackAlive = Scorer.passAlive(position, Color.BLACK);
    Scorer.PassAlive whiteAlive = Scorer.passAlive(position, Color.WHITE);
    for (Point pt : blackAlive.stones()) {
      ownership[base.index(pt)] = 1;
    }
    for (Point pt : blackAlive.territory()) {
      ownership[base.index(pt)] = 1;
    }
    for (Point pt : whiteAlive.stones()) {
      ownership[base.index(pt)] = -1;
    }
    for (Point pt : whiteAlive.territory()) {
      ownership[base.index(pt)] = -1;
    }
    Set<Point> dead = new LinkedHashSet<>();
    Set<Point> seen = new java.util.HashSet<>();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point pt = Point.of(x, y);
        Optional<Color> c = position.stoneAt(pt);
        if (c.isEmpty() || seen.contains(pt)) {
          continue;
        }
        PointSet chain = position.chainAt(pt);
        seen.addAll(chain);
        double sum = 0;
        for (Point q : chain) {
          sum += ownership[base.index(q)];
        }
        double mean = sum / chain.size();
        boolean isDead = c.get() == Color.BLACK ? mean < 0 : mean > 0;
        if (isDead) {
          dead.addAll(chain);
        }
      }
    }
    return new Estimate(position, base, ownership, dead);
  }


  /**
   * What the estimator found: the dead stones and the ownership of every point.
   *
   * @since 0.1.0
   */
  public static final class Estimate {
    private final Position position;
    private final Board geometry;
    private final double[] ownership;
    private final Set<Point> dead;

    Estimate(Position position, Board geometry, double[] ownership, Set<Point> dead) {
      this.position = position;
      this.geometry = geometry;
      this.ownership = ownership;
      this.dead = Set.copyOf(dead);
    }

    /**
     * Returns the position estimated.
     *
     * @return the position
     */
    public Position position() {
      return position;
    }

    /**
     * Returns the stones judged dead, whole chains.
     *
     * @return the points of dead stones
     */
    public Set<Point> deadStones() {
      return dead;
    }

    /**
     * Returns a point's ownership: the mean over the playouts of +1 when Black held it at the end, -1 when White
     * did, 0 when neither; exactly +1 or -1 where Benson's algorithm decides.
     *
     * @param point a point of the board
     * @return the ownership, from -1 to +1
     * @throws IllegalArgumentException if the point is not on the board
     */
    public double ownership(Point point) {
      Objects.requireNonNull(point, "point");
      if (!position.size().contains(point)) {
        throw new IllegalArgumentException(point + " is not on the " + position.size() + " board");
      }
      return ownership[geometry.index(point)];
    }

    /**
     * Returns the likely owner of a point: the colour whose side its ownership is on, by at least the margin.
     *
     * @param point a point of the board
     * @param margin how far from zero the ownership must be, from 0 to 1
     * @return the owner, or empty if undecided
     */
    public Optional<Color> owner(Point point, double margin) {
      double o = ownership(point);
      return o > margin ? Optional.of(Color.BLACK) : o < -margin ? Optional.of(Color.WHITE) : Optional.empty();
    }

    /**
     * Scores the position with these dead stones: {@code Scorer.score(position, deadStones())}.
     *
     * @return the score
     */
    public Score score() {
      return Scorer.score(position, dead);
    }

    /**
     * Returns the points whose ownership is within the margin of zero, for a UI to ask about.
     *
     * @param margin the margin, from 0 to 1
     * @return the undecided points
     */
    public List<Point> undecided(double margin) {
      List<Point> out = new ArrayList<>();
      BoardSize size = position.size();
      for (int y = 0; y < size.height(); y++) {
        for (int x = 0; x < size.width(); x++) {
          Point p = Point.of(x, y);
          if (Math.abs(ownership(p)) <= margin) {
            out.add(p);
          }
        }
      }
      return out;
    }
  }
}
