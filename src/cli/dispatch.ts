// Every command but the light ones (help, version, gate: src/cli/index.ts): loaded on first use,
// so a stage calling `stagegate gate` — once per stage in many workflows — does not parse the
// runner, the validator and the formats at every call. Here `run` is the one command imported
// statically: every other command's code is imported where it is dispatched (its own chunk), so a
// run, a resume above all, compiles none of it (docs/benchmarks.md, B5's fixed part).
import { closeSync, existsSync, openSync, readSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath, sep } from 'node:path';
import { VERSION } from '../version.js';
import { UsageError, type ParsedCommand } from './args.js';
import type { CommandName } from './spec.js';
import { makeStyle, type Style } from './style.js';
import { historyJson, historyText, planJson, planText, runJson, runText, STATUS_LIST_SHOWN, statusJson, statusText } from './render.js';
import { makeProgress } from './progress.js';
import { makeSelfCommand, makeSelfExecutable, withSelf } from '../host/self-command.js';
import { runWorkflow, type RunOutcome, type RunRequest } from '../core/run/runner.js';
import type { MergeOutcome, ShardBatch, ShardRunOutcome } from '../core/commands/shards.js';
import type { RunEvent, RunnerPorts, SourceInfo } from '../core/run/ports.js';
import { insideBy, Workspace } from '../core/workspace/workspace.js';
import { gitTopLevel } from '../core/workspace/git-top-level.js';
import { exitStatusFor } from '../core/run/stop-codes.js';
import { isStagegateError } from '../core/run/errors.js';
import { systemClock } from '../core/run/ports.js';
import { secretValues } from '../core/steps/process/transcript.js';
import { valuesMasker } from '../core/run/secret-names.js';
import { createNodeProcessRunner, killRunningStages } from '../host/process-runner.js';
import { createGitSource } from '../host/git-source.js';
import { defaultDecider } from './decider.js';
import { sameRunElsewhere } from '../core/commands/runs.js';
import type { LogTarget } from './commands/logs.js';
import { activeRuns, lines, type ActiveRun, setStageKiller, signalExitStatus, type CliIO } from './io.js';
import { withWorkflowReaders } from '../core/model/workflow-readers.js';
import { runTarget, shellWord } from '../core/run/command-line.js';
import type { Workflow } from '../core/model/workflow.js';
import { isDirectory, workspaceRoot } from './workspace-root.js';
import { commandNameFor, statusCommandFor, workspaceShownFor } from './command-name.js';
import { foreachRunsFolder } from '../core/steps/foreach/manifest.js';

/** Step kinds that run no process (so keep no log), in words. */
const NO_PROCESS: Readonly<Record<string, string>> = { decision: 'a decision (it evaluates its conditions in the runner)', approval: 'an approval (a person decides it)' };
import { printable, printableQuoted } from '../core/run/printable.js';
import { ANSWER_MAX_BYTES, answerAsRecorded, answerOverLimit } from '../core/run/answer-size.js';

// A second signal kills the stages still running (src/cli/bin.ts): this module starts them.
setStageKiller(killRunningStages);

/** Heartbeat off a terminal, unless --heartbeat says otherwise. */
const DEFAULT_HEARTBEAT_SECONDS = 30;

/** The invocation's source commit reader: git's, unless the caller gave its own (CliIO.source). */
const sourceOf = (io: CliIO): SourceInfo => io.source ?? createGitSource();

