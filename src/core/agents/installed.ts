// Is the agent CLI a step would run there at all? Checked before anything runs, so a missing CLI
// is one clear stop (AGENT_NOT_FOUND: the command, how to install it, how to choose another
// agent) instead of a stage that "could not start" with an empty log. Looks at files only.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { StagegateError, type ErrorLocation } from '../run/errors.js';
import { AGENT_NAMES, type ResolvedAgent } from './registry.js';
import type { StepModel, Workflow } from '../model/workflow.js';

/** Whether `executable` (a path, or a name looked up on `pathEnv`) is an executable file. */
export function isInstalled(executable: string, pathEnv: string | undefined): boolean {
  const candidates = executable.includes('/') || isAbsolute(executable) ? [executable] : (pathEnv ?? '').split(delimiter).filter((d) => d !== '').map((d) => join(d, executable));
  return candidates.some((file) => {
    try {
      accessSync(file, constants.X_OK);
      return statSync(file).isFile();
    } catch {
      return false;
    }
  });
}

/**
 * Where the workflow names the agent a step runs: its `agent:`, else execution.agent; the step's
 * own line when the invocation chose it (or an imported file's run map did). An annotation (the
 * Action's plan) lands there.
 */
export function agentLocation(workflow: Workflow, step: StepModel, agent: ResolvedAgent): ErrorLocation {
  const at = workflow.format !== 'native' ? undefined : agent.source === 'step' ? [...step.path, 'agent'] : agent.source === 'workflow' ? ['execution', 'agent'] : undefined;
  const pos = at !== undefined ? workflow.source.locateValue(at) : { line: step.line, column: step.column };
  return { file: workflow.file, line: pos.line, column: pos.column };
}

export function agentNotFound(stepId: string, agent: ResolvedAgent, when: 'before' | 'spawn', location?: ErrorLocation): StagegateError {
  const others = AGENT_NAMES.filter((n) => n !== agent.name && n !== 'command').join(', ');
  const where = agent.executable.includes('/') ? `'${agent.executable}' does not exist or is not executable` : `'${agent.executable}' is not on the PATH`;
  const install = agent.adapter.install !== undefined ? `Install it with \`${agent.adapter.install}\`` : 'Check the path, or install the program';
  return new StagegateError('AGENT_NOT_FOUND', `step ${stepId} runs the ${agent.name} agent, but its command ${where}${when === 'before' ? '; nothing ran' : ''}`, {
    hint: `${install} (and make sure \`${agent.executable}\` runs in this shell), or choose another agent: --agent ${others}, or --agent command --agent-command PATH.`,
    ...(location !== undefined ? { location } : {}),
  });
}
