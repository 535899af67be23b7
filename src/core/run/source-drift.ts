// A verdict belongs to the source it judged (4.0 Run Isolation and Provenance: an artifact is
// current only when its run id, agent package version and source commit are the active ones).
// Every accepted verdict is stamped with the source commit and agent package version of the
// invocation that accepted it (run/reduce.ts); a resume at another source compares them here and
// follows execution.on_source_change (--on-source-change): refuse, rerun or keep — a finished run
// as much as one that stopped midway. Approvals made or requested at another source commit never
// count, whatever the policy — except along the commits the run's own stages made (source_advanced:
// HEAD moved while an attempt was under way), which carry what was made before them. Pure functions: the
// runner decides with them, the `source_changed` event's transition applies the decision.
import { StagegateError } from './errors.js';
import { shellWord } from '../model/shell-word.js';
import type { RunState, SourceChangeRecord, StepRecord } from '../state/state.js';
import type { Workflow } from '../model/workflow.js';
import type { HeadWatch, SourceInfo } from './ports.js';
import { currentVisit, enterStep, entryOrder, insertByEntry, stepRecord, type TransitionResult } from './transition.js';
import { endedTheRun, passedApprovals } from './passed-approvals.js';
import { lastDecision } from '../model/references.js';
import { sourceChangeTakesBack } from '../state/taken-back.js';

export const SOURCE_POLICIES = ['refuse', 'rerun', 'keep'] as const;
export type SourcePolicy = (typeof SOURCE_POLICIES)[number];
export const DEFAULT_SOURCE_POLICY: SourcePolicy = 'refuse';

/** The policy an invocation follows: its --on-source-change, else the workflow's execution.on_source_change, else refuse. */
export function effectivePolicy(invocation: { onSourceChange?: SourcePolicy | undefined }, workflow: Workflow): SourcePolicy {
  return invocation.onSourceChange ?? workflow.execution.onSourceChange ?? DEFAULT_SOURCE_POLICY;
}

/**
 * The policy a run passes on to the runs it starts (child workflows, foreach items): its own
 * effective one, so a parent's execution.on_source_change reaches a child resumed at the new commit.
 */
export function sourcePolicyOf(host: { request: { invocation: { onSourceChange?: SourcePolicy | undefined } }; workflow: Workflow }): { onSourceChange?: SourcePolicy } {
  const policy = host.request.invocation.onSourceChange ?? host.workflow.execution.onSourceChange;
  return policy !== undefined ? { onSourceChange: policy } : {};
}

/**
 * The source a run started inside this one (a child workflow, a foreach item) runs at: the
 * parent's commit now; HEAD it watches from where the parent's watch stands (HeadWatch.fork: no git
 * process), so a commit made inside it is its own advance too (and the parent's, when its step's
 * attempt, item or branch ends).
 */
export function subRunSource(host: { state(): RunState; headWatch?: HeadWatch | undefined }): SourceInfo {
  const watch = host.headWatch;
  return { sourceCommit: () => host.state().source_commit, ...(watch !== undefined ? { watchSourceCommit: () => ({ head: watch.fork() }) } : {}) };
}

/** Where a verdict was made, or where the run is now. */
export interface SourcePoint {
  source_commit: string | null;
  agent_package_version: string | null;
}

/** One accepted verdict of the run and whether it is current. */
export interface VerdictSource extends SourcePoint {
  step: string;
  kind: string;
  current: boolean;
  /** Why it is stale (null when current). */
  why: string | null;
  /** keep chose to continue with it at the current source. */
  kept: boolean;
  /**
   * A child step (or parallel step) whose child run passed an approval made at another source
   * commit (run/passed-approvals.ts): it is decided again like an approval step of this run.
   */
  passesApproval?: true;
}

/** A commit as people read it (12 hex digits), or what its absence means. */
export function shortCommit(commit: string | null | undefined): string {
  return commit ? commit.slice(0, 12) : '(none: not a git commit)';
}

function version(v: string | null | undefined): string {
  return v ?? '(none)';
}

/**
 * The source the run is at now: its latest invocation's, moved by the commits its own stages made
 * since (source_advanced; undefined for an invocation recorded without one).
 */
