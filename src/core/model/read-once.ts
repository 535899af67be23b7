// A workflow file read once for a command that looks at it several ways — the Action's `command:
// plan`: the plan (loaded and checked), the run's status (loaded) and the summary's graph — instead
// of a read (and parse) per look. The read is loadAndCheck's (loadWorkflow with `recover`); a look
// that loads without recovery takes `plainLoad` of it, which is what its own read would give.
import { loadWorkflow, type LoadResult } from './loader.js';
import type { Workspace } from '../workspace/workspace.js';
import type { FormatImporters } from '../formats/index.js';

/** The workflow file's one read: made at the first call, the same result after it (a throw is not kept: the next call reads again). */
export type WorkflowRead = () => LoadResult;

export function readOnce(workspace: Workspace, file: string, importers: FormatImporters): WorkflowRead {
  let read: LoadResult | undefined;
  return () => (read ??= loadWorkflow(workspace, file, { importers, recover: true }));
}

/**
 * The read as loadWorkflow without `recover` gives it: the same findings, and no model where the
 * schema refused the file (recovery built one from what was left, only for validation's rules).
 */
export function plainLoad(loaded: LoadResult): LoadResult {
  return loaded.dropped === undefined ? loaded : { diagnostics: loaded.diagnostics };
}
