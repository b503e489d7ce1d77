package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Handicap;
import io.github.tengen.go.Move;
import io.github.tengen.go.MoveResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.Setup;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The game commands: the board, moves (the controller's and the player's), undo, handicap and setup stones, and the
 * end of a game for the player.
 */
final class GameCommands implements Command.Group {
  private final GtpGame game;
  private final GtpPlayer player;
  private final ScoringCommands scoring;

  GameCommands(GtpGame game, GtpPlayer player, ScoringCommands scoring) {
    this.game = game;
    this.player = player;
    this.scoring = scoring;
  }

  @Override
  public void addTo(Map<String, Command> table) {
    table.put("boardsize", this::boardsize);
    table.put("rectangular_boardsize", a -> resize(a.arity(2).integer(0), a.integer(1)));
    table.put("clear_board", a -> {
      game.clear();
      player.gameOver();
      return "";
    });
    table.put("play", this::play);
    table.put("genmove", a -> genmove(a, true, false, AnalysisSink.NONE));
    table.put("reg_genmove", a -> genmove(a, false, false, AnalysisSink.NONE));
    table.put("kgs-genmove_cleanup", a -> genmove(a, true, true, AnalysisSink.NONE));
    table.put("undo", a -> {
      if (!game.undo()) {
        throw new GtpCommandException("cannot undo");
      }
      return "";
    });
    table.put("gg-undo", this::undoMoves);
    table.put("fixed_handicap", this::fixedHandicap);
    table.put("place_free_handicap", this::placeFreeHandicap);
    table.put("set_free_handicap", this::setFreeHandicap);
    table.put("gogui-setup", this::setup);
    table.put("gogui-play_sequence", this::playSequence);
    table.put("kgs-game_over", a -> {
      player.gameOver();
      return "";
    });
  }

  private String boardsize(Args a) throws GtpCommandException {
    if (a.size() == 1) {
      int n = a.integer(0);
      return resize(n, n);
    }
    if (a.size() == 2) {
      return resize(a.integer(0), a.integer(1));
    }
    throw Args.syntax();
  }

  private String resize(int w, int h) throws GtpCommandException {
    if (w < 1 || h < 1 || w > 25 || h > 25) {
      throw new GtpCommandException("unacceptable size");
    }
    game.resize(BoardSize.of(w, h));
    return "";
  }

  private String undoMoves(Args a) throws GtpCommandException {
    int n = a.isEmpty() ? 1 : a.integer(0);
    if (n < 0 || n > game.movesSinceStart()) {
      throw new GtpCommandException("cannot undo");
    }
    for (int i = 0; i < n; i++) {
      game.undo();
    }
    return "";
  }

  private String play(Args a) throws GtpCommandException {
    Color c = a.arity(2).color(0);
    if (!game.play(a.move(c, 1)).isLegal()) {
      throw new GtpCommandException("illegal move");
    }
    return "";
  }

  private String playSequence(Args a) throws GtpCommandException {
    if (a.size() % 2 != 0) {
      throw Args.syntax();
    }
    List<Move> moves = new ArrayList<>();
    for (int i = 0; i < a.size(); i += 2) {
      moves.add(a.move(a.color(i), i + 1));
    }
    int played = 0;
    for (Move m : moves) {
      if (!game.play(m).isLegal()) {
        for (int i = 0; i < played; i++) {
          game.undo(); // a failed command changes nothing
        }
        throw new GtpCommandException("illegal move " + m.toText(game.size()));
      }
      played++;
    }
    return "";
  }

  /**
   * The player's move for a colour, checked, and played when {@code playIt}; in KGS's cleanup phase a pass becomes
   * a capture of a dead stone while there is one ({@link #cleanupMove}).
   */
  String genmove(Args a, boolean playIt, boolean cleanup, AnalysisSink sink) throws GtpCommandException {
    Color c = a.arity(1).color(0);
    Position p = game.toPlay(c);
    Decision d = player.genmove(new MoveRequest(p, c, game.clock(c), cleanup, sink));
    if (cleanup && d instanceof Decision.Pass) {
      d = cleanupMove(p).orElse(d);
    }
    if (d instanceof Decision.Resign) {
      return "resign";
    }
    Move m = d instanceof Decision.Play play ? Move.play(c, play.point()) : Move.pass(c);
    if (m instanceof Move.Play mp && !game.size().contains(mp.point())) {
      throw new GtpCommandException("internal error: the player chose a point off the board");
    }
    MoveResult r = p.tryPlay(m);
    if (!r.isLegal()) {
      throw new GtpCommandException("internal error: the player chose an illegal move " + m.toText(game.size())
          + " (" + r.legality().name().toLowerCase(Locale.ROOT).replace('_', ' ') + ")");
    }
    if (playIt) {
      game.add(r.position()); // tried on game.toPlay(c) above: played once
    }
    return m.toGtp(game.size());
  }

