package io.github.tengen.go.gtp;

import java.io.FilterInputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.jspecify.annotations.Nullable;

/**
 * One controller's socket as {@link GtpServer} serves it: its streams, timed so that a watchdog can tell when the
 * controller has held the engine too long (a write it does not read, a line it sends too slowly), and its input
 * screened for HTTP, whose requests a web page can make a browser send to a loopback port.
 *
 * <p>Only time spent waiting on the controller counts: a line's deadline runs while the engine waits inside a read
 * for the rest of a line already begun (not while it works on the lines before it), a write's while it waits for
 * the controller to take the bytes.
 */
final class GtpConnection {
  /** The request methods of HTTP/1.1 (RFC 9110 and 5789): a first line that starts with one is a request. */
  private static final String[] HTTP_METHODS = {
    "GET ", "POST ", "PUT ", "HEAD ", "DELETE ", "OPTIONS ", "PATCH ", "CONNECT ", "TRACE "
  };
  /** Bytes of a line's start kept to screen it: the longest method with its space. */
  private static final int SCREENED = 8;

  private final Socket socket;
  private final long lineNanos;
  private final long writeNanos;
  private final InputStream in;
  private final OutputStream out;

  // Written by the connection's threads, read by the watchdog.
  private volatile long readSince;
  private volatile long writeSince;
  /** Time spent waiting inside reads for the line begun, before the read in progress. */
  private volatile long lineWaited;
  private volatile boolean lineBegun;

  // The screen's state, the reading thread's own.
  private final byte[] start = new byte[SCREENED];
  private int startLength;
  private boolean firstLine = true;

  GtpConnection(Socket socket, long lineNanos, long writeNanos) throws IOException {
    this.socket = socket;
    this.lineNanos = lineNanos;
    this.writeNanos = writeNanos;
    this.in = new Timed(socket.getInputStream());
    this.out = new TimedOut(socket.getOutputStream());
  }

  InputStream input() {
    return in;
  }

  OutputStream output() {
    return out;
  }

  Socket socket() {
    return socket;
  }

  /**
   * Why the connection must be closed at {@code now}, or null while it keeps to its deadlines.
   *
   * @param now {@link System#nanoTime()}
   */
  @Nullable String overdue(long now) {
    long w = writeSince;
    if (w != 0 && now - w > writeNanos) {
      return "the controller took no output for " + seconds(writeNanos);
    }
    long r = readSince;
    if (r != 0 && lineBegun && lineWaited + (now - r) > lineNanos) {
      return "the controller sent no whole line in " + seconds(lineNanos);
    }
    return null;
  }

  private static String seconds(long nanos) {
    return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
  }

  /** Thrown when the input is an HTTP request: the connection ends without running a line of it. */
  static final class HttpRequestException extends IOException {
    private static final long serialVersionUID = 1L;

    HttpRequestException(String line) {
      super("an HTTP request, not GTP: \"" + line + "\"");
    }
  }

  /** Looks at the bytes read before the engine sees any of them, line by line, and times the line begun. */
  private void received(byte[] b, int off, int n) throws HttpRequestException {
    for (int i = off; i < off + n; i++) {
      if (b[i] == '\n') {
        screen();
        firstLine = false;
        startLength = 0;
        lineWaited = 0;
        lineBegun = false;
      } else {
        if (startLength < SCREENED) {
          start[startLength++] = b[i];
          if (startLength == SCREENED) {
            screen();
          }
        }
        lineBegun = true;
      }
    }
  }

  private void screen() throws HttpRequestException {
    String s = new String(start, 0, startLength, StandardCharsets.ISO_8859_1);
    if (s.regionMatches(true, 0, "Host:", 0, 5)) {
      throw new HttpRequestException(s);
    }
    if (firstLine) {
      for (String method : HTTP_METHODS) {
        if (s.startsWith(method)) {
          throw new HttpRequestException(s.trim());
        }
      }
    }
  }

  private final class Timed extends FilterInputStream {
    Timed(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      byte[] one = new byte[1];
      return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      long t = System.nanoTime();
      readSince = t;
      int n;
      try {
        n = super.read(b, off, len);
      } finally {
        readSince = 0;
        if (lineBegun) {
          lineWaited += System.nanoTime() - t;
        }
      }
      if (n > 0) {
        received(b, off, n);
      }
      return n;
    }
  }

  private final class TimedOut extends FilterOutputStream {
    TimedOut(OutputStream out) {
      super(out);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      writeSince = System.nanoTime();
      try {
        out.write(b, off, len);
      } finally {
        writeSince = 0;
      }
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void flush() throws IOException {
      writeSince = System.nanoTime();
      try {
        out.flush();
      } finally {
        writeSince = 0;
      }
    }
  }
}
