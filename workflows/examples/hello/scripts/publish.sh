#!/usr/bin/env bash
# Stage "publish": copy the approved revision (without its gate) into the published note.
set -euo pipefail
source "$(dirname "$0")/gate.sh"
sed '/^WORKFLOW_GATE:/,$d' "$STAGEGATE_RUN_ROOT/revision.md" >"$STAGEGATE_OUTPUT"
write_gate PUBLISHED null
