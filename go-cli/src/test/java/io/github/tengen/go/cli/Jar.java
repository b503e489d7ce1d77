package io.github.tengen.go.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs the built {@code tengen.jar} as a user does: a process, its exit code and outputs. */
final class Jar {
  private Jar() {}

  /** What a run gave. */
  record Result(int code, String out, String err) {
    /** Whether anything looks like a stack trace. */
    boolean hasStackTrace() {
      return (out + err).contains("\tat ") || (out + err).contains("Exception in thread");
    }
  }

  static Path jar() {
    Path p = Path.of(System.getProperty("tengen.jar", "target/tengen.jar")).toAbsolutePath();
    assertTrue(Files.isRegularFile(p), "the jar is built before the end-to-end tests: " + p);
    return p;
  }

  static String java() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }

  /** {@code java [jvm options] -jar tengen.jar args}, with standard input, within a time limit. */
  static Result run(List<String> jvm, List<String> args, String stdin, long seconds) {
    List<String> cmd = new ArrayList<>();
    cmd.add(java());
    cmd.addAll(jvm);
    cmd.add("-jar");
    cmd.add(jar().toString());
    cmd.addAll(args);
    return exec(cmd, stdin, seconds);
  }

  static Result run(String... args) {
    return run(List.of(), List.of(args), "", 600);
  }

  static Result exec(List<String> cmd, String stdin, long seconds) {
    try {
      Process p = new ProcessBuilder(cmd).start();
      CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(p.getInputStream()));
      CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(p.getErrorStream()));
      try (OutputStream in = p.getOutputStream()) {
        in.write(stdin.getBytes(StandardCharsets.UTF_8));
      } catch (IOException e) {
        // the program closed its input early; its output says why
      }
      if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new AssertionError("no exit within " + seconds + " s: " + cmd);
      }
      return new Result(p.exitValue(), out.join(), err.join());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new AssertionError(e);
    }
  }

  private static String read(java.io.InputStream in) {
    try {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The shared corpus, or null. */
  static Path corpus() {
    Path p = Path.of(System.getProperty("tengen.shared", "../../shared"), "corpus").toAbsolutePath().normalize();
    return Files.isDirectory(p) ? p : null;
  }
}
