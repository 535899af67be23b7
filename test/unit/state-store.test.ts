// workflow_state.yaml on disk: classified reads (absent / ok / corrupt), atomic writes that a
// reader or a SIGKILL never sees half-done, and the 4.0 minimum fields first.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { readState, serializeState, writeState } from '../../src/core/state/store.js';
import { removeStaleTempFiles } from '../../src/core/state/atomic-write.js';
import { STATE_SCHEMA, type RunState } from '../../src/core/state/state.js';
import { spawnTracked } from '../helpers/processes.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function sample(overrides: Partial<RunState> = {}): RunState {
  return {
    schema: STATE_SCHEMA,
    workflow: 'hello',
    workflow_file: 'wf.yaml',
    workflow_digest: 'f'.repeat(64),
    run_id: 'r1',
    status: 'PARTIAL_RESUMABLE',
    message: "stopped after draft: it's \"fine\"\nreally",
    execution_mode: 'fresh',
    ignore_previous_completion: true,
    fresh_execution_of: { run_id: 'r1', status: 'WORKFLOW_COMPLETE', superseded_to: 'runs/r1/.superseded/20260101T000000Z' },
    inputs: { run_id: 'r1', topic: '$(touch x) `y` ; z', empty: '', yes: 'yes', num: '0123' },
    active_step: 'review',
    in_flight: null,
    completed_steps: ['draft'],
    failed_or_blocked_steps: [],
    last_gate: { workflow: 'hello', step: 'draft', status: 'OK', unresolved_critical: 0, unresolved_high: 0, source_resolvable_open: 0, artifact: 'runs/r1/draft.md', next_recommended: null, quality: { score: 0.5, notes: ['a: b', '#c'] } },
    unresolved_qids: ['Q-1'],
    blocking_artifact: null,
    blocking_qids: [],
    blocking_retry_step: null,
    artifacts: { draft: { path: 'runs/r1/draft.md', sha256: '0'.repeat(64), size: 10, step: 'draft', gate_status: 'OK', visit: 1, accepted_at: '2026-01-01T00:00:00.000Z' } },
    resume_instruction: 'stagegate run wf.yaml --run-id r1',
    run_root: 'runs/r1',
    source_commit: null,
    agent_package_version: '4.0.1',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:01.000Z',
    steps: { draft: { kind: 'shell', status: 'completed', visits: 1, attempts: 1, last_exit_status: 0 }, review: { kind: 'shell', status: 'pending', visits: 1, attempts: 0 } },
    invocations: [{ at: '2026-01-01T00:00:00.000Z', mode: 'fresh', ignore_previous_completion: true, stop_after_step: 'draft', outcome: 'PARTIAL_RESUMABLE' }],
    history: [{ seq: 1, at: '2026-01-01T00:00:00.500Z', step: 'draft', visit: 1, attempt: 1, outcome: 'stopped', code: 'PARTIAL_RESUMABLE', gate_status: 'OK', exit_status: 0, duration_ms: 12.5, to: 'review' }],
    ...overrides,
  };
}

