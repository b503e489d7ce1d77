package io.github.tengen.go.sgf;

import io.github.tengen.go.sgf.SgfWarning.Code;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The SGF grammar on bytes, iterative (an explicit stack of open trees, no recursion), one pass. Values are decoded
 * with the character set chosen beforehand. Lenient mode records warnings and reads on; strict mode throws at the
 * first problem that is not a note.
 */
final class SgfParser {
  /** Two-letter values (moves, points) and short identifiers are shared, not allocated for each occurrence. */
  private static final String[] PAIRS = new String[128 * 128];
  private static final String[] IDS = new String[27 * 27];

  static {
    for (int a = 'A'; a <= 'z'; a++) {
      for (int c = 'A'; c <= 'z'; c++) {
        if (Character.isLetter(a) && Character.isLetter(c)) {
          PAIRS[a * 128 + c] = "" + (char) a + (char) c;
        }
      }
    }
    for (int a = 0; a < 27; a++) {
      for (int c = 1; c < 27; c++) {
        IDS[a * 27 + c] = a == 0 ? "" + (char) ('A' + c - 1) : "" + (char) ('A' + a - 1) + (char) ('A' + c - 1);
      }
    }
  }

  private final byte[] b;
  private final int end;
  private final Charset charset;
  private final boolean asciiCompatibleFastPath;
  private final boolean strict;
  private final List<SgfWarning> warnings;
  /** For double-byte character sets whose second byte may be '\\' or ']': the bytes that begin a pair. */
  private final boolean[] leadBytes;
  private int i;
  private int lineNo = 1;
  private int lineStart;
  private boolean lowerCaseNoted;

  SgfParser(byte[] bytes, int start, Charset charset, boolean strict, List<SgfWarning> warnings) {
    this.b = bytes;
    this.i = start;
    this.lineStart = start;
    this.end = bytes.length;
    this.charset = charset;
    this.asciiCompatibleFastPath = charset.equals(StandardCharsets.UTF_8)
        || charset.equals(StandardCharsets.ISO_8859_1) || charset.equals(StandardCharsets.US_ASCII);
    this.strict = strict;
    this.warnings = warnings;
    this.leadBytes = leadBytes(charset);
  }

  /**
   * The lead bytes of the double-byte character sets of Go records (Shift_JIS, GBK/GB18030, Big5): their second
   * byte may be an ASCII '\\' or ']' (Shift_JIS writes ソ as 83 5C), which must not end or escape a value.
   */
  static boolean[] leadBytes(Charset cs) {
    String n = cs.name().toLowerCase(java.util.Locale.ROOT);
    int lo;
    int hi;
    boolean sjis = n.contains("shift_jis") || n.contains("31j") || n.contains("sjis") || n.contains("932");
    if (sjis) {
      lo = 0x81;
      hi = 0xFC;
    } else if (n.startsWith("gb") || n.contains("big5") || n.contains("936") || n.contains("950")) {
      lo = 0x81;
      hi = 0xFE;
    } else {
      return null;
    }
    boolean[] lead = new boolean[256];
    for (int k = lo; k <= hi; k++) {
      lead[k] = !sjis || k <= 0x9F || k >= 0xE0;
    }
    return lead;
  }

  // ------------------------------------------------------------------ problems

  private void problem(Code code, int line, int column, String message) {
    SgfWarning w = new SgfWarning(code, line, column, message);
    if (strict && !code.isNote()) {
      throw new SgfParseException(w);
    }
    warnings.add(w);
  }

  private void problemHere(Code code, String message) {
    problem(code, lineNo, column(i), message);
  }

  private int column(int at) {
    return at - lineStart + 1;
  }

  // ------------------------------------------------------------------ lexing helpers

  private static boolean isWhite(int c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0B;
  }

