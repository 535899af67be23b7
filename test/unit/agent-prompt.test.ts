// Prompt assembly: deterministic, complete (task, skills, inputs, upstream, previous failure,
// contract with the exact output path, statuses and gate template), and failing closed.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { loadWorkflow } from '../../src/core/model/loader.js';
import { buildPrompt, gateTemplate, notDoneStatusesOf, type PromptRequest } from '../../src/core/steps/process/prompt.js';
import { resolveOutput, stepBindings } from '../../src/core/run/bindings.js';
import { parseGateText } from '../../src/core/gate/workflow-gate.js';
import { isStagegateError } from '../../src/core/run/errors.js';
import type { RunState } from '../../src/core/state/state.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function workspace(files: Record<string, string>): Workspace {
  const dir = mkdtempSync(join(tmpdir(), 'sg-prompt-'));
  dirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, rel)), { recursive: true });
    writeFileSync(join(dir, rel), text);
  }
  return new Workspace(dir);
}

const WORKFLOW = `version: '4.0'
name: demo
state_path: 'runs/{{run_id}}/state.yaml'
inputs:
  required: [run_id, topic]
  optional: [extra_note]
steps:
  analyse:
    prompt: prompts/analyse.md
    skills: [tracing, review]
    output: 'runs/{{run_id}}/analysis.md'
    statuses:
      OK: fix
      BLOCKED: resolve
  resolve:
    inline_instruction: Resolve {{blocking_qids}} from {{blocking_artifact}}.
    retry_step: analyse
    on_success: analyse
    inputs: { blocking_artifact: '{{blocking_artifact}}', blocking_qids: '{{blocking_qids}}', retry_step: '{{blocking_retry_step}}' }
  fix:
    action: Fix {{topic}}.
    on_complete: DONE
`;

function setup(extra: Record<string, string> = {}) {
  const ws = workspace({
    'wf.yaml': WORKFLOW,
    'prompts/analyse.md': 'Analyse {{topic}} for run {{run_id}}.\n\nstatus: OK | BLOCKED\n',
    '.github/skills/tracing/SKILL.md': '# Tracing\nFollow calls.\n',
    '.github/skills/review/SKILL.md': '# Review\nCheck ```fences```.\n',
    ...extra,
  });
  const loaded = loadWorkflow(ws, 'wf.yaml');
  const workflow = loaded.workflow!;
  const base = new Map([['run_id', 'r1'], ['topic', 'retries'], ['workflow', 'demo']]);
  const request = (stepId: string, state?: RunState, previousFailure: string | null = null): PromptRequest => {
    const step = workflow.steps.get(stepId)!;
    const bindings = stepBindings(base, step, state);
    return { workflow, workspace: ws, step, state, bindings, output: resolveOutput(step, bindings, ws), delegation: 'direct', previousFailure };
  };
  return { ws, workflow, request };
}

