// buildShellCommand: a run: script reaches bash as one argv element; each placeholder becomes a
// reference to an environment variable that carries its value (never the value itself), so
// any value arrives in bash as exactly one word, unchanged; checked against a real bash.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { buildShellCommand } from '../../src/core/run/stage-command.js';
import type { StepModel } from '../../src/core/model/workflow.js';
import { sized } from '../helpers/sizes.js';

const step = (run: string): StepModel => ({ id: 'x', kind: 'shell', def: { run }, path: ['steps', 'x'], line: 1, column: 1 });

/** What bash makes of `printf '%s\0' {{v0}} {{v1}} …`: the words it sees. */
function bashWords(values: string[]): string[] {
  const bindings = new Map(values.map((v, i) => [`v${i}`, v]));
  const cmd = buildShellCommand(step(`printf '%s\\0' ${values.map((_, i) => `{{v${i}}}`).join(' ')}`), bindings);
  const r = spawnSync(cmd.command, cmd.args, { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: '/nonexistent', ...cmd.env } });
  expect(r.status, r.stderr).toBe(0);
  const out = r.stdout.split('\0');
  out.pop();
  return out;
}

const NASTY = ['', ' ', "'", "''", '"', '\\', '$(touch pwned)', '`id`', '${HOME}', '$HOME', 'a b', 'a;b', 'a&&b', 'a|b', '*', '?', '[a]', '~', '~root', '!', '!!', '#x', 'x#', '\n', 'a\nb', '\t', '-n', '--', '-e', 'a=b', '%', "it's", "'; rm -rf / #", '{a,b}', '\r\n', '\u00e9', '\u2028', '😀'];

