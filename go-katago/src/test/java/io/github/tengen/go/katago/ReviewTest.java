package io.github.tengen.go.katago;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfNode;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWriter;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The review's numbers against analyze-sgf's (github.com/9beach/analyze-sgf, corpus {@code katago-analysis/
 * analyze-sgf/}): KataGo's responses of {@code t-sabaki-2.json} on its game give, move by move and variation by
 * variation, the numbers analyze-sgf wrote in {@code t-sabaki-2-analyzed.sgf}: Sabaki's {@code SBKV} (Black's win
 * rate), the win-rate and score drops, the visits and KataGo's choice. analyze-sgf sent the game to KataGo with its
 * rows counted from the top ({@code B[qd]} as {@code R4}, not {@code R16}), so KataGo analysed the game upside down, a
 * symmetry with the same values: the choices it names (choice no. 2, 4, 6, top) are those of the upside-down moves,
 * and so the game is turned over here too before it is matched with KataGo's answers.
 */
class ReviewTest {
  private static final Pattern WR_DROP = Pattern.compile("Win rate drop: ([BW]) ⇣(-?[0-9.]+)%");
  private static final Pattern SCORE_DROP = Pattern.compile("Score drop: ([BW]) ⇣(-?[0-9.]+)");
  private static final Pattern VISITS = Pattern.compile("Visits: ([0-9]+)");
  private static final Pattern MOVE = Pattern.compile("^(?:Move|A variation of move) ([0-9]+)");

  @Test
  void theNumbersOfAnalyzeSgfsReviewMoveByMoveAndVariationByVariation() throws IOException {
    List<String> saved = Files.readAllLines(Shared.requireCorpus("katago-analysis/analyze-sgf/t-sabaki-2.json"));
    SgfGame game = SgfReader.lenient().read(saved.get(0)).game();
    BoardSize size = BoardSize.square(19);
    List<Move> moves = new ArrayList<>();
    for (SgfNode n : game.mainline()) {
      n.move(size).ifPresent(m -> moves.add(upsideDown(m)));
    }
    Map<Integer, AnalysisResponse.Result> byTurn = new HashMap<>();
    for (String line : saved.subList(1, saved.size())) {
      if (!line.isBlank() && AnalysisResponse.parse(line) instanceof AnalysisResponse.Result r) {
        byTurn.put(r.turnNumber(), r);
      }
    }
    Review review = Review.of(moves, size, byTurn);
    SgfGame analysed = SgfReader.lenient().read(Files.readString(Shared.requireCorpus(
        "katago-analysis/analyze-sgf/t-sabaki-2-analyzed.sgf"))).game();
    int main = 0;
    int variations = 0;
    List<SgfNode> todo = new ArrayList<>(analysed.root().children());
    while (!todo.isEmpty()) {
      SgfNode node = todo.remove(0);
      todo.addAll(node.children());
      String comment = node.value("C").orElse("");
      Matcher number = MOVE.matcher(comment);
      if (node.value("SBKV").isEmpty() || !number.find()) {
        continue;
      }
      int n = Integer.parseInt(number.group(1));
      Move played = upsideDown(node.move(size).orElseThrow());
      if (n > moves.size()) { // a variation after the last move: KataGo's choices in the final position
        Review.Alternative a = review.nextMoves().stream().filter(x -> x.move().equals(played)).findFirst()
            .orElseThrow();
        check(node, comment, played, a.after().blackWinrate(), a.winrateDrop(), a.scoreDrop(), a.after().visits());
        variations++;
        continue;
      }
      Review.MoveReview m = review.moves().get(n - 1);
      double blackWinrate;
      double wrDrop;
      double scoreDrop;
      int visits;
      if (comment.startsWith("Move")) {
        assertEquals(m.move(), played);
        blackWinrate = m.after().orElseThrow().blackWinrate();
        visits = m.after().get().visits();
        wrDrop = m.winrateDrop().orElseThrow();
        scoreDrop = m.scoreDrop().orElseThrow();
        String choice = m.choice().isEmpty() ? "" : m.choice().getAsInt() == 1 ? "* KataGo top choice"
            : "* KataGo choice no. " + m.choice().getAsInt();
        assertTrue(comment.contains(choice), comment);
        main++;
      } else {
        Review.Alternative a = m.alternatives().stream().filter(x -> x.move().equals(played)).findFirst()
            .orElseThrow();
        blackWinrate = a.after().blackWinrate();
        visits = a.after().visits();
        wrDrop = a.winrateDrop();
        scoreDrop = a.scoreDrop();
        variations++;
      }
      check(node, comment, played, blackWinrate, wrDrop, scoreDrop, visits);
    }
    assertEquals(4, main, "every move of the game");
    assertTrue(variations >= 40, variations + " variations");
    assertEquals(OptionalDouble.of(0.5), review.agreement(Color.WHITE), "analyze-sgf: KataGo top choices 1/2");
    assertEquals(OptionalDouble.of(0.0), review.agreement(Color.BLACK));
    assertEquals(2, review.mistakes().get(0).number(), "#2 cost the most: 0.23 %, then #3");
    assertEquals(3, review.mistakes().get(1).number());
  }

