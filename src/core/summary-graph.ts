// The workflow as a Mermaid flowchart for job summaries and reports: every step and transition,
// each step coloured by its status in a run, and the path the run took drawn thick. Pure: the
// text it returns is safe to place inside a ```mermaid fence (all user text is entity-encoded).
import { transitionsOf } from './graph.js';
import type { RunState } from './state.js';
import { stepRecord } from './transition.js';
import type { Workflow } from './workflow.js';

export type StepView = 'completed' | 'failed' | 'blocked' | 'running' | 'next' | 'unvisited';

export interface FlowchartOptions {
  direction?: 'TD' | 'LR';
  /** Above this many steps or edges the chart is not drawn (Mermaid's own limits are near). */
  maxSteps?: number;
  maxEdges?: number;
}

export interface Flowchart {
  /** Mermaid source without the fence, or undefined when the workflow is too large to draw. */
  mermaid: string | undefined;
  /** Status of each step as drawn, in workflow order. */
  steps: Array<{ id: string; view: StepView; visits: number }>;
  /** Edges of the path taken, as "from -> to" (to may be DONE / BLOCKED), with how often. */
  taken: Array<{ from: string; to: string; label: string; times: number }>;
}

const SAFE = /[A-Za-z0-9 _.,:/()+=-]/;

/** Mermaid text inside "...": everything outside a small safe set becomes an entity code. */
export function mermaidText(text: string): string {
  let out = '';
  for (const ch of text) out += SAFE.test(ch) ? ch : `#${ch.codePointAt(0)};`;
  return out;
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
  if (record?.status === 'failed') return 'failed';
  if (record?.status === 'blocked') return 'blocked';
  if (state.active_step === id) return 'next';
  if (record?.status === 'completed') return 'completed';
  return 'unvisited';
}

interface Edge {
  from: string;
  to: string;
  status: string | undefined;
  label: string;
  times: number;
}

export function workflowFlowchart(workflow: Workflow, state?: RunState, options: FlowchartOptions = {}): Flowchart {
  const direction = options.direction ?? 'TD';
  const ids = [...workflow.steps.keys()];
  const nodeId = new Map<string, string>(ids.map((id, i) => [id, `s${i}`]));
  const edges: Edge[] = [];
  for (const step of workflow.steps.values()) {
    for (const t of transitionsOf(step)) {
      edges.push({ from: step.id, to: t.to, status: t.status, label: t.status !== undefined ? t.label.replace(/^status /, '') : t.label, times: 0 });
    }
  }
  // The path taken, from the run's history.
  for (const h of state?.history ?? []) {
    let to: string | undefined;
    if (h.outcome === 'transition' || h.outcome === 'stopped') to = h.to ?? undefined;
    else if (h.outcome === 'complete') to = 'DONE';
    else if (h.outcome === 'blocked') to = 'BLOCKED';
    else if (h.outcome !== 'loop_limit') continue;
    const candidates = edges.filter((e) => e.from === h.step && (h.gate_status == null || e.status === undefined || e.status === h.gate_status));
    const edge = candidates.find((e) => to !== undefined && e.to === to) ?? (h.outcome === 'loop_limit' ? candidates[0] : undefined);
    if (edge) edge.times++;
  }
  const steps = ids.map((id) => ({ id, view: stepView(state, id), visits: state?.steps[id]?.visits ?? 0 }));
  const taken = edges.filter((e) => e.times > 0).map((e) => ({ from: e.from, to: e.to, label: e.label, times: e.times }));
  if (ids.length > (options.maxSteps ?? 150) || edges.length > (options.maxEdges ?? 400)) return { mermaid: undefined, steps, taken };

  const lines: string[] = [`flowchart ${direction}`];
  const started = state !== undefined && (state.history.length > 0 || state.in_flight !== null || Object.keys(state.steps).length > 0);
  const hasEntry = workflow.entry !== undefined && nodeId.has(workflow.entry);
  if (hasEntry) lines.push('  nStart(("start"))');
  for (const s of steps) {
    const visits = s.visits > 1 ? ` ×${s.visits}` : '';
    lines.push(`  ${nodeId.get(s.id)}["${mermaidText(`${ICON[s.view]}${s.id}${visits}`)}"]`);
  }
  const extra = new Map<string, string>();
  const target = (to: string): string => {
    const known = nodeId.get(to);
    if (known) return known;
    let id = extra.get(to);
    if (!id) {
      id = to === 'DONE' ? 'nDone' : to === 'BLOCKED' ? 'nBlocked' : `x${extra.size}`;
      extra.set(to, id);
    }
    return id;
  };
  const edgeLines: string[] = [];
  const takenIndexes: number[] = [];
  if (hasEntry) {
    if (started) takenIndexes.push(edgeLines.length);
    edgeLines.push(`  nStart ${started ? '==>' : '-->'} ${nodeId.get(workflow.entry!)}`);
  }
  for (const e of edges) {
    const label = e.times > 1 ? `${e.label} ×${e.times}` : e.label;
    if (e.times > 0) takenIndexes.push(edgeLines.length);
    edgeLines.push(`  ${nodeId.get(e.from)} ${e.times > 0 ? '==>' : '-->'}|"${mermaidText(label)}"| ${target(e.to)}`);
  }
  for (const [name, id] of extra) {
    if (id === 'nDone') lines.push('  nDone(["DONE"])');
    else if (id === 'nBlocked') lines.push('  nBlocked(["BLOCKED"])');
    else lines.push(`  ${id}["${mermaidText(`? ${name}`)}"]`);
  }
  lines.push(...edgeLines);
  for (const [cls, style] of Object.entries(CLASS_DEFS)) lines.push(`  classDef ${cls} ${style}`);
  lines.push('  classDef terminal fill:#f6f8fa,stroke:#57606a,color:#24292f');
  for (const cls of Object.keys(CLASS_DEFS) as StepView[]) {
    const members = steps.filter((s) => s.view === cls).map((s) => nodeId.get(s.id)!);
    if (members.length > 0) lines.push(`  class ${members.join(',')} ${cls}`);
  }
  const terminals = [...extra.values()].filter((id) => id === 'nDone' || id === 'nBlocked');
  if (terminals.length > 0) lines.push(`  class ${terminals.join(',')} terminal`);
  if (takenIndexes.length > 0) lines.push(`  linkStyle ${takenIndexes.join(',')} stroke:#1a7f37,stroke-width:3px`);
  return { mermaid: lines.join('\n'), steps, taken };
}