describe('buildPrompt', () => {
  it('contains the task, the named skills, the inputs and the contract, in that order', () => {
    const { request } = setup();
    const prompt = buildPrompt(request('analyse'));
    // The contract opens the prompt (a CLI that truncates a long stdin keeps it) and its gist closes it.
    const order = ['# Stage `analyse` of workflow `demo`', '## Stage contract', 'runs/r1/analysis.md', '- Allowed statuses: OK | BLOCKED', 'WORKFLOW_GATE:', '## Task', 'Analyse retries for run r1.', '### Skill `tracing` (.github/skills/tracing/SKILL.md)', 'Follow calls.', '### Skill `review`', '## Inputs', '- `run_id`: r1', '- `topic`: retries', '## Upstream context', '## Execution', 'Mode: direct.', '## Before you finish', '- Write `runs/r1/analysis.md` in this run and end it with exactly one WORKFLOW_GATE block as the stage contract at the top shows, status one of OK | BLOCKED.'];
    let at = -1;
    for (const piece of order) {
      const i = prompt.indexOf(piece, at + 1);
      expect(i, piece).toBeGreaterThan(at);
      at = i;
    }
    // An optional input the run was not given is listed as absent, with what that means.
    expect(prompt).toContain('- `extra_note`: (not given)');
    expect(prompt).toContain('(not given): an optional input this run was not given');
  });

  it('a prompt longer than a CLI keeps of its stdin (Gemini CLI: 8 MB) keeps the whole stage contract: it comes before the long sections', () => {
    const { request } = setup();
    const huge = 'line of a very long input\n'.repeat(400_000); // ~10 MB
    const r = request('analyse');
    const bindings = new Map([...r.bindings, ['topic', huge]]);
    const prompt = buildPrompt({ ...r, bindings });
    expect(prompt.length).toBeGreaterThan(10_000_000);
    const kept = prompt.slice(0, 8 * 1024 * 1024);
    expect(kept).toContain('- Write your result to exactly this file: `runs/r1/analysis.md`');
    expect(kept).toContain('- Allowed statuses: OK | BLOCKED');
    expect(kept).toContain('artifact: runs/r1/analysis.md');
    expect(kept).toContain('This run is unattended');
  });

  it('is deterministic', () => {
    const { request } = setup();
    expect(buildPrompt(request('analyse'))).toBe(buildPrompt(request('analyse')));
  });

  it('gate template: exact workflow, step and artifact; a filled-in copy parses as a valid gate', () => {
    const { workflow } = setup();
    const template = gateTemplate(workflow, workflow.steps.get('analyse')!, 'runs/r1/analysis.md');
    expect(template).toContain('status: <OK | BLOCKED>');
    const filled = template.replace('<OK | BLOCKED>', 'OK').replace(/<integer>/g, '0').replace('<step id or null>', 'null');
    const parsed = parseGateText(filled, { workflow: 'demo', step: 'analyse', artifact: 'runs/r1/analysis.md' });
    expect(parsed.ok).toBe(true);
  });

  it('quotes the previous failure on a retry, and states delegated mode', () => {
    const { request } = setup();
    const prompt = buildPrompt({ ...request('analyse', undefined, 'step analyse exited with status 3'), delegation: 'delegated' });
    expect(prompt).toContain('## Previous attempt');
    expect(prompt).toContain('> step analyse exited with status 3');
    expect(prompt).toContain('Mode: delegated.');
  });

  it('upstream context lists completed steps with artifact paths and gate statuses', () => {
    const { request } = setup();
    const state = {
      completed_steps: ['analyse', 'resolve'],
      artifacts: { analyse: { path: 'runs/r1/analysis.md', sha256: '0'.repeat(64), size: 1, step: 'analyse', gate_status: 'BLOCKED', visit: 1, accepted_at: 'x' } },
      steps: { resolve: { kind: 'resolver', status: 'completed', visits: 1, attempts: 1 } },
      blocking_artifact: 'runs/r1/analysis.md',
      blocking_qids: ['Q-1', 'Q-2'],
      blocking_retry_step: 'analyse',
    } as unknown as RunState;
    const prompt = buildPrompt(request('resolve', state));
    expect(prompt).toContain('- `analyse`: runs/r1/analysis.md (gate BLOCKED, visit 1)');
    expect(prompt).toContain('- `resolve`: completed (resolver without an artifact)');
    expect(prompt).toContain('Resolve Q-1, Q-2 from runs/r1/analysis.md.');
    expect(prompt).toContain('- `blocking_qids`: Q-1, Q-2');
    expect(prompt).toContain('- `retry_step`: analyse');
    expect(prompt).toContain('returns to step `analyse`');
  });

  it('says the run is unattended: open questions go in the output, and a stage that cannot proceed ends with its blocked status (else the not-done one), an action exits non-zero', () => {
    const { request, workflow } = setup();
    const prompt = buildPrompt(request('analyse'));
    expect(prompt).toContain('This run is unattended: no one will read or answer a question while it runs. Do not ask and wait for an answer');
    expect(prompt).toContain('record open questions and the assumptions you made in the output file. If you cannot proceed without an answer, still write the file: list the questions in it and end the file with status `BLOCKED`.');
    expect(buildPrompt(request('fix'))).toContain('say what you need in your last message and exit with a non-zero status.');
    // No blocked-like name: only the statuses that do not complete the stage are named (routed to a
    // resolver or BLOCKED), never one that moves the run on as done (user34b: APPROVED | CHANGES_REQUESTED).
    const step = workflow.steps.get('analyse')!;
    const withResolver = { ...step, def: { ...step.def, statuses: { PASS: 'fix', FAIL: 'resolve' } } };
    expect(buildPrompt({ ...request('analyse'), step: withResolver })).toContain('list the questions in it and end the file with status `FAIL`.');
    const twoNotDone = { ...step, def: { ...step.def, statuses: { PASS: 'fix', FAIL: 'resolve', REFUSED: 'BLOCKED' } } };
    expect(buildPrompt({ ...request('analyse'), step: twoNotDone })).toContain('end the file with the allowed status that says why the stage is not done (FAIL | REFUSED).');
    const review = { ...step, def: { ...step.def, statuses: { APPROVED: 'fix', CHANGES_REQUESTED: 'analyse' } } };
    const prompt2 = buildPrompt({ ...request('analyse'), step: review });
    expect(prompt2).toContain('list the questions in it and exit with a non-zero status: none of the allowed statuses says the stage is not done (each moves the run on as done), so do not end the file with one.');
    expect(prompt2).not.toContain('not done (APPROVED');
  });

  it('the not-done status is picked by the routing, not the name: a success named INPUT_VALIDATED or NOT_FOUND_OK is never offered; names decide only where the routing says nothing', () => {
    const { request, workflow } = setup();
    const step = workflow.steps.get('analyse')!;
    const pick = (statuses: Record<string, string>, extra: Record<string, unknown> = {}) => notDoneStatusesOf({ ...step, def: { ...step.def, statuses, ...extra } }, workflow);
    const prompt = (statuses: Record<string, string>) => buildPrompt({ ...request('analyse'), step: { ...step, def: { ...step.def, statuses } } });
    // The success whose name holds INPUT moves the run on; the status routed to BLOCKED is the way out.
    expect(pick({ INPUT_VALIDATED: 'fix', REJECTED: 'BLOCKED' })).toEqual(['REJECTED']);
    expect(prompt({ INPUT_VALIDATED: 'fix', REJECTED: 'BLOCKED' })).toContain('list the questions in it and end the file with status `REJECTED`.');
    // Routed to a resolver (which sends the run back): not done, whatever its name; NOT_FOUND_OK is done.
    expect(pick({ NOT_FOUND_OK: 'fix', NEEDS_INPUT_OK: 'fix', GAP: 'resolve' })).toEqual(['GAP']);
    // failure_statuses (routed to BLOCKED) are not done; a blocked-like name among the routed ones is the one named.
    expect(pick({ PASS: 'fix', CANNOT_FIX: 'BLOCKED', NEEDS_HUMAN: 'resolve' }, { failure_statuses: ['CANNOT_FIX'] })).toEqual(['CANNOT_FIX', 'NEEDS_HUMAN']);
    expect(prompt({ PASS: 'fix', CANNOT_FIX: 'BLOCKED', NEEDS_HUMAN: 'resolve' })).toContain('end the file with status `NEEDS_HUMAN`.');
    // A name saying blocked but routed on as done, next to one routed to BLOCKED: the routing wins.
    expect(pick({ BLOCKER_FOUND: 'fix', STOP: 'BLOCKED' })).toEqual(['STOP']);
    // The routing says nothing (every status moves the run on): the names decide, a done word vetoes.
    expect(pick({ DONE_OK: 'fix', NEEDS_INPUT: 'analyse' })).toEqual(['NEEDS_INPUT']);
    expect(pick({ INPUT_VALIDATED: 'fix', QUESTIONS_ANSWERED: 'analyse' })).toEqual([]);
    expect(pick({ Passed: 'fix', AwaitingClarification: 'analyse' })).toEqual(['AwaitingClarification']);
  });

  it('a hand-off is a way out only when it stops the run and the status is not named done: `APPROVED: ship` (a WORKFLOW_COMPLETE hand-off) and maestro SUCCESS into a paused terminal are never offered', () => {
    const handOffs = `${WORKFLOW}  ship:\n    instruction: Merge the pull request.\n    terminal_status: WORKFLOW_COMPLETE\n  hold:\n    instruction: Wait for the review.\n    terminal_status: WORKFLOW_PAUSED\n  ask:\n    instruction: Answer the questions.\n    terminal_status: WORKFLOW_BLOCKED_QUESTIONS\n`;
    const { request, workflow } = setup({ 'wf.yaml': handOffs });
    const step = workflow.steps.get('analyse')!;
    const pick = (statuses: Record<string, string>) => notDoneStatusesOf({ ...step, def: { ...step.def, statuses } }, workflow);
    const prompt = (statuses: Record<string, string>) => buildPrompt({ ...request('analyse'), step: { ...step, def: { ...step.def, statuses } } });
    // The review's success completes the run through a hand-off: not a way out; nothing else is one.
    expect(pick({ APPROVED: 'ship', CHANGES_REQUESTED: 'fix' })).toEqual([]);
    expect(prompt({ APPROVED: 'ship', CHANGES_REQUESTED: 'fix' })).not.toContain('end the file with status `APPROVED`');
    // A status named done that leads to a pause (maestro's SUCCESS into a paused terminal): the failure is the way out.
    expect(pick({ SUCCESS: 'hold', FAILURE: 'BLOCKED' })).toEqual(['FAILURE']);
    expect(prompt({ SUCCESS: 'hold', FAILURE: 'BLOCKED' })).toContain('end the file with status `FAILURE`.');
    // A hand-off that stops the run, from a status not named done: still the way out.
    expect(pick({ OK: 'fix', UNCLEAR: 'ask' })).toEqual(['UNCLEAR']);
    // A done word turned round by NOT or NO does not say done: NOT_APPROVED into the stopping hand-off, INPUT_NOT_PROVIDED by its name.
    expect(pick({ OK: 'fix', NOT_APPROVED: 'ask' })).toEqual(['NOT_APPROVED']);
    expect(pick({ OK: 'fix', INPUT_NOT_PROVIDED: 'analyse' })).toEqual(['INPUT_NOT_PROVIDED']);
  });

  it('action steps: the action text and an exit-status contract', () => {
    const { request } = setup();
    const prompt = buildPrompt(request('fix'));
    expect(prompt).toContain('Fix retries.');
    expect(prompt).toContain('This is an action step');
    expect(prompt).not.toContain('WORKFLOW_GATE:');
  });

  it('fails closed: missing skill, missing prompt file, unbound resolver inputs', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (isStagegateError(e)) return e.code;
        throw e;
      }
      return 'no error';
    };
    const { request, ws } = setup();
    rmSync(join(ws.root, '.github/skills/review/SKILL.md'));
    expect(code(() => buildPrompt(request('analyse')))).toBe('WORKFLOW_CONTRACT_INVALID');
    const other = setup();
    rmSync(join(other.ws.root, 'prompts/analyse.md'));
    expect(code(() => buildPrompt(other.request('analyse')))).toBe('WORKFLOW_CONTRACT_INVALID');
    // A resolver entered without persisted blocking_* has nothing to resolve.
    expect(code(() => buildPrompt(setup().request('resolve')))).toBe('WORKFLOW_INPUT_REQUIRED');
  });
});
