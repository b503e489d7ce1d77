package io.github.tengen.go.estimate;

import io.github.tengen.go.testing.Figures;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * GNU Go 3.8 self-play games (9x9 to 19x19, ended by two passes, most with dead stones left on the board, a few with
 * seki) in {@code src/test/resources/gnugo-selfplay}, each with GNU Go's own {@code final_status_list dead} and
 * {@code seki}: the estimator's dead stones must equal GNU Go's in nearly every game, and of the seki stones GNU Go
 * names none may be proposed dead; how many the estimate reports in seki ({@code Estimate.sekiChains()}) is counted
 * too; and the same on eleven more samples ({@code src/test/resources/gnugo-selfplay-fresh},
 * {@code gnugo-selfplay-third}, the 19x19 {@code gnugo-selfplay-19}, {@code gnugo-selfplay-fifth} and
 * {@code gnugo-selfplay-sixth} at other levels, {@code gnugo-selfplay-seventh}, and {@code gnugo-selfplay-eighth},
 * {@code gnugo-selfplay-ninth}, the 19x19 {@code gnugo-selfplay-tenth}, the 13x13 {@code gnugo-selfplay-eleventh}
 * and {@code gnugo-selfplay-twelfth} at GNU Go's default level; their READMEs
 * say when they were made and what was tuned on them), and against GNU Go's judgement of every final position at its
 * default level ({@code gnugo-level10.jsonl} in each folder).
 * The figures are printed.
 */
class GnuGoSelfPlayDeadStonesTest {
  /**
   * The fresh sample's games, games with seki, and agreement (pinned against regressions): 1,357 when first
   * measured, 1,364 since the threshold of 0.65, the ko reading and the atari answers that capture, 1,365 since the
   * eye-space rule leaves out a space whose small border chain is in atari from outside (9x9-41187), 1,367 since
   * the landless-group rule (13x13-70159, 9x9-41039), 1,368 since its looser bound for small groups (13x13-70047);
   * all were measured on it, so it is no longer unseen.
   */
  private static final int FRESH_GAMES = 1374;
  private static final int FRESH_SEKI_GAMES = 9;
  private static final int FRESH_AGREE = 1368;
  /** The twelve samples, each a folder of test resources. */
  private static final List<String> SETS = List.of("/gnugo-selfplay", "/gnugo-selfplay-fresh",
      "/gnugo-selfplay-third", "/gnugo-selfplay-19", "/gnugo-selfplay-fifth", "/gnugo-selfplay-sixth",
      "/gnugo-selfplay-seventh", "/gnugo-selfplay-eighth", "/gnugo-selfplay-ninth", "/gnugo-selfplay-tenth",
      "/gnugo-selfplay-eleventh", "/gnugo-selfplay-twelfth");
  /** Games of the twelve samples whose dead stones equal GNU Go's at its default level (pinned when measured). */
  private static final int AGREE_DEFAULT_LEVEL = 4691;
  /** {@link #measure(String)}'s figures by set, kept for the run. */
  private static final Map<String, Counts> STANDARD_FIGURES = new HashMap<>();
  /** The level a game was played at, in the root comment: GNU Go's default, 10. */
  /** GNU Go's final_score in the root comment. */
  private static final Pattern FINAL_SCORE = Pattern.compile("\"final_score\": \"([^\"]*)\"");
  private static final Pattern LEVEL_10 = Pattern.compile("\"level\": 10\\b");
  /** GNU Go's answers in the root comment, as the file writes them ({@code ]} escaped). */
  private static final Pattern ANSWERS = Pattern.compile("\"dead\": \\[([^\\\\]*)\\\\], \"seki\": \\[([^\\\\]*)"
      + "\\\\]");

