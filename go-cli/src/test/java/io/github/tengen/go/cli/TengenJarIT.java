package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** End to end: {@code java -jar tengen.jar} (and the {@code ./tengen} script) as a user runs them. */
class TengenJarIT {
  @TempDir
  Path dir;

  @Test
  void theLauncherScriptRunsTheJar() {
    Path script = Path.of("..", "tengen").toAbsolutePath().normalize();
    assumeTrue(Files.isExecutable(script), "skipped: no ./tengen script at " + script);
    Jar.Result r = Jar.exec(List.of(script.toString(), "--version"), "", 120);
    assertEquals(0, r.code(), r.err());
    String version = manifest(Jar.jar()).getValue("Implementation-Version");
    assertTrue(version != null && version.matches("\\d+\\.\\d+\\.\\d+.*"), String.valueOf(version));
    assertTrue(r.out().startsWith("tengen " + version + "\n"), r.out());
  }

  @Test
  void everyLibraryJarNamesItsVersionAndCarriesTheLicence() throws IOException {
    String version = manifest(Jar.jar()).getValue("Implementation-Version");
    for (String module : List.of("go-core", "go-render", "go-sgf", "go-estimate", "go-game", "go-gtp", "go-render-png",
        "go-katago")) {
      Path jar = Path.of("..", module, "target", module + "-" + version + ".jar");
      assumeTrue(Files.exists(jar), "skipped: " + jar + " is not built (run the build from the root)");
      try (java.util.jar.JarFile f = new java.util.jar.JarFile(jar.toFile())) {
        assertEquals(version, f.getManifest().getMainAttributes().getValue("Implementation-Version"), module);
        assertTrue(f.getEntry("META-INF/LICENSE") != null, module + " has no META-INF/LICENSE");
      }
    }
  }

  private static java.util.jar.Attributes manifest(Path jar) {
    try (java.util.jar.JarFile f = new java.util.jar.JarFile(jar.toFile())) {
      return f.getManifest().getMainAttributes();
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }

  @Test
  void checkOfTheParserFixturesReportsEveryFileWithoutAStackTrace() throws IOException {
    Path corpus = Jar.corpus();
    assumeTrue(corpus != null, "skipped: the shared corpus is absent");
    Path fixtures = corpus.resolve("sgf-parser-tests");
    Path report = dir.resolve("fixtures.jsonl");
    Jar.Result r = Jar.run("check", fixtures.toString(), "--report", report.toString(), "--show", "warning");
    assertFalse(r.hasStackTrace(), r.out() + r.err());
    Map<String, JsonObject> byFile = Files.readAllLines(report).stream()
        .map(l -> JsonParser.parseString(l).getAsJsonObject())
        .collect(Collectors.toMap(o -> fixtures.relativize(Path.of(o.get("file").getAsString())).toString(), o -> o));
    try (Stream<Path> s = Files.walk(fixtures)) {
      Set<String> sgf = s.filter(p -> p.toString().toLowerCase().endsWith(".sgf"))
          .map(p -> fixtures.relativize(p).toString()).collect(Collectors.toSet());
      assertEquals(sgf, byFile.keySet());
    }
    boolean errors = byFile.values().stream().anyMatch(o -> o.getAsJsonArray("findings").asList().stream()
        .anyMatch(f -> f.getAsJsonObject().get("severity").getAsString().equals("ERROR")));
    assertEquals(errors ? 1 : 0, r.code(), r.out());
    assertTrue(codes(byFile.get("gogui/human-readable.sgf")).contains("HUMAN_READABLE_MOVE"));
    assertTrue(codes(byFile.get("gogui/invalidmove.sgf")).stream().anyMatch(c -> c.startsWith("BAD_")),
        byFile.get("gogui/invalidmove.sgf").toString());
    assertTrue(r.out().contains("gogui/human-readable.sgf: warning replay HUMAN_READABLE_MOVE game 0 move 1"), r.out());
  }

  private static List<String> codes(JsonObject report) {
    return report.getAsJsonArray("findings").asList().stream()
        .map(f -> f.getAsJsonObject().get("code").getAsString()).toList();
  }

  @Test
  void checkReadsTheFileListFromStandardInput() throws IOException {
    Path game = historic();
    Jar.Result r = Jar.run(List.of(), List.of("check", "--files-from", "-", "--progress", "bar"),
        game + "\n" + game.getParent() + "\n", 60);
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().matches("(?s).*files\\s+2\\s.*games\\s+2\\s.*moves\\s+650\\s.*"), r.out());
    assertTrue(r.err().contains("] 2/? files"), "the bar, without a total: " + r.err());
  }

