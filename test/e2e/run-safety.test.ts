/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Values are data, never code; paths never leave the workspace; every stage gets its documented
// environment; the manifest and the LATEST_RUN.md pointer say where everything went.
import { afterAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import { git, jsonOf, outsideDir, removeWorkspaces, workflowYaml, workspaceWith, type TempWorkspace } from '../helpers/cli.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const PAYLOADS = [
  '$(touch pwned-1)',
  '`touch pwned-2`',
  'x; touch pwned-3',
  'a && touch pwned-4 || touch pwned-4b',
  "it's \"quoted\" 'twice'",
  "'; touch pwned-5; echo '",
  'first line\nsecond line; touch pwned-6\n$(touch pwned-7)',
  '$HOME ${PATH} \\ * ? ~ & | > < ! #',
  '{{run_id}} {{payload}}',
  '  padded  ',
  '-n',
  '',
  'tab\there',
  'ünïcödé ✓ \u2028 end',
];

function pwnedFiles(ws: TempWorkspace): string[] {
  return readdirSync(ws.dir).filter((f) => f.startsWith('pwned'));
}

describe('inputs are data, never code', () => {
  // One input per payload (p0, p1, ...), each echoed through {{pN}} in run:, through
  // $STAGEGATE_INPUT_PN, and through a default that embeds it.
  const names = PAYLOADS.map((_, i) => `p${i}`);
  const script = names
    .map((n) => `printf '%s' {{${n}}} >got-quoted-${n}.txt; printf '%s' "$STAGEGATE_INPUT_${n.toUpperCase()}" >got-env-${n}.txt; printf '%s' {{t_${n}}} >got-default-${n}.txt`)
    .join('; ');
  const wf = workflowYaml(
    'inject',
    { echo: { run: `source lib.sh; ${script}; stage OK` } },
    { required: ['run_id'], optional: names, defaults: Object.fromEntries(names.map((n) => [`t_${n}`, `T: {{${n}}}`])) },
  );

  // In npm test (review52): a security property (no shell splicing), and the only test of hostile values reaching a stage through a default that embeds them (security-injection has no default).
  it('$(...), backticks, ;, quotes, newlines and friends never execute and arrive intact via {{x}}, STAGEGATE_INPUT_X and defaults', async () => {
    const ws = workspaceWith({ 'wf.yaml': wf });
    const tokens = PAYLOADS.map((p, i) => `p${i}=${p}`);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', ...tokens, '--json']);
    expect(r.code).toBe(0);
    expect(jsonOf(r)['status']).toBe('WORKFLOW_COMPLETE');
    expect(pwnedFiles(ws)).toEqual([]);
    const state = ws.state('runs/p1/workflow_state.yaml');
    PAYLOADS.forEach((payload, i) => {
      const what = JSON.stringify(payload);
      expect(ws.read(`got-quoted-p${i}.txt`), what).toBe(payload);
      expect(ws.read(`got-env-p${i}.txt`), what).toBe(payload);
      expect(ws.read(`got-default-p${i}.txt`), what).toBe(`T: ${payload}`);
      // Persisted exactly (the state YAML round-trips it).
      expect(state.inputs[`p${i}`], what).toBe(payload);
    });
    // A resume reads them back from state and finds no conflict: nothing changed.
    const again = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', ...tokens, '--json']);
    expect(jsonOf(again)).toMatchObject({ status: 'WORKFLOW_COMPLETE', stages_run: 0 });
    expect(pwnedFiles(ws)).toEqual([]);
  });

  it('an empty required input is a missing one', async () => {
    const ws = workspaceWith({ 'wf.yaml': workflowYaml('empty', { a: { run: 'source lib.sh; stage OK' } }, { required: ['run_id', 'topic'] }) });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'p1', 'topic=', '--json']);
    expect(r.code).toBe(4);
    expect(jsonOf(r)).toMatchObject({ status: 'WORKFLOW_INPUT_REQUIRED', message: 'missing required input: topic' });
  });

  it('an input name with non-alphanumerics becomes STAGEGATE_INPUT_<UPPER_SNAKE>', { tags: [CAMPAIGN] }, async () => {
    const wf2 = workflowYaml('names', { a: { run: 'source lib.sh; printf "%s" "$STAGEGATE_INPUT_MY_INPUT_X" >got.txt; stage OK' } }, { optional: ['my-input.x'] });
    const ws = workspaceWith({ 'wf.yaml': wf2 });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'n1', 'my-input.x=$(touch pwned)', '--json']);
    expect(r.code).toBe(0);
    expect(ws.read('got.txt')).toBe('$(touch pwned)');
    expect(pwnedFiles(ws)).toEqual([]);
  });
});

