package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.sgf.GameInfo;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every played game of the corpus ({@code pro-games}, {@code computer-games}, {@code historic},
 * {@code server-records}, and the GIB, NGF and UGF records of {@code formats}), read as a game at the venue its record names, with its clock: which are refused and why,
 * whether the counted ones count to their {@code RE}, and whether each survives two save-restore cycles.
 */
class EveryCorpusGameTest {
  private static final Instant NOW = Instant.parse("2026-12-07T12:00:00Z");
  private static final List<String> FOLDERS = List.of("pro-games", "computer-games", "historic", "server-records",
      "formats");
  /** The records' files: SGF, and the formats the reader writes as SGF. */
  private static final List<String> EXTENSIONS = List.of(".sgf", ".gib", ".ngf", ".ugf", ".ugi");

  /**
   * Why a record may be refused: each breaks the rules or the game's own end. The corpus's refusals (95 of 7,274):
   * a player moving twice in a row (79: mostly Fox's White moving two or three times after a handicap; the Many
   * Faces records of {@code mertin13x13}, whose main line is a review's), a stone on a stone (5), an immediate ko
   * retake (1), moves after a void result (3), a handicap without its stones (7).
   */
  private static final List<String> REASONS = List.of("it is not that player's turn", "the point is occupied",
      "retakes the ko at once", "goes on after the game ended", "without its stones");

  /** The properties of a marking on a record's last node. */
  private static final List<String> MARKING = List.of("TB", "TW", "DD");

  /** The games read at least: a refusal more fails. */
  private static final int READ = 7179;

  @Test
  void everyGameReadsCountsToItsResultAndSurvivesTwoSaves() throws IOException {
    Path corpus = Shared.requireCorpus("");
    List<Path> files = new ArrayList<>();
    for (String folder : FOLDERS) {
      try (Stream<Path> s = Files.walk(corpus.resolve(folder))) {
        s.filter(p -> EXTENSIONS.stream().anyMatch(p.toString().toLowerCase(Locale.ROOT)::endsWith)).sorted()
            .forEach(files::add);
      }
    }
    Map<String, List<String>> refused = new TreeMap<>();
    List<String> wrong = new ArrayList<>();
    List<String> countedOtherwise = new ArrayList<>();
    List<String> proposalOtherwise = new ArrayList<>();
    int read = 0;
    int counted = 0;
    int clocks = 0;
    for (Path f : files) {
      String name = corpus.relativize(f).toString();
      SgfGame sgf = SgfReader.lenient().read(Files.readAllBytes(f)).games().get(0);
      GameRecord record = GameRecord.of(sgf);
      Venue venue = Venue.ofRecord(record);
      Game g;
      try {
        g = Game.fromRecord(record, venue, NOW);
      } catch (RuntimeException e) {
        String reason = String.valueOf(e.getMessage()).replaceAll("[0-9]+", "N");
        refused.computeIfAbsent(e.getClass().getSimpleName() + ": " + reason, k -> new ArrayList<>()).add(name);
        continue;
      }
      read++;
      clocks += g.clock().isPresent() ? 1 : 0;
      Optional<GameResult> re = record.info(GameInfo.RESULT);
      if (g.event() instanceof GameEvent.Accepted && re.isPresent() && re.get() instanceof GameResult.ScoreWin) {
        counted++;
        boolean marked = MARKING.stream().anyMatch(sgf.root().mainline().get(sgf.root().mainline().size() - 1)::has);
        if (!g.score().result().equals(re.get())) {
          (marked ? countedOtherwise : proposalOtherwise).add(name + " " + g.score().result().toSgf() + " RE "
              + re.get().toSgf());
        }
      }
      try {
        String first = g.toRecord("t").toSgf();
        Game once = restore(first, venue);
        sameGame(g, once);
        String second = once.toRecord("t").toSgf();
        Game twice = restore(second, venue);
        sameGame(g, twice);
        assertEquals(second, twice.toRecord("t").toSgf(), "byte-identical from the second save");
      } catch (RuntimeException | AssertionError e) {
        wrong.add(name + ": " + e.getMessage());
      }
    }
    System.out.printf("corpus games read %d of %d (%d with a clock, %d counted); refused %d:%n", read, files.size(),
        clocks, counted, files.size() - read);
    refused.forEach((k, v) -> System.out.println("  " + v.size() + " x " + k + " e.g. " + v.get(0)));
    wrong.stream().limit(20).forEach(w -> System.out.println("  save-restore: " + w));
    System.out.println("without a marking in the record, the estimator's proposal counts otherwise than RE: "
        + proposalOtherwise.size());
    System.out.println("with the record's marking, counted otherwise than RE: " + countedOtherwise);
    assertEquals(GameRecordCorpusTest.KNOWN_DIFFERENCES, countedOtherwise.stream()
        .map(x -> Path.of(x.substring(0, x.indexOf(' '))).getFileName().toString()).collect(Collectors.toSet()));
    List<String> unexplained = refused.keySet().stream().filter(k -> REASONS.stream().noneMatch(k::contains)).toList();
    assertEquals(List.of(), unexplained, "refusals for another reason");
    assertTrue(read >= READ, read + " read");
    assertEquals(List.of(), wrong.subList(0, Math.min(20, wrong.size())), wrong.size() + " lost in save-restore");
  }

  private static Game restore(String sgf, Venue venue) {
    return Game.fromRecord(GameRecord.of(SgfReader.lenient().read(sgf).game()), venue, NOW);
  }

  private static void sameGame(Game original, Game back) {
    assertEquals(original.position(), back.position(), "position");
    assertEquals(original.phase(), back.phase(), "phase");
    assertEquals(original.result(), back.result(), "result");
    assertEquals(original.deadStones(), back.deadStones(), "marking");
    assertEquals(original.clock().isPresent(), back.clock().isPresent(), "clock");
    if (original.clock().isPresent()) {
      assertEquals(original.clock().get().system(), back.clock().get().system(), "time system");
      for (Color c : Color.values()) {
        assertEquals(original.clock().get().reading(c), back.clock().get().reading(c), c + "'s time");
      }
    }
  }
}
