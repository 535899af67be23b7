// `validate <dir>`: one file's internal error (a bug) is that file's finding,
// VALIDATE_INTERNAL_ERROR, and every other file is still checked (REPRO 2 aborted the whole
// folder with exit 70 and reported no other file). The failing check is stood in for by a
// validateFile that throws for one file: no real input is known to do it once the bugs are fixed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Workspace } from '../../src/core/workspace/workspace.js';

vi.mock('../../src/core/validate/validate.js', async (original) => {
  const real = await original<typeof import('../../src/core/validate/validate.js')>();
  return {
    ...real,
    validateFile: (session: Parameters<typeof real.validateFile>[0], file: string) => {
      if (file === 'b-odd.yaml') throw new RangeError('Invalid string length');
      return real.validateFile(session, file);
    },
  };
});

const { validateTargets, internalFinding } = await import('../../src/core/commands/validate-files.js');
const { StagegateError } = await import('../../src/core/run/errors.js');

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const wf = (target: string) => `version: '4.0'\nname: g\nstate_path: 'runs/{{run_id}}/s.yaml'\ninputs:\n  required: [run_id]\nsteps:\n  a:\n    run: 'true'\n    output: 'runs/{{run_id}}/a.md'\n    statuses: {OK: ${target}}\n`;

describe('validate of a folder past one file\'s internal error', () => {
  it('reports it as that file\'s VALIDATE_INTERNAL_ERROR and checks the files before and after it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-validate-internal-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'a-broken.yaml'), wf('nowhere'));
    writeFileSync(join(dir, 'b-odd.yaml'), wf('DONE'));
    writeFileSync(join(dir, 'c-broken.yaml'), wf('elsewhere'));
    const report = validateTargets(new Workspace(dir), ['.']);
    expect(report.files).toEqual(['a-broken.yaml', 'b-odd.yaml', 'c-broken.yaml']);
    expect(report.diagnostics.map((d) => [d.file, d.code])).toEqual([
      ['a-broken.yaml', 'UNKNOWN_TARGET'],
      ['b-odd.yaml', 'VALIDATE_INTERNAL_ERROR'],
      ['c-broken.yaml', 'UNKNOWN_TARGET'],
    ]);
    expect(report.diagnostics[1]).toMatchObject({ severity: 'error', line: 0, message: 'stagegate could not check this file: internal error: Invalid string length' });
    expect(report.errors).toBe(3);
  });
  it('a StagegateError keeps its own code', () => {
    expect(internalFinding('x.yaml', new StagegateError('WORKFLOW_CONTRACT_INVALID', 'nope'))).toMatchObject({ code: 'WORKFLOW_CONTRACT_INVALID', file: 'x.yaml', message: 'nope' });
  });
});
