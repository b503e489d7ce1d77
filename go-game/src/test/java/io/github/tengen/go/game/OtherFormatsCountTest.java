package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.tengen.go.GameResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.Setup;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.GameInfo;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The margins that GIB, NGF and UGF files declare ("Black wins by 0.5!", {@code Winner=B,7.50}, Tygem's
 * {@code ZIPSU}) against the count of the replayed game, its dead stones the estimator's: every file of the corpus's
 * {@code formats} that ends by a count.
 */
class OtherFormatsCountTest {
  private static final List<String> COUNTED = List.of("sabaki/ugf/amateur.ugf", "sabaki/ugf/review.ugi",
      "sabaki/ngf/even.ngf", "sabaki/gib/gb2312.gib", "sabaki/nonSGF-2017/GB2312-China-even.gib");

  private static GameRecord atEnd(String file) throws IOException {
    return GameRecord.of(SgfReader.lenient().read(Shared.requireCorpus("formats/" + file)).game()).toEnd();
  }

  @Test
  void eachDeclaredMarginIsTheCountOfTheReplayedGame() throws IOException {
    for (String f : COUNTED) {
      GameRecord r = atEnd(f);
      Position p = r.position();
      Set<Point> dead = DeadStoneEstimator.standard().estimate(p).deadStones();
      GameResult declared = r.info(GameInfo.RESULT).orElseThrow();
      assertEquals(declared, Scorer.score(p, dead).result(), f);
    }
  }

  /**
   * UGF's komi has SGF's sign: {@code Hdcp=0,-5.50} is a reverse komi, Black receiving 5.5 points. Counted with it,
   * amateur.ugf gives its {@code Winner=B,7.50}; with the sign turned it would be W+3.5.
   */
  @Test
  void pandanetsKomiHasSgfsSign() throws IOException {
    GameRecord r = atEnd("sabaki/ugf/amateur.ugf");
    Position p = r.position();
    assertEquals(-5.5, p.ruleSet().komi());
    Set<Point> dead = DeadStoneEstimator.standard().estimate(p).deadStones();
    Position turned = Setup.of(p).build(p.ruleSet().withKomi(5.5));
    assertEquals(GameResult.parseSgf("B+7.5"), Scorer.score(p, dead).result());
    assertNotEquals(r.info(GameInfo.RESULT).orElseThrow(), Scorer.score(turned, dead).result());
  }

  @Test
  void everyFileOfTheFormatsReadsAsAGame() throws IOException {
    for (String f : List.of("sabaki/gib/utf8.gib", "sabaki/gib/gb2312.gib", "sabaki/gib/euc-kr.gib",
        "katrain/test.gib", "sabaki/ngf/even.ngf", "sabaki/ngf/handicap2.ngf", "sabaki/ngf/gb2312.ngf",
        "sabaki/nonSGF-2017/pro_game_1.NGF", "sabaki/nonSGF-2017/GB2312-China-even.gib", "sabaki/ugf/amateur.ugf",
        "sabaki/ugf/review.ugi")) {
      GameRecord r = atEnd(f);
      Game g = Game.fromRecord(r, Venue.IGS);
      assertEquals(r.position().moveNumber(), g.position().moveNumber(), f);
    }
  }
}
