package io.github.tengen.go;

import java.util.List;
import java.util.Objects;

/**
 * The eight symmetries of a square board; a rectangular board has four of them ({@link #IDENTITY},
 * {@link #FLIP_HORIZONTAL}, {@link #FLIP_VERTICAL} and {@link #ROTATE_180}). Bots use them to augment data, tests
 * to check that the rules do not depend on the orientation.
 *
 * <pre>{@code
 * for (Symmetry s : Symmetry.all(position.size())) {
 *   Position turned = s.apply(position);
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public enum Symmetry {
  /** Leaves every point in place. */
  IDENTITY,
  /** A quarter turn clockwise. */
  ROTATE_90,
  /** A half turn. */
  ROTATE_180,
  /** A quarter turn counter-clockwise. */
  ROTATE_270,
  /** Mirrors left and right. */
  FLIP_HORIZONTAL,
  /** Mirrors top and bottom. */
  FLIP_VERTICAL,
  /** Mirrors in the diagonal from the top left. */
  TRANSPOSE,
  /** Mirrors in the diagonal from the top right. */
  ANTI_TRANSPOSE;

  private static final List<Symmetry> RECTANGLE = List.of(IDENTITY, FLIP_HORIZONTAL, FLIP_VERTICAL, ROTATE_180);
  private static final List<Symmetry> SQUARE = List.of(values());

  /**
   * Returns the symmetries of a board: eight for a square, four for a rectangle.
   *
   * @param size the board
   * @return the symmetries, {@link #IDENTITY} first
   */
  public static List<Symmetry> all(BoardSize size) {
    return size.isSquare() ? SQUARE : RECTANGLE;
  }

  /**
   * Returns whether this symmetry maps the board onto itself.
   *
   * @param size the board
   * @return true for every symmetry of a square, for four of a rectangle
   */
  public boolean appliesTo(BoardSize size) {
    return size.isSquare() || RECTANGLE.contains(this);
  }

  /**
   * Returns the symmetry that undoes this one.
   *
   * @return the inverse
   */
  public Symmetry inverse() {
    return switch (this) {
      case ROTATE_90 -> ROTATE_270;
      case ROTATE_270 -> ROTATE_90;
      default -> this;
    };
  }

  /**
   * Maps a point of a board.
   *
   * @param point a point on the board
   * @param size the board
   * @return the image
   * @throws IllegalArgumentException if this symmetry does not apply to the board or the point is off it
   */
  public Point apply(Point point, BoardSize size) {
    check(size);
    if (!size.contains(point)) {
      throw new IllegalArgumentException(point + " is not on a " + size + " board");
    }
    int x = point.x();
    int y = point.y();
    int w = size.width() - 1;
    int h = size.height() - 1;
    return switch (this) {
      case IDENTITY -> point;
      case ROTATE_90 -> Point.of(h - y, x);
      case ROTATE_180 -> Point.of(w - x, h - y);
      case ROTATE_270 -> Point.of(y, w - x);
      case FLIP_HORIZONTAL -> Point.of(w - x, y);
      case FLIP_VERTICAL -> Point.of(x, h - y);
      case TRANSPOSE -> Point.of(y, x);
      case ANTI_TRANSPOSE -> Point.of(h - y, w - x);
    };
  }

  /**
   * Maps a move; a pass stays a pass.
   *
   * @param move the move
   * @param size the board
   * @return the image
   * @throws IllegalArgumentException if this symmetry does not apply to the board or the point is off it
   */
  public Move apply(Move move, BoardSize size) {
    if (move instanceof Move.Play play) {
      return Move.play(play.color(), apply(play.point(), size));
    }
    check(size);
    return Objects.requireNonNull(move, "move");
  }

  /**
   * Maps a position: its stones and ko point move, the player to move, prisoners, handicap, move number and rules
   * stay. The result starts a new history (as a {@link Setup} would), so superko looks back only from there.
   *
   * @param position the position
   * @return the image
   * @throws IllegalArgumentException if this symmetry does not apply to the board
   */
  public Position apply(Position position) {
    BoardSize size = position.size();
    check(size);
    Setup s = Setup.empty(size)
        .toMove(position.toMove())
        .captures(Color.BLACK, position.captures(Color.BLACK))
        .captures(Color.WHITE, position.captures(Color.WHITE))
        .handicap(position.handicap())
        .moveNumber(position.moveNumber());
    for (Color c : Color.values()) {
      for (Point p : position.stones(c)) {
        s.put(apply(p, size), c);
      }
    }
    Position out = s.build(position.ruleSet());
    return position.koPoint().map(k -> out.withKo(apply(k, size))).orElse(out);
  }

  private void check(BoardSize size) {
    if (!appliesTo(size)) {
      throw new IllegalArgumentException(this + " does not map a " + size + " board onto itself");
    }
  }
}
