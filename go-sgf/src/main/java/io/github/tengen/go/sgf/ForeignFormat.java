package io.github.tengen.go.sgf;

import java.util.Optional;

/** The record formats other than SGF that the reader takes, each written as SGF as it is read. */
enum ForeignFormat {
  GIB("Tygem's GIB"),
  NGF("WBaduk's NGF"),
  UGF("Pandanet's UGF");

  private final String description;

  ForeignFormat(String description) {
    this.description = description;
  }

  String description() {
    return description;
  }

  /**
   * Whether bytes may hold another format: they do not begin with SGF's {@code (} or {@code ;} (after white space),
   * so the text is worth decoding and looking at.
   */
  static boolean mayBe(byte[] bytes, int start) {
    for (int i = start; i < bytes.length; i++) {
      byte b = bytes[i];
      if (b != ' ' && b != '\t' && b != '\r' && b != '\n') {
        return b != '(' && b != ';';
      }
    }
    return false;
  }

  /** The format of decoded text, if it is one of these. */
  static Optional<ForeignFormat> of(String text, String[] lines) {
    String head = text.stripLeading();
    if (head.startsWith("\\HS") || head.startsWith("\\[GIBOKIND")) {
      return Optional.of(GIB);
    }
    if (UgfFormat.looksLike(lines)) {
      return Optional.of(UGF);
    }
    if (!text.contains("(;") && NgfFormat.looksLike(lines)) {
      return Optional.of(NGF);
    }
    return Optional.empty();
  }

  /** The game the text holds, written as SGF. */
  SgfGame convert(String[] lines, ForeignGame.Report report) {
    return switch (this) {
      case GIB -> GibFormat.convert(lines, report);
      case NGF -> NgfFormat.convert(lines, report);
      case UGF -> UgfFormat.convert(lines, report);
    };
  }

  /** The lines of a text, whatever its line ends. */
  static String[] lines(String text) {
    return text.split("\r\n|\r|\n", -1);
  }
}
