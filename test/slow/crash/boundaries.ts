// The crash harness's boundary sweep: the BUILT CLI is SIGKILLed (with its process group) at
// EVERY commit boundary of a run, one kill per fresh workspace, and then resumed to the end.
// Where the kill lands is exact, not a matter of timing: kill-at-commit.mjs, preloaded into the
// runner's node (`--import`), counts the runner's own journal appends and kills the group
//   - half-way through the k-th append (a torn last line),
//   - right after the k-th append's fdatasync (journal ahead of both projections),
//   - after workflow_state.yaml was renamed into place (the manifest lags), and
//   - after RUN_MANIFEST.yaml too (between commits),
// for every k an uninterrupted run of the same workflow reaches (its trace lists them). The
// workflows: a chain with a review loop, a review loop through a decision step, a parallel step, a foreach whose items run with journals
// of their own. After each kill the run must resume to WORKFLOW_COMPLETE and equal the
// uninterrupted run (state, history, manifest artifacts with sha256, the registry), timestamps
// and attempt counts aside; every journal must verify; and the stage-execution ledger (one line
// per stage start) must show that no stage the journal had accepted at the kill ran again, no
// stage was lost, and only a stage that was in flight at the kill ran a second time.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { loadRun } from '../../../src/core/state/store.js';
import { readJournal } from '../../../src/core/state/journal.js';
import { loadAndCheck } from '../../../src/core/model/load-and-check.js';
import { Workspace as CoreWorkspace } from '../../../src/core/workspace/workspace.js';
import { Workspace, cliSnapshot, jsonOf, killGroup, startCli, type CliResult } from '../../helpers/bare-workspace.js';

export const KILL_POINTS = ['torn', 'append', 'snapshot', 'manifest'] as const;
export type KillPoint = (typeof KILL_POINTS)[number];

const PRELOAD = join(dirname(fileURLToPath(import.meta.url)), 'kill-at-commit.mjs');
const RUN_ID = 'sweep';
const STATE_REL = `runs/${RUN_ID}/workflow_state.yaml`;
const MANIFEST_REL = `runs/${RUN_ID}/RUN_MANIFEST.yaml`;
const RUN_ARGS = ['run', 'wf.yaml', '--run-id', RUN_ID, '--json'];

/**
 * Every stage: one ledger line when it starts (the journal's state path, step, branch, visit —
 * what names one execution), a deterministic output, its gate. REVIEW approves on visit 2.
 */
const STAGE_SCRIPT = `#!/usr/bin/env bash
set -euo pipefail
printf '%s %s %s %s\\n' "$STAGEGATE_STATE_PATH" "$STAGEGATE_STEP" "\${STAGEGATE_BRANCH:--}" "$STAGEGATE_VISIT" >>"$CRASH_LEDGER"
status="$1"
if [ "$status" = REVIEW ]; then
  if [ "$STAGEGATE_VISIT" -lt 2 ]; then status=CHANGES_REQUESTED; else status=APPROVED; fi
fi
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
{
  printf '# %s %s %s visit %s\\n\\n' "$STAGEGATE_STEP" "\${STAGEGATE_BRANCH:-}" "\${STAGEGATE_INPUT_ITEM_ID:-}" "$STAGEGATE_VISIT"
  printf 'WORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: %s\\n' "$STAGEGATE_WORKFLOW" "\${STAGEGATE_BRANCH:-$STAGEGATE_STEP}" "$status"
  printf '  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n'
  printf '  artifact: %s\\n  next_recommended: null\\n' "$STAGEGATE_ARTIFACT"
} >"$STAGEGATE_OUTPUT"
`;

