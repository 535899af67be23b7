// Every command stagegate prints for a person to paste (next:, fix:, hints) works when pasted:
// for any values (spaces, quotes, $, backticks, a leading -, unicode, empty), a real shell reads
// the printed command back as exactly the words meant, and stagegate's own parser reads those
// words back as the same flags and values.
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agentFlags, flagWord, runCommandLine, runTarget, stepWord } from '../../src/core/run/command-line.js';
import { rerunCommand } from '../../src/core/run/rewind.js';
import { SECRET_NAME } from '../../src/core/steps/process/transcript.js';
import { parseCommandLine } from '../../src/cli/args.js';
import { resumeInstruction } from '../../src/core/state/snapshot.js';
import { pausedNext } from '../../src/core/run/paused-next.js';
import type { RunState } from '../../src/core/state/state.js';

/**
 * The words bash reads from each printed command (a value with a control character is printed
 * $'…', ANSI-C quoting), one shell for them all (a shell per command would cost seconds): per command its word count, then its words, NUL-separated by printf, so
 * any character but NUL survives.
 */
function shellWords(commands: string[]): string[][] {
  const script = commands.map((c) => `set -- ${c}\nprintf '%s\\0' "$#" "$@"\n`).join('');
  const r = spawnSync('bash', ['-c', script], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const fields = r.stdout.split('\0').slice(0, -1);
  const out: string[][] = [];
  for (let i = 0; i < fields.length; ) {
    const n = Number(fields[i]);
    out.push(fields.slice(i + 1, i + 1 + n));
    i += 1 + n;
  }
  expect(out).toHaveLength(commands.length);
  return out;
}

/** `check` for many samples of `arb`, their printed commands read by one shell first. */
function forSamples<T>(arb: fc.Arbitrary<T>, runs: number, command: (sample: T) => string[], check: (sample: T, words: string[][]) => void): void {
  const samples = fc.sample(arb, runs);
  const commands = samples.map(command);
  const words = shellWords(commands.flat());
  let at = 0;
  for (const [i, sample] of samples.entries()) {
    const mine = words.slice(at, at + commands[i]!.length);
    at += commands[i]!.length;
    try {
      check(sample, mine);
    } catch (error) {
      throw new Error(`for ${JSON.stringify(sample)} printed as ${JSON.stringify(commands[i])}: ${(error as Error).message}`, { cause: error });
    }
  }
}

const AWKWARD = [' ', "'", '"', '$', '`', '-', '--', '\\', '\n', '\t', '=', '*', '?', '[', '!', '#', '~', ';', '&', '|', '(', ')', '<', '>', '{', '}', 'é', '☃', '𝄞', 'a', 'Z', '0', '.', '/'];
/** Any value a person might give: awkward characters mixed in, empty included (never NUL: argv cannot hold it). */
const value = fc.oneof(fc.array(fc.constantFrom(...AWKWARD), { maxLength: 8 }).map((parts) => parts.join('')), fc.string({ unit: 'grapheme', maxLength: 12 })).filter((v) => !v.includes('\0'));
/** A value the parser keeps as it is (it trims shard keys and step ids, and refuses blank ones). */
const trimmed = value.filter((v) => v.trim() === v && v !== '');
/** A workflow path: any name, a .yaml file (a name=value-looking one is told apart by its extension). */
const workflowFile = value.filter((v) => v.trim() !== '').map((v) => `${v}.yaml`);
const runId = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,20}$/);
/** Input names the printed command repeats as given (secret-looking ones are masked; the run's own are flags). */
const inputName = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,10}$/).filter((n) => !SECRET_NAME.test(n) && !['run_id', 'execution_mode', 'ignore_previous_completion'].includes(n));
const inputs = fc.uniqueArray(fc.tuple(inputName, value), { selector: ([name]) => name, maxLength: 3 });

/** The path the printed command names: the same file (`./-x.yaml` for `-x.yaml`). */
const printedPath = (file: string): string => (file.startsWith('-') ? `./${file}` : file);

