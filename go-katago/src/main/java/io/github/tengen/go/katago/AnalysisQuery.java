package io.github.tengen.go.katago;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Setup;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A query to KataGo's analysis engine ({@code docs/Analysis_Engine.md}, "Queries"), one JSON line: the game as
 * initial stones and moves on a board, its rules and komi, the turns to analyse, and the options of the search. Made
 * from go-core's values ({@link #of(String, Position)}) or read from KataGo's JSON ({@link #fromJson}); the
 * positions it names are go-core's ({@link #positions()}), so what KataGo answers lands on Tengen's points.
 *
 * <pre>{@code
 * AnalysisQuery q = AnalysisQuery.of("move-120", position).withOption("includeOwnership", true)
 *     .withOption("maxVisits", 400);
 * engineInput.println(q.toJson());
 * }</pre>
 *
 * @since 0.1.0
 */
public final class AnalysisQuery {
  private final ObjectNode json;

  private AnalysisQuery(ObjectNode json) {
    this.json = json;
  }

  /**
   * The query for a position: its line's first position as initial stones and player, its moves since, its rules
   * and komi ({@link RuleSet#toKataGoJson()} and the komi), its last turn analysed.
   *
   * @param id the query's id
   * @param position the position
   * @return the query
   * @throws IllegalArgumentException if the id is empty
   */
  public static AnalysisQuery of(String id, Position position) {
    if (Objects.requireNonNull(id, "id").isEmpty()) {
      throw new IllegalArgumentException("a query's id is not empty");
    }
    List<Move> moves = new ArrayList<>();
    Position start = position;
    for (Position p = position; p.previous().isPresent() && p.lastMove().isPresent(); p = p.previous().get()) {
      moves.add(p.lastMove().get());
      start = p.previous().get();
    }
    Collections.reverse(moves);
    BoardSize size = position.size();
    ObjectNode q = Json.MAPPER.createObjectNode();
    q.put("id", id);
    ArrayNode stones = q.putArray("initialStones");
    for (Color c : Color.values()) {
      for (Point p : start.stones(c)) {
        stones.addArray().add(c == Color.BLACK ? "B" : "W").add(p.toGtp(size));
      }
    }
    q.put("initialPlayer", start.toMove() == Color.BLACK ? "B" : "W");
    ArrayNode played = q.putArray("moves");
    moves.forEach(m -> played.addArray().add(m.color() == Color.BLACK ? "B" : "W").add(m.toGtp(size)));
    q.set("rules", Json.tree(position.ruleSet().toKataGoJson()));
    q.put("komi", position.ruleSet().komi());
    q.put("boardXSize", size.width());
    q.put("boardYSize", size.height());
    q.putArray("analyzeTurns").add(moves.size());
    return new AnalysisQuery(q);
  }

  /**
   * Reads a query as KataGo takes it.
   *
   * @param json one JSON object
   * @return the query
   * @throws IllegalArgumentException if it is not a JSON object with an {@code id}, the board size, moves and rules
   *     KataGo would take (a move off the board, rules Tengen does not implement)
   */
  public static AnalysisQuery fromJson(String json) {
    JsonNode node = Json.read(json);
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException("a query is a JSON object, not " + json);
    }
    AnalysisQuery q = new AnalysisQuery(((ObjectNode) node).deepCopy());
    Json.text(node, "id");
    q.rules();
    q.positions(); // every move on the board and legal
    return q;
  }

  /**
   * Returns this query with an option of KataGo's set ({@code maxVisits}, {@code includeOwnership},
   * {@code includePolicy}, {@code includePVVisits}, {@code priority}, {@code reportDuringSearchEvery}, ...).
   *
   * @param field the field
   * @param value a {@link Boolean}, a {@link Number} or a {@link String}
   * @return the query with it
   * @throws IllegalArgumentException if the value is of another type, or the field is one this class writes itself
   *     (the game's, {@code analyzeTurns}, {@code overrideSettings}, {@code avoidMoves}, {@code allowMoves})
   */
  public AnalysisQuery withOption(String field, Object value) {
    if (List.of("id", "moves", "initialStones", "initialPlayer", "rules", "komi", "boardXSize", "boardYSize",
        "analyzeTurns", "overrideSettings", "avoidMoves", "allowMoves").contains(field)) {
      throw new IllegalArgumentException(field + " is the game's, not an option");
    }
    ObjectNode q = json.deepCopy();
    put(q, field, value);
    return new AnalysisQuery(q);
  }

  /**
   * Returns this query with a search parameter of the engine's configuration overridden for it
   * ({@code overrideSettings}: {@code maxVisits}, {@code playoutDoublingAdvantage}, {@code humanSLProfile}, ...).
   *
   * @param setting the parameter
   * @param value a {@link Boolean}, a {@link Number} or a {@link String}
   * @return the query with it
   * @throws IllegalArgumentException if the value is of another type
   */
  public AnalysisQuery withOverride(String setting, Object value) {
    ObjectNode q = json.deepCopy();
    ObjectNode o = q.has("overrideSettings") && q.get("overrideSettings").isObject()
        ? (ObjectNode) q.get("overrideSettings") : q.putObject("overrideSettings");
    put(o, setting, value);
    return new AnalysisQuery(q);
  }

  /**
   * Returns this query with moves a player may not search until a depth ({@code avoidMoves}); several may be given.
   *
   * @param player the player
   * @param moves the moves, passes included
   * @param untilDepth the first ply at which they are allowed again, at least 1
   * @return the query with them
   * @throws IllegalArgumentException if the depth is below 1 or a move is another player's
   */
  public AnalysisQuery withAvoid(Color player, List<Move> moves, int untilDepth) {
    return withMoveList("avoidMoves", player, moves, untilDepth);
  }

  /**
   * Returns this query with the only moves a player may search until a depth ({@code allowMoves}; one a player).
   *
   * @param player the player
   * @param moves the moves, passes included
   * @param untilDepth the first ply at which others are allowed again, at least 1
   * @return the query with them
   * @throws IllegalArgumentException if the depth is below 1, a move is another player's, or the player has an
   *     allowed list already
   */
  public AnalysisQuery withAllow(Color player, List<Move> moves, int untilDepth) {
    String who = player == Color.BLACK ? "B" : "W";
    if (json.has("allowMoves")) {
      for (JsonNode d : json.get("allowMoves")) {
        if (who.equals(d.path("player").asText())) {
          throw new IllegalArgumentException("KataGo takes one allowMoves list a player; " + who + " has one");
        }
      }
    }
    return withMoveList("allowMoves", player, moves, untilDepth);
  }

  private AnalysisQuery withMoveList(String field, Color player, List<Move> moves, int untilDepth) {
    if (untilDepth < 1) {
      throw new IllegalArgumentException("untilDepth is at least 1, not " + untilDepth);
    }
    BoardSize size = size();
    ObjectNode q = json.deepCopy();
    ArrayNode lists = q.has(field) ? (ArrayNode) q.get(field) : q.putArray(field);
    ObjectNode d = lists.addObject().put("player", player == Color.BLACK ? "B" : "W");
    ArrayNode m = d.putArray("moves");
    for (Move move : moves) {
      if (move.color() != player) {
        throw new IllegalArgumentException(move + " is not " + player + "'s");
      }
      m.add(move.toGtp(size));
    }
    d.put("untilDepth", untilDepth);
    return new AnalysisQuery(q);
  }

  private static void put(ObjectNode o, String field, Object value) {
    if (value instanceof Boolean b) {
      o.put(field, b);
    } else if (value instanceof Integer i) {
      o.put(field, i);
    } else if (value instanceof Long l) {
      o.put(field, l);
    } else if (value instanceof Number n) {
      o.put(field, n.doubleValue());
    } else if (value instanceof String t) {
      o.put(field, t);
    } else {
      throw new IllegalArgumentException(field + ": a boolean, a number or a string, not " + value);
    }
  }

  /**
   * Returns this query analysing other turns.
   *
   * @param turns the turns, 0 the first position, each at most the number of moves
   * @return the query
   * @throws IllegalArgumentException if a turn is out of the game
   */
  public AnalysisQuery withAnalyzeTurns(List<Integer> turns) {
    int last = moves().size();
    ObjectNode q = json.deepCopy();
    ArrayNode a = q.putArray("analyzeTurns");
    for (int t : turns) {
      if (t < 0 || t > last) {
        throw new IllegalArgumentException("turn " + t + " is not one of 0.." + last);
      }
      a.add(t);
    }
    return new AnalysisQuery(q);
  }

  /**
   * Returns the query's id.
   *
   * @return the id
   */
  public String id() {
    return json.get("id").textValue();
  }

  /**
   * Returns the board.
   *
   * @return the size
   */
  public BoardSize size() {
    return BoardSize.of(Json.integer(json, "boardXSize"), Json.integer(json, "boardYSize"));
  }

  /**
   * Returns the rules with the query's komi ({@link KataGoRules#fromJson} or a name or rule string), KataGo's default
   * komi where the query gives none.
   *
   * @return the rules
   */
  public RuleSet rules() {
    JsonNode r = json.get("rules");
    RuleSet rules = r != null && r.isObject() ? KataGoRules.fromJson(r) : KataGoRules.read(Json.text(json, "rules"));
    return json.has("komi") ? rules.withKomi(Json.number(json, "komi")) : rules;
  }

  /**
   * Returns the moves of the game, in order.
   *
   * @return the moves
   */
  public List<Move> moves() {
    return moveList("moves");
  }

  /**
   * Returns the turns the query asks for: its {@code analyzeTurns}, or the last, as KataGo does without them.
   *
   * @return the turns
   */
  public List<Integer> analyzeTurns() {
    if (!json.has("analyzeTurns")) {
      return List.of(moves().size());
    }
    List<Integer> out = new ArrayList<>();
    Json.array(json, "analyzeTurns").forEach(t -> out.add(t.intValue()));
    return List.copyOf(out);
  }

  /**
   * Returns go-core's position at each turn: 0 the initial stones with the initial player (or the first mover, or
   * Black) to move, two or more Black stones and no White one a handicap as KataGo counts it, then one after each
   * move. A move by the player not to move is played as KataGo plays it, that
   * player to move first, and moves after two passes go on as in KataGo.
   *
   * @return the positions, one more than the moves
   * @throws IllegalArgumentException if a stone or move is off the board or on a stone, or a move is illegal under
   *     the rules
   */
  public List<Position> positions() {
    BoardSize size = size();
    List<Move> moves = moves();
    RuleSet rules = rules();
    Position placed = initialStones(size, rules);
    int black = placed.stoneCount(Color.BLACK);
    Color first = json.has("initialPlayer") ? Color.parse(Json.text(json, "initialPlayer"))
        : !moves.isEmpty() ? moves.get(0).color()
        : black >= 2 && placed.stoneCount(Color.WHITE) == 0 ? Color.WHITE : Color.BLACK; // a handicap: White first
    Setup setup = Setup.empty(size);
    for (Color c : Color.values()) {
      for (Point pt : placed.stones(c)) {
        setup = setup.put(pt, c);
      }
    }
    if (black >= 2 && placed.stoneCount(Color.WHITE) == 0) { // KataGo's numHandicapStonesOnBoard
      setup = setup.handicap(black);
    }
    List<Position> out = new ArrayList<>();
    Position p = setup.toMove(first).build(rules);
    out.add(p);
    for (Move m : moves) {
      p = p.isGameOver() ? p.resume() : p; // KataGo plays on after two passes
      p = (p.toMove() == m.color() ? p : p.withToMove(m.color())).play(m);
      out.add(p);
    }
    return Collections.unmodifiableList(out);
  }

  /**
   * The initial stones placed one by one as KataGo places them ({@code Board::setStone}): a stone captures what it
   * leaves without liberties, a stone that would have none is not placed, a stone on the other colour's replaces it.
   */
  private Position initialStones(BoardSize size, RuleSet rules) {
    Position p = Position.empty(size, RuleSet.TROMP_TAYLOR.withKoRule(RuleSet.KoRule.SIMPLE)
        .withSuicideRule(RuleSet.SuicideRule.FORBIDDEN));
    for (Move m : moveList("initialStones")) {
      Point pt = ((Move.Play) m).point();
      Optional<Color> there = p.stoneAt(pt);
      if (there.equals(Optional.of(m.color()))) {
        continue;
      }
      Setup s = Setup.of(p).toMove(m.color()); // no ko: KataGo's placements leave none
      if (there.isPresent()) { // the other colour's stone goes, as KataGo's removeSingleStone
        s = s.remove(pt);
      }
      Position q = s.build(p.ruleSet());
      p = q.isLegal(m) ? q.play(m) : q;
    }
    return p;
  }

  private List<Move> moveList(String field) {
    BoardSize size = size();
    List<Move> out = new ArrayList<>();
    if (!json.has(field)) {
      return out;
    }
    for (JsonNode pair : Json.array(json, field)) {
      if (!pair.isArray() || pair.size() != 2 || !pair.get(0).isTextual() || !pair.get(1).isTextual()) {
        throw new IllegalArgumentException(field + " holds [player, location] pairs, not " + pair);
      }
      out.add(move(Color.parse(pair.get(0).textValue()), pair.get(1).textValue(), size));
    }
    return out;
  }

  /**
   * A location as KataGo reads it ({@code Location::tryOfString}): a GTP vertex, {@code pass} (or {@code pss}), or
   * {@code (x,y)} counted from 0 at the top left, as go-core's {@link Point#of(int, int)}.
   */
  private static Move move(Color color, String location, BoardSize size) {
    String t = location.trim();
    if (t.equalsIgnoreCase("pss")) {
      return Move.pass(color);
    }
    if (!t.startsWith("(")) {
      return Move.parseGtp(color, t, size);
    }
    String[] xy = t.endsWith(")") ? t.substring(1, t.length() - 1).split(",", -1) : new String[0];
    try {
      Point p = xy.length == 2 ? Point.of(Integer.parseInt(xy[0].trim()), Integer.parseInt(xy[1].trim())) : null;
      if (p != null && size.contains(p)) {
        return Move.play(color, p);
      }
    } catch (IllegalArgumentException e) { // NumberFormatException, or a negative coordinate
      // refused below
    }
    throw new IllegalArgumentException("not a location of the " + size + " board: " + location);
  }

  /**
   * Returns the query as the one line KataGo reads.
   *
   * @return the JSON, on one line
   */
  public String toJson() {
    return json.toString();
  }

  /** Returns {@link #toJson()}. */
  @Override
  public String toString() {
    return toJson();
  }
}
