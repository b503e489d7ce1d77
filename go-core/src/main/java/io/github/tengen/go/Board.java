package io.github.tengen.go;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Engine;
import io.github.tengen.go.internal.Geometry;
import io.github.tengen.go.internal.Patterns3;
import java.util.Objects;

/**
 * A mutable board for fast playouts: int point indices, simple ko, no allocation per move, one level of undo and
 * a list of the empty points for random move choice. Not thread-safe, and not the rules authority: it knows no
 * superko and no end of the game. Use {@link Position} for that; both share one implementation of stones,
 * chains, liberties and captures.
 *
 * <pre>{@code
 * Board b = Board.empty(BoardSize.square(9));
 * int p = b.index(4, 4);
 * if (b.play(p).isLegal()) { ... }             // an illegal move changes nothing
 * for (int i = 0; i < b.emptyCount(); i++) { int q = b.emptyPoint(i); ... }
 * Position pos = b.toPosition(RuleSet.CHINESE);
 * }</pre>
 *
 * <p>A point index is in {@code [0, indexLimit())}; {@link #index(int, int)} and {@link #point(int)} convert.
 * Captured stones are appended to the empty-point list in depth-first order from the first captured neighbour of
 * the move (neighbours in the order up, left, right, down), and the moved point is taken out by swapping in the
 * last entry: the order is part of the contract, so a seeded playout is reproducible.
 *
 * @since 0.1.0
 */
public final class Board {
  /** {@link #colorAt(int)} of an empty point. */
  public static final int EMPTY = 0;
  /** {@link #colorAt(int)} of a black stone. */
  public static final int BLACK = 1;
  /** {@link #colorAt(int)} of a white stone. */
  public static final int WHITE = 2;

  private final Geometry g;
  private final Engine e;
  private final int span;
  private final int suicideRule;
  private final long[] s;
  private int ko = -1;
  private int toMove;
  private long hash;
  private int blackCaptures;
  private int whiteCaptures;
  private int passes;
  private final int[] empty;
  private final int[] emptyPos;
  private int emptyCount;
  private int lastCaptured;

  // one level of undo: the move, what it removed, and the scalar state before it
  private boolean canUndo;
  /** Whether the last move removed stones (they are then {@code empty[undoEmptyCount, emptyCount)}). */
  private boolean undoHadRemoval;
  /** Whether the stones it removed were the mover's own (suicide). */
  private boolean undoSuicide;
  private int undoKo;
  private long undoHash;
  private int undoBlackCaptures;
  private int undoWhiteCaptures;
  private int undoPasses;
  private int undoPoint;
  private int undoEmptyIndex;
  private int undoEmptyCount;
  private int undoLastCaptured;


  private Board(Geometry g, RuleSet.SuicideRule suicide) {
    this.g = g;
    this.e = new Engine(g);
    this.span = g.span;
    this.suicideRule = switch (suicide) {
      case FORBIDDEN -> Engine.SUICIDE_FORBIDDEN;
      case MULTI_STONE_ONLY -> Engine.SUICIDE_MULTI;
      case ALLOWED -> Engine.SUICIDE_ALLOWED;
    };
    this.s = new long[2 * g.words];
    this.empty = new int[g.width * g.height];
    this.emptyPos = new int[g.span];
  }

  /**
   * Returns an empty board with Black to move; suicide is forbidden.
   *
   * @param size the board size
   * @return the board
   */
  public static Board empty(BoardSize size) {
    return empty(size, RuleSet.SuicideRule.FORBIDDEN);
  }

  /**
   * Returns an empty board with Black to move and the given suicide rule.
   *
   * @param size the board size
   * @param suicide the suicide rule
   * @return the board
   */
  public static Board empty(BoardSize size, RuleSet.SuicideRule suicide) {
    Board b = new Board(Position.geometry(Objects.requireNonNull(size, "size")), Objects.requireNonNull(suicide));
    b.clear();
    return b;
  }