describe('printed commands paste as they read', () => {
  it('a resume with its locating inputs, agent flags and --rerun-from: the shell and the parser read back every value', () => {
    const arb = fc.tuple(workflowFile, runId, inputs, trimmed.filter((v) => v.trim() !== ''), fc.array(value, { maxLength: 3 }), trimmed);
    forSamples(
      arb,
      300,
      ([file, id, given, agentCommand, agentArgs, step]) => [rerunCommand(`${runCommandLine('stagegate', file, id, given)}${agentFlags({ agentCommand, agentArgs })}`, step)],
      ([file, id, given, agentCommand, agentArgs, step], [words]) => {
        expect(words![0]).toBe('stagegate');
        const parsed = parseCommandLine(words!.slice(1));
        expect(parsed.command).toBe('run');
        expect(parsed.workflow).toBe(printedPath(file));
        expect(parsed.runId).toBe(id);
        expect(parsed.tokens).toEqual(Object.fromEntries(given));
        expect(parsed.agent).toBe('command');
        expect(parsed.agentCommand).toBe(agentCommand);
        expect(parsed.agentArgs).toEqual(agentArgs);
        expect(parsed.rerunFrom).toBe(step);
      },
    );
  });

  it('a shard run and a --stop-after-step run: a key or step that starts with - is still the value, not a flag', () => {
    forSamples(
      fc.tuple(workflowFile, runId, trimmed, trimmed),
      300,
      ([file, id, key, step]) => [`stagegate run ${runTarget(file, id)}${flagWord('shard', key)}`, `stagegate run ${runTarget(file, id)}${flagWord('stop-after-step', step)}`],
      ([file, id, key, step], [shard, stop]) => {
        expect(parseCommandLine(shard!.slice(1))).toMatchObject({ command: 'run', workflow: printedPath(file), runId: id, shards: [key] });
        expect(parseCommandLine(stop!.slice(1))).toMatchObject({ command: 'run', workflow: printedPath(file), runId: id, stopAfterStep: step });
      },
    );
  });

  it('logs and skip of a step, after the inputs that locate the run: a step id shaped like name=value, or that starts with -, is still the step', () => {
    const shaped = fc.tuple(inputName, value).map(([name, v]) => `${name}=${v}`);
    forSamples(
      fc.tuple(workflowFile, runId, inputs, fc.oneof(trimmed, shaped.filter((s) => s.trim() === s))),
      300,
      ([file, id, given, step]) => (['logs', 'skip'] as const).map((command) => `stagegate ${command} ${runTarget(file, id, given)} ${stepWord(step)}`),
      ([file, id, given, step], printed) => {
        for (const [i, command] of (['logs', 'skip'] as const).entries()) {
          const parsed = parseCommandLine(printed[i]!.slice(1));
          expect(parsed).toMatchObject({ command, workflow: printedPath(file), runId: id, step });
          expect(parsed.tokens).toEqual(Object.fromEntries(given));
        }
      },
    );
    expect(stepWord('mode=x')).toBe('-- mode=x');
  });

  it('the values that used to be read as flags', () => {
    const command = `${runCommandLine('stagegate', '-wf.yaml', 'r1')}${agentFlags({ agent: 'claude', agentArgs: ['--model', '-x y', ''] })}`;
    expect(command).toBe("stagegate run ./-wf.yaml --run-id r1 --agent claude --agent-arg=--model --agent-arg='-x y' --agent-arg ''");
    expect(parseCommandLine(shellWords([command])[0]!.slice(1))).toMatchObject({ workflow: './-wf.yaml', agent: 'claude', agentArgs: ['--model', '-x y', ''] });
  });
});

describe('the next: command of a run paused at its approval', () => {
  it('names its one approver as one --by word, whatever the name (a space, a quote, a leading -)', () => {
    forSamples(
      fc.tuple(workflowFile, runId, value.filter((v) => v.trim() !== '')),
      200,
      ([file, id, approver]) => {
        const state = { active_step: 'gate', status: 'PAUSED_FOR_APPROVAL', pending_approval: { step: 'gate', approvers: [approver] } } as unknown as RunState;
        const next = pausedNext(state, 'stagegate', runTarget(file, id), `stagegate run ${runTarget(file, id)}`, [])!;
        return [next.nextCommand!, next.nextAlternative!];
      },
      ([file, id, approver], [approve, reject]) => {
        expect(parseCommandLine(approve!.slice(1))).toMatchObject({ command: 'approve', workflow: printedPath(file), runId: id, by: approver });
        expect(parseCommandLine(reject!.slice(1))).toMatchObject({ command: 'reject', workflow: printedPath(file), runId: id, by: approver });
      },
    );
  });
});

describe("the state file's resume_instruction", () => {
  it('quotes a workflow path as the printed commands do', () => {
    const state = { active_step: 'a', workflow_file: "flows/my flow's.yaml", run_id: 'r1' } as Parameters<typeof resumeInstruction>[0];
    const command = resumeInstruction(state)!;
    expect(command).toBe("stagegate run 'flows/my flow'\\''s.yaml' --run-id r1");
    expect(parseCommandLine(shellWords([command])[0]!.slice(1))).toMatchObject({ workflow: "flows/my flow's.yaml", runId: 'r1' });
  });
});