  @Test
  void deadStonesEqualGnuGosInNearlyEveryGame() throws IOException, URISyntaxException {
    Counts f = measure("/gnugo-selfplay");
    f.print("GNU Go self-play");
    assertTrue(f.games() >= 200, "games " + f.games());
    assertTrue(f.withDead() >= f.games() / 3, "games with dead stones " + f.withDead());
    // the goal, 99.5 %: 283 of 284 (99.6 %) since the shares are taken over the playouts in which every strong
    // chain lived (281 before: 9x9-024 and 9x9-118 were invaders that lived only where the wall around them died);
    // 284 since the threshold of 0.65 (9x9-047's three loose White stones in Black's open corner, share 0.63, are
    // dead now). With seeds 1 to 7 instead of the standard one: 282 to 284.
    assertTrue(f.agree() >= 284, "agreement " + f.agree() + " of " + f.games());
    assertTrue(f.sekiStonesKilled() == 0, "GNU Go's seki stones we call dead: " + f.sekiStonesKilled());
    assertEquals(0, f.sekiStonesInvented(), "stones reported in seki that GNU Go does not call seki");
    // its two seki (19x19-009, 9x9-118) are corners with a ko shape inside: they live; either player can play at
    // their shared points (so the Scorer's seki test does not see them), but the playouts leave 19x19-009's empty and
    // the estimate reports its 14 stones in seki (none before); 9x9-118's shared points are left empty in fewer than
    // half the playouts, and its 15 stones are reported since the chains that live by a ko the opponent has not
    // started give their dame as a seki's shared points (14 of the 29 before)
    assertEquals(f.sekiStones(), f.sekiStonesReported(), "GNU Go's seki stones the estimate reports in seki");
  }

  /**
   * A fresh sample: GNU Go self-play games generated after the estimator's rules were settled, by the same
   * generator with other seeds, each final position different from every other and from every game of the first
   * set ({@code src/test/resources/gnugo-selfplay-fresh/README.md}). It showed how far the first set's figure,
   * which the estimator was tuned on, held (1,357 of 1,374 when first measured); the threshold of 0.65, the ko
   * reading and the atari answers that capture were then chosen with it too, so the third sample is the unseen
   * one now. Not one of GNU Go's seki stones may be proposed dead.
   */
  @Test
  void aFreshSampleAgreesWithGnuGoAndKeepsEverySeki() throws IOException, URISyntaxException {
    Counts f = sample("/gnugo-selfplay-fresh", "GNU Go self-play, fresh sample", FRESH_GAMES, 0, FRESH_SEKI_GAMES, 0);
    // reported in seki (Estimate.sekiChains): 150 of the 166, every one in 8 of the 9 games (139 and 7 before a
    // group in seki was followed through its eyes, 9x9-40654); in 9x9-40823 GNU Go names Black's stones alone
    assertTrue(f.sekiStonesReported() >= 150 && f.sekiGamesReported() >= 8, f.sekiStonesReported() + " reported");
    assertTrue(f.agree() >= FRESH_AGREE, "agreement " + f.agree() + " of " + f.games());
    // where the estimate differs from GNU Go, it more often than not says it is not sure
    assertTrue(2 * f.flagged() >= f.differing(), f.flagged() + " of " + f.differing() + " flagged");
  }

  /**
   * A sample of GNU Go self-play games in go-estimate's test resources, and what the estimate must do on it; the
   * sample's README says how it was made, at which levels, and explains each game where the estimate differs from
   * GNU Go ({@code docs/history.md} gives each figure's history).
   *
   * @param set the resource folder
   * @param label its name in the printed figures
   * @param games the fewest games it holds
   * @param withDead the fewest of them with dead stones
   * @param sekiGames the fewest of them with a seki
   * @param maxSekiKilled the most of GNU Go's seki stones the estimate may propose dead
   * @param minAgree the fewest games whose dead stones must equal GNU Go's
   * @param minSekiReported the fewest of GNU Go's seki stones reported in seki, or {@link #ALL}
   * @param minSekiGamesReported the fewest seki games with every seki stone reported, with a count above
   */
  private record Sample(String set, String label, int games, int withDead, int sekiGames, int maxSekiKilled,
      int minAgree, int minSekiReported, int minSekiGamesReported) {
    /** Every one of GNU Go's seki stones reported in seki. */
    static final int ALL = -1;

    @Override
    public String toString() {
      return label;
    }
  }

