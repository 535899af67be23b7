// Crash-kill harness (issue 5). A 20-step workflow of shell stages with a review loop runs under
// the BUILT CLI, started detached (its own process group); the harness SIGKILLs the whole group at
// seeded random moments — during a stage, right after a stage exited (before/while its gate and
// state are persisted), or at a random time after start (startup, lock, state writes) — and then
// resumes, possibly killing again, until the run completes. After every kill the state file must
// parse; the finished run must equal an uninterrupted reference run (completed steps, gates,
// visits, history, manifest artifacts with sha256), timestamps and attempt counts aside; and the
// execution ledger every stage appends to proves that no completed stage ever ran again and that
// only the stage in flight at a kill ran twice.
//
// Reproducible: all choices (trial lengths, kill modes, targets, delays) come from one seed. What
// a kill at a given offset hits still depends on the machine's timing, which is why every kill is
// classified afterwards from the evidence on disk.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync, watch, type FSWatcher } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { loadRun, type RunLoad } from '../../../src/core/state/store.js';
import { loadAndCheck } from '../../../src/core/model/load-and-check.js';
import { Workspace as CoreWorkspace } from '../../../src/core/workspace/workspace.js';
import type { HistoryEntry, RunState } from '../../../src/core/state/state.js';
import { GATE_LIB, Workspace, cliSnapshot, jsonOf, killGroup, prng, startCli, type CliResult } from '../../helpers/bare-workspace.js';

export const RUN_ID = 'crash';
const STATE_REL = `runs/${RUN_ID}/workflow_state.yaml`;
const MANIFEST_REL = `runs/${RUN_ID}/RUN_MANIFEST.yaml`;
const JOURNAL_REL = `runs/${RUN_ID}/workflow_state.journal.jsonl`;

/** The run as a resume finds it: its journal replayed against the workflow, its projections checked. */
function readRun(ws: Workspace): RunLoad {
  const workflow = loadAndCheck(new CoreWorkspace(ws.dir), 'crash.yaml');
  return loadRun({ state: ws.path(STATE_REL), manifest: ws.path(MANIFEST_REL) }, workflow, STATE_REL);
}

/** Chain s01..s08 -> review <-> fix (review approves on its 3rd visit) -> s09..s18 -> DONE. */
export function crashWorkflowYaml(): string {
  const ids: string[] = [];
  for (let i = 1; i <= 18; i++) ids.push(`s${String(i).padStart(2, '0')}`);
  const lines = [
    "version: '4.0'",
    'name: crash-harness',
    'description: Twenty shell stages with a review loop, killed at random moments by test/crash/harness.ts.',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'steps:',
  ];
  const step = (id: string, run: string, statuses: Record<string, string>, extra: string[] = []) => {
    lines.push(`  ${id}:`, `    run: ${run}`, `    output: 'runs/{{run_id}}/out/${id}.md'`, ...extra.map((e) => `    ${e}`), '    statuses:');
    for (const [s, to] of Object.entries(statuses)) lines.push(`      ${s}: ${to}`);
  };
  ids.forEach((id, i) => {
    // s12 writes a 300 KiB report (the gate check reads only the tail; sha256 covers it all).
    const size = id === 's12' ? 300 : 1 + (i % 4);
    const next = id === 's08' ? 'review' : (ids[i + 1] ?? 'DONE');
    step(id, `bash stage.sh OK ${size}`, { OK: next });
    if (id === 's08') {
      step('review', 'bash stage.sh REVIEW 2', { CHANGES_REQUESTED: 'fix', APPROVED: 's09' }, ['max_visits: 4']);
      step('fix', 'bash stage.sh FIXED 1', { FIXED: 'review' });
    }
  });
  lines.push('execution:', '  execution_mode: resume');
  return lines.join('\n') + '\n';
}

