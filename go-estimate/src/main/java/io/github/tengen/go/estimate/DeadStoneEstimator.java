package io.github.tengen.go.estimate;

import io.github.tengen.go.Board;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Estimates which stones of a finished position are dead, for a UI to propose before the players agree, to score
 * a game that ended without an agreement, or to answer GTP's {@code final_status_list}; and, from any position,
 * who owns what ({@link Estimate#ownership(Point)}, {@link Estimate#expectedLead()}), as an "estimate score"
 * button shows. Deterministic: the same position and estimator always give the same estimate.
 *
 * <p>How: from the position, careful playouts on a {@link Board} ({@link Board.PlayoutPolicy#CAREFUL}: random
 * moves that never fill a player's own eye or play a self-atari of two or more stones, that capture a stone just
 * played in atari or extend a chain it put in atari, and that answer the last move with a hane or a cut of the
 * MoGo shapes where one fits; this keeps seki alive and lets groups die for lack of eyes, not for a random
 * blunder), half of them with each player moving first, until both pass. A chain's
 * {@linkplain Estimate#lifeShare(Point) life share} is the share of playouts at whose end its stones were still on
 * the board; a point's ownership is the mean of +1 (Black's at the end: a stone, or an empty point reached only by
 * black stones) and -1 (White's). Chains that Benson's algorithm proves
 * {@linkplain Scorer#passAlive(Position, Color) pass-alive} live with share 1, and the opponent's stones in their
 * territory die with share 0. A chain is dead when its life share is below 0.65; the threshold
 * is above one half because random attackers rarely find the vital point, so a dead group survives random
 * playouts more often than it would survive play. When a chain's share is within 0.08 of the
 * threshold after the first {@link #playouts()}, the estimator plays on up to {@link #maxPlayouts()}. The share of
 * a chain weaker than 0.8 is then taken over the playouts in which every chain that strong lived:
 * an invader that lives only where random play let the wall around it die is dead (where the chain's region is
 * small enough for the reading below, its share over every playout is kept and the reading decides). A group
 * the playouts keep alive that owns nothing dies: chains below 0.8, with the chains of their colour
 * that share a liberty with them or stand a two-point jump or a knight's move from one across empty points (and so on
 * from those, whatever their shares), at least four stones, whose liberties lean on average at most 0.1 to their
 * colour at the end of the playouts, 0.3 for a group of at most six stones or of single stones and pairs alone (it
 * lives where the random attacker fumbles, never by eyes or territory of its own), unless it touches an opponent's
 * chain, not in atari, that it encloses or that is weaker than 0.8 (a seki or a capturing race, whose
 * shared liberties are nobody's either). Then the eye space: a chain the playouts kill lives when it borders a
 * region of at least 7 points, empty or holding the opponent's dead stones (that live less often
 * than it), that touches no living stone of the opponent (room for two eyes, which random moves inside waste but a
 * player would not), unless a chain of at most three stones on its border is in atari from the opponent's living
 * stones outside (taken, it opens the space), or the opponent claims the same points with chains that live as often or
 * more (its own such region, which counts this side's stones there as dead: the space is the stronger side's).
 * Last, reading: where a chain's region is small and enclosed (at most six empty points, reached through empty
 * points, its own stones and the opponent's dead ones, bounded by the opponent's living stones, and followed where
 * the fight leads out: a chain of its colour short of liberties next to a border chain short of liberties joins it),
 * an exact search of that region, both players moving only there, decides against the playouts. A dead chain the
 * opponent cannot capture moving first lives (a seki, or eyes the playouts missed); a living chain the opponent
 * captures even moving second dies; a chain whose fight is a ko is {@linkplain Estimate.Chain#undecided() undecided},
 * for the players to settle. A dead chain that the opponent moving first gets only a ko against, and that is safe
 * with its own side moving first, lives (undecided): only a ko the opponent has not started threatens it, as in a
 * seki with a ko shape inside, which GNU Go counts as seki. The search has a node budget, so a position with many
 * such regions costs at most a few milliseconds more.
 *
 * <p>Seki survives careful playouts (neither side fills a shared liberty, which would be a self-atari), and the
 * estimate reports its chains and points ({@link Estimate#sekiChains()}, {@link Estimate#sekiPoints()}): those {@link
 * Scorer#score(Position, Set)} finds (shared points neither player can fill as the board stands), and those the
 * playouts show, dame that they leave empty between living chains of both colours at their end, on average at least
 * half a point of a region a playout, unless the chains of one side there have two eyes; and the dame next to a chain
 * that lives by a ko the opponent has not started (the reading's seki with a ko shape inside, above). That covers the
 * seki whose shared points one player could still fill without a self-atari but would then lose a chain, which only
 * reading would otherwise reveal (three or more shared liberties, a seki with a ko shape inside). {@link
 * Estimate#score()} counts with all of them, so under Japanese rules the eyes of such a seki are not counted either.
 * The estimate is a proposal: chains it is not sure of are in {@link Estimate#undecidedChains()} for a UI to ask the
 * players about, and their agreement (or {@code Scorer.score(position, deadStones)} with their list) decides.
 *
 * <pre>{@code
 * Estimate e = DeadStoneEstimator.standard().estimate(position);
 * Score score = e.score();                 // the count with e.deadStones() and the seki
 * double black = e.ownership(Point.of(3, 3));
 * for (Estimate.Chain c : e.undecidedChains()) { ... }   // ask the players
 * }</pre>
 *
 * <p>How well it does, against GNU Go and on the corpus's games, is measured by the tests and written in
 * {@code docs/dead-stone-estimator.md}.
 *
 * @since 0.1.0
 */
public final class DeadStoneEstimator {
  /** Playouts {@link #standard()} plays first. */
  public static final int STANDARD_PLAYOUTS = 64;
  /** The most playouts {@link #standard()} plays when a chain is undecided. */
  public static final int STANDARD_MAX_PLAYOUTS = 128;
  /** Seed of {@link #standard()}. */
  public static final long STANDARD_SEED = 0x7E46E9L;
  private final int playouts;
  private final int maxPlayouts;
  private final long seed;

  private DeadStoneEstimator(int playouts, int maxPlayouts, long seed) {
    this.playouts = playouts;
    this.maxPlayouts = maxPlayouts;
    this.seed = seed;
  }

  /**
   * The estimator with {@link #STANDARD_PLAYOUTS} playouts, up to {@link #STANDARD_MAX_PLAYOUTS} where a chain is
   * undecided, and {@link #STANDARD_SEED}.
   *
   * @return the estimator
   */
  public static DeadStoneEstimator standard() {
    return new DeadStoneEstimator(STANDARD_PLAYOUTS, STANDARD_MAX_PLAYOUTS, STANDARD_SEED);
  }

  /**
   * An estimator with a fixed number of playouts (more is steadier and slower) and a seed.
   *
   * @param playouts the number of playouts, at least 2
   * @param seed the seed of the random moves
   * @return the estimator
   * @throws IllegalArgumentException if {@code playouts} is less than 2
   */
  public static DeadStoneEstimator of(int playouts, long seed) {
    return of(playouts, playouts, seed);
  }

  /**
   * An estimator that plays {@code playouts} playouts, then more, up to {@code maxPlayouts}, while a chain is
   * undecided (its life share within 0.08 of the 0.65 below which a chain is dead).
   *
   * @param playouts the playouts always played, at least 2
   * @param maxPlayouts the most playouts, at least {@code playouts}
   * @param seed the seed of the random moves
   * @return the estimator
   * @throws IllegalArgumentException if {@code playouts} is less than 2 or {@code maxPlayouts} less than it
   */
  public static DeadStoneEstimator of(int playouts, int maxPlayouts, long seed) {
    if (playouts < 2 || maxPlayouts < playouts) {
      throw new IllegalArgumentException("playouts " + playouts + ", at most " + maxPlayouts);
    }
    return new DeadStoneEstimator(playouts, maxPlayouts, seed);
  }

  /**
   * Returns the number of playouts always played.
   *
   * @return the count
   */
  public int playouts() {
    return playouts;
  }

  /**
   * Returns the most playouts played when a chain is undecided.
   *
   * @return the count
   */
  public int maxPlayouts() {
    return maxPlayouts;
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
   * Estimates the dead stones and the ownership of a position (normally a finished one; any position gives an
   * ownership estimate).
   *
   * @param position the position
   * @return the estimate
   */
  public Estimate estimate(Position position) {
    Objects.requireNonNull(position, "position");
    Board base = Board.of(position);
    ChainTable t = ChainTable.of(position, base);
    Playouts p = Playouts.play(t, playouts, maxPlayouts, seed);
    double[] ownership = p.ownership(t);
    p.setShares(t);
    // the regions read the verdicts as they stand at each reading: one scratch for the whole estimate
    ReadingRegions regions = new ReadingRegions(position, base, t.chainOf, t.stones, t.dead,
        passAlive(t));
    boolean[] changed = ConsistentShares.apply(t, p);
    if (changed != null) {
      // where a region is small enough to read, the reading decides on every playout's share, not on these
      for (int id = 0; id < t.size; id++) {
        if (changed[id] && regions.around(id, t.anchor[id], t.dead[id]) != null) {
          t.setLife(id, (double) p.lived[id] / p.played);
        }
      }
    }
    boolean[] landless = LandlessGroups.find(t, ownership);
    for (int id = 0; id < t.size; id++) {
      t.dead[id] |= landless[id];
    }
    boolean[] eyeSpace = EyeSpaces.find(t); // reads the verdicts the landless groups left
    for (int id = 0; id < t.size; id++) {
      t.dead[id] &= !(eyeSpace[id] && !t.isFixed(id));
    }
    // reading last: it decides against the playouts and the eye space where a small region can be read out
    RegionReading.Outcome[] read = RegionReading.read(regions, t);
    for (int id = 0; id < t.size; id++) {
      if (read[id].turnsOver()) {
        t.dead[id] = !t.dead[id];
        double sign = (t.colour[id] == Board.BLACK) != t.dead[id] ? 1 : -1;
        for (Point q : t.stones.get(id)) {
          ownership[base.index(q)] = sign;
        }
      }
    }
    return judge(t, p, read, ownership);
  }

  /** The chains Benson's algorithm proves alive, by id. */
  private static boolean[] passAlive(ChainTable t) {
    boolean[] out = new boolean[t.size];
    for (int id = 0; id < t.size; id++) {
      out[id] = t.fixedLife[id] == 1;
    }
    return out;
  }

  /** The estimate from the table's final verdicts and the readings' kos. */
  private Estimate judge(ChainTable t, Playouts p, RegionReading.Outcome[] read, double[] ownership) {
    // a stone of each chain that lives by a ko the opponent has not started: a seki with a ko shape inside, whose
    // dame are its shared points
    List<Point> koLives = new ArrayList<>(0);
    List<Estimate.Chain> judged = new ArrayList<>(t.size);
    Set<Point> dead = new LinkedHashSet<>();
    for (int id = 0; id < t.size; id++) {
      if (read[id] == RegionReading.Outcome.KO_LIVES) {
        koLives.add(t.base.point(t.anchor[id]));
      }
      if (t.dead[id]) {
        dead.addAll(t.stones.get(id));
      }
      boolean undecided = read[id].byKo() || read[id] == RegionReading.Outcome.UNCHANGED && !t.isFixed(id)
          && Math.abs(t.life[id] - Thresholds.LIFE_THRESHOLD) < Thresholds.UNDECIDED_MARGIN;
      judged.add(new Estimate.Chain(t.color(id), t.stones.get(id), t.life[id], t.dead[id], undecided));
    }
    return new Estimate(this, t.position, t.base, ownership, dead, judged, t.chainOf, p.played, p.neutral, koLives);
  }

  /**
   * Counts a position with this estimator's dead stones and the seki its playouts show: {@code estimate(position)
   * .score()}. What {@code tengen check} counts a record that marks no dead stones with, as an SGF check's recount
   * (go-sgf):
   *
   * <pre>{@code
   * SgfCheck check = SgfCheck.standard().withRecount(DeadStoneEstimator.standard()::score);
   * }</pre>
   *
   * @param position the position, usually a game's last
   * @return its count under its rules
   */
  public Score score(Position position) {
    return estimate(position).score();
  }
}
