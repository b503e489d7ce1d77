package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import java.nio.charset.Charset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The writer: FF[4] and UTF-8, passes, escapes, compressed lists, line wrapping, variations. */
class WriterTest {

  @Test
  void rootGetsFf4AndUtf8AndPassesAreEmpty() {
    SgfCollection c = SgfReader.lenient().read("(;FF[3]CA[GB2312]SZ[19];B[tt];W[aa])");
    assertEquals("(;FF[4]CA[UTF-8]SZ[19]\n;B[];W[aa])\n", SgfWriter.write(c));
    SgfCollection big = SgfReader.lenient().read("(;SZ[21];B[tt])");
    assertTrue(SgfWriter.write(big).contains(";B[tt]"), "tt is a point on 21x21");
  }

  @Test
  void legacyTextIsWrittenAsUtf8AndReadsBackTheSame() {
    byte[] gb = "(;CA[GB2312]PB[古力]PW[柯洁])".getBytes(Charset.forName("GB18030"));
    SgfCollection c = SgfReader.lenient().read(gb);
    SgfCollection back = SgfReader.strict().read(SgfWriter.write(c).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    assertEquals("古力", back.game().blackPlayer().orElseThrow());
    assertEquals("柯洁", back.game().whitePlayer().orElseThrow());
    assertEquals("UTF-8", back.charset().name());
  }

  @Test
  void escapesAreWrittenExactly() {
    SgfNode root = SgfNode.builder().setText("C", "a ] b \\ c : d").set("AP", "Tengen\\:x:0.1").build();
    String text = SgfWriter.write(SgfGame.of(root));
    assertTrue(text.contains("C[a \\] b \\\\ c : d]"), text);
    SgfNode back = SgfReader.strict().read(text).game().root();
    assertEquals("a ] b \\ c : d", back.comment().orElseThrow());
    assertEquals(List.of("Tengen\\:x", "0.1"), SgfValues.splitComposed(back.value("AP").orElseThrow()));
  }

  @Test
  void pointListsCompressIntoRectangles() {
    BoardSize s = BoardSize.square(9);
    SgfNode.Builder b = SgfNode.builder().set("SZ", "9");
    List<Point> block = List.of(Point.of(0, 0), Point.of(1, 0), Point.of(2, 0), Point.of(0, 1), Point.of(1, 1),
        Point.of(2, 1), Point.of(5, 5));
    SgfGame g = SgfGame.of(b.setPoints("AB", block).build());
    String text = SgfWriter.write(SgfCollection.of(g), SgfWriter.Options.DEFAULT.withCompressedPointLists(true));
    assertTrue(text.contains("AB[aa:cb][ff]"), text);
    assertEquals(java.util.Set.copyOf(block), SgfReader.strict().read(text).game().root().points("AB", s));
  }

  @Test
  void linesAreWrappedBetweenPropertiesNeverInsideAValue() {
    StringBuilder sgf = new StringBuilder("(;SZ[19]");
    for (int k = 0; k < 200; k++) {
      sgf.append(k % 2 == 0 ? ";B[" : ";W[").append((char) ('a' + k % 19)).append((char) ('a' + k / 19))
          .append(']');
    }
    sgf.append(";C[").append("x".repeat(150)).append("])");
    String text = SgfWriter.write(SgfReader.strict().read(sgf.toString()));
    for (String line : text.split("\n")) {
      assertTrue(line.length() <= 79 || line.startsWith(";C[x"), line);
    }
    assertEquals(SgfWriter.normalized(SgfReader.strict().read(sgf.toString()), SgfWriter.Options.DEFAULT),
        SgfReader.strict().read(text));
  }

  @Test
  void variationsAreWrittenInParentheses() {
    SgfNode b1 = SgfNode.builder().setMove(Move.play(Color.WHITE, Point.of(2, 2))).build();
    SgfNode b2 = SgfNode.builder().setMove(Move.play(Color.WHITE, Point.of(6, 2))).build();
    SgfNode root = SgfNode.builder().set("SZ", "9").addChild(SgfNode.builder()
        .setMove(Move.play(Color.BLACK, Point.of(4, 4))).addChild(b1).addChild(b2).build()).build();
    assertEquals("(;FF[4]CA[UTF-8]SZ[9]\n;B[ee]\n(;W[cc])\n(;W[gc]))\n", SgfWriter.write(SgfGame.of(root)));
  }

  @Test
  void builtPropertiesAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> SgfProperty.of("b", "aa"));
    assertThrows(IllegalArgumentException.class, () -> SgfProperty.of("C", "a]b"));
    assertThrows(IllegalArgumentException.class, () -> SgfProperty.of("C", "ab\\"));
    assertThrows(IllegalArgumentException.class, () -> new SgfProperty("C", List.of()));
    assertThrows(IllegalArgumentException.class, () -> SgfWriter.Options.DEFAULT.withLineWidth(0));
    assertThrows(IllegalArgumentException.class, () -> SgfCollection.of(List.of()));
  }
}
