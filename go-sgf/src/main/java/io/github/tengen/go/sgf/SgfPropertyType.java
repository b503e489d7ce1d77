package io.github.tengen.go.sgf;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What an SGF property is: the FF[4] properties of Go ({@code GM[1]}) with their value types, in one table that the
 * reader's checks, the value decoders, the writer and the accessors all consult (as sgfmill's
 * {@code _property_types_by_ident}). A property not in the table is kept and written as it was, its values raw.
 *
 * <pre>{@code
 * SgfPropertyType.of("KM").map(SgfPropertyType::valueType);   // Optional[REAL]
 * SgfPropertyType.of("AB").get().isPointList();              // true
 * SgfPropertyType.of("XY");                                  // Optional.empty(): unknown, kept raw
 * }</pre>
 *
 * @param id the identifier, such as {@code KM}
 * @param valueType the type of each value
 * @param list whether the property takes a list of values (one value otherwise)
 * @param kind where the property belongs
 * @param name the FF[4] name, such as {@code Komi}
 * @since 0.1.0
 */
public record SgfPropertyType(String id, ValueType valueType, boolean list, Kind kind, String name) {

  /** The value types of FF[4], with the composed forms of Go's properties. */
  public enum ValueType {
    /** No value: {@code []}. */
    NONE,
    /** An integer, optionally signed. */
    NUMBER,
    /** A decimal number. */
    REAL,
    /** {@code 1} (normal) or {@code 2} (emphasised). */
    DOUBLE,
    /** {@code B} or {@code W}. */
    COLOR,
    /** SimpleText: escaped, white space folded to spaces. */
    SIMPLE_TEXT,
    /** Text: escaped, line breaks kept. */
    TEXT,
    /** A point (two letters). */
    POINT,
    /** A move: a point or a pass ({@code []}, or {@code tt} up to 19x19). */
    MOVE,
    /** A point or a compressed rectangle {@code aa:cc}. */
    POINT_LIST,
    /** A point list that may be empty ({@code []}). */
    POINT_ELIST,
    /** Two points, {@code aa:cc} (arrows and lines). */
    POINT_PAIR,
    /** A point and a SimpleText label, {@code aa:text}. */
    LABEL,
    /** {@code SZ}: a number, or two numbers {@code columns:rows}. */
    SIZE,
    /** {@code AP}, {@code FG}, {@code VW} and others with a composed value of their own; read raw. */
    COMPOSED
  }

  /** Where a property belongs (FF[4]'s property types). */
  public enum Kind {
    /** Root properties ({@code FF}, {@code GM}, {@code SZ}, {@code CA}, {@code AP}, {@code ST}). */
    ROOT,
    /** Game information ({@code PB}, {@code KM}, {@code RE}, ...), in the root node. */
    GAME_INFO,
    /** Move properties ({@code B}, {@code W}, {@code BL}, ...). */
    MOVE,
    /** Setup properties ({@code AB}, {@code AW}, {@code AE}, {@code PL}). */
    SETUP,
    /** Any other node property: comments, annotations, markup. */
    NODE
  }

  private static final Map<String, SgfPropertyType> TABLE = new LinkedHashMap<>();

  private static void add(String id, ValueType type, boolean list, Kind kind, String name) {
    TABLE.put(id, new SgfPropertyType(id, type, list, kind, name));
  }

