// stagegate CLI: parse, call one core entry, render. No stack traces for expected errors.
import { existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { parseCommandLine, UsageError, type ParsedCommand } from './args.js';
import { commandHelp, mainHelp } from './help.js';
import type { CommandName } from './spec.js';
import { makeStyle, type Style } from './style.js';
import { historyJson, historyText, planJson, planText, runJson, runText, statusJson, statusText, validationGithub, validationJson, validationText } from './render.js';
import { makeProgress, type Progress } from './progress.js';
import { makeSelfCommand, withSelf, type SelfCommand } from '../host/self-command.js';
import { runWorkflow, type RunOutcome } from '../core/run/runner.js';
import type { RunEvent } from '../core/run/ports.js';
import { getStatus } from '../core/commands/status.js';
import { getHistory } from '../core/commands/history.js';
import { makePlan } from '../core/commands/plan.js';
import { validateTargets } from '../core/commands/validate-files.js';
import { Workspace } from '../core/workspace/workspace.js';
import { EXIT_INTERNAL, EXIT_USAGE, EXIT_VALIDATION_FAILED, exitStatusFor, isStopCode } from '../core/run/stop-codes.js';
import { systemClock } from '../core/run/ports.js';
import { secretValues } from '../core/steps/process/transcript.js';
import { nodeProcessRunner, killRunningStages } from '../host/process-runner.js';
import { gitSource } from '../host/git-source.js';
import { isStagegateError } from '../core/run/errors.js';
import { VERSION } from '../version.js';
import { approvalCommand } from './commands/approval.js';
import { skipCommand } from './commands/skip.js';
import { convertCommand } from './commands/convert.js';
import { gateCommand } from './commands/gate.js';
import { DEFAULT_ACTION_REF, initCommand } from './commands/init.js';
import { cleanCommand, listCommand } from './commands/runs.js';
import { logSecrets, printLogs, runHeld } from './commands/logs.js';

const out = (s: string) => process.stdout.write(s.endsWith('\n') ? s : s + '\n');
const err = (s: string) => process.stderr.write(s.endsWith('\n') ? s : s + '\n');

/** Heartbeat off a terminal, unless --heartbeat says otherwise. */
const DEFAULT_HEARTBEAT_SECONDS = 30;

/**
 * The core stops a run itself on RunRequest.signal (the cancellation contract) once it knows
 * WORKFLOW_INTERRUPTED; until then a signal kills the stages and exits here.
 */
const CORE_CANCELS = isStopCode('WORKFLOW_INTERRUPTED');

/** A usage error, as one line of text (with where to read more) or one JSON object. */
function usageFailure(error: UsageError, json: boolean): number {
  const hint = `Run 'stagegate ${error.command ? `${error.command} ` : ''}--help' for usage.`;
  if (json) out(JSON.stringify({ status: 'USAGE_ERROR', exit_code: EXIT_USAGE, message: error.message, hint }));
  else err(`stagegate: ${error.message}\n${hint}`);
  return EXIT_USAGE;
}

/** The state of the signal handling of a `run` in progress. */
const live: {
  running: Map<string, RunEvent & { type: 'stage_started' }>;
  resume?: string;
  controller?: AbortController;
  signal?: NodeJS.Signals;
  progress?: Progress;
  self?: SelfCommand;
} = { running: new Map() };

async function main(argv: string[]): Promise<number> {
  const wantsJson = argv.includes('--json');
  let parsed: ParsedCommand;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error, wantsJson);
    throw error;
  }
  const style = makeStyle(process.stdout, process.env);
  if (parsed.command === 'help') {
    if (parsed.bare) {
      // Bare `stagegate`: help, but as a mistake (exit 2): a script calling it did not mean it.
      if (parsed.json) return usageFailure(new UsageError('no command given'), true);
      err(mainHelp());
      return EXIT_USAGE;
    }
    out(parsed.helpFor ? commandHelp(parsed.helpFor) : mainHelp());
    return 0;
  }
  if (parsed.command === 'version') {
    out(VERSION);
    return 0;
  }
  try {
    return await dispatch(parsed as ParsedCommand & { command: CommandName }, style);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error, parsed.json);
    throw error;
  }
}

