package io.github.tengen.go.cli;

/** How a long run shows its progress on standard error. */
enum ProgressMode {
  /** A bar on a terminal, plain lines otherwise. */
  AUTO,
  /** A bar (with a total and ETA once the files are counted). */
  BAR,
  /** A line every 10 seconds and at the end: for logs. */
  LINES,
  /** Nothing. */
  NONE
}