const HEAD = ["version: '4.0'", "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];

export interface SweepWorkflow {
  name: string;
  files: Record<string, string>;
}

/** a -> review <-> fix (approved on its 2nd visit) -> b. */
const CHAIN_LOOP: SweepWorkflow = {
  name: 'chain-loop',
  files: {
    'wf.yaml': [
      ...HEAD.slice(0, 1),
      'name: sweep-chain-loop',
      ...HEAD.slice(1),
      '  a: { run: bash stage.sh OK, output: "runs/{{run_id}}/a.md", statuses: { OK: review } }',
      '  review: { run: bash stage.sh REVIEW, output: "runs/{{run_id}}/review.md", max_visits: 3, statuses: { CHANGES_REQUESTED: fix, APPROVED: b } }',
      '  fix: { run: bash stage.sh FIXED, output: "runs/{{run_id}}/fix.md", statuses: { FIXED: review } }',
      '  b: { run: bash stage.sh OK, output: "runs/{{run_id}}/b.md", statuses: { OK: DONE } }',
    ].join('\n') + '\n',
  },
};

/** a -> review -> route (a decision: fix until review's 2nd visit, then b) -> fix -> review ... -> b. */
const DECISION: SweepWorkflow = {
  name: 'decision',
  files: {
    'wf.yaml': [
      ...HEAD.slice(0, 1),
      'name: sweep-decision',
      ...HEAD.slice(1),
      '  a: { run: bash stage.sh OK, output: "runs/{{run_id}}/a.md", statuses: { OK: review } }',
      '  review: { run: bash stage.sh REVIEW, output: "runs/{{run_id}}/review.md", max_visits: 3, statuses: { CHANGES_REQUESTED: route, APPROVED: route } }',
      '  route:',
      '    decide:',
      '      - if: visits.review >= 2',
      '        to: b',
      '      - else: fix',
      '  fix: { run: bash stage.sh FIXED, output: "runs/{{run_id}}/fix.md", statuses: { FIXED: review } }',
      '  b: { run: bash stage.sh OK, output: "runs/{{run_id}}/b.md", statuses: { OK: DONE } }',
    ].join('\n') + '\n',
  },
};

/** prep -> checks (parallel: x, y, z, at most 2 at once) -> after. */
const PARALLEL: SweepWorkflow = {
  name: 'parallel',
  files: {
    'wf.yaml': [
      ...HEAD.slice(0, 1),
      'name: sweep-parallel',
      ...HEAD.slice(1),
      '  prep: { run: bash stage.sh OK, output: "runs/{{run_id}}/prep.md", statuses: { OK: checks } }',
      '  checks:',
      '    parallel:',
      '      max_concurrency: 2',
      '      branches:',
      ...['x', 'y', 'z'].map((b) => `        ${b}: { run: bash stage.sh OK, output: "runs/{{run_id}}/checks/${b}.md", statuses: { OK: DONE, NO: BLOCKED } }`),
      '    statuses: { PARALLEL_COMPLETE: after, PARALLEL_FAILED: BLOCKED }',
      '  after: { run: bash stage.sh OK, output: "runs/{{run_id}}/after.md", statuses: { OK: DONE } }',
    ].join('\n') + '\n',
  },
};

/** start -> loop (foreach over reg.md: design -> verify per item, rows marked VERIFIED) -> after. */
const FOREACH: SweepWorkflow = {
  name: 'foreach',
  files: {
    'wf.yaml': [
      ...HEAD.slice(0, 1),
      'name: sweep-foreach',
      ...HEAD.slice(1),
      '  start: { run: bash stage.sh OK, output: "runs/{{run_id}}/start.md", statuses: { OK: loop } }',
      '  loop:',
      '    foreach:',
      '      source: reg.md',
      '      id_field: ID',
      '      bindings:',
      '        name_slug: { field: Name, transform: slugify }',
      '    per_item:',
      '      design: { run: bash stage.sh OK, output: "runs/{{run_id}}/design/{{name_slug}}.md", statuses: { OK: verify } }',
      '      verify: { run: bash stage.sh VERIFIED, output: "runs/{{run_id}}/verify/{{item_id}}.md", statuses: { VERIFIED: next_artifact } }',
      '    completion: { require: all rows VERIFIED, on_complete: after }',
      '  after: { run: bash stage.sh OK, output: "runs/{{run_id}}/after.md", statuses: { OK: DONE } }',
    ].join('\n') + '\n',
    'reg.md': ['# Registry', '', '| ID | Name | Depends On | Status |', '|---|---|---|---|', '| R-1 | First Item | - | PENDING |', '| R-2 | Second Item | R-1 | PENDING |', ''].join('\n'),
  },
};

export const SWEEP_WORKFLOWS: readonly SweepWorkflow[] = [CHAIN_LOOP, DECISION, PARALLEL, FOREACH];

export interface BoundaryKill {
  workflow: string;
  point: KillPoint;
  k: number;
  /** Stage executions that were in flight (started, not accepted) at the kill. */
  inFlight: number;
  /** Of those, how many ran again on resume. */
  rerun: number;
}

export interface SweepResult {
  /** Per workflow: commit boundaries (journal appends) of an uninterrupted run, and its stage executions. */
  workflows: Array<{ name: string; appends: number; stageExecutions: number; kills: number }>;
  kills: BoundaryKill[];
  killsByPoint: Record<KillPoint, number>;
  /** Completed (accepted) stage executions at the kills, summed: none may run again. */
  completedAtKills: number;
  completedRepeated: number;
  completedLost: number;
  inFlightReruns: number;
  failures: string[];
  durationMs: number;
  workDir: string;
}

export interface SweepOptions {
  workflows?: readonly string[];
  points?: readonly KillPoint[];
  log?: (line: string) => void;
  keep?: boolean;
}

interface Trace {
  appends: number;
  /** Boundaries after which a projection was written: `snapshot k`, `manifest k`. */
  projections: Set<string>;
}

function lines(path: string): string[] {
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter((l) => l !== '') : [];
}

function countOf(list: readonly string[], key: string): number {
  let n = 0;
  for (const l of list) if (l === key) n++;
  return n;
}

function describeResult(r: CliResult): string {
  return `exit ${r.code ?? r.signal}: ${r.stdout.trim().slice(0, 400)} ${r.stderr.trim().slice(0, 400)}`;
}

function newWorkspace(base: string, label: string, wf: SweepWorkflow): { ws: Workspace; ledger: string } {
  const ws = new Workspace(`${label}-`, base);
  for (const [rel, text] of Object.entries(wf.files)) ws.write(rel, text);
  ws.write('stage.sh', STAGE_SCRIPT);
  const ledger = ws.path('ledger.txt');
  writeFileSync(ledger, '');
  return { ws, ledger };
}

/** Every journal under the workspace's runs/ (the run's, and each foreach item run's). */
function journals(ws: Workspace): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.journal.jsonl')) out.push(p);
    }
  };
  walk(ws.path('runs'));
  return out.sort();
}

