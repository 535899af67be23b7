// A step that reads another step's result ({{steps.<id>.output}}, .gate.<key>, and their _or_empty
// forms) where the run can reach it before that step has run in the run — the first pass of an
// implement -> review -> implement loop whose implement reads the review — stops there with
// WORKFLOW_INPUT_REQUIRED: a step's reference is unresolved until the step has a result, even
// _or_empty (references.ts; only a parallel branch's _or_empty reads "" before its step ran).
// Said as REFERENCE_BEFORE_STEP (a warning: a decision may keep the run off that path), with a
// path the run can take to get there; a step reading its own result has none on its first visit.
// A decision branch whose condition says the step ran (visits.<id> > 0 …) is no such path.
// A native workflow's top-level steps (a parallel step's branches read as the step) and each
// foreach's per_item machine; the texts a run resolves when it prepares the step (run,
// inline_instruction, action, stage inputs, the prompt file, an approval's message).
import { PLACEHOLDER } from '../../model/placeholders.js';
import { parseReference } from '../../model/references.js';
import type { StepModel } from '../../model/workflow.js';
import { branchesOf } from '../../steps/parallel/branches.js';
import { transitionsOf } from '../graph.js';
import { issue, type ValidationContext, type YamlPath } from './context.js';

interface Read {
  name: string;
  /** Who reads it when not the step itself: a branch of the parallel step. */
  by?: string;
  /** Read in an approval's message: unresolved, the message reads as written (approval/run.ts), the run does not stop. */
  message?: true;
  step: string;
  path: YamlPath;
  at?: { file: string; line: number; column: number };
}

export function ruleReferenceOrder(ctx: ValidationContext): void {
  if (ctx.workflow.format !== 'native') return;
  // The top-level steps, and each foreach's per_item machine (an item runs it from its first step).
  for (const scope of ctx.scopes) {
    if (scope.entry === undefined || !scope.steps.has(scope.entry)) continue;
    checkScope(ctx, scope.entry, scope.steps, scope.owner === undefined ? 'it is the entry step' : `it is the first step of the per_item of foreach '${scope.owner.id}'`);
  }
}

function checkScope(ctx: ValidationContext, entry: string, steps: ReadonlyMap<string, StepModel>, first: string): void {
  const edges = new Map<string, Edge[]>();
  for (const step of steps.values()) edges.set(step.id, edgesOf(step, steps));
  // Every path to a step passes its dominators: a read of one of them is always resolved. Only a
  // read they do not settle costs a walk (one per step read), so a long chain stays linear.
  const dom = dominators(entry, edges);
  const around = new Map<string, Map<string, string | null>>();
  for (const step of steps.values()) {
    if (!dom.reached(step.id)) continue;
    const seen = new Set<string>();
    // A parallel step's branches are prepared when it runs: their reads are the step's.
    const branches = step.kind === 'parallel' ? branchesOf(ctx.workflow, step) : [];
    for (const read of [...readsOf(ctx, step), ...branches.flatMap((b) => readsOf(ctx, b).map((r) => ({ ...r, by: `branch '${b.id}' of step '${step.id}'` })))]) {
      if (seen.has(read.name) || !steps.has(read.step)) continue;
      seen.add(read.name);
      const self = read.step === step.id;
      if (self && step.kind === 'parallel') continue;
      if (!self && dom.dominates(read.step, step.id)) continue;
      // Its own result: on the first visit the step has none yet, whatever way the run came.
      let from = around.get(self ? '' : read.step);
      if (from === undefined) {
        from = walk(entry, self ? undefined : read.step, edges);
        around.set(self ? '' : read.step, from);
      }
      if (!from.has(step.id)) continue;
      const way: string[] = [];
      for (let at: string | null = step.id; at !== null; at = from.get(at) ?? null) way.unshift(at);
      const orEmpty = read.name.includes('_or_empty');
      const where = way.length === 1 ? first : way.join(' -> ');
      const who = read.by ?? `step '${step.id}'`;
      ctx.report(
        issue(
          'REFERENCE_BEFORE_STEP',
          'warning',
          `${self ? `${who} reads {{${read.name}}}, its own result, which it does not have on its first visit (${where})` : `${who} reads {{${read.name}}}, but the run can reach '${step.id}' before step '${read.step}' has run (${where})`}, and there ${read.message ? 'its approval message is shown unfilled, every {{…}} in it as written' : 'it stops with WORKFLOW_INPUT_REQUIRED'}: a step's result is unresolved until the step has one${orEmpty ? ' (_or_empty reads "" only once it has finished, not before it ran)' : ''}`,
          `Read it only on paths that run '${read.step}' first (a later step, or a decision that checks visits.${read.step} > 0); on a loop's first pass, name the file instead (its declared output path, which may not exist yet) and tell the agent to read it if it exists.`,
          read.path,
          read.at !== undefined ? { at: read.at } : {},
        ),
      );
    }
  }
}

interface Edge {
  to: string;
  /** Steps this edge is taken only after: a decision branch that checks they ran. */
  after: ReadonlySet<string>;
}

