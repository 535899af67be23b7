// Fan-out in the Action (docs/action.md#fan-out-across-a-matrix): `command: shards` lists the
// shard keys of the run's foreach step (items) or parallel step (branches) as the `matrix` output
// (with `legs:`, dealt into legs: an array of key arrays); `command: run` with `shard:` runs
// one shard, or a leg's several one after another (the run's state restored from its artifact, the
// run itself untouched) and uploads each finished shard folder as an artifact of its own; `command: merge` downloads the newest shard
// artifact of each key of the run's fan-out step in this workflow run (within one size limit in all),
// and merges them through the core (which verifies each one) before continuing the run like `command: run`.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { entryFanOut, listShards, mergeKeys, NO_FAN_OUT, mergeShards, runShard, type ShardBatch, type ShardRunOutcome } from '../core/commands/shards.js';
import { getStatus, NOT_STARTED, statusOf } from '../core/commands/status.js';
import { dealLegs } from '../core/shards/legs.js';
import { isStagegateError } from '../core/run/errors.js';
import { systemClock } from '../core/run/ports.js';
import { createNodeProcessRunner } from '../host/process-runner.js';
import { emptyOutputs, repoPath, repoText, type CommandContext, type CommandResult, type PendingAnnotation } from './context.js';
import { agentSelectionOf, type ActionInputs } from './inputs.js';
import { artifactPrefix, inScope, isLockSideFile, slug, type RunIdentity, type RunLocation } from './persistence.js';
import { isNameConflict, type StoredArtifact } from './artifact-store.js';
import { downloadFromThisRun } from './rerun-download.js';
import { MarkdownBudget, code, esc, preBlock, prose } from './markdown.js';
import { bannerBlock } from './report.js';
import { StageLogPrinter, lastLines } from './stage-log.js';
import { ACTION_STOP_GRACE_MS, stageProcessRunner } from '../host/github/stage-processes.js';
import { actionWords } from './words.js';
import { QUOTE_GUTTER, printable, printableQuoted } from '../core/run/printable.js';
import { bytesBelow, installPendingShards, uploadPendingShard } from './pending-shards.js';
import { INTERRUPTED, RestoreFailed, invocationOf, maskLines, persistenceError, reportOutputs, restoreOrRefuse, restoredFrom, restoredLine, runCommand, stageEnvironmentBase } from './run-command.js';

/** Every shard artifact of a run starts with this (never mistaken for a state artifact: those continue with `a<attempt>-`). */
export function shardArtifactPrefix(id: RunIdentity): string {
  return `${artifactPrefix(id)}shard-`;
}

/** A key as shard artifact names say it (keyPartOf reads it back): its hash keeps keys that slug alike apart. */
function keyPart(key: string): string {
  return `${createHash('sha256').update(key).digest('hex').slice(0, 8)}-${slug(key, 30)}`;
}

/** The artifact name of shard `key` uploaded by this job attempt. */
export function shardArtifactName(id: RunIdentity, key: string, attempt: string, seq: number): string {
  return `${shardArtifactPrefix(id)}${keyPart(key)}-a${slug(attempt, 10)}-${seq}`;
}

/** The key part of a shard artifact's name (hash and slug), so that each key's newest artifact is picked. */
function keyPartOf(name: string, prefix: string): string | undefined {
  const m = /^([0-9a-f]{8}-.+)-a[^-]+-\d+$/.exec(name.slice(prefix.length));
  return name.startsWith(prefix) && m ? m[1] : undefined;
}

function failureResult(status: string, message: string, hint: string | undefined, runId: string | null): CommandResult {
  const b = new MarkdownBudget();
  bannerBlock(b, 'stagegate', status, [prose(actionWords(message)), hint ? `**Fix:** ${prose(actionWords(hint))}` : '']);
  return {
    outputs: { ...emptyOutputs(status), runId },
    failure: `${status}: ${actionWords(message)}`,
    conclusion: 'failure',
    checkTitle: `stagegate: ${status}`,
    summary: b.toString(),
    annotations: [{ level: 'error', message: `${status}: ${actionWords(message)}${hint ? `\nFix: ${actionWords(hint)}` : ''}`, properties: { title: `stagegate: ${status}` } }],
  };
}

