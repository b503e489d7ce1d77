package io.github.tengen.go.sgf;

import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.sgf.SgfWarning.Code;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * WBaduk's (Cyberoro's) NGF records, written as SGF: twelve lines of header (title, board size, White and Black as
 * name and rank, place, handicap, an unknown line, komi in whole points, date, an unknown line, result, number of
 * moves), then one {@code PMnnCxyyx} line a move: its number in two letters, colour {@code B} or {@code W}, the
 * column and row as letters from {@code B} (the upper left), and the two again reversed.
 */
final class NgfFormat {
  private NgfFormat() {}

  /** The header's lines before the moves. */
  static final int HEADER_LINES = 12;
  private static final Pattern MOVE = Pattern.compile("PM[A-Z]{2}([BW])([A-Z])([A-Z])[A-Z]{2}.*");
  private static final Pattern DATE = Pattern.compile("(\\d{4})(\\d{2})(\\d{2}).*");
  private static final Pattern NUMBER = Pattern.compile("-?\\d+(\\.\\d+)?");
  private static final Pattern MARGIN = Pattern.compile("\\d+(\\.\\d+)?");

  /** The header lines of the older form, each behind {@code GI}. */
  static final int OLD_HEADER_LINES = 11;

  /**
   * Whether text reads as NGF: a board size on its second line and a move line in the place of the first move, or
   * the older form's header lines behind {@code GI} and a move line after them.
   */
  static boolean looksLike(String[] lines) {
    if (lines.length > OLD_HEADER_LINES && lines[0].startsWith("GI")) {
      return MOVE.matcher(lines[OLD_HEADER_LINES].strip()).matches();
    }
    return lines.length > HEADER_LINES && lines[1].strip().matches("\\d{1,2}")
        && (MOVE.matcher(lines[HEADER_LINES].strip()).matches() || lines.length == HEADER_LINES + 1);
  }

  static SgfGame convert(String[] lines, ForeignGame.Report report) {
    ForeignGame g = new ForeignGame(report);
    if (lines[0].startsWith("GI")) {
      oldHeader(g, lines);
      moves(g, lines, OLD_HEADER_LINES);
      return g.build();
    }
    if (lines.length < HEADER_LINES) {
      report.problem(Code.UNEXPECTED_END, lines.length, "an NGF header has " + HEADER_LINES + " lines, this file "
          + lines.length);
    }
    g.size(number(line(lines, 1), 19), 2);
    player(g, line(lines, 2), "PW", "WR");
    player(g, line(lines, 3), "PB", "BR");
    int handicap = number(line(lines, 5), 0);
    int komi = number(line(lines, 7), 0);
    g.info("CA", "UTF-8");
    g.info("KM", handicap == 0 ? komi + ".5" : Integer.toString(komi)); // even games: the half point is implied
    Matcher d = DATE.matcher(line(lines, 8));
    if (d.matches()) {
      g.info("DT", d.group(1) + "-" + d.group(2) + "-" + d.group(3));
    }
    g.info("RE", result(line(lines, 10)));
    g.fixedHandicap(handicap, 6);
    moves(g, lines, HEADER_LINES);
    return g.build();
  }

  /**
   * The older form's header (WBaduk's files of 2006): event, White, Black, two unknown lines, date, board size,
   * handicap, an unknown line, komi in whole points, number of moves, each behind {@code GI}; the result in Chinese
   * on a line {@code IDB[n] 黑中盘胜...} after the moves.
   */
  private static void oldHeader(ForeignGame g, String[] lines) {
    String[] h = new String[OLD_HEADER_LINES];
    for (int i = 0; i < OLD_HEADER_LINES; i++) {
      h[i] = lines[i].substring(Math.min(2, lines[i].length())).strip();
    }
    g.info("CA", "UTF-8");
    g.info("EV", h[0]);
    g.size(number(h[6], 19), 7);
    named(g, h[1], "PW", "WR");
    named(g, h[2], "PB", "BR");
    int handicap = number(h[7], 0);
    int komi = number(h[9], 0);
    g.info("KM", handicap == 0 ? komi + ".5" : Integer.toString(komi));
    Matcher d = OLD_DATE.matcher(h[5]);
    if (d.matches()) {
      g.info("DT", String.format("%s-%02d-%02d", d.group(1), Integer.parseInt(d.group(2)),
          Integer.parseInt(d.group(3))));
    }
    g.fixedHandicap(handicap, 8);
    for (String line : lines) {
      if (line.startsWith("IDB[")) {
        g.info("RE", chineseResult(line));
      }
    }
  }

