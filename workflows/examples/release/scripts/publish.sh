#!/usr/bin/env bash
# Stage "publish": the release notes list every verified component.
set -euo pipefail
registry="$STAGEGATE_RUN_ROOT/components.md"
{
  printf '# Release notes (channel %s)\n\n' "$STAGEGATE_INPUT_CHANNEL"
  grep -E '^\| C[0-9]' "$registry" | awk -F'|' '{gsub(/^ +| +$/, "", $3); gsub(/ /, "", $5); printf "- %s: %s\n", $3, $5}'
} >"$STAGEGATE_OUTPUT"
stagegate gate PUBLISHED
