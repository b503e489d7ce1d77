package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.RuleSet;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The command line of go-gtp:
 *
 * <pre>
 * java -cp go-core.jar:go-sgf.jar:go-gtp.jar io.github.tengen.go.gtp.Main engine [--player montecarlo|random]
 *     [--playouts N] [--seed N] [--rules NAME] [--listen PORT [--allow-file-commands] | --connect HOST:PORT]
 * java -cp ... io.github.tengen.go.gtp.Main match --black "CMD" --white "CMD" [--size N] [--rules NAME]
 *     [--komi K] [--games N] [--max-moves N] [--sgf DIR]
 * </pre>
 *
 * <p>{@code engine} speaks GTP on standard input and output, or on a loopback TCP port it listens on (a
 * {@link GtpServer}: each controller its own game, until the process is stopped; {@code loadsgf} and
 * {@code printsgf FILE} off unless {@code --allow-file-commands} is given), or to a controller it connects to (the
 * reference bot, {@link MonteCarloPlayer}, with 1,000 playouts a move by default). {@code match} plays two engines,
 * colours alternating ({@code --black} takes Black in the first game), and prints one line a game on standard error
 * and the results table on standard output. Rules are
 * named as SGF and KataGo name them ({@link RuleSet#fromSgf}, {@link RuleSet#fromKataGo}). Exit codes: 0, 2 for
 * a bad command line, 3 when the port cannot be opened, the connection fails or an engine of a match does not start
 * or breaks down (the match stops there).
 *
 * @since 0.1.0
 */
public final class Main {
  private Main() {}

  private static final String USAGE = String.join("\n",
      "usage: Main engine [--player montecarlo|random] [--playouts N] [--seed N] [--rules NAME]"
          + " [--listen PORT [--allow-file-commands] | --connect HOST:PORT]",
      "       Main match --black \"CMD\" --white \"CMD\" [--size N] [--rules NAME] [--komi K] [--games N]"
          + " [--max-moves N] [--sgf DIR]");

  /**
   * Runs a command.
   *
   * @param args the command and its options
   */
  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  /**
   * Runs a command with the given outputs, without exiting: what {@link #main} and the {@code tengen engine} and
   * {@code tengen match} commands do.
   *
   * @param args the command ({@code engine} or {@code match}) and its options
   * @param out where GTP answers ({@code engine} on standard input) and the match table go
   * @param err where messages go
   * @return the exit code: 0, 2 for a bad command line, 3 when the port cannot be opened, the connection fails or an
   *     engine of a match does not start or breaks down
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) {
      err.println(USAGE);
      return 2;
    }
    Map<String, String> opts;
    try {
      opts = options(args, args[0].equals("engine")
          ? Set.of("--player", "--playouts", "--seed", "--rules", "--listen", "--connect", "--allow-file-commands")
          : Set.of("--black", "--white", "--size", "--rules", "--komi", "--games", "--max-moves", "--sgf"));
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      err.println(USAGE);
      return 2;
    }
    try {
      switch (args[0]) {
        case "engine" -> {
          ReferenceEngine engine = new ReferenceEngine(ReferenceEngine.Bot.parse(opts.getOrDefault("--player",
              "montecarlo")), Integer.parseInt(opts.getOrDefault("--playouts", "1000")),
              Long.parseLong(opts.getOrDefault("--seed", "1")), rules(opts.getOrDefault("--rules", "chinese")));
          if (opts.containsKey("--listen")) {
            engine.serve(Integer.parseInt(opts.get("--listen")), opts.containsKey("--allow-file-commands"), err);
          } else if (opts.containsKey("--connect")) {
            engine.connect(opts.get("--connect"));
          } else {
            engine.run(System.in, out);
          }
          return 0;
        }
        case "match" -> {
          String black = opts.get("--black");
          String white = opts.get("--white");
          if (black == null || white == null) {
            throw new IllegalArgumentException("match needs --black and --white");
          }
          RuleSet rules = rules(opts.getOrDefault("--rules", "chinese"));
          if (opts.containsKey("--komi")) {
            rules = rules.withKomi(Double.parseDouble(opts.get("--komi")));
          }
          Match.Settings s = new Match.Settings(BoardSize.square(Integer.parseInt(opts.getOrDefault("--size", "19"))),
              rules, Integer.parseInt(opts.getOrDefault("--games", "2")),
              Integer.parseInt(opts.getOrDefault("--max-moves", "1000")),
              Optional.ofNullable(opts.get("--sgf")).map(Path::of));
          List<String> b = GtpClient.splitCommand(black);
          List<String> w = GtpClient.splitCommand(white);
          Match.Result r = Match.play(() -> GtpClient.start(b, err::println), () -> GtpClient.start(w, err::println), s,
              err);
          out.print(r.table());
          out.flush();
          Optional<Match.Game> broken = r.breakdown();
          if (broken.isPresent()) {
            err.println("game " + broken.get().number() + ": " + broken.get().how());
            return 3;
          }
          return 0;
        }
        default -> throw new IllegalArgumentException("unknown command " + args[0]);
      }
    } catch (IllegalArgumentException e) { // NumberFormatException included
      err.println(e.getMessage());
      err.println(USAGE);
      return 2;
    } catch (java.io.UncheckedIOException e) { // the port, the connection or an engine's process failed
      err.println(e.getMessage());
      return 3;
    } catch (GtpException e) { // an engine of a match that broke down before its first game
      err.println("an engine broke down: " + e.getMessage());
      return 3;
    }
  }

  private static RuleSet rules(String name) {
    try {
      return RuleSet.fromSgf(name);
    } catch (IllegalArgumentException e) {
      return RuleSet.fromKataGo(name);
    }
  }

  /** Options without a value. */
  private static final Set<String> FLAGS = Set.of("--allow-file-commands");

  private static Map<String, String> options(String[] args, Set<String> known) {
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 1; i < args.length; i++) {
      if (!known.contains(args[i])) {
        throw new IllegalArgumentException("unknown option " + args[i] + " for " + args[0]);
      }
      if (FLAGS.contains(args[i])) {
        out.put(args[i], "");
        continue;
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(args[i] + " needs a value");
      }
      out.put(args[i], args[++i]);
    }
    return out;
  }
}
