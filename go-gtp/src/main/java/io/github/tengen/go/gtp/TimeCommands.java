package io.github.tengen.go.gtp;

import io.github.tengen.go.game.TimeSystem;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The time commands: {@code time_settings}, KGS's and KataGo's forms of it, and {@code time_left}. What they set is
 * go-game's {@link TimeSystem}: a period of no time is absolute time, Fischer time without an increment is absolute
 * time, and absolute time of zero (a clock with nothing on it, {@code time_settings 0 0 0}) is no limit, as SGF's
 * {@code TM[0]} is.
 */
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
    Duration main = a.time(0);
    Duration byo = a.time(1);
    int stones = a.count(2);
    if (!byo.isZero() && stones == 0) {
      game.setTimeSystem(new TimeSystem.None()); // the specification's way of saying no time limit
    } else {
      game.setTimeSystem(byo.isZero() ? absolute(main) : new TimeSystem.Canadian(main, byo, stones));
    }
    return "";
  }

  private String kgsTimeSettings(Args a) throws GtpCommandException {
    if (a.isEmpty()) {
      throw Args.syntax();
    }
    game.setTimeSystem(switch (a.get(0).toLowerCase(Locale.ROOT)) {
      case "none" -> {
        a.arity(1);
        yield new TimeSystem.None();
      }
      case "absolute" -> absolute(a.arity(2).time(1));
      case "byoyomi" -> byoYomi(a.arity(4).time(1), a.time(2), a.count(3));
      case "canadian" -> canadian(a.arity(4).time(1), a.time(2), a.count(3));
      case "fischer" -> fischer(a.arity(3).time(1), a.time(2), Optional.empty());
      case "fischer-capped" -> {
        if (a.size() != 5 && a.size() != 4) {
          throw Args.syntax();
        }
        yield fischer(a.time(1), a.time(2), Optional.of(a.time(3)));
      }
      default -> throw Args.syntax();
    });
    return "";
  }

  private static TimeSystem absolute(Duration main) {
    return main.isZero() ? new TimeSystem.None() : new TimeSystem.Absolute(main);
  }

  private static TimeSystem byoYomi(Duration main, Duration period, int periods) {
    return period.isZero() || periods == 0 ? absolute(main) : new TimeSystem.ByoYomi(main, period, periods);
  }

  private static TimeSystem canadian(Duration main, Duration period, int stones) throws GtpCommandException {
    if (stones < 1) {
      throw Args.syntax();
    }
    return period.isZero() ? absolute(main) : new TimeSystem.Canadian(main, period, stones);
  }

  /** A cap below the starting time starts the clock at the cap, as an engine's clock holds no more than it. */
  private static TimeSystem fischer(Duration main, Duration increment, Optional<Duration> cap) {
    Duration start = cap.filter(c -> c.compareTo(main) < 0).orElse(main);
    return increment.isZero() ? absolute(start) : new TimeSystem.Fischer(start, increment, cap);
  }

  private String timeLeft(Args a) throws GtpCommandException {
    a.arity(3);
    game.timeLeft(a.color(0), a.real(1), a.integer(2));
    return "";
  }
}
