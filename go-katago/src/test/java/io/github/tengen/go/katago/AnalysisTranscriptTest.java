package io.github.tengen.go.katago;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * KataGo's own analysis transcripts (corpus {@code katago-analysis/katago/}: its test queries and the responses its
 * version at 6a1fc5de gave, copied from its repository): every response line reads as its kind and reads back from
 * what it writes (the same values; KataGo's float digits and exponents are not Java's, so not the same bytes), every
 * query reads as go-core's positions and writes back as it was, and the policy's illegal points and the ownership
 * land where Tengen's rules and board put them.
 */
class AnalysisTranscriptTest {
  private static final List<String> RESPONSES = List.of("basic.txt.stdout", "basic_sidetomove.stdout",
      "badoverride.txt.stdout", "clear_cache.txt.stdout", "humansl_sidetomove.stdout", "pvvisits.txt.stdout",
      "pvvisits_nograph.stdout", "symmetry.txt.stdout", "symmetry_with_pruning.stdout");

  private static List<String> lines(String file) throws IOException {
    Path p = Shared.requireCorpus("katago-analysis/katago/" + file);
    List<String> out = new ArrayList<>();
    for (String l : Files.readAllLines(p)) {
      if (!l.isBlank()) {
        out.add(l);
      }
    }
    return out;
  }

  @Test
  void everyResponseLineReadsAsItsKindAndReadsBackFromWhatItWrites() throws IOException {
    Map<String, Integer> kinds = new TreeMap<>();
    for (String file : RESPONSES) {
      for (String line : lines(file)) {
        AnalysisResponse r = AnalysisResponse.parse(line);
        kinds.merge(r.getClass().getSimpleName(), 1, Integer::sum);
        assertEquals(r, AnalysisResponse.parse(r.json().toString()), "written and read back: " + file);
        if (r instanceof AnalysisResponse.Result result) {
          assertTrue(result.root().visits() > 0 && !result.moves().isEmpty(), line);
          assertEquals(0, result.moves().get(0).order());
          assertTrue(result.moves().get(0).pv().get(0).equals(result.moves().get(0).move()), "the pv starts there");
        }
      }
    }
    assertEquals(Map.of("Action", 2, "Result", 35, "Warning", 3), kinds, "all 40 lines");
  }

  @Test
  void pvVisitsAndWarningsAreTyped() throws IOException {
    AnalysisResponse.Result r = (AnalysisResponse.Result) AnalysisResponse.parse(lines("pvvisits.txt.stdout").get(0));
    AnalysisResponse.MoveInfo best = r.moves().get(0);
    assertEquals(best.pv().size(), best.pvVisits().orElseThrow().size());
    assertEquals(best.visits(), best.pvVisits().get().get(0), "the first move's visits are its own");
    AnalysisResponse.Warning w = (AnalysisResponse.Warning) AnalysisResponse.parse(
        lines("badoverride.txt.stdout").get(1));
    assertEquals(Optional.of("boardxsize"), w.field());
    assertEquals(Optional.of("badfield"), w.id());
    AnalysisResponse.Action a = (AnalysisResponse.Action) AnalysisResponse.parse(lines("clear_cache.txt.stdout")
        .get(0));
    assertEquals("clear_cache", a.action());
    AnalysisResponse.Failure f = (AnalysisResponse.Failure) AnalysisResponse.parse(
        "{\"error\":\"Could not parse rules\",\"field\":\"rules\",\"id\":\"q1\"}");
    assertEquals(Optional.of("rules"), f.field());
    for (String bad : List.of("", "[]", "{\"id\":\"x\"}", "{\"id\":\"x\",\"turnNumber\":\"2\",\"rootInfo\":{},"
        + "\"moveInfos\":[]}", "{\"warning\":3}", "nonsense")) {
      assertThrows(IllegalArgumentException.class, () -> AnalysisResponse.parse(bad), bad);
    }
  }

  /** Every query of KataGo's tests reads, and writes back to the same JSON. */
  @Test
  void everyQueryReadsAsGoCoresPositions() throws IOException {
    int read = 0;
    for (String file : List.of("basic.txt", "pvvisits.txt", "symmetry.txt", "badoverride.txt", "humansl.txt.noauto",
        "evalcache.txt")) {
      for (String line : lines(file)) {
        if (line.contains("\"action\"")) {
          continue;
        }
        AnalysisQuery q = AnalysisQuery.fromJson(line);
        assertEquals(q.moves().size() + 1, q.positions().size());
        assertEquals(line, q.toJson(), "as it was");
        read++;
      }
    }
    assertTrue(read >= 20, read + " queries");
  }

