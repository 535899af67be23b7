// The `validate` command a refusal of an invalid workflow names ("and N more: run `stagegate
// validate …`") pastes from where the refused command was typed: with `-C DIR` as it was given and
// the workflow's path one shell word, so it lists the findings instead of not finding the file.
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { removeWorkspaces, runCli, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

/** The words a shell reads from a printed command, without its leading `stagegate`. */
function pasted(command: string): string[] {
  const r = spawnSync('sh', ['-c', `set -- ${command}\nprintf '%s\\0' "$@"`], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const words = r.stdout.split('\0').slice(0, -1);
  expect(words[0]).toBe('stagegate');
  return words.slice(1);
}

// Two errors: a target that is no step, and an undeclared placeholder.
const BAD = [
  "version: '4.0'",
  'name: bad',
  "state_path: 'runs/{{run_id}}/state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  a:',
  "    run: 'echo {{nope}}'",
  "    output: 'runs/{{run_id}}/a.md'",
  '    statuses: {OK: b}',
  '',
].join('\n');

describe('the validate command of a WORKFLOW_CONTRACT_INVALID refusal', () => {
  for (const verb of ['run', 'plan', 'status', 'graph', 'history']) {
    it(`${verb} -C DIR: names \`stagegate -C DIR validate FILE\`, which lists the findings when pasted where ${verb} was typed`, async () => {
      const ws = workspaceWith({});
      ws.write('my proj/bad wf.yaml', BAD);
      const refused = await runCli(['-C', 'my proj', verb, 'bad wf.yaml', '--run-id', 'r1'], { cwd: ws.dir });
      expect(refused.code, refused.stdout + refused.stderr).toBe(5);
      const said = /run `(stagegate [^`]*validate[^`]*)`/.exec(refused.stdout + refused.stderr);
      expect(said?.[1], refused.stdout + refused.stderr).toBe("stagegate -C 'my proj' validate 'bad wf.yaml'");
      const validated = await runCli(pasted(said![1]!), { cwd: ws.dir });
      expect(validated.code, validated.stdout + validated.stderr).toBe(1);
      expect(validated.stdout + validated.stderr).toContain('UNKNOWN_TARGET');
      expect(validated.stdout + validated.stderr).not.toContain('WORKFLOW_FILE_UNREADABLE');
    });
  }
});