  /**
   * Returns a board with the stones, player to move, prisoners, ko point and suicide rule of a position.
   *
   * @param position the position
   * @return the board
   */
  public static Board of(Position position) {
    Board b = new Board(position.geometry(), position.ruleSet().suicideRule());
    System.arraycopy(position.state(), 0, b.s, 0, b.s.length);
    b.toMove = position.toMove().ordinal();
    b.ko = position.koIndex();
    b.hash = position.boardHash();
    b.blackCaptures = position.captures(Color.BLACK);
    b.whiteCaptures = position.captures(Color.WHITE);
    b.passes = position.consecutivePasses();
    b.rebuildEmptyList();
    b.e.stonesChanged(b.s);
    return b;
  }

  /** Empties the board: no stones, Black to move, no prisoners, no ko, nothing to undo. */
  public void clear() {
    e.clear(s);
    ko = -1;
    toMove = 0;
    hash = 0;
    blackCaptures = 0;
    whiteCaptures = 0;
    passes = 0;
    lastCaptured = 0;
    if (emptyTemplate == null) {
      rebuildEmptyList();
      emptyTemplate = empty.clone();
      emptyPosTemplate = emptyPos.clone();
    } else {
      System.arraycopy(emptyTemplate, 0, empty, 0, empty.length);
      System.arraycopy(emptyPosTemplate, 0, emptyPos, 0, emptyPos.length);
      emptyCount = empty.length;
      canUndo = false;
    }
  }

  private int[] emptyTemplate;
  private int[] emptyPosTemplate;

  private void rebuildEmptyList() {
    emptyCount = 0;
    for (int p : g.points) {
      if (Bitboards.isEmpty(g, s, p)) {
        emptyPos[p] = emptyCount;
        empty[emptyCount++] = p;
      }
    }
    canUndo = false;
  }

  /**
   * Returns a copy of this board, undo state included.
   *
   * @return the copy
   */
  public Board copy() {
    Board b = new Board(g, suicideRuleEnum());
    b.copyFrom(this);
    return b;
  }

  /**
   * Makes this board a copy of another of the same size and suicide rule, without allocating.
   *
   * @param other the board to copy
   * @throws IllegalArgumentException if the size or suicide rule differ
   */
  public void copyFrom(Board other) {
    if (other.g != g || other.suicideRule != suicideRule) {
      throw new IllegalArgumentException("boards differ in size or suicide rule");
    }
    System.arraycopy(other.s, 0, s, 0, s.length);
    e.copyFrom(other.e, other.s, s);
    undoHadRemoval = other.undoHadRemoval;
    undoSuicide = other.undoSuicide;
    System.arraycopy(other.empty, 0, empty, 0, other.emptyCount);
    for (int i = 0; i < other.emptyCount; i++) {
      emptyPos[empty[i]] = i;
    }
    emptyCount = other.emptyCount;
    ko = other.ko;
    toMove = other.toMove;
    hash = other.hash;
    blackCaptures = other.blackCaptures;
    whiteCaptures = other.whiteCaptures;
    passes = other.passes;
    lastCaptured = other.lastCaptured;
    canUndo = other.canUndo;
    undoKo = other.undoKo;
    undoHash = other.undoHash;
    undoBlackCaptures = other.undoBlackCaptures;
    undoWhiteCaptures = other.undoWhiteCaptures;
    undoPasses = other.undoPasses;
    undoPoint = other.undoPoint;
    undoEmptyIndex = other.undoEmptyIndex;
    undoEmptyCount = other.undoEmptyCount;
    undoLastCaptured = other.undoLastCaptured;
  }

  private RuleSet.SuicideRule suicideRuleEnum() {
    return RuleSet.SuicideRule.values()[suicideRule];
  }

  // ---------------------------------------------------------------- coordinates

  /**
   * Returns the board size.
   *
   * @return the size
   */
  public BoardSize size() {
    return BoardSize.of(g.width, g.height);
  }

