package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The property table, typed game information read and written, strict value checks, result checks. */
class GameInfoAndTypesTest {

  private static SgfGame game(String sgf) {
    return SgfReader.lenient().read(sgf).game();
  }

  @Test
  void theTableKnowsEveryGoPropertyOfFf4AndItsType() {
    assertEquals(SgfPropertyType.ValueType.REAL, SgfPropertyType.of("KM").orElseThrow().valueType());
    assertEquals(SgfPropertyType.Kind.GAME_INFO, SgfPropertyType.of("KM").orElseThrow().kind());
    assertTrue(SgfPropertyType.of("AB").orElseThrow().isPointList());
    assertTrue(SgfPropertyType.of("TB").orElseThrow().isPointList());
    assertFalse(SgfPropertyType.of("B").orElseThrow().isPointList());
    assertEquals(Optional.empty(), SgfPropertyType.of("XY"));
    // FF[4]'s property index less the properties of other games (AS, IP, IY, SE, SU): 67 identifiers, each once
    assertEquals(67, SgfPropertyType.all().size());
    assertEquals(67, SgfPropertyType.all().stream().map(SgfPropertyType::id).distinct().count());
    SgfPropertyType km = SgfPropertyType.of("KM").orElseThrow();
    for (String ok : List.of("6.5", "-3", "0", "650", " 7.5 ", "+0.5", ".5", "7.")) {
      assertTrue(km.accepts(ok), ok);
    }
    for (String bad : List.of("abc", "6,5", "", "7.5x", "--1")) {
      assertFalse(km.accepts(bad), bad);
    }
    assertFalse(SgfPropertyType.of("HA").orElseThrow().accepts("2.5"));
    assertFalse(SgfPropertyType.of("PL").orElseThrow().accepts("X"));
    assertEquals("a]b", SgfPropertyType.of("PB").orElseThrow().decode("a\\]b"));
    assertEquals("a\\]b", SgfPropertyType.of("PB").orElseThrow().encode("a]b"));
  }

  @Test
  void strictReadingRejectsValuesOfTheWrongTypeAndGamesThatAreNotGo() {
    SgfParseException km = assertThrows(SgfParseException.class,
        () -> SgfReader.strict().read("(;GM[1]SZ[9]KM[abc];B[ee])"));
    assertEquals(SgfWarning.Code.BAD_VALUE, km.code());
    SgfParseException gm = assertThrows(SgfParseException.class, () -> SgfReader.strict().read("(;GM[2]SZ[8])"));
    assertEquals(SgfWarning.Code.NOT_GO, gm.code());
    SgfCollection lenient = SgfReader.lenient().read("(;GM[1]SZ[9]KM[abc]HA[two];B[ee]BL[lots])");
    assertEquals(List.of(SgfWarning.Code.BAD_VALUE, SgfWarning.Code.BAD_VALUE, SgfWarning.Code.BAD_VALUE),
        lenient.warnings().stream().map(SgfWarning::code).toList());
    assertEquals(Optional.empty(), lenient.game().info(GameInfo.KOMI));
    assertEquals("abc", lenient.game().root().value("KM").orElseThrow(), "kept as written");
    assertEquals(SgfWarning.Code.NOT_GO, SgfReader.lenient().read("(;GM[3]SZ[8])").warnings().get(0).code());
    SgfReader.strict().read("(;GM[1]FF[4]SZ[19]KM[650]HA[2]TM[3600]PL[W]AB[dd][pp])"); // all well formed
  }

  @Test
  void gameInfoReadsTypedValues() {
    SgfGame g = game("(;GM[1]SZ[19]PB[Honinbo Shusaku]PW[Gennan\\] Inseki]BR[4d]WR[8d]DT[1846-09-11]EV[Castle game]"
        + "RO[2]PC[Osaka]SO[GoGoD]OT[none]GN[Ear-reddening]GC[line one\nline two]TM[0]HA[0]KM[0]RU[Japanese]RE[B+2])");
    assertEquals(Optional.of("Honinbo Shusaku"), g.info(GameInfo.BLACK_PLAYER));
    assertEquals(Optional.of("Gennan] Inseki"), g.info(GameInfo.WHITE_PLAYER));
    assertEquals(Optional.of("4d"), g.info(GameInfo.BLACK_RANK));
    assertEquals(Optional.of("8d"), g.info(GameInfo.WHITE_RANK));
    assertEquals(Optional.of("1846-09-11"), g.info(GameInfo.DATE));
    assertEquals(Optional.of("Castle game"), g.info(GameInfo.EVENT));
    assertEquals(Optional.of("2"), g.round());
    assertEquals(Optional.of("Osaka"), g.place());
    assertEquals(Optional.of("GoGoD"), g.source());
    assertEquals(Optional.of("none"), g.overtime());
    assertEquals(Optional.of("Ear-reddening"), g.info(GameInfo.GAME_NAME));
    assertEquals(Optional.of("line one\nline two"), g.info(GameInfo.GAME_COMMENT));
    assertEquals(0.0, g.timeLimit().orElseThrow());
    assertEquals(Optional.of(0), g.info(GameInfo.HANDICAP));
    assertEquals(Optional.of(0.0), g.info(GameInfo.KOMI));
    assertEquals(Optional.of(RuleSet.JAPANESE), g.info(GameInfo.RULES));
    assertEquals(Optional.of(GameResult.parseSgf("B+2")), g.info(GameInfo.RESULT));
    // the Fox convention: komi x100
    assertEquals(Optional.of(6.5), game("(;KM[650])").info(GameInfo.KOMI));
  }

