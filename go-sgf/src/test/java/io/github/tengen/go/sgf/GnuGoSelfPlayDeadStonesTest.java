package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.DeadStoneEstimator;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * GNU Go 3.8 self-play games (9x9 to 19x19, ended by two passes, most with dead stones left on the board, a few with
 * seki) in {@code src/test/resources/gnugo-selfplay}, each with GNU Go's own {@code final_status_list dead} and
 * {@code seki}: the estimator's dead stones must equal GNU Go's in nearly every game, and the seki GNU Go names are
 * counted. The figures are printed.
 */
class GnuGoSelfPlayDeadStonesTest {
  /** GNU Go's answers in the root comment, as the file writes them ({@code ]} escaped). */
  private static final Pattern ANSWERS = Pattern.compile("\"dead\": \\[([^\\\\]*)\\\\], \"seki\": \\[([^\\\\]*)"
      + "\\\\]");

  @Test
  void deadStonesEqualGnuGosInNearlyEveryGame() throws IOException, URISyntaxException {
    Path dir = Path.of(GnuGoSelfPlayDeadStonesTest.class.getResource("/gnugo-selfplay").toURI());
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".sgf")).sorted().toList();
    }
    int games = 0;
    int agree = 0;
    int withDead = 0;
    int sekiGames = 0;
    int sekiStonesKilled = 0;
    List<String> differ = new ArrayList<>();
    for (Path f : files) {
      Matcher m = ANSWERS.matcher(Files.readString(f));
      assertTrue(m.find(), f + " has GNU Go's answers");
      Position end = SgfReader.strict().read(f).game().replayStrict().finalPosition();
      BoardSize size = end.size();
      Set<String> want = vertices(m.group(1));
      Set<String> seki = vertices(m.group(2));
      Set<String> got = new TreeSet<>();
      for (Point p : DeadStoneEstimator.standard().estimate(end).deadStones()) {
        got.add(p.toText(size).toUpperCase(Locale.ROOT));
      }
      games++;
      withDead += want.isEmpty() ? 0 : 1;
      if (!seki.isEmpty()) {
        sekiGames++;
        sekiStonesKilled += (int) seki.stream().filter(got::contains).count();
      }
      if (want.equals(got)) {
        agree++;
      } else {
        differ.add(f.getFileName() + ": GNU Go " + want + ", ours " + got);
      }
    }
    System.out.printf(Locale.ROOT, "GNU Go self-play: %d games (%d with dead stones, %d with seki); dead stones equal"
        + " GNU Go's in %d (%.1f %%); GNU Go's seki stones we call dead: %d%n", games, withDead, sekiGames, agree,
        100.0 * agree / games, sekiStonesKilled);
    differ.forEach(d -> System.out.println("  " + d));
    assertTrue(games >= 200, "games " + games);
    assertTrue(withDead >= games / 3, "games with dead stones " + withDead);
    // the goal, 99.5 %: 283 of 284 (99.6 %) since the shares are taken over the playouts in which every strong
    // chain lived (281 before: 9x9-024 and 9x9-118 were invaders that lived only where the wall around them died).
    // The difference left: 9x9-047, three loose White stones in Black's open corner, which GNU Go reads dead and
    // the playouts let live (share 0.63) without killing any wall.
    assertTrue(agree >= 283, "agreement " + agree + " of " + games);
    assertTrue(sekiStonesKilled == 0, "GNU Go's seki stones we call dead: " + sekiStonesKilled);
  }

  private static Set<String> vertices(String list) {
    Set<String> out = new TreeSet<>();
    for (String v : list.replace("\"", "").split(",")) {
      if (!v.isBlank()) {
        out.add(v.strip().toUpperCase(Locale.ROOT));
      }
    }
    return out;
  }
}
