package io.github.tengen.go.game;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Handicap;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Setup;
import io.github.tengen.go.sgf.GameRecord;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Where a game is played, as a value: the rules a venue plays by default and what it does around them (how the game
 * ends, who moves first when play resumes, where handicap stones go, the komi of handicap games, whether a move may
 * be taken back). {@link Game#start(Position, Venue)} follows it.
 *
 * <pre>{@code
 * Position start = Venue.OGS.startingPosition(BoardSize.square(19), 3);   // three stones, komi 0.5
 * Game game = Game.start(start, Venue.OGS);                               // the opponent plays first on resumption
 * Venue chinese = OgsRules.fromGameData(gamedata);                        // OGS's flags, as its API sends them
 * }</pre>
 *
 * <p>What each profile holds, and where it comes from:
 *
 * <table class="striped">
 *   <caption>The venues</caption>
 *   <tr><th>venue</th><th>rules</th><th>end of the game</th><th>resumption</th><th>handicap</th><th>undo</th></tr>
 *   <tr><td>{@link #OGS}</td><td>Japanese without the no-result rule (OGS's default; {@link OgsRules} reads the
 *     others)</td><td>marking from the
 *     server's proposal</td><td>the opponent of the requester under the Japanese and Korean rules, else the player to
 *     move (its flag {@code opponent_plays_first_after_resume})</td><td>fixed under Japanese, Korean and AGA rules
 *     (the third stone at Q4), free under Chinese, Ing and New Zealand and on boards other than 9x9, 13x13 and
 *     19x19; komi reduced to its fraction (0.5)</td><td>yes</td></tr>
 *   <tr><td>{@link #KGS}</td><td>Japanese, komi 6.5</td><td>marking</td><td>the player to move</td><td>fixed, the
 *     third stone at Q4; komi 0.5</td><td>yes</td></tr>
 *   <tr><td>{@link #IGS}</td><td>Japanese, komi 6.5</td><td>marking</td><td>the player to move</td><td>fixed (its
 *     {@code handicap} command), komi 0.5</td><td>yes (the opponent's {@code undo})</td></tr>
 *   <tr><td>{@link #CGOS}</td><td>area scoring, positional superko, suicide forbidden, komi 7.5 (the server sends
 *     each board's komi)</td><td>as the board stands: no stone is removed after the two passes</td><td>none</td>
 *     <td>none</td><td>no</td></tr>
 *   <tr><td>{@link #AGA}</td><td>AGA (White passes last, pass stones)</td><td>marking; if play resumes and its first
 *     moves are passes, the game ends with every stone alive</td><td>the opponent of the last to pass (the player to
 *     move)</td><td>fixed (rule 4), komi 0.5 (rule 3)</td><td>no</td></tr>
 *   <tr><td>{@link #FOX}</td><td>Chinese, komi 7.5 (3 3/4 stones; its records write {@code KM[375]}, which go-sgf
 *     reads as 7.5)</td><td>marking</td><td>the player to move</td><td>fixed, the third stone at D16; komi 0 (833
 *     of the 990 Fox handicap records in the corpus write {@code KM[0]})</td><td>yes</td></tr>
 * </table>
 *
 * <p>{@link #ofKataGo} reads the venue a KataGo rule set describes (its {@code friendlyPassOk} is the end of the
 * game), and {@link #kataGoRules()} writes a venue's rules for KataGo: {@code Venue.CGOS.kataGoRules()} is what to
 * configure KataGo with for CGOS.
 *
 * <p>Sources: OGS's engine (online-go/goban, {@code GobanEngine.fillDefaults}); CGOS's rules page as quoted on
 * KataGo's tracker (issues 554 and 681: Tromp-Taylor with suicide forbidden, positional superko, games played out,
 * no stones removed); the AGA rules (rules 3 and 4) and the British Go Association's summary of their end of game;
 * IGS's help pages ({@code komi}, {@code handicap}, {@code undo}). Not from a source, and the choice a server author
 * would expect: the resumption on KGS, IGS and Fox, the handicap placement and handicap komi on KGS and Fox, and
 * undo on Fox.
 *
 * @param name the venue's name
 * @param rules the rules of an even game, komi included
 * @param resumption who moves first when play resumes after the stone removal
 * @param ending how the game ends after the passes
 * @param handicapPlacement where handicap stones go
 * @param handicapKomi the komi of a handicap game
 * @param undo whether a player may ask to take back a move
 * @param passesAfterResumptionEndAllAlive whether a resumption whose moves are all passes ends the game with every
 *     stone alive (AGA)
 * @param ruleNames the names the venue writes in SGF's {@code RU}, each with the rules it means there (komi
 *     aside), in the order they are tried when writing (OGS's {@code Japanese} is its Japanese rules without the
 *     no-result rule); empty where {@link RuleSet#toSgf()}'s names are the venue's
 * @since 0.1.0
 */
public record Venue(String name, RuleSet rules, Resumption resumption, Ending ending,
    HandicapPlacement handicapPlacement, double handicapKomi, boolean undo,
    boolean passesAfterResumptionEndAllAlive, Map<String, RuleSet> ruleNames) {

  /** Who moves first when play resumes after the stone removal, as the venue has it. */
  public enum Resumption {
    /**
     * The opponent of the player who asked to resume: the Japanese rules of 1989 (article 9: "the opponent has the
     * right to play first"), OGS's "opponent plays first after resume".
     */
    OPPONENT_OF_REQUESTER,
    /** The player whose turn it was when the game stopped, whoever asked: OGS's default, KGS. */
    PLAYER_TO_MOVE;

    /**
     * Who moves first when play resumes.
     *
     * @param requester the player who asked to resume
     * @param toMove the player whose turn it was when the game stopped
     * @return the player who moves first
     */
    public Color first(Color requester, Color toMove) {
      return this == OPPONENT_OF_REQUESTER ? requester.opponent() : toMove;
    }
  }

  /** How a game ends once the passes stopped it. */
  public enum Ending {
    /** The players mark the dead chains, starting from a proposal, and accept, or resume play. */
    MARKING,
    /** The board is counted as it stands, every stone alive: dead stones must be captured before the passes. */
    AS_IT_STANDS
  }

  /** Where handicap stones go. */
  public enum HandicapPlacement {
    /**
     * On the fixed points ({@link Handicap#fixedPoints}), the third stone at the upper left (D16 on 19x19): GNU Go's
     * and GTP's placement, and Fox's (535 of 535 of its three-stone records in the corpus).
     */
    FIXED,
    /**
     * On the same points, but the third stone at the lower right (Q4 on 19x19), as KGS places it (5 of 5 of its
     * three-stone records in the corpus: {@code AB[pd][dp][pp]}) and OGS.
     */
    FIXED_THIRD_LOWER_RIGHT,
    /** Where Black chooses. */
    FREE;

    /**
     * Returns the points of a handicap under this placement ({@link Handicap#fixedPoints} for a free placement,
     * as the points a player who has not chosen is offered).
     *
     * @param size the board
     * @param stones 2 to {@link Handicap#maxFixed}
     * @return the points
     * @throws IllegalArgumentException if the placement is not defined for that size and number
     */
    public List<Point> points(BoardSize size, int stones) {
      List<Point> points = new ArrayList<>(Handicap.fixedPoints(size, stones));
      if (this == FIXED_THIRD_LOWER_RIGHT && stones == 3) {
        points.set(2, Handicap.fixedPoints(size, 4).get(3)); // the lower right star point instead of the upper left
      }
      return List.copyOf(points);
    }
  }

  /**
   * Online Go Server (online-go.com), Japanese rules as its engine plays them: without the no-result rule (a triple
   * ko goes on there), the opponent of the requester first after a resumption.
   */
  public static final Venue OGS = new Venue("OGS", RuleSet.JAPANESE.withNoResultOnRepetition(false),
      Resumption.OPPONENT_OF_REQUESTER,
      Ending.MARKING, HandicapPlacement.FIXED_THIRD_LOWER_RIGHT, 0.5, true, false, OgsRules.ruleNames());
  /** KGS Go Server, Japanese rules. */
  public static final Venue KGS = new Venue("KGS", RuleSet.JAPANESE, Resumption.PLAYER_TO_MOVE, Ending.MARKING,
      HandicapPlacement.FIXED_THIRD_LOWER_RIGHT, 0.5, true, false);
  /** Pandanet's Internet Go Server, Japanese rules. */
  public static final Venue IGS = new Venue("IGS", RuleSet.JAPANESE, Resumption.PLAYER_TO_MOVE, Ending.MARKING,
      HandicapPlacement.FIXED, 0.5, true, false);
  /**
   * The Computer Go Server: Tromp-Taylor with suicide forbidden; the games are played out and counted as they stand.
   * An illegal move loses the game there (a server's decision: {@link Game#forfeit}).
   */
  public static final Venue CGOS = new Venue("CGOS",
      RuleSet.TROMP_TAYLOR.withSuicideRule(RuleSet.SuicideRule.FORBIDDEN), Resumption.PLAYER_TO_MOVE,
      Ending.AS_IT_STANDS, HandicapPlacement.FIXED, 7.5, false, false);
  /** The American Go Association's rules, as its tournaments play them. */
  public static final Venue AGA = new Venue("AGA", RuleSet.AGA, Resumption.PLAYER_TO_MOVE, Ending.MARKING,
      HandicapPlacement.FIXED, 0.5, false, true);
  /** Fox Weiqi (野狐), Chinese rules. */
  public static final Venue FOX = new Venue("Fox", RuleSet.CHINESE, Resumption.PLAYER_TO_MOVE, Ending.MARKING,
      HandicapPlacement.FIXED, 0, true, false);

  /**
   * Validates the profile.
   *
   * @param name the venue's name
   * @param rules the rules of an even game
   * @param resumption who moves first when play resumes
   * @param ending how the game ends
   * @param handicapPlacement where handicap stones go
   * @param handicapKomi the komi of a handicap game
   * @param undo whether a move may be taken back
   * @param passesAfterResumptionEndAllAlive whether passes right after a resumption end the game, all stones alive
   * @param ruleNames the names of its rule sets in {@code RU}, in order (copied)
   * @throws IllegalArgumentException if the handicap komi is not a komi {@link RuleSet#withKomi} takes
   */
  public Venue {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(resumption, "resumption");
    Objects.requireNonNull(ending, "ending");
    Objects.requireNonNull(handicapPlacement, "handicapPlacement");
    rules.withKomi(handicapKomi); // the rules' own komi check
    ruleNames = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(ruleNames, "ruleNames")));
  }

  /**
   * A venue whose rule sets have {@link RuleSet#toSgf()}'s names in {@code RU}.
   *
   * @param name the venue's name
   * @param rules the rules of an even game
   * @param resumption who moves first when play resumes
   * @param ending how the game ends
   * @param handicapPlacement where handicap stones go
   * @param handicapKomi the komi of a handicap game
   * @param undo whether a move may be taken back
   * @param passesAfterResumptionEndAllAlive whether passes right after a resumption end the game, all stones alive
   * @throws IllegalArgumentException if the handicap komi is not a komi {@link RuleSet#withKomi} takes
   */
  public Venue(String name, RuleSet rules, Resumption resumption, Ending ending,
      HandicapPlacement handicapPlacement, double handicapKomi, boolean undo,
      boolean passesAfterResumptionEndAllAlive) {
    this(name, rules, resumption, ending, handicapPlacement, handicapKomi, undo, passesAfterResumptionEndAllAlive,
        Map.of());
  }

  /**
   * Returns the {@code RU} value of a game's rules at this venue: the first of its {@link #ruleNames()} whose rules
   * they are (komi aside), else {@link RuleSet#toSgf()}, or the rule string ({@link RuleSet#toRuleString()}) where
   * that name means other rules at this venue (Tengen's {@code NZ} is not OGS's).
   *
   * <pre>{@code
   * Venue.OGS.sgfRules(Venue.OGS.rules());   // "Japanese", as OGS writes it (RuleSet.toSgf() gives a rule string)
   * }</pre>
   *
   * @param gameRules the rules
   * @return the name or rule string
   */
  public String sgfRules(RuleSet gameRules) {
    RuleSet key = gameRules.withKomi(0);
    for (Map.Entry<String, RuleSet> e : ruleNames.entrySet()) {
      if (e.getValue().withKomi(0).equals(key)) {
        return e.getKey();
      }
    }
    String name = gameRules.toSgf();
    return rulesNamed(name, gameRules.komi()).isPresent() ? gameRules.toRuleString() : name;
  }

  /**
   * Returns the rules an {@code RU} name means at this venue, with a komi: OGS's {@code Japanese} is its Japanese
   * rules. Names are matched without regard to case.
   *
   * @param ru the {@code RU} value
   * @param komi the komi
   * @return the rules, or empty if the venue has no rules of that name
   */
  public Optional<RuleSet> rulesNamed(String ru, double komi) {
    for (Map.Entry<String, RuleSet> e : ruleNames.entrySet()) {
      if (e.getKey().equalsIgnoreCase(ru.strip())) {
        return Optional.of(e.getValue().withKomi(komi));
      }
    }
    return Optional.empty();
  }

  /**
   * A venue that leaves everything but the resumption to the game's position: what
   * {@link Game#start(Position, Resumption)} plays by.
   *
   * @param rules the rules
   * @param resumption who moves first when play resumes
   * @return the venue, named "custom", with marking, fixed handicap and komi 0.5, and undo
   */
  public static Venue custom(RuleSet rules, Resumption resumption) {
    return new Venue("custom", rules, resumption, Ending.MARKING, HandicapPlacement.FIXED, 0.5, true, false);
  }

  /**
   * The venue a KataGo rule set describes, as {@code kata-set-rules} and KataGo's {@code RU} take it: the rules
   * ({@link RuleSet#fromKataGo}), and from their {@link RuleSet#friendlyPass()} the end of the game under area scoring:
   * a friendly pass (KataGo's {@code fpok1}, and its presets but {@code tromp-taylor}) leaves dead stones to a marking;
   * otherwise (Tromp-Taylor, a rule string without {@code fpok1}) the board is counted as it stands. Territory
   * rules end with a marking (KataGo plays them out in its own cleanup phases, which Tengen does not have). Play
   * resumes with the player to move; no move is taken back; handicap stones are fixed, komi 0.5.
   *
   * <pre>{@code
   * Venue.ofKataGo("tromp-taylor").ending();   // AS_IT_STANDS
   * Venue.CGOS.kataGoRules();                  // "koPOSITIONALscoreAREAtaxNONEsui0whb0": CGOS's rules for KataGo
   * }</pre>
   *
   * @param kataGoRules a KataGo shorthand name or rule string
   * @return the venue, named "KataGo"
   * @throws IllegalArgumentException if the text is not KataGo rules, or names rules Tengen does not implement
   */
  public static Venue ofKataGo(String kataGoRules) {
    RuleSet r = RuleSet.fromKataGo(kataGoRules);
    boolean asItStands = r.scoringRule() == RuleSet.ScoringRule.AREA && !r.friendlyPass();
    return new Venue("KataGo", r, Resumption.PLAYER_TO_MOVE, asItStands ? Ending.AS_IT_STANDS : Ending.MARKING,
        HandicapPlacement.FIXED, 0.5, false, false);
  }

  /**
   * Returns the venue a record names, with the record's rules: the server of its {@code AP} or {@code PC} (every
   * value: Fox's records carry two {@code AP}, GNU Go's and {@code foxwq}), Fox, OGS, KGS (CGoban), IGS (Pandanet)
   * or CGOS, its {@code RU} read as that venue names its rules (OGS's {@code Japanese}); a custom venue with the
   * record's rules where it names none. What {@link Game#fromRecord} needs to read a server's record as it played.
   *
   * <pre>{@code
   * GameRecord record = GameRecord.of(SgfReader.lenient().read(Path.of("fox.sgf")).game());
   * Game game = Game.fromRecord(record, Venue.ofRecord(record), Instant.now());
   * }</pre>
   *
   * @param record the record (any cursor position: the root is read)
   * @return the venue
   */
  public static Venue ofRecord(GameRecord record) {
    return RecordVenue.of(Objects.requireNonNull(record, "record"));
  }

  /**
   * Returns this venue's rules as KataGo takes them ({@code kata-set-rules}, its configuration's {@code rules}): a
   * KataGo shorthand name when one means these rules and this end of the game, else a rule string; under area scoring
   * the friendly pass ({@code fpok1}) is on when the game ends with a marking. KataGo has no switch for White passing last
   * or the no-result rule, nor for the resumption, the handicap or undo.
   *
   * @return for example {@code "chinese-ogs"} for OGS's Chinese rules, {@code "koPOSITIONALscoreAREAtaxNONEsui0whb0"}
   *     for CGOS
   */
  public String kataGoRules() {
    boolean area = rules.scoringRule() == RuleSet.ScoringRule.AREA;
    return (area ? rules.withFriendlyPass(ending == Ending.MARKING) : rules).toKataGo();
  }

  /**
   * Returns this venue with other rules of an even game (for example the Chinese rules at OGS).
   *
   * @param newRules the rules
   * @return the venue
   */
  public Venue withRules(RuleSet newRules) {
    return new Venue(name, newRules, resumption, ending, handicapPlacement, handicapKomi, undo,
        passesAfterResumptionEndAllAlive, ruleNames);
  }

  /**
   * Returns the rules of a game with a handicap: those of an even game with the handicap komi when there are stones.
   *
   * @param handicap the number of handicap stones, 0 for an even game
   * @return the rules
   * @throws IllegalArgumentException if the handicap is negative
   */
  public RuleSet rulesFor(int handicap) {
    if (handicap < 0) {
      throw new IllegalArgumentException("handicap " + handicap);
    }
    return handicap == 0 ? rules : rules.withKomi(handicapKomi);
  }

  /**
   * Returns the starting position of a game: empty with Black to move, or Black's handicap stones on the venue's
   * points ({@link HandicapPlacement#points}) with White to move, under {@link #rulesFor} that handicap. A handicap of one stone (Fox's and OGS's {@code 1}) is
   * Black's first move itself: the board is empty, Black moves first, and the komi is the handicap komi.
   *
   * @param size the board
   * @param handicap 0, 1, or 2 to {@link io.github.tengen.go.Handicap#maxFixed}
   * @return the position
   * @throws IllegalArgumentException if the handicap is negative or the fixed placement is not defined for that size
   *     and number
   */
  public Position startingPosition(BoardSize size, int handicap) {
    RuleSet r = rulesFor(handicap);
    if (handicap <= 1) {
      return Position.empty(size, r);
    }
    Setup s = Setup.empty(size).handicap(handicap).toMove(Color.WHITE);
    handicapPlacement.points(size, handicap).forEach(p -> s.put(p, Color.BLACK));
    return s.build(r);
  }

  /**
   * Returns the starting position of a game with free handicap placement: Black's stones where Black put them, with
   * White to move.
   *
   * @param size the board
   * @param stones the handicap stones, at least two different points
   * @return the position
   * @throws IllegalArgumentException if the venue places handicap stones on fixed points, or there are fewer than
   *     two stones, or a stone is off the board
   */
  public Position startingPosition(BoardSize size, Collection<Point> stones) {
    if (handicapPlacement != HandicapPlacement.FREE) {
      throw new IllegalArgumentException(name + " places handicap stones on fixed points");
    }
    if (new LinkedHashSet<>(stones).size() < 2) {
      throw new IllegalArgumentException("a handicap is at least two stones: " + stones);
    }
    Set<Point> distinct = new LinkedHashSet<>(stones);
    Setup s = Setup.empty(size).handicap(distinct.size()).toMove(Color.WHITE);
    for (Point p : distinct) {
      s.put(p, Color.BLACK);
    }
    return s.build(rulesFor(stones.size()));
  }
}