export function currentSource(state: RunState): SourcePoint | undefined {
  const last = state.invocations[state.invocations.length - 1];
  if (!last || last.source_commit === undefined) return undefined;
  // state.source_commit: run_started sets it to the invocation's, each source_advanced moves it on.
  const commit = state.source_advances !== undefined && state.source_advances.length > 0 ? (state.source_commit ?? null) : last.source_commit;
  return { source_commit: commit, agent_package_version: last.agent_package_version ?? null };
}

/**
 * Where the run's own commits led from `commit`: each recorded advance (source_advanced, in the
 * order they were made) whose `from_commit` is where the walk stands moves it on to its
 * `to_commit`. Something made at `commit` is current wherever this leads: at `commit` itself, at
 * each commit the walk passes, at its end. Given `to`, the walk stops there when it passes it
 * (`to` is returned: current there); else, and when it never does, the walk's end.
 * Commits made by anyone between invocations are in no advance, so they still make it stale.
 */
export function advancedFrom(state: RunState, commit: string | null | undefined, to?: string | null): string | null | undefined {
  const advances = state.source_advances;
  if (advances === undefined || commit === undefined) return commit;
  let at = commit;
  if (to !== undefined && at === to) return at;
  for (const a of advances) {
    if (a.from_commit !== at) continue;
    at = a.to_commit;
    if (to !== undefined && at === to) return at;
  }
  return at;
}

/** `made` as current at `now` when the run's own commits lead from where it was made to `now`; else as made (a stale verdict says the commit it was made at). */
function carried<T extends { source_commit?: string | null | undefined }>(state: RunState, made: T, now: SourcePoint): T {
  if (made.source_commit === now.source_commit) return made;
  return advancedFrom(state, made.source_commit, now.source_commit) === now.source_commit ? { ...made, source_commit: now.source_commit } : made;
}

/**
 * Why something made at `made` is not current at `now`, or null. Only what is known now counts: a
 * workspace that is no git repository has no source commit, and a package without a version file
 * no version, so neither is compared then.
 */
export function staleWhy(made: Partial<SourcePoint>, now: SourcePoint, what: { commit: boolean; version: boolean } = { commit: true, version: true }): string | null {
  const reasons: string[] = [];
  if (what.commit && now.source_commit !== null && made.source_commit !== undefined && made.source_commit !== now.source_commit) {
    reasons.push(`made at source commit ${shortCommit(made.source_commit)}, the source is now at ${shortCommit(now.source_commit)}`);
  }
  if (what.version && now.agent_package_version !== null && made.agent_package_version !== undefined && made.agent_package_version !== now.agent_package_version) {
    reasons.push(`made with agent package version ${version(made.agent_package_version)}, the package is now ${version(now.agent_package_version)}`);
  }
  return reasons.length > 0 ? reasons.join('; ') : null;
}

/** Verdicts a keep decision accepted at exactly this source (a later resume there does not ask again). */
function keptAt(state: RunState, now: SourcePoint): Set<string> {
  const kept = new Set<string>();
  for (const c of state.source_changes ?? []) {
    if (c.policy === 'keep' && advancedFrom(state, c.source_commit, now.source_commit) === now.source_commit && c.agent_package_version === now.agent_package_version) for (const s of c.kept) kept.add(s);
  }
  return kept;
}

/**
 * The steps holding a verdict, in the order they were first completed: completed_steps, and the
 * steps whose accepted verdict blocked the run (failed_or_blocked_steps, record `blocked`; not
 * among completed_steps) or that a loop limit stopped the run before entering again (record still
 * `completed` from its last visit). Such a step goes where its record was first made among the steps map's
 * keys (a step's record is made when it is first entered): last for one that blocked on its first
 * visit, before the steps first completed after it for one a loop came back to.
 */
function verdictOrder(state: RunState): string[] {
  const completed = state.completed_steps;
  const blocked = state.failed_or_blocked_steps.filter((id) => {
    const status = stepRecord(state, id)?.status;
    return (status === 'blocked' || status === 'completed') && !completed.includes(id);
  });
  if (blocked.length === 0) return completed;
  const order = entryOrder(state.steps);
  let out = completed;
  for (const id of blocked) out = insertByEntry(out, id, order);
  return out;
}

