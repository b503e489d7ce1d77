package io.github.tengen.go;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of a game, as SGF's {@code RE} property records it: a win by points, by resignation, on time or by
 * forfeit, a win whose kind is not given, a draw, no result ({@code Void}) or unknown ({@code ?}).
 *
 * <pre>{@code
 * GameResult r = GameResult.parseSgf("B+Resign");   // Win[color=BLACK, reason=RESIGNATION]
 * r.toSgf();                                          // "B+R"
 * GameResult.parseSgf("W+6.5").winner();             // Optional[WHITE]
 * }</pre>
 *
 * @since 0.1.0
 */
public sealed interface GameResult {

  /**
   * Returns the winner.
   *
   * @return the winner, or empty for a draw, no result or an unknown result
   */
  Optional<Color> winner();

  /**
   * Returns the canonical SGF {@code RE} text: {@code B+9.5}, {@code W+R}, {@code B+T}, {@code W+F}, {@code B+},
   * {@code 0}, {@code Void} or {@code ?}.
   *
   * @return the text
   */
  String toSgf();

  /**
   * Reads an SGF {@code RE} value leniently: case and surrounding spaces do not matter; {@code Resign},
   * {@code Time} ({@code Timeout}, {@code Time over}) and {@code Forfeit} may be spelled out; {@code Draw},
   * {@code Jigo} and {@code D} are draws like {@code 0}; a margin may be an integer ({@code W+3}) and is kept as
   * written, even {@code W+0.0}; a reason that is a word we do not know ({@code B+Offline}, {@code W+Illegal})
   * gives a {@link Win} with the reason {@link Win.Reason#UNSPECIFIED}.
   *
   * @param text the value
   * @return the result
   * @throws IllegalArgumentException if the text is not a result
   */
  static GameResult parseSgf(String text) {
    Objects.requireNonNull(text, "text");
    String t = text.trim();
    String u = t.toUpperCase(Locale.ROOT);
    switch (u) {
      case "0", "DRAW", "JIGO", "D", "0.0":
        return NoWinner.DRAW;
      case "VOID", "NO RESULT":
        return NoWinner.VOID;
      case "?", "UNKNOWN":
        return NoWinner.UNKNOWN;
      default:
        break;
    }
    if (u.length() >= 2 && (u.charAt(0) == 'B' || u.charAt(0) == 'W') && u.charAt(1) == '+') {
      Color winner = u.charAt(0) == 'B' ? Color.BLACK : Color.WHITE;
      String rest = u.substring(2).trim();
      switch (rest) {
        case "":
          return new Win(winner, Win.Reason.UNSPECIFIED);
        case "R", "RESIGN", "RESIGNATION":
          return new Win(winner, Win.Reason.RESIGNATION);
        case "T", "TIME", "TIMEOUT", "TIME OVER", "TIME-OUT":
          return new Win(winner, Win.Reason.TIME);
        case "F", "FORFEIT":
          return new Win(winner, Win.Reason.FORFEIT);
        default:
          break;
      }
      if (!rest.isEmpty() && rest.chars().allMatch(c -> c == '.' || (c >= '0' && c <= '9'))) {
        try {
          return new ScoreWin(winner, Double.parseDouble(rest));
        } catch (NumberFormatException malformed) {
          // "1.2.3": falls through to the error
        }
      } else if (rest.startsWith("NAN") || rest.startsWith("INF")) {
        throw new IllegalArgumentException("not an SGF result (a margin is a number): " + Quoted.of(text));
      } else if (!rest.isEmpty() && Character.isLetter(rest.charAt(0))) {
        return new Win(winner, Win.Reason.UNSPECIFIED); // a reason we do not know: "B+Offline", "W+Illegal"
      }
    }
    throw new IllegalArgumentException("not an SGF result: " + Quoted.of(text));
  }

  private static String formatMargin(double m) {
    return HalfPoints.format(m);
  }

  /**
   * A win by points.
   *
   * @param color the winner's colour
   * @param margin the margin, zero or more
   * @since 0.1.0
   */
  record ScoreWin(Color color, double margin) implements GameResult {
    /**
     * Validates the result.
     *
     * @param color the winner's colour
     * @param margin the margin, zero or more
     * @throws IllegalArgumentException if the margin is negative or not finite
     */
    public ScoreWin {
      Objects.requireNonNull(color, "color");
      if (!Double.isFinite(margin) || margin < 0) {
        throw new IllegalArgumentException("margin must be finite and not negative: " + margin);
      }
    }

    @Override
    public Optional<Color> winner() {
      return Optional.of(color);
    }

    @Override
    public String toSgf() {
      return color.letter() + "+" + GameResult.formatMargin(margin);
    }
  }

  /**
   * A win other than by points: by resignation, on time, by forfeit, or of a kind the record does not give.
   *
   * @param color the winner's colour
   * @param reason how the game was won
   * @since 0.1.0
   */
  record Win(Color color, Reason reason) implements GameResult {
    /** How a game was won, when not by points. */
    public enum Reason {
      /** The loser resigned: {@code B+R}. */
      RESIGNATION("R"),
      /** The loser ran out of time: {@code B+T}. */
      TIME("T"),
      /** The loser forfeited: {@code B+F}. */
      FORFEIT("F"),
      /** Not given, or a reason SGF has no letter for: {@code B+}. */
      UNSPECIFIED("");

      private final String code;

      Reason(String code) {
        this.code = code;
      }
    }

    /**
     * Validates the result.
     *
     * @param color the winner's colour
     * @param reason how the game was won
     */
    public Win {
      Objects.requireNonNull(color, "color");
      Objects.requireNonNull(reason, "reason");
    }

    @Override
    public Optional<Color> winner() {
      return Optional.of(color);
    }

    @Override
    public String toSgf() {
      return color.letter() + "+" + reason.code;
    }
  }

  /** The results without a winner: a draw, no result, an unknown result. */
  enum NoWinner implements GameResult {
    /** A draw ({@code 0}, jigo). */
    DRAW("0"),
    /** No result ({@code Void}): for example a game ended by a repetition under Japanese rules. */
    VOID("Void"),
    /** An unknown result ({@code ?}). */
    UNKNOWN("?");

    private final String sgf;

    NoWinner(String sgf) {
      this.sgf = sgf;
    }

    @Override
    public Optional<Color> winner() {
      return Optional.empty();
    }

    @Override
    public String toSgf() {
      return sgf;
    }
  }
}
