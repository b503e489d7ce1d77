package io.github.tengen.go.cli;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/** Output files written whole or not at all. */
final class Outputs {
  private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

  private Outputs() {}

  /**
   * Writes a file through a temporary file beside it, moved into place when complete: a reader never sees half a
   * file, and a failure leaves the old file (or none).
   *
   * @param target the file
   * @param bytes its content
   * @throws Tengen.Failure (exit 3) if it cannot be written
   */
  static void writeAtomically(Path target, byte[] bytes) {
    Path abs = target.toAbsolutePath();
    Path dir = abs.getParent();
    Path tmp = null;
    try {
      if (dir != null) {
        Files.createDirectories(dir);
      }
      // created as any new file is (mode 0666 less the umask), not as a private temporary file (0600)
      tmp = abs.resolveSibling("." + abs.getFileName() + "." + Long.toHexString(RANDOM.nextLong()) + ".part");
      Files.write(tmp, bytes, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
      try {
        Files.move(tmp, abs, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING);
      }
      tmp = null;
    } catch (IOException e) {
      throw new Tengen.Failure(Tengen.FAILURE, "cannot write " + target + ": " + FileWalker.why(e), e);
    } finally {
      if (tmp != null) {
        try {
          Files.deleteIfExists(tmp);
        } catch (IOException e) {
          // the temporary file is left behind; the target is untouched
        }
      }
    }
  }
}
