package io.github.tengen.go.sgf;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The warnings of one file or one game: the first {@code cap} of each kind are kept, the rest only counted, so a
 * hostile file with a problem in every byte costs memory for {@code cap} warnings of each kind, and no kind (an
 * illegal move after a thousand notes) is ever lost.
 */
final class CappedList<T> extends AbstractList<T> {
  /**
   * Warnings of one kind kept per file (the reader's) and per game (the replay's). A reader of them gives up long
   * before this; a file with more is junk or machine-made, and its first thousand say what is wrong.
   */
  static final int MAX_WARNINGS = 1_000;

  private final List<T> kept = new ArrayList<>();
  private final Function<T, ?> kind;
  private final Map<Object, Integer> keptByKind = new LinkedHashMap<>();
  private final Map<Object, Long> droppedByKind = new LinkedHashMap<>();

  CappedList(Function<T, ?> kind) {
    this.kind = kind;
  }

  @Override
  public boolean add(T t) {
    Object k = kind.apply(t);
    int n = keptByKind.getOrDefault(k, 0);
    if (n < MAX_WARNINGS) {
      keptByKind.put(k, n + 1);
      kept.add(t);
    } else {
      droppedByKind.merge(k, 1L, Long::sum);
    }
    return true;
  }

  /**
   * Adds, past the cap, one line for each kind of which some were dropped, made by {@code summary} from the kind
   * and its sentence.
   */
  void addSummaries(BiFunction<Object, String, T> summary) {
    droppedByKind.forEach((k, n) -> kept.add(summary.apply(k, String.format(java.util.Locale.ROOT,
        "%,d more %s warnings not kept (the first %,d of each kind are)", n, k, MAX_WARNINGS))));
    droppedByKind.clear();
  }

  @Override
  public T get(int index) {
    return kept.get(index);
  }

  @Override
  public int size() {
    return kept.size();
  }
}