  /**
   * Returns the index of a point.
   *
   * @param x column
   * @param y row
   * @return the index
   * @throws IllegalArgumentException if the point is not on the board
   */
  public int index(int x, int y) {
    if (x < 0 || y < 0 || x >= g.width || y >= g.height) {
      throw new IllegalArgumentException("(" + x + ", " + y + ") is not on a " + size() + " board");
    }
    return g.index(x, y);
  }

  /**
   * Returns the index of a point.
   *
   * @param point a point on the board
   * @return the index
   * @throws IllegalArgumentException if the point is not on the board
   */
  public int index(Point point) {
    return index(point.x(), point.y());
  }

  /**
   * Returns the point of an index.
   *
   * @param index an index of a point
   * @return the point
   * @throws IllegalArgumentException if the index is not a point of this board
   */
  public Point point(int index) {
    checkIndex(index);
    return Point.of(g.x(index), g.y(index));
  }

  /**
   * Returns one past the largest point index; arrays indexed by point need this length.
   *
   * @return the limit
   */
  public int indexLimit() {
    return g.span;
  }

  private void checkIndex(int p) {
    if (!g.isPoint(p)) {
      throw new IllegalArgumentException("not a point index of a " + size() + " board: " + p);
    }
  }

  // ---------------------------------------------------------------- state

  /**
   * Returns what is on a point: {@link #EMPTY}, {@link #BLACK} or {@link #WHITE}.
   *
   * @param index a point index
   * @return the colour code
   * @throws IllegalArgumentException if the index is not a point
   */
  public int colorAt(int index) {
    checkIndex(index);
    return Bitboards.colorAt(g, s, index);
  }

  /**
   * Returns the player to move.
   *
   * @return the colour
   */
  public Color toMove() {
    return toMove == 0 ? Color.BLACK : Color.WHITE;
  }

  /**
   * Sets the player to move; lifts the ko ban and forgets the undo.
   *
   * @param color the player
   */
  public void setToMove(Color color) {
    toMove = color.ordinal();
    ko = -1;
    canUndo = false;
  }

  /**
   * Returns the index of the point simple ko forbids to the player to move.
   *
   * @return the index, or -1
   */
  public int koIndex() {
    return ko;
  }

  /**
   * Returns the number of empty points.
   *
   * @return the count
   */
  public int emptyCount() {
    return emptyCount;
  }

  /**
   * Returns an entry of the empty-point list.
   *
   * @param i 0 to {@code emptyCount() - 1}
   * @return a point index
   * @throws IndexOutOfBoundsException if {@code i} is out of range
   */
  public int emptyPoint(int i) {
    java.util.Objects.checkIndex(i, emptyCount);
    return empty[i];
  }

  /**
   * Copies the empty-point list into an array, in list order.
   *
   * @param dst receives {@link #emptyCount()} indices from position 0
   * @return the number of points copied
   * @throws IndexOutOfBoundsException if the array is too short
   */
  public int copyEmptyPoints(int[] dst) {
    System.arraycopy(empty, 0, dst, 0, emptyCount);
    return emptyCount;
  }

  /**
   * Returns the stones a player has captured.
   *
   * @param color the capturer
   * @return the count
   */
  public int captures(Color color) {
    return Objects.requireNonNull(color, "color") == Color.BLACK ? blackCaptures : whiteCaptures;
  }

  /**
   * Returns the number of stones the last move removed (captured, or suicided).
   *
   * @return the count
   */
  public int lastCaptured() {
    return lastCaptured;
  }

  /**
   * Returns the number of stones of a colour.
   *
   * @param color the colour
   * @return the count
   */
  public int stoneCount(Color color) {
    return Bitboards.stoneCount(g, s, color.ordinal());
  }

  /**
   * Returns the number of consecutive passes that ended the moves so far.
   *
   * @return the count
   */
  public int consecutivePasses() {
    return passes;
  }

