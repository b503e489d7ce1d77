package io.github.tengen.go.render;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Score;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * What to draw: a position and what is shown on it (the last move, the ko point, marks, labels, lines and arrows,
 * dead stones crossed, and territory or ownership shading). An immutable value; each {@code with} method returns a
 * new picture. The renderers ({@link TextRenderer}, {@link SvgRenderer}, and go-render-png's {@code PngRenderer})
 * draw it.
 *
 * <pre>{@code
 * Picture pic = Picture.of(position)
 *     .withMark(Picture.Mark.TRIANGLE, List.of(Point.parseGtp("D4", position.size())))
 *     .withLabel(Point.parseGtp("Q16", position.size()), "a");
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Picture {
  /** A mark on a point. */
  public enum Mark {
    /** A circle. */
    CIRCLE,
    /** A square. */
    SQUARE,
    /** A triangle. */
    TRIANGLE,
    /** A cross (an X). */
    CROSS,
    /** A selected point (highlighted). */
    SELECTED,
    /** A dimmed point (drawn faint). */
    DIMMED
  }

  /**
   * A line or an arrow between two points.
   *
   * @param from the start
   * @param to the end (the head of an arrow)
   * @param arrow whether it is an arrow
   * @since 0.1.0
   */
  public record Line(Point from, Point to, boolean arrow) {
    /**
     * Checks the parts.
     *
     * @param from the start
     * @param to the end
     * @param arrow whether it is an arrow
     * @throws NullPointerException if a point is null
     */
    public Line {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }
  }

  private final Position position;
  private final boolean showLastMove;
  private final Map<Point, Mark> marks;
  private final Map<Point, Mark> extraMarks;
  private final Map<Point, String> labels;
  private final List<Line> lines;
  private final Set<Point> dead;
  /** Per point, from -1 (White's) to +1 (Black's); empty for no shading. */
  private final Map<Point, Double> shading;

  private Picture(Position position, boolean showLastMove, Map<Point, Mark> marks, Map<Point, Mark> extraMarks,
      Map<Point, String> labels, List<Line> lines, Set<Point> dead, Map<Point, Double> shading) {
    this.position = position;
    this.showLastMove = showLastMove;
    this.marks = Map.copyOf(marks);
    this.extraMarks = Map.copyOf(extraMarks);
    this.labels = Map.copyOf(labels);
    this.lines = List.copyOf(lines);
    this.dead = Set.copyOf(dead);
    this.shading = Map.copyOf(shading);
  }

  /**
   * A picture of a position, its last move marked, nothing else.
   *
   * @param position the position
   * @return the picture
   */
  public static Picture of(Position position) {
    return new Picture(Objects.requireNonNull(position, "position"), true, Map.of(), Map.of(), Map.of(), List.of(),
        Set.of(), Map.of());
  }

  /**
   * Returns the position.
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * Returns the board size.
   *
   * @return the size
   */
  public BoardSize size() {
    return position.size();
  }

  /**
   * Returns the picture with the last move marked or not.
   *
   * @param show whether to mark it
   * @return the picture
   */
  public Picture withLastMove(boolean show) {
    return new Picture(position, show, marks, extraMarks, labels, lines, dead, shading);
  }

  /**
   * Returns the point of the last move if it is to be marked (a stone still on the board).
   *
   * @return the point
   */
  public Optional<Point> lastMove() {
    if (!showLastMove) {
      return Optional.empty();
    }
    return position.lastMove().filter(m -> m instanceof Move.Play).map(m -> ((Move.Play) m).point())
        .filter(p -> position.stoneAt(p).isPresent());
  }

  /**
   * Returns the point simple ko forbids to the player to move.
   *
   * @return the ko point
   */
  public Optional<Point> koPoint() {
    return position.koPoint();
  }

  /**
   * Returns the picture with a mark on points. Circle, square, triangle and cross replace one another on a point;
   * selected and dimmed combine with them.
   *
   * @param mark the mark
   * @param points the points
   * @return the picture
   * @throws IllegalArgumentException if a point is not on the board
   */
  public Picture withMark(Mark mark, Collection<Point> points) {
    Objects.requireNonNull(mark, "mark");
    check(points);
    boolean shape = mark.ordinal() <= Mark.CROSS.ordinal();
    Map<Point, Mark> m = new LinkedHashMap<>(shape ? marks : extraMarks);
    for (Point p : points) {
      m.put(p, mark);
    }
    return shape ? new Picture(position, showLastMove, m, extraMarks, labels, lines, dead, shading)
        : new Picture(position, showLastMove, marks, m, labels, lines, dead, shading);
  }

  /**
   * Returns the shape mark (circle, square, triangle, cross) on a point.
   *
   * @param point the point
   * @return the mark
   */
  public Optional<Mark> mark(Point point) {
    return Optional.ofNullable(marks.get(point));
  }

  /**
   * Tells whether a point is selected.
   *
   * @param point the point
   * @return true if selected
   */
  public boolean isSelected(Point point) {
    return extraMarks.get(point) == Mark.SELECTED;
  }

  /**
   * Tells whether a point is dimmed.
   *
   * @param point the point
   * @return true if dimmed
   */
  public boolean isDimmed(Point point) {
    return extraMarks.get(point) == Mark.DIMMED;
  }

  /**
   * Returns the picture with a label on a point (replacing its label).
   *
   * @param point the point
   * @param text the text, usually a letter or a number
   * @return the picture
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Picture withLabel(Point point, String text) {
    check(List.of(point));
    Map<Point, String> m = new LinkedHashMap<>(labels);
    m.put(point, Objects.requireNonNull(text, "text"));
    return new Picture(position, showLastMove, marks, extraMarks, m, lines, dead, shading);
  }

  /**
   * Returns the label on a point.
   *
   * @param point the point
   * @return the label's text
   */
  public Optional<String> label(Point point) {
    return Optional.ofNullable(labels.get(point));
  }

  /**
   * Returns the picture with a line or an arrow.
   *
   * @param line the line
   * @return the picture
   * @throws IllegalArgumentException if an end is not on the board
   */
  public Picture withLine(Line line) {
    check(List.of(line.from(), line.to()));
    List<Line> l = new ArrayList<>(lines);
    l.add(line);
    return new Picture(position, showLastMove, marks, extraMarks, labels, l, dead, shading);
  }

  /**
   * Returns the lines and arrows.
   *
   * @return the lines
   */
  public List<Line> lines() {
    return lines;
  }

  /**
   * Returns the picture with stones shown dead (crossed).
   *
   * @param deadStones points of dead stones (empty points are ignored)
   * @return the picture
   * @throws IllegalArgumentException if a point is not on the board
   */
  public Picture withDeadStones(Collection<Point> deadStones) {
    check(deadStones);
    return new Picture(position, showLastMove, marks, extraMarks, labels, lines, Set.copyOf(deadStones), shading);
  }

  /**
   * Tells whether the stone on a point is shown dead.
   *
   * @param point the point
   * @return true for a dead stone
   */
  public boolean isDead(Point point) {
    return dead.contains(point) && position.stoneAt(point).isPresent();
  }

  /**
   * Returns the picture with the territory of a count shaded: each point the score gives a colour
   * ({@link Score#ownerOf(Point)}: territory, and the points of dead stones) is shaded for it; under area scoring the
   * stones are not shaded.
   *
   * @param score the count of this position
   * @return the picture
   */
  public Picture withTerritory(Score score) {
    Objects.requireNonNull(score, "score");
    return withLeaning(p -> score.ownerOf(p).map(c -> c == Color.BLACK ? 1.0 : -1.0).orElse(0.0), dead);
  }

  /**
   * Returns the picture with an ownership shaded (the stronger, the surer) and dead stones crossed: an estimate's
   * (go-estimate), or another program's ownership map.
   *
   * <pre>{@code
   * Estimate e = DeadStoneEstimator.standard().estimate(position);
   * Picture p = Picture.of(position).withOwnership(e::ownership, e.deadStones());
   * }</pre>
   *
   * @param ownership each point's ownership, from -1 (White's) to +1 (Black's)
   * @param deadStones points of dead stones (empty points are ignored)
   * @return the picture
   * @throws IllegalArgumentException if a point is not on the board
   */
  public Picture withOwnership(ToDoubleFunction<Point> ownership, Collection<Point> deadStones) {
    Objects.requireNonNull(ownership, "ownership");
    Picture crossed = withDeadStones(deadStones);
    return crossed.withLeaning(ownership, crossed.dead);
  }

  /**
   * The picture with every point shaded by how it leans (+1 Black's, -1 White's), but empty points that lean to
   * nobody and stones that lean to their own colour.
   */
  private Picture withLeaning(ToDoubleFunction<Point> leaning, Set<Point> deadStones) {
    Map<Point, Double> m = new LinkedHashMap<>();
    BoardSize size = size();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point p = Point.of(x, y);
        double v = leaning.applyAsDouble(p);
        Optional<Color> stone = position.stoneAt(p);
        boolean own = stone.isPresent() && (stone.get() == Color.BLACK) == (v > 0);
        if (v != 0 && !own) {
          m.put(p, v);
        }
      }
    }
    return new Picture(position, showLastMove, marks, extraMarks, labels, lines, deadStones, m);
  }

  /**
   * Returns the picture with points shaded: from -1 (White's) to +1 (Black's), for territory marks read from a
   * file or an ownership map of another program; replaces the shading of those points.
   *
   * @param shades the shading of each point
   * @return the picture
   * @throws IllegalArgumentException if a point is not on the board or a value is not within [-1, 1]
   */
  public Picture withShading(Map<Point, Double> shades) {
    check(shades.keySet());
    Map<Point, Double> m = new LinkedHashMap<>(shading);
    for (Map.Entry<Point, Double> e : shades.entrySet()) {
      double v = e.getValue();
      if (!(v >= -1 && v <= 1)) {
        throw new IllegalArgumentException("shading " + v + " at " + e.getKey().toText(size()));
      }
      m.put(e.getKey(), v);
    }
    return new Picture(position, showLastMove, marks, extraMarks, labels, lines, dead, m);
  }

  /**
   * Returns the shading of a point: from -1 (White's) to +1 (Black's), 0 for none.
   *
   * @param point the point
   * @return the shading
   */
  public double shading(Point point) {
    return shading.getOrDefault(point, 0.0);
  }

  private void check(Collection<Point> points) {
    BoardSize size = size();
    for (Point p : Objects.requireNonNull(points, "points")) {
      if (!size.contains(Objects.requireNonNull(p, "point"))) {
        throw new IllegalArgumentException(p.toText(size) + " is not a point of the " + size + " board");
      }
    }
  }
}
