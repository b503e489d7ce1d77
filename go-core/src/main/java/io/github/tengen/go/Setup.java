package io.github.tengen.go;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.tengen.go.internal.Bitboards;
import io.github.tengen.go.internal.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A position that may be illegal, to edit freely and then {@linkplain #build(RuleSet) validate} into a
 * {@link Position}: stones put and removed (SGF {@code AB}, {@code AW}, {@code AE}), the player to move, prisoners
 * and handicap. Validation reports every problem at once. A setup is a mutable builder and not thread-safe.
 *
 * <pre>{@code
 * Position p = Setup.parse("""
 *     . X O .
 *     X O . O
 *     . X O .
 *     . . . .
 *     """).toMove(Color.BLACK).build(RuleSet.JAPANESE);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Setup {
  /**
   * The largest move number a setup takes: over a billion moves below {@code Integer.MAX_VALUE}, more than any
   * heap can play, since every position keeps the line that led to it.
   */
  private static final int MAX_MOVE_NUMBER = 1_000_000_000;

  private final BoardSize size;
  private final Geometry g;
  private final long[] stones;
  private Color toMove = Color.BLACK;
  private int blackCaptures;
  private int whiteCaptures;
  private int handicap;
  private int moveNumber;
  private Point ko;

  private Setup(BoardSize size) {
    this.size = size;
    this.g = Position.geometry(size);
    this.stones = new long[2 * g.words];
  }

  /**
   * A problem that keeps a setup from being a legal position.
   *
   * @param kind what is wrong
   * @param message what is wrong, in words (points as {@link Point#toText(BoardSize)} writes them)
   * @param points the points concerned: the chain, or the ko point
   * @since 0.1.0
   */
  public record Problem(Kind kind, String message, PointSet points) {
    /**
     * Creates a problem.
     *
     * @param kind what is wrong
     * @param message in words
     * @param points the points concerned
     * @throws NullPointerException if an argument is null
     */
    public Problem {
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(message, "message");
      Objects.requireNonNull(points, "points");
    }
  }

  /**
   * The kinds of {@link Problem}.
   *
   * @since 0.1.0
   */
  public enum Kind {
    /** A chain has no liberties (a legal position has none). */
    CHAIN_WITHOUT_LIBERTIES,
    /** The ko point holds a stone. */
    KO_POINT_OCCUPIED,
    /**
     * The ko point is not where the player to move could retake a ko: an empty point whose neighbours are all the
     * opponent's stones, one of them a single stone with that point as its only liberty (the stone that just
     * captured).
     */
    KO_POINT_NOT_A_KO
  }

  /**
   * Starts from an empty board with Black to move.
   *
   * @param size the board size
   * @return the setup
   */
  public static Setup empty(BoardSize size) {
    return new Setup(Objects.requireNonNull(size, "size"));
  }

  /**
   * Starts from a position: its stones, player to move, prisoners, handicap and move number. The ko point is not
   * carried over (an edit usually ends the ko); set it with {@link #koPoint(Point)}.
   *
   * @param position the position
   * @return the setup
   */
  public static Setup of(Position position) {
    Setup s = new Setup(position.size());
    System.arraycopy(position.state(), 0, s.stones, 0, s.stones.length);
    s.toMove = position.toMove();
    s.blackCaptures = position.captures(Color.BLACK);
    s.whiteCaptures = position.captures(Color.WHITE);
    s.handicap = position.handicap();
    s.moveNumber = position.moveNumber();
    return s;
  }

  /**
   * Reads a diagram: one line a row from the top; {@code X} or {@code x} for black, {@code O} or {@code o} for
   * white, {@code .}, {@code +} or {@code ,} for empty; spaces and blank lines are ignored. All rows must be equally
   * long.
   *
   * @param diagram the diagram
   * @return a setup with those stones and Black to move
   * @throws IllegalArgumentException if a row has another character or another length, or the board is larger
   *     than 52x52
   */
  public static Setup parse(String diagram) {
    Objects.requireNonNull(diagram, "diagram");
    List<String> rows = new ArrayList<>();
    int lineNo = 0;
    for (String line : diagram.split("\r\n|\r|\n", -1)) {
      lineNo++;
      StringBuilder row = new StringBuilder();
      for (int i = 0; i < line.length(); i++) {
        char c = line.charAt(i);
        if (c == ' ' || c == '\t') {
          continue;
        }
        if ("XxOo.+,".indexOf(c) < 0) {
          throw new IllegalArgumentException("diagram line " + lineNo + ": unexpected character '" + c + "'");
        }
        row.append(c);
      }
      if (row.length() > 0) {
        if (!rows.isEmpty() && row.length() != rows.get(0).length()) {
          throw new IllegalArgumentException("diagram line " + lineNo + ": " + row.length()
              + " points, the first row has " + rows.get(0).length());
        }
        rows.add(row.toString());
      }
    }
    if (rows.isEmpty()) {
      throw new IllegalArgumentException("empty diagram");
    }
    Setup s = empty(BoardSize.of(rows.get(0).length(), rows.size()));
    for (int y = 0; y < rows.size(); y++) {
      String row = rows.get(y);
      for (int x = 0; x < row.length(); x++) {
        char c = row.charAt(x);
        if (c == 'X' || c == 'x') {
          s.put(Point.of(x, y), Color.BLACK);
        } else if (c == 'O' || c == 'o') {
          s.put(Point.of(x, y), Color.WHITE);
        }
      }
    }
    return s;
  }

  /**
   * Returns the board size.
   *
   * @return the size
   */
  public BoardSize size() {
    return size;
  }

  /**
   * Puts a stone on a point, replacing any stone there.
   *
   * @param point a point on the board
   * @param color the colour
   * @return this setup
   * @throws IllegalArgumentException if the point is not on the board
   */
  @CanIgnoreReturnValue
  public Setup put(Point point, Color color) {
    Objects.requireNonNull(color, "color");
    int i = index(point);
    long b = 1L << i;
    int w = i >>> 6;
    stones[w] &= ~b;
    stones[g.words + w] &= ~b;
    stones[color.ordinal() * g.words + w] |= b;
    return this;
  }

  /**
   * Empties a point.
   *
   * @param point a point on the board
   * @return this setup
   * @throws IllegalArgumentException if the point is not on the board
   */
  @CanIgnoreReturnValue
  public Setup remove(Point point) {
    int i = index(point);
    stones[i >>> 6] &= ~(1L << i);
    stones[g.words + (i >>> 6)] &= ~(1L << i);
    return this;
  }

  /**
   * Returns the stone on a point.
   *
   * @param point a point on the board
   * @return the colour, or empty
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Optional<Color> stoneAt(Point point) {
    int i = index(point);
    if ((stones[i >>> 6] & (1L << i)) != 0) {
      return Optional.of(Color.BLACK);
    }
    return (stones[g.words + (i >>> 6)] & (1L << i)) != 0 ? Optional.of(Color.WHITE) : Optional.empty();
  }

  private int index(Point point) {
    Objects.requireNonNull(point, "point");
    if (!size.contains(point)) {
      throw new IllegalArgumentException(point + " is not on a " + size + " board");
    }
    return g.index(point.x(), point.y());
  }

  /**
   * Sets the player to move.
   *
   * @param color the player
   * @return this setup
   */
  @CanIgnoreReturnValue
  public Setup toMove(Color color) {
    this.toMove = Objects.requireNonNull(color, "color");
    return this;
  }

  /**
   * Sets the point that simple ko forbids to the player to move: the point of a single stone just captured by a
   * single stone. Validation checks that the point has that shape ({@link Kind#KO_POINT_OCCUPIED},
   * {@link Kind#KO_POINT_NOT_A_KO}).
   *
   * <pre>{@code
   * Position ko = Setup.parse("""
   *     . X O .
   *     X . X O
   *     . X O .
   *     """).toMove(Color.WHITE).koPoint(Point.of(1, 1)).build(RuleSet.JAPANESE);
   * ko.check(Move.play(Color.WHITE, Point.of(1, 1)));   // KO
   * }</pre>
   *
   * @param point a point on the board
   * @return this setup
   * @throws IllegalArgumentException if the point is not on the board
   */
  @CanIgnoreReturnValue
  public Setup koPoint(Point point) {
    index(point);
    this.ko = point;
    return this;
  }

  /**
   * Lifts the ko ban: no point is forbidden by simple ko (the default).
   *
   * @return this setup
   */
  @CanIgnoreReturnValue
  public Setup noKoPoint() {
    this.ko = null;
    return this;
  }

  /**
   * Sets the number of stones a player has captured.
   *
   * @param capturer the player who took them
   * @param count zero or more
   * @return this setup
   * @throws IllegalArgumentException if the count is negative
   */
  @CanIgnoreReturnValue
  public Setup captures(Color capturer, int count) {
    if (count < 0) {
      throw new IllegalArgumentException("captures must not be negative: " + count);
    }
    if (Objects.requireNonNull(capturer, "capturer") == Color.BLACK) {
      blackCaptures = count;
    } else {
      whiteCaptures = count;
    }
    return this;
  }

  /**
   * Records how many handicap stones Black received (the stones themselves are put as usual).
   *
   * @param stones zero or more
   * @return this setup
   * @throws IllegalArgumentException if negative
   */
  @CanIgnoreReturnValue
  public Setup handicap(int stones) {
    if (stones < 0) {
      throw new IllegalArgumentException("handicap must not be negative: " + stones);
    }
    this.handicap = stones;
    return this;
  }

  /**
   * Sets the move number of the position (0 by default).
   *
   * @param number zero to 1,000,000,000
   * @return this setup
   * @throws IllegalArgumentException if negative or larger: a position keeps its line, so the moves that would carry
   *     a larger number past {@code Integer.MAX_VALUE} cannot be played in any heap
   */
  @CanIgnoreReturnValue
  public Setup moveNumber(int number) {
    if (number < 0 || number > MAX_MOVE_NUMBER) {
      throw new IllegalArgumentException("move number must be 0 to " + MAX_MOVE_NUMBER + ": " + number);
    }
    this.moveNumber = number;
    return this;
  }

  /**
   * Lists what keeps this setup from being a legal position: each chain without liberties, and a ko point that is
   * occupied or not a ko.
   *
   * @return the problems, empty if the setup is valid
   */
  public List<Problem> problems() {
    List<Problem> out = new ArrayList<>();
    chainsWithoutLiberties(out);
    if (ko != null) {
      koProblem(out);
    }
    return List.copyOf(out);
  }

  private void chainsWithoutLiberties(List<Problem> out) {
    long[] seen = new long[g.words];
    for (int p : g.points) {
      if (Bitboards.isEmpty(g, stones, p) || (seen[p >>> 6] & (1L << p)) != 0) {
        continue;
      }
      long[] chain = Bitboards.chainOf(g, stones, p);
      long[] libs = Bitboards.libertiesOf(g, stones, p);
      boolean none = true;
      for (int k = 0; k < g.words; k++) {
        seen[k] |= chain[k];
        none &= libs[k] == 0;
      }
      if (none) {
        PointSet points = new PointSet(g, chain);
        String color = Bitboards.colorAt(g, stones, p) == 1 ? "black" : "white";
        out.add(new Problem(Kind.CHAIN_WITHOUT_LIBERTIES, "the " + color + " chain at "
            + points.iterator().next().toText(size) + " (" + points.size() + (points.size() == 1 ? " stone"
            : " stones") + ") has no liberties", points));
      }
    }
  }

  private void koProblem(List<Problem> out) {
    int k = g.index(ko.x(), ko.y());
    PointSet at = PointSet.of(size, List.of(ko));
    if (!Bitboards.isEmpty(g, stones, k)) {
      out.add(new Problem(Kind.KO_POINT_OCCUPIED, "the ko point " + ko.toText(size) + " holds a stone", at));
      return;
    }
    int theirs = toMove.opponent().ordinal() + 1;
    boolean capturer = false;
    boolean surrounded = true;
    for (int j = 4 * k; j < 4 * k + 4; j++) {
      int q = g.neighbours[j];
      if (q < 0) {
        continue;
      }
      if (Bitboards.colorAt(g, stones, q) != theirs) {
        surrounded = false;
        break;
      }
      long[] libs = Bitboards.libertiesOf(g, stones, q);
      capturer |= Bitboards.count(Bitboards.chainOf(g, stones, q)) == 1 && Bitboards.count(libs) == 1;
    }
    if (!surrounded || !capturer) {
      out.add(new Problem(Kind.KO_POINT_NOT_A_KO, "the ko point " + ko.toText(size) + " is not a ko for "
          + toMove.name().toLowerCase(java.util.Locale.ROOT) + " to retake: its neighbours must all be "
          + toMove.opponent().name().toLowerCase(java.util.Locale.ROOT) + ", one a single stone in atari", at));
    }
  }

  /**
   * Validates this setup into a position under the given rules. The position starts the superko history.
   *
   * @param rules the rules
   * @return the position
   * @throws InvalidSetupException listing every problem, if there is one
   */
  public Position build(RuleSet rules) {
    Objects.requireNonNull(rules, "rules");
    List<Problem> problems = problems();
    if (!problems.isEmpty()) {
      throw new InvalidSetupException(problems);
    }
    Position p = Position.root(size, rules, stones.clone(), toMove, blackCaptures, whiteCaptures, handicap,
        moveNumber);
    return ko == null ? p : p.withKo(ko);
  }

  /**
   * Validates this setup into a position that follows {@code previous}, as SGF setup properties ({@code AB},
   * {@code AW}, {@code AE}, {@code PL}) do in the middle of a game: the rules and the superko history are those of
   * {@code previous}, the setup's board is added to that history (a later move may not recreate a board from before
   * the edit), and {@link Position#previous()} returns {@code previous}. The ko point is this setup's
   * ({@link #koPoint(Point)}), none by default.
   *
   * <pre>{@code
   * Position edited = Setup.of(position).put(Point.of(3, 3), Color.WHITE).buildAfter(position);
   * }</pre>
   *
   * @param previous the position this setup edits
   * @return the position
   * @throws IllegalArgumentException if {@code previous} has another board size
   * @throws InvalidSetupException listing every problem, if there is one
   */
  public Position buildAfter(Position previous) {
    Objects.requireNonNull(previous, "previous");
    if (!previous.size().equals(size)) {
      throw new IllegalArgumentException("the setup is " + size + ", the position " + previous.size());
    }
    List<Problem> problems = problems();
    if (!problems.isEmpty()) {
      throw new InvalidSetupException(problems);
    }
    Position p = Position.edited(previous, stones.clone(), toMove, blackCaptures, whiteCaptures, handicap,
        moveNumber);
    return ko == null ? p : p.withKo(ko);
  }

  /**
   * Thrown by {@link #build(RuleSet)} for a setup that is not a legal position.
   *
   * @since 0.1.0
   */
  public static final class InvalidSetupException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final transient List<Problem> problems;

    InvalidSetupException(List<Problem> problems) {
      super("invalid setup: "
          + String.join("; ", problems.stream().map(Problem::message).collect(Collectors.toList())));
      this.problems = problems;
    }

    /**
     * Returns every problem found.
     *
     * @return the problems, at least one
     */
    public List<Problem> problems() {
      return problems;
    }
  }

  /** The diagram of a state, as {@link Position#toString()} and {@code Board.toString()} draw it. */
  static String diagram(Geometry g, long[] s) {
    StringBuilder sb = new StringBuilder((2 * g.width + 1) * g.height);
    for (int y = 0; y < g.height; y++) {
      for (int x = 0; x < g.width; x++) {
        if (x > 0) {
          sb.append(' ');
        }
        int c = Bitboards.colorAt(g, s, g.index(x, y));
        sb.append(c == 0 ? '.' : c == 1 ? 'X' : 'O');
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
