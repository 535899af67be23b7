// The CLI's last word on an error (src/cli/index.ts main: a stagegate error, a usage error, an
// internal error) goes through printable(): a message quoting a file name, an argument or workflow
// text carries no escape sequence to the terminal. The CLI's main in this process.
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/index.js';
import type { SourceInfo } from '../../src/core/run/ports.js';
import { removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

const RED = '\u001b[31m';
const TITLE = '\u001b]0;pwned\u0007';

async function stderrOf(cwd: string, args: string[], source?: SourceInfo): Promise<{ code: number; stderr: string }> {
  const stderr: string[] = [];
  const code = await main(args, { cwd, env: { PATH: process.env['PATH'] ?? '' }, stdout: { write: () => true }, stderr: { write: (s: string) => stderr.push(s) }, ...(source ? { source } : {}) });
  return { code, stderr: stderr.join('') };
}

describe('main prints error messages without control characters', () => {
  it('a stagegate error quoting a file name, a usage error quoting an argument: the text stays, the escapes go', async () => {
    const ws = workspaceWith({}, { git: false });
    const missing = await stderrOf(ws.dir, ['graph', `wf${RED}${TITLE}.yaml`]);
    expect(missing.code).toBe(5);
    expect(missing.stderr).toContain('stagegate: WORKFLOW_CONTRACT_INVALID: wf.yaml: WORKFLOW_FILE_UNREADABLE');
    expect(missing.stderr).not.toMatch(/[\u001b\u0007]/);

    const usage = await stderrOf(ws.dir, ['-C', `nope${RED}dir`, 'status', 'wf.yaml']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("stagegate: workspace 'nopedir' is not a directory");
    expect(usage.stderr).not.toContain('\u001b');
  });

  it('an internal error: its message without escapes', async () => {
    const ws = workspaceWith({ 'wf.yaml': "version: '4.0'\nname: t\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  only:\n    decide:\n      - else: DONE\n" }, { git: false });
    const throwing: SourceInfo = {
      sourceCommit: () => {
        throw new Error(`boom${RED} at wf.yaml`);
      },
    };
    expect((await stderrOf(ws.dir, ['run', 'wf.yaml', '--run-id', 'r1'], { sourceCommit: () => null })).code).toBe(0);
    const r = await stderrOf(ws.dir, ['status', 'wf.yaml', '--run-id', 'r1'], throwing);
    expect(r.code).toBe(70);
    expect(r.stderr).toContain('stagegate: internal error: boom at wf.yaml');
    expect(r.stderr).not.toContain('\u001b');
  });
});

describe('a workflow refusal quoting workflow text, and a run id as given, print without control characters', () => {
  it('list (a run whose workflow is refused), history, logs and status: the text stays, the escapes go', async () => {
    const valid = "version: '4.0'\nname: t\nstate_path: 'runs/{{run_id}}/workflow_state.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  ask:\n    approval: { message: go? }\n    on_approve: DONE\n";
    const ws = workspaceWith({ 'wf.yaml': valid });
    expect((await ws.run(['run', 'wf.yaml', '--run-id', 'r1'])).code).toBe(0);
    // Edited into a workflow run refuses: the finding quotes the agent as the workflow writes it (YAML "\e" is ESC).
    ws.write('wf.yaml', valid.replace('    approval:', '    agent: "\\e[31mevil\\e]0;pwned\\a"\n    approval:'));
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'r1']);
    expect(run.code).toBe(5);
    expect(run.stdout).toContain("INVALID_VALUE agent 'evil' of step 'ask'");
    const list = await ws.run(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("(workflow refused, as run refuses it: wf.yaml:8:12 INVALID_VALUE agent 'evil' of step 'ask'");
    expect(list.stdout).not.toMatch(/[\u001b\u0007]/);
    const history = await ws.run(['history', 'wf.yaml', '--run-id', 'r1']);
    expect(history.code).toBe(5);
    expect(history.stdout).toContain("INVALID_VALUE agent 'evil' of step 'ask'");
    expect(history.stdout).not.toMatch(/[\u001b\u0007]/);
    const logs = await ws.run(['logs', 'wf.yaml', '--run-id', 'r1']);
    expect(logs.code).toBe(5);
    expect(logs.stderr).toContain("stagegate: WORKFLOW_CONTRACT_INVALID: wf.yaml:8:12 INVALID_VALUE agent 'evil' of step 'ask'");
    expect(logs.stderr).not.toMatch(/[\u001b\u0007]/);
    // The run id as given is said on the run: line of the refusal (status as run says it).
    for (const command of ['status', 'run']) {
      const r = await ws.run([command, 'wf.yaml', '--run-id', `r1${RED}${TITLE}`]);
      expect(r.code, command).toBe(5);
      expect(r.stdout, command).toContain('  run:      r1\n');
      expect(r.stdout, command).not.toMatch(/[\u001b\u0007]/);
    }
  });
});