  /** The review read back from analyze-sgf's record, with no engine, has the numbers KataGo's answers give. */
  @Test
  void aReviewReadsBackFromAnalyzeSgfsRecordWithNoEngine() throws IOException {
    Review fromJson = fromJson();
    Review fromSgf = Review.readFrom(SgfReader.lenient().read(Files.readString(Shared.requireCorpus(
        "katago-analysis/analyze-sgf/t-sabaki-2-analyzed.sgf"))).game());
    for (int i = 0; i < 4; i++) {
      Review.MoveReview a = fromJson.moves().get(i);
      Review.MoveReview b = fromSgf.moves().get(i);
      assertEquals(upsideDown(a.move()), b.move(), "the record's own orientation");
      assertSameValues(a, b);
      assertEquals(a.choice(), b.choice());
      assertTrue(b.alternatives().size() >= 10, "the variations beside move " + (i + 1));
    }
  }

  /** A review written into a record reads back to the same numbers, its variations included. */
  @Test
  void aReviewWrittenIntoARecordReadsBack() throws IOException {
    Review review = fromJson();
    Position p = Position.empty(BoardSize.square(19), RuleSet.CHINESE);
    List<Position> line = new ArrayList<>(List.of(p));
    for (Review.MoveReview m : review.moves()) {
      p = p.play(m.move());
      line.add(p);
    }
    SgfGame game = SgfGame.fromPositions(line, "t");
    String written = SgfWriter.write(review.writeInto(game));
    assertTrue(written.contains("SBKV[39.62]") && written.contains("KataGo choice no. 2"), written);
    Review back = Review.readFrom(SgfReader.strict().read(written).game());
    for (int i = 0; i < review.moves().size(); i++) {
      Review.MoveReview a = review.moves().get(i);
      Review.MoveReview b = back.moves().get(i);
      assertEquals(a.move(), b.move());
      assertSameValues(a, b);
      assertEquals(a.choice(), b.choice());
      assertEquals(a.alternatives().size() - 1, b.alternatives().size(), "every other choice of KataGo's");
      for (Review.Alternative x : b.alternatives()) {
        Review.Alternative y = a.alternatives().stream().filter(z -> z.move().equals(x.move())).findFirst()
            .orElseThrow();
        assertEquals(fixed(100 * y.after().blackWinrate()), fixed(100 * x.after().blackWinrate()));
        assertEquals(fixed(100 * y.winrateDrop()), fixed(100 * x.winrateDrop()));
        assertEquals(y.pv(), x.pv(), "its line");
      }
    }
    assertEquals(review.nextMoves().size(), back.nextMoves().size(), "KataGo's choices after the last move");
  }

