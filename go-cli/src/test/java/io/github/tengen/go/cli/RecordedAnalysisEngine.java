package io.github.tengen.go.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * A stand-in for KataGo's analysis engine as a process (no KataGo can be installed here): it answers each turn a
 * query asks with the result KataGo recorded for that turn number in a saved analysis (analyze-sgf's {@code .json}:
 * one response a line after the game), under the query's id.
 */
public final class RecordedAnalysisEngine {
  private RecordedAnalysisEngine() {}

  /**
   * Runs the stand-in.
   *
   * @param args the saved analysis
   * @throws IOException if it cannot be read
   */
  public static void main(String[] args) throws IOException {
    ObjectMapper json = new ObjectMapper();
    Map<Integer, JsonNode> byTurn = new HashMap<>();
    for (String line : Files.readAllLines(Path.of(args[0]))) {
      if (line.startsWith("{")) {
        JsonNode r = json.readTree(line);
        byTurn.put(r.get("turnNumber").intValue(), r);
      }
    }
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      JsonNode q = json.readTree(line);
      String id = q.get("id").textValue();
      for (JsonNode turn : q.get("analyzeTurns")) {
        JsonNode recorded = byTurn.get(turn.intValue());
        out.println(recorded == null ? "{\"error\":\"no recorded turn " + turn + "\",\"id\":\"" + id + "\"}"
            : ((ObjectNode) recorded.deepCopy()).put("id", id).toString());
      }
    }
  }
}