/** `command: shards`: the keys that can run now, as the matrix output. Runs nothing, writes nothing but the restored state. */
export async function shardsCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  let list: ReturnType<typeof listShards>;
  try {
    list = await ctx.readers.read((importers) => listShards(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), importers));
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    const inRepo = (t: string) => repoText(ctx.gh, ctx.workspaceRoot, t, [workflowFile, persistence.kind === 'on' ? persistence.location.runRoot : undefined]);
    return failureResult(error.code, inRepo(error.message), error.hint !== undefined ? inRepo(error.hint) : undefined, inputs.runId ?? null);
  }
  // legs: the same keys, in order, dealt into at most that many matrix legs (each an array of keys).
  const legs = inputs.legs !== undefined ? dealLegs(list.shards, inputs.legs) : undefined;
  const b = new MarkdownBudget();
  const message =
    list.toFanOut?.entry !== undefined
      ? `Run ${list.runId} has not started, and ${actionWords(entryFanOut(list.toFanOut))} (the matrix is empty).`
      : list.toFanOut !== undefined
      ? `Run ${list.runId} has not started: no shards yet (the matrix is empty). Run it to its fan-out step first: ${actionWords(`\`${list.toFanOut.command}\``)}.`
      : list.step === null && list.run.state === undefined
      ? `Run ${list.runId} has not started, and ${actionWords(NO_FAN_OUT)} (the matrix is empty).`
      : list.step === null
      ? `Run ${list.runId} is not at a foreach or parallel step: no shards (the matrix is empty).`
      : `${list.kind === 'parallel' ? 'Parallel' : 'Foreach'} step ${list.step}: ${list.shards.length} shard${list.shards.length === 1 ? '' : 's'} can run now${legs ? ` in ${legs.length} leg${legs.length === 1 ? '' : 's'}` : ''}${list.waiting.length > 0 ? `; ${list.waiting.length} wait for dependencies (a later wave: ${list.waiting.join(', ')})` : ''}.`;
  const listing = legs ? legs.map((leg, i) => `- leg ${i + 1}: ${leg.map((k) => code(k)).join(' ')}`) : list.shards.map((k) => `- ${code(k)}`);
  bannerBlock(b, `${esc(repoPath(ctx.gh, ctx.workspaceRoot, workflowFile))} · run ${code(list.runId)}`, 'SHARDS', [prose(message), listing.join('\n'), `Carried state: ${restoredLine(persistence) ?? 'none'}`], { icon: '🧩', words: 'Shards' });
  ctx.io.info(message);
  // The run's own outputs (run-id, active-step, completed-steps, state-path, ...) as command: status
  // gives them, from the state the listing read (not read and replayed again); status stays SHARDS,
  // and nothing ran (stages-run 0, no artifact uploaded).
  const { state, statePath, manifestPath } = list.run;
  const report = { status: state ? statusOf(state) : NOT_STARTED, runId: list.runId, activeStep: state?.active_step ?? null, completedSteps: state?.completed_steps ?? [], statePath, manifestPath, state };
  return {
    outputs: { ...reportOutputs(ctx, report, persistence), status: 'SHARDS', runId: list.runId, stagesRun: 0, matrix: legs ?? list.shards, step: list.step },
    // As for every command (action.yml check-name): success only for a complete run; listing the
    // shards of one still under way (or not started) is the partial conclusion.
    conclusion: report.status === 'WORKFLOW_COMPLETE' ? 'success' : inputs.partialConclusion,
    checkTitle: list.toFanOut !== undefined ? 'No shards: the run has not started' : list.step === null ? 'No shards' : `${list.shards.length} shards of ${list.step}${legs ? ` in ${legs.length} legs` : ''}`,
    summary: b.toString(),
    annotations: [],
  };
}

/** Regular files of a shard folder (workspace-absolute), without locks, their side files or temp files (as the run's artifact: persistence.ts). */
export function shardFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs);
      else if (st.isFile() && !name.endsWith('.lock') && !isLockSideFile(name) && !name.includes('.stagegate-tmp-')) out.push(abs);
    }
  };
  walk(dir);
  return out;
}

/** One shard of a leg: what the core returned, and its artifact (uploaded, or why not). */
interface ShardRun {
  key: string;
  outcome: ShardRunOutcome;
  uploaded: string | undefined;
  /** The uploaded artifact's id and sha256 digest (`sha256:<hex>`), as the artifact service gave them. */
  uploadedId?: number | undefined;
  uploadedDigest?: string | undefined;
  uploadError: string | undefined;
  /** The failed stage's last log lines (masked as its log), as `command: run` shows them. */
  tail?: { log: string; lines: string[] } | undefined;
  /** Where its failure is annotated: the workflow file's line of the shard's foreach or parallel step. */
  at?: { file: string; startLine: number; startColumn: number } | undefined;
  /** An unfinished shard's folder, uploaded for the next job that takes the key (pending-shards.ts), or why not. */
  carriedOn?: { name: string } | { error: string };
}

/** Run shard `key` (sharing `batch` with the leg's other keys), then upload its folder when it finished. */
async function runAndUpload(inputs: ActionInputs, ctx: CommandContext, key: string, batch: ShardBatch, runLocation: RunLocation | undefined): Promise<ShardRun> {
  const runRoot = runLocation?.runRoot;
  const workflowFile = inputs.workflow[0]!;
  const printer = new StageLogPrinter(ctx.io);
  const processes = stageProcessRunner(createNodeProcessRunner({ stopGraceMs: ACTION_STOP_GRACE_MS, ...(ctx.spawner ? { lent: ctx.spawner } : {}) }), { signal: ctx.signal, setSecret: (v) => ctx.io.setSecret(v), onStageMask: (v) => printer.addMask(v), onLogText: (step, visit, attempt, text) => printer.fromLogFile(step, visit, attempt, text) });
  let outcome: ShardRunOutcome;
  try {
    outcome = await runShard(
      { workspace: ctx.workspaceRoot, workflowFile, invocation: invocationOf(inputs, ctx.io), env: stageEnvironmentBase(ctx.env), commandName: 'stagegate', agents: agentSelectionOf(inputs, ctx.workspaceRoot), signal: ctx.signal, readers: ctx.readers },
      { processes, source: ctx.source, clock: systemClock, onEvent: (e) => printer.onEvent(e) },
      key,
      batch,
    );
  } finally {
    printer.end();
  }
  // Its paths as the repository names them, as `command: run` says them (working-directory in
  // front): the shard's folder, its log, its state; a refusal's folder under the run root.
  const inRepo = (t: string) => repoText(ctx.gh, ctx.workspaceRoot, t, [outcome.shard.folder, outcome.runRoot, outcome.statePath, outcome.workflowFile, runRoot]);
  outcome = { ...outcome, message: inRepo(outcome.message), ...(outcome.hint !== undefined ? { hint: inRepo(outcome.hint) } : {}) };
  // A stage that failed: its last lines, for the annotation and the summary (as command: run gives them).
  const failedLog = outcome.exitCode !== 0 && outcome.status !== INTERRUPTED ? printer.lastFailure?.logPath : undefined;
  // Masked with the values every key of the leg registered (one set: ShardBatch.stageMasks), not this key's only.
  const tail = failedLog ? { log: repoPath(ctx.gh, ctx.workspaceRoot, failedLog), lines: maskLines(lastLines(join(ctx.workspaceRoot, failedLog)), ctx.env, [...printer.stageMasks, ...(batch.stageMasks?.values ?? [])]) } : undefined;
  const model = outcome.shard.step !== null ? batch.loaded?.workflow.steps.get(outcome.shard.step) : undefined;
  const at = model && lstatSync(join(ctx.workspaceRoot, workflowFile), { throwIfNoEntry: false })?.isFile() ? { file: repoPath(ctx.gh, ctx.workspaceRoot, workflowFile), startLine: model.line, startColumn: model.column } : undefined;
  let uploaded: string | undefined;
  let uploadedId: number | undefined;
  let uploadedDigest: string | undefined;
  let uploadError: string | undefined;
  const folder = outcome.shard.folder;
  let carriedOn: ShardRun['carriedOn'];
  const unfinished = folder && !outcome.shard.finished ? join(ctx.workspaceRoot, folder) : undefined;
  if (unfinished !== undefined && outcome.runId && runLocation !== undefined && lstatSync(unfinished, { throwIfNoEntry: false })?.isDirectory() === true) {
    // What the shard did so far (its journal: attempts, `stagegate once` effects) goes on with the key.
    const files = shardFiles(unfinished);
    if (files.length > 0) carriedOn = await uploadPendingShard(ctx, { workflowName: runLocation.workflowName, runId: runLocation.runId, workflowPath: runLocation.workflowPath }, key, relative(ctx.workspaceRoot, unfinished).split(sep).join('/'), files, inputs.retentionDays);
  }
  if (outcome.shard.finished && folder && outcome.runId && inputs.persist === 'artifact' && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
    // The run's workflow name (a shard's own outcome names its per-item machine): loaded once per leg.
    const workflow = batch.loaded?.workflow.name ?? (await ctx.readers.read((importers) => getStatus(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), importers))).workflow ?? outcome.workflow ?? workflowFile;
    const id: RunIdentity = { workflowName: workflow, runId: outcome.runId, workflowPath: repoPath(ctx.gh, ctx.workspaceRoot, workflowFile) };
    const root = join(ctx.workspaceRoot, folder);
    const files = shardFiles(root);
    for (let seq = 1; seq <= 5 && uploaded === undefined; seq++) {
      const name = shardArtifactName(id, key, ctx.gh.attempt, seq);
      try {
        const result = await ctx.store().upload(name, files, root, { retentionDays: inputs.retentionDays });
        uploaded = name;
        uploadedId = result.id;
        uploadedDigest = result.digest ? (result.digest.startsWith('sha256:') ? result.digest : `sha256:${result.digest}`) : undefined;
      } catch (error) {
        if (isNameConflict(error) && seq < 5) continue;
        uploadError = `could not upload shard ${key} as an artifact: ${error instanceof Error ? error.message : String(error)}`;
        break;
      }
    }
  }
  return { key, outcome, uploaded, uploadedId, uploadedDigest, uploadError, tail, at, ...(carriedOn !== undefined ? { carriedOn } : {}) };
}

/** A shard that ran to a result to merge, uploaded when artifacts are on. */
function succeeded(s: ShardRun): boolean {
  return s.outcome.exitCode === 0 && !s.uploadError;
}

/**
 * A shard a leg of several keys needs nothing more for: it succeeded, or the run already holds its
 * result. A re-run of a leg (one of its keys failed) meets the keys the merge job took meanwhile:
 * those are not failures of the leg. Alone (`shard: C-01`), SHARD_ALREADY_MERGED stays a refusal.
 */
function doneInLeg(s: ShardRun): boolean {
  return succeeded(s) || s.outcome.status === 'SHARD_ALREADY_MERGED';
}

/**
 * The fix for a shard that did not succeed, in the action's terms. A leg of several keys put
 * straight into the input (`shard: ${{ matrix.shard }}`) reaches the action as the word `Array`,
 * which no run has as a key: say so, with the input that works.
 */
function shardHint(s: ShardRun): string | undefined {
  if (s.outcome.status === 'SHARD_UNKNOWN' && s.key === 'Array') {
    return "GitHub renders a matrix leg that is an array of keys as the word 'Array' in a string: pass it as JSON, shard: ${{ toJSON(matrix.shard) }} (stagegate's docs/action.md, \"Legs: several shards per runner\").";
  }
  return actionWords(s.outcome.hint);
}

/** The summary block of one shard (its banner and lines), the same alone or in a leg. */
function shardBlock(b: MarkdownBudget, s: ShardRun, inputs: ActionInputs, ctx: CommandContext, carried: string | undefined): void {
  const { key, outcome, uploaded, uploadError } = s;
  const folder = outcome.shard.folder;
  const hint = doneInLeg(s) ? undefined : shardHint(s);
  const lines = [
    prose(actionWords(outcome.message)),
    hint ? `**Fix:** ${prose(hint)}` : '',
    folder ? `Shard ${code(key)} of ${outcome.shard.kind ?? 'foreach'} step ${code(outcome.shard.step ?? '?')} in ${code(repoPath(ctx.gh, ctx.workspaceRoot, folder))}: ${outcome.shard.finished ? 'finished' : 'not finished (run this leg again to continue it)'}` : '',
    uploaded ? `Uploaded as artifact ${code(uploaded)}: the merge job takes it.` : '',
    s.carriedOn !== undefined ? ('name' in s.carriedOn ? `Unfinished: uploaded as artifact ${code(s.carriedOn.name)}, so the next leg of this key or the merge job continues it (its attempts and \`stagegate once\` effects are not started over).` : `⚠️ Unfinished, and could not be uploaded for the next job (${esc(s.carriedOn.error)}): the next leg of this key starts it over.`) : '',
    uploadError ? `❌ ${esc(uploadError)}` : '',
    carried !== undefined ? `Carried state: ${carried}` : '',
  ];
  bannerBlock(b, `${esc(repoPath(ctx.gh, ctx.workspaceRoot, inputs.workflow[0]!))} · run ${code(outcome.runId ?? '?')} · shard ${code(key)}`, outcome.status, lines);
  if (s.tail && s.tail.lines.length > 0) b.add(`#### Last lines of ${code(s.tail.log)}\n\n${preBlock(s.tail.lines)}\n\n`);
}