export async function dispatch(io: CliIO, parsed: ParsedCommand & { command: Exclude<CommandName, 'gate' | 'once' | 'validate' | 'graph'> }, style: Style): Promise<number> {
  await io.boundHeap?.();
  const out = lines(io.stdout);
  const err = lines(io.stderr);
  if (parsed.command === 'init') {
    const { DEFAULT_ACTION_REF, initCommand } = await import('./commands/init.js');
    const dir = resolvePath(io.cwd, parsed.dir ?? '.');
    if (existsSync(dir) && !isDirectory(dir)) throw new UsageError(`init DIR '${parsed.dir}' is not a directory`, 'init');
    // The scaffold's paths are relative to DIR (its workspace): the command pasted where init was typed names it with -C, quoted.
    const r = initCommand({ dir, name: parsed.name ?? 'example', action: parsed.action ?? DEFAULT_ACTION_REF, commandName: commandNameFor(io, { ...parsed, workspace: relative(io.cwd, dir) }) });
    // What the text says after `next:` (each as label and text): --json lists the texts in `warnings`.
    const said: Array<[string, string]> = [];
    if (r.exitCode === 0) {
      // The published schema resolves only once this version is on npm: until then an editor finds nothing, and says nothing.
      if (r.schema.published) {
        const own = r.schema.local !== undefined ? `$schema=${relative(join(dir, dirname(r.workflow)), r.schema.local).split(sep).join('/')} (this stagegate's copy), or ` : '';
        said.push(['schema', `the $schema comment of ${r.workflow} names ${r.schema.ref}, found only once stagegate ${VERSION} is on npm (until then an editor finds no schema); meanwhile point it at a copy: ${own}$schema=../node_modules/stagegate/schema/workflow.schema.json with the package installed in the project`]);
      }
      if ((parsed.action ?? DEFAULT_ACTION_REF).includes('<owner>')) said.push(['then', `replace <owner> in .github/workflows/stagegate.yml with where the stagegate action lives (or use --action OWNER/REPO@REF)`]);
      // Scaffolded in a folder of a repository: GitHub reads workflows only from the root's .github/workflows.
      const repo = enclosingRepository(dir);
      if (repo !== undefined) {
        said.push(['note', `GitHub runs only the workflows in ${relative(io.cwd, join(repo, '.github', 'workflows')) || '.'}/ (the repository's root): move .github/workflows/stagegate.yml there and give its stagegate step working-directory: ${relative(repo, dir)}`]);
      }
    }
    if (parsed.json) {
      out(JSON.stringify({ status: r.exitCode === 0 ? 'INITIALIZED' : r.writeFailed ? 'WRITE_FAILED' : 'FILES_EXIST', exit_code: r.exitCode, message: r.message, dir, files: r.files, workflow: r.workflow, next_command: r.exitCode === 0 ? r.nextCommand : null, ...(said.length > 0 ? { warnings: said.map(([, text]) => text) } : {}) }));
    } else if (r.exitCode !== 0) err(`stagegate: ${r.message}\n  fix: ${r.fix ?? (r.writeFailed ? 'make the directory writable (or remove the file that stands where a folder goes), then run init again' : 'remove or rename them, or run init in another directory (stagegate init DIR)')}`);
    else {
      const lines = [`${style.green('initialized')}  ${r.message}`, ...r.files.map((f) => `  wrote    ${f}`)];
      lines.push(`  next:    ${r.nextCommand}`);
      for (const [label, text] of said) lines.push(`  ${`${label}:`.padEnd(9)}${text}`);
      out(lines.join('\n'));
    }
    return r.exitCode;
  }
  const workspace = workspaceRoot(io, parsed);
  const invocation = {
    tokens: parsed.tokens,
    runId: parsed.runId,
    stopAfterStep: parsed.stopAfterStep,
    mode: parsed.mode,
    ignorePreviousCompletion: parsed.ignorePreviousCompletion,
    allowWorkflowChange: parsed.allowWorkflowChange,
    onSourceChange: parsed.onSourceChange,
    rerunFrom: parsed.rerunFrom,
    // The run's secret-looking values the command line does not give (its defaults, its recorded
    // inputs) masked in everything printed from then on, as the command line's are (main()).
    onSecrets: (values: readonly string[]) => io.hide?.(values, valuesMasker),
  };
  // A --agent-command path is the caller's, so it resolves against the caller's directory; the
  // commands printed for people carry it as given (a relative path pasted where this command was
  // typed, -C or not, names the same file; an absolute one would name this machine's checkout).
  const agentCommand = parsed.agentCommand === undefined ? undefined : parsed.agentCommand.includes('/') ? resolvePath(io.cwd, parsed.agentCommand) : parsed.agentCommand;
  const agents = { agent: parsed.agent, agentCommand, shownAgentCommand: parsed.agentCommand, agentArgs: parsed.agentArgs, freshSessions: parsed.freshAgentSessions === true };
  switch (parsed.command) {
    case 'run':
      if (parsed.shards.length > 0) return runShardsCommand(io, parsed, workspace, invocation, agents, style);
      return runCommand(io, parsed, workspace, invocation, agents, style);
    case 'merge': {
      const from = parsed.from.map((dir) => ({ abs: resolvePath(io.cwd, dir), shown: dir }));
      // A mistyped --from would otherwise merge nothing from it and say only that shards are pending.
      for (const f of from) if (!isDirectory(f.abs)) throw new UsageError(`--from '${f.shown}' is not a directory (a shard folder copied from another machine, or a folder of them)`, 'merge');
      const { mergeShards } = await import('../core/commands/shards.js');
      return runCommand(io, parsed, workspace, invocation, agents, style, { start: (request, ports) => mergeShards(request, ports, from), extra: mergeExtra });
    }
    case 'shards': {
      const { entryFanOut, listShards, NO_FAN_OUT } = await import('../core/commands/shards.js');
      const { dealLegs } = await import('../core/shards/legs.js');
      let list: ReturnType<typeof listShards>;
      try {
        list = await withWorkflowReaders((importers) => listShards(workspace, parsed.workflow!, invocation, importers, { commandName: commandNameFor(io, parsed), agentFlagsInHints: true }));
      } catch (error) {
        // --json: a refusal (SHARD_NOT_SUPPORTED: the step runs in one process) is an object on
        // stdout, so a script that reads the matrix from it reads why there is none.
        if (!parsed.json || !isStagegateError(error)) throw error;
        out(JSON.stringify({ status: error.code, exit_code: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}), next_command: error.nextCommand ?? null }));
        return exitStatusFor(error.code);
      }
      const legs = parsed.legs !== undefined ? dealLegs(list.shards, parsed.legs) : undefined;
      if (parsed.json) out(JSON.stringify({ step: list.step, shards: list.shards, ...(legs ? { legs } : {}) }));
      else if (list.step === null && list.run.state === undefined) out(`run ${list.runId} has not started (no state at ${list.run.statePath}): ${list.toFanOut === undefined ? `no shards; ${NO_FAN_OUT}` : list.toFanOut.entry !== undefined ? `no shards; ${entryFanOut(list.toFanOut)}` : `no shards yet; run it to its fan-out step first: ${list.toFanOut.command}`}`);
      else if (list.step === null) out(`run ${list.runId} is not at a foreach or parallel step: no shards`);
      else {
        const text = [`${list.kind} step ${list.step}: ${list.shards.length} shard${list.shards.length === 1 ? '' : 's'} can run now${legs ? ` in ${legs.length} leg${legs.length === 1 ? '' : 's'}` : ''}`];
        text.push(...(legs ? legs.map((leg, i) => `  leg ${i + 1}: ${leg.join(' ')}`) : list.shards.map((k) => `  ${k}`)));
        if (list.waiting.length > 0) text.push(`waiting for dependencies (a later wave): ${list.waiting.join(', ')}`);
        out(text.join('\n'));
      }
      return 0;
    }
    case 'status': {
      // The source commit asked without waiting where the port can (git runs while the journal is replayed).
      const source = sourceOf(io);
      const { statusStanding } = await import('../core/commands/status.js');
      const asked = source.startSourceCommit !== undefined ? { startSourceCommit: () => source.startSourceCommit!(workspace) } : { sourceCommit: () => source.sourceCommit(workspace) };
      const got = await withWorkflowReaders((importers) => statusStanding(workspace, parsed.workflow!, invocation, importers, { otherRuns: true, ...asked, inputsInHints: true, commandName: commandNameFor(io, parsed), views: { registries: true, children: true }, log: parsed.json ? 'decisions' : { latestDecisions: STATUS_LIST_SHOWN } }));
      const report = 'atSource' in got ? got.atSource(await got.started) : got;
      out(parsed.json ? JSON.stringify(statusJson(report)) : statusText(report, style, workspaceShownFor(io, parsed)));
      return report.exitCode;
    }
    case 'history': {
      const { getHistory } = await import('../core/commands/history.js');
      const report = await withWorkflowReaders((importers) => getHistory(workspace, parsed.workflow!, invocation, importers, commandNameFor(io, parsed)));
      out(parsed.json ? JSON.stringify(historyJson(report)) : historyText(report, style));
      return report.exitCode;
    }
    case 'plan': {
      // Started only once the workflow loaded and the run has a state to compare (git is not spawned
      // for a load that fails), without waiting where the port can (git runs while the run's checks
      // are made); once, also when a format's importer or the gate schema engine makes the plan read again.
      const { makePlan } = await import('../core/commands/plan.js');
      const source = sourceOf(io);
      let started: Promise<string | null> | undefined;
      const startSourceCommit = (): Promise<string | null> => (started ??= source.startSourceCommit !== undefined ? source.startSourceCommit(workspace) : Promise.resolve(source.sourceCommit(workspace)));
      const plan = await withWorkflowReaders((importers) => makePlan(workspace, parsed.workflow!, invocation, { showPrompt: parsed.showPrompt, agents, startSourceCommit, importers, pathEnv: io.env['PATH'] ?? '', secretEnv: io.env, commandName: commandNameFor(io, parsed), runsInHint: true }));
      // --show-prompt of a step that gets no prompt: a mistake in the arguments, said as one.
      if (plan.notAPromptStep !== undefined) throw new UsageError(plan.notAPromptStep, 'plan');
      // --show-prompt prints the prompt byte for byte (nothing else) unless --json asks for the plan;
      // the stop a run would hit (an agent step without an agent, say) is said on stderr.
      if (plan.prompt !== undefined && !parsed.json) {
        io.stdout.write(plan.prompt);
        // A per-item step named without its item (STEP.SUB): say whose prompt it is, and how to name another's.
        const shown = plan.promptItem;
        // (Step and per-item step ids may hold dots: the name is the plan's, not the given one split.)
        if (shown !== undefined && plan.promptItemName !== undefined && !parsed.showPrompt!.includes('[')) {
          err(`stagegate: the prompt of item ${shown}, the item the run works on next (its first, when none is pending); one item's: --show-prompt ${shellWord(plan.promptItemName)}`);
        }
        // Every line of a warning (it may quote an --agent-command path with a line break), the later ones under the quote gutter, as planText shows them.
        for (const w of plan.warnings ?? []) err(`stagegate: warning: ${printableQuoted(w)}`);
        if (plan.stop) err(`stagegate: ${plan.stop.code}: a run with these arguments would stop before any stage (exit ${plan.stop.exitCode}): ${printableQuoted(plan.stop.message)}${plan.stop.hint ? `\n  fix: ${printable(plan.stop.hint)}` : ''}`);
      }
      // No prompt to show (a step the workflow lacks, a run that cannot be located): the stop
      // alone, on stderr — not the whole plan on stdout, where the prompt was asked for.
      else if (parsed.showPrompt !== undefined && !parsed.json && plan.stop) err(`stagegate: ${plan.stop.code}: ${printableQuoted(plan.stop.message)}${plan.stop.hint ? `\n  fix: ${printable(plan.stop.hint)}` : ''}`);
      else out(parsed.json ? JSON.stringify(planJson(plan)) : planText(plan, style));
      return plan.exitCode;
    }
    case 'approve':
    case 'reject': {
      const { approvalCommand } = await import('./commands/approval.js');
      // The workflow is loaded (and checked) before the run is changed: safe to read twice.
      const r = await withWorkflowReaders((importers) => approvalCommand(parsed, workspace, invocation, io.env, style, importers, sourceOf(io), agents, commandNameFor(io, parsed)));
      out(r.text);
      return r.exitCode;
    }
    case 'skip': {
      const { skipCommand } = await import('./commands/skip.js');
      const r = await withWorkflowReaders((importers) => skipCommand(parsed, workspace, invocation, io.env, style, importers, agents, commandNameFor(io, parsed)));
      out(r.text);
      return r.exitCode;
    }
    case 'convert': {
      const { convertCommand } = await import('./commands/convert.js');
      return convertCommand(parsed, new Workspace(workspace), out, err);
    }
    case 'list': {
      const { listCommand } = await import('./commands/runs.js');
      // Each run's workflow checked as run loads it (another runner's format: its importer; a gate_schema: the engine).
      const listed = await withWorkflowReaders((importers) => listCommand(new Workspace(workspace), parsed.json, style, importers));
      out(listed);
      return 0;
    }
    case 'clean': {
      const { cleanCommand } = await import('./commands/runs.js');
      out(cleanCommand(new Workspace(workspace), { olderThanMs: parsed.olderThanMs, yes: parsed.yes, json: parsed.json }, new Date(), style));
      return 0;
    }
    case 'logs': {
      const { getStatus, stepNamesOf } = await import('../core/commands/status.js');
      const { inFlightLog, logSecrets, logsTarget, nestedLogFolders, printLogs, runHeld } = await import('./commands/logs.js');
      // A run id that names no run: the workflow's runs there are (a did-you-mean), as status says.
      // Logs are a read-only look at files on disk: a run that fails its integrity check (an edited
      // workflow, a changed accepted output) still shows them, the refusal said as a warning.
      // STEP or STEP.BRANCH; an imported file's step may be named as written there (N-001 for N_001).
      // A step the workflow does not have is a mistake, not a step without logs yet: said as soon as
      // the workflow is loaded, whatever state the run is in (not started, or failing its checks).
      const given = parsed.step;
      // The kinds of step that run no process of their own, so keep no log: said as such, not as logs not there.
      const kinds = new Map<string, string>();
      const workflowLoaded =
        given === undefined
          ? undefined
          : (wf: Workflow) => {
              for (const [id, s] of wf.steps) kinds.set(id, s.kind);
              void logsTarget(given, wf.name, { steps: [...wf.steps.keys()], ...stepNamesOf(wf) }, undefined);
            };
      const report = await withWorkflowReaders((importers) => getStatus(workspace, parsed.workflow!, invocation, importers, { otherRuns: true, verb: 'logs', lookPastIntegrity: true, commandName: commandNameFor(io, parsed), inputsInHints: true, views: { children: true }, log: false, ...(workflowLoaded ? { workflowLoaded } : {}) }));
      // A BRANCH the workflow does not declare: the run may have recorded it (checked once it is loaded; a run not started has none).
      const names = { steps: Object.keys(report.maxVisits), writtenIds: report.writtenIds, writtenBranches: report.writtenBranches, branches: report.branches, perItem: report.perItem };
      const recorded = (id: string): string[] => Object.keys(report.state?.steps[id]?.parallel?.branches ?? {});
      // STEP[ITEM] (a foreach step's item, as run's progress lines name it) is checked against the run's items.
      const named = given !== undefined && names.steps.length > 0 && (report.state !== undefined || report.status === 'NOT_STARTED') ? logsTarget(given, report.workflow ?? parsed.workflow!, names, recorded, report.state) : undefined;
      if (report.runRoot === null || report.status === 'NOT_STARTED' || !report.state) {
        const code = report.status === 'NOT_STARTED' ? 4 : report.exitCode || 4;
        // The message may quote workflow text (a refusal's finding): no terminal escapes, as status prints it.
        err(printable(`stagegate: ${report.status}: ${report.message || 'the run has no logs'}${report.hint ? `\n  fix: ${report.hint}` : ''}`));
        return code;
      }
      const step = named?.step;
      const target: LogTarget | undefined = named?.target;
      if (report.integrity !== undefined) err(`stagegate: warning: ${report.integrity.code}: ${report.integrity.message} (a resume would stop here; the logs are shown as they are on disk)`);
      const root = new Workspace(workspace).root;
      const { printed, unread } = await printLogs(
        {
          workspace: root,
          runRoot: report.runRoot,
          step: target,
          secrets: logSecrets(report, io.env),
          running: () => runHeld(root, report.statePath),
          inFlight: inFlightLog(report.state),
          write: (t) => io.stdout.write(t),
          ...(parsed.tail !== undefined ? { tail: parsed.tail } : {}),
        },
        parsed.follow,
      );
      if (unread > 0) err(`stagegate: ${unread} log${unread > 1 ? 's' : ''} could not be read (said under ${unread > 1 ? 'their headers' : 'its header'})`);
      const noProcess = step !== undefined && target?.branch === undefined ? NO_PROCESS[kinds.get(step) ?? ''] : undefined;
      const items = target?.items;
      if (printed === 0 && items !== undefined) err(`stagegate: no logs of ${step} in ${items.length === 0 ? 'the run (none of its items has run yet)' : `${foreachRunsFolder(report.runRoot, target!.id)}${items.length === 1 ? `${items[0]!.slug}/` : '*/'}v*/logs`} (run ${report.runId})`);
      else if (printed === 0 && report.children?.[step ?? ''] !== undefined) {
        // A child workflow step runs no stage of its own here: its stages are the child run's.
        const kid = report.children[step!]!;
        err(`stagegate: step ${step} runs child workflow ${kid.workflow_file} as run ${kid.run_id}${kid.active_step !== null ? ` (at ${kid.in_flight ?? kid.active_step})` : ''}: its stage logs are that run's: \`${kid.logs}\``);
      } else if (printed === 0 && noProcess !== undefined) err(`stagegate: step ${step} is ${noProcess}: it runs no process, so it has no logs (\`${commandNameFor(io, parsed)} history ${runTarget(parsed.workflow!, report.runId ?? '')}\` shows what it did)`);
      else if (printed === 0) err(`stagegate: no logs${step ? ` of step ${step}` : ''} in ${report.runRoot === '.' ? '' : `${report.runRoot}/`}logs (run ${report.runId})`);
      // Foreach items and child workflows run as runs of their own, with their own logs: say where
      // (an item's are read when it is named: STEP[ITEM]).
      const nested = items !== undefined ? [] : nestedLogFolders(report.state, target);
      const firstItem = [...(report.state.steps[target?.id ?? '']?.foreach?.items ?? [])].find((i) => i.state_path !== null);
      const itemNote = target !== undefined && target.branch === undefined && firstItem !== undefined ? `; name an item to read its logs: ${shellWord(`${target.id}[${firstItem.id}]`)}, as the progress lines name it` : '';
      if (nested.length > 0) err(`stagegate: ${nested.length === 1 ? 'a run nested in this one keeps its own logs' : `${nested.length} runs nested in this one keep their own logs`} (foreach items, child workflows), not shown here: ${nested.slice(0, 5).join(', ')}${nested.length > 5 ? `, … ${nested.length - 5} more` : ''}${itemNote}`);
      return 0;
    }
  }
}