  /**
   * Returns the Zobrist hash of the stones, equal to {@link Position#boardHash()} for the same stones.
   *
   * @return the hash
   */
  public long hash() {
    return hash;
  }

  // ---------------------------------------------------------------- moves

  /**
   * Tells whether the player to move may play on a point (empty, not the ko point, not a forbidden suicide).
   *
   * @param index a point index
   * @return true if legal
   * @throws IllegalArgumentException if the index is not a point
   */
  public boolean isLegal(int index) {
    checkIndex(index);
    return e.legality(s, index, toMove, ko, suicideRule) == Engine.OK;
  }

  /**
   * Tells whether an empty point is a single-point eye of a colour, by the diagonal rule: every orthogonal
   * neighbour is a stone of that colour or off the board, and the opponent's diagonal stones, plus one if the
   * point is on the edge, number fewer than two.
   *
   * @param index a point index
   * @param color the colour
   * @return true for an eye
   * @throws IllegalArgumentException if the index is not a point
   */
  public boolean isEye(int index, Color color) {
    if (index < 0 || index >= g.span) {
      checkIndex(index);
    }
    boolean eye = e.isEye(s, index, color.ordinal());
    if (!eye && e.isPadding(index)) {
      checkIndex(index);
    }
    return eye;
  }

  /**
   * Plays a stone for the player to move, if legal (empty point, not the ko point, not a forbidden suicide);
   * otherwise changes nothing.
   *
   * @param index a point index
   * @return {@link Legality#LEGAL}, {@link Legality#OCCUPIED}, {@link Legality#KO} or {@link Legality#SUICIDE}
   * @throws IllegalArgumentException if the index is not a point
   */
  @CanIgnoreReturnValue
  public Legality play(int index) {
    int code = playCode(index, false);
    if (code == Engine.OK) {
      return Legality.LEGAL;
    }
    return code == Engine.OCCUPIED ? Legality.OCCUPIED : code == Engine.KO ? Legality.KO : Legality.SUICIDE;
  }

  /**
   * The light-playout move: plays a stone for the player to move unless the point is illegal or a single-point
   * eye of that player ({@link #isEye(int, Color)}); otherwise changes nothing. One call instead of
   * {@code isEye} and {@code play}, reading the neighbourhood once.
   *
   * @param index a point index
   * @return whether the stone was played
   * @throws IllegalArgumentException if the index is not a point
   */
  @CanIgnoreReturnValue
  public boolean playUnlessEye(int index) {
    return playCode(index, true) == Engine.OK;
  }

  private int playCode(int index, boolean rejectEye) {
    if (index < 0 || index >= span) {
      checkIndex(index);
    }
    int code = e.play(s, index, toMove, ko, suicideRule, rejectEye);
    if (code != Engine.OK) {
      if (code == Engine.OFF_BOARD) {
        checkIndex(index);
      }
      return code;
    }
    saveUndo(index);
    // take the point out of the empty list by swapping in the last entry
    int i = emptyPos[index];
    undoEmptyIndex = i;
    int last = empty[--emptyCount];
    empty[i] = last;
    emptyPos[last] = i;
    undoEmptyCount = emptyCount;
    int removed = e.removedStones(0) + e.removedStones(1);
    undoHadRemoval = removed != 0;
    if (removed != 0) {
      undoSuicide = e.removedStones(toMove) != 0;
      appendRemoved();
    }
    // a player's prisoners are the other colour's stones the move removed, as in Position
    blackCaptures += e.removedStones(1);
    whiteCaptures += e.removedStones(0);
    lastCaptured = removed;
    hash ^= e.hashDelta();
    ko = e.koPoint();
    passes = 0;
    toMove ^= 1;
    return Engine.OK;
  }

  /** Appends the stones the engine removed to the empty list, in the engine's depth-first order. */
  private void appendRemoved() {
    final int n = e.removedCount();
    for (int i = 0; i < n; i++) {
      addEmpty(e.removedPoint(i));
    }
  }

