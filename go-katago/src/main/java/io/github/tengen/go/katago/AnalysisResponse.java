package io.github.tengen.go.katago;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * One line KataGo's analysis engine answers ({@code docs/Analysis_Engine.md}, "Responses"): a query's result for one
 * turn, a warning about a query's field, an error, or the acknowledgement of an action ({@code clear_cache},
 * {@code terminate}, {@code query_version}, {@code query_models}). Each keeps the line's JSON whole
 * ({@link #json()}), the fields Tengen does not model included.
 *
 * <pre>{@code
 * AnalysisResponse r = AnalysisResponse.parse(line);
 * if (r instanceof AnalysisResponse.Result result) {
 *   double blackWins = result.root().winrate();
 * }
 * }</pre>
 *
 * @since 0.1.0
 */
public sealed interface AnalysisResponse {
  /**
   * Returns the line as KataGo wrote it, parsed.
   *
   * @return the JSON object
   */
  JsonNode json();

  /**
   * Returns the id of the query it answers.
   *
   * @return the id, or empty for a general error
   */
  Optional<String> id();

  /**
   * Reads a line of the analysis engine's output.
   *
   * @param line one JSON object
   * @return the response
   * @throws IllegalArgumentException if the line is not a JSON object, or a field of a result is missing or of the
   *     wrong type
   */
  static AnalysisResponse parse(String line) {
    JsonNode node = Json.read(line);
    if (node == null || !node.isObject()) {
      throw new IllegalArgumentException("an analysis response is a JSON object, not " + line);
    }
    if (node.has("error")) {
      return new Failure(node);
    }
    if (node.has("warning")) {
      return new Warning(node);
    }
    if (node.has("action")) {
      return new Action(node);
    }
    return new Result(node);
  }

  /**
   * A query's analysis of one turn ({@code turnNumber}), final or, with {@code reportDuringSearchEvery}, during the
   * search.
   *
   * @param json the line
   */
  record Result(JsonNode json) implements AnalysisResponse {
    /**
     * Checks the fields a result has.
     *
     * @param json the line
     * @throws IllegalArgumentException if {@code id}, {@code turnNumber}, {@code rootInfo} or {@code moveInfos} is
     *     missing or of the wrong type
     */
    public Result {
      Json.text(json, "id");
      Json.integer(json, "turnNumber");
      if (!json.path("noResults").asBoolean(false)) {
        RootInfo.of(Json.object(json, "rootInfo"));
        Json.array(json, "moveInfos").forEach(MoveInfo::of);
      }
    }

    /**
     * Tells whether the turn was analysed: false for a turn a {@code terminate} stopped before any visit
     * ({@code "noResults":true}), which has no root and no moves.
     *
     * @return whether {@link #root()} and {@link #moves()} have values
     */
    public boolean analysed() {
      return !json.path("noResults").asBoolean(false);
    }

    @Override
    public Optional<String> id() {
      return Optional.of(json.get("id").textValue());
    }

    /**
     * Returns the turn analysed: 0 the position before the query's moves, n the position after its n-th move.
     *
     * @return the turn
     */
    public int turnNumber() {
      return json.get("turnNumber").intValue();
    }

    /**
     * Tells whether the search goes on and a later result for the turn will follow.
     *
     * @return true for a report during the search
     */
    public boolean isDuringSearch() {
      return json.path("isDuringSearch").asBoolean(false);
    }

    /**
     * Returns the root's values: the position's evaluation.
     *
     * @return the root
     * @throws IllegalStateException if the turn was not analysed ({@link #analysed()})
     */
    public RootInfo root() {
      requireAnalysed();
      return RootInfo.of(json.get("rootInfo"));
    }

    private void requireAnalysed() {
      if (!analysed()) {
        throw new IllegalStateException("turn " + turnNumber() + " of " + id().orElse("") + " was not analysed");
      }
    }

    /**
     * Returns the moves searched, in KataGo's order (its best first).
     *
     * @return the moves
     * @throws IllegalStateException if the turn was not analysed ({@link #analysed()})
     */
    public List<MoveInfo> moves() {
      requireAnalysed();
      List<MoveInfo> out = new ArrayList<>();
      json.get("moveInfos").forEach(m -> out.add(MoveInfo.of(m)));
      return Collections.unmodifiableList(out);
    }

    /**
     * Returns the ownership, if the query asked for it ({@code includeOwnership}): for each point from -1 to 1, which
     * player it will belong to, as the query's {@code reportAnalysisWinratesAs} sees it (KataGo's default: Black
     * positive).
     *
     * @param size the query's board
     * @return the values, or empty
     * @throws IllegalArgumentException if the array does not fit the board
     */
    public Optional<PointValues> ownership(BoardSize size) {
      return Json.doubles(json, "ownership").map(v -> PointValues.of(size, v));
    }

    /**
     * Returns the network's policy, if the query asked for it ({@code includePolicy}): each point's prior, -1 where
     * the move is illegal, and the pass's ({@link PointValues#pass()}).
     *
     * @param size the query's board
     * @return the values, or empty
     * @throws IllegalArgumentException if the array does not fit the board
     */
    public Optional<PointValues> policy(BoardSize size) {
      return Json.doubles(json, "policy").map(v -> PointValues.of(size, v));
    }
  }

  /**
   * What a warning and an error share: the query's id and field they concern, and KataGo's message, under the key
   * that names their kind.
   */
  sealed interface Notice extends AnalysisResponse permits Warning, Failure {
    /**
     * Returns the key of KataGo's message: {@code warning} or {@code error}.
     *
     * @return the key
     */
    String key();

    @Override
    default Optional<String> id() {
      return Json.optionalText(json(), "id");
    }

    /**
     * Returns KataGo's message.
     *
     * @return the message
     */
    default String message() {
      return json().get(key()).textValue();
    }

    /**
     * Returns the query's field it concerns.
     *
     * @return the field, or empty
     */
    default Optional<String> field() {
      return Json.optionalText(json(), "field");
    }
  }

  /**
   * A warning about a field of a query, which still goes on ({@code field}, {@code warning}).
   *
   * @param json the line
   */
  record Warning(JsonNode json) implements Notice {
    /**
     * Checks the fields a warning has.
     *
     * @param json the line
     * @throws IllegalArgumentException if {@code warning} is missing
     */
    public Warning {
      Json.text(json, "warning");
    }

    @Override
    public String key() {
      return "warning";
    }
  }

  /**
   * An error: a query KataGo could not take ({@code field} and {@code id} then name it), or a general one.
   *
   * @param json the line
   */
  record Failure(JsonNode json) implements Notice {
    /**
     * Checks the fields an error has.
     *
     * @param json the line
     * @throws IllegalArgumentException if {@code error} is missing
     */
    public Failure {
      Json.text(json, "error");
    }

    @Override
    public String key() {
      return "error";
    }
  }

  /**
   * The answer to an action query: {@code clear_cache}, {@code terminate} (with the turns it cancelled),
   * {@code query_version} ({@code version}, {@code git_hash}), {@code query_models}.
   *
   * @param json the line
   */
  record Action(JsonNode json) implements AnalysisResponse {
    /**
     * Checks the fields an action's answer has.
     *
     * @param json the line
     * @throws IllegalArgumentException if {@code action} is missing
     */
    public Action {
      Json.text(json, "action");
    }

    @Override
    public Optional<String> id() {
      return Json.optionalText(json, "id");
    }

    /**
     * Returns the action.
     *
     * @return for example {@code clear_cache}
     */
    public String action() {
      return json.get("action").textValue();
    }
  }

  /**
   * The evaluation of a turn's position ({@code rootInfo}).
   *
   * @param currentPlayer the player to move, which KataGo writes since version 1.8 or so (analyze-sgf's recordings of
   *     2021 lack it)
   * @param winrate the chance to win, as the query's perspective has it (KataGo's default: Black's)
   * @param scoreLead the expected lead in points, same perspective
   * @param visits the visits of the search
   * @param json the object, with every field KataGo gave
   */
  record RootInfo(Optional<Color> currentPlayer, double winrate, double scoreLead, int visits, JsonNode json) {
    static RootInfo of(JsonNode root) {
      return new RootInfo(Json.optionalText(root, "currentPlayer").map(Color::parse), Json.number(root, "winrate"),
          Json.number(root, "scoreLead"), Json.integer(root, "visits"), root);
    }
  }

  /**
   * One move searched ({@code moveInfos}).
   *
   * @param move the move as GTP writes it ({@code Q16}, {@code pass})
   * @param order KataGo's rank of it, 0 the best
   * @param visits its visits
   * @param winrate the chance to win after it, as the query's perspective has it
   * @param scoreLead the expected lead after it, same perspective
   * @param prior the network's prior for it
   * @param pv the principal variation, the move first
   * @param pvVisits the visits of each move of the variation, if the query asked ({@code includePVVisits})
   * @param json the object, with every field KataGo gave
   */
  record MoveInfo(String move, int order, int visits, double winrate, double scoreLead, double prior, List<String> pv,
      Optional<List<Integer>> pvVisits, JsonNode json) {
    static MoveInfo of(JsonNode m) {
      List<String> pv = new ArrayList<>();
      Json.array(m, "pv").forEach(v -> pv.add(v.asText()));
      Optional<List<Integer>> pvVisits = Optional.empty();
      if (m.has("pvVisits")) {
        List<Integer> visits = new ArrayList<>();
        Json.array(m, "pvVisits").forEach(v -> visits.add(v.asInt()));
        pvVisits = Optional.of(List.copyOf(visits));
      }
      return new MoveInfo(Json.text(m, "move"), Json.integer(m, "order"), Json.integer(m, "visits"),
          Json.number(m, "winrate"), Json.number(m, "scoreLead"), Json.number(m, "prior"), List.copyOf(pv), pvVisits,
          m);
    }
  }
}
