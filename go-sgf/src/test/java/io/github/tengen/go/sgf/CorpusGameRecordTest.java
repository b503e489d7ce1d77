package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every SGF file of {@code ../shared/corpus} (games and parser fixtures) as a {@link GameRecord}: the cursor walks
 * every node of every variation, depth first, by single steps down and up; on the main line each position equals
 * the replay's; with no edit the tree is the very tree read; a no-op edit on every tenth node (a property set to
 * itself, where the node has it once) leaves the tree equal to the original and its writing equal to the original's normalised form; and a
 * comment added at the end changes that node only (the properties of every other node on the line stay).
 */
@Tag("slow") // left out by -Pquick
class CorpusGameRecordTest {

  @Test
  void everyCorpusGameIsWalkedNodeByNodeAndWrittenBackUnchanged() throws IOException {
    List<Path> files = Corpus.sgfFiles(Corpus.require(""));
    int games = 0;
    long nodes = 0;
    int unreadable = 0;
    List<String> problems = new ArrayList<>();
    long t0 = System.nanoTime();
    for (Path f : files) {
      SgfGame g;
      try {
        g = SgfReader.lenient().read(Files.readAllBytes(f)).game();
      } catch (SgfParseException | IllegalArgumentException e) {
        unreadable++;
        continue;
      }
      games++;
      GameRecord r = GameRecord.of(g);
      // the main line against the replay
      List<Position> replay = g.replay().positions();
      GameRecord m = r;
      for (int k = 0; k < replay.size(); k++) {
        if (!replay.get(k).equals(m.position())) {
          problems.add(f + ": main line position " + k + " differs");
          break;
        }
        m = m.next();
      }
      // every node, depth first, with no-op edits on every tenth
      long[] count = {0};
      GameRecord walked = walk(r, count);
      nodes += count[0];
      if (walked.depth() != 0) {
        problems.add(f + ": the walk did not come back to the root");
      }
      if (!walked.game().root().equals(g.root())) {
        problems.add(f + ": a no-op edit changed the tree");
      } else if (!SgfWriter.write(walked.game()).equals(SgfWriter.write(g))) {
        problems.add(f + ": a no-op edit changed the writing");
      }
      assertSame(g, r.toEnd().toRoot().game(), "walking alone keeps the very game");
      GameRecord commented = r.toEnd().withComment("checked");
      List<SgfNode> before = g.root().mainline();
      List<SgfNode> after = commented.game().root().mainline();
      for (int k = 0; k < before.size() - 1; k++) {
        if (!before.get(k).properties().equals(after.get(k).properties())
            || before.get(k).childCount() != after.get(k).childCount()) {
          problems.add(f + ": node " + k + " changed by a comment on the last node");
          break;
        }
      }
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    System.out.printf("corpus as game records: %d games (%d files unreadable as a game), %d nodes walked, %.1f s%n",
        games, unreadable, nodes, seconds);
    problems.stream().limit(20).forEach(p -> System.out.println("  " + p));
    assertTrue(games >= 7000, "games " + games);
    assertEquals(List.of(), problems);
  }

  /** Walks every node below the cursor, depth first, and comes back up to where it started. */
  private static GameRecord walk(GameRecord start, long[] count) {
    // iterative: a stack of the next child to visit at each level
    List<Integer> next = new ArrayList<>();
    next.add(0);
    GameRecord r = start;
    count[0]++;
    while (!next.isEmpty()) {
      int level = next.size() - 1;
      int i = next.get(level);
      if (i < r.variationCount()) {
        next.set(level, i + 1);
        r = r.child(i).orElseThrow();
        count[0]++;
        List<SgfProperty> props = r.node().properties();
        if (count[0] % 10 == 0 && !props.isEmpty()
            && props.stream().filter(p -> p.id().equals(props.get(0).id())).count() == 1) {
          r = r.with(props.get(0));
        }
        next.add(0);
      } else {
        next.remove(level);
        if (!next.isEmpty()) {
          r = r.back();
        }
      }
    }
    return r;
  }
}
