// Prompt stages: the prompt file exists; every {{x}} in it is declared for the step that uses
// it (inputs, defaults, runner-owned, stage inputs, foreach bindings). 4.0 Workflow Contract
// Safety: a prompt (or inline_instruction) that declares an explicit status union — its LAST line
// of the form `status: A | B | C` — lists exactly the step's statuses keys. One without such a
// line is valid: the assembled prompt's stage contract lists the allowed statuses; only a
// WORKFLOW_GATE template in it that lacks its status line is noted (PROMPT_STATUS_LINE_MISSING,
// a warning). A gate template naming another step or workflow is reported at its line (the
// runner's template wins). A prompt shared by many steps is read and scanned once.
import { posix } from 'node:path';
import { issue, type ScopedStep, type ValidationContext } from './context.js';
import { similarFile } from '../../model/loader.js';
import { matchStatusLine } from './session.js';
import { checkEscaped, UNDECLARED_HINT, undeclaredMessage } from './placeholders.js';
import { isValidReference } from '../../model/references.js';
import { CLOSED_GATE_HINT, closedGateReference } from './gate-keys.js';
import { reportGithubExpression } from './github-expressions.js';
import { findGateTemplates, mismatchedFields, type GateTemplate } from '../../model/gate-template.js';

function compareStatuses(offered: string[], routed: string[]): string | undefined {
  const offeredSet = new Set(offered);
  const routedSet = new Set(routed);
  const unrouted = offered.filter((s) => !routedSet.has(s));
  const unoffered = routed.filter((s) => !offeredSet.has(s));
  if (unrouted.length === 0 && unoffered.length === 0) return undefined;
  const parts: string[] = [];
  if (unrouted.length > 0) parts.push(`${unrouted.join(', ')} ${unrouted.length === 1 ? 'is' : 'are'} offered but not routed by statuses`);
  if (unoffered.length > 0) parts.push(`${unoffered.join(', ')} ${unoffered.length === 1 ? 'is' : 'are'} routed but never offered`);
  return parts.join('; ');
}

/** Names with `rel`'s own extension (`.md`), or every name when it has none: what a typo of it could have meant. */
function sameExtension(rel: string): RegExp {
  const ext = posix.extname(rel);
  return ext === '' ? /$/ : new RegExp(`${ext.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
}

export function rulePrompts(ctx: ValidationContext): void {
  for (const scoped of ctx.steps) {
    if (scoped.step.def.prompt !== undefined) checkPrompt(ctx, scoped);
    if (scoped.step.def.inline_instruction !== undefined) checkInline(ctx, scoped);
  }
}

function checkPrompt(ctx: ValidationContext, scoped: ScopedStep): void {
  const { step } = scoped;
  const template = step.def.prompt!;
  const promptPath = [...step.path, 'prompt'];
  const file = ctx.expandDefaults(template);
  if (file.includes('{{')) return; // chosen at run time: nothing to read now
  const info = ctx.session.prompt(file);
  if (!info.file.ok) {
    if (info.file.reason === 'outside') return; // PATH_OUTSIDE_WORKSPACE (paths.ts)
    const why = info.file.reason === 'missing' ? 'does not exist' : info.file.reason === 'directory' ? 'is a directory, not a file' : `cannot be read (${info.file.detail})`;
    // A mistyped path: the file of the same kind (extension) it most likely meant.
    const similar = info.file.reason === 'missing' ? similarFile(ctx.workspace, info.file.rel, sameExtension(info.file.rel)) : undefined;
    // A path written with placeholders is fixed in its written part, not replaced by the filled text.
    const fix =
      similar === undefined
        ? 'Create the prompt file, or fix the path (prompt paths are relative to the workspace root).'
        : template.includes('{{')
          ? `Fix the path so that it reads '${similar}' once filled (it reads '${info.file.rel}'; prompt paths are relative to the workspace root), or create the prompt file.`
          : `Write '${similar}' (prompt paths are relative to the workspace root), or create the prompt file.`;
    ctx.report(issue('PROMPT_NOT_FOUND', 'error', `prompt '${template}' of step '${step.id}' ${why}${similar !== undefined ? `. Did you mean '${similar}'?` : ''}`, fix, promptPath, { value: true }));
    return;
  }
  const rel = info.file.rel;
  const names = ctx.namesFor(scoped);
  for (const [name, position] of ctx.workflow.format === 'native' ? info.escaped : []) {
    if (!names.has(name) && !isValidReference(name, scoped.scope.steps, scoped.scope.within?.id)) continue;
    checkEscaped(ctx, `\\{{${name}}}`, promptPath, `prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, () => true, () => ({ at: { file: rel, ...position } }));
  }
  for (const [name, position] of info.placeholders) {
    if (names.has(name)) continue;
    if (isValidReference(name, scoped.scope.steps, scoped.scope.within?.id)) {
      const closed = closedGateReference(ctx, `prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, name, scoped.scope.steps);
      if (closed !== undefined) ctx.report(issue('UNDECLARED_PLACEHOLDER', 'error', closed, CLOSED_GATE_HINT, promptPath, { at: { file: rel, ...position } }));
      continue;
    }
    if (info.dollar.has(name)) {
      reportGithubExpression(ctx, `prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, name, false, promptPath, { file: rel, ...position });
      continue;
    }
    ctx.report(issue('UNDECLARED_PLACEHOLDER', 'error', undeclaredMessage(`prompt ${rel} (used by step '${step.id}', ${ctx.where(promptPath)})`, name, names, true, scoped.scope.within?.id), UNDECLARED_HINT(name, scoped.scope.steps, scoped.scope.within?.id), promptPath, { at: { file: rel, ...position } }));
  }
  checkGateTemplates(ctx, scoped, info.gateTemplates, (f) => ({ at: { file: rel, line: f.index + 1, column: f.column } }), `prompt ${rel}`);
  const statuses = step.def.statuses;
  if (statuses === undefined || Object.keys(statuses).length === 0) return;
  const routed = Object.keys(statuses);
  const line = info.statusLine;
  if (!line) {
    const template = info.gateTemplates[info.gateTemplates.length - 1];
    if (template) {
      ctx.report(issue('PROMPT_STATUS_LINE_MISSING', 'warning', `the WORKFLOW_GATE template of prompt ${rel} (used by step '${step.id}') has no status line; the runner's stage contract tells the agent the allowed statuses (${routed.join(', ')})`, `Add 'status: ${routed.join(' | ')}' to the template, or remove the template and rely on the stage contract.`, promptPath, { at: { file: rel, line: template.index + 1, column: 1 } }));
    }
    return;
  }
  const problem = compareStatuses(line.statuses, routed);
  if (problem) {
    ctx.report(issue('PROMPT_STATUS_MISMATCH', 'error', `the last status line of prompt ${rel} ('${line.text}') does not match the statuses of step '${step.id}' (${ctx.where([...step.path, 'statuses'])}): ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}' in the prompt, or route exactly those statuses.`, [...step.path, 'statuses'], { at: { file: rel, line: line.line, column: line.column } }));
  }
}

