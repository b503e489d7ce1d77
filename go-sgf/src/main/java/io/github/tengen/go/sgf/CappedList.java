package io.github.tengen.go.sgf;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/**
 * The warnings of one file or one game: the first {@code cap} are kept, the rest only counted, so a hostile file
 * with a problem in every byte costs memory for {@code cap} of them.
 */
final class CappedList<T> extends AbstractList<T> {
  /**
   * Warnings kept per file (the reader's) and per game (the replay's). A reader of them gives up long before this;
   * a file with more is junk or machine-made, and its first thousand say what is wrong.
   */
  static final int MAX_WARNINGS = 1_000;

  private final List<T> kept = new ArrayList<>();
  private final int cap;
  private long dropped;

  CappedList(int cap) {
    this.cap = cap;
  }

  @Override
  public boolean add(T t) {
    if (kept.size() < cap) {
      kept.add(t);
    } else {
      dropped++;
    }
    return true;
  }

  /** Adds past the cap: the one line that says how many were dropped. */
  void addSummary(T t) {
    kept.add(t);
  }

  /** How many were counted but not kept. */
  long dropped() {
    return dropped;
  }

  @Override
  public T get(int index) {
    return kept.get(index);
  }

  @Override
  public int size() {
    return kept.size();
  }

  /** The sentence of a summary line. */
  static String summary(long dropped, String what) {
    return String.format(java.util.Locale.ROOT, "%,d more %s not kept (the first %,d are)", dropped, what,
        MAX_WARNINGS);
  }
}
