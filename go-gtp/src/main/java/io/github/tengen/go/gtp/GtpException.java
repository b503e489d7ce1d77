package io.github.tengen.go.gtp;

import java.util.Objects;
import java.util.OptionalInt;

/**
 * What went wrong talking to an engine: a failure it answered ({@code ? message}, classified by {@link #kind()}),
 * no answer in time, the engine's death, or an answer that is not GTP. Unchecked, and thrown by every
 * {@link GtpClient} call that did not succeed, so a rejected {@code play} can never pass unnoticed.
 *
 * <pre>{@code
 * try {
 *   engine.play(move);
 * } catch (GtpException e) {
 *   if (e.kind() == GtpException.Kind.ILLEGAL_MOVE) { ... }
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public final class GtpException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The kinds of failure. */
  public enum Kind {
    /** The engine answered {@code ? illegal move}. */
    ILLEGAL_MOVE,
    /** The engine answered {@code ? unknown command}. */
    UNKNOWN_COMMAND,
    /**
     * The engine answered {@code ? syntax error}, or a text engines use for one ({@code invalid color or coordinate},
     * {@code invalid color}, {@code invalid coordinate}, ...).
     */
    SYNTAX_ERROR,
    /** The engine answered {@code ? cannot undo}. */
    CANNOT_UNDO,
    /** The engine answered another failure; {@link #response()} has its text. */
    FAILURE,
    /** No answer within the timeout; the client is closed, since the next answer could belong to this command. */
    TIMEOUT,
    /** The engine's process ended or its output closed; {@link #exitCode()} and {@link #stderrTail()} tell more. */
    ENGINE_DIED,
    /** An answer that is not GTP: a wrong id, or a result the typed call cannot read. */
    PROTOCOL
  }

  /** The kind of failure. */
  private final Kind kind;
  /** The engine's failure text. */
  private final String response;
  /** The exit code of a dead engine, or -1. */
  private final int exitCode;
  /** The engine's last lines on standard error. */
  private final String stderrTail;

  GtpException(Kind kind, String message, String response, int exitCode, String stderrTail) {
    super(message);
    this.kind = Objects.requireNonNull(kind);
    this.response = response;
    this.exitCode = exitCode;
    this.stderrTail = stderrTail;
  }

  static GtpException failure(String command, String text) {
    return new GtpException(classify(text), "the engine answered \"" + command + "\" with \"? " + text + '"', text, -1,
        "");
  }

  static Kind classify(String text) {
    String t = text.trim().toLowerCase(java.util.Locale.ROOT);
    if (t.startsWith("illegal move")) {
      return Kind.ILLEGAL_MOVE;
    }
    if (t.startsWith("unknown command")) {
      return Kind.UNKNOWN_COMMAND;
    }
    if (t.startsWith("cannot undo")) {
      return Kind.CANNOT_UNDO;
    }
    if (t.startsWith("syntax error") || t.startsWith("invalid color") || t.startsWith("invalid coordinate")
        || t.startsWith("invalid vertex")) {
      return Kind.SYNTAX_ERROR;
    }
    return Kind.FAILURE;
  }

  /**
   * Returns the kind of failure.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * Returns the engine's failure text, without {@code ?} and the id.
   *
   * @return the text, or the empty string when the engine did not answer
   */
  public String response() {
    return response;
  }

  /**
   * Returns the exit code of an engine that died.
   *
   * @return the code, or empty if the engine did not die or its process is not known
   */
  public OptionalInt exitCode() {
    return exitCode < 0 ? OptionalInt.empty() : OptionalInt.of(exitCode);
  }

  /**
   * Returns the last lines the engine wrote to its standard error, for a dead engine.
   *
   * @return the lines, possibly empty
   */
  public String stderrTail() {
    return stderrTail;
  }
}