  /**
   * In the cleanup phase, instead of a pass while opponent stones the player calls dead remain: a legal move on a
   * liberty of one of them (the first in board order), so that they get captured.
   */
  private Optional<Decision> cleanupMove(Position p) {
    Set<Point> dead = scoring.deadStones(p);
    for (Point d : new TreeSet<>(dead)) {
      if (p.stoneAt(d).orElse(null) != p.toMove().opponent()) {
        continue;
      }
      for (Point lib : new TreeSet<>(p.libertiesOf(d))) {
        if (p.check(Move.play(p.toMove(), lib)).isLegal()) {
          return Optional.of(Decision.play(lib));
        }
      }
    }
    return Optional.empty();
  }

  private String fixedHandicap(Args a) throws GtpCommandException {
    int n = a.arity(1).integer(0);
    if (!game.isEmptyBoard()) {
      throw new GtpCommandException("board not empty");
    }
    if (n < 2 || n > Handicap.maxFixed(game.size())) {
      throw new GtpCommandException("invalid number of stones");
    }
    List<Point> points = Handicap.fixedPoints(game.size(), n);
    game.restart(Position.withHandicap(game.size(), game.rules(), n));
    return Point.toGtpList(points, game.size());
  }

  private String placeFreeHandicap(Args a) throws GtpCommandException {
    int n = a.arity(1).integer(0);
    if (!game.isEmptyBoard()) {
      throw new GtpCommandException("board not empty");
    }
    if (n < 2 || n >= game.size().area()) {
      throw new GtpCommandException("invalid number of stones");
    }
    List<Point> points = new ArrayList<>(new LinkedHashSet<>(player.placeFreeHandicap(game.current(), n)));
    if (points.size() > n || points.size() < 1 || points.stream().anyMatch(p -> !game.size().contains(p))) {
      throw new GtpCommandException("internal error: the player placed " + points.size() + " stones");
    }
    handicapStones(points);
    return Point.toGtpList(points, game.size());
  }

  private String setFreeHandicap(Args a) throws GtpCommandException {
    if (!game.isEmptyBoard()) {
      throw new GtpCommandException("board not empty");
    }
    Set<Point> points = new LinkedHashSet<>();
    for (int i = 0; i < a.size(); i++) {
      Point p;
      try {
        p = a.vertex(i);
      } catch (GtpCommandException e) {
        throw new GtpCommandException("bad vertex list");
      }
      if (!points.add(p)) {
        throw new GtpCommandException("bad vertex list");
      }
    }
    if (points.size() < 2 || points.size() >= game.size().area()) {
      throw new GtpCommandException("bad vertex list");
    }
    handicapStones(new ArrayList<>(points));
    return "";
  }

  private void handicapStones(List<Point> points) throws GtpCommandException {
    Setup s = Setup.empty(game.size()).handicap(points.size()).toMove(Color.WHITE);
    for (Point p : points) {
      s.put(p, Color.BLACK);
    }
    if (!s.problems().isEmpty()) {
      throw new GtpCommandException("bad vertex list");
    }
    game.restart(s.build(game.rules()));
  }

  private String setup(Args a) throws GtpCommandException {
    if (a.size() % 2 != 0) {
      throw Args.syntax();
    }
    if (game.movesSinceStart() > 0) {
      throw new GtpCommandException("setup is allowed only before the first move");
    }
    Setup s = Setup.of(game.current());
    for (int i = 0; i < a.size(); i += 2) {
      s.put(a.vertex(i + 1), a.color(i));
    }
    if (!s.problems().isEmpty()) {
      throw new GtpCommandException("invalid setup: " + s.problems().get(0).message());
    }
    game.restart(s.build(game.rules()));
    return "";
  }
}
