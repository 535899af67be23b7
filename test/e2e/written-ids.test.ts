/* eslint-disable @typescript-eslint/no-explicit-any -- tests walk parsed JSON/YAML documents */
// Step ids as written in an imported file (CCW's N-001, an aiox item's analyst-review, a maestro
// node code-review) are what the user meets in the file and its run map; the native ids
// (N_001 …) are what the run records. --stop-after-step, skip, --rerun-from, logs STEP and
// plan --show-prompt take either, where the written one names exactly one step.
import { afterAll, describe, expect, it } from 'vitest';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { AGENT, BUGFIX_ROOT, ENV, bugfix, calls, fixture } from './formats-ccw-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

const block = (status: string): string => ['--- COORDINATE RESULT ---', `STATUS: ${status}`, 'SUMMARY: done', ''].join('\n');

describe('step ids as written in an imported file', () => {
  it('CCW: --stop-after-step N-001 stops after N_001; skip N-001 skips it', { tags: [CAMPAIGN] }, async () => {
    const ws = bugfix({ steps: {} });
    const r = await ws.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--stop-after-step', 'N-001', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['N_001'], active_step: 'N_002' });
    expect(calls(ws).map((c: any) => c.step)).toEqual(['N_001']);
    // An id written nowhere is still refused, with the did-you-mean.
    const bad = await ws.run(['run', 'quick-bugfix.json', '--run-id', 'r2', 'bug=x', '--stop-after-step', 'N-0001', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(bad).status).toBe('WORKFLOW_INPUT_REQUIRED');

    const failing = bugfix({ steps: { N_001: [{ exit: 1 }] } });
    const stopped = await failing.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(stopped)).toMatchObject({ active_step: 'N_001' });
    const skipped = await failing.run(['skip', 'quick-bugfix.json', '--run-id', 'r1', 'N-001', '--json']);
    expect(skipped.code, skipped.stdout + skipped.stderr).toBe(0);
    expect(jsonOf(skipped)).toMatchObject({ active_step: 'N_002' });
    expect(failing.state('.stagegate/ccw/wft-quick-bugfix/r1/workflow_state.yaml').skips).toMatchObject([{ step: 'N_001' }]);
  });

  it('CCW: --rerun-from N-001, logs N-001 and plan --show-prompt N-002 name N_001 and N_002', { tags: [CAMPAIGN] }, async () => {
    const ws = bugfix({ steps: {} });
    const r = await ws.run(['run', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--stop-after-step', 'N_002', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['N_001', 'N_002'] });

    const logs = await ws.run(['logs', 'quick-bugfix.json', 'N-001', '--run-id', 'r1']);
    expect(logs.code, logs.stdout + logs.stderr).toBe(0);
    expect(logs.stdout).toContain('==> N_001 · visit 1 · attempt 1');
    expect(logs.stdout).not.toContain('==> N_002');

    const plan = await ws.run(['plan', 'quick-bugfix.json', 'bug=login 401', '--run-id', 'r1', '--show-prompt', 'N-002', ...AGENT]);
    expect(plan.code, plan.stdout + plan.stderr).toBe(0);
    expect(plan.stdout.length).toBeGreaterThan(0);

    const again = await ws.run(['run', 'quick-bugfix.json', '--run-id', 'r1', '--rerun-from', 'N-001', '--stop-after-step', 'N-001', '--json', ...AGENT], { env: ENV });
    expect(again.code, again.stdout + again.stderr).toBe(0);
    expect(jsonOf(again)).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['N_001'], active_step: 'N_002' });
    expect(calls(ws).map((c: any) => c.step)).toEqual(['N_001', 'N_002', 'N_001']);
    expect(ws.state(`${BUGFIX_ROOT}/r1/workflow_state.yaml`).rewinds).toMatchObject([{ step: 'N_001' }]);
    // An id written nowhere is still refused.
    const bad = await ws.run(['logs', 'quick-bugfix.json', 'N-0001', '--run-id', 'r1']);
    expect(bad.code).not.toBe(0);
  });

  it('maestro: a node id with a hyphen names its step', async () => {
    const graph = {
      id: 'hyphens',
      name: 'Hyphens',
      version: '1.0.0',
      entry: 'code-review',
      nodes: {
        'code-review': { type: 'command', cmd: 'review', next: 'ship-it' },
        'ship-it': { type: 'command', cmd: 'ship', next: 'done' },
        done: { type: 'terminal', status: 'success' },
      },
    };
    const scenario = { steps: { code_review: [{ stdout: block('SUCCESS') }], ship_it: [{ stdout: block('SUCCESS') }] } };
    const ws = workspaceWith({ 'chains/hyphens.json': JSON.stringify(graph, null, 2), 'scenario.json': JSON.stringify(scenario) });
    const r = await ws.run(['run', 'chains/hyphens.json', '--run-id', 'r1', '--stop-after-step', 'code-review', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r), r.stdout + r.stderr).toMatchObject({ status: 'PARTIAL_RESUMABLE', completed_steps: ['code_review'], active_step: 'ship_it' });
  });

  it('maestro: logs FORK.BRANCH takes the fork node id as written (fan-out.lint_a for fan_out.lint_a)', { tags: [CAMPAIGN] }, async () => {
    const graph = {
      id: 'forks',
      name: 'Forks',
      version: '1.0.0',
      entry: 'fan-out',
      nodes: {
        'fan-out': { type: 'fork', branches: ['lint-a', 'unit-b'], join: 'gather' },
        'lint-a': { type: 'command', cmd: 'lint', next: 'gather' },
        'unit-b': { type: 'command', cmd: 'test', next: 'gather' },
        gather: { type: 'join', strategy: 'all', next: 'done' },
        done: { type: 'terminal', status: 'success' },
      },
    };
    const scenario = { steps: {}, default: { stdout: block('SUCCESS') } };
    const ws = workspaceWith({ 'chains/forks.json': JSON.stringify(graph, null, 2), 'scenario.json': JSON.stringify(scenario) });
    const r = await ws.run(['run', 'chains/forks.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const logs = await ws.run(['logs', 'chains/forks.json', 'fan-out.lint_a', '--run-id', 'r1']);
    expect(logs.code, logs.stdout + logs.stderr).toBe(0);
    expect(logs.stdout).toContain('==> fan_out.lint_a · visit 1 · attempt 1');
    expect(logs.stdout).not.toContain('unit_b');
    const both = await ws.run(['logs', 'chains/forks.json', 'fan-out', '--run-id', 'r1']);
    expect(both.stdout).toContain('==> fan_out.unit_b');
    const bad = await ws.run(['logs', 'chains/forks.json', 'fan-ou.lint_a', '--run-id', 'r1']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain("'fan-ou.lint_a' is not a step of workflow");
  });
});

describe('branch ids as written in an imported file', () => {
  it('maestro: logs FORK.BRANCH takes the branch node id as written too (fan-out.lint-a, fan_out.lint-a for fan_out.lint_a)', async () => {
    const graph = {
      id: 'forks',
      name: 'Forks',
      version: '1.0.0',
      entry: 'fan-out',
      nodes: {
        'fan-out': { type: 'fork', branches: ['lint-a', 'unit-b'], join: 'gather' },
        'lint-a': { type: 'command', cmd: 'lint', next: 'gather' },
        'unit-b': { type: 'command', cmd: 'test', next: 'gather' },
        gather: { type: 'join', strategy: 'all', next: 'done' },
        done: { type: 'terminal', status: 'success' },
      },
    };
    const scenario = { steps: {}, default: { stdout: block('SUCCESS') } };
    const ws = workspaceWith({ 'chains/forks.json': JSON.stringify(graph, null, 2), 'scenario.json': JSON.stringify(scenario) });
    const r = await ws.run(['run', 'chains/forks.json', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    for (const name of ['fan-out.lint-a', 'fan_out.lint-a', 'fan_out.lint_a']) {
      const logs = await ws.run(['logs', 'chains/forks.json', name, '--run-id', 'r1']);
      expect(logs.code, `${name}: ${logs.stdout}${logs.stderr}`).toBe(0);
      expect(logs.stdout, name).toContain('==> fan_out.lint_a · visit 1 · attempt 1');
      expect(logs.stdout, name).not.toContain('unit_b');
    }
    // The branch's node named alone, as the maestro file names it (or by its branch id): that branch.
    for (const name of ['lint-a', 'lint_a']) {
      const alone = await ws.run(['logs', 'chains/forks.json', name, '--run-id', 'r1']);
      expect([alone.code, alone.stderr], name).toEqual([0, '']);
      expect(alone.stdout, name).toContain('==> fan_out.lint_a · visit 1 · attempt 1');
      expect(alone.stdout, name).not.toContain('unit_b');
      const shown = await ws.run(['plan', 'chains/forks.json', '--run-id', 'r1', '--show-prompt', name, ...AGENT]);
      expect([shown.code, shown.stderr], name).toEqual([0, '']);
      expect(shown.stdout, name).toContain('# Stage `lint_a` of workflow `forks`');
    }
    expect((await ws.run(['plan', 'chains/forks.json', '--run-id', 'r1', '--show-prompt', 'fan-out.lint-a', ...AGENT])).stdout).toContain('# Stage `lint_a` of workflow `forks`');
  });

  it('CCW: logs GROUP.N-003 names branch N_003 of the parallel group step (a template whose group runs side by side)', { tags: [CAMPAIGN] }, async () => {
    const template = JSON.parse(fixture('parallel-skip.json'));
    // Both members abort on failure: the group is one parallel step (a skip member would run them one after another).
    // N-004's args reference N-003's session id, which a parallel branch has none of: its args are plain here.
    for (const node of template.nodes) {
      if (node.id === 'N-003') node.on_fail = 'abort';
      if (node.id === 'N-004') node.args_template = '--ship';
    }
    const ws = workspaceWith({ 'release.json': JSON.stringify(template), 'scenario.json': JSON.stringify({ steps: {} }) });
    const r = await ws.run(['run', 'release.json', 'release=2.1.0', '--run-id', 'r1', '--json', ...AGENT], { env: ENV });
    expect(jsonOf(r).status, r.stdout + r.stderr).toBe('WORKFLOW_COMPLETE');
    const group = (jsonOf(r).completed_steps as string[]).find((s) => !/^N_|^CP_/.test(s));
    expect(group, r.stdout).toBeDefined();
    const logs = await ws.run(['logs', 'release.json', `${group}.N-003`, '--run-id', 'r1']);
    expect(logs.code, logs.stdout + logs.stderr).toBe(0);
    expect(logs.stdout).toContain(`==> ${group}.N_003 · visit 1 · attempt 1`);
    expect(logs.stdout).not.toContain('N_002');
    // The node as the CCW file names it, alone (and its branch id): logs and --show-prompt take it as that branch.
    for (const name of ['N-003', 'N_003']) {
      const alone = await ws.run(['logs', 'release.json', name, '--run-id', 'r1']);
      expect([alone.code, alone.stderr], name).toEqual([0, '']);
      expect(alone.stdout, name).toContain(`==> ${group}.N_003 · visit 1 · attempt 1`);
      expect(alone.stdout, name).not.toContain('N_002');
      const shown = await ws.run(['plan', 'release.json', 'release=2.1.0', '--run-id', 'r1', '--show-prompt', name, ...AGENT]);
      expect([shown.code, shown.stderr], name).toEqual([0, '']);
      expect(shown.stdout, name).toContain('# Stage `N_003`');
    }
  });
});
