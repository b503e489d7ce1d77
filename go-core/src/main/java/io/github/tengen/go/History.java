package io.github.tengen.go;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The earlier positions of one line of play, for superko and the no-result rule: the hash key and the stone count
 * of each. Entry {@code i} belongs to the position of the line whose {@code historyIndex} is {@code i}; its stones,
 * for the exact comparison on a key match, are found by walking back from a later position of the line, so the
 * history itself keeps 16 bytes per position.
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
 * each one with a release store of its chain head and of the size, after the entry and any grown arrays are written,
 * so a reader that acquires them sees a complete entry. (A game whose moves come from alternating threads therefore
 * copies its history at each change of thread: correct, linear in the length of the game.)
 */
final class History {
  private long[] keys;
  /** The number of stones on the board of each entry. */
  private int[] counts;
  /** For each entry, the previous entry with the same stone count, or -1. */
  private int[] sameCount;
  /** For each stone count from 0 to the board's area, the newest entry with it, or -1. */
  private final int[] newest;
  /** Entries written; plain for the owner, read with acquire by other threads. */
  private int size;
  /** The only thread that writes to this history. */
  private final Thread owner = Thread.currentThread();

  private static final VarHandle INTS = MethodHandles.arrayElementVarHandle(int[].class);
  private static final VarHandle SIZE;

  static {
    try {
      SIZE = MethodHandles.lookup().findVarHandle(History.class, "size", int.class);
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  private History(int capacity, int area) {
    keys = new long[capacity];
    counts = new int[capacity];
    sameCount = new int[capacity];
    newest = new int[area + 1];
    Arrays.fill(newest, -1);
  }

  /**
   * Starts a line's history on a board of {@code area} points with its first entry, with room for about as many
   * positions as points (a game rarely has more moves; the arrays grow when it does).
   */
  static History start(long key, int count, int area) {
    History h = new History(Math.max(16, area + 1), area);
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
    SIZE.getAcquire(this); // the entries up to index, and the arrays holding them, as the owner wrote them
    return counts[index];
  }

  /**
   * Returns an entry up to {@code lastIndex} with this key and stone count, newest first: the newest one when
   * {@code after} is -1, else the next older one after the entry {@code after} that this method returned; -1 when
   * there is none. The caller compares the stones, so a hash collision never counts as a repetition.
   */
  int candidate(long key, int count, int lastIndex, int after) {
    SIZE.getAcquire(this);
    if (count < 0 || count >= newest.length) {
      return -1;
    }
    for (int e = after < 0 ? head(count) : sameCount[after]; e >= 0; e = sameCount[e]) {
      if (e <= lastIndex && keys[e] == key) {
        return e;
      }
    }
    return -1;
  }

  /**
   * The path of every move: appends the entry that follows entry {@code parentIndex}, for a position with
   * {@code stoneDelta} more stones than that entry's, as {@link #append} does, unless an entry up to
   * {@code parentIndex} has the same key and stone count; then returns null and appends nothing (the caller compares
   * the stones with {@link #candidate} and appends with {@link #append} if they differ).
   */
  History appendIfNoCandidate(int parentIndex, long key, int stoneDelta) {
    int n = (int) SIZE.getAcquire(this);
    int count = counts[parentIndex] + stoneDelta;
    for (int e = head(count); e >= 0; e = sameCount[e]) {
      if (e <= parentIndex && keys[e] == key) {
        return null;
      }
    }
    if (parentIndex != n - 1 || Thread.currentThread() != owner) {
      return copy(parentIndex, key, count);
    }
    add(key, count);
    return this;
  }

  /**
   * Appends the entry that follows entry {@code parentIndex} (its index is {@code parentIndex + 1}); returns the
   * history that holds it: this one at the tip of the line on the owner's thread, else a copy of the entries up to
   * {@code parentIndex} owned by the calling thread.
   */
  History append(int parentIndex, long key, int count) {
    int n = (int) SIZE.getAcquire(this);
    if (parentIndex != n - 1 || Thread.currentThread() != owner) {
      return copy(parentIndex, key, count);
    }
    add(key, count);
    return this;
  }

  /** A history owned by the calling thread with the entries up to {@code parentIndex}, then the given one. */
  private History copy(int parentIndex, long key, int count) {
    History copy = new History(parentIndex + 17, newest.length - 1);
    for (int i = 0; i <= parentIndex; i++) {
      copy.add(keys[i], counts[i]);
    }
    copy.add(key, count);
    return copy;
  }

  private void add(long key, int count) {
    if (size == keys.length) {
      int n = size * 2;
      keys = Arrays.copyOf(keys, n);
      counts = Arrays.copyOf(counts, n);
      sameCount = Arrays.copyOf(sameCount, n);
    }
    keys[size] = key;
    counts[size] = count;
    sameCount[size] = newest[count];
    // publish: a reader that acquires the chain head (or the size) sees the entry and the arrays holding it
    INTS.setRelease(newest, count, size);
    SIZE.setRelease(this, size + 1);
  }

  /**
   * The newest entry with a stone count, read with acquire: every entry on its chain, and the arrays that hold it,
   * are then visible to this thread.
   */
  private int head(int count) {
    return (int) INTS.getAcquire(newest, count);
  }
}
