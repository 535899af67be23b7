// The shell-injection property, shared by the quick run in `npm test`
// (test/unit/shell-injection.property.test.ts) and the full-size run in the slow tier
// (test/slow/shell-injection.property.test.ts).
//
// Generated `run:` scripts place {{v}} in every shell context — unquoted, "…", '…', $'…', here-
// documents (expanding), backticks, $(…), ${x:-…}, comments, case, arithmetic — nested inside
// each other; generated hostile values try to break out of each (quotes, $(…), backticks, ;,
// newlines, a here-document delimiter line, backslashes). Each script is built by the runner's
// own buildShellCommand and run by a real bash in a scratch folder. The property: nothing a value
// spells ever runs (no marker file appears), the script runs to its end, and the value reaches
// the output byte for byte where a context prints it; in arithmetic a value that is not an
// integer is refused before anything runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';
import { buildShellCommand } from '../../src/core/run/stage-command.js';
import { isStagegateError } from '../../src/core/run/errors.js';
import type { StepModel } from '../../src/core/model/workflow.js';

/**
 * A hang guard for each generated script, not a time limit it is held to: spawnSync blocks the
 * worker (the test's own timeout cannot fire meanwhile), so a script that never ends needs one of
 * its own. A script runs in milliseconds; 20 s was within reach of a worker on a machine loaded
 * twenty deep, 120 s (waitFor's guard, test/helpers/wait.ts) is not.
 */
const SCRIPT_HANG_GUARD_MS = 120_000;

/** Pieces of hostile values: each tries to end the context it lands in and run `touch PWNED…`. */
const ATTACKS = [
  '$(touch PWNED1)',
  '`touch PWNED2`',
  "'; touch PWNED3; echo '",
  '"; touch PWNED4; echo "',
  '\ntouch PWNED5\n',
  '\nEOF\ntouch PWNED6\nEOF\n',
  "\\'; touch PWNED7 #",
  '${IFS}$(touch${IFS}PWNED8)',
  "')\ntouch PWNED9\n('",
  '}; touch PWNED10; {',
  ')); touch PWNED11; ((',
  'a[$(touch PWNED12)]',
  "$'\\x27'; touch PWNED13",
  '\\',
  '\\\n',
  '"',
  "'",
  '`',
  '$',
  '${',
  '$((',
  '#',
  ';',
  '&&',
  '|',
  '>x',
  '<<EOF',
  '{{v}}',
  '*',
  '~',
  '-n',
  ' ',
  '\t',
  '\r',
  'é',
  '🚀',
  '\u202e',
  'x',
  '42',
];
export const hostileValue = fc.array(fc.constantFrom(...ATTACKS), { minLength: 1, maxLength: 6 }).map((parts) => parts.join(''));
/** Sometimes an integer, so arithmetic placements also run. */
export const anyValue = fc.oneof({ weight: 4, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.integer({ min: -999, max: 999 }).map(String) });

/** Safe filler text (may hold quotes of the other kind and $ in the right places). */
const filler = fc.constantFrom('', 'a', 'x y', 'pre-', '-post', '1 2');

interface Script {
  /** The run: text. */
  text: string;
  /** The exact output when the value is `v` (undefined: only "contains v" is checked). */
  expect?: (v: string) => string;
  /** The value stands in arithmetic. */
  arith?: boolean;
}

const leaf: fc.Arbitrary<Script> = fc.oneof(
  filler.map((f) => ({ text: `printf '[%s]' ${f === '' ? '' : `${JSON.stringify(f)} `}{{v}}`, expect: (v: string) => (f === '' ? '' : `[${f}]`) + `[${v}]` })),
  fc.tuple(filler, filler).map(([a, b]) => ({ text: `printf '[%s]' "${a}{{v}}${b}"`, expect: (v: string) => `[${a}${v}${b}]` })),
  fc.tuple(filler, filler).map(([a, b]) => ({ text: `printf '[%s]' '${a}{{v}}${b}'`, expect: (v: string) => `[${a}${v}${b}]` })),
  fc.tuple(filler, filler).map(([a, b]) => ({ text: `printf '[%s]' $'${a}\\t{{v}}${b}'`, expect: (v: string) => `[${a}\t${v}${b}]` })),
  fc.constant({ text: `printf '[%s]' "\${UNSET_X:-{{v}}}"`, expect: (v: string) => `[${v}]` }),
  fc.constant({ text: `printf '[%s]' \${UNSET_X:-{{v}}}x`, expect: (v: string) => `[${v}x]` }),
  fc.constant({ text: `printf '[%s]' "$(printf '%s' {{v}})"`, expect: (v: string) => `[${v.replace(/\n+$/, '')}]` }),
  fc.constant({ text: `printf '[%s]' "\`printf '%s' "{{v}}"\`"`, expect: (v: string) => `[${v.replace(/\n+$/, '')}]` }),
  fc.constant({ text: `cat <<EOF\n[{{v}}]\nEOF`, expect: (v: string) => `[${v}]\n` }),
  fc.constant({ text: `cat <<-EOF\n\t[{{v}}] $(printf '%s' '{{v}}')\n\tEOF`, expect: (v: string) => `[${v}] ${v.replace(/\n+$/, '')}\n` }),
  fc.constant({ text: `case {{v}} in\n  *) printf '[%s]' "{{v}}";;\nesac`, expect: (v: string) => `[${v}]` }),
  fc.constant({ text: `x={{v}}; printf '[%s]' "$x"`, expect: (v: string) => `[${v}]` }),
  fc.constant({ text: `arr=( {{v}} "{{v}}" ); printf '[%s]' "\${arr[@]}"`, expect: (v: string) => `[${v}][${v}]` }),
  fc.constant({ text: `true # {{v}} ' " $( \``, expect: () => '' }),
  fc.constant({ text: `printf '[%s]' $(( {{v}} + 1 ))`, arith: true, expect: (v: string) => `[${Number(v) + 1}]` }),
  fc.constant({ text: `(( n = {{v}} * 2 )) || true; printf '[%s]' "$n"`, arith: true, expect: (v: string) => `[${Number(v) * 2}]` }),
);

