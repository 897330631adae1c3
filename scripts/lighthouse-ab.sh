#!/usr/bin/env bash
# Lighthouse A/B: two builds measured in interleaved rounds (A then B, each on a fresh server and a
# fresh data directory), one run per route per round, so a noisy stretch of the machine hits both.
#   scripts/lighthouse-ab.sh ROUNDS DIST_A DIST_B [ROUTES]
# Build each side first, e.g. `git stash; npx vite build --outDir /tmp/dist-a --emptyOutDir; git stash pop;
# npx vite build --outDir /tmp/dist-b --emptyOutDir` (each side's server bundle goes beside it, in <dist>-server: built
# on the first round when missing). ROUTES is comma-separated (default: bench/lighthouse.ts's).
set -euo pipefail
rounds=${1:?rounds}; dist_a=${2:?dist A}; dist_b=${3:?dist B}; routes=${4:-}
cd "$(dirname "$0")/.."
for round in $(seq 1 "$rounds"); do
  for side in A B; do
    dist=$dist_a; [ "$side" = B ] && dist=$dist_b
    echo "== round $round $side ($dist)"
    env LH_RUNS=1 LH_DIST="$dist" LH_REUSE_BUILD=1 LH_PORT=$((4480 + round)) ${routes:+"LH_ROUTES=$routes"} \
      npx tsx bench/lighthouse.ts | tail -n +2
  done
done
