// unrecordedLog: a log listed after a lockless reader's journal read (a live runner records an
// attempt, then creates its log) is judged on the journal read again, never refused as an older copy.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unrecordedLog } from '../../src/core/run/unrecorded-logs.js';
import type { RunState } from '../../src/core/state/state.js';
import type { Workflow } from '../../src/core/model/workflow.js';
import type { WorkspacePath } from '../../src/core/workspace/workspace.js';

const root = mkdtempSync(join(tmpdir(), 'sg-unrecorded-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, 'logs'));
writeFileSync(join(root, 'logs', 'a.v1.a1.log'), 'a\n');
writeFileSync(join(root, 'logs', 'b.v1.a1.log'), 'b\n');
const runRoot = { abs: root, rel: 'runs/p1' } as WorkspacePath;
const workflow = { steps: new Map([['a', {}], ['b', {}]]) } as unknown as Workflow;
const stateWith = (ids: string[]): RunState => ({ run_id: 'p1', steps: Object.fromEntries(ids.map((id) => [id, { kind: 'process', status: 'completed', visits: 1, attempts: 1, visit_attempts: 1 }])) }) as unknown as RunState;

describe('unrecordedLog', () => {
  it('names the log the state does not record', () => {
    expect(unrecordedLog(stateWith(['a']), workflow, runRoot)).toBe('runs/p1/logs/b.v1.a1.log');
    expect(unrecordedLog(stateWith(['a', 'b']), workflow, runRoot)).toBeUndefined();
  });

  it('a reader without the lock: judged again on the journal read after the listing', () => {
    // The runner recorded b's attempt and made its log after the first read: recorded now.
    expect(unrecordedLog(stateWith(['a']), workflow, runRoot, () => stateWith(['a', 'b']))).toBeUndefined();
    // Still not recorded when read again: an older copy's journal.
    expect(unrecordedLog(stateWith(['a']), workflow, runRoot, () => stateWith(['a']))).toBe('runs/p1/logs/b.v1.a1.log');
    // The run does not load now (moved aside meanwhile): not judged.
    expect(unrecordedLog(stateWith(['a']), workflow, runRoot, () => undefined)).toBeUndefined();
  });
});
