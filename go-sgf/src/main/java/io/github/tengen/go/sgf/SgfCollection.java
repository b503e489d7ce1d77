package io.github.tengen.go.sgf;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

/**
 * What an SGF file holds: one or more games (game trees), the character set its text was read with, and the
 * warnings of the lenient reader. Immutable.
 *
 * <pre>{@code
 * SgfCollection c = SgfReader.lenient().read(Path.of("game.sgf"));
 * SgfGame game = c.game();
 * c.warnings().forEach(System.err::println);
 * }</pre>
 *
 * @since 0.1.0
 */
public final class SgfCollection {
  private final List<SgfGame> games;
  private final Charset charset;
  private final List<SgfWarning> warnings;

  private SgfCollection(List<SgfGame> games, Charset charset, List<SgfWarning> warnings) {
    this.games = List.copyOf(games);
    this.charset = Objects.requireNonNull(charset, "charset");
    this.warnings = List.copyOf(warnings);
    if (this.games.isEmpty()) {
      throw new IllegalArgumentException("a collection holds at least one game");
    }
  }

  static SgfCollection read(List<SgfGame> games, Charset charset, List<SgfWarning> warnings) {
    return new SgfCollection(games, charset, warnings);
  }

  /**
   * A collection of games, for writing.
   *
   * @param games the games, at least one
   * @return the collection (UTF-8, no warnings)
   * @throws IllegalArgumentException if there is no game
   */
  public static SgfCollection of(List<SgfGame> games) {
    return new SgfCollection(games, StandardCharsets.UTF_8, List.of());
  }

  /**
   * A collection of games, for writing.
   *
   * @param games the games, at least one
   * @return the collection (UTF-8, no warnings)
   */
  public static SgfCollection of(SgfGame... games) {
    return of(List.of(games));
  }

  /**
   * Returns the games in file order.
   *
   * @return the games, at least one
   */
  public List<SgfGame> games() {
    return games;
  }

  /**
   * Returns the first game, for the usual file of one game.
   *
   * @return the game
   */
  public SgfGame game() {
    return games.get(0);
  }

  /**
   * Returns the character set the text was decoded with: declared by {@code CA}, given to the reader, found by a
   * byte-order mark, or detected.
   *
   * @return the character set
   */
  public Charset charset() {
    return charset;
  }

  /**
   * Returns the problems the reader read past and the notes on how it read the file, in file order (whole-file
   * notes, such as the character set, first).
   *
   * @return the warnings, empty for a clean file
   */
  public List<SgfWarning> warnings() {
    return warnings;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SgfCollection c && c.games.equals(games);
  }

  @Override
  public int hashCode() {
    return games.hashCode();
  }

  @Override
  public String toString() {
    return "SgfCollection[" + games.size() + (games.size() == 1 ? " game, " : " games, ") + charset.name() + ", "
        + warnings.size() + " warnings]";
  }
}
