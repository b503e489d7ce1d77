package io.github.tengen.go;

import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Counting a finished game, and judgements about its end: unconditional life by Benson's algorithm.
 *
 * <pre>{@code
 * Score score = Scorer.score(position, Set.of(Point.parseSgf("cc")));   // the chain on cc is dead
 * score.toSgf();                                                        // "W+3.5"
 * Scorer.PassAlive safe = Scorer.passAlive(position, Color.BLACK);
 * safe.stones();      // black stones that can never be captured, even if Black always passes
 * safe.territory();   // the regions they enclose: empty points and the white stones inside, which are dead
 * }</pre>
 *
 * <p>How a count is made, one step a method: the dead chains are found and checked ({@code deadChains}), taken
 * off the board, the seki points found ({@code sekiPoints}), the empty regions given to their owner, with the eyes of
 * chains in seki neutral where the rules say so ({@code regions}), and the prisoners, pass stones and handicap bonus
 * added ({@link RuleSet.HandicapBonus#points(int)}), and under the rules that have them the group tax and the button
 * ({@code groupTax}, {@code buttonHolder}). Benson's test and the sealing check live in their own classes behind
 * {@link #passAlive} and {@link #unsettled}.
 *
 * @since 0.1.0
 */
public final class Scorer {
  private Scorer() {}

  /**
   * Counts a position with every stone alive, as Tromp-Taylor rules do.
   *
   * @param position the position
   * @return the score under the position's rules
   */
  public static Score score(Position position) {
    return score(position, Set.of());
  }

  /**
   * Counts a position after removing the dead stones, under the position's rules.
   *
   * <p>A point of a dead chain marks the whole chain; the dead stones become the opponent's prisoners and their
   * points part of the surrounding region. Then every empty region bordered by one colour only is that colour's;
   * a region bordered by both colours (or by none) is neutral.
   *
   * <p><b>Seki.</b> A point of a region bordered by both colours is a <em>seki point</em> when each player could
   * play there only by leaving the stone's chain with at most one liberty, or not at all, and without capturing
   * anything: neither player will ever fill it, and it stays neutral. (An empty point with room around it is never
   * a seki point: either player can play there.) A chain with a seki point
   * as a liberty is <em>in seki</em>, and so is its group: the chains joined to it by eyes (regions bordered by one
   * colour only), and the chains joined to those. Under rules whose {@link RuleSet#sekiEyesCounted()} is false
   * (Japanese, Korean) every eye of a group in seki is neutral too (GNU Go's {@code score.tst} 7: an eye of a chain
   * that shares no liberty with the opponent, but an eye with one that does); under area rules they count. This
   * covers the seki whose shared liberties neither player can fill: two groups sharing two liberties, apart or side
   * by side, and seki with one eye each (all tested, the first two against GNU Go). A shared point that one player
   * can fill safely is plain dame, which Japanese rules expect to be filled before counting. A seki that only
   * reading reveals is not recognised: in a hane seki each player could capture a chain in atari but would then
   * lose the race, so its capturing points count as dame ({@link #unsettled} lists them, and a UI can let the
   * players settle them).
   *
   * <p>Under area scoring a colour has its stones plus its regions; under territory scoring its regions plus its
   * prisoners. White adds komi and the handicap bonus of {@link RuleSet#handicapBonus()} for
   * {@link Position#handicap()} stones. Under a {@link RuleSet#groupTax()} each group living on its own pays two
   * points ({@link Score#groupTax(Color)}); under the {@link RuleSet#button()} its holder receives half a point
   * ({@link Score#button()}).
   *
   * @param position the position, normally with the game over
   * @param deadStones points of the dead chains (any point of a chain marks all of it)
   * @return the score
   * @throws IllegalArgumentException if a dead point is empty or off the board, or marks a pass-alive chain
   */
  public static Score score(Position position, Set<Point> deadStones) {
    return count(position, deadStones, null);
  }

  /**
   * {@link #score(Position, Set)} where, besides the seki points found on the board, every region bordered by both
   * colours (once the dead stones are off) that holds a point of {@code sekiRegions} is a seki, all its points: the
   * players' or an estimator's judgement that such a region is shared liberties neither side can fill (a seki that
   * only reading shows, with three or more shared liberties or a ko shape inside). Points of {@code sekiRegions}
   * elsewhere (a stone, a region of one colour) change nothing.
   *
   * <pre>{@code
   * Score s = Scorer.score(position, Set.of(), Set.of(Point.parse("E5", size)));   // E5's dame region is seki
   * }</pre>
   *
   * @param position the position, normally with the game over
   * @param deadStones points of the dead chains (any point of a chain marks all of it)
   * @param sekiRegions a point of each dame region that is a seki
   * @return the score
   * @throws IllegalArgumentException if a dead point is empty or off the board, or marks a pass-alive chain, or a
   *     seki point is off the board
   */
  public static Score score(Position position, Set<Point> deadStones, Set<Point> sekiRegions) {
    Objects.requireNonNull(sekiRegions, "sekiRegions");
    Geometry g = position.geometry();
    long[] marked = new long[g.words];
    for (Point pt : sekiRegions) {
      if (!position.size().contains(Objects.requireNonNull(pt, "seki point"))) {
        throw new IllegalArgumentException(pt.toText(position.size()) + " is not a point of the board");
      }
      int i = g.index(pt.x(), pt.y());
      marked[i >>> 6] |= 1L << i;
    }
    return count(position, deadStones, marked);
  }

  private static Score count(Position position, Set<Point> deadStones, long @Nullable [] sekiRegions) {
    Objects.requireNonNull(deadStones, "deadStones");
    RuleSet rules = position.ruleSet();
    Geometry g = position.geometry();
    long[] s = position.state();
    int w = g.words;
    long[] dead = deadChains(position, deadStones);
    int[] deadCount = {Bitboards.count(Bitboards.and(dead, s, 0)), Bitboards.count(Bitboards.and(dead, s, w))};
    // the stones that stay (read only from here on: without dead stones, the position's own array, with which the
    // engine is often synchronised already)
    long[] after = deadCount[0] + deadCount[1] > 0 ? Bitboards.without(g, s, dead) : s;
    List<long[]> regions = Bitboards.components(g, Bitboards.empty(g, after));
    long[] sekiPoints = sekiPoints(g, after, regions, sekiRegions);
    Regions r = regions(g, after, regions, sekiPoints, rules);
    int[] stones = {Bitboards.stoneCount(g, after, 0), Bitboards.stoneCount(g, after, 1)};
    int[] passStones = passStones(position);
    int[] prisoners = {position.captures(Color.BLACK) + deadCount[1] + passStones[0],
        position.captures(Color.WHITE) + deadCount[0] + passStones[1]};
    int bonus = rules.handicapBonus().points(position.handicap());
    int[] tax = rules.groupTax() ? groupTax(g, after, r.owned, r.seki) : new int[2];
    return new Score(rules, g, stones, r.territory, prisoners, bonus, new PointSet(g, r.dame),
        new PointSet(g, r.seki), r.owner, passStones, tax, rules.button() ? buttonHolder(position) : null);
  }

  /**
   * The group tax each colour pays (see {@link Score#groupTax(Color)}): two points for each connected part of its
   * stones and territory that touches no seki point or seki eye and holds no stone of its colour in atari.
   */
  private static int[] groupTax(Geometry g, long[] after, long[][] owned, long[] seki) {
    int w = g.words;
    long[] empty = Bitboards.empty(g, after);
    int[] tax = new int[2];
    long[] d = new long[w];
    for (int c = 0; c < 2; c++) {
      long[] stones = java.util.Arrays.copyOfRange(after, c * w, c * w + w);
      long[] inAtari = new long[w];
      for (long[] chain : Bitboards.components(g, stones)) {
        Bitboards.dilate(g, chain, d);
        if (Bitboards.count(Bitboards.and(d, empty, 0)) == 1) {
          Bitboards.or(inAtari, chain);
        }
      }
      long[] area = stones.clone();
      Bitboards.or(area, owned[c]);
      for (long[] group : Bitboards.components(g, area)) {
        Bitboards.dilate(g, group, d);
        if (!Bitboards.intersects(d, seki, 0) && !Bitboards.intersects(group, inAtari, 0)) {
          tax[c] += 2;
        }
      }
    }
    return tax;
  }

  /** Who holds the button: the first player to pass along the position's line, else the player to move. */
  private static Color buttonHolder(Position position) {
    Color first = position.toMove();
    for (Position p = position; p != null; p = p.previous().orElse(null)) {
      Optional<Move> m = p.lastMove();
      if (m.isPresent() && m.get() instanceof Move.Pass) {
        first = m.get().color();
      }
    }
    return first;
  }

  /**
   * The chains marked dead, as a set: every point must hold a stone, the whole chain of each counts, and no chain of
   * it may be pass-alive.
   */
  private static long[] deadChains(Position position, Set<Point> deadStones) {
    Geometry g = position.geometry();
    long[] s = position.state();
    BoardSize size = position.size();
    long[] dead = new long[g.words];
    for (Point pt : deadStones) {
      if (!size.contains(Objects.requireNonNull(pt, "dead point"))) {
        throw new IllegalArgumentException(pt.toText(size) + " is not a point of the board");
      }
      int i = g.index(pt.x(), pt.y());
      if (Bitboards.isEmpty(g, s, i)) {
        throw new IllegalArgumentException("no stone to mark dead at " + pt.toText(size));
      }
      if ((dead[i >>> 6] & (1L << i)) == 0) {
        Bitboards.or(dead, Bitboards.chainOf(g, s, i));
      }
    }
    if (Bitboards.count(dead) > 0) {
      for (Color c : Color.values()) {
        for (Point pt : passAlive(position, c).stones()) {
          int i = g.index(pt.x(), pt.y());
          if ((dead[i >>> 6] & (1L << i)) != 0) {
            throw new IllegalArgumentException("the " + c.name().toLowerCase(Locale.ROOT) + " chain at "
                + pt.toText(size) + " is pass-alive and cannot be dead");
          }
        }
      }
    }
    return dead;
  }

  /**
   * The seki points (see {@link #score(Position, Set)}): the points of regions bordered by both colours where neither
   * player can play without self-atari or capturing.
   */
  private static long[] sekiPoints(Geometry g, long[] after, List<long[]> regions, long[] sekiRegions) {
    Engine e = Position.engine(g);
    int w = g.words;
    long[] sekiPoints = new long[w];
    long[] d = new long[w];
    for (long[] region : regions) {
      Bitboards.dilate(g, region, d);
      if (!Bitboards.intersects(d, after, 0) || !Bitboards.intersects(d, after, w)) {
        continue;
      }
      if (sekiRegions != null && Bitboards.intersects(region, sekiRegions, 0)) {
        Bitboards.or(sekiPoints, region);
        continue;
      }
      Bitboards.forEach(region, i -> {
        if (!e.capturesOrKeepsTwoLiberties(after, i, 0) && !e.capturesOrKeepsTwoLiberties(after, i, 1)) {
          sekiPoints[i >>> 6] |= 1L << i;
        }
      });
    }
    return sekiPoints;
  }

  /**
   * The owner of each point, the territory of each colour (its size, and its points), the dame and the neutral seki
   * points and eyes.
   */
  private record Regions(byte[] owner, int[] territory, long[][] owned, long[] dame, long[] seki) {}

  /**
   * Gives every empty region bordered by one colour to that colour, except the eyes of chains in seki where the
   * rules do not count them; regions bordered by both colours are dame but for their seki points. Under area
   * scoring the stones are their colour's points too.
   */
  private static Regions regions(Geometry g, long[] after, List<long[]> regions, long[] sekiPoints, RuleSet rules) {
    int w = g.words;
    long[] sekiChains = Bitboards.chainsTouching(g, after, sekiPoints);
    byte[] owner = new byte[g.span];
    int[] territory = new int[2];
    long[][] owned = new long[2][w];
    long[] dame = new long[w];
    long[] seki = sekiPoints.clone();
    if (rules.scoringRule() == RuleSet.ScoringRule.AREA) {
      for (int c = 0; c < 2; c++) {
        byte code = (byte) (c + 1);
        Bitboards.forEach(java.util.Arrays.copyOfRange(after, c * w, c * w + w), i -> owner[i] = code);
      }
    }
    List<long[]> eyes = new ArrayList<>(); // the regions bordered by one colour
    List<long[]> borders = new ArrayList<>();
    for (long[] region : regions) {
      long[] d = new long[w];
      Bitboards.dilate(g, region, d);
      if (Bitboards.intersects(d, after, 0) == Bitboards.intersects(d, after, w)) {
        for (int k = 0; k < w; k++) {
          dame[k] |= region[k] & ~sekiPoints[k];
        }
        continue;
      }
      eyes.add(region);
      borders.add(d);
    }
    boolean[] sekiEye = rules.sekiEyesCounted() ? new boolean[eyes.size()] : sekiEyes(g, after, eyes, borders,
        sekiChains);
    for (int e = 0; e < eyes.size(); e++) {
      long[] region = eyes.get(e);
      if (sekiEye[e]) {
        Bitboards.or(seki, region);
        continue;
      }
      boolean black = Bitboards.intersects(borders.get(e), after, 0);
      int c = black ? 0 : 1;
      territory[c] += Bitboards.count(region);
      Bitboards.or(owned[c], region);
      byte code = (byte) (c + 1);
      Bitboards.forEach(region, i -> owner[i] = code);
    }
    return new Regions(owner, territory, owned, dame, seki);
  }

  /**
   * Which eyes are a group's in seki: an eye of a chain in seki, and then every eye of a chain that borders one of
   * those (the chains joined by an eye are one group, and a group in seki is in seki whole: its eyes are no
   * territory under the Japanese rules of 1989, article 8, whichever of its chains the shared liberties touch).
   */
  private static boolean[] sekiEyes(Geometry g, long[] after, List<long[]> eyes, List<long[]> borders,
      long[] sekiChains) {
    boolean[] in = new boolean[eyes.size()];
    long[] group = sekiChains.clone();
    for (boolean grew = true; grew; ) {
      grew = false;
      for (int e = 0; e < eyes.size(); e++) {
        if (!in[e] && Bitboards.intersects(borders.get(e), group, 0)) {
          in[e] = true;
          Bitboards.or(group, Bitboards.chainsTouching(g, after, eyes.get(e)));
          grew = true;
        }
      }
    }
    return in;
  }

  /**
   * The pass stones each player received, under rules where White passes last (AGA): one for each pass of the
   * opponent along the position's line of play. Under area scoring they do not change the totals; they make a
   * territory count give the same result.
   */
  static int[] passStones(Position position) {
    int[] out = new int[2];
    if (!position.ruleSet().whitePassesLast()) {
      return out;
    }
    for (Position p = position; p != null; p = p.previous().orElse(null)) {
      Optional<Move> m = p.lastMove();
      if (m.isPresent() && m.get() instanceof Move.Pass) {
        out[m.get().color().opponent().ordinal()]++;
      }
    }
    return out;
  }

  /**
   * What keeps a position from being ready to count under territory rules, for a UI to warn about before the
   * players agree (servers such as OGS call the second kind "needs sealing").
   *
   * @param dame the neutral points still open (bordered by both colours, not seki): territory counting ignores
   *     them, but filling them may force a reply
   * @param needsSealing territory points that must still be played: when the opponent fills an adjacent dame, a
   *     chain bordering the territory is left with this single liberty inside it, so its owner has to connect
   *     there and the point is not territory after all
   * @since 0.1.0
   */
  public record Unsettled(PointSet dame, PointSet needsSealing) {
    /**
     * Tells whether the position can be counted as it stands.
     *
     * @return true if there is no dame left and nothing needs sealing
     */
    public boolean isSettled() {
      return dame.isEmpty() && needsSealing.isEmpty();
    }
  }

  /**
   * Finds what must still be played before a territory count is right: the open dame and the points that need
   * sealing (see {@link Unsettled}). Each dame is tried for each player: the opponent of a chain next to it fills it,
   * and a chain of the other colour left with one liberty that lies in its own territory makes that liberty a point
   * that needs sealing.
   *
   * <pre>{@code
   * Scorer.Unsettled u = Scorer.unsettled(position, deadStones);
   * if (!u.isSettled()) {
   *   // ask the players to fill u.dame() and to connect at u.needsSealing() before counting
   * }
   * }</pre>
   *
   * @param position the position
   * @param deadStones the dead stones, as for {@link #score(Position, Set)}
   * @return the unsettled points
   * @throws IllegalArgumentException as {@link #score(Position, Set)}
   */
  public static Unsettled unsettled(Position position, Set<Point> deadStones) {
    return Sealing.unsettled(position, deadStones);
  }

  /**
   * The pass-alive (unconditionally alive) chains of one colour and the regions they own.
   *
   * @param color the colour
   * @param stones the stones of the pass-alive chains
   * @param territory the points of the regions enclosed by pass-alive chains and vital to one of them: empty
   *     points and opponent stones, which are dead
   * @since 0.1.0
   */
  public record PassAlive(Color color, PointSet stones, PointSet territory) {}

  /**
   * Finds the chains of a colour that are alive even if that player always passes and the opponent plays any
   * legal moves (suicide forbidden), by Benson's algorithm. Let the regions be the maximal connected sets of points
   * without a stone of the colour. A region is <em>vital</em> to a chain it borders if every empty point of the
   * region is a liberty of that chain. Repeat until nothing changes: drop every chain with fewer than two vital
   * regions among the remaining regions; drop every region bordered by a dropped chain. The chains left are
   * pass-alive. Their territory is every region left that is vital to one of them: its empty points and the
   * opponent stones in it, which are dead.
   *
   * <p>Ko and superko do not matter here, since the player of the colour only passes.
   *
   * @param position the position
   * @param color the colour
   * @return the pass-alive stones and their regions
   */
  public static PassAlive passAlive(Position position, Color color) {
    Objects.requireNonNull(color, "color");
    return Benson.passAlive(position, color);
  }
}
