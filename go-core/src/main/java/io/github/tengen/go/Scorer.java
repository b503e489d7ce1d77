package io.github.tengen.go;

import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

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
   * as a liberty is <em>in seki</em>. Under rules whose {@link RuleSet#sekiEyesCounted()} is false (Japanese,
   * Korean) the eyes of chains in seki (regions bordered by one colour only that touch a chain in seki) are neutral
   * too; under area rules they count. This
   * covers the seki whose shared liberties neither player can fill: two groups sharing two liberties, apart or side
   * by side, and seki with one eye each (all tested, the first two against GNU Go). A shared point that one player
   * can fill safely is plain dame, which Japanese rules expect to be filled before counting. A seki that only
   * reading reveals is not recognised: in a hane seki each player could capture a chain in atari but would then
   * lose the race, so its capturing points count as dame ({@link #unsettled} lists them, and a UI can let the
   * players settle them).
   *
   * <p>Under area scoring a colour has its stones plus its regions; under territory scoring its regions plus its
   * prisoners. White adds komi and the handicap bonus of {@link RuleSet#handicapBonus()} for
   * {@link Position#handicap()} stones.
   *
   * @param position the position, normally with the game over
   * @param deadStones points of the dead chains (any point of a chain marks all of it)
   * @return the score
   * @throws IllegalArgumentException if a dead point is empty or off the board, or marks a pass-alive chain
   */
  public static Score score(Position position, Set<Point> deadStones) {
    Objects.requireNonNull(deadStones, "deadStones");
    RuleSet rules = position.ruleSet();
    Geometry g = position.geometry();
    Engine e = Position.engine(g);
    long[] s = position.state();
    int w = g.words;
    BoardSize size = position.size();
    long[] dead = new long[w];
    for (Point pt : deadStones) {
      if (!size.contains(Objects.requireNonNull(pt, "dead point"))) {
        throw new IllegalArgumentException(pt + " is not on a " + size + " board");
      }
      int i = g.index(pt.x(), pt.y());
      if (e.isEmpty(s, i)) {
        throw new IllegalArgumentException("no stone to mark dead at " + pt);
      }
      or(dead, e.chainOf(s, i));
    }
    int[] deadCount = new int[2];
    boolean anyDead = false;
    for (int k = 0; k < w; k++) {
      deadCount[0] += Long.bitCount(dead[k] & s[k]);
      deadCount[1] += Long.bitCount(dead[k] & s[w + k]);
      anyDead |= dead[k] != 0;
    }
    if (anyDead) {
      for (Color c : Color.values()) {
        for (Point pt : passAlive(position, c).stones()) {
          int i = g.index(pt.x(), pt.y());
          if ((dead[i >>> 6] & (1L << i)) != 0) {
            throw new IllegalArgumentException("the " + c.name().toLowerCase(java.util.Locale.ROOT)
                + " chain at " + pt + " is pass-alive and cannot be dead");
          }
        }
      }
    }
    // the stones that stay (read only from here on: without dead stones, the position's own array, with which the
    // engine is often synchronised already)
    long[] after = anyDead ? s.clone() : s;
    if (anyDead) {
      for (int k = 0; k < w; k++) {
        after[k] &= ~dead[k];
        after[w + k] &= ~dead[k];
      }
    }
    long[] empty = new long[w];
    for (int k = 0; k < w; k++) {
      empty[k] = g.onboard[k] & ~(after[k] | after[w + k]);
    }
    // seki points and the chains in seki
    long[] sekiPoints = new long[w];
    long[] sekiChains = new long[w];
    List<long[]> regions = components(g, empty, w);
    long[] d = new long[w];
    for (long[] region : regions) {
      e.dilate(region, d);
      if (!intersects(d, after, 0, w) || !intersects(d, after, w, w)) {
        continue;
      }
      forEachBit(region, i -> {
        if (isSekiPoint(e, after, i)) {
          sekiPoints[i >>> 6] |= 1L << i;
        }
      });
    }
    forEachBit(sekiPoints, i -> {
      for (int k = 0; k < 4; k++) {
        int q = g.neighbours[4 * i + k];
        if (q >= 0 && !e.isEmpty(after, q) && (sekiChains[q >>> 6] & (1L << q)) == 0) {
          or(sekiChains, e.chainOf(after, q));
        }
      }
    });
    // regions: owner, seki eyes, dame
    byte[] owner = new byte[g.span];
    int[] stones = new int[2];
    int[] territory = new int[2];
    long[] dame = new long[w];
    long[] seki = sekiPoints.clone();
    for (int c = 0; c < 2; c++) {
      for (int k = 0; k < w; k++) {
        stones[c] += Long.bitCount(after[c * w + k]);
      }
    }
    boolean area = rules.scoringRule() == RuleSet.ScoringRule.AREA;
    if (area) {
      for (int c = 0; c < 2; c++) {
        int code = c + 1;
        forEachBit(java.util.Arrays.copyOfRange(after, c * w, c * w + w), i -> owner[i] = (byte) code);
      }
    }
    for (long[] region : regions) {
      e.dilate(region, d);
      boolean black = intersects(d, after, 0, w);
      boolean white = intersects(d, after, w, w);
      if (black == white) {
        for (int k = 0; k < w; k++) {
          dame[k] |= region[k] & ~sekiPoints[k];
        }
        continue;
      }
      boolean sekiEye = false;
      for (int k = 0; k < w; k++) {
        sekiEye |= (d[k] & sekiChains[k]) != 0;
      }
      if (sekiEye && !rules.sekiEyesCounted()) {
        or(seki, region);
        continue;
      }
      int c = black ? 0 : 1;
      int n = 0;
      for (long x : region) {
        n += Long.bitCount(x);
      }
      territory[c] += n;
      byte code = (byte) (c + 1);
      forEachBit(region, i -> owner[i] = code);
    }
    int[] passStones = passStones(position);
    int[] prisoners = {position.captures(Color.BLACK) + deadCount[1] + passStones[0],
        position.captures(Color.WHITE) + deadCount[0] + passStones[1]};
    int h = position.handicap();
    int bonus = switch (rules.handicapBonus()) {
      case NONE -> 0;
      case N -> h;
      case N_MINUS_1 -> Math.max(0, h - 1);
    };
    return new Score(rules, g, stones, territory, prisoners, bonus, new PointSet(g, dame), new PointSet(g, seki),
        owner, passStones);
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
   * Whether neither player can play on the empty point i: for each, the move is illegal, or captures nothing and
   * leaves the filling chain with at most one liberty.
   */
  private static boolean isSekiPoint(Engine e, long[] board, int i) {
    // every player, not only those whose stones touch the point: an empty point in open space is not seki
    return !e.capturesOrKeepsTwoLiberties(board, i, 0) && !e.capturesOrKeepsTwoLiberties(board, i, 1);
  }

  private static boolean intersects(long[] a, long[] b, int offset, int w) {
    for (int k = 0; k < w; k++) {
      if ((a[k] & b[offset + k]) != 0) {
        return true;
      }
    }
    return false;
  }

  private static void forEachBit(long[] set, java.util.function.IntConsumer action) {
    for (int k = 0; k < set.length; k++) {
      long m = set[k];
      while (m != 0) {
        action.accept((k << 6) + Long.numberOfTrailingZeros(m));
        m &= m - 1;
      }
    }
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
    Score score = score(position, deadStones);
    BoardSize size = position.size();
    // the position with the dead stones taken off, White or Black to move as needed
    Setup cleared = Setup.of(position);
    for (Point p : deadStones) {
      for (Point q : position.chainAt(p)) {
        cleared.remove(q);
      }
    }
    Position alive = cleared.build(position.ruleSet().withKoRule(RuleSet.KoRule.SIMPLE)
        .withSuicideRule(RuleSet.SuicideRule.FORBIDDEN));
    List<Point> sealing = new ArrayList<>();
    for (Point d : score.dame()) {
      for (Color filler : Color.values()) {
        Color owner = filler.opponent();
        boolean touchesOwner = false;
        for (Point n : neighbours(d, size)) {
          touchesOwner |= alive.stoneAt(n).orElse(null) == owner;
        }
        if (!touchesOwner) {
          continue;
        }
        Position after = alive.withToMove(filler);
        Move fill = Move.play(filler, d);
        if (after.check(fill) != Legality.LEGAL) {
          continue;
        }
        after = after.play(fill);
        for (Point n : neighbours(d, size)) {
          if (after.stoneAt(n).orElse(null) != owner) {
            continue;
          }
          PointSet libs = after.libertiesOf(n);
          if (libs.size() == 1) {
            Point last = libs.iterator().next();
            if (score.ownerOf(last).orElse(null) == owner && !sealing.contains(last)) {
              sealing.add(last);
            }
          }
        }
      }
    }
    return new Unsettled(score.dame(), PointSet.of(size, sealing));
  }

  private static List<Point> neighbours(Point p, BoardSize size) {
    List<Point> out = new ArrayList<>(4);
    int x = p.x();
    int y = p.y();
    if (x > 0) {
      out.add(Point.of(x - 1, y));
    }
    if (x + 1 < size.width()) {
      out.add(Point.of(x + 1, y));
    }
    if (y > 0) {
      out.add(Point.of(x, y - 1));
    }
    if (y + 1 < size.height()) {
      out.add(Point.of(x, y + 1));
    }
    return out;
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
    Geometry g = position.geometry();
    Engine e = Position.engine(g);
    long[] s = position.state();
    int w = g.words;
    int off = color.ordinal() * w;
    long[] own = new long[w];
    long[] other = new long[w];
    long[] empty = new long[w];
    for (int k = 0; k < w; k++) {
      own[k] = s[off + k];
      other[k] = g.onboard[k] & ~own[k];
      empty[k] = g.onboard[k] & ~(s[k] | s[w + k]);
    }
    List<long[]> chains = components(g, own, w);
    List<long[]> regions = components(g, other, w);
    int nc = chains.size();
    int nr = regions.size();
    // liberties of each chain; border chains and vitality of each region
    long[][] libs = new long[nc][w];
    for (int c = 0; c < nc; c++) {
      e.dilate(chains.get(c), libs[c]);
    }
    boolean[][] borders = new boolean[nr][nc];
    boolean[][] vital = new boolean[nr][nc];
    for (int r = 0; r < nr; r++) {
      long[] region = regions.get(r);
      for (int c = 0; c < nc; c++) {
        boolean touches = false;
        boolean covers = true;
        for (int k = 0; k < w; k++) {
          touches |= (libs[c][k] & region[k]) != 0;
          covers &= (region[k] & empty[k] & ~libs[c][k]) == 0;
        }
        borders[r][c] = touches;
        vital[r][c] = touches && covers;
      }
    }
    boolean[] chainAlive = new boolean[nc];
    boolean[] regionAlive = new boolean[nr];
    java.util.Arrays.fill(chainAlive, true);
    java.util.Arrays.fill(regionAlive, true);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int c = 0; c < nc; c++) {
        if (!chainAlive[c]) {
          continue;
        }
        int vitalRegions = 0;
        for (int r = 0; r < nr && vitalRegions < 2; r++) {
          if (regionAlive[r] && vital[r][c]) {
            vitalRegions++;
          }
        }
        if (vitalRegions < 2) {
          chainAlive[c] = false;
          changed = true;
        }
      }
      for (int r = 0; r < nr; r++) {
        if (!regionAlive[r]) {
          continue;
        }
        for (int c = 0; c < nc; c++) {
          if (borders[r][c] && !chainAlive[c]) {
            regionAlive[r] = false;
            changed = true;
            break;
          }
        }
      }
    }
    long[] stones = new long[w];
    long[] territory = new long[w];
    for (int c = 0; c < nc; c++) {
      if (chainAlive[c]) {
        or(stones, chains.get(c));
      }
    }
    for (int r = 0; r < nr; r++) {
      if (regionAlive[r] && isVitalToAliveChain(vital[r], chainAlive)) {
        or(territory, regions.get(r));
      }
    }
    return new PassAlive(color, new PointSet(g, stones), new PointSet(g, territory));
  }

  /**
   * A region left at the end is the colour's for sure only if it is vital to one of its pass-alive chains (each
   * empty point a liberty of that chain): then the opponent can never make a living group in it. A larger region
   * enclosed by pass-alive chains, such as the open board around living groups, is not decided here.
   */
  private static boolean isVitalToAliveChain(boolean[] vital, boolean[] chainAlive) {
    for (int c = 0; c < vital.length; c++) {
      if (vital[c] && chainAlive[c]) {
        return true;
      }
    }
    return false;
  }

  private static void or(long[] into, long[] x) {
    for (int k = 0; k < into.length; k++) {
      into[k] |= x[k];
    }
  }

  /** The 4-connected components of a bitboard, by a depth-first walk over the points. */
  private static List<long[]> components(Geometry g, long[] set, int w) {
    List<long[]> out = new ArrayList<>();
    long[] rest = set.clone();
    int[] stack = new int[g.span];
    final int[] nb = g.neighbours;
    for (int k = 0; k < w; k++) {
      while (rest[k] != 0) {
        long[] comp = new long[w];
        int start = (k << 6) + Long.numberOfTrailingZeros(rest[k]);
        rest[k] &= rest[k] - 1;
        comp[k] |= 1L << start;
        int sp = 0;
        stack[sp++] = start;
        while (sp > 0) {
          int q = stack[--sp];
          for (int j = 4 * q; j < 4 * q + 4; j++) {
            int a = nb[j];
            if (a >= 0 && (rest[a >>> 6] & (1L << a)) != 0) {
              rest[a >>> 6] &= ~(1L << a);
              comp[a >>> 6] |= 1L << a;
              stack[sp++] = a;
            }
          }
        }
        out.add(comp);
      }
    }
    return out;
  }
}
