// The files a runner writes for a run and for every run it is nested in (a foreach item's or a
// child workflow's parents): the state file, its journal, lock (with the lock's temp and takeover
// files) and fresh-start marker, LATEST_RUN.md, the run root's manifest and its logs/, effects/ and
// .superseded/ folders. A declared output that resolves to one of them — an input, a registry row
// or a gate value in its path (`out/{{name}}`, name=../runs/r1/workflow_state.journal.jsonl) —
// would hand the stage the run's own record to write over, and the runner would accept it as the
// stage's result: refused like a path out of the workspace, before the stage starts.
import { posix } from 'node:path';
import { journalPathFor } from '../state/journal.js';
import { MANIFEST_FILE } from '../state/manifest.js';
import { SUPERSEDED_DIR, freshMarkerPath } from '../state/fresh-marker.js';
import type { RunContext } from './context.js';
import type { Ancestor } from './host.js';

/** One run's own places, workspace-relative. */
export interface RunFiles {
  statePath: string;
  runRoot: string;
  /** LATEST_RUN.md, where the run writes one. */
  pointerPath?: string | undefined;
}

/** The run `ctx` locates, then the runs it is nested in. */
export function runFilesOf(ctx: Pick<RunContext, 'statePath' | 'runRoot' | 'pointerPath'>, ancestry: readonly Ancestor[] = []): RunFiles[] {
  return [{ statePath: ctx.statePath.rel, runRoot: ctx.runRoot.rel, pointerPath: ctx.pointerPath?.rel }, ...ancestry.map((a) => ({ statePath: a.statePath, runRoot: a.runRoot }))];
}

/** runFileAt for these runs: resolveOutput's check (bindings.ts loads none of the state modules). */
export function runFileOf(ctx: Pick<RunContext, 'statePath' | 'runRoot' | 'pointerPath'>, ancestry: readonly Ancestor[] = []): (rel: string) => string | undefined {
  const runs = runFilesOf(ctx, ancestry);
  return (rel) => runFileAt(rel, runs);
}

function within(rel: string, folder: string): boolean {
  return rel === folder || rel.startsWith(`${folder}/`);
}

/** What `rel` is among the runs' own files (`the journal runs/r1/workflow_state.journal.jsonl`), or undefined. */
export function runFileAt(rel: string, runs: readonly RunFiles[]): string | undefined {
  for (const run of runs) {
    const files: Array<[string, string | undefined]> = [
      ['state file', run.statePath],
      ['journal', journalPathFor(run.statePath)],
      ['fresh-start marker', freshMarkerPath(run.statePath)],
      ['manifest', posix.join(run.runRoot, MANIFEST_FILE)],
      ['pointer', run.pointerPath],
    ];
    for (const [what, path] of files) if (path !== undefined && rel === path) return `the run's ${what} ${path}`;
    const lock = `${run.statePath}.lock`;
    if (rel === lock || rel.startsWith(`${lock}.`)) return `the run's lock ${lock}`;
    for (const [folder, what] of [['logs', 'stage logs'], ['effects', 'side effect ledgers'], [SUPERSEDED_DIR, 'moved-aside results']] as const) {
      const path = posix.join(run.runRoot, folder);
      if (within(rel, path)) return `in ${path}/, the run's ${what}`;
    }
  }
  return undefined;
}
