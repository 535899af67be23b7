// `validate` (no argument, or a folder) never takes a file stagegate writes for a workflow: a run's
// state snapshot (whatever state_path names it; its steps: carry prompt:/output: keys), its
// RUN_MANIFEST.yaml and a shard's SHARD.json (which has a state_path:) are skipped and listed
// (formats/detect.ts stagegateOwnFile, docs/formats.md#detection). Named on the command line, one
// is refused as what it is (WORKFLOW_FORMAT_UNKNOWN), not with the native shape errors its keys give.
import { afterAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { jsonOf, REPO_ROOT, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { detectWorkflow } from '../../src/core/formats/detect.js';
import { planned, shardFolder } from './shards-parallel-fixtures.js';

afterAll(removeWorkspaces);

const FAKE_AGENT = join(REPO_ROOT, 'test', 'fixtures', 'fake-agent.cjs');
const WF = "{version: '4.0', name: m, state_path: 'runs/{{run_id}}/state.yaml', inputs: {required: [run_id]}, steps: {a: {inline_instruction: 'Say hi.', output: 'runs/{{run_id}}/a.md', statuses: {OK: DONE}}}}\n";

describe("validate <dir> skips stagegate's own files", () => {
  it('after a run with an agent step, `validate` checks the workflow only and lists the state file and manifest as skipped', async () => {
    const ws = workspaceWith({ 'wf.yaml': WF });
    const run = await ws.run(['run', 'wf.yaml', '--run-id', 'x', '--agent', 'command', '--agent-command', FAKE_AGENT]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(ws.read('runs/x/state.yaml')).toMatch(/^ {2}a:\n(?: {4}.*\n)*? {4}prompt: /m);
    const text = await ws.run(['validate', '--strict']);
    expect(text.code, text.stdout).toBe(0);
    expect(text.stdout.trim().split('\n').at(-1)).toBe('1 workflow file checked: 0 errors, 0 warnings; 2 other YAML/JSON files skipped, not workflows (--json lists them)');
    const json = jsonOf(await ws.run(['validate', '.', '--json']));
    expect(json['files']).toEqual(['wf.yaml']);
    expect(json['skipped']).toEqual([
      { file: 'runs/x/RUN_MANIFEST.yaml', reason: "stagegate's run manifest (RUN_MANIFEST.yaml)" },
      { file: 'runs/x/state.yaml', reason: "stagegate's run state file (schema: stagegate/state@2)" },
    ]);
    // Named: what it is, once, not 50 shape errors; convert says the same and prints nothing.
    for (const command of ['validate', 'convert']) {
      const named = await ws.run([command, 'runs/x/state.yaml']);
      expect(named.code).toBe(1);
      const said = named.stdout + named.stderr;
      expect(said).toContain("runs/x/state.yaml:1:1  error  WORKFLOW_FORMAT_UNKNOWN  stagegate's run state file (schema: stagegate/state@2), not a workflow: stagegate writes it as a run goes (a directory walk skips it)");
      expect(said).not.toContain('UNKNOWN_KEY');
    }
  });

  it("a shard folder's SHARD.json (it has a state_path:) and its run's state are skipped too", async () => {
    const ws = await planned();
    const shard = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'b', '--json']);
    expect(shard.code, shard.stdout + shard.stderr).toBe(0);
    expect(JSON.parse(ws.read(`${shardFolder('b')}/SHARD.json`))).toHaveProperty('state_path');
    const json = jsonOf(await ws.run(['validate', '--json']));
    expect(json['files']).toEqual(['wf.yaml']);
    expect(json['errors']).toEqual([]);
    const skipped = json['skipped'] as Array<{ file: string; reason: string }>;
    expect(skipped).toContainEqual({ file: `${shardFolder('b')}/SHARD.json`, reason: "stagegate's shard descriptor (SHARD.json)" });
    expect(skipped).toContainEqual({ file: `${shardFolder('b')}/workflow_state.yaml`, reason: "stagegate's run state file (schema: stagegate/state@2)" });
  });

  it('detectWorkflow: any stagegate/…@N schema (an old state@1, the fresh-start marker) is not a workflow; a workflow beside an unrelated schema: still is', () => {
    expect(detectWorkflow({ schema: 'stagegate/state@1', steps: { a: { prompt: 'p.md', output: 'o.md' } } })).toEqual({ kind: 'not', reason: "stagegate's run state file (schema: stagegate/state@1)" });
    expect(detectWorkflow({ schema: 'stagegate/fresh-start@1', state_path: 'x' })).toEqual({ kind: 'not', reason: 'a file stagegate writes (schema: stagegate/fresh-start@1)' });
    expect(detectWorkflow({ schema: 'https://json-schema.org/x', version: '4.0', state_path: 'x', steps: {} })).toEqual({ kind: 'native' });
    expect(detectWorkflow({ run_id: 'x', version: '4.0', state_path: 'x', steps: {} })).toEqual({ kind: 'native' });
  });
});
