#!/usr/bin/env bash
# Stage "draft": write a first version of the note about the topic given as $1.
set -euo pipefail
source "$(dirname "$0")/gate.sh"
topic="$1"
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
cat >"$STAGEGATE_OUTPUT" <<NOTE
# A note on ${topic}

Workflows that gate every stage on a declared artifact are easy to resume.
NOTE
write_gate DRAFT_READY review
