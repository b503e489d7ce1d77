package io.github.tengen.go;

/**
 * A position of a board whose two bitboards fit in 6 words (boards up to 13x13 that need more than 4): the words
 * of {@link Position4} and two more.
 */
sealed class Position6 extends Position4 permits Position12 {
  private final long w4;
  private final long w5;

  Position6(Line line, long[] s, long hash, int state, long captures, Position previous, History history,
      int historyIndex) {
    super(line, s, hash, state, captures, previous, history, historyIndex);
    this.w4 = s[4];
    this.w5 = s[5];
  }

  Position6(Line line, Position6 same, int state, Position previous, History history, int historyIndex) {
    super(line, same, state, previous, history, historyIndex);
    this.w4 = same.w4;
    this.w5 = same.w5;
  }

  @Override
  Position withState(Line line, int state, Position previous, History history, int historyIndex) {
    return new Position6(line, this, state, previous, history, historyIndex);
  }

  @Override
  boolean isOn(long[] s) {
    return s[4] == w4 && s[5] == w5 && super.isOn(s);
  }

  @Override
  void writeStones(long[] s) {
    super.writeStones(s);
    s[4] = w4;
    s[5] = w5;
  }

  @Override
  long word(int k) {
    return k == 4 ? w4 : k == 5 ? w5 : super.word(k);
  }

  @Override
  int stoneTotal() {
    return super.stoneTotal() + Long.bitCount(w4) + Long.bitCount(w5);
  }

  @Override
  boolean sameStones(Position o) {
    Position6 p = (Position6) o;
    return w4 == p.w4 && w5 == p.w5 && super.sameStones(o);
  }
}
