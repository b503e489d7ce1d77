package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Point;
import io.github.tengen.go.render.Picture;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The markup of the node at a {@link GameRecord}'s cursor: annotations ({@code GB}, {@code TE}, ...), marks
 * ({@code CR}, {@code SQ}, {@code TR}, {@code MA}, {@code SL}, {@code DD}, {@code TB}, {@code TW}), labels
 * ({@code LB}), lines ({@code LN}) and arrows ({@code AR}). A view: it reads the node, and every edit returns the
 * view of a new record (the old record is unchanged), so edits chain and {@link #record()} ends the chain. Values
 * are escaped and read as {@link SgfValues} does for every SGF value.
 *
 * <pre>{@code
 * GameRecord r = record.markup()
 *     .annotate(Markup.Annotation.GOOD_MOVE, 1)
 *     .mark(Markup.Mark.TRIANGLE, List.of(Point.parseGtp("R11", size)))
 *     .label(Point.parseGtp("D4", size), "a")
 *     .record();
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Markup {
  private final GameRecord record;

  Markup(GameRecord record) {
    this.record = record;
  }

  /**
   * Returns the record this view shows (with every edit made through the view).
   *
   * @return the record
   */
  public GameRecord record() {
    return record;
  }

  private SgfNode node() {
    return record.node();
  }

  private BoardSize size() {
    return record.boardSize();
  }

  private Markup edited(SgfNode.Builder b) {
    return new Markup(record.withNode(b.buildAt(node().line(), node().column())));
  }

  // ---------------------------------------------------------------- annotations

  /** The annotations of a node and of a move in SGF FF[4]. */
  public enum Annotation {
    /** {@code GB}: good for Black. */
    GOOD_FOR_BLACK("GB", true),
    /** {@code GW}: good for White. */
    GOOD_FOR_WHITE("GW", true),
    /** {@code DM}: even position. */
    EVEN("DM", true),
    /** {@code UC}: unclear position. */
    UNCLEAR("UC", true),
    /** {@code HO}: a hotspot, something interesting happens here. */
    HOTSPOT("HO", true),
    /** {@code TE}: a good move (tesuji). */
    GOOD_MOVE("TE", true),
    /** {@code BM}: a bad move. */
    BAD_MOVE("BM", true),
    /** {@code DO}: a doubtful move. */
    DOUBTFUL("DO", false),
    /** {@code IT}: an interesting move. */
    INTERESTING("IT", false);

    private final String id;
    private final boolean emphasis;

    Annotation(String id, boolean emphasis) {
      this.id = id;
      this.emphasis = emphasis;
    }

    /**
     * Returns the SGF identifier.
     *
     * @return the identifier
     */
    public String id() {
      return id;
    }

    private boolean judgesPosition() {
      return this == GOOD_FOR_BLACK || this == GOOD_FOR_WHITE || this == EVEN || this == UNCLEAR;
    }

    private boolean judgesMove() {
      return this == GOOD_MOVE || this == BAD_MOVE || this == DOUBTFUL || this == INTERESTING;
    }

    /** The annotations that exclude one another: the four position judgements, and the four move judgements. */
    private boolean excludes(Annotation other) {
      return other != this
          && (judgesPosition() && other.judgesPosition() || judgesMove() && other.judgesMove());
    }
  }

  /**
   * Annotates the node, replacing an annotation it excludes (a node is good for Black or for White or even or
   * unclear; a move is good, bad, doubtful or interesting). The emphasis is 1 (normal) or 2 (very); it is written
   * for the annotations that carry one ({@code DO} and {@code IT} have none).
   *
   * @param annotation the annotation
   * @param emphasis 1 or 2
   * @return the markup of the record with the annotation
   * @throws IllegalArgumentException if the emphasis is not 1 or 2
   */
  public Markup annotate(Annotation annotation, int emphasis) {
    Objects.requireNonNull(annotation, "annotation");
    if (emphasis != 1 && emphasis != 2) {
      throw new IllegalArgumentException("emphasis " + emphasis + ": 1 or 2");
    }
    SgfNode.Builder b = node().toBuilder();
    for (Annotation other : Annotation.values()) {
      if (annotation.excludes(other)) {
        b.remove(other.id);
      }
    }
    b.set(SgfProperty.of(annotation.id, annotation.emphasis ? Integer.toString(emphasis) : ""));
    return edited(b);
  }

  /**
   * Returns the annotations of the node with their emphasis (1 for {@code DO} and {@code IT}).
   *
   * @return the annotations
   */
  public Map<Annotation, Integer> annotations() {
    Map<Annotation, Integer> out = new EnumMap<>(Annotation.class);
    for (Annotation a : Annotation.values()) {
      node().value(a.id).ifPresent(v -> out.put(a, v.trim().equals("2") ? 2 : 1));
    }
    return out;
  }

  // ---------------------------------------------------------------- marks

  /** The point markup of SGF FF[4]. */
  public enum Mark {
    /** {@code CR}. */
    CIRCLE("CR", Picture.Mark.CIRCLE),
    /** {@code SQ}. */
    SQUARE("SQ", Picture.Mark.SQUARE),
    /** {@code TR}. */
    TRIANGLE("TR", Picture.Mark.TRIANGLE),
    /** {@code MA}: an X. */
    CROSS("MA", Picture.Mark.CROSS),
    /** {@code SL}: selected points. */
    SELECTED("SL", Picture.Mark.SELECTED),
    /** {@code DD}: dimmed points (inherited by the nodes below until changed). */
    DIMMED("DD", Picture.Mark.DIMMED),
    /** {@code TB}: Black's territory, as marked at the end of a game (shown as shading). */
    BLACK_TERRITORY("TB", null),
    /** {@code TW}: White's territory (shown as shading). */
    WHITE_TERRITORY("TW", null);

    private static final List<Mark> SHAPES = List.of(CIRCLE, SQUARE, TRIANGLE, CROSS);
    private static final List<String> SHAPE_IDS = List.of(CIRCLE.id, SQUARE.id, TRIANGLE.id, CROSS.id);

    private final String id;
    private final Picture.Mark shown;

    Mark(String id, Picture.Mark shown) {
      this.id = id;
      this.shown = shown;
    }

    /**
     * Returns the SGF identifier.
     *
     * @return the identifier
     */
    public String id() {
      return id;
    }
  }

  /**
   * Marks points of the node. A point carries one of circle, square, triangle and cross at a time (SGF forbids two
   * on one point), so those four take the points from each other; selected, dimmed and territory marks combine
   * with them.
   *
   * @param mark the mark
   * @param points the points
   * @return the markup of the record with the marks
   * @throws IllegalArgumentException if a point is not on the board
   */
  public Markup mark(Mark mark, Collection<Point> points) {
    Objects.requireNonNull(mark, "mark");
    record.checkPoints(points);
    SgfNode.Builder b = node().toBuilder();
    List<String> group = Mark.SHAPES.contains(mark) ? Mark.SHAPE_IDS : List.of(mark.id);
    record.addPoints(b, mark.id, group, points);
    return edited(b);
  }

  /**
   * Removes every mark, label and line from some points of the node (a line goes when either end does).
   *
   * @param points the points
   * @return the markup of the record without their markup
   */
  public Markup unmark(Collection<Point> points) {
    record.checkPoints(points);
    SgfNode.Builder b = node().toBuilder();
    for (Mark m : Mark.values()) {
      Set<Point> kept = new LinkedHashSet<>(marked(m));
      if (kept.removeAll(points)) {
        GameRecord.setPoints(b, m.id, kept);
      }
    }
    List<Label> labels = new ArrayList<>(labels());
    if (labels.removeIf(l -> points.contains(l.point()))) {
      setLabels(b, labels);
    }
    for (String id : List.of("AR", "LN")) {
      List<Line> lines = new ArrayList<>(lines(id));
      if (lines.removeIf(l -> points.contains(l.from()) || points.contains(l.to()))) {
        setLines(b, id, lines);
      }
    }
    return edited(b);
  }

  /**
   * Returns the points of the node that carry a mark ({@link #dimmed()} for the dimmed points the node inherits).
   *
   * @param mark the mark
   * @return the points, in file order; none if the node's list is malformed
   */
  public Set<Point> marked(Mark mark) {
    return record.pointsOf(node(), mark.id);
  }

  /**
   * Returns the points dimmed at the node: {@code DD} is inherited, so the nearest node from this one up to the
   * root that has {@code DD} decides ({@code DD[]} clears).
   *
   * @return the dimmed points
   */
  public Set<Point> dimmed() {
    return record.nearestWith("DD").map(n -> record.pointsOf(n, "DD")).orElse(Set.of());
  }

  // ---------------------------------------------------------------- labels

  /**
   * A label ({@code LB}): text written on a point.
   *
   * @param point the point
   * @param text the text, usually a letter or a number
   * @since 0.1.0
   */
  public record Label(Point point, String text) {
    /**
     * Checks the parts.
     *
     * @param point the point
     * @param text the text
     * @throws NullPointerException if a part is null
     */
    public Label {
      Objects.requireNonNull(point, "point");
      Objects.requireNonNull(text, "text");
    }
  }

  /**
   * Labels a point of the node, replacing its label if it has one.
   *
   * @param point the point
   * @param text the text (SimpleText: a line break is read back as a space)
   * @return the markup of the record with the label
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Markup label(Point point, String text) {
    record.checkPoints(List.of(point));
    List<Label> labels = new ArrayList<>(labels());
    labels.removeIf(l -> l.point().equals(point));
    labels.add(new Label(point, text));
    SgfNode.Builder b = node().toBuilder();
    setLabels(b, labels);
    return edited(b);
  }

  /**
   * Returns the labels of the node (values that are not a point and a text are skipped).
   *
   * @return the labels, in file order
   */
  public List<Label> labels() {
    List<Label> out = new ArrayList<>();
    for (String v : node().values("LB")) {
      List<String> parts = SgfValues.splitComposed(v);
      Optional<Point> point = parts.size() == 2 ? onePoint(parts.get(0)) : Optional.empty();
      point.ifPresent(p -> out.add(new Label(p, SgfValues.decodeSimpleText(parts.get(1)))));
    }
    return List.copyOf(out);
  }

  private static void setLabels(SgfNode.Builder b, List<Label> labels) {
    if (labels.isEmpty()) {
      b.remove("LB");
      return;
    }
    String[] values = new String[labels.size()];
    for (int i = 0; i < values.length; i++) {
      Label l = labels.get(i);
      values[i] = l.point().toSgf() + ":" + SgfValues.escapeComposedPart(l.text());
    }
    b.set("LB", values);
  }

  // ---------------------------------------------------------------- lines and arrows

  /**
   * A line or an arrow ({@code LN}, {@code AR}) between two points.
   *
   * @param from where it starts
   * @param to where it ends (the arrow's head)
   * @since 0.1.0
   */
  public record Line(Point from, Point to) {
    /**
     * Checks the parts.
     *
     * @param from where it starts
     * @param to where it ends
     * @throws NullPointerException if a part is null
     */
    public Line {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }
  }

  /**
   * Adds an arrow ({@code AR}) to the node.
   *
   * @param from the tail
   * @param to the head
   * @return the markup of the record with the arrow
   * @throws IllegalArgumentException if a point is not on the board, or the two are the same point (SGF forbids
   *     it)
   */
  public Markup arrow(Point from, Point to) {
    return addLine("AR", from, to);
  }

  /**
   * Adds a line ({@code LN}) to the node.
   *
   * @param from one end
   * @param to the other end
   * @return the markup of the record with the line
   * @throws IllegalArgumentException if a point is not on the board, or the two are the same point
   */
  public Markup line(Point from, Point to) {
    return addLine("LN", from, to);
  }

  /**
   * Returns the arrows ({@code AR}) of the node.
   *
   * @return the arrows
   */
  public List<Line> arrows() {
    return lines("AR");
  }

  /**
   * Returns the lines ({@code LN}) of the node.
   *
   * @return the lines
   */
  public List<Line> lines() {
    return lines("LN");
  }

  private Markup addLine(String id, Point from, Point to) {
    record.checkPoints(List.of(from, to));
    if (from.equals(to)) {
      throw new IllegalArgumentException(id + " from " + from.toText(size()) + " to itself");
    }
    List<Line> lines = new ArrayList<>(lines(id));
    lines.add(new Line(from, to));
    SgfNode.Builder b = node().toBuilder();
    setLines(b, id, lines);
    return edited(b);
  }

  private List<Line> lines(String id) {
    List<Line> out = new ArrayList<>();
    for (String v : node().values(id)) {
      List<String> parts = SgfValues.splitComposed(v);
      if (parts.size() == 2) {
        Optional<Point> a = onePoint(parts.get(0));
        Optional<Point> b = onePoint(parts.get(1));
        if (a.isPresent() && b.isPresent()) {
          out.add(new Line(a.get(), b.get()));
        }
      }
    }
    return List.copyOf(out);
  }

  private static void setLines(SgfNode.Builder b, String id, List<Line> lines) {
    if (lines.isEmpty()) {
      b.remove(id);
      return;
    }
    String[] values = new String[lines.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = lines.get(i).from().toSgf() + ":" + lines.get(i).to().toSgf();
    }
    b.set(id, values);
  }

  /** The one point a raw value names, or empty if it is not a single point of the board. */
  private Optional<Point> onePoint(String raw) {
    try {
      Set<Point> pts = SgfValues.parsePointList(List.of(raw), size());
      return pts.size() == 1 ? Optional.of(pts.iterator().next()) : Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  // ---------------------------------------------------------------- picture

  /**
   * Returns a picture of the node for the renderers: its position and last move, the node's marks, labels, lines
   * and arrows, the dimmed points as {@link #dimmed()} inherits them, and territory marks ({@code TB}/{@code TW})
   * as shading.
   *
   * <pre>{@code
   * String svg = SvgRenderer.standard().render(record.markup().picture());
   * }</pre>
   *
   * @return the picture
   */
  public Picture picture() {
    Picture pic = Picture.of(record.position());
    for (Mark m : Mark.values()) {
      Set<Point> pts = m == Mark.DIMMED ? dimmed() : marked(m);
      if (m.shown != null && !pts.isEmpty()) {
        pic = pic.withMark(m.shown, pts);
      }
    }
    for (Label l : labels()) {
      pic = pic.withLabel(l.point(), l.text());
    }
    for (Line l : arrows()) {
      pic = pic.withLine(new Picture.Line(l.from(), l.to(), true));
    }
    for (Line l : lines()) {
      pic = pic.withLine(new Picture.Line(l.from(), l.to(), false));
    }
    Map<Point, Double> territory = new LinkedHashMap<>();
    marked(Mark.BLACK_TERRITORY).forEach(p -> territory.put(p, 1.0));
    marked(Mark.WHITE_TERRITORY).forEach(p -> territory.put(p, -1.0));
    return territory.isEmpty() ? pic : pic.withShading(territory);
  }
}
