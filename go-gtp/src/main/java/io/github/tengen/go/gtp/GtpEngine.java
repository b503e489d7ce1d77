package io.github.tengen.go.gtp;

import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * A GTP v2 engine: the protocol and the game, around a {@link GtpPlayer} that only chooses moves. The engine keeps
 * the authoritative game under a {@link RuleSet}, checks every move (the controller's and the player's), and answers
 * the standard commands with the specification's error texts, the state queries GNU Go and GoGui use, and the
 * extensions KGS, KataGo, GoGui and servers send.
 *
 * <pre>{@code
 * GtpEngine engine = GtpEngine.builder(new MonteCarloPlayer(1000, 1))
 *     .name("tengen-mc").version("0.1").rules(RuleSet.CHINESE)
 *     .build();
 * engine.run(System.in, System.out);          // until quit or the end of the input
 * engine.answer("1 genmove b");               // Optional["=1 D4\n\n"], for tests
 * }</pre>
 *
 * <p>Protocol: lines end at LF only; a line of more than 1 MiB is answered {@code ? line too long} (with its id) and
 * dropped without being held. Lines are preprocessed as the specification says (control characters, a CR among them,
 * but tab and newline dropped, {@code #} comments removed, tabs made spaces, blank lines ignored); an id is a leading
 * run of digits and is echoed; every other line gets exactly one response, flushed at once, with no empty line inside
 * it. A command whose player or handler throws gets {@code ? internal error: ...} and the engine goes on; a failed
 * command changes nothing. Command names are case-sensitive, as in GNU Go, the reference implementation. Only GTP goes
 * to the output stream; the engine itself writes nothing else anywhere.
 *
 * <p>Game semantics: {@code komi} and the rules persist across {@code boardsize} and {@code clear_board};
 * {@code play} takes either colour in any order; handicap and setup stones are not undoable; after two passes play
 * goes on (GTP has no end of game, the controller decides). {@code boardsize} accepts 1 to 25 (GTP vertices end at
 * Z), and {@code boardsize W H} or {@code rectangular_boardsize W H} a rectangle.
 *
 * <p>An engine is used from one thread. {@link GtpServer} serves many controllers on a port, an engine each.
 * {@code loadsgf} reads regular files of at most 8 MiB; a command that runs out of memory is answered
 * {@code ? internal error: out of memory} and the engine goes on.
 *
 * @since 0.1.0
 */
public final class GtpEngine {
  /** A command added by the bot: it gets the engine (for the position) and the arguments, and returns the result. */
  @FunctionalInterface
  public interface Handler {
    /**
     * Runs the command.
     *
     * @param engine the engine
     * @param args the arguments, split on spaces
     * @return the result, possibly several lines (empty lines are dropped)
     * @throws GtpCommandException for a failure, answered as {@code ? message}
     */
    String handle(GtpEngine engine, List<String> args) throws GtpCommandException;
  }

  private final GtpPlayer player;
  private final String name;
  private final String version;
  private final GtpGame game;
  /** Every command by name: the protocol's here, then each group's ({@link Command.Group}), then the bot's. */
  private final Map<String, Command> commands = new LinkedHashMap<>();
  private boolean quit;

  private GtpEngine(Builder b) {
    this.player = b.player;
    this.name = b.name;
    this.version = b.version;
    this.game = new GtpGame(b.rules);
    registerCommands(b);
  }

  /**
   * Starts building an engine around a player.
   *
   * @param player the bot
   * @return the builder
   */
  public static Builder builder(GtpPlayer player) {
    return new Builder(Objects.requireNonNull(player, "player"));
  }

  /**
   * How an engine is made.
   *
   * @since 0.1.0
   */
  public static final class Builder {
    private final GtpPlayer player;
    private String name = "Tengen";
    private String version = "0.1.0";
    private RuleSet rules = RuleSet.CHINESE;
    private boolean files = true;
    private Function<String, RuleSet> kataGoRules = RuleCommands::withoutJson;
    private final Map<String, Handler> extra = new LinkedHashMap<>();

    private Builder(GtpPlayer player) {
      this.player = player;
    }

    /**
     * Sets the answer to {@code name}.
     *
     * @param name one line, no version in it
     * @return this builder
     */
    public Builder name(String name) {
      this.name = oneLine(name);
      return this;
    }

    /**
     * Sets the answer to {@code version}.
     *
     * @param version one line
     * @return this builder
     */
    public Builder version(String version) {
      this.version = oneLine(version);
      return this;
    }

    /**
     * Sets the rules and komi of new games (default {@link RuleSet#CHINESE}); the controller can change them with
     * {@code komi}, {@code kgs-rules}, {@code kata-set-rules} and {@code kata-set-rule}.
     *
     * @param rules the rules
     * @return this builder
     */
    public Builder rules(RuleSet rules) {
      this.rules = Objects.requireNonNull(rules, "rules");
      return this;
    }

    /**
     * Sets how {@code kata-set-rules} reads its argument (default {@link RuleSet#fromKataGo}: KataGo's shorthand
     * names and rule strings). go-gtp reads no JSON, having no JSON library; go-katago's {@code KataGoRules::read}
     * reads KataGo's JSON form as well ({@code kata-set-rules {"ko":"SIMPLE",...}}, as KataGo takes it).
     *
     * <pre>{@code
     * GtpEngine engine = GtpEngine.builder(bot).kataGoRules(KataGoRules::read).build();
     * }</pre>
     *
     * @param reader reads the text after the command (its words joined by single spaces) as rules, or throws
     *     {@link IllegalArgumentException} with the reason
     * @return this builder
     */
    public Builder kataGoRules(Function<String, RuleSet> reader) {
      this.kataGoRules = Objects.requireNonNull(reader, "reader");
      return this;
    }

    /**
     * Allows or forbids {@code loadsgf} and {@code printsgf FILE}, which read and write files (on by default; a
     * server facing strangers turns it off). When they are off, {@code loadsgf} is an unknown command (not listed,
     * {@code known_command loadsgf} answers {@code false}) and {@code printsgf FILE} answers {@code cannot save file};
     * {@code printsgf} alone still answers the game.
     *
     * @param allowed whether files may be read and written
     * @return this builder
     */
    public Builder fileCommands(boolean allowed) {
      this.files = allowed;
      return this;
    }

    /**
     * Adds a command of the bot's own (or replaces a built-in one), listed by {@code list_commands}.
     *
     * @param command the name, no spaces
     * @param handler what it does
     * @return this builder
     * @throws IllegalArgumentException if the name is empty or has white space
     */
    public Builder command(String command, Handler handler) {
      if (command.isEmpty() || command.chars().anyMatch(c -> c <= ' ')) {
        throw new IllegalArgumentException("not a command name: \"" + command + '"');
      }
      extra.put(command, Objects.requireNonNull(handler, "handler"));
      return this;
    }

    /**
     * Makes the engine.
     *
     * @return the engine, with an empty 19x19 board
     */
    public GtpEngine build() {
      return new GtpEngine(this);
    }

    private static String oneLine(String s) {
      String t = Objects.requireNonNull(s).replaceAll("[\\r\\n]+", " ").trim();
      return t;
    }
  }

  // ---------------------------------------------------------------- the loop

  /**
   * Answers commands from {@code in} on {@code out} until {@code quit} (answered first) or the end of the input.
   * The streams are not closed.
   *
   * @param in the controller's commands
   * @param out the responses
   * @throws UncheckedIOException if reading or writing fails
   */
  public void run(InputStream in, OutputStream out) {
    Objects.requireNonNull(in, "in");
    Objects.requireNonNull(out, "out");
    GtpLines reader = new GtpLines(in);
    PrintStream writer = new PrintStream(out, false, StandardCharsets.UTF_8);
    try {
      GtpLines.Line line = reader.next();
      while (!quit && line != null) {
        GtpLine parsed = line.tooLong() ? GtpLine.tooLong(line.text()) : parse(line.text());
        if (parsed.response() != null) {
          write(writer, parsed.response());
          line = reader.next();
          continue;
        }
        Analysis.Request stream;
        try {
          stream = analysisRequest(parsed);
        } catch (GtpCommandException e) {
          write(writer, GtpLine.format(false, parsed.id(), e.getMessage()));
          line = reader.next();
          continue;
        }
        if (stream == null) {
          write(writer, execute(parsed));
          line = quit ? null : reader.next(); // after quit nothing more is read: the controller may not close
          continue;
        }
        // a stream: the header now, info lines from a worker, the end when the next line arrives
        write(writer, "=" + parsed.id() + "\n");
        Analysis.Stream s = new Analysis.Stream(stream, writer);
        Thread worker = new Thread(() -> s.run(player), "gtp-analysis");
        worker.setDaemon(true);
        worker.start();
        try {
          line = reader.next();
        } finally {
          s.stop();
          try {
            worker.join();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        }
        write(writer, "\n");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Listens on a loopback port, answers the first controller that connects, as {@link #run} does, and closes. For
   * many controllers, each with its own game and an idle timeout, use {@link GtpServer}.
   *
   * @param port the port (0 for any free one; {@code ready} is told which)
   * @param ready receives the port once listening
   * @throws UncheckedIOException if the port cannot be opened or the connection fails
   */
  public void serve(int port, java.util.function.IntConsumer ready) {
    try (java.net.ServerSocket server = new java.net.ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
      ready.accept(server.getLocalPort());
      try (java.net.Socket socket = server.accept()) {
        run(socket.getInputStream(), socket.getOutputStream());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Connects to a controller that listens (as GNU Go's {@code --gtp-connect} does) and answers it.
   *
   * @param host the controller's host
   * @param port its port
   * @throws UncheckedIOException if the connection fails
   */
  public void connect(String host, int port) {
    try (java.net.Socket socket = new java.net.Socket(host, port)) {
      run(socket.getInputStream(), socket.getOutputStream());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void write(PrintStream writer, String text) throws IOException {
    synchronized (writer) {
      writer.print(text);
      writer.flush();
      if (writer.checkError()) {
        throw new IOException("the output stream failed");
      }
    }
  }

  private GtpLine parse(String line) {
    return GtpLine.parse(line, c -> commands.containsKey(c) || Analysis.isStreaming(c));
  }

  private String execute(GtpLine p) {
    Command c = commands.get(p.command());
    try {
      return GtpLine.format(true, p.id(), c.run(new Args(p.args(), game.size())));
    } catch (GtpCommandException e) {
      return GtpLine.format(false, p.id(), e.getMessage());
    } catch (RuntimeException | StackOverflowError e) {
      String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      return GtpLine.format(false, p.id(), "internal error: " + msg);
    } catch (OutOfMemoryError e) { // one command's allocation: it is dropped, and the engine goes on
      return GtpLine.format(false, p.id(), "internal error: out of memory");
    }
  }

  /**
   * Answers one line of input, as {@link #run} does: the full response ({@code =id result} or {@code ?id message},
   * ending with the empty line), or empty for a line that preprocessing leaves blank. A streaming analysis command
   * ({@code lz-analyze}, {@code kata-analyze}, {@code analyze}) is answered with the player's first report only,
   * since no next line can stop it here; {@link #run} streams it.
   *
   * @param line one line, without its newline
   * @return the response
   */
  public Optional<String> answer(String line) {
    GtpLine parsed = parse(line);
    if (parsed.response() != null) {
      return parsed.response().isEmpty() ? Optional.empty() : Optional.of(parsed.response());
    }
    Analysis.Request stream;
    try {
      stream = analysisRequest(parsed);
    } catch (GtpCommandException e) {
      return Optional.of(GtpLine.format(false, parsed.id(), e.getMessage()));
    }
    if (stream == null) {
      return Optional.of(execute(parsed));
    }
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    PrintStream w = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    Analysis.Stream s = new Analysis.Stream(stream, w).stopAfterFirstReport();
    s.run(player);
    return Optional.of("=" + parsed.id() + "\n" + bytes.toString(StandardCharsets.UTF_8) + "\n");
  }

  /** The analysis a streaming command asks for, or null for any other command. */
  private Analysis.@Nullable Request analysisRequest(GtpLine p) throws GtpCommandException {
    if (!Analysis.isStreaming(p.command())) {
      return null;
    }
    return Analysis.request(p.command(), p.args(), game.current(), game.size());
  }

  /**
   * Returns the game as it stands.
   *
   * @return the current position, with its history and rules
   */
  public Position position() {
    return game.current();
  }

  /**
   * Returns whether {@code quit} was answered.
   *
   * @return true after quit
   */
  public boolean hasQuit() {
    return quit;
  }

  // ---------------------------------------------------------------- commands

  private void registerCommands(Builder b) {
    commands.put("protocol_version", a -> "2");
    commands.put("name", a -> name);
    commands.put("version", a -> version);
    commands.put("known_command", a -> Boolean.toString(a.size() == 1 && (commands.containsKey(a.get(0))
        || Analysis.isStreaming(a.get(0)))));
    commands.put("list_commands", a -> {
      TreeSet<String> all = new TreeSet<>(commands.keySet());
      all.addAll(List.of("lz-analyze", "kata-analyze", "analyze"));
      return String.join("\n", all);
    });
    commands.put("quit", a -> {
      quit = true;
      return "";
    });
    ScoringCommands scoring = new ScoringCommands(game, player);
    GameCommands moves = new GameCommands(game, player, scoring);
    for (Command.Group group : List.of(moves, scoring, new RuleCommands(game, b.kataGoRules), new TimeCommands(game),
        new QueryCommands(game), new FileCommands(game, b.files, name + ":" + version),
        new AnalysisCommands(game, moves))) {
      group.addTo(commands);
    }
    for (Map.Entry<String, Handler> e : b.extra.entrySet()) {
      Handler h = e.getValue();
      commands.put(e.getKey(), args -> h.handle(this, args.words()));
    }
  }
}
