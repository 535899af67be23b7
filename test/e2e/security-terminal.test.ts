// What a stage writes never reaches the terminal as escape sequences through the CLI's own lines:
// a gate value quoted in an approval message (the run's summary, status) is printed without them.
import { afterAll, describe, expect, it } from 'vitest';
import { removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const WF = `version: '4.0'
name: t
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  a:
    run: |
      mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"; echo body > "$STAGEGATE_OUTPUT"
      stagegate gate OK --set "summary=$(printf 'fine\\033]0;HACKED\\007\\033[31mRED\\302\\233')"
    output: 'runs/{{run_id}}/a.md'
    statuses: { OK: sign }
  sign:
    approval: { message: 'Approve? {{steps.a.gate.summary}}' }
    on_approve: DONE
`;

describe('terminal escapes in untrusted text', () => {
  it('an approval message carrying a gate value is printed without escapes or control characters (run and status)', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    const status = await ws.run(['status', 'wf.yaml', '--run-id', 'r1']);
    for (const r of [run, status]) {
      const text = r.stdout + r.stderr;
      expect(text, text).toContain('Approve? fineRED');
      expect(text).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    }
  });
});
