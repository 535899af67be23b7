// The workflow as a Mermaid flowchart for job summaries and reports: every step and transition,
// each step coloured by its status in a run, and the path the run took drawn thick. Each kind
// has its own shape (decision rhombus, approval hexagon, child workflow / phase subroutine,
// hand-off stadium), a foreach is a subgraph of its per-item machine and a parallel step a fork
// of its branches into a join. Pure: the text it returns is safe to place inside a ```mermaid
// fence (user text cannot end a label or the fence) and stays under Mermaid's text limit.
import type { HistoryEntry, RunState } from '../state/state.js';
import { stepRecord } from '../run/transition.js';
import { ASK_TARGET, type Workflow } from '../model/workflow.js';
import { workflowPaths, type PathEdge, type StepPaths } from '../validate/workflow-paths.js';

export type StepView = 'completed' | 'failed' | 'blocked' | 'running' | 'next' | 'unvisited';

export interface FlowchartOptions {
  direction?: 'TD' | 'LR';
  /** The run's transitions (its journal's), drawn as the path taken. */
  history?: readonly HistoryEntry[];
  /**
   * The states of each foreach step's item runs (graph-items.ts foreachItemStates) and how many
   * items it has: its per-item steps are coloured from them (itemStepView). Without: uncoloured.
   */
  itemStates?: ReadonlyMap<string, { states: readonly RunState[]; items: number }>;
  /** Above this many steps or edges the chart is not drawn (Mermaid's own limits are near); defaults MAX_STEPS, MAX_EDGES. */
  maxSteps?: number;
  maxEdges?: number;
  /** The chart's text stays below this many characters (default: Mermaid's limit, with room to spare). */
  maxChars?: number;
  /** A workspace path (a foreach's resolved registry) as the chart names it: the Action's, the repository's (default: as it is). */
  path?: (p: string) => string;
  /**
   * The step a plan runs next (the Action's `command: plan`: Plan.nextStep), drawn `next` as its
   * table marks it — also for a run not started yet or a fresh plan, which have no state to say
   * it —, and no other step drawn `next` (null: none runs). Without: the state's active step is.
   */
  next?: string | null;
}

export interface Flowchart {
  /** Mermaid source without the fence, or undefined when the workflow is too large to draw. */
  mermaid: string | undefined;
  /** Why the chart was not drawn (mermaid undefined): what is over which limit, in words. */
  tooLarge?: string;
  /** Status of each step as drawn, in workflow order. */
  steps: Array<{ id: string; view: StepView; visits: number }>;
  /** Edges of the path taken, as "from -> to" (to may be DONE / BLOCKED), with how often. */
  taken: Array<{ from: string; to: string; label: string; times: number }>;
}

/**
 * Mermaid text inside "...": the characters that could end the label, start an entity code, an
 * HTML tag or a code fence become look-alikes (a lone > is text to both Mermaid and HTML), so labels read as written (no #NNN; entity codes, which some
 * renderers show as they are). Line breaks and control characters become spaces.
 */
const LOOKALIKE: Record<string, string> = {
  '"': '″',
  '#': '＃',
  '<': '‹',
  '`': 'ˋ',
  '&': '＆',
};

