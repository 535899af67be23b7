#!/usr/bin/env node
// The Node limit for B1 and B8: the least a Node runner can do per stage and still be durable.
// Per stage: spawn the same `bash -c <stage script>` stagegate spawns (same flags, same
// environment variables, a process group of its own, stdout/stderr piped), wait for its exit,
// then one durable commit: append one JSON line to a journal and fdatasync it. Nothing else (no
// gate parsing, no projections, no validation).
//
// usage: node bench/node-limit.mjs <root> <count> <workflow-name> [stage|item]
//   stage: ids s1..sN (B1 chain); item: ids it1..itN (B8 foreach); outputs <root>/<id>.md
import { spawn } from 'node:child_process';
import { closeSync, fdatasyncSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SHELL_ARGS, STAGE_SCRIPT, itemId, stageId } from './lib.mjs';

const [rootArg, countArg, workflow = 'chain', kind = 'stage'] = process.argv.slice(2);
const root = resolve(rootArg);
const n = Number(countArg);
mkdirSync(root, { recursive: true });
const journal = openSync(join(root, 'journal.jsonl'), 'a');
const base = { ...process.env, STAGEGATE_WORKFLOW: workflow, STAGEGATE_VISIT: '1', STAGEGATE_ATTEMPT: '1' };

function runStage(id) {
  const output = join(root, `${id}.md`);
  return new Promise((done, fail) => {
    const child = spawn('bash', [...SHELL_ARGS, STAGE_SCRIPT, `stage:${id}`], {
      env: { ...base, STAGEGATE_STEP: id, STAGEGATE_ARTIFACT: `${rootArg}/${id}.md`, STAGEGATE_OUTPUT: output },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout.resume();
    child.stderr.resume();
    child.on('error', fail);
    child.on('close', (code) => (code === 0 ? done() : fail(new Error(`stage ${id} exited ${code}`))));
  });
}

const t0 = performance.now();
for (let i = 1; i <= n; i++) {
  const id = kind === 'item' ? itemId(i, n) : stageId(i, n);
  await runStage(id);
  writeSync(journal, `${JSON.stringify({ seq: i, step: id, status: 'OK', at: new Date().toISOString() })}\n`);
  fdatasyncSync(journal);
}
closeSync(journal);
process.stdout.write(`${JSON.stringify({ ok: true, stages: n, loop_ms: performance.now() - t0 })}\n`);
