/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON documents */
// A decision reads steps.<id>.gate.<key> only where that gate can hold the key: a step that records
// no gate (approval, decision, foreach; an action judged by its exit status) is an error at the if
// line, naming the step's kind and what it records (as {{steps.<id>.gate.<key>}} of such a step is
// UNDECLARED_PLACEHOLDER); a child_workflow or parallel step's gate has only status. A key a
// step's gate_schema cannot produce (additionalProperties: false) is an error too; one it does not
// name, a letter from one it does, the DECISION_GATE_KEY_SUSPECT warning with its name.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { table, wf as foreachWf } from './foreach-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const APPROVAL = `version: '4.0'
name: ap
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  a:
    approval: {message: 'Ship it?'}
    on_approve: d
    on_reject: BLOCKED
  d:
    decide:
      - if: steps.a.gate.status == 'APPROVED'
        to: DONE
      - else: BLOCKED
`;

describe('decisions read only gates a step records', () => {
  it("an approval step's gate: an error at the if line naming the kind and what it records (before: validate clean, and the approved run ended BLOCKED)", async () => {
    const ws = workspaceWith({ 'wf.yaml': APPROVAL });
    const v = await ws.run(['validate', 'wf.yaml']);
    expect(v.code, v.stdout).toBe(1);
    expect(v.stdout).toContain(
      "wf.yaml:13:21  error  DECISION_EXPRESSION_INVALID  decision step 'd', branch 1: 'steps.a.gate.status == 'APPROVED'' reads steps.a.gate, which is always null: step 'a' is an approval step, which records no gate: the person's decision takes its on_approve or on_reject target (route there); its record has status and visits.",
    );
    // The same reference as a placeholder is refused already: the two agree.
    ws.write('p.yaml', APPROVAL.replace("      - if: steps.a.gate.status == 'APPROVED'\n        to: DONE\n", '').replace('  d:\n', "  d:\n    run: 'echo {{steps.a.gate.status}}'\n    output: 'runs/{{run_id}}/d.md'\n    statuses: {OK: DONE}\n").replace(/ {4}decide:\n {6}- else: BLOCKED\n/, ''));
    expect(jsonOf(await ws.run(['validate', 'p.yaml', '--json']))['errors'].map((e: any) => e.code)).toEqual(['UNDECLARED_PLACEHOLDER']);
  });

  it('decision and exit-judged action steps record no gate; a child_workflow or parallel step only gate.status', async () => {
    const wf = `version: '4.0'
name: kinds
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  c:
    child_workflow: child.yaml
    statuses: {WORKFLOW_COMPLETE: p}
  p:
    parallel:
      branches:
        x: {run: 'true', output: 'runs/{{run_id}}/x.md', statuses: {OK: DONE}}
    statuses: {PARALLEL_COMPLETE: n}
  n:
    action: 'Write the notes.'
    on_success: d
  d:
    decide:
      - if: steps.c.gate.status == 'WORKFLOW_COMPLETE' && steps.p.gate.STATUS == 'PARALLEL_COMPLETE'
        to: e
      - if: steps.c.gate.score > 1
        to: e
      - if: steps.p.gate.summary == 'x'
        to: e
      - if: steps.d.gate.status == 'x' || steps.e.gate.status == 'x'
        to: e
      - if: steps.n.gate.status == 'OK'
        to: e
      - else: e
  e:
    decide:
      - else: DONE
`;
    const ws = workspaceWith({ 'wf.yaml': wf, 'child.yaml': "version: '4.0'\nname: ch\nstate_path: 'runs/{{run_id}}/ch.yaml'\nsteps:\n  z:\n    decide:\n      - else: DONE\n" });
    const errors = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']))['errors'].filter((e: any) => e.code === 'DECISION_EXPRESSION_INVALID');
    expect(errors.map((e: any) => [e.line, e.message.split('which is always null: ')[1]])).toEqual([
      [22, "step 'c' is a child_workflow step, whose gate has only status (the child run's end status)."],
      [24, "step 'p' is a parallel step, whose gate has only status (the join's outcome)."],
      [26, "step 'd' is a decision step, which records no gate: it routes by its own branches; its record has status and visits."],
      [26, "step 'e' is a decision step, which records no gate: it routes by its own branches; its record has status and visits."],
      [28, "step 'n' is an action step, which records no gate: it is judged by its exit status (a result_contract gives it a gate); its record has status and visits."],
    ]);
  });

  it("a foreach step's gate: the same error, saying it routes when its items are done", { tags: [CAMPAIGN] }, async () => {
    const yaml = foreachWf({ ends: 'decide' }).replace("  after:\n    decide:\n      - else: DONE", "  after:\n    decide:\n      - if: steps.loop.gate.status == 'OK'\n        to: DONE\n      - else: DONE");
    expect(yaml).toContain('steps.loop.gate.status');
    const ws = workspaceWith({ 'wf.yaml': yaml, 'reg.md': table([['A1', 'Alpha', '']]) });
    const errors = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']))['errors'];
    expect(errors.map((e: any) => [e.code, e.message.split('which is always null: ')[1]])).toEqual([
      ['DECISION_EXPRESSION_INVALID', "step 'loop' is a foreach step, which records no gate: it routes when its items are done; their results are in its registry; its record has status and visits."],
    ]);
  });

  const triage = (schema: string, key: string): string => `version: '4.0'