/** How `run --shard` and `merge` differ from `run`: what starts the run, and what they add to its report. */
interface RunVariant<O extends RunOutcome> {
  start: (request: RunRequest, ports: RunnerPorts) => Promise<O>;
  extra: (outcome: O) => { json: Record<string, unknown>; lines: string[] };
  /** A later key of a leg: the notes said before its first key are not said again. */
  again?: boolean;
  /** Awaited before the report is printed (a leg's keys report in order). */
  beforeReport?: () => Promise<void>;
}

/**
 * `run --shard K1 [--shard K2 ...]`: each shard in turn, reported as a one-key run reports it (with
 * --json, one object per line). A refused or failed shard does not keep the others from running;
 * an interrupt (a signal) does, and the leg then exits as a process stopped by that signal (130,
 * 143, 129). Otherwise the exit status is the first shard's that was not 0, else 0 — in a leg of
 * several keys, one the run already holds (SHARD_ALREADY_MERGED: the leg run again after a merge
 * took it) is reported but is no failure, as the Action's leg counts it.
 *
 * A key's run ends before its seal does (its outputs' copies and SHARD.json, each fsync'd): the
 * next key starts then, so the leg's stages do not wait on the disk; each key still holds its
 * shard's lock until its seal is done, and the reports come out in the keys' order.
 */
