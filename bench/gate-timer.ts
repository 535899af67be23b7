// B3, in process: time the core's gate check (readGate from src/core/gate/workflow-gate.ts) on one artifact,
// plus the size-dependent work the runner does when it accepts a stage output (a stat, and one
// read giving the sha256 of the whole file for state and manifest and the tail the gate is
// parsed from). Run through tsx from the repository root:
//
//   node --import tsx bench/gate-timer.ts <file> <workflow> <step> <artifact> [warm-reps]
//
// Prints one JSON line: { first_ms, warm_ms: [...], sha256_ms, accept_io_ms, ok, size }.
// first_ms is the first call in a fresh process (includes lazy compilation of the parser).
import { statSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { GATE_WINDOW_BYTES, parseGateTail, readGate } from '../src/core/gate/workflow-gate.js';
import { sha256File, sha256FileWithTail } from '../src/core/workspace/digest.js';

const [file, workflow, step, artifact, warmArg] = process.argv.slice(2);
if (!file || !workflow || !step || !artifact) {
  process.stderr.write('usage: gate-timer.ts <file> <workflow> <step> <artifact> [warm-reps]\n');
  process.exit(2);
}
const expected = { workflow, step, artifact };
const warmReps = Number(warmArg ?? 7);

let t = performance.now();
const first = readGate(file, expected);
const firstMs = performance.now() - t;
if (!first.ok) {
  process.stderr.write(`gate rejected: ${first.reason}\n`);
  process.exit(1);
}
const warm: number[] = [];
for (let i = 0; i < warmReps; i++) {
  t = performance.now();
  const r = readGate(file, expected);
  warm.push(performance.now() - t);
  if (!r.ok) process.exit(1);
}
// What the runner's judge does with the file to accept it besides parsing the gate: a stat, then
// one read that hashes the whole file (the sha256 recorded in state and manifest) and keeps its
// last 64 KiB, from which the gate is parsed (sha256FileWithTail + parseGateTail).
t = performance.now();
statSync(file);
const read = sha256FileWithTail(file, GATE_WINDOW_BYTES);
const gate = parseGateTail(read.tail, read.tailStart, expected);
const acceptIoMs = performance.now() - t;
// For reference: a plain sha256 of the file (the read the accept cannot do without).
const tSha = performance.now();
sha256File(file);
const shaMs = performance.now() - tSha;
process.stdout.write(JSON.stringify({ ok: gate.ok, size: read.size, first_ms: firstMs, warm_ms: warm, sha256_ms: shaMs, accept_io_ms: acceptIoMs }) + '\n');
