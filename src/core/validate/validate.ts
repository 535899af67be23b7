// Static contract checks over a loaded workflow (the loader already checked its shape).
// The rules live one concept per file in ./rules (registry: rules/index.ts); each emits
// Diagnostics with a stable code, file, line, column, YAML path, message and hint.
// docs/validation.md lists every code.
import type { Diagnostic } from './diagnostics.js';
import { loadWorkflow } from '../model/loader.js';
import type { Workspace } from '../workspace/workspace.js';
import type { Workflow } from '../model/workflow.js';
import { buildContext } from './rules/context.js';
import { RULES } from './rules/index.js';
import { ValidationSession, type WorkflowCheck } from './rules/session.js';

export { RULES, RULE_CODES } from './rules/index.js';
export { templateEscapes } from './rules/paths.js';
export type { ValidationContext } from './rules/context.js';
export { ValidationSession } from './rules/session.js';

/** A session that reads every prompt, skill and child workflow once (share it across files). */
export function createValidationSession(workspace: Workspace): ValidationSession {
  return new ValidationSession(workspace, checkWorkflowFile);
}

function checkWorkflowFile(session: ValidationSession, rel: string): WorkflowCheck {
  const loaded = loadWorkflow(session.workspace, rel);
  const diagnostics = [...loaded.diagnostics];
  if (loaded.workflow) diagnostics.push(...runRules(loaded.workflow, session));
  return { workflow: loaded.workflow, diagnostics };
}

function runRules(workflow: Workflow, session: ValidationSession): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  session.within(workflow.file, () => {
    const ctx = buildContext(workflow, session, diagnostics);
    for (const rule of RULES) rule.run(ctx);
  });
  return diagnostics;
}

/** Validate a loaded workflow: every static contract rule. Pass a session to share file reads. */
export function validateWorkflow(workflow: Workflow, workspace: Workspace, session?: ValidationSession): Diagnostic[] {
  return runRules(workflow, session ?? createValidationSession(workspace));
}

/** Load and validate one workflow file through the session (each file is checked once). */
export function validateFile(session: ValidationSession, rel: string): WorkflowCheck {
  const check = session.workflow(rel);
  // A file is never "in progress" when asked for from the top.
  return check === 'cycle' ? { workflow: undefined, diagnostics: [] } : check;
}
