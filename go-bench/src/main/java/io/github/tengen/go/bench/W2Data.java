package io.github.tengen.go.bench;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.IllegalMoveException;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The W2 move files of {@code shared/bench-data}: read from there when present, otherwise generated with
 * {@link W1} (which reproduces them byte for byte, as {@code refboard gen} does).
 */
public final class W2Data {
  private W2Data() {}

  /** Expected final stone totals, summed over all games, from {@code shared/bench-data/README.md}. */
  static long[] expectedTotals(int size) {
    return size == 9 ? new long[] {69159, 67391} : new long[] {47483, 46303};
  }

  /**
   * Fails unless the final stones of a replay of every game of the full file make the bench-data README's totals (a
   * replay of fewer games, as under superko, is not checked): a benchmark that plays other games must not pass.
   */
  static void checkTotals(int size, int replayed, long black, long white) {
    long[] expected = expectedTotals(size);
    if (replayed == games(size) && (black != expected[0] || white != expected[1])) {
      throw new IllegalStateException("W2 final stones B=" + black + " W=" + white + ", expected B=" + expected[0]
          + " W=" + expected[1]);
    }
  }

  /** Games of the full files: 2000 on 9x9, 300 on 19x19. */
  static int games(int size) {
    return size == 9 ? 2000 : 300;
  }

  /**
   * Returns the games of {@code w2_SIZE.txt} as point lists ({@code x + y * size}, -1 for a pass).
   *
   * @param size 9 or 19
   * @return one array per game
   * @throws IOException if the file exists but cannot be read
   */
  public static int[][] load(int size) throws IOException {
    String shared = System.getProperty("tengen.shared", "../shared");
    String dir = System.getProperty("tengen.benchData", shared + "/bench-data");
    Path file = Path.of(dir, "w2_" + size + ".txt");
    List<String> lines = Files.exists(file) ? Files.readAllLines(file) : generate(size, games(size));
    int[][] games = new int[lines.size()][];
    for (int g = 0; g < games.length; g++) {
      String[] f = lines.get(g).trim().split(" ");
      games[g] = new int[f.length - 1];
      for (int i = 1; i < f.length; i++) {
        games[g][i - 1] = Integer.parseInt(f[i]);
      }
    }
    return games;
  }

  /**
   * The games that a replay under {@code rules} accepts move by move. W2's games were played under simple ko; under
   * a superko rule a few of them (on 9x9) recreate an earlier position, and the move that does so is illegal.
   *
   * @param games the games, as {@link #load} returns them
   * @param size the board side
   * @param rules the rules of the replay
   * @return the games that replay to the end under those rules, in order
   */
  public static int[][] playableUnder(int[][] games, int size, RuleSet rules) {
    Position empty = Position.empty(BoardSize.square(size), rules);
    List<int[]> out = new ArrayList<>(games.length);
    for (int[] game : games) {
      try {
        Position p = empty;
        for (int m : game) {
          p = m < 0 ? p.pass() : p.play(Point.of(m % size, m / size));
        }
        out.add(game);
      } catch (IllegalMoveException e) {
        // a move the rules forbid (under superko: one that repeats a position): the game is left out
      }
    }
    return out.toArray(new int[0][]);
  }

  /**
   * Generates W1 playouts in the W2 file format, as {@code refboard gen SIZE GAMES} does.
   *
   * @param size the board side
   * @param games the number of games
   * @return one line per game
   */
  public static List<String> generate(int size, int games) {
    W1 w1 = new W1(size);
    int[] rec = new int[3 * size * size + 1];
    List<String> out = new ArrayList<>(games);
    for (int g = 0; g < games; g++) {
      int m = w1.playout(rec);
      StringBuilder sb = new StringBuilder().append(size);
      for (int i = 0; i < m; i++) {
        sb.append(' ').append(rec[i]);
      }
      out.add(sb.toString());
    }
    return out;
  }
}
