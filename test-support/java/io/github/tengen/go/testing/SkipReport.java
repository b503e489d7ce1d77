package io.github.tengen.go.testing;

import java.io.PrintStream;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.TestPlan;

/**
 * Prints, at the end of each module's tests, which tests were skipped and why (a missing {@code ../shared}, GNU Go,
 * node), grouped by reason, on the console where a user sees it rather than only in surefire's report files.
 * Registered through {@code META-INF/services} in test-support's resources.
 */
public final class SkipReport implements TestExecutionListener {
  /** The longest reason printed; the rest is in surefire's files. */
  private static final int REASON_CHARS = 160;

  private final Map<String, TreeSet<String>> byReason = new TreeMap<>();

  @Override
  public void executionSkipped(TestIdentifier test, String reason) {
    record(test, reason);
  }

  @Override
  public void executionFinished(TestIdentifier test, TestExecutionResult result) {
    if (result.getStatus() == TestExecutionResult.Status.ABORTED) {
      record(test, result.getThrowable().map(Throwable::getMessage).orElse("aborted"));
    }
  }

  private synchronized void record(TestIdentifier test, String reason) {
    String why = reason == null ? "no reason given" : reason.replaceFirst("^Assumption failed: ", "")
        .replaceFirst("^skipped: ", "");
    if (why.length() > REASON_CHARS) {
      why = why.substring(0, REASON_CHARS) + "...";
    }
    byReason.computeIfAbsent(why, k -> new TreeSet<>()).add(name(test));
  }

  private static String name(TestIdentifier test) {
    Optional<MethodSource> m = test.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast);
    return m.map(s -> s.getClassName().replaceFirst(".*\\.", "") + "." + s.getMethodName())
        .orElse(test.getDisplayName());
  }

  @Override
  public synchronized void testPlanExecutionFinished(TestPlan plan) {
    if (byReason.isEmpty()) {
      return;
    }
    PrintStream out = System.out;
    int total = byReason.values().stream().mapToInt(TreeSet::size).sum();
    out.println("[SKIPPED] " + total + " test" + (total == 1 ? "" : "s") + " skipped, by reason:");
    for (Map.Entry<String, TreeSet<String>> e : byReason.entrySet()) {
      out.println("[SKIPPED]   " + e.getValue().size() + " x " + e.getKey());
      out.println("[SKIPPED]       " + String.join(", ", e.getValue()));
    }
    out.flush();
  }
}
