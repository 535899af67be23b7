// The foreach record in the run state: written by the state emitter, read back by the fast
// reader (not the fallback parser) and accepted by the state schema, unchanged.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readState, serializeState, writeState } from '../../src/core/state/store.js';
import { readOwnYaml, NOT_OURS } from '../../src/core/state/yaml-read.js';
import type { RunState } from '../../src/core/state/state.js';
import { runStateOf } from '../helpers/state.js';
import { newRecord, startItem, finishItem } from '../../src/core/steps/foreach/schedule.js';
import { withForeachRecord } from '../../src/core/steps/foreach/transition.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-foreach-state-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function stateWithItems(): RunState {
  const base = runStateOf({ name: 'fe', file: 'wf.yaml', digest: 'a'.repeat(64), entry: 'loop', entryKind: 'foreach' });
  const items = [
    { id: 'DA-01', slug: 'da-01', line: 3, depends_on: [], bindings: { item_id: 'DA-01', name: 'a: b "c" | d' } },
    { id: 'yes', slug: 'yes', line: 4, depends_on: ['DA-01'], bindings: { item_id: 'yes', name: '' } },
  ];
  const path = (i: { slug: string }, v: number) => `runs/r1/foreach/loop/${i.slug}/v${v}/workflow_state.yaml`;
  let record = newRecord(1, 'runs/r1/reg.md', 'markdown', items);
  record = finishItem(startItem(record, 0, path), 0, { kind: 'deferred' }, 'ITEM_DEFERRED');
  record = startItem(record, 1, path);
  return withForeachRecord(base, 'loop', record);
}

describe('foreach record in state', () => {
  it('round-trips through the emitter and the fast reader', () => {
    const state = stateWithItems();
    const text = serializeState(state);
    expect(readOwnYaml(text)).not.toBe(NOT_OURS);
    const file = join(dir, 'workflow_state.yaml');
    writeState(file, state);
    const read = readState(file);
    expect(read.kind).toBe('ok');
    if (read.kind !== 'ok') return;
    expect(read.state.steps['loop']!.foreach).toEqual(state.steps['loop']!.foreach);
    expect(read.state.steps['loop']!.foreach!.items.map((i) => [i.id, i.status, i.waiting_on])).toEqual([
      ['DA-01', 'deferred', []],
      ['yes', 'running', []],
    ]);
  });
});
