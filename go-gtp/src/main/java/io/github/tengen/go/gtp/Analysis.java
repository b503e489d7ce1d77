package io.github.tengen.go.gtp;

import io.github.tengen.go.BoardSize;
import io.github.tengen.go.Color;
import io.github.tengen.go.Move;
import io.github.tengen.go.Position;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * The analysis commands' arguments and line formats: {@code lz-analyze} (Leela Zero: winrate, prior and lcb as
 * integers times 10,000), {@code kata-analyze} (KataGo: fractions, with score fields), {@code analyze} (Sabaki's
 * generic form: as Leela Zero, with {@code scoreLead}), and their {@code genmove_analyze} forms.
 */
final class Analysis {
  private Analysis() {}

  enum Format { LZ, KATA, SABAKI }

  static boolean isStreaming(String command) {
    return command.equals("lz-analyze") || command.equals("kata-analyze") || command.equals("analyze");
  }

  /**
   * What a command asks for.
   *
   * @param format the line format
   * @param position the position, the colour to analyse for to move
   * @param color that colour
   * @param intervalMillis the time between reports
   * @param ownership whether {@code kata-analyze} asked for ownership ({@code ownership true})
   */
  record Request(Format format, Position position, Color color, long intervalMillis, boolean ownership) {}

  /**
   * Reads {@code [color] [[interval] N] [key value ...]}: the colour defaults to the player to move, the interval (in
   * centiseconds, bare or after the keyword {@code interval}) to 1 second; {@code ownership true} asks
   * {@code kata-analyze} for ownership; other keywords ({@code minmoves}, {@code maxmoves}, {@code allow},
   * {@code avoid}, ...) are accepted and not acted on.
   */
  static Request request(String command, List<String> args, Position current, BoardSize size)
      throws GtpCommandException {
    Format f = command.startsWith("lz-") ? Format.LZ : command.startsWith("kata-") ? Format.KATA : Format.SABAKI;
    int i = 0;
    Color color = current.toMove();
    if (i < args.size()) {
      try {
        color = Color.parse(args.get(i));
        i++;
      } catch (IllegalArgumentException e) {
        // no colour given
      }
    }
    long interval = 1000;
    if (i + 1 < args.size() && args.get(i).equals("interval")) {
      i++; // the keyword form Leela Zero and KataGo take: "interval 20"
    }
    if (i < args.size() && args.get(i).chars().allMatch(Character::isDigit)) {
      try {
        interval = Math.max(10, Math.multiplyExact(Long.parseLong(args.get(i)), 10));
      } catch (NumberFormatException | ArithmeticException e) {
        throw new GtpCommandException("syntax error");
      }
      i++;
    }
    if (i < args.size() && args.get(i).startsWith("-")) {
      throw new GtpCommandException("syntax error");
    }
    boolean ownership = false;
    for (int k = i; k + 1 < args.size(); k++) {
      ownership |= f == Format.KATA && args.get(k).equals("ownership") && args.get(k + 1).equals("true");
    }
    return new Request(f, current.readyFor(color), color, interval, ownership);
  }

  /** A running analysis: the sink the player reports to, writing throttled {@code info} lines. */
  static final class Stream implements AnalysisSink {
    private final Request request;
    private final PrintStream out;
    private volatile boolean stopped;
    private boolean stopAfterFirst;
    private long lastWrite = Long.MIN_VALUE;

    Stream(Request request, PrintStream out) {
      this.request = request;
      this.out = out;
    }

    Stream stopAfterFirstReport() {
      stopAfterFirst = true;
      return this;
    }

    void run(GtpPlayer player) {
      try {
        player.analyze(request.position(), this);
      } catch (RuntimeException e) {
        // an analysis that fails ends its stream; the engine goes on
      }
    }

    void stop() {
      stopped = true;
    }

    @Override
    public boolean isStopped() {
      return stopped;
    }

    @Override
    public boolean wantsOwnership() {
      return request.ownership();
    }

    @Override
    public void report(List<AnalysisInfo> candidates) {
      report(candidates, null);
    }

    @Override
    public void report(List<AnalysisInfo> candidates, double @Nullable [] ownership) {
      if (stopped || candidates.isEmpty()) {
        return;
      }
      long now = System.nanoTime() / 1_000_000;
      if (lastWrite != Long.MIN_VALUE && now - lastWrite < request.intervalMillis() && !stopAfterFirst) {
        return;
      }
      lastWrite = now;
      String line = line(request.format(), candidates, request.position().size());
      if (request.ownership() && ownership != null) {
        StringBuilder sb = new StringBuilder(line).append(" ownership");
        for (double v : ownership) {
          sb.append(' ').append(num(v));
        }
        line = sb.toString();
      }
      synchronized (out) {
        if (!stopped) {
          out.print(line + "\n");
          out.flush();
        }
      }
      if (stopAfterFirst) {
        stopped = true;
      }
    }
  }

  /** One {@code info} line with every candidate. */
  static String line(Format f, List<AnalysisInfo> candidates, BoardSize size) {
    StringBuilder sb = new StringBuilder();
    for (AnalysisInfo a : candidates) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append("info move ").append(a.move().toGtp(size)).append(" visits ").append(a.visits());
      switch (f) {
        case LZ -> sb.append(" winrate ").append(Math.round(a.winrate() * 10000)).append(" prior ")
            .append(Math.round(a.prior() * 10000)).append(" lcb ").append(Math.round(a.lcb() * 10000));
        case SABAKI -> sb.append(" winrate ").append(Math.round(a.winrate() * 10000)).append(" scoreLead ")
            .append(num(a.scoreLead()));
        case KATA -> sb.append(" utility ").append(num(2 * a.winrate() - 1)).append(" winrate ")
            .append(num(a.winrate())).append(" scoreMean ").append(num(a.scoreLead())).append(" scoreStdev 0")
            .append(" scoreLead ").append(num(a.scoreLead())).append(" scoreSelfplay ").append(num(a.scoreLead()))
            .append(" prior ").append(num(a.prior())).append(" lcb ").append(num(a.lcb()))
            .append(" utilityLcb ").append(num(2 * a.lcb() - 1)).append(" weight ").append(a.visits());
        default -> throw new IllegalStateException();
      }
      sb.append(" order ").append(a.order()).append(" pv");
      for (Move m : a.pv()) {
        sb.append(' ').append(m.toGtp(size));
      }
    }
    return sb.toString();
  }

  private static String num(double d) {
    return String.format(Locale.ROOT, "%.6f", d);
  }
}
