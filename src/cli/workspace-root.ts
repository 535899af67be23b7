// The workspace a command works in (-C, else the current directory), checked once for every
// command: dispatch.ts and `validate` (commands/validate.ts, loaded without dispatch.ts).
import { statSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { UsageError, type ParsedCommand } from './args.js';
import type { CliIO } from './io.js';
import type { CommandName } from './spec.js';

export function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** The workspace as an absolute path, so nothing resolves a path against the host process's own directory. */
export function workspaceRoot(io: CliIO, parsed: ParsedCommand & { command: CommandName }): string {
  const root = resolvePath(io.cwd, parsed.workspace ?? '.');
  if (!isDirectory(root)) throw new UsageError(`workspace '${parsed.workspace ?? io.cwd}' is not a directory`, parsed.command);
  return root;
}
