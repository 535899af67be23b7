#!/usr/bin/env bash
# Take stock: the run's own copy of the component registry, and a note of what it holds.
set -euo pipefail
here=workflows/examples/fan-out
source "$here/scripts/gate.sh"
root=$(dirname "$STAGEGATE_OUTPUT")
mkdir -p "$root"
cp "$here/components.md" "$root/components.md"
count=$(grep -c '^| C-' "$root/components.md" || true)
printf '# Inventory\n\n%s components to assess (registry: %s).\n' "$count" "$root/components.md" >"$STAGEGATE_OUTPUT"
write_gate INVENTORY_READY
