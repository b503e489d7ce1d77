package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.testing.Shared;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Time systems as SGF's {@code TM} and {@code OT}: the forms servers write, read from real records and written back. */
class TimeSystemSgfTest {

  @Test
  void theFormsKgsAndOgsWriteAreRead() {
    assertEquals(Optional.of(new TimeSystem.ByoYomi(Duration.ofMinutes(30), Duration.ofSeconds(30), 5)),
        TimeSystem.fromSgf(1800, "5x30 byo-yomi"));
    assertEquals(Optional.of(new TimeSystem.Canadian(Duration.ofMinutes(10), Duration.ofSeconds(600), 25)),
        TimeSystem.fromSgf(600, "25/600 Canadian"));
    assertEquals(Optional.of(TimeSystem.Fischer.uncapped(Duration.ofDays(3), Duration.ofDays(1))),
        TimeSystem.fromSgf(259200, "86400 fischer"), "OGS's correspondence game in KaTrain's tests");
    assertEquals(Optional.of(new TimeSystem.Absolute(Duration.ofMinutes(30))), TimeSystem.fromSgf(1800, "None"));
    assertEquals(Optional.of(new TimeSystem.Absolute(Duration.ofMinutes(30))), TimeSystem.fromSgf(1800, ""));
    assertEquals(Optional.of(new TimeSystem.None()), TimeSystem.fromSgf(0, ""));
    assertEquals(Optional.of(new TimeSystem.PerMove(Duration.ofSeconds(30))), TimeSystem.fromSgf(0, "30 simple"));
    for (String free : List.of("A very long overtime information text (OT property)", "8 xyz 16", "0x30 byo-yomi",
        "5/0 Canadian", "60 fischer 30 cap")) {
      assertEquals(Optional.empty(), TimeSystem.fromSgf(60, free), free);
    }
  }

  @Test
  void everySystemWritesAsSgfAndReadsBackToItself() {
    qt().withExamples(500).forAll(longs().all(), integers().between(0, 6)).checkAssert((seed, kind) -> {
      TimeSystem t = randomSystem(kind, new Random(seed));
      assertEquals(Optional.of(t), TimeSystem.fromSgf(t.sgfMainTime(), t.sgfOvertime(), t.sgfFischerCap()),
          t.toString());
    });
  }

  /**
   * Fischer time is written as OGS writes it and goban and KataGo read it ({@code OT[10 fischer]}, anchored in
   * goban's {@code parseSGFOvertime}); a cap goes to Tengen's {@code FC}, and Tengen's earlier form still reads.
   */
  @Test
  void fischerTimeIsWrittenInOgssFormWithTheCapApart() { // issue 60
    TimeSystem capped = new TimeSystem.Fischer(Duration.ofMinutes(10), Duration.ofSeconds(10),
        Optional.of(Duration.ofHours(1)));
    assertEquals("10 fischer", capped.sgfOvertime());
    assertEquals(OptionalDouble.of(3600), capped.sgfFischerCap());
    assertTrue(capped.sgfOvertime().matches("^(\\d+(?:\\.\\d+)?)\\s+fischer$"), "goban's pattern");
    assertEquals(Optional.of(capped), TimeSystem.fromSgf(600, "10 fischer 3600 cap"), "Tengen's earlier form");
    assertEquals(Optional.of(TimeSystem.Fischer.uncapped(Duration.ofMinutes(10), Duration.ofSeconds(10))),
        TimeSystem.fromSgf(600, "10 fischer", OptionalDouble.of(300)), "a cap below the main time is not read");
    assertEquals(OptionalDouble.empty(), new TimeSystem.ByoYomi(Duration.ZERO, Duration.ofSeconds(30), 3)
        .sgfFischerCap());
  }

  /**
   * goban's {@code parseSGFOvertime} ({@code src/engine/util/sgfTime.ts}) reads no Fischer time without an increment,
   * and neither does Tengen: {@code OT[0 fischer]} is free text, and a Fischer clock without an increment is absolute
   * time, which writes no {@code OT}.
   */
  @Test
  void fischerTimeWithoutAnIncrementIsAbsoluteTimeAsGobanReadsIt() { // issue 61
    assertEquals(Optional.empty(), TimeSystem.fromSgf(600, "0 fischer"));
    assertEquals(Optional.empty(), TimeSystem.fromSgf(600, "0.0 Fischer"));
    assertEquals(Optional.of(TimeSystem.Fischer.uncapped(Duration.ofMinutes(10), Duration.ofMillis(1))),
        TimeSystem.fromSgf(600, "0.001 fischer"));
    assertThrows(IllegalArgumentException.class,
        () -> TimeSystem.Fischer.uncapped(Duration.ofMinutes(10), Duration.ZERO));
  }

