package io.github.tengen.go.sgf;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.sgf.SgfWarning.Code;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.Objects;

/**
 * Reads SGF (FF[1] to FF[4]) into an {@link SgfCollection}. Readers are immutable and thread-safe.
 *
 * <p>The {@linkplain #lenient() lenient} reader reads every file it can: it collects each problem as an
 * {@link SgfWarning} with line, column and a code, assumes what viewers assume (a missing {@code (} or {@code ;},
 * an unclosed tree closed at the end, junk skipped, a duplicate property kept), and goes on. The
 * {@linkplain #strict() strict} reader throws an {@link SgfParseException} at the first problem. Both throw
 * {@code SgfParseException} when there is no game tree at all or the bytes are not text; no other exception escapes
 * for any input (reading a file or stream also throws {@link java.io.IOException}, an {@link SgfInputException}
 * for input over the limit or not a regular file).
 *
 * <p>The parser works on bytes, iteratively: nesting of any depth works. A file of bare moves is held in about 5.3
 * times its size (each 6-byte node {@code ;B[dd]} is one 32-byte object, move properties shared) and read with a heap
 * of about 7.5 times its size, the bytes included (measured on JDK 17 with compressed pointers: 106 MB retained for a
 * 20 MB file of 3.3 million moves, read with {@code -Xmx150m}). Files and streams are read up to {@link #maxBytes()}
 * (64 MiB unless set), and only regular files are opened. The lenient reader keeps the first 1,000 warnings of each
 * kind in a file and counts the rest in a {@link SgfWarning.Code#TOO_MANY_WARNINGS} for that kind; bytes that are
 * binary rather than text (an image, random data) are an {@link SgfWarning.Code#NOT_SGF} error. Old identifiers with
 * lower-case letters ({@code AddBlack}) are read as their upper-case letters ({@code AB}). Values are kept raw (see
 * {@link SgfProperty}).
 *
 * <p>Character set: a byte-order mark wins; then UTF-16 recognised by its zero bytes; then {@code CA} of the
 * first game if the bytes are valid in it (if they are not, but are valid UTF-8, UTF-8); then valid UTF-8; then the
 * legacy encodings of Go records (GB18030, Big5, Shift_JIS, EUC-KR, Windows-1251), scored by how plausible their
 * text is; then mostly-valid UTF-8 with the broken bytes replaced; finally Windows-1252 or ISO-8859-1. Reading
 * never fails on a character set; {@link SgfCollection#charset()} tells which was used and a warning how it was
 * chosen.
 *
 * <p>Other formats: Tygem's GIB, WBaduk's NGF (its current form and the older one with {@code GI} lines) and
 * Pandanet's UGF and UGI, recognised by their content (not their file name), in the same character sets, are read as
 * one game and written as SGF: players and ranks, komi, handicap on the fixed points, date, result (Tygem's result
 * codes, WBaduk's English and Chinese sentences, Pandanet's {@code Winner}), time where the file has it, moves and
 * UGI's review comments; a {@link SgfWarning.Code#CONVERTED} note says which format it was. A line that cannot be
 * read is a warning with its line (lenient) or an {@link SgfParseException} (strict). docs/sgf.md lists what each
 * field becomes.
 *
 * <pre>{@code
 * SgfCollection c = SgfReader.lenient().read("(;GM[1]FF[4]SZ[9];B[ee];W[cc])");
 * Position end = c.game().replay().finalPosition();
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SgfReader {
  /**
   * The default limit on the bytes of a file or stream: far above any real record (the largest in our corpora is
   * under 1 MB; a 1,000-game collection is a few MB), and low enough that a reader on a small heap survives it.
   */
  private static final long DEFAULT_MAX_BYTES = 64L << 20;

  private static final SgfReader LENIENT = new SgfReader(false, null, DEFAULT_MAX_BYTES);
  private static final SgfReader STRICT = new SgfReader(true, null, DEFAULT_MAX_BYTES);

  private final boolean strict;
  private final Charset charset;
  private final long maxBytes;

  private SgfReader(boolean strict, Charset charset, long maxBytes) {
    this.strict = strict;
    this.charset = charset;
    this.maxBytes = maxBytes;
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
    return new SgfReader(strict, Objects.requireNonNull(charset, "charset"), maxBytes);
  }

  /**
   * Returns a reader like this one that refuses files and streams of more than {@code maxBytes} bytes (64 MiB by
   * default) with an {@link SgfInputException}. Text and byte arrays given whole are not limited: the caller holds
   * them already.
   *
   * @param maxBytes the most bytes read from a file or stream
   * @return the reader
   * @throws IllegalArgumentException if {@code maxBytes} is negative
   */
  public SgfReader withMaxBytes(long maxBytes) {
    if (maxBytes < 0) {
      throw new IllegalArgumentException("maxBytes is negative: " + maxBytes);
    }
    return new SgfReader(strict, charset, maxBytes);
  }

  /**
   * Returns the most bytes this reader reads from a file or stream.
   *
   * @return the limit, 64 MiB unless {@link #withMaxBytes} set another
   */
  public long maxBytes() {
    return maxBytes;
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
   * Reads a file (a symbolic link is followed). Only a regular file is opened: a FIFO or a device is refused at
   * once, so reading never blocks on one; nor is more than {@link #maxBytes()} read.
   *
   * @param file the file
   * @return the games
   * @throws SgfInputException if the file is not a regular file or holds more than {@link #maxBytes()} bytes
   * @throws IOException if the file can not be read
   * @throws SgfParseException if there is no game, or (strict) at the first problem
   */
  public SgfCollection read(Path file) throws IOException {
    return read(readBytes(file));
  }

  /**
   * Reads a file's bytes as {@link #read(Path)} does, without parsing them: for callers that keep the bytes, such
   * as {@link SgfCheck#check}.
   *
   * @param file the file
   * @return its bytes
   * @throws SgfInputException if the file is not a regular file or holds more than {@link #maxBytes()} bytes
   * @throws IOException if the file can not be read
   */
  public byte[] readBytes(Path file) throws IOException {
    return SgfFiles.read(Objects.requireNonNull(file, "file"), maxBytes);
  }

  /**
   * Reads a stream to its end, or until more than {@link #maxBytes()} bytes came; the stream is not closed.
   *
   * @param in the stream
   * @return the games
   * @throws SgfInputException if the stream holds more than {@link #maxBytes()} bytes
   * @throws IOException if the stream can not be read
   * @throws SgfParseException if there is no game, or (strict) at the first problem
   */
  public SgfCollection read(InputStream in) throws IOException {
    return read(SgfFiles.read(Objects.requireNonNull(in, "in"), maxBytes, "the stream"));
  }

  /**
   * Reads text that is already decoded ({@code CA} is ignored). Text is taken as text: control characters in it
   * are read as any other (only bytes are judged {@link SgfWarning.Code#NOT_SGF binary}).
   *
   * @param text the SGF text
   * @return the games
   * @throws SgfParseException if there is no game, or (strict) at the first problem
   */
  public SgfCollection read(String text) {
    Objects.requireNonNull(text, "text");
    return parse(text.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8, false);
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
    return parse(bytes, charset, true);
  }

  /** Parses; {@code bytesGiven}: the input came as bytes, so it may be binary rather than text. */
  private SgfCollection parse(byte[] bytes, Charset given, boolean bytesGiven) {
    CappedList<SgfWarning> warnings = new CappedList<>(SgfWarning::code);
    SgfCharsets.Decision d = SgfCharsets.decide(bytes, given, warnings);
    int binary = bytesGiven ? SgfCharsets.binaryAt(d) : -1;
    if (binary >= 0) {
      throw notText(d.bytes(), d.start(), binary);
    }
    if (strict) {
      for (SgfWarning w : warnings) {
        if (!w.code().isNote()) {
          throw new SgfParseException(w);
        }
      }
    }
    if (ForeignFormat.mayBe(d.bytes(), d.start())) {
      Optional<SgfCollection> foreign = foreign(d, warnings);
      if (foreign.isPresent()) {
        return foreign.get();
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
    warnings.addSummaries((kind, sentence) -> new SgfWarning(Code.TOO_MANY_WARNINGS, 0, 0, sentence));
    return SgfCollection.read(games, d.original(), warnings);
  }

  /** A record of another format, written as SGF; empty if the text is none of them. */
  private Optional<SgfCollection> foreign(SgfCharsets.Decision d, CappedList<SgfWarning> warnings) {
    String text = new String(d.bytes(), d.start(), d.bytes().length - d.start(), d.charset());
    String[] lines = ForeignFormat.lines(text);
    Optional<ForeignFormat> format = ForeignFormat.of(text, lines);
    if (format.isEmpty()) {
      return Optional.empty();
    }
    warnings.add(new SgfWarning(Code.CONVERTED, 1, 1, "read as " + format.get().description() + " and written as"
        + " SGF"));
    SgfGame game = format.get().convert(lines, (code, line, message) -> report(new SgfWarning(code, line, 1,
        message), warnings));
    checkValues(game, warnings);
    warnings.addSummaries((kind, sentence) -> new SgfWarning(Code.TOO_MANY_WARNINGS, 0, 0, sentence));
    return Optional.of(SgfCollection.read(List.of(game), d.original(), warnings));
  }

  /** The error for binary bytes, at the first control byte. */
  private static SgfParseException notText(byte[] b, int start, int at) {
    int line = 1;
    int lineStart = start;
    for (int k = start; k < at; k++) {
      if (b[k] == '\n' || (b[k] == '\r' && (k + 1 >= b.length || b[k + 1] != '\n'))) {
        line++;
        lineStart = k + 1;
      }
    }
    return new SgfParseException(Code.NOT_SGF, line, at - lineStart + 1, String.format(java.util.Locale.ROOT,
        "binary data, not SGF text: byte 0x%02X, and more control bytes than any text file holds (an image,"
        + " an archive, random bytes?)", b[at] & 0xff));
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
      SgfValues.corners(v, size);
      return true;
    } catch (IllegalArgumentException e) {
      return false;
    }
  }

}
