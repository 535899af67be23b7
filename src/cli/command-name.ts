// The words every command stagegate prints for a person starts with (next:, fix:, hints): its own
// module, so `validate` (which prints only `validate` commands: a child workflow's) loads it
// without dispatch.ts.
import { resolve as resolvePath } from 'node:path';
import { flagWord, inputWord, pathWord } from '../core/run/command-line.js';
import type { ParsedCommand } from './args.js';
import type { CliIO } from './io.js';

/**
 * The words a printed command (next:, fix:, hints) starts with: `stagegate`, and `-C DIR` as it
 * was given when the workspace is not the current directory, so the command pasted where this
 * one was typed finds the same run.
 */
export function commandNameFor(io: CliIO, parsed: ParsedCommand): string {
  if (parsed.workspace === undefined || resolvePath(io.cwd, parsed.workspace) === resolvePath(io.cwd)) return 'stagegate';
  return `stagegate -C ${pathWord(parsed.workspace)}`;
}

/**
 * `stagegate [-C DIR] status WORKFLOW [--run-id ID]` for the run this command names (the inputs
 * as given): what a person pastes to find a run whose start may not be recorded yet (bin.ts, a
 * second Ctrl-C before the run's resume command is known).
 */
export function statusCommandFor(io: CliIO, parsed: ParsedCommand): string {
  const runId = parsed.runId ?? parsed.tokens['run_id'];
  const inputs = Object.entries(parsed.tokens).filter(([name]) => name !== 'run_id').map((pair) => ` ${inputWord(pair)}`).join('');
  return `${commandNameFor(io, parsed)} status ${pathWord(parsed.workflow ?? '')}${runId !== undefined ? flagWord('run-id', runId) : ''}${inputs}`;
}

/**
 * The workspace as it was given with -C, when it is not the current directory: the paths a run's
 * summary and status print are relative to it, so they say so (`workspace:` line).
 */
export function workspaceShownFor(io: CliIO, parsed: ParsedCommand): string | undefined {
  if (parsed.workspace === undefined || resolvePath(io.cwd, parsed.workspace) === resolvePath(io.cwd)) return undefined;
  return parsed.workspace;
}
