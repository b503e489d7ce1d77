package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commands run in-process on small folders made by the test: output, reports and exit codes. */
class CommandsTest {
  @TempDir
  Path dir;

  /** The 1846 game bundled in go-sgf. */
  static byte[] historicGame() throws IOException {
    try (InputStream in = SgfReader.class.getResourceAsStream("/io/github/tengen/go/sgf/ear-reddening-1846.sgf")) {
      return in.readAllBytes();
    }
  }

  record Run(int code, String out, String err) {}

  static Run tengen(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Tengen.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new Run(code, out.toString(), err.toString());
  }

  private Path write(String relative, String text) throws IOException {
    return write(relative, text.getBytes(StandardCharsets.UTF_8));
  }

  private Path write(String relative, byte[] bytes) throws IOException {
    Path p = dir.resolve(relative);
    Files.createDirectories(p.getParent());
    return Files.write(p, bytes);
  }

  private void archive() throws IOException {
    write("games/1846.sgf", historicGame());
    write("games/sub/occupied.SGF", "(;GM[1]FF[4]SZ[9];B[ee];W[ee])");
    write("games/sub/slip.sgf", "(;GM[1]SZ[9];B[ee];W)");
    write("games/notes.txt", "not a game");
    write("games/broken.sgf", "this is not SGF at all");
  }

  @Test
  void checkReportsEachFileAndTheTotalsAndFailsOnErrors() throws IOException {
    archive();
    Path report = dir.resolve("report.jsonl");
    Run r = tengen("check", dir.resolve("games").toString(), "--report", report.toString(), "--progress", "none");
    assertEquals(1, r.code(), r.err());
    assertTrue(r.out().contains("occupied.SGF: error replay ILLEGAL_MOVE_OCCUPIED game 0 move 2"), r.out());
    assertTrue(r.out().contains("broken.sgf: error file NOT_SGF"), r.out());
    assertFalse(r.out().contains("slip.sgf:"), "warnings are not shown by default: " + r.out());
    assertTrue(r.out().matches("(?s).*files\\s+4\\s.*games\\s+3\\s.*moves\\s+328\\s.*"), r.out());
    assertTrue(r.out().matches("(?s).*files with errors\\s+2\\s.*files with warnings\\s+1\\s.*files clean\\s+1\\s.*"),
        r.out());
    List<JsonObject> lines = Files.readAllLines(report).stream().map(l -> JsonParser.parseString(l).getAsJsonObject())
        .toList();
    assertEquals(4, lines.size());
    // walk order: name order within a folder, depth first
    assertEquals(List.of("1846.sgf", "broken.sgf", "occupied.SGF", "slip.sgf"), lines.stream()
        .map(o -> Path.of(o.get("file").getAsString()).getFileName().toString()).toList());
    assertEquals("AGREES_ESTIMATED", lines.get(0).getAsJsonArray("games").get(0).getAsJsonObject().get("verdict")
        .getAsString());
    assertTrue(r.err().isEmpty(), r.err());
  }

  @Test
  void checkShowsWarningsWhenAskedAndWritesCsv() throws IOException {
    archive();
    Path report = dir.resolve("report.csv");
    Run r = tengen("check", dir.resolve("games/sub").toString(), "--show", "warning", "--report", report.toString(),
        "--progress", "none", "-j", "1");
    assertTrue(r.out().contains("slip.sgf: warning parse PROPERTY_WITHOUT_VALUE line 1 column"), r.out());
    List<String> rows = Files.readAllLines(report);
    assertEquals("file,bytes,charset,games,moves,errors,warnings,notes,verdicts,codes", rows.get(0));
    assertEquals(3, rows.size());
    assertTrue(rows.get(1).endsWith("occupied.SGF,30,UTF-8,1,2,1,0,0,NO_RESULT,ILLEGAL_MOVE_OCCUPIED"), rows.get(1));
  }

