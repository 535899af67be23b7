// Findings about bad input say what is wrong in the workflow's terms: a second YAML document, a
// number YAML reads as Infinity or NaN, a value a YAML tag made, an input value that is not a
// plain value (not a transition target's message).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Workspace } from '../../src/core/workspace/workspace.js';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import type { Diagnostic } from '../../src/core/validate/diagnostics.js';
import { escapedInvisible } from '../../src/core/run/printable.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const BASE = "version: '4.0'\nname: g\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs:\n  required: [run_id]\n";
const STEP = "steps:\n  a:\n    run: echo\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: DONE}\n";

/** The error findings of one workflow file. */
function errors(text: string): Diagnostic[] {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-messages-'));
  dirs.push(dir);
  writeFileSync(join(dir, 'wf.yaml'), text);
  return validateTargets(new Workspace(dir), ['wf.yaml']).diagnostics.filter((d) => d.severity === 'error');
}

describe('messages of bad input', () => {
  it('a second YAML document: one document per workflow file, and where the second starts', () => {
    const text = BASE + STEP;
    const [d, ...rest] = errors(`${text}---\n${text}`);
    expect(rest).toEqual([]);
    expect(d!.line).toBe(text.split('\n').length);
    expect(d!.message).toBe(`a workflow file holds one YAML document, and a second starts at line ${d!.line} (its '---' line)`);
    expect(d!.message).not.toContain('parseAllDocuments');
    expect(d!.hint).toContain("Remove the '---' line");
  });

  it("git merge-conflict markers: YAML_SYNTAX at the first marker, named as a merge conflict's markers (resolve the conflict), not the parser's words", () => {
    const conflicted = [
      "version: '4.0'",
      'name: conflicted',
      "state_path: 'runs/{{run_id}}/state.yaml'",
      'steps:',
      '  build:',
      '<<<<<<< HEAD',
      '    run: npm run build',
      '=======',
      '    run: npm run build:prod',
      '>>>>>>> feature/prod',
      "    output: 'runs/{{run_id}}/build.md'",
      '    statuses:',
      '      OK: DONE',
      '',
    ].join('\n');
    const [d, ...rest] = errors(conflicted);
    expect(rest).toEqual([]);
    expect(d!.code).toBe('YAML_SYNTAX');
    expect([d!.line, d!.column]).toEqual([6, 1]);
    expect(d!.message).toContain("line 6 is a merge conflict's marker ('<<<<<<< HEAD'): the file holds an unresolved git merge conflict ('<<<<<<<' line 6, '=======' line 8, '>>>>>>>' line 10)");
    expect(d!.hint).toContain("a merge conflict's markers: resolve the conflict");
    expect(d!.hint).not.toBe('Fix the YAML syntax at this position.');
    // '=======' inside a value is no marker: another syntax mistake keeps its own explanation.
    const [other] = errors(`${BASE}description: '======= not a marker'\n${STEP}`.replace('run: echo', 'run: echo error: x'));
    expect(other!.message).toContain("holds ': '");
    expect(other!.message).not.toContain('merge conflict');
  });

  it('max_visits 1e400 or .nan: must be a finite number', () => {
    for (const [value, said] of [
      ['1e400', 'a number too large to hold (Infinity'],
      ['.nan', 'a number that is not a number (.nan)'],
    ] as const) {
      const [d, ...rest] = errors(`${BASE}${STEP}    max_visits: ${value}\n`);
      expect(rest, value).toEqual([]);
      expect(d!.message, value).toBe(`steps.a.max_visits must be a finite number, got ${said}${value === '1e400' ? ': .inf, or a literal like 1e400)' : ''}`);
    }
  });

  it('a !!binary value is named by its tag, not as a mapping', () => {
    const [d] = errors(`${BASE}${STEP}    max_visits: !!binary aGVsbG8=\n`);
    expect(d!.message).toBe('steps.a.max_visits must be a number, got a !!binary value');
  });

  it('an input default that is a mapping gets the inputs\' own message, not a transition target\'s', () => {
    const [d, ...rest] = errors(`${BASE}  optional: [x]\n  defaults: {x: {a: 1}}\n${STEP}`);
    expect(rest).toEqual([]);
    expect(d!.code).toBe('INVALID_TYPE');
    expect(d!.message).toBe('inputs.defaults.x must be a plain value (a string, a finite number, true/false or null); got a mapping');
    expect(d!.message + d!.hint).not.toMatch(/step id|target/);
    const [e] = errors(`${BASE}  optional: [x]\n  defaults: {x: 1e400}\n${STEP}`);
    expect(e!.message).toContain('inputs.defaults.x must be a plain value');
    expect(e!.message).toContain('Infinity');
  });

  it('step ids holding a format character (U+202E, U+200B) are STEP_ID_INVALID, shown escaped, never raw', () => {
    const text = `${BASE}steps:\n  "\\u202Eabc":\n    run: echo\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: "a\\u200Bb"}\n  "a\\u200Bb":\n    run: echo\n    output: 'runs/{{run_id}}/b.md'\n    statuses: {OK: DONE}\n`;
    const found = errors(text).filter((d) => d.code === 'STEP_ID_INVALID');
    expect(found.map((d) => d.line)).toEqual([7, 11]);
    expect(found[0]!.message).toBe("step '\\u{202E}abc' cannot name a file (its stage log is logs/<step>.v<visit>.a<attempt>.log): it holds the invisible format character U+202E (it hides in or reorders what a terminal prints)");
    expect(found[1]!.message).toContain("step 'a\\u{200B}b'");
    for (const d of found) expect(d.message).not.toMatch(/[\u200B\u202E]/);
  });

  it('the CLI shows control and format characters of a finding escaped (escapedInvisible)', () => {
    expect(escapedInvisible('target \u202Eabc, a\u200Bb, bell\u0007; tab\tand\nnewline kept')).toBe('target \\u{202E}abc, a\\u{200B}b, bell\\u{0007}; tab\tand\nnewline kept');
  });
});
