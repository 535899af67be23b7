// Is the agent CLI a step would run there at all? Checked before anything runs, so a missing CLI
// is one clear stop (AGENT_NOT_FOUND: the command, how to install it, how to choose another
// agent) instead of a stage that "could not start" with an empty log. Looks at files only.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, isAbsolute, join } from 'node:path';
import { StagegateError, type ErrorLocation } from '../run/errors.js';
import { shellWord } from '../model/shell-word.js';
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

/**
 * What is wrong with an agent command given as a path: a file there without its execute bit (a
 * script written and never `chmod +x`ed, or committed from a system that keeps no mode) needs
 * another fix than a path that names nothing, so the stop says which.
 */
function pathProblem(file: string): 'missing' | 'directory' | 'not-executable' | 'unknown' {
  try {
    const stat = statSync(file);
    if (stat.isDirectory()) return 'directory';
    if (!stat.isFile()) return 'unknown';
    accessSync(file, constants.X_OK);
    return 'unknown';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return 'missing';
    return code === 'EACCES' ? 'not-executable' : 'unknown';
  }
}

export function agentNotFound(stepId: string, agent: ResolvedAgent, when: 'before' | 'spawn', location?: ErrorLocation): StagegateError {
  const others = AGENT_NAMES.filter((n) => n !== agent.name && n !== 'command').join(', ');
  const choose = `choose another agent: --agent ${others}, or --agent command --agent-command PATH.`;
  const problem = agent.executable.includes('/') ? pathProblem(agent.executable) : undefined;
  const where =
    problem === undefined ? `'${agent.executable}' is not on the PATH`
    : problem === 'missing' ? `'${agent.executable}' does not exist`
    : problem === 'directory' ? `'${agent.executable}' is a directory, not a program`
    : problem === 'not-executable' ? `'${agent.executable}' is not executable (the file has no execute permission)`
    : `'${agent.executable}' does not exist or is not executable`;
  const word = shellWord(agent.executable);
  const install = agent.adapter.install !== undefined ? `Install it with \`${agent.adapter.install}\`` : 'Check the path, or install the program';
  const hint =
    problem === 'not-executable'
      ? `Make it executable: \`chmod +x ${word}\` (a file tracked by git: also \`git update-index --chmod=+x ${word}\` and commit, so every checkout — a CI job's too — gets the mode), or ${choose}`
      : `${install} (and make sure \`${agent.executable}\` runs in this shell), or ${choose}`;
  return new StagegateError('AGENT_NOT_FOUND', `step ${stepId} runs the ${agent.name} agent, but its command ${where}${when === 'before' ? '; nothing ran' : ''}`, {
    hint,
    ...(location !== undefined ? { location } : {}),
  });
}
