#!/usr/bin/env bash
# A standalone Flink session cluster on loopback, for `graphsurge --cluster flink://localhost:PORT`:
#
#   scripts/flink-cluster.sh start [TASKMANAGERS]   one JobManager and N TaskManagers (default 2),
#                                                    separate JVMs; prints the REST address
#   scripts/flink-cluster.sh stop                    stops them all; nothing is left running
#   scripts/flink-cluster.sh status                  the REST address and the pids, if running
#
# Flink's own distribution is not needed: the class path is what Maven resolves for
# scripts/flink-cluster/pom.xml (Flink's runtime and log4j). The configuration, pid files and
# logs are in target/flink-cluster/. Graphsurge is not on the cluster's class path: each run ships
# graphsurge's job jar (flink/target/graphsurge-flink-job.jar) with its job (docs/flink.md).
#
# Environment: FLINK_REST_PORT (8081), FLINK_SLOTS (task slots per TaskManager, 1),
# FLINK_TM_HEAP (task heap per TaskManager, 512m), FLINK_JM_HEAP (the JobManager's heap, 384m; the
# store and the jar reach it as files, not in its heap). Memory is sized for a small CI machine:
# about 0.5 GB for the JobManager and 1 GB per TaskManager.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dir="$root/target/flink-cluster"
port="${FLINK_REST_PORT:-8081}"
slots="${FLINK_SLOTS:-1}"
heap="${FLINK_TM_HEAP:-512m}"
jmheap="${FLINK_JM_HEAP:-384m}"
for v in "$heap" "$jmheap"; do
  [[ "$v" =~ ^[0-9]+m$ ]] || { echo "flink-cluster: FLINK_TM_HEAP and FLINK_JM_HEAP are megabytes, like 512m (got '$v')" >&2; exit 2; }
done
rest="http://localhost:$port"

usage() {
  echo "usage: scripts/flink-cluster.sh start [TASKMANAGERS] | stop | status" >&2
  exit 2
}

