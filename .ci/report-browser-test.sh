#!/usr/bin/env bash
# The run report in a real browser: generates reports from the sample graph with the built CLI,
# and of a large run (1,000 views over a generated graph of 131,072 vertices), opens them in
# headless Chromium, and checks that they load without console messages, that every chart is in
# the rendered page, that the large one stays within 3 MB, and saves screenshots
# (cli/target/report-screenshot.png, cli/target/report-large-screenshot.png).
# Installs Debian's chromium when it is missing; skips, saying why, where it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
jar="$root/cli/target/graphsurge.jar"
[ -f "$jar" ] || { echo "report browser test: $jar is missing; run mvn -B verify first" >&2; exit 1; }

if ! command -v chromium >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "report browser test: installing Debian's chromium"
        (apt-get install -y -q chromium >/dev/null 2>&1 || { apt-get update -q >/dev/null 2>&1 && apt-get install -y -q chromium >/dev/null 2>&1; }) || true
    fi
fi
if ! command -v chromium >/dev/null 2>&1; then
    echo "report browser test: SKIPPED: chromium is not installed and could not be installed here"
    exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cat > "$work/report.gvdl" <<GVDL
LOAD GRAPH WITH VERTICES FROM '$root/sample-graphs/calls/customers.csv' AND EDGES FROM '$root/sample-graphs/calls/calls.csv';
CREATE VIEW COLLECTION growth WHERE [year <= \$y] FOR \$y IN 2010..2023;
RUN COMPUTATION bfs(root=1) ON COLLECTION growth SAVE REPORT TO '$work/bfs.html';
RUN COMPUTATION wcc ON COLLECTION growth SAVE REPORT TO '$work/wcc.html';
GVDL
java -jar "$jar" -q --store "$work/store" "$work/report.gvdl" > "$work/run.log" 2>&1 \
    || { cat "$work/run.log" >&2; echo "report browser test: FAILED: the reports could not be made" >&2; exit 1; }

# The large run: 1,000 views of 100,000 edges, each changing 1,000 (about 15 s on 2 cores).
cat > "$work/large.gvdl" <<GVDL
RUN COMPUTATION bfs(root=1) ON COLLECTION large SAVE REPORT TO '$work/large-bfs.html';
RUN COMPUTATION wcc ON COLLECTION large SAVE REPORT TO '$work/large-wcc.html';
GVDL
{ java -jar "$jar" -q --store "$work/large-store" generate graph --model rmat --scale 17 --edges 600000 --load \
    && java -jar "$jar" -q --store "$work/large-store" generate collection large --views 1000 --first 100000 \
        --add 500 --delete 500 \
    && java -jar "$jar" -q --store "$work/large-store" "$work/large.gvdl"; } > "$work/large.log" 2>&1 \
    || { cat "$work/large.log" >&2; echo "report browser test: FAILED: the large run's reports could not be made" >&2; exit 1; }

browse() { # browse PAGE OUT: the rendered DOM to OUT.dom, Chromium's log to OUT.log
    timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
        --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$work/profile" --enable-logging=stderr --v=0 \
        --dump-dom "file://$1" > "$2.dom" 2> "$2.log"
}
console_messages() { grep -E ':CONSOLE|Uncaught' "$1.log" || true; }

# The check must see a console error when there is one.
printf '<!DOCTYPE html><html><body><script>console.error("planted error")</script></body></html>' > "$work/bad.html"
browse "$work/bad.html" "$work/bad"
if [ -z "$(console_messages "$work/bad")" ]; then
    echo "report browser test: FAILED: a planted console error was not seen; the check cannot be trusted" >&2
    exit 1
fi

failed=0
check() { # check PAGE ID...
    local page="$1"; shift
    browse "$work/$page" "$work/$page"
    local messages; messages="$(console_messages "$work/$page")"
    if [ -n "$messages" ]; then
        echo "report browser test: FAILED: $page logged to the console:" >&2
        echo "$messages" >&2
        failed=1
    fi
    for id in "$@"; do
        if ! grep -q "<svg id=\"$id\"" "$work/$page.dom"; then
            echo "report browser test: FAILED: $page has no chart $id once rendered" >&2
            failed=1
        fi
    done
    for section in collection distances times model results about; do
        grep -q "<section id=\"$section\"" "$work/$page.dom" || { echo "report browser test: FAILED: $page has no section $section" >&2; failed=1; }
    done
}
check bfs.html chart-views chart-heatmap chart-times chart-model-scratch chart-model-differential \
    chart-results-reached chart-results-distances
check wcc.html chart-views chart-heatmap chart-times chart-results-components
check large-bfs.html chart-views chart-heatmap chart-times chart-model-scratch chart-model-differential \
    chart-results-reached chart-results-distances
check large-wcc.html chart-views chart-heatmap chart-times chart-results-components
for page in large-bfs.html large-wcc.html; do
    size=$(stat -c %s "$work/$page")
    echo "report browser test: $page of 1,000 views: $size bytes"
    if [ "$size" -gt 3000000 ]; then
        echo "report browser test: FAILED: $page is $size bytes, more than 3 MB" >&2
        failed=1
    fi
done

mkdir -p cli/target
timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
    --user-data-dir="$work/profile" --window-size=1200,5200 \
    --screenshot="$root/cli/target/report-screenshot.png" "file://$work/bfs.html" >/dev/null 2>&1
timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync --hide-scrollbars \
    --user-data-dir="$work/profile" --window-size=1200,5200 \
    --screenshot="$root/cli/target/report-large-screenshot.png" "file://$work/large-bfs.html" >/dev/null 2>&1
for shot in report-screenshot.png report-large-screenshot.png; do
    [ -s "cli/target/$shot" ] || { echo "report browser test: FAILED: no screenshot $shot" >&2; failed=1; }
done
if [ "$failed" = 0 ]; then
    echo "report browser test: passed (screenshots: cli/target/report-screenshot.png, cli/target/report-large-screenshot.png)"
fi
exit "$failed"
