// The prompt of an aiox action step, built from the step's fields the way run-workflow-engine's
// subagent prompt builder does: agent persona (by path), task file (`uses` / `task`), required
// artifacts and earlier steps' outputs, what to create, notes and guidance, and the step_output
// contract the runner parses. Text taken from the workflow is neutralised so that it can never
// become a {{placeholder}}; the placeholders on purpose are a dynamic agent's input and an asked
// agent's id and persona file (the gate of the step that asked).
import { escapeText } from '../../model/placeholders.js';
import { list, outputNames, str, taskOf, type Raw } from './model.js';
import { agentFiles, coreHome, DEFAULT_CORE, parseAgent, taskRef, type TaskKind } from './agents.js';
import type { Requirement } from './validator.js';

export interface PromptParts {
  workflowName: string;
  workflowId: string;
  /** The workflow file, workspace-relative (its other sections are context the agent may read). */
  file: string;
  squad: string | undefined;
  /** The install's core folder (agents.ts coreOf): `.aiox-core`, `.aios-core` … */
  core?: string;
  stepId: string;
  phase: string | undefined;
  /** Where the step is written when it is a phase of a phases: list (e.g. phases[2]): its other fields are there. */
  entry?: string;
  raw: Raw;
  requires: Requirement[];
  /** workflow resources.data entries. */
  data: string[];
  guidance: string[];
  /** The placeholder of the elicited user input, for elicit: true steps. */
  userInputPlaceholder: string | undefined;
  /** Keys later routing, conditions and gates read from this step's step_output block. */
  reportKeys: Map<string, string | undefined>;
  verdicts: string[] | undefined;
  /** The step that asked which agent runs this one (agent: "{specialist}"): its gate names the agent and persona file. */
  askStep?: string;
  /** The names of the step's own inputs map (stage inputs: their values are listed under Inputs by the runner). */
  ownInputs?: string[];
}

/**
 * A `{{name}}` in workflow text would be read as a stagegate placeholder: the native escape
 * `\{{name}}` keeps it text, and the agent reads `{{name}}` as aiox's engine passes it (every
 * match, with any backslashes before it: escapeText).
 */
export function neutral(text: string): string {
  return escapeText(text);
}

/** The persona line of a step. */
function persona(raw: Raw, squad: string | undefined, core: string, askStep: string | undefined): string {
  const agent = parseAgent(raw['agent']);
  if (raw['agent'] === undefined || agent.kind === 'meta') return 'You are running one step of an aiox workflow.';
  if (agent.kind === 'dynamic') {
    // workflow-executor.js resolves ${story.executor} from the story: here it is an input.
    return `You are the aiox agent @{{${agent.input}}} (${neutral(agent.text)}). Read its persona file (${coreHome(core)}/agents/<agent>.md${squad !== undefined ? `, or squads/${squad}/agents/<agent>.md` : ''}) first and act as it, for this one step.`;
  }
  if (agent.kind === 'asked') {
    // The agent the run asked for (ask-agent.ts): its id and the persona file it found.
    if (askStep === undefined) return 'You are running one step of an aiox workflow.';
    return `You are the aiox agent {{steps.${askStep}.gate.agent}}, chosen for this step when the run asked (the workflow names it ${neutral(agent.text)}). Read {{steps.${askStep}.gate.persona}} first and act as the persona it defines, for this one step.`;
  }
  if (agent.kind === 'invalid') return `You are the aiox agent ${neutral(agent.text)} (no persona file can be named for it): act as that role, for this one step.`;
  const files = agent.names.map((n) => agentFiles(n, agent.scope, squad, core).join(' (or ') + (agentFiles(n, agent.scope, squad, core).length > 1 ? ')' : ''));
  return `You are the aiox agent @${neutral(agent.names.join('/'))}. Read ${files.join(', or ')} first and act as the persona it defines, for this one step.`;
}

/** How the prompt names what `uses`/`task` names (agents.ts taskRef), and what the agent does with it. */
const TASK_LINE: Record<TaskKind, [string, string]> = {
  task: ['Task file', 'read it and follow it.'],
  template: ['Template', 'read it and create the document it defines, section by section.'],
  checklist: ['Checklist', 'read it and work through every item, reporting each result.'],
  data: ['Reference file', 'read it and use it.'],
  utils: ['Reference file', 'read it and use it.'],
};

