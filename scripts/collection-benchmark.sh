#!/usr/bin/env bash
# Measures view-collection materialization on a generated R-MAT graph (default: 2^20 vertices,
# 16M edges) with a 100-view collection of year and weight windows: predicate evaluation
# throughput, distance and ordering times, differences in the user order and the chosen order,
# and the store's bytes per difference. Then the ordering time for 1,000 views on a small graph.
#
#   scripts/collection-benchmark.sh [SCALE] [EDGES] [WORKDIR]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
scale="${1:-20}"
edges="${2:-16000000}"
work="${3:-$here/bench-out/collections}"
gs="$here/graphsurge"
mkdir -p "$work"

"$gs" --store "$work/store" generate graph --scale "$scale" --edges "$edges" --seed 1 --load
echo "== 100 views: year windows x weight bands, listed in an order the optimizer can improve"
"$gs" --store "$work/store" -e "DELETE CUBES;
  CREATE VIEW COLLECTION windows WHERE [year >= \$y AND weight < \$w]
    FOR \$w IN (20.0, 100.0, 40.0, 80.0, 60.0) FOR \$y IN 2000..2019;
  SHOW COLLECTIONS;"

echo "== 1,000 views on a small graph: the ordering time"
"$gs" --store "$work/small" generate graph --scale 12 --edges 50000 --seed 2 --load
"$gs" --store "$work/small" -e "DELETE CUBES;
  CREATE VIEW COLLECTION many WHERE [year >= \$y AND weight < \$w AND u.age > \$a]
    FOR \$y IN 2000..2009 FOR \$w IN (10.0, 30.0, 50.0, 70.0, 90.0) FOR \$a IN (20, 30, 40, 50, 60, 70, 80, 25, 35, 45, 55, 65, 75, 85, 90, 22, 33, 44, 66, 77);"
