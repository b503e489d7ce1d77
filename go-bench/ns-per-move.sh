#!/usr/bin/env bash
# W1 and W2 at 9x9 and 19x19 in nanoseconds per move, from JMH: the quick profile (one fork, 2 warm-up and 3
# measured 1-second iterations: about a minute) by default, the full one (5 forks x 5 iterations) with --full.
#
#   go-bench/ns-per-move.sh [--full]
#
# Needs python3 and a built go-bench/target/benchmarks.jar (./mvnw -B package -DskipTests).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
jar="$here/target/benchmarks.jar"
[ -f "$jar" ] || { echo "build first: ./mvnw -B package -DskipTests" >&2; exit 1; }
profile=(-f 1 -wi 2 -i 3 -w 1 -r 1)
if [ "${1:-}" = "--full" ]; then
  profile=(-f 5 -wi 5 -i 5 -w 1 -r 1)
fi
json=$(mktemp --suffix=.json)
java -Dtengen.shared="${TENGEN_SHARED:-$root/../shared}" -jar "$jar" 'LightPlayoutBenchmark|CheckedPlayBenchmark' \
  -p impl=position,board "${profile[@]}" -rf json -rff "$json" > "${json%.json}.log" 2>&1 \
  || { cat "${json%.json}.log" >&2; exit 1; }
python3 - "$json" <<'PY'
import json, sys
print(f"{'workload':<34}{'ns per move':>12}")
for d in json.load(open(sys.argv[1])):
    name = d["benchmark"].rsplit(".", 2)[-2]
    p = d.get("params", {})
    label = ("W1 light playout, Board" if name == "LightPlayoutBenchmark"
             else "W2 checked replay, " + ("Position" if p.get("impl") == "position" else "Board"))
    moves = d["secondaryMetrics"]["moves"]["score"]
    print(f"{label + ', ' + p['size'] + 'x' + p['size']:<34}{1e9 / moves:>12.1f}")
PY
