package io.github.tengen.go.katago;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.tengen.go.gtp.Decision;
import io.github.tengen.go.gtp.GtpEngine;
import io.github.tengen.go.testing.Shared;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/**
 * go-gtp's engine with go-katago's reader takes {@code kata-set-rules} in KataGo's JSON, as KataGo does: each JSON of
 * KataGo's documentation set, then {@code kata-get-rules} answers the same JSON (keys in KataGo's order aside).
 */
class KataSetRulesJsonTest {
  private static String say(GtpEngine engine, String commands) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    engine.run(new ByteArrayInputStream(commands.getBytes(StandardCharsets.UTF_8)), out);
    return out.toString(StandardCharsets.UTF_8);
  }

  private static GtpEngine engine(boolean json) {
    GtpEngine.Builder b = GtpEngine.builder(request -> Decision.pass());
    return (json ? b.kataGoRules(KataGoRules::read) : b).build();
  }

  @Test
  void everyJsonOfKataGosDocumentationIsSetAndAnsweredBack() throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    int set = 0;
    for (String line : Files.readAllLines(Shared.requireCorpus("rules-data/katago/gtp-extensions-presets.tsv"))) {
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      String json = line.split("\t")[1];
      String[] answers = say(engine(true), "kata-set-rules " + json + "\nkata-get-rules\nquit\n").split("\n\n");
      assertEquals("=", answers[0], json);
      JsonNode got = mapper.readTree(answers[1].substring(2));
      assertEquals(mapper.readTree(json), got, json);
      set++;
    }
    assertEquals(12, set);
  }

  @Test
  void withoutGoKataGoTheEngineSaysWhereJsonIsRead() {
    String answer = say(engine(false), "kata-set-rules {\"ko\":\"SIMPLE\"}\nquit\n");
    assertTrue(answer.startsWith("? ") && answer.contains("go-katago"), answer);
    assertTrue(say(engine(true), "kata-set-rules {\"ko\":\"SPIGHT\"}\nquit\n").startsWith("? "), "refused by name");
    assertTrue(say(engine(false), "kata-set-rules tromp-taylor\nquit\n").startsWith("="), "names as before");
  }
}