  /**
   * KataGo's policy marks illegal points with -1: on its 7x7 test positions they are exactly the points Tengen finds
   * illegal (stones, and suicide where the rules forbid it).
   */
  @Test
  void thePolicysIllegalPointsAreTengensIllegalPoints() throws IOException {
    int policies = 0;
    for (String[] pair : List.of(new String[] {"basic.txt", "basic.txt.stdout"},
        new String[] {"humansl.txt.noauto", "humansl_sidetomove.stdout"})) {
      for (Answered a : answered(pair[0], pair[1])) {
        Optional<PointValues> policy = a.result.policy(a.query.size());
        if (policy.isPresent()) {
          assertEquals(illegal(a.position), marked(policy.get(), a.query.size()), pair[1]);
          policies++;
        }
      }
    }
    assertEquals(6, policies);
  }

  /**
   * The ownership lands on Tengen's points: where Black is to move (Black's view, KataGo's default), the point of
   * KataGo's best move is the one Black owns most after it, on 7x7, 13x7 and 7x13 boards; a board read upside down,
   * mirrored or transposed would put it elsewhere.
   */
  @Test
  void theOwnershipLandsOnTengensPoints() throws IOException {
    int checked = 0;
    for (String[] pair : List.of(new String[] {"basic.txt", "basic.txt.stdout"},
        new String[] {"symmetry.txt", "symmetry.txt.stdout"})) {
      for (Answered a : answered(pair[0], pair[1])) {
        BoardSize size = a.query.size();
        Optional<PointValues> ownership = a.result.ownership(size);
        if (ownership.isEmpty() || a.position.toMove() != Color.BLACK) {
          continue;
        }
        Point best = ((Move.Play) Move.parseGtp(Color.BLACK, a.result.moves().get(0).move(), size)).point();
        Point most = best;
        for (int y = 0; y < size.height(); y++) {
          for (int x = 0; x < size.width(); x++) {
            if (ownership.get().at(Point.of(x, y)) > ownership.get().at(most)) {
              most = Point.of(x, y);
            }
          }
        }
        assertEquals(best.toGtp(size), most.toGtp(size), pair[1] + " " + size);
        checked++;
      }
    }
    assertEquals(5, checked);
  }

  /** A result with the query and the position it answers. */
  private record Answered(AnalysisQuery query, Position position, AnalysisResponse.Result result) {}

  /** The results of a transcript with their queries: KataGo answered them in order, each turn a result. */
  private static List<Answered> answered(String queries, String responses) throws IOException {
    List<AnalysisResponse.Result> results = new ArrayList<>();
    for (String line : lines(responses)) {
      if (AnalysisResponse.parse(line) instanceof AnalysisResponse.Result r) {
        results.add(r);
      }
    }
    List<Answered> out = new ArrayList<>();
    for (String line : lines(queries)) {
      if (line.contains("\"action\"")) {
        continue;
      }
      AnalysisQuery q = AnalysisQuery.fromJson(line);
      for (int turn : q.analyzeTurns()) {
        AnalysisResponse.Result r = results.get(out.size());
        assertEquals(turn, r.turnNumber());
        Position p = q.positions().get(turn);
        assertEquals(p.toMove(), r.root().currentPlayer().orElseThrow(), "the player to move");
        out.add(new Answered(q, p, r));
      }
    }
    assertEquals(results.size(), out.size(), "every result has its query");
    return out;
  }

  private static Set<String> illegal(Position p) {
    Set<String> out = new TreeSet<>();
    BoardSize size = p.size();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point pt = Point.of(x, y);
        if (!p.isLegal(Move.play(p.toMove(), pt))) {
          out.add(pt.toGtp(size));
        }
      }
    }
    return out;
  }

  private static Set<String> marked(PointValues policy, BoardSize size) {
    Set<String> out = new TreeSet<>();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        if (policy.at(Point.of(x, y)) < 0) {
          out.add(Point.of(x, y).toGtp(size));
        }
      }
    }
    return out;
  }
}
