// The Action runs stages as the CLI does: a stage reaches `stagegate once` there too, and a retry
// of the attempt does not repeat the effect (a campaign test: every line it runs, the CLI's tests
// of once run, test/e2e/cli-once.test.ts). A parallel branch fanned out to a matrix leg that did
// `once` and stopped unfinished is continued, not started over, by the next job that takes it
// (a re-run of its leg, or the merge job's in-process run): its effect is not repeated. Those two
// flows and a foreach item's leg re-run are campaign tests (the slow tier): every line they run,
// the rest of npm test runs too — action-merge-scope's re-run leg that continues its unfinished
// shard and its merges that install one or pass it over, cli-once's scopes of a branch
// (v8 coverage, 2026-12-07; docs/testing.md, "Campaigns").
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startFakeGitHub, type FakeGitHub } from '../helpers/fake-github.js';
import { CAMPAIGN } from '../tiers.js';
import type { CommandContext } from '../../src/action/context.js';
import { bytesBelow, installPendingShards, pendingShardArtifactName } from '../../src/action/pending-shards.js';
import { RestoreFailed } from '../../src/action/run-command.js';
import { cleanupHarness, commitCheckout, counted, counterFile, fanOutCheckout, makeWorkspace, runActionStep, tempDir, type ActionResult } from '../helpers/action-harness.js';

let fake: FakeGitHub;

beforeAll(async () => {
  fake = await startFakeGitHub();
});

afterAll(async () => {
  await fake?.close();
  cleanupHarness();
});

