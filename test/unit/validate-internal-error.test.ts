// `validate <dir>`: one file's internal error (a bug) is that file's finding,
// VALIDATE_INTERNAL_ERROR, and every other file is still checked (REPRO 2 aborted the whole
// folder with exit 70 and reported no other file). checkEach is the loop validateTargets runs;
// the failing check is stood in for by one that throws: no real input is known to do it now.
import { describe, expect, it } from 'vitest';
import { checkEach, internalFinding } from '../../src/core/commands/validate-files.js';
import { GateSchemaEngineNeeded } from '../../src/core/gate/gate-schema.js';
import { FormatImporterNeeded } from '../../src/core/formats/index.js';
import { StagegateError } from '../../src/core/run/errors.js';
import type { Diagnostic } from '../../src/core/validate/diagnostics.js';

const finding = (file: string): Diagnostic => ({ code: 'UNKNOWN_TARGET', severity: 'error', message: 'x', file, line: 3, column: 1, path: [] });

describe("validate of several files past one file's internal error", () => {
  it("reports it as that file's VALIDATE_INTERNAL_ERROR and checks the files before and after it", () => {
    const checked: string[] = [];
    const found = checkEach(['a.yaml', 'b.yaml', 'c.yaml'], (file) => {
      checked.push(file);
      if (file === 'b.yaml') throw new RangeError('Invalid string length');
      return [finding(file)];
    });
    expect(checked).toEqual(['a.yaml', 'b.yaml', 'c.yaml']);
    expect(found.map(([file, list]) => [file, list.map((d) => d.code)])).toEqual([
      ['a.yaml', ['UNKNOWN_TARGET']],
      ['b.yaml', ['VALIDATE_INTERNAL_ERROR']],
      ['c.yaml', ['UNKNOWN_TARGET']],
    ]);
    expect(found[1]![1][0]).toMatchObject({ severity: 'error', file: 'b.yaml', line: 0, message: 'stagegate could not check this file: internal error: Invalid string length' });
  });
  it('a StagegateError keeps its own code; the on-demand engines\' signals still reach the caller', () => {
    expect(internalFinding('x.yaml', new StagegateError('WORKFLOW_CONTRACT_INVALID', 'nope'))).toMatchObject({ code: 'WORKFLOW_CONTRACT_INVALID', file: 'x.yaml', message: 'nope' });
    expect(() => checkEach(['x.yaml'], () => { throw new GateSchemaEngineNeeded(); })).toThrow(GateSchemaEngineNeeded);
    expect(() => checkEach(['x.yaml'], () => { throw new FormatImporterNeeded('maestro' as never); })).toThrow(FormatImporterNeeded);
  });
});
