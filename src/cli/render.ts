// Rendering results for people (text) and programs (one JSON object). The JSON keys are fixed:
// other tools and the Action depend on them.
import { nextLines } from './next-lines.js';
import type { RunOutcome } from '../core/run/runner.js';
import type { ReportHead } from '../core/run/host.js';
import type { HistoryReport } from '../core/commands/history.js';
import type { StatusReport } from '../core/commands/status.js';
import type { Plan } from '../core/commands/plan.js';
import { describeLoop } from '../core/validate/graph.js';
import type { LoopPaths, PathEdge, StepPaths } from '../core/validate/workflow-paths.js';
import { STOP_CODES, isStopCode } from '../core/run/stop-codes.js';
import { describeSourceChange } from '../core/run/source-drift.js';
import type { Style } from './style.js';
import { journalPathFor } from '../core/state/journal.js';
import { howBranchFailed } from '../core/steps/parallel/records.js';
import { standingArtifacts } from '../core/state/taken-back.js';
import { shownPath } from '../core/run/secret-names.js';
import type { RunState } from '../core/state/state.js';
import { skippedSteps } from '../core/state/skipped.js';
import { decisionsTaken } from '../core/state/run-log.js';
import { printable, printableLine, printableQuoted } from '../core/run/printable.js';
import { drifted, driftWords, type RegistryDrift } from '../core/steps/foreach/registry-drift.js';

/** How to fix the run's outcome: the outcome's own hint, else its stop code's fix (none for a complete run). Text and --json say the same. */
function runFix(o: RunOutcome): string | undefined {
  const fix = o.hint ?? (isStopCode(o.status) && o.status !== 'WORKFLOW_COMPLETE' ? STOP_CODES[o.status].fix : undefined);
  // A stop code's fix names the rerun as `--rerun-from STEP`: this run's step where it has one.
  return o.rerunFrom === undefined ? fix : fix?.replace('--rerun-from STEP', `--rerun-from ${o.rerunFrom}`);
}

/** Steps the run went around without running them (an aiox step whose required files are missing): `not_run`, when there is one. */
function notRunJson(notRun: RunOutcome['notRun']): Record<string, unknown> {
  return notRun === undefined || notRun.length === 0 ? {} : { not_run: notRun.map((n) => ({ step: n.step, check: n.check, visit: n.visit, to: n.to, reason: n.reason })) };
}

/** The same as text: one line a step, the reason as the run printed it where it happened. */
function skippedJson(state: RunOutcome['state']): Record<string, unknown> {
  const skipped = state ? skippedSteps(state) : [];
  return skipped.length === 0 ? {} : { skipped };
}

/** The steps the run went past skipped (after a failure, or by stagegate skip): a run that completed says so. */
function skippedText(state: RunOutcome['state']): string[] {
  const skipped = state ? skippedSteps(state) : [];
  if (skipped.length === 0) return [];
  return ['  skipped:', ...skipped.map((k) => `    ${k.step} (visit ${k.visit}) -> ${k.to ?? 'end of run'}${skipCause(k.reason, k.by)}`)];
}

/** How a skip came about: `: after <failure>` (on_failure: skip), `: skipped by <name>` (a person's stagegate skip), else nothing (a skip recorded before who skipped was). */
function skipCause(reason: string | null | undefined, by: string | undefined): string {
  if (reason != null) return `: after ${printable(reason)}`;
  return by !== undefined ? `: skipped by ${printable(by)}` : '';
}

function notRunText(notRun: RunOutcome['notRun']): string[] {
  if (notRun === undefined || notRun.length === 0) return [];
  return ['  not run:', ...notRun.map((n) => `    ${n.step}  ${printable(n.reason)} (${n.check}, visit ${n.visit} -> ${n.to})`)];
}

export function runJson(o: RunOutcome): Record<string, unknown> {
  const hint = runFix(o);
  return {
    status: o.status,
    workflow: o.workflow,
    run_id: o.runId,
    active_step: o.activeStep,
    completed_steps: o.completedSteps,
    state_path: runPath(o.statePath, o.state),
    manifest_path: runPath(o.manifestPath, o.state),
    message: o.message,
    exit_code: o.exitCode,
    run_root: runPath(o.runRoot, o.state),
    workflow_file: o.workflowFile,
    next_command: o.nextCommand,
    ...(o.nextAlternative !== undefined ? { next_alternative: o.nextAlternative } : {}),
    // Stopped WORKFLOW_ANSWER_REQUIRED: the question the stage asked (next_command answers it).
    ...(o.question !== undefined ? { question: o.question } : {}),
    ...(o.alreadyFinished ? { already_finished: true } : {}),
    stages_run: o.stagesRun,
    ...(hint !== undefined ? { hint } : {}),
    ...(o.location && o.location.line !== undefined ? { location: shownLocation(o.location, o.state) } : {}),
    artifacts: o.state ? Object.values(standingArtifacts(o.state)).map((a) => ({ step: a.step, path: shownPath(a.path, o.state!.inputs), sha256: a.sha256, gate_status: a.gate_status, ...(o.replacedOutputs?.includes(a.path) === true ? { replaced: true } : {}) })) : [],
    ...notRunJson(o.notRun),
    ...skippedJson(o.state),
    ...(o.sourceChange ? { source_change: o.sourceChange } : {}),
    ...(o.agents !== undefined ? { agent: { used: o.agents.shown, from: o.agents.from, why: o.agents.why } } : {}),
    ...(o.warnings !== undefined ? { warnings: o.warnings } : {}),
  };
}

