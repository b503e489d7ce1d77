package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The superko history keeps only the 20 high bits of each position's key: a lookup may offer an earlier position
 * whose key merely shares them, and {@link Position} must then compare the stones and find no repetition.
 */
class SuperkoHistoryTest {
  private static final Object OWNER = new Object();
  /** Tokens of three threads, for lines that move between threads. */
  private static final Object[] OWNERS = {OWNER, new Object(), new Object()};

  @Test
  void aLookupFindsAnEntryByItsKeyBitsAndStoneCount() {
    long key = 0x1234_5678_9ABC_DEF0L;
    History h = History.start(7, 0, 81, OWNER);
    h = h.append(0, key, 1, OWNER);
    h = h.append(1, 99, 2, OWNER);
    assertEquals(1, h.candidate(key, 1, 2, -1));
    assertEquals(-1, h.candidate(key, 2, 2, -1), "another stone count");
    assertEquals(-1, h.candidate(key, 1, 0, -1), "an entry after the last index asked for");
    assertEquals(-1, h.candidate(key, 1, 2, 1), "no older entry with that key");
    long sameHighBits = key ^ 0xFFFF_FFFFL;
    assertEquals(1, h.candidate(sameHighBits, 1, 2, -1), "the caller compares the stones");
    assertEquals(-1, h.candidate(key ^ (1L << 50), 1, 2, -1));
    assertEquals(2, h.count(2));
  }

  @Test
  void appendingOnlyWhenNoCandidateLeavesTheHistoryUnchangedOnAMatch() {
    long key = 0x0F0F_0F0F_0F0F_0F0FL;
    History h = History.start(key, 0, 25, OWNER);
    History same = h.appendIfNoCandidate(0, key, 0, OWNER);
    assertEquals(null, same, "a candidate with this key and count: the caller compares the stones");
    History next = h.appendIfNoCandidate(0, key, 1, OWNER);
    assertSame(h, next, "at the tip, on the owner's thread, the history grows in place");
    assertEquals(null, next.appendIfNoCandidate(0, ~key, 1, OWNER), "off the tip: the caller goes the long way");
    assertEquals(null, next.appendIfNoCandidate(1, ~key, 1, OWNERS[1]), "another thread: the long way too");
    assertTrue(!next.appendsInPlace(0, OWNER) && next.appendsInPlace(1, OWNER) && !next.appendsInPlace(1, OWNERS[1]));
    History fork = next.append(0, ~key, 1, OWNER);
    assertNotNull(fork);
    assertTrue(fork != next, "a second move from entry 0 starts a segment on the line up to it");
    assertEquals(1, fork.count(1));
    assertEquals(-1, fork.candidate(key, 1, 1, -1), "the fork does not see the other line's entry");
    assertEquals(1, next.candidate(key, 1, 1, -1));
  }

  @Test
  void aPositionWhoseKeyOnlySharesTheKeptBitsWithAnEarlierOneIsNotARepetition() {
    // two 9x9 boards with twelve stones each, different stones, whose hashes agree in their 20 high bits
    BoardSize size = BoardSize.square(9);
    Random random = new Random(20261130);
    Map<Long, Position> byHighBits = new HashMap<>();
    Position a = null;
    Position b = null;
    while (a == null) {
      Setup s = Setup.empty(size);
      for (int k = 0; k < 12; k++) {
        Point pt;
        do {
          pt = Point.of(random.nextInt(9), random.nextInt(9));
        } while (s.stoneAt(pt).isPresent());
        s = s.put(pt, k % 2 == 0 ? Color.BLACK : Color.WHITE);
      }
      if (!s.problems().isEmpty()) {
        continue;
      }
      Position p = s.build(RuleSet.CHINESE);
      Position earlier = byHighBits.putIfAbsent(p.boardHash() >>> 44, p);
      if (earlier != null && !earlier.toString().equals(p.toString())) {
        a = earlier;
        b = p;
      }
    }
    assertNotEquals(a.boardHash(), b.boardHash());
    // the line: board a, then b without one of its black stones (an edit), then Black plays that stone back
    Point stone = firstStone(b, Color.BLACK);
    Position before = Setup.of(b).remove(stone).toMove(Color.BLACK).buildAfter(a);
    Move move = Move.play(Color.BLACK, stone);
    assertEquals(Legality.LEGAL, before.check(move));
    assertTrue(before.legalMoves().contains(move));
    Position after = before.play(move);
    assertEquals(b.toString(), after.toString());
    assertEquals(b.boardHash(), after.boardHash());
    // and a real repetition in the same line is still found: back to board a, then a's board again
    Point aStone = firstStone(a, Color.BLACK);
    Position backToA = Setup.of(a).remove(aStone).toMove(Color.BLACK).buildAfter(after);
    IllegalMoveException e = assertThrows(IllegalMoveException.class,
        () -> backToA.play(Move.play(Color.BLACK, aStone)));
    assertEquals(Legality.POSITIONAL_SUPERKO, e.reason());
  }

