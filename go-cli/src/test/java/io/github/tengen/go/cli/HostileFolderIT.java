package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tengen check} of a folder of junk under {@code -Xmx256m}, as the jar runs for a user: FIFOs, a symbolic
 * link loop, a link to {@code /dev/zero}, a megabyte of random bytes, a PNG, a file with a warning in every node and
 * one good game. Every file is reported and the summary is printed.
 */
class HostileFolderIT {
  @TempDir
  Path dir;

  @Test
  void checkOfAFolderOfJunkReportsEveryFileAndPrintsTheSummaryOnASmallHeap() throws Exception {
    Path junk = Files.createDirectories(dir.resolve("junk"));
    HostileFilesCliTest.fifo(junk.resolve("fifo.sgf"));
    Files.createSymbolicLink(junk.resolve("loop.sgf"), junk.resolve("loop.sgf"));
    if (Files.exists(Path.of("/dev/zero"))) {
      Files.createSymbolicLink(junk.resolve("zero.sgf"), Path.of("/dev/zero"));
    }
    byte[] random = new byte[1 << 20];
    new Random(41).nextBytes(random);
    Files.write(junk.resolve("random.sgf"), random);
    byte[] png = new byte[64 << 10];
    new Random(42).nextBytes(png);
    System.arraycopy(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'}, 0, png, 0, 8);
    Files.write(junk.resolve("image.sgf"), png);
    Files.writeString(junk.resolve("warnings.sgf"), "(;GM[1]SZ[9]" + ";B".repeat(500_000) + ")");
    Files.writeString(junk.resolve("good.sgf"), "(;GM[1]SZ[9];B[ee];W[cc])");
    Path report = dir.resolve("r.jsonl");
    Jar.Result r = Jar.run(List.of("-Xmx256m"), List.of("check", junk.toString(), "--report", report.toString(),
        "--progress", "none", "--show", "warning"), "", 300);
    assertEquals(1, r.code(), r.err());
    assertFalse(r.hasStackTrace(), r.err());
    String out = r.out();
    assertTrue(out.contains("fifo.sgf: error file NOT_A_FILE"), out);
    assertTrue(out.contains("loop.sgf: error file UNREADABLE"), out);
    assertTrue(out.contains("random.sgf: error file NOT_SGF"), out);
    assertTrue(out.contains("image.sgf: error file NOT_SGF"), out);
    assertTrue(out.contains("warnings.sgf: warning parse PROPERTY_WITHOUT_VALUE"), out);
    assertTrue(out.matches("(?s).*files with errors\\s+" + (Files.exists(junk.resolve("zero.sgf")) ? 5 : 4)
        + "\\s.*"), out);
    assertTrue(out.contains("report: " + report), out);
    List<String> lines = Files.readAllLines(report);
    assertEquals(Files.exists(junk.resolve("zero.sgf")) ? 7 : 6, lines.size());
    String warnings = lines.stream().filter(l -> l.contains("warnings.sgf")).findFirst().orElseThrow();
    assertTrue(warnings.contains("499,000 more PROPERTY_WITHOUT_VALUE warnings not kept"), warnings);
    assertTrue(warnings.length() < 500_000, "the report line keeps 1,000 warnings: " + warnings.length());
  }
}
