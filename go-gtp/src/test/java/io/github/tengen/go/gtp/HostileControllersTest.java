package io.github.tengen.go.gtp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.SequenceInputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Controllers that once killed or hung the engine (issue 41): endless lines, a lone CR, {@code loadsgf} of a device
 * or a FIFO, several controllers on one port (idle, half a line, disconnecting mid-response, pipelined), and file
 * commands on a listening socket. The timeouts guard against hangs; they measure nothing.
 */
class HostileControllersTest {
  @TempDir
  Path dir;

  private static String session(InputStream in) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    GtpEngine.builder(new RandomPlayer(1)).name("t").build().run(in, out);
    return out.toString(StandardCharsets.UTF_8);
  }

  private static InputStream text(String s) {
    return new java.io.ByteArrayInputStream(s.getBytes(StandardCharsets.UTF_8));
  }

  /** A stream of {@code n} copies of one byte, made as it is read (never held whole). */
  private static InputStream repeat(byte b, long n) {
    return new InputStream() {
      long left = n;

      @Override
      public int read() {
        return left-- > 0 ? b : -1;
      }

      @Override
      public int read(byte[] buf, int off, int len) {
        if (left <= 0) {
          return -1;
        }
        int k = (int) Math.min(len, left);
        java.util.Arrays.fill(buf, off, off + k, b);
        left -= k;
        return k;
      }
    };
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aLineLongerThanTheLimitGetsAnErrorWithItsIdAndTheEngineGoesOn() {
    InputStream in = new SequenceInputStream(java.util.Collections.enumeration(List.of(text("1 name\n7 gogui-setup "),
        repeat((byte) 'x', 200L << 20), text("\n3 name\n"))));
    String out = session(in);
    assertEquals("=1 t\n\n?7 line too long (over 1,048,576 bytes): ignored\n\n=3 t\n\n", out);
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void anEndlessLastLineEndsTheSessionWithAnError() {
    String out = session(new SequenceInputStream(text("name\n"), repeat((byte) 'n', 50L << 20)));
    assertEquals("= t\n\n? line too long (over 1,048,576 bytes): ignored\n\n", out);
  }

  @Test
  void aLoneCarriageReturnIsDeletedAsTheSpecificationSays() {
    assertEquals("=2 t\n\n=3 t\n\n", session(text("2 na\rme\n3 name\r\n")));
  }

  @Test
  @Timeout(value = 30, unit = TimeUnit.SECONDS)
  void loadsgfOfDevZeroFailsAndTheEngineGoesOn() {
    assumeTrue(Files.exists(Path.of("/dev/zero")), "skipped: no /dev/zero");
    assertEquals("? cannot load file\n\n= t\n\n", session(text("loadsgf /dev/zero\nname\n")));
  }

  @Test
  @Timeout(value = 30, unit = TimeUnit.SECONDS)
  void loadsgfOfAFifoFailsWithoutBlocking() throws Exception {
    Path fifo = dir.resolve("x.sgf");
    Process p;
    try {
      p = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (IOException e) {
      assumeTrue(false, "skipped: no mkfifo");
      return;
    }
    assumeTrue(p.waitFor() == 0, "skipped: mkfifo failed");
    assertEquals("? cannot load file\n\n= t\n\n", session(text("loadsgf " + fifo + "\nname\n")));
  }

  @Test
  @Timeout(value = 30, unit = TimeUnit.SECONDS)
  void loadsgfOfAFileOverEightMegabytesFails() throws IOException {
    Path big = dir.resolve("big.sgf");
    byte[] game = "(;GM[1]SZ[9];B[ee];W[cc])\n".getBytes(StandardCharsets.US_ASCII);
    try (OutputStream o = Files.newOutputStream(big)) {
      for (long written = 0; written <= 8L << 20; written += game.length) {
        o.write(game);
      }
    }
    assertEquals("? cannot load file\n\n", session(text("loadsgf " + big + "\n")));
  }

  // ---------------------------------------------------------------- over TCP

  /** Reads one response (to its empty line) from a controller's reader. */
  private static String response(BufferedReader r) throws IOException {
    StringBuilder sb = new StringBuilder();
    for (String l; (l = r.readLine()) != null; ) {
      if (l.isEmpty()) {
        return sb.toString();
      }
      sb.append(l).append('\n');
    }
    return sb.length() == 0 ? null : sb.toString();
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS)
  void severalControllersAtOnceAreEachAnsweredWhateverTheOthersDo() throws Exception {
    try (GtpServer server = GtpServer.start(0, () -> GtpEngine.builder(new RandomPlayer(3)).name("s")
        .fileCommands(false).build(), Duration.ofSeconds(3), 16)) {
      int port = server.port();
      List<Socket> held = new ArrayList<>();
      // an idle controller and one that sends half a line: neither holds the others up
      Socket idle = new Socket("127.0.0.1", port);
      held.add(idle);
      Socket half = new Socket("127.0.0.1", port);
      half.getOutputStream().write("1 na".getBytes(StandardCharsets.US_ASCII));
      half.getOutputStream().flush();
      held.add(half);
      java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(4);
      try {
        for (int round = 0; round < 5; round++) {
          List<java.util.concurrent.Future<?>> clients = new ArrayList<>();
          clients.add(pool.submit(() -> disconnectMidResponse(port)));
          for (int c = 0; c < 3; c++) {
            int seed = round * 3 + c;
            clients.add(pool.submit(() -> pipelined(port, seed)));
          }
          for (java.util.concurrent.Future<?> f : clients) {
            f.get(60, TimeUnit.SECONDS); // an assertion failed in a client fails here
          }
        }
      } finally {
        pool.shutdownNow();
      }
      // the idle controllers are disconnected after the idle timeout
      idle.setSoTimeout(20_000);
      assertEquals(-1, idle.getInputStream().read());
      half.setSoTimeout(20_000);
      assertEquals(-1, half.getInputStream().read());
      for (Socket s : held) {
        s.close();
      }
      assertEquals(22, server.connectionsServed());
    }
  }

  /** A controller that asks for moves and disconnects with a reset before the answers (mid-response). */
  private static Void disconnectMidResponse(int port) throws IOException {
    try (Socket gone = new Socket("127.0.0.1", port)) {
      gone.getOutputStream().write("boardsize 19\ngenmove b\ngenmove w\nshowboard\n".repeat(20)
          .getBytes(StandardCharsets.US_ASCII));
      gone.setSoLinger(true, 0); // a reset, not a clean close
    }
    return null;
  }

  /** A pipelined controller: 60 commands in one write, every complete line answered in order, a half line left. */
  private static Void pipelined(int port, int seed) throws IOException {
    try (Socket s = new Socket("127.0.0.1", port)) {
      StringBuilder cmds = new StringBuilder("boardsize 9\n");
      for (int k = 1; k <= 60; k++) {
        cmds.append(k).append((k + seed) % 3 == 0 ? " genmove b\n" : (k + seed) % 3 == 1 ? " name\n" : " showboard\n");
      }
      cmds.append("99 na"); // half a line at the end, answered when the input ends
      s.getOutputStream().write(cmds.toString().getBytes(StandardCharsets.US_ASCII));
      s.getOutputStream().flush();
      s.shutdownOutput();
      BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
      assertEquals("=\n", response(r));
      for (int k = 1; k <= 60; k++) {
        String resp = response(r);
        assertTrue(resp != null && resp.startsWith("=" + k), "client " + seed + ", command " + k + ": " + resp);
      }
      assertEquals("?99 unknown command\n", response(r));
    }
    return null;
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void beyondTheMostConnectionsANewControllerIsToldTheServerIsBusy() throws Exception {
    try (GtpServer server = GtpServer.start(0, () -> GtpEngine.builder(new RandomPlayer(3)).build(),
        Duration.ofSeconds(30), 1); Socket first = new Socket("127.0.0.1", server.port())) {
      first.getOutputStream().write("name\n".getBytes(StandardCharsets.US_ASCII));
      BufferedReader r1 = new BufferedReader(new InputStreamReader(first.getInputStream(), StandardCharsets.UTF_8));
      assertEquals("= Tengen\n", response(r1));
      try (Socket second = new Socket("127.0.0.1", server.port())) {
        BufferedReader r2 = new BufferedReader(new InputStreamReader(second.getInputStream(), StandardCharsets.UTF_8));
        assertEquals("? server busy: too many connections\n", response(r2));
      }
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void theCommandLinesListeningEngineRefusesFileCommandsUnlessAllowed() throws Exception {
    Path target = dir.resolve("written.sgf");
    for (boolean allow : new boolean[] {false, true}) {
      List<String> cmd = new ArrayList<>(Engines.engineCommand("--player", "random", "--listen", "0"));
      if (allow) {
        cmd.add("--allow-file-commands");
      }
      Process p = new ProcessBuilder(cmd).start();
      try {
        BufferedReader err = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8));
        Matcher m = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)").matcher(String.valueOf(err.readLine()));
        assertTrue(m.find());
        try (Socket s = new Socket("127.0.0.1", Integer.parseInt(m.group(1)))) {
          s.getOutputStream().write(("printsgf " + target + "\n").getBytes(StandardCharsets.UTF_8));
          BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
          assertEquals(allow ? "=\n" : "? cannot save file\n", response(r));
          assertEquals(allow, Files.exists(target));
        }
      } finally {
        p.destroyForcibly().waitFor();
      }
    }
  }

  // ---------------------------------------------------------------- issue 59: what a connection may cost

  private static GtpServer.Limits tight(int connections) {
    return new GtpServer.Limits(Duration.ofSeconds(5), Duration.ofSeconds(2), Duration.ofSeconds(2), connections);
  }

  /** Whether a newcomer is answered {@code name} (not {@code server busy}) on the port. */
  private static boolean answered(int port) throws IOException {
    try (Socket s = new Socket("127.0.0.1", port)) {
      s.setSoTimeout(10_000);
      s.getOutputStream().write("name\n".getBytes(StandardCharsets.US_ASCII));
      BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
      return "= Tengen\n".equals(response(r));
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void controllersThatStopReadingAreDisconnectedAfterTheWriteTimeout() throws Exception {
    try (GtpServer server = GtpServer.start(0, () -> GtpEngine.builder(new RandomPlayer(3)).fileCommands(false)
        .build(), tight(4))) {
      List<Socket> deaf = new ArrayList<>();
      try {
        for (int c = 0; c < 4; c++) {
          Socket s = new Socket("127.0.0.1", server.port());
          s.setReceiveBufferSize(4096);
          // some 16 MB of boards asked for and never read: far more than the sockets' buffers hold
          s.getOutputStream().write("showboard\n".repeat(20_000).getBytes(StandardCharsets.US_ASCII));
          deaf.add(s);
        }
        boolean in = false;
        for (int tries = 0; tries < 40 && !in; tries++) {
          in = answered(server.port());
          if (!in) {
            Thread.sleep(500);
          }
        }
        assertTrue(in, "a newcomer was told the server is busy for 20 s");
        for (int tries = 0; tries < 40 && server.connectionsOverdue() < 4; tries++) {
          Thread.sleep(250);
        }
        assertEquals(4, server.connectionsOverdue(), "each deaf controller is closed");
      } finally {
        for (Socket s : deaf) {
          s.close();
        }
      }
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aControllerSendingALineByteByByteIsDisconnectedAfterTheLineTimeout() throws Exception {
    try (GtpServer server = GtpServer.start(0, () -> GtpEngine.builder(new RandomPlayer(3)).build(), tight(4));
        Socket slow = new Socket("127.0.0.1", server.port())) {
      OutputStream o = slow.getOutputStream();
      boolean closed = false;
      try {
        for (int k = 0; k < 40; k++) { // one byte every 0.5 s: well inside the 5 s idle timeout, never a whole line
          o.write('n');
          o.flush();
          Thread.sleep(500);
        }
      } catch (IOException e) {
        closed = true; // the server closed the connection under us
      }
      if (!closed) {
        slow.setSoTimeout(1000);
        closed = slow.getInputStream().read() == -1;
      }
      assertTrue(closed, "the connection outlived 20 s of a line sent byte by byte");
      assertEquals(1, server.connectionsOverdue(), "closed for its line, not for being idle");
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void aSlowButWholeLineAfterALongGenmoveIsNotCutOff() throws Exception {
    // the line timeout counts the time the engine waits for the controller, not the time it works
    GtpPlayer slowBot = request -> {
      try {
        Thread.sleep(3_000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return Decision.pass();
    };
    try (GtpServer server = GtpServer.start(0, () -> GtpEngine.builder(slowBot).build(), tight(4));
        Socket s = new Socket("127.0.0.1", server.port())) {
      s.getOutputStream().write("1 genmove b\n2 na".getBytes(StandardCharsets.US_ASCII));
      s.getOutputStream().flush();
      BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
      assertEquals("=1 pass\n", response(r));
      s.getOutputStream().write("me\n".getBytes(StandardCharsets.US_ASCII));
      assertEquals("=2 Tengen\n", response(r));
      assertEquals(0, server.connectionsOverdue());
    }
  }

  @Test
  @Timeout(value = 60, unit = TimeUnit.SECONDS)
  void anHttpRequestIsClosedBeforeAnyOfItRuns() throws Exception {
    Path target = dir.resolve("F");
    try (GtpServer server = GtpServer.start(0, () -> GtpEngine.builder(new RandomPlayer(3)).build(), tight(4))) {
      // what curl --http0.9 --data-binary $'printsgf F\n' sends, with the file commands on
      String post = "POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: curl/7.88.1\r\nAccept: */*\r\n"
          + "Content-Length: " + (10 + target.toString().length()) + "\r\n"
          + "Content-Type: application/x-www-form-urlencoded\r\n\r\nprintsgf " + target + "\n";
      try (Socket s = new Socket("127.0.0.1", server.port())) {
        s.getOutputStream().write(post.getBytes(StandardCharsets.US_ASCII));
        s.setSoTimeout(10_000);
        assertEquals(-1, s.getInputStream().read(), "no answer, not even to the request line");
      }
      // a Host: line after a GTP exchange ends the connection too, before the line after it runs
      try (Socket s = new Socket("127.0.0.1", server.port())) {
        s.setSoTimeout(10_000);
        BufferedReader r = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
        s.getOutputStream().write("name\n".getBytes(StandardCharsets.US_ASCII));
        assertEquals("= Tengen\n", response(r));
        s.getOutputStream().write(("Host: evil.example\r\nprintsgf " + target + "\n")
            .getBytes(StandardCharsets.US_ASCII));
        assertEquals(null, r.readLine());
      }
      assertFalse(Files.exists(target), "the request's body ran");
      assertEquals(2, server.httpRequestsRefused());
      assertTrue(answered(server.port()), "the server goes on");
    }
  }

  @Test
  void theLimitsAreCheckedWhenMade() {
    assertThrows(IllegalArgumentException.class, () -> GtpServer.Limits.defaults().withWriteTimeout(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> GtpServer.Limits.defaults().withMaxConnections(0));
    assertEquals(Duration.ofSeconds(30), GtpServer.Limits.defaults().lineTimeout());
  }
}
