// Fixtures of phases.test.ts and process/phases.test.ts.

/** One phase workflow: a single stage that records its inputs in ledger.txt, then reports verdict-<label> (default OK). */
export const PHASE = [
  "version: '4.0'",
  'name: phase',
  "state_path: 'runs/{{run_id}}/{{label}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id, topic, label]',
  'steps:',
  '  work:',
  `    run: ${JSON.stringify('source lib.sh; count; [ ! -e "fail-$STAGEGATE_INPUT_LABEL" ] || exit 9; printf "%s %s %s\\n" "$STAGEGATE_INPUT_LABEL" "$STAGEGATE_INPUT_TOPIC" "$STAGEGATE_RUN_ID" >>ledger.txt; finish "$(cat "verdict-$STAGEGATE_INPUT_LABEL" 2>/dev/null || echo OK)"')}`,
  "    output: 'runs/{{run_id}}/{{label}}/work.md'",
  '    statuses:',
  '      OK: DONE',
  '      STOP: BLOCKED',
  '',
].join('\n');

export function composite(designRequire?: string): string {
  return [
    "version: '4.0'",
    'name: composite',
    "state_path: 'runs/{{run_id}}/composite_state.yaml'",
    'inputs:',
    '  required: [run_id, topic]',
    'phases:',
    '  design:',
    '    workflow: phase.yaml',
    '    pass_inputs: [run_id, topic]',
    "    derived_inputs: {label: 'design-{{topic}}'}",
    ...(designRequire ? [`    require_terminal_status: ${designRequire}`] : []),
    '  build:',
    '    workflow: phase.yaml',
    '    pass_inputs: [run_id, topic]',
    "    derived_inputs: {label: 'build-{{topic}}'}",
    '',
  ].join('\n');
}
