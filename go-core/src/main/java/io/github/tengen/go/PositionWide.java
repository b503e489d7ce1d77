package io.github.tengen.go;

/**
 * A position of a board larger than 19x19 (more than 12 words of bitboards): the stones are in the array
 * {@link #extra} beside it, followed by the prisoner counts.
 */
final class PositionWide extends Position {
  PositionWide(Line line, long[] s, long hash, int ko, int toMove, int blackCaptures, int whiteCaptures, int passes,
      Position previous, int last, History history, int historyIndex) {
    super(line, s, hash, ko, toMove, blackCaptures, whiteCaptures, passes, previous, last, history, historyIndex);
  }

  private PositionWide(Line line, PositionWide same, int ko, int toMove, int passes, Position previous, int last,
      History history, int historyIndex) {
    super(line, same, ko, toMove, passes, previous, last, history, historyIndex);
  }

  /** The words of stones: the array holds them, then the two prisoner counts. */
  private int words() {
    return extra.length - 2;
  }

  @Override
  Position withState(Line line, int ko, int toMove, int passes, Position previous, int last, History history,
      int historyIndex) {
    return new PositionWide(line, this, ko, toMove, passes, previous, last, history, historyIndex);
  }

  @Override
  boolean isOn(long[] s) {
    return sameWords(extra, s, words());
  }

  @Override
  void writeStones(long[] s) {
    System.arraycopy(extra, 0, s, 0, words());
  }

  @Override
  long word(int k) {
    if (k >= words()) {
      throw new IndexOutOfBoundsException("word " + k);
    }
    return extra[k];
  }

  @Override
  int stoneTotal() {
    int n = 0;
    for (int k = words() - 1; k >= 0; k--) {
      n += Long.bitCount(extra[k]);
    }
    return n;
  }

  @Override
  boolean sameStones(Position o) {
    return sameWords(extra, o.extra, words());
  }
}