  @Test
  void checkTakesFilesAndFoldersFromAList() throws IOException {
    archive();
    Path list = write("list.txt", dir.resolve("games/sub") + "\n\n" + dir.resolve("games/1846.sgf") + "\n"
        + dir.resolve("gone.sgf") + "\n");
    Run r = tengen("check", "--files-from", list.toString(), "--progress", "none");
    assertEquals(1, r.code(), r.err());
    assertTrue(r.out().matches("(?s).*files\\s+4\\s.*games\\s+3\\s.*moves\\s+328\\s.*"), r.out());
    assertTrue(r.out().contains(dir.resolve("gone.sgf") + ": error file UNREADABLE"), r.out());
    Run missing = tengen("check", "--files-from", dir.resolve("no-list.txt").toString());
    assertEquals(3, missing.code());
    assertTrue(missing.err().startsWith("tengen check: cannot read the list"), missing.err());
  }

  @Test
  void anEmptyFolderIsZeroFilesAndSuccess() throws IOException {
    Files.createDirectories(dir.resolve("empty"));
    Run r = tengen("check", dir.resolve("empty").toString(), "--progress", "none");
    assertEquals(0, r.code());
    assertTrue(r.out().matches("(?s).*files\\s+0\\s.*"), r.out());
  }

  @Test
  void aMissingPathIsReportedAndTheRunGoesOn() throws IOException {
    archive();
    Run r = tengen("check", dir.resolve("nowhere").toString(), dir.resolve("games/1846.sgf").toString(),
        "--progress", "none");
    assertEquals(1, r.code());
    assertTrue(r.out().contains("nowhere: error file UNREADABLE: cannot read: no such file or directory"), r.out());
    assertTrue(r.out().matches("(?s).*files\\s+2\\s.*games\\s+1\\s.*"), r.out());
  }

  @Test
  void aFileOverTheSizeLimitIsSkippedAndReported() throws IOException {
    archive();
    Run r = tengen("check", dir.resolve("games/1846.sgf").toString(), "--max-file-size", "1k", "--progress",
        "none");
    assertEquals(1, r.code());
    assertTrue(r.out().contains("error file TOO_LARGE"), r.out());
  }

