package io.github.tengen.go.cli;

import java.io.PrintWriter;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code tengen} command: {@code check}, {@code score}, {@code convert}, {@code engine}, {@code match} and
 * {@code bench}, each with {@code --help}.
 *
 * <pre>
 * ./tengen check ../shared/corpus --report report.jsonl
 * ./tengen score game.sgf --image final.svg
 * </pre>
 *
 * <p>Exit codes: 0 success (for {@code check}: no file with an error); 1 the command ran and found problems (files
 * with errors, files skipped); 2 a bad command line; 3 the command could not run (an output that cannot be
 * written, an engine that does not start, a heap too small for the input). Errors are one line on standard error;
 * {@code --debug} adds the stack trace.
 */
@Command(name = "tengen", mixinStandardHelpOptions = true, versionProvider = Tengen.Version.class,
    description = "The rules of Go for SGF archives and engines: check, score, convert, engine, match, bench.",
    subcommands = {CheckCommand.class, ScoreCommand.class, ConvertCommand.class, ReviewCommand.class,
        EngineCommand.class, MatchCommand.class, BenchCommand.class, CommandLine.HelpCommand.class,
        AutoComplete.GenerateCompletion.class},
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {"0:success (check: no file with an error)", "1:problems found (files with errors or skipped)",
        "2:bad command line", "3:could not run (an output not writable, an engine that does not start, a heap too small)"})
public final class Tengen {
  /** The command ran and found problems. */
  static final int PROBLEMS = 1;
  /** A bad command line. */
  static final int USAGE = 2;
  /** The command could not run. */
  static final int FAILURE = 3;

  @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT,
      description = "Print the stack trace of an error.")
  boolean debug;

  /**
   * Runs the command line and exits with its code.
   *
   * @param args the arguments
   */
  public static void main(String[] args) {
    System.exit(run(args, new PrintWriter(System.out, true), new PrintWriter(System.err, true)));
  }

  /**
   * Runs the command line with the given outputs.
   *
   * @param args the arguments
   * @param out standard output
   * @param err standard error
   * @return the exit code
   */
  static int run(String[] args, PrintWriter out, PrintWriter err) {
    CommandLine cl = commandLine();
    cl.setOut(out);
    cl.setErr(err);
    try {
      return cl.execute(args);
    } catch (OutOfMemoryError e) { // what it held is unreachable now: enough is free to say so in one line
      err.println("tengen: out of memory: the input needs a larger heap than the "
          + Runtime.getRuntime().maxMemory() / (1 << 20) + " MB this run has; give more with JAVA_OPTS=-Xmx...");
      return FAILURE;
    }
  }

  /** The command tree with its exit codes and error handlers. */
  static CommandLine commandLine() {
    CommandLine cl = new CommandLine(new Tengen());
    cl.setCaseInsensitiveEnumValuesAllowed(true);
    cl.setExitCodeExceptionMapper(e -> e instanceof CommandLine.ParameterException ? USAGE : FAILURE);
    cl.setParameterExceptionHandler((e, args) -> {
      CommandLine c = e.getCommandLine();
      c.getErr().println("tengen: " + e.getMessage());
      if (!CommandLine.UnmatchedArgumentException.printSuggestions(e, c.getErr())) {
        c.getErr().println("Try '" + c.getCommandSpec().qualifiedName() + " --help'.");
      }
      return USAGE;
    });
    cl.setExecutionExceptionHandler((e, c, parsed) -> {
      boolean debug = parsed.matchedOption("--debug") != null || parsed.subcommands().stream()
          .anyMatch(s -> s.matchedOption("--debug") != null);
      if (e instanceof Failure f) {
        c.getErr().println("tengen " + c.getCommandName() + ": " + f.getMessage());
        if (debug && f.getCause() != null) {
          f.getCause().printStackTrace(c.getErr());
        }
        return f.exitCode;
      }
      c.getErr().println("tengen " + c.getCommandName() + ": " + e);
      if (debug) {
        e.printStackTrace(c.getErr());
      } else {
        c.getErr().println("(an internal error: run again with --debug for the stack trace, and report it)");
      }
      return FAILURE;
    });
    return cl;
  }

  /** An error for the user: one line, an exit code, and the cause for {@code --debug}. */
  static final class Failure extends RuntimeException {
    private static final long serialVersionUID = 1L;
    final int exitCode;

    Failure(int exitCode, String message, Throwable cause) {
      super(message, cause);
      this.exitCode = exitCode;
    }

    Failure(int exitCode, String message) {
      this(exitCode, message, null);
    }
  }

  /** The version from the jar's manifest. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      String v = Tengen.class.getPackage().getImplementationVersion();
      return new String[] {"tengen " + (v == null ? "(no version: not run from its jar)" : v),
          "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + ")"};
    }
  }
}
