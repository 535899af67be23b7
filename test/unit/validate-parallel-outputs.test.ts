// The parallel rule compares branch outputs with every step's output: that map is built once
// for the workflow, not once per parallel step (a workflow of many parallel steps validated in
// quadratic time). Counted through outputKey, which resolves one output template.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Workspace } from '../../src/core/workspace/workspace.js';

const calls = vi.hoisted(() => ({ outputKey: 0 }));
vi.mock('../../src/core/validate/rules/outputs.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/core/validate/rules/outputs.js')>();
  return {
    ...real,
    outputKey: (...args: Parameters<typeof real.outputKey>) => {
      calls.outputKey += 1;
      return real.outputKey(...args);
    },
  };
});

// The in-process project shares one module graph between the files of a worker (isolate: false):
// the rules another file imported first hold the real outputKey, and the count would stay 0 (the
// bound below then held vacuously). A fresh graph for this file's imports takes the mock.
let validateTargets: typeof import('../../src/core/commands/validate-files.js').validateTargets;
beforeAll(async () => {
  vi.resetModules();
  ({ validateTargets } = await import('../../src/core/commands/validate-files.js'));
});

const dir = mkdtempSync(join(tmpdir(), 'stagegate-parallel-outputs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** n steps in a chain: even ones a shell step with an output, odd ones a parallel step of two branches. */
function workflow(n: number): string {
  const id = (i: number) => (i < n ? `s${i}` : 'DONE');
  const lines = ["version: '4.0'", 'name: many', "state_path: 'runs/{{run_id}}/workflow_state.yaml'", 'inputs:', '  required: [run_id]', 'steps:'];
  for (let i = 0; i < n; i++) {
    lines.push(`  ${id(i)}:`);
    if (i % 2 === 0) {
      lines.push("    run: 'true'", "    output: 'runs/{{run_id}}/{{step}}.md'", `    statuses: { OK: ${id(i + 1)} }`);
      continue;
    }
    lines.push('    parallel:', '      branches:');
    for (const b of ['a', 'b']) lines.push(`        ${b}:`, "          run: 'true'", `          output: 'runs/{{run_id}}/{{step}}-${b}.md'`, '          statuses: { OK: DONE }');
    lines.push(`    statuses: { PARALLEL_COMPLETE: ${id(i + 1)} }`);
  }
  return lines.join('\n') + '\n';
}

describe('parallel rule: branch outputs against the steps', () => {
  it('resolves every output a bounded number of times, however many parallel steps there are', () => {
    const n = 60; // 30 shell steps, 30 parallel steps of 2 branches
    writeFileSync(join(dir, 'wf.yaml'), workflow(n));
    calls.outputKey = 0;
    const report = validateTargets(new Workspace(dir), ['wf.yaml']);
    expect(report.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
    // Once per step output (the parallel rule's map) and twice per branch (among the branches,
    // against the steps). Built per parallel step it was 30 × 30 more.
    const stepOutputs = n / 2;
    const branches = (n / 2) * 2;
    expect(calls.outputKey).toBeGreaterThanOrEqual(stepOutputs);
    expect(calls.outputKey).toBeLessThanOrEqual(stepOutputs + 2 * branches);
  });

  it('still finds a branch output that is a step output, at each parallel step', () => {
    const text = workflow(6).replace("output: 'runs/{{run_id}}/{{step}}-a.md'", "output: 'runs/{{run_id}}/s0.md'");
    writeFileSync(join(dir, 'dup.yaml'), text);
    const report = validateTargets(new Workspace(dir), ['dup.yaml']);
    expect(report.diagnostics.map((d) => d.code)).toEqual(['DUPLICATE_OUTPUT']);
    expect(report.diagnostics[0]!.message).toContain("branch 'a' of parallel step 's1' and step 's0'");
  });
});
