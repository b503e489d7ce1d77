package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The parser fixtures of {@code ../shared/corpus/sgf-parser-tests}: what GoGui's, KaTrain's, Sabaki's and
 * libsgfc++'s own tests require of these files (restated in {@code EXPECTATIONS.json}), the reference decodings of
 * the encoded files, and our generated encodings.
 */
class ParserFixturesTest {
  private static final SgfReader LENIENT = SgfReader.lenient();

  private static Path fixture(String name) {
    return Corpus.require("sgf-parser-tests/" + name);
  }

  private static SgfCollection read(String name) throws IOException {
    return LENIENT.read(fixture(name));
  }

  @Test
  void everyFixtureFileReadsLenientlyAndReplays() throws IOException {
    Path dir = Corpus.require("sgf-parser-tests");
    List<Path> files = Corpus.sgfFiles(dir);
    assertTrue(files.size() >= 70, "fixtures: " + files.size());
    for (Path f : files) {
      SgfCollection c = LENIENT.read(f);
      for (SgfGame g : c.games()) {
        if (g.gameType() == 1) {
          g.replay(); // never throws in lenient mode
        }
      }
    }
  }

  @Test
  void ff4ExampleHasTheTreeGoGuiExpects() throws IOException {
    SgfCollection full = read("gogui/ff4_ex.sgf");
    assertEquals(2, full.games().size());
    assertEquals(List.of(), full.warnings());
    SgfGame g = read("gogui/ff4_ex.1.sgf").game();
    assertEquals(full.games().get(0), g);
    assertEquals(BoardSize.square(19), g.boardSize());
    assertEquals(54, g.root().size());
    assertEquals(5, g.root().childCount());
    BoardSize s = g.boardSize();

    SgfNode setup = g.root().children().get(1);
    assertEquals(List.of(16, 16, 0), counts(setup, s, "AB", "AW", "AE"));
    SgfNode n = setup.children().get(0);
    assertEquals(List.of(0, 0, 9), counts(n, s, "AB", "AW", "AE"));
    n = n.children().get(0);
    assertEquals(List.of(1, 1, 0), counts(n, s, "AB", "AW", "AE"));
    n = n.children().get(0);
    assertEquals(0, n.childCount());
    assertEquals(Color.WHITE, Replayer.color(n.value("PL").orElseThrow()).orElseThrow());

    SgfNode markup = g.root().children().get(2);
    assertEquals(List.of(35, 37), counts(markup, s, "AB", "AW"));
    n = markup.children().get(0);
    assertEquals(List.of(9, 9, 9, 9, 9, 18, 19), counts(n, s, "MA", "CR", "SQ", "TR", "SL", "TB", "TW"));
    n = n.children().get(0);
    List<String> labels = n.values("LB");
    assertEquals(22, labels.size());
    Map<String, String> want = Map.of("D17", "1", "F17", "2", "O17", "3", "Q17", "4", "D10", "a", "F10", "b",
        "O10", "c", "Q10", "d", "G7", "AB", "G1", "ABCDEFGH");
    int found = 0;
    for (String lb : labels) {
      List<String> parts = SgfValues.splitComposed(lb);
      String where = Point.parseSgf(parts.get(0)).toGtp(s);
      if (want.containsKey(where)) {
        assertEquals(want.get(where), SgfValues.decodeSimpleText(parts.get(1)), where);
        found++;
      }
      if (where.equals("N7")) {
        assertEquals("12", SgfValues.decodeSimpleText(parts.get(1)));
      }
      if (where.equals("N1")) {
        assertEquals("12345678", SgfValues.decodeSimpleText(parts.get(1)));
      }
    }
    assertEquals(want.size(), found);
    while (n.childCount() > 0) {
      n = n.children().get(0);
    }
    assertEquals(List.of("aa:sc", "sa:ac", "aa:sa", "aa:ac", "cd:cj", "gd:md", "fh:ij", "kj:nh"), n.values("AR"));
    assertEquals(List.of("kq:os", "dq:hs"), n.values("DD"));
    assertTrue(n.values("LN").contains("pj:pd"), n.values("LN")::toString);
  }