async function dispatch(parsed: ParsedCommand & { command: CommandName }, style: Style): Promise<number> {
  if (parsed.command === 'gate') {
    const r = gateCommand(parsed.gate!, process.env);
    err(r.message);
    return r.exitCode;
  }
  if (parsed.command === 'init') {
    const dir = resolvePath(parsed.dir ?? '.');
    const r = initCommand({ dir, name: parsed.name ?? 'example', action: parsed.action ?? DEFAULT_ACTION_REF });
    if (parsed.json) out(JSON.stringify({ status: r.exitCode === 0 ? 'INITIALIZED' : 'FILES_EXIST', exit_code: r.exitCode, message: r.message, dir, files: r.files, workflow: r.workflow, next_command: r.exitCode === 0 ? r.nextCommand : null }));
    else if (r.exitCode !== 0) err(`stagegate: ${r.message}\n  fix: remove or rename them, or run init in another directory (stagegate init DIR)`);
    else {
      const lines = [`${style.green('initialized')}  ${r.message}`, ...r.files.map((f) => `  wrote    ${f}`)];
      const cd = relative(process.cwd(), dir);
      lines.push(`  next:    ${cd === '' ? '' : `cd ${cd} && `}${r.nextCommand}`);
      if ((parsed.action ?? DEFAULT_ACTION_REF).includes('<owner>')) lines.push(`  then:    replace <owner> in .github/workflows/stagegate.yml with where the stagegate action lives (or use --action OWNER/REPO@REF)`);
      out(lines.join('\n'));
    }
    return r.exitCode;
  }
  const workspace = parsed.workspace ?? process.cwd();
  if (!isDirectory(workspace)) throw new UsageError(`workspace '${workspace}' is not a directory`, parsed.command);
  const invocation = {
    tokens: parsed.tokens,
    runId: parsed.runId,
    stopAfterStep: parsed.stopAfterStep,
    mode: parsed.mode,
    ignorePreviousCompletion: parsed.ignorePreviousCompletion,
    allowWorkflowChange: parsed.allowWorkflowChange,
  };
  // A --agent-command path is the caller's, so it resolves against the caller's directory.
  const agentCommand = parsed.agentCommand === undefined ? undefined : parsed.agentCommand.includes('/') ? resolvePath(process.cwd(), parsed.agentCommand) : parsed.agentCommand;
  const agents = { agent: parsed.agent, agentCommand, agentArgs: parsed.agentArgs };
  switch (parsed.command) {
    case 'run':
      return runCommand(parsed, workspace, invocation, agents, style);
    case 'status': {
      const report = getStatus(workspace, parsed.workflow!, invocation);
      out(parsed.json ? JSON.stringify(statusJson(report)) : statusText(report, style));
      return report.exitCode;
    }
    case 'history': {
      const report = getHistory(workspace, parsed.workflow!, invocation);
      out(parsed.json ? JSON.stringify(historyJson(report)) : historyText(report, style));
      return report.exitCode;
    }
    case 'plan': {
      const plan = makePlan(workspace, parsed.workflow!, invocation, { showPrompt: parsed.showPrompt, agents });
      // --show-prompt prints the prompt byte for byte (nothing else) unless --json asks for the plan.
      if (plan.prompt !== undefined && !parsed.json) process.stdout.write(plan.prompt);
      else out(parsed.json ? JSON.stringify(planJson(plan)) : planText(plan, style));
      return plan.exitCode;
    }
    case 'approve':
    case 'reject': {
      const r = approvalCommand(parsed, workspace, invocation, process.env, style);
      out(r.text);
      return r.exitCode;
    }
    case 'skip': {
      const r = skipCommand(parsed, workspace, invocation, style);
      out(r.text);
      return r.exitCode;
    }
    case 'convert':
      return convertCommand(parsed, new Workspace(workspace), out, err);
    case 'validate': {
      // No targets: every workflow in the workspace.
      const report = validateTargets(new Workspace(workspace), parsed.targets.length > 0 ? parsed.targets : ['.']);
      if (parsed.format === 'json') out(JSON.stringify(validationJson(report)));
      else if (parsed.format === 'github') {
        const text = validationGithub(report);
        if (text) out(text);
        err(validationText({ ...report, diagnostics: [] }, makeStyle(process.stderr, process.env)));
      } else out(validationText(report, style));
      const failed = report.errors > 0 || (parsed.strict && report.warnings > 0);
      return failed ? EXIT_VALIDATION_FAILED : 0;
    }
    case 'list':
      out(listCommand(new Workspace(workspace), parsed.json, style));
      return 0;
    case 'clean':
      out(cleanCommand(new Workspace(workspace), { olderThanMs: parsed.olderThanMs, yes: parsed.yes, json: parsed.json }, new Date(), style));
      return 0;
    case 'logs': {
      const report = getStatus(workspace, parsed.workflow!, invocation);
      if (report.runRoot === null || report.status === 'NOT_STARTED' || !report.state) {
        const code = report.status === 'NOT_STARTED' ? 4 : report.exitCode || 4;
        err(`stagegate: ${report.status}: ${report.message || 'the run has no logs'}${report.hint ? `\n  fix: ${report.hint}` : ''}`);
        return code;
      }
      const root = new Workspace(workspace).root;
      const printed = await printLogs(
        {
          workspace: root,
          runRoot: report.runRoot,
          step: parsed.step,
          secrets: logSecrets(report, process.env),
          running: () => runHeld(root, report.statePath),
          write: (t) => process.stdout.write(t),
        },
        parsed.follow,
      );
      if (printed === 0) err(`stagegate: no logs${parsed.step ? ` of step ${parsed.step}` : ''} in ${report.runRoot === '.' ? '' : `${report.runRoot}/`}logs (run ${report.runId})`);
      return 0;
    }
  }
}

