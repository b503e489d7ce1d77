package io.github.tengen.go.cli;

import com.sun.management.HotSpotDiagnosticMXBean;
import com.sun.management.VMOption;
import java.lang.management.ManagementFactory;

/**
 * Lets a long-running command give its heap back to the system when it is idle: G1 collects and shrinks the heap
 * after {@link #INTERVAL_MILLIS} without a collection (JEP 346), so a server whose controllers have left returns what
 * their games took. Used by {@code tengen engine --listen}.
 */
final class IdleMemory {
  /**
   * The idle time before a periodic collection, in milliseconds: long enough to cost nothing while controllers play
   * (their moves collect far more often), short enough that memory comes back soon after they leave.
   */
  private static final long INTERVAL_MILLIS = 15_000;

  private IdleMemory() {}

  /**
   * Turns G1's periodic collection on, unless the JVM is not HotSpot's or its user already chose an interval.
   *
   * @return whether it is on
   */
  static boolean returnWhenIdle() {
    try {
      HotSpotDiagnosticMXBean vm = ManagementFactory.getPlatformMXBean(HotSpotDiagnosticMXBean.class);
      if (!"true".equals(vm.getVMOption("UseG1GC").getValue())) {
        return false;
      }
      VMOption interval = vm.getVMOption("G1PeriodicGCInterval");
      if (interval.getOrigin() == VMOption.Origin.DEFAULT) {
        vm.setVMOption("G1PeriodicGCInterval", Long.toString(INTERVAL_MILLIS));
      }
      return !"0".equals(vm.getVMOption("G1PeriodicGCInterval").getValue());
    } catch (RuntimeException | LinkageError e) { // another JVM, or a flag it does not have: nothing to turn on
      return false;
    }
  }
}
