package io.github.tengen.go.katago;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A stand-in for KataGo's analysis engine (no KataGo binary can be installed here): it answers each query with the
 * responses KataGo gave the same query in its recorded transcript, under the query's own id; actions are echoed as
 * KataGo echoes them. Held, it keeps a query's results until a {@code terminate}, then answers each of its turns with
 * {@code noResults}, as KataGo does for a turn stopped before any visit.
 */
final class RecordedKataGo {
  private final Map<JsonNode, List<String>> answers = new HashMap<>();
  private final Map<String, JsonNode> held = new HashMap<>();
  private boolean hold;
  private String fallback;

  /** Adds a transcript: its queries and responses, matched in order, each query a result a turn (warnings before). */
  RecordedKataGo add(List<String> queries, List<String> responses) {
    int next = 0;
    for (String q : queries) {
      if (q.contains("\"action\"")) {
        continue;
      }
      AnalysisQuery query = AnalysisQuery.fromJson(q);
      List<String> mine = new ArrayList<>();
      int finals = 0;
      while (finals < query.analyzeTurns().size()) {
        String r = responses.get(next++);
        AnalysisResponse parsed = AnalysisResponse.parse(r);
        if (parsed instanceof AnalysisResponse.Action) {
          continue;
        }
        mine.add(r);
        if (parsed instanceof AnalysisResponse.Result) {
          finals++;
        }
      }
      answers.put(withoutId(Json.tree(q)), mine);
    }
    return this;
  }

  /** Answers any query not in a transcript with this recorded result, under the query's id and last turn. */
  RecordedKataGo otherwise(String result) {
    fallback = result;
    return this;
  }

  /** Keeps every query's results until it is terminated. */
  RecordedKataGo holding() {
    hold = true;
    return this;
  }

  /** Starts answering on a new pair of pipes, and returns the client connected to them. */
  AnalysisEngine start(Consumer<AnalysisResponse> unclaimed) throws IOException {
    PipedOutputStream toEngine = new PipedOutputStream();
    PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 20);
    PipedOutputStream engineOut = new PipedOutputStream();
    PipedInputStream fromEngine = new PipedInputStream(engineOut, 1 << 20);
    Thread t = new Thread(() -> {
      try (BufferedReader in = new BufferedReader(new InputStreamReader(engineIn, StandardCharsets.UTF_8));
          Writer out = new OutputStreamWriter(engineOut, StandardCharsets.UTF_8)) {
        for (String line; (line = in.readLine()) != null; ) {
          for (String answer : answer(Json.tree(line))) {
            out.write(answer + "\n");
          }
          out.flush();
        }
      } catch (IOException e) {
        // the client went away
      }
    }, "recorded-katago");
    t.setDaemon(true);
    t.start();
    return AnalysisEngine.connect(fromEngine, toEngine, unclaimed);
  }

  private synchronized List<String> answer(JsonNode query) {
    String id = query.get("id").textValue();
    List<String> out = new ArrayList<>();
    if (query.has("action")) {
      ObjectNode echo = ((ObjectNode) query).deepCopy();
      if (query.get("action").textValue().equals("query_version")) {
        echo.put("version", "1.16.4").put("git_hash", "<omitted>");
      }
      out.add(echo.toString());
      JsonNode target = query.has("terminateId") ? held.remove(query.get("terminateId").textValue()) : null;
      if (target != null) {
        for (int turn : AnalysisQuery.fromJson(target.toString()).analyzeTurns()) {
          out.add("{\"id\":\"" + target.get("id").textValue() + "\",\"isDuringSearch\":false,\"noResults\":true,"
              + "\"turnNumber\":" + turn + "}");
        }
      }
      return out;
    }
    List<String> recorded = answers.get(withoutId(query));
    if (hold) {
      held.put(id, query);
      return out;
    }
    if (recorded == null && fallback != null) {
      ObjectNode o = (ObjectNode) Json.tree(fallback);
      o.put("id", id).put("turnNumber", AnalysisQuery.fromJson(query.toString()).moves().size());
      out.add(o.toString());
      return out;
    }
    if (recorded == null) {
      out.add("{\"error\":\"not in the transcript\",\"field\":\"moves\",\"id\":\"" + id + "\"}");
      return out;
    }
    for (String r : recorded) {
      ObjectNode o = (ObjectNode) Json.tree(r);
      o.put("id", id);
      out.add(o.toString());
    }
    return out;
  }

  private static JsonNode withoutId(JsonNode q) {
    ObjectNode o = ((ObjectNode) q).deepCopy();
    o.remove("id");
    return o;
  }
}