  @Test
  void anEmptyFolderChecksZeroFiles() throws IOException {
    Files.createDirectories(dir.resolve("empty"));
    Jar.Result r = Jar.run("check", dir.resolve("empty").toString());
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().matches("(?s)\\s*files\\s+0\\s.*"), r.out());
  }

  @Test
  void filesThatAreNotSgfAreErrorsNotCrashes() throws IOException {
    Path png = dir.resolve("board.sgf");
    Jar.Result drawn = Jar.run("score", historic().toString(), "--image", dir.resolve("board.png").toString());
    assertEquals(0, drawn.code(), drawn.err());
    Files.copy(dir.resolve("board.png"), png); // a PNG picture named .sgf
    Files.write(dir.resolve("zeros.sgf"), new byte[4096]);
    Files.writeString(dir.resolve("text.sgf"), "Dear diary, today I played Go.");
    Jar.Result r = Jar.run("check", dir.toString(), "--show", "error");
    assertEquals(1, r.code());
    assertFalse(r.hasStackTrace(), r.out() + r.err());
    // the picture is binary: an error, not games read from parentheses found in its bytes
    for (String name : List.of("zeros.sgf", "text.sgf", "board.sgf")) {
      assertTrue(r.out().contains(dir.resolve(name) + ": error file NOT_SGF"), r.out());
    }
    assertFalse(r.out().contains("JUNK"), r.out());
    Path text = dir.resolve("text.sgf");
    Jar.Result score = Jar.run("score", text.toString());
    assertEquals(1, score.code());
    assertTrue(score.err().startsWith("tengen score: " + text + " is not SGF"), score.err());
  }

  private Path historic() throws IOException {
    Path p = dir.resolve("games/1846.sgf");
    Files.createDirectories(p.getParent());
    return Files.write(p, CommandsTest.historicGame());
  }

  @Test
  void aFolderWithoutPermissionIsReportedAndTheRestChecked() throws IOException, InterruptedException {
    Path root = Files.createDirectories(dir.resolve("archive"));
    Files.write(root.resolve("open.sgf"), CommandsTest.historicGame());
    Path locked = Files.createDirectories(root.resolve("locked"));
    Files.write(locked.resolve("hidden.sgf"), CommandsTest.historicGame());
    Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
    try {
      List<String> cmd = new java.util.ArrayList<>();
      if (Files.isReadable(locked)) { // root reads everything: run the check as nobody
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/setpriv")),
            "skipped: running as root and no setpriv to drop privileges");
        Files.setPosixFilePermissions(dir, PosixFilePermissions.fromString("rwxr-xr-x"));
        Files.setPosixFilePermissions(root, PosixFilePermissions.fromString("rwxr-xr-x"));
        cmd.addAll(List.of("/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"));
      }
      cmd.addAll(List.of(Jar.java(), "-jar", Jar.jar().toString(), "check", root.toString(), "--progress", "none"));
      Jar.Result r = Jar.exec(cmd, "", 120);
      assumeTrue(!r.err().contains("Unable to access jarfile"), "skipped: nobody cannot read the jar: " + r.err());
      assertEquals(1, r.code(), r.out() + r.err());
      assertTrue(r.out().contains(locked + ": error file UNREADABLE: cannot read: permission denied"), r.out());
      assertTrue(r.out().matches("(?s).*files\\s+2\\s.*games\\s+1\\s.*moves\\s+325\\s.*"), r.out());
      assertFalse(r.hasStackTrace(), r.err());
    } finally {
      Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
    }
  }

  @Test
  void aHundredMegabyteFileIsRefusedByDefaultAndReadWhenAllowed() throws IOException {
    Path big = dir.resolve("big.sgf");
    try (OutputStream o = Files.newOutputStream(big)) {
      o.write("(;GM[1]FF[4]SZ[19]C[".getBytes(StandardCharsets.US_ASCII));
      byte[] line = "a long comment, over and over \\] \n".getBytes(StandardCharsets.US_ASCII);
      for (long n = 0; n < 100_000_000L; n += line.length) {
        o.write(line);
      }
      o.write("];B[dd];W[pp])".getBytes(StandardCharsets.US_ASCII));
    }
    Jar.Result refused = Jar.run(List.of("-Xmx256m"), List.of("check", big.toString()), "", 120);
    assertEquals(1, refused.code());
    assertTrue(refused.out().contains("error file TOO_LARGE: 100,000,"), refused.out());
    Jar.Result read = Jar.run(List.of("-Xmx1g"), List.of("check", big.toString(), "--max-file-size", "200M"), "",
        300);
    assertEquals(0, read.code(), read.out() + read.err());
    assertTrue(read.out().matches("(?s).*games\\s+1\\s.*moves\\s+2\\s.*"), read.out());
  }

  @Test
  void theEngineSpeaksGtpOnStandardInputAndOutput() {
    Jar.Result r = Jar.run(List.of(), List.of("engine", "--player", "random"),
        "protocol_version\nname\nboardsize 9\nplay b e5\ngenmove w\nbogus_command\nquit\n", 60);
    assertEquals(0, r.code(), r.err());
    List<String> answers = r.out().lines().filter(l -> !l.isEmpty()).toList();
    assertEquals("= 2", answers.get(0));
    assertEquals("= Tengen random", answers.get(1));
    assertTrue(answers.get(4).matches("= [A-HJ]\\d|= pass"), answers.toString());
    assertEquals("? unknown command", answers.get(5));
  }

  @Test
  void aMatchBetweenTwoCopiesOfTheJarIsPlayedAndWritten() throws IOException {
    String engine = "'" + Jar.java() + "' -jar '" + Jar.jar() + "' engine --player random";
    Path games = dir.resolve("games");
    Jar.Result r = Jar.run(List.of(), List.of("match", "--black", engine, "--white", engine + " --seed 2", "--size",
        "9", "--games", "2", "--sgf", games.toString()), "", 300);
    assertEquals(0, r.code(), r.err());
    try (Stream<Path> s = Files.list(games)) {
      assertEquals(2, s.count());
    }
    Jar.Result check = Jar.run("check", games.toString());
    assertEquals(0, check.code(), check.out());
    assertTrue(check.out().matches("(?s).*games\\s+2\\s.*files clean\\s+2\\s.*"), check.out());
    assertFalse(r.hasStackTrace(), r.err());
  }

  @Test
  void aMatchWithAnEngineThatDoesNotStartFailsInOneLine() {
    Jar.Result r = Jar.run(List.of(), List.of("match", "--black", "/no/such/engine", "--white", "/no/such/engine",
        "--games", "1"), "", 60);
    assertEquals(3, r.code(), r.err());
    assertFalse(r.hasStackTrace(), r.err());
    Jar.Result debug = Jar.run(List.of(), List.of("match", "--black", "/no/such/engine", "--white", "/no/engine",
        "--games", "1", "--debug"), "", 60);
    assertTrue(debug.hasStackTrace(), "--debug shows the trace: " + debug.err());
  }

  @Test
  void benchRunsAShortJmhMeasurement() {
    // JMH's lock file (java.io.tmpdir/jmh.lock) may be held by another JMH run on the machine: a user's own
    // benchmark, or compare.sh; this test measures nothing, so it does not wait for a quiet machine
    Jar.Result r = Jar.run(List.of("-Djmh.ignoreLock=true"), List.of("bench", "--only", "w1,sgf", "--iterations", "1", "--warmup", "1",
        "--time", "0.3", "--shared", dir.toString()), "", 300);
    assertEquals(0, r.code(), r.out() + r.err());
    assertTrue(r.out().matches("(?s).*W1 light playout 9x9\\s+\\d+\\.\\d ns/move.*"), r.out());
    assertTrue(r.out().matches("(?s).*W1 light playout 19x19\\s+\\d+\\.\\d ns/move.*"), r.out());
    assertTrue(r.out().matches("(?s).*SGF parse\\s+\\d+\\.\\d MB/s.*"), r.out());
    assertTrue(r.out().contains("the bundled 1846 game"), r.out());
  }
}
