// How a stage reaches stagegate itself: a folder holding an executable `stagegate` (a tiny sh
// script that runs this Node with the CLI bundle) goes first on every stage's PATH, and its path
// is $STAGEGATE_BIN. So `stagegate gate OK` works in a stage with nothing installed. The folder is
// private (mkdtemp) and removed when the run ends. The CLI passes itself; the Action can pass the
// CLI bundle beside it (dist/cli/index.js); a caller running the CLI in its own process (the
// in-process tests) can name an executable of its own instead (CliIO.self).
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { STAGEGATE_BIN } from '../core/run/stage-command.js';

export interface SelfCommand {
  /** The folder to put first on PATH. */
  dir: string;
  /** The executable in it ($STAGEGATE_BIN). */
  bin: string;
  remove(): void;
}

/**
 * The shim running `script` (the CLI; default: this process's own) with this Node and its flags,
 * or undefined when it cannot be made (the stages then lack `stagegate`).
 */
export function makeSelfCommand(script: string | undefined = process.argv[1], nodeArgs: readonly string[] = process.execArgv, parent: string = tmpdir()): SelfCommand | undefined {
  if (script === undefined) return undefined;
  // Node's own flags too (a source checkout runs with --import for TypeScript).
  return makeShim([process.execPath, ...nodeArgs, resolve(script)], parent);
}

/** The shim running `executable` itself in the CLI's place (CliIO.self's `executable`), or undefined when it cannot be made. */
export function makeSelfExecutable(executable: string, parent: string = tmpdir()): SelfCommand | undefined {
  return makeShim([resolve(executable)], parent);
}

function makeShim(command: readonly string[], parent: string): SelfCommand | undefined {
  let dir: string;
  try {
    dir = mkdtempSync(join(parent, 'stagegate-bin-'));
    const bin = join(dir, 'stagegate');
    writeFileSync(bin, `#!/bin/sh\nexec ${command.map(shWord).join(' ')} "$@"\n`);
    chmodSync(bin, 0o755);
    return { dir, bin, remove: () => rmSync(dir, { recursive: true, force: true }) };
  } catch {
    return undefined;
  }
}

/** One sh word: single quotes make everything literal; a quote inside closes, escapes and reopens. */
function shWord(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The stages' base environment: `env` with the shim first on PATH and STAGEGATE_BIN set. */
export function withSelf(env: NodeJS.ProcessEnv, self: SelfCommand | undefined): Record<string, string | undefined> {
  if (!self) return { ...env };
  const path = env['PATH'];
  return { ...env, PATH: path ? `${self.dir}${delimiter}${path}` : self.dir, [STAGEGATE_BIN]: self.bin };
}
