package io.github.tengen.go.sgf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.tengen.go.render.Picture;
import io.github.tengen.go.render.SvgRenderer;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * GoGui's {@code ff4_ex.sgf} (every FF[4] property, in {@code ../shared/corpus/sgf-parser-tests/gogui}): every node of
 * every variation as a record's picture, drawn as SVG without loss: one mark element for every point of CR, SQ, TR
 * and MA (crosses are two strokes), one label for every LB value, one line or arrow for every LN and AR value, a
 * selection for every SL point.
 */
class Ff4MarkupRenderingTest {

  @Test
  void everyMarkLabelAndLineOfTheFf4ExampleIsDrawn() throws IOException {
    Path file = Corpus.require("sgf-parser-tests/gogui/ff4_ex.sgf");
    SgfGame g = SgfReader.lenient().read(file).game();
    List<GameRecord> todo = new ArrayList<>(List.of(GameRecord.of(g)));
    int nodes = 0;
    int marks = 0;
    int labels = 0;
    int lines = 0;
    while (!todo.isEmpty()) {
      GameRecord r = todo.remove(todo.size() - 1);
      nodes++;
      for (int i = 0; i < r.variationCount(); i++) {
        todo.add(r.child(i).orElseThrow());
      }
      Markup m = r.markup();
      Picture pic = m.picture();
      String svg = SvgRenderer.standard().render(pic);
      int shapes = 0;
      for (Markup.Mark shape : List.of(Markup.Mark.CIRCLE, Markup.Mark.SQUARE, Markup.Mark.TRIANGLE,
          Markup.Mark.CROSS)) {
        shapes += m.marked(shape).size() * (shape == Markup.Mark.CROSS ? 2 : 1);
      }
      // a point with a label shows the label, not the mark
      int hidden = 0;
      for (Markup.Label l : m.labels()) {
        hidden += pic.mark(l.point()).isPresent() ? (pic.mark(l.point()).get() == Picture.Mark.CROSS ? 2 : 1) : 0;
      }
      assertEquals(shapes - hidden, count(svg, "class=\"mark "), "marks at " + r.path());
      assertEquals(m.labels().size(), count(svg, "class=\"label\""), "labels at " + r.path());
      assertEquals(m.lines().size(), count(svg, "class=\"line\""), "lines at " + r.path());
      assertEquals(m.arrows().size(), count(svg, "class=\"arrow\""), "arrows at " + r.path());
      assertEquals(m.marked(Markup.Mark.SELECTED).size(), count(svg, "class=\"selected\""));
      marks += shapes;
      labels += m.labels().size();
      lines += m.lines().size() + m.arrows().size();
    }
    System.out.printf("ff4_ex.sgf: %d nodes drawn, %d mark strokes, %d labels, %d lines and arrows%n", nodes, marks,
        labels, lines);
    assertTrue(nodes >= 54 && marks >= 45 && labels >= 22 && lines >= 12, nodes + " " + marks + " " + labels + " " + lines);
  }

  private static int count(String s, String what) {
    Matcher m = Pattern.compile(Pattern.quote(what)).matcher(s);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }
}
