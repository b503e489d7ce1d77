package io.github.tengen.go.game;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.GameResult;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Setup;
import io.github.tengen.go.Score;
import io.github.tengen.go.sgf.GameInfo;
import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfNode;
import io.github.tengen.go.sgf.SgfProperty;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/** A {@link Game} written to and read from SGF: the moves, the players' time, the marking and the result. */
final class GameSgf {
  private GameSgf() {}

  // ---------------------------------------------------------------- writing

  static GameRecord write(Game game, String application) {
    List<Game> games = chain(game);
    Position start = games.get(0).position();
    Map<Position, Game> madeBy = new IdentityHashMap<>();
    for (Game g : games) {
      if (g.event() instanceof GameEvent.Played || g.event() instanceof GameEvent.Resumed) {
        madeBy.put(g.position(), g);
      }
    }
    List<Position> line = line(start, game.position(), madeBy);
    List<SgfNode> nodes = SgfGame.fromPositions(line, application).root().mainline();
    List<SgfNode.Builder> built = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      SgfNode.Builder n = nodes.get(i).toBuilder().clearChildren();
      Game maker = i == 0 ? null : madeBy.get(line.get(i));
      if (maker != null && maker.event() instanceof GameEvent.Played && maker.clock().isPresent()
          && !maker.readingUnknown()) {
        Move m = line.get(i).lastMove().orElseThrow();
        PlayerTime t = maker.clock().get().reading(m.color());
        boolean black = m.color() == Color.BLACK;
        n.set(black ? "BL" : "WL", SgfTime.text(t.left()));
        OptionalInt count = t.sgfOvertimeLeft();
        if (count.isPresent()) {
          n.set(black ? "OB" : "OW", Integer.toString(count.getAsInt()));
        }
      }
      built.add(n);
    }
    placementAsMoves(games.get(0), built);
    built.get(0).setText("RU", game.venue().sgfRules(start.ruleSet())); // the venue's name: OGS's "Japanese"
    if (counted(game)) {
      markEnd(game, built.get(built.size() - 1));
    }
    SgfNode child = null;
    for (int i = built.size() - 1; i >= 0; i--) {
      SgfNode.Builder n = built.get(i);
      if (child != null) {
        n.addChild(child);
      }
      child = n.build();
    }
    GameRecord record = GameRecord.of(SgfGame.of(child));
    Optional<GameClock> clock = games.get(0).clock();
    if (clock.isPresent()) {
      record = record.withInfo(GameInfo.TIME_LIMIT, clock.get().system().sgfMainTime());
      String ot = clock.get().system().sgfOvertime();
      if (!ot.isEmpty()) {
        record = record.withInfo(GameInfo.OVERTIME, ot);
      }
      OptionalDouble cap = clock.get().system().sgfFischerCap();
      if (cap.isPresent()) {
        record = record.with(SgfProperty.of(FISCHER_CAP, SgfTime.text(SgfTime.duration(cap.getAsDouble()))));
      }
    }
    if (game.result().isPresent()) {
      record = record.withInfo(GameInfo.RESULT, game.result().get());
    }
    if (game.phase() == Game.Phase.HANDICAP_PLACEMENT) { // the stones placed so far, and how many there will be
      record = record.withInfo(GameInfo.HANDICAP, game.position().stoneCount(Color.BLACK) + game.stonesToPlace());
    }
    return record.toEnd();
  }

  /**
   * A free handicap placed with a clock, written as Black's moves as KGS writes a free handicap
   * ({@code ;B[pd];B[dp];W[pp]}, which {@link #read} takes as the handicap), the last with Black's time after the
   * placement: SGF's {@code BL} belongs to a move's node, and a setup node would lose it.
   */
  private static void placementAsMoves(Game start, List<SgfNode.Builder> built) {
    if (!(start.event() instanceof GameEvent.Placed) || start.phase() == Game.Phase.HANDICAP_PLACEMENT
        || start.clock().isEmpty()) {
      return; // no free handicap, or one still being placed, or nothing of it to keep but its stones
    }
    List<Point> order = new ArrayList<>();
    for (Game g = start; g != null; g = g.previous().orElse(null)) { // pauses and deadlines may come between
      if (g.event() instanceof GameEvent.Placed p) {
        order.add(0, p.point());
      }
    }
    built.get(0).remove("AB").remove("PL");
    List<SgfNode.Builder> moves = new ArrayList<>();
    for (Point p : order) {
      moves.add(SgfNode.builder().set("B", p.toSgf()));
    }
    if (!start.readingUnknown()) {
      PlayerTime t = start.clock().get().reading(Color.BLACK);
      SgfNode.Builder last = moves.get(moves.size() - 1).set("BL", SgfTime.text(t.left()));
      t.sgfOvertimeLeft().ifPresent(n -> last.set("OB", Integer.toString(n)));
    }
    built.addAll(1, moves);
  }

  /**
   * The game values from the start to {@code game}; a free handicap's start is the value of its last stone, whose
   * position holds them all (the record writes the stones, not their placing).
   */
  private static List<Game> chain(Game game) {
    List<Game> games = new ArrayList<>();
    for (Game g = game; g != null; g = g.previous().orElse(null)) {
      games.add(g);
      if (g.event() instanceof GameEvent.Placed) {
        break;
      }
    }
    Collections.reverse(games);
    return games;
  }

  /**
   * The positions of the line from {@code start} to {@code end}: the moves, and the resumptions, which the record
   * writes as a node with {@code PL} (the player who moves first). Taken-back moves are not in it.
   */
  private static List<Position> line(Position start, Position end, Map<Position, Game> madeBy) {
    List<Position> back = new ArrayList<>();
    for (Position p = end; p != start; ) {
      back.add(p);
      p = p.previous().orElseThrow(() -> new IllegalStateException("the game's position is not on its line"));
    }
    back.add(start);
    Collections.reverse(back);
    List<Position> line = new ArrayList<>();
    for (Position p : back) {
      if (line.isEmpty() || madeBy.containsKey(p)) {
        line.add(p);
      }
    }
    return line;
  }

  /**
   * Whether the game's end is a marking: in the stone removal, or finished by the count of an accepted one, or by the
   * count of the board as it stands.
   */
  private static boolean counted(Game game) {
    if (game.phase() == Game.Phase.STONE_REMOVAL) {
      return true;
    }
    boolean countedAsItStands = game.event() instanceof GameEvent.Played && game.position().isGameOver()
        && !game.position().endedWithoutResult();
    boolean deadline = game.event() instanceof GameEvent.DeadlinePassed d
        && d.deadline().kind() == Deadline.Kind.STONE_REMOVAL;
    return game.phase() == Game.Phase.FINISHED
        && (game.event() instanceof GameEvent.Accepted || countedAsItStands || deadline);
  }

  /**
   * The marking on the last node: the territory as {@code TB}/{@code TW}, each with the opponent's dead stones in it,
   * as KGS writes it, and the dead stones as {@code DD}, which keeps a dead chain whose point is nobody's.
   */
  private static void markEnd(Game game, SgfNode.Builder last) {
    Score score = game.score();
    Position p = game.position();
    BoardSize size = p.size();
    List<Point> black = new ArrayList<>();
    List<Point> white = new ArrayList<>();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point pt = Point.of(x, y);
        Optional<Color> owner = score.ownerOf(pt);
        if (owner.isPresent() && !p.stoneAt(pt).equals(owner)) {
          (owner.get() == Color.BLACK ? black : white).add(pt);
        }
      }
    }
    if (!black.isEmpty()) {
      last.setPoints("TB", black);
    }
    if (!white.isEmpty()) {
      last.setPoints("TW", white);
    }
    if (game.deadStones().isEmpty()) {
      last.set("DD", ""); // an empty list: "no dead stones", where a missing DD would leave the reader to guess
    } else {
      last.setPoints("DD", game.deadStones());
    }
  }

  // ---------------------------------------------------------------- reading

  static Game read(GameRecord record, Venue venue, @Nullable Instant now) {
    GameRecord root = record.toRoot();
    SgfGame sgf = root.game();
    for (String id : List.of("B", "W")) {
      if (sgf.root().has(id)) { // a game starts from a position: its moves would be written as setup, and lost
        throw new IllegalArgumentException("the record's root node holds a move (" + id + "), at line "
            + sgf.root().line() + ": a game's first move has a node of its own");
      }
    }
    BoardSize size = root.boardSize();
    List<SgfNode> main = sgf.root().mainline();
    int firstMove = firstMove(main, size);
    Position start = atVenue(startingPosition(root, main, firstMove, size), sgf.root(), venue);
    int placed = freePlacement(start, main, firstMove, size);
    List<Point> placements = new ArrayList<>();
    SgfNode lastPlaced = null;
    if (placed > 0) {
      for (int i = firstMove; i < firstMove + placed; i++) {
        placements.add(((Move.Play) main.get(i).move(size).orElseThrow()).point());
      }
      firstMove += placed;
      lastPlaced = main.get(firstMove - 1);
    } else if (handicapWithoutStones(root, start, main, firstMove, size)) {
      throw new IllegalArgumentException("the record gives a handicap (HA[" + root.game().handicap().orElseThrow()
          + "]) without its stones, and White moves first, at line " + main.get(firstMove).line()
          + ": where the handicap stones stood is not in the record");
    }
    Optional<TimeSystem> system = now == null ? Optional.empty() : timeSystem(root);
    int placing = placed > 0 ? 0 : placing(root, start, main, firstMove, venue);
    if (placing > 0) {
      placements.addAll(start.stones(Color.BLACK));
    }
    int handicap = placed > 0 ? placed : placing;
    Game g = handicap > 0 // a free handicap is placed again, stone by stone, at any venue: the record's
        ? Placement.start(Setup.empty(size).toMove(Color.BLACK).build(start.ruleSet()), handicap, venue)
        : Game.start(start, venue);
    Venue.Resumption resumption = venue.resumption();
    if (system.isPresent()) { // every value of the line holds the clock as it stood, to be saved and taken back
      g = g.withClock(GameClock.of(system.get()));
    }
    for (Point p : placements) {
      g = Placement.place(g, p, null);
    }
    if (lastPlaced != null && system.isPresent()) { // Black's time after a free handicap written as Black's moves
      g = readTime(lastPlaced, Color.BLACK, g);
    }
    for (int i = firstMove; i < main.size(); i++) {
      SgfNode node = main.get(i);
      if (SETUP.stream().anyMatch(node::has)) { // a game as a server runs it has no setup between moves
        throw new IllegalArgumentException("setup stones (AB, AW or AE) after the game's first move, at line "
            + node.line() + ": a game cannot play them");
      }
      Optional<Move> m = node.move(size);
      if (m.isEmpty()) {
        Optional<String> pl = node.value("PL");
        if (pl.isPresent() && g.phase() == Game.Phase.STONE_REMOVAL) {
          Color first = pl.get().trim().equalsIgnoreCase("W") ? Color.WHITE : Color.BLACK;
          g = Removal.resumed(g, requester(resumption, first), first, null);
        }
        continue;
      }
      Move move = m.get();
      if (g.phase() == Game.Phase.FINISHED) {
        throw new IllegalArgumentException("the record goes on after the game ended (" + g.result().orElseThrow()
            + "), at line " + node.line());
      }
      if (g.phase() == Game.Phase.STONE_REMOVAL) {
        g = Removal.resumed(g, requester(resumption, move.color()), move.color(), null);
      }
      g = g.playedFromRecord(move);
      if (system.isPresent()) {
        g = readTime(node, move.color(), g);
      }
    }
    if (g.phase() == Game.Phase.STONE_REMOVAL) {
      g = remark(Removal.proposed(g), main.get(main.size() - 1));
    }
    g = finish(g, root.info(GameInfo.RESULT));
    if (system.isPresent() && now != null
        && (g.phase() == Game.Phase.PLAY || g.phase() == Game.Phase.HANDICAP_PLACEMENT)) {
      g = g.withClock(g.clock().orElseThrow().start(g.position().toMove(), now));
    }
    return g;
  }

  /** The properties that set stones up. */
  private static final List<String> SETUP = List.of("AB", "AW", "AE");

  /** The index of the main line's first node with a move, or its size. */
  private static int firstMove(List<SgfNode> main, BoardSize size) {
    for (int i = 1; i < main.size(); i++) {
      if (main.get(i).move(size).isPresent()) {
        return i;
      }
    }
    return main.size();
  }

  /**
   * The position the game starts from: the root's, with the setup of the nodes before the first move, where Fox puts
   * its handicap stones ({@code ;AB[pd][dp];W[dc]}), and then the first mover to move, as for a root's handicap.
   */
  private static Position startingPosition(GameRecord root, List<SgfNode> main, int firstMove, BoardSize size) {
    GameRecord at = root;
    for (int i = 1; i < firstMove; i++) {
      at = at.next();
    }
    Position start = at.position();
    if (firstMove == 1 || firstMove == main.size() || start.lastMove().isPresent()) {
      return start;
    }
    Color first = main.get(firstMove).move(size).orElseThrow().color();
    int ha = root.game().handicap().orElse(0);
    if (ha >= 2 && start.handicap() == 0 && start.stoneCount(Color.BLACK) == ha
        && start.stoneCount(Color.WHITE) == 0) { // HA's stones in a node of their own: the handicap, as in the root
      return Setup.of(start).handicap(ha).toMove(first).build(start.ruleSet());
    }
    return start.withToMove(first);
  }

  /** The position with the rules the record's {@code RU} names at the venue (OGS's {@code Japanese}), if it does. */
  private static Position atVenue(Position start, SgfNode root, Venue venue) {
    Optional<RuleSet> named = root.simpleText("RU").flatMap(ru -> venue.rulesNamed(ru, start.ruleSet().komi()));
    if (named.isEmpty() || named.get().equals(start.ruleSet())) {
      return start;
    }
    return Setup.of(start).build(named.get());
  }

  /**
   * The number of Black's moves before White's first (or the record's end) at the start of an empty board, when there
   * are at least two on different points (KGS's free handicap, {@code ;B[pd];B[dp];W[pp]}, and older Fox records):
   * the handicap stones as Black put them. Zero otherwise.
   */
  private static int freePlacement(Position start, List<SgfNode> main, int firstMove, BoardSize size) {
    if (start.stoneCount(Color.BLACK) + start.stoneCount(Color.WHITE) > 0 || start.lastMove().isPresent()) {
      return 0;
    }
    Set<Move> run = new LinkedHashSet<>();
    for (int i = firstMove; i < main.size(); i++) {
      Optional<Move> m = main.get(i).move(size);
      if (m.isEmpty() || m.get().isPass() || m.get().color() != Color.BLACK || SETUP.stream().anyMatch(
          main.get(i)::has)) {
        return m.isPresent() && m.get().color() == Color.WHITE && run.size() >= 2 ? run.size() : 0;
      }
      if (!run.add(m.get())) {
        return 0; // a stone on a stone: not a placement, and the move is refused as it stands
      }
    }
    return run.size() >= 2 ? run.size() : 0; // placed, and White has not moved yet
  }

  /**
   * The handicap of a free placement still under way, as {@link Game#toRecord} writes it: at a venue that places its
   * handicap freely, a record with no move whose {@code HA} is more than its Black stones (and it has no White one).
   * Zero otherwise.
   */
  private static int placing(GameRecord root, Position start, List<SgfNode> main, int firstMove, Venue venue) {
    int ha = root.game().handicap().orElse(0);
    return venue.handicapPlacement() == Venue.HandicapPlacement.FREE && firstMove == main.size() && ha >= 2
        && start.stoneCount(Color.BLACK) < ha && start.stoneCount(Color.WHITE) == 0 ? ha : 0;
  }

  /**
   * Whether the record says a handicap ({@code HA[6]}) without its stones, White moving first on an empty board, as
   * some older Fox records do; the fixed points are not where they stood (White's first moves land on them).
   */
  private static boolean handicapWithoutStones(GameRecord root, Position start, List<SgfNode> main, int firstMove,
      BoardSize size) {
    return root.game().handicap().orElse(0) >= 2 && firstMove < main.size()
        && start.stoneCount(Color.BLACK) + start.stoneCount(Color.WHITE) == 0
        && main.get(firstMove).move(size).orElseThrow().color() == Color.WHITE;
  }

  /**
   * The game finished with the record's result: a count or a draw as both players' acceptance of the marking in the
   * stone removal, any other as {@link Game#end}; an unknown result ({@code ?}) or none leaves it as it is.
   */
  private static Game finish(Game g, Optional<GameResult> re) {
    if (re.isEmpty() || g.phase() == Game.Phase.FINISHED || re.get() == GameResult.NoWinner.UNKNOWN) {
      return g;
    }
    GameResult r = re.get();
    boolean count = r instanceof GameResult.ScoreWin || r == GameResult.NoWinner.DRAW;
    return count && g.phase() == Game.Phase.STONE_REMOVAL
        ? Removal.accepted(Removal.accepted(g, Color.BLACK, null), Color.WHITE, r) : g.end(r);
  }

  /** Who asked to resume, as far as the player who moves first tells. */
  private static Color requester(Venue.Resumption resumption, Color first) {
    return resumption == Venue.Resumption.OPPONENT_OF_REQUESTER ? first.opponent() : first;
  }

  private static Optional<TimeSystem> timeSystem(GameRecord root) {
    Optional<Double> tm = root.info(GameInfo.TIME_LIMIT);
    if (tm.isEmpty()) {
      return Optional.empty();
    }
    try {
      return TimeSystem.fromSgf(tm.get(), root.info(GameInfo.OVERTIME).orElse(foxOvertime(root.game().root())),
          fischerCap(root.game().root()));
    } catch (IllegalArgumentException e) { // a negative or huge TM: no clock, as with an OT in free text
      return Optional.empty();
    }
  }

  /**
   * The cap of Fischer time ({@link TimeSystem#sgfFischerCap()}), which OGS's {@code OT[30 fischer]} cannot say and
   * goban's reader would not read after it: in a property of Tengen's own, {@code FC} (seconds).
   */
  static final String FISCHER_CAP = "FC";

  /** The record's {@link #FISCHER_CAP} in seconds, if it is a number of them. */
  private static OptionalDouble fischerCap(SgfNode root) {
    Optional<String> cap = root.value(FISCHER_CAP).map(String::trim);
    return cap.isPresent() && cap.get().matches("[0-9]{1,12}(\\.[0-9]{1,3})?")
        ? OptionalDouble.of(Double.parseDouble(cap.get())) : OptionalDouble.empty();
  }

  /**
   * Fox's byo-yomi, which it writes as {@code TC} (the periods) and {@code TT} (a period's seconds) beside {@code TM}
   * instead of {@code OT}: {@code TM[1200]TC[3]TT[30]}, in the form {@code OT} would take; empty without them.
   */
  private static String foxOvertime(SgfNode root) {
    Optional<String> periods = root.value("TC").map(String::trim);
    Optional<String> seconds = root.value("TT").map(String::trim);
    if (periods.isEmpty() || seconds.isEmpty() || !periods.get().matches("[1-9][0-9]{0,8}")
        || !seconds.get().matches("[0-9]{1,12}(\\.[0-9]{1,3})?")) {
      return "";
    }
    return periods.get() + "x" + seconds.get() + " byo-yomi";
  }

  /** The game after a record's move with the mover's time the node gives, or marked as having none. */
  private static Game readTime(SgfNode node, Color mover, Game g) {
    boolean black = mover == Color.BLACK;
    Optional<String> left = node.value(black ? "BL" : "WL");
    if (left.isEmpty()) {
      return g.withoutReading();
    }
    Optional<String> count = node.value(black ? "OB" : "OW");
    GameClock clock = g.clock().orElseThrow();
    PlayerTime reading;
    try {
      reading = PlayerTime.fromSgf(clock.system(), Double.parseDouble(left.get().trim()),
          count.isPresent() ? OptionalInt.of(Integer.parseInt(count.get().trim())) : OptionalInt.empty());
    } catch (IllegalArgumentException e) { // NumberFormatException included: "0:07:42", not seconds; kept as it was
      return g.withoutReading();
    }
    return g.withClock(GameClock.of(clock.system(), black ? reading : clock.reading(Color.BLACK),
        black ? clock.reading(Color.WHITE) : reading));
  }

  /**
   * Whether a chain lies in the opponent's area as a record marks it: KGS marks the dead stones' points with the
   * territory around them, GNU Go only the empty points, so a chain is in it if one of its stones is, or if it has
   * liberties and all of them are (a living chain's liberties are its own territory, dame or seki).
   */
  private static boolean inArea(Position p, Point pt, Set<Point> chain, Set<Point> area) {
    if (chain.stream().anyMatch(area::contains)) {
      return true;
    }
    PointSet liberties = p.libertiesOf(pt);
    return !liberties.isEmpty() && liberties.stream().allMatch(area::contains);
  }

  private static Game remark(Game g, SgfNode last) {
    Position p = g.position();
    BoardSize size = p.size();
    Set<Point> dead = null;
    Set<Point> blackArea = last.points("TB", size);
    Set<Point> whiteArea = last.points("TW", size);
    if (last.has("DD")) {
      dead = last.points("DD", size);
    } else if (blackArea.isEmpty() && whiteArea.isEmpty()) {
      return g;
    }
    Set<Point> seen = new LinkedHashSet<>();
    for (int y = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        Point pt = Point.of(x, y);
        if (p.stoneAt(pt).isEmpty() || seen.contains(pt)) {
          continue;
        }
        Set<Point> chain = p.chainAt(pt);
        seen.addAll(chain);
        boolean marked = dead != null ? chain.stream().anyMatch(dead::contains)
            : inArea(p, pt, chain, p.stoneAt(pt).orElseThrow() == Color.BLACK ? whiteArea : blackArea);
        if (marked != g.deadStones().containsAll(chain)) {
          g = Removal.marked(g, pt, chain, marked);
        }
      }
    }
    return g;
  }
}
