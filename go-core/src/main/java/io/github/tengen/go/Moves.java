package io.github.tengen.go;

/** Text helpers for moves in messages. */
final class Moves {
  private Moves() {}

  /** GTP form where it exists ({@code B D16}, {@code W pass}), else SGF form ({@code B [dd]}). */
  static String describe(Move move, BoardSize size) {
    if (move instanceof Move.Play play) {
      Point p = play.point();
      String where;
      if (size.contains(p) && size.width() <= 25 && size.height() <= 25) {
        where = p.toGtp(size);
      } else {
        where = p.toSgf() + (size.contains(p) ? "" : " (off the " + size + " board)");
      }
      return move.color().letter() + " " + where;
    }
    return move.color().letter() + " pass";
  }
}
