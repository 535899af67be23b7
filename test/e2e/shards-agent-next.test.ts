// A shard leg run with agent flags that stops unfinished (its agent stage failed) prints the
// command that runs it again with those flags (each one shell word), as every next command does:
// pasted as printed, the leg goes on with the same agent and finishes.
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { jsonOf, removeWorkspaces, workspaceWith } from '../helpers/cli.js';
import { registry } from './shards-fixtures.js';
import { CAMPAIGN } from '../tiers.js';

afterAll(removeWorkspaces);

/** The agent writes the stage's gated output, and fails (exit 1) while the file `broken` is there. */
const AGENT = [
  '#!/usr/bin/env bash',
  'cat >/dev/null',
  '[ -e broken ] && exit 1',
  '[ -d "${STAGEGATE_OUTPUT%/*}" ] || mkdir -p "${STAGEGATE_OUTPUT%/*}"',
  'printf "# %s\\n\\nWORKFLOW_GATE:\\n  workflow: %s\\n  step: %s\\n  status: ASSESSED\\n  unresolved_critical: 0\\n  unresolved_high: 0\\n  source_resolvable_open: 0\\n  artifact: %s\\n  next_recommended: null\\n" "$STAGEGATE_STEP" "$STAGEGATE_WORKFLOW" "$STAGEGATE_STEP" "$STAGEGATE_ARTIFACT" >"$STAGEGATE_OUTPUT"',
  '',
].join('\n');

const FLOW = `version: '4.0'
name: fan
state_path: 'runs/{{run_id}}/workflow_state.yaml'
inputs:
  required: [run_id]
steps:
  start:
    run: 'source lib.sh; stage OK'
    output: 'runs/{{run_id}}/start.md'
    statuses: { OK: loop }
  loop:
    foreach:
      source: reg.md
      id_field: ID
    per_item:
      assess:
        inline_instruction: 'Assess {{item_id}}. status: ASSESSED'
        output: 'runs/{{run_id}}/assess/{{item_id}}.md'
        statuses: { ASSESSED: next_artifact }
    completion: { on_complete: DONE }
`;

/** A printed command as the shell splits it (its words shell-quoted): argv without the command name. */
function pasted(command: string): string[] {
  const words = execFileSync('bash', ['-c', `printf '%s\\0' ${command}`], { encoding: 'utf8' }).split('\0').slice(0, -1);
  expect(words[0]).toBe('stagegate');
  return words.slice(1);
}

describe('a shard leg stopped unfinished', () => {
  it('prints the command that runs it again with the agent flags it was given; pasted, it finishes', { tags: [CAMPAIGN] }, async () => {
    const ws = workspaceWith({ 'wf.yaml': FLOW, 'reg.md': registry([['A-1', 'Alpha', '-']]) });
    // An agent command path with a space and a quote: each flag's value one shell word.
    ws.write("my agent's/agent.sh", AGENT, 0o755);
    expect(jsonOf(await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--stop-after-step', 'start', '--json']))).toMatchObject({ status: 'PARTIAL_RESUMABLE' });
    ws.write('broken', '');
    const agentFlags = ['--agent', 'command', '--agent-command', ws.path("my agent's/agent.sh"), '--agent-arg', 'two words'];
    const r = await ws.run(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', ...agentFlags, '--json']);
    const j = jsonOf(r);
    expect(j['status'], r.stdout + r.stderr).not.toBe('WORKFLOW_COMPLETE');
    expect(j['hint']).toMatch(/^The shard is not finished/);
    const next = j['next_command'] as string;
    expect(next).toContain('--shard A-1 --agent command --agent-command ');
    expect(pasted(next)).toEqual(['run', 'wf.yaml', '--run-id', 'r1', '--shard', 'A-1', ...agentFlags]);
    expect(j['hint']).toContain(next);
    rmSync(ws.path('broken'));
    const again = await ws.run([...pasted(next), '--json']);
    const finished = jsonOf(again);
    expect(finished, again.stdout + again.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
    expect(ws.read('runs/r1/foreach/loop/a-1/v1/workflow_state.yaml')).toContain('status: WORKFLOW_COMPLETE');
    // The finished leg's next command is the merge, which continues the run like run (its agent
    // stages after the fan-out run the agents it is given): it carries the same flags, and pasted, it finishes the run.
    const merge = finished['next_command'] as string;
    expect(pasted(merge)).toEqual(['merge', 'wf.yaml', '--run-id', 'r1', ...agentFlags]);
    const merged = await ws.run([...pasted(merge), '--json']);
    expect(jsonOf(merged), merged.stdout + merged.stderr).toMatchObject({ status: 'WORKFLOW_COMPLETE' });
  });
});