async function runShardsCommand(
  io: CliIO,
  parsed: ParsedCommand,
  workspace: string,
  invocation: Parameters<typeof runWorkflow>[0]['invocation'],
  agents: Parameters<typeof runWorkflow>[0]['agents'],
  style: Style,
): Promise<number> {
  const { runShard } = await import('../core/commands/shards.js');
  const sealingNow = new Map<string, () => void>();
  const batch: ShardBatch = { sealing: (key) => sealingNow.get(key)?.() };
  const runs: Array<{ code: Promise<number>; status: () => string | undefined }> = [];
  let previous: Promise<unknown> = Promise.resolve();
  for (const [i, key] of parsed.shards.entries()) {
    let status: string | undefined;
    const sealing = new Promise<void>((resolvePromise) => sealingNow.set(key, resolvePromise));
    const start = async (request: RunRequest, ports: RunnerPorts): Promise<ShardRunOutcome> => {
      const outcome = await runShard(request, ports, key, batch);
      status = outcome.status;
      return outcome;
    };
    const before = previous;
    const beforeReport = async (): Promise<void> => {
      await before.catch(() => undefined);
      if (i > 0 && !parsed.json) io.stdout.write('\n');
    };
    const code = runCommand(io, parsed, workspace, invocation, agents, style, { start, extra: shardExtra, again: i > 0, beforeReport });
    runs.push({ code, status: () => status });
    previous = code;
    // On to the next key once this one is sealing (or has ended without a seal).
    let threw = false;
    await Promise.race([sealing, code.then(() => undefined, () => void (threw = true))]);
    sealingNow.delete(key);
    // An internal error ends the leg, once every key started has ended (no stage left running).
    if (threw) break;
    const left = parsed.shards.slice(i + 1);
    if (io.signal?.aborted) {
      await Promise.allSettled(runs.map((r) => r.code));
      if (left.length > 0 || status === 'WORKFLOW_INTERRUPTED') {
        // Every key started has reported; the rest did not start.
        for (const run of runs) await run.code;
        if (left.length > 0) lines(io.stderr)(`stagegate: interrupted: shard${left.length === 1 ? '' : 's'} ${left.join(', ')} did not start (run them again: they are still pending)`);
        // The leg did not finish: exit as a process stopped by the signal, whatever its keys did.
        return signalExitStatus(io) ?? exitStatusFor('WORKFLOW_INTERRUPTED');
      }
    }
  }
  await Promise.allSettled(runs.map((r) => r.code));
  let exitCode = 0;
  for (const run of runs) {
    const code = await run.code;
    const settled = parsed.shards.length > 1 && run.status() === 'SHARD_ALREADY_MERGED';
    if (exitCode === 0 && !settled) exitCode = code;
  }
  return exitCode;
}

