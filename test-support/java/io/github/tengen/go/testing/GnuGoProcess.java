package io.github.tengen.go.testing;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A GTP engine (GNU Go) over a pipe, for referee tests. */
public final class GnuGoProcess implements AutoCloseable {
  private final Process process;
  private final BufferedWriter in;
  private final BufferedReader out;

  private GnuGoProcess(Process process) {
    this.process = process;
    this.in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII));
    this.out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII));
  }

  /** Finds gnugo on the PATH or in /usr/games. */
  public static Optional<String> findGnuGo() {
    List<Path> candidates = new ArrayList<>();
    for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
      if (!dir.isEmpty()) {
        candidates.add(Path.of(dir, "gnugo"));
      }
    }
    candidates.add(Path.of("/usr/games/gnugo"));
    return candidates.stream().filter(Files::isExecutable).findFirst().map(Path::toString);
  }

  public static GnuGoProcess start(String executable, String... options) throws IOException {
    List<String> cmd = new ArrayList<>(List.of(executable, "--mode", "gtp"));
    cmd.addAll(List.of(options));
    ProcessBuilder pb = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.DISCARD);
    return new GnuGoProcess(pb.start());
  }

  /**
   * Sets up a position of a square board: boardsize, clear_board, the position's komi, and a {@code play} for every
   * stone (no stone of a legal position is captured on the way: a chain's liberties only shrink as stones are
   * added, and every chain of the position has one).
   */
  public void setUp(Position p) throws IOException {
    if (p.size().width() != p.size().height()) {
      throw new IllegalArgumentException("GNU Go plays on square boards, not " + p.size());
    }
    send("boardsize " + p.size().width());
    send("clear_board");
    send("komi " + p.ruleSet().komi());
    for (int y = 0; y < p.size().height(); y++) {
      for (int x = 0; x < p.size().width(); x++) {
        Point pt = Point.of(x, y);
        Optional<Color> c = p.stoneAt(pt);
        if (c.isPresent()) {
          send("play " + (c.get() == Color.BLACK ? "B " : "W ") + pt.toGtp(p.size()));
        }
      }
    }
  }

  /** Sends a command; returns the response text after "= ", or throws on "? ...". */
  public String send(String command) throws IOException {
    in.write(command);
    in.write('\n');
    in.flush();
    StringBuilder sb = new StringBuilder();
    String line;
    boolean first = true;
    while ((line = out.readLine()) != null) {
      if (line.isEmpty()) {
        if (first) {
          continue;
        }
        break;
      }
      if (!first) {
        sb.append('\n');
      }
      sb.append(line);
      first = false;
    }
    String r = sb.toString();
    if (r.startsWith("?")) {
      throw new IOException("GTP command '" + command + "' failed: " + r);
    }
    return r.length() >= 2 ? r.substring(2).trim() : "";
  }

  /** The points of GNU Go's {@code final_status_list} for a status ({@code dead}, {@code seki}, ...). */
  public Set<Point> statusList(BoardSize size, String status) throws IOException {
    Set<Point> out = new HashSet<>();
    for (String v : send("final_status_list " + status).split("\\s+")) {
      if (!v.isEmpty()) {
        out.add(Point.parseGtp(v, size));
      }
    }
    return out;
  }

  @Override
  public void close() throws IOException {
    try {
      send("quit");
    } catch (IOException ignored) {
      // the engine may have gone already
    }
    process.destroy();
  }
}
