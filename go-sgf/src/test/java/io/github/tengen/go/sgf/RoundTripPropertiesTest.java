package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Properties over random game trees (random identifiers, texts with every special character, moves, setup,
 * variations at random depths): write then read gives the tree back (as {@link SgfWriter#normalized} says), a second
 * write gives the same bytes, decoded texts are the texts put in, and lenient replay never throws.
 */
class RoundTripPropertiesTest {
  /** Characters that need care (whole code points: a lone surrogate can not be written as UTF-8). */
  private static final String[] SPECIAL = {"]", "\\", "[", ":", ";", "(", ")", "\n", "\r", "\t", " ", "é", "漢", "字",
    "\uD83D\uDE00", "\u0000", "\u00A0"};

  @Test
  void randomTreesSurviveWriteThenRead() {
    qt().withExamples(400).forAll(longs().all(), integers().between(1, 25), integers().between(0, 1))
        .checkAssert((seed, size, compress) -> {
          Random rnd = new Random(seed);
          SgfNode root = randomTree(rnd, BoardSize.square(size));
          SgfCollection c = SgfCollection.of(SgfGame.of(root));
          SgfWriter.Options options = SgfWriter.Options.DEFAULT.withCompressedPointLists(compress == 1)
              .withLineWidth(10 + rnd.nextInt(100));
          String text = SgfWriter.write(c, options);
          SgfCollection back = SgfReader.strict().read(text);
          assertEquals(SgfWriter.normalized(c, options), back);
          assertEquals(text, SgfWriter.write(back, options));
          assertEquals(root.text("C"), back.game().root().text("C"));
          back.game().replay();
        });
  }

  @Test
  void escapedTextDecodesToItself() {
    qt().withExamples(2000).forAll(longs().all()).checkAssert(seed -> {
      String text = randomText(new Random(seed));
      String raw = SgfValues.escapeText(text);
      assertEquals(normalizeText(text), SgfValues.decodeText(raw));
      SgfNode n = SgfReader.strict().read("(;C[" + raw + "])").game().root();
      assertEquals(raw, n.value("C").orElseThrow());
      String composed = SgfValues.escapeComposedPart(text) + ":" + SgfValues.escapeComposedPart(text);
      List<String> parts = SgfValues.splitComposed(composed);
      assertEquals(2, parts.size());
      assertEquals(normalizeText(text), SgfValues.decodeText(parts.get(1)));
    });
  }

  /** What a Text value means: line breaks as \n, other white space as a space. */
  private static String normalizeText(String s) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\r' || c == '\n') {
        if (i + 1 < s.length() && (s.charAt(i + 1) == '\r' || s.charAt(i + 1) == '\n') && s.charAt(i + 1) != c) {
          i++;
        }
        sb.append('\n');
      } else {
        sb.append(Character.isWhitespace(c) ? ' ' : c);
      }
    }
    return sb.toString();
  }

  private static String randomText(Random rnd) {
    int n = rnd.nextInt(20);
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < n; i++) {
      if (rnd.nextBoolean()) {
        sb.append(SPECIAL[rnd.nextInt(SPECIAL.length)]);
      } else {
        sb.append((char) ('a' + rnd.nextInt(26)));
      }
    }
    return sb.toString();
  }

  private static SgfNode randomTree(Random rnd, BoardSize size) {
    int budget = 1 + rnd.nextInt(60);
    return randomSubtree(rnd, size, budget, 0, true);
  }

  /** A subtree of about {@code budget} nodes; recursion only to a small depth of variations. */
  private static SgfNode randomSubtree(Random rnd, BoardSize size, int budget, int depth, boolean root) {
    List<SgfNode.Builder> line = new ArrayList<>();
    int length = 1 + rnd.nextInt(Math.max(1, budget));
    for (int k = 0; k < length; k++) {
      SgfNode.Builder b = SgfNode.builder();
      if (root && k == 0) {
        b.set("GM", "1").set("SZ", String.valueOf(size.width())).setText("C", randomText(rnd));
        if (rnd.nextBoolean()) {
          b.setText("PB", randomText(rnd));
        }
      } else {
        Color c = rnd.nextBoolean() ? Color.BLACK : Color.WHITE;
        b.setMove(rnd.nextInt(10) == 0 ? Move.pass(c) : Move.play(c, randomPoint(rnd, size)));
      }
      int extra = rnd.nextInt(3);
      for (int e = 0; e < extra; e++) {
        switch (rnd.nextInt(5)) {
          case 0 -> b.setText("C", randomText(rnd));
          case 1 -> b.set(SgfProperty.of("X" + (char) ('A' + rnd.nextInt(26)), SgfValues.escapeText(
              randomText(rnd)), SgfValues.escapeText(randomText(rnd))));
          case 2 -> {
            List<Point> pts = new ArrayList<>();
            for (int i = rnd.nextInt(6); i >= 0; i--) {
              pts.add(randomPoint(rnd, size));
            }
            b.setPoints(rnd.nextBoolean() ? "AB" : "AW", pts);
          }
          case 3 -> b.set("LB", randomPoint(rnd, size).toSgf() + ":" + SgfValues.escapeComposedPart(
              randomText(rnd)));
          default -> b.set("PL", rnd.nextBoolean() ? "B" : "W");
        }
      }
      line.add(b);
    }
    if (depth < 3 && rnd.nextInt(3) == 0) {
      int variations = 2 + rnd.nextInt(3);
      for (int v = 0; v < variations; v++) {
        line.get(line.size() - 1).addChild(randomSubtree(rnd, size, budget / 2, depth + 1, false));
      }
    }
    SgfNode node = null;
    for (int k = line.size() - 1; k >= 0; k--) {
      if (node != null) {
        line.get(k).addChild(node);
      }
      node = line.get(k).build();
    }
    return node;
  }

  private static Point randomPoint(Random rnd, BoardSize size) {
    return Point.of(rnd.nextInt(size.width()), rnd.nextInt(size.height()));
  }
}
