package io.github.tengen.go.sgf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Locale;

/** Reading bytes within a limit, from regular files only: the one place where SGF input meets the file system. */
final class SgfFiles {
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
      return read(in, maxBytes, file.toString()); // the file may have grown since its size was read
    }
  }

  /** At most {@code maxBytes} bytes of a stream, to its end; more is an {@link SgfInputException}. */
  static byte[] read(InputStream in, long maxBytes, String name) throws IOException {
    int cap = (int) Math.min(maxBytes, Integer.MAX_VALUE - 16);
    byte[] bytes = in.readNBytes(cap);
    if (bytes.length == cap && in.read() >= 0) {
      throw tooLarge(name + " has more than " + String.format(Locale.ROOT, "%,d", cap) + " bytes", maxBytes);
    }
    return bytes;
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
