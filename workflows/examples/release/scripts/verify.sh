#!/usr/bin/env bash
# Per-item stage "verify": checks the build report of the same component exists.
set -euo pipefail
report="$(dirname "$STAGEGATE_OUTPUT")/$1.md"
if grep -q 'Compiled' "$report"; then status=VERIFIED; else status=BROKEN; fi
printf '# Verification of %s\n\n%s\n' "$1" "$status" >"$STAGEGATE_OUTPUT"
stagegate gate "$status"
