package io.github.tengen.go.estimate;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Geometry;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What the estimator found: the dead stones, each chain's life share, the seki, the ownership of every point and
 * the expected score. Immutable.
 *
 * @since 0.1.0
 */
public final class Estimate {
  /**
   * How far a stone's ownership must lean to the opponent for {@link #expectedLead()} to count it dead
   * when its point does not lie in a region already closed for the opponent: playouts from an open position kill
   * groups that live in real play.
   */
  private static final double OPEN_STONE_MARGIN = 0.2;
  /**
   * The most points of a region, bordered by one colour once the dead stones are off, that {@link
   * Estimate#expectedLead()} counts as closed whatever the playouts say. A bigger one counts as closed only when its
   * ownership leans to that colour by at least {@link #CLOSED_REGION_LEAN} on average: after a first stone, every
   * point of the board lies in one region bordered by that stone alone.
   */
  private static final int SMALL_CLOSED_REGION = 40;
  /** How far a big region's ownership must lean to its colour, on average, to count as closed. */
  private static final double CLOSED_REGION_LEAN = 0.2;
  private final DeadStoneEstimator estimator;
  private final Position position;
  private final Board geometry;
  private final double[] ownership;
  private final Set<Point> dead;
  private final List<Chain> chains;
  private final int[] chainOf;
  private final int playouts;
  /** Per point index, the playouts at whose end it was neutral; read by {@link #score()} for its seki. */
  private final int[] neutral;
  /** A stone of each chain that lives by a ko the opponent has not started; read by {@link #score()}. */
  private final List<Point> koLives;
  private volatile Score score;
  private volatile Double lead;