  @Test
  void badCommandLinesExitWithTwoAndAShortMessage() {
    Run r = tengen("check", "--threads", "zero", "x");
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("tengen: Invalid value for option '--threads'"), r.err());
    assertFalse(r.err().contains("Exception"), r.err());
    assertEquals(2, tengen("nonsense").code());
    assertEquals(2, tengen("check").code());
    assertEquals(2, tengen("check", "--threads", "0", "x").code());
    assertEquals(2, tengen("check", "--max-file-size", "lots", "x").code());
    Run help = tengen("check", "--help");
    assertEquals(0, help.code());
    assertTrue(help.out().contains("Exit codes:"), help.out());
  }

  @Test
  void anUnwritableReportExitsWithThree() throws IOException {
    archive();
    Run r = tengen("check", dir.resolve("games").toString(), "--report", dir.resolve("no/such/dir/r.jsonl").toString(),
        "--progress", "none");
    assertEquals(3, r.code());
    assertTrue(r.err().startsWith("tengen check: cannot write the report"), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
  }

  @Test
  void scorePrintsTheBoardAndTheBreakdownAndAgreesWithTheRecord() throws IOException {
    Path game = write("1846.sgf", historicGame());
    Path svg = dir.resolve("out/final.svg");
    Run r = tengen("score", game.toString(), "--image", svg.toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("final position after move 325"), r.out());
    assertTrue(r.out().contains("result: B+2   recorded: B+2 (agrees)"), r.out());
    assertTrue(r.out().matches("(?s).*territory\\s+\\d+\\s+\\d+.*prisoners\\s+\\d+\\s+\\d+.*total.*"), r.out());
    assertTrue(Files.readString(svg).contains("<svg"), "an SVG picture");
    Path png = dir.resolve("final.png");
    assertEquals(0, tengen("score", game.toString(), "--image", png.toString(), "--rules", "chinese").code());
    assertArrayEquals(new byte[] {(byte) 0x89, 'P', 'N', 'G'}, java.util.Arrays.copyOf(Files.readAllBytes(png), 4));
    Run chinese = tengen("score", game.toString(), "--rules", "chinese", "--komi", "7.5", "--dead", "none");
    assertTrue(chinese.out().contains("Chinese rules (area scoring), komi 7.5"), chinese.out());
    assertTrue(chinese.out().contains("dead stones: none (every stone alive)"), chinese.out());
    Run early = tengen("score", game.toString(), "--move", "100");
    assertTrue(early.out().contains("position after move 100"), early.out());
    Run earlyMarked = tengen("score", game.toString(), "--move", "100", "--dead", "marked");
    assertTrue(earlyMarked.out().contains("dead stones: none (the marks are the final position's)"),
        earlyMarked.out());
  }

  /**
   * GNU Go self-play game 13x13-140143 (go-sgf's fifth sample; Japanese rules, GNU Go's {@code final_score} and
   * {@code RE} W+6.5, its GNU Go answers left out): a seki in the lower right whose shared points White alone could
   * fill without a self-atari, so that the Scorer by itself counts White's eye N3 (W+7.5); the estimate's count
   * leaves it out.
   */
  private static final String SEKI_GAME =
      "(;GM[1]FF[4]CA[UTF-8]AP[GNU Go:3.8]SZ[13]KM[6.5]RU[Japanese]RE[W+6.5];B[kc];W[cc];B[jj];W[dk];B["
      + "ci];W[cg];B[ei];W[kh];B[fk];W[bj];B[kf];W[kk];B[kj];W[jk];B[ij];W[lj];B[li];W[lk];B[ki];W[hk];B["
      + "gi];W[fc];B[ik];W[il];B[ff];W[ic];B[bi];W[kg];B[jg];W[bl];B[jd];W[ge];B[hg];W[ce];B[af];W[cj];B["
      + "jb];W[hb];B[hj];W[di];B[dh];W[dj];B[bg];W[ch];B[dg];W[bf];B[hl];W[hm];B[gk];W[gl];B[fl];W[im];B["
      + "gm];W[jl];B[df];W[cf];B[ed];W[ec];B[dd];W[dc];B[cd];W[bd];B[he];W[gd];B[gf];W[mi];B[lh];W[hd];B["
      + "id];W[mh];B[lg];W[el];B[mg];W[mj];B[ll];W[ml];B[km];W[ib];B[ja];W[de];B[ee];W[em];B[fm];W[ej];B["
      + "fj];W[ek];B[ia];W[ha];B[jc];W[fe];B[bh];W[be];B[ef];W[fd];B[];W[])";

  @Test
  void scoreCountsTheSekiTheEstimateShowsAsGnuGoDoes() throws IOException {
    Run r = tengen("score", write("140143.sgf", SEKI_GAME).toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("result: W+6.5   recorded: W+6.5 (agrees)"), r.out());
  }

  @Test
  void scoreOfSomethingThatIsNotAGameIsOneLineAndExitOne() throws IOException {
    Path notes = write("notes.sgf", "hello");
    Run r = tengen("score", notes.toString());
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("tengen score: " + notes + " is not SGF"), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertEquals(1, tengen("score", dir.resolve("missing.sgf").toString()).code());
    assertEquals(2, tengen("score", notes.toString(), "--rules", "klingon").code());
    assertEquals(2, tengen("score", write("g.sgf", historicGame()).toString(), "--image", "x.gif").code());
  }

  @Test
  void convertWritesUtf8Ff4CopiesAndLeavesTheOriginals() throws IOException {
    archive();
    byte[] shiftJis = "(;FF[3]CA[Shift_JIS]GM[1]SZ[9]PB[本因坊秀策]C[黒番];B[ee])".getBytes(Charset.forName("Shift_JIS"));
    write("games/jp/sjis.sgf", shiftJis);
    Map<Path, byte[]> before = snapshot(dir.resolve("games"));
    Path out = dir.resolve("converted");
    Run r = tengen("convert", dir.resolve("games").toString(), "--out", out.toString());
    assertEquals(1, r.code(), r.err()); // broken.sgf is skipped
    assertTrue(r.err().contains("skipped " + dir.resolve("games/broken.sgf") + ": not SGF"), r.err());
    assertTrue(r.out().startsWith("converted 4 files into " + out + ", skipped 1"), r.out());
    Map<Path, byte[]> after = snapshot(dir.resolve("games"));
    assertEquals(before.keySet(), after.keySet());
    before.forEach((k, v) -> assertArrayEquals(v, after.get(k), "original changed: " + k));
    String text = Files.readString(out.resolve("jp/sjis.sgf"), StandardCharsets.UTF_8);
    assertTrue(text.contains("CA[UTF-8]") && text.contains("FF[4]") && text.contains("PB[本因坊秀策]"), text);
    for (String name : List.of("1846.sgf", "sub/occupied.SGF", "sub/slip.sgf", "jp/sjis.sgf")) {
      SgfCollection original = SgfReader.lenient().read(Files.readAllBytes(dir.resolve("games").resolve(name)));
      SgfCollection copy = SgfReader.strict().read(Files.readAllBytes(out.resolve(name)));
      assertEquals(SgfWriter.normalized(original, SgfWriter.Options.DEFAULT).games(), copy.games(), name);
    }
    try (Stream<Path> s = Files.walk(out)) {
      assertEquals(List.of(), s.filter(p -> p.toString().endsWith(".part")).toList(), "no partial files left");
    }
    Run again = tengen("convert", dir.resolve("games/1846.sgf").toString(), "--out", dir.resolve("games").toString());
    assertEquals(1, again.code(), "would overwrite its original");
    assertArrayEquals(before.get(dir.resolve("games/1846.sgf")), Files.readAllBytes(dir.resolve("games/1846.sgf")));
  }

  @Test
  void convertAndCheckTakeTygemsGibAsSgf() throws IOException { // issue 60
    String gib = "\\HS\n\\[GAMEBLACKNAME=kim (2D)\\]\n\\[GAMEWHITENAME=lee (3D)\\]\n"
        + "\\[GAMEINFOMAIN=GBKIND:3,GTYPE:0,GCDT:0,GTIME:600-30-3,GRLT:4,ZIPSU:0,DUM:0,GONGJE:65,TCNT:2\\]\n"
        + "\\HE\n\\GS\n2 1 0\nINI 0 1 0 &4\nSTO 0 2 1 15 3\nSTO 0 3 2 3 15\n\\GE\n";
    write("tygem/game.gib", gib.getBytes(StandardCharsets.UTF_8));
    Path out = dir.resolve("converted");
    Run r = tengen("convert", dir.resolve("tygem").toString(), "--out", out.toString());
    assertEquals(0, r.code(), r.err());
    String text = Files.readString(out.resolve("game.sgf"), StandardCharsets.UTF_8);
    for (String expected : List.of("PB[kim]", "BR[2D]", "KM[6.5]", "RE[W+R]", "TM[600]", ";B[pd]", ";W[dp]")) {
      assertTrue(text.contains(expected), expected + " in " + text);
    }
    Run check = tengen("check", dir.resolve("tygem").toString());
    assertEquals(0, check.code(), check.out() + check.err());
    assertTrue(check.out().matches("(?s).*files clean\\s+1\\s.*") && check.out().matches("(?s).*moves\\s+2\\s.*"),
        check.out());
  }

  private static Map<Path, byte[]> snapshot(Path root) throws IOException {
    try (Stream<Path> s = Files.walk(root)) {
      List<Path> files = new ArrayList<>(s.filter(Files::isRegularFile).toList());
      return files.stream().collect(Collectors.toMap(p -> p, p -> {
        try {
          return Files.readAllBytes(p);
        } catch (IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }));
    }
  }

  @Test
  void sizesReadBinaryMultiples() {
    Sizes s = new Sizes();
    assertEquals(16L << 20, s.convert("16M"));
    assertEquals(500L << 10, s.convert("500k"));
    assertEquals(1000L, s.convert("1000"));
    assertEquals(2L << 30, s.convert("2GB"));
  }
}
