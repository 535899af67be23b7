#!/usr/bin/env bash
# Stage "revise": write the revised note (its own output; the draft stays as accepted).
set -euo pipefail
source "$(dirname "$0")/gate.sh"
{
  cat "$STAGEGATE_RUN_ROOT/draft.md" | sed '/^WORKFLOW_GATE:/,$d'
  printf '\n## Conclusion\n\nGate every stage; trust only artifacts.\n'
} >"$STAGEGATE_OUTPUT"
write_gate REVISED review