  Estimate(DeadStoneEstimator estimator, Position position, Board geometry, double[] ownership, Set<Point> dead,
      List<Chain> chains, int[] chainOf, int playouts, int[] neutral, List<Point> koLives) {
    this.estimator = estimator;
    this.position = position;
    this.geometry = geometry;
    this.ownership = ownership;
    this.dead = Set.copyOf(dead);
    this.chains = List.copyOf(chains);
    this.chainOf = chainOf;
    this.playouts = playouts;
    this.neutral = neutral;
    this.koLives = List.copyOf(koLives);
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
   * Returns the number of playouts played (more where a chain was undecided).
   *
   * @return the count
   */
  public int playouts() {
    return playouts;
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
   * Returns every chain of the position with its judgement, in the order of their first stone (rows from the
   * top, left to right).
   *
   * @return the chains
   */
  public List<Chain> chains() {
    return chains;
  }

  /**
   * Returns the judgement of the chain at a point.
   *
   * @param point a point holding a stone
   * @return the chain's judgement
   * @throws IllegalArgumentException if the point is not on the board or holds no stone
   */
  public Chain chain(Point point) {
    Objects.requireNonNull(point, "point");
    if (!position.size().contains(point) || position.stoneAt(point).isEmpty()) {
      throw new IllegalArgumentException("no stone at " + point.toText(position.size()));
    }
    return chains.get(chainOf[geometry.index(point)]);
  }

  /**
   * Returns how sure the playouts are that the chain at a point lives: {@code chain(point).lifeShare()}. The
   * verdict ({@link Chain#dead()}) follows it except where the eye space or the reading of a small region
   * decides otherwise.
   *
   * @param point a point holding a stone
   * @return the share, from 0 to 1
   * @throws IllegalArgumentException if the point is not on the board or holds no stone
   */
  public double lifeShare(Point point) {
    return chain(point).lifeShare();
  }

  /**
   * Returns the chains the players should decide: neither clearly alive nor clearly dead
   * ({@link Chain#undecided()}).
   *
   * @return the undecided chains, possibly none
   */
  public List<Chain> undecidedChains() {
    return Collections.unmodifiableList(chains.stream().filter(Chain::undecided).collect(Collectors.toList()));
  }

  /**
   * Returns the living chains in seki: those with a liberty among the seki points of {@link #score()}, and the
   * chains of their groups, joined to them by an eye (an empty region, dead stones taken off, that only their
   * colour borders), so that a group in seki is reported whole under area rules too, where its eyes are not seki
   * points.
   *
   * @return the chains in seki, possibly none
   */
  public List<Chain> sekiChains() {
    PointSet seki = score().seki();
    int n = chains.size();
    boolean[] in = new boolean[n];
    int[] todo = new int[n];
    int top = 0;
    for (int id = 0; id < n; id++) {
      if (!chains.get(id).dead() && touches(chains.get(id).stones(), seki)) {
        in[id] = true;
        todo[top++] = id;
      }
    }
    BoardSize size = position.size();
    while (top > 0) {
      Chain c = chains.get(todo[--top]);
      for (Point stone : c.stones()) {
        for (Point q : size.neighbours(stone)) {
          if (!position.stoneAt(q).isPresent() || dead.contains(q)) {
            for (int id : eyeOf(q, c.color())) {
              if (!in[id]) {
                in[id] = true;
                todo[top++] = id;
              }
            }
          }
        }
      }
    }
    List<Chain> out = new ArrayList<>();
    for (int id = 0; id < n; id++) {
      if (in[id]) {
        out.add(chains.get(id));
      }
    }
    return out;
  }

  /**
   * The living chains around the region of empty points and dead stones at {@code start} if only living stones
   * of {@code colour} border it (an eye of theirs), else none.
   */
  private Set<Integer> eyeOf(Point start, Color colour) {
    BoardSize size = position.size();
    Set<Point> region = new HashSet<>();
    List<Point> stack = new ArrayList<>(List.of(start));
    Set<Integer> around = new LinkedHashSet<>();
    region.add(start);
    while (!stack.isEmpty()) {
      Point p = stack.remove(stack.size() - 1);
      for (Point q : size.neighbours(p)) {
        Optional<Color> k = position.stoneAt(q);
        if (k.isEmpty() || dead.contains(q)) {
          if (region.add(q)) {
            stack.add(q);
          }
        } else if (k.get() != colour) {
          return Set.of(); // a living stone of the opponent: not an eye
        } else {
          around.add(chainOf[geometry.index(q)]);
        }
      }
    }
    return around;
  }

  private boolean touches(PointSet stones, PointSet points) {
    BoardSize size = position.size();
    for (Point p : stones) {
      for (Point q : size.neighbours(p)) {
        if (points.contains(q) && position.stoneAt(q).isEmpty()) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns the neutral points of seki once the dead stones are off, {@code score().seki()}: the shared points, those
   * {@link Scorer#score(Position, Set)} finds and the dame the playouts leave empty (the class comment), and under
   * Japanese or Korean rules the eyes of the chains in seki.
   *
   * @return the seki points
   */
  public PointSet sekiPoints() {
    return score().seki();
  }

  /**
   * Returns a point's ownership: the mean over the playouts of +1 when Black held it at the end, -1 when White
   * did, 0 when neither; exactly +1 or -1 where Benson's algorithm decides, and on the stones of a chain whose
   * verdict the reading of its small region reversed (the colour that holds them by that verdict). This position's
   * playouts alone: in the middle of a game they lean to whoever moved last (the playouts carry out the threat of
   * the last move), which {@link #expectedLead()} evens out with the position before that move; a UI that shows
   * the map beside the lead during a game can do the same with the previous position's estimate.
   *
   * @param point a point of the board
   * @return the ownership, from -1 to +1
   * @throws IllegalArgumentException if the point is not on the board
   */
  public double ownership(Point point) {
    Objects.requireNonNull(point, "point");
    if (!position.size().contains(point)) {
      throw new IllegalArgumentException(point.toText(position.size()) + " is not on the " + position.size()
          + " board");
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
   * Scores the position with these dead stones and seki: {@code Scorer.score(position, deadStones())}, with the
   * seki the playouts show besides those the Scorer finds (the class comment; under Japanese or Korean rules their
   * eyes are then not counted either). At the end of a
   * game this is the count to propose; during a game it counts only the territory already closed, so use
   * {@link #expectedLead()} there.
   *
   * @return the score
   */
  public Score score() {
    Score s = score;
    if (s == null) {
      Set<Point> koSeki = new HashSet<>();
      for (Point stone : koLives) {
        koSeki.addAll(position.libertiesOf(stone));
      }
      Geometry g = PositionBits.geometry(position);
      long[] seki = SekiRegions.find(position, dead, neutral, playouts, PositionBits.of(g, koSeki));
      s = Scorer.score(position, dead, PositionBits.points(g, seki));
      score = s;
    }
    return s;
  }

  /**
   * Returns Black's expected lead (negative when White leads) for the position as it stands, under its rules.
   * An empty point in a region already closed (bordered by one colour once the dead stones are off, as
   * {@link #score()} counts it) counts whole for the colour its {@linkplain #ownership(Point) ownership} leans
   * to; an open point counts its ownership, the share of the playouts each side won it by. A region of more than
   * 40 points counts as closed only when its ownership leans to its colour by at least 0.2 on average (after a
   * first stone the whole board is one region that borders only that stone, and the lead would be every point for
   * whichever side each leans to by chance). A stone counts dead
   * when its ownership leans to the opponent at all and its point lies in a region {@code score()} closes for the
   * opponent (a dead stone of a settled area); elsewhere only when it leans to the opponent by at least 0.2 (when
   * no playout leaves the point neutral: when the opponent won it in at least 60 % of the playouts). Random play
   * from an open position kills groups that live in real play: on the Fox games below, 30 moves before the end,
   * stones whose ownership leaned to the opponent by less than 0.3 were more often than not alive at the end;
   * on the Tygem games of the corpus, by less than 0.1; 0.2 lies between. Area rules count
   * stones and empty points; territory rules count empty points, and each dead stone as a point of territory and
   * a prisoner for the opponent, plus the prisoners taken. White's komi and handicap bonus are subtracted. What
   * an "estimate score" button shows, during the game as well as at its end (where {@link #score()} gives the
   * count to propose): at the end nearly every point is closed and the lead is the count; in the middle game the
   * open points are a mean, not a coin toss.
   *
   * <p>When the last move put a stone on the board, the lead is the mean of this count and the same count of the
   * {@linkplain Position#previous() position before that move} (estimated by the same estimator, once, on the
   * first call): random playouts carry out the threat a move makes (an atari, a cut, a peep) in most playouts,
   * where a player would answer it, so they lean to whoever moved last. On the Fox games below that write their
   * komi, the count of the position alone was 7.4 points below the recorded result at move 100 (after White's
   * move) and 3.9 above it at move 101; the mean of the two counts leaves 2.0 and 1.7 below. After a pass, at the
   * end of a game, the count is this position's alone.
   *
   * <p>Measured on the 528 professional Fox games of the corpus that ended by a count (19x19, no handicap, komi as
   * the file writes it): 30 moves before the end the lead names the winner in 66.7 % and is 6.8 points from the
   * recorded one on average (GNU Go 3.8's {@code estimate_score} at level 10 on the same positions: 64.6 % and
   * 8.0 points); at move 100, 50.5 % and 9.2 points (GNU Go: 52.4 % and 13.6); at move 150, 56.9 % and 9.5 points
   * (GNU Go: 55.7 % and 12.7). Counted from the position alone, as before the mean with the
   * count before the last stone: 65.3 % and 7.2, 48.8 % and 10.5, 58.2 % and 10.5. On the finished GNU Go self-play
   * games it names GNU Go's winner in all 284, 0.35 points from its {@code final_score} on average. In the middle
   * game a lead costs two estimates: 23 ms at move 150 of the 1846 game ({@code EndOfGameBenchmark}).
   *
   * @return Black's lead in points
   */
  public double expectedLead() {
    Double l = lead;
    if (l == null) {
      double here = countedLead();
      Optional<Move> last = position.lastMove();
      Optional<Position> before = position.previous();
      if (last.isPresent() && !last.get().isPass() && before.isPresent()) {
        here = (here + estimator.estimate(before.get()).countedLead()) / 2;
      }
      l = here;
      lead = l;
    }
    return l;
  }

  /** The lead this estimate's own ownership gives, as {@link #expectedLead()} counts it. */
  private double countedLead() {
    RuleSet rules = position.ruleSet();
    boolean area = rules.scoringRule() == RuleSet.ScoringRule.AREA;
    BoardSize size = position.size();
    Score closed = score();
    boolean[] open = bigOpenRegions(closed);
    double lead = 0;
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point p = Point.of(x, y);
        int i = geometry.index(p);
        double o = ownership[i];
        Optional<Color> stone = position.stoneAt(p);
        Optional<Color> owner = open[i] ? Optional.empty() : closed.ownerOf(p);
        if (stone.isEmpty()) {
          lead += owner.isPresent() ? Math.signum(o) : o;
          continue;
        }
        int sign = stone.get() == Color.BLACK ? 1 : -1;
        double mine = sign * o;
        boolean closedForOpponent = owner.isPresent() && owner.get() != stone.get();
        boolean dead = closedForOpponent ? mine <= 0 : mine <= -OPEN_STONE_MARGIN;
        if (area) {
          lead += dead ? -sign : sign;
        } else if (dead) {
          lead -= 2 * sign; // a point of territory and a prisoner for the opponent
        }
      }
    }
    if (!area) {
      lead += position.captures(Color.BLACK) - position.captures(Color.WHITE);
    }
    return lead - rules.komi() - rules.handicapBonus().points(position.handicap());
  }

  /**
   * Per point index, whether it lies in a region the score closes for one colour (a component of the empty points
   * once the dead stones are off, as {@link Scorer} finds them, bordered by that colour) that has more than
   * {@link #SMALL_CLOSED_REGION} points and whose ownership leans to that colour by less than
   * {@link #CLOSED_REGION_LEAN} on average: open for the lead.
   */
  private boolean[] bigOpenRegions(Score closed) {
    Geometry g = PositionBits.geometry(position);
    long[] after = Bitboards.without(g, PositionBits.stones(g, position), PositionBits.of(g, dead));
    boolean[] open = new boolean[g.span];
    for (long[] region : Bitboards.components(g, Bitboards.empty(g, after))) {
      int count = Bitboards.count(region);
      if (count <= SMALL_CLOSED_REGION) {
        continue;
      }
      double[] lean = {0};
      int[] some = {-1};
      Bitboards.forEach(region, i -> {
        lean[0] += ownership[i];
        some[0] = i;
      });
      Optional<Color> owner = closed.ownerOf(Point.of(g.x(some[0]), g.y(some[0])));
      if (owner.isPresent() && (owner.get() == Color.BLACK ? lean[0] : -lean[0]) / count < CLOSED_REGION_LEAN) {
        Bitboards.forEach(region, i -> open[i] = true);
      }
    }
    return open;
  }

  /**
   * Returns the result {@link #expectedLead()} gives, the lead rounded to the nearest half point: the leader and
   * the lead, or a draw.
   *
   * @return the expected result
   */
  public GameResult expectedResult() {
    double lead = Math.round(expectedLead() * 2) / 2.0;
    if (lead == 0) {
      return GameResult.NoWinner.DRAW;
    }
    return new GameResult.ScoreWin(lead > 0 ? Color.BLACK : Color.WHITE, Math.abs(lead));
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

  /**
   * The estimator's judgement of one chain of the position.
   *
   * @param color the chain's colour
   * @param stones its stones
   * @param lifeShare the share of playouts at whose end its stones were on the board, for a chain weaker than
   *     0.8 of those in which every chain that strong lived (1 for a pass-alive
   *     chain, 0 for a chain in the opponent's pass-alive territory)
   * @param dead whether the estimate calls it dead: {@code lifeShare < 0.65}, unless it borders an eye
   *     space of 7 points or the reading of its small region says otherwise
   * @param undecided whether it is neither clearly alive nor clearly dead, so the players should say: its fight
   *     is a ko by the estimator's reading, or, not decided by Benson's algorithm nor by reading, its share is
   *     within 0.08 of 0.65
   * @since 0.1.0
   */
  public record Chain(Color color, PointSet stones, double lifeShare, boolean dead, boolean undecided) {
    /**
     * Checks the parts.
     *
     * @param color the chain's colour
     * @param stones its stones
     * @param lifeShare the share of playouts it survived, from 0 to 1
     * @param dead whether it is judged dead
     * @param undecided whether the players should decide
     * @throws IllegalArgumentException if the share is not within [0, 1] or there are no stones
     */
    public Chain {
      Objects.requireNonNull(color, "color");
      Objects.requireNonNull(stones, "stones");
      if (!(lifeShare >= 0 && lifeShare <= 1) || stones.isEmpty()) {
        throw new IllegalArgumentException("life share " + lifeShare + ", " + stones.size() + " stones");
      }
    }
  }
}