/** The failure of a shard that did not succeed, and its annotation. */
function shardFailure(s: ShardRun): { failure: string; annotation: PendingAnnotation } {
  // As command: run's failure (run-command.ts failureText): quoted text and the stage's lines under the gutter.
  const failure = `${s.outcome.status}: ${printableQuoted(actionWords(s.uploadError ?? s.outcome.message))}`;
  const hint = shardHint(s);
  const tail = s.tail && s.tail.lines.length > 0 ? [`Last ${s.tail.lines.length} line${s.tail.lines.length === 1 ? '' : 's'} of ${s.tail.log}:`, ...s.tail.lines.map((l) => `${QUOTE_GUTTER}${printable(l)}`)].join('\n') : '';
  return { failure, annotation: { level: 'error', message: `${failure}${hint ? `\nFix: ${hint}` : ''}${tail ? `\n${tail}` : ''}`, properties: { title: `stagegate: shard ${s.key}: ${s.outcome.status}`, ...(s.at ?? {}) } } };
}

/**
 * `command: run` with `shard:`: run each key in turn (a matrix leg of one key or of several) and
 * upload each finished shard as an artifact of its own, named as a one-key leg names it, so the
 * merge takes them alike. A refused or failed key does not stop the leg; a cancelled job does (the
 * keys not started stay pending).
 */
