// gate_schema through the BUILT bundles: ajv is a chunk of its own that the CLI loads only for a
// workflow with a gate_schema (a module resolve hook lists the chunks a process loads); validate
// --json and run (GATE_SCHEMA_VIOLATION, exit 5, then a resume) through dist/cli/index.js; the
// built Action running and validating such a workflow. Each command is a fresh process, so each
// one that reads such a workflow must load the engine itself (withGateSchemaEngine): an approval
// decided by the Action and the status of a run paused in a child both read it first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, REPO_ROOT, STAGE_LIB, cliEnv, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { cleanupHarness, commitCheckout, makeWorkspace, runActionProcess } from '../helpers/action-harness.js';
import { expectBuiltCli } from './smoke-support.js';

const scratch = mkdtempSync(join(tmpdir(), 'stagegate-gs-smoke-'));
beforeAll(expectBuiltCli);
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await removeWorkspaces();
  cleanupHarness();
});

/** review writes score (score.txt) and reviewer (reviewer.txt) as extra gate keys; publish ends the run. */
const WORKFLOW = `version: '4.0'
name: scored
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  review:
    run: 'source lib.sh; count; finish OK; printf "  score: %s\\n  reviewer: %s\\n" "$(cat score.txt)" "$(cat reviewer.txt)" >>"$STAGEGATE_OUTPUT"'
    output: 'runs/{{run_id}}/review.md'
    statuses: {OK: route}
    gate_schema: schemas/review.yaml
  route:
    decide:
      - if: steps.review.gate.score >= 90
        to: publish
      - else: BLOCKED
  publish:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/publish.md'
    statuses: {OK: DONE}
`;
const SCHEMA = 'type: object\nrequired: [score, reviewer]\nproperties:\n  score: {type: integer, minimum: 0, maximum: 100}\n  reviewer: {type: string}\nadditionalProperties: false\n';

/** The bundle chunks (file names) a CLI process imports, listed by a resolve hook as they load. */
function chunksLoaded(args: string[], cwd: string): { code: number | null; stdout: string; chunks: string[] } {
  const log = join(scratch, `chunks-${Math.random().toString(36).slice(2)}.log`);
  const hooks = join(scratch, 'hooks.mjs');
  const register = join(scratch, 'register.mjs');
  writeFileSync(hooks, "import { appendFileSync } from 'node:fs';\nexport async function resolve(specifier, context, next) {\n  const r = await next(specifier, context);\n  if (r.url.startsWith('file:')) appendFileSync(process.env.CHUNK_LOG, r.url + '\\n');\n  return r;\n}\n");
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, CLI, ...args], { cwd, env: cliEnv({ CHUNK_LOG: log }), encoding: 'utf8' });
  const urls = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  return { code: r.status, stdout: r.stdout, chunks: [...new Set(urls.filter((u) => u.includes('/dist/cli/')).map((u) => u.slice(u.lastIndexOf('/') + 1)))] };
}