describe('the stage environment', () => {
  it('sets every documented STAGEGATE_* variable, runs in the workspace root, and drops outer STAGEGATE_* values', { tags: [CAMPAIGN] }, async () => {
    const wf = workflowYaml(
      'envwf',
      {
        first: {
          run: 'source lib.sh; env | grep "^STAGEGATE_" | sort >env-$STAGEGATE_STEP.txt; pwd >cwd.txt; stage OK',
          statuses: { OK: 'second' },
        },
        second: { run: 'source lib.sh; env | grep "^STAGEGATE_" | sort >env-$STAGEGATE_STEP.txt; stage OK' },
      },
      { required: ['run_id', 'topic'], optional: ['unused'], defaults: { audience: 'devs of {{topic}}' } },
    );
    const ws = workspaceWith({ 'wf.yaml': wf });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'e1', 'topic=gates'], { env: { STAGEGATE_LEAK: 'outer', STAGEGATE_INPUT_TOPIC: 'outer' } });
    expect(r.code).toBe(0);
    const env = Object.fromEntries(ws.lines('env-first.txt').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
    expect(env).toMatchObject({
      STAGEGATE_WORKFLOW: 'envwf',
      STAGEGATE_STEP: 'first',
      STAGEGATE_RUN_ID: 'e1',
      STAGEGATE_OUTPUT: join(ws.dir, 'runs/e1/first.md'),
      STAGEGATE_VISIT: '1',
      STAGEGATE_ATTEMPT: '1',
      STAGEGATE_STATE_PATH: join(ws.dir, 'runs/e1/workflow_state.yaml'),
      STAGEGATE_RUN_ROOT: join(ws.dir, 'runs/e1'),
      STAGEGATE_INPUT_RUN_ID: 'e1',
      STAGEGATE_INPUT_TOPIC: 'gates',
      STAGEGATE_INPUT_AUDIENCE: 'devs of gates',
    });
    expect(env['STAGEGATE_OUTPUT']!.startsWith('/')).toBe(true);
    expect(env['STAGEGATE_LEAK']).toBeUndefined();
    expect(env['STAGEGATE_INPUT_UNUSED']).toBeUndefined();
    expect(ws.read('cwd.txt').trim()).toBe(ws.dir);
    expect(ws.read('env-second.txt')).toContain(`STAGEGATE_OUTPUT=${join(ws.dir, 'runs/e1/second.md')}\n`);
    expect(ws.read('env-second.txt')).toContain('STAGEGATE_STEP=second\n');
  });
});

describe('RUN_MANIFEST.yaml and LATEST_RUN.md', () => {
  it('record provenance: package version, source commit, times, status and every artifact with its sha256', { tags: [CAMPAIGN] }, async () => {
    const wf = workflowYaml(
      'prov',
      {
        a: { run: 'source lib.sh; stage OK', output: '{{artifact_root}}/a.md', statuses: { OK: 'b' } },
        b: { run: 'source lib.sh; stage DONE_OK', output: '{{artifact_root}}/b.md', statuses: { DONE_OK: 'DONE' } },
      },
      { defaults: { artifact_root: 'docs/re/runs/{{run_id}}' }, stateYaml: 'state/{{run_id}}/workflow_state.yaml' },
    );
    const ws = workspaceWith({ 'wf.yaml': wf, '.ai-engineering/package-version.yaml': 'package_version: 4.2.1\n' });
    const head = git(ws.dir, ['rev-parse', 'HEAD']).trim();
    const stop = await ws.run(['run', 'wf.yaml', '--run-id', 'm1', '--stop-after-step', 'a', '--json']);
    expect(jsonOf(stop)).toMatchObject({ status: 'PARTIAL_RESUMABLE', manifest_path: 'docs/re/runs/m1/RUN_MANIFEST.yaml', state_path: 'state/m1/workflow_state.yaml' });
    let manifest = ws.yaml('docs/re/runs/m1/RUN_MANIFEST.yaml');
    expect(manifest.status).toBe('PARTIAL_RESUMABLE');
    expect(manifest.artifacts).toHaveLength(1);
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'm1', '--json']);
    expect(r.code).toBe(0);
    manifest = ws.yaml('docs/re/runs/m1/RUN_MANIFEST.yaml');
    expect(manifest).toMatchObject({ agent_package_version: '4.2.1', run_id: 'm1', workflow: 'prov', execution_mode: 'resume', source_commit: head, status: 'WORKFLOW_COMPLETE' });
    for (const k of ['started_at', 'last_updated']) expect(Number.isNaN(Date.parse(manifest[k]))).toBe(false);
    expect(Date.parse(manifest.last_updated)).toBeGreaterThanOrEqual(Date.parse(manifest.started_at));
    expect(manifest.artifacts.map((a: any) => [a.step, a.path, a.gate_status])).toEqual([
      ['a', 'docs/re/runs/m1/a.md', 'OK'],
      ['b', 'docs/re/runs/m1/b.md', 'DONE_OK'],
    ]);
    for (const a of manifest.artifacts) expect(a.sha256).toBe(createHash('sha256').update(ws.readBytes(a.path)).digest('hex'));
    // The state agrees, and logs live in the run root.
    const state = ws.state('state/m1/workflow_state.yaml');
    expect(state).toMatchObject({ run_root: 'docs/re/runs/m1', source_commit: head, agent_package_version: '4.2.1' });
    expect(ws.exists('docs/re/runs/m1/logs/a.v1.a1.log')).toBe(true);
    // The pointer beside the runs folder names the run and its manifest; it is only a pointer.
    const pointer = ws.read('docs/re/LATEST_RUN.md');
    expect(pointer).toContain('- run_id: m1');
    expect(pointer).toContain('- manifest: docs/re/runs/m1/RUN_MANIFEST.yaml');
    expect(pointer).toContain('- status: WORKFLOW_COMPLETE');
  });

  it('outside a git repository and without a package version, both are null', async () => {
    const wf = workflowYaml('plain', { a: { run: 'source lib.sh; stage OK' } });
    const ws = workspaceWith({ 'wf.yaml': wf }, { git: false });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'z1', '--json']);
    expect(r.code).toBe(0);
    expect(ws.yaml('runs/z1/RUN_MANIFEST.yaml')).toMatchObject({ agent_package_version: null, source_commit: null, status: 'WORKFLOW_COMPLETE' });
    // Never in the workspace root: in the folder that holds the run folder.
    expect(ws.exists('LATEST_RUN.md')).toBe(false);
    expect(ws.read('runs/LATEST_RUN.md')).toContain('- run_id: z1');
  });
});