export async function shardRunCommand(inputs: ActionInputs, ctx: CommandContext, keys: readonly string[]): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  const carried = restoredLine(persistence) ?? 'none';
  // An earlier leg of these keys that did not finish: its folder, where the restored state has none.
  if (persistence.kind === 'on') {
    try {
      for (const folder of await installPendingShards(ctx, persistence.location, keys)) ctx.io.info(`Continuing the unfinished shard an earlier leg left in ${repoPath(ctx.gh, ctx.workspaceRoot, folder)}.`);
    } catch (error) {
      // The service failing: whether a key's earlier leg did something cannot be told, so nothing runs.
      return persistenceError(error, ctx, inputs.runId);
    }
  }
  // The workflow is loaded and checked once for the leg; the run's state is read again for each key.
  const batch: ShardBatch = {};
  const runs: ShardRun[] = [];
  let notStarted: string[] = [];
  for (const [i, key] of keys.entries()) {
    if (keys.length > 1) ctx.io.info(`Shard ${key} (${i + 1} of ${keys.length})`);
    runs.push(await runAndUpload(inputs, ctx, key, batch, persistence.kind === 'on' ? persistence.location : undefined));
    if (ctx.signal.aborted) {
      notStarted = keys.slice(i + 1);
      break;
    }
  }
  const from = restoredFrom(persistence);
  if (keys.length === 1) return oneShardResult(runs[0]!, inputs, ctx, carried, from);
  return legResult(runs, notStarted, inputs, ctx, carried, from);
}

