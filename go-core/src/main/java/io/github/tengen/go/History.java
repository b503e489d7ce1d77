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
 * <p>Positions of one line share a history: the position at the tip appends in place. A position that is not at
 * the tip (a fork: a second move from the same position) copies the entries up to itself first, so each line
 * sees only its own ancestors.
 *
 * <p>Thread safety without a lock: only the thread that created a history (its owner) ever writes to it; any other
 * thread that plays on forks, into a copy it owns. Entries are never changed once written, and the owner publishes
 * each one with a release store ({@code lazySet}) of its chain head and of the size, after the entry and any grown
 * arrays are written, so a reader that reads them (volatile reads) sees a complete entry. (A game whose moves come
 * from alternating threads therefore copies its history at each change of thread: correct, linear in the length of
 * the game.) The atomics are {@code java.util.concurrent.atomic}'s, which Android has at every API level.
 */
final class History {
  /**
   * One long per entry: in the low 32 bits a link to the previous entry with the same stone count, in bits 32-43 the
   * stone count (at most 52 x 52 = 2704), in bits 44-63 the key's 20 high bits. A lookup therefore finds every
   * entry with the key, and now and then one whose key only agrees in those bits; the caller compares the stones
   * (and the player to move, where the key includes it), so such an entry costs a comparison, never a wrong answer.
   */
  private long[] entries;
  /**
   * For each stone count from 0 to the board's area: in the low 32 bits a link to the newest entry with it, in
   * the high 32 bits a signature of the keys of all its entries (bit {@code key >>> 59}), so that most lookups of a
   * key that is not there stop at this one word without walking the chain.
   */
  private final AtomicLongArray heads;
  /** The low half of a head word or an entry: an entry's index plus one, 0 for none (a new array holds no entry). */
  private static final long LINK = 0xFFFF_FFFFL;
  /** Entries written; written with a release store by the owner, so that any thread that reads it sees them. */
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

  private History(int capacity, int area, Object owner) {
    this.owner = owner;
    entries = new long[capacity];
    heads = new AtomicLongArray(area + 1);
  }

  /**
   * Starts a line's history on a board of {@code area} points with its first entry, with room for about as many
   * positions as points (a game rarely has more moves; the arrays grow when it does).
   */
  static History start(long key, int count, int area, Object owner) {
    History h = new History(Math.max(16, area + 1), area, owner);
    h.add(key, count);
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
    return countOf(publishedEntries()[index]);
  }

  /**
   * Returns an entry up to {@code lastIndex} with this key and stone count, newest first: the newest one when
   * {@code after} is -1, else the next older one after the entry {@code after} that this method returned; -1 when
   * there is none. The caller compares the stones, so a hash collision never counts as a repetition.
   */
  int candidate(long key, int count, int lastIndex, int after) {
    if (count < 0 || count >= heads.length()) {
      return -1;
    }
    long h = after < 0 ? heads.get(count) : 0; // first: the array read next holds every entry of the chain
    long[] es = publishedEntries();
    int e;
    if (after < 0) {
      e = (h & signature(key)) == 0 ? -1 : newest(h);
    } else {
      e = newest(es[after]);
    }
    return find(es, e, key, lastIndex);
  }

  /**
   * Returns an entry up to {@code lastIndex} with this stone count, whatever its key, newest first: the newest one
   * when {@code after} is -1, else the next older one after the entry {@code after} that this method returned; -1
   * when there is none.
   */
  int withCount(int count, int lastIndex, int after) {
    if (count < 0 || count >= heads.length()) {
      return -1;
    }
    long h = after < 0 ? heads.get(count) : 0; // first: the array read next holds every entry of the chain
    long[] es = publishedEntries();
    int e = after < 0 ? newest(h) : newest(es[after]);
    while (e > lastIndex) {
      e = newest(es[e]);
    }
    return e;
  }

