package io.github.tengen.go.bench;

import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Setup;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Perft, as chess programs define it: the number of move sequences of a given length from a position, each made of
 * legal moves, the pass included. Every move is played, the last ones too (no counting of the last level's moves
 * without playing them), so the count measures {@link Position#legalMoves()} and {@link Position#play(Move)} on
 * positions the thread's engine does not follow. A game that two passes end has no further moves: a line through
 * two passes counts only when they are its last two moves.
 *
 * <p>The cases and their counts are pinned in {@code perft.txt}, one self-contained block a case in the manner of
 * shakmaty's perft files: the position (board, player to move, ko point, passes) and its count at each depth.
 */
final class Perft {
  private Perft() {}

  /** Simple ko, suicide forbidden, no end on a repeated position. */
  static final RuleSet SIMPLE_KO = RuleSet.JAPANESE.withNoResultOnRepetition(false);
  /** Positional superko, suicide forbidden. */
  static final RuleSet POSITIONAL_SUPERKO = SIMPLE_KO.withKoRule(RuleSet.KoRule.POSITIONAL_SUPERKO);

  /**
   * One case: a position under {@code rules} ({@code simple} or {@code psk}) and its perft counts, {@code counts[d -
   * 1]} at depth d.
   */
  record Case(String id, String rules, Position position, long[] counts) {
    /** The deepest depth the case pins. */
    int depth() {
      return counts.length;
    }

    /** The count at the deepest depth. */
    long nodes() {
      return counts[counts.length - 1];
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
      List<String> block = new ArrayList<>();
      for (String line = r.readLine(); ; line = r.readLine()) {
        String t = line == null ? "" : line.strip();
        if (t.isEmpty() && !block.isEmpty()) {
          out.add(parse(block));
          block.clear();
        } else if (!t.isEmpty() && !t.startsWith("#")) {
          block.add(t);
        }
        if (line == null) {
          return out;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** A case from its lines: the keys of perft.txt's header, the board's rows after {@code board}. */
  private static Case parse(List<String> lines) {
    Map<String, String> keys = new HashMap<>();
    StringBuilder board = new StringBuilder();
    List<Long> counts = new ArrayList<>();
    for (String line : lines) {
      String[] f = line.split(" ", 2);
      if (f[0].equals("perft")) {
        String[] dn = f[1].split(" ");
        if (Integer.parseInt(dn[0]) != counts.size() + 1) {
          throw new IllegalArgumentException("perft depths go 1, 2, 3...: " + line);
        }
        counts.add(Long.parseLong(dn[1]));
      } else if (line.matches("[XO.](?: [XO.])*")) {
        board.append(line).append('\n');
      } else if (!f[0].equals("board")) {
        keys.put(f[0], f[1]);
      }
    }
    RuleSet rules = switch (keys.get("rules")) {
      case "simple" -> SIMPLE_KO;
      case "psk" -> POSITIONAL_SUPERKO;
      default -> throw new IllegalArgumentException("rules " + keys.get("rules") + " (simple or psk)");
    };
    Color toMove = keys.get("to-move").equals("white") ? Color.WHITE : Color.BLACK;
    int passes = Integer.parseInt(keys.getOrDefault("passes", "0"));
    Setup setup = Setup.parse(board.toString()).toMove(passes % 2 == 0 ? toMove : toMove.opponent());
    Position p = setup.build(rules);
    if (!keys.get("ko").equals("-")) {
      if (passes > 0) {
        throw new IllegalArgumentException(keys.get("id") + ": a pass lifts the ko ban");
      }
      p = setup.koPoint(Point.parseGtp(keys.get("ko"), p.size())).build(rules);
    }
    for (int k = 0; k < passes; k++) {
      p = p.pass();
    }
    return new Case(keys.get("id"), keys.get("rules"), p, counts.stream().mapToLong(Long::longValue).toArray());
  }
}
