// aiox's own validator rules (workflow-validator.js), made precise: id and name present; a
// non-empty sequence of known items; agent references that can name a file; `requires` with one
// meaning — an artifact an EARLIER step `creates` (exact text), never circular; a light sanity
// check of the Mermaid flow_diagram. Agent files themselves are read at run time by the agent
// (the core reads no files); see docs/formats.md#aiox.
import type { YamlPath } from '../types.js';
import { closest } from '../../model/did-you-mean.js';
import { list, str, type AioxDoc, type AioxItem } from './model.js';

export type Report = (code: string, severity: 'error' | 'warning', message: string, hint: string, path: YamlPath) => unknown;

const AGENT = /^(?:core:)?[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function checkDocument(doc: AioxDoc, report: Report): void {
  const { root, base, items } = doc;
  if (str(root['id']) === undefined) report('AIOX_ID_MISSING', 'error', 'the aiox workflow has no id', 'Add id: <kebab-case-id> (aiox resolves workflows by it).', base);
  if (str(root['name']) === undefined) report('AIOX_NAME_MISSING', 'error', 'the aiox workflow has no name', 'Add name: <human-readable name>.', base);
  if (items.length === 0) {
    report('AIOX_SEQUENCE_EMPTY', 'error', 'the aiox workflow has no sequence items: there is nothing to run', 'Add sequence: [{id, agent, action}, ...].', root['sequence'] !== undefined ? [...base, 'sequence'] : base);
  }
  for (const item of items) {
    if (item.kind === 'unknown') {
      const meta = str(item.raw['meta']);
      report(
        'AIOX_ITEM_UNKNOWN',
        'error',
        meta !== undefined
          ? `sequence item ${item.index + 1} has meta: ${meta}, which is not routing, repeat, guidance or end`
          : `sequence item ${item.index + 1} is neither a step (agent, or id with action/uses), a phase marker, nor a meta item`,
        'Give it an agent (an action step), phase + name (a phase marker), or meta: routing | repeat | guidance | end.',
        item.path,
      );
    }
    if (item.kind === 'action') checkAgent(item, report);
    if (item.kind === 'action') checkCreates(item, report);
  }
  checkFlowDiagram(root['flow_diagram'], [...base, 'flow_diagram'], report);
}

function checkAgent(item: AioxItem, report: Report): void {
  const agent = item.raw['agent'];
  if (agent === undefined) return;
  if (typeof agent !== 'string' || !AGENT.test(agent.trim())) {
    report('AIOX_AGENT_INVALID', 'error', `agent ${JSON.stringify(agent)} of step '${item.id ?? `#${item.index + 1}`}' cannot name an agent file (.aiox-core/development/agents/<agent>.md)`, 'Use the agent id, e.g. agent: architect (squad: agents are not supported).', [...item.path, 'agent']);
  }
}

/** creates names workspace-relative files: no absolute paths, no climbing out with '..'. */
function checkCreates(item: AioxItem, report: Report): void {
  const raw = item.raw['creates'];
  list(raw).forEach((c, k) => {
    const escapes = /^(\/|[A-Za-z]:[\\/]|\\\\|~)/.test(c) || c.split(/[\\/]+/).reduce((depth, seg) => (depth < 0 ? depth : seg === '..' ? depth - 1 : seg === '' || seg === '.' ? depth : depth + 1), 0) < 0;
    if (escapes) report('PATH_OUTSIDE_WORKSPACE', 'error', `creates '${c}' of step '${item.id ?? `#${item.index + 1}`}' leaves the workspace`, 'Name a workspace-relative file, e.g. docs/prd.md.', Array.isArray(raw) ? [...item.path, 'creates', k] : [...item.path, 'creates']);
  });
}

/** A light look at the Mermaid diagram: a graph/flowchart header and balanced brackets. */
function checkFlowDiagram(value: unknown, path: YamlPath, report: Report): void {
  if (value === undefined) return;
  if (typeof value !== 'string') {
    report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', 'flow_diagram is not text', 'Write the Mermaid diagram as a block string (flow_diagram: |).', path);
    return;
  }
  const lines = value.split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('```') && !l.startsWith('%%'));
  if (lines.length === 0 || !/^(?:graph|flowchart)\s+(?:TB|TD|BT|RL|LR)\b/.test(lines[0]!)) {
    report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', `flow_diagram does not start with a Mermaid 'graph TD' / 'flowchart LR' header${lines[0] !== undefined ? ` (got '${lines[0].slice(0, 40)}')` : ''}`, 'Start the diagram with e.g. graph TD.', path);
    return;
  }
  const pairs: Record<string, string> = { ']': '[', ')': '(', '}': '{' };
  lines.forEach((line, n) => {
    const stack: string[] = [];
    for (const ch of line.replace(/"[^"]*"/g, '""')) {
      if (ch === '[' || ch === '(' || ch === '{') stack.push(ch);
      else if (ch in pairs && stack.pop() !== pairs[ch]) {
        stack.push('!');
        break;
      }
    }
    if (stack.length > 0) report('AIOX_FLOW_DIAGRAM_INVALID', 'warning', `flow_diagram line ${n + 1} ('${line.slice(0, 50)}') has unbalanced brackets`, 'Close every [ ( { on the line it opens.', path);
  });
}

/**
 * `requires` has one meaning: an artifact (the exact text of a `creates`) that an EARLIER step
 * creates. It is checked here and listed in the step's prompt. Returns, per item index, the
 * artifacts it requires with the step that creates each.
 */
export function checkRequires(items: AioxItem[], report: Report): Map<number, Array<{ artifact: string; createdBy: string | undefined }>> {
  const creators = new Map<string, number>();
  for (const item of items) {
    if (item.kind !== 'action') continue;
    for (const c of list(item.raw['creates'])) if (!creators.has(c)) creators.set(c, item.index);
  }
  const needs = new Map<number, number[]>();
  for (const item of items) {
    if (item.kind !== 'action') continue;
    needs.set(item.index, list(item.raw['requires']).map((r) => creators.get(r)).filter((x): x is number => x !== undefined));
  }
  const reaches = (from: number, to: number): boolean => {
    const seen = new Set<number>();
    const stack = [from];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (at === to) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(needs.get(at) ?? []));
    }
    return false;
  };
  const ids = new Map(items.filter((i) => i.id !== undefined).map((i) => [i.id!, i]));
  const out = new Map<number, Array<{ artifact: string; createdBy: string | undefined }>>();
  for (const item of items) {
    if (item.kind !== 'action') continue;
    const raw = item.raw['requires'];
    const label = item.id ?? `#${item.index + 1}`;
    if (raw !== undefined && typeof raw !== 'string' && !Array.isArray(raw)) {
      report('AIOX_REQUIRES_UNKNOWN', 'error', `requires of step '${label}' must be a file name or a list of them`, 'Write requires: docs/prd.md or requires: [docs/prd.md, docs/architecture.md].', [...item.path, 'requires']);
      continue;
    }
    const entries: Array<{ artifact: string; createdBy: string | undefined }> = [];
    list(raw).forEach((r, k) => {
      const path = Array.isArray(raw) ? [...item.path, 'requires', k] : [...item.path, 'requires'];
      const creator = creators.get(r);
      if (creator === undefined) {
        const step = ids.get(r);
        const made = step ? list(step.raw['creates']) : [];
        const near = closest(r, creators.keys());
        report(
          'AIOX_REQUIRES_UNKNOWN',
          'error',
          `step '${label}' requires '${r}', which no step creates${step ? ` ('${r}' is a step id: requires names the artifact it creates${made.length > 0 ? `, e.g. '${made[0]}'` : ''})` : near !== undefined ? `. Did you mean '${near}'?` : ''}`,
          'requires names an artifact an earlier step lists under creates, with the same text.',
          path,
        );
      } else if (creator >= item.index) {
        const circular = creator !== item.index && reaches(creator, item.index);
        const by = items[creator]!.id ?? `#${creator + 1}`;
        report(
          circular ? 'AIOX_REQUIRES_CIRCULAR' : 'AIOX_REQUIRES_LATER',
          'error',
          circular
            ? `step '${label}' requires '${r}', created by step '${by}', which itself (directly or through other steps) requires what '${label}' creates: neither can run first`
            : creator === item.index
              ? `step '${label}' requires '${r}', which it creates itself`
              : `step '${label}' requires '${r}', which only the later step '${by}' creates: it does not exist yet when '${label}' runs`,
          'Reorder the steps so the creating step comes first, or drop the requirement.',
          path,
        );
      } else entries.push({ artifact: r, createdBy: items[creator]!.id });
    });
    out.set(item.index, entries);
  }
  return out;
}
