package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.DeadStoneEstimator;
import io.github.tengen.go.Handicap;
import io.github.tengen.go.Move;
import io.github.tengen.go.MoveResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.Setup;
import io.github.tengen.go.sgf.Replay;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

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

  private interface Builtin {
    String run(List<String> args) throws GtpCommandException;
  }

  /**
   * The largest file {@code loadsgf} reads: a game record is a few kilobytes and a big collection a few megabytes;
   * the limit keeps an engine on a 256 MB heap alive whatever file it is given.
   */
  private static final long LOADSGF_MAX_BYTES = 8L << 20;

  private final GtpPlayer player;
  private final String name;
  private final String version;
  private final boolean files;
  private final GtpGame game;
  private final Map<String, Builtin> commands = new LinkedHashMap<>();
  /** Whether the player keeps {@link GtpPlayer#deadStones}'s default: the standard estimator's dead stones. */
  private final boolean standardDeadStones;
  /** The last estimate made, or null: the end-of-game commands share one while the position stands. */
  private DeadStoneEstimator.Estimate estimate;
  private boolean quit;

  private GtpEngine(Builder b) {
    this.player = b.player;
    this.name = b.name;
    this.version = b.version;
    this.files = b.files;
    this.game = new GtpGame(b.rules);
    this.standardDeadStones = keepsDefaultDeadStones(b.player);
    registerBuiltins();
    for (Map.Entry<String, Handler> e : b.extra.entrySet()) {
      Handler h = e.getValue();
      commands.put(e.getKey(), args -> h.handle(this, args));
    }
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
     * Allows or forbids {@code loadsgf} and {@code printsgf FILE}, which read and write files (on by default; a
     * server facing strangers turns it off).
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
        Parsed parsed = line.tooLong() ? tooLong(line.text()) : parse(line.text());
        if (parsed.response != null) {
          write(writer, parsed.response);
          line = reader.next();
          continue;
        }
        Analysis.Request stream;
        try {
          stream = analysisRequest(parsed);
        } catch (GtpCommandException e) {
          write(writer, format(false, parsed.id, e.getMessage()));
          line = reader.next();
          continue;
        }
        if (stream == null) {
          write(writer, execute(parsed));
          line = quit ? null : reader.next(); // after quit nothing more is read: the controller may not close
          continue;
        }
        // a stream: the header now, info lines from a worker, the end when the next line arrives
        write(writer, "=" + parsed.id + "\n");
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

  /** The answer to a line over {@link GtpLines#MAX_LINE_BYTES}: an error, with the id its first bytes give. */
  private Parsed tooLong(String head) {
    String id = parse(head).id();
    return new Parsed(id, "", List.of(), format(false, id, String.format(Locale.ROOT,
        "line too long (over %,d bytes): ignored", GtpLines.MAX_LINE_BYTES)));
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

  /** A line read: its id, command and arguments, or the response already decided ("" for a blank line). */
  private record Parsed(String id, String command, List<String> args, String response) {}

  private Parsed parse(String line) {
    String text = preprocess(line);
    if (text.isEmpty()) {
      return new Parsed("", "", List.of(), "");
    }
    List<String> words = new ArrayList<>(List.of(text.split(" +")));
    String id = "";
    if (words.get(0).chars().allMatch(Character::isDigit)) {
      id = words.remove(0);
      if (id.length() > 10 || Long.parseLong(id) > Integer.MAX_VALUE) {
        return new Parsed("", "", List.of(), format(false, "", "syntax error (id beyond 2147483647)"));
      }
      if (words.isEmpty()) {
        return new Parsed(id, "", List.of(), format(false, id, "empty command"));
      }
    }
    String command = words.remove(0);
    if (!commands.containsKey(command) && !Analysis.isStreaming(command)) {
      return new Parsed(id, command, List.of(), format(false, id, "unknown command"));
    }
    return new Parsed(id, command, List.copyOf(words), null);
  }

  private String execute(Parsed p) {
    Builtin b = commands.get(p.command);
    try {
      return format(true, p.id, b.run(p.args));
    } catch (GtpCommandException e) {
      return format(false, p.id, e.getMessage());
    } catch (RuntimeException | StackOverflowError e) {
      String msg = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
      return format(false, p.id, "internal error: " + msg);
    } catch (OutOfMemoryError e) { // one command's allocation: it is dropped, and the engine goes on
      return format(false, p.id, "internal error: out of memory");
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
    Parsed parsed = parse(line);
    if (parsed.response != null) {
      return parsed.response.isEmpty() ? Optional.empty() : Optional.of(parsed.response);
    }
    Analysis.Request stream;
    try {
      stream = analysisRequest(parsed);
    } catch (GtpCommandException e) {
      return Optional.of(format(false, parsed.id, e.getMessage()));
    }
    if (stream == null) {
      return Optional.of(execute(parsed));
    }
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    PrintStream w = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    Analysis.Stream s = new Analysis.Stream(stream, w).stopAfterFirstReport();
    s.run(player);
    return Optional.of("=" + parsed.id + "\n" + bytes.toString(StandardCharsets.UTF_8) + "\n");
  }

  /** The analysis a streaming command asks for, or null for any other command. */
  private Analysis.Request analysisRequest(Parsed p) throws GtpCommandException {
    if (!Analysis.isStreaming(p.command)) {
      return null;
    }
    return Analysis.request(p.command, p.args, game.current(), game.size());
  }

  /** The specification's preprocessing (section 3.1) of one line. */
  static String preprocess(String line) {
    StringBuilder sb = new StringBuilder(line.length());
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '#') {
        break;
      }
      if (c == '\t') {
        sb.append(' ');
      } else if (c >= ' ' && c != 127) {
        sb.append(c);
      }
    }
    return sb.toString().trim();
  }

  /** One response, with no empty line inside and the empty line at the end. */
  private static String format(boolean ok, String id, String result) {
    StringBuilder sb = new StringBuilder().append(ok ? '=' : '?').append(id);
    String body = result.replace("\r", "");
    // the empty line ends a response, so a result's empty lines are dropped
    List<String> lines = body.lines().filter(l -> !l.isBlank()).toList();
    if (body.startsWith("\n")) {
      sb.append('\n'); // a diagram starts on its own line
    } else if (!lines.isEmpty()) {
      sb.append(' ');
    }
    sb.append(String.join("\n", lines));
    return sb.append("\n\n").toString();
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

  private void registerBuiltins() {
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
    commands.put("boardsize", this::boardsize);
    commands.put("rectangular_boardsize", a -> {
      arity(a, 2);
      return resize(integer(a.get(0)), integer(a.get(1)));
    });
    commands.put("clear_board", a -> {
      game.clear();
      player.gameOver();
      return "";
    });
    commands.put("komi", this::komi);
    commands.put("get_komi", a -> komiText(game.rules().komi()));
    commands.put("play", this::play);
    commands.put("genmove", a -> genmove(a, true, false));
    commands.put("reg_genmove", a -> genmove(a, false, false));
    commands.put("kgs-genmove_cleanup", a -> genmove(a, true, true));
    for (String g : List.of("lz-genmove_analyze", "kata-genmove_analyze", "genmove_analyze")) {
      commands.put(g, a -> genmoveAnalyze(g, a));
    }
    commands.put("undo", a -> {
      if (!game.undo()) {
        throw new GtpCommandException("cannot undo");
      }
      return "";
    });
    commands.put("gg-undo", a -> {
      int n = a.isEmpty() ? 1 : integer(a.get(0));
      if (n < 0 || n > game.movesSinceStart()) {
        throw new GtpCommandException("cannot undo");
      }
      for (int i = 0; i < n; i++) {
        game.undo();
      }
      return "";
    });
    commands.put("fixed_handicap", this::fixedHandicap);
    commands.put("place_free_handicap", this::placeFreeHandicap);
    commands.put("set_free_handicap", this::setFreeHandicap);
    commands.put("time_settings", this::timeSettings);
    commands.put("kgs-time_settings", this::kgsTimeSettings);
    commands.put("kata-time_settings", this::kgsTimeSettings);
    commands.put("kata-list_time_settings", a -> "none absolute byoyomi canadian fischer fischer-capped");
    commands.put("time_left", this::timeLeft);
    commands.put("final_score", a -> finalScore());
    commands.put("estimate_score", a -> estimateScore());
    // GoGui interrupts a command of an engine that lists this by sending "# interrupt"; here any next line ends an
    // analysis, a comment too, so the command itself has nothing to do
    commands.put("gogui-interrupt", a -> "");
    commands.put("final_status_list", this::finalStatusList);
    commands.put("showboard", a -> "\n" + Diagram.of(game.current()));
    commands.put("loadsgf", this::loadsgf);
    commands.put("printsgf", this::printsgf);
    commands.put("is_legal", a -> {
      arity(a, 2);
      Color c = color(a.get(0));
      Move m = move(c, a.get(1));
      return game.toPlay(c).check(m).isLegal() ? "1" : "0";
    });
    commands.put("all_legal", a -> {
      arity(a, 1);
      Color c = color(a.get(0));
      List<Point> legal = new ArrayList<>();
      for (Move m : game.toPlay(c).legalMoves()) {
        if (m instanceof Move.Play p) {
          legal.add(p.point());
        }
      }
      return Point.toGtpList(legal, game.size());
    });
    commands.put("list_stones", a -> {
      arity(a, 1);
      return Point.toGtpList(game.current().stones(color(a.get(0))), game.size());
    });
    commands.put("captures", a -> {
      arity(a, 1);
      return Integer.toString(game.current().captures(color(a.get(0))));
    });
    commands.put("countlib", a -> {
      arity(a, 1);
      return Integer.toString(game.current().libertiesOf(stone(a.get(0))).size());
    });
    commands.put("findlib", a -> {
      arity(a, 1);
      return Point.toGtpList(game.current().libertiesOf(stone(a.get(0))), game.size());
    });
    commands.put("kgs-rules", this::kgsRules);
    commands.put("kata-set-rules", a -> {
      if (a.isEmpty()) {
        throw new GtpCommandException("syntax error");
      }
      try {
        return setRules(RuleSet.fromKataGo(String.join(" ", a)).withKomi(game.rules().komi()));
      } catch (IllegalArgumentException e) {
        throw new GtpCommandException("unknown rules: " + e.getMessage());
      }
    });
    commands.put("kata-get-rules", a -> kataRulesJson(game.rules()));
    commands.put("kata-set-rule", this::kataSetRule);
    commands.put("kgs-game_over", a -> {
      player.gameOver();
      return "";
    });
    commands.put("gogui-analyze_commands", a -> String.join("\n",
        "string/Final Score/final_score", "string/Estimate Score/estimate_score",
        "plist/Dead Stones/final_status_list dead",
        "plist/Seki Stones/final_status_list seki", "plist/Legal Moves (Black)/all_legal black",
        "plist/Legal Moves (White)/all_legal white"));
    commands.put("gogui-play_sequence", this::playSequence);
    commands.put("gogui-setup", this::setup);
    commands.put("cputime", a -> {
      double s = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
      return String.format(Locale.ROOT, "%.3f", s);
    });
  }

  // ---------------------------------------------------------------- arguments

  private static void arity(List<String> a, int n) throws GtpCommandException {
    if (a.size() != n) {
      throw new GtpCommandException("syntax error");
    }
  }

  private static int integer(String s) throws GtpCommandException {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      throw new GtpCommandException("syntax error");
    }
  }

  private static double real(String s) throws GtpCommandException {
    try {
      double d = Double.parseDouble(s);
      if (!Double.isFinite(d) || s.endsWith("d") || s.endsWith("D") || s.endsWith("f") || s.endsWith("F")) {
        throw new NumberFormatException(s);
      }
      return d;
    } catch (NumberFormatException e) {
      throw new GtpCommandException("syntax error");
    }
  }

  private static Color color(String s) throws GtpCommandException {
    try {
      return Color.parse(s);
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("syntax error");
    }
  }

  private Move move(Color c, String vertex) throws GtpCommandException {
    try {
      return Move.parseGtp(c, vertex, game.size());
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("syntax error");
    }
  }

  private Point vertex(String v) throws GtpCommandException {
    try {
      return Point.parseGtp(v, game.size());
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("syntax error");
    }
  }

  private Point stone(String v) throws GtpCommandException {
    Point p = vertex(v);
    if (game.current().stoneAt(p).isEmpty()) {
      throw new GtpCommandException("vertex must not be empty");
    }
    return p;
  }

  // ---------------------------------------------------------------- setup commands

  private String boardsize(List<String> a) throws GtpCommandException {
    if (a.size() == 1) {
      int n = integer(a.get(0));
      return resize(n, n);
    }
    if (a.size() == 2) {
      return resize(integer(a.get(0)), integer(a.get(1)));
    }
    throw new GtpCommandException("syntax error");
  }

  private String resize(int w, int h) throws GtpCommandException {
    if (w < 1 || h < 1 || w > 25 || h > 25) {
      throw new GtpCommandException("unacceptable size");
    }
    game.resize(BoardSize.of(w, h));
    return "";
  }

  private String komi(List<String> a) throws GtpCommandException {
    arity(a, 1);
    double k = real(a.get(0));
    if (k * 2 != Math.rint(k * 2) || Math.abs(k) > 10_000) {
      // RuleSet keeps komi in half points, as every Go server does
      throw new GtpCommandException("unacceptable komi (a multiple of 0.5 up to 10000)");
    }
    return setRules(game.rules().withKomi(k));
  }

  static String komiText(double k) {
    return k == Math.rint(k) ? Long.toString((long) k) : Double.toString(k);
  }

  private String setRules(RuleSet rules) throws GtpCommandException {
    if (!game.setRules(rules)) {
      throw new GtpCommandException("the moves so far are not legal under those rules");
    }
    return "";
  }

  private String kgsRules(List<String> a) throws GtpCommandException {
    arity(a, 1);
    RuleSet r = switch (a.get(0).toLowerCase(Locale.ROOT)) {
      case "japanese" -> RuleSet.JAPANESE;
      case "chinese" -> RuleSet.CHINESE; // KGS's Chinese rules have positional superko
      case "aga" -> RuleSet.AGA;
      case "new_zealand" -> RuleSet.NEW_ZEALAND;
      default -> throw new GtpCommandException("unknown rules");
    };
    return setRules(r.withKomi(game.rules().komi()));
  }

  /** KataGo's {@code kata-get-rules} JSON. */
  static String kataRulesJson(RuleSet r) {
    String ko = switch (r.koRule()) {
      case SIMPLE -> "SIMPLE";
      case POSITIONAL_SUPERKO -> "POSITIONAL";
      case SITUATIONAL_SUPERKO -> "SITUATIONAL";
    };
    String whb = switch (r.handicapBonus()) {
      case NONE -> "0";
      case N -> "N";
      case N_MINUS_1 -> "N-1";
    };
    return "{\"hasButton\":false,\"ko\":\"" + ko + "\",\"scoring\":\"" + r.scoringRule().name() + "\",\"suicide\":"
        + (r.suicideRule() != RuleSet.SuicideRule.FORBIDDEN) + ",\"tax\":\"" + (r.sekiEyesCounted() ? "NONE" : "SEKI")
        + "\",\"whiteHandicapBonus\":\"" + whb + "\"}";
  }

  private String kataSetRule(List<String> a) throws GtpCommandException {
    arity(a, 2);
    RuleSet r = game.rules();
    String v = a.get(1).toUpperCase(Locale.ROOT);
    r = switch (a.get(0)) {
      case "ko" -> switch (v) {
        case "SIMPLE" -> r.withKoRule(RuleSet.KoRule.SIMPLE);
        case "POSITIONAL" -> r.withKoRule(RuleSet.KoRule.POSITIONAL_SUPERKO);
        case "SITUATIONAL" -> r.withKoRule(RuleSet.KoRule.SITUATIONAL_SUPERKO);
        default -> throw new GtpCommandException("unknown ko rule " + a.get(1));
      };
      case "suicide", "multiStoneSuicideLegal" -> switch (v) {
        case "TRUE" -> r.withSuicideRule(RuleSet.SuicideRule.MULTI_STONE_ONLY);
        case "FALSE" -> r.withSuicideRule(RuleSet.SuicideRule.FORBIDDEN);
        default -> throw new GtpCommandException("suicide is true or false");
      };
      case "scoring" -> switch (v) {
        case "AREA" -> r.withScoringRule(RuleSet.ScoringRule.AREA);
        case "TERRITORY" -> r.withScoringRule(RuleSet.ScoringRule.TERRITORY);
        default -> throw new GtpCommandException("scoring is AREA or TERRITORY");
      };
      case "tax" -> switch (v) {
        case "NONE" -> r.withSekiEyesCounted(true);
        case "SEKI" -> r.withSekiEyesCounted(false);
        default -> throw new GtpCommandException("tax is NONE or SEKI (no group tax)");
      };
      case "whiteHandicapBonus" -> switch (v) {
        case "0" -> r.withHandicapBonus(RuleSet.HandicapBonus.NONE);
        case "N" -> r.withHandicapBonus(RuleSet.HandicapBonus.N);
        case "N-1" -> r.withHandicapBonus(RuleSet.HandicapBonus.N_MINUS_1);
        default -> throw new GtpCommandException("whiteHandicapBonus is 0, N or N-1");
      };
      default -> throw new GtpCommandException("unknown rule " + a.get(0));
    };
    return setRules(r);
  }

  private String fixedHandicap(List<String> a) throws GtpCommandException {
    arity(a, 1);
    int n = integer(a.get(0));
    if (!game.isEmptyBoard()) {
      throw new GtpCommandException("board not empty");
    }
    if (n < 2 || n > Handicap.maxFixed(game.size())) {
      throw new GtpCommandException("invalid number of stones");
    }
    List<Point> points = Handicap.fixedPoints(game.size(), n);
    game.restart(Position.withHandicap(game.size(), game.rules(), n));
    return Point.toGtpList(points, game.size());
  }

  private String placeFreeHandicap(List<String> a) throws GtpCommandException {
    arity(a, 1);
    int n = integer(a.get(0));
    if (!game.isEmptyBoard()) {
      throw new GtpCommandException("board not empty");
    }
    if (n < 2 || n >= game.size().area()) {
      throw new GtpCommandException("invalid number of stones");
    }
    List<Point> points = new ArrayList<>(new LinkedHashSet<>(player.placeFreeHandicap(game.current(), n)));
    if (points.size() > n || points.size() < 1 || points.stream().anyMatch(p -> !game.size().contains(p))) {
      throw new GtpCommandException("internal error: the player placed " + points.size() + " stones");
    }
    handicapStones(points);
    return Point.toGtpList(points, game.size());
  }

  private String setFreeHandicap(List<String> a) throws GtpCommandException {
    if (!game.isEmptyBoard()) {
      throw new GtpCommandException("board not empty");
    }
    Set<Point> points = new LinkedHashSet<>();
    for (String v : a) {
      Point p;
      try {
        p = Point.parseGtp(v, game.size());
      } catch (IllegalArgumentException e) {
        throw new GtpCommandException("bad vertex list");
      }
      if (!points.add(p)) {
        throw new GtpCommandException("bad vertex list");
      }
    }
    if (points.size() < 2 || points.size() >= game.size().area()) {
      throw new GtpCommandException("bad vertex list");
    }
    handicapStones(new ArrayList<>(points));
    return "";
  }

  private void handicapStones(List<Point> points) throws GtpCommandException {
    Setup s = Setup.empty(game.size()).handicap(points.size()).toMove(Color.WHITE);
    for (Point p : points) {
      s.put(p, Color.BLACK);
    }
    if (!s.problems().isEmpty()) {
      throw new GtpCommandException("bad vertex list");
    }
    game.restart(s.build(game.rules()));
  }

  private String setup(List<String> a) throws GtpCommandException {
    if (a.size() % 2 != 0) {
      throw new GtpCommandException("syntax error");
    }
    if (game.movesSinceStart() > 0) {
      throw new GtpCommandException("setup is allowed only before the first move");
    }
    Setup s = Setup.of(game.current());
    for (int i = 0; i < a.size(); i += 2) {
      s.put(vertex(a.get(i + 1)), color(a.get(i)));
    }
    if (!s.problems().isEmpty()) {
      throw new GtpCommandException("invalid setup: " + s.problems().get(0).message());
    }
    game.restart(s.build(game.rules()));
    return "";
  }

  // ---------------------------------------------------------------- play

  private String play(List<String> a) throws GtpCommandException {
    arity(a, 2);
    Color c = color(a.get(0));
    Move m = move(c, a.get(1));
    if (!game.play(m).isLegal()) {
      throw new GtpCommandException("illegal move");
    }
    return "";
  }

  private String playSequence(List<String> a) throws GtpCommandException {
    if (a.size() % 2 != 0) {
      throw new GtpCommandException("syntax error");
    }
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < a.size(); i += 2) {
      moves.add(move(color(a.get(i)), a.get(i + 1)));
    }
    int played = 0;
    for (Move m : moves) {
      if (!game.play(m).isLegal()) {
        for (int i = 0; i < played; i++) {
          game.undo(); // a failed command changes nothing
        }
        throw new GtpCommandException("illegal move " + m.toText(game.size()));
      }
      played++;
    }
    return "";
  }

  private String genmove(List<String> a, boolean playIt, boolean cleanup) throws GtpCommandException {
    return genmove(a, playIt, cleanup, AnalysisSink.NONE);
  }

  private String genmove(List<String> a, boolean playIt, boolean cleanup, AnalysisSink sink)
      throws GtpCommandException {
    arity(a, 1);
    Color c = color(a.get(0));
    Position p = game.toPlay(c);
    Decision d = player.genmove(new MoveRequest(p, c, game.clock(c), cleanup, sink));
    if (cleanup && d instanceof Decision.Pass) {
      d = cleanupMove(p).orElse(d);
    }
    if (d instanceof Decision.Resign) {
      return "resign";
    }
    Move m = d instanceof Decision.Play play ? Move.play(c, play.point()) : Move.pass(c);
    if (m instanceof Move.Play mp && !game.size().contains(mp.point())) {
      throw new GtpCommandException("internal error: the player chose a point off the board");
    }
    MoveResult r = p.tryPlay(m);
    if (!r.isLegal()) {
      throw new GtpCommandException("internal error: the player chose an illegal move " + m.toText(game.size())
          + " (" + r.legality().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")");
    }
    if (playIt) {
      game.add(r.position()); // tried on game.toPlay(c) above: played once
    }
    return m.toGtp(game.size());
  }

  /**
   * The {@code genmove_analyze} forms: the player's reports while it thinks, as {@code info} lines, then
   * {@code play} and the move, in one response.
   */
  private String genmoveAnalyze(String command, List<String> a) throws GtpCommandException {
    Analysis.Request r = Analysis.request(command, a, game.current(), game.size());
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    PrintStream w = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    Analysis.Stream s = new Analysis.Stream(r, w);
    String move = genmove(List.of(r.color().name()), true, false, s);
    return "\n" + bytes.toString(StandardCharsets.UTF_8) + "play " + move;
  }

  /**
   * In the cleanup phase, instead of a pass while opponent stones the player calls dead remain: a legal move on a
   * liberty of one of them (the first in board order), so that they get captured.
   */
  private Optional<Decision> cleanupMove(Position p) {
    Set<Point> dead = deadStones(p);
    for (Point d : new TreeSet<>(dead)) {
      if (p.stoneAt(d).orElse(null) != p.toMove().opponent()) {
        continue;
      }
      for (Point lib : new TreeSet<>(p.libertiesOf(d))) {
        if (p.check(Move.play(p.toMove(), lib)).isLegal()) {
          return Optional.of(Decision.play(lib));
        }
      }
    }
    return Optional.empty();
  }

  // ---------------------------------------------------------------- time

  private String timeSettings(List<String> a) throws GtpCommandException {
    arity(a, 3);
    double main = real(a.get(0));
    double byo = real(a.get(1));
    int stones = integer(a.get(2));
    if (main < 0 || byo < 0 || stones < 0) {
      throw new GtpCommandException("syntax error");
    }
    TimeControl t;
    if (byo > 0 && stones == 0) {
      t = new TimeControl.None(); // the specification's way of saying no time limit
    } else if (byo == 0) {
      t = new TimeControl.Absolute(main);
    } else {
      t = new TimeControl.Canadian(main, byo, stones);
    }
    game.setTimeControl(t);
    return "";
  }

  private String kgsTimeSettings(List<String> a) throws GtpCommandException {
    if (a.isEmpty()) {
      throw new GtpCommandException("syntax error");
    }
    String kind = a.get(0).toLowerCase(Locale.ROOT);
    TimeControl t = switch (kind) {
      case "none" -> {
        arity(a, 1);
        yield new TimeControl.None();
      }
      case "absolute" -> {
        arity(a, 2);
        yield new TimeControl.Absolute(nonNegative(a.get(1)));
      }
      case "byoyomi" -> {
        arity(a, 4);
        yield new TimeControl.ByoYomi(nonNegative(a.get(1)), nonNegative(a.get(2)), count(a.get(3)));
      }
      case "canadian" -> {
        arity(a, 4);
        int stones = count(a.get(3));
        if (stones < 1) {
          throw new GtpCommandException("syntax error");
        }
        yield new TimeControl.Canadian(nonNegative(a.get(1)), nonNegative(a.get(2)), stones);
      }
      case "fischer" -> {
        arity(a, 3);
        yield new TimeControl.Fischer(nonNegative(a.get(1)), nonNegative(a.get(2)), Double.POSITIVE_INFINITY);
      }
      case "fischer-capped" -> {
        if (a.size() != 5 && a.size() != 4) {
          throw new GtpCommandException("syntax error");
        }
        double cap = nonNegative(a.get(3));
        yield new TimeControl.Fischer(nonNegative(a.get(1)), nonNegative(a.get(2)), cap < 0 ? Double.POSITIVE_INFINITY
            : cap);
      }
      default -> throw new GtpCommandException("syntax error");
    };
    game.setTimeControl(t);
    return "";
  }

  private static double nonNegative(String s) throws GtpCommandException {
    double d = real(s);
    if (d < 0) {
      throw new GtpCommandException("syntax error");
    }
    return d;
  }

  private static int count(String s) throws GtpCommandException {
    int n = integer(s);
    if (n < 0) {
      throw new GtpCommandException("syntax error");
    }
    return n;
  }

  private String timeLeft(List<String> a) throws GtpCommandException {
    arity(a, 3);
    Color c = color(a.get(0));
    double t = real(a.get(1));
    int stones = integer(a.get(2));
    game.timeLeft(c, t, stones);
    return "";
  }

  // ---------------------------------------------------------------- end of game

  /**
   * The player's dead stones; for a player that keeps {@link GtpPlayer#deadStones}'s default, the standard
   * estimate's, from the estimate the other end-of-game commands share.
   */
  private Set<Point> deadStones(Position p) {
    return standardDeadStones ? estimate(p).deadStones() : player.deadStones(p);
  }

  /**
   * The standard estimate of a position, estimated once while the position stands: a controller that asks
   * {@code final_score} and then {@code final_status_list dead}, {@code seki} and {@code alive} (as GoGui's and
   * GNU Go's twogtp do) pays for one estimate, not one or two per command.
   */
  private DeadStoneEstimator.Estimate estimate(Position p) {
    if (estimate == null || estimate.position() != p) {
      estimate = DeadStoneEstimator.standard().estimate(p);
    }
    return estimate;
  }

  /** Whether the player's class leaves {@link GtpPlayer#deadStones} to the interface's default. */
  private static boolean keepsDefaultDeadStones(GtpPlayer player) {
    try {
      return player.getClass().getMethod("deadStones", Position.class).isDefault();
    } catch (NoSuchMethodException | SecurityException e) {
      return false; // cannot tell: ask the player
    }
  }

  private String finalScore() throws GtpCommandException {
    Position p = game.current();
    return count(p, deadChains(p)).toSgf();
  }

  /** The player's dead stones, whole chains. */
  private Set<Point> deadChains(Position p) {
    Set<Point> dead = new LinkedHashSet<>();
    for (Point d : deadStones(p)) {
      if (p.stoneAt(d).isPresent()) {
        dead.addAll(p.chainAt(d));
      }
    }
    return dead;
  }

  /**
   * The count of {@code final_score} and {@code final_status_list} with these dead chains: where they are the
   * standard estimator's (as the default player's are), the estimate's count, which adds to the seki the
   * {@link Scorer} sees those the estimator's playouts show ({@link DeadStoneEstimator.Estimate#sekiPoints()}); else
   * {@code Scorer.score}.
   */
  private Score count(Position p, Set<Point> dead) throws GtpCommandException {
    try {
      DeadStoneEstimator.Estimate e = estimate(p);
      return e.deadStones().equals(dead) ? e.score() : Scorer.score(p, dead);
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("cannot score");
    }
  }

  /**
   * GNU Go's {@code estimate_score}, which controllers such as KDE's Kigo send for their "estimate score" button:
   * the estimator's expected result for the position as it stands, during the game as at its end
   * ({@link DeadStoneEstimator.Estimate#expectedResult()}), as {@code B+3.5}, {@code W+12} or {@code 0}. GNU Go
   * adds bounds in brackets; this answer has none.
   */
  private String estimateScore() throws GtpCommandException {
    Position p = game.current();
    if (p.stoneCount(Color.BLACK) + p.stoneCount(Color.WHITE) == 0) {
      return count(p, Set.of()).toSgf(); // nothing on the board: komi alone, as GNU Go answers (playouts are noise)
    }
    return estimate(p).expectedResult().toSgf();
  }

  private String finalStatusList(List<String> a) throws GtpCommandException {
    arity(a, 1);
    Position p = game.current();
    Set<Point> dead = deadChains(p);
    Score score = count(p, dead);
    Set<Point> seki = new LinkedHashSet<>();
    BoardSize size = game.size();
    for (Point s : score.seki()) {
      for (Point n : size.neighbours(s)) {
        if (p.stoneAt(n).isPresent() && !dead.contains(n)) {
          seki.addAll(p.chainAt(n));
        }
      }
    }
    Set<Point> wanted = new LinkedHashSet<>();
    switch (a.get(0)) {
      case "dead" -> wanted.addAll(dead);
      case "seki" -> wanted.addAll(seki);
      case "alive" -> {
        for (Color c : Color.values()) {
          for (Point s : p.stones(c)) {
            if (!dead.contains(s) && !seki.contains(s)) {
              wanted.add(s);
            }
          }
        }
      }
      case "black_territory", "white_territory", "dame" -> {
        // GNU Go's extension: empty points, all on one line (Kigo shows territory with them)
        Color owner = a.get(0).equals("dame") ? null : a.get(0).startsWith("black") ? Color.BLACK : Color.WHITE;
        List<Point> points = new ArrayList<>();
        for (int y = 0; y < size.height(); y++) {
          for (int x = 0; x < size.width(); x++) {
            Point pt = Point.of(x, y);
            if (p.stoneAt(pt).isEmpty() && score.ownerOf(pt).orElse(null) == owner) {
              points.add(pt);
            }
          }
        }
        return Point.toGtpList(points, size);
      }
      default -> throw new GtpCommandException("syntax error");
    }
    // one chain a line, as GNU Go answers
    List<String> lines = new ArrayList<>();
    Set<Point> done = new LinkedHashSet<>();
    for (Point s : new TreeSet<>(wanted)) {
      if (done.contains(s)) {
        continue;
      }
      PointSet chain = p.chainAt(s);
      done.addAll(chain);
      lines.add(Point.toGtpList(chain, size));
    }
    return String.join("\n", lines);
  }

  // ---------------------------------------------------------------- SGF

  private String loadsgf(List<String> a) throws GtpCommandException {
    if (a.isEmpty() || a.size() > 2) {
      throw new GtpCommandException("syntax error");
    }
    if (!files) {
      throw new GtpCommandException("cannot load file");
    }
    int moveNumber = Integer.MAX_VALUE;
    if (a.size() == 2) {
      moveNumber = integer(a.get(1));
      if (moveNumber < 1) {
        throw new GtpCommandException("syntax error");
      }
    }
    SgfGame g;
    try {
      SgfCollection c = SgfReader.lenient().withMaxBytes(LOADSGF_MAX_BYTES).read(Path.of(a.get(0)));
      g = c.game();
    } catch (IOException | RuntimeException e) {
      throw new GtpCommandException("cannot load file");
    }
    if (g.boardSize().width() > 25 || g.boardSize().height() > 25) {
      throw new GtpCommandException("cannot load file");
    }
    RuleSet rules = game.rules();
    if (g.komi().isPresent()) {
      rules = rules.withKomi(g.komi().getAsDouble());
    }
    Replay r = g.replay(rules);
    List<Position> line = new ArrayList<>();
    for (Position p : r.positions()) {
      if (!line.isEmpty() && p.moveNumber() <= line.get(line.size() - 1).moveNumber()) {
        line.set(line.size() - 1, p); // a node without a move: its setup or nothing
        continue;
      }
      if (p.moveNumber() >= moveNumber) {
        break; // the position before move_number
      }
      line.add(p);
    }
    game.load(line);
    return "";
  }

  private String printsgf(List<String> a) throws GtpCommandException {
    if (a.size() > 1) {
      throw new GtpCommandException("syntax error");
    }
    String sgf = SgfWriter.write(SgfGame.fromPositions(game.line(), name + ":" + version));
    if (a.isEmpty()) {
      return sgf;
    }
    if (!files) {
      throw new GtpCommandException("cannot save file");
    }
    try (Writer w = Files.newBufferedWriter(Path.of(a.get(0)), StandardCharsets.UTF_8)) {
      w.write(sgf);
    } catch (IOException | RuntimeException e) {
      throw new GtpCommandException("cannot save file");
    }
    return "";
  }
}