  private static final Pattern OLD_DATE = Pattern.compile("(\\d{4})-(\\d{1,2})-(\\d{1,2})");
  private static final Pattern CHINESE_MARGIN = Pattern.compile("(\\d+)目(半)?");

  /** {@code 黑中盘胜} (Black by resignation), {@code 白3目半胜} (White by 3.5), {@code 黑超时胜} (on time). */
  static String chineseResult(String text) {
    int win = text.indexOf('胜');
    if (win < 0) {
      return null;
    }
    int black = text.indexOf('黑');
    int white = text.indexOf('白');
    String winner = black >= 0 && black < win && (white < 0 || black < white) ? "B"
        : white >= 0 && white < win ? "W" : null;
    Matcher m = CHINESE_MARGIN.matcher(text);
    String margin = m.find() ? m.group(1) + (m.group(2) != null ? ".5" : "") : "";
    return sgfResult(winner, text.contains("中盘"), text.contains("超时"), margin);
  }

  /** SGF's {@code RE}: the winner and how ({@code R}, {@code T}, or the margin, which may be empty); null without one. */
  private static String sgfResult(String winner, boolean resigned, boolean onTime, String margin) {
    return winner == null ? null : winner + "+" + (resigned ? "R" : onTime ? "T" : margin);
  }

  /** {@code 朴承华 初段}: the name and the rank as written. */
  private static void named(ForeignGame g, String line, String name, String rank) {
    int space = line.lastIndexOf(' ');
    g.info(name, space > 0 ? line.substring(0, space) : line);
    g.info(rank, space > 0 ? line.substring(space + 1) : null);
  }

  private static void moves(ForeignGame g, String[] lines, int from) {
    for (int i = from; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.isEmpty() || line.startsWith("GI") || line.startsWith("IDB[")) {
        continue;
      }
      Matcher m = MOVE.matcher(line);
      if (!m.matches()) {
        g.report().problem(Code.JUNK, i + 1, "not an NGF move line: " + ForeignGame.quoted(line) + ": skipped");
        continue;
      }
      Color c = m.group(1).equals("B") ? Color.BLACK : Color.WHITE;
      g.move(c, Point.of(m.group(2).charAt(0) - 'B', m.group(3).charAt(0) - 'B'), i + 1);
    }
  }

  private static String line(String[] lines, int i) {
    return i < lines.length ? lines[i].strip() : "";
  }

  private static int number(String s, int otherwise) {
    Matcher m = NUMBER.matcher(s);
    return m.lookingAt() ? (int) Math.floor(Double.parseDouble(m.group())) : otherwise;
  }

  /** {@code LQC         9DP}: the name, and the rank ({@code 9DP} professional, {@code 7D*}, {@code 5K}). */
  private static void player(ForeignGame g, String line, String name, String rank) {
    String[] f = line.split("\\s+");
    g.info(name, f[0]);
    if (f.length > 1) {
      String r = f[f.length - 1];
      g.info(rank, r.replace("DP", "p").replace('D', 'd').replace('K', 'k'));
    }
  }

  /** {@code Black wins by 0.5!}, {@code White wins by  resign!}, {@code White wins by time!}. */
  static String result(String text) {
    String t = text.toLowerCase(Locale.ROOT);
    String winner = t.contains("white win") || t.contains("black lose") ? "W"
        : t.contains("black win") || t.contains("white lose") ? "B" : null;
    Matcher m = MARGIN.matcher(t);
    String margin = "";
    while (m.find()) {
      margin = m.group();
    }
    return sgfResult(winner, t.contains("resign"), t.contains("time"), margin);
  }
}
