package io.github.tengen.go;

/**
 * A position of a board larger than 19x19 (more than 12 words of bitboards): the stones are in the array
 * {@link #extra} beside it, followed by the prisoner counts.
 */
final class PositionWide extends Position {
  PositionWide(Line line, long[] s, long hash, int state, long captures, Position previous, History history,
      int historyIndex) {
    super(line, s, hash, state, captures, previous, history, historyIndex);
  }

  private PositionWide(Line line, PositionWide same, int state, Position previous, History history, int historyIndex) {
    super(line, same, state, previous, history, historyIndex);
  }

  /** The words of stones: the array holds them, then the two prisoner counts. */
  private int words() {
    return extra.length - 2;
  }

  @Override
  Position withState(Line line, int state, Position previous, History history, int historyIndex) {
    return new PositionWide(line, this, state, previous, history, historyIndex);
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

  /** Tells whether two arrays agree in their first {@code n} words (Android has no range {@code Arrays.equals}). */
  private static boolean sameWords(long[] a, long[] b, int n) {
    for (int k = 0; k < n; k++) {
      if (a[k] != b[k]) {
        return false;
      }
    }
    return true;
  }
}
