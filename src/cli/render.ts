// Rendering results for people (text) and programs (one JSON object). The JSON keys are fixed:
// other tools and the Action depend on them.
import type { RunEvent } from '../core/ports.js';
import type { RunOutcome } from '../core/runner.js';
import type { StatusReport } from '../core/status.js';
import type { Plan } from '../core/plan.js';
import type { ValidationReport } from '../core/validate-files.js';
import { STOP_CODES, isStopCode } from '../core/stop-codes.js';
import type { Style } from './style.js';

export function runJson(o: RunOutcome): Record<string, unknown> {
  return {
    status: o.status,
    workflow: o.workflow,
    run_id: o.runId,
    active_step: o.activeStep,
    completed_steps: o.completedSteps,
    state_path: o.statePath,
    manifest_path: o.manifestPath,
    message: o.message,
    exit_code: o.exitCode,
    run_root: o.runRoot,
    workflow_file: o.workflowFile,
    next_command: o.nextCommand,
    stages_run: o.stagesRun,
    ...(o.hint !== undefined ? { hint: o.hint } : {}),
    ...(o.location && o.location.line !== undefined ? { location: o.location } : {}),
    artifacts: o.state ? Object.values(o.state.artifacts).map((a) => ({ step: a.step, path: a.path, sha256: a.sha256, gate_status: a.gate_status })) : [],
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
    state_path: s.statePath,
    manifest_path: s.manifestPath,
    message: s.message,
    exit_code: s.exitCode,
    run_root: s.runRoot,
    locked: s.locked,
    ...(s.hint !== undefined ? { hint: s.hint } : {}),
    in_flight: state?.in_flight ?? null,
    pending_approval: state?.pending_approval ?? null,
    approvals: state?.approvals ?? [],
    last_gate: state?.last_gate ?? null,
    steps: state ? Object.fromEntries(Object.entries(state.steps).map(([id, r]) => [id, { status: r.status, visits: r.visits, attempts: r.attempts }])) : {},
  };
}

export function planJson(p: Plan): Record<string, unknown> {
  return {
    status: p.status,
    workflow: p.workflow,
    run_id: p.runId,
    mode: p.mode,
    state_path: p.statePath,
    state_found: p.stateFound,
    next_step: p.nextStep,
    reason: p.reason,
    stop_after_step: p.stopAfterStep,
    message: p.message,
    exit_code: p.exitCode,
    ...(p.hint !== undefined ? { hint: p.hint } : {}),
    steps: p.steps.map((s) => ({ id: s.id, kind: s.kind, disposition: s.disposition, visits: s.visits, max_visits: s.maxVisits, output: s.output, transitions: s.transitions, ...(s.agent !== undefined ? { agent: s.agent } : {}) })),
    ...(p.prompt !== undefined ? { prompt: p.prompt } : {}),
  };
}

export function validationJson(r: ValidationReport): Record<string, unknown> {
  const shape = (d: ValidationReport['diagnostics'][number]) => ({ code: d.code, message: d.message, file: d.file, line: d.line, column: d.column, severity: d.severity, path: d.path, ...(d.hint !== undefined ? { hint: d.hint } : {}) });
  return {
    valid: r.errors === 0,
    files: r.files,
    errors: r.diagnostics.filter((d) => d.severity === 'error').map(shape),
    warnings: r.diagnostics.filter((d) => d.severity === 'warning').map(shape),
  };
}

function seconds(ms: number): string {
  return ms < 1000 ? `${(ms / 1000).toFixed(2)}s` : `${(ms / 1000).toFixed(1)}s`;
}

/** Live per-stage lines for `run` without --json. */
export function eventPrinter(write: (line: string) => void, style: Style): (e: RunEvent) => void {
  let width = 12;
  return (e) => {
    switch (e.type) {
      case 'run_started':
        width = Math.max(width, 12);
        write(`${style.bold('stagegate')} ${e.workflow} · run ${e.runId} · ${e.resumed ? 'resuming' : e.mode === 'fresh' ? 'fresh' : 'new run'}`);
        break;
      case 'stage_finished': {
        const progress = style.dim(`[${e.completed}/${e.totalSteps}]`);
        const name = e.step.padEnd(width);
        const attempt = e.attempt > 1 ? style.dim(` (attempt ${e.attempt})`) : '';
        const visit = e.visit > 1 ? style.dim(` visit ${e.visit}`) : '';
        if (e.ok) {
          const next = e.next === null || e.next === undefined ? 'end' : e.next;
          write(`${progress} ${name} ${style.green('✓')} ${e.gateStatus} → ${next}  ${style.dim(seconds(e.durationMs))}${visit}${attempt}`);
        } else {
          write(`${progress} ${name} ${style.red('✗')} ${e.code}  ${style.dim(seconds(e.durationMs))}${visit}${attempt}`);
        }
        break;
      }
      case 'stage_retrying':
        write(`${style.yellow('↻')} ${e.step}: retrying (attempt ${e.attempt}) in ${seconds(e.delayMs)}: ${e.reason}`);
        break;
      case 'note':
        write(style.dim(e.message));
        break;
      default:
        break;
    }
  };
}

