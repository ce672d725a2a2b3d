#!/usr/bin/env bash
# The real-cluster test of issue #17: a standalone Flink cluster on loopback (scripts/flink-cluster.sh
# start 2), a collection run through flink://localhost:PORT equal on every view to a run in this
# JVM, the job FINISHED in the REST API's /jobs/overview, a run of 2^18 vertices (records past the
# collect sink's batch), then a TaskManager killed mid-run and the run still completing with the
# same results, then the last TaskManager killed and the run failing with a clear error within a
# minute, then `stop` and no process left.
#
# Separate JVMs and a kill -9 are what a unit test cannot do, so this is a script; .ci/run calls
# it after `mvn -B verify` (about 2-4 minutes on 2 cores, most of it JVM start-ups).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
work="$root/target/flink-cluster-test"
port="${FLINK_REST_PORT:-8081}"
rest="http://localhost:$port"
jar="$root/cli/target/graphsurge.jar"
check=(java -Xmx1g -cp "$jar" "$root/scripts/flink-cluster/FlinkRunCheck.java")

fail() {
  echo "flink-cluster-test: FAILED: $*" >&2
  exit 1
}

cleanup() {
  scripts/flink-cluster.sh stop >/dev/null || true
}
trap cleanup EXIT

./graphsurge --help >/dev/null # builds the jar when the sources are newer

echo "== the job jar a session cluster is shipped: the workers' code, no Flink, no command line"
grep -qx "graphsurge/flink/graphsurge-flink-job.jar" <<<"$(jar tf "$jar")" || fail "the command line's jar carries no job jar"
jobjar="$root/flink/target/graphsurge-flink-job.jar"
entries="$(jar tf "$jobjar")"
for needed in graphsurge/flink/SegmentFunction.class graphsurge/session/cluster/SegmentWorker.class \
    graphsurge/analytics/computation/ComputationRegistry.class it/unimi/dsi/fastutil/ints/IntArrayList.class; do
  grep -qx "$needed" <<<"$entries" || fail "the job jar lacks $needed"
done
foreign="$(grep -E "^(org/apache/flink|picocli|org/jline|org/apache/parquet|org/duckdb|graphsurge/cli)/" <<<"$entries" || true)"
[ -z "$foreign" ] || fail "the job jar holds $(head -1 <<<"$foreign") and more"
echo "the job jar holds the workers' code in $(($(stat -c %s "$jobjar") / 1000000)) MB, the command line's jar $(($(stat -c %s "$jar") / 1000000)) MB"
rm -rf "$work"
mkdir -p "$work"
store="$work/store"
./graphsurge --store "$store" generate graph --scale 13 --seed 17 --load >/dev/null
./graphsurge --store "$store" generate collection c --views 40 --first 60000 --add 800 --delete 800 --seed 17 >/dev/null

echo "== a stale pid file naming an unrelated process"
mkdir -p target/flink-cluster
sleep 600 &
bystander=$!
echo "$bystander" >target/flink-cluster/jobmanager.pid
if scripts/flink-cluster.sh status >"$work/status.out"; then
  fail "status said a cluster runs: $(cat "$work/status.out")"
fi
grep -q "gone: jobmanager (pid $bystander)" "$work/status.out" || fail "status did not name the gone JobManager: $(cat "$work/status.out")"
scripts/flink-cluster.sh stop >/dev/null
kill -0 "$bystander" 2>/dev/null || fail "stop killed pid $bystander, which is not the cluster's"
kill "$bystander"
echo "status says the cluster is gone, and stop left pid $bystander alone"

echo "== the REST port taken by another program"
python3 -m http.server "$port" --bind 127.0.0.1 >/dev/null 2>&1 &
holder=$!
sleep 1
if scripts/flink-cluster.sh start 1 2>"$work/taken.err"; then
  kill "$holder"
  fail "the cluster started on a taken port"
fi
kill "$holder"
wait "$holder" 2>/dev/null || true
grep -q "could not listen on port $port: another program holds it" "$work/taken.err" \
  || fail "a taken port was not said: $(cat "$work/taken.err")"
echo "a taken port is said: $(cat "$work/taken.err")"

scripts/flink-cluster.sh start 2

echo "== a run through flink://localhost:$port"
"${check[@]}" "$store" c "RUN DIFFERENTIAL COMPUTATION wcc ON COLLECTION c;" "flink://localhost:$port" 4
finished="$(curl -fsS "$rest/jobs/overview" | grep -o '"state":"FINISHED"' | wc -l)"
[ "$finished" -ge 1 ] || fail "no FINISHED job in $rest/jobs/overview"
echo "the job is FINISHED in $rest/jobs/overview"

