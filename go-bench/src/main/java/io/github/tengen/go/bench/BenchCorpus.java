package io.github.tengen.go.bench;

import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The shared corpus for benchmarks: {@code -Dtengen.shared=...} (default {@code ../shared}); the folder name
 * {@value #BUNDLED} stands for the 1846 game bundled in go-sgf, for a run without the corpus.
 */
final class BenchCorpus {
  private BenchCorpus() {}

  /** The folder name of the game bundled in go-sgf. */
  static final String BUNDLED = "bundled";

  /** The bytes of every {@code .sgf} file below a folder of {@code shared/corpus}, in path order. */
  static List<byte[]> sgfFiles(String folder) throws IOException {
    if (folder.equals(BUNDLED)) {
      try (InputStream in = SgfReader.class.getResourceAsStream("/io/github/tengen/go/sgf/ear-reddening-1846.sgf")) {
        if (in == null) {
          throw new IllegalStateException("the game bundled in go-sgf is missing");
        }
        return List.of(in.readAllBytes());
      }
    }
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
