package io.github.tengen.go;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locates {@code ../shared} (corpora, bench data); tests that need it skip cleanly when it is absent. */
final class Shared {
  private Shared() {}

  static Path dir() {
    String prop = System.getProperty("tengen.shared");
    Path p = prop != null ? Path.of(prop) : Path.of("..", "..", "shared");
    return p.toAbsolutePath().normalize();
  }

  /** Returns the path below shared/, or skips the test when it does not exist. */
  static Path require(String relative) {
    Path p = dir().resolve(relative);
    assumeTrue(Files.exists(p), () -> "skipped: " + p + " is absent (the shared corpus is not part of the repository)");
    return p;
  }
}
