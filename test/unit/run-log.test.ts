// What a replay gathers of a run's log (LoadOptions.log, StatusOptions.log): both its transitions
// and its decisions by default, the decisions alone for the CLI's `status` ('decisions'), nothing
// with false. A decision is kept as decisionAt copies it (one literal of the record's fields):
// the same object, keys in the same order, as the record of the journal's line spread with its
// time, so `status --json` prints the same text; its field list is checked against the schema.
import { cpSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWorkflow } from '../../src/core/run/runner.js';
import { systemClock } from '../../src/core/run/ports.js';
import { createNodeProcessRunner } from '../../src/host/process-runner.js';
import { decisionAt, decisionsTaken, latestDecisions } from '../../src/core/state/run-log.js';
import { DecisionRecord } from '../../src/core/state/state.js';
import { loadRun } from '../../src/core/state/store.js';
import { journalPathFor, readJournal, type JournalLine } from '../../src/core/state/journal.js';
import { resolveRunContext } from '../../src/core/run/context.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { getStatus } from '../../src/core/commands/status.js';
import type { JournalEvent } from '../../src/core/state/events.js';

const dir = mkdtempSync(join(tmpdir(), 'stagegate-run-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Two branches, one with two values seen: the records carry every field a decision has.
writeFileSync(
  join(dir, 'wf.yaml'),
  `version: '4.0'
name: loop
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  tick:
    decide:
      - if: visits.tick > 5 && visits.tick < 9
        to: DONE
      - if: visits.tick < 4
        to: tick
      - else: DONE
    max_visits: 5
`,
);

const statePath = join(dir, 'runs/r1/workflow_state.yaml');
const rel = 'runs/r1/workflow_state.yaml';

beforeAll(async () => {
  const outcome = await runWorkflow(
    { workspace: dir, workflowFile: 'wf.yaml', invocation: { tokens: { run_id: 'r1' } }, env: { PATH: process.env['PATH'] ?? '' } },
    { processes: createNodeProcessRunner(), source: { sourceCommit: () => null }, clock: systemClock },
  );
  expect(outcome.status).toBe('WORKFLOW_COMPLETE');
});

const workflow = () => loadAndCheck(new Workspace(dir), 'wf.yaml');

describe('decisionAt', () => {
  it('copies every field of the schema, the record as written then its time', () => {
    const record = { step: 's', visit: 2, branches: [{ expression: 'x', value: 1, truthy: true, seen: { x: 1 } }], chosen: 0 as const, to: 't' };
    const kept = decisionAt(record, 'now');
    expect(Object.keys(kept).sort()).toEqual(Object.keys(DecisionRecord.shape).sort());
    expect(Object.keys(kept)).toEqual([...Object.keys(record), 'at']);
    expect(kept).toStrictEqual({ ...record, at: 'now' });
    expect(kept.branches).toBe(record.branches);
  });
});

describe('the log a replay gathers', () => {
  it("keeps each decision as the journal's record with its time, keys in the journal's order", () => {
    const load = loadRun({ state: statePath }, workflow(), rel);
    if (load.kind !== 'ok') throw new Error(load.kind);
    const journal = readJournal(join(dir, 'runs/r1/workflow_state.journal.jsonl'));
    if (journal.kind !== 'ok') throw new Error(journal.kind);
    const written = (journal.lines as Array<JournalLine<JournalEvent>>).flatMap((e) => (e.event === 'decision_taken' ? [{ ...e.outcome.record, at: e.at }] : []));
    expect(written).toHaveLength(4);
    expect(load.log?.decisions).toStrictEqual(written);
    // The same text printed (status --json): the same keys in the same order.
    expect(JSON.stringify(load.log?.decisions)).toBe(JSON.stringify(written));
    expect(load.log?.history?.map((h) => h.to)).toEqual(['tick', 'tick', 'tick', null]);
  });

  it("'decisions' gathers the decisions alone, false nothing; the state is the same", () => {
    const all = loadRun({ state: statePath }, workflow(), rel);
    const decisions = loadRun({ state: statePath }, workflow(), rel, { log: 'decisions' });
    const none = loadRun({ state: statePath }, workflow(), rel, { log: false });
    if (all.kind !== 'ok' || decisions.kind !== 'ok' || none.kind !== 'ok') throw new Error('not loaded');
    expect(decisions.log).toStrictEqual({ decisions: all.log!.decisions });
    expect(none).not.toHaveProperty('log');
    expect(decisions.state).toStrictEqual(all.state);
    expect(none.state).toStrictEqual(all.state);
  });

  it('{ latestDecisions: n } keeps the latest n decisions, their count, and each step\'s latest (what stepsNotRun reads)', () => {
    const all = loadRun({ state: statePath }, workflow(), rel);
    const latest = loadRun({ state: statePath }, workflow(), rel, { log: { latestDecisions: 2 } });
    if (all.kind !== 'ok' || latest.kind !== 'ok') throw new Error('not loaded');
    const every = all.log!.decisions;
    expect(latest.log?.decisions).toStrictEqual(every.slice(-2));
    expect(latest.log).not.toHaveProperty('history');
    expect(decisionsTaken(latest.log!)).toBe(4);
    expect(decisionsTaken(all.log!)).toBe(4);
    expect(latestDecisions(latest.log!)).toStrictEqual([every[3]]);
    expect(latestDecisions(all.log!)).toBe(every);
    expect(latest.state).toStrictEqual(all.state);
  });

  it("status carries what it is asked for: both by default, the decisions alone with log: 'decisions', nothing with false", () => {
    const status = (log?: boolean | 'decisions') => getStatus(dir, 'wf.yaml', { tokens: {}, runId: 'r1' }, {}, log === undefined ? {} : { log });
    const all = status();
    const decisions = status('decisions');
    expect(all.status).toBe('WORKFLOW_COMPLETE');
    expect(all.log?.history).toHaveLength(4);
    expect(decisions.log).toStrictEqual({ decisions: all.log!.decisions });
    expect({ ...decisions, log: undefined }).toStrictEqual({ ...all, log: undefined });
    expect(status(false).log).toBeUndefined();
    expect(status(false).state).toStrictEqual(all.state);
  });
});

describe('resolveRunContext: stateLocated', () => {
  it('is called with the located state before the journal is read (status starts git rev-parse there)', () => {
    const copy = mkdtempSync(join(tmpdir(), 'stagegate-located-'));
    try {
      cpSync(dir, copy, { recursive: true });
      const seen: string[] = [];
      // The journal moved away by the hook: the load that follows finds it missing.
      const ctx = resolveRunContext(loadAndCheck(new Workspace(copy), 'wf.yaml'), new Workspace(copy), { tokens: { run_id: 'r1' }, mode: 'resume' }, new Date(), {
        readOnly: true,
        stateLocated: (statePath) => {
          seen.push(statePath.rel);
          renameSync(journalPathFor(statePath.abs), `${statePath.abs}.moved`);
        },
      });
      expect(seen).toEqual([rel]);
      expect(ctx.existing).toMatchObject({ kind: 'corrupt', reason: expect.stringContaining('missing or empty') });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('latestDecisions', () => {
  it("gives stepsNotRun each step's latest decision in the order of those, as over every decision", async () => {
    const { stepsNotRun } = await import('../../src/core/steps/decision/transition.js');
    const { emptyLog, logEvent } = await import('../../src/core/state/run-log.js');
    // Two checks of the files a step requires (aiox <id>_requires), decided in turns: a went around, b ran, then a ran, b went around.
    const check = (requiresCheckOf: string) => ({ requiresCheckOf });
    const steps = new Map([['a_requires', check('a')], ['b_requires', check('b')]]) as unknown as Parameters<typeof stepsNotRun>[0]['steps'];
    const record = (step: string, visit: number, chosen: 0 | 'else') => ({ step, visit, branches: [{ expression: "files['x.md']", value: chosen === 0, truthy: chosen === 0, seen: { "files['x.md']": chosen === 0 } }], chosen, to: 'next' });
    const taken = [record('a_requires', 1, 'else'), record('b_requires', 1, 0), record('a_requires', 2, 0), record('b_requires', 2, 'else'), record('a_requires', 3, 'else')];
    const bounded = emptyLog({ latestDecisions: 1 });
    const every = emptyLog('decisions');
    for (const [i, r] of taken.entries()) {
      const event = { event: 'decision_taken', at: `t${i}`, outcome: { to: 'next', record: r } } as unknown as Parameters<typeof logEvent>[1];
      for (const log of [bounded, every]) logEvent(log, event, { recent: [] } as unknown as Parameters<typeof logEvent>[2]);
    }
    expect(bounded.decisions).toStrictEqual(every.decisions.slice(-1));
    expect(decisionsTaken(bounded)).toBe(5);
    const notRun = stepsNotRun({ steps }, every.decisions);
    expect(notRun.map((n) => [n.step, n.visit])).toEqual([['b', 2], ['a', 3]]);
    expect(stepsNotRun({ steps }, latestDecisions(bounded))).toStrictEqual(notRun);
  });
});
