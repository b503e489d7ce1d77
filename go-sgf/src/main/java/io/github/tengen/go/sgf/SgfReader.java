package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.sgf.SgfWarning.Code;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/**
 * Reads SGF (FF[1] to FF[4]) into an {@link SgfCollection}. Readers are immutable and thread-safe.
 *
 * <p>The {@linkplain #lenient() lenient} reader reads every file it can: it collects each problem as an
 * {@link SgfWarning} with line, column and a code, assumes what viewers assume (a missing {@code (} or {@code ;},
 * an unclosed tree closed at the end, junk skipped, a duplicate property kept), and goes on. The
 * {@linkplain #strict() strict} reader throws an {@link SgfParseException} at the first problem. Both throw
 * {@code SgfParseException} when there is no game tree at all; no other exception escapes for any input.
 *
 * <p>The parser works on bytes, iteratively: nesting of any depth and files of any size work. A file of bare moves
 * is held in about five times its size (each 6-byte node {@code ;B[dd]} is one 32-byte object, move properties
 * shared; measured: 107 MB retained for a 20 MB file of 3.3 million moves). Old identifiers with lower-case letters ({@code AddBlack}) are read as their
 * upper-case letters ({@code AB}). Values are kept raw (see {@link SgfProperty}).
 *
 * <p>Character set: a byte-order mark wins; then UTF-16 recognised by its zero bytes; then {@code CA} of the
 * first game if the bytes are valid in it (if they are not, but are valid UTF-8, UTF-8); then valid UTF-8; then the
 * legacy encodings of Go records (GB18030, Big5, Shift_JIS, EUC-KR, Windows-1251), scored by how plausible their
 * text is; then mostly-valid UTF-8 with the broken bytes replaced; finally Windows-1252 or ISO-8859-1. Reading
 * never fails on a character set; {@link SgfCollection#charset()} tells which was used and a warning how it was
 * chosen.
 *
 * <pre>{@code
 * SgfCollection c = SgfReader.lenient().read("(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
 * Position end = c.game().replay().finalPosition();
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SgfReader {
  private static final SgfReader LENIENT = new SgfReader(false, null);
  private static final SgfReader STRICT = new SgfReader(true, null);

  private final boolean strict;
  private final Charset charset;

  private SgfReader(boolean strict, Charset charset) {
    this.strict = strict;
    this.charset = charset;
  }

  /**
   * The lenient reader: warnings, never an exception except for input without any game.
   *
   * @return the reader
   */
  public static SgfReader lenient() {
    return LENIENT;
  }

  /**
   * The strict reader: an {@link SgfParseException} at the first problem.
   *
   * @return the reader
   */
  public static SgfReader strict() {
    return STRICT;
  }

  /**
   * Returns a reader like this one that decodes bytes with the given character set, whatever {@code CA} says (a
   * byte-order mark still wins).
   *
   * @param charset the character set
   * @return the reader
   */
  public SgfReader withCharset(Charset charset) {
    return new SgfReader(strict, Objects.requireNonNull(charset, "charset"));
  }

  /**
   * Tells whether this is the strict reader.
   *
   * @return true if strict
   */
  public boolean isStrict() {
    return strict;
  }

  /**
   * Reads a file.
   *
   * @param file the file
   * @return the games
   * @throws IOException if the file can not be read
   * @throws SgfParseException if there is no game, or (strict) at the first problem
   */
  public SgfCollection read(Path file) throws IOException {
    return read(Files.readAllBytes(file));
  }

  /**
   * Reads a stream to its end; the stream is not closed.
   *
   * @param in the stream
   * @return the games
   * @throws IOException if the stream can not be read
   * @throws SgfParseException if there is no game, or (strict) at the first problem
   */
  public SgfCollection read(InputStream in) throws IOException {
    return read(in.readAllBytes());
  }

  /**
   * Reads text that is already decoded ({@code CA} is ignored).
   *
   * @param text the SGF text
   * @return the games
   * @throws SgfParseException if there is no game, or (strict) at the first problem
   */
  public SgfCollection read(String text) {
    Objects.requireNonNull(text, "text");
    return parse(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
  }

  /**
   * Reads bytes.
   *
   * @param bytes the SGF bytes
   * @return the games
   * @throws SgfParseException if there is no game, or (strict) at the first problem
   */
  public SgfCollection read(byte[] bytes) {
    Objects.requireNonNull(bytes, "bytes");
    return parse(bytes, charset);
  }

  private SgfCollection parse(byte[] bytes, Charset given) {
    List<SgfWarning> warnings = new ArrayList<>();
    SgfCharsets.Decision d = SgfCharsets.decide(bytes, given, warnings);
    if (strict) {
      for (SgfWarning w : warnings) {
        if (!w.code().isNote()) {
          throw new SgfParseException(w);
        }
      }
    }
    SgfParser parser = new SgfParser(d.bytes(), d.start(), d.charset(), strict, warnings);
    List<SgfNode> roots = parser.parseCollection();
    List<SgfGame> games = new ArrayList<>(roots.size());
    for (SgfNode root : roots) {
      SgfGame game = new SgfGame(root);
      checkValues(game, warnings);
      games.add(game);
    }
    return SgfCollection.read(games, d.original(), warnings);
  }

  private void report(SgfWarning w, List<SgfWarning> warnings) {
    if (strict) {
      throw new SgfParseException(w);
    }
    warnings.add(w);
  }

  /**
   * Reports values that are not of their property's type ({@link SgfPropertyType}) and, in games of Go, points
   * that are not on the board; a game that is not Go.
   */
  private void checkValues(SgfGame game, List<SgfWarning> warnings) {
    SgfNode root = game.root();
    String gm = root.value("GM").orElse("1").trim();
    boolean go = gm.equals("1");
    if (!go) {
      report(new SgfWarning(Code.NOT_GO, root.line(), root.column(), "GM[" + gm + "] is not a game of Go (GM[1])"
          + ": its points are not checked"), warnings);
    }
    BoardSize size = go ? game.declaredSize(warnings, strict) : null;
    Deque<SgfNode> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      SgfNode n = todo.pop();
      int np = n.propertyCount();
      for (int pi = 0; pi < np; pi++) {
        SgfProperty p = n.property(pi);
        SgfPropertyType type = SgfPropertyType.of(p.id()).orElse(null);
        if (type == null) {
          continue;
        }
        boolean move = type.valueType() == SgfPropertyType.ValueType.MOVE;
        boolean points = go && (move || type.isPointList());
        for (String v : p.values()) {
          if (!type.accepts(v)) {
            report(new SgfWarning(Code.BAD_VALUE, n.line(), n.column(), "value " + p.id() + "[" + v + "] is not a "
                + type.valueType().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + ": kept as written"),
                warnings);
          } else if (points && !pointValueOk(v, size, move, type)) {
            report(new SgfWarning(Code.BAD_POINT, n.line(), n.column(), "value " + p.id() + "[" + v
                + "] is not " + (move ? "a move" : "a point") + " on the " + size + " board: kept as written"),
                warnings);
          }
        }
      }
      int nc = n.childCount();
      for (int ci = 0; ci < nc; ci++) {
        todo.push(n.child(ci));
      }
    }
  }

  private static boolean pointValueOk(String v, BoardSize size, boolean move, SgfPropertyType type) {
    if (v.length() == 2) {
      int x = SgfValues.coordinate(v.charAt(0));
      int y = SgfValues.coordinate(v.charAt(1));
      if (x >= 0 && y >= 0 && x < size.width() && y < size.height()) {
        return true;
      }
    }
    if (move) {
      return v.isEmpty() || (v.equals("tt") && size.width() <= 19 && size.height() <= 19);
    }
    if (v.isEmpty()) {
      return type.valueType() == SgfPropertyType.ValueType.POINT_ELIST;
    }
    try {
      SgfValues.parsePointList(List.of(v), size);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

}
