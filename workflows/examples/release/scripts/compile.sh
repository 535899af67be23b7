#!/usr/bin/env bash
# Per-item stage "compile": $1 is the component's slug (shell-quoted by the runner).
set -euo pipefail
source "$(dirname "$0")/gate.sh"
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
printf '# Build of %s (item %s)\n\nCompiled.\n' "$1" "$STAGEGATE_INPUT_ITEM_ID" >"$STAGEGATE_OUTPUT"
write_gate COMPILED