  /**
   * Walks a chain from entry {@code e} to the first entry up to {@code lastIndex} whose stored key bits are this
   * key's; -1 for none.
   */
  private static int find(long[] es, int e, long key, int lastIndex) {
    long part = key >>> 44;
    for (; e >= 0; e = newest(es[e])) {
      if (e <= lastIndex && es[e] >>> 44 == part) {
        return e;
      }
    }
    return -1;
  }

  private static int countOf(long entry) {
    return (int) (entry >>> 32) & 0xFFF;
  }

  /**
   * The path of every move: appends the entry that follows entry {@code parentIndex}, for a position with
   * {@code stoneDelta} more stones than that entry's, as {@link #append} does, unless an entry up to
   * {@code parentIndex} has the same key and stone count; then returns null and appends nothing (the caller compares
   * the stones with {@link #candidate} and appends with {@link #append} if they differ).
   */
  History appendIfNoCandidate(int parentIndex, long key, int stoneDelta, Object caller) {
    if (caller != owner) {
      int count = count(parentIndex) + stoneDelta;
      return candidate(key, count, parentIndex, -1) >= 0 ? null : copy(parentIndex, key, count, caller);
    }
    // the owner's thread wrote every entry: plain reads see them
    long[] es = entries;
    int n = written;
    int count = countOf(es[parentIndex]) + stoneDelta;
    long h = heads.get(count);
    if ((h & signature(key)) != 0 && find(es, newest(h), key, parentIndex) >= 0) {
      return null;
    }
    if (parentIndex != n - 1) {
      return copy(parentIndex, key, count, caller);
    }
    push(n, key, count, h);
    return this;
  }

  /**
   * Appends the entry that follows entry {@code parentIndex} (its index is {@code parentIndex + 1}); returns the
   * history that holds it: this one at the tip of the line on the owner's thread, else a copy of the entries up to
   * {@code parentIndex} owned by the calling thread. {@code caller} is the calling thread's token (its engine for
   * the board size).
   */
  History append(int parentIndex, long key, int count, Object caller) {
    if (caller != owner || parentIndex != written - 1) {
      return copy(parentIndex, key, count, caller);
    }
    add(key, count);
    return this;
  }

  /**
   * A history owned by the calling thread with the entries up to {@code parentIndex}, then the given one; with room
   * for a game's worth of positions, as {@link #start} has (a line forked early, such as a game played from a shared
   * empty position, would otherwise grow its arrays several times).
   */
  private History copy(int parentIndex, long key, int count, Object caller) {
    long[] es = publishedEntries();
    int area = heads.length() - 1;
    History copy = new History(Math.max(parentIndex + 17, area + 1), area, caller);
    for (int i = 0; i <= parentIndex; i++) {
      copy.add(es[i], countOf(es[i])); // an entry's high bits are its key's
    }
    copy.add(key, count);
    return copy;
  }

  /** Appends an entry for this key (of which it keeps the 20 high bits) and stone count. */
  private void add(long key, int count) {
    push(written, key, count, heads.get(count));
  }

  /**
   * Writes entry {@code n} (the size) for this key and count, {@code head} being the count's head word, and
   * publishes it: a reader that then reads the chain head (or the size) sees the entry and the array holding it.
   */
  private void push(int n, long key, int count, long head) {
    long[] es = entries;
    if (n == es.length) {
      es = entries = Arrays.copyOf(es, 2 * n);
    }
    es[n] = entry(key, count, head);
    heads.lazySet(count, (head | signature(key)) & ~LINK | n + 1);
    written = n + 1;
    SIZE.lazySet(this, n + 1);
  }

  /** The entry a link (the low half of a head word or of an entry) points to, or -1. */
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
   * The entries array, read after the size: every entry the owner published before its last store of the size, and
   * the array holding it, are then visible to this thread.
   */
  private long[] publishedEntries() {
    int n = size;
    long[] es = entries;
    assert n <= es.length;
    return es;
  }
}
