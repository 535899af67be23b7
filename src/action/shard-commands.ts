// Fan-out in the Action (docs/action.md#fan-out-across-a-matrix): `command: shards` lists the
// shard keys of the run's foreach step (items) or parallel step (branches) as the `matrix` output; `command: run` with `shard:` runs
// one shard (the run's state restored from its artifact, the run itself untouched) and uploads the
// finished shard folder as an artifact of its own; `command: merge` downloads the newest shard
// artifact of every key of this workflow run and run id, and merges them through the core (which
// verifies each one) before continuing the run like `command: run`.
import { lstatSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listShards, mergeShards, runShard, type ShardRunOutcome } from '../core/commands/shards.js';
import { getStatus } from '../core/commands/status.js';
import { isStagegateError } from '../core/run/errors.js';
import { systemClock } from '../core/run/ports.js';
import { nodeProcessRunner } from '../host/process-runner.js';
import { gitSource } from '../host/git-source.js';
import { emptyOutputs, repoPath, type CommandContext, type CommandResult } from './context.js';
import type { ActionInputs } from './inputs.js';
import { artifactPrefix, slug, type RunIdentity } from './persistence.js';
import { isNameConflict, type StoredArtifact } from './artifact-store.js';
import { MarkdownBudget, code, esc } from './markdown.js';
import { bannerBlock } from './report.js';
import { StageLogPrinter } from './stage-log.js';
import { stageProcessRunner } from './stage-processes.js';
import { actionWords } from './words.js';
import { invocationOf, restoreOrRefuse, restoredLine, runCommand, stageEnvironmentBase } from './run-command.js';

/** Every shard artifact of a run starts with this (never mistaken for a state artifact: those continue with `a<attempt>-`). */
export function shardArtifactPrefix(id: RunIdentity): string {
  return `${artifactPrefix(id)}shard-`;
}

/** The artifact name of shard `key` uploaded by this job attempt: the key's hash keeps keys that slug alike apart. */
export function shardArtifactName(id: RunIdentity, key: string, attempt: string, seq: number): string {
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 8);
  return `${shardArtifactPrefix(id)}${hash}-${slug(key, 30)}-a${slug(attempt, 10)}-${seq}`;
}

/** The key part of a shard artifact's name (hash and slug), so that each key's newest artifact is picked. */
function keyPartOf(name: string, prefix: string): string | undefined {
  const m = /^([0-9a-f]{8}-.+)-a[^-]+-\d+$/.exec(name.slice(prefix.length));
  return name.startsWith(prefix) && m ? m[1] : undefined;
}

function failureResult(status: string, message: string, hint: string | undefined, runId: string | null): CommandResult {
  const b = new MarkdownBudget();
  bannerBlock(b, 'stagegate', status, [esc(actionWords(message)), hint ? `**Fix:** ${esc(actionWords(hint))}` : '']);
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
    list = listShards(ctx.workspaceRoot, workflowFile, invocationOf(inputs));
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return failureResult(error.code, error.message, error.hint, inputs.runId ?? null);
  }
  const b = new MarkdownBudget();
  const message =
    list.step === null
      ? `Run ${list.runId} is not at a foreach or parallel step: no shards (the matrix is empty).`
      : `${list.kind === 'parallel' ? 'Parallel' : 'Foreach'} step ${list.step}: ${list.shards.length} shard${list.shards.length === 1 ? '' : 's'} can run now${list.waiting.length > 0 ? `; ${list.waiting.length} wait for dependencies (a later wave: ${list.waiting.join(', ')})` : ''}.`;
  bannerBlock(b, `${esc(workflowFile)} · run ${code(list.runId)}`, 'SHARDS', [esc(message), list.shards.length > 0 ? list.shards.map((k) => `- ${code(k)}`).join('\n') : '', `Carried state: ${restoredLine(persistence) ?? 'none'}`], { icon: '🧩', words: 'Shards' });
  ctx.io.info(message);
  return {
    outputs: { ...emptyOutputs('SHARDS'), runId: list.runId, matrix: list.shards, step: list.step },
    conclusion: 'success',
    checkTitle: list.step === null ? 'No shards' : `${list.shards.length} shards of ${list.step}`,
    summary: b.toString(),
    annotations: [],
  };
}

/** Regular files of a shard folder (workspace-absolute), without locks or temp files. */
function shardFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const abs = join(d, name);
      const st = lstatSync(abs);
      if (st.isDirectory()) walk(abs);
      else if (st.isFile() && !name.endsWith('.lock') && !name.includes('.stagegate-tmp-')) out.push(abs);
    }
  };
  walk(dir);
  return out;
}