/**
 * The stage executions the journals had accepted (committed lines only), as ledger keys:
 * `<state path> <step> <branch or -> <visit>`.
 */
function acceptedKeys(ws: Workspace): Set<string> {
  const keys = new Set<string>();
  for (const file of journals(ws)) {
    const state = relative(ws.dir, file).replace(/\.journal\.jsonl$/, '.yaml');
    const text = readFileSync(file, 'utf8');
    const committed = text.slice(0, text.lastIndexOf('\n') + 1);
    const parallelVisit = new Map<string, number>();
    for (const line of committed.split('\n')) {
      if (line === '') continue;
      const e = JSON.parse(line) as { event: string; step?: string; visit?: number; branch?: string; patch?: { status?: string } };
      if (e.event === 'gate_accepted') keys.add(`${state} ${e.step} - ${e.visit}`);
      if (e.event === 'parallel_begun') parallelVisit.set(e.step!, e.visit!);
      // A branch is done when its record says so (its artifact event alone may be the committed
      // prefix of a torn batch: the branch then runs again, as one in flight would).
      if (e.event === 'branch_updated' && (e.patch?.status === 'succeeded' || e.patch?.status === 'failed')) keys.add(`${state} ${e.step} ${e.branch} ${parallelVisit.get(e.step!)}`);
    }
  }
  return keys;
}

