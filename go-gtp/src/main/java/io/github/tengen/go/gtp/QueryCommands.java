package io.github.tengen.go.gtp;

import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The questions about the board that GNU Go and GoGui ask: legality, stones, liberties, captures, the diagram. */
final class QueryCommands implements Command.Group {
  private final GtpGame game;

  QueryCommands(GtpGame game) {
    this.game = game;
  }

  @Override
  public void addTo(Map<String, Command> table) {
    table.put("showboard", a -> "\n" + Diagram.of(game.current()));
    table.put("is_legal", a -> {
      Color c = a.arity(2).color(0);
      Move m = a.move(c, 1);
      return game.toPlay(c).check(m).isLegal() ? "1" : "0";
    });
    table.put("all_legal", this::allLegal);
    table.put("list_stones", a -> Point.toGtpList(game.current().stones(a.arity(1).color(0)), game.size()));
    table.put("captures", a -> Integer.toString(game.current().captures(a.arity(1).color(0))));
    table.put("countlib", a -> Integer.toString(game.current().libertiesOf(a.arity(1).stone(0, game.current()))
        .size()));
    table.put("findlib", a -> Point.toGtpList(game.current().libertiesOf(a.arity(1).stone(0, game.current())),
        game.size()));
    table.put("cputime", a -> {
      double s = ProcessHandle.current().info().totalCpuDuration().map(d -> d.toNanos() / 1e9).orElse(0.0);
      return String.format(Locale.ROOT, "%.3f", s);
    });
  }

  private String allLegal(Args a) throws GtpCommandException {
    Color c = a.arity(1).color(0);
    List<Point> legal = new ArrayList<>();
    for (Move m : game.toPlay(c).legalMoves()) {
      if (m instanceof Move.Play p) {
        legal.add(p.point());
      }
    }
    return Point.toGtpList(legal, game.size());
  }
}
