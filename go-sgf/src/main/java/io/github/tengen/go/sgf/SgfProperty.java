package io.github.tengen.go.sgf;

import java.util.List;
import java.util.Objects;

/**
 * One SGF property: an identifier and its values, exactly as written in the file. Values are <em>raw</em>: the
 * text between {@code [} and {@code ]} with its escapes ({@code \]}, {@code \\}, {@code \:}) and line breaks still in
 * place, so that unknown properties and composed values survive a round trip unchanged. Decode a value with
 * {@link #text()}, {@link #simpleText()} or the methods of {@link SgfValues}; build one from plain text with
 * {@link #ofText(String, String)}.
 *
 * <pre>{@code
 * SgfProperty c = SgfProperty.ofText("C", "a comment with ] and \\");
 * c.values();   // ["a comment with \] and \\\\"]
 * c.text();     // "a comment with ] and \\"
 * }</pre>
 *
 * <p>Properties are values: equal when identifier and raw values are equal.
 *
 * @since 0.1.0
 */
public final class SgfProperty {
  private final String id;
  private final List<String> values;

  /**
   * Creates a property, checking and copying the parts.
   *
   * @param id the identifier: one or more upper-case letters {@code A}-{@code Z}
   * @param values the raw values, at least one (an empty value {@code []} is the empty string)
   * @throws IllegalArgumentException if the identifier is not upper-case letters, there is no value, or a value
   *     holds an unescaped {@code ]} or ends in a lone backslash
   */
  public SgfProperty(String id, List<String> values) {
    Objects.requireNonNull(id, "id");
    Objects.requireNonNull(values, "values");
    if (!isIdentifier(id)) {
      throw new IllegalArgumentException("an SGF property identifier is upper-case letters, got \"" + id + "\"");
    }
    values = List.copyOf(values);
    this.id = id;
    this.values = values;
    if (values.isEmpty()) {
      throw new IllegalArgumentException("property " + id + " has no value");
    }
    for (String v : values) {
      if (!SgfValues.isRawValue(v)) {
        throw new IllegalArgumentException("property " + id + ": value has an unescaped ']' or a trailing '\\': "
            + v);
      }
    }
  }

  /** Moves B[xx] and W[xx] (and passes) are shared: a game of moves then costs one node object a move. */
  private static final SgfProperty[] MOVES = new SgfProperty[2 * (52 * 52 + 1)];

  /** For the parser: one value, already checked; moves come from a shared table. */
  static SgfProperty single(String id, String value) {
    int side = id.equals("B") ? 0 : id.equals("W") ? 1 : -1;
    if (side >= 0) {
      int k = -1;
      if (value.isEmpty()) {
        k = 52 * 52;
      } else if (value.length() == 2) {
        int x = SgfValues.coordinate(value.charAt(0));
        int y = SgfValues.coordinate(value.charAt(1));
        if (x >= 0 && y >= 0) {
          k = y * 52 + x;
        }
      }
      if (k >= 0) {
        int slot = side * (52 * 52 + 1) + k;
        SgfProperty p = MOVES[slot];
        if (p == null) {
          p = new SgfProperty(id, List.of(value), true);
          MOVES[slot] = p; // a benign race: equal values
        }
        return p;
      }
    }
    return new SgfProperty(id, List.of(value), true);
  }


  /** For the parser: parts already checked. */
  static SgfProperty trusted(String id, List<String> values) {
    return new SgfProperty(id, values, true);
  }

  private SgfProperty(String id, List<String> values, boolean trusted) {
    this.id = id;
    this.values = values;
  }

  /**
   * Returns the identifier.
   *
   * @return one or more upper-case letters
   */
  public String id() {
    return id;
  }

  /**
   * Returns the raw values, escapes kept.
   *
   * @return the values, at least one, unmodifiable
   */
  public List<String> values() {
    return values;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SgfProperty p && p.id.equals(id) && p.values.equals(values);
  }

  @Override
  public int hashCode() {
    return id.hashCode() * 31 + values.hashCode();
  }

  /**
   * A property with raw values.
   *
   * @param id the identifier
   * @param rawValues the raw values, escaped as in a file
   * @return the property
   * @throws IllegalArgumentException as the constructor
   */
  public static SgfProperty of(String id, String... rawValues) {
    return new SgfProperty(id, List.of(rawValues));
  }

  /**
   * A property with one Text or SimpleText value, escaped for you ({@code \} and {@code ]}).
   *
   * @param id the identifier
   * @param text the plain text
   * @return the property
   */
  public static SgfProperty ofText(String id, String text) {
    return new SgfProperty(id, List.of(SgfValues.escapeText(text)));
  }

  /**
   * Returns the first raw value.
   *
   * @return the value
   */
  public String value() {
    return values.get(0);
  }

  /**
   * Decodes the first value as SGF Text: escapes removed, soft line breaks removed, line breaks normalised to
   * {@code \n}, other white space turned into spaces.
   *
   * @return the text
   */
  public String text() {
    return SgfValues.decodeText(values.get(0));
  }

  /**
   * Decodes the first value as SGF SimpleText: as {@link #text()}, but line breaks become spaces.
   *
   * @return the text
   */
  public String simpleText() {
    return SgfValues.decodeSimpleText(values.get(0));
  }

  static boolean isIdentifier(String id) {
    if (id.isEmpty()) {
      return false;
    }
    for (int i = 0; i < id.length(); i++) {
      char c = id.charAt(i);
      if (c < 'A' || c > 'Z') {
        return false;
      }
    }
    return true;
  }

  /** Writes the property as in a file, e.g. {@code AB[aa][bb]}. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder(id);
    for (String v : values) {
      sb.append('[').append(v).append(']');
    }
    return sb.toString();
  }
}
