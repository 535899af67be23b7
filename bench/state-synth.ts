// B5: grow a real run state to `entries` history entries, in the exact shape of
// src/core/state/state.ts, and check that it loads. Run through tsx from the repository root:
//
//   node --import tsx bench/state-synth.ts <state.yaml> <entries> <loop-step>
//
// The input is the state of a real run of bench's loop workflow stopped (stop_after_step)
// after its first `loop-step` visit, so its last history entry leads to the next step. The
// synthesis puts entries-1 earlier visits of `loop-step` (each routed back to itself) before
// that entry, renumbers seq and visits, and sets the step's visit and attempt counters to
// match: exactly what running the loop entries times would have left. The file is rewritten
// with the project's own serializer and read back with the project's own reader (zod shape).
import { writeFileSync } from 'node:fs';
import { readState, serializeState } from '../src/core/state/store.js';
import type { HistoryEntry, RunState } from '../src/core/state/state.js';

const [path, entriesArg, loopStep] = process.argv.slice(2);
const entries = Number(entriesArg);
if (!path || !loopStep || !Number.isInteger(entries) || entries < 1) {
  process.stderr.write('usage: state-synth.ts <state.yaml> <entries> <loop-step>\n');
  process.exit(2);
}
const read = readState(path);
if (read.kind !== 'ok') throw new Error(`cannot read ${path}: ${read.kind === 'corrupt' ? read.reason : 'absent'}`);
const state: RunState = read.state;
const last = state.history[state.history.length - 1];
if (!last || last.step !== loopStep) throw new Error(`expected the last history entry to be a visit of ${loopStep}`);

const start = Date.parse(last.at) - entries * 5;
const history: HistoryEntry[] = [];
for (let i = 1; i < entries; i++) {
  history.push({
    seq: i,
    at: new Date(start + i * 5).toISOString(),
    step: loopStep,
    visit: i,
    attempt: 1,
    gate_status: 'AGAIN',
    exit_status: 0,
    duration_ms: 3.1 + (i % 7) / 10,
    outcome: 'transition',
    code: null,
    to: loopStep,
  });
}
history.push({ ...last, seq: entries, visit: entries });
const record = state.steps[loopStep]!;
const grown: RunState = {
  ...state,
  history,
  steps: { ...state.steps, [loopStep]: { ...record, visits: entries, attempts: entries } },
  artifacts: { ...state.artifacts, [loopStep]: { ...state.artifacts[loopStep]!, visit: entries } },
};
writeFileSync(path, serializeState(grown));

const check = readState(path);
if (check.kind !== 'ok') throw new Error(`synthesised state does not load: ${check.kind === 'corrupt' ? check.reason : 'absent'}`);
if (check.state.history.length !== entries) throw new Error('history length mismatch after reload');
process.stdout.write(JSON.stringify({ ok: true, entries: check.state.history.length, bytes: Buffer.byteLength(check.text) }) + '\n');