  static {
    // one line a property: identifier, value type, list, kind, FF[4] name
    add("B", ValueType.MOVE, false, Kind.MOVE, "Black");
    add("W", ValueType.MOVE, false, Kind.MOVE, "White");
    add("KO", ValueType.NONE, false, Kind.MOVE, "Ko");
    add("MN", ValueType.NUMBER, false, Kind.MOVE, "Move number");
    add("BL", ValueType.REAL, false, Kind.MOVE, "Black time left");
    add("WL", ValueType.REAL, false, Kind.MOVE, "White time left");
    add("OB", ValueType.NUMBER, false, Kind.MOVE, "Black moves left");
    add("OW", ValueType.NUMBER, false, Kind.MOVE, "White moves left");
    add("BM", ValueType.DOUBLE, false, Kind.MOVE, "Bad move");
    add("DO", ValueType.NONE, false, Kind.MOVE, "Doubtful");
    add("IT", ValueType.NONE, false, Kind.MOVE, "Interesting");
    add("TE", ValueType.DOUBLE, false, Kind.MOVE, "Tesuji");
    add("AB", ValueType.POINT_LIST, true, Kind.SETUP, "Add black");
    add("AW", ValueType.POINT_LIST, true, Kind.SETUP, "Add white");
    add("AE", ValueType.POINT_LIST, true, Kind.SETUP, "Add empty");
    add("PL", ValueType.COLOR, false, Kind.SETUP, "Player to play");
    add("C", ValueType.TEXT, false, Kind.NODE, "Comment");
    add("N", ValueType.SIMPLE_TEXT, false, Kind.NODE, "Node name");
    add("DM", ValueType.DOUBLE, false, Kind.NODE, "Even position");
    add("GB", ValueType.DOUBLE, false, Kind.NODE, "Good for black");
    add("GW", ValueType.DOUBLE, false, Kind.NODE, "Good for white");
    add("HO", ValueType.DOUBLE, false, Kind.NODE, "Hotspot");
    add("UC", ValueType.DOUBLE, false, Kind.NODE, "Unclear position");
    add("V", ValueType.REAL, false, Kind.NODE, "Value");
    add("AR", ValueType.POINT_PAIR, true, Kind.NODE, "Arrow");
    add("LN", ValueType.POINT_PAIR, true, Kind.NODE, "Line");
    add("CR", ValueType.POINT_LIST, true, Kind.NODE, "Circle");
    add("SQ", ValueType.POINT_LIST, true, Kind.NODE, "Square");
    add("TR", ValueType.POINT_LIST, true, Kind.NODE, "Triangle");
    add("MA", ValueType.POINT_LIST, true, Kind.NODE, "Mark");
    add("SL", ValueType.POINT_LIST, true, Kind.NODE, "Selected");
    add("DD", ValueType.POINT_ELIST, true, Kind.NODE, "Dim points");
    add("LB", ValueType.LABEL, true, Kind.NODE, "Label");
    add("TB", ValueType.POINT_ELIST, true, Kind.NODE, "Territory black");
    add("TW", ValueType.POINT_ELIST, true, Kind.NODE, "Territory white");
    add("VW", ValueType.POINT_ELIST, true, Kind.NODE, "View");
    add("FG", ValueType.COMPOSED, false, Kind.NODE, "Figure");
    add("PM", ValueType.NUMBER, false, Kind.NODE, "Print move mode");
    add("AP", ValueType.COMPOSED, false, Kind.ROOT, "Application");
    add("CA", ValueType.SIMPLE_TEXT, false, Kind.ROOT, "Charset");
    add("FF", ValueType.NUMBER, false, Kind.ROOT, "File format");
    add("GM", ValueType.NUMBER, false, Kind.ROOT, "Game");
    add("ST", ValueType.NUMBER, false, Kind.ROOT, "Style");
    add("SZ", ValueType.SIZE, false, Kind.ROOT, "Size");
    add("AN", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Annotation");
    add("BR", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Black rank");
    add("BT", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Black team");
    add("CP", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Copyright");
    add("DT", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Date");
    add("EV", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Event");
    add("GN", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Game name");
    add("GC", ValueType.TEXT, false, Kind.GAME_INFO, "Game comment");
    add("ON", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Opening");
    add("OT", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Overtime");
    add("PB", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Player black");
    add("PC", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Place");
    add("PW", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Player white");
    add("RE", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Result");
    add("RO", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Round");
    add("RU", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Rules");
    add("SO", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "Source");
    add("TM", ValueType.REAL, false, Kind.GAME_INFO, "Time limit");
    add("US", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "User");
    add("WR", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "White rank");
    add("WT", ValueType.SIMPLE_TEXT, false, Kind.GAME_INFO, "White team");
    add("HA", ValueType.NUMBER, false, Kind.GAME_INFO, "Handicap");
    add("KM", ValueType.REAL, false, Kind.GAME_INFO, "Komi");
  }

  /**
   * Creates an entry.
   *
   * @param id the identifier
   * @param valueType the value type
   * @param list whether a list of values is allowed
   * @param kind where it belongs
   * @param name the FF[4] name
   * @throws NullPointerException if an argument is null
   */
  public SgfPropertyType {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(valueType, "valueType");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(name, "name");
  }

  /**
   * Looks up a property of Go's FF[4].
   *
   * @param id the identifier, such as {@code KM}
   * @return its entry, or empty for a property the table does not know
   */
  public static Optional<SgfPropertyType> of(String id) {
    return Optional.ofNullable(TABLE.get(Objects.requireNonNull(id, "id")));
  }

  /**
   * Returns every entry, in the order of the FF[4] property index (moves, setup, node, root, game info).
   *
   * @return the entries
   */
  public static Collection<SgfPropertyType> all() {
    return java.util.Collections.unmodifiableCollection(TABLE.values());
  }

  /**
   * Returns whether the values are points or compressed rectangles ({@link ValueType#POINT_LIST} and
   * {@link ValueType#POINT_ELIST}), which the writer may compress.
   *
   * @return true for setup, territory and point markup
   */
  public boolean isPointList() {
    return valueType == ValueType.POINT_LIST || valueType == ValueType.POINT_ELIST;
  }

  /**
   * Decodes a raw value for reading: Text and SimpleText unescaped ({@link SgfValues#decodeText},
   * {@link SgfValues#decodeSimpleText}), any other value as written.
   *
   * @param raw the raw value, escapes in place
   * @return the decoded value
   */
  public String decode(String raw) {
    Objects.requireNonNull(raw, "raw");
    return switch (valueType) {
      case TEXT -> SgfValues.decodeText(raw);
      case SIMPLE_TEXT -> SgfValues.decodeSimpleText(raw);
      default -> raw;
    };
  }

  /**
   * Escapes a value for writing: Text and SimpleText escaped ({@link SgfValues#escapeText}), any other value as it
   * is.
   *
   * @param value the value
   * @return the raw value
   */
  public String encode(String value) {
    Objects.requireNonNull(value, "value");
    return valueType == ValueType.TEXT || valueType == ValueType.SIMPLE_TEXT ? SgfValues.escapeText(value) : value;
  }

  /**
   * Tells whether a raw value is well formed for the scalar types ({@link ValueType#NUMBER}, {@link ValueType#REAL},
   * {@link ValueType#DOUBLE}, {@link ValueType#COLOR}); values of the other types are checked where the board is
   * known, or not at all, and count as well formed here.
   *
   * @param raw the raw value
   * @return false for {@code KM[abc]}, {@code HA[two]}, {@code PL[X]}, ...
   */
  public boolean accepts(String raw) {
    Objects.requireNonNull(raw, "raw");
    String v = raw.trim();
    return switch (valueType) {
      case NUMBER -> v.matches("[+-]?[0-9]+");
      case REAL -> v.matches("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");
      case DOUBLE -> v.equals("1") || v.equals("2");
      case COLOR -> v.equals("B") || v.equals("W");
      default -> true;
    };
  }
}
