package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.sgf.SgfWarning.Code;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

/**
 * One game tree of an SGF collection: the root node with the game information, and the moves below it. Immutable.
 * The typed accessors read the root's game-info properties; {@link #replay()} plays the main line into go-core
 * positions.
 *
 * <pre>{@code
 * SgfGame game = SgfReader.lenient().read(path).game();
 * String black = game.blackPlayer().orElse("?");
 * Optional<GameResult> result = game.result();
 * Replay replay = game.replay();
 * Position end = replay.finalPosition();
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SgfGame {
  /** The rules assumed when a game has no {@code RU}: Japanese (territory, simple ko, no suicide). */
  public static final RuleSet DEFAULT_RULES = RuleSet.JAPANESE;

  private final SgfNode root;

  SgfGame(SgfNode root) {
    this.root = root;
  }

  /**
   * A game with this root.
   *
   * @param root the root node
   * @return the game
   */
  public static SgfGame of(SgfNode root) {
    return new SgfGame(Objects.requireNonNull(root, "root"));
  }

  /**
   * Writes a line of play as a game record: the first position as the root (size, rules, komi, handicap, its
   * stones as {@code AB}/{@code AW}, {@code PL} when White is to move without handicap), then a node for each
   * position after it: its move, or, for a position reached otherwise (an edit), setup properties with the stones
   * that changed. What a bot or a server writes to keep its games; {@link #replay()} reads them back.
   *
   * <pre>{@code
   * List<Position> line = List.of(start, afterMove1, afterMove2);
   * String sgf = SgfWriter.write(SgfGame.fromPositions(line, "my-bot:1.0"));
   * }</pre>
   *
   * @param line the positions, the first the start, at least one, all of one board size
   * @param application the {@code AP} value, the program's name and version separated by the first colon
   *     ({@code "my-bot:1.0"}), or the empty string for none
   * @return the game
   * @throws IllegalArgumentException if the line is empty or the board sizes differ
   */
  public static SgfGame fromPositions(List<io.github.tengen.go.Position> line, String application) {
    Objects.requireNonNull(application, "application");
    if (line.isEmpty()) {
      throw new IllegalArgumentException("no positions");
    }
    io.github.tengen.go.Position start = line.get(0);
    BoardSize size = start.size();
    RuleSet rules = start.ruleSet();
    SgfNode.Builder root = SgfNode.builder().add(SgfProperty.of("FF", "4")).add(SgfProperty.of("GM", "1"))
        .add(SgfProperty.of("SZ", size.isSquare() ? Integer.toString(size.width())
            : size.width() + ":" + size.height()));
    if (!application.isEmpty()) {
      int colon = application.indexOf(':');
      root.add(SgfProperty.of("AP", colon < 0 ? SgfValues.escapeComposedPart(application)
          : SgfValues.escapeComposedPart(application.substring(0, colon)) + ":"
              + SgfValues.escapeComposedPart(application.substring(colon + 1))));
    }
    root.add(SgfProperty.of("RU", SgfValues.escapeText(rules.toSgf())))
        .add(SgfProperty.of("KM", GameInfo.KOMI.write(rules.komi())));
    if (start.handicap() > 0) {
      root.add(SgfProperty.of("HA", Integer.toString(start.handicap())));
    }
    for (Color c : Color.values()) {
      if (start.stoneCount(c) > 0) {
        root.setPoints(c == Color.BLACK ? "AB" : "AW", start.stones(c));
      }
    }
    boolean whiteFirst = start.toMove() == Color.WHITE;
    if (whiteFirst != (start.handicap() > 0 || (start.stoneCount(Color.BLACK) > 0
        && start.stoneCount(Color.WHITE) == 0))) {
      root.add(SgfProperty.of("PL", whiteFirst ? "W" : "B"));
    }
    List<SgfNode.Builder> nodes = new ArrayList<>();
    for (int i = 1; i < line.size(); i++) {
      io.github.tengen.go.Position before = line.get(i - 1);
      io.github.tengen.go.Position p = line.get(i);
      if (!p.size().equals(size)) {
        throw new IllegalArgumentException("position " + i + " is " + p.size() + ", the first " + size);
      }
      SgfNode.Builder n = SgfNode.builder();
      Optional<io.github.tengen.go.Move> m = p.lastMove();
      if (m.isPresent() && p.previous().isPresent()) {
        n.setMove(m.get());
      } else {
        setupDifference(before, p, n);
      }
      nodes.add(n);
    }
    SgfNode child = null;
    for (int i = nodes.size() - 1; i >= 0; i--) {
      SgfNode.Builder n = nodes.get(i);
      if (child != null) {
        n.addChild(child);
      }
      child = n.build();
    }
    if (child != null) {
      root.addChild(child);
    }
    return of(root.build());
  }

  /** The setup properties that turn one position's stones into another's, and the player to move. */
  private static void setupDifference(io.github.tengen.go.Position from, io.github.tengen.go.Position to,
      SgfNode.Builder n) {
    List<io.github.tengen.go.Point> ab = new ArrayList<>();
    List<io.github.tengen.go.Point> aw = new ArrayList<>();
    List<io.github.tengen.go.Point> ae = new ArrayList<>();
    BoardSize size = to.size();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        io.github.tengen.go.Point pt = io.github.tengen.go.Point.of(x, y);
        Optional<Color> a = from.stoneAt(pt);
        Optional<Color> b = to.stoneAt(pt);
        if (!a.equals(b)) {
          (b.isEmpty() ? ae : b.get() == Color.BLACK ? ab : aw).add(pt);
        }
      }
    }
    if (!ae.isEmpty()) {
      n.setPoints("AE", ae);
    }
    if (!ab.isEmpty()) {
      n.setPoints("AB", ab);
    }
    if (!aw.isEmpty()) {
      n.setPoints("AW", aw);
    }
    n.add(SgfProperty.of("PL", to.toMove() == Color.WHITE ? "W" : "B"));
  }

  /**
   * Returns the root node.
   *
   * @return the root
   */
  public SgfNode root() {
    return root;
  }

  /**
   * Returns the main line: the root, its first child, and so on.
   *
   * @return the nodes
   */
  public List<SgfNode> mainline() {
    return root.mainline();
  }

  /**
   * Returns this game with another root (for edits made with {@link SgfNode#toBuilder()}).
   *
   * @param newRoot the root
   * @return the game
   */
  public SgfGame withRoot(SgfNode newRoot) {
    return of(newRoot);
  }

  // ---------------------------------------------------------------- game information

  /**
   * Returns the board size from {@code SZ} ({@code SZ[19]} or {@code SZ[19:13]}), 19x19 when absent or unreadable.
   *
   * @return the size
   */
  public BoardSize boardSize() {
    return declaredSize(null, false);
  }

  BoardSize declaredSize(List<SgfWarning> warnings, boolean strict) {
    Optional<String> sz = root.value("SZ");
    if (sz.isEmpty()) {
      return BoardSize.square(19);
    }
    String v = sz.get().trim();
    try {
      int colon = v.indexOf(':');
      int w = Integer.parseInt((colon < 0 ? v : v.substring(0, colon)).trim());
      int h = colon < 0 ? w : Integer.parseInt(v.substring(colon + 1).trim());
      return BoardSize.of(w, h);
    } catch (IllegalArgumentException e) {
      SgfWarning w = new SgfWarning(Code.BAD_SIZE, root.line(), root.column(), "board size SZ[" + sz.get()
          + "] can not be used: 19x19 assumed");
      if (strict) {
        throw new SgfParseException(w);
      }
      if (warnings != null) {
        warnings.add(w);
      }
      return BoardSize.square(19);
    }
  }

  /**
   * Returns the game type {@code GM}; 1 (Go) when absent.
   *
   * @return the game type, or -1 if unreadable
   */
  public int gameType() {
    try {
      return Integer.parseInt(root.value("GM").orElse("1").trim());
    } catch (NumberFormatException e) {
      return -1;
    }
  }

  /**
   * Returns Black's name {@code PB}.
   *
   * @return the name, or empty
   */
  public Optional<String> blackPlayer() {
    return info(GameInfo.BLACK_PLAYER);
  }

  /**
   * Returns White's name {@code PW}.
   *
   * @return the name, or empty
   */
  public Optional<String> whitePlayer() {
    return info(GameInfo.WHITE_PLAYER);
  }

  /**
   * Returns Black's rank {@code BR}.
   *
   * @return the rank, or empty
   */
  public Optional<String> blackRank() {
    return info(GameInfo.BLACK_RANK);
  }

  /**
   * Returns White's rank {@code WR}.
   *
   * @return the rank, or empty
   */
  public Optional<String> whiteRank() {
    return info(GameInfo.WHITE_RANK);
  }

  /**
   * Returns the date {@code DT} as written.
   *
   * @return the date, or empty
   */
  public Optional<String> date() {
    return info(GameInfo.DATE);
  }

  /**
   * Returns the event {@code EV}.
   *
   * @return the event, or empty
   */
  public Optional<String> event() {
    return info(GameInfo.EVENT);
  }

  /**
   * Returns the game name {@code GN}.
   *
   * @return the name, or empty
   */
  public Optional<String> gameName() {
    return info(GameInfo.GAME_NAME);
  }

  /**
   * Returns the game comment {@code GC}.
   *
   * @return the comment, or empty
   */
  public Optional<String> gameComment() {
    return info(GameInfo.GAME_COMMENT);
  }

  /**
   * Returns the rules named by {@code RU}, through {@link RuleSet#fromSgf(String)}, without komi applied.
   *
   * @return the rules, or empty if absent or unknown
   */
  public Optional<RuleSet> rules() {
    return info(GameInfo.RULES);
  }

  /**
   * Returns the handicap {@code HA}.
   *
   * @return the number of handicap stones, or empty if absent or unreadable
   */
  public OptionalInt handicap() {
    Optional<Integer> ha = info(GameInfo.HANDICAP);
    return ha.isPresent() ? OptionalInt.of(ha.get()) : OptionalInt.empty();
  }

  /**
   * Returns the komi {@code KM} in points, as real files mean it: a plain number ({@code 6.5},
   * {@code 0.500000}); a number written times 100 ({@code KM[650]} = 6.5: any value of 100 or more); a number
   * in stones, as Chinese records write it (a fraction of .25 or .75: {@code 3.75} stones = 7.5 points). A komi
   * that is not a multiple of 0.5 after this is rounded to the nearest one; one beyond +-10,000 points is not
   * read. {@link Replay#warnings()} says when a komi was converted or could not be read.
   *
   * @return the komi in points, or empty if absent or unreadable
   */
  public OptionalDouble komi() {
    Komi k = interpretKomi();
    return k == null ? OptionalDouble.empty() : OptionalDouble.of(k.points);
  }

  /** The komi in points and, when it was converted, how. */
  record Komi(double points, String note) {}

  Komi interpretKomi() {
    Optional<String> km = root.simpleText("KM");
    if (km.isEmpty() || km.get().isBlank()) {
      return null;
    }
    double v;
    try {
      v = Double.parseDouble(km.get().trim());
    } catch (NumberFormatException e) {
      return null;
    }
    if (!Double.isFinite(v)) {
      return null;
    }
    String note = null;
    if (Math.abs(v) >= 100) {
      double scaled = v / 100;
      note = "KM[" + km.get().trim() + "] read as written times 100: " + scaled;
      v = scaled;
    }
    double frac = Math.abs(v - Math.floor(v));
    if (Math.abs(frac - 0.25) < 1e-9 || Math.abs(frac - 0.75) < 1e-9) {
      note = (note == null ? "KM[" + km.get().trim() + "]" : note + ",") + " read as " + v + " stones = "
          + (2 * v) + " points";
      v = 2 * v;
    }
    double rounded = Math.round(v * 2) / 2.0;
    if (!RuleSet.isKomi(rounded)) {
      return null; // beyond any komi RuleSet takes: unreadable
    }
    if (Math.abs(rounded - v) > 1e-9) {
      note = (note == null ? "KM[" + km.get().trim() + "]" : note + ",") + " rounded to " + rounded;
    }
    return new Komi(rounded, note);
  }

  /**
   * Returns the rules a replay uses: {@code RU} (or {@link #DEFAULT_RULES} when absent or unknown) with the komi of
   * {@link #komi()} when given.
   *
   * @return the rules
   */
  public RuleSet ruleSet() {
    RuleSet r = rules().orElse(DEFAULT_RULES);
    Komi k = interpretKomi();
    return k == null ? r : r.withKomi(k.points);
  }

  /**
   * Returns the result {@code RE}, read with {@link GameResult#parseSgf(String)}.
   *
   * @return the result, or empty if absent or not a result
   */
  public Optional<GameResult> result() {
    return info(GameInfo.RESULT);
  }

  /**
   * Returns the player to move first, {@code PL} of the root.
   *
   * @return the colour, or empty
   */
  public Optional<Color> playerToMove() {
    return root.value("PL").flatMap(Replayer::color);
  }

  /**
   * Returns the round {@code RO}.
   *
   * @return the round, or empty
   */
  public Optional<String> round() {
    return info(GameInfo.ROUND);
  }

  /**
   * Returns the place {@code PC}.
   *
   * @return the place, or empty
   */
  public Optional<String> place() {
    return info(GameInfo.PLACE);
  }

  /**
   * Returns the source {@code SO}.
   *
   * @return the source, or empty
   */
  public Optional<String> source() {
    return info(GameInfo.SOURCE);
  }

  /**
   * Returns the main time {@code TM} in seconds.
   *
   * @return the time, or empty if absent or unreadable
   */
  public OptionalDouble timeLimit() {
    Optional<Double> t = info(GameInfo.TIME_LIMIT);
    return t.isPresent() ? OptionalDouble.of(t.get()) : OptionalDouble.empty();
  }

  /**
   * Returns the overtime method {@code OT}, as written.
   *
   * @return the overtime, or empty
   */
  public Optional<String> overtime() {
    return info(GameInfo.OVERTIME);
  }

  /**
   * Reads a game-information property of the root, typed.
   *
   * @param <T> the value type
   * @param key the property
   * @return the value, or empty if absent or not readable as its type
   */
  public <T> Optional<T> info(GameInfo<T> key) {
    return key.read(this);
  }

  /**
   * Returns this game with a game-information property of the root set, in place of the old value (or last). The
   * other properties stay as they were, in their order.
   *
   * @param <T> the value type
   * @param key the property
   * @param value the value
   * @return the changed game
   * @throws IllegalArgumentException if the value cannot be written (a komi that is not finite)
   */
  public <T> SgfGame withInfo(GameInfo<T> key, T value) {
    Objects.requireNonNull(key, "key");
    return withRoot(root.with(SgfProperty.of(key.id(), key.write(value))));
  }

  /**
   * Returns this game without a game-information property.
   *
   * @param key the property
   * @return the changed game
   */
  public SgfGame withoutInfo(GameInfo<?> key) {
    return withRoot(root.without(key.id()));
  }

  // ---------------------------------------------------------------- replay

  /**
   * Replays the main line leniently: illegal moves are recorded as warnings and placed as viewers do (see
   * {@link Replay}).
   *
   * @return the replay
   */
  public Replay replay() {
    return Replayer.replay(this, root.mainline(), false, null);
  }

  /**
   * Replays the main line leniently under rules of your choice: {@code RU} and {@code KM} are ignored (to replay a
   * Japanese record under Chinese rules, or every file under one rule set).
   *
   * @param rules the rules, komi included
   * @return the replay
   */
  public Replay replay(RuleSet rules) {
    return Replayer.replay(this, root.mainline(), false, Objects.requireNonNull(rules, "rules"));
  }

  /**
   * Replays the main line strictly: the first problem that the lenient replay would work around throws. That is
   * every {@link ReplayWarning.Code} but the notes {@code KOMI}, {@code HANDICAP} and {@code NO_RESULT}: an illegal
   * move ({@code ILLEGAL_MOVE}), a move that is not a point or pass ({@code BAD_MOVE}) or is written in human-readable
   * coordinates ({@code HUMAN_READABLE_MOVE}), a setup point off the board ({@code BAD_SETUP}) or a setup leaving a
   * chain without liberties ({@code SETUP_WITHOUT_LIBERTIES}), unknown rules ({@code RULES}), an unreadable board
   * size ({@code BOARD_SIZE}) and two moves in a node ({@code TWO_MOVES}).
   *
   * @return the replay
   * @throws SgfReplayException at the first such problem, with its warning
   */
  public Replay replayStrict() {
    return Replayer.replay(this, root.mainline(), true, null);
  }

  /**
   * Replays leniently from the root to a node of this game (any variation).
   *
   * @param node a node of this game (compared by identity)
   * @return the replay, ending at that node
   * @throws IllegalArgumentException if the node is not in this game
   */
  public Replay replayTo(SgfNode node) {
    List<SgfNode> path = root.pathTo(node);
    if (path.isEmpty()) {
      throw new IllegalArgumentException("the node is not in this game");
    }
    return Replayer.replay(this, path, false, null);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SgfGame g && g.root.equals(root);
  }

  @Override
  public int hashCode() {
    return root.hashCode();
  }

  @Override
  public String toString() {
    return "SgfGame[" + blackPlayer().orElse("?") + " vs " + whitePlayer().orElse("?") + ", " + boardSize() + "]";
  }
}
