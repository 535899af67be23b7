#!/usr/bin/env bash
# Stage "review": the first visit asks for a conclusion; later visits approve the revision.
set -euo pipefail
source "$(dirname "$0")/gate.sh"
run_root="$STAGEGATE_RUN_ROOT"
if [ "$STAGEGATE_VISIT" = "1" ]; then
  printf '# Review (visit %s)\n\nThe draft needs a conclusion.\n' "$STAGEGATE_VISIT" >"$STAGEGATE_OUTPUT"
  write_gate CHANGES_REQUESTED revise
else
  grep -q 'Conclusion' "$run_root/revision.md"
  printf '# Review (visit %s)\n\nThe revision has a conclusion. Approved.\n' "$STAGEGATE_VISIT" >"$STAGEGATE_OUTPUT"
  write_gate APPROVED publish
fi
