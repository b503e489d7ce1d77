package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Hostile input: seeded mutation fuzzing of real files (byte flips, insertions of syntax bytes, deletions,
 * duplications, truncations), and extreme shapes (a million nested variations, a million-node sequence, a 100 MB
 * file). The only exception reading may throw is {@link SgfParseException}; lenient replay and writing never throw.
 * {@code -Plong-fuzz} (200,000) or {@code -Dtengen.fuzzCount=N} runs more mutations (every build runs 5,000).
 */
class HostileInputTest {
  private static final byte[] SYNTAX = "()[];\\:\n\r ABWCtzZ\u0000".getBytes(StandardCharsets.ISO_8859_1);

  /** Seeds: the bundled fixtures, plus corpus files when the corpus is there. */
  private static List<byte[]> seeds() throws IOException {
    List<byte[]> out = new ArrayList<>();
    for (String name : List.of("historic-1846-ear-reddening.sgf", "sabaki-complex.sgf", "libsgfc-escaping.sgf",
        "libsgfc-compressed-point-list.sgf", "sabaki-korean.sgf", "sabaki-utf16le.sgf", "katago-messy.sgf")) {
      try (InputStream in = HostileInputTest.class.getResourceAsStream("/fixtures/" + name)) {
        if (in != null) {
          out.add(in.readAllBytes());
        }
      }
    }
    Path corpus = Corpus.dir();
    if (Files.isDirectory(corpus)) {
      List<Path> files = new ArrayList<>(Corpus.sgfFiles(corpus.resolve("sgf-parser-tests")));
      List<Path> games = Corpus.sgfFiles(corpus.resolve("pro-games"));
      for (int k = 0; k < games.size(); k += 97) {
        files.add(games.get(k));
      }
      for (Path f : files) {
        out.add(Files.readAllBytes(f));
      }
    }
    assertTrue(out.size() >= 5, "fuzz seeds: " + out.size());
    return out;
  }

  @Test
  void mutatedFilesGiveAResultOrAParseExceptionOnly() throws IOException {
    int count = Integer.getInteger("tengen.fuzzCount", 5000);
    List<byte[]> seeds = seeds();
    Random rnd = new Random(Long.getLong("tengen.fuzzSeed", 20261129L));
    int results = 0;
    int rejected = 0;
    for (int k = 0; k < count; k++) {
      byte[] seed = seeds.get(rnd.nextInt(seeds.size()));
      byte[] input = mutate(seed, rnd);
      try {
        exercise(input, SgfReader.lenient());
        results++;
      } catch (SgfParseException e) {
        rejected++;
      } catch (RuntimeException | Error e) {
        throw new AssertionError("mutation " + k + " of a " + seed.length + "-byte seed: " + e + "\ninput: "
            + new String(input, 0, Math.min(input.length, 2000), StandardCharsets.ISO_8859_1), e);
      }
      try {
        exercise(input, SgfReader.strict());
      } catch (SgfParseException | SgfReplayException e) {
        // expected for most mutations
      } catch (RuntimeException | Error e) {
        throw new AssertionError("strict, mutation " + k + ": " + e, e);
      }
    }
    System.out.printf("fuzz: %d mutations, %d read, %d rejected%n", count, results, rejected);
    assertEquals(count, results + rejected);
  }

  private static void exercise(byte[] input, SgfReader reader) {
    SgfCollection c = reader.read(input);
    String text = SgfWriter.write(c);
    SgfCollection again = SgfReader.lenient().read(text);
    assertEquals(SgfWriter.normalized(c, SgfWriter.Options.DEFAULT).games(), again.games());
    assertEquals(text, SgfWriter.write(again));
    SgfWriter.write(c, SgfWriter.Options.DEFAULT.withCompressedPointLists(true).withLineWidth(20));
    for (SgfGame g : c.games()) {
      g.boardSize();
      g.komi();
      g.result();
      g.handicap();
      if (reader.isStrict()) {
        g.replayStrict();
      } else {
        Replay r = g.replay();
        r.checkResult();
      }
    }
  }

