#!/usr/bin/env bash
# Measures our JMH benchmarks against the C calibrator refboard (shared/tools/refboard), interleaved:
# each round runs refboard and then one JMH fork for every workload, and the ratio ours/refboard is taken per
# pair. Prints each pair and the medians. refboard's CALIBRATION.md converts the ratios to libego, KataGo, Pachi.
#
# Both sides on CPU time: refboard times itself with the process's CPU clock; the JMH forks read the JVM's CPU time
# over each measured iteration (CpuClock: every thread, the collector's included) and the moves played in it, and
# ours is the fork's CPU time over its moves, all measured iterations together (the JVM's CPU clock ticks every
# 10 ms, 0.2 % of 5 seconds). The forks run on a fixed heap touched at
# start-up (HEAP, default 1g, with -XX:+AlwaysPreTouch), so that no iteration pays the first touch of its pages
# (about 15 us a page on our VM, the hypervisor's cost). JMH's wall-clock score is printed beside it.
#
#   go-bench/compare.sh [ROUNDS [FILTER]]   (default 5 rounds: 5 forks x 5 iterations per benchmark;
#                                           FILTER, a grep -E pattern, picks workloads, e.g. 'W1|position')
#
# The '-port' workloads run refboard's algorithm itself, transcribed into Java (RefboardPort), against refboard:
# their ratio is what the JVM adds to the same code on this machine, the floor for a Java board of that design.
#
# Needs gcc, python3 and a built go-bench/target/benchmarks.jar (./mvnw -B package -DskipTests).
# JAVA names the java command for the JMH forks (default: java on the PATH), e.g. to compare JDKs:
#   JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java go-bench/compare.sh 3 W1
# HEAP sets the forks' heap (-Xms and -Xmx), e.g. HEAP=4g.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
shared=${TENGEN_SHARED:-$root/../shared}
rounds=${1:-5}
filter=${2:-.}
heap=${HEAP:-1g}
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
  # refboard's own algorithm transcribed into Java (RefboardPort): what the JVM adds to the same code
  "W1-9-port|w1 9 1|RefboardPortBenchmark.playout -p size=9"
  "W1-19-port|w1 19 1|RefboardPortBenchmark.playout -p size=19"
  "W2-9-port|w2 $shared/bench-data/w2_9.txt 1|RefboardPortBenchmark.replayAll -p size=9"
  "W2-19-port|w2 $shared/bench-data/w2_19.txt 1|RefboardPortBenchmark.replayAll -p size=19"
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
    "${JAVA:-java}" -Dtengen.shared="$shared" -jar "$jar" $jmhargs -f 1 -wi 3 -i 5 -w 1 -r 1 \
      -jvmArgsAppend "-Xms$heap -Xmx$heap -XX:+AlwaysPreTouch" -rf json -rff "$json" > "$out/$name-$r.log" 2>&1 \
      || { cat "$out/$name-$r.log" >&2; exit 1; }
    ours=$(python3 - "$json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))[0]
m = d["secondaryMetrics"]
cpu = sum(m["cpuNanos"]["rawData"][0]) / sum(m["cpuMoves"]["rawData"][0])
print(f"{cpu:.2f}\t{1e9 / m['moves']['score']:.2f}")
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
print(f"\n{'workload':<16}{'ours CPU ns/move':>17}{'(wall)':>8}{'refboard CPU ns/move':>22}"
      f"{'ours/refboard, CPU (median of pairs)':>38}")
for n in names:
    rs = [r for r in rows if r[0] == n]
    ours = statistics.median(float(r[2]) for r in rs)
    wall = statistics.median(float(r[3]) for r in rs)
    ref = statistics.median(float(r[4]) for r in rs)
    ratios = sorted(float(r[2]) / float(r[4]) for r in rs)
    print(f"{n:<16}{ours:>17.1f}{wall:>8.1f}{ref:>22.1f}{statistics.median(ratios):>20.3f}"
          f"  (min {ratios[0]:.3f}, max {ratios[-1]:.3f})")
PY
