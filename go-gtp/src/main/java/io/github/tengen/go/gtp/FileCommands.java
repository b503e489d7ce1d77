package io.github.tengen.go.gtp;

import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.sgf.Replay;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The SGF commands: {@code printsgf}, to a file only when the engine allows it, and {@code loadsgf}, which is not a
 * command at all when it does not.
 */
final class FileCommands implements Command.Group {
  /**
   * The largest file {@code loadsgf} reads: a game record is a few kilobytes and a big collection a few megabytes;
   * the limit keeps an engine on a 256 MB heap alive whatever file it is given.
   */
  private static final long LOADSGF_MAX_BYTES = 8L << 20;

  private final GtpGame game;
  private final boolean files;
  /** The {@code AP} of the records written: the engine's name and version. */
  private final String application;

  FileCommands(GtpGame game, boolean files, String application) {
    this.game = game;
    this.files = files;
    this.application = application;
  }

  @Override
  public void addTo(Map<String, Command> table) {
    if (files) { // a command that is off is not known: a controller that checks with known_command can tell
      table.put("loadsgf", this::loadsgf);
    }
    table.put("printsgf", this::printsgf);
  }

  private String loadsgf(Args a) throws GtpCommandException {
    if (a.isEmpty() || a.size() > 2) {
      throw Args.syntax();
    }
    int moveNumber = Integer.MAX_VALUE;
    if (a.size() == 2) {
      moveNumber = a.integer(1);
      if (moveNumber < 1) {
        throw Args.syntax();
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
    game.load(mainLine(g.replay(rules), moveNumber));
    return "";
  }

  /** The positions of a replay before {@code moveNumber}, one a move (a node without a move replaces the last). */
  private static List<Position> mainLine(Replay r, int moveNumber) {
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
    return line;
  }

  private String printsgf(Args a) throws GtpCommandException {
    if (a.size() > 1) {
      throw Args.syntax();
    }
    String sgf = SgfWriter.write(SgfGame.fromPositions(game.line(), application));
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
