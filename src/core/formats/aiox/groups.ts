// parallel_group: consecutive aiox action steps of one group become one native parallel step.
import { str, type AioxItem } from './model.js';
import { sanitiseId } from './ids.js';
import { parseAgent } from './agents.js';
import type { Report } from './validator.js';

export interface Group {
  name: string;
  nid: string;
  members: number[];
}

/** Consecutive action steps with the same parallel_group run as one parallel step. */
export function findGroups(items: AioxItem[], report: Report): Map<number, Group> {
  const out = new Map<number, Group>();
  let i = 0;
  while (i < items.length) {
    const name = items[i]!.kind === 'action' ? str(items[i]!.raw['parallel_group']) : undefined;
    if (name === undefined) {
      i++;
      continue;
    }
    const members: number[] = [];
    while (i < items.length && items[i]!.kind === 'action' && str(items[i]!.raw['parallel_group']) === name) members.push(i++);
    if (members.length < 2) continue;
    // An asked agent ({specialist}) stops the run at its step for the answer, as elicit does: no branch can.
    const blocker = members.find((m) => ['condition', 'skip_if', 'on_verdict', 'optional', 'elicit'].some((k) => items[m]!.raw[k] !== undefined && items[m]!.raw[k] !== false) || items[m]!.raw['gate'] === true || typeof items[m]!.raw['on_failure'] === 'string' || parseAgent(items[m]!.raw['agent']).kind === 'asked');
    if (blocker !== undefined) {
      report('AIOX_PARALLEL_GROUP_SEQUENTIAL', 'warning', `parallel_group '${name}' runs its steps one after another: step '${items[blocker]!.id ?? `#${blocker + 1}`}' has a condition, gate, optional, elicit, an agent asked for ({name}) or on_failure step, which a parallel branch cannot route`, 'Move that step out of the group, or accept sequential execution.', [...items[blocker]!.path, 'parallel_group']);
      continue;
    }
    const group: Group = { name: sanitiseId(name), nid: '', members };
    for (const m of members) out.set(m, group);
  }
  return out;
}