  @Test
  void aNegativeHandicapIsNeitherWrittenNorRead() {
    SgfGame g = SgfReader.lenient().read("(;GM[1]SZ[9]HA[-5])").game();
    assertEquals(Optional.empty(), g.info(GameInfo.HANDICAP));
    assertThrows(IllegalArgumentException.class, () -> g.withInfo(GameInfo.HANDICAP, -5));
    assertEquals(Optional.of(2), g.withInfo(GameInfo.HANDICAP, 2).info(GameInfo.HANDICAP));
  }

  @Test
  void gameInfoWritesInPlaceAndLeavesEveryOtherPropertyByteForByte() {
    String sgf = "(;FF[4]GM[1]SZ[19]XX[keep \\] me]PB[Old]KM[650]ZZ[z];B[pd])";
    SgfGame g = game(sgf);
    SgfGame h = g.withInfo(GameInfo.BLACK_PLAYER, "New [name]").withInfo(GameInfo.KOMI, 7.5)
        .withInfo(GameInfo.RESULT, GameResult.parseSgf("W+0.5")).withInfo(GameInfo.RULES,
            RuleSet.CHINESE.withKoRule(RuleSet.KoRule.SITUATIONAL_SUPERKO));
    assertEquals(Optional.of("New [name]"), h.blackPlayer());
    assertEquals(7.5, h.komi().orElseThrow());
    assertEquals(RuleSet.CHINESE.withKoRule(RuleSet.KoRule.SITUATIONAL_SUPERKO), h.rules().orElseThrow());
    assertEquals("(;FF[4]GM[1]SZ[19]XX[keep \\] me]PB[New [name\\]]KM[7.5]ZZ[z]RE[W+0.5]"
        + "RU[koSITUATIONALscoreAREAtaxNONEsui0whbNfpok1];B[pd])", SgfWriter.write(SgfCollection.of(h)).replace("\n", "")
        .replace("CA[UTF-8]", ""));
    assertEquals(Optional.of("Old"), g.blackPlayer(), "the old value is unchanged");
    SgfGame none = h.withoutInfo(GameInfo.KOMI);
    assertFalse(none.root().has("KM"));
    assertThrows(IllegalArgumentException.class, () -> g.withInfo(GameInfo.KOMI, Double.NaN));
    // every key written and read back
    SgfGame all = g;
    for (GameInfo<?> key : GameInfo.ALL) {
      all = writeBack(all, key);
    }
  }

  private static <T> SgfGame writeBack(SgfGame g, GameInfo<T> key) {
    @SuppressWarnings("unchecked")
    T value = (T) switch (key.type().valueType()) {
      case REAL -> (Object) 12.5;
      case NUMBER -> (Object) 3;
      default -> key == GameInfo.RULES ? (Object) RuleSet.AGA : key == GameInfo.RESULT
          ? (Object) GameResult.parseSgf("B+R") : (Object) "a \\ b ] c";
    };
    SgfGame h = g.withInfo(key, value);
    SgfGame back = SgfReader.strict().read(SgfWriter.write(SgfCollection.of(h))).game();
    assertEquals(Optional.of(value), back.info(key), key.toString());
    return h;
  }

  /** A 5x5 game: Black owns columns a-c, White d-e; a dead white stone at aa, with or without territory marks. */
  private static final String FIVE = "(;GM[1]SZ[5]RU[Japanese]KM[0.5]RE[B+5.5]AB[ca][cb][cc][cd][ce]"
      + "AW[da][db][dc][dd][de][aa];B[];W[]%s)";