/** Leaves wrapped in the structures that change how bash reads them. */
const script: fc.Arbitrary<Script> = fc.letrec<{ s: Script }>((tie) => ({
  s: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    tie('s').map((c) => ({ text: `{ ${c.text}\n}`, ...pick(c) })),
    tie('s').map((c) => ({ text: `( ${c.text}\n)`, ...pick(c) })),
    tie('s').map((c) => ({ text: `if true; then\n${c.text}\nfi`, ...pick(c) })),
    tie('s').map((c) => ({ text: `out=$( ${c.text}\n); printf '%s' "$out"`, ...(c.expect ? { expect: (v: string) => c.expect!(v).replace(/\n+$/, '') } : {}), ...(c.arith ? { arith: true } : {}) })),
    tie('s').map((c) => ({ text: `f() {\n${c.text}\n}; f`, ...pick(c) })),
    tie('s').map((c) => ({ text: `case "a'b" in\n  *\\'*) ${c.text}\n;;\nesac`, ...pick(c) })),
    fc.tuple(tie('s'), tie('s')).map(([a, b]) => ({ text: `${a.text}\n${b.text}`, ...(a.expect && b.expect ? { expect: (v: string) => a.expect!(v) + b.expect!(v) } : {}), ...(a.arith || b.arith ? { arith: true } : {}) })),
  ),
})).s;

function pick(c: Script): Partial<Script> {
  return { ...(c.expect ? { expect: c.expect } : {}), ...(c.arith ? { arith: true } : {}) };
}

const step = (run: string): StepModel => ({ id: 'prop', def: { run } }) as unknown as StepModel;

/** Run the property: `numRuns` generated scripts with hostile values through a real bash. */
export function checkShellInjection(numRuns: number, seed: number): void {
  const scratch = mkdtempSync(join(tmpdir(), 'stagegate-inject-'));
  try {
    fc.assert(
      fc.property(script, anyValue, (s, value) => {
        let command;
        try {
          command = buildShellCommand(step(s.text), new Map([['v', value]]));
        } catch (error) {
          // Only arithmetic refuses a value, and only one that is not an integer.
          expect(isStagegateError(error) && error.code === 'WORKFLOW_INPUT_INVALID', String(error)).toBe(true);
          expect(s.arith).toBe(true);
          expect(/^[+-]?[0-9]+$/.test(value)).toBe(false);
          return;
        }
        // The value never appears in the script bash reads (unless it is plain text that the
        // script holds anyway).
        const dir = mkdtempSync(join(scratch, 'c-'));
        const r = spawnSync(command.command, command.args, { cwd: dir, env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', ...command.env }, encoding: 'utf8', timeout: SCRIPT_HANG_GUARD_MS });
        const planted = readdirSync(dir).filter((name) => name.startsWith('PWNED'));
        expect(planted, `script:\n${command.args[5]}\nstderr: ${r.stderr}`).toEqual([]);
        expect(existsSync(join(dir, 'x')), 'a redirection in the value ran').toBe(false);
        expect(r.error, `script:\n${command.args[5]}\ndid not end within the hang guard (${SCRIPT_HANG_GUARD_MS} ms)`).toBeUndefined();
        expect(r.status, `script:\n${command.args[5]}\nstderr: ${r.stderr}`).toBe(0);
        if (s.expect) expect(r.stdout).toBe(s.expect(value));
        rmSync(dir, { recursive: true, force: true });
      }),
      { numRuns, seed },
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
