package io.github.tengen.go.cli;

import io.github.tengen.go.RuleSet;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfInputException;
import io.github.tengen.go.sgf.SgfParseException;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.nio.file.Path;

/** Reading one record for a command, with the user's messages for what can go wrong. */
final class Records {
  private Records() {}

  /**
   * Reads a record leniently.
   *
   * @param file the file
   * @return its games
   * @throws Tengen.Failure (exit 1) if it cannot be read or is not SGF
   */
  static SgfCollection read(Path file) {
    byte[] bytes;
    try {
      bytes = SgfReader.lenient().readBytes(file);
    } catch (SgfInputException e) {
      throw new Tengen.Failure(Tengen.PROBLEMS, e.getMessage(), e);
    } catch (IOException e) {
      throw new Tengen.Failure(Tengen.PROBLEMS, "cannot read " + file + ": " + FileWalker.why(e), e);
    }
    try {
      return SgfReader.lenient().read(bytes);
    } catch (SgfParseException e) {
      throw new Tengen.Failure(Tengen.PROBLEMS, file + " is not SGF: " + e.getMessage(), e);
    }
  }

  /**
   * Rules by name: an SGF {@code RU} value or a KataGo rules string.
   *
   * @param name the name
   * @return the rules
   * @throws Tengen.Failure (exit 2) if neither reads it
   */
  static RuleSet rules(String name) {
    try {
      return RuleSet.fromSgf(name);
    } catch (IllegalArgumentException e) {
      try {
        return RuleSet.fromKataGo(name);
      } catch (IllegalArgumentException e2) {
        throw new Tengen.Failure(Tengen.USAGE, "unknown rules '" + name + "' (japanese, chinese, korean, aga, nz, "
            + "tromp-taylor, or a KataGo rules string)", e2);
      }
    }
  }
}
