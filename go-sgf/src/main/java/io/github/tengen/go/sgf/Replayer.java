package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Move;
import io.github.tengen.go.MoveResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Setup;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/** Plays a path of SGF nodes into positions; the logic behind {@link SgfGame#replay()}. */
final class Replayer {
  private final SgfGame game;
  private final boolean strict;
  private final CappedList<ReplayWarning> warnings = new CappedList<>(ReplayWarning::code);
  /** Illegal moves counted, kept or not. */
  private long illegalMoves;
  /** Moves that recreated an earlier board (no result, or forbidden by superko), counted, kept or not. */
  private int repetitions;
  private BoardSize size;
  private boolean placeHandicap = true;
  private long deadline = NO_DEADLINE;

  private Replayer(SgfGame game, boolean strict) {
    this.game = game;
    this.strict = strict;
  }

  /** A {@code PL} value: a colour as {@link Color#parse} reads it, or {@code 1} / {@code 2} as some old files write. */
  static Optional<Color> color(String value) {
    String v = value.trim();
    if (v.equals("1") || v.equals("2")) {
      return Optional.of(v.equals("1") ? Color.BLACK : Color.WHITE);
    }
    try {
      return Optional.of(Color.parse(v));
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  static Replay replay(SgfGame game, List<SgfNode> path, boolean strict, RuleSet forced) {
    return replay(game, path, strict, forced, NO_DEADLINE);
  }

  /**
   * Replays a path, giving up with {@link TimeLimitExceeded} once {@link System#nanoTime()} passes
   * {@code deadline} ({@link #NO_DEADLINE}: never).
   */
  static Replay replay(SgfGame game, List<SgfNode> path, boolean strict, RuleSet forced, long deadline) {
    Replayer first = new Replayer(game, strict).until(deadline);
    first.placeHandicap = true;
    if (!first.handicapInDoubt(path)) {
      return first.run(path, forced);
    }
    // HA without stones and White first: with the fixed stones, or without; the reading with fewer illegal moves
    Replayer with = new Replayer(game, false).withHandicap(true).until(deadline);
    Replay withReplay = with.run(path, forced);
    Replayer without = new Replayer(game, false).withHandicap(false).until(deadline);
    Replay withoutReplay = without.run(path, forced);
    boolean place = with.illegalMoves <= without.illegalMoves;
    return strict ? new Replayer(game, true).withHandicap(place).until(deadline).run(path, forced)
        : place ? withReplay : withoutReplay;
  }

  /** No deadline: {@link #replay(SgfGame, List, boolean, RuleSet, long)} runs to the end. */
  static final long NO_DEADLINE = 0;

  /** Thrown when a replay passes its deadline; carries no stack trace (it is a limit, not a bug). */
  static final class TimeLimitExceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    TimeLimitExceeded() {
      super("time limit", null, false, false);
    }
  }

  /** Nodes replayed between two looks at the clock. */
  private static final int NODES_PER_CLOCK_CHECK = 64;

  private Replayer until(long deadline) {
    this.deadline = deadline;
    return this;
  }

  private void checkClock(int node) {
    if (deadline != NO_DEADLINE && node % NODES_PER_CLOCK_CHECK == 0 && System.nanoTime() - deadline > 0) {
      throw new TimeLimitExceeded();
    }
  }

  /**
   * A replayer that plays one node at a time from its parent's position (the game record's cursor): the root's
   * position comes from {@link #replay} of the root alone with the path's first mover, each later node from
   * {@link #step}.
   */
  static Replayer stepper(SgfGame game, boolean strict) {
    Replayer r = new Replayer(game, strict);
    r.size = game.declaredSize(new ArrayList<>(), false);
    return r;
  }

  /** The position at a node below the root, from its parent's position; problems go to {@link #warnings()}. */
  Position step(Position parent, SgfNode node) {
    return move(setup(parent, node, false), node);
  }

  /** The warnings so far. */
  List<ReplayWarning> warnings() {
    return warnings;
  }

  private Replayer withHandicap(boolean place) {
    placeHandicap = place;
    return this;
  }

  /** Whether the root has HA[n] (n at least 2) and no stones, and White moves first. */
  private boolean handicapInDoubt(List<SgfNode> path) {
    return handicapInDoubt(game, path);
  }

  /**
   * Whether a game's root position depends on its line: HA[n] (n at least 2) without stones, and White moves first
   * (a replay then tries the fixed stones and none).
   */
  static boolean handicapInDoubt(SgfGame game, List<SgfNode> path) {
    SgfNode root = game.root();
    return game.handicap().orElse(0) >= 2 && !(root.has("AB") || root.has("AW") || root.has("AE"))
        && firstMover(path) == Color.WHITE;
  }

  private void problem(ReplayWarning.Code code, int moveNumber, SgfNode node, Legality reason, String message) {
    ReplayWarning w = new ReplayWarning(code, moveNumber, node, reason, message);
    if (strict && code != ReplayWarning.Code.KOMI && code != ReplayWarning.Code.HANDICAP
        && code != ReplayWarning.Code.NO_RESULT) {
      throw new SgfReplayException(w);
    }
    if (code == ReplayWarning.Code.ILLEGAL_MOVE) {
      illegalMoves++;
    }
    if (code == ReplayWarning.Code.NO_RESULT
        || reason == Legality.POSITIONAL_SUPERKO || reason == Legality.SITUATIONAL_SUPERKO) {
      repetitions++;
    }
    warnings.add(w);
  }

  private Replay run(List<SgfNode> path, RuleSet forced) {
    SgfNode root = game.root();
    List<SgfWarning> sizeProblems = new ArrayList<>();
    size = game.declaredSize(sizeProblems, false);
    if (!sizeProblems.isEmpty()) {
      problem(ReplayWarning.Code.BOARD_SIZE, 0, root, null, sizeProblems.get(0).message());
    }
    RuleSet rules = forced != null ? forced : fileRules(root);
    List<Position> positions = new ArrayList<>(path.size());
    Position pos = Position.empty(size, rules);
    for (int k = 0; k < path.size(); k++) {
      checkClock(k);
      SgfNode node = path.get(k);
      if (k == 0) {
        pos = rootSetup(pos, node, rules, path);
      } else {
        pos = setup(pos, node, false);
      }
      pos = move(pos, node);
      positions.add(pos);
    }
    int last = pos.moveNumber();
    warnings.addSummaries((kind, sentence) -> new ReplayWarning(ReplayWarning.Code.TOO_MANY_WARNINGS, last, root,
        null, sentence));
    return new Replay(game, path, positions, warnings, repetitions);
  }

  /** The rules of RU (or the default) with the komi of KM, warning about what was assumed. */
  private RuleSet fileRules(SgfNode root) {
    RuleSet rules = game.rules().orElse(SgfGame.DEFAULT_RULES);
    if (root.has("RU") && game.rules().isEmpty()) {
      problem(ReplayWarning.Code.RULES, 0, root, null, "unknown rules RU[" + root.value("RU").orElse("")
          + "]: " + SgfGame.DEFAULT_RULES + " used");
    }
    SgfGame.Komi komi = game.interpretKomi();
    if (komi != null) {
      rules = rules.withKomi(komi.points());
      if (komi.note() != null) {
        problem(ReplayWarning.Code.KOMI, 0, root, null, komi.note());
      }
    } else if (root.has("KM") && !root.value("KM").orElse("").isBlank()) {
      problem(ReplayWarning.Code.KOMI, 0, root, null, "komi KM[" + root.value("KM").orElse("")
          + "] can not be read: the rules' komi " + rules.komi() + " used");
    }
    return rules;
  }

  /** The root's setup and handicap. */
  private Position rootSetup(Position empty, SgfNode root, RuleSet rules, List<SgfNode> path) {
    OptionalInt ha = game.handicap();
    int handicap = ha.orElse(0);
    boolean hasStones = root.has("AB") || root.has("AW") || root.has("AE");
    if (!hasStones && handicap >= 2) {
      Color first = firstMover(path);
      if (first == null) {
        return setup(empty, root, true); // the stones come later, in a setup node
      }
      if (first == Color.WHITE && !placeHandicap) {
        problem(ReplayWarning.Code.HANDICAP, 0, root, null, "HA[" + handicap + "] without AB and White moves"
            + " first: no stones placed (the fixed stones would make more moves illegal)");
      } else if (first == Color.WHITE) {
        try {
          Position p = Position.withHandicap(size, rules, handicap);
          problem(ReplayWarning.Code.HANDICAP, 0, root, null, "HA[" + handicap + "] without AB and White"
              + " moves first: the fixed handicap stones were placed (fewer illegal moves than without)");
          return setup(p, root, true);
        } catch (IllegalArgumentException e) {
          problem(ReplayWarning.Code.HANDICAP, 0, root, null, "HA[" + handicap + "] without AB: no fixed"
              + " placement on " + size + "; no stones placed");
        }
      } else {
        problem(ReplayWarning.Code.HANDICAP, 0, root, null, "HA[" + handicap + "] without AB and Black moves"
            + " first: no handicap stones placed");
      }
    }
    return setup(empty, root, true);
  }

  /** Who moves first, or null if nobody does or black stones are set up before the first move. */
  private static Color firstMover(List<SgfNode> path) {
    for (int k = 1; k < path.size(); k++) {
      SgfNode n = path.get(k);
      if (n.has("AB")) {
        return null;
      }
      if (n.has("B")) {
        return Color.BLACK;
      }
      if (n.has("W")) {
        return Color.WHITE;
      }
    }
    return null;
  }

  /**
   * The distinct points of a setup property, in the order written; rectangles are walked by their corners, not
   * listed in sets (a node that fills a 52x52 board costs 2,704 steps, not 5,408 hash insertions).
   */
  private List<Point> setupPoints(SgfNode node, String id, int moveNumber) {
    List<Point> out = new ArrayList<>();
    boolean[] seen = null;
    for (SgfProperty p : node.propertyArray()) {
      if (!p.id().equals(id)) {
        continue;
      }
      if (seen == null) {
        seen = new boolean[size.width() * size.height()];
      }
      for (String v : p.values()) {
        Point[] corners;
        try {
          corners = SgfValues.corners(v, size);
        } catch (IllegalArgumentException e) {
          problem(ReplayWarning.Code.BAD_SETUP, moveNumber, node, null, id + "[" + v + "] is not a point on the "
              + size + " board: skipped");
          continue;
        }
        for (int y = corners[0].y(); y <= corners[1].y(); y++) {
          for (int x = corners[0].x(); x <= corners[1].x(); x++) {
            int i = y * size.width() + x;
            if (!seen[i]) {
              seen[i] = true;
              out.add(Point.of(x, y));
            }
          }
        }
      }
    }
    return out;
  }

  private Position setup(Position pos, SgfNode node, boolean root) {
    boolean any = node.has("AB") || node.has("AW") || node.has("AE");
    Optional<Color> pl = node.value("PL").flatMap(Replayer::color);
    if (!any && pl.isEmpty()) {
      return pos;
    }
    int number = pos.moveNumber();
    Setup s = Setup.of(pos);
    for (Point p : setupPoints(node, "AE", number)) {
      s.remove(p);
    }
    List<Point> black = setupPoints(node, "AB", number);
    List<Point> white = setupPoints(node, "AW", number);
    for (Point p : black) {
      s.put(p, Color.BLACK);
    }
    for (Point p : white) {
      s.put(p, Color.WHITE);
    }
    if (root) {
      int ha = game.handicap().orElse(0);
      if (ha >= 2 && white.isEmpty() && black.size() == ha && pos.stoneCount(Color.BLACK) == 0) {
        s.handicap(ha);
      } else if (ha >= 2 && pos.handicap() == 0 && black.size() != ha) {
        problem(ReplayWarning.Code.HANDICAP, 0, node, null, "HA[" + ha + "] but " + black.size()
            + " black setup stones: the stones count, no handicap recorded");
      }
      if (!black.isEmpty() && white.isEmpty()) {
        s.toMove(Color.WHITE); // handicap-like setup: White moves next unless PL says otherwise
      }
    }
    pl.ifPresent(s::toMove);
    List<Setup.Problem> problems = s.problems();
    if (!problems.isEmpty()) {
      for (Setup.Problem pr : problems) {
        problem(ReplayWarning.Code.SETUP_WITHOUT_LIBERTIES, number, node, null, pr.message() + ": removed");
        for (Point p : pr.points()) {
          s.remove(p);
        }
      }
    }
    return root && pos.previous().isEmpty() && pos.moveNumber() == 0 && pos.stoneCount(Color.BLACK) == 0
        ? s.build(pos.ruleSet())
        : s.buildAfter(pos);
  }

  private Position move(Position pos, SgfNode node) {
    SgfProperty moveProperty = null;
    for (SgfProperty p : node.propertyArray()) {
      if (p.id().equals("B") || p.id().equals("W")) {
        if (moveProperty == null) {
          moveProperty = p;
        } else {
          problem(ReplayWarning.Code.TWO_MOVES, pos.moveNumber() + 1, node, null, "a second move " + p
              + " in the node: ignored");
        }
      }
    }
    if (moveProperty == null) {
      return pos;
    }
    Color color = moveProperty.id().equals("B") ? Color.BLACK : Color.WHITE;
    int number = pos.moveNumber() + 1;
    String v = moveProperty.value();
    Move move;
    try {
      Optional<Point> pt = SgfValues.parseMove(v, size);
      move = pt.isPresent() ? Move.play(color, pt.get()) : Move.pass(color);
    } catch (IllegalArgumentException e) {
      move = humanReadable(v, color);
      if (move == null) {
        problem(ReplayWarning.Code.BAD_MOVE, number, node, null, moveProperty + " is not a move on the " + size
            + " board: skipped");
        return pos;
      }
      problem(ReplayWarning.Code.HUMAN_READABLE_MOVE, number, node, null, moveProperty
          + " read as a human-readable coordinate: " + move.toText(size));
    }
    pos = pos.readyFor(color);
    MoveResult result = pos.tryPlay(move);
    if (result.isLegal()) {
      Position next = result.position();
      if (next.endedWithoutResult()) {
        problem(ReplayWarning.Code.NO_RESULT, number, node, null, move.toText(size) + " repeats the position after"
            + " move " + next.repetition().orElse(0) + ": the game ends here without result under these rules; the"
            + " record plays on");
      }
      return next;
    }
    Legality legality = result.legality();
    problem(ReplayWarning.Code.ILLEGAL_MOVE, number, node, legality, "illegal move " + move.toText(size) + " ("
        + legality.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + "): placed as viewers do");
    return pos.playTolerant(move);
  }

  private Move humanReadable(String v, Color color) {
    String t = v.trim();
    if (t.equalsIgnoreCase("pass")) {
      return Move.pass(color);
    }
    if (t.length() >= 2 && t.length() <= 3 && Character.isLetter(t.charAt(0))
        && t.substring(1).chars().allMatch(Character::isDigit) && size.width() <= 25 && size.height() <= 25) {
      try {
        Point p = Point.parseGtp(t, size);
        return size.contains(p) ? Move.play(color, p) : null;
      } catch (IllegalArgumentException e) {
        return null;
      }
    }
    return null;
  }
}
