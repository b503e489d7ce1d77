package io.github.tengen.go.sgf;

import java.util.Objects;

/**
 * A problem the lenient reader found in a file and read past, with where it is and what was assumed. The strict
 * reader throws an {@link SgfParseException} with the same code instead (except for the notes that
 * {@link Code#isNote()} marks, which it records too).
 *
 * @param code what kind of problem
 * @param line the line, from 1 (0 when the problem concerns the whole file)
 * @param column the column in bytes, from 1 (0 when the problem concerns the whole file)
 * @param message what was wrong and what the reader did
 * @since 0.1.0
 */
public record SgfWarning(Code code, int line, int column, String message) {

  /**
   * Checks the parts.
   *
   * @param code what kind of problem
   * @param line the line, from 1 (0 for the whole file)
   * @param column the column in bytes, from 1 (0 for the whole file)
   * @param message what was wrong and what the reader did
   * @throws NullPointerException if the code or message is null
   */
  public SgfWarning {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
  }

  /** Returns {@code line:column: message (CODE)}. */
  @Override
  public String toString() {
    return line + ":" + column + ": " + message + " (" + code + ")";
  }

  /**
   * The kinds of problem in SGF text.
   *
   * @since 0.1.0
   */
  public enum Code implements SgfCheck.Code {
    /**
     * No game tree at all in the input (an error in both modes), or (lenient) only text that reads as trees once
     * mended (a tree begun without its parenthesis) and whose main lines hold no move and no stone: a README, a web
     * page.
     */
    NO_GAME,
    /**
     * Binary data, not text: an image, an archive or random bytes renamed {@code .sgf} (an error in both modes,
     * so junk is never read as games).
     */
    NOT_SGF,
    /**
     * More warnings of one kind than the reader keeps for one file (the first 1,000 of each kind); this one says how
     * many of which kind were dropped.
     */
    TOO_MANY_WARNINGS,
    /** Text outside the game trees that is not white space; skipped. */
    JUNK,
    /** A game tree begins without {@code (} (such as {@code ;B[aa]...}); read as if it were there. */
    MISSING_OPEN_PARENTHESIS,
    /** A tree begins without {@code ;} (such as {@code (B[aa])}); read as if it were there. */
    MISSING_SEMICOLON,
    /** The input ends inside a tree or value; everything read so far is kept and closed. */
    UNEXPECTED_END,
    /** A property identifier without a value ({@code ;B;W[aa]}); the identifier is dropped. */
    PROPERTY_WITHOUT_VALUE,
    /** A value without an identifier ({@code ;[aa]}); dropped. */
    VALUE_WITHOUT_PROPERTY,
    /** A tree without nodes ({@code ()}); dropped, its variations kept. */
    EMPTY_TREE,
    /** A node after the variations of a tree; read as one more variation. */
    NODE_AFTER_VARIATIONS,
    /** The same identifier twice in one node; both kept in order. */
    DUPLICATE_PROPERTY,
    /** A point or move that is not on the board; kept as written. */
    BAD_POINT,
    /**
     * A value that is not of its property's type ({@link SgfPropertyType}), such as {@code KM[abc]} or
     * {@code HA[two]}; kept as written (accessors read it as absent).
     */
    BAD_VALUE,
    /** The game is not Go ({@code GM} other than 1); its points are not checked. */
    NOT_GO,
    /** A board size {@code SZ} that can not be read or is outside 1..52; 19x19 assumed. */
    BAD_SIZE,
    /** Old-style identifiers with lower-case letters ({@code AddBlack}); the lower-case letters were dropped. */
    LOWER_CASE_IDENTIFIER,
    /** The declared character set {@code CA} is unknown or does not fit the bytes; what was used instead. */
    CHARSET,
    /** Bytes that are not valid in the character set used; replaced by U+FFFD. */
    MALFORMED_TEXT,
    /** The character set was detected, not declared; which one. */
    CHARSET_DETECTED,
    /**
     * The file is not SGF but a record of another format (Tygem's GIB, WBaduk's NGF, Pandanet's UGF or UGI), read
     * and written as SGF; which one.
     */
    CONVERTED;

    /**
     * Tells whether this code is a note about how the file was read rather than a fault: the strict reader records
     * notes and does not throw for them.
     *
     * @return true for {@link #LOWER_CASE_IDENTIFIER}, {@link #CHARSET_DETECTED} and {@link #CONVERTED}
     */
    public boolean isNote() {
      return this == LOWER_CASE_IDENTIFIER || this == CHARSET_DETECTED || this == CONVERTED;
    }

    /** {@link SgfCheck.Kind#PARSE}. */
    @Override
    public SgfCheck.Kind kind() {
      return SgfCheck.Kind.PARSE;
    }

    /**
     * {@code NOTE} for a {@linkplain #isNote() note} and for {@link #TOO_MANY_WARNINGS} (a count of dropped warnings:
     * the kept ones carry their own severity), {@code ERROR} for {@link #NOT_SGF}, else {@code WARNING}.
     */
    @Override
    public SgfCheck.Severity severity() {
      if (this == NOT_SGF) {
        return SgfCheck.Severity.ERROR;
      }
      return isNote() || this == TOO_MANY_WARNINGS ? SgfCheck.Severity.NOTE : SgfCheck.Severity.WARNING;
    }
  }
}
