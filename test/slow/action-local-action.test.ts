/**
 * Slow tier: the documented @github/local-action command runs the action's TypeScript source (its
 * exported run(), with local-action's own @actions/core) for validate and run, and prints the
 * outputs. It fetches @github/local-action with npx the first time, hence the slow tier.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, cleanupHarness, makeWorkspace, tempDir } from '../helpers/action-harness.js';
import { CLI, cliEnv } from '../helpers/cli.js';

const started: number[] = [];

afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  cleanupHarness();
});

/** .env.example with the given lines replaced, the workspace and summary pointed at temp files. */
function envFile(workspace: string, replace: Record<string, string>): { path: string; summary: string } {
  const dir = tempDir('sg-la-');
  const summary = join(dir, 'summary.md');
  writeFileSync(summary, '');
  let text = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
  for (const [name, value] of Object.entries({ ...replace, GITHUB_STEP_SUMMARY: summary })) text = text.replace(new RegExp(`^${name}=.*$`, 'm'), `${name}=${value}`);
  text += `\nGITHUB_WORKSPACE=${workspace}\n`;
  const path = join(dir, '.env');
  writeFileSync(path, text);
  return { path, summary };
}

function localAction(env: string): Promise<{ code: number | null; out: string }> {
  const child = spawn('npx', ['--yes', '@github/local-action@7.0.1', 'run', '.', 'src/action/main.ts', env], { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined) started.push(child.pid);
  let out = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d));
  return new Promise((done) => child.on('close', (code) => done({ code, out })));
}

describe('npx @github/local-action run . src/action/main.ts .env.example', () => {
  it('runs validate and run from the source and prints the outputs', async () => {
    const ws = makeWorkspace();
    const validate = envFile(ws, { INPUT_COMMAND: 'validate', INPUT_WORKFLOW: 'workflows' });
    const v = await localAction(validate.path);
    expect(v.code, v.out).toBe(0);
    expect(v.out).toContain('Action Outputs');
    expect(v.out).toMatch(/'status'\s*│\s*'VALID'/);
    expect(readFileSync(validate.summary, 'utf8')).toContain('Valid');

    const run = envFile(ws, {});
    const r = await localAction(run.path);
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/'status'\s*│\s*'WORKFLOW_COMPLETE'/);
    expect(r.out).toMatch(/'stages-run'\s*│\s*'5'/);
    expect(r.out).toContain('::group::draft · visit 1 · attempt 1');
    expect(readFileSync(run.summary, 'utf8')).toContain('Complete');
  });

  it("runs stagegate init's workflow (stages end with `stagegate gate`), and a failed step exits 1 without a stack trace", async () => {
    const ws = makeWorkspace();
    const init = spawnSync(process.execPath, [CLI, 'init'], { cwd: ws, env: cliEnv(), encoding: 'utf8' });
    expect(init.status, init.stderr).toBe(0);
    const r = await localAction(envFile(ws, { INPUT_WORKFLOW: 'stagegate/workflow.yaml' }).path);
    expect(r.out).not.toContain('command not found');
    expect(r.code, r.out).toBe(0);
    expect(r.out).toMatch(/'status'\s*│\s*'WORKFLOW_COMPLETE'/);

    writeFileSync(join(ws, 'broken.yaml'), "version: '4.0'\nname: broken\nstate_path: 'runs/{{run_id}}/state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: { OK: nowhere }\n");
    const v = await localAction(envFile(ws, { INPUT_COMMAND: 'validate', INPUT_WORKFLOW: 'broken.yaml' }).path);
    expect(v.code, v.out).toBe(1);
    expect(v.out).not.toContain('TypeError');
    expect(v.out).toMatch(/'status'\s*│\s*'WORKFLOW_CONTRACT_INVALID'/);
    expect(v.out).toContain('::error title=UNKNOWN_TARGET,file=broken.yaml,line=10');
  });
});