/** The stage script: ledger line first, a deterministic output in two parts with a pause, the gate, an end marker. */
export const STAGE_SCRIPT = `#!/usr/bin/env bash
set -euo pipefail
${GATE_LIB}
step="$STAGEGATE_STEP"; visit="$STAGEGATE_VISIT"
printf '%s %s\\n' "$step" "$visit" >>"$CRASH_LEDGER"
status="$1"; size="$2"
if [ "$status" = REVIEW ]; then
  if [ "$visit" -lt 3 ]; then status=CHANGES_REQUESTED; else status=APPROVED; fi
fi
mkdir -p "$(dirname "$STAGEGATE_OUTPUT")"
{
  printf '# %s, visit %s\\n\\n' "$step" "$visit"
  printf "$step visit $visit: deterministic line %06d\\n" $(seq 1 $((size * 32)))
} >"$STAGEGATE_OUTPUT"
pause=$(( ( \${#step} * 7 + visit * 13 + CRASH_SALT ) % 12 ))
sleep "0.$(printf '%03d' "$pause")"
gate "$status"
printf '%s %s\\n' "$step" "$visit" >>"$CRASH_MARKERS"
`;

export type KillMode = 'stage' | 'exit' | 'write' | 'timer';
/**
 * Where a kill landed, judged from the evidence on disk afterwards:
 * - startup: before the invocation wrote anything (process start, load, lock, integrity checks);
 * - before-spawn: the in-flight record was written, the stage had not started yet;
 * - during-stage: the stage had started (ledger line) and not finished (no end marker);
 * - after-stage-exit: the stage had finished; its gate was not yet accepted in the state;
 * - during-state-write: a temp file of an atomic state/manifest write was left behind;
 * - between-stages: after a gate was accepted, before the next in-flight record.
 */
export type KillPhase = 'startup' | 'before-spawn' | 'during-stage' | 'after-stage-exit' | 'during-state-write' | 'between-stages';

export interface KillRecord {
  trial: number;
  mode: KillMode;
  /** stage/exit/write: the n-th stage start / stage end / state temp file in this invocation; timer: 0. */
  target: number;
  /** stage: ms after the stage started; exit: µs after its end marker; write: 0 (at once); timer: ms after spawn. */
  delay: number;
  phase: KillPhase;
  /** (step visit) the state names as next to run after the kill, if any. */
  pending: string | null;
}

export interface CampaignOptions {
  seed: number;
  /** Stop starting new trials once this many kills landed. */
  kills: number;
  /**
   * A trial kills runner after runner until one finishes before its kill (the run completed), so
   * kills spread over the whole workflow; at most this many kills per trial (then it resumes to
   * the end without killing). Default 40 (without a cap, the kills of a short last stage could
   * go on forever: every one lands before that stage's gate is accepted).
   */
  maxPerTrial?: number;
  log?: (line: string) => void;
  /** Keep the temp directories even on success. */
  keep?: boolean;
}

export interface CampaignResult {
  seed: number;
  trials: number;
  kills: number;
  killsByPhase: Record<KillPhase, number>;
  killsByMode: Record<KillMode, number>;
  /** Invocations that resumed a killed run (including ones killed again). */
  resumes: number;
  /** Runner starts that finished before their kill fired (not counted as kills). */
  missedKills: number;
  stageExecutions: number;
  /** Stage executions beyond the reference's (re-runs of an in-flight stage). */
  reruns: number;
  /** Temp files a killed writer left beside the state/manifest (cleaned by the next runner). */
  tornWritesCleaned: number;
  failures: string[];
  killLog: KillRecord[];
  referenceStageExecutions: number;
  durationMs: number;
  workDir: string;
}

interface Canonical {
  status: string;
  completed_steps: string[];
  steps: Record<string, { visits: number; status: string; gate_status: unknown; output: unknown; sha256: unknown }>;
  history: Array<{ step: string; visit: number; outcome: string; gate_status: unknown; to: string | null; code: unknown }>;
  last_gate: unknown;
  artifacts: Array<{ path: string; sha256: string; size: number; step: string; gate_status: string; visit: number }>;
}

