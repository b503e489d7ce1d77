package io.github.tengen.go.sgf;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One node of an SGF game tree: its properties in file order and its children (variations; the first child is the
 * main line). Nodes are immutable values: two nodes are equal when their properties and whole subtrees are equal
 * (where in a file they came from does not count). Every operation on a tree is iterative, so trees of any depth
 * work without deep recursion.
 *
 * <pre>{@code
 * SgfNode root = SgfNode.builder()
 *     .add(SgfProperty.of("SZ", "9"))
 *     .addChild(SgfNode.builder().setMove(Move.play(Color.BLACK, Point.of(4, 4))).build())
 *     .build();
 * root.mainline().size();  // 2
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SgfNode {
  private static final SgfProperty[] NO_PROPERTIES = {};
  private static final SgfNode[] NO_CHILDREN = {};

  /** One {@link SgfProperty}, an array of them, or null: most nodes have one property (a move). */
  private final Object props;
  /** One child {@link SgfNode}, an array of two or more, or null: most nodes have one child. */
  private final Object kids;
  private final int hash;
  private final int line;
  private final int column;

  SgfNode(SgfProperty[] properties, SgfNode[] children, int line, int column) {
    this(properties.length == 0 ? null : properties.length == 1 ? properties[0] : properties,
        children.length == 0 ? null : children.length == 1 ? children[0] : children, line, column);
  }

  /** For the parser: {@code props} and {@code kids} already in the compact form. */
  SgfNode(Object props, Object kids, int line, int column) {
    this.props = props;
    this.kids = kids;
    this.line = line;
    this.column = column;
    int h = 1;
    int np = propertyCount();
    for (int i = 0; i < np; i++) {
      h = 31 * h + property(i).hashCode();
    }
    int nc = childCount();
    for (int i = 0; i < nc; i++) {
      h = h * 31 + child(i).hash;
    }
    this.hash = h;
  }

  int propertyCount() {
    return props == null ? 0 : props instanceof SgfProperty ? 1 : ((SgfProperty[]) props).length;
  }

  SgfProperty property(int i) {
    return props instanceof SgfProperty p ? p : ((SgfProperty[]) props)[i];
  }

  SgfNode child(int i) {
    return kids instanceof SgfNode n ? n : ((SgfNode[]) kids)[i];
  }

  /**
   * A new builder for a node without properties or children.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder that starts from this node's properties and children.
   *
   * @return the builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.properties.addAll(Arrays.asList(propertyArray()));
    b.children.addAll(Arrays.asList(childArray()));
    return b;
  }

  /**
   * Returns the properties in file order. A malformed file may repeat an identifier; both are kept.
   *
   * @return the properties, unmodifiable
   */
  public List<SgfProperty> properties() {
    return List.of(propertyArray());
  }

  /**
   * Returns the children; the first is the main line.
   *
   * @return the children, unmodifiable
   */
  public List<SgfNode> children() {
    return List.of(childArray());
  }

  /**
   * Returns the number of children.
   *
   * @return the count
   */
  public int childCount() {
    return kids == null ? 0 : kids instanceof SgfNode ? 1 : ((SgfNode[]) kids).length;
  }

  /**
   * Returns the first child, the main line's next node.
   *
   * @return the child, or empty for a leaf
   */
  public Optional<SgfNode> firstChild() {
    return kids == null ? Optional.empty() : Optional.of(child(0));
  }

  /**
   * Tells whether the node has a property.
   *
   * @param id the identifier
   * @return true if present
   */
  public boolean has(String id) {
    return find(id) != null;
  }

  /**
   * Returns the first property with an identifier.
   *
   * @param id the identifier
   * @return the property, or empty
   */
  public Optional<SgfProperty> get(String id) {
    return Optional.ofNullable(find(id));
  }

  SgfProperty find(String id) {
    Objects.requireNonNull(id, "id");
    int n = propertyCount();
    for (int i = 0; i < n; i++) {
      SgfProperty p = property(i);
      if (p.id().equals(id)) {
        return p;
      }
    }
    return null;
  }

  /**
   * Returns the raw values of the first property with an identifier.
   *
   * @param id the identifier
   * @return the values, or an empty list if absent
   */
  public List<String> values(String id) {
    SgfProperty p = find(id);
    return p == null ? List.of() : p.values();
  }

  /**
   * Returns the first raw value of a property.
   *
   * @param id the identifier
   * @return the value, or empty if absent
   */
  public Optional<String> value(String id) {
    SgfProperty p = find(id);
    return p == null ? Optional.empty() : Optional.of(p.value());
  }

  /**
   * Returns a property's first value decoded as Text (comments {@code C}, game comment {@code GC}).
   *
   * @param id the identifier
   * @return the text, or empty if absent
   */
  public Optional<String> text(String id) {
    SgfProperty p = find(id);
    return p == null ? Optional.empty() : Optional.of(p.text());
  }

  /**
   * Returns a property's first value decoded as SimpleText (names {@code PB}, {@code N}, ...).
   *
   * @param id the identifier
   * @return the text, or empty if absent
   */
  public Optional<String> simpleText(String id) {
    SgfProperty p = find(id);
    return p == null ? Optional.empty() : Optional.of(p.simpleText());
  }

  /**
   * Returns the comment {@code C}, decoded.
   *
   * @return the comment, or empty
   */
  public Optional<String> comment() {
    return text("C");
  }

  /**
   * Returns the move of this node ({@code B} or {@code W}), read on a board of the given size.
   *
   * @param size the board size (from the root's {@code SZ})
   * @return the move, or empty if the node has none
   * @throws IllegalArgumentException if the move value is not a point on the board or a pass
   */
  public Optional<Move> move(BoardSize size) {
    Objects.requireNonNull(size, "size");
    for (SgfProperty p : propertyArray()) {
      Color c = p.id().equals("B") ? Color.BLACK : p.id().equals("W") ? Color.WHITE : null;
      if (c != null) {
        Optional<Point> pt = SgfValues.parseMove(p.value(), size);
        return Optional.of(pt.isPresent() ? Move.play(c, pt.get()) : Move.pass(c));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the points of a point-list property ({@code AB}, {@code AW}, {@code AE}, {@code TB}, {@code TW},
   * markup), compressed rectangles expanded, every value of every copy of the property.
   *
   * @param id the identifier
   * @param size the board size
   * @return the points, empty if absent
   * @throws IllegalArgumentException if a value is not a point or rectangle on the board
   */
  public Set<Point> points(String id, BoardSize size) {
    Objects.requireNonNull(id, "id");
    List<String> all = new ArrayList<>();
    for (SgfProperty p : propertyArray()) {
      if (p.id().equals(id)) {
        all.addAll(p.values());
      }
    }
    return SgfValues.parsePointList(all, size);
  }

  /**
   * Returns the line of the file where this node began (its {@code ;}), counting from 1.
   *
   * @return the line, or 0 for a node that was built, not read
   */
  public int line() {
    return line;
  }

  /**
   * Returns the column (in bytes of the file, from 1) where this node began.
   *
   * @return the column, or 0 for a node that was built, not read
   */
  public int column() {
    return column;
  }

  /**
   * Returns the main line from this node: this node, its first child, that child's first child, and so on.
   *
   * @return the nodes, unmodifiable
   */
  public List<SgfNode> mainline() {
    List<SgfNode> out = new ArrayList<>();
    SgfNode n = this;
    while (true) {
      out.add(n);
      if (n.kids == null) {
        return List.copyOf(out);
      }
      n = n.child(0);
    }
  }

  /**
   * Counts the nodes of this subtree, this node included.
   *
   * @return the count
   */
  public long size() {
    long count = 0;
    Deque<SgfNode> todo = new ArrayDeque<>();
    todo.push(this);
    while (!todo.isEmpty()) {
      SgfNode n = todo.pop();
      count++;
      int nc = n.childCount();
      for (int i = 0; i < nc; i++) {
        todo.push(n.child(i));
      }
    }
    return count;
  }

  /**
   * Returns the path of nodes from this node down to {@code target} (compared by identity).
   *
   * @param target a node of this subtree
   * @return the nodes from this one to the target, both included; empty if the target is not in this subtree
   */
  public List<SgfNode> pathTo(SgfNode target) {
    Objects.requireNonNull(target, "target");
    Deque<SgfNode> nodes = new ArrayDeque<>();
    Deque<Integer> next = new ArrayDeque<>();
    nodes.push(this);
    next.push(0);
    if (this == target) {
      return List.of(this);
    }
    while (!nodes.isEmpty()) {
      SgfNode n = nodes.peek();
      int i = next.pop();
      if (i == n.childCount()) {
        nodes.pop();
        continue;
      }
      next.push(i + 1);
      SgfNode c = n.child(i);
      nodes.push(c);
      next.push(0);
      if (c == target) {
        List<SgfNode> path = new ArrayList<>(nodes);
        java.util.Collections.reverse(path);
        return List.copyOf(path);
      }
    }
    return List.of();
  }

  /**
   * Returns this node with a property set: every property with that identifier is removed and the new one takes the
   * place of the first (or goes last).
   *
   * @param property the property
   * @return the changed node
   */
  public SgfNode with(SgfProperty property) {
    return toBuilder().set(property).buildAt(line, column);
  }

  /**
   * Returns this node without the properties of an identifier.
   *
   * @param id the identifier
   * @return the changed node
   */
  public SgfNode without(String id) {
    return toBuilder().remove(id).buildAt(line, column);
  }

  /**
   * Returns this node with other children.
   *
   * @param children the children, the first the main line
   * @return the changed node
   */
  public SgfNode withChildren(List<SgfNode> children) {
    return toBuilder().clearChildren().addChildren(children).buildAt(line, column);
  }

  SgfProperty[] propertyArray() {
    return props == null ? NO_PROPERTIES : props instanceof SgfProperty p ? new SgfProperty[] {p}
        : ((SgfProperty[]) props).clone();
  }

  SgfNode[] childArray() {
    return kids == null ? NO_CHILDREN : kids instanceof SgfNode n ? new SgfNode[] {n} : ((SgfNode[]) kids).clone();
  }

  @Override
  public int hashCode() {
    return hash;
  }

  /** Compares properties and whole subtrees, iteratively. */
  @Override
  public boolean equals(Object o) {
    if (this == o) {
      return true;
    }
    if (!(o instanceof SgfNode other) || other.hash != hash) {
      return false;
    }
    Deque<SgfNode[]> todo = new ArrayDeque<>();
    todo.push(new SgfNode[] {this, other});
    while (!todo.isEmpty()) {
      SgfNode[] pair = todo.pop();
      SgfNode a = pair[0];
      SgfNode b = pair[1];
      if (a == b) {
        continue;
      }
      int nc = a.childCount();
      int np = a.propertyCount();
      if (a.hash != b.hash || nc != b.childCount() || np != b.propertyCount()) {
        return false;
      }
      for (int i = 0; i < np; i++) {
        if (!a.property(i).equals(b.property(i))) {
          return false;
        }
      }
      for (int i = 0; i < nc; i++) {
        todo.push(new SgfNode[] {a.child(i), b.child(i)});
      }
    }
    return true;
  }

  /** Returns this node's properties as in a file and the number of children, e.g. {@code ;B[dd] (2 children)}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(";");
    for (SgfProperty p : propertyArray()) {
      sb.append(p);
    }
    int nc = childCount();
    if (nc > 0) {
      sb.append(" (").append(nc).append(nc == 1 ? " child)" : " children)");
    }
    return sb.toString();
  }

  /**
   * Builds a node. Not thread-safe.
   *
   * @since 0.1.0
   */
  public static final class Builder {
    private final List<SgfProperty> properties = new ArrayList<>();
    private final List<SgfNode> children = new ArrayList<>();

    private Builder() {}

    /**
     * Appends a property, even if one with the same identifier is there (as a malformed file may have).
     *
     * @param property the property
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder add(SgfProperty property) {
      properties.add(Objects.requireNonNull(property, "property"));
      return this;
    }

    /**
     * Sets a property: every property with its identifier is removed and the new one takes the place of the first
     * (or goes last).
     *
     * @param property the property
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder set(SgfProperty property) {
      Objects.requireNonNull(property, "property");
      int at = -1;
      for (int i = properties.size() - 1; i >= 0; i--) {
        if (properties.get(i).id().equals(property.id())) {
          properties.remove(i);
          at = i;
        }
      }
      if (at < 0) {
        properties.add(property);
      } else {
        properties.add(at, property);
      }
      return this;
    }

    /**
     * Sets a property with raw values.
     *
     * @param id the identifier
     * @param rawValues the raw values
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder set(String id, String... rawValues) {
      return set(SgfProperty.of(id, rawValues));
    }

    /**
     * Sets a Text or SimpleText property from plain text, escaping it.
     *
     * @param id the identifier
     * @param text the text
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder setText(String id, String text) {
      return set(SgfProperty.ofText(id, text));
    }

    /**
     * Sets the move ({@code B} or {@code W}, removing the other); a pass is written {@code []}.
     *
     * @param move the move
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder setMove(Move move) {
      Objects.requireNonNull(move, "move");
      remove("B").remove("W");
      String id = move.color() == Color.BLACK ? "B" : "W";
      String value = move instanceof Move.Play play ? play.point().toSgf() : "";
      return set(SgfProperty.of(id, value));
    }

    /**
     * Sets a point-list property ({@code AB}, {@code AW}, {@code AE}, markup); an empty collection removes it.
     *
     * @param id the identifier
     * @param points the points
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder setPoints(String id, Collection<Point> points) {
      Objects.requireNonNull(id, "id");
      if (points.isEmpty()) {
        return remove(id);
      }
      return set(new SgfProperty(id, SgfValues.pointList(points, false)));
    }

    /**
     * Removes every property with an identifier.
     *
     * @param id the identifier
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder remove(String id) {
      Objects.requireNonNull(id, "id");
      properties.removeIf(p -> p.id().equals(id));
      return this;
    }

    /**
     * Appends a child (a variation; the first child is the main line).
     *
     * @param child the child
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder addChild(SgfNode child) {
      children.add(Objects.requireNonNull(child, "child"));
      return this;
    }

    /**
     * Appends children.
     *
     * @param nodes the children
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder addChildren(Collection<SgfNode> nodes) {
      for (SgfNode n : nodes) {
        addChild(n);
      }
      return this;
    }

    /**
     * Removes every child.
     *
     * @return this builder
     */
    @CanIgnoreReturnValue
    public Builder clearChildren() {
      children.clear();
      return this;
    }

    /**
     * Builds the node.
     *
     * @return the node
     */
    public SgfNode build() {
      return buildAt(0, 0);
    }

    SgfNode buildAt(int line, int column) {
      return new SgfNode(properties.toArray(NO_PROPERTIES), children.toArray(NO_CHILDREN), line, column);
    }
  }
}
