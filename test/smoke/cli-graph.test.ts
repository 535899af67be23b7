// `stagegate graph` through the built CLI: a workflow in another runner's format, an invalid
// workflow (exit 5, the finding on stderr, nothing on stdout), a usage error, --help. The chart
// alone on stdout and --json of a paused run: cli-status-plan.test.ts, on the run its status and
// plan read. Proved in-process instead (the same code as the bundle's): status of the same invalid
// workflow (test/e2e/status.test.ts, "a workflow that does not load"), a command without its
// workflow (test/e2e/run-loop.test.ts, `run` alone).
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { REVIEW_LOOP, expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate graph', () => {
  it('a CCW workflow loads as validate loads it; an invalid workflow fails with exit 5, its finding on stderr', async () => {
    const ws = workspaceWith({ 'bad.yaml': "version: '4.0'\nname: bad\nsteps:\n  a:\n    run: echo\n    statuses: {OK: DONE}\n" });
    cpSync(join(REPO_ROOT, 'test', 'fixtures', 'formats', 'ccw', 'quick-bugfix.json'), ws.path('quick-bugfix.json'));
    const ccw = await ws.run(['graph', 'quick-bugfix.json']);
    expect(ccw.code, ccw.stderr).toBe(0);
    expect(ccw.stdout).toMatch(/^flowchart TD\n {2}nStart\(\("start"\)\)\n {2}s0\["N_001"\]/);

    const bad = await ws.run(['graph', 'bad.yaml']);
    expect(bad.code).toBe(5);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toBe('stagegate: WORKFLOW_CONTRACT_INVALID: bad.yaml:1:1 MISSING_KEY state_path is required\n  fix: Add state_path: (see docs/workflow-format.md).\n');
  });

  it('usage errors exit 2; --help shows the usage', async () => {
    const ws = workspaceWith({ 'wf.yaml': REVIEW_LOOP });
    const flag = await ws.run(['graph', 'wf.yaml', '--stop-after-step', 'draft']);
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain("--stop-after-step does not apply to 'graph'");
    const help = await ws.run(['graph', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('stagegate graph <workflow> [name=value ...] [--run-id ID] [--json]');
  });
});
