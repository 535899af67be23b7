// stagegate CLI entry: parse, call one core entry, render. No stack traces for expected errors.
import { statSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { parseCommandLine, HELP, UsageError } from './args.js';
import { makeStyle } from './style.js';
import { eventPrinter, planJson, planText, runJson, runText, statusJson, statusText, validationGithub, validationJson, validationText } from './render.js';
import { runWorkflow } from '../core/run/runner.js';
import { getStatus } from '../core/commands/status.js';
import { makePlan } from '../core/commands/plan.js';
import { validateTargets } from '../core/commands/validate-files.js';
import { Workspace } from '../core/workspace/workspace.js';
import { EXIT_INTERNAL, EXIT_USAGE, EXIT_VALIDATION_FAILED, exitStatusFor } from '../core/run/stop-codes.js';
import { systemClock } from '../core/run/ports.js';
import { nodeProcessRunner, killRunningStages } from '../host/process-runner.js';
import { gitSource } from '../host/git-source.js';
import { isStagegateError } from '../core/run/errors.js';
import { VERSION } from '../version.js';
import { approvalCommand } from './commands/approval.js';
import { skipCommand } from './commands/skip.js';
import { convertCommand } from './commands/convert.js';

async function main(argv: string[]): Promise<number> {
  // A reader that went away (EPIPE) is not written to again; the run goes on (see below).
  const out = (s: string) => void (gone.has(process.stdout) || process.stdout.write(s.endsWith('\n') ? s : s + '\n'));
  const err = (s: string) => void (gone.has(process.stderr) || process.stderr.write(s.endsWith('\n') ? s : s + '\n'));
  let parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      err(`stagegate: ${error.message}\nRun 'stagegate --help' for usage.`);
      return EXIT_USAGE;
    }
    throw error;
  }
  const style = makeStyle(process.stdout, process.env);
  const workspace = parsed.workspace ?? process.cwd();
  if (parsed.command !== 'help' && parsed.command !== 'version' && !isDirectory(workspace)) {
    err(`stagegate: workspace '${workspace}' is not a directory\nRun 'stagegate --help' for usage.`);
    return EXIT_USAGE;
  }
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
    case 'help':
      out(HELP);
      return 0;
    case 'version':
      out(VERSION);
      return 0;
    case 'run': {
      const progress = parsed.json || parsed.quiet ? undefined : eventPrinter((line) => err(line), makeStyle(process.stderr, process.env));
      cancellable = true;
      const outcome = await runWorkflow(
        { workspace, workflowFile: parsed.workflow!, invocation, env: process.env, commandName: 'stagegate', agents, signal: cancellation.signal },
        { processes: nodeProcessRunner, source: gitSource, clock: systemClock, ...(progress ? { onEvent: progress } : {}) },
      );
      cancellable = false;
      if (parsed.json) out(JSON.stringify(runJson(outcome)));
      else out(runText(outcome, style));
      // Interrupted by a signal: exit as a process stopped by it would (130 SIGINT, 143 SIGTERM).
      if (outcome.status === 'WORKFLOW_INTERRUPTED' && stopping !== undefined) return 128 + SIGNAL_NUMBERS[stopping];
      return outcome.exitCode;
    }
    case 'status': {
      const report = getStatus(workspace, parsed.workflow!, invocation);
      out(parsed.json ? JSON.stringify(statusJson(report)) : statusText(report, style));
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
      const report = validateTargets(new Workspace(workspace), parsed.targets);
      if (parsed.format === 'json') out(JSON.stringify(validationJson(report)));
      else if (parsed.format === 'github') {
        const text = validationGithub(report);
        if (text) out(text);
        err(validationText({ ...report, diagnostics: [] }, makeStyle(process.stderr, process.env)));
      } else out(validationText(report, style));
      const failed = report.errors > 0 || (parsed.strict && report.warnings > 0);
      return failed ? EXIT_VALIDATION_FAILED : 0;
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
type StopSignal = keyof typeof SIGNAL_NUMBERS;

/** `run` passes this to the core: a signal aborts it, and the run stops the way the core documents. */
const cancellation = new AbortController();
/** A run is going (only `run` is stopped gracefully; other commands exit at once). */
let cancellable = false;
/** The first signal received while a run was going. */
let stopping: StopSignal | undefined;

for (const signal of Object.keys(SIGNAL_NUMBERS) as StopSignal[]) {
  process.on(signal, () => {
    if (cancellable && stopping === undefined) {
      // First signal: the core kills the stage trees, records the interruption, releases the
      // lock and returns; main() prints the outcome and the command that resumes.
      stopping = signal;
      try {
        if (!gone.has(process.stderr)) process.stderr.write(`stagegate: ${signal} received: stopping the running stages and recording the interruption (send it again to exit at once)\n`);
      } catch {
        /* stderr may be gone */
      }
      cancellation.abort(signal);
      return;
    }
    // A second signal, or no run to stop: kill the stage trees and exit now. The state then still
    // shows the attempt in flight (or the interruption, if it was written): a resume re-runs it.
    killRunningStages();
    process.exit(128 + SIGNAL_NUMBERS[stopping ?? signal]);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (isStagegateError(error)) {
      process.stderr.write(`stagegate: ${error.code}: ${error.message}\n`);
      process.exitCode = exitStatusFor(error.code);
      return;
    }
    const debug = process.env['STAGEGATE_DEBUG'] === '1';
    process.stderr.write(`stagegate: internal error: ${(error as Error)?.message ?? String(error)}\n${debug ? `${(error as Error)?.stack ?? ''}\n` : 'Set STAGEGATE_DEBUG=1 for a stack trace, and please report it.\n'}`);
    process.exitCode = EXIT_INTERNAL;
  },
);
