package io.github.tengen.go.estimate.demo;

import io.github.tengen.go.Color;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.Setup;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.Replay;
import io.github.tengen.go.sgf.ReplayWarning;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWarning;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Set;

/**
 * The demo: replays a game record, estimates its dead stones where it marks none, and scores it under Japanese and
 * Chinese rules. Without an argument it uses the game bundled in the go-sgf jar, the 1846 "ear-reddening" game
 * (Honinbo Shusaku vs Inoue Gennan Inseki, public domain);
 * with a path it reads that SGF file, and lists the problems met.
 *
 * <pre>
 * java -p go-core.jar:go-sgf.jar:go-estimate.jar \
 *     -m io.github.tengen.go.estimate/io.github.tengen.go.estimate.demo.Demo [game.sgf]
 * </pre>
 *
 * <p>A program, not API: its package is not exported.
 *
 * @since 0.1.0
 */
public final class Demo {
  /** The bundled game, a resource of go-sgf's package (opened to this module). */
  static final String BUNDLED_GAME = "ear-reddening-1846.sgf";

  private Demo() {}

  /**
   * Runs the demo.
   *
   * @param args an optional SGF path
   * @throws IOException if the file can not be read
   */
  public static void main(String[] args) throws IOException {
    SgfCollection c;
    if (args.length > 0) {
      c = SgfReader.lenient().read(Path.of(args[0]));
    } else {
      try (InputStream in = SgfReader.class.getResourceAsStream(BUNDLED_GAME)) {
        if (in == null) {
          throw new UncheckedIOException(new IOException("the bundled game is missing from the jar"));
        }
        c = SgfReader.lenient().read(in);
      }
    }
    run(c, System.out);
  }

  /** Prints the replay and the scores of the first game. */
  static void run(SgfCollection c, PrintStream out) {
    SgfGame game = c.game();
    out.println(game.gameName().orElse("(no name)") + ": " + game.blackPlayer().orElse("?") + " (Black) vs "
        + game.whitePlayer().orElse("?") + " (White)" + game.date().map(d -> ", " + d).orElse(""));
    for (SgfWarning w : c.warnings()) {
      out.println("  reading: " + w);
    }
    Replay replay = game.replay();
    for (ReplayWarning w : replay.warnings()) {
      out.println("  replay: " + w);
    }
    Position end = replay.finalPosition();
    out.println();
    out.println(end);
    out.println("moves: " + end.moveNumber() + ", prisoners taken: Black " + end.captures(Color.BLACK) + ", White "
        + end.captures(Color.WHITE));
    Set<io.github.tengen.go.Point> dead = replay.markedDeadStones();
    String source = "marked in the record (TB/TW)";
    if (dead.isEmpty()) {
      dead = DeadStoneEstimator.standard().estimate(end).deadStones();
      source = "estimated";
    }
    out.println("dead stones (" + source + "): " + dead.size());
    double komi = game.komi().orElse(Double.NaN);
    for (RuleSet rules : new RuleSet[] {RuleSet.JAPANESE, RuleSet.CHINESE}) {
      RuleSet r = Double.isNaN(komi) ? rules : rules.withKomi(komi);
      Score s = Scorer.score(Setup.of(end).build(r), dead);
      out.println(r.toSgf() + " rules, komi " + r.komi() + ": " + s);
    }
    out.println("recorded result: " + game.result().map(x -> x.toSgf()).orElse("none"));
  }
}
