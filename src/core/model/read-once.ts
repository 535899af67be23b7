// A workflow file read once for a command that looks at it several ways — the Action's `command:
// plan`: where the run lives (persist: artifact), the plan and the run's status (each loaded and
// checked, as run loads it: loadAndCheck) and the summary's graph — instead of a read (and parse) per look. The read is loadAndCheck's (loadWorkflow with `recover`); a look
// that loads without recovery takes `plainLoad` of it, which is what its own read would give.
import { loadWorkflow, type LoadResult } from './loader.js';
import type { Workspace } from '../workspace/workspace.js';
import type { WorkflowReaders } from './workflow-readers.js';

/**
 * The workflow file's one read: made at the first call, the same result after it. A throw is not
 * kept (the next call reads again): a file in another runner's format throws FormatImporterNeeded
 * until it is called with that format's importer (withWorkflowReaders). The first read that
 * succeeds had every importer it needed, so it stands for a later call with more of them.
 */
export type WorkflowRead = (importers: WorkflowReaders) => LoadResult;

export function readOnce(workspace: Workspace, file: string): WorkflowRead {
  let read: LoadResult | undefined;
  return (importers) => (read ??= loadWorkflow(workspace, file, { importers, recover: true }));
}

/**
 * The read as loadWorkflow without `recover` gives it: the same findings, and no model where the
 * schema refused the file (recovery built one from what was left, only for validation's rules).
 */
export function plainLoad(loaded: LoadResult): LoadResult {
  return loaded.dropped === undefined ? loaded : { diagnostics: loaded.diagnostics };
}
