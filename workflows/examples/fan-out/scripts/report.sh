#!/usr/bin/env bash
# The report: every assessment, in registry order.
set -euo pipefail
source workflows/examples/fan-out/scripts/gate.sh
root=$(dirname "$STAGEGATE_OUTPUT")
{
  printf '# Report\n\n'
  for f in $(ls "$root/assessments" | sort); do printf -- '- %s\n' "$(head -n 1 "$root/assessments/$f" | sed 's/^# //')"; done
} >"$STAGEGATE_OUTPUT"
write_gate REPORTED