  private void addEmpty(int p) {
    emptyPos[p] = emptyCount;
    empty[emptyCount++] = p;
  }

  /** Records the scalar state before a move at {@code point} (-1 for a pass) for {@link #undo()}. */
  private void saveUndo(int point) {
    canUndo = true;
    undoKo = ko;
    undoHash = hash;
    undoBlackCaptures = blackCaptures;
    undoWhiteCaptures = whiteCaptures;
    undoPasses = passes;
    undoPoint = point;
    undoLastCaptured = lastCaptured;
  }

  /** Passes for the player to move; lifts the ko ban. */
  public void pass() {
    saveUndo(-1);
    undoHadRemoval = false;
    ko = -1;
    passes++;
    lastCaptured = 0;
    toMove ^= 1;
  }

  /**
   * Takes back the last move or pass; one level only.
   *
   * <p><b>Performance note:</b> taking back a stone rebuilds the chain data from the stones, linear in the board
   * area (a few hundred nanoseconds on 19x19, several times a move), since merged chains cannot be split
   * incrementally; taking back a pass costs nothing. Playouts that need to try moves should {@link #copyFrom} a
   * saved board instead, which copies the chain data.
   *
   * @throws IllegalStateException if there is nothing to undo
   */
  public void undo() {
    if (!canUndo) {
      throw new IllegalStateException("nothing to undo");
    }
    canUndo = false;
    if (undoPoint >= 0) {
      // take the stone off, put back what it removed: the opponent's captured stones, or on suicide the
      // mover's own chain (which included the moved point)
      int mover = toMove ^ 1;
      final int w = g.words;
      s[mover * w + (undoPoint >>> 6)] &= ~(1L << undoPoint);
      if (undoHadRemoval) {
        // the removed stones are the entries the move appended to the empty list; on suicide they include the
        // moved point, which stays empty
        int off = (undoSuicide ? mover : mover ^ 1) * w;
        for (int j = undoEmptyCount; j < emptyCount; j++) {
          int q = empty[j];
          if (q != undoPoint) {
            s[off + (q >>> 6)] |= 1L << q;
          }
        }
      }
      e.stonesChanged(s); // a rebuild of the chain data, linear in the board area
      // drop the appended stones, then put the moved point back where it was
      emptyCount = undoEmptyCount;
      int i = undoEmptyIndex;
      int moved = empty[i];
      if (i != emptyCount) {
        empty[emptyCount] = moved;
        emptyPos[moved] = emptyCount;
      }
      empty[i] = undoPoint;
      emptyPos[undoPoint] = i;
      emptyCount++;
    }
    ko = undoKo;
    hash = undoHash;
    blackCaptures = undoBlackCaptures;
    whiteCaptures = undoWhiteCaptures;
    passes = undoPasses;
    lastCaptured = undoLastCaptured;
    toMove ^= 1;
  }

  /**
   * Returns a position with this board's stones, player to move, prisoners and ko point under the given rules.
   * The position starts a new superko history.
   *
   * @param rules the rules
   * @return the position
   */
  public Position toPosition(RuleSet rules) {
    Position p = Position.root(size(), rules, s.clone(), toMove(), blackCaptures, whiteCaptures, 0, 0);
    return ko < 0 ? p : p.withKo(point(ko));
  }

