package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import java.time.Duration;
import java.util.List;

/**
 * The arguments of one GTP command, read as the specification types them: each reader answers the specification's
 * {@code syntax error} (as a {@link GtpCommandException}) for a word that is not of its type. Vertices are read on the
 * board the command is given on.
 */
final class Args {
  /** The longest time go-game's time systems hold. */
  private static final double MAX_SECONDS = 1e12;

  private final List<String> words;
  private final BoardSize size;

  Args(List<String> words, BoardSize size) {
    this.words = List.copyOf(words);
    this.size = size;
  }

  /** The words. */
  List<String> words() {
    return words;
  }

  int size() {
    return words.size();
  }

  boolean isEmpty() {
    return words.isEmpty();
  }

  /** Word {@code i} as given. */
  String get(int i) {
    return words.get(i);
  }

  /** Checks that there are exactly {@code n} arguments. */
  Args arity(int n) throws GtpCommandException {
    if (words.size() != n) {
      throw syntax();
    }
    return this;
  }

  int integer(int i) throws GtpCommandException {
    try {
      return Integer.parseInt(words.get(i));
    } catch (NumberFormatException e) {
      throw syntax();
    }
  }

  /** A whole number of at least 0. */
  int count(int i) throws GtpCommandException {
    int n = integer(i);
    if (n < 0) {
      throw syntax();
    }
    return n;
  }

  /** A finite decimal number (not Java's {@code 1d} or {@code 1f} forms). */
  double real(int i) throws GtpCommandException {
    String s = words.get(i);
    try {
      double d = Double.parseDouble(s);
      if (!Double.isFinite(d) || s.endsWith("d") || s.endsWith("D") || s.endsWith("f") || s.endsWith("F")) {
        throw syntax();
      }
      return d;
    } catch (NumberFormatException e) {
      throw syntax();
    }
  }

  /** A finite decimal number of at least 0. */
  double nonNegative(int i) throws GtpCommandException {
    double d = real(i);
    if (d < 0) {
      throw syntax();
    }
    return d;
  }

  /** A time in seconds, not negative, to the millisecond, at most 10<sup>12</sup> s (go-game's times). */
  Duration time(int i) throws GtpCommandException {
    double d = nonNegative(i);
    if (d > MAX_SECONDS) {
      throw syntax();
    }
    return Duration.ofMillis(Math.round(d * 1000));
  }

  Color color(int i) throws GtpCommandException {
    try {
      return Color.parse(words.get(i));
    } catch (IllegalArgumentException e) {
      throw syntax();
    }
  }

  /** A move of colour {@code c} at vertex {@code i} ({@code pass} too). */
  Move move(Color c, int i) throws GtpCommandException {
    try {
      return Move.parseGtp(c, words.get(i), size);
    } catch (IllegalArgumentException e) {
      throw syntax();
    }
  }

  /** A point of the board. */
  Point vertex(int i) throws GtpCommandException {
    try {
      return Point.parseGtp(words.get(i), size);
    } catch (IllegalArgumentException e) {
      throw syntax();
    }
  }

  /** A point of the board that holds a stone of the position. */
  Point stone(int i, Position position) throws GtpCommandException {
    Point p = vertex(i);
    if (position.stoneAt(p).isEmpty()) {
      throw new GtpCommandException("vertex must not be empty");
    }
    return p;
  }

  static GtpCommandException syntax() {
    return new GtpCommandException("syntax error");
  }
}
