// Run ids are identifiers, never paths: they name folders (runs/<run_id>/) and state files, so a
// run id that could climb out of its folder, nest folders or overflow a file name is refused
// before any file is touched. The same rule holds for every run id: given (--run-id, run_id=),
// read from a state file, or derived by stagegate for a child or foreach item run.
import { StagegateError } from '../run/errors.js';

/** One path component: a letter or digit first, then letters, digits, '.', '_' or '-'; at most 128. */
export const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Why `id` is not a run id, or undefined when it is one. */
export function runIdProblem(id: string): string | undefined {
  if (id.length === 0) return 'it is empty';
  if (id.length > 128) return `it is ${id.length} characters long (at most 128)`;
  if (id.includes('..')) return "it contains '..'";
  if (!RUN_ID_PATTERN.test(id)) return /[\\/]/.test(id) ? 'it contains a path separator' : 'it must start with a letter or digit and hold only letters, digits, ., _ and -';
  return undefined;
}

/** Throw WORKFLOW_INPUT_INVALID unless `id` is a valid run id. `source` says where it came from. */
export function checkRunId(id: string, source: string): void {
  const problem = runIdProblem(id);
  if (problem === undefined) return;
  const shown = id.length > 60 ? `${JSON.stringify(id.slice(0, 60))}…` : JSON.stringify(id);
  throw new StagegateError('WORKFLOW_INPUT_INVALID', `${source} ${shown} is not a run id: ${problem}. Nothing was read or written`, {
    hint: 'A run id is one identifier, not a path: [A-Za-z0-9][A-Za-z0-9._-]{0,127} without "..", e.g. --run-id 20260904-audit.',
  });
}
