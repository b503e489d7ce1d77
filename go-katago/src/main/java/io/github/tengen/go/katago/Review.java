package io.github.tengen.go.katago;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.sgf.SgfGame;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * A game reviewed by KataGo's analysis: for each move, Black's win rate and score lead after it, what the move cost
 * its player against the position before it (in win rate and in points), where it stood among KataGo's choices, and
 * the alternatives KataGo searched; the mistakes by size, and each player's agreement with KataGo's first choice.
 * The numbers are those analyze-sgf and Sabaki write (analyze-sgf's {@code src/node.js}; Sabaki's {@code SBKV} is
 * {@link Evaluation#blackWinrate()} in percent): a response for turn <i>t</i> evaluates move <i>t</i>, and its moves
 * are the alternatives to move <i>t</i>+1. KataGo must report its values as Black's ({@code reportAnalysisWinratesAs
 * = BLACK}, its default).
 *
 * <pre>{@code
 * Review review = Review.of(moves, size, resultsByTurn);
 * review.mistakes().get(0);                       // the move that cost its player the most win rate
 * review.agreement(Color.WHITE);                  // White's share of KataGo's first choices
 * }</pre>
 *
 * @param moves each move of the game, in order, with its review
 * @param nextMoves KataGo's choices in the position after the last move, its first first; empty if not analysed
 * @since 0.1.0
 */
public record Review(List<MoveReview> moves, List<Alternative> nextMoves) {
  /**
   * Copies the moves.
   *
   * @param moves the moves' reviews
   * @param nextMoves the choices after the last move
   */
  public Review {
    moves = List.copyOf(moves);
    nextMoves = List.copyOf(nextMoves);
  }

  /**
   * KataGo's evaluation of a position, as Black's.
   *
   * @param blackWinrate Black's chance to win, 0 to 1
   * @param blackScoreLead Black's expected lead in points
   * @param visits the visits it rests on
   */
  public record Evaluation(double blackWinrate, double blackScoreLead, int visits) {}

  /**
   * A move KataGo searched where another was played, or the one played.
   *
   * @param move the move
   * @param order KataGo's rank of it, 0 its first choice
   * @param after its evaluation after the move
   * @param winrateDrop what it cost its player in win rate against the position before it (negative: it gained)
   * @param scoreDrop the same in points
   * @param pv the line KataGo expects, the move first
   */
  public record Alternative(Move move, int order, Evaluation after, double winrateDrop, double scoreDrop,
      List<Move> pv) {}

  /**
   * One move of the game reviewed.
   *
   * @param number its number, 1 the first move
   * @param move the move
   * @param after KataGo's evaluation of the position after it, if that turn was analysed
   * @param winrateDrop what the move cost its player in win rate, if both turns around it were analysed
   * @param scoreDrop the same in points
   * @param choice the move's place among KataGo's choices in the position before it, 1 its first, if it was searched
   * @param alternatives KataGo's choices in the position before it, its first first; empty if not analysed
   */
  public record MoveReview(int number, Move move, Optional<Evaluation> after, OptionalDouble winrateDrop,
      OptionalDouble scoreDrop, OptionalInt choice, List<Alternative> alternatives) {}

  /**
   * Reviews a game from the final results of the turns analysed (a query with {@code analyzeTurns} 0 to the number of
   * moves; turns missing give moves without values).
   *
   * @param moves the game's moves
   * @param size the board
   * @param resultsByTurn each turn's final result, by turn number
   * @return the review
   * @throws IllegalArgumentException if a result's moves are not moves of the board
   */
  public static Review of(List<Move> moves, BoardSize size, Map<Integer, AnalysisResponse.Result> resultsByTurn) {
    Objects.requireNonNull(size, "size");
    List<MoveReview> out = new ArrayList<>();
    for (int n = 1; n <= moves.size(); n++) {
      Move move = moves.get(n - 1);
      Optional<Evaluation> before = evaluation(resultsByTurn.get(n - 1));
      Optional<Evaluation> after = evaluation(resultsByTurn.get(n));
      double sign = move.color() == Color.BLACK ? 1 : -1;
      OptionalDouble wr = OptionalDouble.empty();
      OptionalDouble score = OptionalDouble.empty();
      if (before.isPresent() && after.isPresent()) {
        wr = OptionalDouble.of(sign * (before.get().blackWinrate() - after.get().blackWinrate()));
        score = OptionalDouble.of(sign * (before.get().blackScoreLead() - after.get().blackScoreLead()));
      }
      List<Alternative> alternatives = alternatives(resultsByTurn.get(n - 1), before, move.color(), size);
      OptionalInt choice = OptionalInt.empty();
      for (Alternative a : alternatives) {
        if (a.move().equals(move)) {
          choice = OptionalInt.of(a.order() + 1);
        }
      }
      out.add(new MoveReview(n, move, after, wr, score, choice, alternatives));
    }
    int last = moves.size();
    Color next = last == 0 ? Color.BLACK : moves.get(last - 1).color().opponent();
    return new Review(out, alternatives(resultsByTurn.get(last), evaluation(resultsByTurn.get(last)), next, size));
  }

