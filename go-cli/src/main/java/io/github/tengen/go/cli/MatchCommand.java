package io.github.tengen.go.cli;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.gtp.GtpClient;
import io.github.tengen.go.gtp.GtpException;
import io.github.tengen.go.gtp.Match;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code tengen match}: two GTP engines play each other ({@link Match}). */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Plays two GTP engines against each other, colours alternating, scores each game with the "
        + "library (dead stones from final_status_list, checked), and prints a line a game on standard error and "
        + "the results table (wins, Wilson interval, margins) on standard output."},
    footer = {"%nExample:%n  tengen match --black \"gnugo --mode gtp --level 0\" "
        + "--white \"./tengen engine --playouts 2000\" --size 9 --games 10 --sgf games/"},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:the games were played", "2:bad command line", "3:an engine did not start or broke down"})
final class MatchCommand implements Callable<Integer> {
  @Option(names = "--black", required = true, paramLabel = "COMMAND",
      description = "The engine that has Black in the first game: a command line ('...' and \"...\" quote).")
  String black;

  @Option(names = "--white", required = true, paramLabel = "COMMAND", description = "The other engine.")
  String white;

  @Option(names = "--size", paramLabel = "N", description = "Board size (default: ${DEFAULT-VALUE}).")
  int size = 19;

  @Option(names = "--rules", paramLabel = "RULES", description = "Rules (default: ${DEFAULT-VALUE}).")
  String rules = "chinese";

  @Option(names = "--komi", paramLabel = "K", description = "Komi (default: the rules' komi).")
  Double komi;

  @Option(names = "--games", paramLabel = "N", description = "Games (default: ${DEFAULT-VALUE}).")
  int games = 2;

  @Option(names = "--max-moves", paramLabel = "N",
      description = "A game still going after this many moves is stopped and scored (default: ${DEFAULT-VALUE}).")
  int maxMoves = 1000;

  @Option(names = "--sgf", paramLabel = "DIR", description = "Write each game as SGF into this folder.")
  Path sgf;

  @Override
  public Integer call() {
    if (size < 2 || size > 25) {
      throw new Tengen.Failure(Tengen.USAGE, "--size must be 2 to 25 (GTP's limit)");
    }
    if (games < 1) {
      throw new Tengen.Failure(Tengen.USAGE, "--games must be at least 1");
    }
    RuleSet r = Records.rules(rules);
    if (komi != null) {
      try {
        r = r.withKomi(komi);
      } catch (IllegalArgumentException e) {
        throw new Tengen.Failure(Tengen.USAGE, "--komi " + komi + ": " + e.getMessage(), e);
      }
    }
    List<String> b = words("--black", black);
    List<String> w = words("--white", white);
    Match.Settings settings = new Match.Settings(BoardSize.square(size), r, games, maxMoves, Optional.ofNullable(sgf));
    Match.Result result;
    try {
      result = Match.play(() -> GtpClient.start(b, System.err::println), () -> GtpClient.start(w,
          System.err::println), settings, System.err);
    } catch (UncheckedIOException e) { // an engine did not start, or an SGF file could not be written
      throw new Tengen.Failure(Tengen.FAILURE, e.getMessage(), e);
    } catch (GtpException e) {
      throw new Tengen.Failure(Tengen.FAILURE, "an engine broke down: " + e.getMessage(), e);
    }
    System.out.print(result.table());
    System.out.flush();
    Optional<Match.Game> broken = result.breakdown();
    if (broken.isPresent()) {
      throw new Tengen.Failure(Tengen.FAILURE, "game " + broken.get().number() + ": " + broken.get().how());
    }
    return 0;
  }

  private static List<String> words(String option, String command) {
    try {
      return GtpClient.splitCommand(command);
    } catch (IllegalArgumentException e) {
      throw new Tengen.Failure(Tengen.USAGE, option + ": " + e.getMessage(), e);
    }
  }
}
