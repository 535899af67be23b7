# Shared helper, sourced by the stage scripts: append the WORKFLOW_GATE block that ends every
# declared output. usage: write_gate STATUS
write_gate() {
  {
    printf '\nWORKFLOW_GATE:\n'
    printf '  workflow: %s\n' "$STAGEGATE_WORKFLOW"
    printf '  step: %s\n' "$STAGEGATE_STEP"
    printf '  status: %s\n' "$1"
    printf '  unresolved_critical: 0\n'
    printf '  unresolved_high: 0\n'
    printf '  source_resolvable_open: 0\n'
    printf '  artifact: %s\n' "$STAGEGATE_ARTIFACT"
    printf '  next_recommended: null\n'
  } >>"$STAGEGATE_OUTPUT"
}
