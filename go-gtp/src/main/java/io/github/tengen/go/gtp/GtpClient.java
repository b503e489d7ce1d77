package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.game.PlayerTime;
import io.github.tengen.go.game.TimeSystem;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * A controller's side of GTP: drives an engine (GNU Go, KataGo, Leela Zero, another Tengen engine) with typed calls
 * that take and return go-core values. Every command gets an id, which the answer must echo; answers are kept
 * verbatim (several lines, inner spaces); junk lines and stray blank lines between answers are skipped. A failed
 * command throws {@link GtpException}, never returns quietly.
 *
 * <pre>{@code
 * try (GtpClient gnugo = GtpClient.start(List.of("gnugo", "--mode", "gtp", "--level", "0"))) {
 *   gnugo.boardsize(9);
 *   gnugo.clearBoard();
 *   gnugo.komi(7.5);
 *   gnugo.play(Move.play(Color.BLACK, Point.parseGtp("E5", BoardSize.square(9))));
 *   Decision reply = gnugo.genmove(Color.WHITE);
 *   Set<Point> dead = gnugo.finalStatusList("dead");
 * }
 * }</pre>
 *
 * <p>Standard error of a started engine is read on its own thread (so the engine never blocks on it) and handed to
 * the callback given to {@link #start(List, Consumer)}; its last lines come with a
 * {@link GtpException.Kind#ENGINE_DIED}.
 * A client is used from one thread at a time.
 *
 * @since 0.1.0
 */
public final class GtpClient implements AutoCloseable {
  private static final String EOF = new String("end of the engine's output");
  private static final int STDERR_LINES = 20;

  private final Process process;
  private final Writer toEngine;
  private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
  private final Deque<String> stderrTail = new ArrayDeque<>();
  private Duration timeout = Duration.ofMinutes(5);
  private int nextId = 1;
  private boolean closed;
  private BoardSize size = BoardSize.square(19);
  private List<String> commands;

  private GtpClient(Process process, InputStream fromEngine, OutputStream toEngine) {
    this.process = process;
    this.toEngine = new java.io.OutputStreamWriter(toEngine, StandardCharsets.UTF_8);
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(fromEngine, StandardCharsets.UTF_8))) {
        for (String line; (line = r.readLine()) != null; ) {
          lines.add(line);
        }
      } catch (IOException e) {
        // the engine's output is gone: EOF below
      } finally {
        lines.add(EOF);
      }
    }, "gtp-client-stdout");
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts an engine program, its standard error discarded (its last lines kept for errors).
   *
   * @param command the program and its arguments
   * @return the client
   * @throws UncheckedIOException if the program cannot be started
   */
  public static GtpClient start(List<String> command) {
    return start(command, line -> { });
  }

  /**
   * Starts an engine program; each line it writes to standard error is handed to {@code stderr}, on a thread of its
   * own.
   *
   * @param command the program and its arguments
   * @param stderr receives the engine's standard error, line by line
   * @return the client
   * @throws UncheckedIOException if the program cannot be started
   */
  public static GtpClient start(List<String> command, Consumer<String> stderr) {
    if (command.isEmpty()) {
      throw new IllegalArgumentException("no command to start");
    }
    Objects.requireNonNull(stderr, "stderr");
    Process p;
    try {
      p = new ProcessBuilder(List.copyOf(command)).start();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot start " + command + ": " + whyNotStarted(command, e), e);
    }
    GtpClient c = new GtpClient(p, p.getInputStream(), p.getOutputStream());
    Thread t = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
        for (String line; (line = r.readLine()) != null; ) {
          c.keepStderr(line);
          stderr.accept(line);
        }
      } catch (IOException | RuntimeException e) {
        // a failing callback or a closed stream ends the draining, not the engine
      }
    }, "gtp-client-stderr");
    t.setDaemon(true);
    t.start();
    return c;
  }

  /**
   * Talks GTP over a pair of streams (a socket's, a pipe's, an in-process engine's).
   *
   * @param fromEngine the engine's answers
   * @param toEngine where commands go
   * @return the client
   */
  public static GtpClient connect(InputStream fromEngine, OutputStream toEngine) {
    return new GtpClient(null, Objects.requireNonNull(fromEngine), Objects.requireNonNull(toEngine));
  }

  /**
   * Connects to an engine listening on a TCP port (GNU Go's {@code --gtp-listen}, {@link GtpEngine#serve}).
   *
   * @param host the host, normally the loopback address
   * @param port the port
   * @return the client; closing it closes the connection
   * @throws UncheckedIOException if the connection fails
   */
  public static GtpClient connect(String host, int port) {
    try {
      java.net.Socket socket = new java.net.Socket(host, port);
      return new GtpClient(null, socket.getInputStream(), socket.getOutputStream());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot connect to " + host + ":" + port, e);
    }
  }

  private synchronized void keepStderr(String line) {
    stderrTail.addLast(line);
    while (stderrTail.size() > STDERR_LINES) {
      stderrTail.removeFirst();
    }
  }

  private synchronized String stderrText() {
    return String.join("\n", stderrTail);
  }

  /**
   * Sets how long a command may take before {@link GtpException.Kind#TIMEOUT} (5 minutes by default).
   *
   * @param timeout the time, positive
   * @return this client
   */
  public GtpClient timeout(Duration timeout) {
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException("timeout " + timeout);
    }
    this.timeout = timeout;
    return this;
  }

  // ---------------------------------------------------------------- raw commands

  /**
   * Sends a command and returns the engine's result, verbatim: the text after {@code =id} and one space, its lines
   * joined with {@code \n}.
   *
   * @param command the command and its arguments, one line
   * @return the result (the empty string for none)
   * @throws GtpException if the engine failed, timed out, died or did not speak GTP
   */
  public String send(String command) {
    Objects.requireNonNull(command, "command");
    if (command.indexOf('\n') >= 0 || command.indexOf('\r') >= 0) {
      throw new IllegalArgumentException("a command is one line");
    }
    if (closed) {
      throw died("the client is closed");
    }
    int id = write(command);
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      String first = next(deadline, command);
      if (first.isBlank() || (first.charAt(0) != '=' && first.charAt(0) != '?')) {
        continue; // a stray blank line or junk between answers
      }
      int i = 1;
      while (i < first.length() && Character.isDigit(first.charAt(i))) {
        i++;
      }
      String idText = first.substring(1, i);
      List<String> body = new ArrayList<>();
      body.add(first.substring(i).startsWith(" ") ? first.substring(i + 1) : first.substring(i));
      for (String l; !(l = next(deadline, command)).isEmpty(); ) {
        body.add(l);
      }
      if (idText.isEmpty() || Integer.parseInt(idText) != id) {
        if (!idText.isEmpty() && Integer.parseInt(idText) < id) {
          continue; // the late answer of an earlier command
        }
        throw new GtpException(GtpException.Kind.PROTOCOL, "answer to \"" + command + "\" has id \"" + idText
            + "\", not " + id, String.join("\n", body), -1, "");
      }
      String text = String.join("\n", body);
      if (body.size() > 1 && body.get(0).isBlank()) {
        text = text.substring(body.get(0).length()); // a result that starts on the next line keeps its newline
      }
      if (first.charAt(0) == '?') {
        throw GtpException.failure(command, text.strip());
      }
      return text;
    }
  }

  /** Writes a command with the next id; returns the id. */
  private int write(String command) {
    int id = nextId++;
    try {
      toEngine.write(id + " " + command + "\n");
      toEngine.flush();
    } catch (IOException e) {
      throw died("cannot write to the engine: " + e.getMessage());
    }
    return id;
  }

  private String next(long deadline, String command) {
    String line;
    try {
      line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GtpException(GtpException.Kind.TIMEOUT, "interrupted waiting for \"" + command + "\"", "", -1, "");
    }
    if (line == null) {
      // the next answer could be this one's: the client cannot go on
      closed = true;
      if (process != null) {
        process.destroyForcibly();
      }
      throw new GtpException(GtpException.Kind.TIMEOUT, "no answer to \"" + command + "\" within " + timeout, "", -1,
          stderrText());
    }
    if (line == EOF) {
      lines.add(EOF); // stays at the end
      throw died("the engine's output ended during \"" + command + "\"");
    }
    return line.replace("\r", "");
  }

  private GtpException died(String why) {
    int code = -1;
    if (process != null) {
      try {
        if (process.waitFor(2, TimeUnit.SECONDS)) {
          code = process.exitValue();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    closed = true;
    String tail = stderrText();
    return new GtpException(GtpException.Kind.ENGINE_DIED, why + (code >= 0 ? " (exit code " + code + ")" : "")
        + (tail.isEmpty() ? "" : "; its last words: " + tail), "", code, tail);
  }

  // ---------------------------------------------------------------- typed commands

  /**
   * Returns the engine's {@code name}.
   *
   * @return the name
   */
  public String name() {
    return send("name").strip();
  }

  /**
   * Returns the engine's {@code version}.
   *
   * @return the version, possibly empty
   */
  public String version() {
    return send("version").strip();
  }

  /**
   * Returns the engine's {@code protocol_version}.
   *
   * @return normally 2
   */
  public int protocolVersion() {
    String v = send("protocol_version").strip();
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new GtpException(GtpException.Kind.PROTOCOL, "protocol_version is \"" + v + '"', v, -1, "");
    }
  }

  /**
   * Returns the engine's commands ({@code list_commands}), asked once and kept.
   *
   * @return the command names
   */
  public List<String> listCommands() {
    if (commands == null) {
      commands = send("list_commands").lines().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
    return commands;
  }

  /**
   * Returns whether the engine lists a command.
   *
   * @param command the name
   * @return true if {@link #listCommands()} has it
   */
  public boolean knows(String command) {
    return listCommands().contains(command);
  }

  /**
   * Sets a square board size ({@code boardsize}); the board is cleared.
   *
   * @param n the size, 1 to 25
   */
  public void boardsize(int n) {
    send("boardsize " + n);
    size = BoardSize.square(n);
  }

  /**
   * Sets the board size, with {@code rectangular_boardsize} for a rectangle.
   *
   * @param size the size, up to 25x25
   */
  public void boardsize(BoardSize size) {
    if (size.isSquare()) {
      boardsize(size.width());
    } else {
      send("rectangular_boardsize " + size.width() + " " + size.height());
      this.size = size;
    }
  }

  /**
   * Returns the board size this client last set, which vertices are read on (19x19 at first).
   *
   * @return the size
   */
  public BoardSize size() {
    return size;
  }

  /** Empties the board ({@code clear_board}). */
  public void clearBoard() {
    send("clear_board");
  }

  /**
   * Sets komi.
   *
   * @param komi the komi
   */
  public void komi(double komi) {
    send("komi " + HalfPoints.format(komi));
  }

  /**
   * Tells the engine the rules, komi aside, with the first of KataGo's {@code kata-set-rules} (KataGo's name or rule
   * string, {@link RuleSet#toKataGo()}) and KGS's {@code kgs-rules} ({@link RuleSet#toKgs}: Japanese, Chinese, AGA
   * and New Zealand only) that it lists.
   *
   * <pre>{@code
   * Optional<String> told = engine.rules(RuleSet.JAPANESE);   // Optional["kata-set-rules"] for KataGo
   * }</pre>
   *
   * @param rules the rules
   * @return the command that told it, or empty when it knows neither or KGS has no name for these rules
   * @throws GtpException if the engine refuses them (or breaks down)
   */
  public Optional<String> rules(RuleSet rules) {
    if (knows("kata-set-rules")) {
      send("kata-set-rules " + rules.toKataGo());
      return Optional.of("kata-set-rules");
    }
    Optional<String> kgs = rules.toKgs();
    if (knows("kgs-rules") && kgs.isPresent()) {
      send("kgs-rules " + kgs.get());
      return Optional.of("kgs-rules");
    }
    return Optional.empty();
  }

  /**
   * Tells the engine the time system by the first of its GTP commands ({@link TimeSystem#gtpSettings()}) the engine
   * knows: {@code time_settings} for absolute time and Canadian overtime (and for a byo-yomi of one period, which is
   * the same as a Canadian period of one move); KGS's {@code kgs-time_settings} for byo-yomi, simple time and no
   * limit; KataGo's {@code kata-time_settings} for Fischer time, capped or not, when the engine lists it in
   * {@code kata-list_time_settings}. When the engine knows none of them nothing is sent and the result is empty: a
   * byo-yomi of several periods is not passed off as Canadian overtime, nor Fischer time as absolute or Canadian, as
   * some controllers do (the engine would plan for time it does not have, or waste time it has).
   *
   * <pre>{@code
   * engine.timeSettings(new TimeSystem.ByoYomi(Duration.ofMinutes(10), Duration.ofSeconds(30), 5));
   * // Optional["kgs-time_settings"] for GNU Go
   * engine.timeSettings(clock.system());
   * }</pre>
   *
   * @param system the time system
   * @return the command that told it, or empty when the engine has none that can
   * @throws GtpException if the engine refuses it (or breaks down)
   */
  public Optional<String> timeSettings(TimeSystem system) {
    for (String command : Objects.requireNonNull(system, "system").gtpSettings()) {
      String[] words = command.split(" ", 3);
      boolean known = switch (words[0]) {
        case "time_settings" -> true; // the standard's
        case "kata-time_settings" -> listsTimeSystem(words[1]);
        default -> knows(words[0]);
      };
      if (known) {
        send(command);
        return Optional.of(words[0]);
      }
    }
    return Optional.empty();
  }

  /** Whether the engine takes KataGo's {@code kata-time_settings} for this system, by its own list of them. */
  private boolean listsTimeSystem(String name) {
    return knows("kata-time_settings") && knows("kata-list_time_settings")
        && List.of(send("kata-list_time_settings").trim().split("\\s+")).contains(name);
  }

  /**
   * Tells the engine the time a player has left ({@code time_left}): the seconds left in the main time, or in the
   * current overtime period with, in Canadian overtime, the moves still to play in it, and under byo-yomi the periods
   * left (KGS's convention); 0 in main time. Seconds go as whole seconds, rounded down.
   *
   * @param color the player
   * @param seconds the time left, zero or more
   * @param stones the moves left in a Canadian period, the periods left in byo-yomi, or 0 in main time
   * @throws IllegalArgumentException if a number is negative or not finite
   * @throws GtpException if the engine refuses it (or breaks down)
   */
  public void timeLeft(Color color, double seconds, int stones) {
    if (!(seconds >= 0) || Double.isInfinite(seconds) || stones < 0) {
      throw new IllegalArgumentException("time left " + seconds + " s, " + stones + " stones");
    }
    send("time_left " + colour(color) + " " + seconds(seconds) + " " + stones);
  }

  /**
   * Tells the engine a player's clock reading ({@code time_left}), as {@link #timeLeft(Color, double, int)} does:
   * the time left and, in overtime, the moves left in a Canadian period or the byo-yomi periods left.
   *
   * <pre>{@code
   * engine.timeLeft(Color.WHITE, clock.timeOf(Color.WHITE, now));
   * }</pre>
   *
   * @param color the player
   * @param time the player's clock, read by go-game's {@code GameClock.timeOf}
   * @throws GtpException if the engine refuses it (or breaks down)
   */
  public void timeLeft(Color color, PlayerTime time) {
    timeLeft(color, time.sgfTimeLeft(), time.gtpStones());
  }

  /** Seconds as GTP's whole seconds, rounded down. */
  private static long seconds(double s) {
    return (long) Math.floor(s);
  }

  /**
   * Plays a move ({@code play}).
   *
   * @param move the move
   * @throws GtpException of kind {@link GtpException.Kind#ILLEGAL_MOVE} if the engine refuses it
   */
  public void play(Move move) {
    send("play " + colour(move.color()) + " " + move.toGtp(size));
  }

  /**
   * Asks for a move and has the engine play it ({@code genmove}).
   *
   * @param color the colour to play
   * @return the engine's move, pass ({@code pass} or {@code PASS}) or resignation
   */
  public Decision genmove(Color color) {
    return decision("genmove " + colour(color));
  }

  /**
   * Asks for a move in the cleanup phase ({@code kgs-genmove_cleanup}): the engine captures dead stones before it
   * passes.
   *
   * @param color the colour to play
   * @return the engine's move
   */
  public Decision genmoveCleanup(Color color) {
    return decision("kgs-genmove_cleanup " + colour(color));
  }

  private Decision decision(String command) {
    String v = send(command).strip();
    String l = v.toLowerCase(Locale.ROOT);
    if (l.equals("pass")) {
      return Decision.pass();
    }
    if (l.equals("resign")) {
      return Decision.resign();
    }
    try {
      return Decision.play(Point.parseGtp(v, size));
    } catch (IllegalArgumentException e) {
      throw new GtpException(GtpException.Kind.PROTOCOL, "\"" + command + "\" answered \"" + v
          + "\", not a vertex of the " + size + " board", v, -1, "");
    }
  }

  /**
   * A running analysis stream ({@link #analyze}): stop it to end the command and free the client.
   *
   * @since 0.1.0
   */
  public final class AnalysisStream implements AutoCloseable {
    private final Thread reader;
    private volatile GtpException failure;

    private AnalysisStream(Thread reader) {
      this.reader = reader;
    }

    /**
     * Ends the stream, as controllers do, by sending an empty line, and waits for the end of the response.
     *
     * @throws GtpException if the engine failed the command or died
     */
    public void stop() {
      try {
        toEngine.write("\n");
        toEngine.flush();
      } catch (IOException e) {
        throw died("cannot write to the engine: " + e.getMessage());
      }
      try {
        reader.join(timeout.toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      if (reader.isAlive()) {
        closed = true;
        throw new GtpException(GtpException.Kind.TIMEOUT, "the analysis did not end within " + timeout, "", -1, "");
      }
      if (failure != null) {
        throw failure;
      }
    }

    /** Same as {@link #stop()}. */
    @Override
    public void close() {
      stop();
    }
  }

  /**
   * Starts a streaming analysis ({@code lz-analyze}, {@code kata-analyze} or {@code analyze}, with its arguments)
   * for the player to move: each {@code info} line is parsed ({@link AnalysisParser}) and handed to {@code infos}
   * on a thread of the client's, until {@link AnalysisStream#stop()}. No other command may be sent meanwhile.
   *
   * <pre>{@code
   * try (GtpClient.AnalysisStream s = leela.analyze("lz-analyze b 10", Color.BLACK, infos -> show(infos))) {
   *   Thread.sleep(2000);
   * }                                                        // stopped: the client is free again
   * }</pre>
   *
   * @param command the command line, such as {@code lz-analyze b 50}
   * @param toMove the colour analysed for
   * @param infos receives the candidates of each line
   * @return the stream
   * @throws GtpException if the engine fails the command at once
   */
  public AnalysisStream analyze(String command, Color toMove, Consumer<List<AnalysisInfo>> infos) {
    Objects.requireNonNull(infos, "infos");
    int id = write(command);
    long deadline = System.nanoTime() + timeout.toNanos();
    String first;
    do {
      first = next(deadline, command);
    } while (first.isBlank() || (first.charAt(0) != '=' && first.charAt(0) != '?'));
    if (first.charAt(0) == '?') {
      List<String> body = new ArrayList<>(List.of(first.replaceFirst("^\\?\\d*\\s?", "")));
      for (String l; !(l = next(deadline, command)).isEmpty(); ) {
        body.add(l);
      }
      throw GtpException.failure(command, String.join("\n", body).strip());
    }
    String headerRest = first.replaceFirst("^=\\d*\\s?", "");
    BoardSize boardSize = size;
    Thread[] holder = new Thread[1];
    AnalysisStream[] stream = new AnalysisStream[1];
    holder[0] = new Thread(() -> {
      try {
        for (String l = headerRest; !l.isEmpty() || l == headerRest; l = next(Long.MAX_VALUE / 2, command)) {
          if (!l.trim().startsWith("info")) {
            continue;
          }
          try {
            infos.accept(AnalysisParser.parse(l, toMove, boardSize));
          } catch (IllegalArgumentException e) {
            // a line it cannot read is reported at the stop; the stream is read to its end all the same
            if (stream[0].failure == null) {
              stream[0].failure = new GtpException(GtpException.Kind.PROTOCOL, e.getMessage(), l, -1, "");
            }
          }
        }
      } catch (GtpException e) {
        stream[0].failure = e;
      }
    }, "gtp-client-analysis");
    stream[0] = new AnalysisStream(holder[0]);
    holder[0].setDaemon(true);
    holder[0].start();
    return stream[0];
  }

  /** Takes back the last move ({@code undo}); {@link GtpException.Kind#CANNOT_UNDO} at the start. */
  public void undo() {
    send("undo");
  }

  /**
   * Places fixed handicap stones ({@code fixed_handicap}).
   *
   * @param stones the number of stones
   * @return the points the engine placed
   */
  public Set<Point> fixedHandicap(int stones) {
    return points("fixed_handicap " + stones);
  }

  /**
   * Lets the engine place free handicap stones ({@code place_free_handicap}).
   *
   * @param stones the number of stones
   * @return the points the engine placed (possibly fewer)
   */
  public Set<Point> placeFreeHandicap(int stones) {
    return points("place_free_handicap " + stones);
  }

  /**
   * Sets free handicap stones ({@code set_free_handicap}).
   *
   * @param points the points
   */
  public void setFreeHandicap(Collection<Point> points) {
    send("set_free_handicap " + Point.toGtpList(points, size));
  }

  /**
   * Returns the stones of a status at the end of the game ({@code final_status_list}), every chain of every line.
   *
   * @param status {@code dead}, {@code alive} or {@code seki}
   * @return the points
   */
  public Set<Point> finalStatusList(String status) {
    return points("final_status_list " + status);
  }

  /**
   * Returns the engine's score of the game ({@code final_score}).
   *
   * @return the result, such as {@code W+2.5}
   */
  public GameResult finalScore() {
    String v = send("final_score").strip();
    try {
      return GameResult.parseSgf(v);
    } catch (IllegalArgumentException e) {
      throw new GtpException(GtpException.Kind.PROTOCOL, "final_score answered \"" + v + '"', v, -1, "");
    }
  }

  /**
   * Returns the engine's estimate of the score for the position as it stands ({@code estimate_score}, GNU Go's
   * extension, which Tengen's engine answers too): the result before any bounds the engine adds in brackets (GNU Go's
   * {@code W+2.0 (upper bound: 2.0, lower: 2.0)} gives {@code W+2}).
   *
   * <pre>{@code
   * try (GtpClient gnugo = GtpClient.start(List.of("gnugo", "--mode", "gtp"))) {
   *   gnugo.send("loadsgf game.sgf 120");
   *   GameResult now = gnugo.estimateScore();
   * }
   * }</pre>
   *
   * @return the estimated result: a {@link GameResult.ScoreWin} such as {@code B+3.5}, or a draw
   * @throws GtpException if the engine does not know the command or answers something that is not a score
   */
  public GameResult estimateScore() {
    String v = send("estimate_score").strip();
    GameResult r = null;
    try {
      r = GameResult.parseSgf(v.split("\\s+", 2)[0]);
    } catch (IllegalArgumentException e) {
      // not a result: the error below
    }
    if (!(r instanceof GameResult.ScoreWin) && r != GameResult.NoWinner.DRAW) {
      throw new GtpException(GtpException.Kind.PROTOCOL, "estimate_score answered \"" + v + '"', v, -1, "");
    }
    return r;
  }

  /**
   * Returns the engine's board diagram ({@code showboard}), as it wrote it.
   *
   * @return the diagram
   */
  public String showboard() {
    return send("showboard");
  }

  private Set<Point> points(String command) {
    String v = send(command);
    Set<Point> out = new LinkedHashSet<>();
    for (String w : v.trim().split("\\s+")) {
      if (w.isEmpty()) {
        continue;
      }
      try {
        out.add(Point.parseGtp(w, size));
      } catch (IllegalArgumentException e) {
        throw new GtpException(GtpException.Kind.PROTOCOL, "\"" + command + "\" answered \"" + w + "\", not a vertex",
            v, -1, "");
      }
    }
    return out;
  }

  private static String colour(Color c) {
    return c == Color.BLACK ? "b" : "w";
  }

  /**
   * Sends {@code quit} (answered, or not, within two seconds) and ends the engine: its process is waited for briefly
   * and then killed. Safe to call twice.
   */
  @Override
  public void close() {
    if (!closed) {
      Duration old = timeout;
      timeout = Duration.ofSeconds(2);
      try {
        send("quit");
      } catch (GtpException e) {
        // an engine that is already gone, or does not answer quit
      } finally {
        timeout = old;
      }
      closed = true;
    }
    try {
      toEngine.close();
    } catch (IOException e) {
      // already closed
    }
    if (process != null) {
      try {
        if (!process.waitFor(2, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        process.destroyForcibly();
      }
    }
  }

  /**
   * Splits an engine's command line as a shell would for simple cases: on white space, with {@code '...'} and
   * {@code "..."} quoting (no escapes, no variables).
   *
   * <pre>{@code
   * GtpClient.start(GtpClient.splitCommand("gnugo --mode gtp --level 0"));
   * }</pre>
   *
   * @param command the command line
   * @return its words
   * @throws IllegalArgumentException if a quote is not closed or there is no word
   */
  public static List<String> splitCommand(String command) {
    List<String> out = new ArrayList<>();
    StringBuilder cur = new StringBuilder();
    boolean any = false;
    char quote = 0;
    for (char c : command.toCharArray()) {
      if (quote != 0) {
        if (c == quote) {
          quote = 0;
        } else {
          cur.append(c);
        }
      } else if (c == '"' || c == '\'') {
        quote = c;
        any = true;
      } else if (Character.isWhitespace(c)) {
        if (any || cur.length() > 0) {
          out.add(cur.toString());
          cur.setLength(0);
          any = false;
        }
      } else {
        cur.append(c);
      }
    }
    if (quote != 0) {
      throw new IllegalArgumentException("unclosed quote in: " + command);
    }
    if (any || cur.length() > 0) {
      out.add(cur.toString());
    }
    if (out.isEmpty()) {
      throw new IllegalArgumentException("empty engine command");
    }
    return out;
  }

  /** Why a program did not start, in the user's words: not on the PATH, not executable, or the system's reason. */
  static String whyNotStarted(List<String> command, IOException e) {
    String program = command.get(0);
    java.nio.file.Path path;
    if (program.indexOf('/') >= 0 || program.indexOf(java.io.File.separatorChar) >= 0) {
      path = java.nio.file.Path.of(program);
      if (!java.nio.file.Files.exists(path)) {
        return "no such file " + path;
      }
    } else {
      String dirs = String.valueOf(System.getenv("PATH"));
      path = java.util.Arrays.stream(dirs.split(java.io.File.pathSeparator)).filter(d -> !d.isEmpty())
          .map(d -> java.nio.file.Path.of(d, program)).filter(java.nio.file.Files::exists).findFirst().orElse(null);
      if (path == null) {
        return program + " is not found on the PATH (" + dirs + ")"
            + (program.equals("gnugo") || program.equals("leelaz") ? "; Debian puts it in /usr/games" : "");
      }
    }
    if (java.nio.file.Files.isDirectory(path)) {
      return path + " is a directory";
    }
    if (!java.nio.file.Files.isExecutable(path)) {
      return path + " is not executable";
    }
    String m = e.getMessage();
    return m == null ? e.getClass().getSimpleName() : m.replaceFirst("^Cannot run program \"[^\"]*\"[^:]*: ", "");
  }
}
