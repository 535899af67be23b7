// Result contracts other than WORKFLOW_GATE (formats/types.ts ResultContract): parse the tail
// of a stage's answer into the status it routes on and extra gate keys.
import type { ContractResult, ResultContract } from '../../formats/types.js';
import { parseAioxStepOutput } from './aiox-step-output.js';
import { parseMaestroCoordinate } from './maestro-coordinate.js';
import { blockKey, guideTemplateLines, type GateSchemaGuide } from '../gate-schema-guide.js';
import type { GateKeyRead } from '../../model/gate-reads.js';

/** Only the end of an answer is read, as for gates: a huge transcript costs nothing. */
export const RESULT_WINDOW_BYTES = 64 * 1024;

export function parseContractResult(contract: Exclude<ResultContract, 'workflow_gate'>, text: string): ContractResult {
  return contract === 'aiox_step_output' ? parseAioxStepOutput(text) : parseMaestroCoordinate(text);
}

/** The contract's block from the end of an answer held in memory: the same window as for a file. */
export function parseContractTail(contract: Exclude<ResultContract, 'workflow_gate'>, answer: string): ContractResult {
  const bytes = Buffer.from(answer, 'utf8');
  if (bytes.length <= RESULT_WINDOW_BYTES) return parseContractResult(contract, answer);
  const tail = bytes.subarray(bytes.length - RESULT_WINDOW_BYTES).toString('utf8');
  return parseContractResult(contract, tail.slice(tail.indexOf('\n') + 1));
}

/**
 * The contract's block from a file's last bytes (`tail`, at most RESULT_WINDOW_BYTES, starting at
 * offset `tailStart`): the judge takes them from the pass that hashes the file (sha256FileWithTail).
 */
export function parseContractWindow(contract: Exclude<ResultContract, 'workflow_gate'>, tail: Buffer, tailStart: number): ContractResult {
  let text = tail.toString('utf8');
  // A window that starts mid-line: drop the partial first line.
  if (tailStart > 0) text = text.slice(text.indexOf('\n') + 1);
  return parseContractResult(contract, text);
}

/**
 * The fix for a missing or malformed block of this contract (GATE_RESULT_MISSING); `edit` says how
 * a fix by editing what the step runs is resumed (run/edit-fix.ts, in the words of its kind).
 */
export function contractResultFix(contract: Exclude<ResultContract, 'workflow_gate'>, edit: string): string {
  const block = contract === 'aiox_step_output' ? 'a `step_output:` YAML block (status: completed | failed)' : 'a `--- COORDINATE RESULT ---` block (STATUS: SUCCESS | FAILURE)';
  return `End the step's answer (its declared output, else what it prints) with ${block} and nothing after it (see docs/formats.md#result-contracts), then resume. ${edit}`;
}

/** The fields of a maestro COORDINATE RESULT block the template offers besides STATUS (maestro's own vocabulary, prompt-assembler.ts: the chains branch on these words). */
const MAESTRO_FIELDS: ReadonlyArray<[string, string]> = [
  ['phase', '<number, or none>'],
  ['verification_status', '<passed | failed | pending, if applicable>'],
  ['review_verdict', '<PASS | WARN | BLOCK, if applicable>'],
  ['uat_status', '<passed | failed | pending, if applicable>'],
  ['artifacts', '<comma-separated paths, or none>'],
  ['summary', '<one line>'],
];

/** The fields of aiox's step_output block the template offers besides status. */
const AIOX_FIELDS: ReadonlyArray<[string, string]> = [
  ['outputs', '{}        # named results later steps need (e.g. score_9p: 8)'],
  ['score', 'null        # a numeric score when the step produces one'],
  ['artifacts', '[]      # files you created or changed'],
];

/** A key as a maestro block writes it: upper-cased (the parser lower-cases it back). */
export function maestroKey(name: string): string {
  return /^[a-z][a-z0-9_]*$/.test(name) ? name.toUpperCase() : name;
}

/**
 * What the prompt tells an agent about the block its answer must end with. With a gate_schema
 * (`guide`), the block's template has a line for each key it declares, and keeps the fields it
 * offers otherwise only where the schema allows keys it does not declare.
 */
export function contractInstructions(contract: Exclude<ResultContract, 'workflow_gate'>, statuses: string[], guide?: GateSchemaGuide, reads: readonly GateKeyRead[] = []): string[] {
  const offered = (fields: ReadonlyArray<[string, string]>) => fields.filter(([name]) => guide === undefined || (guide.others === 'any' && !guide.fields.some((f) => f.name === name)));
  // The keys later steps read that the template has no line for yet (a closed gate_schema allows none).
  const own = (fields: ReadonlyArray<[string, string]>) => new Set(['status', ...fields.map(([name]) => name), ...(guide?.fields.map((f) => f.name) ?? [])].map((k) => k.toLowerCase()));
  const extra = (fields: ReadonlyArray<[string, string]>) => (guide === undefined || guide.others === 'any' ? reads.filter((r) => !own(fields).has(r.key.toLowerCase())) : []);
  if (contract === 'aiox_step_output') {
    const keys = extra(AIOX_FIELDS);
    const fields = keys.length === 0 ? offered(AIOX_FIELDS) : offered(AIOX_FIELDS).filter(([name]) => name !== 'outputs');
    return [
      '- End your answer (your final output) with exactly this YAML block, filled in:',
      '',
      '```yaml',
      'step_output:',
      `  status: <${statuses.filter((s) => s === 'completed' || s === 'failed').join(' | ') || 'completed | failed'}>`,
      ...(guide ? guideTemplateLines(guide, blockKey, '  ') : []),
      // aiox names a step's results under outputs (each key of it is a gate key too).
      ...(keys.length > 0 ? ['  outputs:          # named results later steps need', ...keys.map((r) => `    ${blockKey(r.key)}: ${readValue(r)}`)] : []),
      ...fields.map(([name, value]) => `  ${name}: ${value}`),
      '```',
      '',
      '- The runner routes only on this block: no block, or a malformed one, fails the step.',
    ];
  }
  return [
    '- End your answer (your final output) with exactly this block, filled in:',
    '',
    '```',
    '--- COORDINATE RESULT ---',
    'STATUS: <SUCCESS | FAILURE>',
    ...(guide ? guideTemplateLines(guide, maestroKey, '') : []),
    ...extra(MAESTRO_FIELDS).map((r) => `${maestroKey(r.key)}: ${readValue(r)}`),
    ...offered(MAESTRO_FIELDS).map(([name, value]) => `${maestroKey(name)}: ${value}`),
    '```',
    '',
    '- The runner routes only on this block: no block means FAILURE.',
  ];
}

/**
 * The template value of a key later steps read: the values their decisions compare it with first
 * (`<passed | …, read by check_business_test>`), so the agent knows what the words are.
 */
function readValue(r: GateKeyRead): string {
  const by = `read by ${r.readers.join(', ')}`;
  const values = r.values.filter((v) => !/[<>|\n]/.test(v));
  return values.length > 0 ? `<${values.join(' | ')} | …, ${by}>` : `<value, ${by}>`;
}
