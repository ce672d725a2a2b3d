#!/usr/bin/env bash
# Checks that the launcher's jar follows a change in a module other than cli: in a scratch worktree
# of HEAD, build, change a string of an analytics class, build that module and those it uses (as a
# developer does while working on it; without cli, and without installing anything in the local
# Maven repository), then everything as the launcher does, and look for the new string in
# cli/target/graphsurge.jar. (A shaded jar rebuilt from the previous shaded jar would keep the old
# class: the cli module's own classes had not changed.) Then checks which changed files make the
# launcher rebuild: a module's pom or main sources, not tests, scripts or stray files.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="$(mktemp -d)"
trap 'git worktree remove --force "$scratch/tree" >/dev/null 2>&1 || true; rm -rf "$scratch"' EXIT
git worktree add -q --detach "$scratch/tree" HEAD
cd "$scratch/tree"
class=analytics/src/main/java/graphsurge/analytics/run/How.java
mvn -B -q -o package -DskipTests >"$scratch/build1.log" 2>&1 || { tail -40 "$scratch/build1.log"; exit 1; }
sed -i 's/PLAIN("plain")/PLAIN("plain-rebuilt")/' "$class"
grep -q 'plain-rebuilt' "$class" || { echo "jar-rebuild-test: $class no longer has PLAIN(\"plain\"); update this test" >&2; exit 1; }
mvn -B -q -o -pl analytics -am package -DskipTests >"$scratch/build2.log" 2>&1 || { tail -40 "$scratch/build2.log"; exit 1; }
mvn -B -q -o package -DskipTests >"$scratch/build3.log" 2>&1 || { tail -40 "$scratch/build3.log"; exit 1; }
if ! unzip -p cli/target/graphsurge.jar graphsurge/analytics/run/How.class | grep -aq 'plain-rebuilt'; then
    echo "jar-rebuild-test: FAILED: cli/target/graphsurge.jar kept the old graphsurge.analytics.run.How after a rebuild" >&2
    exit 1
fi

# The launcher rebuilds for a change in a module's pom or main sources (or the parent pom), and
# for nothing else. A stand-in mvn on the PATH records each build the launcher asks for.
mkdir -p "$scratch/bin"
printf '#!/bin/sh\necho built >> "%s"\n' "$scratch/builds" > "$scratch/bin/mvn"
chmod +x "$scratch/bin/mvn"
# Runs the launcher after making every file older than the jar and then touching $@; prints
# whether it asked for a build.
launch_after_touching() {
    find . -path ./.git -prune -o -exec touch -h -d '2 minutes ago' {} +
    touch -d '1 minute ago' cli/target/graphsurge.jar
    mkdir -p "$(dirname "$1")"
    touch "$@"
    rm -f "$scratch/builds"
    PATH="$scratch/bin:$PATH" ./graphsurge --version >/dev/null 2>&1 || { echo "jar-rebuild-test: the launcher failed" >&2; exit 1; }
    [ -f "$scratch/builds" ] && echo rebuilt || echo kept
}
for ignored in Stray.java scripts/Tool.java notes/pom.xml analytics/src/test/java/graphsurge/New.java \
        cli/src/test/resources/x.csv benchmarks/src/main/java/Bench.java; do
    if [ "$(launch_after_touching "$ignored")" != kept ]; then
        echo "jar-rebuild-test: FAILED: the launcher rebuilt for $ignored, which is not in the jar" >&2
        exit 1
    fi
done
for watched in pom.xml gstore/pom.xml engine/src/main/java/graphsurge/engine/New.java \
        session/src/main/resources/new.txt cli/src/main/java/graphsurge/cli/Main.java; do
    if [ "$(launch_after_touching "$watched")" != rebuilt ]; then
        echo "jar-rebuild-test: FAILED: the launcher did not rebuild after $watched changed" >&2
        exit 1
    fi
done
echo "jar-rebuild-test: passed"