  private static void assertSameValues(Review.MoveReview a, Review.MoveReview b) {
    assertEquals(fixed(100 * a.after().orElseThrow().blackWinrate()), fixed(100 * b.after().orElseThrow()
        .blackWinrate()));
    assertEquals(fixed(a.after().get().blackScoreLead()), fixed(b.after().get().blackScoreLead()));
    assertEquals(a.after().get().visits(), b.after().get().visits());
    assertEquals(fixed(100 * a.winrateDrop().orElseThrow()), fixed(100 * b.winrateDrop().orElseThrow()));
    assertEquals(fixed(a.scoreDrop().orElseThrow()), fixed(b.scoreDrop().orElseThrow()));
  }

  /** KataGo's answers of {@code t-sabaki-2.json} reviewing its game, upside down as analyze-sgf sent it. */
  private static Review fromJson() throws IOException {
    List<String> saved = Files.readAllLines(Shared.requireCorpus("katago-analysis/analyze-sgf/t-sabaki-2.json"));
    BoardSize size = BoardSize.square(19);
    List<Move> moves = new ArrayList<>();
    for (SgfNode n : SgfReader.lenient().read(saved.get(0)).game().mainline()) {
      n.move(size).ifPresent(m -> moves.add(upsideDown(m)));
    }
    Map<Integer, AnalysisResponse.Result> byTurn = new HashMap<>();
    for (String line : saved.subList(1, saved.size())) {
      if (!line.isBlank() && AnalysisResponse.parse(line) instanceof AnalysisResponse.Result r) {
        byTurn.put(r.turnNumber(), r);
      }
    }
    return Review.of(moves, size, byTurn);
  }

  /**
   * analyze-sgf's other example, {@code t-sabaki-1}: a handicap game (HA[2], White first) and a tree with seven
   * leaves, of which the main line was analysed (turns 0 to 3, KataGo's answers turned the right way up here). The
   * review is White's first, the handicap stones being the start; written into the record it keeps the seven
   * leaves, adds KataGo's choices beside each move, and reads back to the same numbers.
   */
  @Test
  void aHandicapGameWithATreeIsReviewedAndKeepsItsTree() throws IOException {
    List<String> saved = Files.readAllLines(Shared.requireCorpus("katago-analysis/analyze-sgf/t-sabaki-1.json"));
    SgfGame game = SgfReader.lenient().read(saved.get(0)).game();
    BoardSize size = game.boardSize();
    List<Position> line = game.replay(game.ruleSet()).positions();
    List<Move> moves = new ArrayList<>();
    line.forEach(p -> p.lastMove().ifPresent(moves::add));
    assertEquals(Color.WHITE, line.get(0).toMove(), "White moves first after the handicap");
    assertEquals(List.of(0, 1, 2, 3), AnalysisQuery.of("t", line.get(line.size() - 1))
        .withAnalyzeTurns(List.of(0, 1, 2, 3)).analyzeTurns());
    Map<Integer, AnalysisResponse.Result> byTurn = new HashMap<>();
    for (String l : saved.subList(1, saved.size())) {
      AnalysisResponse.Result r = (AnalysisResponse.Result) AnalysisResponse.parse(rightWayUp(l));
      byTurn.put(r.turnNumber(), r);
    }
    Review review = Review.of(moves, size, byTurn);
    assertEquals(3, review.moves().size());
    assertEquals(Color.WHITE, review.moves().get(0).move().color());
    for (Review.MoveReview m : review.moves()) {
      assertTrue(m.alternatives().size() >= 10, "KataGo's choices before move " + m.number());
      m.choice().ifPresent(k -> assertEquals(m.move(), m.alternatives().get(k - 1).move()));
    }
    SgfGame reviewed = SgfReader.strict().read(SgfWriter.write(review.writeInto(game))).game();
    assertEquals(7, leaves(game.root()), "the record has seven leaves");
    assertTrue(leaves(reviewed.root()) > 7 + 30, "its seven leaves and KataGo's choices: " + leaves(reviewed.root()));
    Review back = Review.readFrom(reviewed);
    for (int i = 0; i < 3; i++) {
      assertSameValues(review.moves().get(i), back.moves().get(i));
    }
  }