function headline(status: string, style: Style): string {
  if (status === 'WORKFLOW_COMPLETE') return style.green(style.bold(status));
  if (status === 'PARTIAL_RESUMABLE') return style.yellow(style.bold(status));
  return style.red(style.bold(status));
}

export function runText(o: RunOutcome, style: Style): string {
  const lines = [`${headline(o.status, style)}  ${o.message}`];
  if (o.location?.file && o.location.line !== undefined) lines.push(`  at:       ${o.location.file}:${o.location.line}:${o.location.column ?? 1}`);
  if (o.hint) lines.push(`  fix:      ${o.hint}`);
  else if (isStopCode(o.status) && o.status !== 'WORKFLOW_COMPLETE') lines.push(`  fix:      ${STOP_CODES[o.status].fix}`);
  if (o.runId) lines.push(`  run:      ${o.runId}${o.stagesRun > 0 ? ` (${o.stagesRun} stage${o.stagesRun === 1 ? '' : 's'} run now)` : ''}`);
  if (o.statePath && o.state) lines.push(`  state:    ${o.statePath}`);
  if (o.manifestPath && o.state) lines.push(`  manifest: ${o.manifestPath}`);
  if (o.state) {
    const artifacts = Object.values(o.state.artifacts);
    if (artifacts.length > 0) {
      lines.push(`  outputs:`);
      for (const a of artifacts) lines.push(`    ${a.path}  ${style.dim(`${a.step}: ${a.gate_status}`)}`);
    }
  }
  if (o.nextCommand) lines.push(`  next:     ${o.nextCommand}`);
  return lines.join('\n');
}

export function statusText(s: StatusReport, style: Style): string {
  const lines = [`${headline(s.status, style)}  ${s.message}`];
  if (s.hint) lines.push(`  fix:      ${s.hint}`);
  if (s.runId) lines.push(`  run:      ${s.runId}`);
  if (s.statePath) lines.push(`  state:    ${s.statePath}${s.locked ? style.yellow(' (locked: a runner is active)') : ''}`);
  if (s.state) {
    lines.push(`  active:   ${s.activeStep ?? '-'}`);
    const pending = s.state.pending_approval;
    if (pending) lines.push(`  approval: ${pending.step} awaits approval${pending.approvers ? ` from ${pending.approvers.join(', ')}` : ''} (since ${pending.requested_at}): ${pending.message}`);
    lines.push(`  steps:`);
    for (const [id, r] of Object.entries(s.state.steps)) lines.push(`    ${id.padEnd(24)} ${r.status.padEnd(10)} visits ${r.visits}  attempts ${r.attempts}`);
  }
  return lines.join('\n');
}

export function planText(p: Plan, style: Style): string {
  if (p.exitCode !== 0) return `${headline(p.status, style)}  ${p.message}${p.hint ? `\n  fix: ${p.hint}` : ''}`;
  const lines = [`${style.bold('plan')} ${p.workflow} · ${p.mode} · run ${p.runId ?? '(new id)'}`, `  next:   ${p.nextStep ?? '-'}`, `  why:    ${p.reason}`];
  if (p.stopAfterStep) lines.push(`  stop:   after ${p.stopAfterStep}`);
  lines.push('  steps:');
  for (const s of p.steps) {
    const mark = s.disposition === 'next' ? style.cyan('▶') : s.disposition === 'completed' ? style.green('✓') : s.disposition === 'unsupported' ? style.red('!') : ' ';
    lines.push(`  ${mark} ${s.id.padEnd(24)} ${s.kind.padEnd(8)} ${style.dim(`visits ${s.visits}/${s.maxVisits}`)}${s.output ? `  → ${s.output}` : ''}${s.agent !== undefined ? style.dim(`  agent ${s.agent ?? '(none configured)'}`) : ''}`);
    for (const t of s.transitions) lines.push(`        ${style.dim(`${t.on} → ${t.to}`)}`);
  }
  return lines.join('\n');
}

export function validationText(r: ValidationReport, style: Style): string {
  const lines: string[] = [];
  for (const d of r.diagnostics) {
    const sev = d.severity === 'error' ? style.red('error') : style.yellow('warning');
    lines.push(`${d.file}:${d.line}:${d.column}  ${sev}  ${d.code}  ${d.message}`);
    if (d.hint) lines.push(`    ${style.dim(`hint: ${d.hint}`)}`);
  }
  const summary = `${r.files.length} workflow file${r.files.length === 1 ? '' : 's'} checked: ${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'}`;
  lines.push(r.errors === 0 ? style.green(summary) : style.red(summary));
  return lines.join('\n');
}

/** GitHub workflow commands: one annotation per diagnostic. Values are escaped per the spec. */
export function validationGithub(r: ValidationReport): string {
  const escData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const escProp = (s: string) => escData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
  return r.diagnostics
    .map((d) => `::${d.severity === 'error' ? 'error' : 'warning'} file=${escProp(d.file)},line=${d.line},col=${d.column},title=${escProp(d.code)}::${escData(d.message + (d.hint ? ` (${d.hint})` : ''))}`)
    .join('\n');
}
