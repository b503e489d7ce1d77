package io.github.tengen.go;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * What go-core's module asks of an application: {@code java.base} alone at run time (no {@code java.desktop}, no
 * {@code java.management}: the module loads on Android and in a minimal runtime image), the annotations at compile
 * time only and not passed on (a modular application compiles without them), and two exported packages.
 */
class ModuleDescriptorTest {
  private static ModuleDescriptor goCore() throws IOException {
    try (InputStream in = Files.newInputStream(Path.of("target", "classes", "module-info.class"))) {
      return ModuleDescriptor.read(in);
    }
  }

  @Test
  void atRunTimeGoCoreNeedsJavaBaseAlone() throws IOException {
    Set<String> runtime = goCore().requires().stream()
        .filter(r -> !r.modifiers().contains(ModuleDescriptor.Requires.Modifier.STATIC))
        .map(ModuleDescriptor.Requires::name).collect(Collectors.toSet());
    assertEquals(Set.of("java.base"), runtime);
  }

  @Test
  void theAnnotationsAreRequiredStaticallyAndNotPassedOn() throws IOException {
    Map<String, Set<ModuleDescriptor.Requires.Modifier>> requires = new TreeMap<>();
    for (ModuleDescriptor.Requires r : goCore().requires()) {
      if (!r.name().equals("java.base")) {
        requires.put(r.name(), r.modifiers());
      }
    }
    assertEquals(Map.of("org.jspecify", Set.of(ModuleDescriptor.Requires.Modifier.STATIC),
        "com.google.errorprone.annotations", Set.of(ModuleDescriptor.Requires.Modifier.STATIC)), requires);
  }

  @Test
  void theRulesAloneAreExportedTheBitboardsOnlyToTheEstimator() throws IOException {
    Map<String, Set<String>> exports = new TreeMap<>();
    for (ModuleDescriptor.Exports e : goCore().exports()) {
      exports.put(e.source(), e.targets());
    }
    assertEquals(Map.of("io.github.tengen.go", Set.of(),
        "io.github.tengen.go.internal", Set.of("io.github.tengen.go.estimate")), exports);
  }
}
