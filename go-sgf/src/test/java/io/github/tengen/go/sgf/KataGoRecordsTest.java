package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The records KataGo writes, with its rule strings in {@code RU} (the group tax {@code taxALL}, the button
 * {@code button1}, every ko, scoring and suicide rule): the 97 games of KataGo's own tests (see
 * {@code fixtures/SOURCES.md}) are read under the rules they name and replay with every move legal.
 */
class KataGoRecordsTest {

  private static List<SgfGame> games() throws IOException {
    try (InputStream in = KataGoRecordsTest.class.getResourceAsStream("/fixtures/katago-test-games.sgf")) {
      return SgfReader.strict().read(in.readAllBytes()).games();
    }
  }

  @Test
  void everyRecordKataGoWroteReplaysUnderTheRulesItNames() throws IOException {
    List<SgfGame> games = games();
    assertEquals(97, games.size());
    int named = 0;
    int taxed = 0;
    int button = 0;
    for (SgfGame g : games) {
      Optional<String> ru = g.root().simpleText("RU");
      String where = g.root().toString();
      if (ru.isPresent()) {
        RuleSet rules = g.rules().orElseThrow(() -> new AssertionError("RU[" + ru.get() + "] not read"));
        named++;
        taxed += rules.groupTax() ? 1 : 0;
        button += rules.button() ? 1 : 0;
        assertEquals(ru.get().contains("taxALL"), rules.groupTax(), ru.get());
        assertEquals(ru.get().contains("button1"), rules.button(), ru.get());
        // written back, KataGo reads the same switches
        assertEquals(rules.withKomi(0), RuleSet.fromKataGo(rules.toKataGo()).withKomi(0), ru.get());
      }
      Replay replay = g.replayStrict();
      assertTrue(replay.warnings().stream().noneMatch(w -> w.code() == ReplayWarning.Code.RULES), where);
      assertEquals(g.ruleSet(), replay.finalPosition().ruleSet(), where);
    }
    assertEquals(82, named);
    assertEquals(16, taxed);
    assertEquals(17, button);
  }
}
