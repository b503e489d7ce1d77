package io.github.tengen.go.sgf;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * The replay warnings of a {@link GameRecord}'s path, kept as a replay keeps them: along one path from the root, the
 * first {@link CappedList#MAX_WARNINGS} of each kind, and of the rest only which kinds had more. A node whose replay
 * warns adds a link with its own warnings to the nearest one above it; a node that adds nothing (no warning, or only
 * kinds already full) shares its parent's link, so a record of a million illegal moves keeps a few thousand warnings,
 * not a million.
 */
final class PathWarnings {
  /** The warnings of a path that has none. */
  static final PathWarnings NONE = new PathWarnings(List.of(), new int[ReplayWarning.Code.values().length], 0, null);

  private final List<ReplayWarning> own;
  /** Warnings of each kind kept on the path, this link's included; shared with the link above when unchanged. */
  private final int[] kept;
  /** The kinds of which some were not kept, a bit each by ordinal. */
  private final long fullKinds;
  private final PathWarnings above;

  private PathWarnings(List<ReplayWarning> own, int[] kept, long fullKinds, PathWarnings above) {
    this.own = own;
    this.kept = kept;
    this.fullKinds = fullKinds;
    this.above = above;
  }

  /**
   * The path's warnings after a node whose replay gave {@code fresh}.
   *
   * @return this, when the node adds nothing to keep
   */
  PathWarnings after(List<ReplayWarning> fresh) {
    if (fresh.isEmpty()) {
      return this;
    }
    int[] counts = kept;
    long full = fullKinds;
    List<ReplayWarning> keep = new ArrayList<>(fresh.size());
    for (ReplayWarning w : fresh) {
      int k = w.code().ordinal();
      if (counts[k] < CappedList.MAX_WARNINGS) {
        if (counts == kept) {
          counts = Arrays.copyOf(kept, kept.length);
        }
        counts[k]++;
        keep.add(w);
      } else {
        full |= 1L << k;
      }
    }
    if (keep.isEmpty() && full == fullKinds) {
      return this;
    }
    return new PathWarnings(List.copyOf(keep), counts, full, this);
  }

  /**
   * The warnings, root first, and one {@link ReplayWarning.Code#TOO_MANY_WARNINGS} for each kind that had more.
   *
   * @param moveNumber the move number of the summaries
   * @param root the node the summaries name
   */
  List<ReplayWarning> list(int moveNumber, SgfNode root) {
    List<List<ReplayWarning>> parts = new ArrayList<>();
    for (PathWarnings p = this; p != null; p = p.above) {
      parts.add(p.own);
    }
    Collections.reverse(parts);
    List<ReplayWarning> out = new ArrayList<>();
    parts.forEach(out::addAll);
    for (ReplayWarning.Code c : ReplayWarning.Code.values()) {
      if ((fullKinds & 1L << c.ordinal()) != 0) {
        out.add(new ReplayWarning(ReplayWarning.Code.TOO_MANY_WARNINGS, moveNumber, root, null, String.format(
            Locale.ROOT, "more %s warnings not kept (the first %,d of each kind are)", c, CappedList.MAX_WARNINGS)));
      }
    }
    return List.copyOf(out);
  }
}