/** `command: run` with `shard:`: run that shard, upload its folder when it finished. */
export async function shardRunCommand(inputs: ActionInputs, ctx: CommandContext, key: string): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  const persistence = await restoreOrRefuse(inputs, ctx, workflowFile);
  if ('outputs' in persistence) return persistence;
  const printer = new StageLogPrinter(ctx.io);
  const processes = stageProcessRunner(nodeProcessRunner, { signal: ctx.signal, setSecret: (v) => ctx.io.setSecret(v), onLogText: (step, visit, attempt, text) => printer.fromLogFile(step, visit, attempt, text) });
  let outcome: ShardRunOutcome;
  try {
    outcome = await runShard(
      { workspace: ctx.workspaceRoot, workflowFile, invocation: invocationOf(inputs), env: stageEnvironmentBase(ctx.env), commandName: 'stagegate', agents: { agent: inputs.agent, agentCommand: inputs.agentCommand }, signal: ctx.signal },
      { processes, source: gitSource, clock: systemClock, onEvent: (e) => printer.onEvent(e) },
      key,
    );
  } finally {
    printer.end();
  }
  let uploaded: string | undefined;
  let uploadError: string | undefined;
  const folder = outcome.shard.folder;
  if (outcome.shard.finished && folder && outcome.runId && inputs.persist === 'artifact' && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
    const workflow = getStatus(ctx.workspaceRoot, workflowFile, invocationOf(inputs)).workflow ?? outcome.workflow ?? workflowFile;
    const id: RunIdentity = { workflowName: workflow, runId: outcome.runId, workflowPath: repoPath(ctx.gh, ctx.workspaceRoot, workflowFile) };
    const root = join(ctx.workspaceRoot, folder);
    const files = shardFiles(root);
    for (let seq = 1; seq <= 5 && uploaded === undefined; seq++) {
      const name = shardArtifactName(id, key, ctx.gh.attempt, seq);
      try {
        await ctx.store().upload(name, files, root, { retentionDays: inputs.retentionDays });
        uploaded = name;
      } catch (error) {
        if (isNameConflict(error) && seq < 5) continue;
        uploadError = `could not upload shard ${key} as an artifact: ${error instanceof Error ? error.message : String(error)}`;
        break;
      }
    }
  }
  const ok = outcome.exitCode === 0 && !uploadError;
  const lines = [
    esc(actionWords(outcome.message)),
    folder ? `Shard ${code(key)} of ${outcome.shard.kind ?? 'foreach'} step ${code(outcome.shard.step ?? '?')} in ${code(repoPath(ctx.gh, ctx.workspaceRoot, folder))}: ${outcome.shard.finished ? 'finished' : 'not finished (run this leg again to continue it)'}` : '',
    uploaded ? `Uploaded as artifact ${code(uploaded)}: the merge job takes it.` : '',
    uploadError ? `❌ ${esc(uploadError)}` : '',
    `Carried state: ${restoredLine(persistence) ?? 'none'}`,
  ];
  const b = new MarkdownBudget();
  bannerBlock(b, `${esc(workflowFile)} · run ${code(outcome.runId ?? '?')} · shard ${code(key)}`, outcome.status, lines);
  const failure = ok ? undefined : `${outcome.status}: ${actionWords(uploadError ?? outcome.message)}`;
  return {
    outputs: { ...emptyOutputs(outcome.status), complete: outcome.status === 'WORKFLOW_COMPLETE', runId: outcome.runId, activeStep: outcome.activeStep, completedSteps: outcome.completedSteps, statePath: outcome.statePath ? repoPath(ctx.gh, ctx.workspaceRoot, outcome.statePath) : null, artifactName: uploaded ?? null, stagesRun: outcome.stagesRun },
    ...(failure ? { failure } : {}),
    conclusion: ok ? 'success' : 'failure',
    checkTitle: `Shard ${key}: ${outcome.status}`,
    summary: b.toString(),
    annotations: failure ? [{ level: 'error', message: `${failure}${outcome.hint ? `\nFix: ${actionWords(outcome.hint)}` : ''}`, properties: { title: `stagegate: shard ${key}: ${outcome.status}` } }] : [],
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

/** `command: merge`: download the shard artifacts, then run like `command: run` with the merge as its start. */
export async function mergeCommand(inputs: ActionInputs, ctx: CommandContext): Promise<CommandResult> {
  const workflowFile = inputs.workflow[0]!;
  return runCommand(inputs, ctx, async (request, ports) => {
    const from: Array<{ abs: string; shown: string }> = [];
    const located = getStatus(ctx.workspaceRoot, workflowFile, invocationOf(inputs));
    if (located.workflow && located.runId && ctx.gh.hasArtifactRuntime && !ctx.gh.isGhes) {
      const id: RunIdentity = { workflowName: located.workflow, runId: located.runId, workflowPath: repoPath(ctx.gh, ctx.workspaceRoot, workflowFile) };
      const prefix = shardArtifactPrefix(id);
      const store = ctx.store();
      const base = ctx.gh.runnerTemp ?? tmpdir();
      mkdirSync(base, { recursive: true });
      const quarantine = mkdtempSync(join(base, 'stagegate-shards-'));
      for (const artifact of newestPerKey(await store.list({ kind: 'current' }), prefix)) {
        const dest = join(quarantine, artifact.name);
        const got = await store.download(artifact, { kind: 'current' }, dest);
        if (got.digestMismatch) {
          // The bytes are not the ones uploaded: never merged; the key stays pending.
          ctx.io.annotate('warning', `shard artifact ${artifact.name} does not match the digest the artifact service recorded: it was not merged`);
          continue;
        }
        from.push({ abs: got.downloadPath, shown: artifact.name });
      }
      ctx.io.info(`Shard artifacts of run ${located.runId}: ${from.length > 0 ? from.map((f) => f.shown).join(', ') : 'none'}.`);
    }
    return mergeShards(request, ports, from);
  });
}
