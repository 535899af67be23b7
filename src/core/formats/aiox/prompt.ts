// The prompt of an aiox action step, built from the step's fields the way run-workflow-engine's
// subagent prompt builder does: agent persona (by path), task file (`uses`), required artifacts,
// what to create, notes and guidance, and the step_output contract the runner parses.
// Text taken from the workflow is neutralised so that it can never become a {{placeholder}}.
import { list, str, type Raw } from './model.js';

export interface PromptParts {
  workflowName: string;
  workflowId: string;
  stepId: string;
  phase: string | undefined;
  raw: Raw;
  /** requires entry -> the original id of the step that creates it. */
  requires: Array<{ artifact: string; createdBy: string | undefined }>;
  /** workflow resources.data entries. */
  data: string[];
  guidance: string[];
  /** The placeholder of the elicited user input, for elicit: true steps. */
  userInputPlaceholder: string | undefined;
  /** Keys later routing, conditions and gates read from this step's step_output block. */
  reportKeys: Map<string, string | undefined>;
  verdicts: string[] | undefined;
}

/** '{{' in workflow text would be read as a stagegate placeholder: break it up. */
export function neutral(text: string): string {
  return text.replace(/\{\{/g, '{ {').replace(/\}\}/g, '} }');
}

export function agentPath(agent: string): string {
  const name = agent.replace(/^core:/, '');
  return `.aiox-core/development/agents/${name}.md`;
}

export function taskPath(uses: string): string {
  return `.aiox-core/development/tasks/${uses.endsWith('.md') ? uses : `${uses}.md`}`;
}

export function buildPrompt(p: PromptParts): string {
  const { raw } = p;
  const agent = str(raw['agent']);
  const action = str(raw['action']);
  const uses = str(raw['uses']);
  const creates = list(raw['creates']);
  const outputs = list(raw['outputs']);
  const notes = typeof raw['notes'] === 'string' ? raw['notes'].trim() : undefined;
  const lines: string[] = [];
  if (agent !== undefined) {
    lines.push(`You are the aiox agent @${neutral(agent)}. Read ${agentPath(agent)} first and act as the persona it defines, for this one step.`);
  } else {
    lines.push('You are running one step of an aiox workflow.');
  }
  lines.push(`Workflow: ${neutral(p.workflowName)} (${neutral(p.workflowId)}). Step: ${neutral(p.stepId)}.${p.phase !== undefined ? ` Phase: ${neutral(p.phase)}.` : ''}`);
  lines.push('', '## Task');
  if (action !== undefined) lines.push(`Action: ${neutral(action)}`);
  if (uses !== undefined) lines.push(`Task file: ${taskPath(uses)} — read it and follow it.`);
  if (action === undefined && uses === undefined) lines.push('Execute the step as its notes describe.');
  lines.push('', '## Inputs');
  if (p.requires.length === 0) lines.push('No earlier step outputs are required.');
  for (const r of p.requires) lines.push(`- ${neutral(r.artifact)}${r.createdBy !== undefined ? ` (created by step ${neutral(r.createdBy)})` : ''}: read it before you start.`);
  if (p.data.length > 0) {
    lines.push('', '## Reference data');
    for (const d of p.data) lines.push(`- .aiox-core/data/${neutral(d)}`);
  }
  if (creates.length > 0 || outputs.length > 0) {
    lines.push('', '## Create');
    for (const c of creates) lines.push(`- the file ${neutral(c)} (workspace-relative)`);
    if (outputs.length > 0) lines.push(`Report these outputs in step_output.outputs: ${outputs.map(neutral).join(', ')}.`);
  }
  if (p.guidance.length > 0) {
    lines.push('', '## Guidance');
    for (const g of p.guidance) lines.push(neutral(g));
  }
  if (notes !== undefined) lines.push('', '## Notes', neutral(notes));
  if (p.userInputPlaceholder !== undefined) {
    lines.push('', '## User input', `Collected before this step (do not ask questions): {{${p.userInputPlaceholder}}}`);
  }
  lines.push('', '## Result', 'Do the work without asking questions. End your answer with exactly one YAML block:', '', '```yaml', 'step_output:');
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
