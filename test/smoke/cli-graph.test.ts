// `stagegate graph` through the built CLI: a workflow in another runner's format, an invalid
// workflow, a usage error, --help. The chart alone on stdout (plain, and coloured by a paused
// run) and --json: cli-status-plan.test.ts, on the run its status and plan read.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate graph', () => {
  it('a CCW workflow loads as validate loads it; an invalid workflow fails as plan and status fail', async () => {
    const ws = workspaceWith({ 'bad.yaml': "version: '4.0'\nname: bad\nsteps:\n  a:\n    run: echo\n    statuses: {OK: DONE}\n" });
    cpSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'ccw', 'quick-bugfix.json'), ws.path('quick-bugfix.json'));
    const ccw = await ws.run(['graph', 'quick-bugfix.json']);
    expect(ccw.code, ccw.stderr).toBe(0);
    expect(ccw.stdout).toMatch(/^flowchart TD\n {2}nStart\(\("start"\)\)\n {2}s0\["N_001"\]/);

    const bad = await ws.run(['graph', 'bad.yaml']);
    const status = await ws.run(['status', 'bad.yaml', '--run-id', 'x']);
    expect(status.code).toBe(5);
    expect(bad.code).toBe(status.code);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('stagegate: WORKFLOW_CONTRACT_INVALID: bad.yaml:1:1 MISSING_KEY state_path is required\n  fix: Add state_path: (see docs/workflow-format.md).\n');
    expect(status.stdout).toContain('bad.yaml:1:1 MISSING_KEY state_path is required');
    expect(jsonOf(await ws.run(['graph', 'bad.yaml', '--json']))).toMatchObject({ status: 'WORKFLOW_CONTRACT_INVALID', exit_code: 5, message: 'bad.yaml:1:1 MISSING_KEY state_path is required' });
  });

  it('usage errors exit 2; --help shows the usage', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const flag = await ws.run(['graph', 'wf.yaml', '--stop-after-step', 'draft']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("--stop-after-step does not apply to 'graph'");
    const none = await ws.run(['graph']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('graph needs a workflow file');
    const help = await ws.run(['graph', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('stagegate graph <workflow> [name=value ...] [--run-id ID] [--json]');
  });
});
