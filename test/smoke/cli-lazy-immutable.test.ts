// The CLI bundle's `immutable` is src/action/lazy-immutable.cjs (tsconfig.json `paths`, which
// ncc's resolver follows), which requires `./immutable.cjs` at Immutable.js's first use: the
// package built on its own, beside the chunks (scripts/bundle.mjs). Only a foreach's items are an
// Immutable List, so a run or a status of a workflow without a foreach compiles none of it (B5,
// docs/benchmarks.md), and a foreach run loads it from that file and works with it.
//
// What a process loaded is what test/fixtures/loaded-files-probe.cjs, preloaded, records.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI, jsonOf, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { expectBuiltCli } from './smoke-support.js';

const BUNDLE = join(CLI, '..');
const PROBE = join(import.meta.dirname, '..', 'fixtures', 'loaded-files-probe.cjs');
// A string of Immutable.js's own code (its List's brand) that no other package has.
const IMMUTABLE_CODE = '@@__IMMUTABLE_LIST__@@';

const logs = mkdtempSync(join(tmpdir(), 'sg-loaded-'));
beforeAll(expectBuiltCli);
afterAll(async () => {
  await removeWorkspaces();
  rmSync(logs, { recursive: true, force: true });
});

/** Run the built CLI with the probe: its result and the names of its bundle's files the CLI's own process loaded. */
async function runProbed(ws: TempWorkspace, args: string[]) {
  const log = join(logs, `${Math.random().toString(36).slice(2)}.log`);
  const result = await ws.run(args, { env: { NODE_OPTIONS: `--require ${JSON.stringify(PROBE)}`, STAGEGATE_TEST_LOADED_LOG: log } });
  const entries = readFileSync(log, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.split(' '));
  // The CLI's own process: the one whose script is the bundle's entry (its stages are shells).
  const names = entries.filter(([, script, url]) => script === CLI && url!.startsWith(`file://${BUNDLE}/`)).map(([, , url]) => basename(url!));
  expect(names, `the CLI's entry among what its process loaded`).toContain('index.js');
  return { result, names };
}

const foreachYaml = `version: '4.0'
name: fe
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  items:
    foreach:
      source: registry.md
      id_field: ID
      order: registry
    per_item:
      work:
        run: 'source lib.sh; stage OK'
        output: 'runs/{{run_id}}/{{item_id}}.md'
        statuses: { OK: next_artifact }
    completion: { require: all items verified, on_complete: DONE }
`;
const registry = ['# Items', '', '| ID | Name | Status |', '|---|---|---|', '| A-1 | one | PENDING |', '| A-2 | two | PENDING |', ''].join('\n');

describe('the CLI bundle', () => {
  it("holds Immutable.js's code in immutable.cjs alone", () => {
    const names = readdirSync(BUNDLE).filter((f) => f.endsWith('.js') || f.endsWith('.cjs'));
    expect(names.filter((f) => readFileSync(join(BUNDLE, f), 'utf8').includes(IMMUTABLE_CODE))).toEqual(['immutable.cjs']);
  });

  it('loads no Immutable.js for a run, its resume and its status without a foreach; a foreach run loads it and completes', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('two', { a: { run: 'source lib.sh; stage OK', statuses: { OK: 'b' } }, b: { run: 'source lib.sh; stage OK', statuses: { OK: 'DONE' } } }), 'fe.yaml': foreachYaml, 'registry.md': registry });
    const first = await runProbed(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'a', '--json']);
    expect(jsonOf(first.result)).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'b' });
    const status = await runProbed(ws, ['status', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(status.result)).toMatchObject({ active_step: 'b' });
    const resumed = await runProbed(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--json']);
    expect(jsonOf(resumed.result)).toMatchObject({ status: 'WORKFLOW_COMPLETE', completed_steps: ['a', 'b'] });
    for (const { names } of [first, status, resumed]) {
      expect(names).toContain('index.js');
      expect(names).not.toContain('immutable.cjs');
    }
    const fe = await runProbed(ws, ['run', 'fe.yaml', '--run-id', 'f1', '--json']);
    expect(fe.result.code, fe.result.stderr).toBe(0);
    expect(jsonOf(fe.result)).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(fe.names).toContain('immutable.cjs');
    expect(ws.read('registry.md')).toMatch(/\| A-1 \| one \| VERIFIED \|[^]*\| A-2 \| two \| VERIFIED \|/);
    const feStatus = await runProbed(ws, ['status', 'fe.yaml', '--run-id', 'f1', '--json']);
    expect(feStatus.result.code, feStatus.result.stderr).toBe(0);
    expect(feStatus.names).toContain('immutable.cjs');
  });
});
