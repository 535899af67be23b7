// The words every command stagegate prints for a person starts with (next:, fix:, hints): its own
// module, so `validate` (which prints none) does not load the printed commands' builders.
import { resolve as resolvePath } from 'node:path';
import { pathWord } from '../core/run/command-line.js';
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
 * The workspace as it was given with -C, when it is not the current directory: the paths a run's
 * summary and status print are relative to it, so they say so (`workspace:` line).
 */
export function workspaceShownFor(io: CliIO, parsed: ParsedCommand): string | undefined {
  if (parsed.workspace === undefined || resolvePath(io.cwd, parsed.workspace) === resolvePath(io.cwd)) return undefined;
  return parsed.workspace;
}
