package io.github.tengen.go.sgf;

import io.github.tengen.go.Legality;
import java.util.Objects;
import java.util.Optional;

/**
 * A rule problem found while replaying a game (as opposed to the syntax problems of {@link SgfWarning}): an
 * illegal or unreadable move, a setup that leaves stones without liberties, or an assumption about the game
 * information (komi written times 100, handicap stones not given).
 *
 * @param code what kind of problem
 * @param moveNumber the move number the problem concerns (the number the move would have; 0 for the root)
 * @param node the node concerned
 * @param reason the go-core reason when a move was illegal, else null
 * @param message what was wrong and what the replay did
 * @since 0.1.0
 */
public record ReplayWarning(Code code, int moveNumber, SgfNode node, Legality reason, String message) {

  /**
   * Checks the parts.
   *
   * @param code what kind of problem
   * @param moveNumber the move number the problem concerns
   * @param node the node concerned
   * @param reason the go-core reason when a move was illegal, else null
   * @param message what was wrong and what the replay did
   * @throws NullPointerException if the code, node or message is null
   */
  public ReplayWarning {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(node, "node");
    Objects.requireNonNull(message, "message");
  }

  /**
   * Returns the go-core reason of an illegal move.
   *
   * @return the reason, or empty for other problems
   */
  public Optional<Legality> legality() {
    return Optional.ofNullable(reason);
  }

  /** Returns for example {@code move 57 (line 12:3): ...}. */
  @Override
  public String toString() {
    return "move " + moveNumber + " (line " + node.line() + ":" + node.column() + "): " + message + " (" + code
        + ")";
  }

  /**
   * The kinds of replay problem.
   *
   * @since 0.1.0
   */
  public enum Code implements SgfCheck.Code {
    /** A move the rules forbid; {@link ReplayWarning#legality()} says why. Placed as viewers do. */
    ILLEGAL_MOVE,
    /**
     * More warnings of one kind than a replay keeps for one game (the first 1,000 of each kind); this one, after
     * the others, says how many of which kind were dropped.
     */
    TOO_MANY_WARNINGS,
    /** A move value that is not a point or pass on the board; skipped. */
    BAD_MOVE,
    /** A move written as human-readable coordinates ({@code B[R16]}); read as such. */
    HUMAN_READABLE_MOVE,
    /** A setup point that is not on the board; skipped. */
    BAD_SETUP,
    /** A setup that left chains without liberties; they were removed. */
    SETUP_WITHOUT_LIBERTIES,
    /** A komi that was converted (times 100, in stones) or rounded, or could not be read. */
    KOMI,
    /** Rules {@code RU} that are not known; the default was used. */
    RULES,
    /** A handicap {@code HA} without its stones, or that does not match them; what was assumed. */
    HANDICAP,
    /** The board size could not be read or used; 19x19 assumed. */
    BOARD_SIZE,
    /** A node with both {@code B} and {@code W}, or a move property repeated; the first was played. */
    TWO_MOVES,
    /**
     * A move that repeated an earlier position under rules where that ends the game without result (Japanese,
     * Korean: {@code RuleSet.noResultOnRepetition()}); the replay plays on as the record does, as if the players had
     * agreed to continue. A note: strict replay does not reject it.
     */
    NO_RESULT;

    /** {@link SgfCheck.Kind#REPLAY}. */
    @Override
    public SgfCheck.Kind kind() {
      return SgfCheck.Kind.REPLAY;
    }

    /**
     * {@code ERROR} for {@link #ILLEGAL_MOVE}, {@code NOTE} for {@link #NO_RESULT} and {@link #TOO_MANY_WARNINGS} (a
     * count of dropped warnings: the kept ones carry their own severity), else {@code WARNING}.
     */
    @Override
    public SgfCheck.Severity severity() {
      return switch (this) {
        case ILLEGAL_MOVE -> SgfCheck.Severity.ERROR;
        case NO_RESULT, TOO_MANY_WARNINGS -> SgfCheck.Severity.NOTE;
        default -> SgfCheck.Severity.WARNING;
      };
    }
  }
}
