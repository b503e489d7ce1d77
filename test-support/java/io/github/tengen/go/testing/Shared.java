package io.github.tengen.go.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates {@code ../shared} (corpora, bench data), or the folder the {@code tengen.shared} property names; tests that
 * need it skip cleanly when it is absent.
 */
public final class Shared {
  private Shared() {}

  /** Returns the shared folder: {@code tengen.shared}, else {@code ../../shared} from the module's folder. */
  public static Path dir() {
    String prop = System.getProperty("tengen.shared");
    Path p = prop != null ? Path.of(prop) : Path.of("..", "..", "shared");
    return p.toAbsolutePath().normalize();
  }

  /** Returns the path below shared/, or skips the test when it does not exist. */
  public static Path require(String relative) {
    Path p = dir().resolve(relative);
    assumeTrue(Files.exists(p), () -> "skipped: " + p + " is absent (../shared, the test corpus beside the clone, is"
        + " kept outside the repository for its licences: see the README's Building and testing)");
    return p;
  }

  /** Returns the path below shared/corpus, or skips the test when it does not exist. */
  public static Path requireCorpus(String relative) {
    return require("corpus/" + relative);
  }
}
