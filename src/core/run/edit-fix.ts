// How a stop at a concrete step (STAGE_OUTPUT_MISSING, GATE_RESULT_MISSING) is fixed by editing
// what the step runs, in the words of the step's kind: a shell step's `run:` text and an agent
// step's `inline_instruction` are the workflow file (a resume needs --allow-workflow-change); an
// agent step's `prompt:` file is not (the workflow digest is the workflow file's bytes only).
import type { StepModel, Workflow } from '../model/workflow.js';
import { PLAIN_RESUME_REFUSES } from './stop-codes.js';

const WORKFLOW_EDIT = `resume with --allow-workflow-change (${PLAIN_RESUME_REFUSES})`;

/** The sentence that says how a fix by editing `step` is resumed. */
export function editFixFor(workflow: Pick<Workflow, 'format' | 'runMap'>, step: Pick<StepModel, 'kind' | 'def'>): string {
  const prompt = step.def.prompt;
  if (workflow.format === 'native' && step.kind !== 'shell' && typeof prompt === 'string') {
    return `If you fix it by editing the step's prompt file (${prompt}), resume: the prompt file is no workflow change. An edit of the workflow file itself needs --allow-workflow-change (${PLAIN_RESUME_REFUSES}).`;
  }
  // An imported step the run map runs: its command is in the run map (part of the workflow's digest).
  if (workflow.format !== 'native' && step.kind === 'shell' && workflow.runMap !== undefined) return `If you fix it by editing the step's command in the run map ${workflow.runMap}, ${WORKFLOW_EDIT}.`;
  const part = workflowPart(workflow, step);
  return `If you fix it by editing the workflow file${part ? ` (${part})` : ''}, ${WORKFLOW_EDIT}.`;
}

/** The part of the workflow file that holds what `step` runs, in the words of its kind. */
function workflowPart(workflow: Pick<Workflow, 'format'>, step: Pick<StepModel, 'kind' | 'def'>): string | undefined {
  // An imported file (aiox, maestro, CCW) names a step's command or task in its own keys.
  if (workflow.format !== 'native') return "the step's entry in it";
  if (step.kind === 'shell') return "the step's run: text";
  if (step.def.inline_instruction !== undefined) return "the step's inline_instruction";
  if (step.def.action !== undefined) return "the step's action: text";
  return undefined;
}
