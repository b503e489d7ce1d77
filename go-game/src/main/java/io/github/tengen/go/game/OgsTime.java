package io.github.tengen.go.game;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;

/** What the time systems' OGS forms ({@link TimeSystem#ogsTimeControl()}) share. */
final class OgsTime {
  private OgsTime() {}

  /** A time control of OGS: its system under both of its names, and times in seconds. */
  static Map<String, Object> control(String system, Object... keysAndTimes) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("system", system);
    m.put("time_control", system);
    for (int i = 0; i < keysAndTimes.length; i += 2) {
      m.put((String) keysAndTimes[i], SgfTime.seconds((Duration) keysAndTimes[i + 1]));
    }
    return m;
  }

  /**
   * The cap goban gives Fischer time read from SGF, which has none ({@code OT[30 fischer]}): twice the main time, or
   * twenty increments if that is more ({@code parseSGFOvertime} in goban's {@code sgfTime.ts}).
   */
  static Duration cap(TimeSystem.Fischer f) {
    Duration twiceMain = f.main().multipliedBy(2);
    Duration increments = f.increment().multipliedBy(20);
    return twiceMain.compareTo(increments) >= 0 ? twiceMain : increments;
  }
}
