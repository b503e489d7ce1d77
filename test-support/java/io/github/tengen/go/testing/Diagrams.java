package io.github.tengen.go.testing;

/** Diagrams that tests of several modules read (as {@code Position.parse} takes them). */
public final class Diagrams {
  private Diagrams() {}

  /**
   * Seed 004, diagram 9: a finished 9x9 game; the free points of a seki are neutral, and so are the points between
   * the territories; White has 5 points, Black 14, no prisoners: Black wins by 9 (without komi). Counted as the
   * text does, territory plus prisoners (Japanese rules).
   */
  public static final String FINISHED_9X9 = """
      . O X . O . X O O
      . O X X O X X O O
      . O O X O X O O O
      . . O X X X O O O
      O O O O O O O O O
      . . . . . . . . .
      X X X X X . . . .
      . . . . . X X X X
      . . . . . . . . .
      """;

  /**
   * The shared liberties a = C9 and E9 lie apart. Black's chain around White's three stones D9-D7 has no other
   * liberty, nor have those stones; White's outer group lives with three eyes, Black's bottom group with its
   * territory.
   */
  public static final String APART = """
      O X . O . X O . O
      O X X O X X O O O
      O O X O X O O . O
      . O X X X O O O O
      O O O O O O O O O
      X X X X X X X X X
      X . X . X X . X X
      X X X X . X X X X
      . X . X X X . X .
      """;

  /**
   * The shared liberties b = D1 and c = E1 are neighbours. White's chain around Black's five stones C2-G2 has no
   * other liberty, nor have those stones. (With only two or three black stones inside, White could capture them
   * and live... but Black, filling b first, would then kill White's small eye: not seki, as GNU Go confirms.)
   */
  public static final String SIDE_BY_SIDE = """
      . O . O O O . O .
      O O O O O O O O O
      X X X X X X X X X
      X . X X X X X . X
      X X X X X X X X X
      X X X X X X X X X
      X O O O O O O O X
      X O X X X X X O X
      X O O . . O O O X
      """;

  /**
   * Three kos side by side: Black to move takes the first, and the cycle of six captures (Black takes ko 0, White ko
   * 2, Black ko 1, White ko 0, Black ko 2, White ko 1) repeats the starting position. The capturing points of ko
   * {@code k} are (2, 1 + 4k) for Black and (1, 1 + 4k) for White.
   */
  public static final String TRIPLE_KO = """
      . X O . .
      X O . O .
      . X O . .
      . . . . .
      . X O . .
      X O . O .
      . X O . .
      . . . . .
      . X O . .
      X . X O .
      . X O . .
      """;

  /**
   * A finished 9x9 game in two halves: Black's wall on the fourth column, White's on the fifth, one white stone dead
   * in Black's area (1, 1) and one black stone dead in White's (7, 7). Under Japanese rules and komi 6.5, with those
   * two dead: Black 27 points and 1 prisoner, White 36 and 1, W+15.5.
   */
  public static final String TWO_DEAD_STONES = """
      . . . X O . . . .
      . O . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . . .
      . . . X O . . X .
      . . . X O . . . .
      """;
}
