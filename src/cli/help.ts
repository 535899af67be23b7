// Help texts, built from the command table (spec.ts): `stagegate --help` lists the commands,
// `stagegate <command> --help` shows that command's usage, arguments, every flag and examples.
import { COMMANDS, COMMAND_NAMES, FLAGS, type CommandName, type FlagName } from './spec.js';

function flagLabel(name: FlagName): string {
  const f = FLAGS[name] as { short?: string; value?: string };
  const long = `--${name}${f.value !== undefined ? ` ${f.value}` : ''}`;
  return f.short !== undefined ? `-${f.short}, ${long}` : `    ${long}`;
}

function table(rows: Array<[string, string]>, indent = '  '): string[] {
  const width = Math.min(30, Math.max(...rows.map(([a]) => a.length)) + 2);
  return rows.map(([a, b]) => (a.length + 2 > width ? `${indent}${a}\n${indent}${' '.repeat(width)}${b}` : `${indent}${a.padEnd(width)}${b}`));
}

export function commandHelp(name: CommandName): string {
  const c = COMMANDS[name];
  const lines = [`stagegate ${name} — ${c.summary}`, '', 'Usage:', `  ${c.usage}`, '', ...c.about.split('\n')];
  if (c.args.length > 0) lines.push('', 'Arguments:', ...table(c.args));
  const flags: FlagName[] = [...c.flags, 'help'];
  lines.push('', 'Flags:', ...table(flags.map((f) => [flagLabel(f), FLAGS[f].help])));
  lines.push('', c.examples.length === 1 ? 'Example:' : 'Examples:', ...c.examples.map((e) => `  ${e}`));
  lines.push('', 'Exit status and stop codes: docs/stop-codes.md; this command: docs/cli.md');
  return lines.join('\n') + '\n';
}

export function mainHelp(): string {
  return [
    'stagegate — gated, resumable, multi-stage workflows',
    '',
    'Usage:',
    '  stagegate <command> [arguments] [flags]',
    '  stagegate <command> --help       usage, every flag and an example',
    '  stagegate --version',
    '',
    'Commands:',
    ...table(COMMAND_NAMES.map((n) => [n, COMMANDS[n].summary])),
    '',
    'Start here:',
    '  stagegate init                                  scaffold a workflow that runs at once',
    '  stagegate run stagegate/workflow.yaml --run-id first',
    '',
    'Common flags: -C DIR (the workspace; default: the current directory), --json (one JSON object).',
    '',
    'Exit status: 0 complete or paused (PARTIAL_RESUMABLE); 1 validation errors; 2 usage;',
    '3 blocked; 4 input; 5 contract/integrity; 6 stage failure; 7 locked; 8 budget; 9 I/O;',
    '70 internal error (a bug: STAGEGATE_DEBUG=1 for the stack trace); 130 interrupted (Ctrl-C; 143 SIGTERM);',
    '125 once could not tell whether KEY was done (stagegate once --help).',
    'Stop codes and their fixes: docs/stop-codes.md',
  ].join('\n') + '\n';
}
