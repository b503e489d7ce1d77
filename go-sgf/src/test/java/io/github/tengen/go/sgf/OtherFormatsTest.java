package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Color;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Tygem's GIB, WBaduk's NGF and Pandanet's UGF/UGI read as SGF: each value that Sabaki's, KaTrain's and analyze-sgf's
 * tests assert of the corpus's fixtures ({@code formats/EXPECTATIONS.md}, the file and line of each there), and
 * analyze-sgf's own SGF conversions of its three GIB files.
 */
class OtherFormatsTest {
  private static SgfCollection read(String relative) throws IOException {
    return SgfReader.lenient().read(Corpus.require("formats/" + relative));
  }

  private static void assertRoot(SgfNode root, Map<String, String> expected) {
    expected.forEach((id, v) -> assertEquals(Optional.of(v), root.text(id), id));
  }

  /** The first moves of the main line, as SGF writes them ({@code W[pp]}). */
  private static List<String> firstMoves(SgfGame g, int n) {
    List<String> out = new ArrayList<>();
    for (SgfNode node : g.root().mainline().subList(1, n + 1)) {
      String id = node.has("B") ? "B" : "W";
      assertEquals(1, node.properties().size(), "a move node holds its move alone: " + node);
      out.add(id + "[" + node.value(id).orElseThrow() + "]");
    }
    return out;
  }

  @Test
  void tygemGibInUtf8() throws IOException { // Sabaki test/gibTests.js 9-28
    SgfCollection c = read("sabaki/gib/utf8.gib");
    SgfNode root = c.game().root();
    assertRoot(root, Map.ofEntries(Map.entry("CA", "UTF-8"), Map.entry("FF", "4"), Map.entry("GM", "1"),
        Map.entry("SZ", "19"), Map.entry("KM", "0"), Map.entry("PW", "leejw977"), Map.entry("WR", "10K"),
        Map.entry("PB", "jy512"), Map.entry("BR", "15K"), Map.entry("DT", "2016-03-26"), Map.entry("HA", "3")));
    assertEquals(List.of("dp", "pd", "dd"), root.values("AB"));
    assertTrue(!root.has("RE"), "GRLT 255: no result");
    assertEquals(List.of("W[pp]", "B[nq]", "W[qn]", "B[no]"), firstMoves(c.game(), 4));
    assertEquals(SgfWarning.Code.CONVERTED, c.warnings().get(0).code());
  }

  @Test
  void tygemGibInGb2312HasItsNamesDecoded() throws IOException { // Sabaki test/gibTests.js 33-34
    SgfCollection c = read("sabaki/gib/gb2312.gib");
    assertEquals(Optional.of("石下之臣"), c.game().root().text("PB"));
  }

  @Test
  void katrainsGib() throws IOException { // KaTrain tests/test_parser.py 126-135
    SgfGame g = read("katrain/test.gib").game();
    assertRoot(g.root(), Map.of("PW", "wildsim1", "WR", "2D", "PB", "kim", "BR", "2D", "RE", "W+T", "KM", "6.5",
        "DT", "2020-06-14"));
    assertEquals(List.of("B[pd]"), firstMoves(g, 1));
  }

  /**
   * analyze-sgf's SGF of each of its GIB files: the same moves and the same root values, but its own {@code AP};
   * its EUC-KR conversion holds the names read as Latin-1 (mojibake), so ours, encoded back as EUC-KR and read as
   * Latin-1, must give its text.
   */
  @Test
  void analyzeSgfsConversionsOfItsThreeGibFiles() throws IOException { // analyze-sgf test/gib2sgf.test.js 9-31
    for (String name : List.of("t-utf-8", "t-gb2312", "t-euc-kr")) {
      SgfGame ours = read("analyze-sgf/" + name + ".gib").game();
      SgfGame theirs = read("analyze-sgf/" + name + ".sgf").game();
      boolean mojibake = name.equals("t-euc-kr");
      for (SgfProperty p : theirs.root().properties()) {
        if (p.id().equals("AP")) {
          continue;
        }
        List<String> values = ours.root().values(p.id());
        if (mojibake) {
          values = values.stream().map(v -> new String(v.getBytes(Charset.forName("EUC-KR")),
              StandardCharsets.ISO_8859_1)).toList();
        }
        assertEquals(p.values(), values, name + " " + p.id());
      }
      List<SgfNode> a = ours.root().mainline();
      List<SgfNode> b = theirs.root().mainline();
      assertEquals(b.size(), a.size(), name + " moves");
      for (int i = 1; i < a.size(); i++) {
        assertEquals(b.get(i).move(ours.boardSize()), a.get(i).move(ours.boardSize()), name + " move " + i);
      }
    }
  }

  @Test
  void wbadukNgf() throws IOException { // Sabaki test/ngfTests.js 9-27
    SgfGame g = read("sabaki/ngf/even.ngf").game();
    assertRoot(g.root(), Map.ofEntries(Map.entry("CA", "UTF-8"), Map.entry("FF", "4"), Map.entry("GM", "1"),
        Map.entry("SZ", "19"), Map.entry("KM", "7.5"), Map.entry("PW", "LQC"), Map.entry("WR", "9p"),
        Map.entry("PB", "CYY"), Map.entry("BR", "9p"), Map.entry("DT", "2017-03-16"), Map.entry("RE", "B+0.5")));
    assertEquals(List.of("B[qd]", "W[dd]", "B[pq]", "W[dp]"), firstMoves(g, 4));
  }