/**
 * The run's accepted verdicts (completed steps other than the active one, a gate that routed the
 * run to BLOCKED included: it judged the source as much as a passing one), in the order they were
 * first completed.
 */
export function verdictSources(state: RunState, now: SourcePoint, options: { honourKept: boolean } = { honourKept: true }): VerdictSource[] {
  const kept = options.honourKept ? keptAt(state, now) : new Set<string>();
  const out: VerdictSource[] = [];
  for (const id of verdictOrder(state)) {
    if (id === state.active_step) continue;
    const r = stepRecord(state, id);
    if (!r || (r.status !== 'completed' && r.status !== 'blocked') || r.source_commit === undefined) continue;
    const why = staleWhy(carried(state, r, now), now);
    const passes = why !== null && passedStaleApproval(state, r, now);
    const isKept = why !== null && kept.has(id) && !passes && (r.kind !== 'approval' || followedRejection(state, id, r));
    out.push({ step: id, kind: r.kind, source_commit: r.source_commit ?? null, agent_package_version: r.agent_package_version ?? null, current: why === null || isKept, why, kept: isKept, ...(passes ? { passesApproval: true as const } : {}) });
  }
  return out;
}

/**
 * Whether a stale step's child runs passed an approval made at another source commit (a child's
 * approval is compared as the run's own are: by commit, along the run's own advances). A step
 * recorded before stagegate recorded them (no decided_at) passed none that is known.
 */
function passedStaleApproval(state: RunState, r: StepRecord, now: SourcePoint): boolean {
  return (passedApprovals(r) ?? []).some((c) => staleWhy(carried(state, { source_commit: c }, now), now, { commit: true, version: false }) !== null);
}

/**
 * An approval step the run passed by a rejection (its standing decision, the last of its last
 * visit) to a step: a verdict like a stage's, which keep keeps. A rejection authorises nothing, and
 * the run has since done the work it asked for; going back to the approval would skip what checks
 * that work and ask the approver about it unchecked. A rejection that ended the run (on_reject:
 * BLOCKED, the default, or DONE) asked for no work: the new commit is asked about, as before.
 * An approving decision never survives a new commit.
 */
function followedRejection(state: RunState, id: string, r: StepRecord): boolean {
  const standing = lastDecision(state, id);
  return standing !== undefined && standing.decision === 'rejected' && standing.visit === Math.max(1, r.visits) && !endedTheRun(state, standing);
}

/** The active approval step's pending request or recorded decision, when made at another source commit. */
export function voidedActiveApproval(state: RunState, now: SourcePoint): string | null {
  const id = state.active_step;
  if (id === null || stepRecord(state, id)?.kind !== 'approval') return null;
  const pending = state.pending_approval;
  const visit = currentVisit(stepRecord(state, id));
  if (pending && pending.step === id && pending.visit === visit && pending.source_commit !== undefined) {
    // Requested at this commit (after an earlier decision was voided): nothing new is void.
    return staleWhy(carried(state, pending, now), now, { commit: true, version: false }) ? id : null;
  }
  const decided = (state.approvals ?? []).filter((a) => a.step === id && a.visit === visit).pop();
  if (decided && decided.source_commit !== undefined && staleWhy(carried(state, decided, now), now, { commit: true, version: false })) return id;
  return null;
}

/**
 * What a resume at `now` finds, and what `policy` does about it (null: every verdict and approval
 * is current). A finished run too: its outcome (WORKFLOW_COMPLETE above all) is a claim about the
 * source its verdicts judged, and reporting it again at another commit would pass code nobody ran
 * the workflow on (a pull request gate going green on an unreviewed push).
 */
