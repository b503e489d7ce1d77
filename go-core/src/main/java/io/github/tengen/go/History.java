package io.github.tengen.go;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicIntegerFieldUpdater;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * The earlier positions of one line of play, for superko and the no-result rule: 20 bits of the hash key and the
 * stone count of each. Entry {@code i} belongs to the position of the line whose {@code historyIndex} is {@code i};
 * its stones, for the exact comparison on a match, are found by walking back from a later position of the line, so
 * the history itself keeps 8 bytes per position.
 *
 * <p>A position can only repeat an earlier one with as many stones on the board, so the entries are chained by stone
 * count: a lookup walks the entries with the new position's count and compares keys, and a move that brings a count
 * the line has not seen (most moves of a game: every move that captures nothing raises the count) finds an empty
 * chain at once. Appending is a few array stores, with no hashing and no table to rehash.
 *
 * <p>Positions of one line share a history: the position at its tip appends in place. A second move from a
 * position (a fork: a sibling in a search, a variation) starts a <em>segment</em>: a small history whose first
 * entries are those of its base up to the fork, read there, and whose own entries follow, searched one by one: a fork
 * costs a few dozen bytes, not a copy of the line. A line that goes on past {@link #SEGMENT_LIMIT} entries in a
 * segment, or forks more than {@link #MAX_DEPTH} times deep, is copied into one history with its entries chained by
 * count. A position made on another thread than the history's owner writes nothing: its own entry stays implied
 * (Position's {@code historyIndex}) until it has a successor, and the thread that plays that successor records it,
 * in place when that thread owns the history and its tip is still there (a game whose moves alternate between two
 * threads), else in a segment of its own. When the owner plays again on a line that left its history through
 * segments, and the history's tip is still where the line left it, the history takes the segments' entries back and
 * grows in place.
 *
 * <p>Thread safety without a lock: only the thread that created a history (its owner) ever writes to it, and entries
 * are never changed once written. The owner publishes each entry with a release store ({@code lazySet}) of its chain
 * head and of the size, after the entry and any grown arrays are written, so a reader that reads them (volatile
 * reads) sees a complete entry. The atomics are {@code java.util.concurrent.atomic}'s, which Android has at every
 * API level.
 */
final class History {
  /**
   * The most segments a lookup walks through: a line that forks again past this depth is copied into one history
   * (a search deeper than this pays one copy of the line per fork there).
   */
  private static final int MAX_DEPTH = 12;
  /**
   * The most entries of a segment, searched one by one: a line that goes on past them is copied into a history whose
   * entries are chained by count (an array as long as the area, which a short fork in a search does not pay).
   */
  private static final int SEGMENT_LIMIT = 8;

  /** The history holding the entries before this one's first, or null. */
  private final History base;
  /** The index of this history's first own entry: entries below it are read from {@link #base}. */
  private final int first;
  /** Segments from this one to the history without a base, this one included. */
  private final int depth;
  /** The board's area: stone counts run from 0 to it. */
  private final int area;
  /**
   * One long per own entry (entry {@code first + i} at {@code i}): in the low 32 bits a link to the previous own
   * entry with the same stone count, in bits 32-43 the stone count (at most 52 x 52 = 2704), in bits 44-63 the key's
   * 20 high bits. A lookup therefore finds every entry with the key, and now and then one whose key only agrees in
   * those bits; the caller compares the stones (and the player to move, where the key includes it), so such an entry
   * costs a comparison, never a wrong answer.
   */
  private long[] entries;
  /**
   * For each stone count from 0 to the board's area: in the low 32 bits a link to the newest own entry with it, in
   * the high 32 bits a signature of the keys of all those entries (bit {@code key >>> 59}), so that most lookups of a
   * key that is not there stop at this one word without walking the chain. Null in a segment, whose few entries are
   * searched one by one.
   */
  private final AtomicLongArray heads;
  /** The low half of a head word or an entry: an own entry's position plus one, 0 for none. */
  private static final long LINK = 0xFFFF_FFFFL;
  /** Own entries published; written with a release store after each entry, so any thread that reads it sees them. */
  private volatile int size;
  /** The same count, for the owner's thread alone, which reads it without a volatile read. */
  private int written;
  /**
   * The only thread that writes to this history, by a token of it: that thread's {@code Engine} for the board size
   * (engines are per thread, so the token of another thread is never the same object, and comparing it costs less
   * than asking for the current thread).
   */
  private final Object owner;

  private static final AtomicIntegerFieldUpdater<History> SIZE =
      AtomicIntegerFieldUpdater.newUpdater(History.class, "size");

  private History(History base, int first, int capacity, int area, Object owner) {
    this.base = base;
    this.first = first;
    this.depth = base == null ? 1 : base.depth + 1;
    this.area = area;
    this.owner = owner;
    this.heads = base == null ? new AtomicLongArray(area + 1) : null;
    entries = new long[capacity];
  }

  /**
   * Starts a line's history on a board of {@code area} points with its first entry, with room for about as many
   * positions as points (a game rarely has more moves; the arrays grow when it does).
   */
  static History start(long key, int count, int area, Object owner) {
    History h = new History(null, 0, Math.max(16, area + 1), area, owner);
    h.push(0, key, count);
    return h;
  }

  /** The number of stones of a bitboard state. */
  static int stoneCount(long[] board) {
    int n = 0;
    for (long w : board) {
      n += Long.bitCount(w);
    }
    return n;
  }

  /** The stone count of an entry of the line. */
  int count(int index) {
    return countOf(entryAt(index));
  }

  /**
   * Returns an entry up to {@code lastIndex} with this key and stone count, newest first: the newest one when
   * {@code after} is -1, else the next older one after the entry {@code after} that this method returned; -1 when
   * there is none. The caller compares the stones, so a hash collision never counts as a repetition.
   */
  int candidate(long key, int count, int lastIndex, int after) {
    return search(key, count, lastIndex, after, true);
  }

  /**
   * Returns an entry up to {@code lastIndex} with this stone count, whatever its key, newest first: the newest one
   * when {@code after} is -1, else the next older one after the entry {@code after} that this method returned; -1
   * when there is none.
   */
  int withCount(int count, int lastIndex, int after) {
    return search(0, count, lastIndex, after, false);
  }

  /** {@link #candidate} when {@code byKey}, else {@link #withCount}: through the segments, newest first. */
  private int search(long key, int count, int lastIndex, int after, boolean byKey) {
    if (count < 0 || count > area) {
      return -1;
    }
    for (History h = this; h != null; h = h.base) {
      if (lastIndex < h.first || (after >= 0 && after < h.first)) {
        lastIndex = Math.min(lastIndex, h.first - 1);
        continue; // the entries asked for are in an older segment
      }
      int e = h.searchOwn(key, count, lastIndex, after, byKey);
      if (e >= 0) {
        return e;
      }
      after = -1; // the older segments are searched from their newest entry
      lastIndex = h.first - 1;
    }
    return -1;
  }

  /** {@link #search} in this segment's own entries, of which the newest asked for is entry {@code lastIndex}. */
  private int searchOwn(long key, int count, int lastIndex, int after, boolean byKey) {
    AtomicLongArray hs = heads;
    long h = hs == null || after >= 0 ? 0 : hs.get(count); // first: the array read next holds every entry it links
    int n = size;
    long[] es = entries; // read after the size: it holds the first n entries
    int last = Math.min(lastIndex - first, n - 1);
    long part = key >>> 44;
    if (hs == null) {
      for (int i = after >= 0 ? after - first - 1 : last; i >= 0; i--) {
        long x = es[i];
        if (i <= last && countOf(x) == count && (!byKey || x >>> 44 == part)) {
          return first + i;
        }
      }
      return -1;
    }
    int i;
    if (after >= 0) {
      i = newest(es[after - first]);
    } else {
      i = byKey && (h & signature(key)) == 0 ? -1 : newest(h);
    }
    for (; i >= 0; i = newest(es[i])) {
      if (i <= last && (!byKey || es[i] >>> 44 == part)) {
        return first + i;
      }
    }
    return -1;
  }

  private static int countOf(long entry) {
    return (int) (entry >>> 32) & 0xFFF;
  }

  /**
   * The path of every move on the owner's thread at the tip of a history without a base: appends the entry that
   * follows entry {@code parentIndex}, for a position with {@code stoneDelta} more stones than that entry's, and
   * returns this history, unless an entry up to {@code parentIndex} has the same key and stone count. Returns null
   * and appends nothing in that case, and off that path (the caller then compares the stones of the entries
   * {@link #candidate} finds, and appends with {@link #append}).
   */
  History appendIfNoCandidate(int parentIndex, long key, int stoneDelta, Object caller) {
    if (caller != owner || base != null || parentIndex != written - 1) {
      return null;
    }
    // the owner's thread at the tip of a history without a base wrote every entry: plain reads see them
    long[] es = entries;
    int count = countOf(es[parentIndex]) + stoneDelta;
    if (count > area) {
      return append(parentIndex, key, count, caller);
    }
    AtomicLongArray hs = heads;
    long h = hs.get(count);
    if ((h & signature(key)) != 0) {
      long part = key >>> 44;
      for (int i = newest(h); i >= 0; i = newest(es[i])) {
        if (es[i] >>> 44 == part) {
          return null;
        }
      }
    }
    push(parentIndex + 1, key, count);
    return this;
  }

  /** Tells whether the caller (a thread's token) owns this history: only it appends here. */
  boolean ownedBy(Object caller) {
    return caller == owner;
  }

  /**
   * Tells whether {@link #append} after entry {@code parentIndex} by the caller would write in place at this
   * history's tip (so allocate nothing but, now and then, a larger array). Reads the owner's count of entries only on
   * the owner's thread.
   */
  boolean appendsInPlace(int parentIndex, Object caller) {
    return caller == owner && parentIndex == first + written - 1 && (heads != null || written < SEGMENT_LIMIT);
  }

  /**
   * Appends the entry that follows entry {@code parentIndex} (its index is {@code parentIndex + 1}); returns the
   * history that holds it: this one at the tip of the line on the owner's thread; else a history of the line owned
   * by the calling thread whose tip is where the line left it, which takes the entries since; else a new segment
   * (or, from a full segment or past {@link #MAX_DEPTH}, a copy of the line). {@code caller} is the calling thread's
   * token (its engine for the board size).
   */
  History append(int parentIndex, long key, int count, Object caller) {
    if (appendsInPlace(parentIndex, caller)) {
      push(written, key, count);
      return this;
    }
    History below = this;
    for (History b = base; b != null; below = b, b = b.base) {
      if (b.owner == caller && b.heads != null && b.first + b.written == below.first && parentIndex >= below.first) {
        for (int i = below.first; i <= parentIndex; i++) {
          long x = entryAt(i);
          b.push(b.written, x, countOf(x)); // an entry's high bits are its key's
        }
        b.push(b.written, key, count);
        return b;
      }
    }
    History at = this;
    while (parentIndex < at.first) {
      at = at.base; // fork from the segment that holds the parent entry
    }
    boolean full = at == this && heads == null && written >= SEGMENT_LIMIT && parentIndex == first + written - 1;
    History fork = at.depth < MAX_DEPTH && !full // a full segment's line goes on in one history
        ? new History(at, parentIndex + 1, 2, area, caller)
        : copy(parentIndex, caller);
    fork.push(fork.written, key, count);
    return fork;
  }

  /** The entry of the line with this index. */
  private long entryAt(int index) {
    History h = this;
    while (index < h.first) {
      h = h.base;
    }
    return h.published()[index - h.first];
  }

  /** A history without a base holding the entries up to {@code lastIndex}, with room for as many again. */
  private History copy(int lastIndex, Object caller) {
    History c = new History(null, 0, Math.max(lastIndex + 17, area + 1), area, caller);
    for (int i = 0; i <= lastIndex; i++) {
      long x = entryAt(i);
      c.push(i, x, countOf(x)); // an entry's high bits are its key's
    }
    return c;
  }

  /**
   * Writes own entry {@code n} (the size) for this key and count, and publishes it: a reader that then reads the
   * chain head (or the size) sees the entry and the array holding it. Called by the owner's thread only.
   */
  private void push(int n, long key, int count) {
    long[] es = entries;
    if (n == es.length) {
      es = entries = Arrays.copyOf(es, 2 * n);
    }
    AtomicLongArray hs = heads;
    if (hs == null) {
      es[n] = entry(key, count, 0);
    } else {
      long head = hs.get(count);
      es[n] = entry(key, count, head);
      hs.lazySet(count, (head | signature(key)) & ~LINK | n + 1);
    }
    written = n + 1;
    SIZE.lazySet(this, n + 1);
  }

  /** The own entry a link (the low half of a head word or of an entry) points to, or -1. */
  private static int newest(long link) {
    return (int) link - 1;
  }

  /** An entry: the key's 20 high bits, the stone count, and the chain link from the count's head word. */
  private static long entry(long key, int count, long head) {
    return key & ~((1L << 44) - 1) | (long) count << 32 | (head & LINK);
  }

  /** The bit of a key in the high half of a {@link #heads} word. */
  private static long signature(long key) {
    return 1L << (32 + (int) (key >>> 59));
  }

  /**
   * The own entries, read after the size: every entry published before the last store of the size, and the array
   * holding it, are then visible to this thread.
   */
  private long[] published() {
    int n = size;
    long[] es = entries;
    assert n <= es.length;
    return es;
  }
}
