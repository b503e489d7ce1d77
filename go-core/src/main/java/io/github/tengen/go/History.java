package io.github.tengen.go;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The earlier positions of one line of play, for superko and the no-result rule: their hash keys, and their stones
 * for the exact comparison on a hash match.
 *
 * <p>A position can only repeat an earlier one with as many stones on the board, so the entries are chained by stone
 * count: a lookup walks the entries with the new position's count and compares keys, and a move that brings a count
 * the line has not seen (most moves of a game: every move that captures nothing raises the count) finds an empty
 * chain at once. Appending is a few array stores, with no hashing and no table to grow.
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
  private long[][] boards;
  private int[] moveNumbers;
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
    boards = new long[capacity][];
    moveNumbers = new int[capacity];
    counts = new int[capacity];
    sameCount = new int[capacity];
    newest = new int[area + 1];
    Arrays.fill(newest, -1);
  }

  /**
   * Starts a line's history on a board of {@code area} points, with room for about as many positions (a game
   * rarely has more moves than points, and the arrays grow when it does).
   */
  static History start(long key, long[] board, int moveNumber, int area) {
    History h = new History(Math.max(16, area + 1), area);
    h.add(key, board, moveNumber, stoneCount(board));
    return h;
  }

  private static int stoneCount(long[] board) {
    int n = 0;
    for (long w : board) {
      n += Long.bitCount(w);
    }
    return n;
  }

  /**
   * Returns the move number of an earlier position of the line up to and including {@code lastIndex} with this
   * key and these stones, or -1.
   */
  int find(long key, long[] board, int lastIndex) {
    SIZE.getAcquire(this); // the entries up to lastIndex, and the arrays holding them, as the owner wrote them
    for (int e = head(stoneCount(board)); e >= 0; e = sameCount[e]) {
      if (e <= lastIndex && keys[e] == key && Arrays.equals(boards[e], board)) {
        return moveNumbers[e];
      }
    }
    return -1;
  }

  /**
   * Appends the position that follows entry {@code parentIndex} unless the line up to there already has it: the
   * test and the append in one call, the path of every move under superko.
   *
   * @param stoneDelta the stones the move added to the board of entry {@code parentIndex}: 1 minus the stones it
   *     removed
   * @return the history holding the new entry (this one, or a copy for a fork), or null for a repetition (then
   *     {@link #find} tells which move it repeats)
   */
  History appendIfNew(int parentIndex, long key, long[] board, int moveNumber, int stoneDelta) {
    int n = (int) SIZE.getAcquire(this);
    int count = counts[parentIndex] + stoneDelta;
    for (int e = head(count); e >= 0; e = sameCount[e]) {
      if (e <= parentIndex && keys[e] == key && Arrays.equals(boards[e], board)) {
        return null;
      }
    }
    if (parentIndex != n - 1 || Thread.currentThread() != owner) {
      return fork(parentIndex, key, board, moveNumber, count);
    }
    add(key, board, moveNumber, count);
    return this;
  }

  /**
   * Whether an earlier position of the line up to {@code lastIndex} has this key and the stone count of entry
   * {@code lastIndex} plus {@code stoneDelta} (boards not compared).
   */
  boolean mayContain(long key, int lastIndex, int stoneDelta) {
    SIZE.getAcquire(this);
    int count = counts[lastIndex] + stoneDelta;
    if (count < 0 || count >= newest.length) {
      return false;
    }
    for (int e = head(count); e >= 0; e = sameCount[e]) {
      if (e <= lastIndex && keys[e] == key) {
        return true;
      }
    }
    return false;
  }

  /**
   * Appends the position that follows entry {@code parentIndex}; returns the history that holds it (this one, or
   * a copy for a fork). The new entry's index is {@code parentIndex + 1}.
   */
  History append(int parentIndex, long key, long[] board, int moveNumber) {
    int n = (int) SIZE.getAcquire(this);
    int count = stoneCount(board);
    if (parentIndex != n - 1 || Thread.currentThread() != owner) {
      return fork(parentIndex, key, board, moveNumber, count);
    }
    add(key, board, moveNumber, count);
    return this;
  }

  /** A new history with the entries up to {@code parentIndex} and then the given one. */
  private History fork(int parentIndex, long key, long[] board, int moveNumber, int count) {
    History copy = new History(parentIndex + 17, newest.length - 1);
    for (int i = 0; i <= parentIndex; i++) {
      copy.add(keys[i], boards[i], moveNumbers[i], counts[i]);
    }
    copy.add(key, board, moveNumber, count);
    return copy;
  }

  private void add(long key, long[] board, int moveNumber, int count) {
    if (size == keys.length) {
      int n = size * 2;
      keys = Arrays.copyOf(keys, n);
      boards = Arrays.copyOf(boards, n);
      moveNumbers = Arrays.copyOf(moveNumbers, n);
      counts = Arrays.copyOf(counts, n);
      sameCount = Arrays.copyOf(sameCount, n);
    }
    keys[size] = key;
    boards[size] = board;
    moveNumbers[size] = moveNumber;
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
