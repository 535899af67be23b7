#!/usr/bin/env node
// The Node limit for B1 and B8: the least a Node runner can do per stage and still be durable.
// Per stage: spawn the same `bash -c <stage script>` stagegate spawns (same flags, same
// environment variables, a process group of its own, stdout/stderr piped), wait for its exit,
// then one durable commit: append one JSON line to a journal and fdatasync it. Nothing else (no
// gate parsing, no projections, no validation).
//
// With a fifth argument `SNAP,MANIFEST` (bytes per completed stage) it is the floor of what the
// 4.0 spec asks on top (B1's (m)): after each commit it also replaces two files the way stagegate
// replaces its snapshot and manifest — a temp file created exclusively, written with writev from
// one piece per completed stage, renamed over the old one, no fsync — and each has the size
// stagegate's own file has at that stage (SNAP / MANIFEST bytes per completed stage). No content
// is computed: only the bytes the spec makes any runner write.
//
// usage: node bench/node-limit.mjs <root> <count> <workflow-name> [stage|item] [SNAP,MANIFEST]
//   NODE_LIMIT_SCRIPT in the environment: another stage script (the fan-out bench's, which sleeps)
//   stage: ids s1..sN (B1 chain); item: ids it1..itN (B8 foreach); outputs <root>/<id>.md
import { spawn } from 'node:child_process';
import { closeSync, constants, fdatasyncSync, mkdirSync, openSync, renameSync, writeSync, writevSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { SHELL_ARGS, STAGE_SCRIPT, itemId, stageId } from './lib.mjs';

const [rootArg, countArg, workflow = 'chain', kind = 'stage', projectionArg] = process.argv.slice(2);
const root = resolve(rootArg);
const n = Number(countArg);
mkdirSync(root, { recursive: true });
const journal = openSync(join(root, 'journal.jsonl'), 'a');
const base = { ...process.env, STAGEGATE_WORKFLOW: workflow, STAGEGATE_VISIT: '1', STAGEGATE_ATTEMPT: '1' };
// The fan-out bench's stage sleeps first (its stage script, given in the environment); B1 and B8 run the trivial one.
const SCRIPT = process.env.NODE_LIMIT_SCRIPT ?? STAGE_SCRIPT;

function runStage(id) {
  const output = join(root, `${id}.md`);
  return new Promise((done, fail) => {
    const child = spawn('bash', [...SHELL_ARGS, SCRIPT, `stage:${id}`], {
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

// The two projections: per completed stage one piece of the size stagegate writes for it.
const projections = projectionArg
  ? projectionArg.split(',').map((bytes, k) => ({ path: join(root, k === 0 ? 'workflow_state.yaml' : 'RUN_MANIFEST.yaml'), piece: Buffer.from(`${'x'.repeat(Math.max(1, Math.round(Number(bytes))) - 1)}\n`) }))
  : [];
const CREATE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;

function replaceFile(path, pieces) {
  const temp = `${path}.tmp-${process.pid}`;
  const fd = openSync(temp, CREATE, 0o644);
  for (let i = 0; i < pieces.length; i += 1024) writevSync(fd, pieces.slice(i, i + 1024));
  closeSync(fd);
  renameSync(temp, path);
}

const t0 = performance.now();
for (let i = 1; i <= n; i++) {
  const id = kind === 'item' ? itemId(i, n) : stageId(i, n);
  await runStage(id);
  writeSync(journal, `${JSON.stringify({ seq: i, step: id, status: 'OK', at: new Date().toISOString() })}\n`);
  fdatasyncSync(journal);
  for (const p of projections) replaceFile(p.path, new Array(i).fill(p.piece));
}
closeSync(journal);
process.stdout.write(`${JSON.stringify({ ok: true, stages: n, loop_ms: performance.now() - t0 })}\n`);