  private static List<Integer> counts(SgfNode n, BoardSize s, String... ids) {
    List<Integer> out = new ArrayList<>();
    for (String id : ids) {
      out.add(n.points(id, s).size());
    }
    return out;
  }

  @Test
  void humanReadableMovesReplayAsGoGuiReadsThem() throws IOException {
    Replay r = read("gogui/human-readable.sgf").game().replay();
    BoardSize s = BoardSize.square(19);
    List<Move> moves = r.finalPosition().previous().isPresent() ? movesOf(r) : List.of();
    assertEquals(List.of(Move.play(Color.BLACK, Point.parseGtp("R16", s)), Move.play(Color.WHITE,
        Point.parseGtp("D4", s)), Move.play(Color.BLACK, Point.parseGtp("C16", s)), Move.play(Color.WHITE,
        Point.parseGtp("Q4", s)), Move.play(Color.BLACK, Point.parseGtp("R6", s)), Move.pass(Color.WHITE)), moves);
    assertTrue(r.warnings().stream().allMatch(w -> w.code() == ReplayWarning.Code.HUMAN_READABLE_MOVE));
    assertThrows(SgfReplayException.class, () -> read("gogui/human-readable.sgf").game().replayStrict());
  }

  private static List<Move> movesOf(Replay r) {
    List<Move> out = new ArrayList<>();
    for (var p : r.positions()) {
      p.lastMove().ifPresent(out::add);
    }
    return out;
  }

  @Test
  void aMoveOffTheBoardIsAWarningLenientAndAnErrorStrict() throws IOException {
    SgfCollection c = read("gogui/invalidmove.sgf");
    assertTrue(c.warnings().stream().anyMatch(w -> w.code() == SgfWarning.Code.BAD_POINT && w.line() == 2),
        c.warnings()::toString);
    Replay r = c.game().replay();
    assertEquals(ReplayWarning.Code.BAD_MOVE, r.warnings().get(0).code());
    assertEquals(3, r.warnings().get(0).moveNumber());
    assertThrows(SgfParseException.class, () -> SgfReader.strict().read(fixture("gogui/invalidmove.sgf")));
  }

  @Test
  void sizeAfterPointsIsCheckedAgainstTheSizeItDeclares() throws IOException {
    assertEquals(List.of(), read("gogui/size-after-valid-points.sgf").warnings());
    // AB[pp] and AW[cp] are both off the 9x9 board that SZ declares after them
    assertEquals(List.of(SgfWarning.Code.BAD_POINT, SgfWarning.Code.BAD_POINT),
        read("gogui/size-after-invalid-points.sgf").warnings().stream().map(SgfWarning::code).toList());
  }

  @Test
  void unknownOvertimeIsKeptVerbatimThroughAWrite() throws IOException {
    SgfCollection c = read("gogui/time-settings-unknown-ot.sgf");
    assertEquals("1800", c.game().root().value("TM").orElseThrow());
    assertEquals("8 xyz 16", c.game().root().value("OT").orElseThrow());
    String out = SgfWriter.write(c);
    assertTrue(out.contains("OT[8 xyz 16]"), out);
    assertTrue(out.contains("C[Test for overtime property in unknown format: OT[8 xyz 16\\]]"), out);
  }

