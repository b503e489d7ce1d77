package io.github.tengen.go.gtp;

import io.github.tengen.go.RuleSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The reference engine as a process, for tests that drive it as a controller starts a program: options
 * {@code --player}, {@code --playouts}, {@code --seed}, {@code --rules}, {@code --listen PORT} and
 * {@code --allow-file-commands}. Users start it
 * with {@code tengen engine} (go-cli), the one command line.
 */
final class EngineProcess {
  private EngineProcess() {}

  public static void main(String[] args) {
    Map<String, String> opts = new HashMap<>();
    for (int i = 0; i < args.length; i++) {
      opts.put(args[i], args[i].equals("--allow-file-commands") ? "" : args[++i]);
    }
    RuleSet rules = RuleSet.fromSgf(opts.getOrDefault("--rules", "chinese"));
    ReferenceEngine engine = new ReferenceEngine(ReferenceEngine.Bot.parse(opts.getOrDefault("--player",
        "montecarlo")), Integer.parseInt(opts.getOrDefault("--playouts", "1000")),
        Long.parseLong(opts.getOrDefault("--seed", "1")), rules);
    if (opts.containsKey("--listen")) {
      engine.serve(Integer.parseInt(opts.get("--listen")), opts.containsKey("--allow-file-commands"), System.err);
    } else {
      engine.run(System.in, System.out);
    }
  }
}