function sha256(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

function canonical(ws: Workspace, failures: string[], label: string): Canonical | undefined {
  const read = readRun(ws);
  if (read.kind !== 'ok') {
    failures.push(`${label}: final state is ${read.kind}${read.kind === 'corrupt' ? ` (${read.reason})` : ''}`);
    return undefined;
  }
  const s = read.state;
  const manifest = parse(ws.read(MANIFEST_REL)) as { artifacts: Canonical['artifacts']; status: string };
  const artifacts = manifest.artifacts
    .map((a) => ({ path: a.path, sha256: a.sha256, size: a.size, step: a.step, gate_status: a.gate_status, visit: a.visit }))
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const a of artifacts) {
    const actual = sha256(ws.path(a.path));
    if (actual !== a.sha256) failures.push(`${label}: manifest sha256 of ${a.path} is ${a.sha256}, the file's is ${actual}`);
  }
  if (manifest.status !== s.status) failures.push(`${label}: manifest status ${manifest.status} != state status ${s.status}`);
  const steps: Canonical['steps'] = {};
  for (const [id, r] of Object.entries(s.steps)) steps[id] = { visits: r.visits, status: r.status, gate_status: r.gate?.['status'], output: r.output, sha256: r.sha256 };
  return {
    status: s.status,
    completed_steps: s.completed_steps,
    steps,
    history: read.log!.history!.map((h) => ({ step: h.step, visit: h.visit, outcome: h.outcome, gate_status: h.gate_status, to: h.to, code: h.code })),
    last_gate: s.last_gate,
    artifacts,
  };
}

function lines(path: string): string[] {
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter((l) => l !== '') : [];
}

function countOf(list: string[], key: string): number {
  let n = 0;
  for (const l of list) if (l === key) n++;
  return n;
}

/** Temp files of atomic writes left in the run folder with something written into them (an empty one was made ahead, while a stage ran). */
function tempLeftovers(ws: Workspace): string[] {
  const dir = ws.path(`runs/${RUN_ID}`);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((n) => {
    if (!n.includes('.stagegate-tmp-')) return false;
    try {
      return statSync(join(dir, n)).size > 0;
    } catch {
      return false;
    }
  });
}

function pendingKey(state: RunState): string | null {
  if (state.active_step === null) return null;
  const visits = state.steps[state.active_step]?.visits ?? 1;
  return `${state.active_step} ${Math.max(1, visits)}`;
}

function completedKeys(history: readonly HistoryEntry[]): Set<string> {
  const done = new Set<string>();
  for (const h of history) if (h.outcome === 'transition' || h.outcome === 'complete' || h.outcome === 'stopped') done.add(`${h.step} ${h.visit}`);
  return done;
}

interface CrashEnv extends Record<string, string> {
  CRASH_LEDGER: string;
  CRASH_MARKERS: string;
  CRASH_SALT: string;
}

function newWorkspace(base: string, name: string, salt: number): { ws: Workspace; env: CrashEnv } {
  const ws = new Workspace(`${name}-`, base);
  ws.write('crash.yaml', crashWorkflowYaml());
  ws.write('stage.sh', STAGE_SCRIPT);
  const env: CrashEnv = { CRASH_LEDGER: ws.path('ledger.txt'), CRASH_MARKERS: ws.path('markers.txt'), CRASH_SALT: String(salt) };
  writeFileSync(env.CRASH_LEDGER, '');
  writeFileSync(env.CRASH_MARKERS, '');
  return { ws, env };
}

const RUN_ARGS = ['run', 'crash.yaml', '--run-id', RUN_ID, '--json'];

interface Planned {
  mode: KillMode;
  target: number;
  delay: number;
}

/**
 * Start one runner and kill its group as planned. Resolves with the CLI result and whether the
 * kill landed (the runner was still alive when SIGKILL was sent).
 */
