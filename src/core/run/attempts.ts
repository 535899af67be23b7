// The one attempt loop, for a sequential stage and for a parallel branch alike: prepare the
// attempt (log, prompt, environment), commit its start, run the process, judge it, charge an
// agent's spend, then accept it, retry it (retry.max_attempts with backoff), fall back from a
// delegated attempt to a direct one, or give up. What each attempt records in the journal is the
// subject's business (AttemptSubject): a stage records on its own step, a branch on its record.
import { WARNING_PREFIX } from './scoped-note.js';
import { PLAIN_RESUME_REFUSES } from './stop-codes.js';
import { randomUUID } from 'node:crypto';
import { closeSync, constants, lstatSync, mkdirSync, openSync, readdirSync, realpathSync, rmSync, writeSync } from 'node:fs';
import { basename, dirname, join, posix, sep } from 'node:path';
import { isStagegateError } from './errors.js';
import { ReplayMismatch } from './reduce.js';
import { stageEnvironment } from './stage-command.js';
import { interruption } from './leftovers.js';
import { clearLedger, effectEvent, effectId, isOnceLockOf, ledgerPathOf, readLedger } from './effects.js';
import { RunLock } from '../state/lock.js';
import { judgeAttempt, statOrUndefined, type Verdict } from '../gate/judge.js';
import { delegationFor, fallsBackToDirect } from '../steps/process/delegation.js';
import { finishTranscript, logSize, maskSecrets, secretValues, writePromptCopy } from '../steps/process/transcript.js';
import { attemptBreach, workflowBreach, type BudgetBreach } from '../steps/process/budget.js';
import { spendOf } from '../steps/process/spend.js';
import { declaredInputs } from '../model/invocation.js';
import { REFUSED_MAX_CHARS, type AttemptRecord } from '../state/state.js';
import type { PreparedStage, StageInvocation } from '../steps/process/types.js';
import { BLOCKING_NAMES, DEFAULT_TIMEOUT_MINUTES, isResolverStep, type StepModel, type Workflow } from '../model/workflow.js';
import { guardedVerdict, snapshotPackage } from '../steps/process/package-guard.js';
import { agentNotFound } from '../agents/installed.js';
import { lastWords, oneLine, safeSessionId, type AgentAdapter, type AgentUsage } from '../agents/types.js';
import { gateSchemaKey } from '../model/gate-schemas.js';
import { continuedSession } from './continued-session.js';
import { answeredJustNow } from './questions.js';
import { runCommands, workflowWords, type AddMaskAnswer, type AddMaskForm } from './stage-masks.js';
import { locating, resumeCommand } from './outcome.js';
import { runTarget } from './command-line.js';
import { GATE_WINDOW_BYTES } from '../gate/workflow-gate.js';
import { gateSchemaVariable } from '../gate/gate-schema.js';
import { gateSecretValues, maskedGate, withheldGate } from './gate-secrets.js';
import { gateKeysNamed } from '../model/gate-reads.js';
import { outputSecretWarning, outputSecretWatch } from './output-secrets.js';
import { namesBeside } from '../gate/stray-output.js';
import type { Workspace, WorkspacePath } from '../workspace/workspace.js';
import type { ProcessResult } from './ports.js';
import type { RunHost } from './host.js';

/**
 * The session the attempt `attempt` of `visit` continues: that of the attempt before it in the same
 * visit, when it ended as CONTINUED says, in the same delegation mode (a direct fallback starts
 * anew), with the same stage prompt as today's (`digest`: an edited prompt file or workflow
 * starts anew, as does a record without one), not itself a continuation (a session that broke
 * twice starts anew), not one whose CLI never got to work (`refused`: it could not start, or
 * refused the request), run by the same agent CLI (`agent`: a resume that switched to another
 * agent cannot continue a session another CLI keeps), and its CLI reported (or was given) one.
 * Else undefined: a new session.
 */
function sessionToContinue(host: RunHost, s: AttemptSubject, visit: number, attempt: number, delegation: string, digest: string | undefined, agent: string): string | undefined {
  if (digest === undefined) return undefined;
  if (attempt <= 1) return undefined;
  const previous = logPathOf(host, s.logStem, visit, attempt - 1);
  const records = host.state().steps[s.recordOn.id]?.transcripts ?? [];
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i]!;
    if (r.transcript !== previous) continue;
    return continuedSession(r, delegation, digest, agent, s.recordOn === s.step && answeredJustNow(host.state(), s.step.id) !== undefined);
  }
  return undefined;
}

/** Whether an agent's answer (its CLI's final message; the command agent's output) holds a `WORKFLOW_GATE:` line. */
function printedGate(adapter: AgentAdapter, transcript: string): boolean {
  let answer: string | null;
  try {
    answer = adapter.answer?.(transcript) ?? null;
  } catch {
    answer = null;
  }
  // A CLI that prints JSON escapes its answer's line breaks: only its answer can be read by line.
  const text = answer ?? (adapter.answer === undefined ? transcript.slice(-GATE_WINDOW_BYTES) : '');
  return /^[ \t>]*WORKFLOW_GATE:[ \t]*$/m.test(text);
}

/** A line of the runner's own in an attempt's log (best effort: never through a link, never blocking). */
function noteInLog(absPath: string, line: string): void {
  try {
    const fd = openSync(absPath, constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      writeSync(fd, `${line}\n`);
    } finally {
      closeSync(fd);
    }
  } catch {
    // The note is also an event (progress); the log stays as the agent left it.
  }
}

/** Failures that a retry may cure; anything else (contract, gate, budget) ends the attempts. */
export const RETRYABLE: ReadonlySet<string> = new Set(['STAGE_FAILED', 'STAGE_TIMEOUT']);

