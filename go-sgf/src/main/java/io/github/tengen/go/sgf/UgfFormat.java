package io.github.tengen.go.sgf;

import io.github.tengen.go.Color;
import io.github.tengen.go.Point;
import io.github.tengen.go.sgf.SgfWarning.Code;
import java.util.Map;

/**
 * Pandanet's UGF and UGI records, written as SGF: sections in brackets; {@code [Header]} of {@code Key=Value}
 * lines, {@code [Data]} of one {@code CR,C1,n,t} line a move (column and row as letters from {@code A}, the row
 * counted from the bottom, as IGS writes them; a point off the board such as {@code YA} is a pass), and
 * {@code [ReviewComment]}, whose {@code .Comment,n} lines start the comment of node n (1 is the root).
 */
final class UgfFormat {
  private UgfFormat() {}

  /** Pandanet's rule names and SGF's. */
  private static final Map<String, String> RULES = Map.of("JPN", "Japanese", "CHN", "Chinese", "KOR", "Korean");

  /** Whether text reads as UGF: {@code [Header]} on its first line, and a {@code [Data]} section. */
  static boolean looksLike(String[] lines) {
    if (lines.length == 0 || !lines[0].strip().equals("[Header]")) {
      return false;
    }
    for (String line : lines) {
      if (line.strip().equals("[Data]")) {
        return true;
      }
    }
    return false;
  }

  static SgfGame convert(String[] lines, ForeignGame.Report report) {
    ForeignGame g = new ForeignGame(report);
    g.info("CA", "UTF-8");
    String section = "";
    int comment = -1;
    for (int i = 0; i < lines.length; i++) {
      String raw = lines[i];
      String line = raw.strip();
      int no = i + 1;
      if (line.startsWith("[") && line.endsWith("]")) {
        section = line.substring(1, line.length() - 1);
        continue;
      }
      switch (section) {
        case "Header" -> header(g, line, no);
        case "Data" -> {
          if (!line.isEmpty()) {
            move(g, line, no);
          }
        }
        case "ReviewComment" -> {
          if (line.startsWith(".Comment,")) {
            comment = commentNode(g, line, no);
          } else if (comment >= 0 && !line.isEmpty()) {
            g.comment(comment, line + "\n");
          }
        }
        default -> { } // ReviewNode: the review's own tree, which UGI gives without its branches
      }
    }
    return g.build();
  }

  private static void header(ForeignGame g, String line, int no) {
    int eq = line.indexOf('=');
    if (eq < 0) {
      return;
    }
    String key = line.substring(0, eq);
    String[] v = line.substring(eq + 1).split(",", -1);
    switch (key) {
      case "PlayerB" -> {
        g.info("PB", v[0]);
        g.info("BR", v.length > 1 ? v[1] : null);
      }
      case "PlayerW" -> {
        g.info("PW", v[0]);
        g.info("WR", v.length > 1 ? v[1] : null);
      }
      case "Size" -> g.size(v[0].strip().matches("\\d{1,2}") ? Integer.parseInt(v[0].strip()) : 0, no);
      case "Hdcp" -> {
        g.info("KM", v.length > 1 ? v[1] : null); // as written; its sign is Pandanet's (see docs/sgf.md)
        if (v[0].strip().matches("\\d")) {
          g.fixedHandicap(Integer.parseInt(v[0].strip()), no);
        }
      }
      case "Rule" -> g.info("RU", RULES.getOrDefault(v[0].strip(), v[0]));
      case "Date" -> g.info("DT", v[0].replace('/', '-'));
      case "Copyright" -> g.info("CP", v[0]);
      case "Place" -> g.info("PC", v[0]);
      case "Winner" -> {
        if (v[0].strip().matches("[BW]")) {
          g.info("RE", v[0].strip() + "+" + (v.length > 1 ? v[1].strip() : ""));
        }
      }
      default -> { }
    }
  }

  private static void move(ForeignGame g, String line, int no) {
    String[] f = line.split(",");
    if (f.length < 2 || f[0].length() != 2 || f[1].isEmpty() || "BW".indexOf(f[1].charAt(0)) < 0) {
      g.report().problem(Code.JUNK, no, "not a UGF move line: " + ForeignGame.quoted(line) + ": skipped");
      return;
    }
    Color c = f[1].charAt(0) == 'B' ? Color.BLACK : Color.WHITE;
    int n = g.size().width();
    int x = f[0].charAt(0) - 'A';
    int y = n - 1 - (f[0].charAt(1) - 'A');
    boolean on = x >= 0 && x < n && y >= 0 && y < n;
    g.move(c, on ? Point.of(x, y) : null, no);
  }

  /** The node a {@code .Comment,n} line starts, or -1 if it is not on the game's line. */
  private static int commentNode(ForeignGame g, String line, int no) {
    String n = line.substring(".Comment,".length()).strip();
    int node = n.matches("\\d{1,6}") ? Integer.parseInt(n) - 1 : -1;
    if (node < 0 || node > g.moveCount()) {
      g.report().problem(Code.BAD_VALUE, no, "a comment on review node " + ForeignGame.quoted(n)
          + ", which is not on the game's line: skipped");
      return -1;
    }
    return node;
  }
}
