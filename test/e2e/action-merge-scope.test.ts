/**
 * What a merge (command: merge) takes of the workflow run's shard artifacts, against the fake
 * artifact service: an earlier leg's unfinished shard unpacks within what is left of the merge's
 * one STAGEGATE_MAX_ARTIFACT_MB (not a whole limit of its own), and the shard artifacts of the run's
 * other fan-out step are that step's (an info line), not strays (warned). The run has two parallel
 * steps, `checks` (a, b) and `more` (c, d); a branch does a `stagegate once` effect, and the branch
 * STOP_BRANCH names stops unfinished (an undeclared status).
 */
import { describe, expect, it } from 'vitest';
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { useFakeGitHub } from '../helpers/fake-artifacts.js';
import { commitCheckout, counted, counterFile, madeOnceRun, runActionStep, tempDir, type ActionResult } from '../helpers/action-harness.js';

const gh = useFakeGitHub();

const LIB = `gate() {\n  mkdir -p "\${STAGEGATE_OUTPUT%/*}"\n  printf '# x\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_WORKFLOW" "\${STAGEGATE_BRANCH:-$STAGEGATE_STEP}" "$1" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"\n}\n`;
const BRANCH = `source two.sh; stagegate once pr -- sh -c 'echo "$STAGEGATE_BRANCH $STAGEGATE_ATTEMPT" >>"$EFFECTS_LOG"'; if [ "\${STOP_BRANCH:-}" = "$STAGEGATE_BRANCH" ]; then gate UNDECLARED; else gate OK; fi`;
const parallel = (id: string, branches: string[], next: string): string[] => [
  `  ${id}:`,
  '    parallel:',
  '      branches:',
  ...branches.flatMap((b) => [`        ${b}:`, `          run: ${JSON.stringify(BRANCH)}`, `          output: 'runs/{{run_id}}/${b}.md'`, '          statuses: { OK: DONE, NO: BLOCKED }']),
  `    statuses: { PARALLEL_COMPLETE: ${next}, PARALLEL_FAILED: DONE }`,
];
const TWO_WF = [
  "version: '4.0'",
  'name: two',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  pre:',
  `    run: ${JSON.stringify('source two.sh; gate OK')}`,
  "    output: 'runs/{{run_id}}/pre.md'",
  '    statuses: { OK: checks }',
  ...parallel('checks', ['a', 'b'], 'more'),
  ...parallel('more', ['c', 'd'], 'DONE'),
  '',
].join('\n');

function checkout(): string {
  const ws = tempDir('sg-merge-scope-');
  writeFileSync(join(ws, 'two.yaml'), TWO_WF);
  writeFileSync(join(ws, 'two.sh'), LIB);
  commitCheckout(ws);
  return ws;
}

/** One job step on a fresh checkout. */
async function step(run: string, job: string, inputs: Record<string, string>, o: { attempt?: string; env?: Record<string, string> } = {}): Promise<ActionResult & { workspace: string }> {
  const workspace = checkout();
  const attempt = o.attempt ?? '1';
  const r = await runActionStep({ workspace, inputs: { workflow: 'two.yaml', 'run-id': 'p1', ...inputs }, runId: run, job, attempt, env: { ...gh.fake.env({ workflowRunId: run, jobId: `${job}-${inputs['shard'] ?? ''}-${attempt}`, attempt }), ...(o.env ?? {}) } });
  return { ...r, workspace };
}

/** The files below `rel` in `workspace`, by workspace-relative path (as an artifact holds them). */
function filesBelow(workspace: string, rel: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {};
  for (const e of readdirSync(join(workspace, rel), { withFileTypes: true })) {
    if (e.isDirectory()) Object.assign(files, filesBelow(workspace, `${rel}/${e.name}`));
    else files[`${rel}/${e.name}`] = readFileSync(join(workspace, rel, e.name));
  }
  return files;
}

/** A shard key as artifact names say it. */
const part = (key: string): string => `${createHash('sha256').update(key).digest('hex').slice(0, 8)}-${key}`;

/** Whether a job since the requests were last cleared downloaded `artifact` (signed its URL, fetched its blob or zip). */
const downloaded = (artifact: { id: number; name: string }): boolean =>
  gh.fake.requests.some((r) => r.path.endsWith(`/artifacts/${artifact.id}`) || r.path.endsWith(`/artifacts/${artifact.id}/zip`) || (r.path.endsWith('/GetSignedArtifactURL') && (r.body as { name?: string } | undefined)?.name === artifact.name));

/** What the merge left in its RUNNER_TEMP of its downloads (shard results, unfinished shards). */
const leftovers = (r: ActionResult): string[] => readdirSync(r.env['RUNNER_TEMP']!).filter((n) => n.startsWith('stagegate-shards-') || n.startsWith('stagegate-pending-shard-'));

/** A copy of a shared beginning's effects log, for a test to go on writing. */
function ownLog(log: string): { log: string; env: { EFFECTS_LOG: string } } {
  const own = counterFile();
  if (existsSync(log)) copyFileSync(log, own);
  return { log: own, env: { EFFECTS_LOG: own } };
}

