// What a run went through, as people read it back: its transitions (the history) and its
// decisions, gathered while the journal is replayed (or while the run applies its events). The
// state keeps only the last transition and a count: the log grows with the run, the state does not.
import type { DecisionRecord, HistoryEntry, RunState } from './state.js';
import type { JournalEvent } from './events.js';

export interface RunLog {
  /** Absent when only the decisions were gathered (LogKept 'decisions': the CLI's status prints no transition). */
  history?: HistoryEntry[];
  /** Every decision taken, in order; with LogKept `{ latestDecisions: n }` the latest n only. */
  decisions: DecisionRecord[];
  /**
   * With `{ latestDecisions: n }`: the n kept, how many decisions were taken in all, and each
   * decision step's latest decision, in the order of those (what stepsNotRun reads of them all).
   */
  bounded?: { keep: number; taken: number; latestByStep: Map<string, DecisionRecord> };
}

/**
 * What a replay gathers of the log: `true` both, `'decisions'` the decisions alone,
 * `{ latestDecisions: n }` the latest n decisions with a count (text `status` shows the latest 20),
 * `false` nothing. Each entry gathered stays alive for the whole command: a 10,000-event run's
 * history entries and decision records were most of what its heap held, and the garbage
 * collector copied and marked them.
 */
export type LogKept = boolean | 'decisions' | { latestDecisions: number };

export function emptyLog(kept: Exclude<LogKept, false> = true): RunLog {
  if (kept === true) return { history: [], decisions: [] };
  return kept === 'decisions' ? { decisions: [] } : { decisions: [], bounded: { keep: kept.latestDecisions, taken: 0, latestByStep: new Map() } };
}

/** Add what one applied event made: its transitions, and the decision it took. */
export function logEvent(log: RunLog, event: JournalEvent, after: RunState): void {
  if (log.history) for (const entry of after.recent) log.history.push(entry);
  if (event.event !== 'decision_taken') return;
  const decision = decisionAt(event.outcome.record, event.at);
  log.decisions.push(decision);
  const bounded = log.bounded;
  if (bounded === undefined) return;
  bounded.taken += 1;
  bounded.latestByStep.delete(decision.step);
  bounded.latestByStep.set(decision.step, decision);
  if (log.decisions.length > bounded.keep) log.decisions.shift();
}

/** How many decisions the run took (more than `decisions` holds when bounded). */
export function decisionsTaken(log: RunLog): number {
  return log.bounded?.taken ?? log.decisions.length;
}

/**
 * The decisions stepsNotRun needs to read: each decision step's latest, in the order of those
 * (stepsNotRun counts only each check's latest decision), or every decision when all are kept.
 */
export function latestDecisions(log: RunLog): readonly DecisionRecord[] {
  return log.bounded ? [...log.bounded.latestByStep.values()] : log.decisions;
}

/**
 * A decision as the log keeps it: the journal's record with the time of its event. One literal of
 * the record's fields in their written order (a spread into a literal with one more key took V8's
 * slow path per decision: ~11,000 instructions each on Node 20); a unit test keeps its keys the
 * schema's (DecisionRecord).
 */
export function decisionAt(record: Omit<DecisionRecord, 'at'>, at: string): DecisionRecord {
  return { step: record.step, visit: record.visit, branches: record.branches, chosen: record.chosen, to: record.to, at };
}