echo "== a large run: 2^18 vertices, each segment's first view far past the collect sink's 2 MiB batch"
big="$work/big"
./graphsurge --store "$big" generate graph --scale 18 --edges 1000000 --seed 17 --load >/dev/null
./graphsurge --store "$big" generate collection c --views 6 --first 800000 --add 1000 --delete 1000 --seed 17 >/dev/null
"${check[@]}" "$big" c "RUN DIFFERENTIAL COMPUTATION bfs(root=1) ON COLLECTION c;" "flink://localhost:$port" 2

echo "== a TaskManager killed mid-run"
"${check[@]}" "$store" c "RUN SCRATCH COMPUTATION pr ON COLLECTION c;" "flink://localhost:$port" 8 >"$work/killed.out" 2>&1 &
run=$!
# Kill as soon as the job runs: its tasks are being deployed to both TaskManagers or running.
waited=0
until curl -fsS "$rest/jobs/overview" 2>/dev/null | grep -q '"state":"RUNNING"'; do
  sleep 0.5
  waited=$((waited + 1))
  [ "$waited" -lt 240 ] || fail "the second job did not start"
done
sleep 1
victim="$(cat target/flink-cluster/taskmanager-1.pid)"
kill -9 "$victim"
echo "killed TaskManager 1 (pid $victim) while the job was RUNNING"
if ! wait "$run"; then
  cat "$work/killed.out" >&2
  fail "the run did not survive the lost TaskManager"
fi
cat "$work/killed.out"
jobs="$(curl -fsS "$rest/jobs/overview")"
[ "$(echo "$jobs" | grep -o '"state":"FINISHED"' | wc -l)" -ge 2 ] || fail "the second job is not FINISHED: $jobs"
waited=0
until curl -fsS "$rest/overview" | grep -q '"taskmanagers":1,'; do # the heartbeat timeout: 15 s
  sleep 1
  waited=$((waited + 1))
  [ "$waited" -lt 30 ] || fail "the killed TaskManager is still registered"
done
jid="$(echo "$jobs" | grep -o '"jid":"[0-9a-f]*","name":"graphsurge pr' | sed 's/"jid":"\([0-9a-f]*\)".*/\1/')"
if curl -fsS "$rest/jobs/$jid/exceptions" | grep -q '"entries":\[{'; then
  echo "the job retried the tasks it lost with the TaskManager, and finished"
else
  echo "the job lost the TaskManager before any of its tasks had started there, and finished on the other"
fi

echo "== the last TaskManager killed mid-run: a clear error after the loss limit, not a hang"
java -Xmx1g -Dgraphsurge.flink.lossLimit=10 -cp "$jar" "$root/scripts/flink-cluster/FlinkRunCheck.java" \
  "$store" c "RUN SCRATCH COMPUTATION pr ON COLLECTION c;" "flink://localhost:$port" 8 >"$work/lost.out" 2>&1 &
run=$!
waited=0
until curl -fsS "$rest/jobs/overview" 2>/dev/null | grep -q '"state":"RUNNING"'; do
  sleep 0.5
  waited=$((waited + 1))
  [ "$waited" -lt 240 ] || fail "the third job did not start"
done
kill -9 "$(cat target/flink-cluster/taskmanager-2.pid)"
lost_at=$SECONDS
if wait "$run"; then
  fail "the run succeeded without a TaskManager: $(cat "$work/lost.out")"
fi
grep -q "no TaskManager is registered with its JobManager" "$work/lost.out" \
  || fail "the lost cluster was not said: $(cat "$work/lost.out")"
[ $((SECONDS - lost_at)) -lt 60 ] || fail "the run took $((SECONDS - lost_at)) s to give up"
echo "the run gave up $((SECONDS - lost_at)) s after the last TaskManager died, saying: $(grep -o 'the cluster flink.*for 10 s' "$work/lost.out" | head -1)"

scripts/flink-cluster.sh stop
for f in target/flink-cluster/*.pid; do
  [ -e "$f" ] && fail "a pid file is left: $f"
done
if curl -fsS "$rest/overview" >/dev/null 2>&1; then
  fail "something still answers on $rest after stop"
fi
trap - EXIT
echo "flink-cluster-test: passed"
