package io.github.tengen.go;

/**
 * A position of a board whose two bitboards fit in 6 words (boards up to 13x13 that need more than 4), kept in its own fields: a move allocates
 * one object and no array.
 */
final class Position6 extends Position {
  // the stones, black words then white words as Engine lays them out, zeros past 2 * words
  private final long w0;
  private final long w1;
  private final long w2;
  private final long w3;
  private final long w4;
  private final long w5;

  Position6(Line line, long[] s, long hash, int ko, int toMove, int blackCaptures, int whiteCaptures, int passes,
      Position previous, int last, History history, int historyIndex) {
    super(line, s, hash, ko, toMove, blackCaptures, whiteCaptures, passes, previous, last, history, historyIndex);
    this.w0 = s[0];
    this.w1 = s[1];
    this.w2 = s[2];
    this.w3 = s[3];
    this.w4 = s[4];
    this.w5 = s[5];
  }

  private Position6(Line line, Position6 same, int ko, int toMove, int passes, Position previous, int last,
      History history, int historyIndex) {
    super(line, same, ko, toMove, passes, previous, last, history, historyIndex);
    this.w0 = same.w0;
    this.w1 = same.w1;
    this.w2 = same.w2;
    this.w3 = same.w3;
    this.w4 = same.w4;
    this.w5 = same.w5;
  }

  @Override
  Position withState(Line line, int ko, int toMove, int passes, Position previous, int last, History history,
      int historyIndex) {
    return new Position6(line, this, ko, toMove, passes, previous, last, history, historyIndex);
  }

  @Override
  boolean isOn(long[] s) {
    return s[0] == w0 && s[1] == w1 && s[2] == w2 && s[3] == w3 && s[4] == w4 && s[5] == w5;
  }

  @Override
  void writeStones(long[] s) {
    s[0] = w0;
    s[1] = w1;
    s[2] = w2;
    s[3] = w3;
    s[4] = w4;
    s[5] = w5;
  }

  @Override
  long word(int k) {
    switch (k) {
      case 0: return w0;
      case 1: return w1;
      case 2: return w2;
      case 3: return w3;
      case 4: return w4;
      case 5: return w5;
      default: throw new IndexOutOfBoundsException("word " + k);
    }
  }

  @Override
  int stoneTotal() {
    return Long.bitCount(w0) + Long.bitCount(w1) + Long.bitCount(w2) + Long.bitCount(w3) + Long.bitCount(w4)
        + Long.bitCount(w5);
  }

  @Override
  boolean sameStones(Position o) {
    Position6 p = (Position6) o;
    return w0 == p.w0 && w1 == p.w1 && w2 == p.w2 && w3 == p.w3 && w4 == p.w4 && w5 == p.w5;
  }
}
