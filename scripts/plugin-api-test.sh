#!/usr/bin/env bash
# Checks that a plug-in compiles against the plug-in API jar alone and runs in the graphsurge
# command: builds the project (offline, as the launcher does), takes docs/java-api.md's example
# computation (the Java block of package example.plugin) as the page prints it, compiles it with
# only api/target/graphsurge-api.jar on the class path, packages it with its services file, and
# runs it with --plugins on a five-vertex path, comparing its results with the hops worked out by
# hand.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
mvn -B -q -o package -DskipTests >"$scratch/build.log" 2>&1 || { tail -40 "$scratch/build.log"; exit 1; }
api=api/target/graphsurge-api.jar
size=$(stat -c %s "$api")
[ "$size" -lt 2000000 ] || { echo "plugin-api-test: FAILED: $api is $size bytes, not a small API jar" >&2; exit 1; }

mkdir -p "$scratch/src/example/plugin" "$scratch/classes/META-INF/services" "$scratch/plugins"
awk '/^```java$/ { block = ""; inside = 1; next }
     /^```$/ && inside { if (block ~ /\npackage example\.plugin;|^package example\.plugin;/) printf "%s", block; inside = 0; next }
     inside { block = block $0 "\n" }' docs/java-api.md > "$scratch/src/example/plugin/NearerOfTwo.java"
grep -q 'class NearerOfTwo' "$scratch/src/example/plugin/NearerOfTwo.java" \
    || { echo "plugin-api-test: FAILED: docs/java-api.md has no example.plugin.NearerOfTwo" >&2; exit 1; }
javac --release 17 -cp "$api" -d "$scratch/classes" "$scratch/src/example/plugin/NearerOfTwo.java"
echo example.plugin.NearerOfTwo > "$scratch/classes/META-INF/services/graphsurge.analytics.computation.Computation"
jar --create --file "$scratch/plugins/nearer.jar" -C "$scratch/classes" .

# A path 1 -> 2 -> 3 -> 4 -> 5; view c_2 drops 2 -> 3. Hops from the nearer of 1 and 4.
printf ':start_id,:end_id,k:int\n1,2,1\n2,3,2\n3,4,1\n4,5,1\n' > "$scratch/e.csv"
java -jar cli/target/graphsurge.jar --store "$scratch/store" --plugins "$scratch/plugins" -q -e \
    "LOAD GRAPH WITH EDGES FROM '$scratch/e.csv'; CREATE VIEW COLLECTION c WHERE [k >= 1], [k = 1] MANUALLY_ORDERED;
     RUN COMPUTATION nearer(a=1, b=4) ON COLLECTION c SAVE RESULTS TO '$scratch/out';" >/dev/null
if [ "$(cat "$scratch/out/c_1.csv")" = "$(printf 'vertex,hops\n1,0\n2,1\n3,2\n4,0\n5,1')" ] \
        && grep -q '^3,' "$scratch/out/c_2.csv" && ! grep -q '^3,2$' "$scratch/out/c_2.csv"; then
    echo "plugin-api-test: passed ($api: $size bytes)"
else
    echo "plugin-api-test: FAILED: the plug-in's results differ:" >&2
    cat "$scratch/out/c_1.csv" "$scratch/out/c_2.csv" >&2
    exit 1
fi
