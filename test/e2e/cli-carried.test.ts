// The CLI carried between CI jobs on other machines (a run root restored at another path, by another
// user): the commands it prints paste there, what it cannot read it says, and a run it cannot find
// it says it did not find.
import { spawnSync } from 'node:child_process';
import { cpSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, outsideDir, removeWorkspaces, runCli, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

/** The words a shell reads from a printed command, without its leading `stagegate`. */
function pasted(command: string): string[] {
  const r = spawnSync('sh', ['-c', `set -- ${command}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const words = r.stdout.split('\0').slice(0, -1);
  expect(words[0]).toBe('stagegate');
  return words.slice(1);
}

// A shell step, then an agent step run by the project's own script (the prompt on stdin).
const WF = [
  "version: '4.0'",
  'name: carried',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  build:',
  "    run: 'source lib.sh; finish OK'",
  "    output: 'runs/{{run_id}}/build.md'",
  '    statuses: { OK: review }',
  '  review:',
  '    inline_instruction: Review the build.',
  "    output: 'runs/{{run_id}}/review.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');
const AGENT = '#!/bin/sh\ncat >/dev/null\n. ./lib.sh\nfinish OK\n';

describe('a relative --agent-command is printed as it was given', () => {
  it('next_command and next: carry scripts/agent.sh, not this checkout\'s absolute path; pasted in a copy at another path, the run completes', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF, 'scripts/agent.sh': AGENT });
    ws.write('scripts/agent.sh', AGENT, 0o755);
    const first = jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--agent-command', 'scripts/agent.sh', '--stop-after-step', 'build', '--json']));
    expect(first['next_command']).toBe('stagegate run wf.yaml --run-id r1 --agent command --agent-command scripts/agent.sh');
    const text = await ws.run(['run', 'wf.yaml', '--run-id', 'r2', '--agent', 'command', '--agent-command', 'scripts/agent.sh', '--stop-after-step', 'build']);
    expect(text.stdout).toContain('next:     stagegate run wf.yaml --run-id r2 --agent command --agent-command scripts/agent.sh');
    expect(text.stdout + text.stderr).not.toContain(ws.dir);
    // The next job: the checkout with its run root at another path; the printed command run there.
    const elsewhere = outsideDir();
    cpSync(ws.dir, elsewhere, { recursive: true });
    const resumed = jsonOf(await runCli([...pasted(first['next_command']), '--json'], { cwd: elsewhere }));
    expect(resumed).toMatchObject({ status: 'WORKFLOW_COMPLETE', run_id: 'r1' });
  });

  it('-C DIR: the path given relative to where the command was typed is printed so, and the pasted command finds it from there', async () => {
    const ws = workspaceWith({});
    ws.write('proj/wf.yaml', WF);
    ws.write('proj/lib.sh', ws.read('lib.sh'));
    ws.write('proj/scripts/agent.sh', AGENT, 0o755);
    const first = jsonOf(await ws.run(['-C', 'proj', 'run', 'wf.yaml', '--run-id', 'r1', '--agent-command', 'proj/scripts/agent.sh', '--stop-after-step', 'build', '--json']));
    expect(first['next_command']).toBe('stagegate -C proj run wf.yaml --run-id r1 --agent command --agent-command proj/scripts/agent.sh');
    expect(jsonOf(await ws.run([...pasted(first['next_command']), '--json']))).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });
});
