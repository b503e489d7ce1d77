package io.github.tengen.go.katago;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A review kept in a record the way Sabaki and analyze-sgf keep one, and read back from such a record with no
 * engine: on each move reviewed, Sabaki's {@code SBKV} (Black's win rate in percent, two decimals) and a comment in
 * analyze-sgf's form ({@code * Win rate: W 60.38%}, {@code * Score lead: W 0.87}, {@code * Win rate drop: B ⇣-0.22%},
 * {@code * Score drop: B ⇣-0.03}, {@code * Visits: 1015}, {@code * KataGo choice no. 2}); KataGo's other choices as
 * variations beside the move, each with its {@code SBKV} and comment, and its line.
 */
final class ReviewSgf {
  private static final Pattern WIN_RATE_DROP = Pattern.compile("\\* Win rate drop: [BW] ⇣(-?[0-9.]+)%");
  private static final Pattern SCORE = Pattern.compile("\\* Score lead: ([BW]) (-?[0-9.]+)");
  private static final Pattern SCORE_DROP = Pattern.compile("\\* Score drop: [BW] ⇣(-?[0-9.]+)");
  private static final Pattern VISITS = Pattern.compile("\\* Visits: ([0-9]+)");
  private static final Pattern CHOICE = Pattern.compile("\\* KataGo (?:top choice|choice no\\. ([0-9]+))");

  private ReviewSgf() {}

  /** The game with the review on its main line's moves, and KataGo's other choices beside each. */
  static SgfGame write(Review review, SgfGame game) {
    BoardSize size = game.boardSize();
    List<SgfNode> main = game.root().mainline();
    int number = (int) main.stream().filter(x -> x.move(size).isPresent()).count();
    SgfNode child = null;
    List<SgfNode> beside = List.of();
    if (number <= review.moves().size() && !review.nextMoves().isEmpty()) { // after the last move: a pass carries
      Color next = review.nextMoves().get(0).move().color(); // them as analyze-sgf does, the main line ending there
      child = SgfNode.builder().setMove(Move.pass(next)).build();
      beside = chains(review.nextMoves(), number + 1, size);
    }
    for (int i = main.size() - 1; i >= 0; i--) {
      SgfNode node = main.get(i);
      SgfNode.Builder b = node.toBuilder().clearChildren();
      if (child != null) {
        b.addChild(child);
        if (node.childCount() > 0) {
          node.children().subList(1, node.childCount()).forEach(b::addChild); // the record's own variations
        }
      }
      beside.forEach(b::addChild); // KataGo's choices instead of the next move
      beside = List.of();
      if (node.move(size).isPresent()) {
        int n = number--;
        if (n <= review.moves().size()) {
          Review.MoveReview m = review.moves().get(n - 1);
          mark(b, m);
          List<Review.Alternative> others = new ArrayList<>(m.alternatives());
          others.removeIf(a -> a.move().equals(m.move()));
          beside = chains(others, n, size);
        }
      }
      child = b.build();
    }
    return game.withRoot(child);
  }

  private static void mark(SgfNode.Builder b, Review.MoveReview m) {
    if (m.after().isEmpty()) {
      return;
    }
    b.set("SBKV", fixed(100 * m.after().get().blackWinrate()));
    StringBuilder c = new StringBuilder("Move ").append(m.number()).append("\n\n");
    c.append(block(m.move().color(), m.after().get(), m.winrateDrop(), m.scoreDrop()));
    m.choice().ifPresent(k -> c.append(k == 1 ? "* KataGo top choice\n" : "* KataGo choice no. " + k + "\n"));
    b.setText("C", c.toString().strip());
  }

  /** Each alternative as a variation: its line of moves, the first with its values. */
  private static List<SgfNode> chains(List<Review.Alternative> alternatives, int number, BoardSize size) {
    List<SgfNode> out = new ArrayList<>();
    for (Review.Alternative a : alternatives) {
      SgfNode next = null;
      for (int i = a.pv().size() - 1; i >= 1; i--) {
        SgfNode.Builder b = SgfNode.builder().setMove(a.pv().get(i));
        if (next != null) {
          b.addChild(next);
        }
        next = b.build();
      }
      SgfNode.Builder first = SgfNode.builder().setMove(a.move()).set("SBKV", fixed(100 * a.after().blackWinrate()))
          .setText("C", ("A variation of move " + number + "\n\n" + block(a.move().color(), a.after(),
              OptionalDouble.of(a.winrateDrop()), OptionalDouble.of(a.scoreDrop()))
              + "* Sequence: " + sequence(a.pv(), size)).strip());
      if (next != null) {
        first.addChild(next);
      }
      out.add(first.build());
    }
    return out;
  }

  private static String sequence(List<Move> pv, BoardSize size) {
    StringBuilder s = new StringBuilder();
    for (Move m : pv) {
      s.append(s.length() == 0 ? "" : " ").append(m.toGtp(size));
    }
    return s.toString();
  }