  @Test
  void oldLongPropertyNamesRead() throws IOException {
    SgfCollection c = read("gogui/verbose-property-names.sgf");
    SgfGame g = c.game();
    assertEquals(GameResult.parseSgf("B+R"), g.result().orElseThrow());
    assertEquals(184, g.mainline().stream().filter(n -> n.has("B") || n.has("W")).count());
    // an old file: long lower-case names (one note), nodes after variations that are read as further variations
    // of the node before them, as GoGui reads them, and a time limit written in words (FF[4]'s TM is a Real)
    assertEquals(SgfWarning.Code.LOWER_CASE_IDENTIFIER, c.warnings().get(0).code());
    assertTrue(c.warnings().stream().anyMatch(w -> w.code() == SgfWarning.Code.BAD_VALUE
        && w.message().startsWith("value TM[60 minutes")), c.warnings()::toString);
    assertEquals(java.util.Set.of(SgfWarning.Code.LOWER_CASE_IDENTIFIER, SgfWarning.Code.NODE_AFTER_VARIATIONS,
        SgfWarning.Code.BAD_VALUE),
        c.warnings().stream().map(SgfWarning::code).collect(java.util.stream.Collectors.toSet()));
    assertEquals(List.of(), g.replayStrict().warnings());
    SgfReader.strict().read("(;GaMe[1]SiZe[9];Black[ee])"); // old names alone are a note, not an error
    assertTrue(read("katrain/xmgt97.sgf").game().root().size() > 1);
  }

  @Test
  void pandanetRecordHasItsRootPropertiesTerritoryAndResult() throws IOException {
    SgfGame g = read("katrain/panda1.sgf").game();
    assertEquals(List.of("GM", "EV", "US", "CP", "GN", "RE", "PW", "WR", "NW", "PB", "BR", "NB", "PC", "DT", "SZ",
        "TM", "KM", "LT", "RR", "HA", "AB", "C"), g.root().properties().stream().map(SgfProperty::id).toList());
    List<SgfNode> line = g.mainline();
    SgfNode last = line.get(line.size() - 1);
    assertEquals(94, last.points("TW", g.boardSize()).size());
    assertEquals("Trilan", last.value("OS").orElseThrow());
    assertEquals(new GameResult.ScoreWin(Color.WHITE, 34.5), g.result().orElseThrow());
  }

  @Test
  void otherServersExportsRead() throws IOException {
    assertEquals(GameResult.NoWinner.UNKNOWN, read("katrain/ogs.sgf").game().result().orElseThrow());
    assertEquals(new GameResult.Win(Color.WHITE, GameResult.Win.Reason.RESIGNATION),
        read("katrain/LS vs AG - G4 - English.sgf").game().result().orElseThrow());
    for (String f : List.of("katrain/fox sgf error.sgf", "katrain/fox sgf works.sgf")) {
      SgfGame g = read(f).game();
      for (SgfNode n : g.mainline()) {
        assertFalse(n.has("AB") || n.has("AW"), f);
        assertTrue(n.childCount() <= 1, f);
      }
      assertEquals(g.root().size(), g.mainline().size(), f);
      assertTrue(g.mainline().size() > 10, f);
    }
  }

  @Test
  void complexSabakiFileIsOneGameTree() throws IOException {
    assertEquals(1, read("sabaki-sgf/complex.sgf").games().size());
  }

  @Test
  void shiftJisWithoutCaIsDetected() throws IOException {
    SgfCollection c = read("sabaki-sgf/encoding/nihon-kiin.sgf");
    SgfGame g = c.game();
    assertEquals("党毅飛", g.whitePlayer().orElseThrow());
    assertTrue(g.root().simpleText("TE").orElseThrow().contains("世界最高棋士決定戦"));
    assertEquals("申眞ソ", g.blackPlayer().orElseThrow());
    assertEquals("韓国棋院", g.root().simpleText("PC").orElseThrow());
  }

  @Test
  void gb2312WithoutCaIsDetected() throws IOException {
    SgfCollection c = read("sabaki-sgf/no-ca.sgf");
    assertEquals("GB18030", c.charset().name());
    assertTrue(c.game().root().comment().orElseThrow().startsWith("【第三型】 黑先"));
  }

