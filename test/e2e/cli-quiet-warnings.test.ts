// --quiet drops the progress lines, not the warnings: a budget the chosen agent cannot be held to
// is said on stderr at the run's start (docs/cli.md, -q), as --json lists it in `warnings`.
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, removeAll, workflow } from './agent-support.js';

afterAll(removeAll);

const WF = workflow(
  `
  work:
    inline_instruction: |
      Do the work.

      status: OK
    output: 'runs/{{run_id}}/work.md'
    statuses: { OK: DONE }
    max_turns: 7`,
);

describe('run --quiet', () => {
  it('prints no progress lines but still says an unenforced budget on stderr', async () => {
    const ws = new Workspace({ 'wf.yaml': WF });
    const bin = ws.fakeBin(['codex']);
    const env = { PATH: `${bin}:${process.env['PATH']}`, FAKE_AGENT_LOG: ws.path('calls.jsonl') };
    const warning = "step work's max_turns (7) is not enforced: its agent codex reports no turns";
    const quiet = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--quiet', '--agent', 'codex'], { env });
    expect(quiet.code, quiet.stderr).toBe(0);
    expect(quiet.stderr).toBe(`stagegate: warning: ${warning}\n`);
    expect(quiet.stdout).toContain('WORKFLOW_COMPLETE');
    // --json (with or without --quiet): the warnings are in its object, stderr stays empty.
    const json = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--quiet', '--json', '--agent', 'codex'], { env });
    expect(JSON.parse(json.stdout)).toMatchObject({ status: 'WORKFLOW_COMPLETE', warnings: [warning] });
    expect(json.stderr).toBe('');
  });
});
