package io.github.tengen.go.gtp;

import java.io.IOException;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Test helpers: GNU Go, our engine in this JVM over pipes, and our engine as a process. */
final class Engines {
  private Engines() {}

  static Optional<String> gnugo() {
    for (String dir : (System.getenv().getOrDefault("PATH", "") + ":/usr/games").split(":")) {
      Path p = Path.of(dir.isEmpty() ? "." : dir, "gnugo");
      if (Files.isExecutable(p)) {
        return Optional.of(p.toString());
      }
    }
    return Optional.empty();
  }

  static final String NO_GNUGO = "skipped: gnugo is not installed (apt-get install gnugo; .ci/run does this)";

  static GtpClient startGnuGo(String exe, String... options) {
    List<String> cmd = new ArrayList<>(List.of(exe, "--mode", "gtp"));
    cmd.addAll(List.of(options));
    return GtpClient.start(cmd);
  }

  /** Our engine on a thread of this JVM, talked to over pipes. */
  static GtpClient inProcess(GtpEngine engine) {
    try {
      PipedOutputStream toEngine = new PipedOutputStream();
      PipedInputStream engineIn = new PipedInputStream(toEngine, 1 << 16);
      PipedOutputStream engineOut = new PipedOutputStream();
      PipedInputStream fromEngine = new PipedInputStream(engineOut, 1 << 16);
      Thread t = new Thread(() -> {
        try (engineOut) {
          engine.run(engineIn, engineOut);
        } catch (IOException | UncheckedIOException e) {
          // the client went away
        }
      }, "tengen-engine");
      t.setDaemon(true);
      t.start();
      return GtpClient.connect(fromEngine, toEngine);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Our engine as a process ({@link EngineProcess}), options as {@code tengen engine} takes them. */
  static List<String> engineCommand(String... args) {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-cp", System.getProperty("java.class.path"), EngineProcess.class.getName()));
    cmd.addAll(List.of(args));
    return cmd;
  }
}
