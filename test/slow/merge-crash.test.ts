// A `stagegate merge` SIGKILLed at every journal boundary it has (kill-at-commit.mjs preloaded into
// the built CLI: half way through each append, and right after it), then merged again; and one
// merging shards from elsewhere killed half way through each file it copies, then merged again. A merge
// commits each merged item to the journal on its own but writes the snapshot and the manifest once,
// at the foreach's end, and marks the registry's rows in one write there: a kill in between leaves
// the projections lagging the journal and rows unmarked. Each killed merge must read as a valid run
// (not an edited one), and merging again must end where an uninterrupted merge ends.
import { describe, expect, it } from 'vitest';
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { GATE_LIB, Workspace, jsonOf } from '../helpers/bare-workspace.js';
import { preloadedCli } from './crash/preloaded-cli.js';

const KEYS = ['A-1', 'B-2', 'C-3'];
// A stage run again after a kill (the one in flight) starts its output over: gate appends.
const STAGE = 'rm -f "$STAGEGATE_OUTPUT"; source lib.sh; gate OK';

const WORKFLOW = [
  "version: '4.0'",
  'name: fanmerge',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  start:',
  `    run: '${STAGE}'`,
  "    output: 'runs/{{run_id}}/start.md'",
  '    statuses: { OK: loop }',
  '  loop:',
  '    foreach:',
  '      source: reg.md',
  '      id_field: ID',
  '    per_item:',
  '      work:',
  `        run: '${STAGE}'`,
  "        output: 'runs/{{run_id}}/work/{{item_id}}.md'",
  '        statuses: { OK: next_artifact }',
  '    completion: { require: all rows VERIFIED, on_complete: after }',
  '  after:',
  `    run: '${STAGE}'`,
  "    output: 'runs/{{run_id}}/after.md'",
  '    statuses: { OK: DONE }',
  '',
].join('\n');

const REGISTRY = ['| ID | Status |', '|---|---|', ...KEYS.map((k) => `| ${k} | PENDING |`), ''].join('\n');

/** The same workflow whose items' stage prints 300 KB (its log is past a 200 KB file size limit). */
const LOUD_WORKFLOW = WORKFLOW.replace(`      work:\n        run: '${STAGE}'`, `      work:\n        run: 'printf "%0300000d" 0; ${STAGE}'`);

/** Runs the built CLI to its end (its process group killed in cleanup, whatever happens). */
const { track, cli } = preloadedCli();

