package io.github.tengen.go.cli;

import io.github.tengen.go.Color;
import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import io.github.tengen.go.Scorer;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.estimate.Estimate;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.SvgRenderer;
import io.github.tengen.go.render.TextRenderer;
import io.github.tengen.go.render.png.PngRenderer;
import io.github.tengen.go.sgf.Replay;
import io.github.tengen.go.sgf.ReplayWarning;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfGame;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tengen score}: the final board of a record, its dead stones, and the count under its rules. */
@Command(name = "score", mixinStandardHelpOptions = true, sortOptions = false,
    description = "Replays a game record and prints the final board (or the board at --move), the dead stones "
        + "and the score breakdown under the record's rules or the given ones; optionally an image.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:scored", "1:the file is not a readable game record", "2:bad command line",
        "3:the image could not be written"})
final class ScoreCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(index = "0", paramLabel = "FILE", description = "An SGF file.")
  Path file;

  @Option(names = "--game", paramLabel = "N", description = "The game of a collection, from 1 (default: 1).")
  int game = 1;

  @Option(names = "--move", paramLabel = "N",
      description = "Score the position after move N (0 to the last) instead of the end (moves counted as the "
          + "record plays them).")
  Integer move;

  @Option(names = "--rules", paramLabel = "RULES",
      description = "Rules instead of the record's RU: japanese, chinese, korean, aga, nz, tromp-taylor, or a "
          + "KataGo rule string.")
  String rules;

  @Option(names = "--komi", paramLabel = "K", description = "Komi instead of the record's KM (a multiple of 0.5).")
  Double komi;

  @Option(names = "--dead", paramLabel = "MODE",
      description = "Dead stones: ${COMPLETION-CANDIDATES} (default: auto, the marked ones (TB/TW) if the record has "
          + "some, else estimated; marks only apply to the final position).")
  Dead dead = Dead.AUTO;

  @Option(names = "--image", paramLabel = "FILE", description = "Also draw the board to FILE.png or FILE.svg.")
  Path image;

  @Option(names = "--unicode", description = "Draw the board with Unicode box characters instead of ASCII.")
  boolean unicode;

  /** Where the dead stones come from. */
  enum Dead {
    /** Marked if any, else estimated. */
    AUTO,
    /** The record's TB/TW marks (none if there are none). */
    MARKED,
    /** Estimated by playouts, whatever the marks. */
    ESTIMATED,
    /** Every stone alive. */
    NONE
  }

  @Override
  public Integer call() throws IOException {
    PrintWriter out = spec.commandLine().getOut();
    RuleSet given = rules == null ? null : Records.rules(rules);
    if (image != null && !imageName().endsWith(".svg") && !imageName().endsWith(".png")) {
      throw new Tengen.Failure(Tengen.USAGE, "--image takes a name ending in .png or .svg: " + image);
    }
    SgfCollection c = Records.read(file);
    if (game < 1 || game > c.games().size()) {
      throw new Tengen.Failure(Tengen.USAGE, file + " has " + c.games().size() + " game" + (c.games().size() == 1
          ? "" : "s") + ": --game " + game + " is not one of them");
    }
    SgfGame g = c.games().get(game - 1);
    RuleSet r = given == null ? g.ruleSet() : given;
    if (komi != null) {
      try {
        r = r.withKomi(komi);
      } catch (IllegalArgumentException e) {
        throw new Tengen.Failure(Tengen.USAGE, "--komi " + komi + ": " + e.getMessage(), e);
      }
    } else if (rules != null && g.komi().isPresent()) {
      r = r.withKomi(g.komi().getAsDouble());
    }
    Replay replay = g.replay(r);
    List<Position> line = replay.positions();
    Position end = line.get(line.size() - 1);
    if (move != null) {
      int last = end.moveNumber();
      if (move < 0 || move > last) {
        throw new Tengen.Failure(Tengen.USAGE, "--move " + move + ": the game has moves 0 to " + last);
      }
      end = line.stream().filter(p -> p.moveNumber() >= move).findFirst().orElse(end);
    }
    boolean atEnd = end == replay.finalPosition();
    out.println(g.gameName().orElse(file.getFileName().toString()) + ": " + g.blackPlayer().orElse("?")
        + " (Black) vs " + g.whitePlayer().orElse("?") + " (White)" + g.date().map(d -> ", " + d).orElse(""));
    for (ReplayWarning w : replay.warnings()) {
      if (w.moveNumber() <= end.moveNumber()) {
        out.println("  replay: " + w);
      }
    }
    Set<Point> deadStones = Set.of();
    String source = "none (every stone alive)";
    Dead mode = dead;
    if (mode == Dead.AUTO) {
      mode = atEnd && !replay.markedDeadStones().isEmpty() ? Dead.MARKED : Dead.ESTIMATED;
    }
    Estimate estimate = null;
    if (mode == Dead.MARKED) {
      // the marks belong to the last node: an earlier position (--move) has none
      deadStones = atEnd ? replay.markedDeadStones() : Set.of();
      source = atEnd ? deadStones.size() + " marked in the record (TB/TW)"
          : "none (the marks are the final position's)";
    } else if (mode == Dead.ESTIMATED) {
      estimate = DeadStoneEstimator.standard().estimate(end);
      deadStones = estimate.deadStones();
      source = deadStones.size() + " estimated (" + estimate.playouts() + " playouts)"
          + (estimate.undecidedChains().isEmpty() ? "" : ", " + estimate.undecidedChains().size()
          + " chain(s) undecided");
    }
    Score score;
    try {
      // the estimate's own count adds the seki its playouts show to those the Scorer sees
      score = estimate != null ? estimate.score() : Scorer.score(end, deadStones);
    } catch (IllegalArgumentException e) { // marks that cannot all be dead (a pass-alive chain)
      score = Scorer.score(end);
      source = "none: the marks are not all dead stones (" + e.getMessage() + ")";
      deadStones = Set.of();
    }
    Picture picture = Picture.of(end).withDeadStones(deadStones).withTerritory(score);
    out.println();
    out.print((unicode ? TextRenderer.unicode() : TextRenderer.ascii()).render(picture));
    out.println();
    out.println((atEnd ? "final position" : "position") + " after move " + end.moveNumber() + "; "
        + r.toSgf() + " rules (" + r.scoringRule().name().toLowerCase(Locale.ROOT) + " scoring), komi "
        + number(r.komi()));
    out.println("dead stones: " + source);
    out.print(breakdown(score));
    String counted = score.toSgf();
    out.println("result: " + counted + (atEnd ? g.result().map(x -> "   recorded: " + x.toSgf()
        + (x.toSgf().equals(counted) ? " (agrees)" : " (differs)")).orElse("   recorded: none") : ""));
    if (image != null) {
      writeImage(picture);
      out.println("image: " + image);
    }
    out.flush();
    return 0;
  }

  private String imageName() {
    return image.getFileName() == null ? "" : image.getFileName().toString().toLowerCase(Locale.ROOT);
  }

  private void writeImage(Picture picture) {
    byte[] bytes = imageName().endsWith(".svg")
        ? SvgRenderer.standard().render(picture).getBytes(StandardCharsets.UTF_8)
        : PngRenderer.standard().render(picture);
    Outputs.writeAtomically(image, bytes);
  }

  /** The score as a table: a row per part, a column per player. */
  static String breakdown(Score s) {
    StringBuilder sb = new StringBuilder();
    boolean area = s.rules().scoringRule() == RuleSet.ScoringRule.AREA;
    sb.append(String.format(Locale.ROOT, "%-12s %8s %8s%n", "", "Black", "White"));
    if (area) {
      row(sb, "stones", s.stones(Color.BLACK), s.stones(Color.WHITE));
      row(sb, "territory", s.territory(Color.BLACK), s.territory(Color.WHITE));
    } else {
      row(sb, "territory", s.territory(Color.BLACK), s.territory(Color.WHITE));
      row(sb, "prisoners", s.prisoners(Color.BLACK), s.prisoners(Color.WHITE));
    }
    sb.append(String.format(Locale.ROOT, "%-12s %8s %8s%n", "komi", "", number(s.komi())));
    if (s.handicapBonus() != 0) {
      sb.append(String.format(Locale.ROOT, "%-12s %8s %8d%n", "handicap", "", s.handicapBonus()));
    }
    sb.append(String.format(Locale.ROOT, "%-12s %8s %8s%n", "total", number(s.total(Color.BLACK)),
        number(s.total(Color.WHITE))));
    if (s.seki().size() > 0 || s.dame().size() > 0) {
      sb.append(String.format(Locale.ROOT, "(neutral: %d dame, %d points in seki)%n", s.dame().size(),
          s.seki().size()));
    }
    return sb.toString();
  }

  private static void row(StringBuilder sb, String name, int black, int white) {
    sb.append(String.format(Locale.ROOT, "%-12s %8d %8d%n", name, black, white));
  }

  static String number(double d) {
    return HalfPoints.format(d);
  }
}