async function runAndKill(ws: Workspace, env: CrashEnv, plan: Planned): Promise<{ result: CliResult; killed: boolean }> {
  const ledger = env.CRASH_LEDGER;
  const markers = env.CRASH_MARKERS;
  const ledgerStart = lines(ledger).length;
  const markersStart = lines(markers).length;
  const started = startCli(ws.dir, RUN_ARGS, { env, detached: true });
  const pid = started.child.pid!;
  let exited = false;
  let killed = false;
  let killing: Promise<void> | undefined;
  const fire = (): void => {
    if (exited || killing) return;
    killed = true;
    killing = killGroup(pid);
  };
  let watcher: FSWatcher | undefined;
  let timer: NodeJS.Timeout | undefined;
  const runDir = ws.path(`runs/${RUN_ID}`);
  if (plan.mode === 'write' && !existsSync(runDir)) Object.assign(plan, { mode: 'timer', target: 0, delay: 150 });
  if (plan.mode === 'timer') {
    timer = setTimeout(fire, plan.delay);
  } else if (plan.mode === 'write') {
    // Kill the moment the n-th temp file of an atomic state write is written to (before its
    // rename, if we are quick enough). Written to, not created: the runner makes the temp file of
    // the write that follows a stage while the stage runs.
    const seen = new Set<string>();
    watcher = watch(runDir, (event, name) => {
      if (event !== 'change' || typeof name !== 'string' || !name.startsWith('.workflow_state.yaml.stagegate-tmp-') || seen.has(name)) return;
      seen.add(name);
      if (seen.size >= plan.target) {
        fire();
        watcher?.close();
      }
    });
  } else {
    const file = plan.mode === 'stage' ? ledger : markers;
    const base = plan.mode === 'stage' ? ledgerStart : markersStart;
    const check = (): void => {
      if (killing || exited) return;
      if (lines(file).length - base < plan.target) return;
      watcher?.close();
      if (plan.mode === 'stage') {
        timer = setTimeout(fire, plan.delay);
      } else {
        // µs precision: busy-wait, then kill (the window after a stage exits is a few ms wide).
        const until = process.hrtime.bigint() + BigInt(Math.round(plan.delay * 1000));
        while (process.hrtime.bigint() < until) {
          /* spin */
        }
        fire();
      }
    };
    watcher = watch(ws.dir, (_event, name) => {
      if (name === 'ledger.txt' || name === 'markers.txt') check();
    });
    check();
  }
  const result = await started.done;
  exited = true;
  if (timer) clearTimeout(timer);
  watcher?.close();
  if (killing) await killing;
  // A stage the runner left behind would keep writing: the group must be empty.
  await killGroup(pid);
  return { result, killed: killed && result.signal === 'SIGKILL' };
}

function describeResult(r: CliResult): string {
  return `exit ${r.code ?? r.signal}: ${r.stdout.trim().slice(0, 400)} ${r.stderr.trim().slice(0, 400)}`;
}

