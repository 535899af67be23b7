/* eslint-disable @typescript-eslint/no-explicit-any -- the test reads parsed YAML */
// The yaml library warns through process.emitWarning (a `(node:PID) Warning:` line on stderr, past
// --json) when a collection is a mapping key, as in an unquoted placeholder `name: {{X}}` (a flow
// mapping whose key is a mapping). The parsers of workflow files and of agents' answers keep quiet: the
// value's meaning is for the schema and the rules to judge (aiox's workflow-template.yaml has it).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseYamlSource } from '../../src/core/model/yaml-source.js';
import { parseGateText } from '../../src/core/gate/workflow-gate.js';
import { parseAioxStepOutput } from '../../src/core/gate/contracts/aiox-step-output.js';

afterEach(() => {
  vi.restoreAllMocks();
});

function warningsOf(parseIt: () => unknown): unknown[][] {
  const spy = vi.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  parseIt();
  return spy.mock.calls;
}

describe('a collection as a mapping key: no Node warning', () => {
  it('a workflow file (aiox workflow-template.yaml: name: {{COMPONENTNAME}})', () => {
    const text = 'workflow:\n  id: component-flow\n  name: {{COMPONENTNAME}}\n  sequence:\n    - agent: dev\n      action: build\n';
    let source: ReturnType<typeof parseYamlSource> | undefined;
    expect(warningsOf(() => (source = parseYamlSource(text)))).toEqual([]);
    // Same data as before: the key stringified, the value not a string (AIOX_NAME_MISSING says so).
    expect(source!.problems).toEqual([]);
    expect((source!.data as any).workflow.name).toEqual({ '{ COMPONENTNAME }': null });
  });

  it("an agent's answer: a WORKFLOW_GATE block's extra key, an aiox step_output block", () => {
    const gate = 'WORKFLOW_GATE:\n  workflow: w\n  step: s\n  status: PASS\n  unresolved_critical: 0\n  unresolved_high: 0\n  source_resolvable_open: 0\n  artifact: out/a.md\n  next_recommended: DONE\n  note: {{x}}\n';
    expect(warningsOf(() => parseGateText(gate))).toEqual([]);
    expect(warningsOf(() => parseAioxStepOutput('done\n\nstep_output:\n  status: completed\n  summary: {{x}}\n'))).toEqual([]);
  });
});