  /**
   * How a playout chooses its moves.
   *
   * @since 0.1.0
   */
  public enum PlayoutPolicy {
    /**
     * Uniformly random: the first point, scanning the empty-point list from a random start, where
     * {@link #playUnlessEye(int)} plays. The fastest; it knows no seki and lets chains die for no reason.
     */
    LIGHT,
    /**
     * As {@link #LIGHT}, and three rules more, which keep most seki alive and make groups die for the right reason:
     * first, when the opponent's last stone can be captured, capture it (unless it is a lone stone whose capture
     * leaves the capturing chain with one liberty, a snapback), else when it put a chain of the player in atari,
     * escape by capturing the biggest chain of the opponent's next to that chain that is in atari too, or else by
     * extending at the liberty if that leaves at least two liberties; second, else answer the last stone with
     * a shape move next to it: an empty point of its 3x3 square that matches one of the MoGo patterns (hane, cuts,
     * and their forms on the edge), is not the player's own eye, and captures or keeps three liberties; third,
     * never play a self-atari of two or more stones (a stone that joins a chain of its own and leaves it with one
     * liberty, capturing nothing). A lone stone may still be thrown in. The cost: EndOfGameBenchmark.
     */
    CAREFUL
  }

  /**
   * Plays a light random playout: {@link #playout(long, int, PlayoutPolicy)} with {@link PlayoutPolicy#LIGHT}.
   *
   * <pre>{@code
   * long state = seed;
   * work.copyFrom(start);
   * state = work.playout(state, 3 * 361);
   * boolean blackWins = work.area(Color.BLACK) - work.area(Color.WHITE) > komi;
   * }</pre>
   *
   * @param state the random state (any value; 0 is replaced by a fixed constant)
   * @param maxMoves the most moves to play, passes included
   * @return the random state after the playout, to pass to the next one
   */
  public long playout(long state, int maxMoves) {
    return playout(state, maxMoves, PlayoutPolicy.LIGHT);
  }

  /**
   * Plays a random playout from here until two passes in a row or {@code maxMoves} moves, each move chosen by the
   * policy, a pass when it finds none. The random numbers are xorshift64* from {@code state}, so a playout is the
   * same on every JVM for the same state, board and policy. Count the result with {@link #area(Color)} or
   * {@link #areaOwners(int[])}. The one playout loop of the library: the estimator and the GTP reference players
   * use it.
   *
   * @param state the random state (any value; 0 is replaced by a fixed constant)
   * @param maxMoves the most moves to play, passes included
   * @param policy how moves are chosen
   * @return the random state after the playout, to pass to the next one
   */
  public long playout(long state, int maxMoves, PlayoutPolicy policy) {
    Objects.requireNonNull(policy, "policy");
    final boolean careful = policy == PlayoutPolicy.CAREFUL;
    long st = state == 0 ? 0x9E3779B97F4A7C15L : state;
    int passes = 0;
    int last = -1;
    for (int m = 0; m < maxMoves && passes < 2; m++) {
      int moved = -1;
      if (careful && last >= 0) {
        int reply = atariReply(last);
        if (reply >= 0 && playCode(reply, false) == Engine.OK) {
          moved = reply;
        }
      }
      if (careful && moved < 0 && last >= 0) {
        st = nextRandom(st);
        moved = patternReply(last, (int) (st >>> 61));
      }
      int n = emptyCount;
      if (moved < 0 && n > 0) {
        st = nextRandom(st);
        // the empty list only changes when a stone is played, so it is scanned in place from a random start
        int j = (int) ((st >>> 33) % n);
        for (int i = 0; i < n; i++) {
          int q = empty[j];
          if (careful ? !e.isEye(s, q, toMove) && !e.isGroupSelfAtari(s, q, toMove) && playCode(q, false) == Engine.OK
              : playUnlessEye(q)) {
            moved = q;
            break;
          }
          j = j + 1 == n ? 0 : j + 1;
        }
      }
      if (moved >= 0) {
        passes = 0;
      } else {
        pass();
        passes++;
      }
      last = moved;
    }
    return st;
  }