export interface AttemptStart {
  visit: number;
  attempt: number;
  /** The previous attempt's failure, quoted in an agent's prompt. */
  previousFailure: string | null;
}

/** One finished attempt that passed judging. */
export interface Accepted {
  verdict: Extract<Verdict, { ok: true }>;
  result: ProcessResult;
  log: WorkspacePath;
  output: WorkspacePath | undefined;
  visit: number;
  attempt: number;
}

/** One finished attempt that did not. */
export interface Failed {
  code: string;
  message: string;
  result: ProcessResult;
  log: WorkspacePath;
  visit: number;
  attempt: number;
  /** Where in a file the failure was found (the gate's line in the output), when known. */
  location?: { file: string; line: number };
  /** The fix of this failure, when the stop code's own (docs/stop-codes.md) would offer one that does not apply. */
  fix?: string;
  /** The status of the step's failure_statuses the stage reported (gate/judge.ts), when that is how it failed. */
  failureStatus?: string;
}

export type AttemptsEnd =
  | { kind: 'accepted'; accepted: Accepted; breach?: BudgetBreach }
  /** The last attempt failed and no retry is left (or the failure is not retryable). */
  | { kind: 'failed'; failed: Failed }
  /** A run budget was already spent before the attempt started. */
  | { kind: 'spent'; breach: BudgetBreach }
  /**
   * The run was cancelled (request.signal): before an attempt started (no `failed`), or during
   * one, whose process tree was killed and whose failure (WORKFLOW_INTERRUPTED) is recorded.
   */
  | { kind: 'interrupted'; message: string; failed?: Failed };

/** What the loop asks of the thing that runs: a stage, or a branch of a parallel step. */
export interface AttemptSubject {
  /** The model that runs and is judged (the step, or a branch). */
  step: StepModel;
  /** The step agent attempts and spend are recorded on (the parallel step, for a branch). */
  recordOn: StepModel;
  /** Its name in progress events: `<step>` or `<step>/<branch>`. */
  label: string;
  /** stage_output events name this step, and this branch for a branch. */
  outputStep: string;
  outputBranch?: string;
  /** Its log files: <run root>/logs/<stem>.v<visit>.a<attempt>.log. */
  logStem: string;
  /** STAGEGATE_STEP: the step (the parallel step, for a branch). */
  envStep: string;
  /** Environment beyond STAGEGATE_* (STAGEGATE_BRANCH for a branch). */
  extraEnv: Record<string, string>;
  bindings: ReadonlyMap<string, string>;
  output: WorkspacePath | undefined;
  stage: PreparedStage;
  /** Which attempt would start now (nothing recorded). */
  peek(): AttemptStart;
  /**
   * Record that the attempt peek() named starts (an event; committed before its process starts),
   * with the token its processes carry (run/leftovers.ts).
   */
  begin(token: string): void;
  /** Record the attempt's process group (only where processes cannot be found by token). */
  spawned?(pgid: number): void;
  /** Record a failed attempt (an event). `final`: no retry follows. */
  fail(failed: Failed, final: boolean): void;
}

/**
 * Fold an attempt's ledger into the journal (effect_done events, committed with the next commit):
 * the records of this subject's step, branch, visit and attempt the state does not hold yet.
 * Called when the attempt ends, and before the first attempt of an invocation for the attempt
 * before it (a crash may have left its records unfolded: LangGraph's pending writes).
 */
function foldEffects(host: RunHost, s: AttemptSubject, visit: number, attempt: number): void {
  let ledger: WorkspacePath;
  try {
    ledger = host.workspace.resolve(ledgerPathOf(host.ctx.runRoot.rel, s.logStem, visit, attempt), 'side effect ledger');
  } catch (error) {
    if (isStagegateError(error)) return;
    throw error;
  }
  removeDeadOnceLocks(ledger.abs);
  const scope = { step: s.envStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt };
  const records = readLedger(ledger.abs, scope);
  if (records.length === 0) return;
  const done = new Set((host.state().effects ?? []).map(effectId));
  for (const r of records) {
    const id = effectId(r);
    if (done.has(id)) continue;
    done.add(id);
    try {
      host.apply(effectEvent(r, host.now()));
    } catch (error) {
      // The stage writes the ledger: a line that would not replay (one the reducer refuses before
      // it changes anything) is skipped and said in the attempt's log, never a stop on every resume.
      if (!(error instanceof ReplayMismatch)) throw error;
      skippedInLog(host, s, visit, attempt, `[stagegate] side effect ledger: record '${r.key}' skipped: it ${error.message} (not recorded; a later call of once runs it again)`);
    }
  }
}

/**
 * The `once` locks of an attempt's ledger whose owner is gone, removed once the attempt has ended:
 * a call killed with its stage (a timeout, an interruption, a crash) leaves its lock, and no later
 * call of that attempt takes it over (a retry has a ledger, and locks, of its own). A lock a live
 * process holds (an escaped call still running) stays; nothing else in the folder is touched.
 */
function removeDeadOnceLocks(ledgerAbs: string): void {
  const folder = dirname(ledgerAbs);
  const ledgerName = basename(ledgerAbs);
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    if (!isOnceLockOf(ledgerName, name)) continue;
    const path = join(folder, name);
    try {
      if (!RunLock.isHeld(path)) rmSync(path, { force: true });
    } catch {
      /* one that cannot be removed stays: it names a dead owner, which the next call of its key takes over */
    }
  }
}