describe('gate_schema in the built CLI', () => {
  it('ajv is in chunks of its own, loaded only for a workflow with a gate_schema; validate --json names GATE_SCHEMA_INVALID at the gate_schema line; run stops with GATE_SCHEMA_VIOLATION (exit 5) and a resume after the fix completes', async () => {
    const dist = join(REPO_ROOT, 'dist', 'cli');
    // ajv's own option names, and the engine's: every chunk that holds ajv or its engine.
    const ajvChunks = readdirSync(dist).filter((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('strictTuples'));
    expect(ajvChunks.length).toBeGreaterThan(0);
    expect(ajvChunks).not.toContain('index.js');
    const plain = chunksLoaded(['validate', 'workflows/examples/hello/workflow.yaml'], REPO_ROOT);
    expect(plain.code).toBe(0);
    expect(plain.chunks).toContain('index.js');
    expect(plain.chunks.filter((c) => ajvChunks.includes(c))).toEqual([]);
    // The gated workflow's validate (its schema broken) loads them all: validate --json names
    // GATE_SCHEMA_INVALID at the gate_schema line (one CLI process for both checks).
    const ws = workspaceWith({ 'wf.yaml': WORKFLOW, 'schemas/review.yaml': SCHEMA.replace('type: integer', 'type: integr'), 'score.txt': 'high\n', 'reviewer.txt': 'ann\n' });
    const v = chunksLoaded(['validate', 'wf.yaml', '--json'], ws.dir);
    expect(ajvChunks.every((c) => v.chunks.includes(c))).toBe(true);
    expect(v.code).toBe(1);
    expect(JSON.parse(v.stdout)['errors']).toEqual([expect.objectContaining({ code: 'GATE_SCHEMA_INVALID', file: 'wf.yaml', line: 11, column: 5 })]);
    ws.write('schemas/review.yaml', SCHEMA);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', active_step: 'review', completed_steps: [] });
    expect(jsonOf(r)['message']).toContain('(schemas/review.yaml): /score must be integer');
    expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
    ws.write('score.txt', '93\n');
    const resumed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(resumed.code, resumed.stdout + resumed.stderr).toBe(0);
    expect(jsonOf(resumed)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['review', 'route', 'publish'] });
    expect(ws.lines('counter.txt')).toEqual(['review', 'review', 'publish']);
  });

  it('status of a run paused in a child workflow with a gate_schema names the child run (no internal error)', async () => {
    const parent = "version: '4.0'\nname: parent\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  sub:\n    child_workflow: child.yaml\n    inputs: { run_id: '{{run_id}}-child' }\n    statuses: { WORKFLOW_COMPLETE: DONE, WORKFLOW_BLOCKED_EXTERNAL_EVIDENCE: BLOCKED }\n";
    const child = "version: '4.0'\nname: child\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  work:\n    run: 'source lib.sh; stage OK'\n    output: 'runs/{{run_id}}/work.md'\n    gate_schema: {type: object}\n    statuses: {OK: sign_off}\n  sign_off:\n    approval: {message: 'ok?'}\n    on_approve: DONE\n";
    const ws = workspaceWith({ 'parent.yaml': parent, 'child.yaml': child });
    const r = await ws.run(['run', 'parent.yaml', '--run-id', 'p1', '--json']);
    expect(jsonOf(r), r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'sub' });
    const s = await ws.run(['status', 'parent.yaml', '--run-id', 'p1', '--json']);
    expect(s.code, s.stdout + s.stderr).toBe(0);
    expect(jsonOf(s)['paused_children']).toEqual([expect.objectContaining({ step: 'sub', run_id: 'p1-child', approve: 'stagegate approve child.yaml --run-id p1-child' })]);
  });
});

describe('gate_schema in the built Action', () => {
  function checkout(score: string): string {
    const ws = makeWorkspace('sg-gs-');
    mkdirSync(join(ws, 'schemas'));
    for (const [rel, text] of Object.entries({ 'wf.yaml': WORKFLOW, 'schemas/review.yaml': SCHEMA, 'lib.sh': STAGE_LIB, 'score.txt': score, 'reviewer.txt': 'ann\n' })) {
      writeFileSync(join(ws, rel), text);
    }
    commitCheckout(ws);
    return ws;
  }

  it('runs a workflow with a gate_schema: a mismatching gate fails the step with GATE_SCHEMA_VIOLATION', async () => {
    const bad = await runActionProcess({ workspace: checkout('"91"\n'), inputs: { workflow: 'wf.yaml', 'run-id': 'a2', persist: 'none' } });
    expect(bad.exitCode).not.toBe(0);
    expect(bad.outputs).toMatchObject({ status: 'GATE_SCHEMA_VIOLATION', 'active-step': 'review' });
    expect(bad.annotations.map((a) => a.message).join('\n')).toContain('/score must be integer');
  });

  // A matching gate passes and the run goes on: the paused job's review is checked against the
  // schema, the approving job completes the run (one Action process less than a run of its own).
  it('a matching gate passes; approve decides the approval a workflow with a gate_schema paused at, and the run completes', async () => {
    const ws = checkout('91\n');
    const gated = WORKFLOW.replace("statuses: {OK: route}", "statuses: {OK: sign_off}").replace('  route:\n', "  sign_off:\n    approval: {message: 'publish?'}\n    on_approve: route\n  route:\n");
    writeFileSync(join(ws, 'wf.yaml'), gated);
    commitCheckout(ws, 'approval');
    const paused = await runActionProcess({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'ap1', persist: 'none' } });
    expect(paused.exitCode, paused.stdout + paused.stderr).toBe(0);
    expect(paused.outputs).toMatchObject({ status: 'PARTIAL_RESUMABLE', 'pending-approval': 'sign_off' });
    const approved = await runActionProcess({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'ap1', persist: 'none', approve: 'true' }, env: { GITHUB_ACTOR: 'alice' } });
    expect(approved.exitCode, approved.stdout + approved.stderr).toBe(0);
    expect(approved.outputs).toMatchObject({ status: 'WORKFLOW_COMPLETE', 'completed-steps': JSON.stringify(['review', 'sign_off', 'route', 'publish']) });
  });
});
