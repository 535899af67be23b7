// A step completed, but the result it reported lacks a key a later step reads: a maestro extract
// target (maestro's output-parser.ts matches the rule against the whole output; stagegate reads
// the block only, and asks for the key there). The run stops where the key is read; its fix must
// say what happened — the step did not report the key — and how to go on (--rerun-from the step:
// a plain resume reads the same gate and stops again), never "pass a value" or "fix the
// expression / run validate", which change nothing (the new-user trial of session 39, with the
// real analyze-plan-execute.json's scratch_dir).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { join } from 'node:path';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const AGENT = ['--agent', 'command', '--agent-command', FAKE_AGENT];
const ENV = { FAKE_AGENT_SCENARIO: 'scenario.json', FAKE_AGENT_FORMAT: 'none' };

const answer = (lines: string[]) => ({ usage: false, stdout: lines.join('\n') });
const block = (...fields: string[]) => ['--- COORDINATE RESULT ---', 'STATUS: SUCCESS', ...fields, 'SUMMARY: done'];

const CHAIN = JSON.stringify({
  id: 'ape',
  name: 'Analyze plan execute',
  version: '1.0.0',
  entry: 'analyze',
  inputs: { min_score: { type: 'number', default: 80 } },
  nodes: {
    analyze: {
      type: 'command',
      cmd: 'maestro-analyze',
      next: 'plan',
      extract: { dir: { strategy: 'line_match', pattern: 'scratch_dir:', target: 'var.scratch_dir' }, s: { strategy: 'regex', pattern: 'SCORE=(\\d+)', target: 'var.score' } },
    },
    plan: { type: 'command', cmd: 'maestro-plan', args: '--dir {var.scratch_dir}', next: 'good' },
    good: { type: 'gate', condition: 'var.score >= ctx.inputs.min_score', on_pass: 'done', on_fail: 'failed' },
    done: { type: 'terminal', status: 'success' },
    failed: { type: 'terminal', status: 'failure' },
  },
}, null, 2);

