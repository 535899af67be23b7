#!/usr/bin/env bash
# Stage "inventory": the registry the build loop works through. The runner marks each row
# VERIFIED as its component passes; "Depends On" decides the order (core first).
set -euo pipefail
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
cat >"$STAGEGATE_OUTPUT" <<'TABLE'
# Components

| ID | Name | Depends On | Status |
|----|------|------------|--------|
| C3 | Web UI | C1, C2 | PENDING |
| C1 | Core Library | - | PENDING |
| C2 | HTTP API | C1 | PENDING |
TABLE
stagegate gate INVENTORY_READY