/** A step's transitions to steps; a decision's branches with the steps their conditions say ran. */
function edgesOf(step: StepModel, steps: ReadonlyMap<string, StepModel>): Edge[] {
  const none = new Set<string>();
  const out: Edge[] = transitionsOf(step)
    .filter((t) => steps.has(t.to) && !t.label.startsWith('if ') && t.label !== 'else')
    .map((t) => ({ to: t.to, after: none }));
  // A branch after `if: visits.X == 0` is taken only once X ran; so is one whose condition is
  // `visits.X > 0` (or >= 1, == 2 …) or `steps.X.status == 'completed'`, alone or and-ed.
  const ran = new Set<string>();
  for (const branch of step.def.decide ?? []) {
    const to = 'if' in branch ? branch.to : branch.else;
    const after = new Set(ran);
    if ('if' in branch) {
      const text = String(branch.if);
      const never = /^\s*visits\.([A-Za-z0-9_.-]+?)\s*(?:==\s*0|<\s*1)\s*$/.exec(text);
      if (!/\|\||[()!]/.test(text.replace(/!=/g, ''))) {
        for (const part of text.split('&&')) {
          const visits = /^\s*visits\.([A-Za-z0-9_.-]+?)\s*(>|>=|==)\s*(\d+)\s*$/.exec(part);
          if (visits && (visits[2] === '>' || Number(visits[3]) >= 1)) after.add(visits[1]!);
          const status = /^\s*steps\.([A-Za-z0-9_.-]+?)\.status\s*==\s*'completed'\s*$/i.exec(part);
          if (status) after.add(status[1]!);
        }
      }
      if (never) ran.add(never[1]!);
    }
    if (steps.has(to)) out.push({ to, after });
  }
  return out;
}

/**
 * The ways from the entry, breadth first, that never enter `avoid` nor take an edge taken only
 * after it: each reached step with the step before it (the entry with null).
 */
function walk(entry: string, avoid: string | undefined, edges: ReadonlyMap<string, Edge[]>): Map<string, string | null> {
  const from = new Map<string, string | null>();
  if (entry === avoid) return from;
  from.set(entry, null);
  const queue = [entry];
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i]!;
    for (const edge of edges.get(id) ?? []) {
      if (edge.to === avoid || from.has(edge.to) || (avoid !== undefined && edge.after.has(avoid))) continue;
      from.set(edge.to, id);
      queue.push(edge.to);
    }
  }
  return from;
}

/**
 * The dominator tree of the steps reached from the entry (Cooper, Harvey and Kennedy's iterative
 * algorithm; every edge, as a step that dominates on every edge does on fewer): whether every way
 * from the entry to a step passes another, answered from the tree's entry/exit numbers.
 */
function dominators(entry: string, edges: ReadonlyMap<string, Edge[]>): { reached(id: string): boolean; dominates(a: string, b: string): boolean } {
  // Postorder by an explicit stack (a 10,000-step chain must not overflow the call stack).
  const post = new Map<string, number>();
  const order: string[] = [];
  const preds = new Map<string, string[]>();
  const visited = new Set([entry]);
  const stack: Array<{ id: string; i: number }> = [{ id: entry, i: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1]!;
    const out = edges.get(frame.id) ?? [];
    if (frame.i < out.length) {
      const to = out[frame.i++]!.to;
      if (!preds.has(to)) preds.set(to, []);
      preds.get(to)!.push(frame.id);
      if (!visited.has(to)) {
        visited.add(to);
        stack.push({ id: to, i: 0 });
      }
      continue;
    }
    stack.pop();
    post.set(frame.id, order.length);
    order.push(frame.id);
  }
  const idom = new Map<string, string>([[entry, entry]]);
  const intersect = (a: string, b: string): string => {
    while (a !== b) {
      while (post.get(a)! < post.get(b)!) a = idom.get(a)!;
      while (post.get(b)! < post.get(a)!) b = idom.get(b)!;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = order.length - 2; i >= 0; i--) {
      const id = order[i]!;
      let next: string | undefined;
      for (const p of preds.get(id) ?? []) if (idom.has(p)) next = next === undefined ? p : intersect(p, next);
      if (next !== undefined && idom.get(id) !== next) {
        idom.set(id, next);
        changed = true;
      }
    }
  }
  // Entry/exit numbers of the tree: a dominates b when b's interval lies in a's.
  const children = new Map<string, string[]>();
  for (const [id, parent] of idom) if (id !== entry) (children.get(parent) ?? children.set(parent, []).get(parent)!).push(id);
  const enter = new Map<string, number>();
  const exit = new Map<string, number>();
  let clock = 0;
  const tree: Array<{ id: string; i: number }> = [{ id: entry, i: 0 }];
  enter.set(entry, clock++);
  while (tree.length > 0) {
    const frame = tree[tree.length - 1]!;
    const kids = children.get(frame.id) ?? [];
    if (frame.i < kids.length) {
      const kid = kids[frame.i++]!;
      enter.set(kid, clock++);
      tree.push({ id: kid, i: 0 });
      continue;
    }
    tree.pop();
    exit.set(frame.id, clock++);
  }
  return {
    reached: (id) => enter.has(id),
    dominates: (a, b) => enter.has(a) && enter.has(b) && enter.get(a)! <= enter.get(b)! && exit.get(b)! <= exit.get(a)!,
  };
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
  // An approval's message is filled as the run reaches it: a result it reads before that step ran
  // leaves the whole message unfilled (the approver reads its {{…}} as written).
  const before = out.length;
  scan(d.approval?.message, [...step.path, 'approval', 'message']);
  for (const read of out.slice(before)) read.message = true;
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
