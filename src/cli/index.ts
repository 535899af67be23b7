// stagegate CLI: parse, call one core entry, render. No stack traces for expected errors.
// `main` touches nothing global (no process.exit, signal handlers, process.cwd/env/stdout): it
// reads and writes through the CliIO it is given, so tests run it in-process. The process around
// it (signals, a closed stdout, the exit status) is src/cli/bin.ts, the bundle's entry.
import { parseCommandLine, UsageError, type ParsedCommand } from './args.js';
import { commandHelp, mainHelp } from './help.js';
import type { CommandName } from './spec.js';
import { makeStyle } from './style.js';
import { EXIT_INTERNAL, EXIT_USAGE, exitStatusFor } from '../core/run/stop-codes.js';
import { isStagegateError } from '../core/run/errors.js';
import { VERSION } from '../version.js';
import { lines, maskingIO, processIO, type CliIO } from './io.js';
import { printable } from '../core/run/printable.js';

export { abandonRuns, firstSignalLine, killStages, processIO, runInProgress, sayAboveRuns, secondSignalLine, SIGNAL_NUMBERS, type CliIO, type CliOutput } from './io.js';

/** A usage error, as one line of text (with where to read more) or one JSON object. */
function usageFailure(io: CliIO, error: UsageError, json: boolean): number {
  const out = lines(io.stdout);
  const err = lines(io.stderr);
  const hint = `Run 'stagegate ${error.command ? `${error.command} ` : ''}--help' for usage.`;
  if (json) out(JSON.stringify({ status: 'USAGE_ERROR', exit_code: EXIT_USAGE, message: error.message, hint }));
  // The message may quote an argument as given (a workspace, a step name).
  else err(`stagegate: ${printable(error.message)}\n${hint}`);
  return EXIT_USAGE;
}

/** Run one invocation; resolves with its exit status. Expected errors become a message and a status, never a throw. */
export async function main(argv: string[], given: CliIO = processIO()): Promise<number> {
  // What any command prints: the secret-looking inputs of its command line as *** (set once it is read).
  const { io, hide } = maskingIO(given);
  try {
    return await command(argv, io, hide);
  } catch (error) {
    // A message (and a hint, a stack) may quote a file name, an argument or workflow text: no escape sequences reach the terminal.
    if (isStagegateError(error)) {
      // A refusal that knows the way on (shards at a step that runs in one process) names it, as a run's next: does.
      io.stderr.write(printable(`stagegate: ${error.code}: ${error.message}${error.hint ? `\n  fix: ${error.hint}` : ''}${error.nextCommand ? `\n  next: ${error.nextCommand}` : ''}`) + '\n');
      return exitStatusFor(error.code);
    }
    const debug = io.env['STAGEGATE_DEBUG'] === '1';
    io.stderr.write(printable(`stagegate: internal error: ${(error as Error)?.message ?? String(error)}\n${debug ? `${(error as Error)?.stack ?? ''}\n` : 'Set STAGEGATE_DEBUG=1 for a stack trace, and please report it.\n'}`));
    return EXIT_INTERNAL;
  }
}

async function command(argv: string[], io: CliIO, hide: NonNullable<CliIO['hide']>): Promise<number> {
  const out = lines(io.stdout);
  const err = lines(io.stderr);
  // `--json` after `--` belongs to a command `once` runs, not to stagegate.
  const dash = argv.indexOf('--');
  const wantsJson = (dash < 0 ? argv : argv.slice(0, dash)).includes('--json');
  let parsed: ParsedCommand;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error, wantsJson);
    throw error;
  }
  // Every path and message of a run whose state path is made of a secret-looking input repeats it
  // (`state_path: 'runs/{{api_token}}/…'`): not only the ones its report masks (list, approve's and
  // skip's state_path, a run not started). Loaded only with inputs given: help and version stay light.
  // Not gate's and once's: run inside a stage, they print what the stage's own masking hashed and recorded.
  if (Object.keys(parsed.tokens).length > 0 && parsed.command !== 'gate' && parsed.command !== 'once') {
    const { secretValuesOf, valuesMasker } = await import('../core/run/secret-names.js');
    hide(secretValuesOf(parsed.tokens), valuesMasker);
  }
  const style = makeStyle(io.stdout, io.env);
  if (parsed.command === 'help') {
    if (parsed.bare) {
      // Bare `stagegate`: help, but as a mistake (exit 2): a script calling it did not mean it.
      if (parsed.json) return usageFailure(io, new UsageError('no command given'), true);
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
    if (parsed.command === 'gate') {
      // Loaded only here: it parses YAML, which --version and --help do not need.
      const { gateCommand } = await import('./commands/gate.js');
      // A step with a gate_schema: its engine (ajv, a chunk of its own) loaded only then.
      const engine = io.env['STAGEGATE_GATE_SCHEMA'] ? await (await import('../core/gate/gate-schema.js')).loadGateSchemaEngine() : undefined;
      const r = gateCommand(parsed.gate!, io.env, io.cwd, engine);
      err(r.message);
      return r.exitCode;
    }
    if (parsed.command === 'once') {
      // Light like gate: it reads the journal and runs one command, nothing else.
      const { onceCommand } = await import('./commands/once.js');
      return await onceCommand(parsed.once!, io);
    }
    if (parsed.command === 'validate') {
      // Its own module, without dispatch.ts and the runner, state store and step kinds it loads.
      const { validateCommand } = await import('./commands/validate.js');
      return await validateCommand(io, parsed as ParsedCommand & { command: 'validate' }, style);
    }
    if (parsed.command === 'graph') {
      // Its own module too: it reads a run's state, but loads neither the runner nor the state's writers.
      const { graphCommand } = await import('./commands/graph.js');
      return await graphCommand(io, parsed as ParsedCommand & { command: 'graph' });
    }
    // Every other command: the rest of the CLI, loaded now (src/cli/dispatch.ts).
    const { dispatch } = await import('./dispatch.js');
    return await dispatch(io, parsed as ParsedCommand & { command: Exclude<CommandName, 'gate' | 'once' | 'validate' | 'graph'> }, style);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(io, error, parsed.json);
    throw error;
  }
}