  private static int leaves(SgfNode node) {
    int n = node.childCount() == 0 ? 1 : 0;
    for (SgfNode c : node.children()) {
      n += leaves(c);
    }
    return n;
  }

  /** A KataGo answer of analyze-sgf's, its moves turned the right way up (rows counted again from the bottom). */
  private static String rightWayUp(String line) {
    java.util.regex.Matcher m = Pattern.compile("\"([A-HJ-T])([0-9]{1,2})\"").matcher(line);
    StringBuilder out = new StringBuilder();
    while (m.find()) {
      m.appendReplacement(out, "\"" + m.group(1) + (20 - Integer.parseInt(m.group(2))) + "\"");
    }
    m.appendTail(out);
    return out.toString();
  }

  @Test
  void readmeReviewExampleRunsAsDocumented() throws IOException {
    List<String> saved = Files.readAllLines(Shared.requireCorpus("katago-analysis/analyze-sgf/t-sabaki-2.json"));
    BoardSize size = BoardSize.square(19);
    List<Move> moves = fromJson().moves().stream().map(Review.MoveReview::move).toList();
    Map<Integer, AnalysisResponse.Result> resultsByTurn = new HashMap<>();
    for (String line : saved.subList(1, saved.size())) {
      AnalysisResponse.Result r = (AnalysisResponse.Result) AnalysisResponse.parse(line);
      resultsByTurn.put(r.turnNumber(), r);
    }
    Position p = Position.empty(size, RuleSet.CHINESE);
    List<Position> line = new ArrayList<>(List.of(p));
    for (Move m : moves) {
      p = p.play(m);
      line.add(p);
    }
    SgfGame game = SgfGame.fromPositions(line, "my-app");
    // --- README review start
    Review review = Review.of(moves, size, resultsByTurn);        // KataGo's final result of each turn, by turn
    String reviewed = SgfWriter.write(review.writeInto(game));      // SBKV, comments, variations: as Sabaki keeps it
    Review.MoveReview worst = review.mistakes().get(0);             // the move that cost its player most
    Review kept = Review.readFrom(SgfReader.lenient().read(reviewed).game());   // read back with no engine
    // --- end
    assertEquals(2, worst.number());
    assertEquals(fixed(100 * worst.winrateDrop().getAsDouble()), fixed(100 * kept.mistakes().get(0).winrateDrop()
        .getAsDouble()));
  }

  private static void check(SgfNode node, String comment, Move played, double blackWinrate, double wrDrop,
      double scoreDrop, int visits) {
    String who = played.color() == Color.BLACK ? "B" : "W";
    assertEquals(node.value("SBKV").get(), fixed(100 * blackWinrate), comment);
    assertEquals(who + " " + fixed(100 * wrDrop), found(WR_DROP, comment), comment);
    assertEquals(who + " " + fixed(scoreDrop), found(SCORE_DROP, comment), comment);
    assertEquals(Integer.toString(visits), found(VISITS, comment).split(" ")[0], comment);
  }

  /** The move on the board turned upside down, as analyze-sgf's coordinates put it to KataGo. */
  private static Move upsideDown(Move m) {
    return m instanceof Move.Play p ? Move.play(p.color(), Point.of(p.point().x(), 18 - p.point().y())) : m;
  }

  /** Two decimals, as JavaScript's {@code toFixed(2)} writes them. */
  private static String fixed(double v) {
    return String.format(Locale.ROOT, "%.2f", v);
  }

  private static String found(Pattern p, String comment) {
    Matcher m = p.matcher(comment);
    assertTrue(m.find(), p + " in " + comment);
    return m.groupCount() == 2 ? m.group(1) + " " + m.group(2) : m.group(1);
  }
}
