package io.github.tengen.go.cli;

import java.util.Locale;
import picocli.CommandLine;

/** Reads a size in bytes: {@code 1000}, {@code 500k}, {@code 16M}, {@code 2G} (binary multiples). */
final class Sizes implements CommandLine.ITypeConverter<Long> {
  @Override
  public Long convert(String value) {
    String v = value.trim().toLowerCase(Locale.ROOT);
    long unit = 1;
    if (v.endsWith("b")) {
      v = v.substring(0, v.length() - 1);
    }
    if (v.endsWith("k")) {
      unit = 1L << 10;
    } else if (v.endsWith("m")) {
      unit = 1L << 20;
    } else if (v.endsWith("g")) {
      unit = 1L << 30;
    }
    if (unit > 1) {
      v = v.substring(0, v.length() - 1);
    }
    long n;
    try {
      n = Long.parseLong(v);
    } catch (NumberFormatException e) {
      throw new CommandLine.TypeConversionException("not a size: '" + value + "' (such as 16M or 500k)");
    }
    if (n < 0 || n > Long.MAX_VALUE / unit) {
      throw new CommandLine.TypeConversionException("not a size: '" + value + "'");
    }
    return n * unit;
  }
}
