// Unknown keys and decision branches, as a new user meets them: one pass reports every finding
// (an unknown key does not hide the rest of its step), without echoes of the unknown key, and
// the did-you-mean never suggests the key written or a key the mapping already has.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { Workspace } from '../../src/core/workspace/workspace.js';
import type { Diagnostic } from '../../src/core/validate/diagnostics.js';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop()!, { recursive: true, force: true });
});

const HEAD = "version: '4.0'\nname: w\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs:\n  required: [run_id]\n  optional: [strict]\nsteps:\n";

function validate(steps: string): { text: string; diagnostics: Diagnostic[]; ws: Workspace } {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-unknown-keys-'));
  dirs.push(dir);
  const text = HEAD + steps;
  writeFileSync(join(dir, 'wf.yaml'), text);
  const ws = new Workspace(dir);
  return { text, diagnostics: validateTargets(ws, ['wf.yaml']).diagnostics, ws };
}

/** The 1-based line of the first line of `text` holding `needle`. */
function lineOf(text: string, needle: string): number {
  const i = text.split('\n').findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line holds ${needle}`);
  return i + 1;
}

const codes = (ds: Diagnostic[]) => ds.map((d) => [d.code, d.line]);

// design <-> approve is a loop; only approve's max_visits bounds it.
const loop = (approveKeys: string) =>
  `  design:\n    run: 'true'\n    output: 'runs/{{run_id}}/design.md'\n    statuses: {READY: approve}\n  approve:\n    approval: {message: go?}\n${approveKeys}  implement:\n    run: 'true'\n    output: 'runs/{{run_id}}/impl.md'\n    statuses: {OK: DONE}\n`;

describe('an unknown key does not hide the rest of its step', () => {
  it("a misspelt max_visits is reported with the same step's misspelt on_approve target, in one pass", () => {
    const { text, diagnostics } = validate(loop('    on_approve: implemnt\n    on_reject: design\n    max_visit: 3\n'));
    expect(codes(diagnostics)).toEqual([
      ['UNKNOWN_TARGET', lineOf(text, 'on_approve: implemnt')],
      ['UNKNOWN_KEY', lineOf(text, 'max_visit: 3')],
    ]);
    expect(diagnostics[0]!.message).toContain("Did you mean 'implement'?");
    expect(diagnostics[1]!.message).toContain("Did you mean 'max_visits'?");
  });

  it('the step is checked as the did-you-mean reads it: a misspelt max_visits is no loop without a limit, a misspelt statuses no step without routes', () => {
    // Without the key at all, the loop is reported: the rename is what keeps it out.
    const bare = validate(loop('    on_approve: implement\n    on_reject: design\n'));
    expect(bare.diagnostics.map((d) => d.code)).toContain('LOOP_WITHOUT_MAX_VISITS');
    const { text, diagnostics } = validate(loop('    on_approve: implement\n    on_reject: design\n    max_visit: 3\n').replace('statuses: {OK: DONE}', 'statuse: {OK: DONE}'));
    expect(codes(diagnostics)).toEqual([
      ['UNKNOWN_KEY', lineOf(text, 'max_visit: 3')],
      ['UNKNOWN_KEY', lineOf(text, 'statuse:')],
    ]);
  });

  it("a finding about a misspelt key's value points at the key as written", () => {
    const { text, diagnostics } = validate(loop('    on_aprove: implemnt\n    on_reject: design\n    max_visits: 3\n'));
    expect(codes(diagnostics)).toEqual([
      ['UNKNOWN_KEY', lineOf(text, 'on_aprove')],
      ['UNKNOWN_TARGET', lineOf(text, 'on_aprove')],
    ]);
    expect(diagnostics[1]!.path).toEqual(['steps', 'approve', 'on_aprove']);
    expect(diagnostics[1]!.column).toBe(text.split('\n')[lineOf(text, 'on_aprove') - 1]!.indexOf('implemnt') + 1);
  });

  it('an unknown key like no known one does not hide the other findings of its step', () => {
    const { text, diagnostics } = validate(loop('    on_approve: implemnt\n    on_reject: design\n    max_visits: 3\n    zqxwv: 1\n'));
    expect(codes(diagnostics)).toEqual([
      ['UNKNOWN_TARGET', lineOf(text, 'on_approve: implemnt')],
      ['UNKNOWN_KEY', lineOf(text, 'zqxwv')],
    ]);
  });

  it("a misspelt key whose value does not fit the key it is read as: only the unknown key (the step's shape is broken)", () => {
    const { text, diagnostics } = validate(loop('    on_approve: implemnt\n    on_reject: design\n    max_visit: three\n'));
    expect(codes(diagnostics)).toEqual([['UNKNOWN_KEY', lineOf(text, 'max_visit')]]);
  });

  it('a misspelt required key is one finding, the unknown key naming it (not also the key missing)', () => {
    const { text, diagnostics } = validate(loop('    on_approve: implemnt\n    on_reject: design\n    max_visits: 3\n').replace('approval: {message: go?}', 'approval: {mesage: go?}'));
    expect(codes(diagnostics)).toEqual([
      ['UNKNOWN_KEY', lineOf(text, 'mesage')],
      ['UNKNOWN_TARGET', lineOf(text, 'on_approve: implemnt')],
    ]);
    expect(diagnostics[0]!.hint).toBe("Rename 'mesage' to 'message'.");
  });

  it('run still refuses the file, counting the same findings', () => {
    const { ws } = validate(loop('    on_approve: implemnt\n    on_reject: design\n    max_visit: 3\n'));
    expect(() => loadAndCheck(ws, 'wf.yaml')).toThrow(/UNKNOWN_KEY unknown key 'max_visit'.*\(and 1 more/);
  });
});

describe('UNKNOWN_KEY suggestions', () => {
  const decide = (branches: string) => `  route:\n    decide:\n${branches}  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: DONE}\n  b:\n    run: 'true'\n    output: 'runs/{{run_id}}/b.md'\n    statuses: {OK: DONE}\n`;

  it("an else branch with a to: says an else takes no to, never \"did you mean 'to'\"", () => {
    const { text, diagnostics } = validate(decide("      - if: inputs.strict == 'true'\n        to: a\n      - else: b\n        to: b\n"));
    expect(codes(diagnostics)).toEqual([['UNKNOWN_KEY', lineOf(text, '        to: b')]]);
    const d = diagnostics[0]!;
    expect(d.message).toBe("unknown key 'to' in steps.route.decide.1: an else branch takes no 'to'; it goes to the step its else names ('b')");
    expect(d.hint).toBe("Remove 'to' (else: b already goes there).");
  });

  it('an else branch whose to names another step: remove it, and name the step as the else', () => {
    const { diagnostics } = validate(decide("      - if: inputs.strict == 'true'\n        to: a\n      - else: b\n        to: a\n"));
    expect(diagnostics[0]!.hint).toBe("Remove 'to', and write the step the else branch goes to as its value: - else: <step | DONE | BLOCKED>.");
    expect(diagnostics[0]!.message).not.toContain('Did you mean');
  });

  it('a branch with both if and else: the two forms mixed, one finding, never "rename \'if\' to \'to\'"', () => {
    // An if and its else written as one branch; an else branch given an if.
    for (const branches of ["      - if: inputs.strict == 'yes'\n        else: a\n      - else: b\n", "      - if: inputs.strict == 'true'\n        to: a\n      - else: b\n        if: inputs.strict == 'yes'\n"]) {
      const { text, diagnostics } = validate(decide(branches));
      // Only the mixed branch: not also the else it leaves called not last (DECISION_ELSE_NOT_LAST).
      expect(codes(diagnostics)).toEqual([['UNKNOWN_KEY', lineOf(text, "if: inputs.strict == 'yes'")]]);
      const d = diagnostics[0]!;
      expect(d.message).toMatch(/^unknown key 'if' in steps\.route\.decide\.[01]: a decision branch is \{if: <expression>, to: <step>\} or, last, \{else: <step>\}, not both in one$/);
      expect(`${d.message} ${d.hint}`).not.toMatch(/Did you mean|Rename/);
    }
  });

  it('a misspelt key beside the key it misspells: never "rename" to a key the mapping has (that would duplicate it)', () => {
    const { text, diagnostics } = validate("  a:\n    run: 'true'\n    ouput: x.md\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: DONE}\n");
    expect(codes(diagnostics)).toEqual([['UNKNOWN_KEY', lineOf(text, 'ouput')]]);
    const d = diagnostics[0]!;
    const outputLine = lineOf(text, 'output:');
    expect(d.message).toBe(`unknown key 'ouput' in steps.a: it looks like a misspelt 'output', which steps.a already has (line ${outputLine})`);
    expect(d.hint).toBe(`Remove 'ouput' (or move its value to 'output', line ${outputLine}, if that is the one meant: a mapping holds each key once).`);
    expect(d.hint).not.toMatch(/Rename/);
  });

  it('a misspelt key whose closest known key the mapping has is a second spelling of that one, never a rename to the next closest', () => {
    // 'exacution' is one edit from 'execution' (present) and three from 'action' (absent).
    const { text, diagnostics } = validate("  a:\n    child_workflow: child.yaml\n    execution: {execution_mode: resume}\n    exacution: {execution_mode: fresh}\n    statuses: {OK: DONE}\n");
    const d = diagnostics.find((x) => x.code === 'UNKNOWN_KEY')!;
    expect(d.message).toBe(`unknown key 'exacution' in steps.a: it looks like a misspelt 'execution', which steps.a already has (line ${lineOf(text, 'execution:')})`);
    expect(d.hint).not.toContain('action');
  });
});

describe('a decision branch that is neither {if, to} nor {else}', () => {
  const route = (branch: string) => `  route:\n    decide:\n${branch}      - else: a\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: DONE}\n`;

  it('an unquoted `if: true` is YAML\'s boolean: the condition must be a string expression, quote it', () => {
    const { text, diagnostics } = validate(route('      - if: true\n        to: a\n'));
    expect(codes(diagnostics)).toEqual([['INVALID_VALUE', lineOf(text, 'if: true')]]);
    const d = diagnostics[0]!;
    expect(d.path).toEqual(['steps', 'route', 'decide', 0, 'if']);
    expect(d.column).toBe(text.split('\n')[lineOf(text, 'if: true') - 1]!.indexOf('true') + 1);
    expect(d.message).toBe('steps.route.decide.0.if must be a string expression; got boolean true (YAML reads an unquoted true as a boolean)');
    expect(d.hint).toMatch(/^Quote it: if: 'true'\. /);
    expect(d.message).not.toMatch(/if_input_present|step id/);
  });

  it('a number, a missing to, a to that is no step id: each named as such', () => {
    expect(validate(route('      - if: 3\n        to: a\n')).diagnostics[0]!.message).toBe('steps.route.decide.0.if must be a string expression; got number 3 (YAML reads an unquoted 3 as a number)');
    expect(validate(route("      - if: inputs.strict == 'true'\n")).diagnostics.map((d) => d.code)).toContain('INVALID_VALUE');
    expect(validate(route("      - if: inputs.strict == 'true'\n")).diagnostics[0]!.message).toBe('steps.route.decide.0 has an if but no to: the step to go to when the expression is truthy');
    expect(validate(route("      - if: inputs.strict == 'true'\n        to: [a]\n")).diagnostics[0]!.message).toBe('steps.route.decide.0.to must be a step id, DONE or BLOCKED; got a list');
  });
});