  private static boolean isLetter(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  /** Accounts for a line break at {@code at} (LF, or CR not followed by LF). */
  private void lineBreak(int at) {
    int c = b[at];
    if (c == '\n' || (c == '\r' && (at + 1 >= end || b[at + 1] != '\n'))) {
      lineNo++;
      lineStart = at + 1;
    }
  }

  private void skipWhite() {
    while (i < end) {
      int c = b[i];
      if (c == ' ' || c == '\t') {
        i++;
      } else if (c == '\n' || c == '\r') {
        lineBreak(i);
        i++;
      } else if (c == '\f' || c == 0x0B) {
        i++;
      } else {
        return;
      }
    }
  }

  /** The offset of the next byte that is not white space, from {@code at}, without moving. */
  private int peekPastWhite(int at) {
    while (at < end && isWhite(b[at])) {
      at++;
    }
    return at;
  }

  /** Whether {@code at} begins letters followed (after white space) by {@code [}. */
  private boolean identifierWithValueAt(int at) {
    int j = at;
    while (j < end && isLetter(b[j])) {
      j++;
    }
    if (j == at) {
      return false;
    }
    j = peekPastWhite(j);
    return j < end && b[j] == '[';
  }

  // ------------------------------------------------------------------ collection

  /** Parses every game tree; each root node is one game. */
  List<SgfNode> parseCollection() {
    List<SgfNode> roots = new ArrayList<>();
    boolean junkNoted = false;
    while (true) {
      skipWhite();
      if (i >= end) {
        break;
      }
      int c = b[i];
      if (c == '(' && treeStartsAt(i)) {
        parseTree(true, roots);
        junkNoted = false;
        continue;
      }
      if (!strict && (c == ';' || identifierWithValueAt(i))) {
        int j = c == ';' ? i + 1 : i;
        j = peekPastWhite(j);
        if (c != ';' || (j < end && (isLetter(b[j]) || b[j] == ';' || b[j] == '('))) {
          problemHere(Code.MISSING_OPEN_PARENTHESIS, "a game tree without '(': read as if it were there");
          parseTree(false, roots);
          continue;
        }
      }
      if (!junkNoted && !strict) {
        warnings.add(new SgfWarning(Code.JUNK, lineNo, column(i), "text outside a game tree: skipped"));
        junkNoted = true;
      }
      if (b[i] == '\n' || b[i] == '\r') {
        lineBreak(i);
      }
      i++;
    }
    if (roots.isEmpty()) {
      throw new SgfParseException(Code.NO_GAME, lineNo, column(Math.min(i, end)), "no SGF data found");
    }
    SgfWarning mended = warnings.stream().filter(w -> w.code() == Code.MISSING_OPEN_PARENTHESIS).findFirst()
        .orElse(null);
    if (mended != null && roots.stream().noneMatch(SgfParser::holdsAStone)) {
      throw new SgfParseException(Code.NO_GAME, mended.line(), mended.column(), "no game record: only text that"
          + " reads as SGF once mended (a tree without its parenthesis), and no move or stone on its main line");
    }
    return roots;
  }

  /** Whether a node of the tree's main line has a move or a setup stone: what makes a game record of text. */
  private static boolean holdsAStone(SgfNode root) {
    for (SgfNode n = root; ; n = n.child(0)) {
      for (String id : STONE_PROPERTIES) {
        if (n.has(id)) {
          return true;
        }
      }
      if (n.childCount() == 0) {
        return false;
      }
    }
  }

  /** The properties that put stones on a board. */
  private static final List<String> STONE_PROPERTIES = List.of("B", "W", "AB", "AW");

  /** Whether the {@code (} at {@code at} begins a tree: followed by {@code ;} (lenient: or a property, or a tree). */
  private boolean treeStartsAt(int at) {
    int j = peekPastWhite(at + 1);
    if (j < end && b[j] == ';') {
      return true;
    }
    if (strict) {
      return false;
    }
    while (j < end && b[j] == '(') { // nested trees without nodes: look past them, iteratively
      j = peekPastWhite(j + 1);
    }
    return j < end && (b[j] == ';' || identifierWithValueAt(j));
  }

  // ------------------------------------------------------------------ trees

  /** An open game tree: its node sequence so far and its finished variations. */
  private static final class Frame {
    final List<NodeBuilder> sequence = new ArrayList<>();
    final List<SgfNode> variations = new ArrayList<>();
    /** Opened without a '(' of its own: closed by its parent's ')' or by the end of the input. */
    final boolean implicit;
    final int line;
    final int column;

    Frame(boolean implicit, int line, int column) {
      this.implicit = implicit;
      this.line = line;
      this.column = column;
    }
  }

  /**
   * A node being read. Its properties are held as the node will hold them: none, one, or a list (a node of bare
   * moves costs one small object until its tree closes, which sets the memory needed to read a long game).
   */
  private static final class NodeBuilder {
    /** Past this many properties a node looks its identifiers up in a set: linear time for any node. */
    private static final int SCAN_LIMIT = 8;

    final int line;
    final int column;
    /** Null, one {@link SgfProperty}, or an {@code ArrayList} of them. */
    private Object properties;
    private java.util.Set<String> ids;

    NodeBuilder(int line, int column) {
      this.line = line;
      this.column = column;
    }

    /** Whether the node already has a property with this identifier. */
    boolean has(String id) {
      if (ids != null) {
        return ids.contains(id);
      }
      if (properties instanceof SgfProperty p) {
        return p.id().equals(id);
      }
      if (properties != null) {
        for (SgfProperty p : list()) {
          if (p.id().equals(id)) {
            return true;
          }
        }
      }
      return false;
    }

    void add(SgfProperty p) {
      if (properties == null) {
        properties = p;
        return;
      }
      if (properties instanceof SgfProperty first) {
        List<SgfProperty> l = new ArrayList<>(4);
        l.add(first);
        properties = l;
      }
      List<SgfProperty> l = list();
      l.add(p);
      if (ids != null) {
        ids.add(p.id());
      } else if (l.size() > SCAN_LIMIT) {
        ids = new java.util.HashSet<>();
        l.forEach(q -> ids.add(q.id()));
      }
    }

    /** What {@link SgfNode} takes: null, one property, or an array. */
    Object build() {
      return properties instanceof List<?> ? list().toArray(new SgfProperty[0]) : properties;
    }

    @SuppressWarnings("unchecked")
    private List<SgfProperty> list() {
      return (List<SgfProperty>) properties;
    }
  }

  private void parseTree(boolean paren, List<SgfNode> roots) {
    List<Frame> stack = new ArrayList<>();
    if (paren) {
      stack.add(new Frame(false, lineNo, column(i)));
      i++;
    } else {
      stack.add(new Frame(true, lineNo, column(i)));
    }
    while (!stack.isEmpty()) {
      skipWhite();
      Frame top = stack.get(stack.size() - 1);
      if (i >= end) {
        boolean onlyImplicitRoot = stack.size() == 1 && top.implicit;
        if (!onlyImplicitRoot) {
          problemHere(Code.UNEXPECTED_END, "unexpected end of SGF data: " + openTrees(stack)
              + " closed");
        }
        while (!stack.isEmpty()) {
          close(stack, roots);
        }
        return;
      }
      int c = b[i];
      switch (c) {
        case ';' -> {
          if (!top.variations.isEmpty()) {
            problemHere(Code.NODE_AFTER_VARIATIONS, "unexpected node after the variations: read as one more"
                + " variation");
            stack.add(new Frame(true, lineNo, column(i)));
            top = stack.get(stack.size() - 1);
          }
          NodeBuilder node = new NodeBuilder(lineNo, column(i));
          i++;
          parseProperties(node);
          top.sequence.add(node);
        }
        case '(' -> {
          int j = peekPastWhite(i + 1);
          if (j < end && b[j] == ')') {
            problemHere(Code.EMPTY_TREE, "empty sequence '()': dropped");
            while (i <= j) {
              if (b[i] == '\n' || b[i] == '\r') {
                lineBreak(i);
              }
              i++;
            }
          } else {
            if (j < end && b[j] == '(') {
              problemHere(Code.EMPTY_TREE, "empty sequence: a tree without nodes before its variations");
            }
            stack.add(new Frame(false, lineNo, column(i)));
            i++;
          }
        }
        case ')' -> {
          if (top.implicit && stack.size() > 1) {
            close(stack, roots); // the implicit frame ends with its parent; then the parent
            continue;
          }
          if (top.implicit) {
            // a ')' that no '(' opened, at the end of a tree that had none: the tree ends here
            close(stack, roots);
            i++;
            continue;
          }
          close(stack, roots);
          i++;
        }
        case '[' -> {
          problemHere(Code.VALUE_WITHOUT_PROPERTY, "unexpected value without a property identifier: dropped");
          skipValue();
        }
        default -> {
          if (isLetter(c)) {
            if (top.sequence.isEmpty()) {
              problemHere(Code.MISSING_SEMICOLON, "property value outside a node: read as a node");
            } else {
              problemHere(Code.NODE_AFTER_VARIATIONS, "property value outside a node after the variations: read"
                  + " as one more variation");
              stack.add(new Frame(true, lineNo, column(i)));
              top = stack.get(stack.size() - 1);
            }
            NodeBuilder node = new NodeBuilder(lineNo, column(i));
            parseProperties(node);
            top.sequence.add(node);
          } else {
            problemHere(Code.JUNK, "unexpected character '" + printable(c) + "' in a game tree: skipped");
            i++;
          }
        }
      }
    }
  }

  private static String openTrees(List<Frame> stack) {
    Frame f = stack.get(stack.size() - 1);
    return stack.size() == 1 ? "the tree opened at " + f.line + ":" + f.column + " was"
        : stack.size() + " open trees were";
  }

  private static String printable(int c) {
    c &= 0xff;
    return c >= 0x20 && c < 0x7f ? String.valueOf((char) c) : String.format("\\x%02X", c);
  }

  /** Closes the innermost frame: builds its nodes, hands the subtree to the parent (or the collection). */
  private void close(List<Frame> stack, List<SgfNode> roots) {
    Frame f = stack.remove(stack.size() - 1);
    List<SgfNode> built;
    if (f.sequence.isEmpty()) {
      built = f.variations; // a tree without nodes (reported when opened): its variations take its place
    } else {
      Object kids = f.variations.isEmpty() ? null : f.variations.size() == 1 ? f.variations.get(0)
          : f.variations.toArray(new SgfNode[0]);
      SgfNode node = null;
      for (int k = f.sequence.size() - 1; k >= 0; k--) {
        NodeBuilder nb = f.sequence.get(k);
        f.sequence.set(k, null); // let the builders go as the nodes are made
        node = new SgfNode(nb.build(), kids, nb.line, nb.column);
        kids = node;
      }
      built = List.of(node);
    }
    if (stack.isEmpty()) {
      roots.addAll(built);
    } else {
      stack.get(stack.size() - 1).variations.addAll(built);
    }
  }

  private void skipValue() {
    i++; // '['
    while (i < end) {
      int c = b[i];
      if (c < 0 && leadBytes != null && leadBytes[c & 0xff]) {
        i += 2;
        continue;
      }
      if (c == '\\') {
        i++;
        if (i < end && (b[i] == '\n' || b[i] == '\r')) {
          lineBreak(i);
        }
      } else if (c == ']') {
        i++;
        return;
      } else if (c == '\n' || c == '\r') {
        lineBreak(i);
      }
      i++;
    }
  }

  // ------------------------------------------------------------------ nodes and properties

  private void parseProperties(NodeBuilder node) {
    while (true) {
      skipWhite();
      if (i >= end || !isLetter(b[i])) {
        return;
      }
      int idLine = lineNo;
      int idColumn = column(i);
      String id = readIdentifier(idLine, idColumn);
      skipWhite();
      if (i >= end || b[i] != '[') {
        problem(Code.PROPERTY_WITHOUT_VALUE, idLine, idColumn,
            "property with no values: " + (id.isEmpty() ? "identifier" : id) + " dropped");
        continue;
      }
      List<String> values = null;
      String single = null;
      while (i < end && b[i] == '[') {
        String v = readValue();
        if (single == null && values == null) {
          single = v;
        } else {
          if (values == null) {
            values = new ArrayList<>(4);
            values.add(single);
          }
          values.add(v);
        }
        skipWhite();
      }
      if (id.isEmpty()) {
        continue;
      }
      if (node.has(id)) {
        problem(Code.DUPLICATE_PROPERTY, idLine, idColumn, "property " + id + " repeated in one node: both kept");
      }
      node.add(values == null ? SgfProperty.single(id, single) : SgfProperty.trusted(id, List.copyOf(values)));
    }
  }

  private String readIdentifier(int idLine, int idColumn) {
    int start = i;
    int upper = 0;
    int lower = 0;
    while (i < end && isLetter(b[i])) {
      if (b[i] >= 'a') {
        lower++;
      } else {
        upper++;
      }
      i++;
    }
    if (lower == 0) {
      int len = i - start;
      if (len == 1) {
        return IDS[b[start] - 'A' + 1];
      }
      if (len == 2) {
        return IDS[(b[start] - 'A' + 1) * 27 + (b[start + 1] - 'A' + 1)];
      }
      return new String(b, start, len, StandardCharsets.US_ASCII);
    }
    StringBuilder sb = new StringBuilder(upper);
    for (int k = start; k < i; k++) {
      if (b[k] <= 'Z') {
        sb.append((char) b[k]);
      }
    }
    String id = sb.toString();
    String written = new String(b, start, i - start, StandardCharsets.US_ASCII);
    if (id.isEmpty()) {
      problem(Code.PROPERTY_WITHOUT_VALUE, idLine, idColumn,
          "identifier '" + written + "' has no upper-case letter: property dropped");
    } else if (!lowerCaseNoted) {
      lowerCaseNoted = true;
      problem(Code.LOWER_CASE_IDENTIFIER, idLine, idColumn, "old-style identifier '" + written + "' read as " + id
          + " (lower-case letters dropped; noted once per file)");
    }
    return id;
  }

  /** Reads one value at '['; returns it raw (escapes kept), decoded with the character set. */
  private String readValue() {
    int openLine = lineNo;
    int openColumn = column(i);
    i++; // '['
    int start = i;
    while (i < end) {
      int c = b[i];
      if (c == ']') {
        break;
      }
      if (c == '\\') {
        i++;
        if (i >= end) {
          break;
        }
        c = b[i];
      } else if (c < 0 && leadBytes != null && leadBytes[c & 0xff]) {
        i += 2; // a double-byte character: its second byte is not syntax
        continue;
      }
      if (c == '\n' || c == '\r') {
        lineBreak(i);
      }
      i++;
    }
    int stop = Math.min(i, end);
    if (i >= end) {
      problem(Code.UNEXPECTED_END, openLine, openColumn, "unexpected end of SGF data inside a value: the value"
          + " runs to the end");
    } else {
      i++; // ']'
    }
    String raw = decode(start, stop);
    if (!SgfValues.isRawValue(raw)) {
      // a lone backslash cut by the end of input, or a broken double-byte character whose second byte was ']'
      raw = repair(raw);
      problem(Code.MALFORMED_TEXT, openLine, openColumn, "a value with a broken character before ']' or a"
          + " trailing '\\': escaped");
    }
    return raw;
  }

  /** Escapes every unescaped ']' and drops a lone backslash at the end, so the value is raw again. */
  static String repair(String raw) {
    StringBuilder sb = new StringBuilder(raw.length() + 4);
    for (int k = 0; k < raw.length(); k++) {
      char c = raw.charAt(k);
      if (c == '\\') {
        if (k + 1 < raw.length()) {
          sb.append(c).append(raw.charAt(++k));
        }
      } else {
        if (c == ']') {
          sb.append('\\');
        }
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private String decode(int start, int stop) {
    int len = stop - start;
    if (len == 2) {
      int x = b[start];
      int y = b[start + 1];
      if (x > 0 && y > 0) {
        String s = PAIRS[x * 128 + y];
        if (s != null) {
          return s;
        }
      }
    } else if (len == 0) {
      return "";
    }
    if (asciiCompatibleFastPath) {
      boolean ascii = true;
      for (int k = start; k < stop; k++) {
        if (b[k] < 0) {
          ascii = false;
          break;
        }
      }
      if (ascii) {
        return new String(b, start, len, StandardCharsets.ISO_8859_1);
      }
    }
    return new String(b, start, len, charset);
  }
}