/** Planned to its fan-out step, and key a's leg done. */
const plannedWithA = madeOnceRun(() => gh.fake, '7390', async (run) => {
  const log = counterFile();
  const env = { EFFECTS_LOG: log };
  expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
  const a = await step(run, 'shard', { shard: 'a' }, { env });
  expect(a.exitCode, a.stdout + a.stderr).toBe(0);
  return { a, log };
});

/**
 * Then key b's leg stopped unfinished (its shard artifact pending), and two uploads under newer names, each within 1 MiB
 * alone, not together: a's result padded with 700 KiB, b's unfinished shard with 500 KiB.
 */
const bUnfinishedPadded = madeOnceRun(() => gh.fake, '7391', async (run) => {
  const planned = await plannedWithA(run);
  const { a } = planned;
  const { log, env } = ownLog(planned.log);
  const b = await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } });
  expect(b.exitCode).toBe(1);
  await gh.uploadCrafted(run, a.outputs['artifact-name']!.replace(/-a1-1$/, '-a2-1'), { ...filesBelow(a.workspace, 'runs/p1/parallel/checks/a/v1'), 'pad.bin': Buffer.alloc(700 * 1024) });
  const pending = gh.fake.artifacts(run).find((x) => x.name.includes('-shard-pending-'))!;
  await gh.uploadCrafted(run, pending.name.replace(/-1$/, '-2'), { ...filesBelow(b.workspace, 'runs/p1/parallel/checks/b/v1'), 'runs/p1/parallel/checks/b/v1/pad.bin': Buffer.alloc(500 * 1024) });
  expect(counted(log).sort()).toEqual(['a 1', 'b 1']);
  return { a, log };
});

