// `history`: a run's journal, event by event — what happened, in order, as the run's durable
// truth records it. Read-only; replays the journal like a resume does, so a journal a resume
// would refuse is reported with the same stop code.
import { describeAgents, shownAgentArgs, type RecordedAgents } from '../agents/recorded.js';
import { otherRunsHint, runIdNeededHint } from './runs.js';
import { maskedJson, maskValues, secretValuesOf, shownInputs, shownPath } from '../run/secret-names.js';
import { describeSourceChange } from '../run/source-drift.js';
import { describeRewind } from '../run/rewind.js';
import { isStagegateError, StagegateError } from '../run/errors.js';
import { exitStatusFor, recordedExitStatus } from '../run/stop-codes.js';
import { runnerEnded } from '../run/runner-ended.js';
import { RunLock } from '../state/lock.js';
import { runCommandLine } from '../run/command-line.js';
import { Workspace } from '../workspace/workspace.js';
import { loadAndCheck } from '../model/load-and-check.js';
import type { WorkflowReaders } from '../model/workflow-readers.js';
import { resolveRunContext, withRunsNamed } from '../run/context.js';
import { stateLocatingInputs } from '../model/run-scope.js';
import { loadedEvents, refusedCode, reloadRun } from '../state/store.js';
import { journalPathFor, type JournalLine } from '../state/journal.js';
import { checkRunIdentity } from '../state/integrity.js';
import type { JournalEvent } from '../state/events.js';
import type { Invocation } from '../model/invocation.js';
import type { Workflow } from '../model/workflow.js';
import { requiresSkipInWords } from '../steps/decision/transition.js';
import type { ReportHead } from '../run/host.js';

/** One event as `history` shows it: the fields every event has a place for, and the event itself. */
export interface HistoryRow {
  seq: number;
  at: string;
  event: string;
  step: string | null;
  visit: number | null;
  attempt: number | null;
  /** The gate status, decision, child outcome or stop code the event records. */
  status: string | null;
  /** Where the event led (a step, or null when the run ended or it does not move the run). */
  to: string | null;
  /** One line for a person. */
  detail: string;
  data: JournalLine<JournalEvent>;
}

export interface HistoryReport extends ReportHead {
  journalPath: string | null;
  events: HistoryRow[];
}

/**
 * What an invocation did, which its recorded `mode` (the one asked for, default resume) does not
 * say alone: the event that begins a journal started the run (new, or fresh in place of an earlier
 * one), every later one resumed it. Read from the journal as written, so journals already written
 * read right too.
 */
function startedAs(e: JournalLine<Extract<JournalEvent, { event: 'run_started' }>>): string {
  if (e.seq > 1) return e.mode;
  const of = e.fresh_execution_of;
  if (!of) return e.mode === 'fresh' ? 'new run (mode fresh: no earlier run to replace)' : 'new run';
  const what = [of.status ? `it had stopped ${of.status}` : '', of.superseded_to ? `its files moved to ${of.superseded_to}` : ''].filter(Boolean).join('; ');
  return `fresh, in place of run ${of.run_id}${what ? ` (${what})` : ''}`;
}

/**
 * The rows of a journal's events. An approval_decided event does not name its step (it decides the
 * approval the run is paused at): its row names the step of the latest approval_reached, where the
 * run paused, the step the decision is recorded for (reduce.ts recordDecision).
 */
function rowsOf(events: ReadonlyArray<JournalLine<JournalEvent>>, workflow: Workflow): HistoryRow[] {
  let paused: string | null = null;
  // The secret-looking input values of every invocation: a path made of one (an output
  // `runs/{{api_token}}/a.md`) shows them as ***, as run's and status's outputs: do (shownPath).
  const secrets = [...new Set(events.flatMap((e) => (e.event === 'run_started' ? secretValuesOf(e.inputs) : [])))];
  const shown = (path: string): string => (secrets.length === 0 ? path : maskValues(path, secrets));
  return events.map((e) => {
    const row = rowOf(e, shown);
    // --json's data: every path the event names (the run root, a log, an output) with those values as *** too.
    if (secrets.length > 0) row.data = maskedJson(row.data, secrets);
    // A check of the files a step requires that skipped it says the skip (an aiox <id>_requires).
    const check = e.event === 'decision_taken' ? workflow.steps.get(e.step) : undefined;
    if (e.event === 'decision_taken' && check !== undefined) row.detail = requiresSkipInWords(check, e.outcome.record) ?? row.detail;
    if (e.event === 'approval_reached') paused = e.step;
    else if (e.event === 'approval_decided') row.step = paused;
    return row;
  });
}