  /**
   * The careful policy's answer to the opponent's stone at {@code last}: the liberty that captures its chain (not
   * into a snapback), else for a chain of the player's it put in atari the liberty that captures a neighbour of
   * that chain in atari, or the chain's own liberty where extending keeps two liberties; -1 if none.
   */
  private int atariReply(int last) {
    int mover = toMove;
    if (e.colorCode(s, last) != 2 - mover) {
      return -1; // captured again (a suicide)
    }
    int lib = e.atariLiberty(s, last);
    if (lib >= 0 && !e.capturesIntoSnapback(s, lib, last, mover)) {
      return lib;
    }
    final int[] nbr = g.neighbours;
    for (int k = 0; k < 4; k++) {
      int a = nbr[4 * last + k];
      if (a >= 0 && e.colorCode(s, a) == mover + 1) {
        int l = e.atariLiberty(s, a);
        if (l < 0) {
          continue;
        }
        int c = e.captureToEscape(s, a);
        if (c >= 0 && c != lib) {
          return c;
        }
        if (e.capturesOrKeepsTwoLiberties(s, l, mover)) {
          return l;
        }
      }
    }
    return -1;
  }

  /**
   * The careful policy's shape reply: a point of the 3x3 square around the opponent's stone at {@code last} that
   * matches one of {@link Patterns3}, scanned from the {@code start}th, where the player's stone is legal, not in
   * its own eye, and captures or keeps three liberties; played, or -1 if none.
   */
  private int patternReply(int last, int start) {
    final int st = g.stride;
    for (int k = 0; k < 8; k++) {
      int j = (start + k) & 7;
      int q = last + (j < 3 ? j - 1 - st : j < 5 ? 2 * j - 7 : j - 6 + st);
      if (e.colorCode(s, q) == 0 && Patterns3.matches(e.neighbourhood(s, q)) && !e.isEye(s, q, toMove)
          && e.capturesOrKeepsLiberties(s, q, toMove, 3) && playCode(q, false) == Engine.OK) {
        return q;
      }
    }
    return -1;
  }

  /** xorshift64*: small, fast and the same on every JVM. */
  static long nextRandom(long x) {
    x ^= x >>> 12;
    x ^= x << 25;
    x ^= x >>> 27;
    return x * 0x2545F4914F6CDD1DL;
  }

  /**
   * Writes the Tromp-Taylor owner of every point, as area scoring counts a finished playout with every stone
   * alive: a stone's colour, or for an empty point the colour of the stones its empty region reaches if they are
   * all of one colour, else {@link #EMPTY}.
   *
   * @param owner receives {@link #BLACK}, {@link #WHITE} or {@link #EMPTY} at each point index; at least
   *     {@link #indexLimit()} long (the entries of other indices are left alone)
   * @throws IllegalArgumentException if the array is too short
   */
  public void areaOwners(int[] owner) {
    if (owner.length < g.span) {
      throw new IllegalArgumentException("the owner array needs " + g.span + " entries, not " + owner.length);
    }
    Bitboards.areaOwners(g, s, owner, areaStack());
  }

  /**
   * Counts the area of a colour as Tromp-Taylor rules do, every stone alive: its stones plus the empty points whose
   * region reaches its stones only. Komi and prisoners are not included; a playout's result is
   * {@code area(BLACK) - area(WHITE) - komi}.
   *
   * <pre>{@code
   * double blackMargin = board.area(Color.BLACK) - board.area(Color.WHITE) - 7.5;
   * }</pre>
   *
   * @param color the colour
   * @return its points
   */
  public int area(Color color) {
    int[] owner = new int[g.span];
    Bitboards.areaOwners(g, s, owner, areaStack());
    int code = color.ordinal() + 1;
    int n = 0;
    for (int p : g.points) {
      n += owner[p] == code ? 1 : 0;
    }
    return n;
  }

  private int[] areaStack() {
    if (areaStack == null) {
      areaStack = new int[g.width * g.height];
    }
    return areaStack;
  }

  private int[] areaStack;

  /** For tests: null if the chain data agrees with the stones, else the first difference. */
  String checkConsistency() {
    return e.checkConsistency(s);
  }

  /** Draws the board as {@link Position#toString()} does. */
  @Override
  public String toString() {
    return Setup.diagram(g, s);
  }
}