name: tri
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id]
steps:
  triage:
    run: 'stagegate gate OK --set severity=critical'
    output: 'runs/{{run_id}}/triage.md'
    statuses: {OK: route}
    gate_schema: ${schema}
  route:
    decide:
      - if: steps.triage.gate.${key} == 'critical'
        to: BLOCKED
      - else: DONE
`;
  const CLOSED = '{required: [severity], properties: {severity: {type: string}}, additionalProperties: false}';

  it("a key a closed gate_schema cannot produce is an error at the if line with the schema's names (before: validate --strict clean, the run COMPLETE past a critical triage)", async () => {
    const ws = workspaceWith({ 'wf.yaml': triage(CLOSED, 'severty') });
    const v = await ws.run(['validate', '--strict', 'wf.yaml']);
    expect(v.code, v.stdout).toBe(1);
    expect(v.stdout).toContain(
      "wf.yaml:14:31  error  DECISION_EXPRESSION_INVALID  decision step 'route', branch 1: 'steps.triage.gate.severty == 'critical'' reads steps.triage.gate.severty, which is always null: step 'triage''s gate_schema allows no extra key but severity (additionalProperties: false), and 'severty' is not one of the gate's own keys (workflow, step, status, unresolved_critical, unresolved_high, source_resolvable_open, artifact, next_recommended). Did you mean 'severity'?",
    );
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).not.toBe(0);
    expect(ws.exists('runs/r1/triage.md')).toBe(false);
    // Spelt right, the key routes: the critical triage blocks the run.
    ws.write('wf.yaml', triage(CLOSED, 'severity'));
    expect((await ws.run(['validate', '--strict', 'wf.yaml'])).code).toBe(0);
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json']));
    expect(r['status']).toBe('WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE');
    // The gate's own keys stay readable beside a closed schema.
    ws.write('wf.yaml', triage(CLOSED, 'status'));
    expect((await ws.run(['validate', '--strict', 'wf.yaml'])).code).toBe(0);
    // The same key as a placeholder, in a run: text and in a prompt file: refused the same way.
    const report = triage(CLOSED, 'severity').replace('        to: BLOCKED', '        to: report').replace(
      '      - else: DONE\n',
      "      - else: DONE\n  report:\n    run: 'echo {{steps.triage.gate.severty}} {{steps.triage.gate.severity}}'\n    output: 'runs/{{run_id}}/r.md'\n    statuses: {OK: ask}\n  ask:\n    prompt: ask.md\n    output: 'runs/{{run_id}}/ask.md'\n    statuses: {OK: DONE}\n",
    );
    ws.write('p.yaml', report);
    ws.write('ask.md', 'Severity: {{steps.triage.gate_or_empty.severity}} {{steps.triage.gate_or_empty.sevrity}}\n\nWORKFLOW_GATE status: OK\n');
    const p = jsonOf(await ws.run(['validate', 'p.yaml', '--json']));
    expect(p['errors'].map((e: any) => [e.code, e.file, e.line, e.message.split(': step ')[0]])).toEqual([
      ['UNDECLARED_PLACEHOLDER', 'ask.md', 1, "prompt ask.md (used by step 'ask', p.yaml:22) uses {{steps.triage.gate_or_empty.sevrity}}, a key the gate of step 'triage' never has (always \"\")"],
      ['UNDECLARED_PLACEHOLDER', 'p.yaml', 18, "run: of step 'report' uses {{steps.triage.gate.severty}}, a key the gate of step 'triage' never has (it never resolves)"],
    ]);
  });

  it('an open gate_schema: a key it does not name, a letter from one it does, is the suspect warning naming it; a file schema counts the same', async () => {
    const open = '{properties: {severity: {type: string}}}';
    const ws = workspaceWith({ 'wf.yaml': triage(open, 'severty'), 'tri.schema.json': JSON.stringify({ properties: { severity: { type: 'string' } }, additionalProperties: false }) });
    const v = jsonOf(await ws.run(['validate', 'wf.yaml', '--json']));
    expect(v['errors']).toEqual([]);
    expect(v['warnings']).toEqual([expect.objectContaining({ code: 'DECISION_GATE_KEY_SUSPECT', line: 14, column: 31, message: expect.stringContaining("Did you mean 'severity'?"), hint: "Write steps.triage.gate.severity; or, for an extra key of that name, add it to the step's gate_schema properties." })]);
    // A key the schema names is not suspect; nor is an unrelated extra key an open schema lets through.
    ws.write('ok.yaml', triage(open, 'severity').replace("gate.severity == 'critical'", "gate.severity == 'critical' || steps.triage.gate.owner == 'x'"));
    expect(jsonOf(await ws.run(['validate', 'ok.yaml', '--json']))['warnings']).toEqual([]);
    ws.write('file.yaml', triage('tri.schema.json', 'severty'));
    const f = jsonOf(await ws.run(['validate', 'file.yaml', '--json']));
    expect(f['errors'].map((e: any) => `${e.code}:${e.line}`)).toEqual(['DECISION_EXPRESSION_INVALID:14']);
  });
});
