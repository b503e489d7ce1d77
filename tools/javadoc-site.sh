#!/usr/bin/env bash
# Lays the modules' API documentation out as javadoc.io serves it, ARTIFACT/VERSION/, so that the links between
# modules (relative: ../../go-core/VERSION/...) work offline, from a clone or from the javadoc jars of a local Maven
# repository, with an index page; then checks that every such link lands on a page.
#
#   ./mvnw -B -q install -DskipTests && ./mvnw -B -q javadoc:javadoc && tools/javadoc-site.sh   # from a clone
#   tools/javadoc-site.sh --jars                                  # from the javadoc jars in ~/.m2 (after install)
#
# Writes target/javadoc-site/index.html; open it in a browser.
set -euo pipefail
cd "$(dirname "$0")/.."
version=$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' pom.xml | head -1)
site=target/javadoc-site
rm -rf "$site" && mkdir -p "$site"
modules="go-core go-render go-sgf go-estimate go-game go-gtp go-render-png go-katago"
for m in $modules; do
  dest="$site/$m/$version"
  mkdir -p "$dest"
  if [ "${1:-}" = "--jars" ]; then
    jar="$HOME/.m2/repository/io/github/tengen/$m/$version/$m-$version-javadoc.jar"
    [ -f "$jar" ] || { echo "no $jar: run ./mvnw -B install first" >&2; exit 1; }
    (cd "$dest" && unzip -q "$jar")
  else
    [ -d "$m/target/reports/apidocs" ] || { echo "no $m/target/reports/apidocs: run ./mvnw -B javadoc:javadoc" >&2; exit 1; }
    cp -r "$m/target/reports/apidocs/." "$dest/"
  fi
done
{
  echo "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Tengen $version API</title></head><body>"
  echo "<h1>Tengen $version</h1><ul>"
  for m in $modules; do echo "<li><a href=\"$m/$version/index.html\">$m</a></li>"; done
  echo "</ul></body></html>"
} > "$site/index.html"
python3 - "$site" <<'PY'
import os, re, sys
site = sys.argv[1]
checked = broken = 0
for root, _, files in os.walk(site):
    for f in files:
        if not f.endswith(".html"):
            continue
        page = os.path.join(root, f)
        for href in re.findall(r'href="((?:\.\./)+go-[a-z-]+/[^"#?]+)', open(page, encoding="utf-8").read()):
            checked += 1
            if not os.path.exists(os.path.normpath(os.path.join(root, href))):
                broken += 1
                if broken <= 5:
                    print(f"broken: {page} -> {href}", file=sys.stderr)
print(f"javadoc site: {checked} links between modules, {broken} broken; open {site}/index.html")
sys.exit(1 if broken or not checked else 0)
PY