export function buildPrompt(p: PromptParts): string {
  const { raw } = p;
  const action = str(raw['action']);
  const task = taskOf(raw);
  const creates = list(raw['creates']);
  const outputs = outputNames(raw['outputs']);
  const text = (key: string) => (typeof raw[key] === 'string' && raw[key].trim() !== '' ? raw[key].trim() : undefined);
  const notes = text('notes');
  const core = p.core ?? DEFAULT_CORE;
  const lines: string[] = [persona(raw, p.squad, core, p.askStep)];
  lines.push(`Workflow: ${neutral(p.workflowName)} (${neutral(p.workflowId)}), file ${neutral(p.file)}. Step: ${neutral(p.stepId)}.${p.phase !== undefined ? ` Phase: ${neutral(p.phase)}.` : ''}`);
  // The runner's prompt puts this text under its own `## Task` heading: its sections are sub-headings,
  // and what the step requires is not a second `Inputs` (the runner's lists the input values).
  lines.push('');
  if (action !== undefined) lines.push(`Action: ${neutral(action)}`);
  if (task !== undefined) {
    const ref = taskRef(task, p.squad, core);
    lines.push(ref !== undefined ? `${TASK_LINE[ref.kind][0]}: ${ref.files.join(' (or ')}${ref.files.length > 1 ? ')' : ''} — ${TASK_LINE[ref.kind][1]}` : `Task: ${neutral(task)}`);
  }
  const description = text('description');
  if (description !== undefined) lines.push(neutral(description));
  const script = text('script');
  if (script !== undefined) lines.push('', 'The workflow implements this step with the script below; do what it does:', '```', neutral(script), '```');
  if (p.entry !== undefined) lines.push(`This step is the phase ${neutral(p.entry)} of the workflow file: do the work it lists there (its steps, checkpoint and outputs).`);
  else if (action === undefined && task === undefined && description === undefined) lines.push('Execute the step as its notes describe.');
  lines.push('', '### Requires');
  if (p.ownInputs !== undefined && p.ownInputs.length > 0) lines.push(`- this step's inputs (its aiox inputs map): ${p.ownInputs.map(neutral).join(', ')} — their values are listed under Inputs below.`);
  if (p.requires.length === 0) lines.push('No earlier step outputs are required.');
  for (const r of p.requires) {
    if (r.step !== undefined) lines.push(`- the outputs of step ${neutral(r.step)} (its step_output block and the files it created): use them.`);
    else if (/^(?:all|sharded)_/.test(r.artifact)) lines.push(`- ${neutral(r.artifact)}: every such artifact the earlier steps produced.`);
    else if (r.createdBy !== undefined) lines.push(`- ${neutral(r.artifact)} (created by step ${neutral(r.createdBy)}): read it before you start${r.optional ? ', if it exists' : ''}.`);
    else lines.push(`- ${neutral(r.artifact)}: read it if it exists.`);
  }
  if (p.data.length > 0) {
    lines.push('', '### Reference data');
    for (const d of p.data) lines.push(`- ${core}/data/${neutral(d)}`);
  }
  if (creates.length > 0 || outputs.length > 0) {
    lines.push('', '### Create');
    for (const c of creates) lines.push(`- the file ${neutral(c)} (workspace-relative)`);
    if (outputs.length > 0) lines.push(`Report these outputs in step_output.outputs: ${outputs.map(neutral).join(', ')}.`);
  }
  if (p.guidance.length > 0) {
    lines.push('', '### Guidance');
    for (const g of p.guidance) lines.push(neutral(g));
  }
  if (notes !== undefined) lines.push('', '### Notes', neutral(notes));
  if (p.userInputPlaceholder !== undefined) {
    lines.push('', '### User input', `Collected before this step (do not ask questions): {{${p.userInputPlaceholder}}}`);
  }
  lines.push('', '### Result', 'Do the work without asking questions. End your answer with exactly one YAML block:', '', '```yaml', 'step_output:');
  if (p.verdicts !== undefined) lines.push(`  verdict: ${p.verdicts.map(neutral).join(' | ')}   # your verdict, exactly one of these`);
  const why = (key: string) => {
    const hint = p.reportKeys.get(key);
    return p.reportKeys.has(key) ? `   # ${hint !== undefined ? neutral(hint) : 'read by a later step of the workflow'}` : '';
  };
  // Keys the workflow routes on but the step does not list under outputs go at the top level.
  for (const key of p.reportKeys.keys()) {
    if ((key === 'verdict' && p.verdicts !== undefined) || outputs.includes(key)) continue;
    lines.push(`  ${key}: <value>${why(key)}`);
  }
  lines.push('  outputs:', ...(outputs.length > 0 ? outputs.map((o) => `    ${neutral(o)}: <value>${why(o)}`) : ['    {}']));
  lines.push('  artifacts:', ...(creates.length > 0 ? creates.map((c) => `    - ${neutral(c)}`) : ['    []']));
  lines.push('  # completed when the step is done, failed when it could not be done:');
  lines.push('  status: completed | failed', '```');
  return lines.join('\n');
}
