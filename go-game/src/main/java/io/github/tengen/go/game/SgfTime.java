package io.github.tengen.go.game;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Pattern;

/** SGF's seconds ({@code TM}, {@code BL}, {@code OT}'s numbers), read and written. */
final class SgfTime {
  private SgfTime() {}

  /** The most seconds a time may be: some 31,700 years, beyond any game, and exact in a double's milliseconds. */
  static final long MAX_SECONDS = 1_000_000_000_000L;

  /** A number of seconds, integer or decimal (up to milliseconds), up to {@link #MAX_SECONDS} and a little over. */
  private static final String NUMBER = "([0-9]{1,13}(?:\\.[0-9]{1,3})?)";
  /** A count of periods or moves, up to an int's largest and a little over. */
  private static final String COUNT = "([0-9]{1,10})";
  static final Pattern BYO_YOMI = Pattern.compile(COUNT + "\\s*x\\s*" + NUMBER + "\\s*(?:s\\s*)?byo-?yomi");
  static final Pattern CANADIAN = Pattern.compile(COUNT + "\\s*/\\s*" + NUMBER + "\\s*(?:s\\s*)?canadian");
  static final Pattern FISCHER = Pattern.compile(NUMBER + "\\s*fischer(?:\\s+" + NUMBER + "\\s+cap)?");
  static final Pattern SIMPLE = Pattern.compile(NUMBER + "\\s*simple");

  static Duration duration(String seconds) {
    return Duration.ofMillis(Math.round(Double.parseDouble(seconds) * 1000));
  }

  /** A count as {@link #COUNT} matched it, or -1 when it is beyond an int. */
  static int count(String digits) {
    long n = Long.parseLong(digits);
    return n > Integer.MAX_VALUE ? -1 : (int) n;
  }

  static Duration duration(double seconds) {
    if (!(seconds >= 0) || Double.isInfinite(seconds) || seconds > MAX_SECONDS) {
      throw new IllegalArgumentException("seconds: " + seconds);
    }
    return Duration.ofMillis(Math.round(seconds * 1000));
  }

  /** Whether a time read from text is positive and at most {@link #MAX_SECONDS}. */
  static boolean positive(String seconds) {
    double v = Double.parseDouble(seconds);
    return v > 0 && v <= MAX_SECONDS;
  }

  /** Whether a time read from text is at most {@link #MAX_SECONDS}. */
  static boolean inRange(String seconds) {
    return Double.parseDouble(seconds) <= MAX_SECONDS;
  }

  /** The largest time a clock holds. */
  static final Duration MAX = Duration.ofSeconds(MAX_SECONDS);

  /**
   * Checks a time a time system is made of: SGF writes it to the millisecond, and reads at most {@link #MAX_SECONDS}.
   */
  static void requireWritable(Duration d, String name) {
    if (d.compareTo(MAX) > 0) {
      throw new IllegalArgumentException(name + " is over 10^12 s: " + d);
    }
    if (d.getNano() % 1_000_000 != 0) {
      throw new IllegalArgumentException(name + " has a part under a millisecond, which SGF cannot write: " + d);
    }
  }

  /** {@code a + b}, at most {@link #MAX}. */
  static Duration plus(Duration a, Duration b) {
    return a.compareTo(MAX.minus(b)) >= 0 ? MAX : a.plus(b);
  }

  static double seconds(Duration d) {
    return d.toMillis() / 1000.0;
  }

  /** Seconds as SGF writes them: {@code 30}, {@code 7.5}. */
  /** GTP's whole seconds, rounded down. */
  static long whole(Duration d) {
    return d.getSeconds();
  }

  static String text(Duration d) {
    long ms = d.toMillis();
    if (ms % 1000 == 0) {
      return Long.toString(ms / 1000);
    }
    String s = String.format(Locale.ROOT, "%d.%03d", ms / 1000, ms % 1000);
    return s.replaceAll("0+$", "");
  }
}
