// What a run went through, as people read it back: its transitions (the history) and its
// decisions, gathered while the journal is replayed (or while the run applies its events). The
// state keeps only the last transition and a count: the log grows with the run, the state does not.
import type { DecisionRecord, HistoryEntry, RunState } from './state.js';
import type { JournalEvent } from './events.js';

export interface RunLog {
  history: HistoryEntry[];
  decisions: DecisionRecord[];
}

export function emptyLog(): RunLog {
  return { history: [], decisions: [] };
}

/** Add what one applied event made: its transitions, and the decision it took. */
export function logEvent(log: RunLog, event: JournalEvent, after: RunState): void {
  for (const entry of after.recent) log.history.push(entry);
  if (event.event === 'decision_taken') log.decisions.push({ ...event.outcome.record, at: event.at });
}
