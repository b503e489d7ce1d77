package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.IllegalMoveException;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Move;
import io.github.tengen.go.MoveResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A game record an application edits: an SGF game tree with a cursor on one node, the position there, and every
 * edit an SGF editor makes (moves and variations, setup, comments, annotations, markup, game info). Persistent: a
 * record is an immutable value, every move of the cursor and every edit returns a new record that shares all
 * unchanged nodes with the old one, so undo in an editor is keeping the old value, and records can be shared
 * between threads freely.
 *
 * <p>Why persistent rather than a mutable tree with snapshots: an SGF tree is already immutable ({@link SgfNode}),
 * so a cursor is a path of parents (a zipper), and an edit at the cursor costs only the cursor node; the changed
 * path is rebuilt lazily, one node per step up, when the cursor moves up or {@link #game()} is asked for. Nothing is
 * ever copied to take a snapshot, and an old record can never see a later edit.
 *
 * <p>Positions: the record keeps the position of every node on the path from the root to the cursor. Moving down
 * plays one node (its setup and its move) on its parent's position; moving up takes the stored one; so walking a
 * game back and forth costs no replay from the root. Nodes are replayed under the file's rules ({@code RU},
 * {@code KM}) as {@link SgfGame#replay()} does: leniently (an illegal move in the file is placed as viewers do, and
 * noted in {@link #warnings()}) unless the record was opened with {@link #strict(SgfGame)}. A level of the path
 * costs its position, its node and one small frame (the parent, the child's index, the parent's position); warnings
 * are kept as a replay keeps them, the first 1,000 of each kind along the path, so a long line of illegal moves
 * costs no more than a long line of legal ones.
 *
 * <pre>{@code
 * GameRecord r = GameRecord.of(SgfReader.lenient().read(path).game()).toMoveNumber(50);
 * Position p = r.position();                          // the board after move 50, no replay on the way back
 * GameRecord v = r.back().play(Move.play(Color.BLACK, Point.parseGtp("D4", p.size())))
 *     .withComment("better");                           // a variation at move 50, with a comment
 * String sgf = SgfWriter.write(v.game());              // every property not touched is written as it was read
 * }</pre>
 *
 * @since 0.1.0
 */
public final class GameRecord {
  /**
   * The ancestors of the cursor: the parent node, which child the path takes, the parent's position and warnings. One
   * a level of the path, so it is kept small (32 bytes): the child's index and the changed flag share an int.
   */
  private static final class Frame {
    final Frame up;
    final SgfNode parent;
    final Position position;
    /** The child's index, shifted left once, and in the low bit whether the parent differs from the tree's. */
    private final int indexAndChanged;
    final PathWarnings warnings;

    Frame(Frame up, SgfNode parent, int index, Position position, boolean parentChanged, PathWarnings warnings) {
      this.up = up;
      this.parent = parent;
      this.position = position;
      this.indexAndChanged = index << 1 | (parentChanged ? 1 : 0);
      this.warnings = warnings;
    }

    int index() {
      return indexAndChanged >>> 1;
    }

    boolean parentChanged() {
      return (indexAndChanged & 1) != 0;
    }
  }

  private final SgfGame game;
  private final boolean strict;
  private final Frame up;
  private final SgfNode node;
  private final Position position;
  private final int depth;
  /** Whether {@link #node} differs from the child {@code up.index()} of {@code up.parent}. */
  private final boolean changed;
  /** The warnings of the path from the root to the cursor. */
  private final PathWarnings warnings;

  private GameRecord(SgfGame game, boolean strict, Frame up, SgfNode node, Position position, int depth,
      boolean changed, PathWarnings warnings) {
    this.game = game;
    this.strict = strict;
    this.up = up;
    this.node = node;
    this.position = position;
    this.depth = depth;
    this.changed = changed;
    this.warnings = warnings;
  }

  // ---------------------------------------------------------------- creating

  /**
   * A record of a game, the cursor at its root, replaying leniently.
   *
   * @param game the game
   * @return the record
   */
  public static GameRecord of(SgfGame game) {
    return atRoot(Objects.requireNonNull(game, "game"), false);
  }

  /**
   * A record of a game, the cursor at its root, replaying strictly: moving the cursor onto a node with a problem
   * the lenient replay would work around (an illegal move, a bad setup point) throws.
   *
   * @param game the game
   * @return the record
   * @throws SgfReplayException if the root itself has such a problem
   */
  public static GameRecord strict(SgfGame game) {
    return atRoot(Objects.requireNonNull(game, "game"), true);
  }

  /**
   * A record of a new game: a root with {@code GM[1]FF[4]CA[UTF-8]}, the size, {@code RU} and {@code KM}.
   *
   * @param size the board size
   * @param rules the rules, komi included
   * @return the record, the cursor at the root
   */
  public static GameRecord newGame(BoardSize size, RuleSet rules) {
    Objects.requireNonNull(size, "size");
    Objects.requireNonNull(rules, "rules");
    Position start = Position.empty(size, rules);
    return of(SgfGame.fromPositions(List.of(start), ""));
  }

  /**
   * A record of a line of play ({@link SgfGame#fromPositions}), the cursor at its last position: what a bot or a
   * server keeps of a game.
   *
   * @param line the positions, the first the start
   * @param application the {@code AP} value ("name:version") or the empty string
   * @return the record, the cursor at the end of the line
   * @throws IllegalArgumentException if the line is empty or its board sizes differ
   */
  public static GameRecord of(List<Position> line, String application) {
    return of(SgfGame.fromPositions(line, application)).toEnd();
  }

  private static GameRecord atRoot(SgfGame game, boolean strict) {
    // the root's position depends on the main line when HA is given without stones (the replay places the fixed
    // stones or not, whichever makes fewer moves illegal), so it comes from a replay of the main line, once
    List<SgfNode> main = game.root().mainline();
    List<SgfNode> head = main.subList(0, Math.min(main.size(), firstMoveIndex(main) + 1));
    // else the root and the first move say all (a line's positions would only be garbage, its history kept)
    Replay full = Replayer.replay(game, Replayer.handicapInDoubt(game, main) ? main : head, false, null);
    if (strict) {
      Replayer.replay(game, head, true, null); // throws for a problem of the root
    }
    // the root's own warnings come first, so the replay's cap never drops them; its count of the rest is not one
    List<ReplayWarning> rootWarnings = Collections.unmodifiableList(full.warnings().stream()
        .filter(w -> w.node() == game.root() && w.code() != ReplayWarning.Code.TOO_MANY_WARNINGS)
        .collect(Collectors.toList()));
    return new GameRecord(game, strict, null, game.root(), full.positions().get(0), 0, false,
        PathWarnings.NONE.after(rootWarnings));
  }

  private static int firstMoveIndex(List<SgfNode> main) {
    for (int k = 1; k < main.size(); k++) {
      SgfNode n = main.get(k);
      if (n.has("B") || n.has("W") || n.has("AB")) {
        return k;
      }
    }
    return 0;
  }

  // ---------------------------------------------------------------- where the cursor is

  /**
   * Returns the node at the cursor.
   *
   * @return the node
   */
  public SgfNode node() {
    return node;
  }

  /**
   * Returns the position at the cursor: the root's setup and every node's setup and move down the path.
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
  public BoardSize boardSize() {
    return position.size();
  }

  /**
   * Returns how many nodes the cursor is below the root (0 at the root).
   *
   * @return the depth
   */
  public int depth() {
    return depth;
  }

  /**
   * Returns the move number at the cursor (the position's move number).
   *
   * @return the move number
   */
  public int moveNumber() {
    return position.moveNumber();
  }

  /**
   * Returns the move played at the cursor's node, if it has one.
   *
   * @return the move
   */
  public Optional<Move> move() {
    return node.move(boardSize());
  }

  /**
   * Returns the path from the root: for each level, which child the cursor's line takes (0 the main line).
   *
   * @return the child indices, empty at the root
   */
  public List<Integer> path() {
    int[] out = new int[depth];
    int k = depth;
    for (Frame f = up; f != null; f = f.up) {
      out[--k] = f.index();
    }
    List<Integer> list = new ArrayList<>(depth);
    for (int i : out) {
      list.add(i);
    }
    return List.copyOf(list);
  }

  /**
   * Tells whether the cursor is on the main line (every level takes the first child).
   *
   * @return true on the main line
   */
  public boolean isOnMainLine() {
    for (Frame f = up; f != null; f = f.up) {
      if (f.index() != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the index of the cursor's node among its siblings (0 for the main line, and at the root).
   *
   * @return the index
   */
  public int variationIndex() {
    return up == null ? 0 : up.index();
  }

  /**
   * Returns how many variations the cursor's node continues with (its children).
   *
   * @return the number of children
   */
  public int variationCount() {
    return node.childCount();
  }

  /**
   * Returns the replay warnings of the nodes from the root to the cursor (lenient records only; a strict record
   * throws instead).
   *
   * @return the warnings, root first: the first 1,000 of each kind, and then a
   *     {@link ReplayWarning.Code#TOO_MANY_WARNINGS} for each kind that counts the rest, as {@link Replay#warnings()}
   */
  public List<ReplayWarning> warnings() {
    return warnings.list(position.moveNumber(), game.root());
  }

  // ---------------------------------------------------------------- moving the cursor

  /**
   * Returns the record with the cursor on a child of its node.
   *
   * @param index the child, 0 for the main line
   * @return the record there, or empty if there is no such child
   */
  public Optional<GameRecord> child(int index) {
    if (index < 0 || index >= node.childCount()) {
      return Optional.empty();
    }
    SgfNode c = node.child(index);
    Replayer stepper = Replayer.stepper(game, strict);
    Position p = stepper.step(position, c);
    Frame f = new Frame(up, node, index, position, changed, warnings);
    return Optional.of(new GameRecord(game, strict, f, c, p, depth + 1, false, warnings.after(stepper.warnings())));
  }

  /**
   * Returns the record with the cursor one node further along the main continuation (the first child), or this
   * record at the end of its line.
   *
   * @return the record one step on
   */
  public GameRecord next() {
    return child(0).orElse(this);
  }

  /**
   * Tells whether the cursor's node has a child.
   *
   * @return true unless at the end of a line
   */
  public boolean hasNext() {
    return node.childCount() > 0;
  }

  /**
   * Returns the record with the cursor on the parent node, or empty at the root.
   *
   * @return the record one step back
   */
  public Optional<GameRecord> parent() {
    if (up == null) {
      return Optional.empty();
    }
    SgfNode p = changed ? replaceChild(up.parent, up.index(), node) : up.parent;
    return Optional.of(new GameRecord(game, strict, up.up, p, up.position, depth - 1, changed || up.parentChanged(),
        up.warnings));
  }

  /**
   * Returns the record with the cursor one node back, or this record at the root.
   *
   * @return the record one step back
   */
  public GameRecord back() {
    return parent().orElse(this);
  }

  /**
   * Returns the record with the cursor at the root.
   *
   * @return the record at the root
   */
  public GameRecord toRoot() {
    GameRecord r = this;
    while (r.up != null) {
      r = r.back();
    }
    return r;
  }

  /**
   * Returns the record with the cursor at the end of the line it is on (first children from here on).
   *
   * @return the record at the end
   */
  public GameRecord toEnd() {
    GameRecord r = this;
    while (r.hasNext()) {
      r = r.next();
    }
    return r;
  }

  /**
   * Returns the record with the cursor on the node of a move number along the cursor's line: back towards the
   * root, or on along first children. The first node with that move number counts (a setup node after a move has
   * the same number).
   *
   * @param moveNumber the move number, 0 for the start
   * @return the record there, or the nearest end of the line (the root, or the last node) if the line is shorter
   */
  public GameRecord toMoveNumber(int moveNumber) {
    GameRecord r = this;
    while (r.moveNumber() > moveNumber && r.up != null) {
      r = r.back();
    }
    while (r.up != null && r.up.position.moveNumber() >= moveNumber) {
      r = r.back();
    }
    while (r.moveNumber() < moveNumber && r.hasNext()) {
      r = r.next();
    }
    return r;
  }

  /**
   * Returns the record with the cursor on the next or previous sibling of its node (the neighbouring variation).
   *
   * @param offset +1 for the next variation, -1 for the previous, or any other step
   * @return the record there, or empty if there is no such sibling
   */
  public Optional<GameRecord> sibling(int offset) {
    if (up == null) {
      return Optional.empty();
    }
    int index = up.index() + offset;
    return parent().flatMap(p -> p.child(index));
  }

  /**
   * Returns the record with the cursor on the node at a path from the root ({@link #path()}).
   *
   * @param path the child index at each level
   * @return the record there, or empty if the tree has no such path
   */
  public Optional<GameRecord> at(List<Integer> path) {
    GameRecord r = toRoot();
    for (int i : path) {
      Optional<GameRecord> c = r.child(i);
      if (c.isEmpty()) {
        return Optional.empty();
      }
      r = c.get();
    }
    return Optional.of(r);
  }

  /**
   * Returns the positions of the main line from the root to its end, as {@link SgfGame#replay()} gives them.
   *
   * @return the positions
   */
  public List<Position> mainLine() {
    List<Position> out = new ArrayList<>();
    GameRecord r = toRoot();
    out.add(r.position);
    while (r.hasNext()) {
      r = r.next();
      out.add(r.position);
    }
    return List.copyOf(out);
  }

  // ---------------------------------------------------------------- the tree

  /**
   * Returns the game as it stands after every edit: the root and its whole tree.
   *
   * @return the game
   */
  public SgfGame game() {
    SgfNode root = toRoot().node;
    return root == game.root() ? game : SgfGame.of(root);
  }

  /**
   * Returns the game written as SGF ({@link SgfWriter#write(SgfGame)}).
   *
   * @return the SGF text
   */
  public String toSgf() {
    return SgfWriter.write(game());
  }

  // ---------------------------------------------------------------- editing: moves and variations

  /**
   * Tells whether a move may be played at the cursor ({@link Position#check(Move)}; after two passes the game
   * resumes, as a replay of the record does).
   *
   * @param move the move
   * @return the legality
   */
  public Legality check(Move move) {
    Objects.requireNonNull(move, "move");
    return (position.isGameOver() ? position.resume() : position).check(move);
  }

  /**
   * Plays a move from the cursor: follows the child that has this move if there is one, else appends a new node
   * with the move as the last variation. The cursor goes to that node. After two passes the game resumes, as a
   * replay of the record does.
   *
   * @param move the move (a pass too)
   * @return the record at the move's node
   * @throws IllegalMoveException if the move is illegal in the position at the cursor
   */
  public GameRecord play(Move move) {
    Objects.requireNonNull(move, "move");
    BoardSize size = boardSize();
    for (int i = 0; i < node.childCount(); i++) {
      SgfNode c = node.child(i);
      if (c.move(size).filter(move::equals).isPresent() && !c.has("AB") && !c.has("AW") && !c.has("AE")) {
        return child(i).orElseThrow();
      }
    }
    Position from = position.isGameOver() ? position.resume() : position; // play on after two passes, as replays do
    MoveResult result = from.tryPlay(move);
    if (!result.isLegal()) {
      from.play(move); // throws the typed exception
    }
    SgfNode added = SgfNode.builder().setMove(move).build();
    GameRecord parent = withChildAppended(added);
    // the new node's position is the move's result: no replay
    Frame f = new Frame(up, parent.node, parent.node.childCount() - 1, position, true, warnings);
    return new GameRecord(game, strict, f, added, result.position(), depth + 1, false, warnings);
  }

  /** The record with a child appended to the cursor's node, the cursor still there (its position is unchanged). */
  private GameRecord withChildAppended(SgfNode child) {
    List<SgfNode> kids = new ArrayList<>(node.children());
    kids.add(child);
    return new GameRecord(game, strict, up, node.withChildren(kids), position, depth, true, warnings);
  }

  /**
   * Plays a point for the player to move: {@code play(Move.play(position().toMove(), point))}.
   *
   * @param point the point
   * @return the record at the move's node
   * @throws IllegalMoveException if the move is illegal
   */
  public GameRecord play(Point point) {
    return play(Move.play(position.toMove(), point));
  }

  /**
   * Appends a node as the last child of the cursor's node and moves the cursor onto it: a setup node, or a node
   * written by hand.
   *
   * @param child the new node (its own children come with it)
   * @return the record at the new node
   * @throws SgfReplayException if the record is strict and the node cannot be replayed
   */
  public GameRecord appendChild(SgfNode child) {
    Objects.requireNonNull(child, "child");
    GameRecord at = withChildAppended(child);
    return at.child(at.node.childCount() - 1).orElseThrow();
  }

  /**
   * Deletes the cursor's node and everything below it; the cursor goes to the parent.
   *
   * @return the record at the parent
   * @throws IllegalStateException at the root, which cannot be deleted
   */
  public GameRecord delete() {
    if (up == null) {
      throw new IllegalStateException("the root cannot be deleted");
    }
    List<SgfNode> kids = new ArrayList<>(up.parent.children());
    kids.remove(up.index());
    return new GameRecord(game, strict, up.up, up.parent.withChildren(kids), up.position, depth - 1, true,
        up.warnings);
  }

  /**
   * Moves the cursor's node to another place among its siblings (0 makes it the main continuation); the cursor
   * stays on it.
   *
   * @param newIndex the new index among the siblings
   * @return the record with the siblings reordered
   * @throws IndexOutOfBoundsException if the index is not a sibling's
   * @throws IllegalStateException at the root
   */
  public GameRecord moveVariation(int newIndex) {
    if (up == null) {
      throw new IllegalStateException("the root has no siblings");
    }
    int n = up.parent.childCount();
    Objects.checkIndex(newIndex, n);
    List<SgfNode> kids = new ArrayList<>(up.parent.children());
    kids.remove(up.index());
    kids.add(newIndex, node);
    SgfNode parent = up.parent.withChildren(kids);
    Frame f = new Frame(up.up, parent, newIndex, up.position, true, up.warnings);
    return new GameRecord(game, strict, f, node, position, depth, false, warnings);
  }

  /**
   * Makes the cursor's line the main line: at every level from the root, the path's node becomes the first child.
   * The cursor stays on its node.
   *
   * @return the record with the variations promoted
   */
  public GameRecord promoteToMainLine() {
    List<Integer> path = path();
    GameRecord r = this;
    for (int level = depth; level >= 1; level--) {
      if (r.up.index() != 0) {
        r = r.moveVariation(0);
      }
      if (level > 1) {
        r = r.back();
      }
    }
    // back down to the node: every index on the path is now 0
    GameRecord at = r.toRoot();
    for (int k = 0; k < path.size(); k++) {
      at = at.child(0).orElseThrow();
    }
    return at;
  }

  // ---------------------------------------------------------------- editing: properties

  /**
   * Sets a property of the cursor's node (replacing every property with its identifier, in the place of the
   * first). A change to the moves, setup or player to move ({@code B}, {@code W}, {@code AB}, {@code AW},
   * {@code AE}, {@code PL}) or, at the root, to the game's size, rules or handicap replays the cursor's node;
   * the rest of the tree is replayed when the cursor reaches it.
   *
   * @param property the property
   * @return the record with the node changed
   * @throws SgfReplayException if the record is strict and the changed node cannot be replayed
   */
  public GameRecord with(SgfProperty property) {
    Objects.requireNonNull(property, "property");
    return withNode(node.with(property));
  }

  /**
   * Removes the properties of an identifier from the cursor's node.
   *
   * @param id the identifier
   * @return the record with the node changed
   */
  public GameRecord without(String id) {
    Objects.requireNonNull(id, "id");
    return node.has(id) ? withNode(node.without(id)) : this;
  }

  /**
   * Sets the comment ({@code C}) of the cursor's node; an empty text removes it.
   *
   * @param text the comment, any text (escaped as SGF requires)
   * @return the record with the comment
   */
  public GameRecord withComment(String text) {
    return text.isEmpty() ? without("C") : with(SgfProperty.ofText("C", text));
  }

  /**
   * Returns the comment of the cursor's node.
   *
   * @return the comment's text
   */
  public Optional<String> comment() {
    return node.comment();
  }

  /**
   * Sets the name ({@code N}) of the cursor's node; an empty text removes it.
   *
   * @param name the name
   * @return the record with the name
   */
  public GameRecord withName(String name) {
    return name.isEmpty() ? without("N") : with(SgfProperty.ofText("N", name));
  }

  /**
   * Returns the name ({@code N}) of the cursor's node.
   *
   * @return the name
   */
  public Optional<String> name() {
    return node.simpleText("N");
  }

  /**
   * Returns the markup of the cursor's node (annotations, marks, labels, lines and arrows, and its picture for the
   * renderers); its edits return a view of the edited record.
   *
   * <pre>{@code
   * GameRecord marked = record.markup().mark(Markup.Mark.CIRCLE, List.of(point)).record();
   * }</pre>
   *
   * @return the markup view
   */
  public Markup markup() {
    return new Markup(this);
  }

  /**
   * Sets up stones on the cursor's node: {@code AB} or {@code AW} for a colour, {@code AE} to clear points. Setup
   * belongs in a node without a move (SGF); on a node with a move, append a setup node with
   * {@link #appendChild} instead.
   *
   * @param color the colour, or empty to clear the points
   * @param points the points
   * @return the record with the setup, the position replayed
   * @throws IllegalArgumentException if a point is not on the board
   * @throws IllegalStateException if the node has a move
   */
  public GameRecord setup(Optional<Color> color, Collection<Point> points) {
    Objects.requireNonNull(color, "color");
    checkPoints(points);
    if (node.has("B") || node.has("W")) {
      throw new IllegalStateException("the node has a move; setup goes in a node of its own");
    }
    SgfNode.Builder b = node.toBuilder();
    String id = color.map(c -> c == Color.BLACK ? "AB" : "AW").orElse("AE");
    addPoints(b, id, List.of("AB", "AW", "AE"), points);
    return withNode(b.buildAt(node.line(), node.column()));
  }

  /**
   * Sets the player to move after the cursor's node ({@code PL}).
   *
   * @param color the player
   * @return the record with the player to move, the position replayed
   */
  public GameRecord withPlayerToMove(Color color) {
    return with(SgfProperty.of("PL", color == Color.BLACK ? "B" : "W"));
  }

  /**
   * Returns the nearest node from the cursor up to the root that has a property (for inherited properties such as
   * {@code DD}).
   */
  Optional<SgfNode> nearestWith(String id) {
    if (node.has(id)) {
      return Optional.of(node);
    }
    for (Frame f = up; f != null; f = f.up) {
      if (f.parent.has(id)) {
        return Optional.of(f.parent);
      }
    }
    return Optional.empty();
  }

  // ---------------------------------------------------------------- editing: game info

  /**
   * Returns a game-info value of the root ({@link SgfGame#info}).
   *
   * @param key the key
   * @param <T> the value's type
   * @return the value, if the root has it and it can be read
   */
  public <T> Optional<T> info(GameInfo<T> key) {
    return SgfGame.of(rootNode()).info(key);
  }

  /**
   * Sets a game-info value on the root; the cursor stays where it is (the path is replayed when the value changes
   * the rules, the komi, the size or the handicap).
   *
   * @param key the key
   * @param value the value
   * @param <T> the value's type
   * @return the record with the value
   */
  public <T> GameRecord withInfo(GameInfo<T> key, T value) {
    return editRoot(SgfGame.of(rootNode()).withInfo(key, value).root());
  }

  /**
   * Removes a game-info value from the root.
   *
   * @param key the key
   * @return the record without the value
   */
  public GameRecord withoutInfo(GameInfo<?> key) {
    return editRoot(SgfGame.of(rootNode()).withoutInfo(key).root());
  }

  private SgfNode rootNode() {
    return toRoot().node;
  }

  /** The record with a new root, the cursor back on the same path. */
  private GameRecord editRoot(SgfNode root) {
    List<Integer> path = path();
    SgfNode edited = toRoot().node;
    // the new root keeps the edited tree below it
    SgfNode newRoot = root.childCount() == edited.childCount() ? root : root.withChildren(edited.children());
    GameRecord r = strict ? strict(SgfGame.of(newRoot)) : of(SgfGame.of(newRoot));
    for (int i : path) {
      r = r.child(i).orElseThrow();
    }
    return r;
  }

  // ---------------------------------------------------------------- helpers

  /** The record with the cursor's node replaced, its position replayed from the parent's. */
  GameRecord withNode(SgfNode replacement) {
    if (up == null) {
      SgfGame g = SgfGame.of(replacement);
      GameRecord r = strict ? strict(g) : of(g);
      return new GameRecord(g, strict, null, replacement, r.position, 0, false, r.warnings);
    }
    Replayer stepper = Replayer.stepper(game, strict);
    Position p = stepper.step(up.position, replacement);
    return new GameRecord(game, strict, up, replacement, p, depth, true, up.warnings.after(stepper.warnings()));
  }

  private static SgfNode replaceChild(SgfNode parent, int index, SgfNode child) {
    SgfNode[] kids = parent.childArray();
    kids[index] = child;
    return new SgfNode(parent.propertyArray(), kids, parent.line(), parent.column());
  }

  /** The points of a point-list property of a node; none if the list is malformed (nothing to show or keep). */
  Set<Point> pointsOf(SgfNode n, String id) {
    try {
      return n.points(id, boardSize());
    } catch (IllegalArgumentException e) {
      return Set.of();
    }
  }

  /**
   * Adds points to the cursor node's list {@code id}, taking them from the other lists of its {@code group} (the
   * properties of which a point may carry only one).
   */
  void addPoints(SgfNode.Builder b, String id, List<String> group, Collection<Point> points) {
    for (String other : group) {
      if (!other.equals(id)) {
        Set<Point> kept = new LinkedHashSet<>(pointsOf(node, other));
        if (kept.removeAll(points)) {
          setPoints(b, other, kept);
        }
      }
    }
    Set<Point> all = new LinkedHashSet<>(pointsOf(node, id));
    all.addAll(points);
    setPoints(b, id, all);
  }

  void checkPoints(Collection<Point> points) {
    BoardSize size = boardSize();
    for (Point p : Objects.requireNonNull(points, "points")) {
      if (!size.contains(Objects.requireNonNull(p, "point"))) {
        throw new IllegalArgumentException(p.toText(size) + " is not a point of the " + size + " board");
      }
    }
  }

  static void setPoints(SgfNode.Builder b, String id, Set<Point> points) {
    if (points.isEmpty()) {
      b.remove(id);
    } else {
      b.setPoints(id, points);
    }
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameRecord r && r.depth == depth && r.path().equals(path()) && r.game().equals(game());
  }

  @Override
  public int hashCode() {
    return game().hashCode() * 31 + path().hashCode();
  }

  /** The cursor's path and move number, and the node's picture as an ASCII diagram with coordinates. */
  @Override
  public String toString() {
    return "GameRecord at " + path() + ", move " + moveNumber() + "\n"
        + io.github.tengen.go.render.TextRenderer.ascii().render(markup().picture());
  }
}