describe('paths that leave the workspace are refused with PATH_OUTSIDE_WORKSPACE', () => {
  it('outputs and state paths: ../x, /abs/x, via inputs, and a symlinked directory leading out; nothing is written there', async () => {
    const out = outsideDir();
    const rel = `../${basename(out)}`;
    const ws = workspaceWith({ 'wf.yaml': '' });
    symlinkSync(out, ws.path('link'));
    const one = (output: string, stateYaml?: string, required: string[] = ['run_id']) =>
      workflowYaml('paths', { a: { run: 'source lib.sh; stage OK', output } }, { required, ...(stateYaml ? { stateYaml } : {}) });
    const cases: Array<{ what: string; wf: string; tokens?: string[] }> = [
      { what: 'output ../', wf: one(`${rel}/a.md`) },
      { what: 'output absolute', wf: one(`${out}/a.md`) },
      { what: 'output through a symlinked dir', wf: one('link/a.md') },
      { what: 'output via an input', wf: one('{{dir}}/a.md', undefined, ['run_id', 'dir']), tokens: [`dir=${rel}`] },
      { what: 'output via an absolute input', wf: one('{{dir}}/a.md', undefined, ['run_id', 'dir']), tokens: [`dir=${out}`] },
      { what: 'output via an input through the symlink', wf: one('{{dir}}/a.md', undefined, ['run_id', 'dir']), tokens: ['dir=link/sub'] },
      { what: 'state ../', wf: one('runs/a.md', `${rel}/state.yaml`) },
      { what: 'state absolute', wf: one('runs/a.md', `${out}/state.yaml`) },
      { what: 'state through the symlink', wf: one('runs/a.md', 'link/{{run_id}}/state.yaml') },
      { what: 'state via an input', wf: one('runs/a.md', '{{dir}}/state.yaml', ['run_id', 'dir']), tokens: [`dir=${rel}`] },
    ];
    for (const c of cases) {
      ws.write('wf.yaml', c.wf);
      const r = await ws.run(['run', 'wf.yaml', '--run-id', 'o1', ...(c.tokens ?? []), '--json']);
      expect(r.code, c.what).toBe(5);
      const j = jsonOf(r);
      expect(j['status'], c.what).toBe('PATH_OUTSIDE_WORKSPACE');
      expect(readdirSync(out), c.what).toEqual([]);
      expect(ws.exists('counter.txt'), c.what).toBe(false);
      expect(ws.exists('runs'), c.what).toBe(false);
    }
    // A dangling symlink is refused too (it leads somewhere that cannot be checked).
    symlinkSync(join(out, 'not-yet'), ws.path('dangling'));
    ws.write('wf.yaml', one('dangling/a.md'));
    const d = await ws.run(['run', 'wf.yaml', '--run-id', 'o1', '--json']);
    expect(jsonOf(d)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    expect(existsSync(join(out, 'not-yet'))).toBe(false);
  });

  it('an output a stage puts behind a symlink that leads out is never accepted', async () => {
    const out = outsideDir();
    const wf = workflowYaml('sneaky', {
      a: {
        // The runner made runs/s1/sub (the output's folder) before the stage: the stage swaps it for a link.
        run: `source lib.sh; rm -rf runs/s1/sub; ln -s ${out} runs/s1/sub; stage OK`,
        output: 'runs/{{run_id}}/sub/a.md',
      },
    });
    const ws = workspaceWith({ 'wf.yaml': wf });
    mkdirSync(ws.path('runs/s1'), { recursive: true });
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 's1', '--json']);
    expect(r.code).toBe(5);
    expect(jsonOf(r)['status']).toBe('PATH_OUTSIDE_WORKSPACE');
    const state = ws.state('runs/s1/workflow_state.yaml');
    expect(state.completed_steps).toEqual([]);
    expect(state.artifacts).toEqual({});
  });
});