export function sourceChange(state: RunState, now: SourcePoint, policy: SourcePolicy): Omit<SourceChangeRecord, 'at'> | null {
  // rerun takes back every verdict made elsewhere, also ones an earlier keep continued with.
  const verdicts = verdictSources(state, now, { honourKept: policy !== 'rerun' });
  const stale = verdicts.filter((v) => !v.current);
  const voidedActive = voidedActiveApproval(state, now);
  if (stale.length === 0 && voidedActive === null) return null;
  // An approving decision never survives a new source commit; a followed rejection is kept by keep
  // (followedRejection); rerun also takes back every stale verdict.
  // A child step whose child run passed an approval made elsewhere is one too (passesApproval):
  // under keep the run goes back to it, and the child, resumed with keep, asks for its approval
  // again. Under refuse it stays a stale verdict the run refuses: the child's own verdicts were made
  // at the old commit too, so going back would only move this run back before the child refused.
  const keptRejection = (v: VerdictSource): boolean => policy === 'keep' && v.kind === 'approval' && followedRejection(state, v.step, stepRecord(state, v.step)!);
  const isApproval = (v: VerdictSource): boolean => (v.kind === 'approval' || (v.passesApproval === true && policy !== 'refuse')) && !keptRejection(v);
  const staleApprovals = stale.filter(isApproval);
  const staleVerdicts = stale.filter((v) => !isApproval(v));
  const back = policy === 'rerun' ? stale[0] : staleApprovals[0];
  return {
    policy,
    source_commit: now.source_commit,
    agent_package_version: now.agent_package_version,
    stale: stale.map((v) => ({ step: v.step, source_commit: v.source_commit, agent_package_version: v.agent_package_version, why: v.why! })),
    voided_approvals: [...staleApprovals.map((v) => v.step), ...(voidedActive ? [voidedActive] : [])],
    rerun_from: back?.step ?? null,
    kept: policy === 'keep' ? staleVerdicts.map((v) => v.step) : [],
  };
}

/** Whether a resume under `policy` stops with STALE_ARTIFACT_REJECTED (refusal) before anything runs. */
export function refuses(change: Omit<SourceChangeRecord, 'at'> | null, policy: SourcePolicy): boolean {
  return change !== null && policy === 'refuse' && refusedVerdicts(change).length > 0;
}

/** Whether a resume under `policy` goes back to a step (runs something) rather than stopping or reporting the run as it stands. */
export function reopens(change: Omit<SourceChangeRecord, 'at'> | null, policy: SourcePolicy): boolean {
  return change !== null && change.rerun_from !== null && !refuses(change, policy);
}

/** The verdicts refuse stops for (stale approvals are decided again under every policy, never refused). */
export function refusedVerdicts(change: Omit<SourceChangeRecord, 'at'>): SourceChangeRecord['stale'] {
  return change.stale.filter((s) => !change.voided_approvals.includes(s.step));
}

/** One line for people: what changed, and what the run does about it. */
export function describeSourceChange(change: Omit<SourceChangeRecord, 'at'>): string {
  const made = [...new Set(change.stale.map((s) => shortCommit(s.source_commit)))];
  const where = `source commit ${shortCommit(change.source_commit)}${made.length > 0 ? ` (verdicts made at ${made.join(', ')})` : ''}`;
  const parts: string[] = [];
  const stale = change.stale.filter((s) => !change.voided_approvals.includes(s.step)).map((s) => s.step);
  if (change.policy === 'keep' && change.kept.length > 0) parts.push(`on_source_change: keep — continuing with the old verdicts of ${change.kept.join(', ')}`);
  if (change.policy === 'rerun' && stale.length > 0) parts.push(`on_source_change: rerun — ${stale.join(', ')} run again`);
  if (change.voided_approvals.length > 0) parts.push(`the approval of ${change.voided_approvals.join(', ')} no longer counts and is asked for again`);
  if (change.rerun_from !== null) parts.push(`the run goes back to ${change.rerun_from}`);
  return `the source changed since this run's verdicts: now at ${where}; ${parts.join('; ')}`;
}

/** The refusal of verdicts made at another source (a parent whose child refused says how to go on). */
export class SourceRefusal extends StagegateError {}

/**
 * refuse: STALE_ARTIFACT_REJECTED before anything runs, naming both sources, the stale steps and
 * the ways on. `finished`: the status a finished run ended with, which does not hold for this
 * source; `read`: said by a command that only reads (status, plan) of what a resume would do.
 */
