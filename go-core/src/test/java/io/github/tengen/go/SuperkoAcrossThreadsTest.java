package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A tree of positions grown from random nodes on random threads (a search, variations, a server's pool) sees, on
 * every line, exactly the repetitions of that line: the history entries a move leaves implied, and records when the
 * position gets a successor on whatever thread, are never lost, shared with another line or counted twice. The
 * model is the set of boards on each node's path, kept beside the tree.
 */
class SuperkoAcrossThreadsTest {
  private static final RuleSet[] RULES = {RuleSet.CHINESE,
      RuleSet.CHINESE.withKoRule(RuleSet.KoRule.SITUATIONAL_SUPERKO), RuleSet.JAPANESE, RuleSet.TROMP_TAYLOR,
      RuleSet.NEW_ZEALAND};
  private static final int THREADS = 3;

  /** A node of the tree and the boards of its line up to it (with the player to move where that counts). */
  private record Node(Position position, Set<String> line) {}

  @Test
  void everyLineOfATreeGrownOnSeveralThreadsForbidsExactlyItsOwnRepetitions() throws Exception {
    List<ExecutorService> pool = new ArrayList<>();
    for (int t = 0; t < THREADS; t++) {
      pool.add(Executors.newSingleThreadExecutor());
    }
    try {
      qt().withExamples(40).forAll(longs().all(), integers().between(0, RULES.length - 1), integers().between(2, 4))
          .checkAssert((seed, r, size) -> grow(pool, seed, RULES[r], size));
    } finally {
      pool.forEach(ExecutorService::shutdownNow);
    }
  }

  @Test
  void theTreesMeetRepetitionsOnEveryRuleSet() throws Exception {
    ExecutorService one = Executors.newSingleThreadExecutor();
    try {
      for (RuleSet rules : RULES) {
        int repetitions = 0;
        for (long seed = 1; seed <= 10; seed++) {
          repetitions += grow(List.of(one), seed, rules, 2 + (int) (seed % 2));
        }
        assertTrue(repetitions > 100, rules + ": only " + repetitions + " repetitions met");
      }
    } finally {
      one.shutdownNow();
    }
  }

  /** Grows a tree of 300 moves, checking every node; returns how many moves repeated a board of their line. */
  private static int grow(List<ExecutorService> pool, long seed, RuleSet rules, int size) {
    Random rnd = new Random(seed);
    List<Node> tree = new ArrayList<>();
    // the root's history belongs to the first thread of the pool, which plays on it as the others do
    Position root = on(pool.get(0), () -> Position.empty(BoardSize.square(size), rules));
    tree.add(new Node(root, Set.of(key(root, rules))));
    int repetitions = 0;
    for (int step = 0; step < 300; step++) {
      // mostly from the newest nodes (a line goes on), now and then from anywhere (a fork)
      int at = rnd.nextInt(4) > 0 ? Math.max(0, tree.size() - 1 - rnd.nextInt(3)) : rnd.nextInt(tree.size());
      Node node = tree.get(at);
      if (node.position().isGameOver()) {
        continue;
      }
      ExecutorService thread = pool.get(rnd.nextInt(pool.size()));
      List<Move> legal = on(thread, () -> node.position().legalMoves());
      List<Move> expected = new ArrayList<>();
      int repeating = 0;
      for (Move m : shadow(node.position(), rules).legalMoves()) {
        boolean repeats = m instanceof Move.Play && node.line().contains(key(shadow(node.position(), rules).play(m), rules));
        repeating += repeats ? 1 : 0;
        if (!repeats || !rules.koRule().forbidsRepetition()) {
          expected.add(m);
        }
      }
      assertEquals(expected, legal, "legal moves, seed " + seed + " " + rules + " at\n" + node.position());
      repetitions += repeating;
      Move move = legal.get(rnd.nextInt(legal.size()));
      if (move instanceof Move.Pass && legal.size() > 1 && rnd.nextInt(4) > 0) {
        move = legal.get(rnd.nextInt(legal.size() - 1));
      }
      Move m = move;
      Position child = on(thread, () -> node.position().play(m));
      Set<String> line = new HashSet<>(node.line());
      boolean repeated = !line.add(key(child, rules));
      if (!rules.koRule().forbidsRepetition()) {
        assertEquals(repeated && m instanceof Move.Play, child.endedWithoutResult(),
            "no result on a repetition, seed " + seed + " after " + m + " at\n" + node.position());
      }
      tree.add(new Node(child, line));
    }
    return repetitions;
  }

  /** The board and, where the rules count it, the player to move: what a repetition repeats. */
  private static String key(Position p, RuleSet rules) {
    return rules.koRule() == RuleSet.KoRule.POSITIONAL_SUPERKO ? p.toString() : p.toString() + p.toMove();
  }

  /**
   * The same position under simple ko without a history, suicide as in {@code rules}: its moves, repetitions
   * included (a suicide of one stone, where the rules allow suicide, repeats the position itself).
   */
  private static Position shadow(Position p, RuleSet rules) {
    Setup s = Setup.of(p);
    p.koPoint().ifPresent(s::koPoint);
    return s.build(RuleSet.JAPANESE.withNoResultOnRepetition(false).withSuicideRule(rules.suicideRule()));
  }

  private static <T> T on(ExecutorService thread, java.util.concurrent.Callable<T> task) {
    try {
      return thread.submit(task).get(30, TimeUnit.SECONDS);
    } catch (Exception e) {
      throw new AssertionError(e);
    }
  }
}
