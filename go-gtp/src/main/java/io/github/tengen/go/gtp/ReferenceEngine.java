package io.github.tengen.go.gtp;

import io.github.tengen.go.RuleSet;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Objects;

/**
 * The reference GTP engine as the {@code tengen engine} command runs it: a reference bot
 * ({@link MonteCarloPlayer} or {@link RandomPlayer}) under a {@link GtpEngine}, speaking on standard input and output,
 * on a loopback port ({@link GtpServer}) or to a controller that listens.
 *
 * <pre>{@code
 * ReferenceEngine e = new ReferenceEngine(ReferenceEngine.Bot.MONTE_CARLO, 1000, 1, RuleSet.CHINESE);
 * e.run(System.in, System.out);
 * }</pre>
 *
 * @param bot the bot that chooses the moves
 * @param playouts the Monte Carlo bot's playouts a move (the random bot ignores them)
 * @param seed the bot's seed
 * @param rules the rules the engine starts with
 * @since 0.1.0
 */
public record ReferenceEngine(Bot bot, int playouts, long seed, RuleSet rules) {
  /** The reference bots. */
  public enum Bot {
    /** {@link MonteCarloPlayer}: flat UCB1 over careful playouts. */
    MONTE_CARLO,
    /** {@link RandomPlayer}: random legal moves that fill no eye of its own. */
    RANDOM;

    /**
     * The bot named as the command lines name it: {@code montecarlo} or {@code random}.
     *
     * @param name the name
     * @return the bot
     * @throws IllegalArgumentException for another name
     */
    public static Bot parse(String name) {
      return switch (name) {
        case "montecarlo" -> MONTE_CARLO;
        case "random" -> RANDOM;
        default -> throw new IllegalArgumentException("--player is montecarlo or random, not " + name);
      };
    }

    /**
     * Returns the name the command lines give it.
     *
     * @return {@code montecarlo} or {@code random}
     */
    public String label() {
      return this == MONTE_CARLO ? "montecarlo" : "random";
    }
  }

  /**
   * Checks the parts.
   *
   * @param bot the bot
   * @param playouts playouts a move, at least 1
   * @param seed the seed
   * @param rules the starting rules
   * @throws IllegalArgumentException if {@code playouts} is less than 1
   */
  public ReferenceEngine {
    Objects.requireNonNull(bot, "bot");
    Objects.requireNonNull(rules, "rules");
    if (playouts < 1) {
      throw new IllegalArgumentException("playouts must be at least 1, not " + playouts);
    }
  }

  /**
   * A new engine with a new bot, named {@code Tengen montecarlo} or {@code Tengen random}.
   *
   * @param fileCommands whether {@code loadsgf} and {@code printsgf FILE} may read and write files
   * @return the engine
   */
  public GtpEngine build(boolean fileCommands) {
    GtpPlayer player = bot == Bot.MONTE_CARLO ? new MonteCarloPlayer(playouts, seed) : new RandomPlayer(seed);
    return GtpEngine.builder(player).name("Tengen " + bot.label()).version("0.1.0").rules(rules)
        .fileCommands(fileCommands).build();
  }

  /**
   * Speaks GTP on these streams until {@code quit} or the end of the input, file commands on.
   *
   * @param in the controller's commands
   * @param out the responses
   */
  public void run(InputStream in, OutputStream out) {
    build(true).run(in, out);
  }

  /**
   * Connects to a controller listening at {@code HOST:PORT} and answers it, file commands on.
   *
   * @param hostPort where the controller listens
   * @throws IllegalArgumentException if it is not {@code HOST:PORT}
   * @throws java.io.UncheckedIOException if the connection fails
   */
  public void connect(String hostPort) {
    String[] hp = hostPort.split(":", 2);
    if (hp.length != 2) {
      throw new IllegalArgumentException("--connect takes HOST:PORT");
    }
    build(true).connect(hp[0], Integer.parseInt(hp[1]));
  }

  /**
   * Serves controllers on a loopback port until the process is stopped, each with an engine and game of its own
   * ({@link GtpServer}); says on {@code err} where it listens.
   *
   * @param port the port (0 for any free one)
   * @param fileCommands whether {@code loadsgf} and {@code printsgf FILE} may read and write files (a web page can
   *     reach a loopback port: off unless the user asks)
   * @param err where the message goes
   * @throws java.io.UncheckedIOException if the port cannot be opened
   */
  public void serve(int port, boolean fileCommands, PrintStream err) {
    try (GtpServer server = GtpServer.start(port, () -> build(fileCommands))) {
      err.println("listening on 127.0.0.1:" + server.port() + (fileCommands ? "" : " (loadsgf and printsgf FILE"
          + " off: --allow-file-commands turns them on)"));
      server.awaitClose();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
