// `stagegate approve` / `stagegate reject`: one core call (recordApproval), rendered as text or JSON.
import { nextLines } from '../next-lines.js';
import { actingOutput, actingPerson } from '../decider.js';
import { reportHeadJson } from '../render.js';
import { recordApproval, type DecisionReport } from '../../core/commands/approve.js';
import type { Invocation } from '../../core/model/invocation.js';
import type { ParsedCommand } from '../args.js';
import type { Style } from '../style.js';
import { printable, printableQuoted } from '../../core/run/printable.js';
import type { SourceInfo } from '../../core/run/ports.js';
import type { WorkflowReaders } from '../../core/model/workflow-readers.js';
import type { AgentSelection } from '../../core/agents/registry.js';

export function approvalCommand(parsed: ParsedCommand, workspace: string, invocation: Invocation, env: Record<string, string | undefined>, style: Style, importers: WorkflowReaders, source: SourceInfo, agents?: AgentSelection, commandName = 'stagegate'): { text: string; exitCode: number } {
  // Who decides: --by, else the default decider; without either the record says 'unknown', and the output says why.
  const { by, warning } = actingPerson(parsed.by, env, 'decided');
  const report = recordApproval(workspace, parsed.workflow!, invocation, { decision: parsed.command === 'reject' ? 'rejected' : 'approved', by, note: parsed.note ?? null, commandName, sourceCommit: () => source.sourceCommit(workspace), inputsInHints: true, ...(agents ? { agents } : {}) }, new Date(), importers);
  return actingOutput({ json: parsed.json, style, exitCode: report.exitCode, recorded: report.record !== null, warning }, () => decisionJson(report), () => decisionText(report, style));
}

export function decisionJson(r: DecisionReport): Record<string, unknown> {
  return {
    ...reportHeadJson(r),
    state_path: r.statePath,
    decision: r.decision,
    approval: r.record,
    next_command: r.nextCommand,
    ...(r.nextAlternative !== undefined ? { next_alternative: r.nextAlternative } : {}),
    ...(r.nextNote ? { next_note: r.nextNote } : {}),
    ...(r.sourceWarning !== undefined ? { source_warning: r.sourceWarning } : {}),
    ...(r.workflowWarnings !== undefined ? { workflow_warnings: r.workflowWarnings } : {}),
    ...(r.location?.line !== undefined ? { location: r.location } : {}),
  };
}

/** The same status as --json (the run's status, or the refusal code) leads; the decision follows. */
export function decisionText(r: DecisionReport, style: Style): string {
  if (r.exitCode !== 0) return `${style.red(r.status)}  ${printableQuoted(r.message)}${r.hint ? `\n  fix:      ${printable(r.hint)}` : ''}${nextLines(r.nextCommand, r.nextAlternative).map((l) => `\n${l}`).join('')}`;
  const lines = [`${r.status === 'WORKFLOW_COMPLETE' ? style.green(r.status) : style.yellow(r.status)}  ${printableQuoted(r.message)}`];
  if (r.record) lines.push(`  decision: ${r.record.decision} by ${printableQuoted(r.record.by)} (step ${r.record.step}, visit ${r.record.visit})`);
  if (r.record?.source_commit) lines.push(`  commit:   ${r.record.source_commit} (a run at another source commit asks again)`);
  if (r.sourceWarning !== undefined) lines.push(`  ${style.yellow('warning:')}  ${r.sourceWarning}`);
  for (const w of r.workflowWarnings ?? []) lines.push(`  ${style.yellow('warning:')}  ${printableQuoted(w)}`);
  if (r.record?.note) lines.push(`  note:     ${printableQuoted(r.record.note)}`);
  lines.push(...nextLines(r.nextCommand, r.nextAlternative));
  if (r.nextNote) lines.push(`  note:     ${r.nextNote}`);
  return lines.join('\n');
}