export function mermaidText(text: string): string {
  return text.replace(/["#<`&]/g, (ch) => LOOKALIKE[ch] ?? ch).replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, ' ');
}

/** Mermaid refuses a diagram longer than this many characters (its maxTextSize default). */
export const MERMAID_MAX_TEXT = 50_000;

/** Default limits of a drawn chart: steps (inner steps of foreach and parallel steps counted) and edges. */
export const MAX_STEPS = 150;
export const MAX_EDGES = 400;

/** Labels are shortened to this many characters, at the shortest, before a chart is left undrawn for its length. */
const SHORTEST_LABEL = 12;

/** A long id shortened for a label: its start and end, joined by an ellipsis. */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = Math.ceil((max - 1) / 2);
  return `${text.slice(0, head)}…${text.slice(text.length - (max - 1 - head))}`;
}

const ICON: Record<StepView, string> = {
  completed: '✓ ',
  failed: '✗ ',
  blocked: '■ ',
  running: '… ',
  next: '▶ ',
  unvisited: '',
};

const CLASS_DEFS: Record<Exclude<StepView, 'unvisited'>, string> = {
  completed: 'fill:#dafbe1,stroke:#1a7f37,color:#0d2818',
  failed: 'fill:#ffebe9,stroke:#cf222e,color:#4c0b10',
  blocked: 'fill:#fff1e5,stroke:#bc4c00,color:#3d1300',
  running: 'fill:#ddf4ff,stroke:#0969da,color:#0a3069',
  next: 'fill:#fff8c5,stroke:#9a6700,color:#3b2300,stroke-dasharray:4 3',
};

export function stepView(state: RunState | undefined, id: string): StepView {
  if (!state) return 'unvisited';
  const record = stepRecord(state, id);
  if (state.in_flight?.step === id) return 'running';
  // A cancelled run (WORKFLOW_INTERRUPTED) records its interrupted attempt as failed, but the step
  // did not fail: it stays active and runs again on resume — the next step.
  const interrupted = state.status === 'WORKFLOW_INTERRUPTED' && state.active_step === id;
  if (record?.status === 'failed' && !interrupted) return 'failed';
  if (record?.status === 'blocked') return 'blocked';
  if (state.active_step === id) return 'next';
  if (record?.status === 'completed') return 'completed';
  return 'unvisited';
}

/**
 * A step's view where a plan says which step runs next (`next`: FlowchartOptions.next): that one is
 * `next`; the state's active step, when the plan runs another (an earlier stale step, a rerun), is
 * drawn as its record says (completed, else unvisited). `next` undefined: stepView.
 */
export function plannedView(state: RunState | undefined, id: string, next: string | null | undefined): StepView {
  if (next === undefined) return stepView(state, id);
  if (id === next) return 'next';
  const view = stepView(state, id);
  if (view !== 'next') return view;
  return state && stepRecord(state, id)?.status === 'completed' ? 'completed' : 'unvisited';
}

/**
 * A foreach's per-item step as its item runs left it: failed (or blocked) when it failed (or
 * blocked) in any item, running when an item runs it, next when an item waits at it (paused, or
 * cancelled with it active: it runs on resume, it is not running), completed when it completed in
 * an item and none of those; with how many item runs completed it.
 */
export function itemStepView(states: readonly RunState[], id: string): { view: StepView; completed: number } {
  let completed = 0;
  const seen = new Set<StepView>();
  for (const s of states) {
    const v = stepView(s, id);
    seen.add(v);
    if (s.steps[id]?.status === 'completed' || v === 'completed') completed++;
  }
  const view: StepView = seen.has('failed') ? 'failed' : seen.has('blocked') ? 'blocked' : seen.has('running') ? 'running' : seen.has('next') ? 'next' : seen.has('completed') ? 'completed' : 'unvisited';
  return { view, completed };
}

interface Edge {
  from: string;
  to: string;
  status: string | undefined;
  label: string;
  times: number;
  implicit: boolean;
}

/** Node text wrapped in the shape of the step's kind. */
function shaped(id: string, kind: string, text: string, encode: (text: string) => string): string {
  const t = `"${encode(text)}"`;
  switch (kind) {
    case 'decision':
      return `${id}{${t}}`;
    case 'approval':
      return `${id}{{${t}}}`;
    case 'child_workflow':
      return `${id}[[${t}]]`;
    case 'instruction':
      return `${id}([${t}])`;
    case 'foreach':
      return `${id}[/${t}/]`;
    case 'parallel':
      return `${id}[\\${t}/]`;
    default:
      return `${id}[${t}]`;
  }
}

/** Label of an edge as drawn: the status (or branch) it routes, else what the key says. */
function edgeLabel(e: PathEdge): string {
  if (e.status !== undefined) return e.label.replace(/^status /, '');
  return e.label;
}

/**
 * Edges of one step as drawn: explicit transitions (a status routed to ASK too, to an `ASK` node, as
 * plan lists it `status NEED_INFO → ASK`: the run pauses there for a person's answer) and the
 * runner's default reject → BLOCKED.
 */
function drawnEdges(p: StepPaths): PathEdge[] {
  return p.edges.filter((e) => !e.implicit || e.kind === 'reject');
}

/**
 * The registry a foreach reads, for its subgraph's label: the path the run resolved (its foreach
 * record) when the run has loaded it, else the template with each `{{name}}` as `‹name›`, a
 * short placeholder that cannot be mistaken for a path the run will read.
 */
function foreachSource(state: RunState | undefined, stepId: string, template: string, path: (p: string) => string = (p) => p): string {
  const loaded = state ? stepRecord(state, stepId)?.foreach?.source : undefined;
  return loaded !== undefined ? path(loaded) : template.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, '‹$1›');
}

/** A parallel branch's view in a run, from the step's parallel record. */
function branchView(state: RunState | undefined, stepId: string, branch: string): StepView {
  const record = state ? stepRecord(state, stepId)?.parallel?.branches[branch] : undefined;
  switch (record?.status) {
    case 'succeeded':
      return 'completed';
    case 'failed':
      return 'failed';
    case 'running':
      return 'running';
    default:
      return 'unvisited';
  }
}

