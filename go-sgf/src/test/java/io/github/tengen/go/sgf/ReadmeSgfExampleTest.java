package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.Point;
import io.github.tengen.go.Position;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.SvgRenderer;
import io.github.tengen.go.render.TextRenderer;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's SGF example, kept here so that it always compiles and does what the README says. */
class ReadmeSgfExampleTest {

  @Test
  void readmeSgfExampleRunsAsDocumented(@TempDir Path dir) throws IOException {
    Path path = dir.resolve("game.sgf");
    try (InputStream in = getClass().getResourceAsStream("/fixtures/historic-1846-ear-reddening.sgf")) {
      Files.write(path, in.readAllBytes());
    }
    // --- README example start
    SgfCollection file = SgfReader.lenient().read(path);   // reads messy files; warnings say what it assumed
    SgfGame game = file.game();
    String players = game.blackPlayer().orElse("?") + " vs " + game.whitePlayer().orElse("?");
    Replay replay = game.replay();                  // positions along the main line, under the file's RU and KM
    Position end = replay.finalPosition();
    replay.warnings().forEach(System.out::println); // illegal moves, assumed komi ... with move numbers
    String text = SgfWriter.write(file);            // FF[4], UTF-8, exact escapes
    // --- README example end
    assertTrue(players.contains("Shusaku"), players);
    assertEquals(0, replay.warnings().size());
    assertTrue(end.moveNumber() > 300);
    assertTrue(text.startsWith("(;FF[4]CA[UTF-8]"));
  }

  @Test
  void readmeEditingExampleRunsAsDocumented(@TempDir Path dir) throws IOException {
    Path path = dir.resolve("game.sgf");
    try (InputStream in = getClass().getResourceAsStream("/fixtures/historic-1846-ear-reddening.sgf")) {
      Files.write(path, in.readAllBytes());
    }
    // --- README editing start
    GameRecord r = GameRecord.of(SgfReader.lenient().read(path).game());
    GameRecord at = r.toMoveNumber(127);                     // walk: next(), back(), child(i), toEnd(), at(path)
    Position p = at.position();                              // the board there
    GameRecord v = at.back()
        .play(Point.parseGtp("Q10", p.size()))               // follows the recorded move, or adds a variation
        .withComment("the alternative")
        .markup()                                            // annotations, marks, labels, lines: a view
        .annotate(Markup.Annotation.GOOD_MOVE, 1)
        .mark(Markup.Mark.TRIANGLE, List.of(Point.parseGtp("R11", p.size())))
        .label(Point.parseGtp("D4", p.size()), "a")
        .record();
    GameRecord main = v.promoteToMainLine();                 // or moveVariation(i), delete()
    GameRecord info = main.withInfo(GameInfo.EVENT, "Castle game");
    String sgf = info.toSgf();                               // untouched properties are written as they were read
    // --- end
    assertEquals(127, at.moveNumber());
    assertTrue(main.isOnMainLine());
    assertEquals(Optional.of("the alternative"), SgfReader.strict().read(sgf).game().root().mainline().get(127)
        .comment());
    assertEquals(r.toMoveNumber(126).position(), v.back().position());
  }
}
