// Hostile workflow files through the built CLI with a small heap (--max-old-space-size=64): an
// alias bomb, a 6 MB document, 10,000-deep nesting and a 5,000-deep chain of defaults are refused
// with their documented codes. Had the loader materialised any of them, the 64 MB heap would have
// ended the process (exit 134) instead of the clean refusal asserted here.
import { spawnSync } from 'node:child_process';
import { truncateSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Workspace, cliEnv, cliSnapshot } from '../../helpers/bare-workspace.js';

const ws = new Workspace('stagegate-loader-');

afterAll(() => ws.remove());

function cli(args: string[]): { code: number | null; json: Record<string, unknown>; stderr: string } {
  const r = spawnSync(process.execPath, ['--max-old-space-size=64', cliSnapshot(), ...args], {
    cwd: ws.dir,
    env: cliEnv(),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 240_000, // a hang guard, not a timing assertion
  });
  expect(r.signal, r.stderr).toBeNull();
  expect(r.stderr).not.toMatch(/internal error|heap out of memory|Maximum call stack/);
  return { code: r.status, json: JSON.parse(r.stdout) as Record<string, unknown>, stderr: r.stderr };
}

function billionLaughs(): string {
  let text = 'a0: &a0 ["lol","lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n';
  for (let i = 1; i < 10; i++) text += `a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]\n`;
  return text;
}

const HEADER = "version: '4.0'\nname: hostile\nstate_path: 'runs/{{run_id}}/state.yaml'\n";

const STEP = "steps:\n  a:\n    run: 'true'\n    output: o.md\n    statuses: { OK: DONE }\n";

const CASES: Array<[string, string, string]> = [
  ['an alias bomb (10^9 "lol"s if expanded)', `${HEADER}${STEP}${billionLaughs()}`, 'YAML_ALIAS_LIMIT'],
  ['a 6 MB document', `${HEADER}description: "${'x'.repeat(6 * 1024 * 1024)}"\n${STEP}`, 'YAML_TOO_LARGE'],
  ['10,000-deep flow nesting', `${HEADER}${STEP}deep: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`, 'YAML_TOO_DEEP'],
  ['10,000-deep flow mappings', `${HEADER}${STEP}deep: ${'{a: '.repeat(10_000)}1${'}'.repeat(10_000)}\n`, 'YAML_TOO_DEEP'],
  // The data would contain itself: validation used to walk it until the heap ran out.
  ['an alias inside the node it names (steps: &s ... per_item: *s)', `${HEADER}steps: &s\n  a:\n    run: 'true'\n    output: o.md\n    statuses: { OK: DONE }\n    per_item: *s\n`, 'YAML_ALIAS_LIMIT'],
];

describe('hostile workflow files are refused in bounded memory', () => {
  for (const [label, text, code] of CASES) {
    it(`${label}: validate and run refuse it with ${code}`, () => {
      const file = `${code.toLowerCase()}-${label.length}.yaml`;
      ws.write(file, text);
      const v = cli(['validate', file, '--json']);
      expect(v.code).toBe(1);
      expect((v.json['errors'] as Array<{ code: string }>).map((e) => e.code)).toContain(code);
      const r = cli(['run', file, '--run-id', 'r1', '--json']);
      expect(r.code).toBe(5);
      expect(r.json['status']).toBe('WORKFLOW_CONTRACT_INVALID');
      expect(String(r.json['message'])).toContain(code);
      expect(ws.exists('runs')).toBe(false);
    });
  }

  it('defaults chained 5,000 levels deep: run refuses with WORKFLOW_CONTRACT_INVALID, never a stack overflow', () => {
    const defaults = Array.from({ length: 5000 }, (_, i) => `    d${i}: ${i === 4999 ? 'end' : `'x{{d${i + 1}}}'`}`).join('\n');
    ws.write('chain.yaml', `${HEADER}inputs:\n  required: [run_id]\n  defaults:\n${defaults}\nsteps:\n  a:\n    run: echo {{d0}}\n    output: o.md\n    statuses: { OK: DONE }\n`);
    const r = cli(['run', 'chain.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(r.json['status']).toBe('WORKFLOW_CONTRACT_INVALID');
    expect(String(r.json['message'])).toMatch(/DEFAULTS_TOO_DEEP .*a run refuses more than \d+ levels/);
    expect(ws.exists('runs')).toBe(false);
  });
});

describe('workflow files are measured before they are read (issue 17)', () => {
  it('a 700 MB file is refused by its size (YAML_TOO_LARGE) without being read: validate (file and folder) and run', () => {
    // Sparse: 700 MB by its size, no disk used. Read whole, it would not fit in the 64 MB heap.
    ws.write('huge/wf.yaml', `${HEADER}${STEP}`);
    truncateSync(ws.path('huge/wf.yaml'), 700 * 1024 * 1024);
    const v = cli(['validate', 'huge/wf.yaml', '--json']);
    expect(v.code).toBe(1);
    const errors = v.json['errors'] as Array<{ code: string; message: string; file: string }>;
    expect(errors).toEqual([expect.objectContaining({ code: 'YAML_TOO_LARGE', file: 'huge/wf.yaml' })]);
    expect(errors[0]!.message).toContain('734003200 bytes');
    // A folder walk looks at the head of a file that size only, and the loader refuses it.
    const folder = cli(['validate', 'huge', '--json']);
    expect((folder.json['errors'] as Array<{ code: string }>).map((e) => e.code)).toEqual(['YAML_TOO_LARGE']);
    const r = cli(['run', 'huge/wf.yaml', '--run-id', 'r1', '--json']);
    expect(r.code).toBe(5);
    expect(String(r.json['message'])).toContain('YAML_TOO_LARGE');
    expect(ws.exists('runs')).toBe(false);
  });

  it('a FIFO named as the workflow file is refused at once, never waited on', () => {
    spawnSync('mkfifo', [ws.path('fifo.yaml')]);
    const v = cli(['validate', 'fifo.yaml', '--json']);
    expect(v.code).toBe(1);
    expect(v.json['errors']).toEqual([expect.objectContaining({ code: 'WORKFLOW_FILE_UNREADABLE', message: 'expected a workflow file, got a FIFO' })]);
  });
});
