package io.github.tengen.go.sgf;

import io.github.tengen.go.GameResult;
import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.Legality;
import io.github.tengen.go.Position;
import io.github.tengen.go.RuleSet;
import io.github.tengen.go.Score;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * The check of one SGF file: a pure function of its name and bytes, the work that {@code tengen check} does for
 * each file and that a distributed job (Spark, Beam) does with one call per file. It reads the file leniently,
 * replays every game of it under the game's own rules ({@code RU}, {@code KM}, {@code HA}), and compares each
 * recorded score ({@code RE}) with the count of the final position: with the dead stones marked in the last node
 * ({@code TB}/{@code TW}) when there are some; else, when the all-alive count is not the result, with the dead
 * stones of a {@linkplain #withRecount recount} if the check has one (go-estimate's estimator:
 * {@code SgfCheck.standard().withRecount(DeadStoneEstimator.standard()::score)}, what {@code tengen check}
 * runs).
 *
 * <pre>{@code
 * SgfCheck.Report r = SgfCheck.standard().check("game.sgf", Files.readAllBytes(path));
 * if (r.hasErrors()) {
 *   r.findings().forEach(System.err::println);
 * }
 * System.out.println(r.toJson()); // one JSON line
 * }</pre>
 *
 * <p>A {@link Report} holds no part of the game tree: findings are small values, so reports of many files can be
 * kept or sent. The same bytes always give the same report (if the recount is deterministic, as the estimator is),
 * unless a
 * {@linkplain #withTimeLimit time limit} stops the check. Nothing thrown by the
 * reading or the replay escapes: a file that is not SGF is a report with a {@link Severity#ERROR} finding.
 *
 * <p>Instances are immutable and safe to share between threads.
 *
 * @since 0.1.0
 */
public final class SgfCheck {
  private static final SgfCheck STANDARD = new SgfCheck(null, 0);

  /** The check of a record that marks no dead stones and whose all-alive count is not its result, or null. */
  private final @Nullable Function<? super Position, Score> recount;
  /** The time one file may take, in nanoseconds; 0 for no limit. */
  private final long timeLimitNanos;

  private SgfCheck(@Nullable Function<? super Position, Score> recount, long timeLimitNanos) {
    this.recount = recount;
    this.timeLimitNanos = timeLimitNanos;
  }

  /**
   * The standard check: lenient reading, every game replayed, results compared with the count with the marked dead
   * stones, no recount.
   *
   * @return the standard check
   */
  public static SgfCheck standard() {
    return STANDARD;
  }

  /**
   * A check that recounts a game whose record marks no dead stones and whose all-alive count is not its result:
   * {@code recount} counts the replay's final position with dead stones (and seki) of its own, compared with the
   * result as {@link Replay#checkResult(Score)} compares it, and the game's verdict is
   * {@link Verdict#AGREES_ESTIMATED} or {@link Verdict#DISAGREES_ESTIMATED}. Without a recount such a game is
   * {@link Verdict#NO_DEAD_STONES_MARKED}, and checks of finished games' records are about five times faster.
   *
   * <pre>{@code
   * SgfCheck check = SgfCheck.standard().withRecount(DeadStoneEstimator.standard()::score); // go-estimate
   * }</pre>
   *
   * @param recount the count of a game's final position
   * @return the check
   */
  public SgfCheck withRecount(Function<? super Position, Score> recount) {
    return new SgfCheck(Objects.requireNonNull(recount, "recount"), timeLimitNanos);
  }

  /**
   * A check that gives up on a file after this long (no limit by default): its report then holds the games checked
   * so far and a {@link Severity#ERROR} finding {@code TIME_LIMIT}. Machine-made records can take minutes (a
   * million nodes that each set up and clear a 52x52 board); a batch job should not wait for them. Reports of such
   * files depend on the machine's speed; others do not.
   *
   * @param limit the time a file may take; {@link Duration#ZERO} for no limit
   * @return the check
   * @throws IllegalArgumentException if the limit is negative
   */
  public SgfCheck withTimeLimit(Duration limit) {
    if (limit.isNegative()) {
      throw new IllegalArgumentException("a negative time limit: " + limit);
    }
    return new SgfCheck(recount, limit.toNanos());
  }

  /**
   * Checks one file.
   *
   * @param name the file's name as the report should give it (a path, a URI)
   * @param bytes the file's bytes
   * @return the report
   */
  public Report check(String name, byte[] bytes) {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(bytes, "bytes");
    List<Finding> findings = new ArrayList<>();
    SgfCollection c;
    try {
      c = SgfReader.lenient().read(bytes);
    } catch (SgfParseException e) {
      findings.add(new Finding(Problem.NOT_SGF, Optional.empty(), -1, -1, e.line(), e.column(), e.getMessage()));
      return new Report(name, bytes.length, Optional.empty(), false, List.of(), findings);
    }
    boolean detected = false;
    for (SgfWarning w : c.warnings()) {
      detected |= w.code() == SgfWarning.Code.CHARSET_DETECTED;
      findings.add(new Finding(w.code(), Optional.empty(), -1, -1, w.line(), w.column(), w.message()));
    }
    List<GameSummary> games = new ArrayList<>();
    // "| 1": a deadline is never the value that means none
    long deadline = timeLimitNanos == 0 ? Replayer.NO_DEADLINE : (System.nanoTime() + timeLimitNanos) | 1;
    for (int i = 0; i < c.games().size(); i++) {
      try {
        games.add(checkGame(i, c.games().get(i), findings, deadline));
      } catch (Replayer.TimeLimitExceeded e) {
        findings.add(new Finding(Problem.TIME_LIMIT, Optional.empty(), i, -1, -1, -1, String.format(Locale.ROOT,
            "the check took more than %.1f s: stopped at game %d of %d", timeLimitNanos / 1e9, i + 1,
            c.games().size())));
        break;
      }
    }
    return new Report(name, bytes.length, Optional.of(c.charset().name()), detected, games, findings);
  }

  /**
   * A report for a file that was not checked: it could not be read, or the caller's size limit refused it.
   *
   * @param name the file's name
   * @param bytes the file's size, or -1 if unknown
   * @param problem why it was not checked ({@link Problem#UNREADABLE}, {@link Problem#TOO_LARGE}, ...)
   * @param message what happened
   * @return a report with one {@link Severity#ERROR} finding of {@link Kind#FILE}
   */
  public static Report notChecked(String name, long bytes, Problem problem, String message) {
    return new Report(name, bytes, Optional.empty(), false, List.of(),
        List.of(new Finding(problem, Optional.empty(), -1, -1, -1, -1, message)));
  }

  private GameSummary checkGame(int index, SgfGame game, List<Finding> findings, long deadline) {
    Replay replay;
    try {
      replay = Replayer.replay(game, game.root().mainline(), false, null, deadline);
    } catch (Replayer.TimeLimitExceeded e) {
      throw e;
    } catch (RuntimeException e) { // the replay is lenient; this would be a bug, reported rather than thrown
      findings.add(new Finding(Problem.REPLAY_FAILED, Optional.empty(), index, -1, -1, -1, String.valueOf(e)));
      return new GameSummary(index, game.boardSize().toString(), "?", 0, Optional.empty(), Optional.empty(),
          Verdict.NO_RESULT, 0);
    }
    for (ReplayWarning w : replay.warnings()) {
      findings.add(new Finding(w.code(), w.legality(), index, w.moveNumber(), -1, -1, w.message()));
    }
    int moves = mainLineMoves(game);
    Optional<GameResult> recorded = game.result();
    Verdict verdict;
    Optional<String> counted = Optional.empty();
    if (recorded.isEmpty()) {
      verdict = game.root().has("RE") ? Verdict.UNREADABLE_RESULT : Verdict.NO_RESULT;
    } else if (!(recorded.get() instanceof GameResult.ScoreWin) && recorded.get() != GameResult.NoWinner.DRAW) {
      verdict = Verdict.NOT_A_SCORE; // decided before counting: most records of an archive end in a resignation
    } else {
      Replay.ResultCheck check = replay.checkResult();
      if (check.verdict() == Verdict.NO_DEAD_STONES_MARKED && recount != null) {
        check = replay.checkResult(recount.apply(replay.finalPosition()));
        verdict = check.verdict().estimated();
      } else {
        verdict = check.verdict();
      }
      counted = Optional.of(check.score().toSgf());
      if (verdict.severity() != Severity.NOTE) {
        findings.add(new Finding(verdict, Optional.empty(), index, -1, -1, -1, "RE[" + recorded.get().toSgf()
            + "] but the board counts " + check.score().toSgf() + (verdict == Verdict.DISAGREES
            ? " with the marked dead stones" : " with " + check.deadStones().size() + " estimated dead stones")));
      }
    }
    RuleSet rules = replay.finalPosition().ruleSet();
    return new GameSummary(index, game.boardSize().toString(), rules.toSgf() + " " + Json.number(rules.komi()), moves,
        recorded.map(GameResult::toSgf), counted, verdict, replay.repetitions());
  }

  /**
   * The {@code B} and {@code W} properties of a game's main line. A method of its own: the loop kept out of
   * {@link #checkGame} keeps the JIT from compiling that caller, with the replay and the recount inlined, again and
   * again (measured: most of a cold run's C2 time went there).
   */
  private static int mainLineMoves(SgfGame game) {
    int moves = 0;
    for (SgfNode n : game.mainline()) {
      for (SgfProperty p : n.propertyArray()) {
        if (p.id().equals("B") || p.id().equals("W")) {
          moves++;
        }
      }
    }
    return moves;
  }

  /** How serious a finding is. */
  public enum Severity {
    /** How the file was read (a detected character set, old-style identifiers); not a fault. */
    NOTE,
    /** A fault worked around: a syntax slip, a value of the wrong type, a result unconfirmed by an estimate. */
    WARNING,
    /** The file is not a usable record as it stands: unreadable, not SGF, an illegal move, a wrong result. */
    ERROR
  }

  /** Where a finding comes from. */
  public enum Kind {
    /** The file as a whole: unreadable, too large, not SGF. */
    FILE,
    /** Reading the SGF text ({@link SgfWarning}); line and column are given. */
    PARSE,
    /** Replaying a game ({@link ReplayWarning}); the move number is given. */
    REPLAY,
    /** The recorded result against the count of the final position. */
    RESULT
  }

  /**
   * What a finding is: a {@link SgfWarning.Code} (reading), a {@link ReplayWarning.Code} (replaying), a
   * {@link Verdict} (a result that the board does not confirm) or a {@link Problem} (the file as a whole). Each
   * says where it comes from and how serious it is; its {@link #name()} is the code the JSON report gives.
   *
   * <pre>{@code
   * if (finding.code() == ReplayWarning.Code.ILLEGAL_MOVE && finding.legality().orElseThrow() == Legality.KO) { ... }
   * }</pre>
   *
   * @since 0.1.0
   */
  public sealed interface Code permits SgfWarning.Code, ReplayWarning.Code, Verdict, Problem {
    /**
     * The code's name, as the JSON report and the {@code tengen check} lines give it.
     *
     * @return the name
     */
    String name();

    /**
     * Where a finding of this code comes from.
     *
     * @return its kind
     */
    Kind kind();

    /**
     * How serious a finding of this code is.
     *
     * @return its severity
     */
    Severity severity();
  }

  /** What is wrong with a file as a whole, or with a check that could not be made: always an error. */
  public enum Problem implements Code {
    /** The bytes are not SGF (nor GIB, NGF, UGF): binary, or no game tree at all. */
    NOT_SGF(Kind.FILE),
    /** The file could not be read (permissions, an I/O error). */
    UNREADABLE(Kind.FILE),
    /** A FIFO, device, socket or folder, not a regular file. */
    NOT_A_FILE(Kind.FILE),
    /** Larger than the caller's limit. */
    TOO_LARGE(Kind.FILE),
    /** Checking it needed more memory than the JVM has. */
    OUT_OF_MEMORY(Kind.FILE),
    /** The check took longer than its {@linkplain SgfCheck#withTimeLimit limit}. */
    TIME_LIMIT(Kind.FILE),
    /** The check of the file failed (a bug, reported rather than thrown). */
    INTERNAL_ERROR(Kind.FILE),
    /** The replay of a game failed (a bug, reported rather than thrown). */
    REPLAY_FAILED(Kind.REPLAY);

    private final Kind kind;

    Problem(Kind kind) {
      this.kind = kind;
    }

    @Override
    public Kind kind() {
      return kind;
    }

    /** Always {@link Severity#ERROR}. */
    @Override
    public Severity severity() {
      return Severity.ERROR;
    }
  }


  /**
   * One problem or note in a file.
   *
   * @param code what it is, which says its {@link #kind()} and {@link #severity()}
   * @param legality why a move was illegal, for {@link ReplayWarning.Code#ILLEGAL_MOVE}; else empty
   * @param game the game's index in the file (from 0), or -1 for the file as a whole
   * @param move the move number of a replay finding, or -1
   * @param line the line of a parse finding (from 1), or -1
   * @param column the column of a parse finding (from 1), or -1
   * @param message the finding in words
   * @since 0.1.0
   */
  public record Finding(Code code, Optional<Legality> legality, int game, int move, int line, int column,
                        String message) {
    /**
     * Checks the parts.
     *
     * @param code what it is
     * @param legality why a move was illegal, or empty
     * @param game the game's index, or -1
     * @param move the move number, or -1
     * @param line the line, or -1
     * @param column the column, or -1
     * @param message the finding in words
     */
    public Finding {
      Objects.requireNonNull(code, "code");
      Objects.requireNonNull(legality, "legality");
      Objects.requireNonNull(message, "message");
    }

    /**
     * Where the finding comes from: its code's kind.
     *
     * @return the kind
     */
    public Kind kind() {
      return code.kind();
    }

    /**
     * How serious the finding is: its code's severity.
     *
     * @return the severity
     */
    public Severity severity() {
      return code.severity();
    }

    /**
     * The code as the JSON report gives it: its name, and for an illegal move the reason after it
     * ({@code ILLEGAL_MOVE_KO}).
     *
     * @return the code's name
     */
    public String codeName() {
      return legality.map(l -> code.name() + "_" + l.name()).orElse(code.name());
    }

    /** Renders the finding as a line: {@code error replay ILLEGAL_MOVE_KO game 0 move 57: ...}. */
    @Override
    public String toString() {
      return severity().name().toLowerCase(Locale.ROOT) + " " + kind().name().toLowerCase(Locale.ROOT) + " "
          + codeName() + (game >= 0 ? " game " + game : "") + (move >= 0 ? " move " + move : "")
          + (line >= 0 ? " line " + line + " column " + column : "") + ": " + message;
    }
  }

  /**
   * What a game of the file is.
   *
   * @param index its index in the file, from 0
   * @param size the board size ({@code 19x19})
   * @param rules the rules and komi it was replayed under ({@code Japanese 6.5})
   * @param moves the moves ({@code B} and {@code W} properties) of its main line, passes included
   * @param recorded the recorded result {@code RE}, normalised, if readable
   * @param counted the count of the final position that was compared with it, if any
   * @param verdict how the two compare
   * @param repetitions the moves of its main line that recreated an earlier board ({@link Replay#repetitions()})
   * @since 0.1.0
   */
  public record GameSummary(int index, String size, String rules, int moves, Optional<String> recorded,
                            Optional<String> counted, Verdict verdict, int repetitions) {
    /**
     * Checks the parts.
     *
     * @param index its index
     * @param size the board size
     * @param rules the rules and komi
     * @param moves the main line's moves
     * @param recorded the recorded result
     * @param counted the count compared with it
     * @param verdict how they compare
     * @param repetitions the moves that recreated an earlier board
     */
    public GameSummary {
      Objects.requireNonNull(size, "size");
      Objects.requireNonNull(rules, "rules");
      Objects.requireNonNull(recorded, "recorded");
      Objects.requireNonNull(counted, "counted");
      Objects.requireNonNull(verdict, "verdict");
    }
  }

  /**
   * The check of one file.
   *
   * @param name the file's name as given
   * @param bytes its size in bytes (-1 if unknown)
   * @param charset the character set its text was read in, if it was read
   * @param charsetDetected whether that set was detected rather than declared ({@code CA})
   * @param games its games, in file order
   * @param findings its problems and notes, file findings first, then in reading order
   * @since 0.1.0
   */
  public record Report(String name, long bytes, Optional<String> charset, boolean charsetDetected,
                       List<GameSummary> games, List<Finding> findings) {
    /**
     * Copies the lists.
     *
     * @param name the file's name
     * @param bytes its size
     * @param charset its character set
     * @param charsetDetected whether the set was detected
     * @param games its games
     * @param findings its findings
     */
    public Report {
      Objects.requireNonNull(name, "name");
      Objects.requireNonNull(charset, "charset");
      games = List.copyOf(games);
      findings = List.copyOf(findings);
    }

    /**
     * Tells whether the file has a finding of severity {@link Severity#ERROR}.
     *
     * @return whether it has errors
     */
    public boolean hasErrors() {
      return findings.stream().anyMatch(f -> f.severity() == Severity.ERROR);
    }

    /**
     * Tells whether the file has a finding of severity {@link Severity#WARNING} or worse.
     *
     * @return whether it has warnings or errors
     */
    public boolean hasWarnings() {
      return findings.stream().anyMatch(f -> f.severity() != Severity.NOTE);
    }

    /**
     * Renders the report as one line of JSON (JSON Lines), with the fields of this record: {@code file},
     * {@code bytes}, {@code charset} (null if not read), {@code charsetDetected}, {@code games} (objects with
     * {@code index}, {@code size}, {@code rules}, {@code moves}, {@code recorded}, {@code counted}, {@code verdict})
     * and {@code findings} (objects with {@code severity}, {@code kind}, {@code code}, {@code game}, {@code move},
     * {@code line}, {@code column}, {@code message}; absent numbers are -1).
     *
     * @return the JSON text, without a line end
     */
    public String toJson() {
      StringBuilder sb = new StringBuilder(256);
      sb.append("{\"file\":");
      Json.string(sb, name);
      sb.append(",\"bytes\":").append(bytes).append(",\"charset\":");
      Json.string(sb, charset.orElse(null));
      sb.append(",\"charsetDetected\":").append(charsetDetected).append(",\"games\":[");
      for (int i = 0; i < games.size(); i++) {
        GameSummary g = games.get(i);
        sb.append(i == 0 ? "" : ",").append("{\"index\":").append(g.index()).append(",\"size\":");
        Json.string(sb, g.size());
        sb.append(",\"rules\":");
        Json.string(sb, g.rules());
        sb.append(",\"moves\":").append(g.moves()).append(",\"recorded\":");
        Json.string(sb, g.recorded().orElse(null));
        sb.append(",\"counted\":");
        Json.string(sb, g.counted().orElse(null));
        sb.append(",\"verdict\":\"").append(g.verdict().name()).append("\",\"repetitions\":")
            .append(g.repetitions()).append('}');
      }
      sb.append("],\"findings\":[");
      for (int i = 0; i < findings.size(); i++) {
        Finding f = findings.get(i);
        sb.append(i == 0 ? "" : ",").append("{\"severity\":\"").append(f.severity().name())
            .append("\",\"kind\":\"").append(f.kind().name()).append("\",\"code\":");
        Json.string(sb, f.codeName());
        sb.append(",\"game\":").append(f.game()).append(",\"move\":").append(f.move()).append(",\"line\":")
            .append(f.line()).append(",\"column\":").append(f.column()).append(",\"message\":");
        Json.string(sb, f.message());
        sb.append('}');
      }
      return sb.append("]}").toString();
    }
  }

  /** JSON text for strings and numbers. */
  static final class Json {
    private Json() {}

    static void string(StringBuilder sb, String s) {
      if (s == null) {
        sb.append("null");
        return;
      }
      sb.append('"');
      for (int i = 0; i < s.length(); i++) {
        char ch = s.charAt(i);
        switch (ch) {
          case '"' -> sb.append("\\\"");
          case '\\' -> sb.append("\\\\");
          case '\n' -> sb.append("\\n");
          case '\r' -> sb.append("\\r");
          case '\t' -> sb.append("\\t");
          default -> {
            if (ch < 0x20 || ch == 0x2028 || ch == 0x2029 || Character.isSurrogate(ch)
                && !(Character.isHighSurrogate(ch) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1)))
                && !(Character.isLowSurrogate(ch) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1)))) {
              sb.append(String.format(Locale.ROOT, "\\u%04x", (int) ch));
            } else {
              sb.append(ch);
            }
          }
        }
      }
      sb.append('"');
    }

    static String number(double d) {
      return HalfPoints.format(d);
    }
  }
}
