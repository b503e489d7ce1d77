package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Handicap;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.sgf.SgfWarning.Code;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A game of another format (GIB, NGF, UGF) being written as SGF: the root's properties, the main line's moves with
 * the lines they came from, and comments by node; problems go to the {@link Report} of the reader's mode.
 */
final class ForeignGame {
  /** Where a converter's problems go: a lenient reader's warnings, or a strict reader's exception. */
  interface Report {
    void problem(Code code, int line, String message);
  }

  private final Map<String, String> root = new LinkedHashMap<>();
  private final List<Move> moves = new ArrayList<>();
  private final List<Integer> lines = new ArrayList<>();
  private final Map<Integer, String> comments = new TreeMap<>();
  private final Report report;
  private BoardSize size = BoardSize.square(19);
  private List<Point> handicap = List.of();

  ForeignGame(Report report) {
    this.report = report;
  }

  Report report() {
    return report;
  }

  BoardSize size() {
    return size;
  }

  /** The board, before the first move. */
  void size(int n, int line) {
    if (n < 2 || n > BoardSize.MAX) {
      report.problem(Code.BAD_SIZE, line, "board size " + n + " is not 2 to " + BoardSize.MAX + ": 19x19 assumed");
      return;
    }
    size = BoardSize.square(n);
  }

  /** A root property as text; a blank value is not written. */
  void info(String id, String value) {
    if (value != null && !value.isBlank()) {
      root.put(id, value.strip());
    }
  }

  boolean hasInfo(String id) {
    return root.containsKey(id);
  }

  /** A handicap on the fixed points (which Tygem, WBaduk and SGF's readers share), with {@code HA}. */
  void fixedHandicap(int stones, int line) {
    if (stones < 2) {
      return;
    }
    if (stones > Handicap.maxFixed(size)) {
      report.problem(Code.BAD_VALUE, line, "a handicap of " + stones + " stones has no fixed placement on " + size);
      return;
    }
    info("HA", Integer.toString(stones));
    handicap = Handicap.fixedPoints(size, stones);
  }

  /** A move at a point (x from the left, y from the top), or a pass when {@code point} is null. */
  void move(Color color, Point point, int line) {
    if (point != null && !size.contains(point)) {
      report.problem(Code.BAD_POINT, line, "move " + (moves.size() + 1) + " is off the " + size + " board: skipped");
      return;
    }
    moves.add(point == null ? Move.pass(color) : Move.play(color, point));
    lines.add(line);
  }

  int moveCount() {
    return moves.size();
  }

  /** A comment on a node: 0 the root, k the node of the k-th move. */
  void comment(int node, String text) {
    comments.merge(node, text, String::concat);
  }

  /** A number the other formats write in tenths of a point, as SGF writes it ({@code 65} is {@code 6.5}). */
  static String tenths(int tenths) {
    return tenths % 10 == 0 ? Integer.toString(tenths / 10) : (tenths / 10) + "." + (tenths % 10);
  }

  /** A file's text in a message, quoted and cut short. */
  static String quoted(String s) {
    return "\"" + (s.length() > QUOTED ? s.substring(0, QUOTED) + "..." : s) + "\"";
  }

  /** The characters of a file's text a message quotes: enough to find the place. */
  private static final int QUOTED = 40;

  /** The game, its nodes at the lines they came from. */
  SgfGame build() {
    SgfNode child = null;
    for (int i = moves.size(); i >= 1; i--) {
      SgfNode.Builder n = SgfNode.builder().setMove(moves.get(i - 1));
      if (comments.containsKey(i)) {
        n.setText("C", comments.get(i));
      }
      if (child != null) {
        n.addChild(child);
      }
      child = n.buildAt(lines.get(i - 1), 1);
    }
    SgfNode.Builder r = SgfNode.builder().set("FF", "4").set("GM", "1").set("SZ", Integer.toString(size.width()));
    root.forEach(r::setText);
    if (!handicap.isEmpty()) {
      r.setPoints("AB", handicap);
    }
    if (comments.containsKey(0)) {
      r.setText("C", comments.get(0));
    }
    if (child != null) {
      r.addChild(child);
    }
    return new SgfGame(r.buildAt(1, 1));
  }
}
