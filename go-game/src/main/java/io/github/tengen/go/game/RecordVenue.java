package io.github.tengen.go.game;

import io.github.tengen.go.sgf.GameRecord;
import io.github.tengen.go.sgf.SgfNode;
import io.github.tengen.go.sgf.SgfProperty;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/** The venue a record names: the server in its {@code AP} or {@code PC}, with the record's rules. */
final class RecordVenue {
  private RecordVenue() {}

  /** What a server writes in {@code AP} or {@code PC}, lower case, and the venue; the first that matches counts. */
  private record Mark(String text, Venue venue) {}

  private static final List<Mark> MARKS = List.of(new Mark("foxwq", Venue.FOX), new Mark("fox", Venue.FOX),
      new Mark("online-go", Venue.OGS), new Mark("ogs", Venue.OGS), new Mark("kgs", Venue.KGS),
      new Mark("cgoban", Venue.KGS), new Mark("pandanet", Venue.IGS), new Mark("panda-net", Venue.IGS),
      new Mark("igs", Venue.IGS), new Mark("cgos", Venue.CGOS));

  static Venue of(GameRecord record) {
    GameRecord root = record.toRoot();
    SgfNode node = root.game().root();
    String where = node.properties().stream().filter(p -> p.id().equals("AP") || p.id().equals("PC"))
        .map(SgfProperty::values).flatMap(List::stream).collect(Collectors.joining(" ")).toLowerCase(Locale.ROOT);
    Optional<Venue> named = MARKS.stream().filter(m -> where.contains(m.text())).map(Mark::venue).findFirst();
    if (named.isEmpty()) {
      return Venue.custom(root.position().ruleSet(), Venue.Resumption.PLAYER_TO_MOVE);
    }
    Venue v = named.get();
    double komi = root.position().ruleSet().komi();
    return v.withRules(node.simpleText("RU").flatMap(ru -> v.rulesNamed(ru, komi))
        .orElse(root.position().ruleSet()));
  }
}