function shardExtra(o: ShardRunOutcome): { json: Record<string, unknown>; lines: string[] } {
  const s = o.shard;
  return {
    json: { shard: { key: s.key, step: s.step, folder: s.folder, finished: s.finished } },
    lines: s.folder === null ? [] : [`  shard:    ${s.key} of ${s.kind} step ${s.step} in ${s.folder}${s.finished ? ' (finished: stagegate merge takes it)' : ' (not finished: run it again to continue it)'}`],
  };
}

function mergeExtra(o: MergeOutcome): { json: Record<string, unknown>; lines: string[] } {
  const m = o.merge;
  const lines: string[] = [];
  if (m.step !== null) {
    lines.push(`  merged:   ${m.merged.length > 0 ? m.merged.join(', ') : 'none'}${m.alreadyMerged.length > 0 ? ` (already merged: ${m.alreadyMerged.join(', ')})` : ''}`);
    if (m.pending.length > 0) lines.push(`  pending:  ${m.pending.join(', ')}`);
    for (const s of m.superseded) lines.push(`  not merged: ${s.key} in ${s.folder}: made for run ${o.runId ?? '?'} before its fresh start (another instance of the run), not for this one`);
  }
  return { json: { merge: { step: m.step, merged: m.merged, already_merged: m.alreadyMerged, pending: m.pending, superseded: m.superseded.map(({ key, folder }) => ({ key, folder })) } }, lines };
}

