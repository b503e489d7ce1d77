#!/usr/bin/env bash
# The README's dependency snippet, pasted into a new project after the README's install command, must build, and
# the README's quick start must run in it. Used by .ci/run; runnable by hand from the top of the repository.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q install -DskipTests
proj=$(mktemp -d)
mkdir -p "$proj/src/main/java/demo"
python3 - "$proj" <<'PY'
import sys
proj = sys.argv[1]
readme = open("README.md", encoding="utf-8").read()
start = readme.index("```xml") + len("```xml")
snippet = readme[start:readme.index("```", start)]
open(f"{proj}/pom.xml", "w").write(f"""<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>demo</groupId><artifactId>readme-user</artifactId><version>1</version>
{snippet}
</project>
""")
quick = readme[readme.index("## Quick start"):]
quick = quick[quick.index("```java") + len("```java"):]
quick = quick[:quick.index("```")]
imports = "".join(l + "\n" for l in quick.splitlines() if l.startswith("import "))
body = "".join(l + "\n" for l in quick.splitlines() if not l.startswith("import "))
open(f"{proj}/src/main/java/demo/Main.java", "w").write(
    "package demo;\n" + imports + "public class Main {\n  public static void main(String[] args) {\n"
    + body + "  }\n}\n")
PY
# with the Maven a user has (Debian's 3.8.7 here, whose default Java release is 5) when there is one; else the wrapper's
if command -v mvn >/dev/null 2>&1; then mvn -B -q -f "$proj/pom.xml" package; else ./mvnw -B -q -f "$proj/pom.xml" package; fi
core=$(ls "$HOME"/.m2/repository/io/github/tengen/go-core/*/go-core-*.jar | grep -v -- '-sources\|-javadoc' | head -1)
out=$(java -cp "$proj/target/classes:$core" demo.Main)
echo "$out" | grep -qx 'W+7.5' || { echo "README quick start printed:"; echo "$out"; exit 1; }
echo "README dependency snippet builds in a new project; the quick start prints W+7.5"