/** A run stopped at its foreach, its items not run yet. */
async function stoppedRun(workflow = WORKFLOW): Promise<Workspace> {
  const ws = track(new Workspace('stagegate-merge-crash-'));
  ws.write('wf.yaml', workflow);
  ws.write('reg.md', REGISTRY);
  ws.write('lib.sh', GATE_LIB);
  expect(jsonOf(await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE', active_step: 'loop' });
  return ws;
}

/** Runs the three items of `ws`'s run as shards (one leg). */
async function runLeg(ws: Workspace): Promise<void> {
  const leg = await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', ...KEYS.flatMap((k) => ['--shard', k]), '--quiet']);
  expect(leg.code, leg.stdout + leg.stderr).toBe(0);
}

/** A run stopped at its foreach whose three items ran as shards (one leg), ready to merge. */
async function shardsRun(): Promise<Workspace> {
  const ws = await stoppedRun();
  await runLeg(ws);
  return ws;
}

function copyOf(template: Workspace): Workspace {
  const ws = track(new Workspace('stagegate-merge-crash-'));
  cpSync(template.dir, ws.dir, { recursive: true });
  return ws;
}

/** The shard folders of a leg run on another machine, come back as an artifact outside the workspace. */
async function legElsewhere(stopped: Workspace): Promise<Workspace> {
  const elsewhere = copyOf(stopped);
  await runLeg(elsewhere);
  const artifact = track(new Workspace('stagegate-merge-crash-art-'));
  for (const item of readdirSync(elsewhere.path('runs/r1/foreach/loop'))) cpSync(elsewhere.path(`runs/r1/foreach/loop/${item}/v1`), artifact.path(`shard-${item}`), { recursive: true });
  return artifact;
}

/** The command in backticks a fix gives, as argv (its words here have no quotes), without the leading `stagegate`. */
function pasted(fix: string): string[] {
  const command = /`([^`]+)`/.exec(fix)?.[1] ?? '';
  const [name, ...args] = command.split(' ');
  expect(name).toBe('stagegate');
  return args;
}

/** The merged run as the user meets it: item outcomes, the registry's rows, the run's status. */
function endOf(ws: Workspace): unknown {
  const snapshot = parse(ws.read('runs/r1/workflow_state.yaml')) as { status: string; completed_steps: string[]; steps: Record<string, { foreach?: unknown }> };
  return { status: snapshot.status, completed: snapshot.completed_steps, loop: snapshot.steps['loop']?.foreach, registry: ws.read('reg.md') };
}

describe('stagegate merge killed at every journal boundary', () => {
  it('each kill leaves a run that reads as valid, and merging again ends as the uninterrupted merge', async () => {
    const template = await shardsRun();

    // The uninterrupted merge, and where its appends are.
    const ref = copyOf(template);
    const trace = join(ref.dir, '..', `${ref.dir.split('/').pop()}.trace`);
    const merged = await cli(ref, ['merge', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { CRASH_TRACE: trace }, preload: true });
    expect(jsonOf(merged)).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: KEYS } });
    const appends = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('append '));
    // One append per merged item at least, besides the invocation's own.
    expect(appends.length).toBeGreaterThan(KEYS.length);
    // The merged items' projections are written once, after the last of them.
    const snapshots = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('snapshot '));
    expect(snapshots.length).toBeLessThan(appends.length);
    expect(ref.read('reg.md')).toBe(REGISTRY.replace(/PENDING/g, 'VERIFIED'));
    const expected = endOf(ref);

    const failures: string[] = [];
    for (let k = 1; k <= appends.length; k++) {
      for (const point of ['torn', 'append']) {
        const ws = copyOf(template);
        const killed = await cli(ws, ['merge', 'wf.yaml', '--run-id', 'r1', '--json'], { env: { CRASH_KILL_AT: `${point}:${k}` }, preload: true });
        if (killed.signal !== 'SIGKILL') {
          failures.push(`${point}:${k}: the merge was not killed (exit ${killed.code})`);
          continue;
        }
        // What the kill left is a run (its projections may lag its journal), never an edited one.
        const status = await cli(ws, ['status', 'wf.yaml', '--run-id', 'r1', '--json']);
        const said = JSON.parse(status.stdout.trim()) as { status: string; message?: string };
        if (said.status === 'WORKFLOW_STATE_INTEGRITY_VIOLATION') failures.push(`${point}:${k}: status after the kill: ${said.message}`);
        const again = await cli(ws, ['merge', 'wf.yaml', '--run-id', 'r1', '--json']);
        const out = JSON.parse(again.stdout.trim()) as { status: string; message?: string };
        if (out.status !== 'WORKFLOW_COMPLETE') {
          failures.push(`${point}:${k}: merging again ended ${out.status}: ${out.message}`);
          continue;
        }
        const end = endOf(ws);
        try {
          expect(end).toEqual(expected);
        } catch {
          failures.push(`${point}:${k}: the run ended otherwise than the uninterrupted merge: ${JSON.stringify(end)}`);
        }
        ws.remove();
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('a merge killed while it copies a shard from elsewhere (each file cut half way) leaves a run that merging again ends as the uninterrupted merge', async () => {
    const stopped = await stoppedRun();
    // The leg ran on another machine: its shard folders come back as an artifact, outside the workspace.
    const artifact = await legElsewhere(stopped);
    const merge = ['merge', 'wf.yaml', '--run-id', 'r1', '--from', artifact.dir, '--json'];

    const ref = copyOf(stopped);
    const trace = join(ref.dir, '..', `${ref.dir.split('/').pop()}.trace`);
    expect(jsonOf(await cli(ref, merge, { env: { CRASH_TRACE: trace }, preload: true }))).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: KEYS } });
    const copies = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('copy '));
    // Every shard's journal, SHARD.json, manifest, snapshot, log and output copy.
    expect(copies.length).toBeGreaterThanOrEqual(KEYS.length * 5);
    const expected = endOf(ref);

    const failures: string[] = [];
    for (let k = 1; k <= copies.length; k++) {
      const ws = copyOf(stopped);
      const killed = await cli(ws, merge, { env: { CRASH_KILL_AT: `copy:${k}` }, preload: true });
      if (killed.signal !== 'SIGKILL') {
        failures.push(`copy:${k}: the merge was not killed (exit ${killed.code})`);
        continue;
      }
      const again = await cli(ws, merge);
      const out = JSON.parse(again.stdout.trim()) as { status: string; message?: string };
      if (out.status !== 'WORKFLOW_COMPLETE') {
        failures.push(`copy:${k} (${copies[k - 1]!.split(' ').pop()!.slice(ws.dir.length + 1)}): merging again ended ${out.status}: ${out.message}`);
        continue;
      }
      try {
        expect(endOf(ws)).toEqual(expected);
      } catch {
        failures.push(`copy:${k}: the run ended otherwise than the uninterrupted merge: ${JSON.stringify(endOf(ws))}`);
      }
      ws.remove();
    }
    expect(failures).toEqual([]);
  }, 600_000);
  it('a resume (run) after a merge killed while it copies a shard from elsewhere stops SHARD_MERGE_INTERRUPTED, nothing run, and the merge its fix gives ends as the uninterrupted merge', async () => {
    const stopped = await stoppedRun();
    const artifact = await legElsewhere(stopped);
    const merge = ['merge', 'wf.yaml', '--run-id', 'r1', '--from', artifact.dir, '--json'];
    const ref = copyOf(stopped);
    const trace = join(ref.dir, '..', `${ref.dir.split('/').pop()}.trace`);
    expect(jsonOf(await cli(ref, merge, { env: { CRASH_TRACE: trace }, preload: true }))).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: KEYS } });
    const copies = readFileSync(trace, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith('copy '));
    const expected = endOf(ref);

    const failures: string[] = [];
    for (let k = 1; k <= copies.length; k++) {
      const ws = copyOf(stopped);
      const killed = await cli(ws, merge, { env: { CRASH_KILL_AT: `copy:${k}` }, preload: true });
      if (killed.signal !== 'SIGKILL') {
        failures.push(`copy:${k}: the merge was not killed (exit ${killed.code})`);
        continue;
      }
      // Before: the resume took a half-copied folder (or one whose outputs were not in place yet) for an item run of its own: WORKFLOW_STATE_INTEGRITY_VIOLATION or STALE_ARTIFACT_REJECTED.
      const resumed = await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--json']);
      const said = JSON.parse(resumed.stdout.trim()) as { status: string; message?: string; fix?: string; hint?: string };
      const fix = said.fix ?? said.hint ?? '';
      if (said.status !== 'SHARD_MERGE_INTERRUPTED' || resumed.code !== 4 || !fix.includes(`\`stagegate merge wf.yaml --run-id r1 --from ${artifact.dir}\``)) {
        failures.push(`copy:${k}: the resume ended ${said.status} (exit ${resumed.code}): ${said.message} / ${fix}`);
        continue;
      }
      const again = await cli(ws, [...pasted(fix), '--json']);
      const out = JSON.parse(again.stdout.trim()) as { status: string; message?: string };
      if (out.status !== 'WORKFLOW_COMPLETE') {
        failures.push(`copy:${k}: the merge the fix gives ended ${out.status}: ${out.message}`);
        continue;
      }
      try {
        expect(endOf(ws)).toEqual(expected);
        expect(readdirSync(ws.path('runs/r1')).filter((n) => n.endsWith('.merging'))).toEqual([]);
      } catch {
        failures.push(`copy:${k}: the run ended otherwise than the uninterrupted merge: ${JSON.stringify(endOf(ws))}`);
      }
      ws.remove();
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('a merge whose shard copy the file system refuses (EFBIG past a file size limit, as ENOSPC or EIO would) stops STATE_WRITE_FAILED naming the file, exit 9, no stack; the run stays valid and merging again ends as the uninterrupted merge', async () => {
    const stopped = await stoppedRun(LOUD_WORKFLOW);
    const artifact = await legElsewhere(stopped);
    const merge = ['merge', 'wf.yaml', '--run-id', 'r1', '--from', artifact.dir, '--json'];
    const ref = copyOf(stopped);
    expect(jsonOf(await cli(ref, merge))).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: KEYS } });
    const expected = endOf(ref);

    const ws = copyOf(stopped);
    // Before: the raw Node error (EFBIG: file too large, copyfile …), not a stop code.
    const refused = await cli(ws, merge, { fileSizeLimit: 200_000 });
    expect(refused.code, refused.stdout + refused.stderr).toBe(9);
    const said = JSON.parse(refused.stdout.trim()) as { status: string; message: string };
    expect(said.status).toBe('STATE_WRITE_FAILED');
    expect(said.message).toMatch(/cannot install shard \S+ \(key A-1\): EFBIG at runs\/r1\/foreach\/loop\/a-1\/v1\/logs\/work\.v1\.a1\.log; nothing was merged/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    // The run reads as valid, nothing merged; a resume asks for the merge again.
    const status = JSON.parse((await cli(ws, ['status', 'wf.yaml', '--run-id', 'r1', '--json'])).stdout.trim()) as { status: string };
    expect(status.status).not.toBe('WORKFLOW_STATE_INTEGRITY_VIOLATION');
    expect(jsonOf(await cli(ws, ['run', 'wf.yaml', '--run-id', 'r1', '--json']))).toMatchObject({ status: 'SHARD_MERGE_INTERRUPTED' });
    expect(jsonOf(await cli(ws, merge))).toMatchObject({ status: 'WORKFLOW_COMPLETE', merge: { merged: KEYS } });
    expect(endOf(ws)).toEqual(expected);
  }, 600_000);
});