export function refusal(change: Omit<SourceChangeRecord, 'at'>, runId: string, command: string, options: { finished?: string | undefined; read?: boolean; unread?: string | undefined } = {}): StagegateError {
  const { finished } = options;
  return new SourceRefusal(
    'STALE_ARTIFACT_REJECTED',
    `run ${runId}${finished !== undefined ? ` finished with ${finished}, but` : ':'} ${staleVerdictsClause(change)}. ${finished !== undefined ? 'That outcome does not hold for this source. ' : ''}${refusedVerdicts(change).some((s) => s.source_commit === null) ? `${noCommitMade(options.unread)} ` : ''}${options.read === true ? 'A resume here stops before anything runs' : 'Nothing ran'} (on_source_change: refuse)`,
    {
      hint: `Run the stale steps again with --on-source-change rerun, continue with the old verdicts (recorded as a choice) with --on-source-change keep, or start over with --mode fresh: ${command} --on-source-change rerun`,
      nextCommand: `${command} --on-source-change rerun`,
    },
  );
}

/** What refuse stops for, in words: "the verdicts of a, b were made at source commit X; the workspace is now at source commit Y". */
export function staleVerdictsClause(change: Omit<SourceChangeRecord, 'at'>): string {
  const stale = refusedVerdicts(change);
  const made = [...new Set(stale.map((s) => `source commit ${shortCommit(s.source_commit)}${s.agent_package_version !== change.agent_package_version && change.agent_package_version !== null ? ` with agent package version ${version(s.agent_package_version)}` : ''}`))];
  const now = `source commit ${shortCommit(change.source_commit)}${change.agent_package_version !== null ? ` with agent package version ${change.agent_package_version}` : ''}`;
  return `the verdicts of ${stale.map((s) => s.step).join(', ')} were made at ${made.join(' and ')}; the workspace is now at ${now}`;
}

/**
 * What an edited workflow's refusal adds when the source changed too and a resume would refuse its
 * verdicts (state/integrity.ts: the one refusal naming both), or undefined when it would not.
 */
export function staleSourceOf(change: Omit<SourceChangeRecord, 'at'> | null, policy: SourcePolicy, resumeCommand: string): { clause: string; resumeCommand: string } | undefined {
  return change && refuses(change, policy) ? { clause: staleVerdictsClause(change), resumeCommand } : undefined;
}

/**
 * Why a verdict carries no source commit: the invocation that made it could not read one (a
 * workspace outside git, or a checkout git refused to read: `unread`, git's own line, as that
 * invocation recorded it).
 */
function noCommitMade(unread: string | undefined): string {
  if (unread === undefined) return 'The earlier invocation that made them could not read its source commit (no git repository there, or git refused to read it; nothing recorded why).';
  return `The earlier invocation that made them could not read its source commit: git said "${unread}"${/dubious ownership/i.test(unread) ? ' (the checkout belonged to another user: git config --global --add safe.directory <path>, or run as the checkout\'s owner, lets a job record its commit)' : ''}.`;
}

/** What git said, as the latest invocation that found no source commit recorded it (run_started's source_unread), if any. */
export function unreadSource(state: RunState): string | undefined {
  for (let i = state.invocations.length - 1; i >= 0; i--) {
    const inv = state.invocations[i]!;
    if (inv.source_commit === null && inv.source_unread !== undefined) return inv.source_unread;
  }
  return undefined;
}

/**
 * The warning of an invocation in a git work tree whose commit git would not read (`why`: git's
 * first line): said once, the run goes on without a source commit.
 */
export function unreadSourceWarning(root: string, why: string): string {
  const at = /dubious ownership in repository at '([^']+)'/.exec(why)?.[1];
  const fix = at !== undefined || /dubious ownership/i.test(why)
    ? `run \`git config --global --add safe.directory ${shellWord(at ?? root)}\`, or run stagegate as the checkout's owner`
    : `make \`git rev-parse HEAD\` work in ${root}`;
  return `git could not read the source commit of ${root}: ${why}. This run records none (source_commit: null): a later run in a checkout git can read stops STALE_ARTIFACT_REJECTED on its verdicts. To record it, ${fix}.`;
}

/** A step's record once its verdict is taken back: it runs again when the run reaches it. */
function withdrawn(r: StepRecord): StepRecord {
  return { ...r, status: 'pending' };
}

