package io.github.tengen.go.sgf;

import io.github.tengen.go.sgf.SgfWarning.Code;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Chooses the character set of SGF bytes: a byte-order mark; UTF-16 recognised by its zero bytes; the declared
 * {@code CA} of the first game if the bytes fit it; valid UTF-8; the legacy encodings of Go files scored by how
 * plausible their decoding is (GB18030, Big5, Shift_JIS, EUC-KR, Windows-1251, the order breaking ties);
 * mostly-valid UTF-8; finally
 * Windows-1252 / ISO-8859-1, which never fail.
 */
final class SgfCharsets {
  private SgfCharsets() {}

  /** How the character set was chosen. */
  enum Source { BOM, DECLARED, DETECTED, GIVEN, DEFAULT }

  /** The bytes to parse (ASCII-compatible), where to start, and the character set of their values. */
  record Decision(byte[] bytes, int start, Charset charset, Source source, Charset original) {
    Decision(byte[] bytes, int start, Charset charset, Source source) {
      this(bytes, start, charset, source, charset);
    }
  }

  private static final Charset WINDOWS_1252 = forNameOrNull("windows-1252");

  static Decision decide(byte[] data, Charset given, List<SgfWarning> warnings) {
    // byte-order marks
    if (data.length >= 3 && (data[0] & 0xff) == 0xEF && (data[1] & 0xff) == 0xBB && (data[2] & 0xff) == 0xBF) {
      return checked(data, 3, StandardCharsets.UTF_8, Source.BOM, warnings);
    }
    if (data.length >= 2 && (data[0] & 0xff) == 0xFE && (data[1] & 0xff) == 0xFF) {
      return transcoded(data, 2, StandardCharsets.UTF_16BE, Source.BOM, warnings);
    }
    if (data.length >= 2 && (data[0] & 0xff) == 0xFF && (data[1] & 0xff) == 0xFE) {
      return transcoded(data, 2, StandardCharsets.UTF_16LE, Source.BOM, warnings);
    }
    Charset utf16 = utf16WithoutBom(data);
    if (given != null) {
      if (utf16 == null && !isAsciiCompatible(given)) {
        return transcoded(data, 0, given, Source.GIVEN, warnings);
      }
      return given.equals(StandardCharsets.UTF_16BE) || given.equals(StandardCharsets.UTF_16LE)
          || given.equals(StandardCharsets.UTF_16)
          ? transcoded(data, 0, given, Source.GIVEN, warnings)
          : checked(data, 0, given, Source.GIVEN, warnings);
    }
    if (utf16 != null) {
      warnings.add(new SgfWarning(Code.CHARSET_DETECTED, 0, 0, "no byte-order mark: read as " + utf16.name()
          + " (zero bytes between ASCII characters)"));
      return transcoded(data, 0, utf16, Source.DETECTED, warnings);
    }
    boolean ascii = true;
    for (byte x : data) {
      if (x < 0) {
        ascii = false;
        break;
      }
    }
    String declared = declaredCharset(data);
    if (declared != null) {
      Charset cs = forSgfName(declared);
      if (cs == null) {
        warnings.add(new SgfWarning(Code.CHARSET, 0, 0, "unknown character set CA[" + declared
            + "]: detecting instead"));
      } else if (!isAsciiCompatible(cs)) {
        // the CA was read from ASCII bytes, so bytes in UTF-16 or UTF-32 (which have no BOM nor zero bytes here)
        // contradict it: the bytes win
        warnings.add(new SgfWarning(Code.CHARSET, 0, 0, "CA[" + declared + "] but the bytes are not " + cs.name()
            + ": detecting instead"));
      } else if (ascii || fits(data, cs)) {
        return new Decision(data, 0, cs, Source.DECLARED);
      } else if (!cs.equals(StandardCharsets.UTF_8) && fits(data, StandardCharsets.UTF_8)) {
        warnings.add(new SgfWarning(Code.CHARSET, 0, 0, "the bytes are not " + cs.name() + " as CA[" + declared
            + "] says but valid UTF-8: read as UTF-8"));
        return new Decision(data, 0, StandardCharsets.UTF_8, Source.DETECTED);
      } else {
        warnings.add(new SgfWarning(Code.MALFORMED_TEXT, 0, 0, "bytes that are not valid " + cs.name()
            + " (declared CA[" + declared + "]) were replaced by U+FFFD"));
        return new Decision(data, 0, cs, Source.DECLARED);
      }
    }
    if (ascii) {
      return new Decision(data, 0, StandardCharsets.UTF_8, Source.DEFAULT);
    }
    if (fits(data, StandardCharsets.UTF_8)) {
      return new Decision(data, 0, StandardCharsets.UTF_8, Source.DEFAULT);
    }
    if (Detector.mostlyUtf8(data)) {
      warnings.add(new SgfWarning(Code.MALFORMED_TEXT, 0, 0, "no CA[] and mostly UTF-8: read as UTF-8, the"
          + " invalid bytes replaced by U+FFFD"));
      return new Decision(data, 0, StandardCharsets.UTF_8, Source.DETECTED);
    }
    Charset best = Detector.detect(data);
    if (best != null) {
      warnings.add(new SgfWarning(Code.CHARSET_DETECTED, 0, 0, "no CA[]: the text reads best as " + best.name()));
      return new Decision(data, 0, best, Source.DETECTED);
    }
    Charset latin = WINDOWS_1252 != null && fits(data, WINDOWS_1252) ? WINDOWS_1252 : StandardCharsets.ISO_8859_1;
    warnings.add(new SgfWarning(Code.CHARSET_DETECTED, 0, 0, "no CA[] and no better match: read as "
        + latin.name()));
    return new Decision(data, 0, latin, Source.DETECTED);
  }

