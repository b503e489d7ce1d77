package io.github.tengen.go.cli;

import io.github.tengen.go.gtp.ReferenceEngine;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen engine}: go-gtp's {@link ReferenceEngine} under this tool. */
@Command(name = "engine", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Speaks GTP v2 as an engine: on standard input and output (for GoGui, Sabaki, Lizzie, a match "
        + "runner), on a loopback TCP port, or to a controller it connects to. Every command but move generation is "
        + "answered by the library; moves come from the reference Monte Carlo bot or a random player."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:the controller sent quit or closed the input", "2:bad command line",
        "3:the port could not be opened or connected"})
final class EngineCommand implements Callable<Integer> {
  @Option(names = "--player", paramLabel = "KIND",
      description = "montecarlo (flat UCB1 over playouts) or random (default: ${DEFAULT-VALUE}).")
  String player = "montecarlo";

  @Option(names = "--playouts", paramLabel = "N", description = "Playouts a move (default: ${DEFAULT-VALUE}).")
  int playouts = 1000;

  @Option(names = "--seed", paramLabel = "N", description = "Random seed (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--rules", paramLabel = "RULES", description = "Starting rules (default: ${DEFAULT-VALUE}).")
  String rules = "chinese";

  @Option(names = "--listen", paramLabel = "PORT", description = "Serve controllers on 127.0.0.1:PORT until stopped, "
      + "each with a game of its own, at most 32 at once; a controller is disconnected when it sends nothing for 30 "
      + "minutes, takes 30 s to finish a line or leaves an answer unread for 30 s, or sends HTTP. The heap is given "
      + "back when the server is idle.")
  Integer listen;

  @Option(names = "--allow-file-commands", description = "With --listen: answer loadsgf and printsgf FILE, which "
      + "read and write files (off on a socket, which a web page can reach).")
  boolean allowFiles;

  @Option(names = "--connect", paramLabel = "HOST:PORT", description = "Connect to a controller listening there.")
  String connect;

  @Override
  public Integer call() {
    if (listen != null && connect != null) {
      throw new Tengen.Failure(Tengen.USAGE, "--listen and --connect exclude each other");
    }
    if (allowFiles && listen == null) {
      throw new Tengen.Failure(Tengen.USAGE, "--allow-file-commands goes with --listen (elsewhere they are on)");
    }
    ReferenceEngine engine;
    try {
      engine = new ReferenceEngine(ReferenceEngine.Bot.parse(player), playouts, seed, Records.rules(rules));
    } catch (IllegalArgumentException e) {
      throw new Tengen.Failure(Tengen.USAGE, e.getMessage(), e);
    }
    try {
      if (listen != null) {
        IdleMemory.returnWhenIdle();
        engine.serve(listen, allowFiles, System.err);
      } else if (connect != null) {
        engine.connect(connect);
      } else {
        engine.run(System.in, System.out);
      }
    } catch (IllegalArgumentException e) { // --connect's HOST:PORT
      throw new Tengen.Failure(Tengen.USAGE, e.getMessage(), e);
    } catch (UncheckedIOException e) { // the port or the connection
      throw new Tengen.Failure(Tengen.FAILURE, e.getMessage(), e);
    }
    return 0;
  }
}
