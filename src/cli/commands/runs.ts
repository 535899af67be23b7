// `stagegate list` and `stagegate clean`: the workspace's runs (core/commands/runs.ts), as text or JSON.
import { CHECK_FAILED, findCleanable, listRuns, removeCleanable, workflowRefusal, type Cleanable, type NotAFile, type RunEntry } from '../../core/commands/runs.js';
import type { WorkflowReaders } from '../../core/model/workflow-readers.js';
import type { Workspace } from '../../core/workspace/workspace.js';
import type { Style } from '../style.js';
import { printable } from '../../core/run/printable.js';
import { maskValues } from '../../core/run/secret-names.js';

function runJson(r: RunEntry): Record<string, unknown> {
  return {
    run_id: r.runId,
    workflow: r.workflow,
    workflow_file: r.workflowFile,
    status: r.status,
    active_step: r.activeStep,
    updated_at: r.updatedAt,
    // A secret-looking input the state path is made of, as ***: list is given no inputs to mask.
    state_path: r.shownStatePath ?? r.statePath,
    locked: r.locked,
    nested_runs: r.nested.length,
    // The workflow file it records is not in this workspace (status and a resume need it).
    workflow_missing: r.workflowMissing,
    // Something stands at the workflow file's path, but not a regular file: what it is.
    ...(r.workflowNotAFile !== undefined ? { workflow_not_a_file: r.workflowNotAFile } : {}),
    // What the state file says: list does not replay journals (it reads every run in the workspace).
    verified: false,
    ...(r.problem !== undefined ? { problem: r.problem } : {}),
    // The state file is missing, its journal there: listed from the journal.
    ...(r.stateMissing === true ? { state_missing: true } : {}),
    // Its workflow file is one run refuses: `status` is run's stop code, `workflow_refused` its message
    // (a check that failed with an internal error: `status` INTERNAL_ERROR, the error's message).
    ...(r.workflowRefused !== undefined ? { workflow_refused: r.workflowRefused.message, recorded_status: r.recordedStatus } : {}),
  };
}

/** What stands at a workflow file's path instead of a file, in words. */
const NOT_A_FILE: Record<NotAFile, string> = { directory: 'a directory', fifo: 'a FIFO', device: 'a device', socket: 'a socket' };

function statusColour(status: string, style: Style): (s: string) => string {
  if (status === 'WORKFLOW_COMPLETE') return style.green;
  if (status === 'PARTIAL_RESUMABLE' || status === 'IN_PROGRESS') return style.yellow;
  return style.red;
}

/** `importers`: for workflow files in another runner's format (each run's workflow is checked as run loads it). */
export function listCommand(workspace: Workspace, json: boolean, style: Style, importers: WorkflowReaders): string {
  const runs = listRuns(workspace, (file) => workflowRefusal(workspace, file, importers));
  if (json) return JSON.stringify({ runs: runs.map(runJson) });
  if (runs.length === 0) return `no runs in ${workspace.root} (a run's state file appears once \`stagegate run\` starts it)`;
  // A cell may quote workflow text (a refusal's message: a value the workflow gives) or a file name: no terminal escapes.
  const rows = runs.map((r) => [r.runId, r.workflow, r.status, r.activeStep ?? '-', r.updatedAt.replace(/\.\d+Z$/, 'Z'), `${r.shownStatePath ?? r.statePath}${r.locked ? ' (locked: running)' : ''}${r.nested.length > 0 ? ` (+${r.nested.length} nested)` : ''}${r.workflowMissing ? ` (workflow file ${r.workflowFile} ${r.workflowNotAFile !== undefined ? `is ${NOT_A_FILE[r.workflowNotAFile]}, not a regular file` : 'not in this workspace'})` : ''}${r.problem !== undefined ? ` (does not verify: ${r.problem})` : ''}${r.stateMissing === true ? ' (missing: listed from its journal; the next `stagegate run` of it writes it again)' : ''}${r.workflowRefused !== undefined ? ` (${r.workflowRefused.code === CHECK_FAILED ? 'workflow not checked' : 'workflow refused, as run refuses it'}: ${r.workflowRefused.message}; the state records ${r.recordedStatus})` : ''}`].map(printable));
  const head = ['RUN', 'WORKFLOW', 'STATUS', 'ACTIVE', 'UPDATED', 'STATE'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[], colour?: (s: string) => string) =>
    cells
      .map((c, i) => {
        const padded = i === cells.length - 1 ? c : c.padEnd(widths[i]!);
        return i === 2 && colour ? colour(padded) : padded;
      })
      .join('  ');
  return [
    style.bold(line(head)),
    ...rows.map((r, i) => line(r, statusColour(runs[i]!.status, style))),
    style.dim('(as each run\'s state file records it, not verified against its journal: `stagegate status <workflow> --run-id ID` verifies one)'),
  ].join('\n');
}

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

export function cleanCommand(workspace: Workspace, o: { olderThanMs: number | undefined; yes: boolean; json: boolean }, now: Date, style: Style): string {
  const found = findCleanable(workspace, now, o.olderThanMs);
  const removable = found.filter((i) => i.kept === undefined);
  // A folder as printed: the secret-looking inputs of the runs it holds as *** (a state path made of one: runs/***/r1), as list shows their state paths.
  const shown = (i: Cleanable, text: string): string => (i.secrets === undefined ? text : maskValues(text, i.secrets));
  const removed = (o.yes ? removeCleanable(workspace, removable) : []).map((path) => {
    const item = removable.find((i) => i.path === path);
    return item === undefined ? path : shown(item, path);
  });
  const items = found.map((i) => ({ ...i, path: shown(i, i.path), ...(i.kept !== undefined ? { kept: shown(i, i.kept) } : {}) }));
  const describe = (i: Cleanable) => (i.kind === 'superseded' ? 'earlier results a fresh run moved aside' : `run ${i.run!.runId} of ${i.run!.workflow}, ${i.run!.status}, updated ${i.run!.updatedAt}`);
  if (o.json) {
    return JSON.stringify({
      dry_run: !o.yes,
      removed,
      items: items.map((i) => ({ kind: i.kind, path: i.path, bytes: i.bytes, files: i.files, ...(i.run ? { run_id: i.run.runId, workflow: i.run.workflow, status: i.run.status, updated_at: i.run.updatedAt } : {}), ...(i.kept ? { kept: i.kept } : {}) })),
    });
  }
  if (items.length === 0) return `nothing to clean in ${workspace.root}${o.olderThanMs === undefined ? ' (no .superseded folders; --older-than AGE also finds old finished runs)' : ''}`;
  const lines: string[] = [];
  for (const i of items) {
    const verb = i.kept !== undefined ? style.yellow('keep') : o.yes ? style.green('removed') : 'would remove';
    lines.push(`${verb}  ${i.path}  ${style.dim(`${describe(i)}; ${i.files} file${i.files === 1 ? '' : 's'}, ${size(i.bytes)}${i.kept ? `; kept: ${i.kept}` : ''}`)}`);
  }
  const total = removable.reduce((n, i) => n + i.bytes, 0);
  lines.push(o.yes ? `removed ${removed.length} folder${removed.length === 1 ? '' : 's'} (${size(total)})` : `dry run: nothing removed; run again with --yes to remove ${removable.length} folder${removable.length === 1 ? '' : 's'} (${size(total)})`);
  return lines.join('\n');
}
