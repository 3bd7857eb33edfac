#!/bin/bash
# A/B of the intake: this checkout's bench/ingest.ts run against the server of another
# checkout ("before") and of this one ("after"), alternating, so both see the same machine.
# The bench starts the server of its working directory (src/server/main.ts).
#
#   git worktree add /tmp/before <commit> && cp -al node_modules /tmp/before/
#   bash bench/ingest-ab.sh /tmp/before 3 --runs 1:300,10:2000,50:2000 --paced 100,300 --mailbox 0
#   bash bench/ingest-ab.sh /tmp/before 3 --runs '' --paced '' --mailbox 20000   (sustained)
#   then: node bench/ingest-median.ts <each side's saved bench/results/*.json>
#
# A tree from before decision 058 cannot run under plain Node (it needs tsx): give it its own
# packages (npm ci there, not cp -al), and its side runs with NODE_OPTIONS=--import=tsx.
#
# With --postgres, DATABASE_URL defaults to the local test database.
set -u
before=$(cd "$1" && pwd); rounds=$2; shift 2
after=$(cd "$(dirname "$0")/.." && pwd)
export DATABASE_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}
for i in $(seq 1 "$rounds"); do
  for dir in "$before" "$after"; do
    # The run before leaves dirty pages and WAL: flush them now, not into this run.
    [[ " $* " == *" --postgres "* ]] && psql -q "$DATABASE_URL" -c checkpoint
    echo "=== $(date +%T) load $(cut -d' ' -f1-3 /proc/loadavg) $dir $*"
    loader=''
    [ -f "$dir/node_modules/tsx/package.json" ] && loader='--import=tsx'
    (cd "$dir" && NODE_OPTIONS="$loader" timeout 900 node "$after/bench/ingest.ts" "$@") 2>&1 |
      grep -E "^(run|flood|paced|Saved)|sustained|server CPU|filling"
  done
done
