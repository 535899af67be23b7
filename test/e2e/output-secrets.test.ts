// A secret in an accepted output (docs/security.md): the logs mask it, the output is kept as
// written — and the Action uploads it as an artifact GitHub does not mask — so the run warns,
// naming the variable, never the value: a `warning:` note, `--json` warnings, the Action's annotation.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanupHarness, runActionStep, tempDir } from '../helpers/action-harness.js';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);
afterAll(cleanupHarness);

const SECRET = 'sk_live_Zq81secretvalue';

// `leak` writes the token into its output on each of its two visits; `clean` writes none.
const WF = `version: '4.0'
name: leaky
state_path: 'runs/{{run_id}}/workflow_state.yaml'
steps:
  leak:
    run: |
      printf 'the key is %s\\n' "$MY_API_TOKEN" > "$STAGEGATE_OUTPUT"
      if [ "$STAGEGATE_VISIT" = 1 ]; then stagegate gate AGAIN; else stagegate gate OK; fi
    output: 'runs/{{run_id}}/leak.md'
    max_visits: 2
    statuses: { AGAIN: leak, OK: clean }
  clean:
    run: |
      echo nothing secret > "$STAGEGATE_OUTPUT"; stagegate gate OK
    output: 'runs/{{run_id}}/clean.md'
    statuses: { OK: DONE }
`;

describe('a secret in an accepted output', () => {
  it('is warned about once per step, naming the variable and the output, never the value (text and --json)', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const env = { MY_API_TOKEN: SECRET };
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r1'], { env });
    expect(text.code, text.stdout + text.stderr).toBe(0);
    const all = text.stdout + text.stderr;
    expect(all).not.toContain(SECRET);
    const said = all.split('\n').filter((l) => l.includes('holds the value of MY_API_TOKEN'));
    expect(said, all).toHaveLength(1);
    expect(said[0]).toContain('warning: ');
    expect(said[0]).toContain('leak: its accepted output runs/r1/leak.md');
    expect(said[0]).toContain('GitHub does not mask');
    // The output is kept as written.
    expect(ws.read('runs/r1/leak.md')).toContain(SECRET);

    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--json'], { env }));
    expect(json.status).toBe('WORKFLOW_COMPLETE');
    const warned = (json.warnings as string[]).filter((w) => w.includes('MY_API_TOKEN'));
    expect(warned).toHaveLength(1);
    expect(JSON.stringify(json)).not.toContain(SECRET);
  });

  it("the Action: a warning annotation naming the variable; no annotation, output or line of the job log holds the value", async () => {
    const ws = tempDir('sg-output-secret-');
    writeFileSync(join(ws, 'wf.yaml'), WF);
    const r = await runActionStep({ workspace: ws, inputs: { workflow: 'wf.yaml', 'run-id': 'a1', persist: 'none' }, env: { MY_API_TOKEN: SECRET } });
    expect(r.outputs['status'], r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const warned = r.annotations.filter((a) => a.level === 'warning' && a.message.includes('MY_API_TOKEN'));
    expect(warned.map((a) => a.message), JSON.stringify(r.annotations)).toEqual([expect.stringContaining('leak: its accepted output runs/a1/leak.md holds the value of MY_API_TOKEN')]);
    // The one line that holds it registers it with the runner, which masks it from then on.
    const printed = r.stdout.split('\n').filter((l) => l.includes(SECRET));
    expect(printed).toEqual([`::add-mask::${SECRET}`]);
    expect(JSON.stringify(r.annotations) + JSON.stringify(r.outputs)).not.toContain(SECRET);
  });

  it('says nothing when the stage had the secret but its outputs do not hold it', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF.replace('"$MY_API_TOKEN"', '"not it"') });
    const json = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { MY_API_TOKEN: SECRET } }));
    expect(json.status).toBe('WORKFLOW_COMPLETE');
    expect(JSON.stringify(json.warnings ?? [])).not.toContain('MY_API_TOKEN');
  });
});
