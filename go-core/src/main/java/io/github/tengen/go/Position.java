package io.github.tengen.go;

import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A position in a game of Go: the stones, the player to move, the prisoners, the ko ban and, for superko, the
 * positions that led here. Positions are immutable and thread-safe; {@link #play(Move)} returns the next one.
 *
 * <pre>{@code
 * Position p = Position.empty(BoardSize.square(19), RuleSet.JAPANESE);
 * p = p.play(Point.parseGtp("Q16", p.size()));       // Black
 * p = p.play(Point.of(3, 3));                       // White at D16
 * p = p.pass();                                     // Black passes
 * Legality l = p.check(Move.play(Color.WHITE, Point.of(3, 3)));   // OCCUPIED
 * System.out.println(p);                            // an ASCII diagram
 * }</pre>
 *
 * <p>Rules applied by {@link #play(Move)}: the move must be by the player to move ({@link Legality#WRONG_TURN}),
 * on the board ({@link Legality#OFF_BOARD}) and on an empty point ({@link Legality#OCCUPIED}). Opponent chains
 * left without liberties are removed and become the mover's prisoners; then the mover's own chain is checked, so
 * a capturing move is never suicide. Suicide follows {@link RuleSet#suicideRule()}; suicided stones become the
 * opponent's prisoners. A single stone that captures a single stone and is left with one liberty makes the
 * captured point the ko point, banned to the opponent for one move ({@link Legality#KO}); any move or pass lifts
 * the ban. Under positional superko no move may recreate an earlier arrangement of the stones of this line of
 * play, the starting position included; under situational superko only one with the same player to move. The
 * superko check compares boards on a hash match, so a hash collision never forbids a legal move. A pass is always
 * legal until the game is over: after two consecutive passes ({@link RuleSet#whitePassesLast()} also wants the
 * last pass to be White's), or, under {@link RuleSet#noResultOnRepetition()} (Japanese and Korean rules), after a
 * move that recreates an earlier position of the line with the same player to move: the game then ends without
 * result ({@link #endedWithoutResult()}).
 *
 * <p>Equality is by value: size, rules, stones, player to move, ko point, prisoners, consecutive passes and
 * handicap. The move number and the history behind a position do not take part.
 *
 * <p><b>Performance note:</b> a move allocates one object. On boards up to 19x19 (any size whose two bitboards of
 * {@code (width + 1) * height} bits fit in 12 words) it holds the stones in its own fields, as many words as the board
 * needs (4, 6 or 12): 80 bytes a position on 9x9, 96 on 13x13 and 144 on 19x19, with the compressed references of
 * every heap below 32 GB (JDK 17, measured by {@code PositionFootprintTest}); larger boards keep the stones in an
 * array beside it. The thread's engine plays the move on a board of its own, which the new position copies. Under
 * superko, and under the no-result rule, a move also records the new position in the line's history (8 bytes and
 * about a seventh more time per move; {@code withNoResultOnRepetition(false)} turns that off for simple-ko playouts
 * that do not need it). Any position may be asked anything, on any thread: the
 * thread's engine moves to it by forgetting the chains around the points that differ from the position it described
 * (a parent, a sibling, the same game a few moves on), or, for an unrelated position, by copying its colours, and
 * builds a chain when a question first needs it. A second move from the same position (a search, a variation)
 * starts a small history segment rather than a copy of the line's history; a move on another thread than the one
 * that started the line records nothing until the new position gets a successor, which records it (so a game whose
 * moves run on a pool of threads keeps one history).
 *
 * @since 0.1.0
 */
public abstract sealed class Position implements Attempt permits Position4, PositionWide {
  private static final Color[] COLORS = Color.values();

  final Line line;
  final long hash;
  /**
   * What does not fit in the fields, else null: the stones of a board larger than 19x19 ({@link PositionWide}; the
   * others keep them in their own fields), then Black's and White's prisoners, when the board is that large or a
   * player's prisoners reach 65,536 (no real game comes near it).
   */
  final long[] extra;
  /**
   * The ko point's index (bits 19-31, -1 for none), the last move's (bits 6-18: -1 a pass, -2 none, for a starting
   * or edited position), the player to move (bit 5) and the consecutive passes (bits 0-4, {@link #NO_RESULT} after a
   * move that repeated a position under the no-result rule), in one int: indices stay below 52 x 53, passes below 4.
   */
  private final int state;
  /** Black's prisoners in the low 16 bits and White's in the high 16 bits when {@link #extra} is null. */
  private final int prisoners;
  private static final int NO_RESULT = -1;
  final Position previous;
  final History history;
  /**
   * This position's index in its line, which is that of its history entry: as it is when {@link #history} holds the
   * entry, its complement ({@code ~index}, negative) when the entry is implied by this position itself (its key and
   * stone count) and the history holds the line up to the entry before. A move on another thread than the one that
   * owns the history leaves its entry implied, and it is recorded when the position gets a successor, by the thread
   * that plays it: a game whose moves alternate between two threads starts no history segment.
   */
  final int historyIndex;

  /**
   * What the positions of a line share: the board, the rules, the handicap, the move number of the line's index 0
   * (a position's move number is it plus the position's index) and the engine of the thread that started the line,
   * which is the engine to use whenever that thread asks.
   */
  static final class Line {
    final Geometry g;
    final RuleSet rules;
    final int handicap;
    final int firstMove;
    final Engine engine;
    /**
     * The words of stones a position of this board keeps in its fields: 4, 6 or 12, the least of them that holds
     * both colours' bitboards, so that a move allocates one object of the size the board needs; 0 past 12 words,
     * when the stones go to an array ({@link PositionWide}).
     */
    final int fields;

    Line(Geometry g, RuleSet rules, int handicap, int firstMove, Engine engine) {
      this.g = g;
      int words = 2 * g.words;
      this.fields = words <= 4 ? 4 : words <= 6 ? 6 : words <= 12 ? 12 : 0;
      this.rules = rules;
      this.handicap = handicap;
      this.firstMove = firstMove;
      this.engine = engine;
    }
  }

  /**
   * The common part of a position whose stones are {@code s} (at least {@code 2 * words} long; read, never kept):
   * the subclass keeps the stones, unless the board is wide.
   */
  Position(Line line, long[] s, long hash, int state, long captures, Position previous, History history,
      int historyIndex) {
    this.line = line;
    this.hash = hash;
    int blackCaptures = (int) captures;
    int whiteCaptures = (int) (captures >>> 32);
    boolean inFields = line.fields != 0;
    boolean fits = inFields && (blackCaptures | whiteCaptures) >>> 16 == 0;
    this.extra = fits ? null : extra(inFields ? 0 : 2 * line.g.words, s, blackCaptures, whiteCaptures);
    this.prisoners = fits ? blackCaptures | whiteCaptures << 16 : 0;
    this.state = state;
    this.previous = previous;
    this.history = history;
    this.historyIndex = historyIndex;
  }

  /** The common part of a position with the stones, hash and prisoners of {@code same}. */
  Position(Line line, Position same, int state, Position previous, History history, int historyIndex) {
    this.line = line;
    this.hash = same.hash;
    this.extra = same.extra;
    this.prisoners = same.prisoners;
    this.state = state;
    this.previous = previous;
    this.history = history;
    this.historyIndex = historyIndex;
  }

  /**
   * A position whose stones are {@code s} (at least {@code 2 * words} long; read, never kept), of the class that
   * keeps as many words as the board needs.
   */
  private static Position of(Line line, long[] s, long hash, int state, long captures, Position previous,
      History history, int historyIndex) {
    long[] t = s.length < line.fields ? Arrays.copyOf(s, line.fields) : s;
    switch (line.fields) {
      case 4:
        return new Position4(line, t, hash, state, captures, previous, history, historyIndex);
      case 6:
        return new Position6(line, t, hash, state, captures, previous, history, historyIndex);
      case 12:
        return new Position12(line, t, hash, state, captures, previous, history, historyIndex);
      default:
        return new PositionWide(line, t, hash, state, captures, previous, history, historyIndex);
    }
  }

  /** A position with these stones (the same class) and the rest given, as the second constructor makes it. */
  abstract Position withState(Line line, int state, Position previous, History history, int historyIndex);

  /** Tells whether a state at least {@link Line#fields} long holds these stones (and zeros past them). */
  abstract boolean isOn(long[] s);

  /** Writes the stones into a state at least {@link Line#fields} long, from index 0 (zeros past them). */
  abstract void writeStones(long[] s);

  /** Word k of the stones (black words, then white words as Engine lays them out), for k below {@code 2 * words}. */
  abstract long word(int k);

  /** The number of stones on the board. */
  abstract int stoneTotal();

  /** Tells whether a position of the same board holds the same stones. */
  abstract boolean sameStones(Position o);

  /** The {@link #extra} array: the first {@code words} words of {@code s}, then the two prisoner counts. */
  private static long[] extra(int words, long[] s, int blackCaptures, int whiteCaptures) {
    long[] x = Arrays.copyOf(s, words + 2);
    x[words] = blackCaptures;
    x[words + 1] = whiteCaptures;
    return x;
  }

  private int blackCaptures() {
    return extra == null ? prisoners & 0xFFFF : (int) extra[extra.length - 2];
  }

  private int whiteCaptures() {
    return extra == null ? prisoners >>> 16 : (int) extra[extra.length - 1];
  }

  /** The {@link #state} of a position: its ko point, last move, player to move and consecutive passes. */
  private static int state(int ko, int last, int toMove, int passes) {
    return ko << 19 | (last & 0x1FFF) << 6 | toMove << 5 | (passes & 0x1F);
  }

  /** Black's and White's prisoners as a position's constructor takes them, in one long. */
  private static long captures(int black, int white) {
    return (long) white << 32 | (black & 0xFFFFFFFFL);
  }

  private int ko() {
    return state >> 19;
  }

  private int last() {
    return state << 13 >> 19;
  }

  private int passes() {
    return state << 27 >> 27;
  }

  /** The player to move as an engine colour: 0 black, 1 white. */
  int mover() {
    return state >>> 5 & 1;
  }

  /** Creates a starting position (no previous position); used by the factories and {@link Setup}. */
  static Position root(BoardSize size, RuleSet rules, long[] stones, Color toMove, int blackCaptures,
      int whiteCaptures, int handicap, int moveNumber) {
    Objects.requireNonNull(rules, "rules");
    Geometry g = geometry(size);
    long hash = Bitboards.hashOf(g, stones);
    Engine e = engine(g);
    History h = !rules.tracksRepetition()
        ? null
        : History.start(LineHistory.key(rules, hash, toMove), History.stoneCount(stones),
            size.width() * size.height(), e);
    Line line = new Line(g, rules, handicap, moveNumber, e);
    return of(line, stones, hash, state(-1, -2, toMove.ordinal(), 0), captures(blackCaptures, whiteCaptures), null, h,
        0);
  }

  /** Creates an edited position that follows {@code prev} in its line and superko history; for {@link Setup}. */
  static Position edited(Position prev, long[] stones, Color toMove, int blackCaptures, int whiteCaptures,
      int handicap, int moveNumber) {
    Geometry g = prev.line.g;
    long hash = Bitboards.hashOf(g, stones);
    Engine e = engine(g);
    History lined = LineHistory.lined(prev, e);
    int index = LineHistory.childIndex(prev, lined, e);
    long key = LineHistory.key(prev.line.rules, hash, toMove);
    History h = LineHistory.childHistory(lined, index, key, History.stoneCount(stones), e);
    int lineIndex = index >= 0 ? index : ~index;
    Line line = new Line(g, prev.line.rules, handicap, moveNumber - lineIndex, prev.line.engine);
    return of(line, stones, hash, state(-1, -2, toMove.ordinal(), 0), captures(blackCaptures, whiteCaptures), prev, h,
        index);
  }

  static Geometry geometry(BoardSize size) {
    return Geometry.of(size.width(), size.height());
  }

  static Engine engine(Geometry g) {
    return Engine.forThread(g);
  }

  /** The calling thread's engine for this board: the line's, when this thread started the line. */
  private Engine engine() {
    Engine e = line.engine;
    return e.owner == Thread.currentThread() ? e : engine(line.g);
  }

  /**
   * The engine's board, holding these stones, with the engine synchronised with it: one of the engine's own boards,
   * filled with these stones first unless it holds them already (this position, or one with its stones, was the last
   * the engine played or looked at).
   */
  long[] board(Engine e) {
    long[] s = e.ownBoard();
    if (s == null || !isOn(s)) {
      s = e.spareBoard(line.fields);
      copyStones(s);
      e.sync(s);
    }
    return s;
  }

  /** Writes the stones into {@code s} from index 0 (at least {@code 2 * words} long). */
  private void copyStones(long[] s) {
    if (s.length >= line.fields) {
      writeStones(s);
    } else {
      for (int k = 0; k < s.length; k++) {
        s[k] = word(k);
      }
    }
  }

  /** Tells whether this position holds the stones of a state. */
  boolean hasStones(long[] s) {
    if (s.length >= line.fields) {
      return isOn(s);
    }
    for (int k = 2 * line.g.words - 1; k >= 0; k--) {
      if (word(k) != s[k]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the empty board with Black to move.
   *
   * @param size the board size
   * @param rules the rules
   * @return the position
   */
  public static Position empty(BoardSize size, RuleSet rules) {
    Objects.requireNonNull(size, "size");
    return root(size, rules, new long[2 * geometry(size).words], Color.BLACK, 0, 0, 0, 0);
  }

  /**
   * Returns the position after Black's fixed handicap stones, with White to move: the stones of
   * {@link Handicap#fixedPoints(BoardSize, int)}.
   *
   * @param size a square board of at least 7x7
   * @param rules the rules
   * @param stones 2 to {@link Handicap#maxFixed(BoardSize)}
   * @return the position, with {@link #handicap()} equal to {@code stones}
   * @throws IllegalArgumentException if the placement is not defined for that size and number
   */
  public static Position withHandicap(BoardSize size, RuleSet rules, int stones) {
    Objects.requireNonNull(rules, "rules");
    List<Point> points = Handicap.fixedPoints(size, stones);
    Geometry g = geometry(size);
    long[] s = new long[2 * g.words];
    for (Point p : points) {
      int i = g.index(p.x(), p.y());
      s[i >>> 6] |= 1L << i;
    }
    return root(size, rules, s, Color.WHITE, 0, 0, stones, 0);
  }

  /**
   * Reads a position from a diagram, as {@link #toString()} writes it, with Black to move.
   *
   * @param diagram rows of {@code X} (black), {@code O} (white) and {@code .} or {@code +} (empty)
   * @param rules the rules
   * @return the position
   * @throws IllegalArgumentException if the diagram is malformed or a chain has no liberties
   * @see Setup#parse(String)
   */
  public static Position parse(String diagram, RuleSet rules) {
    Objects.requireNonNull(rules, "rules");
    return Setup.parse(diagram).build(rules);
  }

  // ---------------------------------------------------------------- play

  /**
   * Plays a move and returns the resulting position.
   *
   * @param move the move
   * @return the next position
   * @throws IllegalMoveException if the rules forbid the move; this position is unchanged
   * @see #tryPlay(Move)
   */
  public Position play(Move move) {
    Attempt r = attempt(move);
    if (r instanceof Position next) {
      return next;
    }
    throw ((MoveResult.Rejected) r).toException();
  }

  /**
   * Plays a move if the rules allow it, and otherwise says why, without throwing: the legality work is done once,
   * where {@link #check(Move)} followed by {@link #play(Move)} would do it twice.
   *
   * <pre>{@code
   * MoveResult r = position.tryPlay(move);
   * if (r instanceof MoveResult.Played played) {
   *   position = played.next();
   * } else {
   *   System.out.println(r.legality());   // KO, SUICIDE, ...
   * }
   * }</pre>
   *
   * @param move the move
   * @return {@link MoveResult.Played} with the next position, or {@link MoveResult.Rejected} with the reason
   */
  public MoveResult tryPlay(Move move) {
    Attempt r = attempt(move);
    return r instanceof Position next ? new MoveResult.Played(move, next) : (MoveResult.Rejected) r;
  }

  /** The next position, or the {@link MoveResult.Rejected} that says why there is none. */
  private Attempt attempt(Move move) {
    Objects.requireNonNull(move, "move");
    Legality pre = precheck(move);
    if (pre != Legality.LEGAL) {
      return new MoveResult.Rejected(move, pre, this, -1);
    }
    if (move instanceof Move.Pass) {
      return afterPass();
    }
    Point pt = ((Move.Play) move).point();
    return playAt(line.g.index(pt.x(), pt.y()), move);
  }

  /**
   * Plays a move the way SGF viewers show a record's illegal moves, and as KataGo's "tolerant" play does: the rules
   * of legality are waived, the rules of captures are not. A legal move gives what {@link #play(Move)} gives. Any
   * other move is placed all the same:
   * <ul>
   *   <li>a move after the end of the game resumes it ({@link #resume()}); a move by the player who is not to move
   *       is played by that player, the opponent moving next ({@link #withToMove(Color)} first);</li>
   *   <li>a stone on an occupied point replaces the stone there;</li>
   *   <li>the ko point, and a repetition that superko forbids, are played;</li>
   *   <li>opponent chains left without liberties are captured (the mover's prisoners), then the mover's own chain
   *       if it has none (the opponent's prisoners), whatever the suicide rule;</li>
   *   <li>after a move that broke a rule, no point is banned by ko.</li>
   * </ul>
   * The result follows this position in its line and its superko history, with {@link #lastMove()} the move.
   *
   * @param move the move
   * @return the next position
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Position playTolerant(Move move) {
    Objects.requireNonNull(move, "move");
    if (move instanceof Move.Play play && !size().contains(play.point())) {
      throw new IllegalArgumentException("move " + move + " is off the " + size() + " board");
    }
    Position from = readyFor(move.color());
    Attempt r = from.attempt(move);
    return r instanceof Position next ? next : from.forced(((Move.Play) move).point());
  }

  /** The tolerant placement of a stone of the player to move whose move the rules forbid. */
  private Position forced(Point point) {
    int p = line.g.index(point.x(), point.y());
    int c = mover();
    long[] next = state();
    next[p >>> 6] &= ~(1L << p); // a replaced stone goes first (no capture, no prisoner)
    next[line.g.words + (p >>> 6)] &= ~(1L << p);
    Engine e = engine();
    e.sync(next);
    e.play(next, p, c, -1, Engine.SUICIDE_ALLOWED);
    long newHash = Bitboards.hashOf(line.g, next);
    int bc = blackCaptures() + e.removedStones(1);
    int wc = whiteCaptures() + e.removedStones(0);
    return successor(next, newHash, state(-1, p, c ^ 1, 0), captures(bc, wc), LineHistory.key(line.rules, newHash,
        COLORS[c ^ 1]), History.stoneCount(next), e);
  }

  /** Plays at a point index of this board; {@code move} is the caller's move object, or null. */
  private Attempt playAt(int p, Move move) {
    int c = mover();
    Engine e = engine();
    long[] s = board(e);
    int code = e.play(s, p, c, ko(), suicideCode());
    if (code != Engine.OK) {
      return rejected(move, p, fromEngine(code), -1);
    }
    // the engine's board now holds the stones after the move, the next position's
    long newHash = hash ^ e.hashDelta();
    // the prisoners of a player are the opponent's stones the move removed (captured, or suicided by the opponent)
    int removedBlack = e.removedStones(0);
    int removedWhite = e.removedStones(1);
    int bc = blackCaptures() + removedWhite;
    int wc = whiteCaptures() + removedBlack;
    int newKo = e.koPoint();
    // written out rather than through successor(): on this hot path the helper measured slower in W2
    if (history == null) {
      return of(line, s, newHash, state(newKo, p, c ^ 1, 0), captures(bc, wc), this, null, historyIndex + 1);
    }
    long key = LineHistory.key(line.rules, newHash, COLORS[c ^ 1]);
    int delta = 1 - removedBlack - removedWhite;
    if (historyIndex >= 0) {
      History h = history.appendIfNoCandidate(historyIndex, key, delta, e);
      if (h != null) {
        return of(line, s, newHash, state(newKo, p, c ^ 1, 0), captures(bc, wc), this, h, historyIndex + 1);
      }
    }
    // off the tip of the history, or an earlier position with this key and as many stones: compare the stones
    int count = LineHistory.entryCount(this) + delta;
    int repeated = LineHistory.repeatedEntry(this, key, s, count, COLORS[c ^ 1]);
    if (repeated >= 0 && line.rules.koRule().forbidsRepetition()) {
      return rejected(move, p, line.rules.koRule().violation(), LineHistory.ancestor(this, repeated).moveNumber());
    }
    // legal; a repetition under the no-result rule stands and ends the game
    return successor(s, newHash, state(newKo, p, c ^ 1, repeated >= 0 ? NO_RESULT : 0), captures(bc, wc), key, count,
        e);
  }

  /**
   * The position one move after this one, next in its line and history, with the stones {@code next} and the
   * {@link #state} {@code newState}; {@code key} and {@code count} its history entry's; {@code e} the calling
   * thread's engine.
   */
  private Position successor(long[] next, long newHash, int newState, long captures, long key, int count, Engine e) {
    History lined = LineHistory.lined(this, e);
    int index = LineHistory.childIndex(this, lined, e);
    return of(line, next, newHash, newState, captures, this, LineHistory.childHistory(lined, index, key, count, e),
        index);
  }

  /** This board with {@code color} to move and the passes forgotten, after this position in its line. */
  private Position sameBoard(int newKo, Color color) {
    Engine e = engine();
    History lined = LineHistory.lined(this, e);
    int index = LineHistory.childIndex(this, lined, e);
    long key = LineHistory.key(line.rules, hash, color);
    History h = LineHistory.childHistory(lined, index, key, LineHistory.entryCount(this), e);
    // the move number stays while the line's index grows
    Line same = new Line(line.g, line.rules, line.handicap, line.firstMove - 1, line.engine);
    return withState(same, state(newKo, -2, color.ordinal(), 0), this, h, index);
  }

  private MoveResult.Rejected rejected(Move move, int p, Legality reason, int repeated) {
    Move m = move != null ? move : Move.play(toMove(), Point.of(line.g.x(p), line.g.y(p)));
    return new MoveResult.Rejected(m, reason, this, repeated);
  }

  /**
   * Plays a stone for the player to move.
   *
   * @param point the point
   * @return the next position
   * @throws IllegalMoveException if the rules forbid the move
   */
  public Position play(Point point) {
    Objects.requireNonNull(point, "point");
    if (isGameOver() || point.x() >= line.g.width || point.y() >= line.g.height) {
      return play(Move.play(toMove(), point)); // reports the problem
    }
    Attempt r = playAt(line.g.index(point.x(), point.y()), null);
    if (r instanceof Position next) {
      return next;
    }
    throw ((MoveResult.Rejected) r).toException();
  }

  /**
   * Passes for the player to move.
   *
   * @return the next position
   * @throws IllegalMoveException if the game is over
   */
  public Position pass() {
    return play(Move.pass(toMove()));
  }

  private Position afterPass() {
    Engine e = engine();
    History lined = LineHistory.lined(this, e);
    int index = LineHistory.childIndex(this, lined, e);
    int next = mover() ^ 1;
    long key = LineHistory.key(line.rules, hash, COLORS[next]);
    History h = LineHistory.childHistory(lined, index, key, LineHistory.entryCount(this), e);
    return withState(line, state(-1, -1, next, passes() + 1), this, h, index);
  }

  /**
   * Tells whether a move is legal here, and if not why, without throwing.
   *
   * @param move the move
   * @return {@link Legality#LEGAL} or the reason {@link #play(Move)} would throw
   */
  public Legality check(Move move) {
    Objects.requireNonNull(move, "move");
    Legality pre = precheck(move);
    if (pre != Legality.LEGAL || move instanceof Move.Pass) {
      return pre;
    }
    Point pt = ((Move.Play) move).point();
    Engine e = engine();
    return checkIndex(line.g.index(pt.x(), pt.y()), e, board(e));
  }

  /** The legality of a stone at p, on {@code s}, the engine's board holding these stones ({@link #board}). */
  Legality checkIndex(int p, Engine e, long[] s) {
    int c = mover();
    int code = e.legality(s, p, c, ko(), suicideCode());
    if (code != Engine.OK || history == null || !line.rules.koRule().forbidsRepetition()) {
      return fromEngine(code); // under simple ko a repetition is legal (and may end the game without result)
    }
    long key = LineHistory.key(line.rules, hash ^ e.hashDeltaOf(s, p, c), COLORS[c ^ 1]);
    int count = LineHistory.entryCount(this) + e.stoneDelta();
    if (LineHistory.entryWith(this, key, count, -1, true) < 0) {
      return Legality.LEGAL;
    }
    // a hash match: compare the boards themselves, so a collision never forbids a legal move
    long[] next = s.clone();
    e.playCopy(s, next, p, c, ko(), suicideCode());
    boolean repeats = LineHistory.repeatedEntry(this, key, next, count, COLORS[c ^ 1]) >= 0;
    return repeats ? line.rules.koRule().violation() : Legality.LEGAL;
  }

  /**
   * Returns whether a move is legal here.
   *
   * @param move the move
   * @return true if {@link #check(Move)} returns {@link Legality#LEGAL}
   */
  public boolean isLegal(Move move) {
    return check(move) == Legality.LEGAL;
  }

  /**
   * Returns every legal move of the player to move: the legal stones in row-major order from the top left, then
   * the pass. Empty when the game is over.
   *
   * @return the moves
   */
  public List<Move> legalMoves() {
    return isGameOver() ? List.of() : LegalMoves.of(this, engine());
  }

  private Legality precheck(Move move) {
    if (isGameOver()) {
      return Legality.GAME_OVER;
    }
    if (move.color() != toMove()) {
      return Legality.WRONG_TURN;
    }
    if (move instanceof Move.Play play && !size().contains(play.point())) {
      return Legality.OFF_BOARD;
    }
    return Legality.LEGAL;
  }

  private int suicideCode() {
    // Engine.SUICIDE_FORBIDDEN, _MULTI and _ALLOWED are 0, 1 and 2, in the order of the enum
    return line.rules.suicideRule().ordinal();
  }

  private static Legality fromEngine(int code) {
    return switch (code) {
      case Engine.OK -> Legality.LEGAL;
      case Engine.OCCUPIED -> Legality.OCCUPIED;
      case Engine.KO -> Legality.KO;
      default -> Legality.SUICIDE;
    };
  }

  // ---------------------------------------------------------------- queries

  /**
   * Returns the board size.
   *
   * @return the size
   */
  public BoardSize size() {
    return BoardSize.of(line.g.width, line.g.height);
  }

  /**
   * Returns the rules.
   *
   * @return the rules
   */
  public RuleSet ruleSet() {
    return line.rules;
  }

  /**
   * Returns the stone on a point.
   *
   * @param point a point on the board
   * @return the colour, or empty for an empty point
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Optional<Color> stoneAt(Point point) {
    int c = colorCode(point);
    return c == 0 ? Optional.empty() : Optional.of(c == 1 ? Color.BLACK : Color.WHITE);
  }

  private int colorCode(Point point) {
    Objects.requireNonNull(point, "point");
    if (!size().contains(point)) {
      throw new IllegalArgumentException(point + " is not on a " + size() + " board");
    }
    int p = line.g.index(point.x(), point.y());
    long bit = 1L << p;
    return (word(p >>> 6) & bit) != 0 ? 1 : (word(line.g.words + (p >>> 6)) & bit) != 0 ? 2 : 0;
  }

  /**
   * Returns the number of stones of a colour on the board.
   *
   * @param color the colour
   * @return the count
   */
  public int stoneCount(Color color) {
    int n = 0;
    for (int k = 0, off = color.ordinal() * line.g.words; k < line.g.words; k++) {
      n += Long.bitCount(word(off + k));
    }
    return n;
  }

  /**
   * Returns the player to move.
   *
   * @return the colour
   */
  public Color toMove() {
    return COLORS[mover()];
  }

  /**
   * Returns the number of stones the given player has captured in this game (including the opponent's stones
   * removed by suicide where the rules allow it). Dead stones removed at the end and pass stones belong to the
   * score, not here.
   *
   * @param color the capturing player
   * @return the prisoners taken
   */
  public int captures(Color color) {
    return Objects.requireNonNull(color, "color") == Color.BLACK ? blackCaptures() : whiteCaptures();
  }

  /**
   * Returns the point that simple ko forbids to the player to move.
   *
   * @return the ko point, or empty
   */
  public Optional<Point> koPoint() {
    return ko() < 0 ? Optional.empty() : Optional.of(Point.of(line.g.x(ko()), line.g.y(ko())));
  }

  /**
   * Returns the number of passes that ended the move sequence up to here.
   *
   * @return 0, 1, 2, ...
   */
  public int consecutivePasses() {
    return Math.max(passes(), 0);
  }

  /**
   * Returns whether the game has ended: after two consecutive passes (under {@link RuleSet#whitePassesLast()} only
   * if the last pass was White's), or without result after a repetition ({@link #endedWithoutResult()}).
   *
   * @return true if no more moves may be played
   */
  public boolean isGameOver() {
    if (passes() < 2) {
      return passes() == NO_RESULT;
    }
    return !line.rules.whitePassesLast() || toMove() == Color.BLACK; // the last pass was White's
  }

  /**
   * Returns whether the last move ended the game without result: under {@link RuleSet#noResultOnRepetition()} (and
   * simple ko), it recreated an earlier position of this line with the same player to move, as a triple ko or
   * eternal life does. The game's result is then {@link GameResult.NoWinner#VOID}; {@link #repetition()} tells
   * which move it repeats, and {@link #resume()} plays on if the players agree to.
   *
   * <pre>{@code
   * Position next = position.play(point);
   * if (next.endedWithoutResult()) {
   *   result = GameResult.NoWinner.VOID;
   * }
   * }</pre>
   *
   * @return true after a move that repeated a position under the no-result rule
   */
  public boolean endedWithoutResult() {
    return passes() == NO_RESULT;
  }

  /**
   * Returns the number of moves (passes included) played since the start of the game; 0 for a starting position.
   *
   * @return the move number
   */
  public int moveNumber() {
    return line.firstMove + LineHistory.lineIndex(this);
  }

  /**
   * Returns the number of handicap stones Black received (fixed or free placement).
   *
   * @return 0 for an even game
   */
  public int handicap() {
    return line.handicap;
  }

  /**
   * Returns the position before the last move.
   *
   * @return the previous position, or empty for a starting position
   */
  public Optional<Position> previous() {
    return Optional.ofNullable(previous);
  }

  /**
   * Returns the move that led to this position.
   *
   * @return the move, or empty for a starting position
   */
  public Optional<Move> lastMove() {
    if (last() == -2) {
      return Optional.empty();
    }
    Color mover = toMove().opponent();
    int at = last();
    return Optional.of(at == -1 ? Move.pass(mover) : Move.play(mover, Point.of(line.g.x(at), line.g.y(at))));
  }

  /**
   * Returns the Zobrist hash of the stones and the player to move. The keys come from a fixed seed
   * ({@code Geometry.ZOBRIST_SEED}) and depend only on the point and colour, so the same position has the same hash
   * in every run and release; changing them is a breaking change. The ko point and prisoners are not included.
   *
   * @return the hash
   */
  public long zobristHash() {
    return toMove() == Color.WHITE ? hash ^ Geometry.WHITE_TO_MOVE : hash;
  }

  /**
   * Returns the Zobrist hash of the stones alone, as positional superko compares them.
   *
   * @return the hash
   * @see #zobristHash()
   */
  public long boardHash() {
    return hash;
  }

  /**
   * Returns the chain of stones connected to the stone on a point.
   *
   * @param point a point on the board
   * @return the chain, or an empty set if the point is empty
   * @throws IllegalArgumentException if the point is not on the board
   */
  public PointSet chainAt(Point point) {
    if (colorCode(point) == 0) {
      return new PointSet(line.g, new long[line.g.words]);
    }
    return new PointSet(line.g, Bitboards.chainOf(line.g, state(), line.g.index(point.x(), point.y())));
  }

  /**
   * Returns the liberties of the chain on a point: the empty points next to it.
   *
   * @param point a point on the board
   * @return the liberties, or an empty set if the point is empty
   * @throws IllegalArgumentException if the point is not on the board
   */
  public PointSet libertiesOf(Point point) {
    if (colorCode(point) == 0) {
      return new PointSet(line.g, new long[line.g.words]);
    }
    return new PointSet(line.g, Bitboards.libertiesOf(line.g, state(), line.g.index(point.x(), point.y())));
  }

  /**
   * Returns the points holding stones of a colour.
   *
   * @param color the colour
   * @return the stones
   */
  public PointSet stones(Color color) {
    int off = color.ordinal() * line.g.words;
    long[] set = new long[line.g.words];
    for (int k = 0; k < set.length; k++) {
      set[k] = word(off + k);
    }
    return new PointSet(line.g, set);
  }

  /**
   * Finds an earlier position of this line with the same board and the same player to move: a cycle such as a
   * triple ko or eternal life. Superko rules forbid the move that makes one; under simple ko with
   * {@link RuleSet#noResultOnRepetition()} (Japanese and Korean rules) the move ends the game without result
   * ({@link #endedWithoutResult()}), and this tells which earlier move it repeats. It walks back along
   * {@link #previous()}, comparing hashes and then boards: linear in the length of the game.
   *
   * @return the move number of the latest such position, or empty
   */
  public OptionalInt repetition() {
    for (Position p = previous; p != null; p = p.previous) {
      if (p.hash == hash && p.mover() == mover() && p.sameStones(this)) {
        return OptionalInt.of(p.moveNumber());
      }
    }
    return OptionalInt.empty();
  }

  /**
   * Returns this position with another player to move, for editors and SGF {@code PL}. The ko ban is lifted;
   * the result follows this position in the superko history.
   *
   * @param color the player to move
   * @return the changed position, or this one if that player is already to move
   */
  public Position withToMove(Color color) {
    Objects.requireNonNull(color, "color");
    if (color == toMove()) {
      return this;
    }
    return sameBoard(-1, color);
  }

  /**
   * Resumes play after the game ended by passes, as Japanese rules allow when the players disagree about the
   * status of stones: the stones, prisoners and player to move stay, the passes are forgotten. After a game ended
   * without result by a repetition, play goes on as if the players had agreed to continue (the ko ban stays); a
   * further repetition ends it again.
   *
   * @return a position in which play goes on
   * @throws IllegalStateException if the game is not over
   */
  public Position resume() {
    if (!isGameOver()) {
      throw new IllegalStateException("the game is not over");
    }
    return sameBoard(passes() == NO_RESULT ? ko() : -1, toMove());
  }

  /**
   * Returns the position from which a player moves next whatever came before, as replays of records, GTP (which has
   * no end of game) and analysis tools need it: the game {@linkplain #resume() resumed} if it is over, then that
   * player to move ({@link #withToMove(Color)}).
   *
   * <pre>{@code
   * MoveResult r = position.readyFor(move.color()).tryPlay(move);   // a record's move, whoever played before
   * }</pre>
   *
   * @param color the player who moves next
   * @return this position if the game goes on with that player to move, else the changed position
   */
  public Position readyFor(Color color) {
    Objects.requireNonNull(color, "color");
    return (isGameOver() ? resume() : this).withToMove(color);
  }

  /** This position with another ko point (same history entry); for {@link Symmetry}. */
  Position withKo(Point point) {
    return withState(line, state(line.g.index(point.x(), point.y()), last(), mover(), passes()), previous, history,
        historyIndex);
  }

  /** The stones as engine state, a fresh array of {@code 2 * words}; for this package (Board, Scorer, Setup). */
  long[] state() {
    long[] s = new long[2 * line.g.words];
    copyStones(s);
    return s;
  }

  int koIndex() {
    return ko();
  }

  Geometry geometry() {
    return line.g;
  }

  // ---------------------------------------------------------------- text and equality

  /**
   * Draws the board: one line a row from the top, {@code X} for black, {@code O} for white, {@code .} for empty,
   * separated by spaces. {@link #parse(String, RuleSet)} reads it back.
   */
  @Override
  public String toString() {
    return Setup.diagram(line.g, state());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Position p && p.line.g == line.g && p.hash == hash && p.ko() == ko()
        && p.mover() == mover() && p.blackCaptures() == blackCaptures() && p.whiteCaptures() == whiteCaptures()
        && p.passes() == passes() && p.line.handicap == line.handicap && p.line.rules.equals(line.rules)
        && p.sameStones(this);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(zobristHash()) * 31 + ko();
  }
}