describe('buildShellCommand', () => {
  it('passes the script as one argv element to bash (never a larger shell string); values travel in the environment', () => {
    const cmd = buildShellCommand(step('echo {{v}} "{{ w }}" \'{{v}}\''), new Map([['v', '$(touch p)'], ['w', 'plain']]));
    expect(cmd.command).toBe('bash');
    expect(cmd.args.slice(0, -2)).toEqual(['--noprofile', '--norc', '-eo', 'pipefail', '-c']);
    expect(cmd.args.at(-2)).toBe(`echo "\${STAGEGATE_VALUE_1}" "\${STAGEGATE_VALUE_2}" ''"\${STAGEGATE_VALUE_1}"''`);
    expect(cmd.args.at(-1)).toBe('stagegate:x');
    expect(cmd.env).toEqual({ STAGEGATE_VALUE_1: '$(touch p)', STAGEGATE_VALUE_2: 'plain' });
  });

  it('backslashes before a placeholder stay bash\'s: \\{{v}} is text, \\\\{{v}} a backslash then the value as a reference, never spliced', () => {
    const run = (script: string, v: string) => {
      const cmd = buildShellCommand(step(script), new Map([['v', v]]));
      const r = spawnSync(cmd.command, cmd.args, { encoding: 'utf8', env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: '/nonexistent', ...cmd.env } });
      expect(r.status, r.stderr).toBe(0);
      return { script: cmd.args.at(-2), out: r.stdout };
    };
    expect(run("printf '%s|' \\{{v}}", '$(touch pwned)')).toEqual({ script: "printf '%s|' \\{{v}}", out: '{{v}}|' });
    const two = run("printf '%s|' C:\\\\{{v}} \"C:\\\\{{v}}\"", '$(id) "x');
    expect(two.script).toBe("printf '%s|' C:\\\\\"${STAGEGATE_VALUE_1}\" \"C:\\\\${STAGEGATE_VALUE_1}\"");
    expect(two.out).toBe('C:\\$(id) "x|C:\\$(id) "x|');
    // Three: the last backslash would escape the reference: refused before anything runs.
    expect(() => buildShellCommand(step('echo \\\\\\{{v}}'), new Map([['v', 'x']]))).toThrow(/backslash right before a placeholder/);
  });

  it('every nasty value arrives in bash as one word, unchanged', () => {
    expect(bashWords(NASTY)).toEqual(NASTY);
  });

  it('any string without NUL arrives as one word, unchanged (fast-check)', () => {
    const unit = fc.oneof(fc.constantFrom("'", '"', '\\', '$', '`', '\n', ';', '&', '|', ' ', '*', '!', '{', '}', '(', ')', '#', '~', '\t', '\r', '-', '='), fc.string({ unit: 'grapheme', maxLength: 1 }));
    const value = fc.string({ unit, maxLength: 30 }).filter((s) => !s.includes('\0'));
    fc.assert(
      fc.property(fc.array(value, { minLength: 1, maxLength: 40 }), (values) => {
        expect(bashWords(values)).toEqual(values);
      }),
      // A bash start per case: a tenth in npm test, the 25 in the slow tier's full-size project.
      { numRuns: sized(25) },
    );
  });

  it('refuses a NUL byte (it cannot travel in an environment variable)', () => {
    expect(() => buildShellCommand(step('echo {{v}}'), new Map([['v', 'a\0b']]))).toThrow(/NUL/);
  });

  it('an unresolved placeholder is an error, never an empty word', () => {
    expect(() => buildShellCommand(step('echo {{missing}}'), new Map())).toThrow(/\{\{missing\}\}/);
  });

  it('refuses placements no reference can serve, and non-integers in arithmetic, before anything runs', () => {
    expect(() => buildShellCommand(step("cat <<'EOF'\n{{v}}\nEOF"), new Map([['v', 'x']]))).toThrow(/never expanded/);
    expect(() => buildShellCommand(step('echo "{{v}}'), new Map([['v', 'x']]))).toThrow(/unterminated/);
    expect(() => buildShellCommand(step('echo $(( {{v}} + 1 ))'), new Map([['v', 'a[$(id)]']]))).toThrow(/integer/);
    expect(buildShellCommand(step('echo $(( {{v}} + 1 ))'), new Map([['v', '-41']])).env).toEqual({ STAGEGATE_VALUE_1: '-41' });
  });

  it('a value a builtin reads as a variable name must be an identifier: a subscript in it would run code in a real bash', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sg-name-'));
    try {
      const scripts = ['declare -a arr; printf -v "{{v}}" "%s" 1', 'declare -a arr; read {{v}} <<< hi', 'declare -a arr=(1); unset {{v}}', 'declare -a arr=(1); [[ -v {{v}} ]] || true', 'test -v {{v}} || true', 'declare -a arr; declare {{v}}=1', 'f(){ local -a arr; local {{v}}=1; }; f', 'declare -a arr=(1); declare -n r={{v}}; echo "$r"', 'declare -a arr; true & wait -p {{v}} $!'];
      const hostile = `arr[$(touch ${join(dir, 'PWNED')})]`;
      for (const script of scripts) {
        expect(() => buildShellCommand(step(script), new Map([['v', hostile]])), script).toThrow(/plain identifier/);
        // What the refusal prevents: the same script with the value spliced runs the command.
        const cmd = buildShellCommand(step(script), new Map([['v', 'ok_name']]));
        const r = spawnSync(cmd.command, cmd.args, { encoding: 'utf8', cwd: dir, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: '/nonexistent', ...cmd.env, STAGEGATE_VALUE_1: hostile } });
        expect(existsSync(join(dir, 'PWNED')), `${script}: ${r.stderr}`).toBe(true);
        rmSync(join(dir, 'PWNED'));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the value of a declaration: (…) for an array and a non-integer with -i are refused, as a real bash runs code in them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sg-decl-'));
    try {
      const touch = `touch ${join(dir, 'PWNED')}`;
      const cases: Array<[string, string]> = [
        ['declare -a arr={{v}}', `([$(${touch})]=1)`],
        ['f(){ local -A m="{{v}}"; }; f', `([$(${touch})]=1)`],
        ['arr=(); declare arr="{{v}}"', `([$(${touch})]=1)`],
        ['declare -a arr="{{v}}"")"', `([$(${touch})]=1`],
        ['declare -i n={{v}}', `a[$(${touch})]`],
        ['typeset -i n="{{v}}"', `a[$(${touch})]`],
      ];
      for (const [script, hostile] of cases) {
        expect(() => buildShellCommand(step(script), new Map([['v', hostile]])), script).toThrow(/value of a declaration/);
        const cmd = buildShellCommand(step(script), new Map([['v', '1']]));
        spawnSync(cmd.command, cmd.args, { encoding: 'utf8', cwd: dir, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: '/nonexistent', ...cmd.env, STAGEGATE_VALUE_1: hostile } });
        expect(existsSync(join(dir, 'PWNED')), script).toBe(true);
        rmSync(join(dir, 'PWNED'));
      }
      // Data in a declaration stays data: a plain value, a value that only contains parentheses.
      expect(buildShellCommand(step('local a="{{v}}"'), new Map([['v', 'x (draft) $(id)']])).env).toEqual({ STAGEGATE_VALUE_1: 'x (draft) $(id)' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a placeholder that only continues a name takes letters, digits and _ (read CFG_{{i}}, i=1)', () => {
    expect(buildShellCommand(step('read CFG_{{v}} <<< x'), new Map([['v', '1']])).env).toEqual({ STAGEGATE_VALUE_1: '1' });
    expect(() => buildShellCommand(step('read CFG_{{v}} <<< x'), new Map([['v', '1[$(id)]']]))).toThrow(/continues a name/);
    expect(() => buildShellCommand(step('read {{v}} <<< x'), new Map([['v', '1']]))).toThrow(/plain identifier/);
  });
});