/** The outputs a shard's outcome sets (its own state and manifest, in its shard folder), beside the leg's own. */
function shardOutputs(outcome: ShardRunOutcome, ctx: CommandContext, from: string | null): Pick<CommandResult['outputs'], 'activeStep' | 'completedSteps' | 'statePath' | 'manifestPath' | 'restoredFrom'> {
  return {
    activeStep: outcome.activeStep,
    completedSteps: outcome.completedSteps,
    statePath: outcome.statePath ? repoPath(ctx.gh, ctx.workspaceRoot, outcome.statePath) : null,
    manifestPath: outcome.manifestPath ? repoPath(ctx.gh, ctx.workspaceRoot, outcome.manifestPath) : null,
    restoredFrom: from,
  };
}

/**
 * artifact-name, artifact-id, artifact-url and artifact-digest of the shard artifacts a leg
 * uploaded, in the order they were uploaded: one value a line (one line for a leg of one key), the
 * id, page and digest on the line of their name (empty where the service gave none).
 */
function uploadedOutputs(ctx: CommandContext, uploaded: ShardRun[]): Pick<CommandResult['outputs'], 'artifactName' | 'artifactId' | 'artifactUrl' | 'artifactDigest'> {
  if (uploaded.length === 0) return { artifactName: null, artifactId: null, artifactUrl: null, artifactDigest: null };
  const url = (id: number | undefined) => (id !== undefined && ctx.gh.repository && ctx.gh.runId ? `${ctx.gh.serverUrl}/${ctx.gh.repository}/actions/runs/${ctx.gh.runId}/artifacts/${id}` : '');
  const lines = (values: string[]) => (values.every((v) => v === '') ? null : values.join('\n'));
  return {
    artifactName: uploaded.map((s) => s.uploaded!).join('\n'),
    artifactId: lines(uploaded.map((s) => (s.uploadedId !== undefined ? String(s.uploadedId) : ''))),
    artifactUrl: lines(uploaded.map((s) => url(s.uploadedId))),
    artifactDigest: lines(uploaded.map((s) => s.uploadedDigest ?? '')),
  };
}

