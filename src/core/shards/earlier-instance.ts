// An item's (or shard's) folder holding what an earlier instance of the run left: a result
// (SHARD.json) or a run (its journal's `parent_instance`) made before a fresh start of the run id
// began the journal the run has now — kept from before, or put back by hand or from an artifact.
// It never ran for this run: `run --shard` refuses to continue or seal it (commands/shards.ts),
// and a resume that runs the items in-process refuses to take it as the item's run (foreach/run.ts);
// a merge that leaves it in the run root says to remove it first.
import { join } from 'node:path';
import { readJournal, journalPathFor, sameInstance, type JournalLine, type JournalOrigin } from '../state/journal.js';
import type { RunStarted } from '../state/events.js';
import { isRunInstance, readDescriptor } from './descriptor.js';
import type { ShardIntake } from '../run/host.js';

/**
 * What in `folderAbs` was made for another instance of run `runId` than `now`: 'result' (its
 * SHARD.json names one), 'run' (its journal records one), or undefined when everything it names is
 * `now`. A folder from before instances were recorded names none and is this run's, as it was then;
 * a malformed instance is no match.
 */
export function earlierInstanceIn(folderAbs: string, runId: string, now: JournalOrigin | undefined): 'result' | 'run' | undefined {
  const read = readDescriptor(folderAbs);
  const claimed: unknown[] = read.kind === 'ok' && read.descriptor.run_id === runId && read.descriptor.run_instance !== undefined ? [read.descriptor.run_instance] : [];
  const journal = readJournal(journalPathFor(join(folderAbs, 'workflow_state.yaml')));
  const recorded: unknown[] = journal.kind === 'ok' ? journal.lines.flatMap((l) => (l.event === 'run_started' && (l as JournalLine<RunStarted>).parent_instance !== undefined ? [(l as JournalLine<RunStarted>).parent_instance] : [])) : [];
  if ([...claimed, ...recorded].every((i) => now !== undefined && isRunInstance(i) && sameInstance(i, now))) return undefined;
  return claimed.length > 0 ? 'result' : 'run';
}

/**
 * The folders an earlier instance of the run left in the run root (kept, or put back, from before a
 * fresh start) for keys still pending: `run --shard` of such a key (and a resume running a foreach
 * item in-process) refuses while the folder is there, so what the merge says comes next starts
 * with removing them.
 */
export function leftoverFolders(report: ShardIntake['report']): string[] {
  return report.superseded.filter((s) => s.inPlace && report.pending.includes(s.key)).map((s) => s.folder);
}

/** Why leftover `folders` must go, in parentheses: what the merge's message and its fix both say. */
export function whyRemoveLeftovers(folders: readonly string[], runId: string): string {
  return `(made for run ${runId} before its fresh start, not this run's result: \`run --shard\` refuses ${folders.length === 1 ? 'its key' : 'their keys'} while ${folders.length === 1 ? 'it is' : 'they are'} there)`;
}

/** "first remove …, then " before what a merge with keys still pending says to do (empty when nothing is left over). */
export function removeLeftoversFirst(report: ShardIntake['report'], runId: string): string {
  const folders = leftoverFolders(report);
  if (folders.length === 0) return '';
  return `first remove ${folders.join(', ')} ${whyRemoveLeftovers(folders, runId)}, then `;
}