/** A note in an attempt's log, when its path still resolves inside the workspace. */
function skippedInLog(host: RunHost, s: AttemptSubject, visit: number, attempt: number, line: string): void {
  try {
    noteInLog(host.workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log').abs, line);
  } catch (error) {
    if (!isStagegateError(error)) throw error;
  }
}

function logPathOf(host: RunHost, stem: string, visit: number, attempt: number): string {
  const root = host.ctx.runRoot.rel;
  return `${root === '.' ? '' : root + '/'}logs/${stem}.v${visit}.a${attempt}.log`;
}

/** The step's inputs as STAGEGATE_INPUT_* (declared inputs, the step's own, run_id; a resolver's blocking_* too). */
export function inputsFor(host: RunHost, step: StepModel, bindings: ReadonlyMap<string, string>): Record<string, string> {
  const names = new Set([...declaredInputs(host.workflow), ...Object.keys(step.def.inputs ?? {}), 'run_id', ...(isResolverStep(step) ? BLOCKING_NAMES : [])]);
  const out: Record<string, string> = {};
  for (const name of names) {
    const v = bindings.get(name);
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/**
 * The step's gate_schema for `stagegate gate`, which checks --set values against it before it
 * writes the block (the judge's check, in its words: a value the run would refuse is refused there).
 */
function gateSchemaEnv(workflow: Workflow, step: StepModel): { gateSchema?: string } {
  const compiled = workflow.gateSchemas?.get(gateSchemaKey(step.path));
  const value = compiled ? gateSchemaVariable(step.id, compiled, step.def.failure_statuses ?? []) : undefined;
  return value !== undefined ? { gateSchema: value } : {};
}

/**
 * The declared output's folder exists before the stage starts, so `printf … >"$STAGEGATE_OUTPUT"`
 * works for an output in a folder nothing made yet. Made one folder at a time from the workspace
 * root, each looked at first: a link on the way (an earlier or a concurrent stage may have made
 * one) is followed only while it leads to a folder inside the workspace, so nothing is ever
 * made outside it. Best effort: a folder that cannot be made leaves the stage to fail as it
 * would have (and the judge checks the output's path again).
 */
function outputFolder(workspace: Workspace, output: WorkspacePath): void {
  const folder = posix.dirname(output.rel);
  if (folder === '.' || folder === '') return;
  let at = workspace.realRoot;
  for (const part of folder.split('/')) {
    const next = join(at, part);
    const stat = lstatSync(next, { throwIfNoEntry: false });
    if (stat === undefined) {
      try {
        mkdirSync(next);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') return;
        // Made by someone else meanwhile: look at it again.
        if (!lstatSync(next).isDirectory()) return;
      }
      at = next;
    } else if (stat.isDirectory()) at = next;
    else if (stat.isSymbolicLink()) {
      let real: string;
      try {
        real = realpathSync(next);
      } catch {
        return;
      }
      if (!(real === workspace.realRoot || real.startsWith(workspace.realRoot + sep)) || !lstatSync(real).isDirectory()) return;
      at = real;
    } else return;
  }
}

export async function runAttempts(host: RunHost, s: AttemptSubject): Promise<AttemptsEnd> {
  const { workspace, ctx, workflow } = host;
  const retry = s.step.def.retry;
  const maxAttempts = retry?.max_attempts ?? 1;
  const timeoutMinutes = s.step.def.timeout_minutes ?? workflow.execution.timeoutMinutes;
  let fellBack = false;
  for (let tries = 1; ; tries++) {
    // Cancelled (also while waiting to retry): no new attempt starts.
    if (host.request.signal?.aborted) return { kind: 'interrupted', message: `${s.label}: ${interruption(host.request.signal)} before its attempt started` };
    if (s.stage.agent) {
      // A run whose recorded spend already reached a run budget starts no further agent attempt.
      const spent = workflowBreach(workflow, host.state(), true);
      if (spent) return { kind: 'spent', breach: spent };
    }
    const before = s.output ? statOrUndefined(s.output.abs) : undefined;
    if (s.output && !before) outputFolder(workspace, s.output);
    // The output's folder as it was: a missing output then names a near file the attempt created.
    // An agent's attempt only (agents.md): a listing per stage grows with the folder, and a chain of
    // shell stages writing into one run folder would pay it at every stage (B1's flat cost).
    const namesBefore = s.output && s.stage.judging === 'gate' && s.stage.agent !== undefined ? namesBeside(s.output) : undefined;
    const { visit, attempt, previousFailure } = s.peek();
    // What the attempt before this one did once, when a crash kept it from being folded.
    if (tries === 1 && attempt > 1) foldEffects(host, s, visit, attempt - 1);
    // Checked before the attempt is recorded: a log folder a stage replaced with a link out
    // stops the run with the step before it completed and nothing of this one started.
    const log = workspace.resolve(logPathOf(host, s.logStem, visit, attempt), 'stage log');
    const delegation = delegationFor(s.stage, attempt);
    let env: Record<string, string>;
    let invocation: StageInvocation;
    let promptFile: WorkspacePath | undefined;
    let ledger: WorkspacePath | undefined;
    const token = host.attemptToken();
    const agentOf = s.stage.agent;
    const newSession = (): { newSession?: string } => (agentOf?.adapter.choosesSession ? { newSession: randomUUID() } : {});
    let promptDigest: string | undefined;
    let resumeSession: string | undefined;
    try {
      promptDigest = agentOf ? s.stage.promptDigest?.(delegation) : undefined;
      resumeSession = agentOf?.adapter.resumesSession && agentOf.resumeSessions ? sessionToContinue(host, s, visit, attempt, delegation, promptDigest, agentOf.name) : undefined;
      invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure, ...newSession(), ...(resumeSession !== undefined ? { resumeSession } : {}) });
      ledger = workspace.resolve(ledgerPathOf(ctx.runRoot.rel, s.logStem, visit, attempt), 'side effect ledger');
      promptFile = invocation.prompt !== undefined ? workspace.resolve(log.rel.replace(/\.log$/, '.prompt.md'), 'prompt copy') : undefined;
      env = stageEnvironment(host.envBase(), {
        workflow: workflow.name,
        step: s.envStep,
        runId: ctx.runId,
        output: s.output,
        visit,
        attempt,
        statePath: ctx.statePath.abs,
        runRoot: ctx.runRoot.abs,
        workspace: workspace.root,
        inputs: inputsFor(host, s.step, s.bindings),
        attemptToken: token,
        statuses: Object.keys(s.step.def.statuses ?? {}),
        effects: ledger.abs,
        ...gateSchemaEnv(workflow, s.step),
      });
    } catch (error) {
      if (!isStagegateError(error)) throw error;
      // What was wrong and its fix, as for any stop (a NUL byte in an input: what to remove).
      host.stopFix(error.code, error.hint);
      const failed: Failed = { code: error.code, message: error.message, result: NOT_RUN, log, visit, attempt };
      s.begin(token);
      s.fail(failed, true);
      return { kind: 'failed', failed };
    }
    s.begin(token);
    Object.assign(env, s.extraEnv, invocation.env, promptFile ? { STAGEGATE_PROMPT_FILE: promptFile.abs } : {});
    // The stage's secrets: its environment's, and the values stages registered with ::add-mask::
    // lines so far (stage-masks.ts); again once its process ends (it may have added some).
    const stageMasks = host.request.stageMasks;
    const secretsNow = (): string[] => (stageMasks === undefined || stageMasks.values.length === 0 ? secretValues(env) : [...new Set([...secretValues(env), ...stageMasks.values])].sort((a, b) => b.length - a.length || (a < b ? -1 : 1)));
    let secrets = secretsNow();
    let words: string[] | undefined;
    let commands: string[] | undefined;
    // The run's own words, and its files' paths (the Action's state-path and manifest-path outputs).
    const ownWords = (): string[] => (words ??= [workflow.name, ctx.runId, ctx.statePath.rel, ctx.manifestPath.rel, ...workflowWords(workflow)]);
    // The commands it prints for the run (next:), its resume with the agent flags among them.
    const ownCommands = (): string[] => (commands ??= runCommands(host.request.commandName ?? 'stagegate', runTarget(workflow.file, ctx.runId, locating(host)), resumeCommand(host)));
    const onAddMask = stageMasks && ((rest: string, cut: boolean, form: AddMaskForm): AddMaskAnswer => {
      const { values, refused } = stageMasks.offer(rest, s.label, ownWords(), cut, form, ownCommands());
      // Warnings of the run (run --json's `warnings` too): a consumer learns a value is not masked, or output withheld.
      for (const said of refused) host.warn(said, false, s.label);
      return values.withhold === true ? { values, withhold: true } : { values };
    });
    // An earlier stage's add-mask value could not be registered: masked nowhere, it may be printed
    // by this stage (a token one stage fetched and this one uses), so its output is withheld (fail closed).
    const withheldOutput = (): { withheld?: string } => {
      const since = stageMasks?.withheldSince;
      if (since === undefined) return {};
      const why = `step ${since} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output`;
      host.warn(`${s.label}: the stage's output is withheld (not logged nor shown): ${why}`, false, s.label);
      return { withheld: `this stage's output is withheld: ${why}` };
    };
    // A stage running beside one whose add-mask value could not be registered (a parallel branch
    // already running then) may print that value too: the rest of its output is withheld from
    // then on (its first write after it), said once. Asked before each write: a field read.
    let withheldLate = false;
    const withheldFrom =
      stageMasks &&
      ((): string | undefined => {
        const since = stageMasks.withheldSince;
        if (since === undefined) return undefined;
        const why = `step ${since} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in this stage's output`;
        if (!withheldLate) host.warn(`${s.label}: the rest of the stage's output is withheld (not logged nor shown): ${why}`, false, s.label);
        withheldLate = true;
        return `the rest of this stage's output is withheld: ${why}`;
      });
    // The attempt is on disk before its process starts: a crash from here on counts it.
    host.commit();
    // A prompt copy that cannot be written (something other than a fresh file at its path) starts nothing.
    const refused = (promptFile ? writePromptCopy(promptFile.abs, promptFile.rel, invocation.prompt!, secrets) : undefined) ?? emptyLedger(ledger);
    // The package is read-only for agent stages: digests now, compared when the stage ends.
    const guard = s.stage.agent ? snapshotPackage(workspace, workflow) : undefined;
    host.ports.onEvent?.({ type: 'stage_started', step: s.label, visit, attempt, kind: s.step.kind });
    const onEvent = host.ports.onEvent;
    const spawned = s.spawned;
    // The attempt's first process makes its log (never appended to a file found there: another
    // execution's, that the journal does not record); a second one (a refused resume's) appends.
    let newLog = true;
    const runProcess = (inv: StageInvocation): Promise<ProcessResult> =>
      host.ports.processes.run({
        command: inv.command,
        args: inv.args,
        ...(inv.stdin !== undefined ? { stdin: inv.stdin } : {}),
        cwd: workspace.root,
        env,
        logPath: log.abs,
        ...(newLog ? { newLog } : {}),
        secrets,
        ...(onAddMask ? { onAddMask } : {}),
        ...withheldOutput(),
        ...(withheldFrom ? { withheldFrom } : {}),
        attemptToken: token,
        // Where processes cannot be found by token, the group is recorded so that a resume can kill it.
        ...(host.ports.processes.findsByToken === false && spawned ? { onSpawn: (pgid: number) => spawned(pgid) } : {}),
        ...(onEvent ? { onOutput: (text: string) => onEvent({ type: 'stage_output', step: s.outputStep, ...(s.outputBranch !== undefined ? { branch: s.outputBranch } : {}), visit, attempt, text }) } : {}),
        ...(timeoutMinutes !== undefined ? { timeoutMs: Math.round(timeoutMinutes * 60_000) } : {}),
        ...(host.request.signal ? { signal: host.request.signal } : {}),
      });
    let result = refused ?? (await runProcess(invocation));
    newLog = false;
    // Counted when its process started: an attempt refused before (a FIFO at its log's path, a
    // prompt copy that cannot be written) or whose command could not be started (an agent CLI
    // removed mid-run: AGENT_NOT_FOUND) ran no stage (`stages_run`, the Action's `stages-run`).
    // ESPAWNER: the stage had started, and was stopped with the process that spawned it.
    if (result.fileRefused === undefined && (result.spawnError === undefined || result.spawnErrorCode === 'ESPAWNER')) host.stagesRan(1);
    // Where the output of the attempt's last process starts in its log (past a refused resume's).
    let lastProcessFrom = 0;
    if (agentOf && invocation.resumed !== undefined && !result.timedOut && !result.interrupted && result.exitCode !== 0 && agentOf.adapter.sessionRefused?.(finishTranscript(log.abs), invocation.resumed)) {
      // The CLI has no such session (its files stayed on another machine, or an ephemeral runner
      // lost them): never a failure of the attempt — it runs again, in a new session, with the
      // whole prompt, its output appended to the same log after a line that says so.
      const note = `${s.label}: ${agentOf.name} has no session ${invocation.resumed} to continue (its session files are not on this machine); the attempt runs again in a new session`;
      noteInLog(log.abs, `[stagegate] ${note}`);
      onEvent?.({ type: 'note', message: note, step: s.label });
      try {
        invocation = s.stage.invocation({ visit, attempt, delegation, previousFailure, ...newSession() });
      } catch (error) {
        // The whole prompt cannot be built now (its file went away meanwhile): the attempt fails
        // as one whose prompt cannot be built does, with what its refused process did folded.
        if (!isStagegateError(error)) throw error;
        host.stopFix(error.code, error.hint);
        foldEffects(host, s, visit, attempt);
        const failed: Failed = { code: error.code, message: error.message, result, log, visit, attempt };
        s.fail(failed, true);
        return { kind: 'failed', failed };
      }
      const again = promptFile ? writePromptCopy(promptFile.abs, promptFile.rel, invocation.prompt!, secrets) : undefined;
      // The attempt is judged and charged on this process alone: the refused one's error result
      // (`total_cost_usd: 0`) is no report of this one's usage, nor its session.
      lastProcessFrom = logSize(log.abs);
      result = again ?? (await runProcess(invocation));
    }
    // What the stage did once is in the journal before the attempt's end is (same commit, first).
    if (refused === undefined) foldEffects(host, s, visit, attempt);
    secrets = secretsNow();
    const transcript = finishTranscript(log.abs, s.stage.agent !== undefined, lastProcessFrom);
    // The record of an agent attempt (what it spent, its session and prompt, whether it continued one).
    const agentRecord = (agent: NonNullable<typeof agentOf>, usage: AgentUsage | null, outcome: AttemptRecord['outcome'], refused?: string): AttemptRecord => {
      // The session we gave the CLI, else (the user's own flags chose it) the one its transcript
      // reports — the agent writes that log, so only an id of a safe shape is believed.
      const session = safeSessionId(invocation.session ?? agent.adapter.sessionId?.(transcript));
      return {
        visit,
        attempt,
        agent: agent.name,
        delegation,
        transcript: log.rel,
        prompt: promptFile?.rel ?? null,
        exit_status: result.exitCode,
        outcome,
        usage: spendOf(usage),
        ...(usage && Object.keys(usage.extra).length > 0 ? { reported: usage.extra } : {}),
        ...(session !== undefined ? { session } : {}),
        ...(promptDigest !== undefined ? { prompt_sha256: promptDigest } : {}),
        ...(invocation.resumed !== undefined ? { continued: true as const } : {}),
        ...(refused !== undefined ? { refused } : {}),
        ...(usagePartial(agent.adapter, usage, result, refused !== undefined) ? { usage_partial: true as const } : {}),
      };
    };
    if (result.interrupted) {
      // Not a verdict: the attempt is recorded failed and the step stays active, so a resume runs it again.
      const said = s.stage.agent ? lastWords(s.stage.agent.adapter, transcript, true) : null;
      if (agentOf) {
        // Recorded like any agent attempt (what it spent until then; its session, which the resume continues).
        const usage = agentOf.adapter.parseUsage(transcript);
        const record = agentRecord(agentOf, usage, 'WORKFLOW_INTERRUPTED');
        host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
        partialSpendWarning(host, s, record, visit);
      }
      const message = maskSecrets(`run ${ctx.runId} ${interruption(host.request.signal)} during step ${s.label} (visit ${visit}, attempt ${attempt}); its process tree was killed (log: ${log.rel})${said !== null ? `; the agent's last words: "${said}"` : ''}`, secrets);
      const failed: Failed = { code: 'WORKFLOW_INTERRUPTED', message, result, log, visit, attempt };
      s.fail(failed, true);
      return { kind: 'interrupted', message, failed };
    }
    const gateSchema = workflow.gateSchemas?.get(gateSchemaKey(s.step.path));
    const adapter = s.stage.agent?.adapter;
    const answer = adapter?.answer ? () => adapter.answer?.(transcript) ?? null : undefined;
    // Skipped when the stage had no secret: nothing is looked for in its output.
    const watched = secrets.length > 0 ? outputSecretWatch(env, stageMasks?.values) : undefined;
    let verdict: Verdict = judgeAttempt({ workflow: workflow.name, workspace, step: s.step, judging: s.stage.judging, result, output: s.output, before, log, gateSchema, answer, watch: watched?.watch, namesBefore });
    if (s.stage.agent && result.spawnErrorCode === 'ENOENT') {
      // The CLI went away after the check before the run: the same clear stop, not "could not start".
      const missing = agentNotFound(s.step.id, s.stage.agent, 'spawn');
      verdict = { ok: false, code: missing.code, message: `${missing.message}. ${missing.hint ?? ''}`.trim() };
    }
    // The limit it ran into, and that raising it is an edit of the workflow file, whose resume needs
    // --allow-workflow-change (process/run.ts adds how an edit of what the step runs is resumed, from
    // editFixFor: a faster stage may be an edited inline_instruction or prompt file).
    if (!verdict.ok && verdict.code === 'STAGE_TIMEOUT') {
      const minutes = timeoutMinutes ?? DEFAULT_TIMEOUT_MINUTES;
      const limit = minutes < 1 ? `${Number((minutes * 60).toFixed(2))} s` : `${minutes} min`;
      verdict = { ...verdict, message: `${verdict.message}; its limit: ${limit} (timeout_minutes${timeoutMinutes === undefined ? ', the default' : ''})`, fix: `Raise timeout_minutes (the step's, or execution.timeout_minutes) in the workflow file, then resume with --allow-workflow-change (${PLAIN_RESUME_REFUSES}); or make the stage faster, then resume: the same step runs again.` };
    }
    if (guard) verdict = guardedVerdict(workspace, workflow, s.step.id, guard, verdict);
    // The stage's log could not be written whole (a full disk): said with the failure the journal
    // records (run and status say it), and as a warning when the attempt succeeded all the same.
    if (result.logFailure !== undefined) {
      const cut = logCutShort(log.rel, result.logFailure);
      if (!verdict.ok) verdict = { ...verdict, message: `${verdict.message}; ${cut}` };
      else host.ports.onEvent?.({ type: 'note', message: `${WARNING_PREFIX}${s.label}: ${cut}`, warning: true, step: s.label });
    }
    // Output withheld (an add-mask value no mask holds): a failure judged from the log (a result
    // block printed, not written) says why the log lacks it.
    if (result.outputWithheld === true && !verdict.ok) verdict = { ...verdict, message: `${verdict.message}; its log ${log.rel} lacks the stage's output after its "[stagegate: …withheld…]" line (an ::add-mask:: value could not be registered)` };
    // An agent that exited 0 without its output most often ended with a question no one will
    // answer: its last words go in the message, so the stop and the next attempt's prompt quote it.
    // So does one killed at its time limit: what it was doing when it ran out of time (a CLI that
    // streams its messages leaves them in the transcript; docs/agents.md, "Transcripts").
    if (s.stage.agent && !verdict.ok && (((verdict.code === 'STAGE_OUTPUT_MISSING' || verdict.code === 'STALE_ARTIFACT_REJECTED') && result.exitCode === 0) || verdict.code === 'STAGE_TIMEOUT')) {
      // One that printed its gate instead of writing it (a frequent slip of agents): said first, so
      // the next attempt's prompt, which quotes this message, says where the gate belongs.
      if (verdict.code === 'STAGE_OUTPUT_MISSING' && s.output && printedGate(s.stage.agent.adapter, transcript)) {
        verdict = { ...verdict, message: `${verdict.message}; its answer holds a WORKFLOW_GATE block, which counts only at the end of ${s.output.rel}, written in the attempt` };
      }
      const said = lastWords(s.stage.agent.adapter, transcript, verdict.code === 'STAGE_TIMEOUT');
      if (said !== null) verdict = { ...verdict, message: `${verdict.message}; the agent's last words: "${said}"` };
    }
    // An agent that never got to work: its CLI could not start, refused the request or exited
    // before it started a session. Its session is not continued; when another attempt would fail
    // the same way (an exit status by which the CLI says it cannot run as set up, an authentication
    // or billing refusal) it is not retried either.
    const exit = result.exitCode;
    let refusal: string | undefined;
    let fatal: string | undefined;
    if (s.stage.agent && !verdict.ok && verdict.code === 'STAGE_FAILED' && !result.timedOut && !result.interrupted && result.signal === null) {
      const adapter = s.stage.agent.adapter;
      if (result.spawnError !== undefined) refusal = `${adapter.name} could not start: ${result.spawnError}`;
      else if (exit !== null && exit !== 0) {
        fatal = adapter.fatalExitStatuses?.[exit];
        if (fatal !== undefined) refusal = `${adapter.name} exited ${exit}: ${fatal}`;
        else {
          const refused = adapter.refusal?.(transcript, invocation.args) ?? null;
          if (refused !== null) {
            refusal = refused.reason;
            if (refused.fatal) fatal = refused.reason;
          }
        }
      }
      // Recorded and shown: on one line, without the terminal's control characters, its secrets
      // masked (the log masks them as printed, but a CLI's JSON may hold one in escaped form).
      if (refusal !== undefined) {
        refusal = recordable(refusal, secrets);
        if (fatal !== undefined) fatal = refusal;
      }
    }
    if (fatal !== undefined) verdict = { ok: false, code: 'STAGE_FAILED', message: `step ${s.label}: ${refusal}; not retried, since another attempt would fail the same way (log: ${log.rel})` };
    // A stop message may quote what the stage wrote (a gate field holding $MY_TOKEN's value): the
    // secrets its log masks are masked here too, before it is recorded, retried on or shown.
    if (!verdict.ok && secrets.length > 0) verdict = { ...verdict, message: maskSecrets(verdict.message, secrets) };
    // An add-mask value could not be registered before the result was judged (masked nowhere): a
    // refusal that quotes what the stage wrote (a status, a gate field) may quote it, so it says
    // where to read why instead (fail closed, as the gate's values and the stage's output are).
    const withheldSince = stageMasks?.withheldSince;
    if (!verdict.ok && withheldSince !== undefined && QUOTES_THE_RESULT.has(verdict.code)) {
      const where = verdict.location ? `${verdict.location.file}:${verdict.location.line}` : (s.output?.rel ?? log.rel);
      verdict = { ...verdict, message: `${where}: the result of step ${s.label} was refused (${verdict.code}); why is withheld, since it quotes what the stage wrote and step ${withheldSince} asked to mask a value (::add-mask::) that could not be registered: read ${where} itself` };
    }
    // So may an accepted gate's values (`--set note=$MY_TOKEN`): masked before the journal, the
    // state, the manifest or a downstream placeholder sees them (the gate_schema checked them as
    // written) — not the run's input values, which the state holds in clear (gateSecretValues).
    if (verdict.ok && verdict.gate && secrets.length > 0) verdict = { ...verdict, gate: maskedGate(verdict.gate, [...gateSecretValues(env), ...(stageMasks?.values ?? [])]) };
    // An add-mask value could not be registered before the gate was judged (this stage's, an
    // earlier one's, a parallel branch's): masked nowhere, it may be in the gate, so the gate's
    // values are recorded withheld (fail closed, as the stage's output is).
    if (verdict.ok && verdict.gate && withheldSince !== undefined) {
      const gate = withheldGate(verdict.gate, gateKeysNamed(workflow));
      if (gate !== verdict.gate) {
        verdict = { ...verdict, gate };
        host.warn(`${s.label}: the values of its gate are recorded withheld (***): step ${withheldSince} asked to mask a value (::add-mask::) that could not be registered, so the value could not be masked in them`, false, s.label);
      }
    }
    // The output itself is kept as written: one that holds a secret is warned about (once per step and message).
    if (verdict.ok && verdict.evidence && verdict.holds !== undefined && watched !== undefined) host.warn(outputSecretWarning(s.label, verdict.evidence.rel, watched, verdict.holds), false, s.label);
    let breach: BudgetBreach | undefined;
    if (s.stage.agent) {
      const agent = s.stage.agent;
      const usage = agent.adapter.parseUsage(transcript);
      const limitExit = agent.adapter.turnLimitExitStatus;
      const stepBreach = attemptBreach(s.step, usage, limitExit !== undefined && result.exitCode === limitExit, usagePartial(agent.adapter, usage, result, refusal !== undefined));
      const record = agentRecord(agent, usage, stepBreach ? 'WORKFLOW_BUDGET_EXCEEDED' : verdict.ok ? 'ok' : verdict.code, refusal);
      host.apply({ event: 'agent_attempt', at: host.now(), record_on: s.recordOn.id, record });
      partialSpendWarning(host, s, record, visit);
      breach = stepBreach ?? workflowBreach(workflow, host.state());
      // A breach of the step's own limits, or any breach of a failed attempt, fails it; a run
      // budget spent by an accepted attempt stops the run after it is accepted.
      if (breach && (breach.scope === 'step' || !verdict.ok)) verdict = { ok: false, code: 'WORKFLOW_BUDGET_EXCEEDED', message: breach.message };
    }
    if (verdict.ok) return { kind: 'accepted', accepted: { verdict, result, log, output: s.output, visit, attempt }, ...(breach ? { breach } : {}) };
    const failed: Failed = { code: verdict.code, message: verdict.message, result, log, visit, attempt, ...(verdict.location ? { location: verdict.location } : {}), ...(verdict.fix !== undefined ? { fix: verdict.fix } : {}), ...(verdict.failureStatus !== undefined ? { failureStatus: verdict.failureStatus } : {}) };
    if (!fellBack && fatal === undefined && fallsBackToDirect(delegation, verdict.code)) {
      // Bounded delegation: one direct attempt at once, outside the retry budget.
      s.fail(failed, false);
      host.ports.onEvent?.({ type: 'note', message: `${s.label}: the delegated attempt ended with ${verdict.code}; running it directly`, step: s.label });
      fellBack = true;
      tries--;
      continue;
    }
    const final = fatal !== undefined || !RETRYABLE.has(verdict.code) || tries >= maxAttempts;
    // retry.max_attempts bounds one invocation: a visit resumed again and again (a cron that
    // resumes a stopped run) gets that many more each time. The stop says the count in all.
    const here = tries + (fellBack ? 1 : 0);
    if (final && RETRYABLE.has(verdict.code) && attempt > here) failed.message = `${failed.message}; ${acrossInvocations(attempt, here, maxAttempts)}`;
    s.fail(failed, final);
    if (final) return { kind: 'failed', failed };
    const delayMs = Math.round((retry?.backoff_seconds ?? 0) * 1000 * 2 ** (tries - 1));
    host.ports.onEvent?.({ type: 'stage_retrying', step: s.label, attempt: attempt + 1, delayMs, reason: verdict.message });
    // A signal during the backoff ends it: the loop's next turn records the interruption (before the attempt starts).
    if (delayMs > 0) await host.ports.clock.sleep(delayMs, host.request.signal);
  }
}

/** The refusals of a result whose message quotes what the stage wrote in it (a status, a gate field, a gate_schema's finding). */
const QUOTES_THE_RESULT = new Set(['GATE_RESULT_MISSING', 'WORKFLOW_STATUS_CONTRACT_VIOLATION', 'GATE_SCHEMA_VIOLATION', 'GATE_QUESTION_MISSING']);

/**
 * A visit's attempts over every invocation, said when earlier invocations made some: `attempt` is
 * the visit's count (STAGEGATE_ATTEMPT), `here` this invocation's. retry.max_attempts is per
 * invocation (docs/reliability.md: bounding unattended resumes).
 */
export function acrossInvocations(attempt: number, here: number, maxAttempts: number): string {
  const bound = maxAttempts > 1 ? `retry.max_attempts ${maxAttempts} bounds one invocation` : 'the step has no retry';
  return `${attempt} attempts of this visit in all, ${here} in this invocation and ${attempt - here} in earlier ones (${bound}: each resume tries ${maxAttempts === 1 ? 'once' : `up to ${maxAttempts} times`} more)`;
}

/**
 * Whether an agent attempt's recorded usage is a lower bound: its CLI reports usage (not the
 * command agent) but the attempt ended before it did — what the adapter read is marked partial
 * (Claude Code's streamed messages without its result object, Copilot CLI's turns without its
 * result event), or the attempt did not end as it should (cut short — killed at its time limit,
 * interrupted, killed by a signal: a crash — or exited non-zero) with nothing read at all (its
 * usage unknown: Gemini CLI prints no stats with an error, Codex no `turn.completed` after
 * `turn.failed`), or after only some of the per-step reports of a CLI that streams them
 * (AgentAdapter.streamsUsage). An attempt whose agent never got to work (`refused`: it could not
 * start, refused the request, exited with a status that says it cannot run as set up, or before it
 * started a session) spent nothing: no lower bound.
 */
export function usagePartial(adapter: Pick<AgentAdapter, 'reports' | 'streamsUsage'>, usage: AgentUsage | null, result: ProcessResult, refused = false): boolean {
  if (usage?.partial === true) return true;
  if (refused) return false;
  // Its transcript was withheld from some line on: what it spent after is not in it.
  if (result.outputWithheld === true) return usage !== null || adapter.reports !== undefined;
  const cutShort = result.timedOut || result.interrupted === true || result.signal !== null;
  const failed = result.exitCode !== null && result.exitCode !== 0;
  if (!cutShort && !failed) return false;
  return usage === null ? adapter.reports !== undefined : adapter.streamsUsage === true;
}

/** Why an agent never got to work, as recorded (AttemptRecord.refused): one printable line, secrets masked, at most REFUSED_MAX_CHARS. */
export function recordable(reason: string, secrets: readonly string[]): string {
  // Masked before and after: a secret printed across a line break is whole only once it is one line.
  const text = maskSecrets(oneLine(maskSecrets(reason, secrets)), secrets);
  const line = text === '' ? 'its CLI refused the request' : text;
  if (line.length <= REFUSED_MAX_CHARS) return line;
  // Cut between characters, never inside a surrogate pair (half of one is not text).
  const cut = isHighSurrogate(line.charCodeAt(REFUSED_MAX_CHARS - 2)) ? REFUSED_MAX_CHARS - 2 : REFUSED_MAX_CHARS - 1;
  return `${line.slice(0, cut)}…`;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

/**
 * An attempt whose spend is a lower bound, in a run that has a budget on spend: said as a warning
 * (stderr, `run --json`'s progress) — the budget is checked against what is known, and the cost
 * of this attempt is not (docs/agents.md, "Budgets").
 */
function partialSpendWarning(host: RunHost, s: AttemptSubject, record: AttemptRecord, visit: number): void {
  if (record.usage_partial !== true) return;
  const execution = host.workflow.data.execution;
  const limits = [
    ...(s.step.def.max_cost_usd !== undefined ? [`max_cost_usd of step ${s.step.id}`] : []),
    // Claude Code is given a step's max_turns (--max-turns) and holds to it itself; an agent that
    // reports no turns is warned about when the run starts (unenforced-budgets.ts).
    ...(s.step.def.max_turns !== undefined && record.agent !== 'claude' && s.stage.agent?.adapter.reports?.turns === true ? [`max_turns of step ${s.step.id}`] : []),
    ...(execution?.max_cost_usd !== undefined ? ['execution.max_cost_usd'] : []),
    ...(execution?.max_turns !== undefined ? ['execution.max_turns'] : []),
  ];
  if (limits.length === 0) return;
  // Nothing read at all (Gemini's error document, Codex's turn.failed, a CLI killed before its report): unknown, not zero.
  const cost =
    record.usage === null
      ? 'its cost, turns and tokens are unknown (it printed none; counted as none)'
      : record.usage.cost_usd != null
        ? 'its cost, turns and tokens are what it printed until then'
        : 'its cost is unknown and its turns and tokens are what it printed until then';
  // A later visit named: a warning said again in the same words is not said again (Run.warn).
  const message = `${s.label}${visit > 1 ? ` visit ${visit}` : ''} attempt ${record.attempt} ended before ${record.agent} reported its usage: ${cost}, so the run's recorded spend is a lower bound and ${limits.join(' and ')} may be exceeded without a stop`;
  host.warn(message, false, s.label);
}

/** A file left at the attempt's ledger path removed; a path that cannot be cleared (a directory) starts nothing (as a prompt copy that cannot be written). */
function emptyLedger(ledger: WorkspacePath): ProcessResult | undefined {
  try {
    clearLedger(ledger.abs);
    return undefined;
  } catch (error) {
    return { ...NOT_RUN, fileRefused: `its side effect ledger ${ledger.rel} cannot be cleared (${(error as NodeJS.ErrnoException).code ?? String(error)}: something other than a file stands at that path)` };
  }
}

/** The result of an attempt whose process never started (it could not be prepared). */
const NOT_RUN: ProcessResult = { exitCode: null, signal: null, timedOut: false, durationMs: 0 };

/** A stage log a write failure cut short: where it stops and why (ENOSPC: the disk is full). */
export function logCutShort(log: string, failure: { code: string; bytes: number }): string {
  const why = failure.code === 'ENOSPC' ? 'ENOSPC: no space left on the device' : failure.code === 'EDQUOT' ? 'EDQUOT: disk quota exceeded' : failure.code;
  return `its log ${log} stops at ${failure.bytes} bytes: writing it failed (${why}), what the stage printed after that is lost`;
}
