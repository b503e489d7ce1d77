package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.MoveResult;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Keeps an engine in step with a Tengen game, as GUIs do: {@link #sync(Position)} brings the engine to a position
 * (size, komi, rules when the engine takes {@code kata-set-rules} or {@code kgs-rules}, handicap with
 * {@code set_free_handicap}, other setup stones as moves, then the moves), sending only the new moves when the game
 * went on, {@code undo} back to where a new line branches off when the engine knows it, and otherwise
 * {@code clear_board} and the whole game again. {@link #genmove(Position)} asks for a move and checks it against our
 * own rules before it is accepted.
 *
 * <pre>{@code
 * EngineSync sync = new EngineSync(gnugo);
 * sync.sync(position);
 * Decision d = sync.genmove(position);      // legal under position's rules, or a GtpException
 * }</pre>
 *
 * @since 0.1.0
 */
public final class EngineSync {
  private final GtpClient engine;
  /** The start the engine has, or null when it must be set up again. */
  private Position start;
  /** The moves the engine has played since that start. */
  private final List<Move> moves = new ArrayList<>();
  private int commandsSent;

  /**
   * Creates the synchroniser; nothing is sent yet.
   *
   * @param engine the engine
   */
  public EngineSync(GtpClient engine) {
    this.engine = Objects.requireNonNull(engine, "engine");
  }

  /**
   * Returns how many commands the synchroniser has sent, for tests and logs.
   *
   * @return the count
   */
  public int commandsSent() {
    return commandsSent;
  }

  /**
   * Brings the engine to a position.
   *
   * @param target the position, with its history
   * @throws GtpException if the engine refuses a command (its state is then set up afresh at the next call)
   */
  public void sync(Position target) {
    List<Position> line = new ArrayList<>();
    for (Position p = target; p != null; p = p.previous().orElse(null)) {
      line.add(0, p);
    }
    // the start is the last position not reached by a move: the root, or the latest edit
    int s = 0;
    for (int i = 1; i < line.size(); i++) {
      if (line.get(i).lastMove().isEmpty() && !sameStones(line.get(i), line.get(i - 1))) {
        s = i;
      }
    }
    Position newStart = line.get(s);
    List<Move> newMoves = new ArrayList<>();
    for (int i = s + 1; i < line.size(); i++) {
      line.get(i).lastMove().ifPresent(newMoves::add);
    }
    try {
      if (start == null || !sameStart(start, newStart)) {
        setUp(newStart);
      }
      int common = 0;
      while (common < moves.size() && common < newMoves.size() && moves.get(common).equals(newMoves.get(common))) {
        common++;
      }
      if (common < moves.size()) {
        if (engine.knows("undo")) {
          while (moves.size() > common) {
            send(() -> engine.undo());
            moves.remove(moves.size() - 1);
          }
        } else {
          setUp(newStart);
          common = 0;
        }
      }
      for (int i = common; i < newMoves.size(); i++) {
        Move m = newMoves.get(i);
        send(() -> engine.play(m));
        moves.add(m);
      }
    } catch (GtpException e) {
      start = null; // set up afresh next time
      moves.clear();
      throw e;
    }
  }

  /**
   * Brings the engine to a position and asks it for the move of the player to move there, checked against the
   * position's rules; the engine's move is then part of what it has.
   *
   * @param position the position
   * @return the engine's decision
   * @throws GtpException of kind {@link GtpException.Kind#PROTOCOL} if the engine plays a move our rules forbid
   */
  public Decision genmove(Position position) {
    sync(position);
    Color c = position.toMove();
    Decision d = engine.genmove(c);
    commandsSent++;
    if (d instanceof Decision.Resign) {
      return d;
    }
    Move m = d instanceof Decision.Play p ? Move.play(c, p.point()) : Move.pass(c);
    MoveResult r = position.tryPlay(m);
    if (!r.isLegal()) {
      start = null; // the engine's board now differs from ours
      moves.clear();
      throw new GtpException(GtpException.Kind.PROTOCOL, "the engine played " + m.toText(position.size())
          + ", which the rules forbid (" + r.legality() + ")", m.toGtp(position.size()), -1, "");
    }
    moves.add(m);
    return d;
  }

  private void setUp(Position s) {
    BoardSize size = s.size();
    send(() -> engine.boardsize(size));
    send(() -> engine.clearBoard());
    send(() -> engine.komi(s.ruleSet().komi()));
    send(() -> engine.rules(s.ruleSet()));
    List<Point> black = List.copyOf(s.stones(Color.BLACK));
    List<Point> white = List.copyOf(s.stones(Color.WHITE));
    boolean handicap = s.handicap() > 0 && white.isEmpty() && black.size() >= 2;
    if (handicap) {
      send(() -> engine.setFreeHandicap(black));
    } else {
      for (Point p : black) {
        send(() -> engine.play(Move.play(Color.BLACK, p)));
      }
    }
    for (Point p : white) {
      send(() -> engine.play(Move.play(Color.WHITE, p)));
    }
    start = s;
    moves.clear();
  }

  private void send(Runnable command) {
    command.run();
    commandsSent++;
  }

  private static boolean sameStones(Position a, Position b) {
    return a.stones(Color.BLACK).equals(b.stones(Color.BLACK)) && a.stones(Color.WHITE).equals(b.stones(Color.WHITE));
  }

  private static boolean sameStart(Position a, Position b) {
    return a.size().equals(b.size()) && a.ruleSet().equals(b.ruleSet()) && a.handicap() == b.handicap()
        && sameStones(a, b);
  }
}