function oneShardResult(s: ShardRun, inputs: ActionInputs, ctx: CommandContext, carried: string, from: string | null): CommandResult {
  const { key, outcome, uploaded } = s;
  const b = new MarkdownBudget();
  shardBlock(b, s, inputs, ctx, carried);
  const failed = succeeded(s) ? undefined : shardFailure(s);
  return {
    outputs: { ...emptyOutputs(outcome.status), complete: outcome.status === 'WORKFLOW_COMPLETE', runId: outcome.runId, ...shardOutputs(outcome, ctx, from), ...uploadedOutputs(ctx, uploaded ? [s] : []), stagesRun: outcome.stagesRun },
    ...(failed ? { failure: failed.failure } : {}),
    // A finished shard is not the run done (the merge and the steps after the fan-out are still to
    // come): never `success`, so a leg's check cannot pass a required check of the run's name.
    conclusion: failed ? 'failure' : inputs.partialConclusion,
    checkTitle: `Shard ${key}: ${outcome.status}`,
    summary: b.toString(),
    annotations: failed ? [failed.annotation] : [],
  };
}

/**
 * A leg of several keys: `status` (and active-step, completed-steps, state-path) from the first
 * shard that failed, else the first that did not complete, else the first (WORKFLOW_INTERRUPTED
 * when a cancelled job left keys not started); `artifact-name` every uploaded name, one per line;
 * `stages-run` their sum. The summary: the leg's table, then each shard's own block.
 */
function legResult(runs: ShardRun[], notStarted: string[], inputs: ActionInputs, ctx: CommandContext, carried: string, from: string | null): CommandResult {
  const failed = runs.filter((s) => !doneInLeg(s));
  const lead = failed[0] ?? runs.find((s) => s.outcome.status !== 'WORKFLOW_COMPLETE' && s.outcome.status !== 'SHARD_ALREADY_MERGED') ?? runs[0]!;
  const leadStatus = lead.outcome.status === 'SHARD_ALREADY_MERGED' ? 'WORKFLOW_COMPLETE' : lead.outcome.status;
  // Keys left out by a cancelled job: the leg was interrupted even when every shard it started succeeded.
  const status = leadStatus === 'WORKFLOW_COMPLETE' && notStarted.length > 0 ? 'WORKFLOW_INTERRUPTED' : leadStatus;
  const uploadedRuns = runs.filter((s) => s.uploaded);
  const uploaded = uploadedRuns.map((s) => s.uploaded!);
  const merged = runs.filter((s) => s.outcome.status === 'SHARD_ALREADY_MERGED').map((s) => s.key);
  const failedText = failed.map((s) => `${s.key} (${s.uploadError ? 'upload failed' : s.outcome.status})`).join(', ');
  const notStartedText = notStarted.length > 0 ? `the job was cancelled before shard${notStarted.length === 1 ? '' : 's'} ${notStarted.join(', ')} started (still pending: run this leg again)` : undefined;
  const ok = failed.length === 0 && notStarted.length === 0;
  const keys = [...runs.map((s) => s.key), ...notStarted];

  const b = new MarkdownBudget();
  const head = [
    `${runs.length - failed.length - merged.length} of ${keys.length} shards ran to a result${uploaded.length > 0 ? ` (${uploaded.length} uploaded as artifacts: the merge job takes them)` : ''}`,
    merged.length > 0 ? `already merged into the run, nothing ran: ${merged.join(', ')}` : '',
    failed.length > 0 ? `did not succeed: ${failedText}` : '',
  ].filter(Boolean).join('; ');
  bannerBlock(b, `${esc(repoPath(ctx.gh, ctx.workspaceRoot, inputs.workflow[0]!))} · run ${code(lead.outcome.runId ?? '?')} · leg of ${keys.length} shards`, status, [esc(`${head}.`), notStartedText ? `🚫 ${prose(actionWords(notStartedText))}` : '', `Carried state: ${carried}`]);
  b.table(
    ['shard', 'status', 'artifact'],
    [...runs.map((s) => [code(s.key), esc(s.outcome.status), s.uploaded ? code(s.uploaded) : s.uploadError ? '❌ upload failed' : '—']), ...notStarted.map((k) => [code(k), 'not started', '—'])],
  );
  for (const s of runs) shardBlock(b, s, inputs, ctx, undefined);

  const annotations = failed.map((s) => shardFailure(s).annotation);
  if (notStartedText) annotations.push({ level: 'error', message: `WORKFLOW_INTERRUPTED: ${actionWords(notStartedText)}`, properties: { title: 'stagegate: leg interrupted' } });
  const failure = ok ? undefined : `${status}: ${[failed.length > 0 ? `did not succeed: ${failedText}` : '', notStartedText ?? ''].filter(Boolean).join('; ')}`;
  const { outcome } = lead;
  return {
    outputs: { ...emptyOutputs(status), complete: status === 'WORKFLOW_COMPLETE', runId: runs.find((s) => s.outcome.runId)?.outcome.runId ?? null, ...shardOutputs(outcome, ctx, from), ...uploadedOutputs(ctx, uploadedRuns), stagesRun: runs.reduce((n, s) => n + (s.outcome.stagesRun ?? 0), 0) },
    ...(failure ? { failure } : {}),
    // A cancelled job's leg is reported as `command: run` reports one: cancelled.
    conclusion: ok ? inputs.partialConclusion : ctx.signal.aborted ? 'cancelled' : 'failure',
    checkTitle: `Leg of ${keys.length} shards (${keys[0]} … ${keys[keys.length - 1]}): ${status}`,
    summary: b.toString(),
    annotations,
  };
}