  private static Decision checked(byte[] data, int start, Charset cs, Source source, List<SgfWarning> warnings) {
    if (!fits(data, start, data.length - start, cs)) {
      warnings.add(new SgfWarning(Code.MALFORMED_TEXT, 0, 0, "bytes that are not valid " + cs.name()
          + " were replaced by U+FFFD"));
    }
    return new Decision(data, start, cs, source);
  }

  /** Decodes a whole non-ASCII-compatible input and re-encodes it as UTF-8 for the byte-level parser. */
  private static Decision transcoded(byte[] data, int start, Charset cs, Source source, List<SgfWarning> warnings) {
    if (!fits(data, start, data.length - start, cs)) {
      warnings.add(new SgfWarning(Code.MALFORMED_TEXT, 0, 0, "bytes that are not valid " + cs.name()
          + " were replaced by U+FFFD"));
    }
    String text = new String(data, start, data.length - start, cs);
    return new Decision(text.getBytes(StandardCharsets.UTF_8), 0, StandardCharsets.UTF_8, source, cs);
  }

  /** Whether the SGF syntax reads the same in ASCII and in this set (decoded: some sets cannot encode). */
  private static boolean isAsciiCompatible(Charset cs) {
    String syntax = "(;AB[aa]C[x\\]])";
    return new String(syntax.getBytes(StandardCharsets.US_ASCII), cs).equals(syntax);
  }

  /**
   * Where binary bytes begin, if the bytes to parse are binary rather than text: more than one in a hundred of them
   * (and at least {@value #MIN_CONTROL_BYTES}) are control characters that text never holds. A trailing run of zero
   * bytes (a file padded by its writer) is not counted; escape ({@code ISO-2022-JP}), the DOS end-of-file mark and
   * white space are text. Random bytes have about one in ten; the corpora's 7,000 records have none outside UTF-16.
   *
   * @return the offset of the first control byte, or -1 for text
   */
  static int binaryAt(Decision d) {
    byte[] b = d.bytes();
    int stop = b.length;
    while (stop > d.start() && b[stop - 1] == 0) {
      stop--;
    }
    int controls = 0;
    int first = -1;
    for (int k = d.start(); k < stop; k++) {
      int c = b[k];
      if ((c >= 0 && c < 0x09) || (c >= 0x0E && c < 0x20 && c != 0x1A && c != 0x1B) || c == 0x7F) {
        controls++;
        first = first < 0 ? k : first;
      }
    }
    return controls >= MIN_CONTROL_BYTES && controls * 100L > stop - d.start() ? first : -1;
  }

