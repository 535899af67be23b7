// The keys of an aiox sequence item that stagegate reads, and AIOX_UNKNOWN_KEY: a key one or two
// letters from one of them (`acton:` for `action:`) is a typo that would leave the step without
// it — aiox's runners read a step by its known keys too, and workflow-validator.js has no
// unknown-key check (it only warns, WF_INVALID_SEQUENCE, about a step with none of creates,
// updates, validates and action). aiox files carry many keys for people and the model
// (duration_estimate, delegates_to, repeats …) that nothing reads: a key close to no known key is
// one of those, and is not reported.
import { closest } from '../../model/did-you-mean.js';
import type { AioxDoc, AioxItem } from './model.js';
import type { Report } from './validator.js';

/** Every key of a sequence item (or of a phases-map entry) the importer reads. */
export const STEP_KEYS: readonly string[] = [
  'id', 'step', 'name', 'phase', 'phase_name', 'agent', 'agents', 'action', 'task', 'uses', 'description', 'notes', 'script',
  'creates', 'requires', 'outputs', 'inputs', 'elicit', 'optional', 'condition', 'skip_if', 'next', 'on_success', 'on_failure',
  'on_skip', 'on_complete', 'on_verdict', 'gate', 'parallel_group', 'timeout', 'trigger_on_complete', 'condition_check',
  'workflow_end', 'meta', 'routes', 'target_steps', 'max_iterations', 'message', 'guidance',
];

/**
 * Keys aiox's own workflows write on steps with a meaning of their own, each close to a key above:
 * workflow-validator.js reads updates and validates (a step's "action"); create-squad.yaml and
 * validate-squad.yaml list steps, scripts and a validation; development-cycle.yaml's phases carry
 * validations and options. Never reported as typos.
 */
const OWN_KEYS: readonly string[] = ['updates', 'validates', 'steps', 'scripts', 'validation', 'validations', 'options'];

/**
 * AIOX_UNKNOWN_KEY for each key of a step (an action or system item, or an item no kind fits) that
 * is close to a key stagegate reads but is none. Not for the phases of a phases: list read as the
 * sequence: the agent is pointed at the phase in the file and reads all of it.
 */
export function checkStepKeys(doc: AioxDoc, item: AioxItem, report: Report): void {
  if (doc.phasesAsSequence !== undefined) return;
  if (item.kind !== 'action' && item.kind !== 'system' && item.kind !== 'unknown') return;
  for (const key of Object.keys(item.raw)) {
    // on_<word>: a phases-map entry's outcomes (on_go, on_pause …); __aliases: the model's own.
    if (STEP_KEYS.includes(key) || OWN_KEYS.includes(key) || /^on_[a-z]+$/.test(key) || key.startsWith('__')) continue;
    const near = closest(key, STEP_KEYS);
    if (near === undefined) continue;
    const label = item.id !== undefined ? `step '${item.id}'` : `sequence item ${item.index + 1}`;
    report(
      'AIOX_UNKNOWN_KEY',
      'warning',
      `unknown key '${key}' on ${label}, ignored (aiox's runners and stagegate read a step's known keys only)${near in item.raw ? '' : `: the step runs without ${near}`}. Did you mean '${near}'?`,
      `Rename it to ${near}: (or remove it).`,
      [...item.path, key],
    );
  }
}
