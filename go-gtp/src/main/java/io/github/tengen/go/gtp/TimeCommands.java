package io.github.tengen.go.gtp;

import java.util.Locale;
import java.util.Map;

/** The time commands: {@code time_settings}, KGS's and KataGo's forms of it, and {@code time_left}. */
final class TimeCommands implements Command.Group {
  private final GtpGame game;

  TimeCommands(GtpGame game) {
    this.game = game;
  }

  @Override
  public void addTo(Map<String, Command> table) {
    table.put("time_settings", this::timeSettings);
    table.put("kgs-time_settings", this::kgsTimeSettings);
    table.put("kata-time_settings", this::kgsTimeSettings);
    table.put("kata-list_time_settings", a -> "none absolute byoyomi canadian fischer fischer-capped");
    table.put("time_left", this::timeLeft);
  }

  private String timeSettings(Args a) throws GtpCommandException {
    a.arity(3);
    double main = a.real(0);
    double byo = a.real(1);
    int stones = a.integer(2);
    if (main < 0 || byo < 0 || stones < 0) {
      throw Args.syntax();
    }
    TimeControl t;
    if (byo > 0 && stones == 0) {
      t = new TimeControl.None(); // the specification's way of saying no time limit
    } else if (byo == 0) {
      t = new TimeControl.Absolute(main);
    } else {
      t = new TimeControl.Canadian(main, byo, stones);
    }
    game.setTimeControl(t);
    return "";
  }

  private String kgsTimeSettings(Args a) throws GtpCommandException {
    if (a.isEmpty()) {
      throw Args.syntax();
    }
    TimeControl t = switch (a.get(0).toLowerCase(Locale.ROOT)) {
      case "none" -> {
        a.arity(1);
        yield new TimeControl.None();
      }
      case "absolute" -> new TimeControl.Absolute(a.arity(2).nonNegative(1));
      case "byoyomi" -> new TimeControl.ByoYomi(a.arity(4).nonNegative(1), a.nonNegative(2), a.count(3));
      case "canadian" -> {
        int stones = a.arity(4).count(3);
        if (stones < 1) {
          throw Args.syntax();
        }
        yield new TimeControl.Canadian(a.nonNegative(1), a.nonNegative(2), stones);
      }
      case "fischer" -> new TimeControl.Fischer(a.arity(3).nonNegative(1), a.nonNegative(2),
          Double.POSITIVE_INFINITY);
      case "fischer-capped" -> {
        if (a.size() != 5 && a.size() != 4) {
          throw Args.syntax();
        }
        yield new TimeControl.Fischer(a.nonNegative(1), a.nonNegative(2), a.nonNegative(3));
      }
      default -> throw Args.syntax();
    };
    game.setTimeControl(t);
    return "";
  }

  private String timeLeft(Args a) throws GtpCommandException {
    a.arity(3);
    game.timeLeft(a.color(0), a.real(1), a.integer(2));
    return "";
  }
}