/** `, agent claude (flags)`: the agent choice an invocation recorded (agents/recorded.ts). */
function agentsInWords(agents: RecordedAgents | undefined): string {
  if (agents === undefined) return '';
  const shown = describeAgents({ agent: agents.agent, agentCommand: agents.agent_command, agentArgs: agents.agent_args, freshSessions: agents.fresh_sessions === true });
  return shown === '' ? '' : `, agent ${shown} (${agents.from === 'run' ? "the run's record" : 'flags'})`;
}

function rowOf(e: JournalLine<JournalEvent>, shown: (path: string) => string): HistoryRow {
  const row: HistoryRow = { seq: e.seq, at: e.at, event: e.event, step: null, visit: null, attempt: null, status: null, to: null, detail: '', data: e };
  if ('step' in e && typeof e.step === 'string') row.step = e.step;
  if ('visit' in e && typeof e.visit === 'number') row.visit = e.visit;
  if ('attempt' in e && typeof e.attempt === 'number') row.attempt = e.attempt;
  if ('to' in e) row.to = e.to ?? null;
  switch (e.event) {
    case 'run_started':
      row.detail = `${startedAs(e)}${e.stop_after_step ? `, stop after ${e.stop_after_step}` : ''}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}${e.stagegate_version ? `, stagegate ${e.stagegate_version}` : ''}${agentsInWords(e.agents)}`;
      // Neither an --agent-arg nor an input that looks secret is printed, here either (--json's
      // data): as the summary, next: commands and logs show them (run/secret-names.ts shownInputs).
      row.data = { ...e, inputs: shownInputs(e.inputs), ...(e.agents?.agent_args !== undefined ? { agents: { ...e.agents, agent_args: shownAgentArgs(e.agents.agent_args) } } : {}) };
      break;
    case 'run_stopped':
    case 'stopped':
      row.status = e.code;
      row.detail = e.event === 'stopped' ? e.message : [e.signal !== undefined ? `by ${e.signal}` : '', e.stop_after_step !== undefined ? `stop after ${e.stop_after_step} not reached` : ''].filter((w) => w !== '').join(', ');
      break;
    case 'runner_lost':
      row.status = 'abandoned';
      row.detail = `the runner before this one died with this attempt in flight${e.branches !== undefined ? ` (branches ${e.branches.join(', ')} running)` : ''}: it runs again as its next attempt; ${e.killed === null ? 'leftover processes not looked for (none can be found by token here)' : `${e.killed} leftover process${e.killed === 1 ? '' : 'es'} killed`}`;
      break;
    case 'attempt_failed':
      row.status = e.code;
      row.detail = e.message;
      break;
    case 'gate_accepted':
      row.status = e.gate.status;
      row.detail = `${shown(e.artifact.path)} (sha256 ${e.artifact.sha256.slice(0, 12)}…)${e.stop ? ` — ${e.stop}` : ''}`;
      row.data = { ...e, artifact: { ...e.artifact, path: shown(e.artifact.path) }, gate: typeof e.gate.artifact === 'string' ? { ...e.gate, artifact: shown(e.gate.artifact) } : e.gate, log: e.log === null ? null : shown(e.log) };
      break;
    case 'question_asked':
      row.status = e.status;
      row.detail = `asks: ${e.question}`;
      break;
    case 'question_answered':
      row.status = 'answered';
      row.detail = `by ${e.by}: ${e.answer}`;
      break;
    case 'exit_accepted':
      row.status = 'exit 0';
      row.detail = e.stop ?? '';
      break;
    case 'failure_routed':
      row.status = e.code;
      row.detail = `on_failure${e.stop ? ` — ${e.stop}` : ''}`;
      break;
    case 'decision_taken':
      row.visit = e.outcome.record.visit;
      row.status = e.outcome.record.chosen === 'else' ? 'else' : `if ${e.outcome.record.branches[e.outcome.record.chosen]?.expression ?? ''}`;
      row.to = e.outcome.to;
      // The target it chose; where it led instead when the run ended there (the loop limit; recorded since 2026-12-06).
      if (e.stop) row.detail = e.stop;
      break;
    case 'approval_reached':
      row.status = e.stop ?? 'followed';
      break;
    case 'step_skipped':
      if (e.by !== undefined) row.detail = `by ${e.by}`;
      break;
    case 'approval_decided':
      row.status = e.decision;
      row.detail = `by ${e.by}${e.source_commit ? ` at ${e.source_commit.slice(0, 12)}` : ''}${e.note ? `: ${e.note}` : ''}`;
      break;
    case 'source_changed':
      row.status = `on_source_change: ${e.change.policy}`;
      row.detail = describeSourceChange(e.change);
      break;
    case 'rewound':
      row.status = '--rerun-from';
      row.detail = `${describeRewind({ step: e.step, taken_back: e.taken_back, ...(e.items !== undefined ? { items: e.items } : {}), ...(e.branches !== undefined ? { branches: e.branches } : {}) }, e.after_failure)}${e.stop ? ` — ${e.stop}` : ''}`;
      break;
    case 'child_routed':
    case 'phase_stopped':
      row.status = e.child_status;
      break;
    case 'child_failed':
    case 'foreach_ended':
      row.status = e.code;
      row.detail = e.message;
      break;
    case 'item_started':
      row.detail = `item ${e.item}`;
      break;
    case 'item_finished':
      row.status = e.outcome;
      row.detail = `item ${e.item}: ${e.end.kind}`;
      break;
    case 'branch_artifact':
      // A parallel branch's accepted output (its key: <step>.<branch>), as gate_accepted says a step's.
      row.status = e.artifact.gate_status ?? null;
      row.detail = `${e.key}: ${shown(e.artifact.path)} (sha256 ${e.artifact.sha256.slice(0, 12)}…)`;
      row.data = { ...e, artifact: { ...e.artifact, path: shown(e.artifact.path) } };
      break;
    case 'branch_updated':
      row.detail = `branch ${e.branch}${e.patch.status ? `: ${e.patch.status}` : ''}`;
      row.status = e.patch.gate_status ?? e.patch.code ?? null;
      row.attempt = e.patch.attempt ?? null;
      break;
    case 'child_paused':
    case 'parallel_paused':
      row.status = 'PARTIAL_RESUMABLE';
      row.detail = e.message;
      break;
    case 'join_decided':
      row.status = e.outcome;
      row.detail = e.summary;
      break;
    case 'agent_attempt':
      row.step = e.record_on;
      row.visit = e.record.visit;
      row.attempt = e.record.attempt;
      row.status = e.record.outcome;
      row.detail = [
        `${e.record.agent} (${e.record.delegation})${e.record.session !== undefined ? `, session ${e.record.session}` : ''}`,
        ...(e.record.refused !== undefined ? [`never got to work: ${e.record.refused}`] : []),
        ...(e.record.usage_partial === true ? [`spend a lower bound: it ended before its CLI reported usage (${e.record.usage === null ? 'usage unknown: none printed' : e.record.usage.cost_usd != null ? 'cost a lower bound' : 'cost unknown'})`] : []),
      ].join('; ');
      break;
    case 'source_advanced':
      row.status = 'HEAD moved';
      row.detail = `${e.from_commit ? e.from_commit.slice(0, 12) : '(no commit)'} -> ${e.to_commit.slice(0, 12)}: a commit the run's own stage made (what was made before it stays current)`;
      break;
    case 'effect_done':
      row.detail = `once ${e.key}${e.branch !== undefined ? ` (branch ${e.branch})` : ''}: done at ${e.done_at}, stdout ${e.stdout_bytes} byte${e.stdout_bytes === 1 ? '' : 's'} (sha256 ${e.stdout_sha256.slice(0, 12)}…)`;
      break;
    default:
      break;
  }
  return row;
}

