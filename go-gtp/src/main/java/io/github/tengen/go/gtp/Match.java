package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.Move;
import io.github.tengen.go.MoveResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.GameInfo;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Plays games between two GTP engines, refereed by the library: in the spirit of gogui-twogtp and gomill's
 * ringmaster. Colours alternate (the first engine takes Black in the first game); every move is checked against the
 * {@link RuleSet} (an illegal move loses the game by forfeit, {@code B+F} or {@code W+F}); a game ends on two passes,
 * a resignation or the move cap; a finished game is scored by {@link Scorer} with the dead stones both engines name
 * in {@code final_status_list dead} when they agree, else by the {@link DeadStoneEstimator}'s count (its dead stones
 * and seki). Each game can be
 * written as SGF with its result.
 *
 * <pre>{@code
 * Match.Settings s = new Match.Settings(BoardSize.square(9), RuleSet.CHINESE, 20, 400, Optional.empty());
 * Match.Result r = Match.play(() -> GtpClient.start(List.of("gnugo", "--mode", "gtp", "--level", "0")),
 *     () -> GtpClient.start(List.of("tengen", "engine", "--playouts", "2000")), s, System.err);
 * System.out.print(r.table());
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Match {
  private Match() {}

  /**
   * How a match is played.
   *
   * @param size the board
   * @param rules the rules, komi included
   * @param games the number of games, at least 1
   * @param maxMoves the move cap of a game (passes included); a capped game is scored as it stands
   * @param sgfDir where to write each game as {@code game-001.sgf}, ..., if anywhere
   * @since 0.1.0
   */
  public record Settings(BoardSize size, RuleSet rules, int games, int maxMoves, Optional<Path> sgfDir) {
    /**
     * Checks the settings.
     *
     * @param size the board, up to 25x25
     * @param rules the rules
     * @param games at least 1
     * @param maxMoves at least 1
     * @param sgfDir the folder, or empty
     * @throws IllegalArgumentException if a number is out of range or the board is larger than GTP's 25x25
     */
    public Settings {
      Objects.requireNonNull(size, "size");
      Objects.requireNonNull(rules, "rules");
      Objects.requireNonNull(sgfDir, "sgfDir");
      if (games < 1 || maxMoves < 1 || size.width() > 25 || size.height() > 25) {
        throw new IllegalArgumentException("games " + games + ", moves " + maxMoves + ", size " + size);
      }
    }
  }

  /**
   * One game of a match.
   *
   * @param number from 1
   * @param black the name of the engine with Black: "A" or "B" followed by the engine's own name
   * @param white the engine with White
   * @param blackIsFirst whether the first engine had Black
   * @param result the result
   * @param moves the moves played, passes included
   * @param how how it ended: "two passes", "resignation", "move cap", "illegal move ...", "engine failure ..."
   * @param deadStonesAgreed whether the score used the engines' agreed dead stones (else the estimator's)
   * @since 0.1.0
   */
  public record Game(int number, String black, String white, boolean blackIsFirst, GameResult result, int moves,
      String how, boolean deadStonesAgreed) {}

  /**
   * The games of a match and their summary.
   *
   * @param first the first engine's name
   * @param second the second engine's name
   * @param rules the rules the referee counted under, komi included
   * @param games every game
   * @since 0.1.0
   */
  public record Result(String first, String second, RuleSet rules, List<Game> games) {
    /**
     * Copies the list.
     *
     * @param first the first engine's name
     * @param second the second engine's name
     * @param rules the rules
     * @param games the games
     */
    public Result {
      Objects.requireNonNull(rules, "rules");
      games = List.copyOf(games);
    }

    /**
     * Returns the game in which an engine broke down (it died, or refused a legal move), where the match stopped.
     *
     * @return that game, or empty if every game ended normally
     */
    public Optional<Game> breakdown() {
      return games.stream().filter(g -> g.how().startsWith(ENGINE_FAILURE)).findFirst();
    }

    /**
     * Returns the games the first engine won.
     *
     * @return the count
     */
    public int firstWins() {
      return (int) games.stream().filter(g -> winnerIsFirst(g).orElse(false)).count();
    }

    /**
     * Returns the games the second engine won.
     *
     * @return the count
     */
    public int secondWins() {
      return (int) games.stream().filter(g -> !winnerIsFirst(g).orElse(true)).count();
    }

    private static Optional<Boolean> winnerIsFirst(Game g) {
      return g.result().winner().map(c -> (c == Color.BLACK) == g.blackIsFirst());
    }

    /**
     * Returns the first engine's share of the decided games with its 95% Wilson interval.
     *
     * @return {share, low, high}; all 0 without a decided game
     */
    public double[] firstWinRate() {
      int n = firstWins() + secondWins();
      if (n == 0) {
        return new double[] {0, 0, 0};
      }
      double p = (double) firstWins() / n;
      double z = 1.96;
      double d = 1 + z * z / n;
      double centre = (p + z * z / (2 * n)) / d;
      double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / d;
      return new double[] {p, Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /**
     * Returns the results table: the rules, wins per engine and colour, the mean margin of the games won on points,
     * the win rate with its 95% interval.
     *
     * @return the table, several lines
     */
    public String table() {
      StringBuilder sb = new StringBuilder();
      sb.append("rules ").append(rules.toSgf()).append(", komi ").append(HalfPoints.format(rules.komi()))
          .append('\n');
      sb.append(String.format(Locale.ROOT, "%-28s %5s %9s %9s %12s%n", "engine", "wins", "as Black", "as White",
          "mean margin"));
      for (boolean first : new boolean[] {true, false}) {
        int wins = 0;
        int asBlack = 0;
        int asWhite = 0;
        double margin = 0;
        int scored = 0;
        for (Game g : games) {
          Optional<Color> w = g.result().winner();
          if (w.isEmpty()) {
            continue;
          }
          boolean firstWon = (w.get() == Color.BLACK) == g.blackIsFirst();
          if (firstWon != first) {
            continue;
          }
          wins++;
          if (w.get() == Color.BLACK) {
            asBlack++;
          } else {
            asWhite++;
          }
          if (g.result() instanceof GameResult.ScoreWin s) {
            margin += s.margin();
            scored++;
          }
        }
        sb.append(String.format(Locale.ROOT, "%-28s %5d %9d %9d %12s%n", first ? first() : second(), wins, asBlack,
            asWhite, scored == 0 ? "-" : String.format(Locale.ROOT, "%.1f", margin / scored)));
      }
      long undecided = games.stream().filter(g -> g.result().winner().isEmpty()).count();
      if (undecided == games.size()) {
        sb.append(String.format(Locale.ROOT, "%d games, none with a winner: no win rate%n", games.size()));
        return sb.toString();
      }
      double[] r = firstWinRate();
      sb.append(String.format(Locale.ROOT, "%d games, %d without a winner; %s wins %.1f%% (95%% interval %.1f%% to"
          + " %.1f%%)%n", games.size(), undecided, first(), 100 * r[0], 100 * r[1], 100 * r[2]));
      return sb.toString();
    }
  }

  /**
   * Plays a match. Each engine is started once and reused across games ({@code clear_board} between them).
   *
   * @param first starts the first engine (Black in odd-numbered games)
   * @param second starts the second engine
   * @param settings the settings
   * @param log receives one line a game
   * @return the games
   * @throws UncheckedIOException if an SGF file cannot be written
   */
  public static Result play(Supplier<GtpClient> first, Supplier<GtpClient> second, Settings settings,
      PrintStream log) {
    Objects.requireNonNull(log, "log");
    try (GtpClient a = first.get(); GtpClient b = second.get()) {
      String nameA = "A " + safeName(a);
      String nameB = "B " + safeName(b);
      List<Game> games = new ArrayList<>();
      for (int i = 1; i <= settings.games(); i++) {
        boolean firstBlack = i % 2 == 1;
        GtpClient black = firstBlack ? a : b;
        GtpClient white = firstBlack ? b : a;
        Game g = playOne(i, black, white, firstBlack ? nameA : nameB, firstBlack ? nameB : nameA, firstBlack,
            settings, i <= 2 ? log : null);
        games.add(g);
        log.printf(Locale.ROOT, "game %d: %s (B) vs %s (W): %s after %d moves (%s)%n", i, g.black(), g.white(),
            g.result().toSgf(), g.moves(), g.how());
        if (g.how().startsWith(ENGINE_FAILURE)) {
          log.println("the match stops: an engine that broke down stays broken");
          break;
        }
      }
      return new Result(nameA, nameB, settings.rules(), games);
    }
  }

  private static String safeName(GtpClient c) {
    try {
      String v = c.version();
      return c.name() + (v.isEmpty() ? "" : " " + v);
    } catch (GtpException e) {
      return "engine";
    }
  }

  /** How a game that an engine broke off is described ({@link Game#how()}). */
  static final String ENGINE_FAILURE = "engine failure";

  /**
   * Sets an engine up for a game. An engine that cannot be told the rules plays under its own, and the referee
   * counts under the match's: {@code warn}, when given, is told so.
   */
  private static void setUp(GtpClient c, Settings s, String name, PrintStream warn) {
    c.boardsize(s.size());
    c.clearBoard();
    c.komi(s.rules().komi());
    String told;
    try {
      told = c.rules(s.rules()).orElse(null);
    } catch (GtpException e) {
      told = null;
    }
    if (told == null && warn != null) {
      warn.printf(Locale.ROOT, "warning: %s was not told the rules (%s): it plays under its own, which may score "
          + "differently; the referee counts under %s, komi %s%n", name, c.knows("kata-set-rules")
          || c.knows("kgs-rules") ? "it refused them or has no name for them" : "it knows neither kata-set-rules nor"
          + " kgs-rules", s.rules().toSgf(), HalfPoints.format(s.rules().komi()));
    }
  }

  private static Game playOne(int number, GtpClient black, GtpClient white, String blackName, String whiteName,
      boolean firstBlack, Settings s, PrintStream warn) {
    List<Position> line = new ArrayList<>();
    Position p = Position.empty(s.size(), s.rules());
    line.add(p);
    GameResult result = null;
    String how = "two passes";
    boolean agreed = false;
    try {
      setUp(black, s, blackName, warn);
      setUp(white, s, whiteName, warn);
      while (!p.isGameOver() && p.moveNumber() < s.maxMoves()) {
        Color c = p.toMove();
        GtpClient mover = c == Color.BLACK ? black : white;
        GtpClient other = c == Color.BLACK ? white : black;
        Decision d = mover.genmove(c);
        if (d instanceof Decision.Resign) {
          result = new GameResult.Win(c.opponent(), GameResult.Win.Reason.RESIGNATION);
          how = "resignation";
          break;
        }
        Move m = d instanceof Decision.Play play ? Move.play(c, play.point()) : Move.pass(c);
        MoveResult r = p.tryPlay(m);
        if (!r.isLegal()) {
          result = new GameResult.Win(c.opponent(), GameResult.Win.Reason.FORFEIT);
          how = "illegal move " + m.toText(s.size()) + " (" + r.legality() + ")";
          break;
        }
        try {
          other.play(m);
        } catch (GtpException e) {
          result = GameResult.NoWinner.VOID;
          how = ENGINE_FAILURE + ": the opponent refused " + m.toText(s.size()) + ": " + e.response();
          break;
        }
        p = r.position();
        line.add(p);
      }
      if (result == null) {
        if (!p.isGameOver()) {
          how = "move cap";
        }
        Set<Point> dead = null;
        try {
          Set<Point> db = black.finalStatusList("dead");
          Set<Point> dw = white.finalStatusList("dead");
          if (db.equals(dw)) {
            dead = db;
            agreed = true;
          }
        } catch (GtpException e) {
          // an engine without final_status_list: the estimator decides
        }
        Score score;
        try {
          // the estimate's own count adds the seki its playouts show to those the Scorer sees
          score = dead != null ? Scorer.score(p, dead) : DeadStoneEstimator.standard().estimate(p).score();
        } catch (IllegalArgumentException e) {
          agreed = false; // the engines named a pass-alive chain dead
          score = DeadStoneEstimator.standard().estimate(p).score();
        }
        result = score.result();
      }
    } catch (GtpException e) {
      result = GameResult.NoWinner.VOID;
      how = ENGINE_FAILURE + ": " + e.getMessage();
    }
    GameResult finalResult = result;
    s.sgfDir().ifPresent(dir -> writeSgf(dir, number, line, blackName, whiteName, finalResult));
    return new Game(number, blackName, whiteName, firstBlack, finalResult, p.moveNumber(), how, agreed);
  }

  private static void writeSgf(Path dir, int number, List<Position> line, String black, String white,
      GameResult result) {
    SgfGame g = SgfGame.fromPositions(line, "Tengen:0.1.0")
        .withInfo(GameInfo.BLACK_PLAYER, black).withInfo(GameInfo.WHITE_PLAYER, white)
        .withInfo(GameInfo.RESULT, result);
    try {
      Files.createDirectories(dir);
      Path f = dir.resolve(String.format(Locale.ROOT, "game-%03d.sgf", number));
      Path tmp = dir.resolve(f.getFileName() + ".tmp");
      Files.writeString(tmp, SgfWriter.write(g), StandardCharsets.UTF_8);
      Files.move(tmp, f, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
