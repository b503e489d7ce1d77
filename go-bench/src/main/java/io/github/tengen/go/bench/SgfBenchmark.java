package io.github.tengen.go.bench;

import io.github.tengen.go.sgf.Replay;
import io.github.tengen.go.sgf.SgfCollection;
import io.github.tengen.go.sgf.SgfGame;
import io.github.tengen.go.sgf.SgfReader;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * SGF reading speed on the professional games of {@code shared/corpus/pro-games} (4,000 files, 7.1 MB): parse
 * throughput ({@code bytes} per second) and parse plus full lenient replay into positions ({@code games} per second).
 * One operation reads every file once. Each operation checks its counts (games read, moves replayed) against the
 * first reading and fails instead of reporting a time when they differ. {@code go-bench/sgf-compare.sh} runs it
 * beside {@code @sabaki/sgf} on the same files.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(5)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
public class SgfBenchmark {
  /** The folder below {@code shared/corpus}. */
  @Param({"pro-games"})
  public String corpus;

  private byte[][] files;
  private long totalBytes;
  private long expectedMoves;

  /** Bytes and games done, so JMH reports bytes/s and games/s beside operations/s. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Counter {
    /** Bytes parsed. */
    public long bytes;
    /** Games read (and replayed). */
    public long games;

    /** Resets the counters for each iteration. */
    @Setup(Level.Iteration)
    public void reset() {
      bytes = 0;
      games = 0;
    }
  }

  /** Loads the files and takes the reference counts. */
  @Setup
  public void load() throws IOException {
    List<byte[]> list = BenchCorpus.sgfFiles(corpus);
    files = list.toArray(new byte[0][]);
    totalBytes = 0;
    for (byte[] b : files) {
      totalBytes += b.length;
    }
    expectedMoves = replayAll(null);
  }

  private long replayAll(Blackhole bh) {
    long moves = 0;
    for (byte[] b : files) {
      SgfCollection c = SgfReader.lenient().read(b);
      for (SgfGame g : c.games()) {
        Replay r = g.replay();
        moves += r.finalPosition().moveNumber();
        if (bh != null) {
          bh.consume(r);
        }
      }
    }
    return moves;
  }

  /**
   * Parses every file.
   *
   * @param counter bytes and games
   * @param bh the sink
   */
  @Benchmark
  public void parse(Counter counter, Blackhole bh) {
    long games = 0;
    for (byte[] b : files) {
      SgfCollection c = SgfReader.lenient().read(b);
      games += c.games().size();
      bh.consume(c);
    }
    if (games != files.length) {
      throw new IllegalStateException("read " + games + " games from " + files.length + " files");
    }
    counter.bytes += totalBytes;
    counter.games += games;
  }

  /**
   * Parses every file and replays its main line into positions.
   *
   * @param counter bytes and games
   * @param bh the sink
   */
  @Benchmark
  public void parseAndReplay(Counter counter, Blackhole bh) {
    long moves = replayAll(bh);
    if (moves != expectedMoves) {
      throw new IllegalStateException("replayed " + moves + " moves, expected " + expectedMoves);
    }
    counter.bytes += totalBytes;
    counter.games += files.length;
  }
}
