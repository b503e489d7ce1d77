package io.github.tengen.examples.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.SgfCheck;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job in local mode (two worker threads) gives, file for file, the report that one {@code SgfCheck} call
 * gives on one machine, and the summary counts of those reports.
 */
class SparkCheckTest {
  static JavaSparkContext spark;

  @TempDir
  static Path dir;

  @BeforeAll
  static void start() throws IOException {
    Path games = Files.createDirectories(dir.resolve("games"));
    try (InputStream in = SgfReader.class.getResourceAsStream("/io/github/tengen/go/sgf/ear-reddening-1846.sgf")) {
      Files.write(games.resolve("1846.sgf"), in.readAllBytes());
    }
    Files.writeString(games.resolve("occupied.sgf"), "(;GM[1]FF[4]SZ[9];B[ee];W[ee])");
    Files.writeString(games.resolve("notes.sgf"), "not a game");
    // real records: a professional rank's folder of the Fox games, when the shared corpus is there
    Path fox = Path.of(System.getProperty("tengen.shared", "../../../shared"), "corpus/pro-games/fox-pro/games/1p");
    if (Files.isDirectory(fox)) {
      try (Stream<Path> s = Files.list(fox)) {
        for (Path p : s.sorted().limit(150).toList()) {
          Files.copy(p, games.resolve(p.getFileName()));
        }
      }
    }
    spark = new JavaSparkContext(new SparkConf().setMaster("local[2]").setAppName("tengen check test")
        .set("spark.ui.enabled", "false").set("spark.driver.host", "127.0.0.1")
        .set("spark.driver.bindAddress", "127.0.0.1"));
  }

  @AfterAll
  static void stop() {
    if (spark != null) {
      spark.close();
    }
  }

  @Test
  void eachFilesReportIsTheOneMachinesReport() throws IOException {
    List<String> lines = SparkCheck.reports(spark, dir.resolve("games").toUri().toString()).collect();
    Map<String, String> byName = new HashMap<>();
    for (String line : lines) {
      String name = line.substring("{\"file\":\"".length(), line.indexOf("\",\"bytes\""));
      byName.put(name, line);
    }
    try (Stream<Path> s = Files.list(dir.resolve("games"))) {
      List<Path> files = s.toList();
      assertEquals(files.size(), lines.size());
      for (Path f : files) {
        String name = byName.keySet().stream().filter(n -> Path.of(URI.create(n)).equals(f)).findFirst()
            .orElseThrow(() -> new AssertionError("no report for " + f));
        assertEquals(SparkCheck.check().check(name, Files.readAllBytes(f)).toJson(), byName.get(name));
      }
    }
    assertTrue(byName.values().stream().anyMatch(l -> l.contains("\"code\":\"NOT_SGF\"")));
  }

  /** The job of docs/cli.md as written there (the next test compiles the document's own text). */
  static void documentedJob(JavaSparkContext spark) {
    JavaRDD<String> reports = spark.binaryFiles("hdfs:///archive/*/*.sgf")
        .map(f -> SgfCheck.standard().withRecount(DeadStoneEstimator.standard()::score)
            .check(f._1(), f._2().toArray()).toJson());
    reports.saveAsTextFile("hdfs:///reports/check");
  }

  @Test
  void theDocumentedSparkSnippetCompiles() throws IOException {
    String readme = Files.readString(Path.of("../../docs/cli.md"));
    String part = readme.substring(readme.indexOf("## Beyond one machine"));
    String code = part.substring(part.indexOf("```java") + "```java".length(), part.indexOf("```", part.indexOf(
        "```java") + 7));
    assertTrue(code.contains("SgfCheck.standard().withRecount(DeadStoneEstimator.standard()::score)"), code);
    Path src = Files.createDirectories(dir.resolve("readme/src"));
    Files.writeString(src.resolve("ReadmeSnippet.java"), "import io.github.tengen.go.estimate.DeadStoneEstimator;\n"
        + "import io.github.tengen.go.sgf.SgfCheck;\nimport org.apache.spark.api.java.JavaRDD;\n"
        + "import org.apache.spark.api.java.JavaSparkContext;\n"
        + "class ReadmeSnippet {\n  static void run(JavaSparkContext spark) {\n" + code + "  }\n}\n");
    javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
    java.io.StringWriter errors = new java.io.StringWriter();
    int rc = javac.run(null, null, new java.io.PrintStream(new java.io.OutputStream() {
      @Override
      public void write(int b) {
        errors.write(b);
      }
    }), "-d", dir.resolve("readme/classes").toString(), "-cp", System.getProperty("java.class.path"),
        src.resolve("ReadmeSnippet.java").toString());
    assertEquals(0, rc, "the Spark snippet of docs/cli.md does not compile:\n" + errors + "\n" + code);
  }

  @Test
  void theSummaryCountsTheReports() throws IOException {
    Map<String, Long> summary = SparkCheck.summary(spark, dir.resolve("games").toUri().toString());
    long games = 0;
    long moves = 0;
    long errors = 0;
    long files = 0;
    Set<String> codes = new TreeSet<>();
    try (Stream<Path> s = Files.list(dir.resolve("games"))) {
      for (Path f : s.toList()) {
        SgfCheck.Report r = SparkCheck.check().check(f.toString(), Files.readAllBytes(f));
        files++;
        games += r.games().size();
        moves += r.games().stream().mapToLong(SgfCheck.GameSummary::moves).sum();
        errors += r.hasErrors() ? 1 : 0;
        codes.addAll(SgfCheckRow.of(r).codes());
      }
    }
    assertEquals(files, summary.get("files"));
    assertEquals(games, summary.get("games"));
    assertEquals(moves, summary.get("moves"));
    assertEquals(errors, summary.get("files with errors"));
    assertTrue(summary.keySet().containsAll(codes), summary.toString());
    assertEquals(1L, summary.get("error file NOT_SGF"));
    assertTrue(summary.get("error replay ILLEGAL_MOVE_OCCUPIED") >= 1, summary.toString());
    System.out.println("Spark summary: " + summary);
  }
}
