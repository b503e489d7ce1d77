package io.github.tengen.go.katago;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.jspecify.annotations.Nullable;

/**
 * A client of KataGo's analysis engine ({@code katago analysis}) over a pair of streams: a local process, an engine
 * behind a socket, or a test's recorded transcript alike. Many queries are in flight at once, each answered as its
 * responses come (a listener sees every one, reports during the search included), its final results gathered turn
 * by turn; {@code terminate} cancels one in the engine. One thread reads the engine's output; the client is safe to
 * use from any thread.
 *
 * <pre>{@code
 * try (AnalysisEngine katago = AnalysisEngine.start(List.of("katago", "analysis", "-config", "analysis.cfg",
 *     "-model", "model.bin.gz"))) {
 *   Analysis a = katago.submit(AnalysisQuery.of("q1", position).withOption("maxVisits", 200), r -> { });
 *   List<AnalysisResponse.Result> results = a.results().join();   // one a turn, in turn order
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public final class AnalysisEngine implements AutoCloseable {
  private final Writer toEngine;
  private final @Nullable Process process;
  private final Map<String, Analysis> pending = new ConcurrentHashMap<>();
  private final Map<String, CompletableFuture<AnalysisResponse.Action>> actions = new ConcurrentHashMap<>();
  private final Consumer<AnalysisResponse> unclaimed;
  private final AtomicLong actionIds = new AtomicLong();
  private volatile @Nullable RuntimeException ended;

  private AnalysisEngine(InputStream fromEngine, OutputStream toEngine, @Nullable Process process,
      Consumer<AnalysisResponse> unclaimed) {
    this.toEngine = new OutputStreamWriter(toEngine, StandardCharsets.UTF_8);
    this.process = process;
    this.unclaimed = unclaimed;
    Thread reader = new Thread(() -> read(fromEngine), "katago-analysis-reader");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Speaks to an engine over a pair of streams.
   *
   * @param fromEngine the engine's output, one JSON object a line
   * @param toEngine the engine's input
   * @param unclaimed what receives a response no query of this client claims: a general error
   *     ({@code {"error":...}} without an id), or a response to an id it does not know
   * @return the client
   */
  public static AnalysisEngine connect(InputStream fromEngine, OutputStream toEngine,
      Consumer<AnalysisResponse> unclaimed) {
    return new AnalysisEngine(Objects.requireNonNull(fromEngine, "fromEngine"),
        Objects.requireNonNull(toEngine, "toEngine"), null, Objects.requireNonNull(unclaimed, "unclaimed"));
  }

  /**
   * Starts an engine process ({@code katago analysis -config ... -model ...}); its standard error is discarded.
   *
   * @param command the command and its arguments
   * @return the client; {@link #close()} ends the process
   * @throws UncheckedIOException if the process cannot start
   */
  public static AnalysisEngine start(List<String> command) {
    try {
      Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
      return new AnalysisEngine(p.getInputStream(), p.getOutputStream(), p, r -> { });
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start " + command, e);
    }
  }

  /**
   * Sends a query. Its listener receives each of its responses as it comes (warnings, reports during the search,
   * each turn's final result); {@link Analysis#results()} completes when every turn asked has its final result.
   *
   * @param query the query
   * @param listener called on the reading thread for each response to the query; it should return quickly
   * @return the query in flight
   * @throws IllegalStateException if a query with the same id is in flight, or the engine has ended
   */
  public Analysis submit(AnalysisQuery query, Consumer<AnalysisResponse> listener) {
    Objects.requireNonNull(listener, "listener");
    Analysis a = new Analysis(this, query, listener);
    if (pending.putIfAbsent(query.id(), a) != null) {
      throw new IllegalStateException("a query with the id " + query.id() + " is in flight");
    }
    try {
      send(query.toJson());
    } catch (RuntimeException e) {
      pending.remove(query.id());
      throw e;
    }
    return a;
  }

  /**
   * Asks the engine's version ({@code query_version}: {@code version}, {@code git_hash}).
   *
   * @return the engine's answer
   */
  public CompletableFuture<AnalysisResponse.Action> queryVersion() {
    return action("query_version", null);
  }

  /**
   * Empties the engine's neural net cache ({@code clear_cache}).
   *
   * @return the engine's acknowledgement
   */
  public CompletableFuture<AnalysisResponse.Action> clearCache() {
    return action("clear_cache", null);
  }

  /** Sends {@code terminate} for a query's id. */
  CompletableFuture<AnalysisResponse.Action> terminate(String id) {
    return action("terminate", id);
  }

  private CompletableFuture<AnalysisResponse.Action> action(String action, @Nullable String terminateId) {
    String id = "tengen-action-" + actionIds.incrementAndGet();
    ObjectNode q = Json.MAPPER.createObjectNode().put("id", id).put("action", action);
    if (terminateId != null) {
      q.put("terminateId", terminateId);
    }
    CompletableFuture<AnalysisResponse.Action> f = new CompletableFuture<>();
    actions.put(id, f);
    try {
      send(q.toString());
    } catch (RuntimeException e) {
      actions.remove(id);
      f.completeExceptionally(e);
    }
    return f;
  }

  private void send(String line) {
    RuntimeException e = ended;
    if (e != null) {
      throw new IllegalStateException("the engine has ended", e);
    }
    synchronized (toEngine) {
      try {
        toEngine.write(line);
        toEngine.write('\n');
        toEngine.flush();
      } catch (IOException io) {
        throw new UncheckedIOException("the engine does not read", io);
      }
    }
  }

  private void read(InputStream fromEngine) {
    RuntimeException cause = new IllegalStateException("the engine closed its output");
    try (BufferedReader in = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8))) {
      for (String line; (line = in.readLine()) != null; ) {
        if (!line.isBlank()) {
          dispatch(line);
        }
      }
    } catch (IOException | RuntimeException e) {
      cause = new IllegalStateException("the engine's output broke off: " + e.getMessage(), e);
    }
    ended = cause;
    for (Analysis a : pending.values()) {
      a.fail(cause);
    }
    pending.clear();
    for (CompletableFuture<AnalysisResponse.Action> f : actions.values()) {
      f.completeExceptionally(cause);
    }
    actions.clear();
  }

  /** One line of the engine's: to its query, its action, or to whoever takes what nobody claims. */
  private void dispatch(String line) {
    AnalysisResponse r;
    try {
      r = AnalysisResponse.parse(line);
    } catch (IllegalArgumentException e) { // not a response: nobody's
      unclaimed.accept(new AnalysisResponse.Failure(Json.MAPPER.createObjectNode()
          .put("error", "not a response of the analysis engine: " + e.getMessage())));
      return;
    }
    String id = r.id().orElse(null);
    if (r instanceof AnalysisResponse.Action action && id != null && actions.containsKey(id)) {
      actions.remove(id).complete(action);
      return;
    }
    Analysis a = id == null ? null : pending.get(id);
    if (a == null) {
      unclaimed.accept(r);
      return;
    }
    if (a.take(r)) {
      pending.remove(id, a);
    }
  }

  /** Ends the engine: closes its input, and a process started by {@link #start} is stopped. */
  @Override
  public void close() {
    synchronized (toEngine) {
      try {
        toEngine.close();
      } catch (IOException e) {
        // gone already
      }
    }
    if (process != null) {
      process.destroy();
    }
  }

  /**
   * A query in flight: its responses as they come, its final results when all have come.
   *
   * @since 0.1.0
   */
  public static final class Analysis {
    private final AnalysisEngine engine;
    private final AnalysisQuery query;
    private final Consumer<AnalysisResponse> listener;
    private final List<AnalysisResponse.Result> finals = new ArrayList<>();
    private final CompletableFuture<List<AnalysisResponse.Result>> results = new CompletableFuture<>();

    Analysis(AnalysisEngine engine, AnalysisQuery query, Consumer<AnalysisResponse> listener) {
      this.engine = engine;
      this.query = query;
      this.listener = listener;
    }

    /**
     * Returns the query.
     *
     * @return the query
     */
    public AnalysisQuery query() {
      return query;
    }

    /**
     * Returns the final result of each turn asked, in turn order, when all have come; a turn a {@code terminate}
     * stopped before any visit is a result without values ({@link AnalysisResponse.Result#analysed()}). It
     * completes exceptionally with {@link AnalysisException} when the engine refuses the query, or when the engine
     * ends first.
     *
     * @return the results
     */
    public CompletableFuture<List<AnalysisResponse.Result>> results() {
      return results;
    }

    /**
     * Cancels the query in the engine ({@code terminate}): its turns end with what their search found so far, or
     * with no result, and {@link #results()} completes with them.
     *
     * @return the engine's acknowledgement
     */
    public CompletableFuture<AnalysisResponse.Action> terminate() {
      return engine.terminate(query.id());
    }

    /** A response to this query; true when the query is done. */
    synchronized boolean take(AnalysisResponse r) {
      listener.accept(r);
      if (r instanceof AnalysisResponse.Failure f) {
        results.completeExceptionally(new AnalysisException(f));
        return true;
      }
      if (r instanceof AnalysisResponse.Result result && !result.isDuringSearch()) {
        finals.add(result);
        if (finals.size() >= query.analyzeTurns().size()) {
          List<AnalysisResponse.Result> sorted = new ArrayList<>(finals);
          sorted.sort(Comparator.comparingInt(AnalysisResponse.Result::turnNumber));
          results.complete(List.copyOf(sorted));
          return true;
        }
      }
      return false;
    }

    void fail(RuntimeException cause) {
      results.completeExceptionally(cause);
    }
  }
}