export function statusJson(s: StatusReport): Record<string, unknown> {
  const state = s.state;
  return {
    status: s.status,
    workflow: s.workflow,
    run_id: s.runId,
    active_step: s.activeStep,
    completed_steps: s.completedSteps,
    state_path: runPath(s.statePath, state),
    // The state file is missing (read from the journal): the command that writes it again.
    ...(s.stateFileMissing !== undefined ? { state_file_missing: true } : {}),
    manifest_path: runPath(s.manifestPath, state),
    message: s.message,
    exit_code: s.exitCode,
    run_root: runPath(s.runRoot, state),
    // Only once the run was located and its lock looked at (a refused workflow: absent).
    ...(s.locked !== undefined ? { locked: s.locked } : {}),
    // IN_PROGRESS: `active` while a live runner holds the run, `gone` when its runner died (resume); null otherwise.
    ...(s.locked !== undefined ? { runner: s.runner ?? null } : {}),
    // The lock names a runner on another machine (runner: elsewhere): who, and the lock file.
    ...(s.lockElsewhere !== undefined ? { lock_elsewhere: { host: s.lockElsewhere.host, pid: s.lockElsewhere.pid, started_at: s.lockElsewhere.startedAt ?? null, file: runPath(s.lockElsewhere.file, state) } } : {}),
    // A live runner on this machine holds it: which process (runner: active).
    ...(s.lockHolder !== undefined ? { lock_holder: { host: s.lockHolder.host, pid: s.lockHolder.pid, started_at: s.lockHolder.startedAt ?? null } } : {}),
    ...(s.hint !== undefined ? { hint: s.hint } : {}),
    // A refusal at a place in a file (a workflow run refuses: the finding's file:line:column), as run's JSON gives it.
    ...(s.location && s.location.line !== undefined ? { location: shownLocation(s.location, state ?? undefined) } : {}),
    // A paused run: the command that continues it, as the run printed it when it paused.
    next_command: s.nextCommand ?? null,
    ...(s.nextAlternative !== undefined ? { next_alternative: s.nextAlternative } : {}),
    ...(s.question !== undefined ? { question: s.question } : {}),
    ...(s.nextNote !== undefined ? { next_note: s.nextNote } : {}),
    ...(s.agents !== undefined ? { agent: { used: s.agents.shown, from: s.agents.from, why: s.agents.why } } : {}),
    in_flight: state?.in_flight ?? null,
    pending_approval: state?.pending_approval ?? null,
    // Paused in child runs (a child_workflow step's, or a parallel step's child_workflow branches'): where to decide.
    paused_children: s.pausedChildren ?? [],
    approvals: state?.approvals ?? [],
    last_gate: state?.last_gate ? { ...state.last_gate, ...(typeof state.last_gate.artifact === 'string' ? { artifact: shownPath(state.last_gate.artifact, state.inputs) } : {}) } : null,
    // The active child_workflow step with where its child run is (`child`: by the child's own state).
    // The hand-off step that ended the run: its recorded status (blocked) and `handed_off: true`.
    steps: state ? Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, { status: r.status, visits: r.visits, attempts: r.attempts, ...(id === s.handedOff ? { handed_off: true } : {}), ...(s.children?.[id] !== undefined ? { child: s.children[id] } : {}) }])) : {},
    // Each step's visit limit, so visits can be read against it.
    max_visits: s.maxVisits,
    // Where the run went: decisions with the values each branch saw, stalls, skips.
    decisions: s.log?.decisions ?? [],
    stalls: state?.stalls ?? [],
    skips: state?.skips ?? [],
    ...notRunJson(s.notRun),
    // Accepted outputs (as run's `artifacts`), and the files a failed attempt left, not accepted (additive: status-outputs.ts).
    ...(s.outputs !== undefined
      ? {
          outputs: s.outputs.accepted.map((a) => ({ step: a.step, path: a.path, gate_status: a.gate_status, ...(a.replaced ? { replaced: true } : {}) })),
          not_accepted: s.outputs.notAccepted,
        }
      : {}),
    // Each foreach step's items (the visit's list, kept by a resume) against its registry's rows now.
    ...(s.registries !== undefined ? { foreach_registries: s.registries } : {}),
  };
}

/**
 * A foreach's registry under its items line: the rows the file has now beside the items of the
 * visit ("of 300 items" while the file has 299 rows reads as a miscount otherwise), and, when the
 * rows differ from the items, which and what that means.
 */