/** Ledger lines with the state path made relative (stages may see it either way). */
function ledgerKeys(ws: Workspace, ledger: string): string[] {
  return lines(ledger).map((l) => {
    const [state, ...rest] = l.split(' ');
    const rel = state!.startsWith('/') ? relative(ws.dir, state!) : state!;
    return [rel, ...rest].join(' ');
  });
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** The finished run as the next resume finds it, timestamps and attempt counts left out. */
function canonical(ws: Workspace, failures: string[], label: string): unknown {
  const workflow = loadAndCheck(new CoreWorkspace(ws.dir), 'wf.yaml');
  const read = loadRun({ state: ws.path(STATE_REL), manifest: ws.path(MANIFEST_REL) }, workflow, STATE_REL);
  if (read.kind !== 'ok') {
    failures.push(`${label}: the final run does not load: ${read.kind}${read.kind === 'corrupt' ? ` (${read.reason})` : ''}`);
    return undefined;
  }
  if (read.journal.tornBytes > 0 || read.snapshotLags) failures.push(`${label}: after the last resume the journal has a torn tail or the snapshot lags`);
  for (const file of journals(ws)) {
    const j = readJournal(file);
    if (j.kind !== 'ok' || j.tornBytes > 0) failures.push(`${label}: journal ${relative(ws.dir, file)} does not verify: ${j.kind === 'corrupt' ? j.reason : `${j.kind}, torn ${j.kind === 'ok' ? j.tornBytes : 0}`}`);
  }
  const s = read.state;
  const manifest = parse(ws.read(MANIFEST_REL)) as { status: string; journal?: { seq: number }; artifacts: Array<{ path: string; sha256: string; size: number; step: string; gate_status: string; visit: number }> };
  if (manifest.status !== s.status) failures.push(`${label}: manifest status ${manifest.status} != state status ${s.status}`);
  if (manifest.journal?.seq !== read.head.seq) failures.push(`${label}: manifest records journal event ${manifest.journal?.seq}, the journal ends at ${read.head.seq}`);
  const artifacts = manifest.artifacts.map((a) => ({ path: a.path, sha256: a.sha256, size: a.size, step: a.step, gate_status: a.gate_status, visit: a.visit })).sort((a, b) => a.path.localeCompare(b.path));
  for (const a of artifacts) if (sha256(ws.path(a.path)) !== a.sha256) failures.push(`${label}: manifest sha256 of ${a.path} is not the file's`);
  const steps: Record<string, unknown> = {};
  for (const [id, r] of Object.entries(s.steps)) {
    const rec = r as unknown as Record<string, unknown> & { gate?: Record<string, unknown> };
    const branches = (rec['parallel'] as { branches?: Record<string, Record<string, unknown>> } | undefined)?.branches;
    const foreach = rec['foreach'] as { active_item: unknown; stopped: unknown; items: Array<Record<string, unknown>> } | undefined;
    steps[id] = {
      visits: rec['visits'],
      status: rec['status'],
      gate_status: rec.gate?.['status'],
      output: rec['output'],
      sha256: rec['sha256'],
      ...(branches ? { branches: Object.fromEntries(Object.entries(branches).map(([b, br]) => [b, { status: br['status'], gate_status: br['gate_status'], visit: br['visit'], output: br['output'], sha256: br['sha256'] }])) } : {}),
      ...(foreach ? { foreach: { active_item: foreach.active_item, stopped: foreach.stopped, items: foreach.items.map((i) => ({ id: i['id'], status: i['status'], visits: i['visits'], outcome: i['outcome'], state_path: i['state_path'] })) } } : {}),
    };
  }
  return {
    status: s.status,
    completed_steps: s.completed_steps,
    steps,
    history: read.log!.history!.map((h) => ({ step: h.step, visit: h.visit, outcome: h.outcome, gate_status: h.gate_status, to: h.to, code: h.code })),
    last_gate: s.last_gate,
    artifacts,
    registry: ws.exists('reg.md') ? ws.read('reg.md') : null,
  };
}

function readTrace(path: string): Trace {
  const trace: Trace = { appends: 0, projections: new Set() };
  for (const line of lines(path)) {
    const [kind, k] = line.split(' ');
    if (kind === 'append') trace.appends = Math.max(trace.appends, Number(k));
    else trace.projections.add(`${kind} ${k}`);
  }
  return trace;
}

/** Temp files of atomic writes left under runs/ (a killed writer's; the next runner removes them). */
function tempLeftovers(ws: Workspace): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.includes('.stagegate-tmp-') && statSync(p).size > 0) out.push(relative(ws.dir, p));
    }
  };
  walk(ws.path('runs'));
  return out;
}