describe('a key the result of a completed step does not hold', () => {
  it('a placeholder: the fix names the step and the key, and --rerun-from that step goes on', { tags: [CAMPAIGN] }, async () => {
    // The skill's own line, outside the block (what maestro's line_match reads), and a block without it.
    const prose = answer(['Analysed.', 'scratch_dir: .workflow/scratch/auth', '', ...block('SCORE: 90')]);
    const ws = workspaceWith({ 'chains/ape.json': CHAIN, 'scenario.json': JSON.stringify({ steps: { analyze: [prose] }, default: answer(block()) }) });
    const r = jsonOf(await ws.run(['run', 'chains/ape.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV }));
    expect(r.status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(r.active_step).toBe('plan');
    expect(r.hint).toContain('Step analyze completed, but its gate has no scratch_dir');
    expect(r.hint).toContain('a SCRATCH_DIR: line of a maestro COORDINATE RESULT block');
    expect(r.hint).toContain('--rerun-from analyze');
    // Not the fix for a reference to a step that has not run yet.
    expect(r.hint).not.toContain('resolves only once that step has an accepted output');
    // next: is that rerun too (a plain resume reads the same gate and stops again), in run and status alike.
    expect(r.next_command).toBe(`stagegate run chains/ape.json --run-id r1 --agent command --agent-command ${FAKE_AGENT} --rerun-from analyze`);
    const status = jsonOf(await ws.run(['status', 'chains/ape.json', '--run-id', 'r1', '--json']));
    expect(status.next_command).toBe(r.next_command);
    // The way the fix names: analyze again, now reporting the key.
    ws.write('scenario.json', JSON.stringify({ steps: { analyze: [answer(block('SCRATCH_DIR: .workflow/scratch/auth', 'SCORE: 90'))] }, default: answer(block()) }));
    const again = jsonOf(await ws.run(['run', 'chains/ape.json', '--run-id', 'r1', '--rerun-from', 'analyze', '--json', ...AGENT], { env: ENV }));
    expect(again.status, JSON.stringify(again)).toBe('WORKFLOW_COMPLETE');
  });

  it('an expression: fromJSON of the missing key stops the decision with a fix naming the step, not "run validate"', async () => {
    const noScore = answer(block('SCRATCH_DIR: .workflow/scratch/auth'));
    const ws = workspaceWith({ 'chains/ape.json': CHAIN, 'scenario.json': JSON.stringify({ steps: { analyze: [noScore] }, default: answer(block()) }) });
    const r = jsonOf(await ws.run(['run', 'chains/ape.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV }));
    expect(r.status).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(r.active_step).toBe('good');
    expect(r.hint).toContain('It reads steps.analyze.gate.score, which the result step analyze reported does not give');
    expect(r.hint).toContain('--rerun-from analyze');
    expect(r.hint).not.toContain('stagegate validate');
  });
});

describe('a key the result of a completed step holds as a list', () => {
  it('a placeholder of it stops with a fix that says why (a list is no scalar) and what to write, not that the step has no such key', async () => {
    const wf = [
      "version: '4.0'",
      'name: lists',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'steps:',
      '  review:',
      "    run: echo reviewed >\"$STAGEGATE_OUTPUT\" && stagegate gate APPROVED --set 'findings=[null check, typo]'",
      "    output: 'runs/{{run_id}}/review.md'",
      '    statuses: { APPROVED: fix }',
      '  fix:',
      "    run: echo 'fixing {{steps.review.gate.findings}}' >\"$STAGEGATE_OUTPUT\" && stagegate gate FIXED",
      "    output: 'runs/{{run_id}}/fix.md'",
      '    statuses: { FIXED: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r.status, JSON.stringify(r)).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(r.active_step).toBe('fix');
    expect(ws.read('runs/r1/review.md')).toContain('findings:\n    - null check\n    - typo');
    expect(r.hint).toContain('Step review completed and its gate has findings, but as a list: a placeholder stands for one scalar value');
    expect(r.hint).toContain('{{steps.review.output}}');
    expect(r.hint).toContain('{{steps.review.gate_or_empty.findings.0}}');
    // Neither "the step has not run" nor "the step did not report it": it did.
    expect(r.hint).not.toContain('resolves only once that step has an accepted output');
    expect(r.hint).not.toContain('its gate has no findings');
    // The way on is an edit of the workflow: next: is the resume that allows it (a plain resume of
    // the edited workflow stops WORKFLOW_STATE_INTEGRITY_VIOLATION); status and approve's refusal say the same.
    expect(r.next_command).toBe('stagegate run wf.yaml --run-id r1 --allow-workflow-change');
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(status)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', next_command: r.next_command });
    expect((await ws.run(['status', 'wf.yaml', '--run-id', 'r1'])).stdout).toContain(`  next:     ${r.next_command}`);
    const approve = await ws.run(['approve', 'wf.yaml', '--run-id', 'r1', '--by', 'ann', '--json']);
    expect(jsonOf(approve)).toMatchObject({ status: 'APPROVAL_NOT_PENDING', next_command: r.next_command });
    // What the fix offers works: one entry of the list, then the next: command (a plain resume is refused).
    ws.write('wf.yaml', wf.replace('{{steps.review.gate.findings}}', '{{steps.review.gate_or_empty.findings.0}}'));
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION' });
    const again = jsonOf(await ws.run(r.next_command.split(' ').slice(1).concat('--json')));
    expect(again.status, JSON.stringify(again)).toBe('WORKFLOW_COMPLETE');
    expect(ws.read('runs/r1/fix.md')).toContain('fixing null check');
  });

  it('a key reported as null reads as not reported: the same fix and --rerun-from next, not "has not run"', async () => {
    const gate = (extra: string) => `printf 'WORKFLOW_GATE:\\n  workflow: k\\n  step: %s\\n  status: OK\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n${extra}' "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" > "$STAGEGATE_OUTPUT"\n`;
    const wf = [
      "version: '4.0'",
      'name: k',
      "state_path: 'runs/{{run_id}}/state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'steps:',
      '  review:',
      '    run: sh review.sh',
      "    output: 'runs/{{run_id}}/review.md'",
      '    statuses: { OK: use }',
      '  use:',
      "    run: 'sh use.sh {{steps.review.gate.score}}'",
      "    output: 'runs/{{run_id}}/use.md'",
      '    statuses: { OK: DONE }',
      '',
    ].join('\n');
    const ws = workspaceWith({ 'wf.yaml': wf, 'review.sh': gate('  score: null\\n'), 'use.sh': gate('') });
    const r = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(r.status).toBe('WORKFLOW_INPUT_REQUIRED');
    expect(r.hint).toContain('Step review completed, but its gate has no score (it reported score: null)');
    expect(r.hint).not.toContain('resolves only once that step has an accepted output');
    expect(r.next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from review');
    const status = jsonOf(await ws.run(['status', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(status.next_command).toBe('stagegate run wf.yaml --run-id r1 --rerun-from review');
  });
});
