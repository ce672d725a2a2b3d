#!/usr/bin/env bash
# Runs BFS, WCC and PageRank across generated collections in the three modes and prints each
# run's summary: a 20-view collection where each view changes 1,000 edges (2 x 500), and one
# where each view changes about a third of its edges. Default graph: R-MAT 2^17 vertices, 1M edges.
#
#   scripts/computation-benchmark.sh [SCALE] [EDGES] [WORKDIR]
#   COMPUTATIONS="bfs(root=0) pr(iterations=10)" scripts/computation-benchmark.sh 20 16000000   # the issue's size
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
scale="${1:-17}"
edges="${2:-1000000}"
work="${3:-$here/bench-out/computations}"
gs="$here/graphsurge"
mkdir -p "$work"
store="$work/store"

"$gs" --store "$store" -q generate graph --scale "$scale" --edges "$edges" --seed 1 --load
first=$((edges / 5))  # the random model adds only unused edges: 20 views of large changes need about 4 x first
third=$((first / 6))  # adding and deleting first/6 changes a third of the view
"$gs" --store "$store" -q -e "DELETE CUBES;"
"$gs" --store "$store" -q generate collection small_changes --views 20 --first "$first" --add 500 --delete 500
"$gs" --store "$store" -q generate collection large_changes --views 20 --first "$first" --add "$third" --delete "$third"
root=0  # R-MAT puts the most connected vertices at the smallest ids
for c in small_changes large_changes; do
    for comp in ${COMPUTATIONS:-"bfs(root=$root)" wcc "pr(iterations=10)"}; do
        for mode in DIFFERENTIAL SCRATCH ADAPTIVE; do
            echo "== $comp on $c, $mode"
            "$gs" --store "$store" -e "RUN $mode COMPUTATION $comp ON COLLECTION $c;" | grep -E "^Ran|total:"
        done
    done
done
echo "== the plain algorithms on every view (native scratch)"
jshell --class-path "$here/cli/target/graphsurge.jar" -R-Dstore="$store" "$here/scripts/native-baseline.jsh"
