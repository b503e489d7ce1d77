package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.RuleSet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The reference engine as the command lines run it: its bots by name, its rules, its streams. */
class ReferenceEngineTest {
  @Test
  void theEngineOnStreamsPlaysUnderItsRulesWithTheBotNamed() {
    ReferenceEngine e = new ReferenceEngine(ReferenceEngine.Bot.parse("random"), 1, 7, RuleSet.JAPANESE);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    e.run(new ByteArrayInputStream("1 name\n2 boardsize 9\n3 genmove b\n4 kata-get-rules\n5 get_komi\nquit\n"
        .getBytes(StandardCharsets.US_ASCII)), out);
    String[] answers = out.toString(StandardCharsets.UTF_8).split("\n\n");
    assertEquals("=1 Tengen random", answers[0]);
    assertEquals("=2", answers[1]);
    assertTrue(answers[2].matches("=3 ([A-HJ][1-9]|pass)"), answers[2]);
    assertTrue(answers[3].contains("\"ko\":\"SIMPLE\",\"scoring\":\"TERRITORY\""), answers[3]);
    assertEquals("=5 6.5", answers[4]);
  }

  @Test
  void badOptionsAreRefusedWithTheCommandLinesWords() {
    assertEquals(ReferenceEngine.Bot.MONTE_CARLO, ReferenceEngine.Bot.parse("montecarlo"));
    assertEquals("montecarlo", ReferenceEngine.Bot.MONTE_CARLO.label());
    assertThrows(IllegalArgumentException.class, () -> ReferenceEngine.Bot.parse("gnugo"));
    assertThrows(IllegalArgumentException.class,
        () -> new ReferenceEngine(ReferenceEngine.Bot.RANDOM, 0, 1, RuleSet.CHINESE));
    ReferenceEngine e = new ReferenceEngine(ReferenceEngine.Bot.RANDOM, 1, 1, RuleSet.CHINESE);
    assertThrows(IllegalArgumentException.class, () -> e.connect("localhost"));
    assertEquals("Tengen random", e.build(false).answer("name").orElseThrow().substring(2).strip());
    assertTrue(e.build(false).answer("loadsgf /etc/hostname").orElseThrow().startsWith("? unknown command"));
  }

  @Test
  void theMonteCarloBotKeepsToTheTimeItIsTold() { // issue 59: with 1 ms left, genmove ran all its playouts
    MonteCarloPlayer timed = new MonteCarloPlayer(1_000_000, 1);
    GtpEngine e = GtpEngine.builder(timed).build();
    assertEquals("=\n\n", e.answer("time_settings 600 0 0").orElseThrow());
    assertEquals("=\n\n", e.answer("time_left b 0 0").orElseThrow());
    assertTrue(e.answer("genmove b").orElseThrow().startsWith("= "));
    // a million 19x19 playouts take minutes; the 0.05 s the budget allows holds a few thousand at most
    assertTrue(timed.playoutsDone() >= 10 && timed.playoutsDone() < 200_000, timed.playoutsDone() + " playouts");
    MonteCarloPlayer untimed = new MonteCarloPlayer(300, 1);
    GtpEngine.builder(untimed).build().answer("genmove b");
    assertEquals(300, untimed.playoutsDone(), "without a time limit every playout asked for");
  }
}
