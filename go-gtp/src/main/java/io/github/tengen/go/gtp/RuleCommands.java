package io.github.tengen.go.gtp;

import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.RuleSet;
import java.util.Map;
import java.util.function.Function;

/** The rules commands: {@code komi}, KGS's {@code kgs-rules} and KataGo's {@code kata-*-rules}. */
final class RuleCommands implements Command.Group {
  private final GtpGame game;
  private final Function<String, RuleSet> kataGoRules;

  RuleCommands(GtpGame game, Function<String, RuleSet> kataGoRules) {
    this.game = game;
    this.kataGoRules = kataGoRules;
  }

  @Override
  public void addTo(Map<String, Command> table) {
    table.put("komi", this::komi);
    table.put("get_komi", a -> HalfPoints.format(game.rules().komi()));
    table.put("kgs-rules", this::kgsRules);
    table.put("kata-set-rules", this::kataSetRules);
    table.put("kata-get-rules", a -> game.rules().toKataGoJson());
    table.put("kata-set-rule", this::kataSetRule);
  }

  private String komi(Args a) throws GtpCommandException {
    double k = a.arity(1).real(0);
    if (!RuleSet.isKomi(k)) {
      throw new GtpCommandException("unacceptable komi (a multiple of 0.5 up to 10000)");
    }
    return setRules(game.rules().withKomi(k));
  }

  private String setRules(RuleSet rules) throws GtpCommandException {
    if (!game.setRules(rules)) {
      throw new GtpCommandException("the moves so far are not legal under those rules");
    }
    return "";
  }

  private String kgsRules(Args a) throws GtpCommandException {
    RuleSet r;
    try {
      r = RuleSet.fromKgs(a.arity(1).get(0));
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("unknown rules");
    }
    return setRules(r.withKomi(game.rules().komi()));
  }

  private String kataSetRules(Args a) throws GtpCommandException {
    if (a.isEmpty()) {
      throw Args.syntax();
    }
    try {
      String text = String.join(" ", a.words());
      return setRules(kataGoRules.apply(text).withKomi(game.rules().komi())); // the komi stays, as in KataGo
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("unknown rules: " + e.getMessage());
    }
  }

  /** KataGo's names and rule strings; its JSON, which go-gtp has no library to read, is refused with where to go. */
  static RuleSet withoutJson(String text) {
    if (text.trim().startsWith("{")) {
      throw new IllegalArgumentException("KataGo's JSON rules are read with go-katago: "
          + "GtpEngine.builder(bot).kataGoRules(KataGoRules::read)");
    }
    return RuleSet.fromKataGo(text);
  }

  private String kataSetRule(Args a) throws GtpCommandException {
    a.arity(2);
    RuleSet r;
    try {
      r = game.rules().withKataGoRule(a.get(0), a.get(1));
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException(e.getMessage());
    }
    return setRules(r);
  }
}
