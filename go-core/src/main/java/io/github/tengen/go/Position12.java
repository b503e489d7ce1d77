package io.github.tengen.go;

/**
 * A position of a board whose two bitboards fit in 12 words (boards up to 19x19 that need more than 6): the words
 * of {@link Position6} and six more.
 */
final class Position12 extends Position6 {
  private final long w6;
  private final long w7;
  private final long w8;
  private final long w9;
  private final long w10;
  private final long w11;

  Position12(Line line, long[] s, long hash, int state, long captures, Position previous, History history,
      int historyIndex) {
    super(line, s, hash, state, captures, previous, history, historyIndex);
    this.w6 = s[6];
    this.w7 = s[7];
    this.w8 = s[8];
    this.w9 = s[9];
    this.w10 = s[10];
    this.w11 = s[11];
  }

  private Position12(Line line, Position12 same, int state, Position previous, History history, int historyIndex) {
    super(line, same, state, previous, history, historyIndex);
    this.w6 = same.w6;
    this.w7 = same.w7;
    this.w8 = same.w8;
    this.w9 = same.w9;
    this.w10 = same.w10;
    this.w11 = same.w11;
  }

  @Override
  Position withState(Line line, int state, Position previous, History history, int historyIndex) {
    return new Position12(line, this, state, previous, history, historyIndex);
  }

  @Override
  boolean isOn(long[] s) {
    return s[11] == w11 && s[10] == w10 && s[9] == w9 && s[8] == w8 && s[7] == w7 && s[6] == w6 && super.isOn(s);
  }

  @Override
  void writeStones(long[] s) {
    super.writeStones(s);
    s[6] = w6;
    s[7] = w7;
    s[8] = w8;
    s[9] = w9;
    s[10] = w10;
    s[11] = w11;
  }

  @Override
  long word(int k) {
    switch (k) {
      case 6: return w6;
      case 7: return w7;
      case 8: return w8;
      case 9: return w9;
      case 10: return w10;
      case 11: return w11;
      default: return super.word(k);
    }
  }

  @Override
  int stoneTotal() {
    return super.stoneTotal() + Long.bitCount(w6) + Long.bitCount(w7) + Long.bitCount(w8) + Long.bitCount(w9)
        + Long.bitCount(w10) + Long.bitCount(w11);
  }

  @Override
  boolean sameStones(Position o) {
    Position12 p = (Position12) o;
    return w6 == p.w6 && w7 == p.w7 && w8 == p.w8 && w9 == p.w9 && w10 == p.w10 && w11 == p.w11
        && super.sameStones(o);
  }
}
