package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A game tree played into go-core positions: one {@link Position} after each node of a path from the root (the
 * main line, or the path to a chosen node), with the rule problems met on the way.
 *
 * <p>How a replay reads a game: board size from {@code SZ} (19x19 when absent); rules from {@code RU} through
 * {@link RuleSet#fromSgf(String)}, {@link SgfGame#DEFAULT_RULES} (Japanese) when absent or unknown; komi from
 * {@code KM} as {@link SgfGame#komi()} reads it; {@code AB}/{@code AW}/{@code AE} and {@code PL} in any node as
 * setup (at the root, black stones alone mean White moves next; {@code HA[n]} with n black stones records a
 * handicap; {@code HA[n]} without stones and a first move by White: the replay is tried with the fixed handicap stones
 * and without, and the reading with fewer illegal moves is kept, with a warning that says which); {@code B} and
 * {@code W} as moves, whoever is to move (a move by the other player, or after two passes, is played as written).
 * The superko history starts with the setup root.
 *
 * <p>An illegal move: the strict replay throws {@link SgfReplayException}; the lenient replay records a
 * {@link ReplayWarning} with the go-core reason and places the move the way SGF viewers show it: the stone replaces
 * whatever is on its point, opponent chains left without liberties are removed, then the player's own chain if it
 * has none (both counted as prisoners); the other player moves next, with no ko point. A move value that is not on
 * the board is skipped with a warning.
 *
 * <pre>{@code
 * Replay r = SgfReader.lenient().read(path).game().replay();
 * Position end = r.finalPosition();
 * for (ReplayWarning w : r.warnings()) {
 *   System.err.println(w);
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Replay {
  private final SgfGame game;
  private final List<SgfNode> nodes;
  private final List<Position> positions;
  private final List<ReplayWarning> warnings;
  private final int repetitions;

  Replay(SgfGame game, List<SgfNode> nodes, List<Position> positions, List<ReplayWarning> warnings,
      int repetitions) {
    this.game = game;
    this.nodes = List.copyOf(nodes);
    this.positions = List.copyOf(positions);
    this.warnings = List.copyOf(warnings);
    this.repetitions = repetitions;
  }

  /**
   * Returns how many moves of the line recreated an earlier board: those that end the game without result under
   * rules with {@code RuleSet.noResultOnRepetition()} ({@link ReplayWarning.Code#NO_RESULT}), and those superko
   * forbids (placed as viewers do). All are counted, also past the warnings {@link #warnings()} keeps of a kind.
   *
   * @return the number of such moves
   */
  public int repetitions() {
    return repetitions;
  }

  /**
   * Returns the game replayed.
   *
   * @return the game
   */
  public SgfGame game() {
    return game;
  }

  /**
   * Returns the nodes replayed, from the root.
   *
   * @return the nodes, as many as {@link #positions()}
   */
  public List<SgfNode> nodes() {
    return nodes;
  }

  /**
   * Returns the position after each node: the first is the root's (its setup), the last {@link #finalPosition()}.
   *
   * @return the positions
   */
  public List<Position> positions() {
    return positions;
  }

  /**
   * Returns the position after the last node.
   *
   * @return the position
   */
  public Position finalPosition() {
    return positions.get(positions.size() - 1);
  }

  /**
   * Returns the rule problems met, in order.
   *
   * @return the warnings, empty for a clean game
   */
  public List<ReplayWarning> warnings() {
    return warnings;
  }

  /**
   * Returns the dead stones marked in the last node: stones inside {@code TB} (Black's territory) are dead white
   * stones, stones inside {@code TW} dead black ones. Marks off the board are ignored.
   *
   * @return the dead stones, empty without marks
   */
  public Set<Point> markedDeadStones() {
    SgfNode last = nodes.get(nodes.size() - 1);
    Position end = finalPosition();
    BoardSize size = end.size();
    Set<Point> dead = new LinkedHashSet<>();
    addDead(last, "TB", Color.WHITE, size, end, dead);
    addDead(last, "TW", Color.BLACK, size, end, dead);
    return dead;
  }

  private static void addDead(SgfNode node, String id, Color color, BoardSize size, Position end, Set<Point> out) {
    for (SgfProperty p : node.propertyArray()) {
      if (!p.id().equals(id)) {
        continue;
      }
      for (String v : p.values()) {
        try {
          for (Point pt : SgfValues.parsePointList(List.of(v), size)) {
            if (end.stoneAt(pt).orElse(null) == color) {
              out.add(pt);
            }
          }
        } catch (IllegalArgumentException e) {
          // an unreadable mark is not a dead stone
        }
      }
    }
  }

  /**
   * Scores the final position under the game's rules with the {@linkplain #markedDeadStones() marked dead stones}
   * (every other stone alive) and compares the result with {@code RE}. A record whose last node marks no territory
   * ({@code TB}, {@code TW}) and whose all-alive count differs from {@code RE} gets
   * {@link Verdict#NO_DEAD_STONES_MARKED}, not {@code DISAGREES}: without marks the record does not say
   * which stones were dead (pass a count with dead stones to {@link #checkResult(Score, Set)}). Marks that
   * cannot all be dead (an empty point, a pass-alive chain) count as no marks.
   *
   * @return the comparison
   */
  public ResultCheck checkResult() {
    SgfNode last = nodes.get(nodes.size() - 1);
    boolean marked = last.has("TB") || last.has("TW");
    Position end = finalPosition();
    Set<Point> dead = markedDeadStones();
    Score score;
    try {
      score = Scorer.score(end, dead);
    } catch (IllegalArgumentException e) {
      score = Scorer.score(end);
      dead = Set.of();
      marked = false;
    }
    return compare(score, dead, marked);
  }

  /**
   * Scores the final position under the game's rules with the given dead stones and compares the result with
   * {@code RE}.
   *
   * @param deadStones points of the dead chains, as {@link Scorer#score(Position, Set)} takes them
   * @return the comparison
   * @throws IllegalArgumentException if a point is empty, off the board or of a pass-alive chain
   */
  public ResultCheck checkResult(Set<Point> deadStones) {
    Objects.requireNonNull(deadStones, "deadStones");
    return compare(Scorer.score(finalPosition(), deadStones), deadStones, true);
  }

  /**
   * Compares {@code RE} with a count of the final position made elsewhere, with dead stones (and seki) of its own:
   * an estimate's (go-estimate's {@code DeadStoneEstimator.score(Position)}). The dead stones are the stones the
   * count gives to the other colour.
   *
   * @param count the count of {@link #finalPosition()}
   * @return the comparison
   * @throws IllegalArgumentException if the count is under other rules than the final position
   */
  public ResultCheck checkResult(Score count) {
    Position end = finalPosition();
    Set<Point> dead = new HashSet<>();
    for (Color c : Color.values()) {
      for (Point p : end.stones(c)) {
        if (count.ownerOf(p).filter(owner -> owner != c).isPresent()) {
          dead.add(p);
        }
      }
    }
    return checkResult(count, dead);
  }

  /**
   * Compares {@code RE} with a count of the final position made elsewhere, with the dead stones it removed.
   *
   * @param count the count of {@link #finalPosition()}
   * @param deadStones the dead stones the count removed
   * @return the comparison
   * @throws IllegalArgumentException if the count is under other rules than the final position, or a dead stone is
   *     not a stone of it
   */
  public ResultCheck checkResult(Score count, Set<Point> deadStones) {
    Objects.requireNonNull(count, "count");
    Position end = finalPosition();
    if (!count.rules().equals(end.ruleSet())) {
      throw new IllegalArgumentException("the count is under other rules than the replay's final position");
    }
    for (Point p : deadStones) {
      if (!end.size().contains(p) || end.stoneAt(p).isEmpty()) {
        throw new IllegalArgumentException("no stone of the final position at " + p.toText(end.size()));
      }
    }
    return compare(count, deadStones, true);
  }

  private ResultCheck compare(Score score, Set<Point> dead, boolean deadStonesKnown) {
    Optional<GameResult> recorded = game.result();
    Verdict verdict;
    if (recorded.isEmpty()) {
      verdict = game.root().has("RE") ? Verdict.UNREADABLE_RESULT : Verdict.NO_RESULT;
    } else if (recorded.get() instanceof GameResult.ScoreWin win) {
      verdict = score.winner().orElse(null) == win.color() && Math.abs(score.margin() - win.margin()) < 1e-9
          ? Verdict.AGREES
          : Verdict.DISAGREES;
    } else if (recorded.get() == GameResult.NoWinner.DRAW) {
      verdict = score.winner().isEmpty() ? Verdict.AGREES : Verdict.DISAGREES;
    } else {
      verdict = Verdict.NOT_A_SCORE;
    }
    if (verdict == Verdict.DISAGREES && !deadStonesKnown) {
      verdict = Verdict.NO_DEAD_STONES_MARKED;
    }
    return new ResultCheck(recorded, score, dead, verdict);
  }

  /**
   * The comparison of a computed score with the recorded result.
   *
   * @param recorded the result {@code RE}, if any
   * @param score our score of the final position
   * @param deadStones the dead stones the score used
   * @param verdict whether they agree: {@code AGREES}, {@code DISAGREES}, {@code NO_DEAD_STONES_MARKED},
   *     {@code NOT_A_SCORE}, {@code UNREADABLE_RESULT} or {@code NO_RESULT}
   * @since 0.1.0
   */
  public record ResultCheck(Optional<GameResult> recorded, Score score, Set<Point> deadStones, Verdict verdict) {
    /**
     * Copies the dead stones.
     *
     * @param recorded the result {@code RE}, if any
     * @param score our score of the final position
     * @param deadStones the dead stones the score used
     * @param verdict whether they agree
     */
    public ResultCheck {
      deadStones = Set.copyOf(deadStones);
    }
  }

  @Override
  public String toString() {
    return "Replay[" + nodes.size() + " nodes, move " + finalPosition().moveNumber() + ", " + warnings.size()
        + " warnings]";
  }
}
