package io.github.tengen.go.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/** The shared corpus for benchmarks: {@code -Dtengen.shared=...} (default {@code ../shared}). */
final class BenchCorpus {
  private BenchCorpus() {}

  /** The bytes of every {@code .sgf} file below a folder of {@code shared/corpus}, in path order. */
  static List<byte[]> sgfFiles(String folder) throws IOException {
    Path dir = Path.of(System.getProperty("tengen.shared", "../shared"), "corpus", folder);
    if (!Files.isDirectory(dir)) {
      throw new IllegalStateException("needs the shared corpus: " + dir + " (set -Dtengen.shared=...)");
    }
    List<byte[]> out = new ArrayList<>();
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path p : s.filter(f -> f.toString().toLowerCase(Locale.ROOT).endsWith(".sgf")).sorted().toList()) {
        out.add(Files.readAllBytes(p));
      }
    }
    return out;
  }
}
