package io.github.tengen.go;

/**
 * Input quoted in an error message: in double quotes, and no more than its start when it is long, so that a message
 * about a megabyte of input is not a megabyte itself.
 */
final class Quoted {
  /** The most characters of the input a message quotes: more than any rule name, result or coordinate. */
  private static final int MOST = 60;

  private Quoted() {}

  /**
   * Quotes a text.
   *
   * @param text the input
   * @return {@code "text"}, or {@code "its start..." (N characters)} when it is over {@link #MOST} characters
   */
  static String of(String text) {
    if (text.length() <= MOST) {
      return '"' + text + '"';
    }
    return '"' + text.substring(0, MOST) + "...\" (" + text.length() + " characters)";
  }
}