async function runCommand(parsed: ParsedCommand, workspace: string, invocation: Parameters<typeof runWorkflow>[0]['invocation'], agents: Parameters<typeof runWorkflow>[0]['agents'], style: Style): Promise<number> {
  const stderrStyle = makeStyle(process.stderr, process.env);
  if (!parsed.json) warnNestedRepository(workspace, parsed.workflow!);
  const heartbeatSeconds = parsed.heartbeatSeconds ?? DEFAULT_HEARTBEAT_SECONDS;
  const progress =
    parsed.json || parsed.quiet
      ? undefined
      : makeProgress({
          write: (t) => process.stderr.write(t),
          style: stderrStyle,
          live: process.stderr.isTTY === true && process.env['TERM'] !== 'dumb',
          columns: () => process.stderr.columns,
          stream: parsed.stream,
          heartbeatMs: heartbeatSeconds * 1000,
          workspace: resolvePath(workspace),
          secrets: secretValues(process.env),
        });
  live.progress = progress;
  const self = makeSelfCommand();
  live.self = self;
  const controller = new AbortController();
  live.controller = controller;
  const onEvent = (e: RunEvent) => {
    if (e.type === 'run_started') live.resume = `stagegate run ${parsed.workflow} --run-id ${e.runId}${parsed.workspace !== undefined ? ` -C ${parsed.workspace}` : ''}`;
    else if (e.type === 'stage_started') live.running.set(e.step, e);
    else if (e.type === 'stage_finished') live.running.delete(e.step);
    progress?.onEvent(e);
  };
  let outcome: RunOutcome;
  try {
    outcome = await runWorkflow(
      { workspace, workflowFile: parsed.workflow!, invocation, env: withSelf(process.env, self), commandName: 'stagegate', agents, signal: controller.signal },
      { processes: nodeProcessRunner, source: gitSource, clock: systemClock, onEvent },
    );
  } finally {
    progress?.stop();
    live.progress = undefined;
    live.controller = undefined;
    self?.remove();
    live.self = undefined;
  }
  if (parsed.json) out(JSON.stringify(runJson(outcome)));
  else out(runText(outcome, style));
  // WORKFLOW_INTERRUPTED exits 130; stopped by SIGTERM it is 143 (128 + 15), like any program.
  if (outcome.status === 'WORKFLOW_INTERRUPTED' && live.signal === 'SIGTERM') return 143;
  return outcome.exitCode;
}

/**
 * The workflow lives in another repository nested in the workspace (cwd is a parent folder): its
 * stages run, and its results land, in the workspace. Said once, so a wrong -C is caught early.
 */
function warnNestedRepository(workspace: string, workflow: string): void {
  const root = resolvePath(workspace);
  const file = resolvePath(root, workflow);
  const rel = relative(root, file);
  if (rel.startsWith('..') || rel === '') return;
  for (let dir = dirname(file); dir !== root && dir.startsWith(root); dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) {
      const shown = relative(process.cwd(), dir) || '.';
      err(`stagegate: note: ${workflow} belongs to the repository ${shown}, nested in the workspace ${root}: its stages run, and its results land, in ${root}. If ${shown} is the workspace you meant, run from there or pass -C ${shown}.`);
      return;
    }
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Output streams whose reader went away. */
const gone = new Set<NodeJS.WriteStream>();

// A reader that goes away (`stagegate run … 2>&1 | head -3`) must not stop a run mid-stage: the
// stream is dropped and the run goes on to its end, recording every stage as usual; its outcome
// is still in the state file, and the exit status still says how it ended.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE' || error.code === 'ERR_STREAM_DESTROYED') {
      gone.add(stream);
      return;
    }
    throw error;
  });
}

const SIGNAL_NUMBERS = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    const first = live.signal === undefined;
    live.signal ??= signal;
    if (first && CORE_CANCELS && live.controller) {
      // The core stops the stages, records the interruption and returns WORKFLOW_INTERRUPTED,
      // which run renders with the command that resumes. A second signal does not wait for it.
      live.controller.abort(signal);
      return;
    }
    // Take running stages down with us; the state on disk already records the step in flight.
    killRunningStages();
    live.progress?.stop();
    live.self?.remove();
    const steps = [...live.running.keys()];
    if (live.resume !== undefined) {
      err(`stagegate: interrupted (${signal})${steps.length > 0 ? ` while ${steps.join(', ')} ran: ${steps.length === 1 ? 'it was' : 'they were'} stopped; the state records ${steps.length === 1 ? 'it' : 'them'} in flight, so a resume runs ${steps.length === 1 ? 'it' : 'them'} again` : ''}.\n  next:     ${live.resume}`);
    }
    process.exit(128 + SIGNAL_NUMBERS[signal]);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (isStagegateError(error)) {
      process.stderr.write(`stagegate: ${error.code}: ${error.message}${error.hint ? `\n  fix: ${error.hint}` : ''}\n`);
      process.exitCode = exitStatusFor(error.code);
      return;
    }
    const debug = process.env['STAGEGATE_DEBUG'] === '1';
    process.stderr.write(`stagegate: internal error: ${(error as Error)?.message ?? String(error)}\n${debug ? `${(error as Error)?.stack ?? ''}\n` : 'Set STAGEGATE_DEBUG=1 for a stack trace, and please report it.\n'}`);
    process.exitCode = EXIT_INTERNAL;
  },
);