function registryLines(d: RegistryDrift, style: Style): string[] {
  if (d.not_compared !== undefined) return [`      ${style.dim(`registry: ${d.source} not compared with the run's ${d.items} items (${printable(d.not_compared)})`)}`];
  if (d.rows === null) return [`      ${style.dim(`registry: ${d.source} cannot be read now (${printable(d.unreadable ?? '')})`)}`];
  const lines = [`      ${style.dim(`registry: ${d.source} has ${d.rows} row${d.rows === 1 ? '' : 's'} now; the run's items are the ${d.items} loaded when the step was entered (a resume does not read them again)`)}`];
  if (drifted(d)) lines.push(`      ${style.yellow(`registry changed since: ${printable(driftWords(d))}.${d.advice !== undefined ? ` ${d.advice}` : ''}`)}`);
  return lines;
}

export function planJson(p: Plan): Record<string, unknown> {
  return {
    status: p.status,
    workflow: p.workflow,
    run_id: p.runId,
    mode: p.mode,
    state_path: p.shownStatePath ?? p.statePath,
    state_found: p.stateFound,
    next_step: p.nextStep,
    reason: p.reason,
    ...(p.question !== undefined ? { question: p.question } : {}),
    stop_after_step: p.stopAfterStep,
    ...(p.stopAfterStepBehind ? { stop_after_step_behind: true } : {}),
    message: p.message,
    exit_code: p.exitCode,
    ...(p.hint !== undefined ? { hint: p.hint } : {}),
    steps: p.steps.map((s) => ({
      id: s.id,
      kind: s.kind,
      disposition: s.disposition,
      visits: s.visits,
      max_visits: s.maxVisits,
      output: s.output,
      transitions: s.transitions,
      ...(s.agent !== undefined ? { agent: s.agent } : {}),
      ...(s.resolved?.registry !== undefined ? { registry: s.resolved.registry } : {}),
      ...(s.resolved?.registryDrift !== undefined ? { registry_drift: s.resolved.registryDrift } : {}),
      ...(s.resolved?.child ? { child_run: { workflow: s.resolved.child.workflow, inputs: s.resolved.child.inputs, run_id: s.resolved.child.runId, state_path: s.resolved.child.statePath, manifest_path: s.resolved.child.manifestPath, run_root: s.resolved.child.runRoot, note: s.resolved.child.note } } : {}),
      ...stepPathsJson(s.paths),
    })),
    entry: p.entry,
    composite: p.composite,
    loops: p.loops.map(loopJson),
    ...(p.agents !== undefined ? { agent: { used: p.agents.shown, from: p.agents.from, why: p.agents.why } } : {}),
    ...(p.warnings !== undefined ? { warnings: p.warnings } : {}),
    ...(p.prompt !== undefined ? { prompt: p.prompt } : {}),
    ...(p.promptItem !== undefined ? { prompt_item: p.promptItem } : {}),
    ...(p.source
      ? {
          source: {
            policy: p.source.policy,
            source_commit: p.source.sourceCommit,
            agent_package_version: p.source.agentPackageVersion,
            verdicts: p.source.verdicts.map((v) => ({ step: v.step, kind: v.kind, source_commit: v.source_commit, agent_package_version: v.agent_package_version, current: v.current, kept: v.kept, why: v.why })),
            voided_approvals: p.source.voidedApprovals,
            rerun_from: p.source.rerunFrom,
          },
        }
      : {}),
    // The stop a run would hit before its first stage (null: it would run).
    stop: p.stop ? { code: p.stop.code, exit_code: p.stop.exitCode, message: p.stop.message, ...(p.stop.hint !== undefined ? { hint: p.stop.hint } : {}), ...(p.stop.location?.line !== undefined ? { location: p.stop.location } : {}) } : null,
    // Refused (the plan is the stop): where in a file, as run --json says it.
    ...(p.stop?.location?.line !== undefined && p.status === p.stop.code ? { location: p.stop.location } : {}),
  };
}

function edgeJson(e: PathEdge): Record<string, unknown> {
  return { on: e.label, to: e.to, kind: e.kind, ...(e.status !== undefined ? { status: e.status } : {}), ...(e.implicit ? { implicit: true } : {}), ...(e.note !== undefined ? { note: e.note } : {}) };
}

function loopJson(l: LoopPaths): Record<string, unknown> {
  return { steps: l.steps, cycle: l.cycle, max_visits: l.bounds };
}

/** The structure of a step in plan --json: its typed paths and what a composite kind holds. */
function stepPathsJson(p: StepPaths): Record<string, unknown> {
  return {
    paths: p.edges.map(edgeJson),
    attempts: p.attempts,
    optional: p.optional,
    ...(p.terminalStatus !== undefined ? { terminal_status: p.terminalStatus } : {}),
    ...(p.inputs !== undefined ? { inputs: p.inputs } : {}),
    ...(p.asks !== undefined ? { asks: p.asks } : {}),
    ...(p.decision ? { decision: { branches: p.decision.branches } } : {}),
    ...(p.approval ? { approval: { message: p.approval.message, approvers: p.approval.approvers, on_approve: p.approval.onApprove, on_reject: p.approval.onReject } } : {}),
    ...(p.child
      ? {
          child: {
            workflow: p.child.workflow,
            ...(p.child.execution ? { execution: p.child.execution } : {}),
            ...(p.child.phase ? { phase: { pass_inputs: p.child.phase.passInputs, derived_inputs: p.child.phase.derivedInputs, require_terminal_status: p.child.phase.requireTerminalStatus } } : {}),
          },
        }
      : {}),
    ...(p.foreach
      ? {
          foreach: {
            source: p.foreach.source,
            id_field: p.foreach.idField,
            order: p.foreach.order,
            entry: p.foreach.entry,
            per_item: p.foreach.steps.map((s) => ({ id: s.id, kind: s.kind, max_visits: s.maxVisits, ...(s.agent !== undefined ? { agent: s.agent } : {}), ...stepPathsJson(s) })),
            loops: p.foreach.loops.map(loopJson),
            completion: { require: p.foreach.require, on_complete: p.foreach.onComplete },
          },
        }
      : {}),
    ...(p.parallel
      ? { parallel: { join: p.parallel.join, max_concurrency: p.parallel.maxConcurrency, branches: p.parallel.branches.map((b) => ({ id: b.id, kind: b.kind, ...(b.agent !== undefined ? { agent: b.agent } : {}), ...stepPathsJson(b) })) } }
      : {}),
  };
}

function edgeText(e: PathEdge): string {
  return `${e.label} → ${e.to}${e.implicit ? ` (default${e.note ? `: ${e.note}` : ''})` : e.note ? ` (${e.note})` : ''}`;
}

/** The lines under a step in plan's text: what it holds and every path out of it (`registry`: a foreach's source as resolved for this run). */
function stepPathsText(p: StepPaths, indent: string, style: Style, registry?: string): string[] {
  const lines: string[] = [];
  const dim = (t: string) => lines.push(`${indent}${style.dim(t)}`);
  if (p.approval) dim(`asks: ${printableQuoted(p.approval.message)}${p.approval.approvers ? ` (approvers: ${p.approval.approvers.join(', ')})` : ''}`);
  if (p.child) {
    const phase = p.child.phase;
    dim(`${phase ? 'phase' : 'child workflow'}: ${p.child.workflow}${p.child.execution?.execution_mode ? ` (${p.child.execution.execution_mode})` : ''}`);
    if (phase) dim(`  pass_inputs: ${phase.passInputs.join(', ') || '-'}; continues on ${phase.requireTerminalStatus.join(' | ')}`);
  }
  if (p.terminalStatus !== undefined) dim(`hand-off: the run ends with ${p.terminalStatus}`);
  if (p.asks !== undefined) dim(`asks a person for: ${p.asks.join(', ')} (a run without ${p.asks.length === 1 ? 'it' : 'them'} stops here: WORKFLOW_INPUT_REQUIRED)`);
  if (p.inputs !== undefined) dim(`inputs: ${Object.entries(p.inputs).map(([k, v]) => `${k}=${v.length > 60 ? `${v.slice(0, 57)}...` : v}`).join(', ')}`);
  if (p.attempts > 1) dim(`retry: up to ${p.attempts} attempts`);
  if (p.optional) dim('optional: stagegate skip moves on along on_skip');
  for (const e of p.edges) {
    if (p.foreach && e.label === 'completion.on_complete') continue; // shown after the per-item machine
    const extra = e.kind === 'failure' && p.attempts > 1 ? ` (after ${p.attempts} attempts)` : '';
    dim(`${edgeText(e)}${extra}`);
  }
  if (p.foreach) {
    const f = p.foreach;
    dim(`for each item of ${registry ?? f.source} (id: ${f.idField}, order: ${f.order}), per item from ${f.entry ?? '-'}:`);
    const width = idWidth(f.steps.map((s) => s.id), 22);
    for (const s of f.steps) {
      lines.push(`${indent}  ${s.id.padEnd(width)} ${style.dim(`${s.kind.padEnd(8)} max_visits ${s.maxVisits}${agentText(s)}`)}`);
      lines.push(...stepPathsText(s, `${indent}    `, style));
    }
    for (const l of f.loops) dim(`  loop ${loopText(l)}`);
    dim('  next_artifact: the item is done, the next one starts; defer_current_artifact: the item waits, the next one starts');
    dim(`after the last item${f.require ? ` (require: ${f.require})` : ''}: completion.on_complete → ${f.onComplete ?? '-'}`);
  }
  if (p.parallel) {
    const par = p.parallel;
    dim(`parallel: join ${par.join}${par.maxConcurrency !== null ? `, at most ${par.maxConcurrency} at once` : ''}; branches:`);
    const width = idWidth(par.branches.map((b) => b.id), 22);
    for (const b of par.branches) {
      lines.push(`${indent}  ${b.id.padEnd(width)} ${style.dim(`${b.kind}${agentText(b)}`)}`);
      lines.push(...stepPathsText(b, `${indent}    `, style));
    }
  }
  return lines;
}

/** A branch or per_item step's agent as the step lines say a top-level one's. */
function agentText(p: StepPaths): string {
  return p.agent !== undefined ? `  agent ${p.agent ?? '(none configured)'}` : '';
}

function loopText(l: LoopPaths): string {
  return `${describeLoop(l.cycle, l.steps, '→')}  (max_visits ${l.steps.map((id) => `${id} ${l.bounds[id]}`).join(', ')}; beyond: WORKFLOW_BLOCKED_LOOP_LIMIT)`;
}

function headline(status: string, style: Style): string {
  if (status === 'WORKFLOW_COMPLETE') return style.green(style.bold(status));
  if (status === 'PARTIAL_RESUMABLE') return style.yellow(style.bold(status));
  return style.red(style.bold(status));
}

/** The line that says where a summary's paths are, when -C named a workspace other than the current directory. */
function workspaceLine(workspace: string | undefined): string[] {
  return workspace === undefined ? [] : [`  workspace: ${workspace}  (-C: the paths here are relative to it)`];
}

/**
 * Where a stop is in a file (file:line:column, or file:line when only the line is known: a gate's
 * line in a stage's output, a registry row), and its message without it: a message that starts
 * with its place (a validation finding: "wf.yaml:9:5 …"; a gate: "out.md:5: …") says it once, on
 * the at: line (run, status).
 */
/** A stop's place with the run's secret inputs in its file's path as *** (as its message says it). */
/**
 * A path of the run's own (its state file, journal, manifest, run root) as printed: the run's
 * secret-looking input values in it as *** (`state_path: 'runs/{{api_token}}/…'`), as its outputs'
 * paths are shown (shownPath). The state, the manifest and the Action's outputs keep the real path.
 */
function runPath<P extends string | null | undefined>(path: P, state: RunState | null | undefined): P {
  return typeof path === 'string' && state ? (shownPath(path, state.inputs) as P) : path;
}

function shownLocation<L extends { file?: string }>(location: L, state: RunState | undefined): L {
  return location.file === undefined || state === undefined ? location : { ...location, file: shownPath(location.file, state.inputs) };
}

function placed(message: string, located: RunOutcome['location'], state: RunState | undefined): { at: string | undefined; message: string } {
  const location = located === undefined ? undefined : shownLocation(located, state);
  if (!location?.file || location.line === undefined) return { at: undefined, message };
  const at = location.column !== undefined ? `${location.file}:${location.line}:${location.column}` : `${location.file}:${location.line}`;
  const prefix = [`${at} `, `${at}: `].find((p) => message.startsWith(p));
  return { at, message: prefix !== undefined ? message.slice(prefix.length) : message };
}

/** The folder the run's stage logs are in (`<run root>/logs/`), once a step has a log there; undefined before. */
function logsFolder(o: RunOutcome): string | undefined {
  if (!o.state || o.runRoot === null) return undefined;
  const folder = o.runRoot === '.' ? 'logs/' : `${o.runRoot}/logs/`;
  return Object.values(o.state.steps).some((r) => r.log?.startsWith(folder) === true) ? folder : undefined;
}

export function runText(o: RunOutcome, style: Style, workspace?: string): string {
  const { at, message } = placed(o.message, o.location, o.state);
  // A message may quote what a stage wrote (a gate value in an approval message, an item id): no terminal escapes.
  const lines = [`${headline(o.status, style)}  ${printableQuoted(message)}`];
  if (at !== undefined) lines.push(`  at:       ${at}`);
  const fix = runFix(o);
  // The fix texts say how to start over; a run that can rerun the step that ended it says that too (next: has the command).
  // A fix that already says --rerun-from (WORKFLOW_BLOCKED_PARALLEL_JOIN) gets what it runs again here, when the rerun says more.
  const rerun =
    o.rerunFrom === undefined || fix === undefined
      ? ''
      : !fix.includes('--rerun-from')
        ? ` Or, keeping the verdicts before it, run step ${o.rerunFrom} again${o.rerunInside ?? ''} once that is done (--rerun-from).`
        : o.rerunInside !== undefined && !fix.includes(o.rerunInside)
          ? ` Here, run step ${o.rerunFrom} again${o.rerunInside} (--rerun-from).`
          : '';
  if (fix !== undefined) lines.push(`  fix:      ${printable(fix)}${rerun}`);
  if (o.sourceChange) lines.push(`  source:   ${describeSourceChange(o.sourceChange)}`);
  // The run id as given (a refusal before the run was located): no terminal escapes.
  if (o.runId) lines.push(`  run:      ${printable(o.runId)}${o.stagesRun > 0 ? ` (${o.stagesRun} stage${o.stagesRun === 1 ? '' : 's'} run now)` : ''}`);
  // Which agent ran, and why, when it is not just what this command line says: the run's record, or flags that replaced it.
  if (o.agents !== undefined && (o.agents.from === 'run' || o.agents.replaced === true)) lines.push(`  agent:    ${printable(o.agents.shown)}  (${o.agents.why})`);
  if (o.statePath && o.state) lines.push(...workspaceLine(workspace), `  state:    ${runPath(o.statePath, o.state)}`, `  journal:  ${runPath(journalPathFor(o.statePath), o.state)}  (the run's record, event by event: stagegate history)`);
  if (o.manifestPath && o.state) lines.push(`  manifest: ${runPath(o.manifestPath, o.state)}`);
  const logs = logsFolder(o);
  if (logs !== undefined) lines.push(`  logs:     ${runPath(logs, o.state)}  (each stage attempt's output: stagegate logs)`);
  if (o.state) {
    const artifacts = Object.values(standingArtifacts(o.state));
    if (artifacts.length > 0) {
      lines.push(`  outputs:`);
      // A later attempt wrote the file again, no verdict accepted: the verdict listed is not what it holds now.
      for (const a of artifacts) lines.push(`    ${shownPath(a.path, o.state.inputs)}  ${style.dim(`${a.step}: ${a.gate_status}${o.replacedOutputs?.includes(a.path) === true ? `, accepted on visit ${a.visit}; replaced since by an attempt not accepted` : ''}`)}`);
    }
  }
  lines.push(...notRunText(o.notRun));
  lines.push(...skippedText(o.state));
  if (o.question !== undefined) lines.push(`  question: ${printableQuoted(o.question.text)}  (step ${o.question.step}, visit ${o.question.visit}, attempt ${o.question.attempt})`);
  lines.push(...nextLines(o.nextCommand, o.nextAlternative));
  return lines.join('\n');
}

/** The width of an id column: the longest id (real step ids run to 40 characters), at least `min`. */
function idWidth(ids: readonly string[], min: number): number {
  return ids.reduce((w, id) => Math.max(w, id.length), min);
}

export function statusText(s: StatusReport, style: Style, workspace?: string): string {
  const { at, message } = placed(s.message, s.location, s.state ?? undefined);
  const lines = [`${headline(s.status, style)}  ${printableQuoted(message)}`];
  if (at !== undefined) lines.push(`  at:       ${at}`);
  if (s.hint) lines.push(`  fix:      ${printable(s.hint)}`);
  if (s.runId) lines.push(`  run:      ${printable(s.runId)}`);
  if (s.statePath) lines.push(...workspaceLine(workspace), `  state:    ${runPath(s.statePath, s.state)}${s.lockNamesNoProcess !== undefined ? style.yellow(' (locked by a lock file that names no process: written by no stagegate run, or damaged)') : s.lockElsewhere !== undefined ? style.yellow(` (locked by pid ${s.lockElsewhere.pid} on ${s.lockElsewhere.host}, another machine: not checked from here)`) : s.locked ? style.yellow(` (locked: a runner is active${s.lockHolder !== undefined ? `, pid ${s.lockHolder.pid} on ${printable(s.lockHolder.host)}${s.lockHolder.startedAt !== undefined ? `, since ${printable(s.lockHolder.startedAt)}` : ''}` : ''})`) : ''}${s.stateFileMissing !== undefined ? style.yellow(` (missing: read from its journal; \`${s.stateFileMissing}\` writes it again)`) : ''}`);
  if (s.state) {
    lines.push(`  active:   ${s.activeStep ?? '-'}`);
    const pending = s.state.pending_approval;
    if (pending) lines.push(`  approval: ${pending.step} awaits approval${pending.approvers ? ` from ${pending.approvers.join(', ')}` : ''} (since ${pending.requested_at}): ${printableQuoted(pending.message)}`);
    for (const c of s.pausedChildren ?? []) {
      const where = c.branch !== undefined ? `branch ${c.branch} of ${c.step}` : c.step;
      // Each command a line of its own after its label, so it pastes whole.
      lines.push(`  child:    ${where} paused in run ${c.run_id} of ${c.workflow_file}: decide there`, `  approve:  ${c.approve}`, `  reject:   ${c.reject}`);
    }
    lines.push(`  steps:`);
    const width = idWidth(Object.keys(s.state.steps), 24);
    for (const [id, r] of Object.entries(s.state.steps)) {
      const limit = s.maxVisits[id];
      // The active child_workflow step: where its child run is, by the child's own state.
      const kid = s.children?.[id];
      const at = kid === undefined ? '' : kid.status === null ? `  → child run ${kid.run_id} (its state cannot be read)` : `  → ${kid.workflow_file} run ${kid.run_id} at ${kid.in_flight ?? kid.active_step ?? '-'} (${kid.in_flight !== null ? 'in flight' : kid.status})`;
      // A hand-off that ended the run is recorded blocked, but nothing blocked it: it handed the work on.
      const shown = id === s.handedOff ? 'handed off' : r.status;
      lines.push(`    ${id.padEnd(width)} ${shown.padEnd(10)} visits ${r.visits}${limit !== undefined ? `/${limit}` : ''}  attempts ${r.attempts}${printable(at)}`);
      if (kid !== undefined) lines.push(`      ${style.dim(`child logs: ${kid.logs}`)}`);
      if (r.foreach) {
        const items = r.foreach.items;
        const count = (st: string) => items.filter((i) => i.status === st).size;
        lines.push(`      ${style.dim(`items: ${count('verified')} verified, ${count('deferred')} deferred, ${count('blocked')} blocked, ${count('pending') + count('running')} to do of ${items.size}${r.foreach.active_item ? ` (active: ${r.foreach.active_item})` : ''}`)}`);
        const drift = s.registries?.[id];
        if (drift) lines.push(...registryLines(drift, style));
      }
      if (r.parallel) {
        const branches = Object.entries(r.parallel.branches).map(([b, br]) => `${b} ${br.status}${br.status === 'failed' ? ` (${howBranchFailed(br)})` : br.gate_status ? ` (${br.gate_status})` : ''}`);
        lines.push(`      ${style.dim(`branches (join ${r.parallel.join}): ${branches.join(', ')}${r.parallel.outcome ? ` -> ${r.parallel.outcome}` : ''}`)}`);
      }
    }
    lines.push(...statusOutputsText(s.outputs, style));
    lines.push(...routeText(s.state, s.log, style, s.historyCommand));
    lines.push(...notRunText(s.notRun));
  }
  if (s.question !== undefined) lines.push(`  question: ${printableQuoted(s.question.text)}  (step ${s.question.step}, visit ${s.question.visit}, attempt ${s.question.attempt})`);
  lines.push(...nextLines(s.nextCommand, s.nextAlternative));
  if (s.nextCommand && s.nextNote) lines.push(`  note:     ${s.nextNote}`);
  if (s.agents !== undefined) lines.push(`  agent:    ${printable(s.agents.shown)}  (${s.agents.why})`);
  return lines.join('\n');
}

/** The run's outputs as run's summary lists them, then what a failed attempt left: its output and log, marked not accepted. */
function statusOutputsText(outputs: StatusReport['outputs'], style: Style): string[] {
  if (outputs === undefined || outputs.accepted.length + outputs.notAccepted.length === 0) return [];
  const lines = ['  outputs:'];
  for (const a of outputs.accepted) lines.push(`    ${a.path}  ${style.dim(`${a.step}: ${a.gate_status}${a.replaced ? `, accepted on visit ${a.visit}; replaced since by an attempt not accepted` : ''}`)}`);
  for (const l of outputs.notAccepted) lines.push(`    ${l.path}  ${style.yellow(`${l.step}: ${l.kind === 'log' ? 'log of' : 'written by'} failed attempt ${l.attempt}${l.visit > 1 ? ` of visit ${l.visit}` : ''}, not accepted`)}`);
  return lines;
}

/**
 * How many of a long list (decisions, approvals, skips, stalls) text status shows: the latest. A
 * loop that ran thousands of times would otherwise print thousands of lines; `history` and
 * `status --json` keep every one.
 */
export const STATUS_LIST_SHOWN = 20;

/** Whether a decision marked taken back at `at` was taken back by a resume at another source commit (its source_changed event's time), not a --rerun-from. */
function bySourceChange(state: NonNullable<StatusReport['state']>, at: string): boolean {
  return (state.source_changes ?? []).some((c) => c.at === at) && !(state.rewinds ?? []).some((r) => r.at === at);
}

/** Decisions taken (with the values each branch saw), approvals, skips and stalls of a run: the latest of each. */
function routeText(state: NonNullable<StatusReport['state']>, log: StatusReport['log'], style: Style, historyCommand: string | undefined): string[] {
  const lines: string[] = [];
  // `all`: the list, or its latest entries when `total` (how many there are) is more.
  const section = <T>(title: string, all: readonly T[], show: (item: T) => void, total = all.length): void => {
    if (total === 0) return;
    lines.push(`  ${title}:`);
    const hidden = total - STATUS_LIST_SHOWN;
    if (hidden > 0) lines.push(`    ${style.dim(`… ${hidden} earlier not shown (all ${total}: ${historyCommand ?? 'status --json'})`)}`);
    for (const item of all.slice(Math.max(0, all.length - STATUS_LIST_SHOWN))) show(item);
  };
  section('decisions', log?.decisions ?? [], (d) => {
    const taken = d.chosen === 'else' ? 'else' : `if ${d.branches[d.chosen]?.expression ?? `#${d.chosen}`}`;
    lines.push(`    ${d.step} (visit ${d.visit}): ${taken} -> ${d.to}`);
    for (const b of d.branches) {
      const seen = Object.entries(b.seen).map(([k, v]) => `${k}=${JSON.stringify(v) ?? 'null'}`).join(', ');
      lines.push(`      ${style.dim(`${b.truthy ? '✓' : '✗'} ${b.expression}${seen ? `  [${seen}]` : ''}`)}`);
    }
  }, log ? decisionsTaken(log) : 0);
  section('approvals', state.approvals ?? [], (a) => lines.push(`    ${a.step} (visit ${a.visit}): ${a.decision} by ${printableQuoted(a.by)} at ${a.at}${a.note ? ` — ${printableQuoted(a.note)}` : ''}${a.taken_back_at !== undefined ? style.dim(` (taken back by ${bySourceChange(state, a.taken_back_at) ? 'a source change' : 'a rerun'} at ${a.taken_back_at})`) : ''}`));
  // The failure a standing skip came after (on_failure: skip; none for a person's skip), on the step's latest skip.
  const why = new Map(skippedSteps(state).map((k) => [`${k.step}\0${k.visit}`, k.reason]));
  section('skips', state.skips ?? [], (k) => {
    lines.push(`    ${k.step} (visit ${k.visit}) -> ${k.to ?? 'end of run'}${skipCause(why.get(`${k.step}\0${k.visit}`), k.by)}`);
  });
  section('stalls', state.stalls ?? [], (t) => lines.push(`    ${t.step} (visit ${t.visit} repeated visit ${t.previous_visit}) -> ${t.to ?? 'stopped (WORKFLOW_BLOCKED_STALLED)'}`));
  return lines;
}

export function planText(p: Plan, style: Style): string {
  // The stop a run would hit comes first, with its exit status; the workflow's paths follow.
  const stop = p.stop ? [`${headline(p.stop.code, style)}  ${printableQuoted(p.stop.message)}`, `  exit:   ${p.stop.exitCode} (a run with these arguments stops here, before any stage runs)`, ...(p.stop.hint ? [`  fix:    ${printable(p.stop.hint)}`] : [])] : [];
  if (p.workflow === null || p.steps.length === 0) return stop.length > 0 ? stop.join('\n') : `${headline(p.status, style)}  ${printableQuoted(p.message)}${p.hint ? `\n  fix: ${printable(p.hint)}` : ''}`;
  // No run id: the run could not be located (the stop above says why), so neither its id nor its mode is known.
  const header = p.runId === null ? `${p.workflow} · run not located${p.stop ? ` (${p.stop.code}: see above)` : ''}` : `${p.workflow} · ${p.mode ?? '-'} · run ${p.runId}`;
  const lines = [...stop, `${style.bold('plan')} ${header}`, `  next:   ${p.nextStep ?? (p.stop ? `- (stopped: ${p.stop.code})` : '-')}`, `  why:    ${p.reason}`];
  if (p.question !== undefined) lines.push(`  asks:   ${printableQuoted(p.question.text)}  (answer: run … --answer '<your answer>')`);
  if (p.stopAfterStep) lines.push(`  stop:   after ${p.stopAfterStep}${p.stopAfterStepBehind ? ' (behind the run: no path from the next step leads back to it, so the run does not stop there)' : ''}`);
  if (p.agents !== undefined) lines.push(`  agent:  ${printable(p.agents.shown)}  (${p.agents.why})`);
  lines.push('  steps:');
  const width = idWidth(p.steps.map((s) => s.id), 24);
  for (const s of p.steps) {
    const mark = s.disposition === 'next' ? style.cyan('▶') : s.disposition === 'completed' ? style.green('✓') : s.disposition === 'blocked' ? style.red('■') : s.disposition === 'unsupported' ? style.red('!') : ' ';
    lines.push(`  ${mark} ${s.id.padEnd(width)} ${s.kind.padEnd(8)} ${style.dim(`visits ${s.visits}/${s.maxVisits}`)}${s.output ? `  → ${s.output}` : ''}${s.agent !== undefined ? style.dim(`  agent ${s.agent ?? '(none configured)'}`) : ''}`);
    // A foreach's registry, resolved for this run, is named once: in its 'for each item of' line (stepPathsText).
    const c = s.resolved?.child;
    if (c) {
      const inputs = Object.entries(c.inputs).map(([k, v]) => `${k}=${v}`).join(' ');
      lines.push(`        ${style.dim(`child run: ${c.workflow}${c.runId ? ` run ${c.runId}` : ''}${c.statePath ? `, state ${c.statePath}` : ''}${c.manifestPath ? `, manifest ${c.manifestPath}` : ''}`)}`);
      if (inputs) lines.push(`        ${style.dim(`  inputs: ${inputs}`)}`);
      if (c.note) lines.push(`        ${style.dim(`  ${c.note}`)}`);
    }
    lines.push(...stepPathsText(s.paths, '        ', style, s.resolved?.registry));
    const drift = s.resolved?.registryDrift;
    if (drift) lines.push(`        ${style.yellow(`registry changed since the foreach loaded its ${drift.items} items (the registry has ${drift.rows} rows now): ${printable(driftWords(drift))}.${drift.advice !== undefined ? ` ${drift.advice}` : ''}`)}`);
  }
  if (p.source && p.source.verdicts.length > 0) {
    const s = p.source;
    lines.push(`  verdicts (source now ${s.sourceCommit ?? '(none: not a git commit)'}${s.agentPackageVersion ? `, package ${s.agentPackageVersion}` : ''}; on_source_change: ${s.policy}):`);
    const verdictWidth = idWidth(s.verdicts.map((v) => v.step), 24);
    for (const v of s.verdicts) {
      const state = v.kept ? style.yellow('kept') : v.current ? style.green('current') : style.red('stale');
      lines.push(`    ${v.step.padEnd(verdictWidth)} ${state}${v.why ? style.dim(`  ${v.why}`) : ''}`);
    }
    if (s.voidedApprovals.length > 0) lines.push(`    ${style.dim(`approval asked for again: ${s.voidedApprovals.join(', ')}`)}`);
  }
  if (p.loops.length > 0) {
    lines.push('  loops:');
    for (const l of p.loops) lines.push(`    ${loopText(l)}`);
  }
  // A warning may quote a path or what a person wrote (an --agent-command with a line break): every line shown, the later ones under the quote gutter, no control characters (a lone CR would draw the rest over the line's start).
  for (const w of p.warnings ?? []) lines.push(`  ${style.yellow('warning:')} ${printableQuoted(w)}`);
  return lines.join('\n');
}

/**
 * What history's, approve's / reject's and skip's --json begin with (core ReportHead), in this
 * order: status, exit_code, message, hint (when known), workflow, run_id. Each command's keys follow.
 */
export function reportHeadJson(r: ReportHead): Record<string, unknown> {
  return {
    status: r.status,
    exit_code: r.exitCode,
    message: r.message,
    ...(r.hint !== undefined ? { hint: r.hint } : {}),
    workflow: r.workflow,
    run_id: r.runId,
  };
}

/** `history --json`: one array of events, each with seq, event, step, visit, attempt, status, at. */
export function historyJson(h: HistoryReport): Record<string, unknown> {
  return {
    ...reportHeadJson(h),
    journal_path: h.journalPath,
    events: h.events.map((e) => ({ seq: e.seq, at: e.at, event: e.event, step: e.step, visit: e.visit, attempt: e.attempt, status: e.status, to: e.to, detail: e.detail, data: e.data })),
  };
}

export function historyText(h: HistoryReport, style: Style): string {
  // A refusal's message may quote workflow text (a finding): printable only, as status and run print it.
  if (h.events.length === 0) return `${headline(h.status, style)}  ${printable(h.message)}${h.hint ? `\n  fix:      ${printable(h.hint)}` : ''}`;
  const lines = [`${headline(h.status, style)}  run ${printableLine(h.runId ?? '-')} of ${printableLine(h.workflow ?? '-')}: ${printableQuoted(h.message)} (journal ${printableLine(h.journalPath ?? '-')})`];
  // The journal verified but a projection beside it did not: the violation's fix, then the events.
  if (h.hint) lines.push(`  fix:      ${printable(h.hint)}`);
  for (const e of h.events) {
    const where = e.step === null ? '' : `${e.step}${e.visit !== null ? ` v${e.visit}` : ''}${e.attempt !== null ? ` a${e.attempt}` : ''}`;
    const what = [e.status, e.to !== null && e.to !== e.step ? `-> ${e.to}` : '', e.detail].filter((x) => x).join(' ');
    // What a journal line carries may come from a stage (an effect's done_at from its ledger), a
    // person (an approval's note) or a forged journal: printable, and one event one line (a line
    // break in it must not print a line that reads as stagegate's own).
    lines.push(`  ${String(e.seq).padStart(4)}  ${style.dim(printableLine(e.at))}  ${printableLine(e.event).padEnd(16)} ${printableLine(where).padEnd(22)} ${printableLine(what)}`.trimEnd());
  }
  return lines.join('\n');
}