  /** A line of the model: its history, the index of its last entry, and its entries (key, count). */
  private record Line(History history, int last, List<long[]> entries) {}

  @Test
  void everyLineOfATreeOfForksSeesExactlyItsOwnEntries() {
    // a model: each node is a line (its history, its last index, its entries); random appends from random nodes
    // make forks, forks of forks, segments long enough to chain their entries, and lines copied past the depth limit
    long[] keys = {0x1111_1000_0000_0000L, 0x2222_2000_0000_0000L, 0x3333_3000_0000_0000L, 0xF000_0000_0000_0000L};
    Random r = new Random(20261206);
    List<Line> lines = new ArrayList<>();
    lines.add(new Line(History.start(keys[0], 0, 9, OWNER), 0, List.of(new long[] {keys[0], 0})));
    for (int step = 0; step < 3000; step++) {
      // mostly from a recent line (long lines), sometimes from any (forks of every depth)
      Line from = lines.get(r.nextInt(3) == 0 ? r.nextInt(lines.size()) : lines.size() - 1 - r.nextInt(
          Math.min(3, lines.size())));
      long key = keys[r.nextInt(keys.length)];
      int count = r.nextInt(4);
      History h = from.history().append(from.last(), key, count, OWNERS[r.nextInt(OWNERS.length)]);
      List<long[]> entries = new ArrayList<>(from.entries());
      entries.add(new long[] {key, count});
      Line line = new Line(h, from.last() + 1, entries);
      lines.add(line);
      Line probe = lines.get(r.nextInt(lines.size()));
      for (int c = 0; c < 4; c++) {
        for (long k : keys) {
          assertEquals(expected(probe.entries(), k, c, true), found(probe, k, c, true), "key " + k + " count " + c);
        }
        assertEquals(expected(probe.entries(), 0, c, false), found(probe, 0, c, false), "count " + c);
      }
      for (int i = 0; i <= probe.last(); i++) {
        assertEquals((int) probe.entries().get(i)[1], probe.history().count(i));
      }
    }
  }

  private static List<Integer> expected(List<long[]> entries, long key, int count, boolean byKey) {
    List<Integer> out = new ArrayList<>();
    for (int i = entries.size() - 1; i >= 0; i--) {
      if (entries.get(i)[1] == count && (!byKey || entries.get(i)[0] >>> 44 == key >>> 44)) {
        out.add(i);
      }
    }
    return out;
  }

  private static List<Integer> found(Line line, long key, int count, boolean byKey) {
    History h = line.history();
    int last = line.last();
    List<Integer> out = new ArrayList<>();
    for (int e = byKey ? h.candidate(key, count, last, -1) : h.withCount(count, last, -1); e >= 0;
        e = byKey ? h.candidate(key, count, last, e) : h.withCount(count, last, e)) {
      out.add(e);
    }
    return out;
  }

  @Test
  void aLineThatLeftItsOwnersHistoryThroughAnotherThreadIsTakenBackWhenTheOwnerPlaysOn() {
    Object other = new Object();
    History h = History.start(1L << 60, 0, 25, OWNER);
    History segment = h.append(0, 2L << 60, 1, other);
    assertTrue(segment != h, "another thread's move starts a segment");
    History back = segment.append(1, 3L << 60, 2, OWNER);
    assertSame(h, back, "the owner's history, whose tip is where the line left it, takes the line back");
    assertEquals(1, back.candidate(2L << 60, 1, 2, -1));
    assertEquals(2, back.candidate(3L << 60, 2, 2, -1));
    History again = segment.append(1, 4L << 60, 2, OWNER);
    assertTrue(again != h, "a second move from there is a fork");
    assertEquals(-1, again.candidate(3L << 60, 2, 2, -1));
    assertEquals(2, again.candidate(4L << 60, 2, 2, -1));
  }

  private static Point firstStone(Position p, Color color) {
    for (int y = 0; y < p.size().height(); y++) {
      for (int x = 0; x < p.size().width(); x++) {
        if (p.stoneAt(Point.of(x, y)).equals(java.util.Optional.of(color))) {
          return Point.of(x, y);
        }
      }
    }
    throw new AssertionError("no " + color + " stone");
  }
}
