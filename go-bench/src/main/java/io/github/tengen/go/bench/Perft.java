package io.github.tengen.go.bench;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Move;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.sgf.SgfReader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Perft, as chess programs define it: the number of move sequences of a given length from a position, each made of
 * legal moves, the pass included. Every move is played, the last ones too (no counting of the last level's moves
 * without playing them), so the count measures {@link Position#legalMoves()} and {@link Position#play(Move)} on
 * positions the thread's engine does not follow. A game that two passes end has no further moves: a line through
 * two passes counts only when they are its last two moves.
 *
 * <p>The cases and their counts are pinned in {@code perft.txt} (one case a line: id, game, move number, rules,
 * depth, count), in the manner of shakmaty's perft files; the games are the two bundled with go-bench and empty
 * boards.
 */
final class Perft {
  private Perft() {}

  /** Simple ko, suicide forbidden, no end on a repeated position. */
  static final RuleSet SIMPLE_KO = RuleSet.JAPANESE.withNoResultOnRepetition(false);
  /** Positional superko, suicide forbidden. */
  static final RuleSet POSITIONAL_SUPERKO = SIMPLE_KO.withKoRule(RuleSet.KoRule.POSITIONAL_SUPERKO);

  /**
   * One case: the position after {@code move} moves of {@code game} (a game bundled with go-bench, or {@code
   * empty:N}) under {@code rules} ({@code simple} or {@code psk}), and its perft count at {@code depth}.
   */
  record Case(String id, String game, int move, String rules, int depth, long nodes) {
    /** The position of the case, replayed from its game. */
    Position position() {
      RuleSet r = switch (rules) {
        case "simple" -> SIMPLE_KO;
        case "psk" -> POSITIONAL_SUPERKO;
        default -> throw new IllegalArgumentException("rules " + rules + " (simple or psk)");
      };
      return Perft.position(game, move, r);
    }

    @Override
    public String toString() {
      return id;
    }
  }

  /** The number of legal move sequences of {@code depth} moves from {@code p}, each move played. */
  static long count(Position p, int depth) {
    if (depth == 0) {
      return 1;
    }
    long n = 0;
    for (Move m : p.legalMoves()) {
      n += count(p.play(m), depth - 1);
    }
    return n;
  }

  /** The position after {@code move} moves of a game bundled with go-bench, replayed under {@code rules}. */
  static Position position(String game, int move, RuleSet rules) {
    if (game.startsWith("empty:")) {
      Position p = Position.empty(BoardSize.square(Integer.parseInt(game.substring(6))), rules);
      if (move != 0) {
        throw new IllegalArgumentException("an empty board is at move 0");
      }
      return p;
    }
    try (InputStream in = Perft.class.getResourceAsStream("/" + game)) {
      if (in == null) {
        throw new IllegalArgumentException("no bundled game " + game);
      }
      List<Position> line = SgfReader.strict().read(in).game().replay(rules).positions();
      return line.get(move);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The case of {@code perft.txt} with this id. */
  static Case named(String id) {
    return cases().stream().filter(c -> c.id().equals(id)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no perft case " + id));
  }

  /** The cases of {@code perft.txt}. */
  static List<Case> cases() {
    List<Case> out = new ArrayList<>();
    try (InputStream in = Perft.class.getResourceAsStream("/perft.txt");
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      for (String line = r.readLine(); line != null; line = r.readLine()) {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        String[] f = t.split("\\s+");
        out.add(new Case(f[0], f[1], Integer.parseInt(f[2]), f[3], Integer.parseInt(f[4]), Long.parseLong(f[5])));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }
}
