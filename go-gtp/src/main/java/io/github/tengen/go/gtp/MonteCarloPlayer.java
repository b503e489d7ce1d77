package io.github.tengen.go.gtp;

import io.github.tengen.go.Board;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Objects;

/**
 * The reference bot, built only from the library: flat Monte Carlo with UCB1 at the root. Each playout picks a
 * root move by UCB1, plays it on a copy of a {@link Board}, finishes the game with {@link Board#playout} and counts
 * it with {@link Board#area}; the move played most often is chosen. It passes when it has no move that does not fill
 * its own eye, or when the opponent has passed and the count of the position with the estimated dead stones
 * ({@link DeadStoneEstimator}) is a settled win (none of its own stones called dead, nothing undecided); it never
 * resigns. Seeded, so a game without a time limit is reproducible; each game after the first ({@code clear_board})
 * takes a stream of its own, so games in a row differ. Under a time limit ({@code time_settings} and
 * {@code time_left}) a move stops at the time {@link TimeBudget#secondsForMove()} allots it, after at least ten
 * playouts, or at the playouts asked for, whichever comes first: the move then depends on the machine's speed.
 *
 * <pre>{@code
 * GtpEngine.builder(new MonteCarloPlayer(2000, 7)).name("tengen-mc").build().run(System.in, System.out);
 * }</pre>
 *
 * <p>It is what Tengen's speed buys (a few thousand playouts a second on 19x19, tens of thousands on 9x9, per
 * core), not a strong player; it beats GNU Go's weakest level on 9x9 only with many playouts.
 *
 * @since 0.1.0
 */
public final class MonteCarloPlayer implements GtpPlayer {
  private final int playouts;
  private final long seed;
  private long playoutsDone;
  /** Games ended ({@link #gameOver}): mixed into the playouts' seed, so that games in a row differ. */
  private long games;

  /**
   * Creates the player.
   *
   * @param playouts the playouts per move, at least 1
   * @param seed the seed of the random playouts
   * @throws IllegalArgumentException if {@code playouts} is less than 1
   */
  public MonteCarloPlayer(int playouts, long seed) {
    if (playouts < 1) {
      throw new IllegalArgumentException("playouts " + playouts);
    }
    this.playouts = playouts;
    this.seed = seed;
  }

  /**
   * Returns the number of playouts run so far, over all moves.
   *
   * @return the count
   */
  public long playoutsDone() {
    return playoutsDone;
  }

  @Override
  public Decision genmove(MoveRequest request) {
    Position p = request.position();
    Color me = request.color();
    List<Point> moves = RandomPlayer.candidates(p);
    if (moves.isEmpty()) {
      return Decision.pass();
    }
    if (p.lastMove().map(Move::isPass).orElse(false) && winsNow(p, me)) {
      return Decision.pass();
    }
    Search s = new Search(p, moves, gameSeed());
    OptionalDouble budget = request.time().secondsForMove();
    long deadline = budget.isPresent() ? System.nanoTime() + (long) (budget.getAsDouble() * 1e9) : Long.MAX_VALUE;
    int done = 0;
    while (done < playouts && (done == 0 || System.nanoTime() - deadline < 0)) {
      int batch = Math.min(CLOCK_EVERY, playouts - done);
      s.run(batch);
      done += batch;
      if (done % REPORT_EVERY == 0 || done == playouts) {
        request.analysis().report(s.report());
      }
    }
    playoutsDone += done;
    return Decision.play(moves.get(s.best()));
  }

  /**
   * Playouts between two looks at the clock: a few milliseconds on 19x19, so a move keeps to the time the controller
   * gives ({@code time_left}) within that.
   */
  private static final int CLOCK_EVERY = 10;

  /** A new game ({@code clear_board}, {@code kgs-game_over}): the next game's playouts take another stream. */
  @Override
  public void gameOver() {
    games++;
  }

  private long gameSeed() {
    return RandomPlayer.gameSeed(seed, games);
  }

  /** Reports the candidates every so many playouts, until the controller stops the analysis. */
  @Override
  public void analyze(Position position, AnalysisSink sink) {
    List<Point> moves = RandomPlayer.candidates(position);
    if (moves.isEmpty()) {
      return;
    }
    Search s = new Search(position, moves, gameSeed());
    if (sink.wantsOwnership()) {
      s.countOwnership();
    }
    while (!sink.isStopped()) {
      s.run(REPORT_EVERY);
      playoutsDone += REPORT_EVERY;
      if (sink.wantsOwnership()) {
        sink.report(s.report(), s.ownership());
      } else {
        sink.report(s.report());
      }
    }
  }

  private static final int REPORT_EVERY = 100;

  /** The root statistics of one search: UCB1 over the candidate moves, light playouts counted by area. */
  private static final class Search {
    private final Position position;
    private final List<Point> moves;
    private final Board root;
    private final Board work;
    private final int[] index;
    private final double[] wins;
    private final int[] visits;
    /** The sum of each candidate's playouts' margins, the mover's points ahead. */
    private final double[] margins;
    /** Each point's playouts owned by the mover less those owned by the opponent, when ownership is asked. */
    private long[] owned;
    private int[] owner;
    private final double komi;
    private final int maxMoves;
    private final Color me;
    private long state;
    private int total;

