#!/usr/bin/env bash
# Parallel branch: one release check ($1). The three branches run at the same time.
set -euo pipefail
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
sleep 0.2
printf '# Check: %s\n\nPassed.\n' "$1" >"$STAGEGATE_OUTPUT"
stagegate gate PASSED