  private static Optional<Evaluation> evaluation(AnalysisResponse.Result r) {
    if (r == null || !r.analysed()) {
      return Optional.empty();
    }
    AnalysisResponse.RootInfo root = r.root();
    return Optional.of(new Evaluation(root.winrate(), root.scoreLead(), root.visits()));
  }

  private static List<Alternative> alternatives(AnalysisResponse.Result r, Optional<Evaluation> before, Color mover,
      BoardSize size) {
    List<Alternative> out = new ArrayList<>();
    if (r == null || before.isEmpty()) {
      return out;
    }
    double sign = mover == Color.BLACK ? 1 : -1;
    for (AnalysisResponse.MoveInfo m : r.moves()) {
      List<Move> pv = new ArrayList<>();
      Color c = mover;
      for (String v : m.pv()) {
        pv.add(Move.parseGtp(c, v, size));
        c = c.opponent();
      }
      Evaluation e = new Evaluation(m.winrate(), m.scoreLead(), m.visits());
      out.add(new Alternative(Move.parseGtp(mover, m.move(), size), m.order(), e,
          sign * (before.get().blackWinrate() - e.blackWinrate()),
          sign * (before.get().blackScoreLead() - e.blackScoreLead()), List.copyOf(pv)));
    }
    out.sort(Comparator.comparingInt(Alternative::order));
    return List.copyOf(out);
  }

  /**
   * Writes this review into a game's record as Sabaki and analyze-sgf keep one: on each move of the main line its
   * {@code SBKV} (Black's win rate in percent, two decimals, as Sabaki reads it) and a comment in analyze-sgf's form
   * (win rate, score lead, the drops, visits, KataGo's choice), and beside it KataGo's other choices as variations,
   * each with its values and its line. The record's own variations are kept.
   *
   * <pre>{@code
   * String reviewed = SgfWriter.write(review.writeInto(game));
   * }</pre>
   *
   * @param game the game reviewed (its main line's moves, in order, are this review's)
   * @return the game with the review
   */
  public SgfGame writeInto(SgfGame game) {
    return ReviewSgf.write(this, Objects.requireNonNull(game, "game"));
  }

  /**
   * Reads a review back from a record that keeps one, with no engine: each main-line move's {@code SBKV}, and the
   * score lead, drops, visits and choice of its comment where it has analyze-sgf's form (a Sabaki record has the win
   * rate alone); the variations beside a move with an {@code SBKV} are its alternatives, in the record's order.
   *
   * @param game the record
   * @return the review (values to the two decimals the record keeps)
   */
  public static Review readFrom(SgfGame game) {
    return ReviewSgf.read(Objects.requireNonNull(game, "game"));
  }

  /**
   * Returns the moves that cost their player win rate, the costliest first.
   *
   * @return the moves with a drop above zero
   */
  public List<MoveReview> mistakes() {
    List<MoveReview> out = new ArrayList<>();
    for (MoveReview m : moves) {
      if (m.winrateDrop().isPresent() && m.winrateDrop().getAsDouble() > 0) {
        out.add(m);
      }
    }
    out.sort(Comparator.comparingDouble((MoveReview m) -> m.winrateDrop().getAsDouble()).reversed());
    return List.copyOf(out);
  }

  /**
   * Returns a player's agreement with KataGo: the share of the player's moves reviewed (KataGo searched the
   * position before them) that were its first choice.
   *
   * @param player the player
   * @return the share, 0 to 1, or empty if no move of the player was reviewed
   */
  public OptionalDouble agreement(Color player) {
    int reviewed = 0;
    int first = 0;
    for (MoveReview m : moves) {
      if (m.move().color() == player && !m.alternatives().isEmpty()) {
        reviewed++;
        first += m.choice().equals(OptionalInt.of(1)) ? 1 : 0;
      }
    }
    return reviewed == 0 ? OptionalDouble.empty() : OptionalDouble.of((double) first / reviewed);
  }
}
