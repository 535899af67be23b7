// `stagegate once` through the built CLI: a stage reaches the bundle on PATH (`stagegate once`, then
// `stagegate gate`), once runs the command and hands its stdout back, and outside a stage it is a
// usage error (exit 2). A retry that gets the recorded stdout back without running the command again
// is proved in-process, stages calling the CLI as real processes (test/e2e/cli-once.test.ts, "a
// retry of the attempt does not run the command again").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';
import { expectBuiltCli } from './smoke-support.js';

beforeAll(expectBuiltCli);
afterAll(removeWorkspaces);

describe('stagegate once, built', () => {
  it('does the effect in a stage and gives its stdout back, and refuses to run outside a stage', async () => {
    const run = [`v=$(stagegate once tag -- sh -c 'echo tagged >>effects.txt; printf "v1.2.0\\n"')`, 'echo "$v" >>seen.txt', 'stagegate gate OK'].join('\n');
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('o', { tag: { run } }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--json']);
    expect(jsonOf(r).status, r.stderr).toBe('WORKFLOW_COMPLETE');
    expect(ws.lines('effects.txt')).toEqual(['tagged']);
    expect(ws.lines('seen.txt')).toEqual(['v1.2.0']);
    const outside = await ws.run(['once', 'tag', '--', 'sh', '-c', 'echo tagged >>effects.txt']);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/^stagegate: once runs inside a stage/);
    expect(ws.lines('effects.txt')).toEqual(['tagged']);
  });
});
