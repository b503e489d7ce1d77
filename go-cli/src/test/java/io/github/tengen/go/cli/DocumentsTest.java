package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The documents say what is true: the README and {@code docs/} quote figures from one table, {@code docs/figures.md},
 * which this build's tests measured (each writes {@code target/figures/ID.txt}; this module's tests run after every
 * library's); and every Java example in them is code that a test compiles and runs.
 */
class DocumentsTest {
  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
  /** A row of the figures table: {@code | `id` | what | value | measured by | needs |}. */
  private static final Pattern ROW = Pattern.compile("(?m)^\\| `([a-z0-9-]+)` \\| ([^|]*) \\| ([^|]*) \\|");
  /** A quoted figure: the value, then {@code <!--fig:ID-->}. */
  private static final Pattern MARKER = Pattern.compile("<!--fig:([a-z0-9-]+)-->");
  private static final Pattern JAVA_BLOCK = Pattern.compile("(?s)```java\n(.*?)```");

  @Test
  void theFiguresTableHoldsWhatThisBuildMeasured() throws IOException {
    String table = Files.readString(ROOT.resolve("docs/figures.md"));
    Path measured = ROOT.resolve("target/figures");
    List<String> stale = new ArrayList<>();
    StringBuilder regenerated = new StringBuilder();
    Matcher m = ROW.matcher(table);
    int last = 0;
    int checked = 0;
    while (m.find()) {
      Path file = measured.resolve(m.group(1) + ".txt");
      String value = m.group(3).strip();
      regenerated.append(table, last, m.start(3));
      if (Files.exists(file)) {
        checked++;
        String now = Files.readString(file).strip();
        if (!now.equals(value)) {
          stale.add(m.group(1) + ": the table says " + value + ", this build measured " + now);
        }
        value = now;
      }
      regenerated.append(' ').append(value).append(' ');
      last = m.end(3);
    }
    regenerated.append(table.substring(last));
    Files.createDirectories(ROOT.resolve("target"));
    Files.writeString(ROOT.resolve("target/figures.md"), regenerated);
    System.out.printf("docs/figures.md: %d figures, %d measured by this build%n", figures(table).size(), checked);
    assertEquals(List.of(), stale, "docs/figures.md is stale: copy target/figures.md over it");
  }

  @Test
  void everyQuotedFigureIsTheTables() throws IOException {
    Map<String, String> figures = figures(Files.readString(ROOT.resolve("docs/figures.md")));
    List<String> wrong = new ArrayList<>();
    int quoted = 0;
    for (Path doc : documents()) {
      String text = Files.readString(doc);
      Matcher m = MARKER.matcher(text);
      while (m.find()) {
        quoted++;
        String value = figures.get(m.group(1));
        if (value == null || !text.substring(0, m.start()).endsWith(value)) {
          wrong.add(ROOT.relativize(doc) + ": " + m.group(1) + " should read " + value + " before its marker");
        }
      }
    }
    assertEquals(List.of(), wrong);
    assertFalse(quoted == 0, "the README quotes no figure of the table");
  }

  @Test
  void everyJavaExampleIsCodeATestRuns() throws IOException {
    String tests = testSources();
    List<String> missing = new ArrayList<>();
    int examples = 0;
    for (Path doc : documents()) {
      Matcher m = JAVA_BLOCK.matcher(Files.readString(doc));
      while (m.find()) {
        examples++;
        String code = normalised(m.group(1));
        if (!tests.contains(code)) {
          missing.add(ROOT.relativize(doc) + ":\n" + m.group(1));
        }
      }
    }
    System.out.printf("%d Java examples in the README and docs/, each found in a test%n", examples);
    assertEquals(List.of(), missing, "examples no test runs");
  }

  /** The figures table as id to value. */
  private static Map<String, String> figures(String table) {
    Map<String, String> out = new LinkedHashMap<>();
    Matcher m = ROW.matcher(table);
    while (m.find()) {
      out.put(m.group(1), m.group(3).strip());
    }
    return out;
  }

  private static List<Path> documents() throws IOException {
    List<Path> docs = new ArrayList<>();
    docs.add(ROOT.resolve("README.md"));
    try (Stream<Path> s = Files.list(ROOT.resolve("docs"))) {
      s.filter(p -> p.toString().endsWith(".md")).sorted().forEach(docs::add);
    }
    return docs;
  }

  /** Every test source of the modules and examples, each line stripped, blank and import lines left out. */
  private static String testSources() throws IOException {
    try (Stream<Path> s = Files.walk(ROOT)) {
      return s.filter(p -> p.toString().endsWith(".java") || p.toString().endsWith(".kt"))
          .filter(p -> p.toString().contains("/src/test/") && !p.toString().contains("/target/"))
          .map(DocumentsTest::read).map(DocumentsTest::normalised).collect(Collectors.joining("\n"));
    }
  }

  private static String read(Path p) {
    try {
      return Files.readString(p);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The code's lines stripped, without blank lines and imports, so that indentation and imports do not count. */
  private static String normalised(String code) {
    return code.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("import "))
        .collect(Collectors.joining("\n"));
  }
}