  private static byte[] mutate(byte[] seed, Random rnd) {
    byte[] b = seed;
    int edits = 1 + rnd.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int n = b.length;
      int at = n == 0 ? 0 : rnd.nextInt(n);
      switch (rnd.nextInt(6)) {
        case 0 -> { // flip a byte
          if (n > 0) {
            b = b.clone();
            b[at] = (byte) rnd.nextInt(256);
          }
        }
        case 1 -> { // insert a syntax byte
          byte[] c = new byte[n + 1];
          System.arraycopy(b, 0, c, 0, at);
          c[at] = SYNTAX[rnd.nextInt(SYNTAX.length)];
          System.arraycopy(b, at, c, at + 1, n - at);
          b = c;
        }
        case 2 -> { // delete a range
          int len = Math.min(n - at, 1 + rnd.nextInt(16));
          byte[] c = new byte[n - len];
          System.arraycopy(b, 0, c, 0, at);
          System.arraycopy(b, at + len, c, at, n - at - len);
          b = c;
        }
        case 3 -> b = Arrays.copyOf(b, at); // truncate
        case 4 -> { // duplicate a range
          int len = Math.min(n - at, 1 + rnd.nextInt(64));
          byte[] c = new byte[n + len];
          System.arraycopy(b, 0, c, 0, at + len);
          System.arraycopy(b, at, c, at + len, n - at);
          b = c;
        }
        default -> { // a random byte anywhere
          byte[] c = new byte[n + 1];
          System.arraycopy(b, 0, c, 0, at);
          c[at] = (byte) rnd.nextInt(256);
          System.arraycopy(b, at, c, at + 1, n - at);
          b = c;
        }
      }
    }
    return b;
  }

  @Test
  void randomBytesGiveAResultOrAParseExceptionOnly() {
    Random rnd = new Random(7);
    for (int k = 0; k < 2000; k++) {
      byte[] b = new byte[rnd.nextInt(200)];
      for (int i = 0; i < b.length; i++) {
        b[i] = rnd.nextInt(3) == 0 ? SYNTAX[rnd.nextInt(SYNTAX.length)] : (byte) rnd.nextInt(256);
      }
      try {
        exercise(b, SgfReader.lenient());
      } catch (SgfParseException e) {
        assertTrue(e.line() >= 1);
      }
    }
  }

  @Test
  void aMillionNestedVariationsReadWriteAndCompareWithoutDeepRecursion() {
    int depth = 1_000_000;
    StringBuilder sb = new StringBuilder(depth * 9 + 8);
    for (int k = 0; k < depth; k++) {
      sb.append("(;B[").append((char) ('a' + k % 19)).append((char) ('a' + (k / 19) % 19)).append(']');
    }
    sb.append(")".repeat(depth));
    String text = sb.toString();
    SgfCollection c = SgfReader.strict().read(text);
    SgfNode root = c.game().root();
    assertEquals(depth, root.size());
    assertEquals(depth, root.mainline().size());
    String written = SgfWriter.write(c);
    SgfCollection again = SgfReader.strict().read(written);
    assertEquals(SgfWriter.normalized(c, SgfWriter.Options.DEFAULT), again);
    assertEquals(written, SgfWriter.write(again));
    SgfNode last = root.mainline().get(depth - 1);
    assertEquals(depth, root.pathTo(last).size());
    assertTrue(root.toString().startsWith(";B[aa]"));
  }

  @Test
  void aMillionNestedOpenParenthesesWithoutNodesAreRejectedOrReadFlat() {
    String text = "(".repeat(1_000_000) + ";B[aa]" + ")".repeat(1_000_000);
    SgfCollection c = SgfReader.lenient().read(text);
    assertEquals(1, c.game().root().size());
  }

  @Test
  void aHundredMegabyteFileReadsInMemoryNearItsSize() {
    byte[] game = ("(;GM[1]FF[4]SZ[19]PB[a]PW[b]RE[B+R];B[pd];W[dp];B[pp];W[dd];B[fc];W[cf];B[jd];W[qn];B[nq];"
        + "W[pl]C[a comment with \\] and text that takes some room])\n").getBytes(StandardCharsets.US_ASCII);
    int copies = 100_000_000 / game.length + 1;
    byte[] all = new byte[game.length * copies];
    for (int k = 0; k < copies; k++) {
      System.arraycopy(game, 0, all, k * game.length, game.length);
    }
    SgfCollection c = SgfReader.lenient().read(all);
    assertEquals(copies, c.games().size());
    assertEquals(List.of(), c.warnings());
    assertEquals(c.games().get(0), c.games().get(copies - 1));
  }
}