/** The newest artifact of each shard key of this run in this workflow run. */
function newestPerKey(artifacts: StoredArtifact[], prefix: string): StoredArtifact[] {
  const byKey = new Map<string, StoredArtifact>();
  const sorted = artifacts.filter((a) => keyPartOf(a.name, prefix) !== undefined).sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0) || b.id - a.id);
  for (const a of sorted) {
    const k = keyPartOf(a.name, prefix)!;
    if (!byKey.has(k)) byKey.set(k, a);
  }
  return [...byKey.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * The key parts (as shard artifact names say them: keyPartOf) of the keys a merge of the run
 * matches results against, those of them whose result the run already holds (`held`: nothing of
 * theirs to download), and those of the run's other fan-out steps (each with its step: their
 * artifacts are theirs, not strays); undefined when the run's state cannot be read here (the merge
 * then says why), so that every key's artifact is taken, within the budget, as before.
 */
async function mergeKeyParts(ctx: CommandContext, workflowFile: string, inputs: ActionInputs): Promise<{ step: string | null; keys: string[]; parts: Set<string>; held: Map<string, string>; others: Map<string, string> } | undefined> {
  try {
    const { step, keys, held, others } = await ctx.readers.read((importers) => mergeKeys(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), importers));
    const parts = new Set(keys.map(keyPart));
    const otherParts = new Map<string, string>();
    for (const other of others) for (const key of other.keys) if (!parts.has(keyPart(key)) && !otherParts.has(keyPart(key))) otherParts.set(keyPart(key), other.step);
    return { step, keys, parts, held: new Map(held.map((key) => [keyPart(key), key])), others: otherParts };
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return undefined;
  }
}

/**
 * `command: merge`: download the shard artifacts, then run like `command: run` with the merge as its start.
 * Only the artifacts of keys the run's fan-out step has and holds no result of yet are downloaded
 * (a key merged before came back with the run's state), and all of them together
 * unpack within one limit (STAGEGATE_MAX_ARTIFACT_MB): a leg job may upload any number of
 * artifacts under the run's prefix, and each alone within the limit would still fill RUNNER_TEMP.
 * The quarantine they are unpacked in is removed once the merge is done, however it ends.
 */