    Search(Position p, List<Point> moves, long seed) {
      this.position = p;
      this.moves = moves;
      this.root = Board.of(p);
      this.work = root.copy();
      int n = moves.size();
      this.index = new int[n];
      for (int i = 0; i < n; i++) {
        index[i] = root.index(moves.get(i));
      }
      this.wins = new double[n];
      this.visits = new int[n];
      this.margins = new double[n];
      RuleSet rules = p.ruleSet();
      this.komi = rules.komi() + rules.handicapBonus().points(p.handicap());
      this.maxMoves = 3 * p.size().area() + 16;
      this.me = p.toMove();
      this.state = seed ^ p.zobristHash() ^ (p.moveNumber() * 0x9E3779B97F4A7C15L);
    }

    void run(int playouts) {
      for (int k = 0; k < playouts; k++) {
        int pick = select(wins, visits, total);
        work.copyFrom(root);
        if (work.play(index[pick]).isLegal()) {
          state = work.playout(state, maxMoves);
        }
        double margin = work.area(Color.BLACK) - work.area(Color.WHITE) - komi;
        boolean win = me == Color.BLACK ? margin > 0 : margin < 0;
        wins[pick] += win ? 1 : 0;
        margins[pick] += me == Color.BLACK ? margin : -margin;
        visits[pick]++;
        total++;
        if (owned != null) {
          work.areaOwners(owner);
          int mine = me == Color.BLACK ? Board.BLACK : Board.WHITE;
          for (int y = 0, at = 0; y < position.size().height(); y++) {
            for (int x = 0; x < position.size().width(); x++, at++) {
              int o = owner[root.index(x, y)];
              owned[at] += o == mine ? 1 : o == Board.EMPTY ? 0 : -1;
            }
          }
        }
      }
    }

    /** Counts each point's owner at the end of every playout from now on. */
    void countOwnership() {
      owned = new long[position.size().width() * position.size().height()];
      owner = new int[root.indexLimit()];
    }

    /** Each point's share of playouts the mover owns it less the opponent's, row by row from the top left. */
    double[] ownership() {
      double[] out = new double[owned.length];
      for (int k = 0; k < out.length; k++) {
        out[k] = total == 0 ? 0 : (double) owned[k] / total;
      }
      return out;
    }

    int best() {
      int best = 0;
      for (int i = 1; i < visits.length; i++) {
        if (visits[i] > visits[best] || (visits[i] == visits[best] && wins[i] > wins[best])) {
          best = i;
        }
      }
      return best;
    }

    /** The ten most visited candidates, with their winrates and a 95% lower bound. */
    List<AnalysisInfo> report() {
      Integer[] order = new Integer[visits.length];
      for (int i = 0; i < order.length; i++) {
        order[i] = i;
      }
      java.util.Arrays.sort(order, (a, b) -> visits[b] != visits[a] ? Integer.compare(visits[b], visits[a])
          : Double.compare(wins[b], wins[a]));
      List<AnalysisInfo> out = new java.util.ArrayList<>();
      for (int k = 0; k < Math.min(10, order.length) && visits[order[k]] > 0; k++) {
        int i = order[k];
        // Laplace's estimate: a move won once in one playout is not a 100 % win
        double w = (wins[i] + 1) / (visits[i] + 2);
        double lcb = Math.max(0, w - 1.96 * Math.sqrt(w * (1 - w) / visits[i]));
        Move m = Move.play(me, moves.get(i));
        out.add(new AnalysisInfo(m, visits[i], w, 0, lcb, margins[i] / visits[i], k, List.of(m)));
      }
      return out;
    }
  }

  /**
   * UCB1: every move once, then the best mean plus sqrt(0.5 ln N / n), a smaller exploration than the textbook
   * 2, which spreads a few thousand playouts evenly over the moves.
   */
  private static int select(double[] wins, int[] visits, int total) {
    int best = -1;
    double bestValue = -1;
    double logTotal = Math.log(Math.max(1, total));
    for (int i = 0; i < visits.length; i++) {
      if (visits[i] == 0) {
        return i;
      }
      double v = wins[i] / visits[i] + Math.sqrt(0.5 * logTotal / visits[i]);
      if (v > bestValue) {
        bestValue = v;
        best = i;
      }
    }
    return best;
  }

  /** Whether the position, counted now with the estimated dead stones, is a win for {@code me}. */
  /**
   * Whether passing back ends the game in a settled win: the count with the estimated dead stones is a win, none of
   * the player's own stones is called dead, no chain is undecided, and few empty points are (at most one in
   * {@value #UNSETTLED_POINTS_PER_POINT}, dame at the end of a game; early in a game most of the board is).
   */
  private static boolean winsNow(Position p, Color me) {
    Objects.requireNonNull(me);
    Estimate e = DeadStoneEstimator.standard().estimate(p);
    if (e.score().winner().orElse(null) != me || !e.undecidedChains().isEmpty()) {
      return false;
    }
    for (Point d : e.deadStones()) {
      if (p.stoneAt(d).orElse(null) == me) {
        return false;
      }
    }
    int points = p.size().width() * p.size().height();
    long unsettled = e.undecided(UNSETTLED_OWNERSHIP).stream().filter(q -> p.stoneAt(q).isEmpty()).count();
    return unsettled * UNSETTLED_POINTS_PER_POINT <= points;
  }

  /** An empty point whose ownership is nearer zero than this is not settled. */
  private static final double UNSETTLED_OWNERSHIP = 0.5;
  /** At most one point in this many may be unsettled when the player passes back: the dame of a finished game. */
  private static final int UNSETTLED_POINTS_PER_POINT = 20;
}
