package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files and streams that once killed or hung a reader (issue 41): FIFOs, devices, endless streams, a node with a
 * million property names, binary junk, files with a warning in every node, a {@code CA} the bytes contradict, a
 * decode-only character set. Each is refused with a typed reason or read within its documented limit. The timeouts
 * guard against hangs (a FIFO blocks forever, a quadratic check runs for hours); they do not measure speed.
 */
class HostileFilesTest {
  @TempDir
  Path dir;

  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void aFifoIsRefusedWithoutOpeningIt() throws Exception {
    Path fifo = dir.resolve("x.sgf");
    Process p;
    try {
      p = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (IOException e) {
      assumeTrue(false, "skipped: no mkfifo on this machine");
      return;
    }
    assumeTrue(p.waitFor() == 0, "skipped: mkfifo failed");
    SgfInputException e = assertThrows(SgfInputException.class, () -> SgfReader.lenient().read(fifo));
    assertEquals(SgfInputException.Reason.NOT_A_REGULAR_FILE, e.reason());
    assertTrue(e.getMessage().contains("FIFO"), e.getMessage());
  }

  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void aLinkToDevZeroIsRefusedAsNotARegularFile() throws IOException {
    Path zero = Path.of("/dev/zero");
    assumeTrue(Files.exists(zero), "skipped: no /dev/zero");
    Path link = Files.createSymbolicLink(dir.resolve("z.sgf"), zero);
    SgfInputException e = assertThrows(SgfInputException.class, () -> SgfReader.lenient().readBytes(link));
    assertEquals(SgfInputException.Reason.NOT_A_REGULAR_FILE, e.reason());
  }

  @Test
  void aFolderIsRefusedAsNotARegularFile() {
    SgfInputException e = assertThrows(SgfInputException.class, () -> SgfReader.lenient().read(dir));
    assertEquals(SgfInputException.Reason.NOT_A_REGULAR_FILE, e.reason());
  }

  @Test
  void aFileOverTheLimitIsRefusedAndOneAtTheLimitIsRead() throws IOException {
    byte[] game = "(;GM[1]SZ[9];B[ee])".getBytes(StandardCharsets.US_ASCII);
    Path f = Files.write(dir.resolve("g.sgf"), game);
    assertEquals(1, SgfReader.lenient().withMaxBytes(game.length).read(f).games().size());
    SgfInputException e = assertThrows(SgfInputException.class,
        () -> SgfReader.lenient().withMaxBytes(game.length - 1).read(f));
    assertEquals(SgfInputException.Reason.TOO_LARGE, e.reason());
    assertEquals(64L << 20, SgfReader.lenient().maxBytes());
  }

  @Test
  @Timeout(value = 20, unit = TimeUnit.SECONDS)
  void anEndlessStreamIsCutAtTheLimit() {
    InputStream endless = new InputStream() {
      @Override
      public int read() {
        return ';';
      }
    };
    SgfInputException e = assertThrows(SgfInputException.class,
        () -> SgfReader.lenient().withMaxBytes(1 << 20).read(endless));
    assertEquals(SgfInputException.Reason.TOO_LARGE, e.reason());
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aNodeWithAMillionDistinctPropertyNamesIsReadInLinearTime() {
    int names = 1_000_000;
    StringBuilder sb = new StringBuilder(names * 8 + 16).append("(;GM[1]");
    for (int k = 0; k < names; k++) {
      int v = k;
      for (int d = 0; d < 5; d++) {
        sb.append((char) ('A' + v % 26));
        v /= 26;
      }
      sb.append("[]");
    }
    sb.append(";B[dd]GM[1]B[ee])");
    SgfCollection c = SgfReader.lenient().read(sb.toString());
    assertEquals(names + 1, c.game().root().propertyCount());
    // the five-letter names are all distinct; the one repetition is the second node's B
    assertEquals(List.of(SgfWarning.Code.DUPLICATE_PROPERTY), c.warnings().stream().map(SgfWarning::code)
        .filter(code -> code == SgfWarning.Code.DUPLICATE_PROPERTY).toList());
  }

  @Test
  void randomBytesAreNotSgf() {
    byte[] junk = new byte[1 << 20];
    new Random(41).nextBytes(junk);
    SgfParseException e = assertThrows(SgfParseException.class, () -> SgfReader.lenient().read(junk));
    assertEquals(SgfWarning.Code.NOT_SGF, e.code());
    assertTrue(e.line() >= 1 && e.column() >= 1, e.getMessage());
  }

  @Test
  void aPngRenamedSgfIsNotSgf() {
    byte[] png = new byte[4096];
    new Random(42).nextBytes(png);
    byte[] header = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n', 0, 0, 0, 13, 'I', 'H', 'D', 'R'};
    System.arraycopy(header, 0, png, 0, header.length);
    SgfParseException e = assertThrows(SgfParseException.class, () -> SgfReader.lenient().read(png));
    assertEquals(SgfWarning.Code.NOT_SGF, e.code());
  }

  @Test
  void aRecordPaddedWithZeroBytesIsStillSgf() {
    byte[] text = "(;GM[1]SZ[9];B[ee];W[cc])".getBytes(StandardCharsets.US_ASCII);
    byte[] padded = java.util.Arrays.copyOf(text, text.length + 4096);
    assertEquals(2, SgfReader.lenient().read(padded).game().mainline().size() - 1);
  }

  @Test
  void aFileWithAWarningInEveryNodeKeepsTheFirstThousandAndCountsTheRest() {
    String text = "(;GM[1]SZ[9]" + ";B".repeat(5000) + ")";
    List<SgfWarning> w = SgfReader.lenient().read(text).warnings();
    assertEquals(1001, w.size());
    SgfWarning last = w.get(1000);
    assertEquals(SgfWarning.Code.TOO_MANY_WARNINGS, last.code());
    assertTrue(last.message().startsWith("4,000 more PROPERTY_WITHOUT_VALUE warnings not kept"), last.message());
  }

  @Test
  void aGameOfTenThousandIllegalMovesKeepsTheFirstThousandReplayWarnings() {
    String text = "(;GM[1]SZ[9];B[ee]" + ";W[ee]".repeat(10_000) + ")";
    Replay r = SgfReader.lenient().read(text).game().replay();
    assertEquals(1001, r.warnings().size());
    assertEquals(ReplayWarning.Code.TOO_MANY_WARNINGS, r.warnings().get(1000).code());
    assertTrue(r.warnings().get(1000).message().startsWith("9,000 more ILLEGAL_MOVE warnings"),
        r.warnings().get(1000).message());
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aCheckStopsAtItsTimeLimitWithTheGamesCheckedSoFar() {
    StringBuilder sb = new StringBuilder("(;GM[1]SZ[9];B[ee])(;GM[1]SZ[52]");
    while (sb.length() < 1_000_000) {
      sb.append(";AB[aa:ZZ];AE[aa:ZZ]"); // every node fills and clears a 52x52 board
    }
    byte[] bytes = sb.append(')').toString().getBytes(StandardCharsets.US_ASCII);
    SgfCheck.Report r = SgfCheck.standard().withTimeLimit(java.time.Duration.ofMillis(200)).check("slow", bytes);
    assertEquals(1, r.games().size());
    SgfCheck.Finding f = r.findings().get(r.findings().size() - 1);
    assertEquals(SgfCheck.Problem.TIME_LIMIT, f.code());
    assertEquals(SgfCheck.Severity.ERROR, f.severity());
    assertTrue(f.message().contains("stopped at game 2 of 2"), f.message());
    assertThrows(IllegalArgumentException.class, () -> SgfCheck.standard().withTimeLimit(
        java.time.Duration.ofSeconds(-1)));
    assertEquals(List.of(), SgfCheck.standard().withTimeLimit(java.time.Duration.ofSeconds(30))
        .check("quick", "(;GM[1]SZ[9];B[ee])".getBytes(StandardCharsets.US_ASCII)).findings());
  }

  @Test
  void noKindOfWarningIsLostBehindAThousandOfAnother() {
    // 1,500 moves off the board (BAD_MOVE warnings, skipped), then one illegal move: the error is kept
    String text = "(;GM[1]SZ[19]" + ";B[zz]".repeat(1500) + ";B[bb];W[bb])";
    SgfCheck.Report r = SgfCheck.standard().check("g", text.getBytes(StandardCharsets.US_ASCII));
    assertTrue(r.hasErrors(), r.findings()::toString);
    assertTrue(r.findings().stream().anyMatch(f -> f.codeName().equals("ILLEGAL_MOVE_OCCUPIED")));
    SgfCheck.Finding summary = r.findings().stream().filter(f -> f.code() == ReplayWarning.Code.TOO_MANY_WARNINGS
        && f.kind() == SgfCheck.Kind.REPLAY).findFirst().orElseThrow();
    assertEquals(SgfCheck.Severity.NOTE, summary.severity());
    assertTrue(summary.message().startsWith("500 more BAD_MOVE warnings"), summary.message());
    assertEquals(1, r.findings().stream().filter(f -> f.code() == ReplayWarning.Code.ILLEGAL_MOVE).count());
  }

  @Test
  void aGameRecordAtTheEndOfTenThousandIllegalMovesKeepsTheFirstThousandWarnings() {
    String text = "(;GM[1]SZ[9];B[ee]" + ";W[ee]".repeat(10_000) + ")";
    GameRecord r = GameRecord.of(SgfReader.lenient().read(text).game()).toEnd();
    assertEquals(10_001, r.moveNumber());
    List<ReplayWarning> w = r.warnings();
    assertEquals(1001, w.size());
    assertEquals(ReplayWarning.Code.TOO_MANY_WARNINGS, w.get(1000).code());
    // a record keeps which kinds had more, not how many: counting them would cost memory at every node of the path
    assertTrue(w.get(1000).message().startsWith("more ILLEGAL_MOVE warnings not kept"), w.get(1000).message());
    assertEquals(w, r.back().next().warnings(), "back and on again: the same warnings");
    assertEquals(1000, r.toMoveNumber(1001).warnings().size(), "before the first dropped one: all kept, no summary");
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void setupNodesThatFillA52x52BoardReplayByTheirCorners() {
    StringBuilder sb = new StringBuilder("(;GM[1]SZ[52]");
    for (int k = 0; k < 2_000; k++) {
      sb.append(";AB[aa:ZZ];AE[aa:ZZ]AW[aa:bb][ab]");
    }
    Replay r = SgfReader.lenient().read(sb.append(')').toString()).game().replay();
    io.github.tengen.go.Position end = r.finalPosition();
    assertEquals(4, end.stoneCount(io.github.tengen.go.Color.WHITE));
    assertEquals(0, end.stoneCount(io.github.tengen.go.Color.BLACK));
    // each full board is a chain without liberties, removed and reported
    assertEquals(ReplayWarning.Code.SETUP_WITHOUT_LIBERTIES, r.warnings().get(0).code());
  }

  @Test
  void aDeclaredUtf16ThatTheBytesContradictGivesWayToTheBytes() {
    byte[] bytes = "(;GM[1]CA[UTF-16]SZ[9]PB[Honinbo];B[ee])".getBytes(StandardCharsets.US_ASCII);
    SgfCollection c = SgfReader.lenient().read(bytes);
    assertEquals("Honinbo", c.game().root().value("PB").orElseThrow());
    assertEquals("9", c.game().root().value("SZ").orElseThrow());
    assertEquals("1", c.game().root().value("GM").orElseThrow());
    assertTrue(c.warnings().stream().anyMatch(w -> w.code() == SgfWarning.Code.CHARSET), c.warnings()::toString);
  }

  @Test
  void aDecodeOnlyCharsetIsAcceptedAsTheReadersCharset() {
    assumeTrue(Charset.isSupported("x-JISAutoDetect"), "skipped: this JDK has no x-JISAutoDetect");
    Charset auto = Charset.forName("x-JISAutoDetect");
    byte[] bytes = "(;GM[1]SZ[9]PB[本因坊秀策];B[ee])".getBytes(Charset.forName("Shift_JIS"));
    SgfCollection c = SgfReader.lenient().withCharset(auto).read(bytes);
    assertEquals("本因坊秀策", c.game().root().value("PB").orElseThrow());
  }
}
