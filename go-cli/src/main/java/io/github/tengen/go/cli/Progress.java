package io.github.tengen.go.cli;

import java.io.PrintWriter;
import java.lang.reflect.Method;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Progress of a run over files: a bar with files/s and ETA on a terminal (the total comes from a second walk that
 * only counts, run beside the work), a line every 10 seconds otherwise, or nothing. Steps come from one thread.
 */
abstract class Progress implements AutoCloseable {
  final long startNanos = System.nanoTime();
  long files;
  long bytes;

  /**
   * Starts the progress display.
   *
   * @param mode the mode asked for
   * @param task the task's name
   * @param err standard error
   * @param walker the walker of the run, for the count
   * @param roots the run's roots, or null if they can be read only once (the bar then shows no total)
   * @return the display
   */
  static Progress start(ProgressMode mode, String task, PrintWriter err, FileWalker walker, List<String> roots) {
    ProgressMode m = mode == ProgressMode.AUTO ? (isTerminal() ? ProgressMode.BAR : ProgressMode.LINES) : mode;
    return switch (m) {
      case BAR -> new Bar(task, walker, roots);
      case LINES -> new Lines(task, err);
      default -> new Progress() {
        @Override
        void shown() {}
      };
    };
  }

  /** Whether standard output and error are a terminal: {@code Console.isTerminal()} on Java 22+. */
  static boolean isTerminal() {
    java.io.Console c = System.console();
    if (c == null) {
      return false;
    }
    try {
      Method m = java.io.Console.class.getMethod("isTerminal");
      return (Boolean) m.invoke(c);
    } catch (ReflectiveOperationException e) {
      return true; // Java 17 to 21: a console means a terminal
    }
  }

  /** One file done. */
  final void step(long fileBytes) {
    files++;
    bytes += Math.max(0, fileBytes);
    shown();
  }

  abstract void shown();

  /** Clears the bar's line before other output is printed; the bar redraws itself. */
  void clearLine() {}

  String rates() {
    double s = Math.max((System.nanoTime() - startNanos) / 1e9, 1e-9);
    return String.format(Locale.ROOT, "%,d file%s, %,.0f files/s, %.2f MB/s", files, files == 1 ? "" : "s",
        files / s, bytes / 1e6 / s);
  }

  @Override
  public void close() {}

  /** A line every 10 seconds. */
  private static final class Lines extends Progress {
    private final String task;
    private final PrintWriter err;
    private long last = System.nanoTime();
    private boolean printed;

    Lines(String task, PrintWriter err) {
      this.task = task;
      this.err = err;
    }

    @Override
    void shown() {
      long now = System.nanoTime();
      if (now - last >= 10_000_000_000L) {
        last = now;
        printed = true;
        err.println(task + ": " + rates());
        err.flush();
      }
    }

    @Override
    public void close() {
      if (printed) {
        err.println(task + ": " + rates() + ", done");
        err.flush();
      }
    }
  }

  /** me.tongfei's bar on standard error; the total is counted by a daemon thread. */
  private static final class Bar extends Progress {
    private final ProgressBar bar;
    private final Thread counter;

    Bar(String task, FileWalker walker, List<String> roots) {
      bar = new ProgressBarBuilder().setTaskName(task).setInitialMax(-1).setUnit(" files", 1).showSpeed()
          .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250)
          .setConsumer(new ConsoleProgressBarConsumer(System.err)).build();
      AtomicLong count = new AtomicLong();
      counter = new Thread(() -> {
        if (roots == null) {
          return;
        }
        try {
          walker.walk(roots, new FileWalker.Sink() {
            @Override
            public void file(Path file) {
              count.incrementAndGet();
            }

            @Override
            public void failed(String name, String why) {
              count.incrementAndGet();
            }
          });
          bar.maxHint(count.get());
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "progress-count");
      counter.setDaemon(true);
      counter.setPriority(Thread.MIN_PRIORITY);
      counter.start();
    }

    @Override
    void shown() {
      bar.step();
      if ((files & 63) == 0) {
        double s = Math.max((System.nanoTime() - startNanos) / 1e9, 1e-9);
        bar.setExtraMessage(String.format(Locale.ROOT, ", %.2f MB/s", bytes / 1e6 / s));
      }
    }

    @Override
    void clearLine() {
      System.err.print("\r\033[2K");
      System.err.flush();
    }

    @Override
    public void close() {
      counter.interrupt();
      bar.close();
    }
  }
}