/** Gate templates in a prompt that name another step or workflow: the runner's template wins. */
function checkGateTemplates(ctx: ValidationContext, scoped: ScopedStep, templates: readonly GateTemplate[], where: (f: { index: number; column: number }) => Parameters<typeof issue>[5], what: string): void {
  const { step } = scoped;
  if (templates.length === 0 || step.def.statuses === undefined) return;
  for (const m of mismatchedFields(templates, { workflow: ctx.workflow.name, step: step.id })) {
    ctx.report(issue('PROMPT_GATE_TEMPLATE_MISMATCH', 'warning', `the WORKFLOW_GATE template of ${what} (used by step '${step.id}') says ${m.field}: ${m.at.value}, but the step is ${m.field === 'step' ? `'${step.id}'` : `of workflow '${ctx.workflow.name}'`}; a gate with ${m.field}: ${m.at.value} would be refused`, `Write ${m.field}: ${m.expected} (or {{${m.field}}}). The assembled prompt already replaces it with ${m.expected} and says so.`, [...step.path, step.def.prompt !== undefined ? 'prompt' : 'inline_instruction'], where(m.at)));
  }
}

function checkInline(ctx: ValidationContext, scoped: ScopedStep): void {
  const { step } = scoped;
  const statuses = step.def.statuses;
  const text = step.def.inline_instruction!;
  if (text.includes('WORKFLOW_GATE:')) {
    const lines = ctx.scalarLines([...step.path, 'inline_instruction']);
    const templates = findGateTemplates(lines.map((l) => l.text));
    checkGateTemplates(ctx, scoped, templates, (f) => ({ at: { line: lines[f.index]?.line ?? step.line, column: (lines[f.index]?.column ?? 1) + f.column - 1 } }), 'the inline_instruction');
  }
  if (statuses === undefined || Object.keys(statuses).length === 0) return;
  const routed = Object.keys(statuses);
  const path = [...step.path, 'inline_instruction'];
  let last: { line: number; column: number; statuses: string[]; text: string } | undefined;
  for (const l of ctx.scalarLines(path)) {
    const m = matchStatusLine(l.text);
    if (m) last = { line: l.line, column: l.column + m.column - 1, statuses: m.statuses, text: l.text.trim() };
  }
  if (!last) {
    // Fall back to the value itself (e.g. a folded scalar written on one line).
    const inText = step.def.inline_instruction!.split('\n').map(matchStatusLine).filter((m) => m !== undefined).pop();
    // No explicit status union: valid (the stage contract lists the statuses). Only a gate
    // template without its status line is noted.
    if (!inText) {
      if (text.includes('WORKFLOW_GATE:')) ctx.report(issue('PROMPT_STATUS_LINE_MISSING', 'warning', `the WORKFLOW_GATE template in the inline_instruction of step '${step.id}' has no status line; the runner's stage contract tells the agent the allowed statuses (${routed.join(', ')})`, `Add 'status: ${routed.join(' | ')}' to the template, or remove the template and rely on the stage contract.`, path));
      return;
    }
    const problem = compareStatuses(inText.statuses, routed);
    if (problem) ctx.report(issue('PROMPT_STATUS_MISMATCH', 'error', `the last status line of the inline_instruction of step '${step.id}' does not match its statuses: ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}'.`, path));
    return;
  }
  const problem = compareStatuses(last.statuses, routed);
  if (problem) {
    ctx.report(issue('PROMPT_STATUS_MISMATCH', 'error', `the last status line of the inline_instruction of step '${step.id}' ('${last.text}') does not match its statuses (${ctx.where([...step.path, 'statuses'])}): ${problem}`, `Make the two lists equal: 'status: ${routed.join(' | ')}' in the instruction, or route exactly those statuses.`, path, { at: { line: last.line, column: last.column } }));
  }
}
