package io.github.tengen.go.sgf;

import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.sgf.SgfWarning.Code;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tygem's GIB records, written as SGF: the header's {@code \[KEY=VALUE\]} lines between {@code \HS} and {@code \HE},
 * then {@code INI} (the handicap) and one {@code STO 0 n colour x y} line a move (colour 1 Black, 2 White; x and y
 * from the upper left, from 0) between {@code \GS} and {@code \GE}. The board is 19x19.
 */
final class GibFormat {
  private GibFormat() {}

  private static final Pattern HEADER = Pattern.compile("\\\\\\[([A-Z]+)=(.*)\\\\\\]");
  /** A player as Tygem names one: {@code jy512 (15K)}, {@code harpmaster(3段)}. */
  private static final Pattern PLAYER = Pattern.compile("(.*?)\\s*\\(([^()]*)\\)");
  private static final Pattern DATE_TAG = Pattern.compile("C(\\d{4}):(\\d{2}):(\\d{2})");
  private static final Pattern DATE = Pattern.compile("(\\d{4})-\\s*(\\d{1,2})-\\s*(\\d{1,2})");
  /** Main time, byo-yomi period and periods, in seconds: {@code GTIME:1200-30-3}. */
  private static final Pattern TIME = Pattern.compile("(\\d+)-(\\d+)-(\\d+)");

  static SgfGame convert(String[] lines, ForeignGame.Report report) {
    ForeignGame g = new ForeignGame(report);
    g.info("CA", "UTF-8");
    Map<String, String> header = new HashMap<>();
    boolean moves = false;
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      int no = i + 1;
      Matcher h = HEADER.matcher(line);
      if (h.matches()) {
        header.putIfAbsent(h.group(1), h.group(2));
      } else if (line.equals("\\GS")) {
        moves = true;
      } else if (line.equals("\\GE")) {
        moves = false;
      } else if (moves && line.startsWith("INI ")) {
        header(g, header);
        String[] f = line.split("\\s+");
        g.fixedHandicap(f.length > 3 ? number(f[3], g, no, "handicap") : 0, no);
      } else if (moves && line.startsWith("STO ")) {
        stone(line, g, no);
      }
    }
    if (!g.hasInfo("PB") && !header.isEmpty()) {
      header(g, header); // a file without INI
    }
    return g.build();
  }

  private static void stone(String line, ForeignGame g, int no) {
    String[] f = line.split("\\s+");
    if (f.length < 6) {
      g.report().problem(Code.JUNK, no, "a move line without its colour and point: skipped");
      return;
    }
    int colour = number(f[3], g, no, "colour");
    int x = number(f[4], g, no, "column");
    int y = number(f[5], g, no, "row");
    if (colour != 1 && colour != 2 || x < 0 || y < 0) {
      g.report().problem(Code.BAD_VALUE, no, "a move with colour " + f[3] + " at " + f[4] + " " + f[5]
          + ": skipped");
      return;
    }
    g.move(colour == 1 ? Color.BLACK : Color.WHITE, Point.of(x, y), no);
  }

  private static int number(String s, ForeignGame g, int no, String what) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      g.report().problem(Code.BAD_VALUE, no, "the " + what + " is not a number: " + ForeignGame.quoted(s));
      return -1;
    }
  }

  /** The root's properties from the header. */
  private static void header(ForeignGame g, Map<String, String> h) {
    player(g, h.get("GAMEBLACKNAME"), "PB", "BR");
    player(g, h.get("GAMEWHITENAME"), "PW", "WR");
    Map<String, String> main = fields(h.getOrDefault("GAMEINFOMAIN", ""));
    Map<String, String> tag = fields(h.getOrDefault("GAMETAG", ""));
    String komi = main.getOrDefault("GONGJE", tag.get("G"));
    if (komi != null && komi.matches("\\d{1,4}")) {
      g.info("KM", ForeignGame.tenths(Integer.parseInt(komi)));
    }
    String result = result(main.getOrDefault("GRLT", tag.get("W")), main.getOrDefault("ZIPSU", tag.get("Z")));
    g.info("RE", result);
    Matcher d = DATE_TAG.matcher(h.getOrDefault("GAMETAG", ""));
    Matcher d2 = DATE.matcher(h.getOrDefault("GAMEDATE", ""));
    if (d.find()) {
      g.info("DT", d.group(1) + "-" + d.group(2) + "-" + d.group(3));
    } else if (d2.find()) {
      g.info("DT", String.format("%s-%02d-%02d", d2.group(1), Integer.parseInt(d2.group(2)),
          Integer.parseInt(d2.group(3))));
    }
    g.info("EV", h.get("GAMENAME"));
    g.info("PC", h.get("GAMEPLACE"));
    Matcher t = TIME.matcher(main.getOrDefault("GTIME", ""));
    if (t.matches()) {
      g.info("TM", t.group(1));
      if (!t.group(3).equals("0")) {
        g.info("OT", t.group(3) + "x" + t.group(2) + " byo-yomi");
      }
    }
  }

  private static void player(ForeignGame g, String raw, String name, String rank) {
    if (raw == null) {
      return;
    }
    Matcher m = PLAYER.matcher(raw.strip());
    if (m.matches() && !m.group(1).isEmpty()) {
      g.info(name, m.group(1));
      g.info(rank, m.group(2));
    } else {
      g.info(name, raw);
    }
  }

  /** {@code KEY:VALUE} fields separated by commas ({@code GAMEINFOMAIN}) or {@code Kvalue} ones ({@code GAMETAG}). */
  private static Map<String, String> fields(String s) {
    Map<String, String> out = new HashMap<>();
    for (String f : s.split(",")) {
      String t = f.strip();
      int colon = t.indexOf(':');
      if (colon > 0 && t.substring(0, colon).matches("[A-Z]+")) {
        out.putIfAbsent(t.substring(0, colon), t.substring(colon + 1));
      } else if (t.length() > 1 && Character.isUpperCase(t.charAt(0)) && t.substring(1).matches("\\d+")) {
        out.putIfAbsent(t.substring(0, 1), t.substring(1));
      }
    }
    return out;
  }

  /**
   * The result from Tygem's code and margin (tenths of a point): 0 Black and 1 White by a count, 3 and 4 by
   * resignation, 7 and 8 on time; any other code (255: no result recorded) gives none.
   */
  static String result(String code, String tenths) {
    if (code == null) {
      return null;
    }
    switch (code.strip()) {
      case "0": case "1":
        String winner = code.strip().equals("0") ? "B+" : "W+";
        return tenths != null && tenths.strip().matches("\\d{1,5}")
            ? winner + ForeignGame.tenths(Integer.parseInt(tenths.strip())) : winner;
      case "3": return "B+R";
      case "4": return "W+R";
      case "7": return "B+T";
      case "8": return "W+T";
      default: return null;
    }
  }
}
