package io.github.tengen.go;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The points that must still be played before a territory count is right, behind
 * {@link Scorer#unsettled(Position, Set)}: see there and {@link Scorer.Unsettled}.
 */
final class Sealing {
  private Sealing() {}

  static Scorer.Unsettled unsettled(Position position, Set<Point> deadStones) {
    Score score = Scorer.score(position, deadStones);
    BoardSize size = position.size();
    // the position with the dead stones taken off, White or Black to move as needed
    Setup cleared = Setup.of(position);
    for (Point p : deadStones) {
      for (Point q : position.chainAt(p)) {
        cleared.remove(q);
      }
    }
    Position alive = cleared.build(position.ruleSet().withKoRule(RuleSet.KoRule.SIMPLE)
        .withSuicideRule(RuleSet.SuicideRule.FORBIDDEN));
    List<Point> sealing = new ArrayList<>();
    for (Point d : score.dame()) {
      for (Color filler : Color.values()) {
        Color owner = filler.opponent();
        boolean touchesOwner = false;
        for (Point n : size.neighbours(d)) {
          touchesOwner |= alive.stoneAt(n).orElse(null) == owner;
        }
        if (!touchesOwner) {
          continue;
        }
        MoveResult filled = alive.withToMove(filler).tryPlay(Move.play(filler, d));
        if (!filled.isLegal()) {
          continue;
        }
        Position after = filled.position();
        for (Point n : size.neighbours(d)) {
          if (after.stoneAt(n).orElse(null) != owner) {
            continue;
          }
          PointSet libs = after.libertiesOf(n);
          if (libs.size() == 1) {
            Point last = libs.iterator().next();
            if (score.ownerOf(last).orElse(null) == owner && !sealing.contains(last)) {
              sealing.add(last);
            }
          }
        }
      }
    }
    return new Scorer.Unsettled(score.dame(), PointSet.of(size, sealing));
  }
}