export function workflowFlowchart(workflow: Workflow, state?: RunState, options: FlowchartOptions = {}): Flowchart {
  // Mermaid counts characters: a chart over its limit is drawn again with shorter labels, and
  // left out when even that does not fit.
  const maxChars = options.maxChars ?? MERMAID_MAX_TEXT - 1_000;
  let chart = drawFlowchart(workflow, state, options, Infinity);
  for (const labelMax of [48, 24, SHORTEST_LABEL]) {
    if (chart.mermaid === undefined || chart.mermaid.length <= maxChars) return chart;
    chart = drawFlowchart(workflow, state, options, labelMax);
  }
  if (chart.mermaid === undefined || chart.mermaid.length <= maxChars) return chart;
  const { mermaid: _drawn, ...rest } = chart;
  return { ...rest, mermaid: undefined, tooLarge: `its chart is ${chart.mermaid.length.toLocaleString('en-US')} characters long even with labels shortened to ${SHORTEST_LABEL} (Mermaid draws at most ${maxChars.toLocaleString('en-US')} here)` };
}

function drawFlowchart(workflow: Workflow, state: RunState | undefined, options: FlowchartOptions, labelMax: number): Flowchart {
  const enc = (text: string) => mermaidText(shorten(text, labelMax));
  const direction = options.direction ?? 'TD';
  const paths = workflowPaths(workflow);
  const ids = paths.steps.map((p) => p.id);
  const nodeId = new Map<string, string>(ids.map((id, i) => [id, `s${i}`]));
  const edges: Edge[] = [];
  for (const p of paths.steps) {
    for (const e of drawnEdges(p)) edges.push({ from: p.id, to: e.to, status: e.status, label: edgeLabel(e), times: 0, implicit: e.implicit === true });
  }
  // The path taken, from the run's history.
  for (const h of options.history ?? []) {
    let to: string | undefined;
    if (h.outcome === 'transition' || h.outcome === 'stopped') to = h.to ?? undefined;
    else if (h.outcome === 'complete') to = 'DONE';
    else if (h.outcome === 'blocked') to = 'BLOCKED';
    else if (h.outcome !== 'loop_limit') continue;
    const candidates = edges.filter((e) => e.from === h.step && (h.gate_status == null || e.status === undefined || e.status === h.gate_status));
    const edge = candidates.find((e) => to !== undefined && e.to === to) ?? (h.outcome === 'loop_limit' ? candidates[0] : undefined);
    if (edge) edge.times++;
  }
  const steps = ids.map((id) => ({ id, view: plannedView(state, id, options.next), visits: state?.steps[id]?.visits ?? 0 }));
  const taken = edges.filter((e) => e.times > 0).map((e) => ({ from: e.from, to: e.to, label: e.label, times: e.times }));
  const inner = paths.steps.reduce((n, p) => n + (p.foreach?.steps.length ?? 0) + (p.parallel?.branches.length ?? 0), 0);
  const maxSteps = options.maxSteps ?? MAX_STEPS;
  const maxEdges = options.maxEdges ?? MAX_EDGES;
  if (ids.length + inner > maxSteps) return { mermaid: undefined, tooLarge: `it has ${ids.length + inner} steps${inner > 0 ? ` (${inner} of them inside foreach and parallel steps)` : ''}, more than the ${maxSteps} a chart draws`, steps, taken };
  if (edges.length > maxEdges) return { mermaid: undefined, tooLarge: `it has ${edges.length} transitions, more than the ${maxEdges} a chart draws`, steps, taken };

  const lines: string[] = [`flowchart ${direction}`];
  const started = state !== undefined && (state.transitions > 0 || state.in_flight !== null || Object.keys(state.steps).length > 0);
  const hasEntry = workflow.entry !== undefined && nodeId.has(workflow.entry);
  if (hasEntry) lines.push('  nStart(("start"))');
  const extra = new Map<string, string>();
  const terminal = (to: string): string => {
    let id = extra.get(to);
    if (!id) {
      id = to === 'DONE' ? 'nDone' : to === 'BLOCKED' ? 'nBlocked' : to === ASK_TARGET ? 'nAsk' : `x${extra.size}`;
      extra.set(to, id);
    }
    return id;
  };
  const target = (to: string): string => nodeId.get(to) ?? terminal(to);
  const edgeLines: string[] = [];
  const takenIndexes: number[] = [];
  const views = new Map<string, StepView>(steps.map((s) => [nodeId.get(s.id)!, s.view]));
  const arrow = (times: number, implicit: boolean) => (times > 0 ? '==>' : implicit ? '-.->' : '-->');
  const link = (from: string, to: string, label: string, times = 0, implicit = false) => {
    if (times > 0) takenIndexes.push(edgeLines.length);
    edgeLines.push(`  ${from} ${arrow(times, implicit)}${label ? `|"${enc(times > 1 ? `${label} ×${times}` : label)}"|` : ''} ${to}`);
  };
  // Where a step's own transitions leave from: a parallel step's join node, else the step.
  const source = new Map<string, string>();
  if (hasEntry) {
    if (started) takenIndexes.push(edgeLines.length);
    edgeLines.push(`  nStart ${started ? '==>' : '-->'} ${nodeId.get(workflow.entry!)}`);
  }
  for (const [i, p] of paths.steps.entries()) {
    const id = nodeId.get(p.id)!;
    const s = steps[i]!;
    const visits = s.visits > 1 ? ` ×${s.visits}` : '';
    const text = `${ICON[s.view]}${p.id}${visits}`;
    if (p.foreach) {
      // The foreach node heads a subgraph of its per-item machine; item tokens lead back to it.
      const f = p.foreach;
      lines.push(`  subgraph ${id}g["${enc(`for each item of ${foreachSource(state, p.id, f.source, options.path)}`)}"]`);
      lines.push(`    direction TB`);
      lines.push(`    ${shaped(id, 'foreach', text, enc)}`);
      const local = new Map(f.steps.map((q, j) => [q.id, `${id}i${j}`]));
      const items = options.itemStates?.get(p.id);
      for (const q of f.steps) {
        if (!items || items.states.length === 0) {
          lines.push(`    ${shaped(local.get(q.id)!, q.kind, q.id, enc)}`);
          continue;
        }
        // Coloured from the items' runs, with how many of the foreach's items completed it.
        const { view, completed } = itemStepView(items.states, q.id);
        views.set(local.get(q.id)!, view);
        lines.push(`    ${shaped(local.get(q.id)!, q.kind, `${ICON[view]}${q.id} ${completed}/${items.items}`, enc)}`);
      }
      lines.push('  end');
      if (f.entry !== null) link(id, local.get(f.entry)!, 'each item');
      for (const q of f.steps) {
        for (const e of drawnEdges(q)) {
          const to = local.get(e.to) ?? (e.to === 'next_artifact' || e.to === 'defer_current_artifact' ? id : terminal(e.to));
          link(local.get(q.id)!, to, e.to === 'next_artifact' || e.to === 'defer_current_artifact' ? `${edgeLabel(e)}: ${e.to}` : edgeLabel(e), 0, e.implicit === true);
        }
      }
      continue;
    }
    if (p.parallel) {
      // A fork: the step node, one node per branch, and a join node its own transitions leave from.
      const par = p.parallel;
      const join = `${id}j`;
      lines.push(`  subgraph ${id}g["${enc(`parallel: join ${par.join}${par.maxConcurrency !== null ? `, max ${par.maxConcurrency}` : ''}`)}"]`);
      lines.push(`    ${shaped(id, 'parallel', text, enc)}`);
      par.branches.forEach((b, j) => {
        const view = branchView(state, p.id, b.id);
        const bid = `${id}b${j}`;
        views.set(bid, view);
        lines.push(`    ${shaped(bid, b.kind, `${ICON[view]}${b.id}`, enc)}`);
      });
      lines.push(`    ${join}(("${enc(`join ${par.join}`)}"))`);
      lines.push('  end');
      par.branches.forEach((b, j) => {
        const bid = `${id}b${j}`;
        link(id, bid, b.id);
        const outs = drawnEdges(b);
        if (outs.length === 0) link(bid, join, '');
        for (const e of outs) link(bid, join, `${edgeLabel(e)}: ${e.to}`, 0, e.implicit === true);
      });
      source.set(p.id, join);
      continue;
    }
    lines.push(`  ${shaped(id, p.kind, text, enc)}`);
  }
  for (const e of edges) link(source.get(e.from) ?? nodeId.get(e.from)!, target(e.to), e.label, e.times, e.implicit);
  for (const [name, id] of extra) {
    if (id === 'nDone') lines.push('  nDone(["DONE"])');
    else if (id === 'nBlocked') lines.push('  nBlocked(["BLOCKED"])');
    else if (id === 'nAsk') lines.push('  nAsk(["ASK"])');
    else lines.push(`  ${id}["${enc(`? ${name}`)}"]`);
  }
  lines.push(...edgeLines);
  for (const [cls, style] of Object.entries(CLASS_DEFS)) lines.push(`  classDef ${cls} ${style}`);
  lines.push('  classDef terminal fill:#f6f8fa,stroke:#57606a,color:#24292f');
  for (const cls of Object.keys(CLASS_DEFS) as StepView[]) {
    const members = [...views].filter(([, v]) => v === cls).map(([n]) => n);
    if (members.length > 0) lines.push(`  class ${members.join(',')} ${cls}`);
  }
  const terminals = [...extra.values()].filter((id) => id === 'nDone' || id === 'nBlocked' || id === 'nAsk');
  if (terminals.length > 0) lines.push(`  class ${terminals.join(',')} terminal`);
  if (takenIndexes.length > 0) lines.push(`  linkStyle ${takenIndexes.join(',')} stroke:#1a7f37,stroke-width:3px`);
  return { mermaid: lines.join('\n'), steps, taken };
}
