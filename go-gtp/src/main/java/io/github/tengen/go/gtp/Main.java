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
 *     [--playouts N] [--seed N] [--rules NAME] [--listen PORT | --connect HOST:PORT]
 * java -cp ... io.github.tengen.go.gtp.Main match --black "CMD" --white "CMD" [--size N] [--rules NAME]
 *     [--komi K] [--games N] [--max-moves N] [--sgf DIR]
 * </pre>
 *
 * <p>{@code engine} speaks GTP on standard input and output, or on a loopback TCP port it listens on, or to a
 * controller it connects to (the reference bot, {@link MonteCarloPlayer}, with 1,000 playouts a move by default). {@code match} plays two engines, colours alternating ({@code --black} takes Black in
 * the first game), and prints one line a game on standard error and the results table on standard output. Rules are
 * named as SGF and KataGo name them ({@link RuleSet#fromSgf}, {@link RuleSet#fromKataGo}). Exit codes: 0, or 2 for
 * a bad command line.
 *
 * @since 0.1.0
 */
public final class Main {
  private Main() {}

  private static final String USAGE = String.join("\n",
      "usage: Main engine [--player montecarlo|random] [--playouts N] [--seed N] [--rules NAME]"
          + " [--listen PORT | --connect HOST:PORT]",
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
   * @return the exit code: 0, or 2 for a bad command line
   */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) {
      err.println(USAGE);
      return 2;
    }
    Map<String, String> opts;
    try {
      opts = options(args, args[0].equals("engine")
          ? Set.of("--player", "--playouts", "--seed", "--rules", "--listen", "--connect")
          : Set.of("--black", "--white", "--size", "--rules", "--komi", "--games", "--max-moves", "--sgf"));
    } catch (IllegalArgumentException e) {
      err.println(e.getMessage());
      err.println(USAGE);
      return 2;
    }
    try {
      switch (args[0]) {
        case "engine" -> {
          RuleSet rules = rules(opts.getOrDefault("--rules", "chinese"));
          int playouts = Integer.parseInt(opts.getOrDefault("--playouts", "1000"));
          long seed = Long.parseLong(opts.getOrDefault("--seed", "1"));
          String kind = opts.getOrDefault("--player", "montecarlo");
          GtpPlayer player = switch (kind) {
            case "montecarlo" -> new MonteCarloPlayer(playouts, seed);
            case "random" -> new RandomPlayer(seed);
            default -> throw new IllegalArgumentException("unknown player " + kind);
          };
          GtpEngine engine = GtpEngine.builder(player).name("Tengen " + kind).version("0.1.0").rules(rules).build();
          if (opts.containsKey("--listen")) {
            engine.serve(Integer.parseInt(opts.get("--listen")), port -> err.println("listening on 127.0.0.1:" + port));
          } else if (opts.containsKey("--connect")) {
            String[] hp = opts.get("--connect").split(":", 2);
            if (hp.length != 2) {
              throw new IllegalArgumentException("--connect takes HOST:PORT");
            }
            engine.connect(hp[0], Integer.parseInt(hp[1]));
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
          List<String> b = split(black);
          List<String> w = split(white);
          Match.Result r = Match.play(() -> GtpClient.start(b, err::println), () -> GtpClient.start(w, err::println), s,
              err);
          out.print(r.table());
          out.flush();
          return 0;
        }
        default -> throw new IllegalArgumentException("unknown command " + args[0]);
      }
    } catch (IllegalArgumentException e) { // NumberFormatException included
      err.println(e.getMessage());
      err.println(USAGE);
      return 2;
    }
  }

  private static RuleSet rules(String name) {
    try {
      return RuleSet.fromSgf(name);
    } catch (IllegalArgumentException e) {
      return RuleSet.fromKataGo(name);
    }
  }

  private static Map<String, String> options(String[] args, Set<String> known) {
    Map<String, String> out = new LinkedHashMap<>();
    for (int i = 1; i < args.length; i++) {
      if (!known.contains(args[i])) {
        throw new IllegalArgumentException("unknown option " + args[i] + " for " + args[0]);
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException(args[i] + " needs a value");
      }
      out.put(args[i], args[++i]);
    }
    return out;
  }

  /** Splits a command line on white space, with '...' and "..." quoting. */
  static List<String> split(String command) {
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
}
