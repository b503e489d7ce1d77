package io.github.tengen.go.gtp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;

/**
 * One line of a controller's input as the specification reads it (section 3.1: preprocessing, an id, a command and
 * its arguments), or the response already decided for it; and the specification's response format.
 *
 * @param id the id, or empty
 * @param command the command's name
 * @param args its arguments
 * @param response the response when the line needs no command run ({@code ""} for a blank line), else null
 */
record GtpLine(String id, String command, List<String> args, @Nullable String response) {
  /**
   * Reads a line.
   *
   * @param line the line, without its newline
   * @param known whether a command name is one the engine answers
   */
  static GtpLine parse(String line, Predicate<String> known) {
    String text = preprocess(line);
    if (text.isEmpty()) {
      return new GtpLine("", "", List.of(), "");
    }
    List<String> words = new ArrayList<>(List.of(text.split(" +")));
    String id = "";
    if (words.get(0).chars().allMatch(Character::isDigit)) {
      id = words.remove(0);
      if (id.length() > 10 || Long.parseLong(id) > Integer.MAX_VALUE) {
        return new GtpLine("", "", List.of(), format(false, "", "syntax error (id beyond 2147483647)"));
      }
      if (words.isEmpty()) {
        return new GtpLine(id, "", List.of(), format(false, id, "empty command"));
      }
    }
    String command = words.remove(0);
    if (!known.test(command)) {
      return new GtpLine(id, command, List.of(), format(false, id, "unknown command"));
    }
    return new GtpLine(id, command, List.copyOf(words), null);
  }

  /** The answer to a line over {@link GtpLines#MAX_LINE_BYTES}: an error, with the id its first bytes give. */
  static GtpLine tooLong(String head) {
    String id = parse(head, c -> true).id();
    return new GtpLine(id, "", List.of(), format(false, id, String.format(Locale.ROOT,
        "line too long (over %,d bytes): ignored", GtpLines.MAX_LINE_BYTES)));
  }

  /** The specification's preprocessing (section 3.1) of one line. */
  static String preprocess(String line) {
    StringBuilder sb = new StringBuilder(line.length());
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '#') {
        break;
      }
      if (c == '\t') {
        sb.append(' ');
      } else if (c >= ' ' && c != 127) {
        sb.append(c);
      }
    }
    return sb.toString().trim();
  }

  /** One response, with no empty line inside and the empty line at the end. */
  static String format(boolean ok, String id, String result) {
    StringBuilder sb = new StringBuilder().append(ok ? '=' : '?').append(id);
    String body = result.replace("\r", "");
    // the empty line ends a response, so a result's empty lines are dropped
    List<String> lines = body.lines().filter(l -> !l.isBlank()).toList();
    if (body.startsWith("\n")) {
      sb.append('\n'); // a diagram starts on its own line
    } else if (!lines.isEmpty()) {
      sb.append(' ');
    }
    sb.append(String.join("\n", lines));
    return sb.append("\n\n").toString();
  }
}