async function runCommand<O extends RunOutcome = RunOutcome>(
  io: CliIO,
  parsed: ParsedCommand,
  workspace: string,
  invocation: Parameters<typeof runWorkflow>[0]['invocation'],
  agents: Parameters<typeof runWorkflow>[0]['agents'],
  style: Style,
  variant?: RunVariant<O>,
): Promise<number> {
  const stderrStyle = makeStyle(io.stderr, io.env);
  if (!parsed.json && variant?.again !== true) warnNestedRepository(io, workspace, parsed.workflow!);
  const heartbeatSeconds = parsed.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
  const progress =
    parsed.json || parsed.quiet
      ? undefined
      : makeProgress({
          write: (t) => io.stderr.write(t),
          style: stderrStyle,
          live: io.stderr.isTTY === true && io.env['TERM'] !== 'dumb',
          columns: () => io.stderr.columns,
          stream: parsed.stream,
          heartbeatMs: heartbeatSeconds * 1000,
          workspace,
          // The environment's (the run's secret-looking inputs, which a state path may be made of —
          // given, defaults, recorded —, main() masks in everything the CLI writes: cli/io.ts maskingIO, onSecrets).
          secrets: secretValues(io.env),
        });
  const self = io.self === undefined ? makeSelfCommand() : 'executable' in io.self ? makeSelfExecutable(io.self.executable) : makeSelfCommand(io.self.script, io.self.nodeArgs);
  const active: ActiveRun = {
    undo: () => {
      progress?.stop();
      self?.remove();
    },
    ...(progress ? { say: (line: string) => progress.say(line) } : {}),
    // Until its start is on disk (onStarted gives the resume): the status command that finds it.
    lookup: statusCommandFor(io, parsed),
  };
  activeRuns.add(active);
  let outcome: RunOutcome;
  let extra: { json: Record<string, unknown>; lines: string[] } | undefined;
  const start = (variant?.start ?? runWorkflow) as (request: RunRequest, ports: RunnerPorts) => Promise<O>;
  const answer = answerOf(io, parsed);
  try {
    outcome = await start(
      { workspace, workflowFile: parsed.workflow!, invocation, env: withSelf(io.env, self), commandName: commandNameFor(io, parsed), agents, agentFlagsInHints: true, keepLog: false, sameRunElsewhere: (lookup) => sameRunElsewhere(lookup.workspace, lookup, true, commandNameFor(io, parsed), 'run'), onStarted: (resume) => void (active.resume = resume), ...(io.signal ? { signal: io.signal } : {}), ...(answer !== undefined ? { answer } : {}) },
      { processes: createNodeProcessRunner(io.spawner ? { lent: io.spawner } : {}), source: sourceOf(io), clock: systemClock, ...(progress ? { onEvent: (e) => progress.onEvent(e) } : parsed.quiet && !parsed.json ? { onEvent: quietWarnings(io) } : {}) },
    );
  } finally {
    activeRuns.delete(active);
    active.undo();
  }
  if (variant) extra = variant.extra(outcome as O);
  await variant?.beforeReport?.();
  lines(io.stdout)(parsed.json ? JSON.stringify({ ...runJson(outcome), ...(extra?.json ?? {}) }) : [runText(outcome, style, workspaceShownFor(io, parsed)), ...(extra?.lines ?? [])].join('\n'));
  if (!parsed.json) noteWorkspaceInsideRepository(io, workspace, parsed.workflow!, outcome);
  // Interrupted by a signal: exit as a process stopped by it would (130 SIGINT, 143 SIGTERM, 129 SIGHUP).
  return (outcome.status === 'WORKFLOW_INTERRUPTED' ? signalExitStatus(io) : undefined) ?? outcome.exitCode;
}

