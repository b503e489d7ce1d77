package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Point;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The essentials on the fixtures bundled in {@code src/test/resources/fixtures} (see its SOURCES.md), so that a fresh
 * clone without the shared corpus still tests encodings, compressed lists, escapes and round trips.
 */
class BundledFixturesTest {

  private static SgfCollection read(String name) throws IOException {
    try (InputStream in = BundledFixturesTest.class.getResourceAsStream("/fixtures/" + name)) {
      return SgfReader.lenient().read(in);
    }
  }

  @Test
  void declaredEucKrIsDecoded() throws IOException {
    SgfCollection c = read("sabaki-korean.sgf");
    assertEquals("EUC-KR", c.charset().name().toUpperCase(java.util.Locale.ROOT).replace("X-WINDOWS-949",
        "EUC-KR"));
    assertEquals("이세돌", c.game().blackPlayer().orElseThrow());
    assertEquals("박정환", c.game().whitePlayer().orElseThrow());
    assertEquals("바둑 is fun", c.game().mainline().get(2).comment().orElseThrow());
  }

  @Test
  void utf16WithByteOrderMarkIsDecoded() throws IOException {
    SgfCollection c = read("sabaki-utf16le.sgf");
    assertEquals("UTF-16LE", c.charset().name());
    assertEquals("Kitani Minoru", c.game().blackPlayer().orElseThrow());
    assertEquals("Go Seigen", c.game().whitePlayer().orElseThrow());
  }

  @Test
  void compressedPointListsExpandInGoGamesOnly() throws IOException {
    SgfCollection c = read("libsgfc-compressed-point-list.sgf");
    assertEquals(2, c.games().size());
    SgfGame go = c.games().get(0);
    BoardSize s = go.boardSize();
    assertEquals(Set.of(Point.of(0, 0), Point.of(1, 0), Point.of(0, 1), Point.of(1, 1)),
        go.mainline().get(1).points("MA", s));
    assertEquals(4, go.mainline().get(2).points("AB", s).size());
    assertEquals(4, go.replayStrict().finalPosition().stoneCount(io.github.tengen.go.Color.BLACK));
    assertEquals(19, c.games().get(1).gameType());
    assertEquals(List.of("gg:hh"), c.games().get(1).mainline().get(2).values("AB"));
  }

  @Test
  void escapesDecodeAsLibSgfcDoes() throws IOException {
    SgfGame g = read("libsgfc-escaping.sgf").game();
    List<String> ap = SgfValues.splitComposed(g.root().value("AP").orElseThrow());
    assertEquals("First : SimpleText : value : in : composed : value : with : [neces\\sary] : escape : characters",
        SgfValues.decodeSimpleText(ap.get(0)));
    assertEquals("Text : value : with : unneccessary : escape : characters",
        g.mainline().get(1).comment().orElseThrow());
  }

  @Test
  void everyBundledFixtureRoundTrips() throws IOException {
    for (String f : List.of("historic-1846-ear-reddening.sgf", "sabaki-complex.sgf", "libsgfc-escaping.sgf",
        "libsgfc-compressed-point-list.sgf", "sabaki-korean.sgf", "sabaki-utf16le.sgf", "katago-messy.sgf")) {
      SgfCollection c = read(f);
      CorpusGamesTest.roundTrip(f, c);
      assertTrue(c.game().root().size() >= 1, f);
    }
  }
}
