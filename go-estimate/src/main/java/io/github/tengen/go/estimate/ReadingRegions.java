package io.github.tengen.go.estimate;

import static io.github.tengen.go.estimate.Thresholds.MAX_BORDER_LIBERTIES;
import static io.github.tengen.go.estimate.Thresholds.MAX_CAPTURED_INSIDE;
import static io.github.tengen.go.estimate.Thresholds.MAX_EMPTY;
import static io.github.tengen.go.estimate.Thresholds.MAX_POINTS;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import java.util.Arrays;
import java.util.List;

/**
 * The regions a {@link LocalReading} reads in one position, with the scratch space their flood fills share (one per
 * estimate, so that the chains whose region is too big cost a short walk and no allocation). A region is what a
 * chain reaches through empty points, its own colour's stones and the opponent's dead stones, bounded by the
 * opponent's living stones, plus what the fights at that border bring in (see {@link LocalReading}).
 */
final class ReadingRegions {
  private final Position position;
  private final Board base;
  private final int[] chainOf;
  private final List<PointSet> chains;
  private final boolean[] isDead;
  private final boolean[] passAlive;
  private final int[] mark; // stamp: in the region, -stamp: a border stone
  private final int[] chainSeen;
  private final int[] outsideSeen;
  private final int[] stack;
  private final int[] border;
  private final int[] region = new int[MAX_POINTS];
  private int stamp;
  private int count; // points of the region being built
  private int empties; // empty points among them

  /**
   * @param position the position
   * @param base the position's board (read only)
   * @param chainOf the chain id of every stone's index, -1 elsewhere
   * @param chains the chains by id
   * @param isDead the current verdict by chain id
   * @param passAlive the chains Benson's algorithm proves alive, by id
   */
  ReadingRegions(Position position, Board base, int[] chainOf, List<PointSet> chains, boolean[] isDead,
      boolean[] passAlive) {
    this.position = position;
    this.base = base;
    this.chainOf = chainOf;
    this.chains = chains;
    this.isDead = isDead;
    this.passAlive = passAlive;
    mark = new int[base.indexLimit()];
    chainSeen = new int[chains.size()];
    outsideSeen = new int[chains.size()];
    int area = position.size().width() * position.size().height();
    stack = new int[area];
    border = new int[4 * area];
  }

  /**
   * The reading of the region around a chain, or null if that region is too big, counting the fights it leads out
   * to: a border chain short of liberties next to a chain of the defender's outside, not pass-alive and short of
   * liberties too, brings that chain and its liberties into the region.
   *
   * @param id the chain to read
   * @param anchor a stone of it
   * @param attackerFirst whether the attacker moves first (else the defender)
   * @return the reading, not yet read
   */
  LocalReading around(int id, int anchor, boolean attackerFirst) {
    int d = base.colorAt(anchor);
    int s = ++stamp;
    count = 0;
    empties = 0;
    int borders = flood(anchor, d, s);
    if (borders < 0) {
      return null;
    }
    int outs = addBorderFights(borders, d, s);
    if (outs < 0 || empties == 0) {
      return null;
    }
    libertiesFirst(id);
    Board start = base.copy();
    Color defenderColour = d == Board.BLACK ? Color.BLACK : Color.WHITE;
    start.setToMove(attackerFirst ? defenderColour.opponent() : defenderColour);
    return new LocalReading(start, Arrays.copyOf(region, count), Arrays.copyOf(border, outs), anchor);
  }