describe('stagegate once in the Action', () => {
  it('a retried stage does not repeat its effect', { tags: [CAMPAIGN] }, async () => {
    const ws = makeWorkspace();
    const run = `stagegate once pr -- sh -c 'echo "pushed $STAGEGATE_ATTEMPT" >>effects.txt'; [ "$STAGEGATE_ATTEMPT" != 1 ] || exit 1; stagegate gate OK`;
    writeFileSync(
      join(ws, 'once.yaml'),
      ["version: '4.0'", 'name: once', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:', '  push:', `    run: ${JSON.stringify(run)}`, "    output: 'runs/{{run_id}}/push.md'", '    statuses: { OK: DONE }', '    retry: { max_attempts: 2 }', ''].join('\n'),
    );
    commitCheckout(ws, 'once');
    const r = await runActionStep({ workspace: ws, inputs: { persist: 'none', workflow: 'once.yaml', 'run-id': 'a1' }, sha: 'c0ffee'.padEnd(40, '0'), env: fake.env({ workflowRunId: '7101' }) });
    expect(r.exitCode, r.stdout + r.stderr).toBe(0);
    expect(r.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(readFileSync(join(ws, 'effects.txt'), 'utf8')).toBe('pushed 1\n');
  });
});

/** A branch: `once pr` logs the branch to $EFFECTS_LOG; the branch named by STOP_BRANCH reports an undeclared status (no verdict: unfinished). */
const LIB = `gate() {\n  mkdir -p "\${STAGEGATE_OUTPUT%/*}"\n  printf '# x\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_WORKFLOW" "\${STAGEGATE_BRANCH:-$STAGEGATE_STEP}" "$1" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"\n}\n`;
const BRANCH = `source par.sh; stagegate once pr -- sh -c 'echo "$STAGEGATE_BRANCH $STAGEGATE_ATTEMPT" >>"$EFFECTS_LOG"'; if [ "\${STOP_BRANCH:-}" = "$STAGEGATE_BRANCH" ]; then gate UNDECLARED; else gate OK; fi`;
const PAR_WF = [
  "version: '4.0'",
  'name: par',
  "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
  'inputs:',
  '  required: [run_id]',
  'steps:',
  '  pre:',
  `    run: ${JSON.stringify('source par.sh; gate OK')}`,
  "    output: 'runs/{{run_id}}/pre.md'",
  '    statuses: { OK: checks }',
  '  checks:',
  '    parallel:',
  '      branches:',
  ...['a', 'b'].flatMap((id) => [`        ${id}:`, `          run: ${JSON.stringify(BRANCH)}`, `          output: 'runs/{{run_id}}/${id}.md'`, '          statuses: { OK: DONE, NO: BLOCKED }']),
  '    statuses: { PARALLEL_COMPLETE: DONE, PARALLEL_FAILED: DONE }',
  '',
].join('\n');

describe('stagegate once in a parallel branch fanned out by the Action', () => {
  const checkout = (): string => {
    const ws = tempDir('sg-once-par-');
    writeFileSync(join(ws, 'par.yaml'), PAR_WF);
    writeFileSync(join(ws, 'par.sh'), LIB);
    commitCheckout(ws);
    return ws;
  };
  /** One job step on `workspace` (a fresh checkout unless given: a job's later step). */
  const step = async (run: string, job: string, inputs: Record<string, string>, o: { attempt?: string; env?: Record<string, string>; workspace?: string } = {}): Promise<ActionResult & { workspace: string }> => {
    const workspace = o.workspace ?? checkout();
    const r = await runActionStep({ workspace, inputs: { workflow: 'par.yaml', 'run-id': 'p1', ...inputs }, runId: run, job, attempt: o.attempt ?? '1', env: { ...fake.env({ workflowRunId: run, jobId: `${job}-${inputs['shard'] ?? ''}-${o.attempt ?? '1'}` }), ...(o.env ?? {}) } });
    return { ...r, workspace };
  };

  it('a leg whose branch did once and stopped unfinished: the re-run of the leg continues its shard and does not repeat the effect', { tags: [CAMPAIGN] }, async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7201';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const stopped = await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } });
    expect(stopped.exitCode).toBe(1);
    expect(stopped.outputs['status']).toBe('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    // "Re-run failed jobs": the leg again, on a fresh runner, in the workflow run's next attempt.
    const again = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(again.exitCode, again.stdout + again.stderr).toBe(0);
    expect(again.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(log)).toEqual(['b 1']);
    expect(stopped.summary).toContain('Unfinished: uploaded as artifact');
    const logs = join(again.workspace, 'runs/p1/parallel/checks/b/v1/logs');
    expect(readdirSync(logs).sort(), 'the leg continued the shard: its second attempt').toEqual(['checks.b.v1.a1.log', 'checks.b.v1.a2.log']);
    expect(readFileSync(join(logs, 'checks.b.v1.a2.log'), 'utf8')).toMatch(/^stagegate once: pr was done in attempt 1 at \S+ \(step checks, branch b, visit 1\); not run again\n/m);
    expect((await step(run, 'shard', { shard: 'a' }, { env, attempt: '2' })).exitCode).toBe(0);
    const merged = await step(run, 'merge', { command: 'merge' }, { env, attempt: '2' });
    expect(merged.outputs['status'], merged.stdout + merged.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counted(log).sort()).toEqual(['a 1', 'b 1']);
  });

  it("the merge job runs an unfinished leg's branch in-process: the shard's effect is not repeated", { tags: [CAMPAIGN] }, async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7202';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect((await step(run, 'shard', { shard: 'a' }, { env })).exitCode).toBe(0);
    expect((await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } })).exitCode).toBe(1);
    const merge = await step(run, 'merge', { command: 'merge' }, { env });
    expect(merge.outputs['status'], merge.stdout + merge.stderr).toBe('PARTIAL_RESUMABLE');
    // The merge job's second step: a plain run in the same workspace runs branch b here.
    const rest = await step(run, 'merge', {}, { env, workspace: merge.workspace });
    expect(rest.outputs['status'], rest.stdout + rest.stderr).toBe('WORKFLOW_COMPLETE');
    expect(counted(log).sort()).toEqual(['a 1', 'b 1']);
    expect(readdirSync(join(merge.workspace, 'runs/p1/logs'))).toContain('checks.b.v1.a1.log');
  });
  it("an unfinished leg of a run that was then started over fresh is not continued: the new run's leg starts the branch anew (a warning says why)", { tags: [CAMPAIGN] }, async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7203';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect((await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } })).exitCode).toBe(1);
    // A re-run whose plan job starts the run over: a new instance of run p1.
    expect((await step(run, 'plan', { 'stop-after-step': 'pre', 'execution-mode': 'fresh' }, { env, attempt: '2' })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const leg = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(leg.exitCode, leg.stdout + leg.stderr).toBe(0);
    expect(leg.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(leg.stdout).toMatch(/Unfinished shard artifact \S+-shard-pending-[0-9a-f]{16}-[0-9a-f]{8}-b-a1-1 was not installed: it was made for run p1 before its fresh start/);
    // The new run's branch did its effect itself (a fresh run is meant to do the work again).
    expect(counted(log)).toEqual(['b 1', 'b 1']);
  });

  it("a leg's unfinished shard artifact whose bytes are not the service's digest fails the re-run leg (nothing runs), rather than start the branch over and repeat its effect", async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7204';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect((await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } })).exitCode).toBe(1);
    const pending = fake.artifacts(run).filter((a) => a.name.includes('-shard-pending-'));
    expect(pending).toHaveLength(1);
    fake.tamper(pending[0]!.id, (zip) => Buffer.concat([zip, Buffer.from('x')]));
    const again = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(again.exitCode).toBe(1);
    expect(again.outputs['status']).toBe('ARTIFACT_RESTORE_FAILED');
    expect(again.stdout + again.stderr).toContain(`unfinished shard artifact ${pending[0]!.name} cannot be used: its bytes do not match the digest`);
    expect(counted(log), 'the branch did not run again').toEqual(['b 1']);
  });

  it("a leg's unfinished shard artifact listed without a digest (an older build's upload) fails the re-run leg as a mismatch does: only its journal could be checked", async () => {
    const log = counterFile();
    const env = { EFFECTS_LOG: log };
    const run = '7205';
    expect((await step(run, 'plan', { 'stop-after-step': 'pre' }, { env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    expect((await step(run, 'shard', { shard: 'b' }, { env: { ...env, STOP_BRANCH: 'b' } })).exitCode).toBe(1);
    const pending = fake.artifacts(run).filter((a) => a.name.includes('-shard-pending-'));
    expect(pending).toHaveLength(1);
    fake.dropDigest(pending[0]!.id);
    const again = await step(run, 'shard', { shard: 'b' }, { env, attempt: '2' });
    expect(again.exitCode).toBe(1);
    expect(again.outputs['status']).toBe('ARTIFACT_RESTORE_FAILED');
    expect(again.stdout + again.stderr).toContain(`unfinished shard artifact ${pending[0]!.name} cannot be used: the artifact service lists it without a sha256 digest`);
    expect(counted(log), 'the branch did not run again').toEqual(['b 1']);
  });
});

/** A store of this workflow run's artifacts, each a folder of files (the download copies it). */
function folderStore(artifacts: Array<{ name: string; dir: string }>): ReturnType<CommandContext['store']> {
  return {
    // A digest listed, as the service lists one for every upload of this build (its download here checks nothing).
    list: async () => artifacts.map((a, i) => ({ id: i + 1, name: a.name, size: 1, createdAt: new Date(Date.UTC(2026, 11, 5, 10, i)), digest: `sha256:${'0'.repeat(64)}` })),
    download: async (artifact: { id: number }, _scope: unknown, dest: string) => {
      cpSync(artifacts[artifact.id - 1]!.dir, dest, { recursive: true });
      return { downloadPath: dest };
    },
  } as unknown as ReturnType<CommandContext['store']>;
}

describe("a leg's unfinished shard artifact, as the next job installs it", () => {
  // The workspace of a leg whose branch b did `once` and stopped unfinished: the run's state and b's real folder.
  let leg: string;
  const FOLDER = 'runs/p1/parallel/checks/b/v1';
  const id = { workflowName: 'par', runId: 'p1', workflowPath: 'par.yaml' };
  beforeAll(async () => {
    leg = tempDir('sg-pending-leg-');
    writeFileSync(join(leg, 'par.yaml'), PAR_WF);
    writeFileSync(join(leg, 'par.sh'), LIB);
    commitCheckout(leg);
    const env = { ...fake.env({ workflowRunId: '7301', jobId: 'plan' }), EFFECTS_LOG: counterFile() };
    expect((await runActionStep({ workspace: leg, inputs: { workflow: 'par.yaml', 'run-id': 'p1', persist: 'none', 'stop-after-step': 'pre' }, env })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const stopped = await runActionStep({ workspace: leg, inputs: { workflow: 'par.yaml', 'run-id': 'p1', persist: 'none', shard: 'b' }, env: { ...env, STOP_BRANCH: 'b' } });
    expect(stopped.outputs['status'], stopped.stdout + stopped.stderr).toBe('WORKFLOW_STATUS_CONTRACT_VIOLATION');
    expect(readdirSync(join(leg, FOLDER))).toContain('workflow_state.journal.jsonl');
  });
  /** The next job's workspace: the run's state without b's folder. */
  const nextJob = (): string => {
    const ws = tempDir('sg-pending-next-');
    cpSync(join(leg, 'runs'), join(ws, 'runs'), { recursive: true });
    rmSync(join(ws, 'runs/p1/parallel'), { recursive: true });
    return ws;
  };
  /** An artifact's contents: b's folder at `as` (workspace-relative), changed by `change`. */
  const content = (change: (folder: string) => void = () => {}, as = FOLDER): string => {
    const dir = tempDir('sg-pending-art-');
    cpSync(join(leg, FOLDER), join(dir, as), { recursive: true });
    change(join(dir, as));
    return dir;
  };
  const install = async (ws: string, artifacts: Array<{ name: string; dir: string }>, keys?: string[], budget?: Parameters<typeof installPendingShards>[3]) => {
    const warnings: string[] = [];
    const ctx = { workspaceRoot: ws, gh: { attempt: '2', runnerTemp: tempDir('sg-pending-tmp-') }, io: { annotate: (_l: string, m: string) => warnings.push(m), info: () => {} }, store: () => folderStore(artifacts) } as unknown as CommandContext;
    const location = { workspaceRoot: ws, workflowName: 'par', runId: 'p1', statePath: 'runs/p1/workflow_state.yaml', runRoot: 'runs/p1', workflowFile: 'par.yaml', workflowPath: 'par.yaml' };
    return { installed: await installPendingShards(ctx, location, keys, budget), warnings };
  };
  const named = (key: string, folder = FOLDER, attempt = '1') => pendingShardArtifactName(id, key, folder, attempt, 1);

  // In npm test (review52): a pure function's test (a few ms), timed at 300 ms+ under coverage for its file's first-test cost; the only assertion that two fan-out points of one key get two artifact names.
  it('names a key by 16 hex of its sha256 and its folder by 8 more: two fan-out points of one key have two names', () => {
    expect(named('b')).toMatch(/-shard-pending-[0-9a-f]{16}-[0-9a-f]{8}-b-a1-1$/);
    expect(named('b', 'runs/p1/parallel/checks/b/v2')).not.toBe(named('b'));
  });

  it("installs the folder without the other machine's locks, lock side files or half-made copies", async () => {
    const ws = nextJob();
    const owner = JSON.stringify({ pid: 1, host: 'other-runner', started_at: new Date().toISOString() });
    const dir = content((f) => {
      writeFileSync(join(f, 'workflow_state.yaml.lock'), owner);
      writeFileSync(join(f, 'workflow_state.yaml.lock.takeover'), owner);
      writeFileSync(join(f, 'workflow_state.yaml.lock.4242.0badc0de.tmp'), owner);
      mkdirSync(join(f, 'effects'), { recursive: true });
      writeFileSync(join(f, 'effects/checks.b.v1.a1.jsonl.0123456789abcdef.lock'), owner);
      mkdirSync(join(f, 'logs.stagegate-tmp-1a2b3c4d'));
      writeFileSync(join(f, 'logs.stagegate-tmp-1a2b3c4d/x.log'), 'half\n');
    });
    expect((await install(ws, [{ name: named('b'), dir }], ['b'])).installed).toEqual([FOLDER]);
    const files = readdirSync(join(ws, FOLDER), { recursive: true }).map(String);
    expect(files).toContain('workflow_state.journal.jsonl');
    expect(files.filter((f) => f.includes('.lock') || f.includes('.stagegate-tmp-'))).toEqual([]);
  });

  it.each([
    ['another key\'s folder under the name of key a', () => ({ name: named('a'), dir: content() }), /unfinished shard artifact \S+ cannot be used: its journal ran key b, not the key its name says/],
    ['a folder other than the one its name says', () => ({ name: named('b', 'runs/p1/parallel/checks/b/v2'), dir: content() }), /cannot be used: it holds runs\/p1\/parallel\/checks\/b\/v1, not the folder its name says/],
    ['a SHARD.json (a result)', () => ({ name: named('b'), dir: content((f) => writeFileSync(join(f, 'SHARD.json'), '{"forged":true}')) }), /cannot be used: it holds a SHARD\.json/],
    ['a journal that does not read', () => ({ name: named('b'), dir: content((f) => writeFileSync(join(f, 'workflow_state.journal.jsonl'), 'this is not a journal\n')) }), /cannot be used: its journal \S+ cannot be read or verified/],
    // The run's own journal (run p1's, read ok): it names no instance of a run it belongs to.
    ['a journal that names no instance of the run', () => ({ name: named('b'), dir: content((f) => cpSync(join(leg, 'runs/p1/workflow_state.journal.jsonl'), join(f, 'workflow_state.journal.jsonl'))) }), /cannot be used: its journal does not name the instance of run p1 it ran for/],
  ])('refuses %s: the job fails (the branch is not started over) and nothing is installed', async (_what, artifact, message) => {
    const ws = nextJob();
    const made = artifact();
    const refused = install(ws, [made]);
    await expect(refused).rejects.toThrow(message);
    await expect(refused).rejects.toBeInstanceOf(RestoreFailed);
    expect(existsSync(join(ws, 'runs/p1/parallel/checks/b'))).toBe(false);
  });

  it('a refused newest artifact of a folder fails the job even when an older one of it could be used', async () => {
    const ws = nextJob();
    const older = { name: named('b', FOLDER, '1'), dir: content() };
    const newer = { name: named('b', FOLDER, '2'), dir: content((f) => writeFileSync(join(f, 'SHARD.json'), '{}')) };
    await expect(install(ws, [older, newer])).rejects.toThrow(/cannot be used: it holds a SHARD\.json/);
    expect(existsSync(join(ws, FOLDER))).toBe(false);
  });

  it("the artifacts of one key's two folders do not shadow each other: each folder's newest is installed", async () => {
    const ws = nextJob();
    const v2 = 'runs/p1/parallel/checks/b/v2';
    const { installed } = await install(ws, [{ name: named('b'), dir: content() }, { name: named('b', v2), dir: content(() => {}, v2) }], ['b']);
    expect(installed.sort()).toEqual([FOLDER, v2]);
  });

  it("a merge's one limit counts only what it installs: an artifact whose folder the run already holds is passed over and counts nothing", async () => {
    const ws = nextJob();
    const v2 = 'runs/p1/parallel/checks/b/v2';
    // The run holds v2 already (an earlier merge installed it, its state carried it); its leg's artifact is the newer one, listed first.
    cpSync(join(leg, FOLDER), join(ws, v2), { recursive: true });
    const toInstall = { name: named('b'), dir: content() };
    const passedOver = { name: named('b', v2), dir: content((f) => writeFileSync(join(f, 'pad.bin'), Buffer.alloc(64 * 1024)), v2) };
    // Each fits on its own; both do not.
    const maxBytes = bytesBelow(toInstall.dir) + bytesBelow(passedOver.dir) - 1;
    const budget = { maxBytes, bound: `bytes left of the ${maxBytes} the merge unpacks in all`, covered: new Set<string>() };
    // Before: the passed-over artifact's bytes were counted, and the one to install was refused as past what was left.
    expect((await install(ws, [toInstall, passedOver], ['b'], budget)).installed).toEqual([FOLDER]);
    expect(existsSync(join(ws, v2, 'pad.bin'))).toBe(false);
  });

  it("a leg installs only its own keys' artifacts", async () => {
    const ws = nextJob();
    expect((await install(ws, [{ name: named('b'), dir: content() }], ['a'])).installed).toEqual([]);
    expect(existsSync(join(ws, FOLDER))).toBe(false);
  });
});

describe('stagegate once in a foreach item fanned out by the Action', () => {
  it('a leg whose item did once and stopped unfinished: the re-run of the leg continues the item and does not repeat the effect', { tags: [CAMPAIGN] }, async () => {
    const WF = 'workflows/examples/fan-out/workflow.yaml';
    const checkout = (): string => {
      const ws = fanOutCheckout('sg-once-fan-');
      const script = join(ws, 'workflows/examples/fan-out/scripts/assess.sh');
      const once = `stagegate once pr -- sh -c 'echo "$1 $STAGEGATE_ATTEMPT" >>"$EFFECTS_LOG"' sh "$id"\n`;
      writeFileSync(script, readFileSync(script, 'utf8').replace('component=$2\n', `component=$2\n${once}`).replace('write_gate ASSESSED', 'if [ "${STOP_ITEM:-}" = "$id" ]; then write_gate UNDECLARED; else write_gate ASSESSED; fi'));
      commitCheckout(ws);
      return ws;
    };
    const log = counterFile();
    const run = '7301';
    const step = (job: string, inputs: Record<string, string>, o: { attempt?: string; env?: Record<string, string> } = {}) =>
      runActionStep({ workspace: checkout(), inputs: { workflow: WF, 'run-id': 'r1', ...inputs }, runId: run, job, attempt: o.attempt ?? '1', env: { ...fake.env({ workflowRunId: run, jobId: `${job}-${inputs['shard'] ?? ''}-${o.attempt ?? '1'}` }), EFFECTS_LOG: log, ...(o.env ?? {}) } });
    expect((await step('plan', { 'stop-after-step': 'inventory' })).outputs['status']).toBe('PARTIAL_RESUMABLE');
    const stopped = await step('shard', { shard: 'C-01' }, { env: { STOP_ITEM: 'C-01' } });
    expect(stopped.exitCode).toBe(1);
    const again = await step('shard', { shard: 'C-01' }, { attempt: '2' });
    expect(again.exitCode, again.stdout + again.stderr).toBe(0);
    expect(again.outputs['status']).toBe('WORKFLOW_COMPLETE');
    expect(counted(log)).toEqual(['C-01 1']);
  });
});
