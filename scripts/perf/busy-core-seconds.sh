#!/usr/bin/env bash
# busy-core-seconds.sh CMD...: runs CMD and prints the machine's busy core-seconds over it (user,
# nice, system, irq and softirq of every core, from /proc/stat) and its wall time. Unlike `time`,
# it counts processes the command does not reap, such as Chromium's renderers (docs/perf/tests.md).
set -uo pipefail
busy() { awk '/^cpu /{print $2 + $3 + $4 + $7 + $8}' /proc/stat; }
b0=$(busy)
t0=$(date +%s.%N)
"$@"
rc=$?
b1=$(busy)
t1=$(date +%s.%N)
awk -v b="$((b1 - b0))" -v hz="$(getconf CLK_TCK)" -v w="$(echo "$t1 - $t0" | bc)" \
  'BEGIN { printf "busy core-s: %.0f  wall: %.1f s\n", b / hz, w }' >&2
exit $rc