  /** Fewer control bytes than this never make a file binary: a stray one or two are read past as junk. */
  private static final int MIN_CONTROL_BYTES = 4;

  /** UTF-16 without a byte-order mark: in the first 512 bytes, zeros at every other position. */
  private static Charset utf16WithoutBom(byte[] data) {
    int n = Math.min(data.length & ~1, 512);
    if (n < 4) {
      return null;
    }
    int evenZeros = 0;
    int oddZeros = 0;
    for (int k = 0; k < n; k += 2) {
      if (data[k] == 0) {
        evenZeros++;
      }
      if (data[k + 1] == 0) {
        oddZeros++;
      }
    }
    int pairs = n / 2;
    if (evenZeros * 10 >= pairs * 7 && oddZeros * 10 < pairs) {
      return StandardCharsets.UTF_16BE;
    }
    if (oddZeros * 10 >= pairs * 7 && evenZeros * 10 < pairs) {
      return StandardCharsets.UTF_16LE;
    }
    return null;
  }

  static boolean fits(byte[] data, Charset cs) {
    return fits(data, 0, data.length, cs);
  }

  static boolean fits(byte[] data, int off, int len, Charset cs) {
    CharsetDecoder d = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    try {
      d.decode(ByteBuffer.wrap(data, off, len));
      return true;
    } catch (CharacterCodingException e) {
      return false;
    }
  }

  /** The CA value of the first game's root node, found by lexing that node only; or null. */
  static String declaredCharset(byte[] data) {
    SgfLexer lx = new SgfLexer(data, 0);
    if (!lx.findGameStart()) {
      return null;
    }
    lx.next(); // (
    lx.next(); // ;
    boolean ca = false;
    while (true) {
      int t = lx.next();
      if (t == SgfLexer.IDENTIFIER) {
        StringBuilder id = new StringBuilder();
        for (int k = lx.start; k < lx.stop; k++) {
          if (data[k] <= 'Z') {
            id.append((char) data[k]);
          }
        }
        ca = id.toString().equals("CA");
      } else if (t == SgfLexer.VALUE) {
        if (ca) {
          return new String(data, lx.start, lx.stop - lx.start, StandardCharsets.ISO_8859_1).trim();
        }
      } else {
        return null; // the root node is over
      }
    }
  }

  /** The Java character set for an SGF {@code CA} name, with the usual aliases; null if unknown. */
  static Charset forSgfName(String name) {
    String key = name.trim().toUpperCase(Locale.ROOT).replace('_', '-');
    String javaName = switch (key) {
      case "UTF8", "UTF-8" -> "UTF-8";
      case "GB2312", "GBK", "GB18030", "EUC-CN", "CP936", "GB-2312", "CHINESE" -> "GB18030";
      case "MS-KANJI", "SHIFT-JIS", "SJIS", "SHIFTJIS", "CP932", "WINDOWS-31J", "X-SJIS" -> "windows-31j";
      case "EUC-KR", "KS-C-5601-1987", "KSC5601", "CP949", "UHC", "KOREAN" -> "x-windows-949";
      case "BIG5", "BIG-5", "CP950", "BIG5-HKSCS" -> "Big5-HKSCS";
      case "ISO-8859-1", "LATIN1", "LATIN-1", "ISO8859-1", "ISO-LATIN-1" -> "windows-1252";
      default -> key;
    };
    Charset cs = forNameOrNull(javaName);
    return cs != null ? cs : forNameOrNull(name.trim());
  }

  static Charset forNameOrNull(String name) {
    try {
      return Charset.isSupported(name) ? Charset.forName(name) : null;
    } catch (IllegalArgumentException e) {
      return null;
    }
  }
}
