package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Point;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The 167 grammar and value cases of sgfmill's test suite, transcribed in {@code sgfmill-cases.json}: the token
 * grammar, the strict parser's tree shapes and errors, Text and SimpleText decoding, escaping, points, moves and
 * point lists.
 */
class SgfmillCasesTest {

  @TestFactory
  Stream<DynamicTest> everySgfmillCaseHolds() throws IOException {
    Path file = Corpus.require("sgf-parser-tests/sgfmill-cases.json");
    JsonObject root = JsonParser.parseString(Files.readString(file)).getAsJsonObject();
    List<DynamicTest> tests = new ArrayList<>();
    int n = 0;
    for (JsonElement e : root.getAsJsonArray("cases")) {
      JsonObject c = e.getAsJsonObject();
      String kind = c.get("kind").getAsString();
      JsonArray args = c.getAsJsonArray("args");
      JsonElement expect = c.get("expect");
      String name = ++n + " " + kind + " " + args;
      tests.add(DynamicTest.dynamicTest(name, () -> check(kind, args, expect)));
    }
    assertEquals(167, tests.size());
    return tests.stream();
  }

  private static byte[] bytesOf(JsonElement e) {
    return Corpus.latin1(e.getAsJsonObject().get("bytes_latin1").getAsString());
  }

  private static String stringOf(JsonElement e) {
    return e.getAsJsonObject().get("bytes_latin1").getAsString();
  }

  private static void check(String kind, JsonArray args, JsonElement expect) {
    switch (kind) {
      case "tokenise_complete_token_count" -> {
        byte[] b = bytesOf(args.get(0));
        int from = args.size() > 1 ? args.get(1).getAsInt() : 0;
        int[] r = SgfLexer.tokenise(b, from);
        assertEquals(expect.getAsInt(), r[0], "tokens");
        if (expect.getAsInt() > 0) {
          assertEquals(b.length, r[1], "the whole input consumed");
        }
      }
      case "tokenise_incomplete" -> {
        int[] r = SgfLexer.tokenise(bytesOf(args.get(0)), 0);
        assertEquals(expect.getAsJsonArray().get(0).getAsInt(), r[0], "tokens");
        assertEquals(expect.getAsJsonArray().get(1).getAsInt(), r[1], "stop");
      }
      case "parse_game_shape" -> {
        SgfNode root = SgfReader.strict().read(bytesOf(args.get(0))).game().root();
        int seq = expect.getAsJsonArray().get(0).getAsInt();
        int vars = expect.getAsJsonArray().get(1).getAsInt();
        // a tree's node sequence and its variations; a single variation continues the sequence in the node model
        SgfNode n = root;
        int chain = 1;
        while (n.childCount() == 1) {
          n = n.children().get(0);
          chain++;
        }
        if (vars == 1) {
          assertTrue(chain >= seq + 1, "sequence of " + seq + " then one variation");
        } else {
          assertEquals(seq, chain, "sequence");
          assertEquals(vars, n.childCount(), "variations");
        }
      }
      case "parse_game_tree_shape" -> {
        SgfNode root = SgfReader.strict().read(bytesOf(args.get(0))).game().root();
        assertEquals(flatten(expect.getAsJsonArray()), shape(root));
      }
      case "parse_game_error", "parse_collection_error" -> {
        byte[] b = bytesOf(args.get(0));
        SgfParseException ex = assertThrows(SgfParseException.class, () -> SgfReader.strict().read(b));
        assertTrue(ex.line() >= 1 && ex.column() >= 1, ex::getMessage);
      }
      case "text_value_decode" ->
          assertEquals(stringOf(expect), SgfValues.decodeText(stringOf(args.get(0))));
      case "simpletext_value_decode" ->
          assertEquals(stringOf(expect), SgfValues.decodeSimpleText(stringOf(args.get(0))));
      case "escape_text" -> {
        String text = stringOf(args.get(0));
        assertEquals(stringOf(expect), SgfValues.escapeText(text));
        assertEquals(text, SgfValues.decodeText(SgfValues.escapeText(text)));
      }
      case "move_value" -> {
        BoardSize size = BoardSize.square(args.get(1).getAsInt());
        Optional<Point> p = SgfValues.parseMove(stringOf(args.get(0)), size);
        if (expect.isJsonNull()) {
          assertTrue(p.isEmpty(), "a pass");
        } else {
          assertEquals(rowCol(expect.getAsJsonArray(), size), p.orElseThrow());
        }
      }
      case "point_value" -> {
        BoardSize size = BoardSize.square(args.get(1).getAsInt());
        assertEquals(rowCol(expect.getAsJsonArray(), size), SgfValues.parsePoint(stringOf(args.get(0)), size));
      }
      case "move_value_error" -> {
        BoardSize size = BoardSize.square(args.get(1).getAsInt());
        String raw = stringOf(args.get(0));
        assertThrows(IllegalArgumentException.class, () -> SgfValues.parseMove(raw, size));
      }
      case "point_value_error" -> {
        BoardSize size = BoardSize.square(args.get(1).getAsInt());
        String raw = stringOf(args.get(0));
        assertThrows(IllegalArgumentException.class, () -> SgfValues.parsePoint(raw, size));
      }
      case "point_list_value" -> {
        BoardSize size = BoardSize.square(args.get(1).getAsInt());
        List<String> raws = new ArrayList<>();
        args.get(0).getAsJsonArray().forEach(v -> raws.add(stringOf(v)));
        List<Point> want = new ArrayList<>();
        expect.getAsJsonArray().forEach(v -> want.add(rowCol(v.getAsJsonArray(), size)));
        Set<Point> got = SgfValues.parsePointList(raws, size);
        assertEquals(Set.copyOf(want), Set.copyOf(got));
        assertEquals(want.size(), got.size());
      }
      case "point_list_value_error" -> {
        BoardSize size = BoardSize.square(args.get(1).getAsInt());
        List<String> raws = new ArrayList<>();
        args.get(0).getAsJsonArray().forEach(v -> raws.add(stringOf(v)));
        assertThrows(IllegalArgumentException.class, () -> SgfValues.parsePointList(raws, size));
      }
      default -> throw new AssertionError("unknown case kind " + kind);
    }
  }

  /** sgfmill's [row, col] has row 0 at the bottom. */
  private static Point rowCol(JsonArray rc, BoardSize size) {
    return Point.of(rc.get(1).getAsInt(), size.height() - 1 - rc.get(0).getAsInt());
  }

  /**
   * The node model's shape of an sgfmill tree shape [sequence length, [children]]: a tree with one variation
   * continues its sequence. Written as nested lists: [chain length, [children shapes]].
   */
  private static List<Object> flatten(JsonArray tree) {
    int seq = tree.get(0).getAsInt();
    JsonArray kids = tree.get(1).getAsJsonArray();
    if (kids.size() == 1) {
      List<Object> inner = flatten(kids.get(0).getAsJsonArray());
      return List.of(seq + (Integer) inner.get(0), inner.get(1));
    }
    List<Object> children = new ArrayList<>();
    for (JsonElement k : kids) {
      children.add(flatten(k.getAsJsonArray()));
    }
    return List.of(seq, children);
  }

  private static List<Object> shape(SgfNode node) {
    int chain = 1;
    while (node.childCount() == 1) {
      node = node.children().get(0);
      chain++;
    }
    List<Object> children = new ArrayList<>();
    for (SgfNode c : node.children()) {
      children.add(shape(c));
    }
    return List.of(chain, children);
  }
}
