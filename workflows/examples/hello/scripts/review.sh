#!/usr/bin/env bash
# Stage "review": approves once a revision of the current draft (newer than it, with its
# conclusion) exists; until then it asks for one. Decided by the artifacts, not by the visit
# number: a resume that runs the steps again after a commit (--on-source-change rerun) reaches
# review on a later visit with a new draft and only the old draft's revision.
set -euo pipefail
source "$(dirname "$0")/gate.sh"
run_root="$STAGEGATE_RUN_ROOT"
if [ "$run_root/revision.md" -nt "$run_root/draft.md" ] && grep -q 'Conclusion' "$run_root/revision.md"; then
  printf '# Review (visit %s)\n\nThe revision has a conclusion. Approved.\n' "$STAGEGATE_VISIT" >"$STAGEGATE_OUTPUT"
  write_gate APPROVED publish
else
  printf '# Review (visit %s)\n\nThe draft needs a conclusion.\n' "$STAGEGATE_VISIT" >"$STAGEGATE_OUTPUT"
  write_gate CHANGES_REQUESTED revise
fi
