package io.github.tengen.go;

import io.github.tengen.go.internal.Geometry;
import java.util.Objects;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The count of a finished position under its rules, with the breakdown that produced it. Made by
 * {@link Scorer#score(Position, java.util.Set)}.
 *
 * <p>Prisoners are shown from the capturer's side: {@link #prisoners(Color)} are the stones that player took (captures
 * during the game plus the opponent's dead stones removed at the end), and count for that player under territory
 * scoring. Under area scoring they do not count; stones on the board do.
 *
 * <pre>{@code
 * Score s = Scorer.score(position, deadStones);
 * s.total(Color.BLACK);   // points, komi and handicap bonus included
 * s.result().toSgf();     // "B+9.5"
 * }</pre>
 *
 * @since 0.1.0
 */
public final class Score {
  private final RuleSet rules;
  private final Geometry g;
  private final int[] stones;
  private final int[] territory;
  private final int[] prisoners;
  private final int handicapBonus;
  private final PointSet dame;
  private final PointSet seki;
  private final byte[] owner;
  private final int[] passStones;
  private final int[] groupTax;
  private final @Nullable Color button;

  Score(RuleSet rules, Geometry g, int[] stones, int[] territory, int[] prisoners, int handicapBonus,
      PointSet dame, PointSet seki, byte[] owner, int[] passStones, int[] groupTax, @Nullable Color button) {
    this.passStones = passStones;
    this.groupTax = groupTax;
    this.button = button;
    this.rules = rules;
    this.g = g;
    this.stones = stones;
    this.territory = territory;
    this.prisoners = prisoners;
    this.handicapBonus = handicapBonus;
    this.dame = dame;
    this.seki = seki;
    this.owner = owner;
  }

  /**
   * Returns the rules counted under.
   *
   * @return the rules
   */
  public RuleSet rules() {
    return rules;
  }

  /**
   * Returns the stones of a colour left on the board after removing the dead ones (counted under area scoring).
   *
   * @param color the colour
   * @return the number of stones
   */
  public int stones(Color color) {
    return stones[color.ordinal()];
  }

  /**
   * Returns the empty points a colour surrounds (after removing dead stones, whose points count too), without the
   * eyes of groups in seki unless the rules count them.
   *
   * @param color the colour
   * @return the number of points
   */
  public int territory(Color color) {
    return territory[color.ordinal()];
  }

  /**
   * Returns the pass stones a player received: under rules where White passes last (AGA), one for each of the
   * opponent's passes; zero under other rules. They are part of {@link #prisoners(Color)}.
   *
   * @param color the receiver
   * @return the number of pass stones
   */
  public int passStones(Color color) {
    return passStones[color.ordinal()];
  }

  /**
   * Returns the stones a player took: captures during the game plus the opponent's dead stones, plus pass stones
   * under AGA rules (counted under territory scoring).
   *
   * @param color the capturer
   * @return the number of prisoners
   */
  public int prisoners(Color color) {
    return prisoners[color.ordinal()];
  }

  /**
   * Returns the komi, which White receives.
   *
   * @return the komi
   */
  public double komi() {
    return rules.komi();
  }

  /**
   * Returns what White receives for the handicap stones under the rules' {@link RuleSet.HandicapBonus}.
   *
   * @return the bonus points
   */
  public int handicapBonus() {
    return handicapBonus;
  }

  /**
   * Returns the points a player pays under the rules' {@link RuleSet#groupTax()}: two for each of its groups that
   * lives on its own. Such a group is a connected part of the player's stones and territory (after the dead stones
   * are removed) that touches no point of a seki (a shared liberty, the eye of a group in seki) and holds none of the
   * player's stones in atari; a group in seki pays nothing. This is KataGo's count of a finished game; counting a game
   * ended before the dame are filled, KataGo also treats a group next to an open dame as in seki (no territory, no
   * tax), where Tengen counts it as living. Zero without the tax.
   *
   * @param color the player
   * @return the points paid, a multiple of 2
   */
  public int groupTax(Color color) {
    return groupTax[color.ordinal()];
  }

  /**
   * Returns who holds the button under the rules' {@link RuleSet#button()}: the first player to pass in the
   * position's line of play, or, if nobody has passed yet, the player to move (who could pass now), as KataGo has
   * it. The button is worth half a point. Empty without the button rule.
   *
   * @return the holder of the button
   */
  public Optional<Color> button() {
    return Optional.ofNullable(button);
  }

  /**
   * Returns a player's total: area (stones plus territory) or territory plus prisoners, less the
   * {@linkplain #groupTax(Color) group tax}, plus half a point for the {@linkplain #button() button}, and for White
   * komi and the handicap bonus.
   *
   * @param color the player
   * @return the points
   */
  public double total(Color color) {
    int i = color.ordinal();
    double points = rules.scoringRule() == RuleSet.ScoringRule.AREA
        ? stones[i] + territory[i]
        : territory[i] + prisoners[i];
    points += (button == color ? 0.5 : 0) - groupTax[i];
    return color == Color.WHITE ? points + rules.komi() + handicapBonus : points;
  }

  /**
   * Returns the empty points that belong to nobody: regions bordered by both colours (or by none) that are not
   * part of a seki.
   *
   * @return the dame
   */
  public PointSet dame() {
    return dame;
  }

  /**
   * Returns the neutral points of seki: the shared liberties that neither player can fill without putting their own
   * chain in atari, and, unless the rules count them, the eyes of the chains in seki.
   *
   * @return the seki points
   */
  public PointSet seki() {
    return seki;
  }

  /**
   * Returns who a point counts for: a stone left on the board under area scoring, or territory. Under territory
   * scoring a stone itself counts for nobody.
   *
   * @param point a point of the board
   * @return the colour, or empty for a neutral point
   * @throws IllegalArgumentException if the point is not on the board
   */
  public Optional<Color> ownerOf(Point point) {
    Objects.requireNonNull(point, "point");
    if (point.x() >= g.width || point.y() >= g.height) {
      throw new IllegalArgumentException(point + " is not on a " + g.width + "x" + g.height + " board");
    }
    int o = owner[g.index(point.x(), point.y())];
    return o == 0 ? Optional.empty() : Optional.of(o == 1 ? Color.BLACK : Color.WHITE);
  }

  /**
   * Returns the winner.
   *
   * @return the colour with more points, or empty for a draw
   */
  public Optional<Color> winner() {
    double d = total(Color.BLACK) - total(Color.WHITE);
    return d == 0 ? Optional.empty() : Optional.of(d > 0 ? Color.BLACK : Color.WHITE);
  }

  /**
   * Returns the difference between the totals.
   *
   * @return the margin, zero or more
   */
  public double margin() {
    return Math.abs(total(Color.BLACK) - total(Color.WHITE));
  }

  /**
   * Returns the result: a win by the margin, or a draw.
   *
   * @return the result
   */
  public GameResult result() {
    Optional<Color> w = winner();
    return w.isEmpty() ? GameResult.NoWinner.DRAW : new GameResult.ScoreWin(w.get(), margin());
  }

  /**
   * Returns the result as SGF writes it: {@code B+9.5}, {@code W+0.5} or {@code 0}.
   *
   * @return the text
   */
  public String toSgf() {
    return result().toSgf();
  }

  /** Returns for example {@code B 45 (area 40+5), W 36.5 (area 30+0, komi 6.5): B+8.5}. */
  @Override
  public String toString() {
    String kind = rules.scoringRule() == RuleSet.ScoringRule.AREA ? "area" : "territory";
    return "B " + fmt(total(Color.BLACK)) + " (" + part(Color.BLACK) + "), W " + fmt(total(Color.WHITE)) + " ("
        + part(Color.WHITE) + ", komi " + fmt(rules.komi())
        + (handicapBonus != 0 ? ", handicap " + handicapBonus : "") + "): " + toSgf() + " by " + kind;
  }

  private String part(Color c) {
    return (rules.scoringRule() == RuleSet.ScoringRule.AREA
        ? "stones " + stones(c) + " + territory " + territory(c)
        : "territory " + territory(c) + " + prisoners " + prisoners(c))
        + (groupTax(c) != 0 ? " - tax " + groupTax(c) : "") + (button == c ? " + button 0.5" : "");
  }

  private static String fmt(double d) {
    return HalfPoints.format(d);
  }
}
