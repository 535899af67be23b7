// Attempt logs in a run's logs folder that its journal does not record: the sign of an older copy
// of the run restored over a newer one (a CI cache extracted over the run root leaves the newer
// run's logs and outputs in place). A resume of it would run again what the newer run ran, and
// its next attempt would take the name of a log that already holds another execution.
import { readdirSync, type Dirent } from 'node:fs';
import { join } from 'node:path';
import { StagegateError } from './errors.js';
import { journalPathFor } from '../state/journal.js';
import type { RunState } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { WorkspacePath } from '../workspace/workspace.js';

/** `<step>.v<visit>.a<attempt>.log`: a step's attempt log (a step id may hold dots). */
const ATTEMPT_LOG = /^(.+)\.v([1-9][0-9]*)\.a([1-9][0-9]*)\.log$/;

/** The regular files of the run's logs folder, sorted (none when it cannot be listed). */
function logNames(runRoot: WorkspacePath): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(runRoot.abs, 'logs'), { withFileTypes: true });
  } catch {
    return [];
  }
  // Only regular files: a runner never makes anything else there (a link or a folder a stage
  // planted at a log's path is refused when an attempt would open it: RUN_FILE_UNSAFE).
  return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
}

/** The first of `names` that is an attempt log of one of the workflow's steps that `state` does not account for. */
function firstUnrecorded(names: readonly string[], state: RunState, workflow: Workflow): string | undefined {
  for (const name of names) {
    const m = ATTEMPT_LOG.exec(name);
    if (m === null || !workflow.steps.has(m[1]!)) continue;
    const visit = Number(m[2]);
    const attempt = Number(m[3]);
    const record = state.steps[m[1]!];
    const recorded =
      record !== undefined &&
      (visit < record.visits ? attempt <= record.attempts : visit === record.visits && attempt <= (record.visit_attempts ?? record.attempts));
    if (!recorded) return name;
  }
  return undefined;
}

/**
 * The first attempt log of one of the workflow's steps that the run's state does not account for:
 * a visit past the step's, or an attempt past those its journal recorded on that visit (on an
 * earlier visit: past every attempt it recorded). One listing of the logs folder; a log whose name
 * is no step's (a parallel branch's, a file of the user's), and anything but a regular file, is not judged.
 *
 * `reread` (a reader without the run's lock: status, plan): the run as its journal says now. A live
 * runner records an attempt before it creates its log, so a log listed after `state` was read may
 * be of an attempt `state` is too old to hold; judged again against a journal read after the
 * listing, such a log is recorded (a run whose journal is gone by then is not judged).
 */
export function unrecordedLog(state: RunState, workflow: Workflow, runRoot: WorkspacePath, reread?: () => RunState | undefined): string | undefined {
  const names = logNames(runRoot);
  let name = firstUnrecorded(names, state, workflow);
  if (name !== undefined && reread !== undefined) {
    const now = reread();
    name = now === undefined ? undefined : firstUnrecorded(names, now, workflow);
  }
  return name === undefined ? undefined : `${runRoot.rel === '.' ? '' : `${runRoot.rel}/`}logs/${name}`;
}

/**
 * Refuses a resume (run, status, plan alike) of a run whose logs folder holds an attempt log its
 * journal does not record (unrecordedLog): WORKFLOW_STATE_INTEGRITY_VIOLATION, naming the file.
 * `reread`: given by a reader that holds no lock (unrecordedLog).
 */
export function checkLogsRecorded(state: RunState, workflow: Workflow, runRoot: WorkspacePath, statePath: string, resumeCommand: string, reread?: () => RunState | undefined): void {
  const log = unrecordedLog(state, workflow, runRoot, reread);
  if (log === undefined) return;
  throw new StagegateError(
    'WORKFLOW_STATE_INTEGRITY_VIOLATION',
    `run ${state.run_id}'s folder holds ${log}, an attempt its journal ${journalPathFor(statePath)} does not record: the journal is older than the run's files (an older copy of the run restored over a newer one?); resuming would run again what the newer run ran; nothing was changed`,
    {
      hint: `Restore the newest copy of the run's folder ${runRoot.rel} (its state file, journal and manifest with its logs and outputs), then resume; or start over with \`${resumeCommand} --mode fresh\` (the run's files are moved aside, not deleted).`,
      location: { file: log },
    },
  );
}
