package io.github.tengen.go.gtp;

import io.github.tengen.go.HalfPoints;
import io.github.tengen.go.RuleSet;
import java.util.Map;

/** The rules commands: {@code komi}, KGS's {@code kgs-rules} and KataGo's {@code kata-*-rules}. */
final class RuleCommands implements Command.Group {
  private final GtpGame game;

  RuleCommands(GtpGame game) {
    this.game = game;
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
      return setRules(RuleSet.fromKataGo(String.join(" ", a.words())).withKomi(game.rules().komi()));
    } catch (IllegalArgumentException e) {
      throw new GtpCommandException("unknown rules: " + e.getMessage());
    }
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
