// stagegate CLI: parse, call one core entry, render. No stack traces for expected errors.
// `main` touches nothing global (no process.exit, signal handlers, process.cwd/env/stdout): it
// reads and writes through the CliIO it is given, so tests can run it in-process. The process
// shell around it (signals, EPIPE, exit status) is src/cli/bin.ts, the bundle's entry.
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
import { nodeProcessRunner } from '../host/process-runner.js';
import { gitSource } from '../host/git-source.js';
import { isStagegateError } from '../core/run/errors.js';
import { VERSION } from '../version.js';
import { approvalCommand } from './commands/approval.js';
import { skipCommand } from './commands/skip.js';
import { convertCommand } from './commands/convert.js';

/** A stream main writes to: process.stdout / process.stderr, or a test's collector. */
export interface CliOutput {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

/** Where one invocation reads and writes. */
export interface CliIO {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: CliOutput;
  stderr: CliOutput;
}

/** The process's own IO. */
export function processIO(): CliIO {
  return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
}

/** Run one invocation; resolves with its exit status. Expected errors become a message and a status, never a throw. */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  try {
    return await command(argv, io);
  } catch (error) {
    if (isStagegateError(error)) {
      io.stderr.write(`stagegate: ${error.code}: ${error.message}\n`);
      return exitStatusFor(error.code);
    }
    const debug = io.env['STAGEGATE_DEBUG'] === '1';
    io.stderr.write(`stagegate: internal error: ${(error as Error)?.message ?? String(error)}\n${debug ? `${(error as Error)?.stack ?? ''}\n` : 'Set STAGEGATE_DEBUG=1 for a stack trace, and please report it.\n'}`);
    return EXIT_INTERNAL;
  }
}

async function command(argv: string[], io: CliIO): Promise<number> {
  const out = (s: string) => io.stdout.write(s.endsWith('\n') ? s : s + '\n');
  const err = (s: string) => io.stderr.write(s.endsWith('\n') ? s : s + '\n');
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
  const style = makeStyle(io.stdout, io.env);
  // Absolute, so nothing below resolves a path against the host process's own directory.
  const workspace = resolvePath(io.cwd, parsed.workspace ?? '.');
  if (parsed.command !== 'help' && parsed.command !== 'version' && !isDirectory(workspace)) {
    err(`stagegate: workspace '${parsed.workspace ?? io.cwd}' is not a directory\nRun 'stagegate --help' for usage.`);
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
  const agentCommand = parsed.agentCommand === undefined ? undefined : parsed.agentCommand.includes('/') ? resolvePath(io.cwd, parsed.agentCommand) : parsed.agentCommand;
  const agents = { agent: parsed.agent, agentCommand, agentArgs: parsed.agentArgs };
  switch (parsed.command) {
    case 'help':
      out(HELP);
      return 0;
    case 'version':
      out(VERSION);
      return 0;
    case 'run': {
      const progress = parsed.json || parsed.quiet ? undefined : eventPrinter((line) => err(line), makeStyle(io.stderr, io.env));
      const outcome = await runWorkflow(
        { workspace, workflowFile: parsed.workflow!, invocation, env: io.env, commandName: 'stagegate', agents },
        { processes: nodeProcessRunner, source: gitSource, clock: systemClock, ...(progress ? { onEvent: progress } : {}) },
      );
      if (parsed.json) out(JSON.stringify(runJson(outcome)));
      else out(runText(outcome, style));
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
      if (plan.prompt !== undefined && !parsed.json) io.stdout.write(plan.prompt);
      else out(parsed.json ? JSON.stringify(planJson(plan)) : planText(plan, style));
      return plan.exitCode;
    }
    case 'approve':
    case 'reject': {
      const r = approvalCommand(parsed, workspace, invocation, io.env, style);
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
        err(validationText({ ...report, diagnostics: [] }, makeStyle(io.stderr, io.env)));
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