# ours PID: whether PID is alive and one of this cluster's JVMs (its command line names this
# cluster's configuration directory): a pid file left by a cluster that died may name a pid that
# the system has since given to an unrelated process, which must never be signalled.
ours() {
  local pid="$1"
  [[ "$pid" =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "--configDir $dir/conf"
}

# The pids of the cluster's processes still alive, from the pid files.
alive() {
  local f
  for f in "$dir"/*.pid; do
    [ -f "$f" ] || continue
    local pid
    pid="$(cat "$f")"
    if ours "$pid"; then
      echo "$pid"
    fi
  done
}

overview() {
  curl -fsS --max-time 5 "$rest/overview" 2>/dev/null
}

classpath() {
  local out="$dir/classpath"
  local pom="$root/scripts/flink-cluster/pom.xml"
  if [ ! -s "$out" ] || [ "$pom" -nt "$out" ] || [ "$root/pom.xml" -nt "$out" ]; then
    # Offline first: the build has usually resolved Flink already; online only when it has not.
    mvn -B -q -o -f "$pom" dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile="$out" >"$dir/log/maven.log" 2>&1 \
      || mvn -B -q -f "$pom" dependency:build-classpath -DincludeScope=runtime -Dmdep.outputFile="$out" >"$dir/log/maven.log" 2>&1 \
      || { echo "flink-cluster: Maven could not resolve Flink's class path; see $dir/log/maven.log" >&2; exit 1; }
  fi
  cat "$out"
}

configure() {
  mkdir -p "$dir/conf" "$dir/tmp"
  # Every address on loopback; the TaskManagers' ports are chosen free. The memory is given part
  # by part, as Flink's own start scripts pass it, so that the JVM flags below match it.
  # Heartbeats are short so that a TaskManager that dies is noticed in seconds, not in 50; the RPC
  # system's timeouts are long, for a machine busy with other work.
  cat >"$dir/conf/config.yaml" <<YAML
jobmanager:
  rpc:
    address: localhost
    port: 6123
  bind-host: localhost
  memory:
    process:
      size: $((${jmheap%m} + 384))m
taskmanager:
  host: localhost
  bind-host: localhost
  numberOfTaskSlots: $slots
  cpu:
    cores: $slots
  memory:
    framework:
      heap:
        size: 64m
      off-heap:
        size: 128m
    task:
      heap:
        size: $heap
      off-heap:
        size: 0m
    network:
      min: 64m
      max: 64m
    managed:
      size: 64m
    jvm-metaspace:
      size: 256m
    jvm-overhead:
      min: 128m
      max: 128m
rest:
  address: localhost
  bind-address: localhost
  port: $port
heartbeat:
  interval: 2000
  timeout: 15000
pekko:
  startup-timeout: 60 s
  lookup:
    timeout: 60 s
  ask:
    timeout: 60 s
io:
  tmp:
    dirs: $dir/tmp
YAML
  cat >"$dir/conf/log4j.properties" <<'LOG4J'
rootLogger.level = INFO
rootLogger.appenderRef.file.ref = FileAppender
appender.file.name = FileAppender
appender.file.type = File
appender.file.fileName = ${sys:log.file}
appender.file.layout.type = PatternLayout
appender.file.layout.pattern = %d{yyyy-MM-dd HH:mm:ss,SSS} %-5p %-60c %x - %m%n
LOG4J
}

# What Flink's own configuration opens to it on Java 17 (its env.java.default-opts.all): reflection
# into the JDK for its serializers and for enriching errors.
opens=(--add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED
  --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED
  --add-opens=java.base/java.io=ALL-UNNAMED --add-opens=java.base/java.net=ALL-UNNAMED
  --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED)

# launch NAME CLASS JVM_FLAGS...: one JVM in the background, its pid in NAME.pid, its log in log/NAME.log.
launch() {
  local name="$1" main="$2"
  shift 2
  nohup java "${opens[@]}" "$@" -Dlog.file="$dir/log/$name.log" -Dlog4j.configurationFile="file:$dir/conf/log4j.properties" \
    -cp "$cp" "$main" --configDir "$dir/conf" >"$dir/log/$name.out" 2>&1 </dev/null &
  echo $! >"$dir/$name.pid"
}

start() {
  local n="${1:-2}"
  [[ "$n" =~ ^[1-9][0-9]?$ ]] || { echo "flink-cluster: TASKMANAGERS is a number from 1 to 99, got '$n'" >&2; exit 2; }
  if [ -n "$(alive)" ]; then
    echo "flink-cluster: already running ($rest); scripts/flink-cluster.sh stop first" >&2
    exit 1
  fi
  if overview >/dev/null; then
    echo "flink-cluster: something already answers on $rest; set FLINK_REST_PORT" >&2
    exit 1
  fi
  rm -f "$dir"/*.pid "$dir"/log/*.log "$dir"/log/*.out
  mkdir -p "$dir/log"
  configure
  cp="$(classpath)"
  launch jobmanager org.apache.flink.runtime.entrypoint.StandaloneSessionClusterEntrypoint -Xms"$jmheap" -Xmx"$jmheap" \
    -XX:MaxMetaspaceSize=256m
  await 0 || fail_start "$(jobmanager_failure)"
  # One TaskManager at a time: JVMs starting together on a small, busy machine can miss the RPC
  # system's start-up timeout.
  local i
  for i in $(seq 1 "$n"); do
    # Heap: framework + task heap; direct memory: framework off-heap + task off-heap + network.
    launch "taskmanager-$i" org.apache.flink.runtime.taskexecutor.TaskManagerRunner -Xmx"$((64 + ${heap%m}))"m \
      -XX:MaxDirectMemorySize=192m -XX:MaxMetaspaceSize=256m
    await "$i" || fail_start "TaskManager $i did not register"
  done
  echo "Flink cluster: flink://localhost:$port ($n TaskManagers, $((n * slots)) slots; logs in $dir/log)"
}

# await N: waits until the REST endpoint answers with N TaskManagers registered, while every
# process started is alive (120 s at most).
await() {
  local want="$1" waited=0 registered
  while [ "$waited" -lt 240 ]; do
    registered="$(overview | sed -n 's/.*"taskmanagers":\([0-9]*\).*/\1/p' || true)"
    if [ -n "$registered" ] && [ "$registered" -ge "$want" ]; then
      return 0
    fi
    if [ "$(alive | wc -l)" -lt "$(ls "$dir"/*.pid | wc -l)" ]; then
      return 1
    fi
    sleep 0.5
    waited=$((waited + 1))
  done
  return 1
}

# Why the JobManager did not start, from its log: a taken port is said as such.
jobmanager_failure() {
  if grep -qsE "BindException|Address already in use" "$dir/log/jobmanager.log" "$dir/log/jobmanager.out"; then
    echo "the JobManager could not listen on port $port: another program holds it; set FLINK_REST_PORT to a free port"
  else
    echo "the JobManager did not answer on $rest"
  fi
}

fail_start() {
  echo "flink-cluster: $1; logs in $dir/log" >&2
  stop >/dev/null
  exit 1
}

stop() {
  local pids
  pids="$(alive)"
  if [ -n "$pids" ]; then
    # shellcheck disable=SC2086
    kill $pids 2>/dev/null || true
    local waited=0
    while [ -n "$(alive)" ] && [ "$waited" -lt 20 ]; do
      sleep 0.5
      waited=$((waited + 1))
    done
    pids="$(alive)"
    if [ -n "$pids" ]; then
      # shellcheck disable=SC2086
      kill -9 $pids 2>/dev/null || true
    fi
  fi
  rm -f "$dir"/*.pid
  echo "Flink cluster stopped"
}

# Running means the JobManager's process is alive and its REST endpoint answers; each process
# whose pid file is left but which is gone is named.
status() {
  local f name pid gone=()
  for f in "$dir"/*.pid; do
    [ -f "$f" ] || continue
    name="$(basename "$f" .pid)"
    pid="$(cat "$f")"
    ours "$pid" || gone+=("$name (pid $pid)")
  done
  if ours "$(cat "$dir/jobmanager.pid" 2>/dev/null)" && overview >/dev/null; then
    echo "Flink cluster: flink://localhost:$port, pids $(alive | tr '\n' ' ')"
    [ ${#gone[@]} -eq 0 ] || echo "  not running: ${gone[*]}"
    overview && echo
  elif [ ${#gone[@]} -gt 0 ] || [ -n "$(alive)" ]; then
    echo "Flink cluster: not running (its JobManager is gone or does not answer on $rest)"
    [ ${#gone[@]} -eq 0 ] || echo "  gone: ${gone[*]}"
    [ -z "$(alive)" ] || echo "  still alive: pids $(alive | tr '\n' ' '); scripts/flink-cluster.sh stop ends them"
    return 1
  else
    echo "Flink cluster: not running"
    return 1
  fi
}

mkdir -p "$dir"
case "${1:-}" in
  start) [ $# -le 2 ] || usage; start "${2:-2}" ;;
  stop) [ $# -eq 1 ] || usage; stop ;;
  status) [ $# -eq 1 ] || usage; status ;;
  *) usage ;;
esac
