package io.github.tengen.go.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * The figures the documents quote, as the tests count them. A test records each figure under the id it has in
 * {@code docs/figures.md}; the file goes to {@code target/figures/ID.txt} at the top of the build, and go-cli's
 * {@code DocumentsTest}, which runs after every library's tests, checks the table against it and writes the table
 * as this build measured it to {@code target/figures.md}.
 */
public final class Figures {
  private Figures() {}

  /**
   * Records a figure.
   *
   * @param id the figure's id in docs/figures.md
   * @param value the value as the documents write it
   */
  public static void record(String id, String value) {
    Path dir = root().resolve("target").resolve("figures");
    try {
      Files.createDirectories(dir);
      Files.writeString(dir.resolve(id + ".txt"), value + "\n");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A count as the documents write it: {@code 4,765}. */
  public static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }

  /** A share as the documents write it: {@code "4,765 of 4,789"}. */
  public static String of(long part, long whole) {
    return count(part) + " of " + count(whole);
  }

  /** A percentage with {@code decimals} decimals: {@code 99.55 %}. */
  public static String percent(long part, long whole, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f %%", 100.0 * part / whole);
  }

  /** The top of the build: the nearest folder up from the working directory that has the Maven Wrapper. */
  public static Path root() {
    Path here = Path.of("").toAbsolutePath();
    for (Path p = here; p != null; p = p.getParent()) {
      if (Files.exists(p.resolve("mvnw")) && Files.isDirectory(p.resolve("docs"))) {
        return p;
      }
    }
    return here;
  }
}