  /** The samples after the first two, in the order they were made. */
  static Stream<Sample> samples() {
    int all = Sample.ALL;
    return Stream.of(
        new Sample("/gnugo-selfplay-third", "third sample", 262, 0, 4, 0, 262, all, 0),
        new Sample("/gnugo-selfplay-19", "19x19 sample", 173, 173, 0, 0, 172, all, 0),
        // 13x13-140230's M13 may be proposed dead: a lone stone in a group GNU Go's final_status_list calls seki and
        // its dragon_status dead or critical
        new Sample("/gnugo-selfplay-fifth", "fifth sample", 793, 0, 11, 1, 788, 161, 10),
        new Sample("/gnugo-selfplay-sixth", "sixth sample", 670, 0, 4, 0, 667, all, 0),
        new Sample("/gnugo-selfplay-seventh", "seventh sample", 600, 0, 9, 0, 595, all, 0),
        new Sample("/gnugo-selfplay-eighth", "eighth sample (level 10)", 182, 155, 0, 0, 182, all, 0),
        new Sample("/gnugo-selfplay-ninth", "ninth sample (level 10)", 231, 0, 5, 0, 228, all, 0),
        new Sample("/gnugo-selfplay-tenth", "tenth sample (19x19, level 10)", 71, 69, 1, 0, 71, all, 0),
        new Sample("/gnugo-selfplay-eleventh", "eleventh sample (13x13, level 10)", 73, 61, 2, 0, 72, all, 0),
        new Sample("/gnugo-selfplay-twelfth", "twelfth sample (13x13 and 19x19, level 10)", 76, 66, 0, 0, 76, all, 0));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("samples")
  void eachLaterSampleAgreesWithGnuGoAndKeepsItsSeki(Sample s) throws IOException, URISyntaxException {
    Counts f = sample(s.set(), "GNU Go self-play, " + s.label(), s.games(), s.withDead(), s.sekiGames(),
        s.maxSekiKilled());
    if (s.minSekiReported() == Sample.ALL) {
      assertEquals(f.sekiStones(), f.sekiStonesReported(), "GNU Go's seki stones the estimate reports in seki");
    } else {
      assertTrue(f.sekiStonesReported() >= s.minSekiReported() && f.sekiGamesReported() >= s.minSekiGamesReported(),
          f.sekiStonesReported() + " seki stones reported, in " + f.sekiGamesReported() + " games");
    }
    assertTrue(f.agree() >= s.minAgree(), "agreement " + f.agree() + " of " + f.games());
  }

  /**
   * The count of every seki game of the twelve samples ({@code Estimate.score()}, the estimate's dead stones and seki)
   * beside GNU Go's {@code final_score}. Under Japanese rules the eyes of a seki are not counted, so a seki the
   * estimate misses gives its eyes to their owner: the counts agree in 19 of the 20 games (15 of 18 before the seki the
   * playouts show: 13x13-140143's corner, whose shared points White alone could fill without a self-atari, and
   * 19x19-009's corner with a ko shape inside). The miss, 9x9-40823, is a Black group with a nine-point eye space of
   * its own that GNU Go's {@code final_status_list} calls seki and counts nothing for; it touches no empty point that
   * White does. Under Chinese rules GNU Go leaves the eyes of a seki out too, where the area count gives them to
   * their owner ({@code RuleSet.sekiEyesCounted()}): the counts differ by exactly one point in 13 of the 27 games,
   * agree in 13; in the last, 13x13-140230, the dead stones differ (the lone M13, which GNU Go calls seki). The
   * ninth sample's five seki games (one Japanese, four Chinese) were counted once, after the rules above: four agree,
   * one (13x13-280182, Chinese) by that one point; the tenth sample's one (19x19-300016, Chinese) by that one point;
   * of the eleventh sample's two, 13x13-320003 (Japanese) agrees and 13x13-320040 (Chinese) differs by that point.
   */
  @Test
  void theCountOfEverySekiGameIsGnuGosFinalScoreUnderJapaneseRules() throws IOException, URISyntaxException {
    int[] games = new int[2]; // Japanese, Chinese
    int[] same = new int[2];
    List<String> differ = new ArrayList<>();
    for (String set : SETS) {
      Path dir = Path.of(GnuGoSelfPlayDeadStonesTest.class.getResource(set).toURI());
      List<Path> files;
      try (Stream<Path> s = Files.list(dir)) {
        files = s.filter(p -> p.toString().endsWith(".sgf")).sorted().toList();
      }
      for (Path f : files) {
        String text = Files.readString(f);
        Matcher m = ANSWERS.matcher(text);
        assertTrue(m.find(), f + " has GNU Go's answers");
        if (vertices(m.group(2)).isEmpty()) {
          continue;
        }
        Matcher score = FINAL_SCORE.matcher(text);
        assertTrue(score.find(), f + " has GNU Go's final_score");
        Position end = SgfReader.strict().read(f).game().replayStrict().finalPosition();
        int k = end.ruleSet().sekiEyesCounted() ? 1 : 0;
        Estimate estimate = DeadStoneEstimator.standard().estimate(end);
        String ours = estimate.score().toSgf();
        Set<String> dead = new TreeSet<>();
        for (Point p : estimate.deadStones()) {
          dead.add(p.toText(end.size()).toUpperCase(Locale.ROOT));
        }
        games[k]++;
        if (ours.equals(score.group(1))) {
          same[k]++;
        } else {
          differ.add(f.getFileName() + (k == 0 ? " (Japanese)" : " (Chinese)") + ": GNU Go " + score.group(1)
              + ", ours " + ours);
          if (k == 1 && dead.equals(vertices(m.group(1)))) {
            assertEquals(1.0, Math.abs(blackLead(ours) - blackLead(score.group(1))), 1e-9, f::toString);
          }
        }
      }
    }
    System.out.printf(Locale.ROOT, "GNU Go self-play seki games: the estimate's count is GNU Go's final_score in %d"
        + " of %d under Japanese rules, %d of %d under Chinese rules (GNU Go leaves the eyes of a seki out there too)"
        + ": %s%n", same[0], games[0], same[1], games[1], differ);
    assertTrue(games[0] >= 20 && games[1] >= 27, games[0] + " and " + games[1] + " games");
    assertTrue(same[0] >= 19, same[0] + " of " + games[0] + " Japanese seki games");
    assertTrue(same[1] >= 13, same[1] + " of " + games[1] + " Chinese seki games");
  }

  /** Black's lead in a result such as {@code W+4.5}. */
  private static double blackLead(String result) {
    double points = Double.parseDouble(result.substring(2));
    return result.startsWith("B") ? points : -points;
  }

  /**
   * GNU Go's seki stones live whatever the seed: the seki games of the three sets (15), estimated with four seeds other
   * than the standard one. Before the ko reading ({@code DeadStoneEstimator}'s class comment), the corner seki of
   * 9x9-118, a seki with a ko shape inside, lived by a hair (share 0.604) with the standard seed and died with
   * seeds 1, 2 and 3. Of the 270 seki stones, the estimate reports 240 to 254 in seki with these seeds (254 with the
   * standard one, 239 before the chains that live by a ko the opponent has not started gave their dame as a seki's
   * shared points; 225 with every seed before the seki the playouts show) and no other stone of these games.
   */
  @Test
  void gnuGosSekiStonesLiveWhateverTheSeed() throws IOException, URISyntaxException {
    for (long seed = 1; seed <= 4; seed++) {
      DeadStoneEstimator estimator = DeadStoneEstimator.of(DeadStoneEstimator.STANDARD_PLAYOUTS,
          DeadStoneEstimator.STANDARD_MAX_PLAYOUTS, seed);
      int reported = 0;
      for (String set : List.of("/gnugo-selfplay", "/gnugo-selfplay-fresh", "/gnugo-selfplay-third")) {
        Counts f = measure(set, estimator, true);
        assertTrue(f.sekiGames() >= 2, set + ": " + f.sekiGames() + " seki games");
        assertEquals(0, f.sekiStonesKilled(), "GNU Go's seki stones we call dead in " + set + " with seed " + seed
            + ": " + f.differ());
        assertEquals(0, f.sekiStonesInvented(), "stones reported in seki that GNU Go does not call seki in " + set
            + " with seed " + seed);
        reported += f.sekiStonesReported();
      }
      assertTrue(reported >= 240, reported + " seki stones reported with seed " + seed);
    }
  }

  /**
   * How far GNU Go agrees with itself, and the estimate with GNU Go at its default level, over the twelve samples. Each
   * game was judged by the GNU Go process that played it, at the game's level (0 to 5 for most, 10 for 1,114). GNU Go
   * 3.8 at its default level 10, given the same final positions afresh ({@code tools/gnugo-rejudge.py}, its answers in
   * each folder's {@code gnugo-level10.jsonl}), gives the recorded dead stones in 4,693 of the 4,789 games (98.00 %):
   * in 1,113 of the 1,114 played at level 10 (judging afresh after {@code loadsgf} is nearly always the same judgement;
   * the exception is in the ninth sample), and otherwise in 97.4 % of the 3,675 games at levels 0 to 5 (13x13-061 at
   * level 0, say, calls Black's stones in White's corner dead, at level 10 White's around them). Against that judgement
   * the estimate agrees in 4,691 (97.95 %), as often as GNU Go's own lower levels do, against the recorded one in 4,765
   * (99.499 %; 4,761 to 4,766 with seeds 1 to 7, 99.41 % to 99.52 %; 4,764 before a group of single stones and pairs
   * got the looser bound of small groups, 4,760 to 4,765 with seeds 1 to 7 then). The estimator's last rules were
   * chosen on the first nine samples, 4,546 of their 4,569 (99.497 %; 4,542 before the landless-group rule's looser
   * bound for groups of at most six stones and before a landless group took every loose chain near it, 4,536 to 4,542
   * with seeds 1 to 7 then, 4,541 to 4,546 now); the tenth, 71 19x19 games generated meanwhile and measured once after,
   * gives 71; the eleventh, 73 13x13 games generated after them and measured once, 72; the twelfth, 76 13x13 and 19x19
   * games generated after the seki with a ko shape inside and measured once, 75 (76 since a rule found on its miss).
   * The five samples added last at the default level (eighth to twelfth), each measured once when added, gave 627 of
   * 633 (99.05 %) when first measured, 629 (99.37 %) now, the eighth's and the twelfth's one miss each mended by a rule
   * found on it. On the 1,114 games played at GNU Go's default level, where the two judgements are one, the estimate
   * agrees in 1,109 (99.55 %; the misses: 13x13-180011, a big invasion the playouts keep alive, the ninth sample's
   * three and the eleventh's one; 13x13-260071, two stones in an open area, joined the loose stones around it once a
   * knight's move made them one group, and 13x13-340009, seven loose stones, died once single stones and pairs got the
   * looser bound). On the 4,693 games whose dead stones GNU Go gives alike at both levels, the judgements GNU Go is
   * sure of, the estimate agrees in 4,681 (99.74 %); of the 24 games where it differs from the recorded judgement, 10
   * are games where GNU Go at level 10 differs from it too, and gives the estimate's dead stones. One of GNU Go's
   * level-10 seki stones is proposed dead, 13x13-140230's M13, as at level 1.
   */
  @Test
  void deadStonesEqualGnuGosJudgementAtItsDefaultLevelInNearlyEveryGame() throws IOException, URISyntaxException {
    int games = 0;
    int agree = 0;
    int agreeRecorded = 0;
    int gnuGoAgrees = 0;
    int sekiKilled = 0;
    int playedAtIt = 0;
    int agreePlayedAtIt = 0;
    int agreeWhereSure = 0;
    for (String set : SETS) {
      Counts f = measure(set);
      DefaultLevel d = f.defaultLevel();
      assertEquals(f.games(), d.games(), set + ": every game judged again");
      System.out.printf(Locale.ROOT, "%s: %d games; dead stones equal GNU Go's at level 10 in %d (recorded: %d);"
          + " GNU Go at level 10 gives the recorded dead stones in %d%n", set, d.games(), d.agree(), f.agree(),
          d.gnuGoAgrees());
      games += d.games();
      agree += d.agree();
      agreeRecorded += f.agree();
      gnuGoAgrees += d.gnuGoAgrees();
      sekiKilled += d.sekiStonesKilled();
      playedAtIt += d.playedAtIt();
      agreePlayedAtIt += d.agreePlayedAtIt();
      agreeWhereSure += d.agreeWhereGnuGoAgrees();
    }
    System.out.printf(Locale.ROOT, "GNU Go self-play, twelve samples: %d games; dead stones equal GNU Go's judgement at"
        + " its default level in %d (%.2f %%), the recorded one in %d (%.3f %%); GNU Go at level 10 gives the"
        + " recorded dead stones in %d (%.2f %%); its level-10 seki stones we call dead: %d%n", games, agree,
        100.0 * agree / games, agreeRecorded, 100.0 * agreeRecorded / games, gnuGoAgrees,
        100.0 * gnuGoAgrees / games, sekiKilled);
    System.out.printf(Locale.ROOT, "GNU Go self-play, the %d games played at GNU Go's default level: dead stones equal"
        + " GNU Go's in %d (%.2f %%)%n", playedAtIt, agreePlayedAtIt, 100.0 * agreePlayedAtIt / playedAtIt);
    System.out.printf(Locale.ROOT, "GNU Go self-play, the %d games whose dead stones GNU Go gives at level 10 as at"
        + " the level they were played at: the estimate's are theirs in %d (%.2f %%)%n", gnuGoAgrees, agreeWhereSure,
        100.0 * agreeWhereSure / gnuGoAgrees);
    Figures.record("estimator-selfplay", Figures.of(agreeRecorded, games));
    Figures.record("estimator-selfplay-percent", Figures.percent(agreeRecorded, games, 3));
    Figures.record("estimator-selfplay-default-level", Figures.of(agreePlayedAtIt, playedAtIt));
    Figures.record("estimator-selfplay-default-level-percent", Figures.percent(agreePlayedAtIt, playedAtIt, 2));
    assertTrue(games >= 4789, "games " + games);
    assertTrue(playedAtIt >= 1114 && agreePlayedAtIt >= 1109, agreePlayedAtIt + " of " + playedAtIt);
    assertTrue(gnuGoAgrees >= 4693 && agreeWhereSure >= 4681, agreeWhereSure + " of " + gnuGoAgrees);
    assertTrue(agreeRecorded >= 4765, "agreement with the recorded judgement: " + agreeRecorded + " of " + games);
    assertTrue(agree >= AGREE_DEFAULT_LEVEL, "agreement with GNU Go at level 10: " + agree + " of " + games);
    assertTrue(sekiKilled <= 1, "GNU Go's level-10 seki stones we call dead: " + sekiKilled);
  }

  /**
   * Measures one sample with the standard estimator, prints its figures, and checks what every sample keeps: at least
   * the games, games with dead stones and games with seki it held when it was added, no stone reported in seki that GNU
   * Go does not call seki, and at most {@code maxSekiKilled} of GNU Go's seki stones proposed dead.
   */
  private static Counts sample(String set, String label, int games, int withDead, int sekiGames, int maxSekiKilled)
      throws IOException, URISyntaxException {
    Counts f = measure(set);
    f.print(label);
    assertTrue(f.games() >= games && f.withDead() >= withDead && f.sekiGames() >= sekiGames, set + ": " + f.games()
        + " games, " + f.withDead() + " with dead stones, " + f.sekiGames() + " with seki");
    assertEquals(0, f.sekiStonesInvented(), set + ": stones reported in seki that GNU Go does not call seki");
    assertTrue(f.sekiStonesKilled() <= maxSekiKilled, set + ": GNU Go's seki stones we call dead: "
        + f.sekiStonesKilled());
    return f;
  }

  /**
   * What one set gives; {@code differing} counts the stones whose verdict differs from GNU Go's, {@code flagged}
   * those of them on a chain the estimate reports undecided (for the players to settle).
   */
  private record Counts(int games, int withDead, int sekiGames, int sekiStones, int agree, int sekiStonesKilled,
      int sekiStonesReported, int sekiGamesReported, int sekiStonesInvented, int differing, int flagged,
      List<String> differ, DefaultLevel defaultLevel) {
    Counts {
      differ = List.copyOf(differ);
    }

    void print(String label) {
      System.out.printf(Locale.ROOT, "%s: %d games (%d with dead stones, %d with seki, %d seki stones); dead stones"
          + " equal GNU Go's in %d (%.1f %%); GNU Go's seki stones we call dead: %d, that the estimate reports in"
          + " seki: %d (every one in %d of the seki games); stones reported in seki that GNU Go does not call seki"
          + " (at the game's level or at level 10): %d; of the %d stones judged otherwise than GNU Go, %d are on chains"
          + " the estimate reports undecided%n",
          label, games, withDead, sekiGames, sekiStones, agree, 100.0 * agree / games, sekiStonesKilled,
          sekiStonesReported, sekiGamesReported, sekiStonesInvented, differing, flagged);
      differ.forEach(d -> System.out.println("  " + d));
    }
  }

  /**
   * The same games against GNU Go's judgement at its default level ({@code gnugo-level10.jsonl}): games judged,
   * games whose dead stones the estimate gives as GNU Go at level 10 does, games where GNU Go at level 10 gives the
   * dead stones it gave at the level the game was played at, GNU Go's level-10 seki stones the estimate proposes
   * dead; of the games played at level 10 (judged at it from the start), how many and how many the estimate
   * agrees on; and of the games where the two judgements are one, how many the estimate agrees on; all zero for a
   * set without the file.
   */
  private record DefaultLevel(int games, int agree, int gnuGoAgrees, int sekiStonesKilled, int playedAtIt,
      int agreePlayedAtIt, int agreeWhereGnuGoAgrees) {
  }

  /**
   * The standard estimator's figures on a set, measured once a run: the test of each sample and the default-level
   * test over all of them share them.
   */
  private static Counts measure(String resource) throws IOException, URISyntaxException {
    Counts f = STANDARD_FIGURES.get(resource);
    if (f == null) {
      f = measure(resource, DeadStoneEstimator.standard(), false);
      STANDARD_FIGURES.put(resource, f);
    }
    return f;
  }

  /** What one set gives with an estimator; only its games with a seki if {@code sekiOnly}. */
  private static Counts measure(String resource, DeadStoneEstimator estimator, boolean sekiOnly)
      throws IOException, URISyntaxException {
    Path dir = Path.of(GnuGoSelfPlayDeadStonesTest.class.getResource(resource).toURI());
    List<Path> files;
    try (Stream<Path> s = Files.list(dir)) {
      files = s.filter(p -> p.toString().endsWith(".sgf")).sorted().toList();
    }
    int games = 0;
    int agree = 0;
    int withDead = 0;
    int sekiGames = 0;
    int sekiStones = 0;
    int sekiStonesKilled = 0;
    int sekiStonesReported = 0;
    int sekiGamesReported = 0;
    int sekiStonesInvented = 0;
    int differing = 0;
    int flagged = 0;
    List<String> differ = new ArrayList<>();
    Map<String, JsonObject> level10 = new HashMap<>();
    Path judged = dir.resolve("gnugo-level10.jsonl");
    if (Files.exists(judged)) {
      for (String line : Files.readAllLines(judged)) {
        if (!line.isBlank()) {
          JsonObject o = JsonParser.parseString(line).getAsJsonObject();
          level10.put(o.get("file").getAsString(), o);
        }
      }
    }
    // games judged, agree, GNU Go agrees with itself, its seki stones we call dead, games played at level 10, agree,
    // agree where GNU Go agrees with itself
    int[] byDefault = new int[7];
    for (Path f : files) {
      String text = Files.readString(f);
      Matcher m = ANSWERS.matcher(text);
      assertTrue(m.find(), f + " has GNU Go's answers");
      Set<String> want = vertices(m.group(1));
      Set<String> seki = vertices(m.group(2));
      if (sekiOnly && seki.isEmpty()) {
        continue; // before the replay: most games have no seki
      }
      Position end = SgfReader.strict().read(f).game().replayStrict().finalPosition();
      BoardSize size = end.size();
      Estimate estimate = estimator.estimate(end);
      Set<String> got = new TreeSet<>();
      for (Point p : estimate.deadStones()) {
        got.add(p.toText(size).toUpperCase(Locale.ROOT));
      }
      games++;
      withDead += want.isEmpty() ? 0 : 1;
      Set<String> reported = new TreeSet<>();
      for (Estimate.Chain c : estimate.sekiChains()) {
        for (Point p : c.stones()) {
          reported.add(p.toText(size).toUpperCase(Locale.ROOT));
        }
      }
      // a stone reported in seki that GNU Go calls seki neither at the game's level nor, judging afresh, at its
      // default level 10
      JsonObject again = level10.get(f.getFileName().toString());
      Set<String> seki10 = again == null ? Set.of() : vertices(again, "seki");
      sekiStonesInvented += (int) reported.stream().filter(v -> !seki.contains(v) && !seki10.contains(v)).count();
      if (!seki.isEmpty()) {
        sekiGames++;
        sekiStones += seki.size();
        sekiStonesKilled += (int) seki.stream().filter(got::contains).count();
        int found = (int) seki.stream().filter(reported::contains).count();
        sekiStonesReported += found;
        sekiGamesReported += found == seki.size() ? 1 : 0;
      }
      if (again != null) {
        Set<String> dead10 = vertices(again, "dead");
        byDefault[0]++;
        byDefault[1] += dead10.equals(got) ? 1 : 0;
        byDefault[2] += dead10.equals(want) ? 1 : 0;
        byDefault[6] += dead10.equals(want) && want.equals(got) ? 1 : 0;
        byDefault[3] += (int) vertices(again, "seki").stream().filter(got::contains).count();
        if (LEVEL_10.matcher(text).find()) {
          byDefault[4]++;
          byDefault[5] += want.equals(got) ? 1 : 0;
        }
      }
      if (want.equals(got)) {
        agree++;
      } else {
        differ.add(f.getFileName() + ": GNU Go " + want + ", ours " + got);
        for (int y = 0; y < size.height(); y++) {
          for (int x = 0; x < size.width(); x++) {
            Point p = Point.of(x, y);
            String v = p.toText(size).toUpperCase(Locale.ROOT);
            if (want.contains(v) != got.contains(v)) {
              differing++;
              flagged += estimate.chain(p).undecided() ? 1 : 0;
            }
          }
        }
      }
    }
    return new Counts(games, withDead, sekiGames, sekiStones, agree, sekiStonesKilled, sekiStonesReported,
        sekiGamesReported, sekiStonesInvented, differing, flagged, differ,
        new DefaultLevel(byDefault[0], byDefault[1], byDefault[2], byDefault[3], byDefault[4], byDefault[5],
            byDefault[6]));
  }

  /** The vertices of one of GNU Go's lists in a line of {@code gnugo-level10.jsonl}. */
  private static Set<String> vertices(JsonObject answers, String list) {
    Set<String> out = new TreeSet<>();
    for (JsonElement v : answers.getAsJsonArray(list)) {
      out.add(v.getAsString().toUpperCase(Locale.ROOT));
    }
    return out;
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
