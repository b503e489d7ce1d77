package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.file.Files;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A group in seki is in seki whole: under Japanese rules none of its eyes is territory, not only those of its chains
 * that share a liberty with the opponent. GNU Go's {@code score.tst} 7 ({@code score7.sgf}, corpus
 * {@code rules-tests/gnugo-regression}) expects W+16.5: Black's chains at Q19 and S19 and the chain from M18 to Q17
 * are one group in seki with White's R18; the eye at Q18 lies between chains that touch no shared liberty
 * themselves. Counting it for Black gave W+15.5.
 */
class SekiGroupEyesTest {
  /** The dead stones of the final position, as GNU Go's {@code final_status_list dead} and the estimator give them. */
  private static final List<String> DEAD = List.of("rn", "sl", "ro", "bq", "pl", "bi", "rl", "bo", "rq", "ok", "gq",
      "dq", "rp", "pm", "cr", "ci", "oo", "dh", "nj", "cq", "sm", "bs", "ql", "ol", "rr");
  private static final Pattern MOVE = Pattern.compile(";([BW])\\[([a-s]{2})?\\]");

  @Test
  void everyEyeOfAGroupInSekiIsNeutralUnderJapaneseRules() throws IOException {
    String sgf = Files.readString(Shared.requireCorpus("rules-tests/gnugo-regression/sgf/scoring/score7.sgf"));
    BoardSize size = BoardSize.square(19);
    Position p = Position.empty(size, RuleSet.JAPANESE.withKomi(5.5));
    Matcher m = MOVE.matcher(sgf);
    while (m.find()) {
      Color c = m.group(1).equals("B") ? Color.BLACK : Color.WHITE;
      p = p.play(m.group(2) == null ? Move.pass(c) : Move.play(c, Point.parseSgf(m.group(2))));
    }
    Set<Point> dead = new HashSet<>();
    DEAD.forEach(d -> dead.add(Point.parseSgf(d)));
    Score japanese = Scorer.score(p, dead);
    assertEquals("W+16.5", japanese.result().toSgf());
    Point q18 = Point.parseGtp("Q18", size);
    assertEquals(Optional.empty(), japanese.ownerOf(q18), "the eye between two chains of the group in seki");
    assertTrue(japanese.seki().contains(q18));
    Score chinese = Scorer.score(Setup.of(p).build(RuleSet.CHINESE.withKomi(5.5)), dead);
    assertEquals(Optional.of(Color.BLACK), chinese.ownerOf(q18), "area rules count the eyes of a seki");
  }
}