/**
 * How far --answer-file is read: the longest answer recorded and the line break (`\r\n` at most)
 * dropped from its end, and one byte more, which tells a file too long for any answer.
 */
const ANSWER_FILE_READ_BYTES = ANSWER_MAX_BYTES + 3;

/**
 * The first `limit` bytes of the file at `path` (fewer when it ends first). Read no further: an
 * answer file that never ends (/dev/zero, a pipe a writer keeps open past the limit) or a file of
 * gigabytes is refused as too long at once, not read into memory until the process dies.
 */
function readAtMost(path: string, limit: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(limit);
    let filled = 0;
    while (filled < limit) {
      const n = readSync(fd, buffer, filled, limit - filled, null);
      if (n === 0) break;
      filled += n;
    }
    return buffer.subarray(0, filled);
  } finally {
    closeSync(fd);
  }
}

/**
 * run --answer TEXT / --answer-file PATH and who answers (--by, else the person approve would
 * record): the core refuses it when no question waits (WORKFLOW_ANSWER_NOT_PENDING).
 */
function answerOf(io: CliIO, parsed: ParsedCommand): { text: string; by: string } | undefined {
  let text = parsed.answer;
  if (parsed.answerFile !== undefined) {
    const path = resolvePath(io.cwd, parsed.answerFile);
    let bytes: Buffer;
    try {
      bytes = readAtMost(path, ANSWER_FILE_READ_BYTES);
    } catch (error) {
      throw new UsageError(`--answer-file '${parsed.answerFile}' cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`, 'run');
    }
    if (bytes.length >= ANSWER_FILE_READ_BYTES) throw new UsageError(`--answer-file '${parsed.answerFile}' holds more than ${ANSWER_MAX_BYTES} bytes; an answer is at most ${ANSWER_MAX_BYTES} (not counting one final line break)`, 'run');
    text = answerAsRecorded(bytes.toString('utf8'));
    if (text.trim() === '') throw new UsageError(`--answer-file '${parsed.answerFile}' is empty: write the answer in it`, 'run');
  }
  if (text === undefined) return undefined;
  const from = parsed.answerFile !== undefined ? `--answer-file '${parsed.answerFile}'` : '--answer';
  // Checked before it is recorded: the step gets it in its environment, which holds no NUL byte (every attempt would fail to start).
  if (text.includes('\0')) throw new UsageError(`${from} holds a NUL byte; an answer is text (a stage gets it in its environment, which cannot hold one)`, 'run');
  // One rule with the Action's answer input: the text as recorded (a file's final line break dropped).
  const over = answerOverLimit(text);
  if (over !== undefined) throw new UsageError(`${from} holds ${over} bytes; an answer is at most ${ANSWER_MAX_BYTES}${parsed.answerFile !== undefined ? ' (not counting one final line break)' : ''}`, 'run');
  return { text, by: parsed.by ?? defaultDecider(io.env) ?? 'unknown' };
}

