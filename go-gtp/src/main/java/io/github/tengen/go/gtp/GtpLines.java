package io.github.tengen.go.gtp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The controller's lines, split on LF only (a CR is a control character that preprocessing deletes, as the
 * specification says: {@code 2 na\rme} is {@code name}), each at most {@link #MAX_LINE_BYTES} bytes: a longer
 * line is read to its end and dropped, so no input, however long its lines, holds more than that in memory.
 */
final class GtpLines {
  /**
   * The longest line kept, in bytes. The longest real command is a {@code gogui-setup} or {@code set_free_handicap}
   * of every point of a 25x25 board, under 4 KB; a 1 MiB line is no controller's.
   */
  static final int MAX_LINE_BYTES = 1 << 20;
  /** Bytes kept of a line that is too long: enough for its id, so that the error can name it. */
  private static final int KEPT_OF_LONG_LINE = 32;

  /** A line read: its text, or for a line that was too long its first bytes. */
  record Line(String text, boolean tooLong) {}

  private final InputStream in;
  private final int maxLineBytes;
  private final byte[] buffer = new byte[8192];
  private int pos;
  private int limit;
  private byte[] line = new byte[256];
  private int length;

  GtpLines(InputStream in) {
    this(in, MAX_LINE_BYTES);
  }

  GtpLines(InputStream in, int maxLineBytes) {
    this.in = in;
    this.maxLineBytes = maxLineBytes;
  }

  /**
   * The next line, without its LF; the last line may lack one.
   *
   * @return the line, or null at the end of the input
   */
  Line next() throws IOException {
    length = 0;
    long total = 0;
    while (true) {
      if (pos == limit) {
        limit = in.read(buffer, 0, buffer.length);
        pos = 0;
        if (limit <= 0) {
          limit = 0;
          return total == 0 ? null : finish(total);
        }
      }
      int start = pos;
      while (pos < limit && buffer[pos] != '\n') {
        pos++;
      }
      total += pos - start;
      keep(start, pos, total);
      if (pos < limit) {
        pos++; // the LF
        return finish(total);
      }
    }
  }

  private void keep(int from, int to, long total) {
    int room = (total > maxLineBytes ? KEPT_OF_LONG_LINE : maxLineBytes) - length;
    int n = Math.min(to - from, Math.max(room, 0));
    if (n <= 0) {
      return;
    }
    if (length + n > line.length) {
      line = Arrays.copyOf(line, Math.max(length + n, Math.min(line.length * 2, maxLineBytes)));
    }
    System.arraycopy(buffer, from, line, length, n);
    length += n;
  }

  private Line finish(long total) {
    boolean tooLong = total > maxLineBytes;
    String text = new String(line, 0, Math.min(length, tooLong ? KEPT_OF_LONG_LINE : length), StandardCharsets.UTF_8);
    if (line.length > 4096) {
      line = new byte[256]; // a long line's buffer is not kept for the short ones after it
    }
    return new Line(text, tooLong);
  }
}
