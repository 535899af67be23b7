#!/usr/bin/env bash
# Assess one component (in a real workflow: an agent stage). ASSESS_SECONDS stands in for the
# time that takes (the fan-out benchmark uses it).
set -euo pipefail
source workflows/examples/fan-out/scripts/gate.sh
id=$1
component=$2
if [ -n "${ASSESS_SECONDS:-}" ]; then sleep "$ASSESS_SECONDS"; fi
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
printf '# Assessment of %s (%s)\n\nNo open findings.\n' "$component" "$id" >"$STAGEGATE_OUTPUT"
write_gate ASSESSED
