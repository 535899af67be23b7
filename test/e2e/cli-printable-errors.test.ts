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