describe('a merge takes what is its own, within one limit', () => {
  it("an earlier leg's unfinished shard unpacks within what is left of the merge's one limit: past it, the merge fails ARTIFACT_RESTORE_FAILED (nothing merged, the key never started over); the key's re-run leg continues it, and the merge then passes it over for the leg's result", async () => {
    const run = '7301';
    const made = await bUnfinishedPadded(run);
    const { a } = made;
    const { log, env } = ownLog(made.log);

    // Before: the unfinished shard had the whole 1 MiB of its own, and was installed (the merge passed, PARTIAL_RESUMABLE).
    const merge = await step(run, 'merge', { command: 'merge' }, { env: { ...env, STAGEGATE_MAX_ARTIFACT_MB: '1' } });
    expect(merge.exitCode).toBe(1);
    expect(merge.outputs).toMatchObject({ status: 'ARTIFACT_RESTORE_FAILED', 'stages-run': '0' });
    const failure = merge.annotations.filter((x) => x.level === 'error').map((x) => x.message).join('\n');
    expect(failure).toMatch(/unfinished shard artifact \S+-shard-pending-\S+-b-a1-2 cannot be used: .*more than the \d+ bytes left of the 1048576 the merge unpacks in all/);
    expect(failure).toContain("\nFix: An earlier leg's unfinished shard of a key pending in the merge does not fit in what is left of the one limit");
    expect(failure).toContain("Re-run the key's leg");
    expect(leftovers(merge)).toEqual([]);
    expect(counted(log).sort()).toEqual(['a 1', 'b 1']);

    // The fix: b's leg again continues its shard (its effect not repeated), and the merge takes its result, passing the leftover over.
    const again = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(again.outputs['status'], again.stdout + again.stderr).toBe('WORKFLOW_COMPLETE');
    // b's result carries its folder (the 500 KiB too); with 2 MiB, the results fit (a's now padded with 1200 KiB) and the leftover does not.
    await gh.uploadCrafted(run, a.outputs['artifact-name']!.replace(/-a1-1$/, '-a3-1'), { ...filesBelow(a.workspace, 'runs/p1/parallel/checks/a/v1'), 'pad.bin': Buffer.alloc(1200 * 1024) });
    const merged = await step(run, 'merge', { command: 'merge' }, { env: { ...env, STAGEGATE_MAX_ARTIFACT_MB: '2' }, attempt: '2' });
    expect(merged.exitCode, merged.stdout + merged.stderr).toBe(0);
    expect(merged.summary).toContain('Shards merged: a, b');
    expect(merged.stdout).toMatch(/Unfinished shard artifact \S+-b-a1-2 was not installed: it does not fit in what is left of the merge's limit, and the merge took a result of its key, which replaces it\./);
    expect(counted(log).sort()).toEqual(['a 1', 'b 1', 'c 1', 'd 1']);
    expect(merged.outputs['status']).toBe('WORKFLOW_COMPLETE');
  });

  it("the shard artifacts of the run's other fan-out step are that step's (an info line, never downloaded), not strays; an artifact of no step's key is still warned about", async () => {
    const run = '7302';
    const { env } = ownLog((await plannedWithA(run)).log);
    expect((await step(run, 'shard', { shard: 'b' }, { env })).exitCode).toBe(0);
    const name = gh.fake.artifacts(run).find((x) => x.name.includes('-shard-') && !x.name.includes('-shard-pending-'))!.name;
    const prefix = name.slice(0, name.indexOf('-shard-') + '-shard-'.length);
    // A leg of step `more` (branch c), and a stray of no step's key.
    const other = `${prefix}${part('c')}-a1-1`;
    const stray = `${prefix}${part('zz')}-a1-1`;
    for (const n of [other, stray]) await gh.uploadCrafted(run, n, { 'zeros.bin': Buffer.alloc(1024) });
    const ids = gh.fake.artifacts(run).filter((x) => x.name === other || x.name === stray).map((x) => x.id);
    expect(ids).toHaveLength(2);
    gh.fake.requests.length = 0;
    const merge = await step(run, 'merge', { command: 'merge' }, { env });
    expect(merge.exitCode, merge.stdout + merge.stderr).toBe(0);
    const warned = merge.annotations.filter((x) => x.level === 'warning').map((x) => x.message);
    // Before: both were warned about as of no key of step checks.
    expect(warned.filter((m) => m.includes(other))).toEqual([]);
    expect(merge.stdout).toContain(`Shard artifact ${other} is of step more of run p1, not of step checks: left for that step's merge, not downloaded.`);
    expect(warned).toContain(`shard artifact ${stray} is of no key of step checks of run p1: it was not downloaded`);
    expect(gh.fake.requests.filter((r) => ids.some((id) => r.path.endsWith(`/artifacts/${id}`) || r.path.endsWith(`/artifacts/${id}/zip`)))).toEqual([]);
    expect(gh.fake.requests.filter((r) => r.path.endsWith('/GetSignedArtifactURL') && [other, stray].includes((r.body as { name?: string }).name ?? ''))).toEqual([]);
    expect(merge.summary).toContain('Shards merged: a, b');
  });
});

describe("a merge's one limit and a folder the run already holds", () => {
  it("an unfinished shard whose folder the run already holds (an earlier merge installed it, its state carried it) is passed over when it does not fit in what is left, not refused: a re-run merge job passes; a key merged before is never downloaded again (nothing of the limit spent on it)", async () => {
    const run = '7303';
    const made = await bUnfinishedPadded(run);
    const { a } = made;
    const { log, env } = ownLog(made.log);

    // With 2 MiB both fit: a merged, b's unfinished shard installed (and carried in the run's state).
    const first = await step(run, 'merge', { command: 'merge' }, { env: { ...env, STAGEGATE_MAX_ARTIFACT_MB: '2' } });
    expect(first.exitCode, first.stdout + first.stderr).toBe(0);
    expect(first.stdout).toContain('Unfinished shard installed in runs/p1/parallel/checks/b/v1');
    // The merge again (its job re-run) with 1 MiB: b's folder is here, nothing of it to unpack.
    const bPending = gh.fake.artifacts(run).filter((x) => x.name.includes('-shard-pending-'));
    expect(bPending).toHaveLength(2);
    gh.fake.requests.length = 0;
    const again = await step(run, 'merge', { command: 'merge' }, { env: { ...env, STAGEGATE_MAX_ARTIFACT_MB: '1' }, attempt: '2' });
    expect(again.outputs['status'], again.stdout + again.stderr).toBe('PARTIAL_RESUMABLE');
    expect(again.exitCode).toBe(0);
    // Before: ARTIFACT_RESTORE_FAILED, the pending artifact of b refused as past the 1 MiB though its folder was here.
    expect(again.stdout).toMatch(/Unfinished shard artifact \S+-b-a1-2 was not installed: the run already holds runs\/p1\/parallel\/checks\/b\/v1, newer than any leg's leftover/);
    // Nor downloaded (before: downloaded, then passed over).
    expect(bPending.filter(downloaded)).toEqual([]);
    expect(counted(log).sort()).toEqual(['a 1', 'b 1']);

    // b's leg again finishes the folder the run carries (its effect not repeated); the next merge, with 1 MiB, takes b's
    // result (its folder's 500 KiB) and never downloads a's 700 KiB artifact: the run holds a's result since the first merge.
    const bDone = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(bDone.outputs['status'], bDone.stdout + bDone.stderr).toBe('WORKFLOW_COMPLETE');
    const heldArtifact = gh.fake.artifacts(run).find((x) => x.name === a.outputs['artifact-name']!.replace(/-a1-1$/, '-a2-1'))!;
    gh.fake.requests.length = 0;
    const last = await step(run, 'merge', { command: 'merge' }, { env: { ...env, STAGEGATE_MAX_ARTIFACT_MB: '1' }, attempt: '3' });
    expect(last.outputs['status'], last.stdout + last.stderr).toBe('WORKFLOW_COMPLETE');
    // Before: a's artifact was downloaded and counted against the 1 MiB (refused, warned "not merged", after b's took its share).
    expect(last.stdout).toContain(`Shard artifact ${heldArtifact.name} is of key a of step checks, whose result run p1 already holds: not downloaded.`);
    expect(last.annotations.filter((x) => x.level === 'warning').map((x) => x.message)).toEqual([]);
    expect(downloaded(heldArtifact)).toBe(false);
    expect(counted(log).sort()).toEqual(['a 1', 'b 1', 'c 1', 'd 1']);
  });
});
