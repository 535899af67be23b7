// validate checks the agent a workflow names as a run does before any stage (agents/registry.ts):
// an unknown adapter is INVALID_VALUE and a command:PATH that leaves the workspace is
// PATH_OUTSIDE_WORKSPACE, each at the agent's line — before, validate passed both and the run
// refused them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { validateTargets } from '../../src/core/commands/validate-files.js';
import { Workspace } from '../../src/core/workspace/workspace.js';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function findings(workflowAgent: string, stepAgent?: string, branchAgent?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'stagegate-validate-agents-'));
  dirs.push(dir);
  const yaml = [
    "version: '4.0'",
    'name: agents',
    "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
    'inputs:',
    '  required: [run_id]',
    'execution:',
    `  agent: ${JSON.stringify(workflowAgent)}`,
    'steps:',
    '  draft:',
    "    inline_instruction: 'Write the draft.'",
    ...(stepAgent !== undefined ? [`    agent: ${JSON.stringify(stepAgent)}`] : []),
    "    output: 'runs/{{run_id}}/draft.md'",
    '    statuses: {OK: both}',
    '  both:',
    '    parallel:',
    '      branches:',
    '        one:',
    "          inline_instruction: 'Write one.'",
    ...(branchAgent !== undefined ? [`          agent: ${JSON.stringify(branchAgent)}`] : []),
    "          output: 'runs/{{run_id}}/one.md'",
    '          statuses: {OK: DONE}',
    '    statuses: {PARALLEL_COMPLETE: DONE}',
    '',
  ].join('\n');
  writeFileSync(join(dir, 'wf.yaml'), yaml);
  return validateTargets(new Workspace(dir), ['wf.yaml']).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
}