  private static String block(Color mover, Review.Evaluation e, OptionalDouble wrDrop, OptionalDouble scoreDrop) {
    String who = mover == Color.BLACK ? "B" : "W";
    StringBuilder c = new StringBuilder();
    double b = e.blackWinrate();
    c.append("* Win rate: ").append(b > 0.5 ? "B " + fixed(100 * b) : "W " + fixed(100 * (1 - b))).append("%\n");
    double s = e.blackScoreLead();
    c.append("* Score lead: ").append(s > 0 ? "B " + fixed(s) : "W " + fixed(-s)).append('\n');
    wrDrop.ifPresent(d -> c.append("* Win rate drop: ").append(who).append(" ⇣").append(fixed(100 * d)).append("%\n"));
    scoreDrop.ifPresent(d -> c.append("* Score drop: ").append(who).append(" ⇣").append(fixed(d)).append('\n'));
    c.append("* Visits: ").append(e.visits()).append('\n');
    return c.toString();
  }

  /** A review read back from a record: the values its moves' {@code SBKV} and comments hold. */
  static Review read(SgfGame game) {
    BoardSize size = game.boardSize();
    List<SgfNode> main = new ArrayList<>(game.root().mainline());
    List<Review.Alternative> next = new ArrayList<>();
    SgfNode end = main.get(main.size() - 1);
    if (main.size() > 1 && end.move(size).map(Move::isPass).orElse(false) && end.value("SBKV").isEmpty()) {
      main.remove(main.size() - 1); // the pass that carries KataGo's choices after the last move
      SgfNode parent = main.get(main.size() - 1);
      for (SgfNode other : parent.children().subList(1, parent.childCount())) {
        alternative(other, next.size(), size).ifPresent(next::add);
      }
    }
    List<Review.MoveReview> moves = new ArrayList<>();
    Optional<Review.Evaluation> last = Optional.empty();
    for (int i = 1; i < main.size(); i++) {
      SgfNode node = main.get(i);
      Optional<Move> move = node.move(size);
      if (move.isEmpty()) {
        continue;
      }
      Optional<Review.Evaluation> after = evaluation(node);
      String comment = node.value("C").orElse("");
      double sign = move.get().color() == Color.BLACK ? 1 : -1;
      OptionalDouble wr = number(WIN_RATE_DROP, comment).stream().map(d -> d / 100).findFirst();
      OptionalDouble score = number(SCORE_DROP, comment);
      if (wr.isEmpty() && last.isPresent() && after.isPresent()) {
        wr = OptionalDouble.of(sign * (last.get().blackWinrate() - after.get().blackWinrate()));
        score = OptionalDouble.of(sign * (last.get().blackScoreLead() - after.get().blackScoreLead()));
      }
      List<Review.Alternative> alternatives = new ArrayList<>();
      for (SgfNode other : main.get(i - 1).children().subList(1, main.get(i - 1).childCount())) {
        alternative(other, alternatives.size(), size).ifPresent(alternatives::add);
      }
      moves.add(new Review.MoveReview(moves.size() + 1, move.get(), after, wr, score, choice(comment),
          alternatives));
      last = after;
    }
    return new Review(moves, next);
  }

  private static Optional<Review.Alternative> alternative(SgfNode node, int order, BoardSize size) {
    Optional<Review.Evaluation> e = evaluation(node);
    Optional<Move> move = node.move(size);
    if (e.isEmpty() || move.isEmpty()) {
      return Optional.empty();
    }
    String comment = node.value("C").orElse("");
    List<Move> pv = new ArrayList<>();
    for (SgfNode n = node; n != null; n = n.childCount() == 0 ? null : n.children().get(0)) {
      n.move(size).ifPresent(pv::add);
    }
    return Optional.of(new Review.Alternative(move.get(), order, e.get(),
        number(WIN_RATE_DROP, comment).orElse(Double.NaN) / 100, number(SCORE_DROP, comment).orElse(Double.NaN),
        List.copyOf(pv)));
  }

  /** A node's {@code SBKV} with the score lead and visits of its comment (0 where it gives none). */
  private static Optional<Review.Evaluation> evaluation(SgfNode node) {
    Optional<String> sbkv = node.value("SBKV").map(String::trim);
    if (sbkv.isEmpty() || !sbkv.get().matches("-?[0-9]+(\\.[0-9]+)?")) {
      return Optional.empty();
    }
    String comment = node.value("C").orElse("");
    Matcher score = SCORE.matcher(comment);
    double lead = score.find() ? Double.parseDouble(score.group(2)) * (score.group(1).equals("B") ? 1 : -1) : 0;
    int visits = (int) number(VISITS, comment).orElse(0);
    return Optional.of(new Review.Evaluation(Double.parseDouble(sbkv.get()) / 100, lead, visits));
  }

  private static OptionalInt choice(String comment) {
    Matcher m = CHOICE.matcher(comment);
    if (!m.find()) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(m.group(1) == null ? 1 : Integer.parseInt(m.group(1)));
  }

  private static OptionalDouble number(Pattern p, String comment) {
    Matcher m = p.matcher(comment);
    return m.find() ? OptionalDouble.of(Double.parseDouble(m.group(1))) : OptionalDouble.empty();
  }

  /** Two decimals, as analyze-sgf (JavaScript's {@code toFixed(2)}) and Sabaki write them. */
  static String fixed(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }
}
