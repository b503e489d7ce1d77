package io.github.tengen.go.gtp;

import java.util.Map;

/** One GTP command of the engine's table: its arguments in, its result out. */
@FunctionalInterface
interface Command {
  /**
   * Runs the command.
   *
   * @return the result, possibly several lines
   * @throws GtpCommandException for a failure, answered as {@code ? message}
   */
  String run(Args args) throws GtpCommandException;

  /** A group of commands of one concern (the game, time, scoring...), each under its GTP name. */
  interface Group {
    /** Puts the group's commands into the engine's table. */
    void addTo(Map<String, Command> table);
  }
}
