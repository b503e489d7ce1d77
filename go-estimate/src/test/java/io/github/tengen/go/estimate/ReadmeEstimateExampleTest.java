package io.github.tengen.go.estimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.SvgRenderer;
import io.github.tengen.go.render.TextRenderer;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.Markup;
import io.github.tengen.go.sgf.Replay;
import io.github.tengen.go.sgf.SgfCheck;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.Verdict;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The README's estimator and picture examples, and the SGF check's recount with the estimator. */
class ReadmeEstimateExampleTest {
  @Test
  void readmeEstimatorExampleRunsAsDocumented() {
    Position position = Position.parse(DeadStoneEstimatorTest.FINISHED, RuleSet.JAPANESE);
    Point point = Point.parseGtp("D9", position.size());
    // --- README estimator start
    Estimate e = DeadStoneEstimator.standard().estimate(position);
    e.deadStones();             // whole chains
    e.chain(point).lifeShare(); // the share of playouts the chain survived; dead below 0.65
    e.undecidedChains();        // neither clearly alive nor clearly dead: ask the players
    e.sekiChains();             // living chains in seki, and e.sekiPoints() their neutral points
    e.ownership(point);         // -1 (White's) .. +1 (Black's)
    e.score();                  // the count with these dead stones and seki
    e.expectedLead();           // Black's lead from the ownership, under the position's rules (during a game too)
    // --- end
    assertEquals(2, e.deadStones().size());
    // the count and the lead name the same winner; the lead may differ by the stone at H2 the playouts leave undecided
    assertEquals(e.score().result().winner(), e.expectedResult().winner());
    assertEquals(e.score().margin(), Math.abs(e.expectedLead()), 3 + 1e-9);
  }

  @Test
  void readmePictureExampleRunsAsDocumented() throws IOException {
    GameRecord record;
    try (InputStream in = SgfReader.class.getResourceAsStream("ear-reddening-1846.sgf")) {
      record = GameRecord.of(SgfReader.strict().read(in).game()).toMoveNumber(127)
          .markup().mark(Markup.Mark.CIRCLE, List.of(Point.of(3, 3))).record();
    }
    Position end = record.toEnd().position();
    Estimate estimate = DeadStoneEstimator.standard().estimate(end);
    // --- README picture start
    Picture pic = Picture.of(end).withDeadStones(estimate.deadStones()).withTerritory(estimate.score());
    String text = TextRenderer.unicode().render(pic);        // or ascii(); GTP or SGF coordinates
    String svg = SvgRenderer.standard().render(pic);         // wood or plain theme, coordinates, any size to 52x52
    String marked = SvgRenderer.standard().render(record.markup().picture());   // a record's node with its markup
    // --- end
    assertEquals(21, text.lines().count());
    assertTrue(svg.contains("class=\"stone black\""));
    assertTrue(marked.contains("mark circle"));
  }

  @Test
  void theEstimatorsRecountConfirmsTheHistoricGameAndAnUnmarkedFiveByFive() throws IOException {
    byte[] bytes;
    try (InputStream in = SgfReader.class.getResourceAsStream("ear-reddening-1846.sgf")) {
      bytes = in.readAllBytes();
    }
    SgfCheck check = SgfCheck.standard().withRecount(DeadStoneEstimator.standard()::score);
    SgfCheck.Report r = check.check("1846.sgf", bytes);
    assertTrue(r.findings().isEmpty(), r.findings()::toString);
    SgfCheck.GameSummary g = r.games().get(0);
    assertEquals(Verdict.AGREES_ESTIMATED, g.verdict());
    assertEquals(g.recorded(), g.counted());
    // a 5x5 game whose record marks no dead stones: the white stone at aa is dead, which makes the recorded B+5.5
    String five = "(;GM[1]SZ[5]RU[Japanese]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]AW[da][db][dc][dd][de][aa];B[];W[])";
    Replay bare = SgfReader.strict().read(new java.io.ByteArrayInputStream(five.getBytes(StandardCharsets.UTF_8)))
        .game().replay();
    Replay.ResultCheck c = bare.checkResult(DeadStoneEstimator.standard().score(bare.finalPosition()));
    assertEquals(Set.of(Point.parseSgf("aa")), c.deadStones());
    assertEquals(Verdict.AGREES, c.verdict());
  }
}
