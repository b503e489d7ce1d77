package io.github.tengen.go.game;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Pattern;

/** SGF's seconds ({@code TM}, {@code BL}, {@code OT}'s numbers), read and written. */
final class SgfTime {
  private SgfTime() {}

  /** A number of seconds, integer or decimal (up to milliseconds). */
  private static final String NUMBER = "([0-9]{1,9}(?:\\.[0-9]{1,3})?)";
  static final Pattern BYO_YOMI = Pattern.compile("([0-9]{1,4})\\s*x\\s*" + NUMBER + "\\s*(?:s\\s*)?byo-?yomi");
  static final Pattern CANADIAN = Pattern.compile("([0-9]{1,4})\\s*/\\s*" + NUMBER + "\\s*(?:s\\s*)?canadian");
  static final Pattern FISCHER = Pattern.compile(NUMBER + "\\s*fischer(?:\\s+" + NUMBER + "\\s+cap)?");
  static final Pattern SIMPLE = Pattern.compile(NUMBER + "\\s*simple");

  static Duration duration(String seconds) {
    return Duration.ofMillis(Math.round(Double.parseDouble(seconds) * 1000));
  }

  static Duration duration(double seconds) {
    if (!(seconds >= 0) || Double.isInfinite(seconds) || seconds > 1e12) {
      throw new IllegalArgumentException("seconds: " + seconds);
    }
    return Duration.ofMillis(Math.round(seconds * 1000));
  }

  static boolean positive(String seconds) {
    return Double.parseDouble(seconds) > 0;
  }

  static double seconds(Duration d) {
    return d.toMillis() / 1000.0;
  }

  /** Seconds as SGF writes them: {@code 30}, {@code 7.5}. */
  static String text(Duration d) {
    long ms = d.toMillis();
    if (ms % 1000 == 0) {
      return Long.toString(ms / 1000);
    }
    String s = String.format(Locale.ROOT, "%d.%03d", ms / 1000, ms % 1000);
    return s.replaceAll("0+$", "");
  }
}
