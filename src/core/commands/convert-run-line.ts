// The header line `convert` writes to say how to run the native file: a command that runs it — the
// run id its state path needs, and each required input with a placeholder to fill in (a chain that
// needs `ticket=`) — not just "stagegate run <this file>", which stopped WORKFLOW_INPUT_REQUIRED
// twice (no run id, then the input). Printed on stdout, the file is where the text is saved: FILE.
import { shellWord } from '../model/shell-word.js';
import { pathWord } from '../run/command-line.js';
import type { StepModel, Workflow } from '../model/workflow.js';
import { AGENT_DRIVEN_KINDS, AGENT_NAMES } from '../agents/registry.js';
import { branchesOf } from '../steps/parallel/branches.js';
import { perItemSteps } from '../steps/foreach/item-workflow.js';

/** The run id given to the command: a run's state is kept under it, so any name the person picks works. */
const RUN_ID = 'r1';

/** Agent steps named in the header; more are counted. */
const NAMED = 5;

/**
 * `# Run it with: …`: `file` the workspace-relative path written (undefined: printed on stdout);
 * `kept`: the top-level steps the native text holds (convert leaves out steps no route reaches).
 */
export function convertRunLine(workflow: Workflow, file: string | undefined, kept: (id: string) => boolean = () => true): string {
  const words = ['stagegate', 'run', file === undefined ? 'FILE' : pathWord(file)];
  const { required, defaults } = workflow.inputs;
  // The state path names the run (or run_id is a required input): run refuses to start without one.
  if (/\brun_id\b/.test(String(workflow.data.state_path)) || required.includes('run_id')) words.push('--run-id', RUN_ID);
  for (const name of required) {
    if (name === 'run_id' || defaults[name] !== undefined) continue;
    words.push(`${name}=${shellWord(`<${name}>`)}`);
  }
  const fill = required.some((name) => name !== 'run_id' && defaults[name] === undefined) ? ', with a value for each <input>' : '';
  const where = file === undefined ? ' (FILE: the file you save this text as)' : '';
  return `# Run it with: ${words.join(' ')}${where}${fill}\n${agentLine(workflow, kept)}`;
}

/**
 * The agent steps no agent is named for (no agent: on the step, no execution.agent): that command
 * alone stops WORKFLOW_INPUT_REQUIRED before any stage runs, so the header says what to add.
 */
function agentLine(workflow: Workflow, kept: (id: string) => boolean): string {
  if (workflow.data.execution?.agent !== undefined) return '';
  const steps: StepModel[] = [];
  for (const step of workflow.steps.values()) {
    if (!kept(step.id)) continue;
    steps.push(step);
    if (step.kind === 'parallel') steps.push(...branchesOf(workflow, step).map((b) => ({ ...b, id: `${step.id}.${b.id}` })));
    if (step.kind === 'foreach') steps.push(...perItemSteps(workflow, step).map((p) => ({ ...p, id: `${step.id}[…].${p.id}` })));
  }
  const bare = steps.filter((s) => AGENT_DRIVEN_KINDS.has(s.kind) && s.def.agent === undefined).map((s) => s.id);
  if (bare.length === 0) return '';
  const named = bare.length > NAMED ? `${bare.slice(0, NAMED).join(', ')} and ${bare.length - NAMED} more` : bare.join(', ');
  const agents = AGENT_NAMES.filter((n) => n !== 'command');
  return `# Agent step${bare.length === 1 ? '' : 's'} (${named}) name${bare.length === 1 ? 's' : ''} no agent: add one to that command, e.g. --agent ${agents[0]} (or ${agents.slice(1).join(', ')}; your own CLI: --agent command --agent-command PATH), or set execution.agent in the file.\n`;
}