  /**
   * Fills the region from the anchor through empty points, the defender's ({@code d}) stones and dead stones,
   * stamping it {@code s} and the border stones {@code -s}; returns the number of border stones, or -1 if the region
   * is too big.
   */
  private int flood(int anchor, int d, int s) {
    BoardSize size = position.size();
    int borders = 0;
    int top = 0;
    stack[top++] = anchor;
    mark[anchor] = s;
    while (top > 0) {
      int i = stack[--top];
      if (count == MAX_POINTS || (base.colorAt(i) == Board.EMPTY && ++empties > MAX_EMPTY)) {
        return -1;
      }
      region[count++] = i;
      for (Point q : size.neighbours(base.point(i))) {
        int qi = base.index(q);
        if (mark[qi] == s || mark[qi] == -s) {
          continue;
        }
        int k = base.colorAt(qi);
        if (k == Board.EMPTY || k == d || isDead[chainOf[qi]]) {
          mark[qi] = s;
          stack[top++] = qi;
        } else {
          mark[qi] = -s;
          border[borders++] = qi;
        }
      }
    }
    return borders;
  }

  /**
   * The border's chains: small ones may be captured inside, those short of liberties may be attacked (their
   * liberties join, and so do the defender's chains outside they touch when those are short of liberties too).
   * Keeps in {@code border} the stones of the chains too big to capture inside (the ways out) and returns their
   * number, or -1 if the region grows too big.
   */
  private int addBorderFights(int borders, int d, int s) {
    int outs = 0;
    for (int k = 0; k < borders; k++) {
      int c = chainOf[border[k]];
      if (chains.get(c).size() > MAX_CAPTURED_INSIDE) {
        border[outs++] = border[k];
      }
      if (chainSeen[c] == s) {
        continue;
      }
      chainSeen[c] = s;
      if (chains.get(c).size() <= MAX_CAPTURED_INSIDE && !takeAll(chains.get(c), s)) {
        return -1;
      }
      PointSet libs = position.libertiesOf(base.point(border[k]));
      if (libs.size() > MAX_BORDER_LIBERTIES) {
        continue;
      }
      if (!addOutsideFights(chains.get(c), d, s) || !takeAll(libs, s)) {
        return -1;
      }
    }
    return outs;
  }

  /**
   * The fight at a border chain short of liberties leads out to the defender's chains beside it that are short of
   * liberties too and not pass-alive: each joins the region with its liberties, so that the search sees both sides
   * of the fight. False if the region grows too big.
   */
  private boolean addOutsideFights(PointSet borderChain, int d, int s) {
    for (Point q : borderChain) {
      for (Point r : position.size().neighbours(q)) {
        int ri = base.index(r);
        if (base.colorAt(ri) != d || mark[ri] == s || passAlive[chainOf[ri]] || outsideSeen[chainOf[ri]] == s) {
          continue;
        }
        outsideSeen[chainOf[ri]] = s; // each outside chain counted once
        PointSet outside = position.libertiesOf(r);
        if (outside.size() <= MAX_BORDER_LIBERTIES
            && (!takeAll(chains.get(chainOf[ri]), s) || !takeAll(outside, s))) {
          return false;
        }
      }
    }
    return true;
  }

  /** Puts the chain's liberties first in the region: the moves that decide most lines. */
  private void libertiesFirst(int id) {
    int front = 0;
    for (int k = 0; k < count; k++) {
      int i = region[k];
      if (base.colorAt(i) == Board.EMPTY && touchesChain(i, id)) {
        region[k] = region[front];
        region[front++] = i;
      }
    }
  }

  /**
   * Adds the points not yet in the region (stamp {@code s}) to it; false if the region then has more than
   * {@link LocalReading#MAX_POINTS} points or {@link LocalReading#MAX_EMPTY} empty ones.
   */
  private boolean takeAll(PointSet points, int s) {
    for (Point q : points) {
      int i = base.index(q);
      if (mark[i] == s) {
        continue;
      }
      if (count == MAX_POINTS || (base.colorAt(i) == Board.EMPTY && ++empties > MAX_EMPTY)) {
        return false;
      }
      mark[i] = s;
      region[count++] = i;
    }
    return true;
  }

  private boolean touchesChain(int i, int id) {
    for (Point q : position.size().neighbours(base.point(i))) {
      int qi = base.index(q);
      if (base.colorAt(qi) != Board.EMPTY && chainOf[qi] == id) {
        return true;
      }
    }
    return false;
  }
}