  @Test
  void resultChecksTakeTheDeadStonesFromTheMarksOrFromTheCaller() {
    Replay marked = game(String.format(FIVE, "TB[aa:be]TW[ea:ee]")).replay();
    assertEquals(Verdict.AGREES, marked.checkResult().verdict());
    Replay bare = game(String.format(FIVE, "")).replay();
    // without marks the all-alive count (B+4.5 less the stone: W's stone at aa counts alive) differs
    assertEquals(Verdict.NO_DEAD_STONES_MARKED, bare.checkResult().verdict());
    assertEquals(Verdict.AGREES, bare.checkResult(Set.of(Point.parseSgf("aa"))).verdict());
    assertEquals(Verdict.DISAGREES, bare.checkResult(Set.of()).verdict());
    // a count made elsewhere (an estimate's) with its dead stones
    Set<Point> dead = Set.of(Point.parseSgf("aa"));
    Replay.ResultCheck c = bare.checkResult(Scorer.score(bare.finalPosition(), dead), dead);
    assertEquals(dead, c.deadStones());
    assertEquals(Verdict.AGREES, c.verdict());
    assertThrows(IllegalArgumentException.class, () -> bare.checkResult(Set.of(Point.parseSgf("bb"))));
    Score chinese = Scorer.score(game("(;SZ[5]RU[Chinese];B[cc])").replay().finalPosition());
    assertThrows(IllegalArgumentException.class, () -> bare.checkResult(chinese, Set.of()));
    assertThrows(IllegalArgumentException.class, () -> bare.checkResult(Scorer.score(bare.finalPosition()),
        Set.of(Point.parseSgf("bb"))));
  }

  /**
   * Every corpus file: the typed game information reads without an exception; every value the table types and the
   * reader accepted reads as its type; and writing each text value back changes nothing else in the root.
   */
  @Test
  void everyCorpusFilesGameInformationReadsAndWritesBack() throws IOException {
    Path corpus = Corpus.require("");
    Map<String, Integer> badValues = new TreeMap<>();
    int files = 0;
    try (Stream<Path> paths = Files.walk(corpus)) {
      for (Path f : (Iterable<Path>) paths.filter(p -> p.toString().toLowerCase(java.util.Locale.ROOT).endsWith(".sgf"))::iterator) {
        SgfCollection c;
        try {
          c = SgfReader.lenient().read(Files.readAllBytes(f));
        } catch (SgfParseException e) {
          continue; // no game at all
        }
        files++;
        for (SgfWarning w : c.warnings()) {
          if (w.code() == SgfWarning.Code.BAD_VALUE) {
            badValues.merge(w.message().replaceAll("\\[.*", ""), 1, Integer::sum);
          }
        }
        SgfGame g = c.game();
        for (GameInfo<?> key : GameInfo.ALL) {
          Optional<?> v = g.info(key);
          if (key.type().valueType() == SgfPropertyType.ValueType.SIMPLE_TEXT && key != GameInfo.RULES
              && key != GameInfo.RESULT && v.isPresent()) {
            @SuppressWarnings("unchecked")
            GameInfo<String> text = (GameInfo<String>) key;
            SgfGame h = g.withInfo(text, (String) v.get());
            assertEquals(v, h.info(text), f + " " + key);
            // a property written twice (some old files) becomes one; every other stays
            long copies = g.root().properties().stream().filter(p -> p.id().equals(text.id())).count();
            assertEquals(g.root().propertyCount() - copies + 1, h.root().propertyCount(), f + " " + key);
          }
        }
      }
    }
    System.out.println("game information of " + files + " corpus files read; values not of their type: "
        + badValues);
    assertTrue(files > 7000, files + " files");
  }

  @Test
  void aKomiTheRulesCannotHoldIsNotWritten() { // issue 59: KM[0.3] was written while the position's komi was 0.5
    GameRecord r = GameRecord.of(SgfReader.lenient().read("(;GM[1]SZ[9];B[ee])").game());
    for (double komi : new double[] {0.3, 1e300, Double.NaN, 10_000.5}) {
      assertThrows(IllegalArgumentException.class, () -> r.withInfo(GameInfo.KOMI, komi), Double.toString(komi));
    }
    for (double komi : new double[] {100, -150.5, 3252, 10_000}) { // read as Fox's komi times 100 if written plain
      assertEquals(Optional.of(komi), GameRecord.of(SgfReader.lenient().read(r.withInfo(GameInfo.KOMI, komi).toSgf())
          .game()).info(GameInfo.KOMI), Double.toString(komi));
    }
    GameRecord ok = r.withInfo(GameInfo.KOMI, 6.5);
    assertEquals(Optional.of(6.5), ok.info(GameInfo.KOMI));
    assertEquals(6.5, ok.toEnd().position().ruleSet().komi());
  }
}
