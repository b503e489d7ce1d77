package io.github.tengen.go.gtp;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * The analysis commands answered in one response: Leela Zero's, KataGo's and the generic {@code genmove_analyze},
 * and GoGui's analysis menu. The streaming ones ({@code lz-analyze} and the like) are the engine's loop's, since a
 * next line ends them.
 */
final class AnalysisCommands implements Command.Group {
  private final GtpGame game;
  private final GameCommands moves;

  AnalysisCommands(GtpGame game, GameCommands moves) {
    this.game = game;
    this.moves = moves;
  }

  @Override
  public void addTo(Map<String, Command> table) {
    for (String g : List.of("lz-genmove_analyze", "kata-genmove_analyze", "genmove_analyze")) {
      table.put(g, a -> genmoveAnalyze(g, a));
    }
    table.put("gogui-analyze_commands", a -> String.join("\n",
        "string/Final Score/final_score", "string/Estimate Score/estimate_score",
        "plist/Dead Stones/final_status_list dead",
        "plist/Seki Stones/final_status_list seki", "plist/Legal Moves (Black)/all_legal black",
        "plist/Legal Moves (White)/all_legal white"));
    // GoGui interrupts a command of an engine that lists this by sending "# interrupt"; here any next line ends an
    // analysis, a comment too, so the command itself has nothing to do
    table.put("gogui-interrupt", a -> "");
  }

  /**
   * The {@code genmove_analyze} forms: the player's reports while it thinks, as {@code info} lines, then
   * {@code play} and the move, in one response.
   */
  private String genmoveAnalyze(String command, Args a) throws GtpCommandException {
    Analysis.Request r = Analysis.request(command, a.words(), game.current(), game.size());
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    PrintStream w = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    Analysis.Stream s = new Analysis.Stream(r, w);
    String move = moves.genmove(new Args(List.of(r.color().name()), game.size()), true, false, s);
    return "\n" + bytes.toString(StandardCharsets.UTF_8) + "play " + move;
  }
}
