package io.github.tengen.go;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;

/** The heap that objects kept by a test take, for the footprint tests. */
final class HeapUse {
  private HeapUse() {}

  /**
   * The heap in use after full collections, as the heap pools report it after the last collection: the objects that
   * survived it and nothing else (reading the used heap afterwards would also count the allocation buffer the thread
   * takes next, up to a few megabytes). A caller keeps what it measures reachable until this returns
   * ({@link java.lang.ref.Reference#reachabilityFence}), or compiled code may let the collector take it first.
   *
   * @return bytes
   */
  static long usedAfterCollection() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    long used = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      MemoryUsage after = pool.getType() == MemoryType.HEAP ? pool.getCollectionUsage() : null;
      used += after == null ? 0 : after.getUsed();
    }
    return used;
  }
}
