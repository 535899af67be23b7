// The command table (src/cli/spec.ts), the parser and the help agree: every command's help lists
// its usage, every flag it takes and an example; the parser takes exactly those flags for it and
// refuses the others with a did-you-mean; usage errors name their cause.
import { describe, expect, it } from 'vitest';
import { parseAge, parseCommandLine, UsageError } from '../../src/cli/args.js';
import { commandHelp, mainHelp } from '../../src/cli/help.js';
import { COMMANDS, COMMAND_NAMES, FLAGS, type FlagName } from '../../src/cli/spec.js';

function usage(argv: string[]): string {
  try {
    parseCommandLine(argv);
  } catch (error) {
    if (error instanceof UsageError) return error.message;
    throw error;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('help', () => {
  it('the main help lists every command', () => {
    for (const name of COMMAND_NAMES) expect(mainHelp()).toMatch(new RegExp(`^  ${name} +${COMMANDS[name].summary.replace(/[().]/g, '\\$&')}$`, 'm'));
  });

  for (const name of COMMAND_NAMES) {
    it(`${name}: usage, every flag, an example; the parser takes each listed flag and no other`, () => {
      const help = commandHelp(name);
      expect(help).toContain(`Usage:\n  ${COMMANDS[name].usage}`);
      expect(help).toMatch(/\nExamples?:\n {2}stagegate /);
      const flags: readonly FlagName[] = COMMANDS[name].flags;
      for (const flag of [...flags, 'help' as const]) {
        expect(help, flag).toContain(`--${flag}`);
        expect(help, flag).toContain(FLAGS[flag].help);
      }
      // Each listed flag passes the parser's "known and applies" checks for this command.
      for (const flag of flags) {
        const argv = [name, `--${flag}`, ...(FLAGS[flag].type === 'string' ? ['1'] : [])];
        let message = '';
        try {
          parseCommandLine(argv);
        } catch (error) {
          message = (error as Error).message;
        }
        expect(message, argv.join(' ')).not.toMatch(/unknown flag|does not apply/);
      }
      // A flag it does not list is refused, naming the command.
      const other = (Object.keys(FLAGS) as FlagName[]).find((f) => !flags.includes(f) && f !== 'help' && f !== 'version')!;
      expect(usage([name, `--${other}`, ...(FLAGS[other].type === 'string' ? ['1'] : [])])).toMatch(new RegExp(`does not apply to '${name}'`));
      // --help on the command asks for its help.
      expect(parseCommandLine([name, '--help'])).toMatchObject({ command: 'help', helpFor: name });
    });
  }
});

describe('the parser', () => {
  it('once: the key, then everything after -- as the command, its flags untouched', () => {
    expect(parseCommandLine(['once', 'pr', '--', 'gh', 'pr', 'create', '--json', '-C', 'x', '--', 'y'])).toMatchObject({ command: 'once', once: { key: 'pr', argv: ['gh', 'pr', 'create', '--json', '-C', 'x', '--', 'y'] } });
    expect(parseCommandLine(['once', 'release v1.2 (notes)', '--', 'true'])).toMatchObject({ once: { key: 'release v1.2 (notes)', argv: ['true'] } });
    expect(usage(['once', 'pr', 'extra', '--', 'true'])).toContain("once takes one key before -- (got also 'extra')");
    expect(usage(['once', '--', 'true'])).toContain('once needs a key before --');
    expect(usage(['once', ' pr', '--', 'true'])).toContain('once: the key starts or ends with white space');
    expect(usage(['once', '', '--', 'true'])).toContain('once: the key is empty');
    expect(usage(['once', 'pr', '--json', '--', 'true'])).toContain("--json does not apply to 'once'");
  });

  it('bare: help as a usage error; --version; help COMMAND', () => {
    expect(parseCommandLine([])).toMatchObject({ command: 'help', bare: true });
    expect(parseCommandLine(['--version'])).toMatchObject({ command: 'version' });
    expect(parseCommandLine(['help', 'logs'])).toMatchObject({ command: 'help', helpFor: 'logs' });
    expect(usage(['help', 'lgos'])).toContain("Did you mean 'logs'?");
    expect(usage(['-v'])).toContain('-v is --stream');
  });

  it('did-you-mean for commands and flags', () => {
    expect(usage(['vaildate'])).toBe("unknown command 'vaildate'. Did you mean 'validate'? (commands: run, shards, merge, status, history, graph, plan, validate, convert, approve, reject, skip, gate, once, init, list, logs, clean)");
    expect(usage(['run', 'wf.yaml', '--stop-after', 'x'])).toBe("unknown flag '--stop-after' for 'run'. Did you mean '--stop-after-step'?");
    expect(usage(['clean', '--older', '7d'])).toBe("unknown flag '--older' for 'clean'. Did you mean '--older-than'?");
    expect(usage(['run', 'wf.yaml', '--run-id'])).toBe('--run-id needs a value');
  });

  it("other CLIs' words: the did-you-mean names stagegate's own, from one synonym table (only flags that apply)", () => {
    for (const word of ['runs', 'ls']) expect(usage([word])).toContain(`unknown command '${word}'. Did you mean 'list'?`);
    expect(usage(['resume', 'wf.yaml', '--run-id', 'r1'])).toContain("unknown command 'resume'. Did you mean 'run'?");
    expect(usage(['run', 'wf.yaml', '--verbose'])).toBe("unknown flag '--verbose' for 'run'. Did you mean '--stream'?");
    expect(usage(['run', 'wf.yaml', '--execution-mode', 'fresh'])).toBe("unknown flag '--execution-mode' for 'run'. Did you mean '--mode'?");
    expect(usage(['run', 'wf.yaml', '--fresh'])).toBe("unknown flag '--fresh' for 'run'. Did you mean '--mode fresh'?");
    expect(usage(['plan', 'wf.yaml', '--fresh'])).toBe("unknown flag '--fresh' for 'plan'. Did you mean '--mode fresh'?");
    // status has no --stream: nothing to suggest, rather than a wrong flag.
    expect(usage(['status', 'wf.yaml', '--verbose'])).toBe("unknown flag '--verbose' for 'status'.");
    // CCW's wf-player binds --context goal=...: say how inputs bind here, where the command takes them.
    expect(usage(['run', 'wf.json', '--context', 'goal=x'])).toBe("unknown flag '--context' for 'run'. Inputs bind without a flag, as name=value tokens after the workflow: goal='Add auth' scope=src.");
    expect(usage(['plan', 'wf.json', '--input', 'goal=x'])).toContain('Inputs bind without a flag');
    expect(usage(['validate', 'wf.json', '--context'])).toBe("unknown flag '--context' for 'validate'.");
  });

  it('run: --stream/-v, --heartbeat', () => {
    expect(parseCommandLine(['run', 'wf.yaml', '-v'])).toMatchObject({ stream: true });
    expect(parseCommandLine(['run', 'wf.yaml', '--heartbeat', '0'])).toMatchObject({ heartbeatSeconds: 0 });
    expect(parseCommandLine(['run', 'wf.yaml'])).not.toHaveProperty('heartbeatSeconds');
    expect(usage(['run', 'wf.yaml', '--heartbeat', 'often'])).toContain('--heartbeat must be a number of seconds, 0 for none');
  });

  it('logs: an optional STEP before inputs', () => {
    expect(parseCommandLine(['logs', 'wf.yaml', 'review', 'topic=x', '--run-id', 'r1', '-f'])).toMatchObject({ workflow: 'wf.yaml', step: 'review', tokens: { topic: 'x' }, runId: 'r1', follow: true });
    const noStep = parseCommandLine(['logs', 'wf.yaml', 'topic=x']);
    expect(noStep.step).toBeUndefined();
    expect(noStep.tokens).toEqual({ topic: 'x' });
  });

  it('logs and skip: STEP after the inputs too (as the commands stagegate prints name it), after -- when it starts with -', () => {
    expect(parseCommandLine(['logs', 'wf.yaml', '--run-id', 'r1', 'team=a', 'fix it'])).toMatchObject({ step: 'fix it', tokens: { team: 'a' } });
    expect(parseCommandLine(['skip', 'wf.yaml', '--run-id', 'r1', 'team=a', '--', '-x'])).toMatchObject({ step: '-x', tokens: { team: 'a' } });
    expect(usage(['skip', 'wf.yaml', 'team=a'])).toContain('skip needs the step to skip');
    expect(usage(['logs', 'wf.yaml', 'a', 'team=a', 'b'])).toContain("'b' is not a name=value input");
  });

  it('logs and skip: the word after -- is the STEP whatever its shape (a step id like name=value); one word only', () => {
    expect(parseCommandLine(['skip', 'wf.yaml', '--run-id', 'r1', 'team=a', '--', 'mode=x'])).toMatchObject({ step: 'mode=x', tokens: { team: 'a' } });
    expect(parseCommandLine(['logs', 'wf.yaml', 'team=a', '--', 'mode=x'])).toMatchObject({ step: 'mode=x', tokens: { team: 'a' } });
    // Without --, a name=value word is an input (it may locate the run).
    expect(parseCommandLine(['logs', 'wf.yaml', 'mode=x'])).toMatchObject({ tokens: { mode: 'x' } });
    expect(parseCommandLine(['logs', 'wf.yaml', 'mode=x']).step).toBeUndefined();
    expect(usage(['skip', 'wf.yaml', 'mode=x'])).toContain('a step id shaped like name=value goes after --');
    expect(usage(['skip', 'wf.yaml', '--', 'a=1', 'b'])).toContain('after -- comes one word, the step, taken as written (got 2: a=1 b); name=value inputs and flags go before --');
    expect(usage(['logs', 'wf.yaml', 'a', '--', 'b'])).toContain("'a' is not a name=value input");
  });

  it('logs and skip: -- before every positional (POSIX) ends the options; the workflow, then the STEP, are taken as written', () => {
    expect(parseCommandLine(['skip', '--run-id', 'r1', '--', 'wf.yaml', 'lint'])).toMatchObject({ workflow: 'wf.yaml', step: 'lint', runId: 'r1', tokens: {} });
    expect(parseCommandLine(['skip', '--', 'wf.yaml', 'mode=x'])).toMatchObject({ workflow: 'wf.yaml', step: 'mode=x', tokens: {} });
    expect(parseCommandLine(['logs', '--', '-wf.yaml', '-x'])).toMatchObject({ workflow: '-wf.yaml', step: '-x', tokens: {} });
    expect(parseCommandLine(['--', 'logs', 'wf.yaml', 'lint'])).toMatchObject({ command: 'logs', workflow: 'wf.yaml', step: 'lint' });
    expect(parseCommandLine(['logs', '--run-id', 'r1', '--', 'wf.yaml']).step).toBeUndefined();
    // The count and the words named are those after the workflow; inputs and flags after -- are words, not read as such.
    expect(usage(['skip', '--', 'wf.yaml', 'team=a', 'lint'])).toContain('after -- comes one word, the step, taken as written (got 2: team=a lint)');
    expect(usage(['skip', '--', 'wf.yaml', 'lint', '--run-id', 'r1'])).toContain('(got 3: lint --run-id r1)');
    // A workflow after -- is the workflow as written, even shaped like name=value.
    expect(parseCommandLine(['skip', '--', 'a=b', 'lint'])).toMatchObject({ workflow: 'a=b', step: 'lint' });
    expect(usage(['skip', 'a=b', 'lint'])).toContain('skip needs the workflow file first');
  });

  it('a name=value where the workflow belongs is named', () => {
    expect(usage(['run', 'run_id=1'])).toContain('run needs the workflow file first, before name=value inputs');
  });

  it('gate: status, counts, next, extra keys', () => {
    expect(parseCommandLine(['gate', 'OK', '--critical', '1', '--high', '2', '--open', '3', '--next', 'b', '--set', 'a=1', '--set', 'b=x=y'])).toMatchObject({
      gate: { status: 'OK', critical: 1, high: 2, open: 3, next: 'b', extra: [['a', '1'], ['b', 'x=y']] },
    });
    expect(parseCommandLine(['gate', 'OK', '--next', 'null']).gate?.next).toBeNull();
    expect(usage(['gate', 'OK', '--open=-1'])).toContain("--open must be a whole number >= 0 (got '-1')");
    expect(usage(['gate', 'OK', '--open', '-1'])).toBe("--open needs a value; one that starts with '-' is written --open=VALUE");
    expect(usage(['gate', 'OK', '--set', 'a=1', '--set', 'a=2'])).toContain('--set a is given twice');
    expect(usage(['gate', 'OK', 'EXTRA'])).toContain("gate takes one status (got also 'EXTRA')");
    expect(usage(['gate', 'bad status'])).toContain("gate status 'bad status' may hold only letters, digits, _ . -");
    expect(usage(['gate', 'OK', '--set', '__proto__=1'])).toContain('the gate refuses that key');
    expect(usage(['gate', 'OK', '--set', 'novalue'])).toContain("--set needs KEY=VALUE (got 'novalue')");
    expect(usage(['gate', 'OK', '--next', 'a b'])).toContain('--next must be a step id or null');
  });

  it('a flag that takes one value, given twice, is a usage error naming it; repeatable flags and switches repeat', () => {
    expect(usage(['run', 'wf.yaml', '--run-id', 'r1', '--run-id', 'r2'])).toBe("--run-id is given twice ('r1', then 'r2'): it takes one value; give it once");
    expect(usage(['plan', 'wf.yaml', '--mode', 'fresh', '--mode=resume'])).toContain('--mode is given twice');
    expect(usage(['run', 'wf.yaml', '--run-id', 'r1', '--run-id', 'r1'])).toContain('--run-id is given twice');
    expect(usage(['validate', 'wf.yaml', '-C', 'a', '--workspace', 'b'])).toContain('--workspace is given twice');
    // Every single-valued flag of the table, on a command that takes it.
    for (const [name, flag] of Object.entries(FLAGS) as Array<[FlagName, (typeof FLAGS)[FlagName]]>) {
      if (flag.type !== 'string' || 'multiple' in flag) continue;
      const command = COMMAND_NAMES.find((c) => (COMMANDS[c].flags as readonly FlagName[]).includes(name))!;
      expect(usage([command, 'wf.yaml', `--${name}`, 'x', `--${name}`, 'y']), name).toContain(`--${name} is given twice`);
    }
    expect(parseCommandLine(['run', 'wf.yaml', '--agent', 'claude', '--agent-arg', 'a', '--agent-arg', 'b']).agentArgs).toEqual(['a', 'b']);
    expect(parseCommandLine(['validate', 'wf.yaml', '--json', '--json']).format).toBe('json');
  });

  it('parseAge', () => {
    expect([parseAge('30m'), parseAge('12h'), parseAge('7d'), parseAge('2w'), parseAge('90s'), parseAge('1.5h')]).toEqual([1_800_000, 43_200_000, 604_800_000, 1_209_600_000, 90_000, 5_400_000]);
    expect([parseAge('7'), parseAge('d'), parseAge('-1d')]).toEqual([undefined, undefined, undefined]);
  });
});
