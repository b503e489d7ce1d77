package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line given what a careless user gives it (issue 59): text that is not SGF, a heap too small for a
 * record, an engine that is not on the PATH, and outputs that would land outside their folder or onto each other.
 * Each is one line on standard error and a documented exit code; nothing is lost or misplaced.
 */
class CarelessInputCliIT {
  @TempDir
  Path dir;

  @Test
  void aReadmeIsNotScoredAsAnEmptyBoard() throws IOException {
    Path readme = dir.resolve("README.md");
    Files.writeString(readme, "# Tengen\n\nA [link](https://example.org) and `GM[1]` in text, with (parentheses)"
        + " and\n\n```\n(;GM[1]SZ[9];B[ee])\n```\n".repeat(3) + "no [end]\n");
    Jar.Result r = Jar.run("score", readme.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertTrue(r.err().contains("is not SGF"), r.err());
    assertFalse(r.out().contains("result:"), r.out());
    Jar.Result check = Jar.run("check", readme.toString());
    assertEquals(1, check.code(), check.out() + check.err());
  }

  @Test
  void aRecordTooLongForTheHeapIsOneLineNotAStackTrace() throws IOException {
    StringBuilder sb = new StringBuilder("(;GM[1]FF[4]SZ[19]\n");
    Random rnd = new Random(59);
    for (int i = 0; i < 200_000; i++) {
      sb.append(';').append(i % 2 == 0 ? 'B' : 'W').append('[').append((char) ('a' + rnd.nextInt(19)))
          .append((char) ('a' + rnd.nextInt(19))).append("]\n");
    }
    Path big = dir.resolve("long.sgf");
    Files.writeString(big, sb.append(")\n"), StandardCharsets.US_ASCII);
    Jar.Result r = Jar.run(List.of("-Xmx24m"), List.of("score", big.toString()), "", 300);
    assertEquals(3, r.code(), r.out() + r.err());
    assertTrue(r.err().contains("out of memory"), r.err());
    assertFalse(r.hasStackTrace(), r.err());
  }

  @Test
  void anEngineThatCannotStartIsToldWhy() throws IOException {
    Jar.Result missing = Jar.run("match", "--black", "no-such-engine-59", "--white", "no-such-engine-59", "--size",
        "9", "--games", "1");
    assertEquals(3, missing.code(), missing.err());
    assertTrue(missing.err().contains("not found on the PATH"), missing.err());
    Path script = Files.writeString(dir.resolve("engine.sh"), "#!/bin/sh\necho gtp\n");
    Jar.Result notExecutable = Jar.run("match", "--black", script.toString(), "--white", script.toString(),
        "--size", "9", "--games", "1");
    assertEquals(3, notExecutable.code(), notExecutable.err());
    assertTrue(notExecutable.err().contains("is not executable"), notExecutable.err());
  }

  @Test
  void convertNeverWritesThroughALinkNorOntoANameThatDiffersOnlyInCase() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in/sub"));
    byte[] game = CommandsTest.historicGame();
    Files.write(in.resolve("a.sgf"), game);
    Files.write(dir.resolve("in/A.sgf"), game);
    Files.write(dir.resolve("in/a.sgf"), game);
    Path out = Files.createDirectories(dir.resolve("out"));
    Path elsewhere = Files.createDirectories(dir.resolve("elsewhere"));
    Files.createSymbolicLink(out.resolve("sub"), elsewhere);
    Jar.Result r = Jar.run("convert", dir.resolve("in").toString(), "-o", out.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    try (var files = Files.list(elsewhere)) {
      assertEquals(0, files.count(), "nothing written outside the output folder");
    }
    assertTrue(r.err().contains("symbolic link"), r.err());
    assertTrue(r.err().contains("only in letter case"), r.err());
    try (var files = Files.list(out)) {
      assertEquals(2, files.count(), "one of A.sgf and a.sgf, and the link");
    }
  }
}
