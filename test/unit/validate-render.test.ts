// Rendering validation reports (src/cli/render.ts): text lines with hints, the fixed JSON
// shape, and GitHub workflow commands with the spec's escaping.
import { describe, expect, it } from 'vitest';
import { validationGithub, validationJson, validationText } from '../../src/cli/render-validation.js';
import { makeStyle } from '../../src/cli/style.js';
import type { ValidationReport } from '../../src/core/commands/validate-files.js';

const plain = makeStyle({ isTTY: false } as NodeJS.WriteStream, { NO_COLOR: '1' });

const report: ValidationReport = {
  files: ['wf/a.yaml', 'wf/b.yaml'],
  errors: 1,
  warnings: 1,
  diagnostics: [
    { code: 'UNKNOWN_TARGET', severity: 'error', message: "status OK of step 'a' goes to 'x', which is not a step", hint: 'Name an existing step, DONE or BLOCKED.', file: 'wf/a.yaml', line: 7, column: 9, path: ['steps', 'a', 'statuses', 'OK'] },
    { code: 'LOOP_WITHOUT_MAX_VISITS', severity: 'warning', message: '50% of loops: a, b\nsecond line', file: 'wf/b,c:d.yaml', line: 3, column: 1, path: [] },
  ],
};

describe('validationText', () => {
  it('prints file:line:column  severity  CODE  message, a hint line, and a summary', () => {
    expect(validationText(report, plain).split('\n')).toEqual([
      "wf/a.yaml:7:9  error  UNKNOWN_TARGET  status OK of step 'a' goes to 'x', which is not a step",
      '    hint: Name an existing step, DONE or BLOCKED.',
      'wf/b,c:d.yaml:3:1  warning  LOOP_WITHOUT_MAX_VISITS  50% of loops: a, b\nsecond line',
      '2 workflow files checked: 1 error, 1 warning',
    ].join('\n').split('\n'));
  });

  it('says so when everything is clean', () => {
    expect(validationText({ files: ['a.yaml'], diagnostics: [], errors: 0, warnings: 0 }, plain)).toBe('1 workflow file checked: 0 errors, 0 warnings');
  });
});

describe('validationJson', () => {
  it('has the fixed keys, errors and warnings split, extra keys allowed', () => {
    const out = validationJson(report);
    expect(out['valid']).toBe(false);
    expect(out['errors']).toEqual([{ code: 'UNKNOWN_TARGET', message: "status OK of step 'a' goes to 'x', which is not a step", file: 'wf/a.yaml', line: 7, column: 9, severity: 'error', path: ['steps', 'a', 'statuses', 'OK'], hint: 'Name an existing step, DONE or BLOCKED.' }]);
    expect((out['warnings'] as unknown[]).length).toBe(1);
    expect(validationJson({ ...report, errors: 0, diagnostics: report.diagnostics.slice(1) })['valid']).toBe(true);
  });

  it('passed and exit_code follow the exit status: --strict fails on warnings alone, valid still means no errors', () => {
    const warningsOnly = { ...report, errors: 0, diagnostics: report.diagnostics.slice(1) };
    expect(validationJson(warningsOnly, true)).toMatchObject({ valid: true, passed: false, strict: true, exit_code: 1 });
    expect(validationJson(warningsOnly, false)).toMatchObject({ valid: true, passed: true, strict: false, exit_code: 0 });
    expect(validationJson(report, false)).toMatchObject({ valid: false, passed: false, exit_code: 1 });
    expect(validationJson({ files: ['a.yaml'], diagnostics: [], errors: 0, warnings: 0 }, true)).toMatchObject({ valid: true, passed: true, exit_code: 0 });
    expect(validationText(warningsOnly, plain, true)).toBe('wf/b,c:d.yaml:3:1  warning  LOOP_WITHOUT_MAX_VISITS  50% of loops: a, b\nsecond line\n2 workflow files checked: 0 errors, 1 warning (--strict: warnings fail too)');
  });
});

describe('validationGithub', () => {
  it('one workflow command per diagnostic, escaped per the spec', () => {
    expect(validationGithub(report).split('\n')).toEqual([
      "::error file=wf/a.yaml,line=7,col=9,title=UNKNOWN_TARGET::status OK of step 'a' goes to 'x', which is not a step%0AFix: Name an existing step, DONE or BLOCKED.",
      '::warning file=wf/b%2Cc%3Ad.yaml,line=3,col=1,title=LOOP_WITHOUT_MAX_VISITS::50%25 of loops: a, b%0Asecond line',
    ]);
  });

  it('prints nothing for a clean report', () => {
    expect(validationGithub({ files: [], diagnostics: [], errors: 0, warnings: 0 })).toBe('');
  });
});