/**
 * The run's approvals with the decisions `change` voids marked taken back (`taken_back_at`), as a
 * --rerun-from marks the decision it takes back (rewind.ts): every decision of a voided approval
 * step made at another source commit, so `{{steps.<approval>.decision|note|by}}` and decisions
 * read the last one that still stands — none, on a path the new code takes around the approval.
 * Undefined when none is marked. A decision recorded without a commit (an older stagegate) counts as before.
 */
function voidedDecisions(state: RunState, change: Omit<SourceChangeRecord, 'at'>, at: string): RunState['approvals'] {
  if (change.voided_approvals.length === 0 || state.approvals === undefined) return undefined;
  const voided = new Set(change.voided_approvals);
  const now: SourcePoint = { source_commit: change.source_commit, agent_package_version: change.agent_package_version };
  let marked = false;
  const approvals = state.approvals.map((a) => {
    if (!voided.has(a.step) || a.taken_back_at !== undefined || a.source_commit === undefined) return a;
    if (staleWhy(carried(state, a, now), now, { commit: true, version: false }) === null) return a;
    marked = true;
    return { ...a, taken_back_at: at };
  });
  return marked ? approvals : undefined;
}

/**
 * The `source_changed` transition: record what the resume found; take back the verdicts the
 * policy does not keep (rerun: every stale one; any policy: stale approvals, their decisions marked
 * taken back) and go back to the earliest of them on the run's path, counting a visit there like any transition.
 */
export function applySourceChange(state: RunState, workflow: Workflow, change: Omit<SourceChangeRecord, 'at'>, at: string): TransitionResult {
  const record: SourceChangeRecord = { at, ...change };
  const approvals = voidedDecisions(state, change, at);
  const recorded: RunState = { ...state, ...(approvals !== undefined ? { approvals } : {}), source_changes: [...(state.source_changes ?? []), record], updated_at: at };
  if (change.rerun_from === null) return { state: recorded };
  // As a --rerun-from's: every standing verdict of a stale step was judged on old code, so none
  // is read until the step is accepted again (references.ts standingResult, state/taken-back.ts).
  // Which ones: what the change's record says alone (the Action's restore reads it from the journal).
  const takenBack = sourceChangeTakesBack(change);
  // No longer completed: those, and every voided approval (the one the run was at included).
  const taken = new Set([...takenBack, ...change.voided_approvals]);
  const steps = { ...recorded.steps };
  const mark = { seq: state.transitions, from: change.rerun_from };
  for (const id of takenBack) if (steps[id] && id !== state.active_step) steps[id] = { ...withdrawn(steps[id]!), verdicts: [], source_taken_back: mark };
  // A finished run goes back from the step that ended it (its history reads publish -> draft).
  const from = state.active_step ?? state.last_transition?.step ?? change.rerun_from;
  const active = steps[from];
  // A step in flight when its runner stopped is not resumed: the run goes back before it.
  if (active && active.status === 'in_flight') steps[from] = { ...active, status: 'pending' };
  // A finished run is opened again: what said why it ended (a blocking artifact, the steps that
  // blocked it and are now taken back) describes an outcome that no longer stands.
  const reopened: Partial<RunState> =
    state.active_step === null
      ? { blocking_artifact: null, blocking_qids: [], blocking_retry_step: null, failed_or_blocked_steps: recorded.failed_or_blocked_steps.filter((id) => !taken.has(id)) }
      : {};
  const back: RunState = {
    ...recorded,
    ...reopened,
    steps,
    completed_steps: recorded.completed_steps.filter((id) => !taken.has(id)),
    in_flight: null,
    pending_approval: null,
  };
  const visit = currentVisit(active);
  const attempt = Math.max(1, active?.visit_attempts ?? 1);
  const inChild = stepRecord(state, change.rerun_from)?.kind !== 'approval';
  const why = change.policy === 'rerun' ? `a source change (on_source_change: rerun)` : `a source change (${inChild ? `an approval passed in ${change.rerun_from}'s child run` : `approval ${change.rerun_from}`} made at another source commit)`;
  return enterStep(back, workflow, { at, step: from, visit, attempt }, change.rerun_from, why, from, false);
}
