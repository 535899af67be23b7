#!/usr/bin/env bash
# Per-item stage "compile": $1 is the component's slug (shell-quoted by the runner).
set -euo pipefail
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
printf '# Build of %s (item %s)\n\nCompiled.\n' "$1" "$STAGEGATE_INPUT_ITEM_ID" >"$STAGEGATE_OUTPUT"
stagegate gate COMPILED
