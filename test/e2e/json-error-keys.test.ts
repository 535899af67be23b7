// Every command's --json on a workflow that does not load: one object with the command's fixed
// keys (docs/cli.md: keys are fixed), null where not known, and `location` (where in the file
// the refusal was found), as run --json gives it.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';

afterAll(removeWorkspaces);

// A quote left open on line 6 (the parser finds it on line 7).
const BROKEN = ["version: '4.0'", 'name: b', "state_path: 'runs/{{run_id}}/s.yaml'", 'steps:', '  a:', "    run: 'echo hi", '    statuses: {OK: DONE}', ''].join('\n');

const GRAPH_KEYS = ['status', 'exit_code', 'message', 'workflow', 'workflow_file', 'run_id', 'state_path', 'run_status', 'mermaid', 'steps', 'taken'];

describe('--json error path: fixed keys and location', () => {
  it.each([
    ['run', ['run', 'flow.yaml', '--run-id', 'r1', '--json']],
    ['status', ['status', 'flow.yaml', '--run-id', 'r1', '--json']],
    ['plan', ['plan', 'flow.yaml', '--run-id', 'r1', '--json']],
    ['graph', ['graph', 'flow.yaml', '--run-id', 'r1', '--json']],
    ['approve', ['approve', 'flow.yaml', '--run-id', 'r1', '--json']],
    ['reject', ['reject', 'flow.yaml', '--run-id', 'r1', '--json']],
  ])('%s', async (command, args) => {
    const ws = workspaceWith({ 'flow.yaml': BROKEN });
    const r = await ws.run(args);
    expect(r.code).toBe(5);
    const out = jsonOf(r);
    expect(out['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(out['exit_code']).toBe(5);
    expect(out['location']).toMatchObject({ file: 'flow.yaml', line: 7 });
    if (command === 'graph') {
      for (const key of GRAPH_KEYS) expect(out, key).toHaveProperty(key);
      expect(out).toMatchObject({ workflow: null, workflow_file: 'flow.yaml', run_id: 'r1', state_path: null, run_status: null, mermaid: null, steps: [], taken: [] });
    }
  });
});
