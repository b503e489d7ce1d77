package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import org.junit.jupiter.api.Test;

/** Points in halves: the text SGF and GTP write, read back. */
class HalfPointsTest {
  @Test
  void wholePointsHaveNoFractionAndHalvesOneDigit() {
    assertEquals("7", HalfPoints.of(7).toString());
    assertEquals("6.5", HalfPoints.of(6.5).toString());
    assertEquals("-0.5", HalfPoints.of(-0.5).toString());
    assertEquals("0", HalfPoints.of(-0.0).toString());
    assertEquals(13, HalfPoints.parse("+6.50").halves());
    assertEquals(-1, HalfPoints.parse("-0.5").halves());
    assertEquals("0.25", HalfPoints.format(0.25));
    assertEquals("375", HalfPoints.format(375.0));
  }

  @Test
  void anythingButAHalfPointIsRefused() {
    for (String text : new String[] {"6.25", "1e3", "", "-", "7.", "abc", "0x10", "NaN", "Infinity", " 7"}) {
      if (text.equals("7.")) {
        assertEquals(14, HalfPoints.parse(text).halves()); // a trailing point is a decimal with no fraction
        continue;
      }
      assertThrows(IllegalArgumentException.class, () -> HalfPoints.parse(text), text);
    }
    assertThrows(IllegalArgumentException.class, () -> HalfPoints.of(0.1));
    assertThrows(IllegalArgumentException.class, () -> HalfPoints.of(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> HalfPoints.of(2e15));
    assertFalse(HalfPoints.holds(Double.POSITIVE_INFINITY));
    assertTrue(HalfPoints.holds(-10_000.5));
  }

  @Test
  void everyHalfPointWritesTextThatReadsBackToItself() {
    qt().forAll(longs().between(-2_000_000_000_000_000L, 2_000_000_000_000_000L)).checkAssert(h -> {
      HalfPoints v = new HalfPoints(h);
      assertEquals(v, HalfPoints.parse(v.toString()));
      assertEquals(v, HalfPoints.of(v.points()));
    });
  }
}
