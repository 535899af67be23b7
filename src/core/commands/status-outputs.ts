// The outputs `status` lists: every accepted output that stands (as the run's summary lists them,
// with a later attempt's overwrite said), then what a failed attempt left — its step's declared
// output when the file is there, and its log — marked not accepted. After a failure a person
// looks for what the stage wrote; listing only verdicts hid it (the step's record keeps no output
// until one is accepted).
import { existsSync } from 'node:fs';
import type { Workspace } from '../workspace/workspace.js';
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import { standingArtifacts } from '../state/taken-back.js';
import { replacedOutputs } from '../run/replaced-outputs.js';
import { resolveOutput, stepBindings } from '../run/bindings.js';
import { shownPath } from '../run/secret-names.js';

/** An accepted output that stands: its step's verdict, and whether an attempt not accepted wrote the file since. */
export interface AcceptedOutput {
  step: string;
  path: string;
  gate_status: string;
  visit: number;
  replaced: boolean;
}

/** A file a failed attempt left: its step's declared output (`output`), or its log (`log`). Never accepted. */
export interface LeftOutput {
  step: string;
  visit: number;
  attempt: number;
  kind: 'output' | 'log';
  path: string;
}

export interface StatusOutputs {
  accepted: AcceptedOutput[];
  notAccepted: LeftOutput[];
}

export function statusOutputs(workspace: Workspace, workflow: Workflow, state: RunState, bindings: ReadonlyMap<string, string>): StatusOutputs {
  const standing = Object.values(standingArtifacts(state));
  const replaced = new Set(replacedOutputs(workspace, state));
  const accepted = standing.map((a) => ({ step: a.step, path: a.path, gate_status: a.gate_status, visit: a.visit, replaced: replaced.has(a.path) }));
  const acceptedPaths = new Set(standing.map((a) => a.path));
  const notAccepted: LeftOutput[] = [];
  for (const [id, record] of Object.entries(state.steps)) {
    if (record.status !== 'failed') continue;
    const at = { step: id, visit: record.visits, attempt: record.visit_attempts ?? record.attempts };
    const step = workflow.steps.get(id);
    let output: string | undefined;
    try {
      output = step === undefined ? undefined : resolveOutput(step, stepBindings(bindings, step, state), workspace)?.rel;
    } catch {
      output = undefined; // a path the run could not name either: nothing the attempt wrote there
    }
    // An accepted output at the same path is listed above (replaced, when the attempt wrote it).
    if (output !== undefined && !acceptedPaths.has(output) && present(workspace, output)) notAccepted.push({ ...at, kind: 'output', path: output });
    const log = record.log ?? undefined;
    if (log !== undefined && present(workspace, log)) notAccepted.push({ ...at, kind: 'log', path: log });
  }
  // Printed paths: a secret input a path is made of as *** (the files are found at the paths above).
  const shown = <T extends { path: string }>(o: T): T => ({ ...o, path: shownPath(o.path, state.inputs) });
  return { accepted: accepted.map(shown), notAccepted: notAccepted.map(shown) };
}

/** The workspace-relative file is there (inside the workspace). */
function present(workspace: Workspace, rel: string): boolean {
  const path = workspace.tryResolve(rel);
  return path !== undefined && existsSync(path.abs);
}
