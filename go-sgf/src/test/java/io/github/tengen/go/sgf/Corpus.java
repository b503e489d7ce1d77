package io.github.tengen.go.sgf;

import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Locates {@code ../shared/corpus}; tests that need it skip cleanly when it is absent. */
final class Corpus {
  private Corpus() {}

  static Path dir() {
    return Shared.dir().resolve("corpus");
  }

  /** The path below shared/corpus, or skips the test when it does not exist. */
  static Path require(String relative) {
    return Shared.requireCorpus(relative);
  }

  /** Every {@code .sgf} file below a folder, sorted. */
  static List<Path> sgfFiles(Path folder) {
    try (Stream<Path> s = Files.walk(folder)) {
      return s.filter(p -> p.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".sgf")).sorted().toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Bytes written as a string of U+0000..U+00FF, one character a byte (the sgfmill transcription). */
  static byte[] latin1(String s) {
    return s.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
  }
}
