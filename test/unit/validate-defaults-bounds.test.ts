// Defaults a run refuses when it binds them (placeholders.ts resolveBindings) are refused by
// validate first, with a code and a line (REPRO 2 and 4, session 37): a chain deeper than
// MAX_DEFAULT_DEPTH (DEFAULTS_TOO_DEEP), and a default whose expansion passes 1 MiB
// (INPUT_DEFAULT_TOO_LARGE) — which crashed every command with "Invalid string length" (exit 70).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { loadAndCheck } from '../../src/core/model/load-and-check.js';
import { expandDefaults, MAX_EXPANDED_DEFAULT_CHARS, PlaceholderError, resolveBindings } from '../../src/core/model/placeholders.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workflow(defaults: string[]): { ws: Workspace; lines: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-defaults-bounds-'));
  dirs.push(dir);
  const lines = ["version: '4.0'", 'name: g', "state_path: 'runs/{{run_id}}/s.yaml'", 'inputs:', '  required: [run_id]', '  defaults:', ...defaults.map((d) => `    ${d}`), 'steps:', '  a:', "    run: 'echo {{d0}}'", "    output: 'runs/{{run_id}}/a.md'", '    statuses: {OK: DONE}', ''];
  writeFileSync(join(dir, 'wf.yaml'), lines.join('\n'));
  return { ws: new Workspace(dir), lines };
}

const doubling = (levels: number) => [...Array.from({ length: levels }, (_, i) => `d${i}: '{{d${i + 1}}}{{d${i + 1}}}'`), `d${levels}: x`];
const chain = (levels: number, reversed = false) => {
  const list = [...Array.from({ length: levels }, (_, i) => `d${i}: '{{d${i + 1}}}x'`), `d${levels}: end`];
  return reversed ? list.reverse() : list;
};

describe('INPUT_DEFAULT_TOO_LARGE', () => {
  it('validate names the first default past 1 MiB at its line; every command that loads the workflow refuses it (no internal error)', () => {
    const { ws, lines } = workflow(doubling(40));
    const report = validateTargets(ws, ['wf.yaml']);
    expect(report.diagnostics.map((d) => [d.code, d.line])).toEqual([['INPUT_DEFAULT_TOO_LARGE', lines.findIndex((l) => l.includes('d19:')) + 1]]);
    expect(report.diagnostics[0]!.message).toContain("default 'd19' expands to 2097152 characters");
    expect(() => loadAndCheck(ws, 'wf.yaml')).toThrow(/INPUT_DEFAULT_TOO_LARGE default 'd19'/);
  });
  it('20 levels (exactly 1 MiB) pass', () => {
    const { ws } = workflow(doubling(20));
    expect(validateTargets(ws, ['wf.yaml']).diagnostics).toEqual([]);
  });
  it('a run binding them refuses, counting before joining; expandDefaults leaves such a default unexpanded', () => {
    const defaults = Object.fromEntries(doubling(40).map((l) => [l.split(':')[0]!, l.slice(l.indexOf(':') + 2).replace(/'/g, '')]));
    expect(() => resolveBindings({ explicit: new Map(), defaults, runnerOwned: new Map() })).toThrow(PlaceholderError);
    expect(() => resolveBindings({ explicit: new Map(), defaults, runnerOwned: new Map() })).toThrow(/INPUT_DEFAULT_TOO_LARGE: default 'd19'/);
    expect(expandDefaults('{{d0}}', defaults)).toBe('{{d0}}');
    expect(expandDefaults('{{d18}}', defaults)).toBe('{{d18}}');
    expect(expandDefaults('a{{d20}}', defaults)).toHaveLength(MAX_EXPANDED_DEFAULT_CHARS + 1);
    expect(expandDefaults('{{d20}}', defaults)).toHaveLength(MAX_EXPANDED_DEFAULT_CHARS);
  });
});

describe('DEFAULTS_TOO_DEEP', () => {
  it('validate reports a 300-level chain at its first default; the run refuses it too, whatever order the defaults are written in', () => {
    for (const reversed of [false, true]) {
      const { ws, lines } = workflow(chain(300, reversed));
      const report = validateTargets(ws, ['wf.yaml']);
      expect(report.diagnostics.map((d) => [d.code, d.line])).toEqual([['DEFAULTS_TOO_DEEP', lines.findIndex((l) => l.includes('d0:')) + 1]]);
      expect(report.diagnostics[0]!.message).toContain("default 'd0' starts a chain of 301 defaults");
      const defaults = Object.fromEntries(chain(300, reversed).map((l) => [l.split(':')[0]!, l.slice(l.indexOf(':') + 2).replace(/'/g, '')]));
      expect(() => resolveBindings({ explicit: new Map(), defaults, runnerOwned: new Map() })).toThrow(/DEFAULTS_TOO_DEEP/);
    }
  });
  it('a chain of 256 defaults passes both', () => {
    const { ws } = workflow(chain(255));
    expect(validateTargets(ws, ['wf.yaml']).diagnostics).toEqual([]);
    const defaults = Object.fromEntries(chain(255).map((l) => [l.split(':')[0]!, l.slice(l.indexOf(':') + 2).replace(/'/g, '')]));
    expect(resolveBindings({ explicit: new Map(), defaults, runnerOwned: new Map() }).get('d0')).toBe(`end${'x'.repeat(255)}`);
  });
});
