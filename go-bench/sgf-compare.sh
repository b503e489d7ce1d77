#!/usr/bin/env bash
# SGF parse throughput: our SgfBenchmark.parse (JMH) against @sabaki/sgf 3.4.7 (node) on the same files
# (shared/corpus/pro-games, 4,000 games), interleaved: each round runs node and then one JMH fork; the ratio
# ours/sabaki is taken per pair. Prints each pair and the median ratio.
#
#   go-bench/sgf-compare.sh [ROUNDS]     (default 5 rounds; each: node 2 warm-up + 5 measured passes,
#                                         JMH 1 fork x 5 warm-up + 5 measured iterations)
#
# Needs node and npm (installs @sabaki/sgf into go-bench/target/sabaki), python3, and a built
# go-bench/target/benchmarks.jar (./mvnw -B package -DskipTests).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
shared=${TENGEN_SHARED:-$root/../shared}
rounds=${1:-5}
jar="$here/target/benchmarks.jar"
out="$here/target/sgf-compare"
[ -f "$jar" ] || { echo "build first: ./mvnw -B package -DskipTests" >&2; exit 1; }
mkdir -p "$out" "$here/target/sabaki"
cp "$here/sabaki/package.json" "$here/sabaki/bench.js" "$here/target/sabaki/"
(cd "$here/target/sabaki" && npm install --silent --no-audit --no-fund >/dev/null)
files="$shared/corpus/pro-games"
results="$out/pairs.tsv"
: > "$results"
for ((r = 1; r <= rounds; r++)); do
  sabaki=$(node "$here/target/sabaki/bench.js" "$files" 2 5 | sed -n 's/^median //p')
  json="$out/parse-$r.json"
  java -Dtengen.shared="$shared" -jar "$jar" 'SgfBenchmark.parse$' -f 1 -wi 5 -i 5 -w 1 -r 1 -rf json -rff "$json" \
    > "$out/parse-$r.log" 2>&1
  ours=$(python3 - "$json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))[0]
print("%.3f" % (d["secondaryMetrics"]["bytes"]["score"] / 1e6))
PY
)
  printf 'parse\t%s\t%s\t%s\n' "$r" "$ours" "$sabaki" | tee -a "$results"
done
python3 - "$results" <<'PY'
import statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().splitlines()]
ours = [float(r[2]) for r in rows]
theirs = [float(r[3]) for r in rows]
ratios = [o / t for o, t in zip(ours, theirs)]
print(f"\nparse MB/s: ours median {statistics.median(ours):.1f}, @sabaki/sgf median {statistics.median(theirs):.2f};"
      f" ours/sabaki median of pairs {statistics.median(ratios):.1f}x")
PY