describe('readState', () => {
  it('absent: no file, or a file where a folder of the path should be', () => {
    expect(readState(join(dir, 'nope', 'state.yaml'))).toEqual({ kind: 'absent' });
    writeFileSync(join(dir, 'a-file'), 'x');
    expect(readState(join(dir, 'a-file', 'state.yaml'))).toEqual({ kind: 'absent' });
  });

  it('ok: what writeState wrote comes back equal, with the text', () => {
    const file = join(dir, 'ok', 'state.yaml');
    writeState(file, sample());
    const r = readState(file);
    expect(r.kind).toBe('ok');
    if (r.kind !== 'ok') return;
    expect(r.state).toEqual(sample());
    expect(r.text).toBe(readFileSync(file, 'utf8'));
  });

  it('corrupt: not YAML, not the state shape, duplicate keys, aliases, a directory', () => {
    const file = join(dir, 'bad.yaml');
    const good = serializeState(sample());
    const cases: Array<[string, RegExp]> = [
      ['workflow: [unclosed\n', /is not valid YAML/],
      ['just text\n', /does not have the state shape/],
      ['', /does not have the state shape/],
      [good.replace('schema: stagegate/state@1', 'schema: stagegate/state@0'), /does not have the state shape \(schema:/],
      [good.replace('\nrun_id: r1\n', '\nrun_id: r1\nrun_id: r2\n'), /is not valid YAML/],
      [good.replace('completed_steps:\n  - draft', 'completed_steps: &x\n  - draft').replace('failed_or_blocked_steps: []', 'failed_or_blocked_steps: *x'), /is not valid YAML/],
      [good.replace('\nactive_step: review\n', '\nactive_step: 7\n'), /active_step/],
    ];
    for (const [text, reason] of cases) {
      writeFileSync(file, text);
      const r = readState(file);
      expect(r.kind, text.slice(0, 40)).toBe('corrupt');
      if (r.kind === 'corrupt') expect(r.reason).toMatch(reason);
    }
    mkdirSync(join(dir, 'is-a-dir.yaml'));
    expect(readState(join(dir, 'is-a-dir.yaml')).kind).toBe('corrupt');
  });
});

describe('serializeState', () => {
  it('writes valid YAML with a header and the 4.0 minimum fields first, in order', () => {
    const text = serializeState(sample());
    expect(text.startsWith('# stagegate run state')).toBe(true);
    const keys = Object.keys(parse(text) as object);
    expect(keys.slice(0, 17)).toEqual([
      'schema', 'workflow', 'run_id', 'status', 'message', 'inputs', 'active_step', 'in_flight', 'completed_steps', 'failed_or_blocked_steps',
      'last_gate', 'unresolved_qids', 'blocking_artifact', 'blocking_qids', 'blocking_retry_step', 'artifacts', 'resume_instruction',
    ]);
    for (const k of ['execution_mode', 'fresh_execution_of', 'workflow_digest', 'created_at', 'updated_at', 'steps', 'history']) expect(keys).toContain(k);
  });
});

describe('writing back a state read from disk (history text reused)', () => {
  const long = () =>
    sample({
      history: Array.from({ length: 50 }, (_, i) => ({ seq: i + 1, at: `2026-01-01T00:00:${String(i % 60).padStart(2, '0')}.000Z`, step: 'draft', visit: i + 1, attempt: 1, outcome: 'transition' as const, gate_status: 'AGAIN', exit_status: 0, duration_ms: i / 3, to: 'draft' })),
    });

  it('writes the same text as a fresh serialisation, before and after appending', () => {
    const file = join(dir, 'reuse', 'state.yaml');
    writeState(file, long());
    const read = readState(file);
    if (read.kind !== 'ok') throw new Error('not ok');
    const fresh = (s: RunState) => serializeState(structuredClone(s));
    expect(serializeState(read.state)).toBe(fresh(read.state));
    const next = { ...read.state, history: [...read.state.history, { ...read.state.history[0]!, seq: 51 }] };
    expect(serializeState(next)).toBe(fresh(next));
  });

  it('does not reuse text whose data the schema changed (an unknown key is dropped)', () => {
    const file = join(dir, 'reuse-extra', 'state.yaml');
    writeState(file, long());
    // Hand edit that the fast reader still accepts: an extra key in one entry.
    writeFileSync(file, readFileSync(file, 'utf8').replace('  - seq: 7\n', '  - seq: 7\n    extra_key: 1\n'));
    expect(readFileSync(file, 'utf8')).toContain('extra_key');
    const read = readState(file);
    if (read.kind !== 'ok') throw new Error('not ok');
    const text = serializeState(read.state);
    expect(text).not.toContain('extra_key');
    expect(text).toBe(serializeState(structuredClone(read.state)));
  });

  it('records read back are frozen like emitted ones once written', () => {
    const file = join(dir, 'reuse-frozen', 'state.yaml');
    writeState(file, long());
    const read = readState(file);
    if (read.kind !== 'ok') throw new Error('not ok');
    serializeState(read.state);
    expect(Object.isFrozen(read.state.history[3])).toBe(true);
  });
});

describe('writeState is atomic', () => {
  it('replaces the file in one step and leaves no temp file behind', () => {
    const file = join(dir, 'atomic', 'state.yaml');
    writeState(file, sample());
    writeState(file, sample({ status: 'WORKFLOW_COMPLETE', active_step: null }));
    expect(readdirSync(join(dir, 'atomic'))).toEqual(['state.yaml']);
    const r = readState(file);
    expect(r.kind === 'ok' && r.state.status).toBe('WORKFLOW_COMPLETE');
  });

  it('removeStaleTempFiles clears what a killed writer left, and nothing else', () => {
    const sub = join(dir, 'temps');
    mkdirSync(sub);
    const file = join(sub, 'state.yaml');
    writeFileSync(join(sub, '.state.yaml.stagegate-tmp-123-abcd'), 'half');
    writeFileSync(join(sub, 'other.yaml'), 'keep');
    writeState(file, sample());
    removeStaleTempFiles(file);
    expect(readdirSync(sub).sort()).toEqual(['other.yaml', 'state.yaml']);
  });

  it('a reader never sees a torn state, and SIGKILL mid-write leaves a whole state', async () => {
    const file = join(dir, 'killed', 'state.yaml');
    writeState(file, sample());
    // A writer process alternating a small and a large state as fast as it can.
    const big = JSON.stringify(sample({ history: Array.from({ length: 400 }, (_, i) => ({ seq: i + 1, at: 'x', step: 's', visit: 1, attempt: 1, outcome: 'transition' as const, to: 's' })) }));
    const small = JSON.stringify(sample());
    const statesFile = join(dir, 'states.json');
    writeFileSync(statesFile, `[${small}, ${big}]`);
    const script = `import { readFileSync } from 'node:fs';
      import { writeState } from ${JSON.stringify(new URL('../../src/core/state/store.ts', import.meta.url).pathname)};
      const states = JSON.parse(readFileSync(${JSON.stringify(statesFile)}, 'utf8'));
      process.stdout.write('go');
      for (let i = 0; ; i++) writeState(${JSON.stringify(file)}, states[i % 2]);`;
    const child = spawnTracked(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
    for (let i = 0; i < 40; i++) {
      const r = readState(file);
      expect(r.kind, r.kind === 'corrupt' ? r.reason : '').toBe('ok');
      await new Promise((r2) => setImmediate(r2));
    }
    child.kill('SIGKILL');
    await new Promise((r) => child.on('close', r));
    expect(readState(file).kind).toBe('ok');
    // At most the killed writer's temp file is left; the next run removes it under the lock.
    removeStaleTempFiles(file);
    expect(readdirSync(join(dir, 'killed'))).toEqual(['state.yaml']);
    expect(existsSync(file)).toBe(true);
  });
});
