package io.github.tengen.go.sgf;

import java.io.IOException;
import java.util.Objects;

/**
 * Input that an {@link SgfReader} refuses before parsing: not a regular file (a FIFO, a device, a folder), or more
 * bytes than the reader's limit. Either is refused without reading more than the limit, so no input can hang the
 * reader or exhaust memory.
 *
 * @since 0.1.0
 */
public final class SgfInputException extends IOException {
  private static final long serialVersionUID = 1L;

  /**
   * Why the input was refused.
   *
   * @since 0.1.0
   */
  public enum Reason {
    /** The path names a FIFO, a device, a socket or a folder: reading it could block forever or never end. */
    NOT_A_REGULAR_FILE,
    /** The input holds more bytes than the reader's limit ({@link SgfReader#maxBytes()}). */
    TOO_LARGE
  }

  /** Why the input was refused. */
  private final Reason reason;

  SgfInputException(Reason reason, String message) {
    super(message);
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Returns why the input was refused.
   *
   * @return the reason
   */
  public Reason reason() {
    return reason;
  }
}