/**
 * --quiet: no progress lines, but a warning (a budget the agent cannot be held to, said at the
 * run's start) still goes to stderr, as it happens. --json has them in its object.
 */
function quietWarnings(io: CliIO): (e: RunEvent) => void {
  return (e) => {
    // A warning may quote what the workflow file says (an approver's name).
    if (e.type === 'note' && e.warning === true) lines(io.stderr)(`stagegate: ${printable(e.message)}`);
  };
}

/**
 * A stage exited 127 (bash: a command or script not found) in a workspace that is a folder inside
 * a repository, not its root: most often the run was started from a subfolder (cd stagegate/)
 * while the workflow's paths are written from the repository's root. Said after the summary.
 */
function noteWorkspaceInsideRepository(io: CliIO, workspace: string, workflow: string, outcome: RunOutcome): void {
  if (outcome.status !== 'STAGE_FAILED' || outcome.state?.last_transition?.exit_status !== 127) return;
  const root = resolvePath(workspace);
  const dir = enclosingRepository(root);
  if (dir === undefined) return;
  const shown = relative(io.cwd, dir) || '.';
  const file = relative(dir, resolvePath(root, workflow));
  lines(io.stderr)(
    `stagegate: note: the stage ran in the workspace ${root}, a folder inside the repository ${dir}, and a command or file it names was not found there. If the workflow's paths are written from the repository's root, run it from there as ${file}, or pass -C ${shellWord(shown)} and name it ${shellWord(file)}.`,
  );
}

/** The repository `folder` lies inside when it is not that repository's root itself (no .git of its own). */
function enclosingRepository(folder: string): string | undefined {
  if (existsSync(join(folder, '.git'))) return undefined;
  return dirname(folder) === folder ? undefined : gitTopLevel(dirname(folder));
}

/**
 * The workflow lives in another repository nested in the workspace (cwd is a parent folder): its
 * stages run, and its results land, in the workspace. Said once, so a wrong -C is caught early.
 */
function warnNestedRepository(io: CliIO, workspace: string, workflow: string): void {
  const root = resolvePath(workspace);
  const file = resolvePath(root, workflow);
  const rel = relative(root, file);
  if (!insideBy(rel) || rel === '') return;
  for (let dir = dirname(file); dir !== root && dir.startsWith(root); dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) {
      const shown = relative(io.cwd, dir) || '.';
      lines(io.stderr)(`stagegate: note: ${workflow} belongs to the repository ${shown}, nested in the workspace ${root}: its stages run, and its results land, in ${root}. If ${shown} is the workspace you meant, run from there or pass -C ${shown}.`);
      return;
    }
  }
}