describe('validate: the agent a workflow names', () => {
  it('a built-in adapter, with or without a model, or a command inside the workspace: no finding', () => {
    expect(findings('claude:sonnet', 'command:scripts/agent.sh', 'codex')).toEqual([]);
    expect(findings('command:agent.sh', 'command', 'gemini')).toEqual([]);
  });

  it('an unknown adapter is INVALID_VALUE at its line, with a did-you-mean (execution.agent, a step, a branch)', () => {
    expect(findings('klaude', 'codx', 'gemni')).toEqual([
      "7:10 error INVALID_VALUE agent 'klaude' of the workflow (execution.agent) is not one of claude, codex, gemini, copilot, opencode, command. Did you mean 'claude'?",
      "11:12 error INVALID_VALUE agent 'codx' of step 'draft' is not one of claude, codex, gemini, copilot, opencode, command. Did you mean 'codex'?",
      "19:18 error INVALID_VALUE agent 'gemni' of step 'one' is not one of claude, codex, gemini, copilot, opencode, command. Did you mean 'gemini'?",
    ]);
  });

  it('a placeholder in agent: is AGENT_PLACEHOLDER at its line (it is never substituted; before, validate said nothing)', () => {
    expect(findings('claude:{{run_id}}', 'command:{{run_id}}.sh', '{{run_id}}').filter((f) => f.includes('AGENT_PLACEHOLDER'))).toEqual([
      "7:10 error AGENT_PLACEHOLDER agent 'claude:{{run_id}}' of the workflow (execution.agent) holds a placeholder, but stagegate does not substitute placeholders in agent: (the text would reach the agent's command line as written)",
      "11:12 error AGENT_PLACEHOLDER agent 'command:{{run_id}}.sh' of step 'draft' holds a placeholder, but stagegate does not substitute placeholders in agent: (the text would reach the agent's command line as written)",
      "19:18 error AGENT_PLACEHOLDER agent '{{run_id}}' of step 'one' holds a placeholder, but stagegate does not substitute placeholders in agent: (the text would reach the agent's command line as written)",
    ]);
  });

  it('a command:PATH that leaves the workspace is PATH_OUTSIDE_WORKSPACE at its line', () => {
    expect(findings('command:../../x.sh', 'command:/usr/bin/agent', 'command:a/../../b.sh')).toEqual([
      "7:10 error PATH_OUTSIDE_WORKSPACE agent command '../../x.sh' of the workflow (execution.agent) leaves the workspace: it climbs out with '..'",
      "11:12 error PATH_OUTSIDE_WORKSPACE agent command '/usr/bin/agent' of step 'draft' leaves the workspace: it is an absolute path",
      "19:18 error PATH_OUTSIDE_WORKSPACE agent command 'a/../../b.sh' of step 'one' leaves the workspace: it climbs out with '..'",
    ]);
  });

  it('a budget the named agent cannot report is BUDGET_NOT_ENFORCED (a warning) at the limit; none for an agent that reports it, or when the workflow names no agent', () => {
    const budgets = (agent: string | undefined, stepAgent?: string) => {
      const dir = mkdtempSync(join(tmpdir(), 'stagegate-validate-budgets-'));
      dirs.push(dir);
      const yaml = [
        "version: '4.0'",
        'name: budgets',
        "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
        'inputs:',
        '  required: [run_id]',
        'execution:',
        ...(agent !== undefined ? [`  agent: ${agent}`] : []),
        '  max_cost_usd: 0.5',
        'steps:',
        '  draft:',
        "    inline_instruction: 'Write the draft.'",
        ...(stepAgent !== undefined ? [`    agent: ${stepAgent}`] : []),
        '    max_turns: 7',
        "    output: 'runs/{{run_id}}/draft.md'",
        '    statuses: {OK: DONE}',
        '',
      ].join('\n');
      writeFileSync(join(dir, 'wf.yaml'), yaml);
      return validateTargets(new Workspace(dir), ['wf.yaml']).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
    };
    expect(budgets('codex')).toEqual([
      '8:3 warning BUDGET_NOT_ENFORCED execution.max_cost_usd ($0.5) is not enforced for what agent codex spends (step draft): codex reports no cost, so a run with it cannot stop on this budget',
      "12:5 warning BUDGET_NOT_ENFORCED step draft's max_turns (7) is not enforced: its agent codex reports no turns, so a run with it cannot stop on this budget",
    ]);
    expect(budgets('claude', 'gemini')).toEqual([
      '8:3 warning BUDGET_NOT_ENFORCED execution.max_cost_usd ($0.5) is not enforced for what agent gemini spends (step draft): gemini reports no cost, so a run with it cannot stop on this budget',
    ]);
    expect(budgets('claude')).toEqual([]);
    expect(budgets(undefined)).toEqual([]);
    expect(budgets('command:agent.sh')).toEqual([]);
  });

  it("a parallel branch's agent counts as a step's does: the run budget it cannot report and its own max_turns are BUDGET_NOT_ENFORCED, each said once", () => {
    const dir = mkdtempSync(join(tmpdir(), 'stagegate-validate-budgets-'));
    dirs.push(dir);
    const yaml = [
      "version: '4.0'",
      'name: panel',
      "state_path: 'runs/{{run_id}}/workflow_state.yaml'",
      'inputs:',
      '  required: [run_id]',
      'execution:',
      '  agent: claude',
      '  max_cost_usd: 2',
      'steps:',
      '  review:',
      '    parallel:',
      '      branches:',
      '        by_claude:',
      "          inline_instruction: 'Review.'",
      "          output: 'runs/{{run_id}}/claude.md'",
      '          statuses: {LGTM: DONE}',
      '        by_codex:',
      '          agent: codex',
      "          inline_instruction: 'Review.'",
      '          max_turns: 4',
      "          output: 'runs/{{run_id}}/codex.md'",
      '          statuses: {LGTM: DONE}',
      '    statuses: {PARALLEL_COMPLETE: DONE}',
      '',
    ].join('\n');
    writeFileSync(join(dir, 'wf.yaml'), yaml);
    const found = validateTargets(new Workspace(dir), ['wf.yaml']).diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`);
    // What run and plan warn at the start of a run with these agents (run/preflight.ts budgetWarnings).
    expect(found).toEqual([
      '8:3 warning BUDGET_NOT_ENFORCED execution.max_cost_usd ($2) is not enforced for what agent codex spends (step by_codex): codex reports no cost, so a run with it cannot stop on this budget',
      "20:11 warning BUDGET_NOT_ENFORCED step by_codex's max_turns (4) is not enforced: its agent codex reports no turns, so a run with it cannot stop on this budget",
    ]);
  });
});
