package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.sgf.ReplayWarning;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfNode;
import io.github.tengen.go.sgf.SgfParseException;
import io.github.tengen.go.sgf.SgfProperty;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tengen check} on the whole shared corpus, through the jar in a fixed 256 MB heap: the summary table and the
 * report agree with each other, with the library's own reading of every file (games, moves, files with reading
 * warnings, illegal moves), and with the corpus indexes, which were written by other programs (moves per game;
 * GNU Go self-play results confirmed in 78 of 79 games, as the index's Tromp-Taylor count says).
 */
class CorpusCheckIT {
  @TempDir
  Path dir;

  @Test
  void checkOfTheCorpusMatchesTheLibraryAndTheIndexes() throws IOException {
    Path corpus = Jar.corpus();
    assumeTrue(corpus != null, "skipped: the shared corpus is absent");
    Path report = dir.resolve("corpus.jsonl");
    long t0 = System.nanoTime();
    Jar.Result r = Jar.run(List.of("-Xmx256m"), List.of("check", corpus.toString(), "--report", report.toString(),
        "--progress", "lines"), "", 1200);
    double seconds = (System.nanoTime() - t0) / 1e9;
    System.out.printf(Locale.ROOT, "tengen check of the corpus: %.1f s through the jar%n%s", seconds, r.out()
        .substring(Math.max(0, r.out().indexOf("\nfiles ") + 1)));
    assertFalse(r.hasStackTrace(), r.err());
    Map<String, JsonObject> reports = new HashMap<>();
    for (String line : Files.readAllLines(report)) {
      JsonObject o = JsonParser.parseString(line).getAsJsonObject();
      assertEquals(null, reports.put(o.get("file").getAsString(), o), "one line a file");
    }
    // the library's own reading of every file
    List<Path> files;
    try (Stream<Path> s = Files.walk(corpus)) {
      files = s.filter(p -> ConvertCommand.RECORD_EXTENSIONS.stream().anyMatch(
          e -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith("." + e))).sorted().toList();
    }
    assertEquals(files.size(), reports.size());
    long games = 0;
    long moves = 0;
    long withParseWarnings = 0;
    long withIllegalMoves = 0;
    long notSgf = 0;
    List<String> differences = new ArrayList<>();
    for (Path f : files) {
      JsonObject o = reports.get(f.toString());
      assertTrue(o != null, "no report line for " + f);
      SgfCollection c;
      try {
        c = SgfReader.lenient().read(Files.readAllBytes(f));
      } catch (SgfParseException e) {
        notSgf++;
        continue;
      }
      long fileMoves = 0;
      boolean illegal = false;
      for (SgfGame g : c.games()) {
        games++;
        fileMoves += mainLineMoves(g);
        illegal |= g.replay().warnings().stream().anyMatch(w -> w.code() == ReplayWarning.Code.ILLEGAL_MOVE);
      }
      moves += fileMoves;
      withIllegalMoves += illegal ? 1 : 0;
      withParseWarnings += c.warnings().stream().anyMatch(w -> !w.code().isNote()) ? 1 : 0;
      long reported = o.getAsJsonArray("games").asList().stream()
          .mapToLong(g -> g.getAsJsonObject().get("moves").getAsLong()).sum();
      if (reported != fileMoves) {
        differences.add(f + ": report " + reported + " moves, library " + fileMoves);
      }
      if (!o.get("charset").getAsString().equals(c.charset().name())) {
        differences.add(f + ": report " + o.get("charset") + ", library " + c.charset().name());
      }
    }
    assertEquals(List.of(), differences);
    long reportedGames = reports.values().stream().mapToLong(o -> o.getAsJsonArray("games").size()).sum();
    assertEquals(games, reportedGames);
    assertEquals(notSgf, count(reports, "NOT_SGF"));
    assertEquals(withIllegalMoves, reports.values().stream().filter(o -> codes(o).stream()
        .anyMatch(c -> c.startsWith("ILLEGAL_MOVE"))).count());
    assertEquals(withParseWarnings, reports.values().stream().filter(o -> o.getAsJsonArray("findings").asList()
        .stream().map(JsonElement::getAsJsonObject).anyMatch(x -> x.get("kind").getAsString().equals("PARSE")
            && !x.get("severity").getAsString().equals("NOTE"))).count());
    // the summary table says the same
    assertEquals(files.size(), tableValue(r.out(), "files"));
    assertEquals(games, tableValue(r.out(), "games"));
    assertEquals(moves, tableValue(r.out(), "moves"));
    long errors = reports.values().stream().filter(o -> o.getAsJsonArray("findings").asList().stream()
        .anyMatch(x -> x.getAsJsonObject().get("severity").getAsString().equals("ERROR"))).count();
    assertEquals(errors, tableValue(r.out(), "files with errors"));
    assertEquals(errors > 0 ? 1 : 0, r.code());
    // the indexes, written by the corpus's own scripts: moves of every indexed game
    int indexed = 0;
    for (String collection : List.of("pro-games/fox-pro", "pro-games/tygem-9d-2016-12", "computer-games/yenw-ai",
        "computer-games/gnugo-regression-games", "computer-games/gnugo-selfplay-dev")) {
      Path root = corpus.resolve(collection);
      Path gamesDir = Files.isDirectory(root.resolve("games")) ? root.resolve("games") : root;
      int agrees = 0;
      for (String line : Files.readAllLines(root.resolve("index.jsonl"))) {
        JsonObject want = JsonParser.parseString(line).getAsJsonObject();
        if (want.has("index_error")) {
          continue;
        }
        String name = want.get("file").getAsString();
        Path file = Files.exists(gamesDir.resolve(name)) ? gamesDir.resolve(name) : root.resolve(name);
        JsonObject got = reports.get(file.toString());
        assertTrue(got != null, "no report for indexed " + file);
        if (codes(got).contains("MISSING_OPEN_PARENTHESIS")) {
          continue; // the index's reader skipped to the first variation there (CorpusGamesTest explains)
        }
        JsonObject game = got.getAsJsonArray("games").get(0).getAsJsonObject();
        assertEquals(want.get("moves").getAsInt(), game.get("moves").getAsInt(), file.toString());
        agrees += game.get("verdict").getAsString().equals("AGREES") ? 1 : 0;
        indexed++;
      }
      if (collection.endsWith("gnugo-selfplay-dev")) {
        assertEquals(78, agrees, "GNU Go self-play games whose all-alive area count is RE");
      }
    }
    assertTrue(indexed > 7000, "indexed games compared: " + indexed);
  }

  private static long mainLineMoves(SgfGame g) {
    long n = 0;
    for (SgfNode node : g.mainline()) {
      for (SgfProperty p : node.properties()) {
        n += p.id().equals("B") || p.id().equals("W") ? 1 : 0;
      }
    }
    return n;
  }

  private static List<String> codes(JsonObject report) {
    return report.getAsJsonArray("findings").asList().stream()
        .map(f -> f.getAsJsonObject().get("code").getAsString()).toList();
  }

  private static long count(Map<String, JsonObject> reports, String code) {
    return reports.values().stream().filter(o -> codes(o).contains(code)).count();
  }

  private static long tableValue(String out, String row) {
    Matcher m = Pattern.compile("(?m)^" + Pattern.quote(row) + "\\s+([\\d,]+)").matcher(out);
    assertTrue(m.find(), "no row '" + row + "' in:\n" + out);
    return Long.parseLong(m.group(1).replace(",", ""));
  }
}
