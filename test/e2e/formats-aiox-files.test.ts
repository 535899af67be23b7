/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// aiox `requires` / `creates` paths, checked as workflow-orchestrator.js checks them: a step whose
// required files are missing is skipped (a recorded decision that says which file), a step whose
// created files are missing still completes with the check recorded; paths resolve inside the
// workspace, symlinks included; the converted native file does the same through files['<path>'].
import { mkdtempSync, rmSync, symlinkSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

const outside: string[] = [];
afterAll(() => {
  removeWorkspaces();
  for (const d of outside) rmSync(d, { recursive: true, force: true });
});

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent');
const fixture = (name: string) => readFileSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'aiox', name), 'utf8');
const DONE = { usage: false, stdout: 'Done.\n```yaml\nstep_output:\n  status: completed\n```' };
const agentArgs = ['--agent', 'command', '--agent-command', FAKE_AGENT];
const agentEnv = (ws: TempWorkspace) => ({ FAKE_AGENT_SCENARIO: 'sc.json', FAKE_AGENT_FORMAT: 'none', FAKE_AGENT_LOG: ws.path('calls.jsonl') });
const called = (ws: TempWorkspace): string[] => ws.lines('calls.jsonl').map((l) => JSON.parse(l).step);
const decision = (status: any, step: string) => (status.decisions as any[]).find((d) => d.step === step);

/** Research branches that answer completed, writing their files or not. */
const scenario = (write: boolean) => ({
  steps: {
    market_research: [{ ...DONE, ...(write ? { write: { 'docs/research/market.md': '# market\n' } } : {}) }],
    tech_research: [{ ...DONE, ...(write ? { write: { 'docs/research/tech.md': '# tech\n' } } : {}) }],
  },
  default: DONE,
});