export async function mergeCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  return runCommand(inputs, ctx, async (request, ports) => {
    const from: Array<{ abs: string; shown: string }> = [];
    const located = await ctx.readers.read((importers) => getStatus(ctx.workspaceRoot, workflowFile, invocationOf(inputs, ctx.io), importers));
    let quarantine: string | undefined;
    try {
      if (located.workflow && located.runId && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
        const id: RunIdentity = { workflowName: located.workflow, runId: located.runId, workflowPath: repoPath(ctx.gh, ctx.workspaceRoot, workflowFile) };
        const prefix = shardArtifactPrefix(id);
        const store = ctx.store();
        const base = ctx.gh.runnerTemp ?? tmpdir();
        mkdirSync(base, { recursive: true });
        quarantine = mkdtempSync(join(base, 'stagegate-shards-'));
        // A failure of the artifact service is reported as a restore that failed (ARTIFACT_RESTORE_FAILED), nothing merged.
        const location: RunLocation = { workspaceRoot: ctx.workspaceRoot, workflowName: located.workflow, runId: located.runId, statePath: located.statePath ?? '', runRoot: located.runRoot ?? '', workflowFile: located.workflowFile, workflowPath: id.workflowPath };
        const service = async <T>(call: () => Promise<T>): Promise<T> => {
          try {
            return await inScope({ kind: 'current' }, call);
          } catch (error) {
            throw new RestoreFailed(location, error, 'shards');
          }
        };
        const wanted = await mergeKeyParts(ctx, workflowFile, inputs);
        // One budget for the merge: what its downloads unpack in all (a merged run root past the limit would be refused by the next job's restore anyway).
        const limit = store.unpackLimit ?? Number.POSITIVE_INFINITY;
        let unpacked = 0;
        const artifacts = newestPerKey(await service(() => store.list({ kind: 'current' })), prefix);
        if (wanted?.step === null && artifacts.length > 0) ctx.io.info(`Run ${located.runId} is at no foreach or parallel step: no shard artifact can be merged, none is downloaded.`);
        for (const artifact of wanted?.step === null ? [] : artifacts) {
          if (wanted !== undefined && !wanted.parts.has(keyPartOf(artifact.name, prefix)!)) {
            // Not a key the merge could take: never downloaded. A key of another fan-out step of the run is that step's (its merge takes it); any other is a stray (a leg may upload anything under the run's prefix).
            const owner = wanted.others.get(keyPartOf(artifact.name, prefix)!);
            if (owner !== undefined) ctx.io.info(`Shard artifact ${artifact.name} is of step ${owner} of run ${located.runId}, not of step ${wanted.step}: left for that step's merge, not downloaded.`);
            else ctx.io.annotate('warning', `shard artifact ${artifact.name} is of no key of step ${wanted.step} of run ${located.runId}: it was not downloaded`, { title: 'stagegate: shard artifact not merged' });
            continue;
          }
          const heldKey = wanted?.held.get(keyPartOf(artifact.name, prefix)!);
          if (heldKey !== undefined) {
            // The run already holds this key's result (an earlier merge took it; its folder came with the run's state): nothing of the artifact is needed.
            ctx.io.info(`Shard artifact ${artifact.name} is of key ${heldKey} of step ${wanted!.step}, whose result run ${located.runId} already holds: not downloaded.`);
            continue;
          }
          const dest = join(quarantine, artifact.name);
          const left = Math.max(0, limit - unpacked);
          const bound = { maxBytes: left, bound: `bytes left of the ${limit} the merge unpacks in all` };
          const got = await service(() => downloadFromThisRun(store, artifact, dest, ctx.thisRun, (m) => ctx.io.info(m), Number.isFinite(limit) ? bound : undefined));
          // Unpacked past what was left (a store that did not hold to it): refused as a refused unpack is.
          const bytes = got.digestMismatch || got.refused !== undefined ? 0 : bytesBelow(got.downloadPath);
          const refused = got.refused ?? (bytes > left ? `it unpacked to ${bytes} bytes, more than the ${left} ${bound.bound}` : undefined);
          if (got.digestMismatch || refused !== undefined) {
            // Never merged (the key stays pending), and nothing of it is kept.
            rmSync(dest, { recursive: true, force: true });
            ctx.io.annotate(
              'warning',
              got.digestMismatch ? `shard artifact ${artifact.name} does not match the digest the artifact service recorded: it was not merged` : `shard artifact ${artifact.name} was refused: ${refused}; it was not merged`,
              { title: 'stagegate: shard artifact not merged' },
            );
            continue;
          }
          unpacked += bytes;
          if (!artifact.digest) {
            // Listed without a digest (uploaded by an older build, or before the service recorded
            // digests): the transport cannot be checked, but the merge verifies everything the
            // result claims (journal chain and replay, outputs' sha256) before anything is merged.
            ctx.io.annotate('warning', `shard artifact ${artifact.name} is listed without a sha256 digest (uploaded by an older build of stagegate, or some other way), so its bytes cannot be checked against the artifact service's record: it is merged only if the merge's own verification accepts it (its journal's chain and replay, every output's sha256); re-run its leg with this build to carry a digest`, { title: 'stagegate: shard artifact without a digest' });
          }
          from.push({ abs: got.downloadPath, shown: artifact.name });
        }
        ctx.io.info(`Shard artifacts of run ${located.runId}: ${from.length > 0 ? from.map((f) => f.shown).join(', ') : 'none'}.`);
        // Unfinished shards of legs (of the keys the merge takes): in place, so the run continues them (a result merged for the key replaces its folder).
        // They unpack within what is left of the merge's one budget.
        const byPart = new Map((wanted?.keys ?? []).map((key) => [keyPart(key), key]));
        const covered = new Set(from.map((f) => byPart.get(keyPartOf(f.shown, prefix)!)).filter((key): key is string => key !== undefined));
        const pendingBudget = Number.isFinite(limit) ? { maxBytes: Math.max(0, limit - unpacked), bound: `bytes left of the ${limit} the merge unpacks in all`, covered } : undefined;
        // A held key's leftovers are not needed either: its result replaced its folder.
        const open = wanted?.keys.filter((key) => !wanted.held.has(keyPart(key)));
        for (const folder of await installPendingShards(ctx, location, open, pendingBudget)) ctx.io.info(`Unfinished shard installed in ${repoPath(ctx.gh, ctx.workspaceRoot, folder)}: the run continues it.`);
      }
      return await mergeShards(request, ports, from);
    } finally {
      // The merge copied what it took into the run root: the downloads are no longer needed.
      if (quarantine !== undefined) rmSync(quarantine, { recursive: true, force: true });
    }
  });
}
