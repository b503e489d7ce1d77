package io.github.tengen.go;

import java.util.Arrays;

/**
 * The earlier positions of one line of play, for superko: their hash keys in an open-addressing table and their
 * stones for the exact comparison on a hash hit.
 *
 * <p>Positions of one line share a history: the position at the tip appends in place. A position that is not at
 * the tip (a fork: a second move from the same position) copies the entries up to itself first, so each line
 * sees only its own ancestors. Access is synchronised, so positions stay thread-safe.
 */
final class History {
  private long[] keys;
  private long[][] boards;
  private int[] moveNumbers;
  private int size;
  private int[] table; // entry index + 1, 0 = free
  private int mask;

  private History(int capacity) {
    keys = new long[capacity];
    boards = new long[capacity][];
    moveNumbers = new int[capacity];
    int t = Integer.highestOneBit(Math.max(16, capacity * 2 - 1)) << 1;
    table = new int[t];
    mask = t - 1;
  }

  /**
   * Starts a line's history with room for {@code expected} positions (a game rarely has more moves than points, so
   * the table seldom grows).
   */
  static History start(long key, long[] board, int moveNumber, int expected) {
    History h = new History(Math.max(16, expected));
    h.add(key, board, moveNumber);
    return h;
  }

  /**
   * Returns the move number of an earlier position of the line up to and including {@code lastIndex} with this
   * key and these stones, or -1.
   */
  synchronized int find(long key, long[] board, int lastIndex) {
    return findLocked(key, board, lastIndex);
  }

  /**
   * Appends the position that follows entry {@code parentIndex} unless the line up to there already has it: one
   * lock for the test and the append, the path of every move under superko.
   *
   * @return the history holding the new entry (this one, or a copy for a fork), or null for a repetition (then
   *     {@link #find} tells which move it repeats)
   */
  synchronized History appendIfNew(int parentIndex, long key, long[] board, int moveNumber) {
    // one probe: look for the position, and remember the free slot that ends the search
    int i = (int) mix(key) & mask;
    while (true) {
      int e = table[i];
      if (e == 0) {
        break;
      }
      int idx = e - 1;
      if (idx <= parentIndex && keys[idx] == key && Arrays.equals(boards[idx], board)) {
        return null;
      }
      i = (i + 1) & mask;
    }
    if (parentIndex != size - 1 || size == keys.length || (size + 1) * 2 > table.length) {
      return appendLocked(parentIndex, key, board, moveNumber); // a fork, or the arrays grow: the general path
    }
    keys[size] = key;
    boards[size] = board;
    moveNumbers[size] = moveNumber;
    size++;
    table[i] = size; // entry index + 1
    return this;
  }

  private int findLocked(long key, long[] board, int lastIndex) {
    int i = (int) mix(key) & mask;
    while (true) {
      int e = table[i];
      if (e == 0) {
        return -1;
      }
      int idx = e - 1;
      if (idx <= lastIndex && keys[idx] == key && Arrays.equals(boards[idx], board)) {
        return moveNumbers[idx];
      }
      i = (i + 1) & mask;
    }
  }

  /** Whether an earlier position of the line up to {@code lastIndex} has this key (boards not compared). */
  synchronized boolean mayContain(long key, int lastIndex) {
    int i = (int) mix(key) & mask;
    while (true) {
      int e = table[i];
      if (e == 0) {
        return false;
      }
      if (e - 1 <= lastIndex && keys[e - 1] == key) {
        return true;
      }
      i = (i + 1) & mask;
    }
  }

  /**
   * Appends the position that follows entry {@code parentIndex}; returns the history that holds it (this one, or
   * a copy for a fork). The new entry's index is {@code parentIndex + 1}.
   */
  synchronized History append(int parentIndex, long key, long[] board, int moveNumber) {
    return appendLocked(parentIndex, key, board, moveNumber);
  }

  private History appendLocked(int parentIndex, long key, long[] board, int moveNumber) {
    if (parentIndex == size - 1) {
      add(key, board, moveNumber);
      return this;
    }
    History copy = new History(parentIndex + 17);
    for (int i = 0; i <= parentIndex; i++) {
      copy.add(keys[i], boards[i], moveNumbers[i]);
    }
    copy.add(key, board, moveNumber);
    return copy;
  }

  private void add(long key, long[] board, int moveNumber) {
    if (size == keys.length) {
      int n = size * 2;
      keys = Arrays.copyOf(keys, n);
      boards = Arrays.copyOf(boards, n);
      moveNumbers = Arrays.copyOf(moveNumbers, n);
    }
    keys[size] = key;
    boards[size] = board;
    moveNumbers[size] = moveNumber;
    size++;
    if (size * 2 > table.length) {
      table = new int[table.length * 2];
      mask = table.length - 1;
      for (int i = 0; i < size; i++) {
        insert(i);
      }
    } else {
      insert(size - 1);
    }
  }

  private void insert(int idx) {
    int i = (int) mix(keys[idx]) & mask;
    while (table[i] != 0) {
      i = (i + 1) & mask;
    }
    table[i] = idx + 1;
  }

  private static long mix(long k) {
    return k ^ (k >>> 29) ^ (k >>> 41);
  }
}
