package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Handicap;
import io.github.tengen.go.Point;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfNode;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Where KGS and Fox put fixed handicap stones, from their own records in the corpus: every KGS or Fox record of a
 * 19x19 handicap game whose stones are on star points (a fixed placement) has them where {@link Venue#KGS} and
 * {@link Venue#FOX} put them; a record whose stones are elsewhere (free placement) is counted apart.
 */
class VenueHandicapCorpusTest {
  @Test
  void kgsAndFoxRecordsHaveTheirHandicapStonesWhereTheVenuePutsThem() throws IOException {
    Path corpus = Shared.requireCorpus("");
    BoardSize size = BoardSize.square(19);
    Set<Point> stars = new HashSet<>(Handicap.fixedPoints(size, 9));
    int[] agree = new int[2];
    int free = 0;
    List<String> differ = new ArrayList<>();
    List<Path> files;
    try (Stream<Path> s = Files.walk(corpus.resolve("pro-games")); Stream<Path> t = Files.walk(
        corpus.resolve("computer-games"))) {
      files = Stream.concat(s, t).filter(p -> p.toString().endsWith(".sgf")).sorted().toList();
    }
    for (Path f : files) {
      GameRecord r = GameRecord.of(SgfReader.lenient().read(Files.readAllBytes(f)).game());
      SgfNode root = r.game().root();
      String venue = Venue.ofRecord(r).name();
      boolean fox = venue.equals("Fox");
      boolean kgs = venue.equals("KGS");
      int ha = r.game().handicap().orElse(0);
      Set<Point> ab = root.points("AB", size);
      if (ab.isEmpty() && !root.children().isEmpty()) {
        ab = root.children().get(0).points("AB", size); // Fox: the handicap node after the root
      }
      if (!(fox || kgs) || ha < 2 || ha > 9 || ab.size() != ha || !r.boardSize().equals(size)) {
        continue;
      }
      if (!stars.containsAll(ab)) {
        free++;
        continue;
      }
      Venue v = fox ? Venue.FOX : Venue.KGS;
      if (Set.copyOf(v.startingPosition(size, ha).stones(Color.BLACK)).equals(ab)) {
        agree[fox ? 1 : 0]++;
      } else {
        differ.add(corpus.relativize(f) + " HA[" + ha + "] " + ab);
      }
    }
    System.out.printf("fixed handicap stones where the venue puts them: KGS %d, Fox %d; free placements %d;"
        + " elsewhere %d%n", agree[0], agree[1], free, differ.size());
    assertEquals(List.of(), differ);
    assertTrue(agree[0] >= 5 && agree[1] >= 500, agree[0] + " " + agree[1]);
  }
}
