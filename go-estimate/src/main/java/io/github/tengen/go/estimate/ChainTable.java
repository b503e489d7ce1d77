package io.github.tengen.go.estimate;

import io.github.tengen.go.Board;
import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.PointSet;
import io.github.tengen.go.Position;
import io.github.tengen.go.Scorer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The chains of the position being estimated, by id, and what each stage has found of them: the table the stages
 * read and write, in place of arrays passed side by side. Ids follow the board's points, row by row. One estimate's
 * scratch: not shared between threads.
 */
final class ChainTable {
  final Position position;
  /** The position's board, read only. */
  final Board base;
  /** The index of every point of the board, row by row. */
  final int[] points;
  /** The chain id of every stone's index, -1 elsewhere. */
  final int[] chainOf;
  /** The stones of each chain. */
  final List<PointSet> stones = new ArrayList<>();
  /** A stone of each chain: the chain lived in a playout when this point holds its colour at the end. */
  final int[] anchor;
  /** Each chain's colour, as {@link Board#colorAt(int)} gives it. */
  final int[] colour;
  /** 1 for a chain Benson's algorithm proves alive, 0 for one in the opponent's pass-alive territory, else -1. */
  final double[] fixedLife;
  /** The share of the playouts each chain lived in (set by the playouts, retaken by the later stages). */
  final double[] life;
  /** The current verdict. */
  final boolean[] dead;
  /** Per point index: +1 or -1 where Benson's algorithm decides the point for Black or White, else 0. */
  final double[] fixed;
  final int size;

  private ChainTable(Position position, Board base, int[] points, int[] chainOf, int[] anchor, int[] colour, int n) {
    this.position = position;
    this.base = base;
    this.points = points;
    this.chainOf = chainOf;
    this.anchor = Arrays.copyOf(anchor, n);
    this.colour = Arrays.copyOf(colour, n);
    this.size = n;
    this.fixedLife = new double[n];
    Arrays.fill(fixedLife, -1);
    this.life = new double[n];
    this.dead = new boolean[n];
    this.fixed = new double[base.indexLimit()];
  }

  /** The chains of a position, with Benson's verdicts. */
  static ChainTable of(Position position, Board base) {
    BoardSize size = position.size();
    int area = size.width() * size.height();
    int[] points = new int[area];
    for (int y = 0, k = 0; y < size.height(); y++) {
      for (int x = 0; x < size.width(); x++) {
        points[k++] = base.index(x, y);
      }
    }
    int[] chainOf = new int[base.indexLimit()];
    Arrays.fill(chainOf, -1);
    List<PointSet> stones = new ArrayList<>();
    int[] anchor = new int[area];
    int[] colour = new int[area];
    for (int i : points) {
      int c = base.colorAt(i);
      if (c == Board.EMPTY || chainOf[i] >= 0) {
        continue;
      }
      PointSet chain = position.chainAt(base.point(i));
      int id = stones.size();
      stones.add(chain);
      anchor[id] = i;
      colour[id] = c;
      for (Point q : chain) {
        chainOf[base.index(q)] = id;
      }
    }
    ChainTable t = new ChainTable(position, base, points, chainOf, anchor, colour, stones.size());
    t.stones.addAll(stones);
    t.applyBenson();
    return t;
  }

  /** Benson first: its chains and territories are decided, and need no playouts. */
  private void applyBenson() {
    for (Color c : Color.values()) {
      Scorer.PassAlive alive = Scorer.passAlive(position, c);
      double sign = c == Color.BLACK ? 1 : -1;
      for (Point pt : alive.stones()) {
        fixed[base.index(pt)] = sign;
        fixedLife[chainOf[base.index(pt)]] = 1;
      }
      for (Point pt : alive.territory()) {
        int i = base.index(pt);
        fixed[i] = sign;
        if (chainOf[i] >= 0) {
          fixedLife[chainOf[i]] = 0;
        }
      }
    }
  }

  /** Whether Benson's algorithm decides the chain. */
  boolean isFixed(int id) {
    return fixedLife[id] >= 0;
  }

  /** The chain's colour as a {@link Color}. */
  Color color(int id) {
    return colour[id] == Board.BLACK ? Color.BLACK : Color.WHITE;
  }

  /** Sets the chain's life share and its verdict by {@link DeadStoneEstimator#LIFE_THRESHOLD}. */
  void setLife(int id, double share) {
    life[id] = share;
    dead[id] = share < Thresholds.LIFE_THRESHOLD;
  }
}
