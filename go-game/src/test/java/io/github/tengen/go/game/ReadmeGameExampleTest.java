package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.tengen.go.Color;
import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The README's clock example. */
class ReadmeGameExampleTest {
  @Test
  void readmeClockExampleRunsAsDocumented() {
    Instant start = Instant.parse("2026-12-06T10:00:00Z");
    Instant blackMoved = start.plusSeconds(95);
    // --- README clock start
    TimeSystem system = TimeSystem.fromSgf(1800, "5x30 byo-yomi").orElseThrow();   // KGS's TM and OT
    Clock clock = Clock.of(system).start(Color.BLACK, start);
    clock = clock.moveMade(blackMoved);              // Black's time charged; White's clock runs from then
    Instant timer = clock.flagFall().orElseThrow();  // when White loses on time without a move
    clock = clock.check(timer.plusMillis(1));        // the server's timer fired: White lost on time
    clock.flagged();                                 // Optional[WHITE]
    clock.timeOf(Color.BLACK, blackMoved).sgfTimeLeft();   // BL, in seconds
    // --- end
    assertEquals(blackMoved.plusSeconds(1800 + 5 * 30), timer);
    assertEquals(Optional.of(Color.WHITE), clock.flagged());
    assertEquals(1705.0, clock.timeOf(Color.BLACK, blackMoved).sgfTimeLeft());
  }
}
