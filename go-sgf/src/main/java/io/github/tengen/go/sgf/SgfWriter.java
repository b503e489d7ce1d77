package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Point;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Writes SGF FF[4] text. The root of every game gets {@code FF[4]} and {@code CA[UTF-8]} (replacing what it had;
 * write the text as UTF-8); a pass is always {@code []} ({@code B[tt]} on boards up to 19x19 becomes {@code B[]});
 * values are written raw, so escapes stay exact; lines are wrapped between properties near the line width, never
 * inside a value. Point lists can be compressed into rectangles. Writing is iterative: trees of any depth work.
 *
 * <p>Round trip: {@code read(write(c))} equals {@link #normalized(SgfCollection, Options)} of {@code c}, and
 * writing that again gives the same text, byte for byte.
 *
 * <pre>{@code
 * String text = SgfWriter.write(collection);
 * String compact = SgfWriter.write(collection, SgfWriter.Options.DEFAULT.withCompressedPointLists(true));
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SgfWriter {
  private static final Object OPEN = new Object();
  private static final Object CLOSE = new Object();

  private SgfWriter() {}

  /**
   * How to write.
   *
   * @param compressPointLists write point lists ({@code AB}, {@code AW}, {@code AE}, territory, markup) as
   *     rectangles {@code aa:cc} where they form them
   * @param lineWidth the width lines are wrapped at (a property longer than that gets a line of its own), at least
   *     1
   * @since 0.1.0
   */
  public record Options(boolean compressPointLists, int lineWidth) {
    /** Uncompressed point lists, lines of 79 characters. */
    public static final Options DEFAULT = new Options(false, 79);

    /**
     * Checks the width.
     *
     * @param compressPointLists whether to write point lists as rectangles
     * @param lineWidth the width lines are wrapped at
     * @throws IllegalArgumentException if the width is less than 1
     */
    public Options {
      if (lineWidth < 1) {
        throw new IllegalArgumentException("line width " + lineWidth);
      }
    }

    /**
     * Returns these options with point-list compression on or off.
     *
     * @param compress whether to compress
     * @return the options
     */
    public Options withCompressedPointLists(boolean compress) {
      return new Options(compress, lineWidth);
    }

    /**
     * Returns these options with another line width.
     *
     * @param width the width
     * @return the options
     */
    public Options withLineWidth(int width) {
      return new Options(compressPointLists, width);
    }
  }

  /**
   * Writes a collection with the default options.
   *
   * @param collection the games
   * @return the SGF text
   */
  public static String write(SgfCollection collection) {
    return write(collection, Options.DEFAULT);
  }

  /**
   * Writes one game with the default options.
   *
   * @param game the game
   * @return the SGF text
   */
  public static String write(SgfGame game) {
    return write(SgfCollection.of(game), Options.DEFAULT);
  }

  /**
   * Writes a collection.
   *
   * @param collection the games
   * @param options how to write
   * @return the SGF text
   */
  public static String write(SgfCollection collection, Options options) {
    StringBuilder sb = new StringBuilder();
    try {
      writeTo(collection, options, sb);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringBuilder does not throw
    }
    return sb.toString();
  }

  /**
   * Writes a collection to an {@link Appendable} (a {@link java.io.Writer} on a UTF-8 stream, for a file).
   *
   * @param collection the games
   * @param options how to write
   * @param out where to write
   * @throws IOException if the output fails
   */
  public static void writeTo(SgfCollection collection, Options options, Appendable out) throws IOException {
    Objects.requireNonNull(collection, "collection");
    Objects.requireNonNull(options, "options");
    Objects.requireNonNull(out, "out");
    Out o = new Out(out, options.lineWidth);
    for (SgfGame game : collection.games()) {
      writeGame(game, options, o);
    }
  }

  /**
   * Returns the collection as writing and reading it back gives it: each root with {@code FF[4]} and
   * {@code CA[UTF-8]}, passes as {@code []}, point lists compressed if the options say so.
   *
   * @param collection the games
   * @param options how they would be written
   * @return the normalised collection
   */
  public static SgfCollection normalized(SgfCollection collection, Options options) {
    List<SgfGame> games = new ArrayList<>();
    for (SgfGame g : collection.games()) {
      Context ctx = new Context(g, options);
      games.add(SgfGame.of(mapTree(g.root(), ctx)));
    }
    return SgfCollection.of(games);
  }

  /** What normalising a game needs: its board and the options. */
  private static final class Context {
    final boolean go;
    final BoardSize size;
    final boolean ttIsPass;
    final boolean compress;

    Context(SgfGame game, Options options) {
      this.go = game.root().value("GM").orElse("1").trim().equals("1");
      this.size = game.boardSize();
      this.ttIsPass = go && size.width() <= 19 && size.height() <= 19;
      this.compress = options.compressPointLists && go;
    }
  }

  private static SgfProperty[] normalize(SgfNode node, boolean root, Context ctx) {
    SgfProperty[] props = node.propertyArray();
    List<SgfProperty> out = new ArrayList<>(props.length + 2);
    if (root) {
      out.add(SgfProperty.of("FF", "4"));
      out.add(SgfProperty.of("CA", "UTF-8"));
    }
    for (SgfProperty p : props) {
      String id = p.id();
      if (root && (id.equals("FF") || id.equals("CA"))) {
        continue;
      }
      if (ctx.ttIsPass && (id.equals("B") || id.equals("W")) && p.values().contains("tt")) {
        List<String> vs = new ArrayList<>(p.values());
        vs.replaceAll(v -> v.equals("tt") ? "" : v);
        p = new SgfProperty(id, vs);
      } else if (ctx.compress && SgfPropertyType.of(id).map(SgfPropertyType::isPointList).orElse(false)) {
        try {
          Set<Point> pts = SgfValues.parsePointList(p.values(), ctx.size);
          if (!pts.isEmpty()) {
            p = new SgfProperty(id, SgfValues.pointList(pts, true));
          }
        } catch (IllegalArgumentException e) {
          // a list with a bad point is written as it is
        }
      }
      out.add(p);
    }
    return out.toArray(new SgfProperty[0]);
  }

  /** Rebuilds a tree with normalised properties, bottom-up, iteratively. */
  private static SgfNode mapTree(SgfNode root, Context ctx) {
    Deque<SgfNode> todo = new ArrayDeque<>();
    Deque<Integer> next = new ArrayDeque<>();
    Deque<List<SgfNode>> built = new ArrayDeque<>();
    todo.push(root);
    next.push(0);
    built.push(new ArrayList<>());
    while (true) {
      SgfNode n = todo.peek();
      int i = next.pop();
      if (i < n.childCount()) {
        next.push(i + 1);
        todo.push(n.child(i));
        next.push(0);
        built.push(new ArrayList<>());
        continue;
      }
      todo.pop();
      List<SgfNode> children = built.pop();
      SgfNode copy = new SgfNode(normalize(n, todo.isEmpty(), ctx), children.toArray(new SgfNode[0]), n.line(),
          n.column());
      if (todo.isEmpty()) {
        return copy;
      }
      built.peek().add(copy);
    }
  }

  private static void writeGame(SgfGame game, Options options, Out o) throws IOException {
    Context ctx = new Context(game, options);
    Deque<Object> tasks = new ArrayDeque<>();
    tasks.push(CLOSE);
    tasks.push(game.root());
    o.open();
    boolean root = true;
    while (!tasks.isEmpty()) {
      Object t = tasks.pop();
      if (t == OPEN) {
        o.open();
        continue;
      }
      if (t == CLOSE) {
        o.close();
        continue;
      }
      SgfNode n = (SgfNode) t;
      o.node(normalize(n, root, ctx));
      if (root) {
        o.newline();
        root = false;
      }
      int nc = n.childCount();
      if (nc == 1) {
        tasks.push(n.child(0));
      } else {
        for (int k = nc - 1; k >= 0; k--) {
          tasks.push(CLOSE);
          tasks.push(n.child(k));
          tasks.push(OPEN);
        }
      }
    }
    o.newline();
  }

  /** Text output with line wrapping between tokens. */
  private static final class Out {
    private final Appendable out;
    private final int width;
    private int column;

    Out(Appendable out, int width) {
      this.out = out;
      this.width = width;
    }

    void newline() throws IOException {
      if (column > 0) {
        out.append('\n');
        column = 0;
      }
    }

    void open() throws IOException {
      newline();
      out.append('(');
      column = 1;
    }

    void close() throws IOException {
      out.append(')');
      column++;
    }

    void node(SgfProperty[] props) throws IOException {
      if (props.length == 0) {
        token(";");
        return;
      }
      for (int k = 0; k < props.length; k++) {
        StringBuilder sb = new StringBuilder(16);
        if (k == 0) {
          sb.append(';');
        }
        sb.append(props[k].id());
        for (String v : props[k].values()) {
          sb.append('[').append(v).append(']');
        }
        token(sb);
      }
    }

    private void token(CharSequence s) throws IOException {
      int len = s.length();
      if (column > 0 && column + len > width && !(column == 1 && s.charAt(0) == ';')) {
        out.append('\n');
        column = 0;
      }
      out.append(s);
      int nl = lastLineBreak(s);
      column = nl < 0 ? column + len : len - nl - 1;
    }

    private static int lastLineBreak(CharSequence s) {
      for (int k = s.length() - 1; k >= 0; k--) {
        char c = s.charAt(k);
        if (c == '\n' || c == '\r') {
          return k;
        }
      }
      return -1;
    }
  }
}
