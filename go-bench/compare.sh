#!/usr/bin/env bash
# Measures our JMH benchmarks against the C calibrator refboard (shared/tools/refboard), interleaved:
# each round runs refboard and then one JMH fork for every workload, and the ratio ours/refboard is taken per
# pair. Prints each pair and the medians. refboard's CALIBRATION.md converts the ratios to libego, KataGo, Pachi.
#
#   go-bench/compare.sh [ROUNDS [FILTER]]   (default 5 rounds: 5 forks x 5 iterations per benchmark;
#                                           FILTER, a grep -E pattern, picks workloads, e.g. 'W1|position')
#
# Needs gcc, python3 and a built go-bench/target/benchmarks.jar (./mvnw -B package -DskipTests).
# JAVA names the java command for the JMH forks (default: java on the PATH), e.g. to compare JDKs:
#   JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java go-bench/compare.sh 3 W1
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
shared=${TENGEN_SHARED:-$root/../shared}
rounds=${1:-5}
filter=${2:-.}
jar="$here/target/benchmarks.jar"
ref="$here/target/refboard"
out="$here/target/compare"
[ -f "$jar" ] || { echo "build first: ./mvnw -B package -DskipTests" >&2; exit 1; }
mkdir -p "$out"
gcc -O2 -o "$ref" "$shared/tools/refboard/refboard.c"

# workload: name | refboard args | JMH benchmark and params
workloads=(
  "W1-9|w1 9 1|LightPlayoutBenchmark -p size=9"
  "W1-19|w1 19 1|LightPlayoutBenchmark -p size=19"
  "W2-9-position|w2 $shared/bench-data/w2_9.txt 1|CheckedPlayBenchmark -p size=9 -p impl=position"
  "W2-19-position|w2 $shared/bench-data/w2_19.txt 1|CheckedPlayBenchmark -p size=19 -p impl=position"
  "W2-9-board|w2 $shared/bench-data/w2_9.txt 1|CheckedPlayBenchmark -p size=9 -p impl=board"
  "W2-19-board|w2 $shared/bench-data/w2_19.txt 1|CheckedPlayBenchmark -p size=19 -p impl=board"
)
results="$out/pairs.tsv"
: > "$results"
for ((r = 1; r <= rounds; r++)); do
  for w in "${workloads[@]}"; do
    IFS='|' read -r name refargs jmhargs <<< "$w"
    echo "$name" | grep -Eq "$filter" || continue
    # shellcheck disable=SC2086
    refns=$("$ref" $refargs | sed -E 's/.*ns_per_move=([0-9.]+).*/\1/')
    json="$out/$name-$r.json"
    # shellcheck disable=SC2086
    "${JAVA:-java}" -Dtengen.shared="$shared" -jar "$jar" $jmhargs -f 1 -wi 3 -i 5 -w 1 -r 1 -rf json -rff "$json" > "$out/$name-$r.log" 2>&1
    ours=$(python3 - "$json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))[0]
moves = d["secondaryMetrics"]["moves"]["score"]
print(f"{1e9 / moves:.2f}")
PY
)
    printf '%s\t%s\t%s\t%s\n' "$name" "$r" "$ours" "$refns" | tee -a "$results"
  done
done
python3 - "$results" <<'PY'
import statistics, sys
rows = [l.split("\t") for l in open(sys.argv[1]).read().splitlines()]
names = []
for n, *_ in rows:
    if n not in names:
        names.append(n)
print(f"\n{'workload':<16}{'ours ns/move':>14}{'refboard ns/move':>18}{'ours/refboard (median of pairs)':>34}")
for n in names:
    rs = [r for r in rows if r[0] == n]
    ours = statistics.median(float(r[2]) for r in rs)
    ref = statistics.median(float(r[3]) for r in rs)
    ratios = sorted(float(r[2]) / float(r[3]) for r in rs)
    print(f"{n:<16}{ours:>14.1f}{ref:>18.1f}{statistics.median(ratios):>20.3f}  (min {ratios[0]:.3f}, max {ratios[-1]:.3f})")
PY
