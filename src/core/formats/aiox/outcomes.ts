// Where an aiox step goes when it succeeds or fails, in the forms the real files use:
//   next: <step id> | on_success: <step id> | on_success: {next: <step id>} | {complete: true}
//   on_success / on_failure: {trigger: <event>} and trigger_on_complete: <event>, resolved through
//     the file's state_machine.transitions ({trigger, source, dest}; squad-creator's workflows):
//     dest is the item whose phase (or id) it names, `complete` ends the run, `failed` blocks it;
//   on_failure: <error handler>: a key of `error_handlers` (development-cycle) or an id in the
//     `error_handling` list (the squad template). workflow-executor.js handleError retries a
//     failed phase while attempts < the handler's max_attempts (default 3), except
//     return_to_<phase>, which goes back to that phase; then it stops.
import type { YamlPath } from '../types.js';
import { isRecord, str, type AioxItem, type Raw } from './model.js';
import { terminalWord } from './routes.js';

export const DEFAULT_HANDLER_ATTEMPTS = 3;

export interface Handler {
  name: string;
  maxAttempts: number;
  path: YamlPath;
}

export interface Transition {
  trigger: string;
  source: string | undefined;
  dest: string;
}

export class Outcomes {
  readonly handlers = new Map<string, Handler>();
  readonly transitions: Transition[] = [];

  constructor(root: Raw, base: YamlPath) {
    const map = root['error_handlers'];
    if (isRecord(map)) for (const [name, spec] of Object.entries(map)) this.handlers.set(name, { name, maxAttempts: attemptsOf(spec), path: [...base, 'error_handlers', name] });
    const listed = root['error_handling'];
    if (Array.isArray(listed)) {
      listed.forEach((h, k) => {
        const id = isRecord(h) ? str(h['id']) : undefined;
        if (id !== undefined) this.handlers.set(id, { name: id, maxAttempts: attemptsOf(h), path: [...base, 'error_handling', k] });
      });
    }
    const sm = isRecord(root['state_machine']) ? root['state_machine'] : {};
    const transitions = Array.isArray(sm['transitions']) ? sm['transitions'] : [];
    for (const t of transitions) {
      if (!isRecord(t)) continue;
      const trigger = str(t['trigger']);
      const dest = str(t['dest']);
      if (trigger !== undefined && dest !== undefined) this.transitions.push({ trigger, source: str(t['source']), dest });
    }
  }

  /** The state a trigger leads to from the item's phase (the first transition of that trigger otherwise). */
  triggerDest(trigger: string, item: AioxItem): string | undefined {
    const from = str(item.raw['phase']) ?? item.id;
    const own = this.transitions.find((t) => t.trigger === trigger && t.source === from);
    return (own ?? this.transitions.find((t) => t.trigger === trigger))?.dest;
  }
}

function attemptsOf(spec: unknown): number {
  if (!isRecord(spec)) return DEFAULT_HANDLER_ATTEMPTS;
  const actions = Array.isArray(spec['actions']) ? spec['actions'] : [];
  for (const a of [spec, ...actions]) {
    if (isRecord(a) && typeof a['max_attempts'] === 'number' && Number.isInteger(a['max_attempts']) && a['max_attempts'] >= 0) return Math.min(a['max_attempts'], 20);
  }
  return DEFAULT_HANDLER_ATTEMPTS;
}

/**
 * A target as written: a step (original id or phase name), a terminal word, or the next item.
 * `loose`: an item's own `next:`, which no aiox runner reads (workflow-orchestrator.js and
 * run-workflow-engine's Sequence Advancer walk the sequence in order): a name no item has there
 * goes on to the next item, as they do.
 */
export type Destination = { step: string; path: YamlPath; loose?: true } | { terminal: 'DONE' | 'BLOCKED' | 'PAUSED' } | { next: true };

/**
 * Where a completed step goes: next / on_success / trigger_on_complete, else the next item. A name
 * that is an item's (`isItem`: its id or step, or a phase by its name, as every target resolves,
 * translate.ts targetOf) names that item even when it is also an end word: squad-creator-pro's
 * wf-create-squad.yaml has a step `failed` (its failure report), which its fix-cycle's `next: failed`
 * reaches, as aiox's walk in sequence order does — not BLOCKED; a state-machine dest `failed` that
 * is an item's phase is that state. Which item (an id before a phase name) is the caller's lookup.
 */
export function completedDestination(item: AioxItem, outcomes: Outcomes, isItem: (name: string) => boolean = () => false): Destination {
  const { raw, path } = item;
  const ok = raw['on_success'];
  const named = (value: string, at: YamlPath): Destination => {
    if (isItem(value)) return { step: value, path: at };
    const t = terminalWord(value);
    return t !== undefined ? { terminal: t } : { step: value, path: at };
  };
  const viaTrigger = (trigger: string, at: YamlPath): Destination => {
    const dest = outcomes.triggerDest(trigger, item);
    return dest === undefined ? { next: true } : named(dest, at);
  };
  if (typeof ok === 'string' && ok.trim() !== '') return named(ok.trim(), [...path, 'on_success']);
  if (isRecord(ok)) {
    if (ok['complete'] === true) return { terminal: 'DONE' };
    if (str(ok['next']) !== undefined) return named(str(ok['next'])!, [...path, 'on_success', 'next']);
    if (str(ok['trigger']) !== undefined) return viaTrigger(str(ok['trigger'])!, [...path, 'on_success', 'trigger']);
  }
  if (str(raw['next']) !== undefined) {
    const dest = named(str(raw['next'])!, [...path, 'next']);
    return 'step' in dest ? { ...dest, loose: true } : dest;
  }
  if (str(raw['trigger_on_complete']) !== undefined) return viaTrigger(str(raw['trigger_on_complete'])!, [...path, 'trigger_on_complete']);
  return { next: true };
}