export async function sweepBoundaries(options: SweepOptions = {}): Promise<SweepResult> {
  const t0 = Date.now();
  const log = options.log ?? (() => {});
  const points = options.points ?? KILL_POINTS;
  const chosen = SWEEP_WORKFLOWS.filter((w) => !options.workflows || options.workflows.includes(w.name));
  cliSnapshot();
  const workDir = join(tmpdir(), `stagegate-sweep-${process.pid}-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  const result: SweepResult = {
    workflows: [],
    kills: [],
    killsByPoint: { torn: 0, append: 0, snapshot: 0, manifest: 0 },
    completedAtKills: 0,
    completedRepeated: 0,
    completedLost: 0,
    inFlightReruns: 0,
    failures: [],
    durationMs: 0,
    workDir,
  };

  for (const wf of chosen) {
    // The uninterrupted reference, its commit boundaries traced by the same preload (killing nothing).
    const ref = newWorkspace(workDir, `${wf.name}-reference`, wf);
    const traceFile = ref.ws.path('trace.txt');
    const refRun = await startCli(ref.ws.dir, RUN_ARGS, { env: { CRASH_LEDGER: ref.ledger, CRASH_TRACE: traceFile }, nodeArgs: ['--import', PRELOAD] }).done;
    if (refRun.code !== 0 || jsonOf(refRun)['status'] !== 'WORKFLOW_COMPLETE') throw new Error(`${wf.name}: reference run failed: ${describeResult(refRun)}`);
    const trace = readTrace(traceFile);
    const reference = canonical(ref.ws, result.failures, `${wf.name} reference`);
    const refLedger = ledgerKeys(ref.ws, ref.ledger);
    if (new Set(refLedger).size !== refLedger.length) result.failures.push(`${wf.name} reference: a stage execution ran twice without any kill`);
    const summary = { name: wf.name, appends: trace.appends, stageExecutions: refLedger.length, kills: 0 };
    result.workflows.push(summary);
    log(`${wf.name}: ${trace.appends} journal appends, ${refLedger.length} stage executions in the uninterrupted run`);

    for (let k = 1; k <= trace.appends; k++) {
      for (const point of points) {
        if ((point === 'snapshot' || point === 'manifest') && !trace.projections.has(`${point} ${k}`)) continue;
        const label = `${wf.name} ${point}:${k}`;
        const { ws, ledger } = newWorkspace(workDir, `${wf.name}-${point}-${k}`, wf);
        let failed = false;
        const fail = (message: string): void => {
          result.failures.push(`${label}: ${message}`);
          failed = true;
        };
        const started = startCli(ws.dir, RUN_ARGS, { env: { CRASH_LEDGER: ledger, CRASH_KILL_AT: `${point}:${k}` }, nodeArgs: ['--import', PRELOAD] });
        const killedRun = await started.done;
        // Stages the dead runner left in groups of their own are found by their mark and killed,
        // so nothing of the killed invocation writes after this point.
        await killGroup(started.child.pid!);
        if (killedRun.signal !== 'SIGKILL') {
          fail(`the runner was not killed at the boundary (it ended ${describeResult(killedRun)})`);
        } else {
          result.kills.push({ workflow: wf.name, point, k, inFlight: 0, rerun: 0 });
          result.killsByPoint[point]++;
          summary.kills++;
        }
        const accepted = acceptedKeys(ws);
        const atKill = ledgerKeys(ws, ledger);
        const completedAtKill = [...new Set(atKill)].filter((key) => accepted.has(key));
        const inFlight = [...new Set(atKill)].filter((key) => !accepted.has(key));
        // The run as the next invocation finds it loads (never refused as tampered).
        if (!failed) {
          const workflow = loadAndCheck(new CoreWorkspace(ws.dir), 'wf.yaml');
          const read = loadRun({ state: ws.path(STATE_REL), manifest: ws.path(MANIFEST_REL) }, workflow, STATE_REL);
          if (read.kind === 'corrupt') fail(`after the kill the run does not load: ${read.reason}`);
          if (point === 'torn' && read.kind === 'ok' && read.journal.tornBytes === 0 && journals(ws).length === 1) fail('the torn append left no torn tail');
        }
        if (!failed) {
          const resumed = await startCli(ws.dir, RUN_ARGS, { env: { CRASH_LEDGER: ledger } }).done;
          if (resumed.code !== 0 || jsonOf(resumed)['status'] !== 'WORKFLOW_COMPLETE') fail(`the resume did not complete: ${describeResult(resumed)}`);
        }
        if (!failed) {
          const got = canonical(ws, result.failures, label);
          if (JSON.stringify(got) !== JSON.stringify(reference)) fail(`the finished run differs from the uninterrupted one:\n  got ${JSON.stringify(got)}\n  ref ${JSON.stringify(reference)}`);
          const final = ledgerKeys(ws, ledger);
          const refSet = new Set(refLedger);
          for (const key of new Set(final)) if (!refSet.has(key)) fail(`stage execution '${key}' is not in the uninterrupted run`);
          for (const key of refSet) if (countOf(final, key) === 0) fail(`stage execution '${key}' never happened`);
          result.completedAtKills += completedAtKill.length;
          for (const key of completedAtKill) {
            if (countOf(final, key) !== 1) {
              result.completedRepeated++;
              fail(`'${key}' was accepted before the kill but ran ${countOf(final, key)} times`);
            }
            if (!acceptedKeys(ws).has(key)) {
              result.completedLost++;
              fail(`'${key}' was accepted before the kill and is not accepted after the resume`);
            }
          }
          let rerun = 0;
          for (const key of inFlight) {
            const n = countOf(final, key);
            if (n > 2) fail(`'${key}' was in flight at the kill and ran ${n} times`);
            if (n === 2) rerun++;
          }
          for (const key of refSet) if (!atKill.includes(key) && countOf(final, key) !== 1) fail(`'${key}' had not started at the kill and ran ${countOf(final, key)} times`);
          const torn = tempLeftovers(ws);
          if (torn.length > 0) fail(`temp files of killed writes were never cleaned: ${torn.join(', ')}`);
          const entry = result.kills.at(-1);
          if (entry && entry.workflow === wf.name && entry.k === k && entry.point === point) Object.assign(entry, { inFlight: inFlight.length, rerun });
          result.inFlightReruns += rerun;
        }
        if (!failed && !options.keep) ws.remove();
        if (result.failures.length >= 10) break;
      }
      if (result.failures.length >= 10) break;
    }
    log(`${wf.name}: ${summary.kills} kills at ${trace.appends} boundaries`);
    if (!options.keep) ref.ws.remove();
  }
  result.durationMs = Date.now() - t0;
  if (result.failures.length === 0 && !options.keep) rmSync(workDir, { recursive: true, force: true });
  return result;
}