describe('aiox requires / creates paths', () => {
  it('branches that answer completed without writing their files: the check records it, the step that requires them is skipped, and the run says so', async () => {
    const ws = workspaceWith({ 'parallel.yaml': fixture('parallel.yaml'), 'sc.json': JSON.stringify(scenario(false)) });
    const r = await ws.run(['run', 'parallel.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(called(ws).sort()).toEqual(['market_research', 'tech_research']);
    const s = await ws.run(['status', 'parallel.yaml', '--run-id', 'r1', '--json']);
    const status = jsonOf(s);
    const creates = decision(status, 'research_creates');
    expect(creates.chosen).toBe('else');
    expect(creates.branches[0].seen).toEqual({ "files['docs/research/market.md']": false, "files['docs/research/tech.md']": false });
    const requires = decision(status, 'synthesise_requires');
    expect(requires.chosen).toBe('else');
    expect(requires.to).toBe('DONE');
    // The text status and the history show the skip and what it saw.
    const text = await ws.run(['status', 'parallel.yaml', '--run-id', 'r1']);
    expect(text.stdout).toContain("synthesise_requires (visit 1): else -> DONE");
    expect(text.stdout).toContain("files['docs/research/market.md']=false");
    const h = await ws.run(['history', 'parallel.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(h).events.some((e: any) => e.event === 'decision_taken' && e.step === 'synthesise_requires')).toBe(true);
    // The run's outcome, status and history say the skip: the step, and the files it lacks.
    const skip = 'step synthesise skipped: it requires docs/research/market.md and docs/research/tech.md, which do not exist';
    expect(jsonOf(r).message).toBe(`${skip} (decision synthesise_requires took else and leads to DONE)`);
    expect(text.stdout).toContain(skip);
    expect(jsonOf(h).events.find((e: any) => e.event === 'decision_taken' && e.step === 'synthesise_requires').detail).toBe(skip);
  });

  it('one required file missing: the progress, the message and the history name that one', { tags: [CAMPAIGN] }, async () => {
    const sc = { steps: { ...scenario(true).steps, tech_research: [DONE] }, default: DONE };
    const ws = workspaceWith({ 'parallel.yaml': fixture('parallel.yaml'), 'sc.json': JSON.stringify(sc) });
    const r = await ws.run(['run', 'parallel.yaml', '--run-id', 'r1', ...agentArgs], { env: agentEnv(ws) });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const skip = 'step synthesise skipped: it requires docs/research/tech.md, which does not exist';
    // The progress line where it happens, and the run's last word.
    expect(r.stderr + r.stdout).toContain(`${skip}; synthesise_requires: decision -> DONE (else)`);
    expect(r.stdout + r.stderr).toContain(`${skip} (decision synthesise_requires took else and leads to DONE)`);
    const h = await ws.run(['history', 'parallel.yaml', '--run-id', 'r1']);
    expect(h.stdout).toContain(skip);
    expect(called(ws).sort()).toEqual(['market_research', 'tech_research']);
  });

  it('a step skipped for a missing required file mid-run is listed as not run, with why, at the run\'s end and in status (text and --json) (formats35)', { tags: [CAMPAIGN] }, async () => {
    const wf = ['workflow:', '  id: req-mid', '  name: Req Mid', '  sequence:', '    - id: plan', '      agent: pm', '      action: Plan',
      '    - id: synthesise', '      agent: pm', '      action: Synthesise', '      requires: docs/research/market.md',
      '    - id: wrap', '      agent: pm', '      action: Wrap up', '    - meta: end', ''].join('\n');
    const ws = workspaceWith({ 'mid.yaml': wf, 'sc.json': JSON.stringify({ default: DONE }) });
    const why = 'step synthesise skipped: it requires docs/research/market.md, which does not exist';
    const expected = [{ step: 'synthesise', check: 'synthesise_requires', visit: 1, to: 'wrap', reason: why }];
    const text = await ws.run(['run', 'mid.yaml', '--run-id', 'r1', ...agentArgs], { env: agentEnv(ws) });
    expect(text.code, text.stdout + text.stderr).toBe(0);
    expect(called(ws)).toEqual(['plan', 'wrap']);
    // The run ended at wrap, whose message says nothing of the skip: the summary lists it.
    expect(text.stdout).toContain(`  not run:\n    synthesise  ${why} (synthesise_requires, visit 1 -> wrap)`);
    const again = await ws.run(['run', 'mid.yaml', '--run-id', 'r1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', not_run: expected });
    const status = await ws.run(['status', 'mid.yaml', '--run-id', 'r1']);
    expect(status.stdout).toContain(`  not run:\n    synthesise  ${why}`);
    expect(jsonOf(await ws.run(['status', 'mid.yaml', '--run-id', 'r1', '--json'])).not_run).toEqual(expected);
    // A --rerun-from before the check that goes around it again lists it once, at its latest visit.
    const rerun = jsonOf(await ws.run(['run', 'mid.yaml', '--run-id', 'r1', '--rerun-from', 'plan', '--json', ...agentArgs], { env: agentEnv(ws) }));
    expect(rerun).toMatchObject({ status: 'WORKFLOW_COMPLETE', not_run: [{ ...expected[0], visit: 2 }] });
    expect(rerun.not_run).toHaveLength(1);
    // With the file there, a rerun runs the step: it is no longer listed (run and status).
    ws.write('docs/research/market.md', '# market\n');
    const ran = jsonOf(await ws.run(['run', 'mid.yaml', '--run-id', 'r1', '--rerun-from', 'plan', '--json', ...agentArgs], { env: agentEnv(ws) }));
    expect(ran.status).toBe('WORKFLOW_COMPLETE');
    expect(called(ws).slice(-3)).toEqual(['plan', 'synthesise', 'wrap']);
    expect(ran.not_run).toBeUndefined();
    expect(jsonOf(await ws.run(['status', 'mid.yaml', '--run-id', 'r1', '--json'])).not_run).toBeUndefined();
    // A run that skipped nothing lists nothing.
    const full = await ws.run(['run', 'mid.yaml', '--run-id', 'r2', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(full).status).toBe('WORKFLOW_COMPLETE');
    expect(jsonOf(full).not_run).toBeUndefined();
  });

  it('branches that write their files: the step that requires them runs', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'parallel.yaml': fixture('parallel.yaml'), 'sc.json': JSON.stringify(scenario(true)) });
    const r = await ws.run(['run', 'parallel.yaml', '--run-id', 'r2', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(called(ws)).toContain('synthesise');
    const status = jsonOf(await ws.run(['status', 'parallel.yaml', '--run-id', 'r2', '--json']));
    expect(decision(status, 'research_creates').chosen).toBe(0);
    expect(decision(status, 'synthesise_requires').to).toBe('synthesise');
  });

  it('a required path whose folder is a symlink out of the workspace stops the run (PATH_OUTSIDE_WORKSPACE) instead of reading outside', async () => {
    const ws = workspaceWith({ 'parallel.yaml': fixture('parallel.yaml'), 'sc.json': JSON.stringify(scenario(false)) });
    const dir = mkdtempSync(join(tmpdir(), 'fa26-outside-'));
    outside.push(dir);
    symlinkSync(dir, ws.path('docs'));
    const r = await ws.run(['run', 'parallel.yaml', '--run-id', 'r3', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(called(ws)).not.toContain('synthesise');
  });

  it('convert carries the checks: the native file skips the same way, and validate refuses a files read that is not one workspace path', async () => {
    const ws = workspaceWith({ 'parallel.yaml': fixture('parallel.yaml'), 'sc.json': JSON.stringify(scenario(false)) });
    const c = await ws.run(['convert', 'parallel.yaml', '--out', 'native.yaml']);
    expect(c.code, c.stderr).toBe(0);
    const native = ws.yaml('native.yaml');
    expect(native.steps.synthesise_requires.decide[0].if).toBe("files['docs/research/market.md'] && files['docs/research/tech.md']");
    const r = await ws.run(['run', 'native.yaml', '--run-id', 'n1', '--json', ...agentArgs], { env: agentEnv(ws) });
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(called(ws)).not.toContain('synthesise');
    const bad = (expr: string) => `version: '4.0'\nname: f\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs: {optional: [p]}\nsteps:\n  d:\n    decide:\n      - if: "${expr}"\n        to: DONE\n      - else: BLOCKED\n`;
    for (const expr of ["files['../etc/passwd']", 'files[inputs.p]', "files['/etc/passwd']"]) {
      ws.write('bad.yaml', bad(expr));
      const v = jsonOf(await ws.run(['validate', 'bad.yaml', '--json']));
      expect(v.errors.map((e: any) => e.code), expr).toContain('DECISION_EXPRESSION_INVALID');
    }
    ws.write('good.yaml', bad("files['docs/a.md']"));
    expect(jsonOf(await ws.run(['validate', 'good.yaml', '--json'])).errors).toEqual([]);
  });
});