  /** Each system's GTP commands, as {@code time_settings}, KGS's and KataGo's commands write them. */
  @Test
  void everySystemHasTheGtpCommandsThatStateIt() {
    Duration m = Duration.ofMinutes(10);
    Duration p = Duration.ofMillis(30500);
    assertEquals(List.of("kgs-time_settings none", "time_settings 0 1 0"), new TimeSystem.None().gtpSettings());
    assertEquals(List.of("time_settings 600 0 0"), new TimeSystem.Absolute(m).gtpSettings());
    assertEquals(List.of("kgs-time_settings byoyomi 0 30 1", "time_settings 0 30 1"),
        new TimeSystem.PerMove(p).gtpSettings());
    assertEquals(List.of("kgs-time_settings byoyomi 600 30 5"), new TimeSystem.ByoYomi(m, p, 5).gtpSettings());
    assertEquals(List.of("kgs-time_settings byoyomi 600 30 1", "time_settings 600 30 1"),
        new TimeSystem.ByoYomi(m, p, 1).gtpSettings());
    assertEquals(List.of("time_settings 600 30 25"), new TimeSystem.Canadian(m, p, 25).gtpSettings());
    assertEquals(List.of("kata-time_settings fischer 600 30.5"), TimeSystem.Fischer.uncapped(m, p).gtpSettings());
    assertEquals(List.of("kata-time_settings fischer-capped 600 30.5 900 -1"),
        new TimeSystem.Fischer(m, p, Optional.of(Duration.ofMinutes(15))).gtpSettings());
  }

  /**
   * Every game of the shared corpus with an {@code OT} (KGS's and other servers' records, and the SGF test files of
   * parsers): its {@code TM} and {@code OT} are read, but for the free-text values of the test files, and written
   * back as they were, but for the case and "None" (absolute time writes no overtime).
   */
  @Test
  void everyOvertimeOfTheCorpusIsReadAndWrittenBackAsItWas() throws IOException {
    Path corpus = Shared.requireCorpus("");
    List<String> unread = new ArrayList<>();
    int read = 0;
    try (Stream<Path> files = Files.walk(corpus)) {
      for (Path f : (Iterable<Path>) files.filter(p -> p.toString().endsWith(".sgf"))::iterator) {
        byte[] bytes = Files.readAllBytes(f);
        if (!new String(bytes, StandardCharsets.ISO_8859_1).contains("OT[")) {
          continue;
        }
        for (SgfGame g : SgfReader.lenient().read(bytes).games()) {
          if (g.overtime().isEmpty()) {
            continue;
          }
          String ot = g.overtime().get();
          Optional<TimeSystem> t = TimeSystem.fromSgf(g.timeLimit().orElse(0), ot);
          if (t.isEmpty()) {
            unread.add(ot);
            continue;
          }
          read++;
          String expected = ot.trim().equalsIgnoreCase("none") ? "" : ot.trim().toLowerCase(Locale.ROOT);
          assertEquals(expected, t.get().sgfOvertime().toLowerCase(Locale.ROOT), f.toString());
          assertEquals(g.timeLimit().orElse(0), t.get().sgfMainTime(), f.toString());
        }
      }
    }
    List<String> freeTexts = List.of("8 xyz 16", "8 xyz 16]", "A very long overtime information text (OT property)");
    assertTrue(freeTexts.containsAll(unread), "only the parser tests' free texts are left unread: " + unread);
    System.out.println("overtimes read from the corpus: " + read + ", free texts left: " + unread);
    assertTrue(read >= 150, "only " + read + " overtimes read");
  }

  private static TimeSystem randomSystem(int kind, Random rnd) {
    Duration main = Duration.ofMillis(rnd.nextInt(4) == 0 ? 0 : 1 + rnd.nextInt(100_000_000));
    Duration period = Duration.ofMillis(1 + rnd.nextInt(10_000_000));
    return switch (kind) {
      case 0 -> main.isZero() ? new TimeSystem.None() : new TimeSystem.Absolute(main);
      case 1 -> new TimeSystem.PerMove(period);
      case 2 -> new TimeSystem.ByoYomi(main, period, 1 + rnd.nextInt(99));
      case 3 -> new TimeSystem.Canadian(main, period, 1 + rnd.nextInt(99));
      case 4 -> new TimeSystem.Fischer(main, period, Optional.of(main.plus(period)));
      case 5 -> TimeSystem.Fischer.uncapped(main, period);
      default -> new TimeSystem.None();
    };
  }
}
