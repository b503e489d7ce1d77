package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.RuleSet;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/gtp.md's table of commands is what {@code list_commands} answers: none missing, none extra. */
class GtpCommandsDocumentedTest {
  @Test
  void theTableNamesEveryCommandAnEngineListsAndNoOther() throws IOException {
    GtpEngine engine = GtpEngine.builder(new RandomPlayer(1)).rules(RuleSet.CHINESE).build();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    engine.run(new ByteArrayInputStream("list_commands\nquit\n".getBytes(StandardCharsets.US_ASCII)), out);
    Set<String> listed = new TreeSet<>();
    for (String line : out.toString(StandardCharsets.US_ASCII).split("\n")) {
      String name = line.replaceFirst("^= ?", "").trim();
      if (!name.isEmpty()) {
        listed.add(name);
      }
    }
    String doc = Files.readString(Path.of("..", "docs", "gtp.md"));
    String section = doc.substring(doc.indexOf("## The commands"), doc.indexOf("\n## ", doc.indexOf("## The commands")));
    Set<String> documented = new TreeSet<>();
    List<String> rows = new ArrayList<>();
    for (String row : section.split("\n")) {
      if (row.startsWith("| ") && !row.startsWith("| group")) {
        rows.add(row);
        Matcher m = Pattern.compile("`([a-z_-]+)`").matcher(row.substring(row.indexOf('|', 2)));
        while (m.find()) {
          documented.add(m.group(1));
        }
      }
    }
    assertEquals(listed, documented);
    assertTrue(section.contains("names these " + listed.size() + " "), "the count in the text");
  }
}
