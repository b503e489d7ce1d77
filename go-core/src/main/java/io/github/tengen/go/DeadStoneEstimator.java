package io.github.tengen.go;

import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Geometry;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

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
 * captures even moving second dies; a chain whose fight is a ko is {@linkplain Chain#undecided() undecided}, for the
 * players to settle. A dead chain that the opponent moving first gets only a ko against, and that is safe with its
 * own side moving first, lives (undecided): only a ko the opponent has not started threatens it, as in a seki with a
 * ko shape inside, which GNU Go counts as seki. The search has a node budget, so a position with many such regions
 * costs at most a few milliseconds more.
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
 * DeadStoneEstimator.Estimate e = DeadStoneEstimator.standard().estimate(position);
 * Score score = e.score();                 // the count with e.deadStones() and the seki
 * double black = e.ownership(Point.of(3, 3));
 * for (DeadStoneEstimator.Chain c : e.undecidedChains()) { ... }   // ask the players
 * }</pre>
 *
 * <p>Measured (tests print every figure): GNU Go's scoring regression suite, 55 of 57 (GNU Go 3.8: 52); the 452
 * played-out computer games of the corpus scored as their result in 414 (GNU Go's {@code final_score}: 402); dead
 * stones equal GNU Go's own in 4,765 of 4,789 GNU Go self-play games over twelve samples (99.499 %; in 1,109 of the
 * 1,114 played and judged at GNU Go's default level, 99.55 %), one seki stone of theirs proposed dead, 801 of their
 * 829 reported in seki (every one in 45 of the 47 seki games) and none of other stones; 30 moves before the
 * end of 528 counted professional games the winner named in 66.9 % and the lead 6.8 points off (GNU Go's
 * {@code estimate_score}: 64.6 %, 8.0); the README gives the time an estimate takes, and
 * {@code docs/dead-stone-estimator.md} every measurement.
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
  /** A chain that lives in a smaller share of the playouts is dead. */
  static final double LIFE_THRESHOLD = 0.65;
  /**
   * A chain whose life share is within this of {@link #LIFE_THRESHOLD} is undecided: the estimator plays more
   * playouts, and reports it in {@link Estimate#undecidedChains()}.
   */
  static final double UNDECIDED_MARGIN = 0.08;

  /**
   * The size of an eye space that keeps a chain alive: a chain the playouts kill lives when it borders a connected
   * region of at least this many points, empty or holding dead stones of the opponent, that touches no living stone
   * of the opponent and whose border has no chain of at most three stones in atari from the opponent's living stones
   * outside, unless the opponent's chains around such a region of their own that shares a point with it live as
   * often or more. The largest eye spaces that one stone inside kills (the rabbity six) have six points.
   */
  static final int MIN_EYE_SPACE = 7;

  /** The node budget of one reading of a small region. */
  private static final int MAX_READ_NODES = 3000;
  /** The node budget of all the readings of one estimate. */
  private static final int MAX_READ_NODES_PER_ESTIMATE = 10_000;
  /**
   * How far a stone's ownership must lean to the opponent for {@link Estimate#expectedLead()} to count it dead
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
  /**
   * A chain that lives in at least this share of the playouts is strong. The shares of the weaker chains are taken
   * over the playouts in which every strong chain lived: random play now and then lets a strong group die, and the
   * chains next to it live from that blunder (an invader that kills the wall around it), which play would not
   * allow.
   */
  static final double STRONG_LIFE = 0.8;
  /** The share of the playouts that must be left for {@link #STRONG_LIFE} to apply (else every playout counts). */
  private static final double MIN_CONSISTENT_SHARE = 0.5;
  /**
   * The fewest stones of a group that {@link #landlessGroups} judges: a smaller one lives in random play and dies in
   * play too rarely for its liberties to tell.
   */
  private static final int MIN_LANDLESS_STONES = 4;
  /**
   * How far at most a group's liberties may lean to its own colour, on average over the playouts, for
   * {@link #landlessGroups} to call it dead (1: all its own in every playout; 0: as often the opponent's or no one's).
   */
  private static final double MAX_LANDLESS_OWNERSHIP = 0.1;
  /**
   * The most stones of a group that {@link #landlessGroups} judges with the looser bound {@link
   * #MAX_SMALL_LANDLESS_OWNERSHIP}. A group's lean averages its eyes with its dame: a big group that lives has long
   * walls, many liberties that are dame and few that are eyes, so its lean stays low and only a low bound spares it
   * (a bound of 0.3 for every size called big living groups in the corpus's professional games dead); a group of a
   * few stones has few liberties, and in the playouts where it lives they are mostly its own eye space.
   */
  private static final int SMALL_LANDLESS_STONES = 6;
  /**
   * The largest chain of a loose group, which {@link #landlessGroups} judges with the looser bound {@link
   * #MAX_SMALL_LANDLESS_OWNERSHIP} however many stones it has: single stones and pairs have no walls, so the reason
   * for the low bound of big groups (long walls whose liberties are mostly dame) does not hold for them.
   */
  private static final int LOOSE_CHAIN_STONES = 2;
  /**
   * {@link #MAX_LANDLESS_OWNERSHIP} for a group of at most {@link #SMALL_LANDLESS_STONES} stones, or of chains of at
   * most {@link #LOOSE_CHAIN_STONES} stones each.
   */
  private static final double MAX_SMALL_LANDLESS_OWNERSHIP = 0.3;
  /**
   * The most points (the opponent's chain, the empty points and other opponent stones around it) of a region that
   * counts as enclosed by a group: a seki's shape, which {@link #landlessGroups} leaves alone.
   */
  private static final int MAX_ENCLOSED_POINTS = 10;
  /**
   * How many points of a region bordered by both colours (dame once the dead stones are off) must, on average over
   * the playouts, be left empty at their end in a region reaching both colours for the region to be a seki ({@link
   * Estimate#sekiPoints()}). Careful playouts fill every dame that either player can fill without a self-atari of
   * two stones or more, so points are left there at their end only between chains in seki; on the GNU Go self-play
   * games a region next to GNU Go's seki stones averages from 0.27 up, a region elsewhere at most 0.16 (but for
   * three small ones in a game whose dead stones we judge otherwise than GNU Go, from 0.27 to 0.43).
   */
  private static final double SEKI_NEUTRAL = 0.5;
  private static final int FLIP = 1;
  private static final int KO_FIGHT = 2;
  private static final int KO_LIVES = 3;

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
    BoardSize size = position.size();
    int area = size.width() * size.height();
    Board[] starts = {Board.of(position), Board.of(position)};
    starts[1].setToMove(position.toMove().opponent());
    Board base = starts[0];
    Board work = base.copy();
    int limit = base.indexLimit();
    int[] points = new int[area];
    for (int y = 0, k = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        points[k++] = base.index(x, y);
      }
    }
    // the chains of the position: an id per stone, a stone and the colour per id
    int[] chainOf = new int[limit];
    Arrays.fill(chainOf, -1);
    List<PointSet> chains = new ArrayList<>();
    int[] anchor = new int[area];
    int[] colour = new int[area];
    for (int i : points) {
      int c = base.colorAt(i);
      if (c == Board.EMPTY || chainOf[i] >= 0) {
        continue;
      }
      PointSet chain = position.chainAt(base.point(i));
      int id = chains.size();
      chains.add(chain);
      anchor[id] = i;
      colour[id] = c;
      for (Point q : chain) {
        chainOf[base.index(q)] = id;
      }
    }
    int n = chains.size();
    // Benson first: its chains and territories are decided, and need no more playouts
    double[] fixed = new double[limit];
    double[] fixedLife = new double[n];
    Arrays.fill(fixedLife, -1);
    for (Color c : Color.values()) {
      Scorer.PassAlive alive = Scorer.passAlive(position, c);
      double sign = c == Color.BLACK ? 1 : -1;
      for (Point pt : alive.stones()) {
        fixed[base.index(pt)] = sign;
        fixedLife[chainOf[base.index(pt)]] = 1;
      }
      for (Point pt : alive.territory()) {
        int i = base.index(pt);
        fixed[i] = sign;
        if (chainOf[i] >= 0) {
          fixedLife[chainOf[i]] = 0;
        }
      }
    }
    long[] own = new long[limit];
    int[] lived = new int[n];
    // bit k % 64 of word (k / 64) * n + id: chain id lived in playout k (grown as playouts are added)
    long[] survived = new long[2 * n];
    int[] owners = new int[limit];
    // per point, the playouts at whose end it was empty in a region reaching both colours: a seki's shared points
    int[] neutral = new int[limit];
    int maxMoves = 3 * area + 16;
    long state = seed ^ 0x9E3779B97F4A7C15L;
    int played = 0;
    while (played < maxPlayouts && (played < playouts || undecided(lived, played, fixedLife, n))) {
      // in pairs, one with each player moving first
      if (((played + 1) >>> 6) * n >= survived.length) {
        survived = Arrays.copyOf(survived, 2 * survived.length + n);
      }
      for (int first = 0; first < 2; first++) {
        work.copyFrom(starts[first]);
        state = work.playout(state, maxMoves, Board.PlayoutPolicy.CAREFUL);
        work.areaOwners(owners);
        for (int i : points) {
          int o = owners[i];
          own[i] += o == Board.BLACK ? 1 : o == Board.WHITE ? -1 : 0;
          neutral[i] += o == Board.EMPTY ? 1 : 0;
        }
        for (int id = 0; id < n; id++) {
          if (work.colorAt(anchor[id]) == colour[id]) {
            lived[id]++;
            int k = played + first;
            survived[(k >>> 6) * n + id] |= 1L << k;
          }
        }
      }
      played += 2;
    }
    double[] ownership = new double[limit];
    for (int i : points) {
      ownership[i] = fixed[i] != 0 ? fixed[i] : (double) own[i] / played;
    }
    double[] life = new double[n];
    boolean[] isDead = new boolean[n];
    for (int id = 0; id < n; id++) {
      life[id] = fixedLife[id] >= 0 ? fixedLife[id] : (double) lived[id] / played;
      isDead[id] = life[id] < LIFE_THRESHOLD;
    }
    // the regions read isDead as it stands at each reading: one scratch for the whole estimate
    boolean[] passAlive = new boolean[n];
    for (int id = 0; id < n; id++) {
      passAlive[id] = fixedLife[id] == 1;
    }
    LocalReading.Regions regions = new LocalReading.Regions(position, base, chainOf, chains, isDead, passAlive);
    boolean[] changed = consistentShares(life, isDead, fixedLife, survived, played);
    if (changed != null) {
      // where a region is small enough to read, the reading decides on every playout's share, not on these
      for (int id = 0; id < n; id++) {
        if (changed[id] && regions.around(id, anchor[id], isDead[id]) != null) {
          life[id] = (double) lived[id] / played;
          isDead[id] = life[id] < LIFE_THRESHOLD;
        }
      }
    }
    boolean[] landless = landlessGroups(position, base, chainOf, chains, isDead, life, fixedLife, ownership);
    for (int id = 0; id < n; id++) {
      isDead[id] |= landless[id];
    }
    boolean[] eyeSpace = bigEyeSpaces(position, base, points, chainOf, isDead, life);
    for (int id = 0; id < n; id++) {
      if (eyeSpace[id] && fixedLife[id] < 0) {
        isDead[id] = false;
      }
    }
    // reading last: it decides against the playouts and the eye space where a small region can be read out
    int[] read = readRegions(regions, anchor, isDead, fixedLife);
    for (int id = 0; id < n; id++) {
      if (read[id] == FLIP || read[id] == KO_LIVES) {
        isDead[id] = !isDead[id];
        double sign = (colour[id] == Board.BLACK) != isDead[id] ? 1 : -1;
        for (Point q : chains.get(id)) {
          ownership[base.index(q)] = sign;
        }
      }
    }
    // a stone of each chain that lives by a ko the opponent has not started: a seki with a ko shape inside, whose dame
    // are its shared points
    List<Point> koLives = new ArrayList<>(0);
    for (int id = 0; id < n; id++) {
      if (read[id] == KO_LIVES) {
        koLives.add(base.point(anchor[id]));
      }
    }
    List<Chain> judged = new ArrayList<>(n);
    Set<Point> dead = new LinkedHashSet<>();
    for (int id = 0; id < n; id++) {
      if (isDead[id]) {
        dead.addAll(chains.get(id));
      }
      judged.add(new Chain(colour[id] == Board.BLACK ? Color.BLACK : Color.WHITE, chains.get(id), life[id],
          isDead[id], read[id] == KO_FIGHT || read[id] == KO_LIVES
              || read[id] == 0 && fixedLife[id] < 0 && Math.abs(life[id] - LIFE_THRESHOLD) < UNDECIDED_MARGIN));
    }
    return new Estimate(this, position, base, ownership, dead, judged, chainOf, played, neutral, koLives);
  }

  /**
   * The seki the playouts show: the regions of empty points bordered by both colours once the dead stones are off
   * (dame, as {@link Scorer#score(Position, Set)} sees them) in which, on average over the playouts, at least {@link
   * #SEKI_NEUTRAL} points were still empty at the end in a region reaching both colours: careful playouts fill every
   * dame but the shared liberties that neither player can fill without a self-atari, so such points are left only
   * where the chains around live in seki, unless the chains of one colour around the region, with those joined to
   * them through eyes, have two eyes or more (random play can ruin a living group's eye space until a dame next to
   * it is a self-atari for both sides, which play would not). A region that holds a liberty of a chain living by a ko
   * the opponent has not started ({@code koSeki}, the reading's seki with a ko shape inside) is such a region whatever
   * the playouts left there. Then the other dame that those chains alone border,
   * with the chains joined to them through an eye (the chains {@link Estimate#sekiChains()} reports): the seki's
   * other shared points. A bitboard in the board's geometry.
   */
  private static long[] sekiRegions(Position position, Set<Point> dead, int[] neutral, int played, long[] koSeki) {
    Geometry g = position.geometry();
    long[] after = Bitboards.without(g, position.state(), bitboard(g, dead));
    int w = g.words;
    long[] out = new long[w];
    long[] d = new long[w];
    List<long[]> dame = new ArrayList<>();
    List<long[]> candidates = new ArrayList<>();
    List<long[]> eyes = new ArrayList<>(); // per region bordered by one colour, the chains around it
    for (long[] region : Bitboards.components(g, Bitboards.empty(g, after))) {
      Bitboards.dilate(g, region, d);
      if (!Bitboards.intersects(d, after, 0) || !Bitboards.intersects(d, after, w)) {
        eyes.add(Scorer.chainsTouching(g, after, region)); // bordered by one colour or none: territory, not dame
        continue;
      }
      long[] left = {0};
      Bitboards.forEach(region, i -> left[0] += neutral[i]);
      if (left[0] >= SEKI_NEUTRAL * played || Bitboards.intersects(region, koSeki, 0)) {
        candidates.add(region);
      } else {
        dame.add(region);
      }
    }
    // a group with two eyes is not in seki: a chain of it that borders such a region only leaves a dame to fill
    for (long[] region : candidates) {
      long[] around = Scorer.chainsTouching(g, after, region);
      if (twoEyes(Scorer.and(around, after, 0), eyes) || twoEyes(Scorer.and(around, after, w), eyes)) {
        dame.add(region);
      } else {
        Bitboards.or(out, region);
      }
    }
    // the chains in those seki and those joined to them by an eye, and the dame between them alone: their other
    // shared points
    long[] inSeki = Scorer.chainsTouching(g, after, out);
    for (boolean grew = true; grew; ) {
      grew = false;
      for (long[] around : eyes) {
        if (Bitboards.intersects(around, inSeki, 0) && !within(around, inSeki)) {
          Bitboards.or(inSeki, around);
          grew = true;
        }
      }
    }
    for (long[] region : dame) {
      if (within(Scorer.chainsTouching(g, after, region), inSeki)) {
        Bitboards.or(out, region);
      }
    }
    return out;
  }

  /**
   * Whether the chains, with those joined to them through eyes (regions bordered by one colour, given by the chains
   * around each), border two eyes or more.
   */
  private static boolean twoEyes(long[] chains, List<long[]> eyes) {
    long[] group = chains.clone();
    boolean[] counted = new boolean[eyes.size()];
    int count = 0;
    for (boolean grew = true; grew; ) {
      grew = false;
      for (int k = 0; k < eyes.size(); k++) {
        if (!counted[k] && Bitboards.intersects(eyes.get(k), group, 0)) {
          counted[k] = true;
          count++;
          Bitboards.or(group, eyes.get(k));
          grew = true;
        }
      }
    }
    return count >= 2;
  }

  /** Whether every point of {@code a} is in {@code b} (bitboards of one geometry). */
  private static boolean within(long[] a, long[] b) {
    for (int k = 0; k < a.length; k++) {
      if ((a[k] & ~b[k]) != 0) {
        return false;
      }
    }
    return true;
  }

  /** A set of points as a bitboard of the geometry. */
  private static long[] bitboard(Geometry g, Set<Point> points) {
    long[] set = new long[g.words];
    for (Point p : points) {
      int i = g.index(p.x(), p.y());
      set[i >>> 6] |= 1L << i;
    }
    return set;
  }

  /**
   * The chains that border a big eye space of their colour: a connected region of empty points and of the
   * opponent's stones the playouts kill, of at least {@link #MIN_EYE_SPACE} points, that touches no living stone of
   * the opponent, and whose dead stones lived in fewer playouts than the best of the chains around it (else the
   * two sides could each claim the other's stones as eye space), and whose border has no small chain in atari from
   * outside ({@link #borderInAtari}). Room for two eyes that random play wastes (each side fills it at random) but a
   * player would not. Where such regions of the two colours share a point (each counting the other's stones there
   * as dead), only the one whose best chain around lives more often counts; on a tie, neither.
   */
  private static boolean[] bigEyeSpaces(Position position, Board base, int[] points, int[] chainOf,
      boolean[] isDead, double[] life) {
    BoardSize size = position.size();
    boolean[] out = new boolean[isDead.length];
    int limit = base.indexLimit();
    int[] stack = new int[points.length];
    int[] region = new int[points.length];
    // per colour and point, the best life share of the chains around the enclosed big region holding it (-1: none)
    double[][] claim = new double[2][limit];
    Arrays.fill(claim[0], -1);
    Arrays.fill(claim[1], -1);
    record Space(int colour, double around, int[] points) { }
    List<Space> granted = new ArrayList<>(); // the regions that qualify, before the contest
    for (int c = Board.BLACK; c <= Board.WHITE; c++) {
      boolean[] seen = new boolean[limit];
      for (int start : points) {
        if (seen[start] || !inEyeSpace(base, start, c, chainOf, isDead)) {
          continue;
        }
        int top = 0;
        int count = 0;
        boolean enclosed = true;
        double inside = -1; // the best life share of the opponent's dead stones inside
        stack[top++] = start;
        seen[start] = true;
        while (top > 0) {
          int i = stack[--top];
          region[count++] = i;
          if (base.colorAt(i) != Board.EMPTY) {
            inside = Math.max(inside, life[chainOf[i]]);
          }
          for (Point q : size.neighbours(base.point(i))) {
            int qi = base.index(q);
            if (inEyeSpace(base, qi, c, chainOf, isDead)) {
              if (!seen[qi]) {
                seen[qi] = true;
                stack[top++] = qi;
              }
            } else if (base.colorAt(qi) != c) {
              enclosed = false; // a living stone of the opponent
            }
          }
        }
        if (!enclosed || count < MIN_EYE_SPACE) {
          continue;
        }
        double around = 0; // the best life share of the chains of c around it
        boolean deadAround = false;
        for (int k = 0; k < count; k++) {
          for (Point q : size.neighbours(base.point(region[k]))) {
            int qi = base.index(q);
            if (base.colorAt(qi) == c) {
              around = Math.max(around, life[chainOf[qi]]);
              deadAround |= isDead[chainOf[qi]];
            }
          }
        }
        for (int k = 0; k < count; k++) {
          claim[c - Board.BLACK][region[k]] = around;
        }
        if (!deadAround) {
          continue; // every chain around lives already
        }
        if (inside >= around) {
          continue; // the stones inside live as often as those around: not c's eye space
        }
        if (borderInAtari(position, base, region, count, c, chainOf, isDead)) {
          continue; // a small chain of the border in atari from outside: captured, it opens the space
        }
        granted.add(new Space(c, around, Arrays.copyOf(region, count)));
      }
    }
    for (Space space : granted) {
      int c = space.colour();
      double[] opponentsClaim = claim[c == Board.BLACK ? 1 : 0]; // claim[0] is Black's, claim[1] White's
      boolean contested = false;
      for (int i : space.points()) {
        // the opponent's big enclosed region shares the point, its chains around as strong or stronger
        contested |= opponentsClaim[i] >= space.around();
      }
      if (contested) {
        continue;
      }
      for (int i : space.points()) {
        for (Point q : size.neighbours(base.point(i))) {
          int qi = base.index(q);
          if (base.colorAt(qi) == c) {
            out[chainOf[qi]] = true;
          }
        }
      }
    }
    return out;
  }

  /**
   * The groups the playouts keep alive that own nothing: chains below {@link #STRONG_LIFE}, joined into a group with
   * the chains of their colour that share a liberty with them, or that touch an empty neighbour of one of their
   * liberties (a two-point jump or a knight's move away: loose stones in an open area are one group, as a player reads
   * them), and so on from those, whatever their life shares (a loose chain weaker than the stones near it dies with
   * them), of at least {@link #MIN_LANDLESS_STONES} stones, whose liberties lean on average at most {@link
   * #MAX_LANDLESS_OWNERSHIP} ({@link #MAX_SMALL_LANDLESS_OWNERSHIP} for a group of at most {@link
   * #SMALL_LANDLESS_STONES} stones, or whose chains have at most {@link #LOOSE_CHAIN_STONES} stones each) to their
   * colour at the end of the playouts. A group that lives in play owns the points next to it (its eyes, its territory)
   * in the playouts where it lives; one that lives in random play only because the attacker fumbles a capturing race,
   * or wanders in an open area until the playout ends, leaves them to the opponent or to no one. Not such a group
   * when it touches an opponent's chain of two liberties or more that is enclosed by it (a region of at most {@link
   * #MAX_ENCLOSED_POINTS} points, reached through empty points and the opponent's stones, bordered by the group alone),
   * or one weaker than {@link #STRONG_LIFE}: the two may stand in seki or in a capturing race, whose shared liberties
   * are nobody's either. A chain in atari is no such partner: the group takes it at once.
   */
  private static boolean[] landlessGroups(Position position, Board base, int[] chainOf, List<PointSet> chains,
      boolean[] isDead, double[] life, double[] fixedLife, double[] ownership) {
    BoardSize size = position.size();
    int n = chains.size();
    boolean[] out = new boolean[n];
    int[] groupOf = new int[n]; // the first chain of the group a chain joined, -1 before
    Arrays.fill(groupOf, -1);
    int[] libertyMark = new int[base.indexLimit()]; // id + 1 of the group that counted the liberty
    List<Integer> group = new ArrayList<>();
    for (int id = 0; id < n; id++) {
      if (groupOf[id] >= 0 || !candidate(id, isDead, life, fixedLife)) {
        continue;
      }
      int c = base.colorAt(base.index(chains.get(id).iterator().next()));
      double sign = c == Board.BLACK ? 1 : -1;
      group.clear();
      group.add(id);
      groupOf[id] = id;
      int stones = 0;
      int largest = 0;
      int liberties = 0;
      double lean = 0;
      for (int k = 0; k < group.size(); k++) {
        PointSet chain = chains.get(group.get(k));
        stones += chain.size();
        largest = Math.max(largest, chain.size());
        for (Point q : chain) {
          for (Point r : size.neighbours(q)) {
            int ri = base.index(r);
            if (base.colorAt(ri) != Board.EMPTY || libertyMark[ri] == id + 1) {
              continue;
            }
            libertyMark[ri] = id + 1;
            liberties++;
            lean += sign * ownership[ri];
            // the chains next to the liberty, and those next to its empty neighbours (a jump or a knight's move
            // away across the open points between them)
            for (Point t : size.neighbours(r)) {
              int ti = base.index(t);
              if (base.colorAt(ti) == c) {
                join(chainOf[ti], id, group, groupOf, isDead, life, fixedLife);
              } else if (base.colorAt(ti) == Board.EMPTY) {
                for (Point u : size.neighbours(t)) {
                  int ui = base.index(u);
                  if (base.colorAt(ui) == c) {
                    join(chainOf[ui], id, group, groupOf, isDead, life, fixedLife);
                  }
                }
              }
            }
          }
        }
      }
      double bound = stones <= SMALL_LANDLESS_STONES || largest <= LOOSE_CHAIN_STONES ? MAX_SMALL_LANDLESS_OWNERSHIP
          : MAX_LANDLESS_OWNERSHIP;
      if (stones < MIN_LANDLESS_STONES || liberties == 0 || lean / liberties > bound
          || hasSekiPartner(position, base, chainOf, chains, life, group, groupOf, id, c)) {
        continue;
      }
      for (int g : group) {
        out[g] = true;
      }
    }
    return out;
  }

  /**
   * Adds chain {@code h} to the group of chain {@code first} that {@link #landlessGroups} is gathering, if it is a
   * candidate not yet in a group.
   */
  private static void join(int h, int first, List<Integer> group, int[] groupOf, boolean[] isDead, double[] life,
      double[] fixedLife) {
    if (groupOf[h] < 0 && candidate(h, isDead, life, fixedLife)) {
      groupOf[h] = first;
      group.add(h);
    }
  }

  /** A chain {@link #landlessGroups} may judge: one the playouts keep alive, below {@link #STRONG_LIFE}. */
  private static boolean candidate(int id, boolean[] isDead, double[] life, double[] fixedLife) {
    return !isDead[id] && fixedLife[id] < 0 && life[id] < STRONG_LIFE;
  }

  /**
   * Whether the group (the chains whose {@code groupOf} is {@code first}) touches an opponent's chain, not in atari,
   * that is weaker than {@link #STRONG_LIFE} (a capturing race or a seki, where neither owns the liberties they
   * share) or that lies in a region of at most {@link #MAX_ENCLOSED_POINTS} points, reached through empty points and
   * the opponent's stones, whose border holds only the group's stones (dead or alive: the shape of a seki).
   */
  private static boolean hasSekiPartner(Position position, Board base, int[] chainOf, List<PointSet> chains,
      double[] life, List<Integer> group, int[] groupOf, int first, int c) {
    BoardSize size = position.size();
    int[] region = new int[MAX_ENCLOSED_POINTS];
    for (int g : group) {
      for (Point q : chains.get(g)) {
        for (Point r : size.neighbours(q)) {
          int ri = base.index(r);
          int k = base.colorAt(ri);
          if (k == Board.EMPTY || k == c || position.libertiesOf(r).size() < 2) {
            continue;
          }
          if (life[chainOf[ri]] < STRONG_LIFE || enclosed(size, base, chainOf, groupOf, first, c, ri, region)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The flood of {@link #hasSekiPartner} from one opponent stone, in a scratch array of its largest size. */
  private static boolean enclosed(BoardSize size, Board base, int[] chainOf, int[] groupOf, int first, int c,
      int start, int[] region) {
    int count = 0;
    region[count++] = start;
    for (int k = 0; k < count; k++) {
      for (Point q : size.neighbours(base.point(region[k]))) {
        int qi = base.index(q);
        if (base.colorAt(qi) == c) {
          if (groupOf[chainOf[qi]] != first) {
            return false; // a stone of the group's colour outside the group: the region is not the group's
          }
          continue;
        }
        boolean seen = false;
        for (int j = 0; j < count && !seen; j++) {
          seen = region[j] == qi;
        }
        if (!seen) {
          if (count == region.length) {
            return false;
          }
          region[count++] = qi;
        }
      }
    }
    return true;
  }

  /**
   * Reads the small enclosed regions ({@link LocalReading}) of the chains Benson's algorithm leaves open: a dead
   * chain the attacker cannot capture moving first, without a ko, lives (a seki, or eyes random play missed); a
   * living chain the attacker captures moving second, without a ko, dies. Returns per chain 0 (no change),
   * {@code FLIP}, {@code KO_FIGHT} (its fight is a ko: left to the players) or {@code KO_LIVES} (a dead chain
   * the attacker moving first gets only a ko against, safe with the defender moving first: it lives, undecided).
   */
  private static int[] readRegions(LocalReading.Regions regions, int[] anchor, boolean[] isDead,
      double[] fixedLife) {
    int n = isDead.length;
    int[] out = new int[n];
    int budget = MAX_READ_NODES_PER_ESTIMATE;
    for (int id = 0; id < n && budget > 0; id++) {
      if (fixedLife[id] >= 0) {
        continue;
      }
      LocalReading reading = regions.around(id, anchor[id], isDead[id]);
      if (reading == null) {
        continue;
      }
      int r = reading.read(Math.min(MAX_READ_NODES, budget));
      budget -= reading.nodes();
      if (r == LocalReading.KO && isDead[id]) {
        // the attacker moving first gets a ko; if the defender moving first is safe, only a ko the attacker has
        // not started threatens the chain (a seki with a ko shape inside, as GNU Go counts it): it lives
        LocalReading second = regions.around(id, anchor[id], false);
        int defended = second.read(Math.min(MAX_READ_NODES, budget));
        budget -= second.nodes();
        out[id] = defended == LocalReading.SAFE ? KO_LIVES : KO_FIGHT;
      } else if (r == LocalReading.KO) {
        out[id] = KO_FIGHT;
      } else if (isDead[id] ? r == LocalReading.SAFE : r == LocalReading.CAPTURED) {
        out[id] = FLIP;
      }
    }
    return out;
  }

  /**
   * Whether a chain of colour {@code c} bordering the region, of at most {@link LocalReading#MAX_CAPTURED_INSIDE}
   * stones, is in atari from a living stone of the opponent: the opponent captures it from outside and breaks the
   * space open.
   */
  private static boolean borderInAtari(Position position, Board base, int[] region, int count, int c,
      int[] chainOf, boolean[] isDead) {
    BoardSize size = position.size();
    for (int k = 0; k < count; k++) {
      for (Point q : size.neighbours(base.point(region[k]))) {
        if (base.colorAt(base.index(q)) != c || position.libertiesOf(q).size() != 1) {
          continue;
        }
        PointSet chain = position.chainAt(q);
        if (chain.size() > LocalReading.MAX_CAPTURED_INSIDE) {
          continue;
        }
        for (Point stone : chain) {
          for (Point r : size.neighbours(stone)) {
            int ri = base.index(r);
            int colour = base.colorAt(ri);
            if (colour != Board.EMPTY && colour != c && !isDead[chainOf[ri]]) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  private static boolean inEyeSpace(Board base, int i, int c, int[] chainOf, boolean[] isDead) {
    int k = base.colorAt(i);
    return k == Board.EMPTY || (k != c && isDead[chainOf[i]]);
  }

  /**
   * Retakes the share of every chain weaker than {@link #STRONG_LIFE} over the playouts in which every strong
   * chain lived, when at least {@link #MIN_CONSISTENT_SHARE} of them are left, and updates the verdicts. Returns
   * the chains whose verdict changed, or null if the shares were left as they were.
   */
  private static boolean[] consistentShares(double[] life, boolean[] isDead, double[] fixedLife, long[] survived,
      int played) {
    int n = life.length;
    int words = (played + 63) >>> 6;
    long[] kept = new long[words];
    for (int k = 0; k < played; k++) {
      kept[k >>> 6] |= 1L << k;
    }
    for (int id = 0; id < n; id++) {
      if (fixedLife[id] < 0 && life[id] >= STRONG_LIFE) {
        for (int w = 0; w < words; w++) {
          kept[w] &= survived[w * n + id];
        }
      }
    }
    int left = 0;
    for (long w : kept) {
      left += Long.bitCount(w);
    }
    if (left == played || left < MIN_CONSISTENT_SHARE * played) {
      return null;
    }
    boolean[] changed = new boolean[n];
    for (int id = 0; id < n; id++) {
      if (fixedLife[id] >= 0 || life[id] >= STRONG_LIFE) {
        continue;
      }
      int lived = 0;
      for (int w = 0; w < words; w++) {
        lived += Long.bitCount(survived[w * n + id] & kept[w]);
      }
      life[id] = (double) lived / left;
      boolean dead = life[id] < LIFE_THRESHOLD;
      changed[id] = dead != isDead[id];
      isDead[id] = dead;
    }
    return changed;
  }

  /** Whether a chain not decided by Benson has a life share within the undecided margin of the threshold. */
  private static boolean undecided(int[] lived, int played, double[] fixedLife, int n) {
    for (int id = 0; id < n; id++) {
      if (fixedLife[id] < 0 && Math.abs((double) lived[id] / played - LIFE_THRESHOLD) < UNDECIDED_MARGIN) {
        return true;
      }
    }
    return false;
  }

  /**
   * The estimator's judgement of one chain of the position.
   *
   * @param color the chain's colour
   * @param stones its stones
   * @param lifeShare the share of playouts at whose end its stones were on the board, for a chain weaker than
   *     {@link DeadStoneEstimator#STRONG_LIFE} of those in which every chain that strong lived (1 for a pass-alive
   *     chain, 0 for a chain in the opponent's pass-alive territory)
   * @param dead whether the estimate calls it dead: {@code lifeShare < LIFE_THRESHOLD}, unless it borders an eye
   *     space of {@link #MIN_EYE_SPACE} points or the reading of its small region says otherwise
   * @param undecided whether it is neither clearly alive nor clearly dead, so the players should say: its fight
   *     is a ko by the estimator's reading, or, not decided by Benson's algorithm nor by reading, its share is
   *     within {@link #UNDECIDED_MARGIN} of {@link #LIFE_THRESHOLD}
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

  /**
   * What the estimator found: the dead stones, each chain's life share, the seki, the ownership of every point and
   * the expected score. Immutable.
   *
   * @since 0.1.0
   */
  public static final class Estimate {
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
        s = Scorer.score(position, dead, sekiRegions(position, dead, neutral, playouts,
            bitboard(position.geometry(), koSeki)));
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
     * the file writes it): 30 moves before the end the lead names the winner in 66.9 % and is 6.8 points from the
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
      Geometry g = position.geometry();
      long[] after = Bitboards.without(g, position.state(), bitboard(g, dead));
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
  }
}
