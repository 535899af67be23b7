// Load a workflow and refuse to run it when validation finds errors: the 4.0 rule "a failing
// validator blocks workflow execution until the contract is corrected". Synchronous: a workflow
// with a gate_schema needs the schema engine among `importers` (the read's WorkflowReaders:
// loadAndCheckAsync, or a caller's withWorkflowReaders); without it, loadAndCheck throws
// GateSchemaEngineNeeded. Likewise a file in another runner's format needs its importer there.
import { StagegateError } from '../run/errors.js';
import { loadWorkflow } from './loader.js';
import type { WorkflowRead } from './read-once.js';
import { createValidationSession, findingsOf } from '../validate/validate.js';
import { sortDiagnostics, type Diagnostic } from '../validate/diagnostics.js';
import type { Workspace } from '../workspace/workspace.js';
import type { Workflow } from './workflow.js';
import { withPhaseSteps } from './phases.js';
import { InvocationReaders, type WorkflowReaders } from './workflow-readers.js';
import { validateCommandLine } from '../validate/validate-command.js';

export { validateCommandLine };

/**
 * An error in an approval step's `message` (an undeclared placeholder, an unknown reference): what
 * a run shows when it pauses there, nothing it decides or routes on. A run paused at an approval
 * before stagegate checked messages shows the message pinned when it paused (approval_reached):
 * approve / reject may record the decision on it (loadAndCheck's `tolerated`).
 */
export function isApprovalMessageFinding(d: Diagnostic): boolean {
  return d.severity === 'error' && d.code === 'UNDECLARED_PLACEHOLDER' && d.path.length >= 2 && d.path.at(-2) === 'approval' && d.path.at(-1) === 'message';
}

/**
 * `read`: the file as a caller already read it for this command (read-once.ts), instead of reading
 * it here. `tolerated` (approve / reject): approval-message errors (isApprovalMessageFinding) are
 * collected there instead of refusing the workflow, when they are its only errors. `commandName`:
 * how the printed `validate` command starts (the CLI's `stagegate -C DIR`: cli/command-name.ts), so
 * it pastes from where the person typed theirs.
 */
export function loadAndCheck(workspace: Workspace, file: string, importers: WorkflowReaders = {}, read?: WorkflowRead, tolerated?: Diagnostic[], commandName = 'stagegate'): Workflow {
  // recover, as `stagegate validate` does: a schema error does not hide the rule findings after it,
  // so the refusal counts them all ("and N more") instead of naming one and seeming to be the last.
  const loaded = read !== undefined ? read(importers) : loadWorkflow(workspace, file, { importers, recover: true });
  const session = createValidationSession(workspace, importers, commandName);
  // The findings `stagegate validate` reports, so "and N more" matches what validate then shows.
  // The refusal names the first of the loader's (shape) findings in file order, before any rule's:
  // a rule finding may be a consequence of a shape error.
  const shape = sortDiagnostics([...loaded.diagnostics]);
  const diagnostics = [...shape, ...findingsOf(loaded, session).slice(loaded.diagnostics.length)];
  const all = diagnostics.filter((d) => d.severity === 'error');
  const tolerate = tolerated !== undefined && loaded.workflow !== undefined && all.length > 0 && all.every(isApprovalMessageFinding);
  if (tolerate) tolerated.push(...all);
  const errors = tolerate ? [] : all;
  // A path that leaves the workspace is refused under its own stop code, whatever else is wrong.
  const escape = errors.find((d) => d.code === 'PATH_OUTSIDE_WORKSPACE');
  const first = escape ?? errors[0];
  if (!loaded.workflow || first) {
    const d = first ?? diagnostics[0];
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more: run \`${validateCommandLine(commandName, file)}\`)` : '';
    const code = escape ? 'PATH_OUTSIDE_WORKSPACE' : 'WORKFLOW_CONTRACT_INVALID';
    // The finding's own code, unless it is the stop code itself (said once).
    const finding = d ? `${d.code === code ? '' : `${d.code} `}${d.message}` : '';
    // A finding about the file as a whole (one not read, too large, ...) has no position in it to point at.
    const whole = d !== undefined && (d.line === 0 || (!loaded.workflow && (d.code === 'WORKFLOW_FILE_UNREADABLE' || d.code === 'YAML_TOO_LARGE')));
    const at = d === undefined ? '' : whole ? `${d.file}:` : `${d.file}:${d.line}:${d.column}`;
    // A run paused at an approval before messages were checked is not stuck: say how it is finished
    // (only when approve / reject would tolerate the file: its errors are all in approval messages).
    const decidable = loaded.workflow !== undefined && errors.every(isApprovalMessageFinding);
    const hint = d !== undefined && decidable && isApprovalMessageFinding(d) ? `${d.hint ?? ''} ${PAUSED_APPROVAL_HINT}`.trim() : d?.hint;
    throw new StagegateError(code, d ? `${at} ${finding}${more}` : `workflow ${file} is invalid`, {
      ...(hint !== undefined ? { hint } : {}),
      location: d ? (whole ? { file: d.file } : { file: d.file, line: d.line, column: d.column }) : {},
    });
  }
  // Composite phases run as child_workflow steps (phases.ts). The gate schemas were compiled by
  // the validation just made (its session keeps them); the run checks each gate against its step's.
  const workflow = withPhaseSteps(loaded.workflow);
  const schemas = session.gateSchemas(loaded.workflow).compiled;
  return schemas.size > 0 ? { ...workflow, gateSchemas: schemas } : workflow;
}

/** What an approval-message refusal adds for a run already paused at that approval. */
export const PAUSED_APPROVAL_HINT = 'A run paused at this approval can still be decided as it is: stagegate approve (or reject) records the decision with this finding as a warning (the message the run shows was fixed when it paused); once the file is fixed, the run continues with --allow-workflow-change.';


/**
 * loadAndCheck, with the gate_schema engine and the format importers loaded first when the
 * workflow needs them: by `readers`, the invocation's (a run's and its children's), or its own.
 */
export function loadAndCheckAsync(workspace: Workspace, file: string, commandName?: string, readers: InvocationReaders = new InvocationReaders()): Promise<Workflow> {
  return readers.read((importers) => loadAndCheck(workspace, file, importers, undefined, undefined, commandName));
}
