// A step that reads another step's result ({{steps.<id>.output}}, .gate.<key>, and their _or_empty
// forms) where the run can reach it before that step has run in the run — the first pass of an
// implement -> review -> implement loop whose implement reads the review — stops there with
// WORKFLOW_INPUT_REQUIRED: a step's reference is unresolved until the step has a result, even
// _or_empty (references.ts; only a parallel branch's _or_empty reads "" before its step ran).
// Said as REFERENCE_BEFORE_STEP (a warning: a decision may keep the run off that path), with a
// path the run can take to get there. Top-level steps of a native workflow; the texts a run
// resolves when it prepares the step (run, inline_instruction, action, stage inputs, the prompt file).
import { PLACEHOLDER } from '../../model/placeholders.js';
import { parseReference } from '../../model/references.js';
import type { StepModel } from '../../model/workflow.js';
import { transitionsOf } from '../graph.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';

interface Read {
  name: string;
  step: string;
  path: YamlPath;
  at?: { file: string; line: number; column: number };
}

export function ruleReferenceOrder(ctx: ValidationContext): void {
  const { workflow } = ctx;
  if (workflow.format !== 'native' || workflow.entry === undefined || !workflow.steps.has(workflow.entry)) return;
  const successors = new Map<string, string[]>();
  for (const step of workflow.steps.values()) successors.set(step.id, transitionsOf(step).map((t) => t.to).filter((t) => workflow.steps.has(t)));
  for (const step of workflow.steps.values()) {
    const seen = new Set<string>();
    for (const read of readsOf(ctx, step)) {
      if (seen.has(read.name) || read.step === step.id || !workflow.steps.has(read.step)) continue;
      seen.add(read.name);
      const way = wayAround(workflow.entry, step.id, read.step, successors);
      if (way === undefined) continue;
      const orEmpty = read.name.includes('_or_empty');
      ctx.report(
        issue(
          'REFERENCE_BEFORE_STEP',
          'warning',
          `step '${step.id}' reads {{${read.name}}}, but the run can reach '${step.id}' before step '${read.step}' has run (${way.length === 1 ? 'it is the entry step' : way.join(' -> ')}), and there it stops with WORKFLOW_INPUT_REQUIRED: a step's result is unresolved until the step has one${orEmpty ? ' (_or_empty reads "" only once it has finished, not before it ran)' : ''}`,
          `Read it only on paths that run '${read.step}' first (a later step, or a decision that checks visits.${read.step} > 0); on a loop's first pass, name the file instead (its declared output path, which may not exist yet) and tell the agent to read it if it exists.`,
          read.path,
          read.at !== undefined ? { at: read.at } : {},
        ),
      );
    }
  }
}

/** The step results `step` reads in the texts a run resolves when it prepares it. */
function readsOf(ctx: ValidationContext, step: StepModel): Read[] {
  const out: Read[] = [];
  const scan = (text: unknown, path: YamlPath, at?: (index: number, line: number) => Read['at']) => {
    if (typeof text !== 'string' || !text.includes('{{')) return;
    text.split('\n').forEach((line, i) => {
      for (const m of line.matchAll(PLACEHOLDER)) {
        const ref = parseReference(m[1]!);
        if (ref === undefined || (ref.what !== 'output' && ref.what !== 'gate') || ref.branch !== undefined) continue;
        out.push({ name: m[1]!, step: ref.step, path, ...(at ? { at: at(m.index, i + 1) } : {}) });
      }
    });
  };
  const d = step.def;
  scan(d.run, [...step.path, 'run']);
  scan(d.inline_instruction, [...step.path, 'inline_instruction']);
  scan(d.action, [...step.path, 'action']);
  for (const [name, value] of Object.entries(d.inputs ?? {})) scan(value, [...step.path, 'inputs', name]);
  if (typeof d.prompt === 'string' && !d.prompt.includes('{{')) {
    const info = ctx.session.prompt(ctx.expandDefaults(d.prompt));
    if (info.file.ok) {
      const file = info.file.rel;
      scan(info.file.text, [...step.path, 'prompt'], (index, line) => ({ file, line, column: index + 1 }));
    }
  }
  return out;
}

/**
 * A way from the entry to `target` that never enters `avoid` (the steps, in order), or undefined
 * when every way to `target` passes through `avoid` first.
 */
function wayAround(entry: string, target: string, avoid: string, successors: ReadonlyMap<string, string[]>): string[] | undefined {
  if (entry === avoid) return undefined;
  const from = new Map<string, string | null>([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (id === target) {
      const way: string[] = [];
      for (let at: string | null = id; at !== null; at = from.get(at) ?? null) way.unshift(at);
      return way;
    }
    for (const next of successors.get(id) ?? []) {
      if (next === avoid || from.has(next)) continue;
      from.set(next, id);
      queue.push(next);
    }
  }
  return undefined;
}
