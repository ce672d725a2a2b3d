#!/usr/bin/env bash
# Checks that the launcher's jar follows a change in a module other than cli: in a scratch worktree
# of HEAD, build, change a string of an analytics class, build that module and those it uses (as a
# developer does while working on it; without cli, and without installing anything in the local
# Maven repository), then everything as the launcher does, and look for the new string in
# cli/target/graphsurge.jar. (A shaded jar rebuilt from the previous shaded jar would keep the old
# class: the cli module's own classes had not changed.)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'git worktree remove --force "$scratch/tree" >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
git worktree add -q --detach "$scratch/tree" HEAD
cd "$scratch/tree"
class=analytics/src/main/java/graphsurge/analytics/run/How.java
mvn -B -q -o package -DskipTests >"$scratch/build1.log" 2>&1 || { tail -40 "$scratch/build1.log"; exit 1; }
sed -i 's/NATIVE("plain")/NATIVE("plain-rebuilt")/' "$class"
grep -q 'plain-rebuilt' "$class" || { echo "jar-rebuild-test: $class no longer has NATIVE(\"plain\"); update this test" >&2; exit 1; }
mvn -B -q -o -pl analytics -am package -DskipTests >"$scratch/build2.log" 2>&1 || { tail -40 "$scratch/build2.log"; exit 1; }
mvn -B -q -o package -DskipTests >"$scratch/build3.log" 2>&1 || { tail -40 "$scratch/build3.log"; exit 1; }
if unzip -p cli/target/graphsurge.jar graphsurge/analytics/run/How.class | grep -aq 'plain-rebuilt'; then
    echo "jar-rebuild-test: passed"
else
    echo "jar-rebuild-test: FAILED: cli/target/graphsurge.jar kept the old graphsurge.analytics.run.How after a rebuild" >&2
    exit 1
fi
