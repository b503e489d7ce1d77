package io.github.tengen.go.testing;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Seeded random games for property and referee tests. */
public final class RandomGames {
  private RandomGames() {}

  public static final RuleSet[] PRESETS = {RuleSet.JAPANESE, RuleSet.CHINESE, RuleSet.AGA, RuleSet.NEW_ZEALAND,
      RuleSet.TROMP_TAYLOR, RuleSet.JAPANESE.withSuicideRule(RuleSet.SuicideRule.ALLOWED),
      RuleSet.CHINESE.withKoRule(RuleSet.KoRule.SITUATIONAL_SUPERKO).withSuicideRule(RuleSet.SuicideRule.ALLOWED),
      RuleSet.JAPANESE.withSuicideRule(RuleSet.SuicideRule.MULTI_STONE_ONLY)};

  /** Whether every orthogonal neighbour of an empty point is the player's stone or the edge. */
  public static boolean isOwnEye(Position p, Point pt, Color c) {
    BoardSize s = p.size();
    int[][] d = {{0, -1}, {-1, 0}, {1, 0}, {0, 1}};
    for (int[] o : d) {
      int x = pt.x() + o[0];
      int y = pt.y() + o[1];
      if (x >= 0 && y >= 0 && x < s.width() && y < s.height()
          && !p.stoneAt(Point.of(x, y)).equals(java.util.Optional.of(c))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Plays a random game: mostly random legal stones that do not fill the mover's own eye, sometimes a pass, until
   * the game ends or {@code maxMoves}. Returns every position, the start first.
   */
  public static List<Position> play(Position start, long seed, int maxMoves, double passChance) {
    Random rnd = new Random(seed);
    List<Position> out = new ArrayList<>();
    Position p = start;
    out.add(p);
    BoardSize s = p.size();
    for (int m = 0; m < maxMoves && !p.isGameOver(); m++) {
      Move move = null;
      if (rnd.nextDouble() >= passChance) {
        for (int tries = 0; tries < 2 * s.area() && move == null; tries++) {
          Point pt = Point.of(rnd.nextInt(s.width()), rnd.nextInt(s.height()));
          Move cand = Move.play(p.toMove(), pt);
          if (!isOwnEye(p, pt, p.toMove()) && p.isLegal(cand)) {
            move = cand;
          }
        }
      }
      if (move == null) {
        move = Move.pass(p.toMove());
      }
      p = p.play(move);
      out.add(p);
    }
    return out;
  }
}
