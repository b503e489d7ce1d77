package io.github.tengen.go.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.errorprone.annotations.CheckReturnValue;
import io.github.tengen.go.Position;
import io.github.tengen.go.render.Picture;
import io.github.tengen.go.estimate.DeadStoneEstimator;
import io.github.tengen.go.sgf.SgfReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.codehaus.mojo.animal_sniffer.ClassListBuilder;
import org.codehaus.mojo.animal_sniffer.SignatureChecker;
import org.codehaus.mojo.animal_sniffer.logging.Logger;
import org.jspecify.annotations.NullMarked;
import org.junit.jupiter.api.Test;

/**
 * go-core, go-render, go-sgf, go-estimate and go-game load on Android from API level 24 with core library
 * desugaring: animal-sniffer checks every class of the five against the signature of that API that gummy-bears publishes on Maven Central
 * ({@code com.toasttab.android:gummy-bears-api-24}, classifier {@code coreLib}: the platform, the methods D8 backports
 * and what {@code desugar_jdk_libs} adds). A call to anything else (a {@code VarHandle}, Java2D, a Java 16 method)
 * fails the build here.
 *
 * <p>The check runs as a test because animal-sniffer's Maven plugin takes no classifier before version 1.29, which
 * Maven Central serves without its libraries. References to {@code java.lang.Record} are allowed: Android's D8
 * compiles records for every API level.
 */
class AndroidApiTest {
  private static final String SIGNATURE = "tengen.androidSignature";

  @Test
  void goCoreGoRenderGoSgfGoEstimateAndGoGameCallOnlyWhatAndroid24WithDesugaringHas() throws IOException {
    List<String> errors = check(List.of(Position.class, Picture.class, SgfReader.class, DeadStoneEstimator.class,
        GameClock.class));
    assertEquals(List.of(), errors, "calls Android API level 24 (with desugaring) does not have");
  }

  @Test
  void theCheckFindsWhatAndroidLacks() throws IOException {
    // this test's own classes call Stream.toList() (Java 16, not in the signature): the check must say so
    List<String> errors = check(List.of(AndroidApiTest.class));
    assertTrue(errors.stream().anyMatch(e -> e.contains("AndroidApiTest$UsesJava16") && e.contains("toList()")),
        "the check missed a Java 16 call: " + errors);
  }

  /** A call Android 24 lacks, for the check to find. */
  static final class UsesJava16 {
    static List<Integer> list() {
      return Stream.of(1, 2).toList();
    }
  }

  /** Checks the folders or jars these classes come from; returns animal-sniffer's errors. */
  private static List<String> check(List<Class<?>> from) throws IOException {
    Path signature = Path.of(System.getProperty(SIGNATURE, "unset"));
    assertTrue(Files.isRegularFile(signature), "the gummy-bears signature (set by the build as " + SIGNATURE
        + "): " + signature);
    List<String> errors = new ArrayList<>();
    Logger log = new Collecting(errors);
    ClassListBuilder own = new ClassListBuilder(log);
    List<File> classes = new ArrayList<>();
    for (Class<?> c : from) {
      classes.add(location(c));
      own.process(location(c));
      assertTrue(own.getPackages().contains(c.getName()), "not read: " + location(c));
    }
    own.process(location(NullMarked.class));
    own.process(location(CheckReturnValue.class));
    Set<String> ignored = own.getPackages();
    ignored.add("java.lang.Record"); // D8 compiles records for every API level
    try (InputStream in = Files.newInputStream(signature)) {
      SignatureChecker checker = new SignatureChecker(in, ignored, log);
      checker.setSourcePath(List.of());
      for (File f : classes) {
        checker.process(f);
      }
    }
    return errors;
  }

  /** The folder or jar a class was loaded from. */
  private static File location(Class<?> c) {
    try {
      return new File(c.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError("no location for " + c, e);
    }
  }

  /** animal-sniffer's messages: errors kept, the rest dropped. */
  private record Collecting(List<String> errors) implements Logger {
    @Override
    public void info(String message) {}

    @Override
    public void info(String message, Throwable t) {}

    @Override
    public void debug(String message) {}

    @Override
    public void debug(String message, Throwable t) {}

    @Override
    public void warn(String message) {}

    @Override
    public void warn(String message, Throwable t) {}

    @Override
    public void error(String message) {
      errors.add(message);
    }

    @Override
    public void error(String message, Throwable t) {
      errors.add(message + ": " + t);
    }
  }
}