export function getHistory(workspaceRoot: string, workflowFile: string, invocation: Invocation, importers: WorkflowReaders, commandName = 'stagegate'): HistoryReport {
  const base: HistoryReport = { status: 'NOT_STARTED', exitCode: 0, message: '', workflow: null, runId: null, journalPath: null, events: [] };
  try {
    const workspace = new Workspace(workspaceRoot);
    const workflow = loadAndCheck(workspace, workflowFile, importers, undefined, undefined, commandName);
    // No run id where the state path names the run: the fix names the workflow's runs, as status's and plan's do.
    const ctx = withRunsNamed(
      () => resolveRunContext(workflow, workspace, { ...invocation, mode: 'resume' }, new Date(), { readOnly: true, naming: { commandName, inputsInHints: true } }),
      () => runIdNeededHint(workspace, workflow, commandName, 'history', stateLocatingInputs(workflow, new Map(Object.entries(invocation.tokens)))),
    );
    // A state path made of a secret-looking input (`runs/{{api_token}}/…`): the journal's path shows it as ***.
    const report: HistoryReport = { ...base, workflow: workflow.name, runId: ctx.runId, journalPath: shownPath(journalPathFor(ctx.statePath.rel), Object.fromEntries(ctx.bindings)) };
    // The context's replay, re-read only when the journal changed since (reloadRun).
    const load = reloadRun(ctx.existing, { state: ctx.statePath.abs, manifest: ctx.manifestPath.abs }, workflow, ctx.statePath.rel, { naming: ctx.naming });
    if (load.kind === 'absent') {
      // A mistyped run id reads as a run not started: name the workflow's runs there are (as status does).
      const hint = ctx.runIdGenerated ? undefined : otherRunsHint(workspace, ctx, true, commandName, 'history');
      return { ...report, message: `no journal at ${report.journalPath}: the run has not started`, ...(hint ? { hint } : {}) };
    }
    if (load.kind === 'corrupt') {
      // history shows the journal: when it verifies (only a projection beside it was refused), its
      // events are shown with the violation, which keeps its stop code and exit status.
      if (load.journal) {
        const events = loadedEvents(load.journal);
        return { ...report, status: 'WORKFLOW_STATE_INTEGRITY_VIOLATION', exitCode: exitStatusFor('WORKFLOW_STATE_INTEGRITY_VIOLATION'), message: `${load.reason}; the journal's own chain and replay verify: its ${events.length} events follow`, hint: load.hint, events: rowsOf(events, workflow) };
      }
      // A run a newer stagegate wrote (RUN_WRITTEN_BY_NEWER_STAGEGATE): its events are that build's to show.
      throw new StagegateError(refusedCode(load), load.reason, { hint: load.hint, location: { file: load.file, ...(load.line !== undefined ? { line: load.line } : {}) } });
    }
    try {
      checkRunIdentity(load.state, workflow, ctx.statePath.rel, { allowWorkflowChange: true, naming: ctx.naming, runId: ctx.runId });
    } catch (error) {
      // Another workflow's run (or run id's) at this state path: its events are not this run's to show.
      if (!isStagegateError(error)) throw error;
      return { ...report, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
    }
    const recorded = load.state.in_flight !== null ? 'IN_PROGRESS' : load.state.status;
    // IN_PROGRESS with its last invocation's own end recorded (STATE_WRITE_FAILED): that stop and
    // its exit status, as `run` exited and `status` reports. Not while a runner holds the lock, as
    // status: one resuming it (until its invocation is recorded), or another machine's, which
    // cannot be told from here; the run is then IN_PROGRESS, not "no runner holds the run".
    const ended = recorded === 'IN_PROGRESS' && !RunLock.isHeld(ctx.lockPath) ? runnerEnded(load.state) : null;
    const status = ended ?? recorded;
    const events = loadedEvents(load.journal);
    const stopped = ended === null ? '' : `; the run's last runner stopped ${ended}${ended === 'STATE_WRITE_FAILED' ? ": the run's state could not be written" : ''}, and no runner holds the run`;
    const resume = ended === null ? {} : { hint: `Resume it: ${runCommandLine(commandName, workflow.file, ctx.runId, ctx.naming?.locating ?? [])}` };
    return { ...report, status, exitCode: recordedExitStatus(status, load.state.invocations.at(-1)), message: `${events.length} events${stopped}`, ...resume, events: rowsOf(events, workflow) };
  } catch (error) {
    if (!isStagegateError(error)) throw error;
    return { ...base, status: error.code, exitCode: exitStatusFor(error.code), message: error.message, ...(error.hint !== undefined ? { hint: error.hint } : {}) };
  }
}
