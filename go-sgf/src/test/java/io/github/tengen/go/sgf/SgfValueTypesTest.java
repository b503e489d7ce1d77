package io.github.tengen.go.sgf;

import com.google.common.testing.EqualsTester;
import com.google.common.testing.NullPointerTester;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Equality of the tree values, and null checks on every public method of the package. */
class SgfValueTypesTest {
  private static final SgfGame GAME = SgfReader.lenient().read("(;SZ[9]C[x];B[ee](;W[cc])(;W[gg]))").game();

  private static NullPointerTester tester() {
    return new NullPointerTester()
        .setDefault(BoardSize.class, BoardSize.square(9))
        .setDefault(Point.class, Point.of(1, 1))
        .setDefault(Move.class, Move.play(Color.BLACK, Point.of(1, 1)))
        .setDefault(RuleSet.class, RuleSet.JAPANESE)
        .setDefault(Charset.class, StandardCharsets.UTF_8)
        .setDefault(String.class, "AB")
        .setDefault(SgfProperty.class, SgfProperty.of("C", "x"))
        .setDefault(SgfNode.class, GAME.root())
        .setDefault(SgfGame.class, GAME)
        .setDefault(SgfCollection.class, SgfCollection.of(GAME))
        .setDefault(SgfWriter.Options.class, SgfWriter.Options.DEFAULT)
        .setDefault(GameInfo.class, GameInfo.BLACK_PLAYER)
        .setDefault(Score.class, Scorer.score(GAME.replay().finalPosition()));
  }

  @Test
  void publicMethodsRejectNull() {
    NullPointerTester t = tester();
    for (Class<?> c : List.of(SgfValues.class, SgfProperty.class, SgfNode.class, SgfGame.class, SgfCollection.class,
        SgfReader.class, SgfWriter.class, SgfWarning.class, ReplayWarning.class, SgfPropertyType.class)) {
      t.testAllPublicStaticMethods(c);
    }
    t.testAllPublicInstanceMethods(SgfProperty.of("AB", "aa"));
    t.testAllPublicInstanceMethods(GAME.root());
    t.testAllPublicInstanceMethods(GAME.root().toBuilder());
    t.testAllPublicInstanceMethods(GAME);
    t.testAllPublicInstanceMethods(SgfCollection.of(GAME));
    t.testAllPublicInstanceMethods(SgfReader.lenient());
    t.testAllPublicInstanceMethods(GAME.replay());
    t.testAllPublicInstanceMethods(SgfPropertyType.of("KM").orElseThrow());
    t.testAllPublicInstanceMethods(GameInfo.KOMI);
  }

  @Test
  void anEmptyPointListIsNoPointsAndAnEmptyValueAmongPointsIsAnError() {
    SgfNode n = SgfReader.strict().read("(;SZ[9];B[ee]DD[]TB[aa][bb])").game().root().firstChild().orElseThrow();
    org.junit.jupiter.api.Assertions.assertEquals(java.util.Set.of(), n.points("DD", BoardSize.square(9)));
    org.junit.jupiter.api.Assertions.assertEquals(2, n.points("TB", BoardSize.square(9)).size());
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
        () -> SgfValues.parsePointList(List.of("aa", ""), BoardSize.square(9)));
  }

  @Test
  void treesAreValues() {
    SgfNode a = SgfReader.lenient().read("(;SZ[9];B[ee](;W[cc])(;W[gg]))").game().root();
    SgfNode b = SgfReader.strict().read("(\n;SZ[9]\n;B[ee]\n(;W[cc])(;W[gg]))").game().root();
    SgfNode c = SgfReader.lenient().read("(;SZ[9];B[ee](;W[gg])(;W[cc]))").game().root();
    new EqualsTester()
        .addEqualityGroup(a, b, a.toBuilder().build())
        .addEqualityGroup(c)
        .addEqualityGroup(a.with(SgfProperty.of("SZ", "19")))
        .addEqualityGroup(SgfGame.of(a), SgfGame.of(b))
        .addEqualityGroup(SgfProperty.of("AB", "aa", "bb"), new SgfProperty("AB", List.of("aa", "bb")))
        .addEqualityGroup(SgfProperty.of("AB", "bb", "aa"))
        .addEqualityGroup(SgfCollection.of(SgfGame.of(a)), SgfCollection.of(SgfGame.of(b)))
        .addEqualityGroup(new SgfWarning(SgfWarning.Code.JUNK, 1, 2, "m"), new SgfWarning(SgfWarning.Code.JUNK, 1, 2,
            "m"))
        .testEquals();
  }
}
