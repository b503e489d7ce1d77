package io.github.tengen.go.sgf;

import io.github.tengen.go.GameResult;
import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.RuleSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A typed game-information property of the root node: what {@link SgfGame#info(GameInfo)} reads and
 * {@link SgfGame#withInfo(GameInfo, Object)} writes. The value type and the escaping come from the property table
 * ({@link SgfPropertyType}); a value that cannot be read as its type reads as absent.
 *
 * <pre>{@code
 * SgfGame g = game.withInfo(GameInfo.BLACK_PLAYER, "Honinbo Shusaku")
 *     .withInfo(GameInfo.KOMI, 6.5)
 *     .withInfo(GameInfo.RESULT, GameResult.parseSgf("B+2"));
 * g.info(GameInfo.KOMI);        // Optional[6.5]
 * g.withoutInfo(GameInfo.KOMI); // no KM
 * }</pre>
 *
 * @param <T> the value's type
 * @since 0.1.0
 */
public final class GameInfo<T> {
  /** {@code PB}, the black player's name. */
  public static final GameInfo<String> BLACK_PLAYER = text("PB");
  /** {@code PW}, the white player's name. */
  public static final GameInfo<String> WHITE_PLAYER = text("PW");
  /** {@code BR}, the black player's rank, such as {@code 9d}. */
  public static final GameInfo<String> BLACK_RANK = text("BR");
  /** {@code WR}, the white player's rank. */
  public static final GameInfo<String> WHITE_RANK = text("WR");
  /** {@code DT}, the dates of the game, as written ({@code 2026-12-01}). */
  public static final GameInfo<String> DATE = text("DT");
  /** {@code EV}, the event. */
  public static final GameInfo<String> EVENT = text("EV");
  /** {@code RO}, the round. */
  public static final GameInfo<String> ROUND = text("RO");
  /** {@code PC}, the place. */
  public static final GameInfo<String> PLACE = text("PC");
  /** {@code SO}, the source of the record. */
  public static final GameInfo<String> SOURCE = text("SO");
  /** {@code OT}, the overtime method, as written ({@code 5x30 byo-yomi}). */
  public static final GameInfo<String> OVERTIME = text("OT");
  /** {@code GN}, the game's name. */
  public static final GameInfo<String> GAME_NAME = text("GN");
  /** {@code GC}, the comment about the game (Text: line breaks kept). */
  public static final GameInfo<String> GAME_COMMENT = text("GC");
  /** {@code TM}, the main time in seconds. */
  public static final GameInfo<Double> TIME_LIMIT = new GameInfo<>("TM", GameInfo::readReal, GameInfo::writeReal);
  /** {@code HA}, the number of handicap stones: zero or more (a negative number is refused, read or written). */
  public static final GameInfo<Integer> HANDICAP = new GameInfo<>("HA", v -> stones(Integer.parseInt(v.trim())),
      v -> String.valueOf(stones(v)));
  /**
   * {@code KM}, the komi in points, read as {@link SgfGame#komi()} reads real files (times 100, or in stones);
   * written as a plain number, and only a komi the rules can hold ({@link RuleSet#withKomi}: a multiple of 0.5 within
   * 10,000 points), so that the record and its positions never disagree; a komi of 100 points or more, which the
   * reader takes for Fox's komi times 100, is written times 100, so that it reads back as itself.
   */
  public static final GameInfo<Double> KOMI = new GameInfo<>("KM", null, GameInfo::writeKomi);
  /** {@code RU}, the rules ({@link RuleSet#fromSgf(String)}; written with {@link RuleSet#toSgf()}, komi aside). */
  public static final GameInfo<RuleSet> RULES = new GameInfo<>("RU", RuleSet::fromSgf, RuleSet::toSgf);
  /** {@code RE}, the result ({@link GameResult#parseSgf(String)}, written with {@link GameResult#toSgf()}). */
  public static final GameInfo<GameResult> RESULT = new GameInfo<>("RE", GameResult::parseSgf, GameResult::toSgf);

  /** Every key, in the order above. */
  static final List<GameInfo<?>> ALL = List.of(BLACK_PLAYER, WHITE_PLAYER, BLACK_RANK, WHITE_RANK, DATE, EVENT,
      ROUND, PLACE, SOURCE, OVERTIME, GAME_NAME, GAME_COMMENT, TIME_LIMIT, HANDICAP, KOMI, RULES, RESULT);

  private final SgfPropertyType type;
  private final Function<String, T> reader;
  private final Function<T, String> writer;

  private GameInfo(String id, Function<String, T> reader, Function<T, String> writer) {
    this.type = SgfPropertyType.of(id).orElseThrow();
    this.reader = reader;
    this.writer = writer;
  }

  private static GameInfo<String> text(String id) {
    return new GameInfo<>(id, Function.identity(), Function.identity());
  }

  private static int stones(int handicap) {
    if (handicap < 0) {
      throw new IllegalArgumentException("a handicap is zero or more stones, not " + handicap);
    }
    return handicap;
  }

  private static Double readReal(String v) {
    double d = Double.parseDouble(v.trim());
    if (!Double.isFinite(d)) {
      throw new NumberFormatException(v);
    }
    return d;
  }

  private static String writeKomi(Double komi) {
    RuleSet.CHINESE.withKomi(komi); // the rules' own komi check
    // readers that know Fox's records (this one among them) read KM[650] as 6.5: a komi of 100 points or more is
    // written as Fox writes komi, times 100, so that it reads back as itself
    return writeReal(Math.abs(komi) >= KOMI_TIMES_100 ? komi * 100 : komi);
  }

  /** The least komi that {@link SgfGame#komi()} reads as written times 100, as Fox writes komi. */
  private static final double KOMI_TIMES_100 = 100;

  private static String writeReal(Double d) {
    if (!Double.isFinite(d)) {
      throw new IllegalArgumentException("not a finite number: " + d);
    }
    return HalfPoints.format(d);
  }

  /**
   * Returns the property's identifier.
   *
   * @return such as {@code KM}
   */
  public String id() {
    return type.id();
  }

  /**
   * Returns the property's entry in the table.
   *
   * @return the type
   */
  public SgfPropertyType type() {
    return type;
  }

  /** Reads the value from a root node; empty if absent or not of the type. */
  Optional<T> read(SgfGame game) {
    if (reader == null) { // KM: the real files' conventions
      java.util.OptionalDouble k = game.komi();
      @SuppressWarnings("unchecked")
      Optional<T> komi = k.isPresent() ? Optional.of((T) Double.valueOf(k.getAsDouble())) : Optional.empty();
      return komi;
    }
    Optional<String> raw = game.root().value(type.id());
    if (raw.isEmpty()) {
      return Optional.empty();
    }
    try {
      return Optional.of(reader.apply(type.decode(raw.get())));
    } catch (IllegalArgumentException e) { // NumberFormatException included
      return Optional.empty();
    }
  }

  /** The raw value to write. */
  String write(T value) {
    Objects.requireNonNull(value, "value");
    return type.encode(writer.apply(value));
  }

  @Override
  public String toString() {
    return "GameInfo[" + type.id() + "]";
  }
}
