#!/usr/bin/env bash
# Measures the graph store's figures on a generated R-MAT graph (default: 2^20 vertices,
# 16M edges, the foundation issue's workload): CSV load throughput with 1 and 2 threads (id
# mapping, columns and both CSR directions included), reopen time from the store, and memory
# per edge (the graph's arrays, and the resident set of the process that reopened it).
#
#   scripts/load-benchmark.sh [SCALE] [EDGES] [WORKDIR]
#
# The work directory keeps the CSV files between runs (about 500 MB at the default size).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
scale="${1:-20}"
edges="${2:-16000000}"
work="${3:-$here/bench-out/load}"
gs="$here/graphsurge"
mkdir -p "$work"

if [ ! -f "$work/data-$scale-$edges/edges.csv" ]; then
  "$gs" generate graph --scale "$scale" --edges "$edges" --seed 1 --out "$work/data-$scale-$edges"
fi
data="$work/data-$scale-$edges"
ls -l "$data"

for threads in 1 2; do
  rm -rf "$work/store"
  echo "== load, --threads $threads"
  "$gs" --store "$work/store" --threads "$threads" load --vertices "$data/vertices.csv" --edges "$data/edges.csv"
done

echo "== reopen (3 runs), and the resident set of the process"
for run in 1 2 3; do
  /usr/bin/time -f "  max resident set: %M KiB" "$gs" --store "$work/store" show graph 2>&1 | grep -E "Opened|resident"
done
