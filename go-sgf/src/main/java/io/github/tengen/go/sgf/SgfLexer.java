package io.github.tengen.go.sgf;

/**
 * The tokens of SGF on bytes: {@code (}, {@code )}, {@code ;}, identifiers (letters) and values ({@code [...]} with
 * escapes), white space between them skipped. Used to find the declared character set before parsing, and as the
 * reference for the token grammar (the parser reads the same tokens with its own recovery rules).
 */
final class SgfLexer {
  static final int END = 0;
  static final int OPEN = 1;
  static final int CLOSE = 2;
  static final int SEMICOLON = 3;
  static final int IDENTIFIER = 4;
  static final int VALUE = 5;
  /** A byte that begins no token, or a value that is never closed. */
  static final int ERROR = 6;

  private final byte[] b;
  private final int end;
  private int i;
  /** Where the last token began and ended (for a value: after {@code [} and at {@code ]}). */
  int start;
  int stop;

  SgfLexer(byte[] bytes, int from) {
    this.b = bytes;
    this.end = bytes.length;
    this.i = from;
  }

  /** Where the lexer stands: after the last token (before the white space that follows it). */
  int position() {
    return i;
  }

  /** Moves to the first {@code (} followed (after white space) by {@code ;}; false if there is none. */
  boolean findGameStart() {
    for (int k = i; k < end; k++) {
      if (b[k] == '(') {
        int j = k + 1;
        while (j < end && isWhite(b[j])) {
          j++;
        }
        if (j < end && b[j] == ';') {
          i = k;
          return true;
        }
      }
    }
    return false;
  }

  static boolean isWhite(int c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0B;
  }

  static boolean isLetter(int c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  }

  /** Reads the next token; on {@link #ERROR} or {@link #END} the position stays before the white space. */
  int next() {
    int j = i;
    while (j < end && isWhite(b[j])) {
      j++;
    }
    if (j >= end) {
      return END;
    }
    int c = b[j];
    start = j;
    switch (c) {
      case '(':
        i = stop = j + 1;
        return OPEN;
      case ')':
        i = stop = j + 1;
        return CLOSE;
      case ';':
        i = stop = j + 1;
        return SEMICOLON;
      case '[': {
        int k = j + 1;
        while (k < end && b[k] != ']') {
          k += b[k] == '\\' ? 2 : 1;
        }
        if (k >= end) {
          return ERROR;
        }
        start = j + 1;
        stop = k;
        i = k + 1;
        return VALUE;
      }
      default:
        if (isLetter(c)) {
          int k = j;
          while (k < end && isLetter(b[k])) {
            k++;
          }
          i = stop = k;
          return IDENTIFIER;
        }
        return ERROR;
    }
  }

  /**
   * Tokenises one game tree from {@code from}: from the first {@code (;} to the {@code )} that closes it, or to the
   * first byte that begins no token.
   *
   * @return the number of tokens and the offset where tokenising stopped
   */
  static int[] tokenise(byte[] bytes, int from) {
    SgfLexer lx = new SgfLexer(bytes, from);
    if (!lx.findGameStart()) {
      return new int[] {0, 0};
    }
    int count = 0;
    int depth = 0;
    while (true) {
      int t = lx.next();
      if (t == END || t == ERROR) {
        return new int[] {count, lx.position()};
      }
      count++;
      if (t == OPEN) {
        depth++;
      } else if (t == CLOSE && --depth == 0) {
        return new int[] {count, lx.position()};
      }
    }
  }
}
