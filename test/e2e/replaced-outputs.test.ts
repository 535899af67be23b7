// The run summary's outputs list names each accepted output with its verdict; when a later attempt
// of the step wrote the file again and failed, the file is not what that verdict accepted, and the
// list says so (user48 read "plan.md  plan: PLANNED" over a failed attempt's text with no gate).
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workflowYaml, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

describe('an accepted output a failed revisit wrote again', () => {
  it('is listed as replaced since it was accepted (text and --json), and not once a verdict is accepted again', async () => {
    // a completes, b sends the run back to a, a writes its output again on its second visit and fails.
    const ws = workspaceWith({
      'wf.yaml': workflowYaml('again', {
        a: { run: 'if [ -e a-once ] && [ ! -e a-fixed ]; then echo "half done" > "$STAGEGATE_OUTPUT"; exit 1; fi; touch a-once; source lib.sh; finish OK', statuses: { OK: 'b' } },
        b: { run: 'if [ -e b-once ]; then source lib.sh; finish OK; else touch b-once; source lib.sh; finish AGAIN; fi', statuses: { AGAIN: 'a', OK: 'DONE' } },
      }),
    });
    const failed = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(failed.code, failed.stdout + failed.stderr).toBe(6);
    expect(ws.read('runs/r1/a.md')).toBe('half done\n');
    expect(failed.stdout).toContain('    runs/r1/a.md  a: OK, accepted on visit 1; replaced since by an attempt not accepted\n');
    // b's output is what its verdict accepted: listed as before.
    expect(failed.stdout).toContain('    runs/r1/b.md  b: AGAIN\n');
    // Resumed, a fails again: --json marks the entry.
    const again = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json']));
    expect(again['artifacts']).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'runs/r1/a.md', gate_status: 'OK', replaced: true })]));
    expect(again['artifacts'].find((a: { path: string }) => a.path === 'runs/r1/b.md')).not.toHaveProperty('replaced');
    ws.write('a-fixed', '');
    const done = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(done.code, done.stdout + done.stderr).toBe(0);
    expect(done.stdout).toContain('    runs/r1/a.md  a: OK\n');
    expect(done.stdout).not.toContain('replaced since');
  });
});
