package io.github.tengen.go.cli;

import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfInputException;
import io.github.tengen.go.sgf.SgfParseException;
import io.github.tengen.go.sgf.SgfReader;
import io.github.tengen.go.sgf.SgfWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code tengen convert}: SGF files (and GIB, NGF, UGF) normalised to FF[4] in UTF-8, in a new folder. */
@Command(name = "convert", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Writes every SGF file below the paths as normalised FF[4] in UTF-8 (CA[UTF-8], passes as [], "
        + "old-style identifiers upper-cased, syntax slips repaired as the lenient reader reads them) into the "
        + "output folder, keeping the paths below each folder given; Tygem's .gib, WBaduk's .ngf and Pandanet's "
        + ".ugf/.ugi records are written as .sgf. Originals are never touched; each output is "
        + "written whole or not at all; a file that cannot be read is reported and skipped."},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:every file converted", "1:some file skipped (unreadable, not SGF, too large, or it would "
        + "overwrite its original)", "2:bad command line", "3:the output folder cannot be written"})
final class ConvertCommand implements Callable<Integer> {
  @Spec
  CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "FILE|DIR", description = "SGF (GIB, NGF, UGF) files, or folders to search for them.")
  List<Path> paths;

  @Option(names = {"-o", "--out"}, required = true, paramLabel = "DIR", description = "The output folder.")
  Path out;

  @Option(names = "--compress-point-lists",
      description = "Write point lists (AB, AW, AE, TB, TW, markup) as rectangles such as aa:cc.")
  boolean compress;

  @Option(names = "--line-width", paramLabel = "N",
      description = "Wrap lines between properties near this width (default: ${DEFAULT-VALUE}).")
  int lineWidth = 79;

  @Option(names = {"-v", "--verbose"}, description = "Print a line for every file, not only for skipped ones.")
  boolean verbose;

  @Override
  public Integer call() {
    PrintWriter o = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (lineWidth < 1) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--line-width must be at least 1");
    }
    SgfWriter.Options options = SgfWriter.Options.DEFAULT.withCompressedPointLists(compress).withLineWidth(lineWidth);
    try {
      Files.createDirectories(out);
    } catch (IOException e) {
      throw new Tengen.Failure(Tengen.FAILURE, "cannot create the output folder " + out + ": " + FileWalker.why(e),
          e);
    }
    FileWalker walker = new FileWalker(RECORD_EXTENSIONS);
    long[] counts = new long[3]; // converted, skipped, warnings
    Path outAbsolute = out.toAbsolutePath().normalize();
    // the outputs of this run by their names in lower case, to refuse a second input that maps onto one (inputs
    // given as several roots), or onto one differing only in letter case (one file where case is not told apart)
    Map<String, Written> written = new HashMap<>();
    for (Path root : paths) {
      boolean dir = Files.isDirectory(root);
      Path rootAbsolute = root.toAbsolutePath().normalize();
      // the output folder strictly below an input folder holds this run's outputs: they are not read again
      boolean outInside = dir && !outAbsolute.equals(rootAbsolute) && outAbsolute.startsWith(rootAbsolute);
      try {
        walker.walk(List.of(root.toString()), new FileWalker.Sink() {
          @Override
          public void file(Path file) {
            if (outInside && file.toAbsolutePath().normalize().startsWith(outAbsolute)) {
              return;
            }
            Path relative = sgfName(dir ? root.relativize(file) : file.getFileName());
            Path target = out.resolve(relative.toString());
            String clash = clash(relative, target, written);
            if (clash != null) {
              err.println("skipped " + file + ": " + clash);
              counts[1]++;
              return;
            }
            if (convert(file, target, options, o, err, counts)) {
              written.put(caseless(target), new Written(file, target.toAbsolutePath().normalize()));
            }
          }

          @Override
          public void failed(String name, String why) {
            err.println("skipped " + name + ": cannot read: " + why);
            counts[1]++;
          }
        });
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    o.printf(Locale.ROOT, "converted %,d file%s into %s, skipped %,d%s%n", counts[0], counts[0] == 1 ? "" : "s", out,
        counts[1], counts[2] > 0 ? String.format(Locale.ROOT, " (%,d reading warnings repaired)", counts[2]) : "");
    o.flush();
    err.flush();
    return counts[1] > 0 ? Tengen.PROBLEMS : 0;
  }

  /** An output's name as a case-insensitive file system compares it. */
  private static String caseless(Path target) {
    return target.toAbsolutePath().normalize().toString().toLowerCase(Locale.ROOT);
  }

  /** An output of this run: its input, and its name as written. */
  private record Written(Path input, Path target) {}

  /**
   * Why an output may not be written, or null: it would go through a symbolic link below the output folder (and so,
   * perhaps, outside it), or onto an output of this run, or one whose name differs from it only in letter case.
   */
  /** The extensions of the records read: SGF, and the formats written as SGF (Tygem, WBaduk, Pandanet). */
  static final Set<String> RECORD_EXTENSIONS = Set.of("sgf", "gib", "ngf", "ugf", "ugi");

  /** The output's path: a record of another format is written as {@code .sgf}. */
  private static Path sgfName(Path relative) {
    String name = relative.getFileName().toString();
    int dot = name.lastIndexOf('.');
    if (dot < 0 || name.substring(dot + 1).equalsIgnoreCase("sgf")) {
      return relative;
    }
    return relative.resolveSibling(name.substring(0, dot) + ".sgf");
  }

  private String clash(Path relative, Path target, Map<String, Written> written) {
    Path at = out;
    for (Path part : relative) {
      at = at.resolve(part.toString());
      if (Files.isSymbolicLink(at)) {
        return target + " would be written through the symbolic link " + at + ", which may lead out of the output"
            + " folder";
      }
    }
    Written first = written.get(caseless(target));
    if (first == null) {
      return null;
    }
    if (first.target().equals(target.toAbsolutePath().normalize())) {
      return target + " was written from " + first.input() + " (two inputs, one output: convert them into"
          + " different folders)";
    }
    return target + " differs from " + first.target() + " (written from " + first.input() + ") only in letter case:"
        + " on a case-insensitive file system (macOS, Windows) one would overwrite the other";
  }

  /** Converts one file; true if it was written. */
  private boolean convert(Path file, Path target, SgfWriter.Options options, PrintWriter o, PrintWriter err,
                          long[] counts) {
    try {
      if (Files.exists(target) && Files.isSameFile(file, target)) {
        err.println("skipped " + file + ": the output would overwrite it (choose another --out)");
        counts[1]++;
        return false;
      }
      SgfCollection c = SgfReader.lenient().read(file);
      byte[] text = SgfWriter.write(c, options).getBytes(StandardCharsets.UTF_8);
      Outputs.writeAtomically(target, text);
      counts[0]++;
      counts[2] += c.warnings().stream().filter(w -> !w.code().isNote()).count();
      if (verbose) {
        o.println(file + " -> " + target + " (" + c.charset().name() + ", " + c.games().size() + " game"
            + (c.games().size() == 1 ? "" : "s") + ", " + c.warnings().size() + " reading warnings)");
      }
      return true;
    } catch (SgfInputException e) {
      err.println("skipped " + file + ": " + e.getMessage());
    } catch (IOException e) {
      err.println("skipped " + file + ": cannot read: " + FileWalker.why(e));
    } catch (SgfParseException e) {
      err.println("skipped " + file + ": not SGF: " + e.getMessage());
    }
    counts[1]++;
    return false;
  }
}
