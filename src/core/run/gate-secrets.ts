// An accepted gate as it is recorded: the values a stage wrote in it (its extra keys,
// next_recommended) with the stage's secrets masked, as its log and a stop message quoting it are
// (docs/security.md, threat model). The fields the run routes and checks on stay as written: the
// status (one of the step's declared statuses, from the workflow file), the counts (integers), the
// workflow, step and artifact (compared with what the run expects).
import { MASK, maskSecrets, secretValues } from '../steps/process/transcript.js';
import { INPUT_VARIABLE_PREFIX } from './stage-command.js';
import { MIN_SECRET_LENGTH } from './secret-names.js';
import type { Gate } from '../gate/workflow-gate.js';

/**
 * The secrets masked in a stage's accepted gate: those its log masks (the stage environment's
 * secret-looking values), except what only the run's inputs hold (`STAGEGATE_INPUT_<NAME>`, an
 * input named `issue_key` or `sort_key` looks secret by its name). The state and the manifest
 * record the inputs in clear already, so masking an input's value in a gate hides nothing, and it
 * broke what routes on it: a decision comparing the gate's `ticket` with `inputs.issue_key`, a later
 * stage given `{{steps.triage.gate.ticket}}`. A value another variable holds too
 * (`MY_API_TOKEN`) is masked all the same.
 */
export function gateSecretValues(env: Record<string, string | undefined>): string[] {
  return secretValues(Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith(INPUT_VARIABLE_PREFIX))));
}

/**
 * `gate` with every known secret value in what the stage wrote in it as `***` (in every form the
 * log masks it in), before it reaches the journal, the state, the manifest or a downstream
 * placeholder. A string holding a secret is masked in place; a number whose digits hold one
 * becomes the string `***`; a key holding one is masked as a string is. The same object when
 * nothing is masked (one look at the whole gate decides).
 */
export function maskedGate(gate: Gate, secrets: readonly string[]): Gate {
  if (secrets.length === 0) return gate;
  const written = { next_recommended: gate.next_recommended, extra: gate.extra };
  const text = JSON.stringify(written);
  if (maskSecrets(text, secrets) === text) return gate;
  const mask = (value: unknown): unknown => {
    if (typeof value === 'string') return maskSecrets(value, secrets);
    if (typeof value === 'number' || typeof value === 'bigint') return maskSecrets(String(value), secrets) === String(value) ? value : MASK;
    if (Array.isArray(value)) return value.map(mask);
    if (value !== null && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) out[maskSecrets(key, secrets)] = mask(inner);
      return out;
    }
    return value;
  };
  return {
    ...gate,
    next_recommended: gate.next_recommended === null ? null : maskSecrets(gate.next_recommended, secrets),
    extra: mask(gate.extra) as Record<string, unknown>,
  };
}

/**
 * The keys of a gate whose values are withheld (withheldGate) that stagegate reads itself: an
 * ASK status's question (judge.ts), the open questions a foreach keeps an item on (transition.ts).
 */
const KEYS_STAGEGATE_READS = ['question', 'unresolved_qids'];

/**
 * `gate` as recorded when an ::add-mask:: value could not be registered before it was judged (the
 * invocation's budget spent: run/stage-masks.ts withheldSince): that value is masked nowhere, and
 * the gate may hold it (`stagegate gate OK --set note=$TOKEN`), so nothing the stage wrote in it is
 * recorded — every value (strings, numbers, each item of a list, nested maps) is `***`, and so is
 * next_recommended. A key stays as written when the workflow names it where it reads a gate
 * (`readKeys`, model/gate-reads.ts gateKeysNamed: its own words; compared case-insensitively),
 * when stagegate reads it (`question`, `unresolved_qids`), or when it is shorter than
 * MIN_SECRET_LENGTH (no value a mask refuses for the budget is shorter); any other key is `***` too
 * (several such keys are one `***` entry). The routing fields stay as written, as in maskedGate.
 * The same object when the stage wrote no value (no extra key, next_recommended null).
 */
export function withheldGate(gate: Gate, readKeys: readonly string[]): Gate {
  if (gate.next_recommended === null && Object.keys(gate.extra).length === 0) return gate;
  const kept = new Set([...readKeys, ...KEYS_STAGEGATE_READS].map((k) => k.toLowerCase()));
  const keyOf = (key: string, top: boolean): string => (key.length < MIN_SECRET_LENGTH || (top && kept.has(key.toLowerCase())) ? key : MASK);
  const withhold = (value: unknown): unknown => {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') return MASK;
    if (Array.isArray(value)) return value.map(withhold);
    if (value !== null && typeof value === 'object') return withheldMap(value as Record<string, unknown>, false);
    return value;
  };
  const withheldMap = (map: Record<string, unknown>, top: boolean): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(map)) out[keyOf(key, top)] = withhold(inner);
    return out;
  };
  return { ...gate, next_recommended: gate.next_recommended === null ? null : MASK, extra: withheldMap(gate.extra, true) };
}
