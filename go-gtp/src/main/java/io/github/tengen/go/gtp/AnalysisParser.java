package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads the {@code info} lines of {@code lz-analyze}, {@code kata-analyze} and Sabaki's {@code analyze}: robust to
 * the order of fields and to fields it does not know, as KataGo asks of consumers. Winrate, prior and lcb written as
 * integers (Leela Zero's times 10,000) or as fractions are both read as fractions.
 *
 * <pre>{@code
 * List<AnalysisInfo> infos = AnalysisParser.parse(line, Color.BLACK, BoardSize.square(19));
 * }</pre>
 *
 * @since 0.1.0
 */
public final class AnalysisParser {
  private AnalysisParser() {}

  /** Fields whose values run to the next field: the principal variation and KataGo's per-move lists. */
  private static final Set<String> LISTS = Set.of("pv", "pvVisits", "pvEdgeVisits", "movesOwnership",
      "movesOwnershipStdev");
  /** Words that end an info record: the next info, or the line-wide parts KataGo appends. */
  private static final Set<String> ENDS = Set.of("info", "ownership", "ownershipStdev", "rootInfo");

  /**
   * Reads one line of {@code info} records (a line without any gives the empty list).
   *
   * @param line the line
   * @param toMove the player the analysis is for (the colour of each candidate move)
   * @param size the board, for the vertices
   * @return the candidates, in the order written
   * @throws IllegalArgumentException if a record has no readable {@code move}
   */
  public static List<AnalysisInfo> parse(String line, Color toMove, BoardSize size) {
    String[] w = line.trim().split("\\s+");
    List<AnalysisInfo> out = new ArrayList<>();
    int i = 0;
    while (i < w.length) {
      if (!w[i].equals("info")) {
        i++;
        continue;
      }
      i++;
      Move move = null;
      int visits = 0;
      double winrate = 0;
      double prior = 0;
      double lcb = Double.NaN;
      double lead = 0;
      int order = out.size();
      List<Move> pv = new ArrayList<>();
      while (i < w.length && !ENDS.contains(w[i])) {
        String key = w[i++];
        if (LISTS.contains(key)) {
          while (i < w.length && !ENDS.contains(w[i]) && !isKey(w[i])) {
            if (key.equals("pv")) {
              pv.add(Move.parseGtp(pv.size() % 2 == 0 ? toMove : toMove.opponent(), w[i], size));
            }
            i++;
          }
          continue;
        }
        if (i >= w.length) {
          break;
        }
        String v = w[i++];
        switch (key) {
          case "move" -> move = Move.parseGtp(toMove, v, size);
          case "visits" -> visits = (int) Math.round(number(v));
          case "winrate" -> winrate = fraction(v);
          case "prior" -> prior = fraction(v);
          case "lcb" -> lcb = fraction(v);
          case "scoreLead" -> lead = number(v);
          case "order" -> order = (int) Math.round(number(v));
          default -> { } // a field this parser does not know
        }
      }
      if (move == null) {
        throw new IllegalArgumentException("an info record without a move: " + line);
      }
      out.add(new AnalysisInfo(move, Math.max(0, visits), winrate, prior, Double.isNaN(lcb) ? winrate : lcb, lead,
          Math.max(0, order), pv.isEmpty() ? List.of(move) : pv));
    }
    return out;
  }

  private static boolean isKey(String word) {
    if (word.isEmpty() || !Character.isLetter(word.charAt(0))) {
      return false;
    }
    String l = word.toLowerCase(Locale.ROOT);
    if (l.equals("pass")) {
      return false;
    }
    // a vertex is a letter and digits; a key is a word
    return !(word.length() <= 3 && word.substring(1).chars().allMatch(Character::isDigit) && word.length() >= 2);
  }

  private static double number(String v) {
    try {
      return Double.parseDouble(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("not a number: " + v, e);
    }
  }

  /** A fraction: a value written as an integer is Leela Zero's times 10,000, one with a point a fraction. */
  private static double fraction(String v) {
    double d = number(v);
    boolean integer = v.indexOf('.') < 0 && v.indexOf('e') < 0 && v.indexOf('E') < 0;
    return integer ? d / 10000 : d;
  }
}