  @Test
  void bytesAlreadyBrokenDoNotStopTheReader() throws IOException {
    SgfCollection c = read("sabaki-sgf/japanese_bad.sgf");
    assertEquals("\uFFFD\uFFFD\uFFFDR \uFFFDT\uFFFD\uFFFD", c.game().blackPlayer().orElseThrow());
    assertTrue(c.warnings().stream().anyMatch(w -> w.code() == SgfWarning.Code.CHARSET), c.warnings()::toString);
    LENIENT.read(fixture("generated-encodings/tiny-undetectable-high-bytes.sgf"));
  }

  /** Every file in EXPECTATIONS.json with a reference decoding: our values equal it. */
  @TestFactory
  Stream<DynamicTest> referenceDecodingsMatch() throws IOException {
    JsonObject root = JsonParser.parseString(Files.readString(fixture("EXPECTATIONS.json"))).getAsJsonObject();
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonElement e : root.getAsJsonArray("files")) {
      JsonObject f = e.getAsJsonObject();
      if (!f.has("decoded_by_helper")) {
        continue;
      }
      String file = f.get("file").getAsString();
      JsonObject dec = f.getAsJsonObject("decoded_by_helper");
      if (file.equals("sabaki-sgf/no-ca.sgf")) {
        continue; // the helper decoded GB2312 bytes as UTF-8; gb2312WithoutCaIsDetected reads them properly
      }
      tests.add(DynamicTest.dynamicTest(file, () -> {
        SgfNode r = read(file).game().root();
        for (Map.Entry<String, JsonElement> v : dec.getAsJsonObject("values").entrySet()) {
          String id = v.getKey();
          String want = v.getValue().getAsString();
          String got = id.equals("C") ? commentAnywhere(read(file).game()) : r.simpleText(id).orElseThrow();
          if (want.length() >= 190) {
            assertTrue(got.startsWith(want), file + " " + id + ": " + got);
          } else {
            assertEquals(want, got, file + " " + id);
          }
        }
      }));
    }
    assertTrue(tests.size() >= 25, "decodings: " + tests.size());
    return tests.stream();
  }

  /** The first comment of the main line. */
  private static String commentAnywhere(SgfGame g) {
    for (SgfNode n : g.mainline()) {
      if (n.has("C")) {
        return n.comment().orElseThrow();
      }
    }
    throw new AssertionError("no comment");
  }

  @TestFactory
  Stream<DynamicTest> generatedEncodingsReadAsWritten() throws IOException {
    JsonObject m = JsonParser.parseString(Files.readString(fixture("generated-encodings/MANIFEST.json")))
        .getAsJsonObject();
    List<DynamicTest> tests = new ArrayList<>();
    for (JsonElement e : m.getAsJsonArray("cases")) {
      JsonObject c = e.getAsJsonObject();
      String file = "generated-encodings/" + c.get("file").getAsString();
      tests.add(DynamicTest.dynamicTest(file, () -> {
        SgfCollection col = read(file);
        if (c.get("expected_root_values").isJsonNull()) {
          return; // only: must not crash
        }
        for (Map.Entry<String, JsonElement> v : c.getAsJsonObject("expected_root_values").entrySet()) {
          String got = v.getKey().equals("C") ? col.game().root().comment().orElseThrow()
              : col.game().root().simpleText(v.getKey()).orElseThrow();
          assertEquals(v.getValue().getAsString(), got, file + " " + v.getKey() + " read as " + col.charset());
        }
      }));
    }
    return tests.stream();
  }

  /** libsgfc++'s parse dump of escaping.sgf: every value, composed ones split, decoded as SimpleText. */
  @Test
  void escapingMatchesLibSgfcDump() throws IOException {
    SgfGame g = read("libsgfcplusplus/escaping.sgf").game();
    List<String> ours = new ArrayList<>();
    for (SgfNode n : g.mainline()) {
      for (SgfProperty p : n.properties()) {
        for (String raw : p.values()) {
          List<String> parts = p.id().equals("AP") || p.id().equals("AR") ? SgfValues.splitComposed(raw)
              : List.of(raw);
          for (String part : parts) {
            ours.add(p.id() + "=" + SgfValues.decodeSimpleText(part));
          }
        }
      }
    }
    List<String> theirs = new ArrayList<>();
    Pattern name = Pattern.compile("^\\s*Property name = (\\w+)$");
    Pattern raw = Pattern.compile("^\\s*Raw value( \\d+)?\\s*= \"(.*)\"$");
    String current = null;
    for (String line : Files.readAllLines(fixture("libsgfcplusplus/escaping-output.txt"),
        StandardCharsets.UTF_8)) {
      Matcher mn = name.matcher(line);
      if (mn.matches()) {
        current = mn.group(1);
      }
      Matcher mr = raw.matcher(line);
      if (mr.matches()) {
        theirs.add(current + "=" + mr.group(2));
      }
    }
    assertEquals(theirs, ours);
  }

  @Test
  void deepGameTreeReadsWithoutRecursion() throws IOException {
    SgfCollection c = read("libsgfcplusplus/deep-game-tree.sgf");
    List<Integer> depths = c.games().stream().map(g -> g.mainline().size()).toList();
    assertTrue(depths.stream().anyMatch(d -> d >= 5000), depths::toString);
    for (SgfGame g : c.games()) {
      assertEquals(g, SgfReader.strict().read(SgfWriter.write(SgfCollection.of(g))).game().withRoot(g.root()));
    }
  }

  // ------------------------------------------------------------ inline cases of EXPECTATIONS.json

  @Test
  void duplicatePropertyIsKeptWithAWarning() {
    SgfCollection c = LENIENT.read("(;C[foo]C[bar])");
    assertEquals(List.of("C", "C"), c.game().root().properties().stream().map(SgfProperty::id).toList());
    assertEquals(SgfWarning.Code.DUPLICATE_PROPERTY, c.warnings().get(0).code());
    assertEquals(1, c.warnings().get(0).line());
    assertEquals(9, c.warnings().get(0).column());
    SgfParseException e = assertThrows(SgfParseException.class, () -> SgfReader.strict().read("(;C[foo]C[bar])"));
    assertEquals(SgfWarning.Code.DUPLICATE_PROPERTY, e.code());
  }

  @Test
  void spacesAroundTheBoardSizeAreTolerated() {
    assertEquals(BoardSize.square(13), LENIENT.read("(;FF[4]SZ[ 13 ])").game().boardSize());
    assertEquals(BoardSize.of(19, 13), LENIENT.read("(;SZ[19:13])").game().boardSize());
  }

  @Test
  void lineBreaksInCommentsAsGoGuiReadsThem() {
    Map<String, String> cases = Map.of(
        "(;C[foo\nbar \\\nfoo])", "foo\nbar foo",
        "(;C[foo\rbar])", "foo\nbar",
        "(;C[foo\n\rbar])", "foo\nbar",
        "(;C[foo\r\nbar])", "foo\nbar",
        "(;C[foo\r\n\rbar])", "foo\n\nbar",
        "(;C[foo\r\n\n\rbar])", "foo\n\nbar");
    cases.forEach((sgf, want) -> assertEquals(want, LENIENT.read(sgf).game().root().comment().orElseThrow(), sgf));
    assertEquals("foo", LENIENT.read("(;XY[foo\\\n])").game().root().text("XY").orElseThrow());
    assertEquals("foo", LENIENT.read("(;XY[foo\\\r\n])").game().root().text("XY").orElseThrow());
  }

  @Test
  void junkBeforeTheTreeIsSkipped() {
    SgfCollection c = LENIENT.read("... 01:23:45 +0900 (JST) ... (;SZ[19];B[aa];W[ba];)");
    assertEquals(1, c.games().size());
    assertEquals(4, c.game().mainline().size());
    assertEquals(SgfWarning.Code.JUNK, c.warnings().get(0).code());
  }

  @Test
  void textThatReadsAsTreesOnlyByMendingAndHoldsNoStoneIsNoGame() { // issue 59: tengen score README.md
    String readme = "# Title\n\nSee [the docs](docs/x.md) and (this) FF[4] note.\n```\n(;GM[1];B[aa])\n```\n";
    SgfParseException e = assertThrows(SgfParseException.class, () -> LENIENT.read(readme));
    assertEquals(SgfWarning.Code.NO_GAME, e.code());
    // junk before a real game, and a game without stones written properly, still read
    assertEquals(1, LENIENT.read("From: someone\n\n(;GM[1]SZ[9])").games().size());
    assertEquals(1, LENIENT.read("(;GM[1]SZ[9]C[an empty board])").games().size());
  }

  @Test
  void trailingEmptyNodeIsKeptAndKomiWithDecimalsRead() {
    SgfGame g = LENIENT.read("(;\nSZ[19]TM[600]KM[0.500000]LT[]\n\n;B[fp]BL[500];\n\n)").game();
    // KaTrain drops the empty last node; we keep every node the file has (an empty node is valid SGF)
    assertEquals(3, g.mainline().size());
    assertTrue(g.mainline().get(2).properties().isEmpty());
    assertEquals(0.5, g.komi().orElseThrow());
    assertEquals(1, g.replay().finalPosition().moveNumber());
  }

  @Test
  void playerToMoveAfterSetupFollowsKaTrain() {
    assertEquals(Color.BLACK, LENIENT.read("(;GM[1]FF[4]AB[aa]AW[bb])").game().replay().finalPosition().toMove());
    assertEquals(Color.WHITE, LENIENT.read("(;GM[1]FF[4]AB[aa])").game().replay().finalPosition().toMove());
    assertEquals(Color.WHITE, LENIENT.read("(;GM[1]FF[4]AB[aa]PL[W])").game().replay().finalPosition().toMove());
    assertEquals(Color.BLACK, LENIENT.read("(;GM[1]FF[4]AB[aa]PL[B])").game().replay().finalPosition().toMove());
  }

  @Test
  void escapingEscapesBracketAndBackslashOnly() {
    assertEquals("[\\]\\]\\\\", SgfValues.escapeText("[]]\\"));
    assertEquals("[]]\\", SgfValues.decodeText(SgfValues.escapeText("[]]\\")));
    assertEquals("a\\:b", SgfValues.escapeComposedPart("a:b"));
  }

  @Test
  void sabakiParseCases() {
    SgfNode r = LENIENT.read("(;B[aa]SZ[19];AB[cc][dd:ee])").game().root();
    assertEquals(List.of(SgfProperty.of("B", "aa"), SgfProperty.of("SZ", "19")), r.properties());
    assertEquals(List.of(SgfProperty.of("AB", "cc", "dd:ee")), r.children().get(0).properties());

    r = LENIENT.read("(;B[hh](;W[ii])(;W[hi]C[h]))").game().root();
    assertEquals(2, r.childCount());
    assertEquals(List.of(SgfProperty.of("W", "hi"), SgfProperty.of("C", "h")), r.children().get(1).properties());

    r = LENIENT.read("(;CoPyright[hello](;White[ii])(;White[hi]Comment[h]))").game().root();
    assertEquals("CP", r.properties().get(0).id());
    assertEquals(List.of("W", "C"), r.children().get(1).properties().stream().map(SgfProperty::id).toList());

    SgfNode want = LENIENT.read("(;B[hh];W[ii])").game().root();
    assertEquals(want, LENIENT.read(";B[hh];W[ii]").game().root());
    assertEquals(want, LENIENT.read("B[hh];W[ii]").game().root());
    assertThrows(SgfParseException.class, () -> SgfReader.strict().read("B[hh];W[ii]"));
  }
}
