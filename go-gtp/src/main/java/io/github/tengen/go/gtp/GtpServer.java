package io.github.tengen.go.gtp;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * GTP engines on a loopback TCP port: every controller that connects gets an engine of its own (its own game), on a
 * thread of its own, so no controller waits for another. What a connection may cost is bounded by its
 * {@link Limits}: a controller that sends nothing for the idle timeout, takes longer than the line timeout to send a
 * line it has begun, or leaves an answer unread for the write timeout is disconnected; output waiting for a
 * controller is what the socket's buffer holds, no more; beyond the most connections at once a new one is told
 * {@code ? server busy} and closed; a controller that disconnects, even in the middle of a response, ends its own
 * connection only. A connection whose first line is an HTTP request line ({@code GET / HTTP/1.1}), or that sends a
 * {@code Host:} header line, is closed before any of its input is run, as Redis does against cross-protocol
 * requests: a web page can make a browser send HTTP to a loopback port. Each connection closed for a limit or for
 * HTTP is logged (a {@link System.Logger} named after this class, at {@code WARNING}).
 *
 * <pre>{@code
 * try (GtpServer server = GtpServer.start(0, () -> GtpEngine.builder(new RandomPlayer(1))
 *     .fileCommands(false).build())) {
 *   int port = server.port();                 // connect controllers to 127.0.0.1:port
 *   server.awaitClose();                      // until close() from another thread
 * }
 * }</pre>
 *
 * <p>Engines facing a socket should not read or write files: build them with
 * {@link GtpEngine.Builder#fileCommands(boolean) fileCommands(false)}, as {@code tengen engine --listen} does
 * unless told otherwise (a web page can reach a loopback port).
 *
 * @since 0.1.0
 */
public final class GtpServer implements AutoCloseable {
  /**
   * What one connection may cost, and how many may run at once.
   *
   * @param idleTimeout how long a controller may send nothing between lines (an analysis stream ends then too)
   * @param lineTimeout how long a controller may take to send the rest of a line it has begun: a controller sends a
   *     line in one write, so only a slow or hostile one gets near it
   * @param writeTimeout how long an answer may wait for the controller to read it
   * @param maxConnections the most connections served at once, at least 1
   * @since 0.1.0
   */
  public record Limits(Duration idleTimeout, Duration lineTimeout, Duration writeTimeout, int maxConnections) {
    /**
     * Checks the limits.
     *
     * @param idleTimeout how long a controller may send nothing between lines
     * @param lineTimeout how long a controller may take to send the rest of a line it has begun
     * @param writeTimeout how long an answer may wait for the controller to read it
     * @param maxConnections the most connections served at once
     * @throws IllegalArgumentException if a limit is not positive
     */
    public Limits {
      for (Duration d : new Duration[] {idleTimeout, lineTimeout, writeTimeout}) {
        if (d.isNegative() || d.isZero()) {
          throw new IllegalArgumentException("a timeout must be positive: " + d);
        }
      }
      if (maxConnections < 1) {
        throw new IllegalArgumentException("the most connections must be positive: " + maxConnections);
      }
    }

    /**
     * Returns the defaults: a 30-minute idle timeout (longer than a human thinks over a move in GoGui), 30 seconds to
     * send a line or to read an answer, 32 connections at once (far more than a machine runs controllers, few enough
     * for a small heap).
     *
     * @return the default limits
     */
    public static Limits defaults() {
      return new Limits(DEFAULT_IDLE_TIMEOUT, DEFAULT_LINE_TIMEOUT, DEFAULT_WRITE_TIMEOUT, DEFAULT_MAX_CONNECTIONS);
    }

    /**
     * Returns these limits with another idle timeout.
     *
     * @param timeout the idle timeout
     * @return the new limits
     */
    public Limits withIdleTimeout(Duration timeout) {
      return new Limits(timeout, lineTimeout, writeTimeout, maxConnections);
    }

    /**
     * Returns these limits with another line timeout.
     *
     * @param timeout the time to send a whole line
     * @return the new limits
     */
    public Limits withLineTimeout(Duration timeout) {
      return new Limits(idleTimeout, timeout, writeTimeout, maxConnections);
    }

    /**
     * Returns these limits with another write timeout.
     *
     * @param timeout the time an answer may wait to be read
     * @return the new limits
     */
    public Limits withWriteTimeout(Duration timeout) {
      return new Limits(idleTimeout, lineTimeout, timeout, maxConnections);
    }

    /**
     * Returns these limits with another most connections at once.
     *
     * @param connections at least 1
     * @return the new limits
     */
    public Limits withMaxConnections(int connections) {
      return new Limits(idleTimeout, lineTimeout, writeTimeout, connections);
    }
  }

  /** The default idle timeout: longer than a human thinks over a move in a controller such as GoGui. */
  private static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofMinutes(30);
  /** The default line timeout: a controller writes a line at once; a slow network takes seconds, not half a minute. */
  private static final Duration DEFAULT_LINE_TIMEOUT = Duration.ofSeconds(30);
  /** The default write timeout: a controller reads each answer before it sends more; one that does not is gone. */
  private static final Duration DEFAULT_WRITE_TIMEOUT = Duration.ofSeconds(30);
  /** The default most connections at once: far more than a machine runs controllers, few enough for a small heap. */
  private static final int DEFAULT_MAX_CONNECTIONS = 32;

  private static final System.Logger LOG = System.getLogger(GtpServer.class.getName());
  /** The watchdog's period at most: a deadline is kept to within it. */
  private static final long MAX_TICK_MILLIS = 1000;
  /** The watchdog's period at least: shorter would cost more than it keeps. */
  private static final long MIN_TICK_MILLIS = 20;

  private final ServerSocket socket;
  private final Supplier<GtpEngine> engines;
  private final Limits limits;
  private final Set<GtpConnection> open = ConcurrentHashMap.newKeySet();
  private final AtomicInteger served = new AtomicInteger();
  private final AtomicInteger refusedAsHttp = new AtomicInteger();
  private final AtomicInteger closedForLimits = new AtomicInteger();
  private final Thread acceptor;
  private final Thread watchdog;
  private volatile boolean closed;

  private GtpServer(ServerSocket socket, Supplier<GtpEngine> engines, Limits limits) {
    this.socket = socket;
    this.engines = engines;
    this.limits = limits;
    this.acceptor = new Thread(this::acceptLoop, "gtp-server-" + socket.getLocalPort());
    acceptor.setDaemon(true);
    this.watchdog = new Thread(this::watch, "gtp-server-watchdog-" + socket.getLocalPort());
    watchdog.setDaemon(true);
  }

  /**
   * Listens on a loopback port with the {@linkplain Limits#defaults() default limits}.
   *
   * @param port the port, or 0 for any free one ({@link #port()} tells which)
   * @param engines makes a new engine for each connection
   * @return the running server
   * @throws UncheckedIOException if the port cannot be opened
   */
  public static GtpServer start(int port, Supplier<GtpEngine> engines) {
    return start(port, engines, Limits.defaults());
  }

  /**
   * Listens on a loopback port with the default limits but these two.
   *
   * @param port the port, or 0 for any free one
   * @param engines makes a new engine for each connection
   * @param idleTimeout how long a connection may send nothing before it is closed (an analysis stream ends then too)
   * @param maxConnections the most connections served at once, at least 1
   * @return the running server
   * @throws IllegalArgumentException if a limit is not positive or the port is out of range
   * @throws UncheckedIOException if the port cannot be opened
   */
  public static GtpServer start(int port, Supplier<GtpEngine> engines, Duration idleTimeout, int maxConnections) {
    return start(port, engines, Limits.defaults().withIdleTimeout(idleTimeout).withMaxConnections(maxConnections));
  }

  /**
   * Listens on a loopback port.
   *
   * @param port the port, or 0 for any free one
   * @param engines makes a new engine for each connection
   * @param limits what a connection may cost
   * @return the running server
   * @throws IllegalArgumentException if the port is out of range
   * @throws UncheckedIOException if the port cannot be opened
   */
  public static GtpServer start(int port, Supplier<GtpEngine> engines, Limits limits) {
    Objects.requireNonNull(engines, "engines");
    Objects.requireNonNull(limits, "limits");
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("not a port: " + port);
    }
    try {
      ServerSocket s = new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
      GtpServer server = new GtpServer(s, engines, limits);
      server.acceptor.start();
      server.watchdog.start();
      return server;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
  /**
   * Returns the port listened on.
   *
   * @return the port
   */
  public int port() {
    return socket.getLocalPort();
  }

  /**
   * Returns how many connections have been served or are being served.
   *
   * @return the count since the start
   */
  public int connectionsServed() {
    return served.get();
  }

  /**
   * Returns how many connections were closed as HTTP requests.
   *
   * @return the count since the start
   */
  public int httpRequestsRefused() {
    return refusedAsHttp.get();
  }

  /**
   * Returns how many connections were closed for keeping an answer unread or a line unfinished too long.
   *
   * @return the count since the start
   */
  public int connectionsOverdue() {
    return closedForLimits.get();
  }

  /**
   * Waits until the server is closed.
   *
   * @throws InterruptedException if the waiting thread is interrupted
   */
  public void awaitClose() throws InterruptedException {
    acceptor.join();
  }

  /** Stops listening and closes every connection. */
  @Override
  public void close() {
    closed = true;
    try {
      socket.close();
    } catch (IOException e) {
      // closing a listening socket loses nothing
    }
    for (GtpConnection c : open) {
      closeQuietly(c.socket());
    }
    watchdog.interrupt();
  }

  private void acceptLoop() {
    while (!closed) {
      Socket s;
      try {
        s = socket.accept();
      } catch (IOException e) {
        if (closed) {
          return;
        }
        continue; // one failed accept (a client that reset at once): the server goes on
      }
      if (open.size() >= limits.maxConnections()) {
        refuse(s);
        continue;
      }
      GtpConnection c;
      try {
        s.setSoTimeout((int) Math.min(Integer.MAX_VALUE, Math.max(1, limits.idleTimeout().toMillis())));
        c = new GtpConnection(s, nanos(limits.lineTimeout()), nanos(limits.writeTimeout()));
      } catch (IOException e) {
        closeQuietly(s);
        continue;
      }
      open.add(c);
      served.incrementAndGet();
      Thread t = new Thread(() -> serve(c), "gtp-connection-" + served.get());
      t.setDaemon(true);
      t.start();
    }
  }

  private static long nanos(Duration d) {
    return d.compareTo(Duration.ofDays(36_500)) > 0 ? Long.MAX_VALUE / 2 : d.toNanos();
  }

  private void serve(GtpConnection c) {
    try {
      engines.get().run(c.input(), c.output());
    } catch (UncheckedIOException e) {
      if (e.getCause() instanceof GtpConnection.HttpRequestException http) {
        refusedAsHttp.incrementAndGet();
        LOG.log(System.Logger.Level.WARNING, "closed " + c.socket().getRemoteSocketAddress() + ": "
            + http.getMessage());
      }
      // otherwise the controller went away, timed out or reset: its connection ends, the others go on
    } finally {
      open.remove(c);
      closeQuietly(c.socket());
    }
  }

  /** Closes the connections past a deadline, until the server closes. */
  private void watch() {
    long tick = Math.max(MIN_TICK_MILLIS, Math.min(MAX_TICK_MILLIS,
        Math.min(limits.lineTimeout().toMillis(), limits.writeTimeout().toMillis()) / 10));
    while (!closed) {
      try {
        Thread.sleep(tick);
      } catch (InterruptedException e) {
        return;
      }
      long now = System.nanoTime();
      for (GtpConnection c : open) {
        String why = c.overdue(now);
        if (why != null && !c.socket().isClosed()) {
          closedForLimits.incrementAndGet();
          LOG.log(System.Logger.Level.WARNING, "closed " + c.socket().getRemoteSocketAddress() + ": " + why);
          closeQuietly(c.socket());
        }
      }
    }
  }

  private static void refuse(Socket s) {
    try (s) {
      s.setSoTimeout(1000);
      OutputStream out = s.getOutputStream();
      out.write("? server busy: too many connections\n\n".getBytes(StandardCharsets.US_ASCII));
      out.flush();
    } catch (IOException e) {
      // the refused client went away first
    }
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException e) {
      // already closed by the other side
    }
  }
}
