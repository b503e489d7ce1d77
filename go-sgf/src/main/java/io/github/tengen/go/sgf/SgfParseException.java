package io.github.tengen.go.sgf;

/**
 * Thrown when SGF text can not be read: by the strict reader at the first problem, by both readers when there is no
 * game tree at all. It is the only exception reading throws for bad input (besides {@link java.io.IOException} for
 * the input itself).
 *
 * @since 0.1.0
 */
public final class SgfParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;
  /** The kind of problem. */
  private final SgfWarning.Code code;
  /** The line of the problem, from 1. */
  private final int line;
  /** The column of the problem in bytes, from 1. */
  private final int column;

  SgfParseException(SgfWarning.Code code, int line, int column, String message) {
    super(line + ":" + column + ": " + message);
    this.code = code;
    this.line = line;
    this.column = column;
  }

  SgfParseException(SgfWarning w) {
    this(w.code(), w.line(), w.column(), w.message());
  }

  /**
   * Returns the kind of problem.
   *
   * @return the code
   */
  public SgfWarning.Code code() {
    return code;
  }

  /**
   * Returns the line of the problem, from 1.
   *
   * @return the line
   */
  public int line() {
    return line;
  }

  /**
   * Returns the column of the problem in bytes, from 1.
   *
   * @return the column
   */
  public int column() {
    return column;
  }
}
