// `stagegate skip <workflow> STEP`: one core call (skipActiveStep), rendered as text or JSON.
import { skipActiveStep, type SkipReport } from '../../core/commands/skip.js';
import type { Invocation } from '../../core/model/invocation.js';
import type { ParsedCommand } from '../args.js';
import type { Style } from '../style.js';
import { printable, printableQuoted } from '../../core/run/printable.js';
import type { WorkflowReaders } from '../../core/model/workflow-readers.js';
import type { AgentSelection } from '../../core/agents/registry.js';
import { actingOutput, actingPerson } from '../decider.js';
import { reportHeadJson } from '../render.js';

export function skipCommand(parsed: ParsedCommand, workspace: string, invocation: Invocation, env: Record<string, string | undefined>, style: Style, importers: WorkflowReaders, agents?: AgentSelection, commandName = 'stagegate'): { text: string; exitCode: number } {
  // Who skips: as approve names who decides (--by, else the default decider, else 'unknown' and why).
  const { by, warning } = actingPerson(parsed.by, env, 'skipped');
  const report = skipActiveStep(workspace, parsed.workflow!, invocation, parsed.step!, new Date(), importers, commandName, agents, by);
  return actingOutput({ json: parsed.json, style, exitCode: report.exitCode, recorded: report.skipped, warning }, () => skipJson(report), () => skipText(report, style));
}

export function skipJson(r: SkipReport): Record<string, unknown> {
  return {
    ...reportHeadJson(r),
    state_path: r.statePath,
    skipped: r.skipped ? r.step : null,
    ...(r.skipped ? { by: r.by } : {}),
    active_step: r.activeStep,
    next_command: r.nextCommand,
    ...(r.nextNote ? { next_note: r.nextNote } : {}),
  };
}

export function skipText(r: SkipReport, style: Style): string {
  const ok = r.exitCode === 0;
  const lines = [`${ok ? style.green(r.status) : style.red(r.status)}  ${printableQuoted(r.message)}`];
  if (r.skipped) lines.push(`  skipped:  ${r.step} by ${printableQuoted(r.by)}`);
  if (r.hint) lines.push(`  fix:      ${printable(r.hint)}`);
  if (r.nextCommand) lines.push(`  next:     ${r.nextCommand}`);
  if (r.nextNote) lines.push(`  note:     ${r.nextNote}`);
  return lines.join('\n');
}
