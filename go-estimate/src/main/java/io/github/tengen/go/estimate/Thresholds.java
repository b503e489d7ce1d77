package io.github.tengen.go.estimate;

/**
 * The tuned numbers the estimator's stages share, in one place that every stage reads (each number used by one
 * class alone is a private constant of that class). Their values are in {@link DeadStoneEstimator}'s javadoc.
 */
final class Thresholds {
  private Thresholds() {}

  /** A chain that lives in a smaller share of the playouts is dead. */
  static final double LIFE_THRESHOLD = 0.65;
  /**
   * A chain whose life share is within this of {@link #LIFE_THRESHOLD} is undecided: the estimator plays more
   * playouts, and reports it in {@link Estimate#undecidedChains()}.
   */
  static final double UNDECIDED_MARGIN = 0.08;
  /**
   * A chain that lives in at least this share of the playouts is strong. The shares of the weaker chains are taken
   * over the playouts in which every strong chain lived: random play now and then lets a strong group die, and the
   * chains next to it live from that blunder (an invader that kills the wall around it), which play would not
   * allow.
   */
  static final double STRONG_LIFE = 0.8;
  /**
   * The size of an eye space that keeps a chain alive: a chain the playouts kill lives when it borders a connected
   * region of at least this many points, empty or holding dead stones of the opponent, that touches no living stone
   * of the opponent and whose border has no chain of at most three stones in atari from the opponent's living stones
   * outside, unless the opponent's chains around such a region of their own that shares a point with it live as
   * often or more. The largest eye spaces that one stone inside kills (the rabbity six) have six points.
   */
  static final int MIN_EYE_SPACE = 7;
  /**
   * The most empty points of a region read exactly ({@link LocalReading}): a bigger region is room for two eyes,
   * which the eye-space rule ({@link #MIN_EYE_SPACE}) judges.
   */
  static final int MAX_EMPTY = 6;
  /** The most points of a region read (empty, the defender's stones, small border chains, liberties added). */
  static final int MAX_POINTS = 24;
  /** A border chain with at most this many liberties adds them to the region. */
  static final int MAX_BORDER_LIBERTIES = 3;
  /** A border chain of at most this many stones may be captured inside the region; a bigger one is a way out. */
  static final int MAX_CAPTURED_INSIDE = 3;
}
