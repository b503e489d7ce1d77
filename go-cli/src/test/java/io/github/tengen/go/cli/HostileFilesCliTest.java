package io.github.tengen.go.cli;

import static io.github.tengen.go.cli.CommandsTest.tengen;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands on input that once hung them, crashed them or lost data (issue 41), run in-process: FIFOs and
 * devices, binary junk, bad numbers on the command line, two inputs that map onto one output, an output folder
 * inside the input, and the mode of written files. {@code HostileFolderIT} runs the jar on a folder of all of it
 * under a small heap. The timeouts guard against hangs.
 */
class HostileFilesCliTest {
  @TempDir
  Path dir;

  /** Makes a FIFO, or skips the test where there is no mkfifo. */
  static Path fifo(Path p) throws Exception {
    Process mk;
    try {
      mk = new ProcessBuilder("mkfifo", p.toString()).start();
    } catch (IOException e) {
      assumeTrue(false, "skipped: no mkfifo");
      return p;
    }
    assumeTrue(mk.waitFor() == 0, "skipped: mkfifo failed");
    return p;
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void checkScoreAndConvertRefuseAFifoWithoutBlocking() throws Exception {
    Path fifo = fifo(dir.resolve("x.sgf"));
    CommandsTest.Run check = tengen("check", fifo.toString(), "--progress", "none");
    assertEquals(1, check.code());
    assertTrue(check.out().contains("x.sgf: error file NOT_A_FILE"), check.out());
    CommandsTest.Run score = tengen("score", fifo.toString());
    assertEquals(1, score.code());
    assertTrue(score.err().contains("not a regular file"), score.err());
    CommandsTest.Run convert = tengen("convert", fifo.toString(), "--out", dir.resolve("o").toString());
    assertEquals(1, convert.code());
    assertTrue(convert.err().contains("not a regular file"), convert.err());
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aFifoInsideAFolderIsReportedNotPassedOver() throws Exception {
    Files.createDirectories(dir.resolve("games"));
    fifo(dir.resolve("games/pipe.sgf"));
    Files.writeString(dir.resolve("games/good.sgf"), "(;GM[1]SZ[9];B[ee])");
    CommandsTest.Run r = tengen("check", dir.resolve("games").toString(), "--progress", "none");
    assertEquals(1, r.code());
    assertTrue(r.out().contains("pipe.sgf: error file NOT_A_FILE"), r.out());
    assertTrue(r.out().matches("(?s).*files\\s+2\\s.*"), r.out());
  }

  @Test
  void checkWithAReportOnAFullDiskPrintsItsSummaryAndExitsWithThree() throws IOException {
    Path full = Path.of("/dev/full");
    assumeTrue(Files.exists(full), "skipped: no /dev/full");
    Files.writeString(dir.resolve("g.sgf"), "(;GM[1]SZ[9];B[ee];W[cc])");
    CommandsTest.Run r = tengen("check", dir.resolve("g.sgf").toString(), "--report", full.toString(), "--progress",
        "none");
    assertEquals(3, r.code(), r.err());
    assertTrue(r.out().matches("(?s).*files\\s+1\\s.*"), r.out());
    assertTrue(r.err().contains("the report /dev/full could not be written whole"), r.err());
    assertFalse(r.err().contains("internal error"), r.err());
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void checkStopsAFileAtItsTimeLimitAndGoesOn() throws IOException {
    // machine-made: a megabyte of nodes that each fill and clear a 52x52 board (minutes to replay)
    StringBuilder sb = new StringBuilder("(;GM[1]SZ[52]");
    while (sb.length() < 1_000_000) {
      sb.append(";AB[aa:ZZ];AE[aa:ZZ]");
    }
    Files.writeString(dir.resolve("slow.sgf"), sb.append(')'));
    Files.writeString(dir.resolve("good.sgf"), "(;GM[1]SZ[9];B[ee];W[cc])");
    CommandsTest.Run r = tengen("check", dir.toString(), "--time-limit", "1", "--progress", "none");
    assertEquals(1, r.code(), r.err());
    assertTrue(r.out().contains("slow.sgf: error file TIME_LIMIT"), r.out());
    assertTrue(r.out().matches("(?s).*files\\s+2\\s.*files with errors\\s+1\\s.*"), r.out());
    assertEquals(2, tengen("check", dir.toString(), "--time-limit", "-1").code());
  }

  @Test
  void scoreOfALinkToDevZeroIsAOneLineError() throws IOException {
    assumeTrue(Files.exists(Path.of("/dev/zero")), "skipped: no /dev/zero");
    Path z = Files.createSymbolicLink(dir.resolve("z.sgf"), Path.of("/dev/zero"));
    CommandsTest.Run r = tengen("score", z.toString());
    assertEquals(1, r.code());
    assertFalse(r.err().contains("\tat "), r.err());
    assertTrue(r.err().contains("not a regular file"), r.err());
  }

  @Test
  void scoreOfRandomBytesIsNotSgf() throws IOException {
    byte[] junk = new byte[100_000];
    new Random(1).nextBytes(junk);
    Path f = Files.write(dir.resolve("junk.sgf"), junk);
    CommandsTest.Run r = tengen("score", f.toString());
    assertEquals(1, r.code());
    assertTrue(r.err().contains("is not SGF: ") && r.err().contains("binary data"), r.err());
  }

  @Test
  void scoreRefusesAKomiThatIsNotANumberAndAMoveOutsideTheGame() throws IOException {
    Path f = Files.writeString(dir.resolve("g.sgf"), "(;GM[1]SZ[9];B[ee];W[cc])");
    CommandsTest.Run nan = tengen("score", f.toString(), "--komi", "NaN");
    assertEquals(2, nan.code(), nan.err());
    assertTrue(nan.err().contains("--komi NaN"), nan.err());
    for (String move : new String[] {"999", "-3", "3"}) {
      CommandsTest.Run r = tengen("score", f.toString(), "--move", move);
      assertEquals(2, r.code(), move + ": " + r.err());
      assertTrue(r.err().contains("the game has moves 0 to 2"), r.err());
    }
    assertEquals(0, tengen("score", f.toString(), "--move", "2").code());
  }

  @Test
  void convertOfTwoInputsWithOneNameKeepsTheFirstAndReportsTheSecond() throws IOException {
    Files.createDirectories(dir.resolve("a"));
    Files.createDirectories(dir.resolve("b"));
    Files.writeString(dir.resolve("a/g.sgf"), "(;GM[1]SZ[9]GN[first];B[ee])");
    Files.writeString(dir.resolve("b/g.sgf"), "(;GM[1]SZ[9]GN[second];B[ee])");
    Path out = dir.resolve("o");
    CommandsTest.Run r = tengen("convert", dir.resolve("a").toString(), dir.resolve("b").toString(), "--out",
        out.toString());
    assertEquals(1, r.code(), r.err());
    assertTrue(r.out().startsWith("converted 1 file"), r.out());
    assertTrue(r.err().contains("two inputs, one output"), r.err());
    assertTrue(Files.readString(out.resolve("g.sgf")).contains("GN[first]"));
  }

  @Test
  void convertDoesNotConvertItsOwnOutputFolderAgain() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("g.sgf"), "(;GM[1]SZ[9];B[ee])");
    CommandsTest.Run first = tengen("convert", in.toString(), "--out", in.resolve("out").toString());
    assertEquals(0, first.code(), first.err());
    CommandsTest.Run again = tengen("convert", in.toString(), "--out", in.resolve("out").toString());
    assertTrue(again.out().startsWith("converted 1 file"), again.out());
    assertFalse(Files.exists(in.resolve("out/out")));
  }

  @Test
  void convertWritesFilesWithTheModeOfAnyNewFile() throws IOException {
    assumeTrue(dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "skipped: not POSIX");
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("g.sgf"), "(;GM[1]SZ[9];B[ee])");
    Path out = dir.resolve("out");
    assertEquals(0, tengen("convert", in.toString(), "--out", out.toString()).code());
    Path probe = Files.writeString(out.resolve("probe"), "x"); // the mode this process gives a new file (umask)
    assertEquals(PosixFilePermissions.toString(Files.getPosixFilePermissions(probe)),
        PosixFilePermissions.toString(Files.getPosixFilePermissions(out.resolve("g.sgf"))));
  }

  @Test
  void convertOfARecordWhoseCaTheBytesContradictKeepsItsText() throws IOException {
    Path in = Files.createDirectories(dir.resolve("in"));
    Files.writeString(in.resolve("g.sgf"), "(;GM[1]CA[UTF-16]SZ[9]PB[Honinbo];B[ee])");
    Path out = dir.resolve("o");
    tengen("convert", in.toString(), "--out", out.toString());
    SgfCollection c = SgfReader.strict().read(Files.readAllBytes(out.resolve("g.sgf")));
    assertEquals("Honinbo", c.game().root().value("PB").orElseThrow());
    assertEquals("9", c.game().root().value("SZ").orElseThrow());
    assertTrue(new String(Files.readAllBytes(out.resolve("g.sgf")), StandardCharsets.UTF_8).contains("GM[1]"));
  }
}