export async function runCampaign(options: CampaignOptions): Promise<CampaignResult> {
  const t0 = Date.now();
  const log = options.log ?? (() => {});
  const rand = prng(options.seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const maxPer = options.maxPerTrial ?? 40;
  cliSnapshot();
  const workDir = join(tmpdir(), `stagegate-crash-${options.seed}-${process.pid}-${Date.now()}`);
  mkdirSync(workDir, { recursive: true });
  const result: CampaignResult = {
    seed: options.seed,
    trials: 0,
    kills: 0,
    killsByPhase: { startup: 0, 'before-spawn': 0, 'during-stage': 0, 'after-stage-exit': 0, 'during-state-write': 0, 'between-stages': 0 },
    killsByMode: { stage: 0, exit: 0, write: 0, timer: 0 },
    resumes: 0,
    missedKills: 0,
    stageExecutions: 0,
    reruns: 0,
    tornWritesCleaned: 0,
    failures: [],
    killLog: [],
    referenceStageExecutions: 0,
    durationMs: 0,
    workDir,
  };

  // The uninterrupted reference run.
  const refSalt = int(0, 999);
  const ref = newWorkspace(workDir, 'reference', refSalt);
  const refRun = await startCli(ref.ws.dir, RUN_ARGS, { env: ref.env }).done;
  if (refRun.code !== 0 || jsonOf(refRun)['status'] !== 'WORKFLOW_COMPLETE') throw new Error(`reference run failed: ${describeResult(refRun)}`);
  const reference = canonical(ref.ws, result.failures, 'reference')!;
  const refLedger = lines(ref.env.CRASH_LEDGER);
  result.referenceStageExecutions = refLedger.length;
  if (new Set(refLedger).size !== refLedger.length) result.failures.push('reference: a (step, visit) ran twice without any kill');
  log(`reference: ${refLedger.length} stage executions, ${reference.completed_steps.length} steps, ${reference.artifacts.length} artifacts`);

  for (let trial = 1; result.kills < options.kills; trial++) {
    result.trials = trial;
    // Stage outputs must not depend on the salt (only pauses do), so every trial compares with the reference.
    const { ws, env } = newWorkspace(workDir, `trial-${trial}`, int(0, 999));
    const label = `seed ${options.seed} trial ${trial}`;
    const allowance = new Map<string, number>();
    const forbiddenAfter: Array<{ ledgerLength: number; keys: Set<string> }> = [];
    let landed = 0;
    let invocations = 0;
    let lastState: RunState | undefined;
    let trialFailed = false;
    while (landed < maxPer) {
      invocations++;
      if (invocations > 200) {
        result.failures.push(`${label}: ${invocations} runner starts without reaching the end`);
        trialFailed = true;
        break;
      }
      const doneSoFar = lastState ? lastState.transitions : 0;
      // Targets are drawn from the next few stages, so most runner starts end in a kill.
      const left = result.referenceStageExecutions - doneSoFar;
      const remaining = Math.max(1, Math.min(5, left));
      // A stage caught in flight 3 times is let through (killed after the next one instead), so
      // kills spread over the workflow rather than piling up on one short stage; when that stage
      // is the last one, the trial resumes to the end.
      const next = lastState ? pendingKey(lastState) : null;
      const stuck = next !== null && (allowance.get(next) ?? 0) >= 3;
      if (stuck && left < 2) break;
      const r = rand();
      const plan: Planned = stuck
        ? { mode: 'exit', target: int(2, Math.max(2, remaining)), delay: int(0, 3000) }
        : r < 0.25
          ? { mode: 'stage', target: int(1, remaining), delay: int(0, 12) }
          : r < 0.6
            ? { mode: 'exit', target: int(1, remaining), delay: int(0, 3000) }
            : r < 0.8
              ? { mode: 'write', target: int(1, remaining * 2), delay: 0 }
              : { mode: 'timer', target: 0, delay: int(0, 300) };
      const ledgerBefore = lines(env.CRASH_LEDGER);
      const tempsBefore = new Set(tempLeftovers(ws));
      const journalBefore = existsSync(ws.path(JOURNAL_REL)) ? readFileSync(ws.path(JOURNAL_REL), 'utf8') : undefined;
      const markersBefore = lines(env.CRASH_MARKERS);
      if (invocations > 1) result.resumes++;
      const { result: run, killed } = await runAndKill(ws, env, plan);
      if (!killed) {
        result.missedKills++;
        if (run.code !== 0) {
          result.failures.push(`${label}: an unkilled invocation failed: ${describeResult(run)}`);
          trialFailed = true;
        }
        break; // the run completed before the kill: verify below
      }
      landed++;
      result.kills++;
      result.killsByMode[plan.mode]++;
      // After every kill: the state parses (or does not exist yet).
      // Temp files this invocation left (a killed atomic write); older ones are the next runner's to clean.
      const leftovers = tempLeftovers(ws).filter((n) => !tempsBefore.has(n));
      const read = readRun(ws);
      if (read.kind === 'corrupt') {
        result.failures.push(`${label}: after kill ${landed} (${plan.mode} ${plan.target}/${plan.delay}) the state is corrupt: ${read.reason}`);
        trialFailed = true;
        break;
      }
      let phase: KillPhase;
      let pending: string | null = null;
      if (read.kind === 'absent') {
        phase = leftovers.length > 0 ? 'during-state-write' : 'startup';
      } else {
        const state = read.state;
        lastState = state;
        pending = pendingKey(state);
        if (pending) allowance.set(pending, (allowance.get(pending) ?? 0) + 1);
        const ledgerNow = lines(env.CRASH_LEDGER);
        forbiddenAfter.push({ ledgerLength: ledgerNow.length, keys: completedKeys(read.log!.history!) });
        if (leftovers.length > 0) phase = 'during-state-write';
        else if (readFileSync(ws.path(JOURNAL_REL), 'utf8') === journalBefore) phase = 'startup';
        else if (state.in_flight) {
          const key = `${state.in_flight.step} ${state.in_flight.visit}`;
          const startedHere = countOf(ledgerNow, key) > countOf(ledgerBefore, key);
          const endedHere = countOf(lines(env.CRASH_MARKERS), key) > countOf(markersBefore, key);
          phase = endedHere ? 'after-stage-exit' : startedHere ? 'during-stage' : 'before-spawn';
        } else phase = 'between-stages';
      }
      if (leftovers.length > 0) result.tornWritesCleaned += leftovers.length;
      result.killsByPhase[phase]++;
      result.killLog.push({ trial, mode: plan.mode, target: plan.target, delay: plan.delay, phase, pending });
    }
    if (!trialFailed) {
      // Resume until complete, without killing.
      const final = await startCli(ws.dir, RUN_ARGS, { env }).done;
      result.resumes++;
      const out = final.code === 0 ? jsonOf(final) : undefined;
      if (!out || out['status'] !== 'WORKFLOW_COMPLETE') {
        result.failures.push(`${label}: final resume did not complete: ${describeResult(final)} (kills: ${JSON.stringify(result.killLog.filter((k) => k.trial === trial))})`);
        trialFailed = true;
      }
    }
    if (!trialFailed) {
      const got = canonical(ws, result.failures, label);
      if (got && JSON.stringify(got) !== JSON.stringify(reference)) {
        result.failures.push(`${label}: the finished run differs from the reference:\n  got ${JSON.stringify(got)}\n  ref ${JSON.stringify(reference)}`);
        trialFailed = true;
      }
      const ledger = lines(env.CRASH_LEDGER);
      // Every reference execution happened; nothing else did.
      const refSet = new Set(refLedger);
      for (const key of new Set(ledger)) if (!refSet.has(key)) result.failures.push(`${label}: stage execution '${key}' is not in the reference run`);
      for (const key of refSet) {
        const n = countOf(ledger, key);
        if (n === 0) result.failures.push(`${label}: stage execution '${key}' never happened`);
        if (n > 1 + (allowance.get(key) ?? 0)) result.failures.push(`${label}: '${key}' ran ${n} times but was in flight at only ${allowance.get(key) ?? 0} kill(s)`);
      }
      // No stage completed at the time of a kill ran after it.
      for (const { ledgerLength, keys } of forbiddenAfter) {
        for (const key of ledger.slice(ledgerLength)) if (keys.has(key)) result.failures.push(`${label}: completed stage '${key}' ran again after a kill`);
      }
      // The runners that followed the kills cleaned every torn write.
      const torn = tempLeftovers(ws);
      if (torn.length > 0) result.failures.push(`${label}: temp files of killed writes were never cleaned: ${torn.join(', ')}`);
      result.stageExecutions += ledger.length;
      result.reruns += ledger.length - refLedger.length;
      // Resuming a completed run runs nothing.
      const again = await startCli(ws.dir, RUN_ARGS, { env }).done;
      if (again.code !== 0 || jsonOf(again)['status'] !== 'WORKFLOW_COMPLETE' || lines(env.CRASH_LEDGER).length !== ledger.length) {
        result.failures.push(`${label}: resuming the completed run did not report WORKFLOW_COMPLETE without running anything: ${describeResult(again)}`);
      }
    }
    log(`trial ${trial}: ${landed} kills, ${invocations} runner starts${trialFailed ? ' — FAILED' : ''} (total kills ${result.kills}/${options.kills})`);
    if (!trialFailed && !options.keep) ws.remove();
    if (result.failures.length >= 5) break;
  }
  result.durationMs = Date.now() - t0;
  if (result.failures.length === 0 && !options.keep) rmSync(workDir, { recursive: true, force: true });
  return result;
}
