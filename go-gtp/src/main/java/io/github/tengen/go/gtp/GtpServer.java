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
 * thread of its own, so no controller waits for another. Limits are explicit: a controller that sends nothing for
 * the idle timeout is disconnected; beyond the most connections at once a new one is told {@code ? server busy}
 * and closed; a controller that disconnects, even in the middle of a response, ends its own connection only.
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
  /** The default idle timeout: longer than a human thinks over a move in a controller such as GoGui. */
  private static final Duration DEFAULT_IDLE_TIMEOUT = Duration.ofMinutes(30);
  /** The default most connections at once: far more than a machine runs controllers, few enough for a small heap. */
  private static final int DEFAULT_MAX_CONNECTIONS = 32;

  private final ServerSocket socket;
  private final Supplier<GtpEngine> engines;
  private final int idleMillis;
  private final int maxConnections;
  private final Set<Socket> open = ConcurrentHashMap.newKeySet();
  private final AtomicInteger served = new AtomicInteger();
  private final Thread acceptor;
  private volatile boolean closed;

  private GtpServer(ServerSocket socket, Supplier<GtpEngine> engines, Duration idle, int maxConnections) {
    this.socket = socket;
    this.engines = engines;
    this.idleMillis = (int) Math.min(Integer.MAX_VALUE, Math.max(1, idle.toMillis()));
    this.maxConnections = maxConnections;
    this.acceptor = new Thread(this::acceptLoop, "gtp-server-" + socket.getLocalPort());
    acceptor.setDaemon(true);
  }

  /**
   * Listens on a loopback port with the default limits: a 30-minute idle timeout and 32 connections at once.
   *
   * @param port the port, or 0 for any free one ({@link #port()} tells which)
   * @param engines makes a new engine for each connection
   * @return the running server
   * @throws UncheckedIOException if the port cannot be opened
   */
  public static GtpServer start(int port, Supplier<GtpEngine> engines) {
    return start(port, engines, DEFAULT_IDLE_TIMEOUT, DEFAULT_MAX_CONNECTIONS);
  }

  /**
   * Listens on a loopback port.
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
    Objects.requireNonNull(engines, "engines");
    if (idleTimeout.isNegative() || idleTimeout.isZero() || maxConnections < 1) {
      throw new IllegalArgumentException("the idle timeout and the most connections must be positive");
    }
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("not a port: " + port);
    }
    try {
      ServerSocket s = new ServerSocket(port, 50, InetAddress.getLoopbackAddress());
      GtpServer server = new GtpServer(s, engines, idleTimeout, maxConnections);
      server.acceptor.start();
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
    for (Socket s : open) {
      closeQuietly(s);
    }
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
      if (open.size() >= maxConnections) {
        refuse(s);
        continue;
      }
      open.add(s);
      served.incrementAndGet();
      Thread t = new Thread(() -> serve(s), "gtp-connection-" + served.get());
      t.setDaemon(true);
      t.start();
    }
  }

  private void serve(Socket s) {
    try {
      s.setSoTimeout(idleMillis);
      engines.get().run(s.getInputStream(), s.getOutputStream());
    } catch (IOException | UncheckedIOException e) {
      // the controller went away, timed out or reset: its connection ends, the others go on
    } finally {
      open.remove(s);
      closeQuietly(s);
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