  /** KaTrain writes {@code W+} for "White wins by resign!"; SGF's form of it is {@code W+R}. */
  @Test
  void wbadukNgfWithAHandicap() throws IOException { // KaTrain tests/test_parser.py 141-151
    SgfGame g = read("sabaki/ngf/handicap2.ngf").game();
    assertRoot(g.root(), Map.of("DT", "2017-03-16", "HA", "2", "PB", "p81587", "PW", "ace550", "RE", "W+R",
        "SZ", "19"));
    assertEquals(List.of("dp", "pd"), g.root().values("AB").stream().sorted().toList());
    assertEquals(List.of("W[pq]"), firstMoves(g, 1));
  }

  @Test
  void wbaduksOlderNgfInGb2312() throws IOException { // no test asserts it: its own header and Chinese result
    SgfGame g = read("sabaki/ngf/gb2312.ngf").game();
    assertRoot(g.root(), Map.of("PW", "朴承华", "WR", "初段", "PB", "李载雄", "BR", "五段", "DT", "2006-09-05",
        "KM", "6.5", "RE", "B+R", "EV", "韩国十段战"));
    assertEquals(211, g.root().mainline().size() - 1);
  }

  @Test
  void pandanetUgf() throws IOException { // Sabaki test/ugfTests.js 9-28
    SgfGame g = read("sabaki/ugf/amateur.ugf").game();
    assertRoot(g.root(), Map.ofEntries(Map.entry("CA", "UTF-8"), Map.entry("CP", "PANDANET INC."),
        Map.entry("FF", "4"), Map.entry("GM", "1"), Map.entry("SZ", "19"), Map.entry("KM", "-5.50"),
        Map.entry("PW", "YINNI"), Map.entry("WR", "8d"), Map.entry("PB", "kaziwami"), Map.entry("BR", "7d"),
        Map.entry("DT", "2019-03-08"), Map.entry("RE", "B+7.50")));
    assertEquals(List.of("B[qd]", "W[dd]", "B[pq]", "W[dq]"), firstMoves(g, 4));
  }

  @Test
  void pandanetUgiKeepsItsReviewCommentsAndItsPasses() throws IOException { // Sabaki test/ugfTests.js 33-40
    SgfCollection c = read("sabaki/ugf/review.ugi");
    SgfGame g = c.game();
    assertEquals(Optional.of("apetresc 2k?: Let's begin and enjoy a great game.\nken03110 2k : Hi!\n"),
        g.root().text("C"));
    List<SgfNode> line = g.root().mainline();
    assertEquals(222, line.size() - 1);
    assertTrue(line.get(222).move(g.boardSize()).orElseThrow().isPass(), "YA is a pass");
    assertEquals(Color.WHITE, line.get(222).move(g.boardSize()).orElseThrow().color());
    assertTrue(line.get(222).text("C").orElseThrow().contains("ken03110 done"));
    assertTrue(c.warnings().stream().anyMatch(w -> w.code() == SgfWarning.Code.BAD_VALUE && w.line() == 526
        && w.message().contains("review node \"269\"")), "the comment on a review node off the line is reported");
  }

  @Test
  void aMalformedFileIsRefusedWithItsLineByTheStrictReader() {
    String gib = "\\HS\n\\[GAMEBLACKNAME=a (1D)\\]\n\\HE\n\\GS\nINI 0 1 0 &4\nSTO 0 2 1 3 x\n\\GE\n";
    SgfParseException e = assertThrows(SgfParseException.class, () -> SgfReader.strict().read(
        gib.getBytes(StandardCharsets.UTF_8)));
    assertEquals(6, e.line(), e.getMessage());
    SgfCollection lenient = SgfReader.lenient().read(gib.getBytes(StandardCharsets.UTF_8));
    assertTrue(lenient.warnings().stream().anyMatch(w -> w.line() == 6), lenient.warnings().toString());
    String ngf = "Rated game\n19\nw 1D\nb 1D\nx\n0\n0\n6\n20200101\n0\nBlack wins by 0.5!\n2\nPMABBZZZZ\nPMACWEEEE\n";
    SgfCollection off = SgfReader.lenient().read(ngf.getBytes(StandardCharsets.UTF_8));
    assertEquals(1, off.game().root().mainline().size() - 1, "the move off the board is skipped");
    assertTrue(off.warnings().stream().anyMatch(w -> w.code() == SgfWarning.Code.BAD_POINT && w.line() == 13));
  }

  @Test
  void sgfWithTextBeforeItsFirstTreeIsStillSgf() {
    SgfCollection c = SgfReader.lenient().read("[Header]\nnotes\n(;GM[1]SZ[9];B[ee])".getBytes(
        StandardCharsets.UTF_8));
    assertEquals(2, c.game().root().mainline().size());
    assertTrue(c.warnings().stream().noneMatch(w -> w.code() == SgfWarning.Code.CONVERTED));
  }

  @Test
  void theResultCodesOfTygem() {
    assertEquals("B+1.5", GibFormat.result("0", "15"));
    assertEquals("W+11", GibFormat.result("1", "110"));
    assertEquals("W+T", GibFormat.result("8", "0"));
    assertEquals(null, GibFormat.result("255", "0"));
    assertEquals("W+3.5", NgfFormat.chineseResult("IDB[211] 白3目半胜"));
  }
}
