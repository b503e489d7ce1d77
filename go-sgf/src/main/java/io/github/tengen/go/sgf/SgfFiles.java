package io.github.tengen.go.sgf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Arrays;
import java.util.Locale;

/** Reading bytes within a limit, from regular files only: the one place where SGF input meets the file system. */
final class SgfFiles {
  /** The first buffer of a stream of unknown length: most SGF files fit in it, and it doubles from there. */
  private static final int FIRST_BUFFER = 64 * 1024;

  private SgfFiles() {}

  /**
   * The bytes of a regular file (links followed), at most {@code maxBytes} of them.
   *
   * @throws SgfInputException if the path is not a regular file or holds more than {@code maxBytes} bytes
   * @throws IOException if it cannot be read
   */
  static byte[] read(Path file, long maxBytes) throws IOException {
    BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
    if (!a.isRegularFile()) {
      throw new SgfInputException(SgfInputException.Reason.NOT_A_REGULAR_FILE, file + " is " + kind(a)
          + ", not a regular file: not read");
    }
    if (a.size() > maxBytes) {
      throw tooLarge(file + " has " + String.format(Locale.ROOT, "%,d", a.size()) + " bytes", maxBytes);
    }
    try (InputStream in = Files.newInputStream(file)) {
      return read(in, maxBytes, file.toString(), a.size()); // the file may have grown since its size was read
    }
  }

  /** At most {@code maxBytes} bytes of a stream, to its end; more is an {@link SgfInputException}. */
  static byte[] read(InputStream in, long maxBytes, String name) throws IOException {
    return read(in, maxBytes, name, 0);
  }

  /**
   * At most {@code maxBytes} bytes of a stream, to its end, into an array of {@code expected} bytes (the file's size)
   * that grows only if the stream has more; more than {@code maxBytes} is an {@link SgfInputException}.
   */
  private static byte[] read(InputStream in, long maxBytes, String name, long expected) throws IOException {
    int cap = (int) Math.min(maxBytes, Integer.MAX_VALUE - 16);
    byte[] bytes = new byte[(int) Math.min(expected, cap)];
    int n = 0;
    while (true) {
      if (n == bytes.length) {
        int next = in.read();
        if (next < 0) {
          return bytes;
        }
        if (n == cap) {
          throw tooLarge(name + " has more than " + String.format(Locale.ROOT, "%,d", cap) + " bytes", maxBytes);
        }
        bytes = Arrays.copyOf(bytes, (int) Math.min(Math.max(2L * n, FIRST_BUFFER), cap));
        bytes[n++] = (byte) next;
      }
      int r = in.read(bytes, n, bytes.length - n);
      if (r < 0) {
        return Arrays.copyOf(bytes, n);
      }
      n += r;
    }
  }

  private static SgfInputException tooLarge(String what, long maxBytes) {
    return new SgfInputException(SgfInputException.Reason.TOO_LARGE, String.format(Locale.ROOT,
        "%s, over the limit of %,d", what, maxBytes));
  }

  private static String kind(BasicFileAttributes a) {
    if (a.isDirectory()) {
      return "a folder";
    }
    return a.isOther() ? "a FIFO, device or socket" : "not a file";
  }
}
