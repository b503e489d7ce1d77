package io.github.tengen.go;

/**
 * A position of a board whose two bitboards fit in 4 words (boards up to 10x10), kept in its own fields: a move
 * allocates one object and no array. {@link Position6} and {@link Position12} add the words larger boards need.
 */
sealed class Position4 extends Position permits Position6 {
  // the first stones' words, black words then white words as Engine lays them out, zeros past 2 * words
  private final long w0;
  private final long w1;
  private final long w2;
  private final long w3;

  Position4(Line line, long[] s, long hash, int state, long captures, Position previous, History history,
      int historyIndex) {
    super(line, s, hash, state, captures, previous, history, historyIndex);
    this.w0 = s[0];
    this.w1 = s[1];
    this.w2 = s[2];
    this.w3 = s[3];
  }

  Position4(Line line, Position4 same, int state, Position previous, History history, int historyIndex) {
    super(line, same, state, previous, history, historyIndex);
    this.w0 = same.w0;
    this.w1 = same.w1;
    this.w2 = same.w2;
    this.w3 = same.w3;
  }

  @Override
  Position withState(Line line, int state, Position previous, History history, int historyIndex) {
    return new Position4(line, this, state, previous, history, historyIndex);
  }

  @Override
  boolean isOn(long[] s) {
    return s[0] == w0 && s[1] == w1 && s[2] == w2 && s[3] == w3;
  }

  @Override
  void writeStones(long[] s) {
    s[0] = w0;
    s[1] = w1;
    s[2] = w2;
    s[3] = w3;
  }

  @Override
  long word(int k) {
    switch (k) {
      case 0: return w0;
      case 1: return w1;
      case 2: return w2;
      case 3: return w3;
      default: throw new IndexOutOfBoundsException("word " + k);
    }
  }

  @Override
  int stoneTotal() {
    return Long.bitCount(w0) + Long.bitCount(w1) + Long.bitCount(w2) + Long.bitCount(w3);
  }

  @Override
  boolean sameStones(Position o) {
    Position4 p = (Position4) o;
    return w0 == p.w0 && w1 == p.w1 && w2 == p.w2 && w3 == p.w3;
  }
}
