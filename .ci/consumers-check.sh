#!/usr/bin/env bash
# The two consumers of issue 42, built against the jars the README's install step puts in the local repository:
# a modular application (requires io.github.tengen.go.sgf; nothing else) run on the module path without the
# annotation jars, and a Kotlin program that must see Tengen's types as non-null. Also checks that the README's
# Kotlin snippet is the example's code and that its Gradle snippets name what its Maven snippets name.
# Used by .ci/run after the install step; runnable by hand from the top of the repository after
# ./mvnw -B install -DskipTests.
set -euo pipefail
cd "$(dirname "$0")/.."

# The modular application: compiled as a module (javac fails on a module it cannot find), then run as one.
./mvnw -B -q -f examples/modular-consumer/pom.xml package
modpath=$(./mvnw -B -q -f examples/modular-consumer/pom.xml dependency:build-classpath \
  -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=runtime)
case "$modpath" in *jspecify*|*error_prone*) echo "annotation jars on the module path: $modpath" >&2; exit 1;; esac
out=$(java --module-path "examples/modular-consumer/target/classes:$modpath" \
  --module io.github.tengen.examples.modular/io.github.tengen.examples.modular.Main)
expected="move 5: 3 black, 2 white
W+5.5
io.github.tengen.examples.modular reads io.github.tengen.go and io.github.tengen.go.sgf"
[ "$out" = "$expected" ] || { echo "the modular application printed:"; echo "$out"; exit 1; }
echo "modular application: compiled and ran on the module path with go-sgf, go-render and go-core only"

# The Kotlin program: compiled (warnings are errors) and run.
./mvnw -B -q -f examples/kotlin-consumer/pom.xml package
cp=$(./mvnw -B -q -f examples/kotlin-consumer/pom.xml dependency:build-classpath \
  -Dmdep.outputFile=/dev/stdout -Dmdep.includeScope=runtime)
out=$(java -cp "examples/kotlin-consumer/target/classes:$cp" io.github.tengen.examples.kotlin.MainKt)
[ "$out" = "occupied, 79 legal moves, W+6.5, C7 holds WHITE" ] || { echo "the Kotlin program printed: $out"; exit 1; }
# Kotlin sees @NullMarked: passing a nullable value where Tengen takes none does not compile.
if log=$(./mvnw -B -f examples/kotlin-consumer/pom.xml -Pnull-check compile 2>&1); then
  echo "Kotlin compiled a null BoardSize into Position.empty: it does not see Tengen's non-null types" >&2; exit 1
fi
echo "$log" | grep -q "ERROR.*NullCheck.kt.*actual type is 'BoardSize?', but 'BoardSize' was expected" \
  || { echo "$log" | tail -20; exit 1; }
echo "Kotlin program: compiled and ran; a null passed to Position.empty is a compile error"

# The README's Kotlin snippet is the example's code, and its Gradle snippets name the Maven snippets' artifacts.
python3 - <<'PY'
import re, sys
readme = open("README.md", encoding="utf-8").read()
kt = open("examples/kotlin-consumer/src/main/kotlin/io/github/tengen/examples/kotlin/Main.kt", encoding="utf-8").read()
body = kt[kt.index("// --- README Kotlin start\n") + len("// --- README Kotlin start\n"):kt.index("    // --- end")]
body = "\n".join(line[4:] for line in body.splitlines())
if body.strip() not in readme:
    sys.exit("the README's Kotlin snippet is not examples/kotlin-consumer's code:\n" + body)
maven = set(re.findall(r"<artifactId>(go-[a-z-]+)</artifactId>", readme))
gradle = set(re.findall(r'"io\.github\.tengen:(go-[a-z-]+)(?::[^"]*)?"', readme))
if not gradle or maven != gradle:
    sys.exit(f"Maven snippets name {sorted(maven)}, Gradle snippets {sorted(gradle)}")
print(f"README: the Kotlin snippet is the example's code; Maven and Gradle snippets both name {sorted(maven)}")
PY
