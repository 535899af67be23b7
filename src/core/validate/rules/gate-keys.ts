// The keys a step's gate can carry, as decisions (steps.<id>.gate.<key>) and placeholders
// ({{steps.<id>.gate.<key>}}) read them: the gate block's own keys, and the extra keys its
// gate_schema names. A key a closed schema (additionalProperties or unevaluatedProperties false)
// cannot produce is null on every run (a decision) or never resolves (a placeholder).
import { didYouMean } from '../../model/did-you-mean.js';
import { gateSchemaKey, gateSchemaKeys } from '../../model/gate-schemas.js';
import { parseReference } from '../../model/references.js';
import type { StepModel } from '../../model/workflow.js';
import type { ValidationContext } from './context.js';

/** The keys every WORKFLOW_GATE block has (gate/workflow-gate.ts), which a decision reads as steps.<id>.gate.<key>. */
export const GATE_KEYS = ['workflow', 'step', 'status', 'unresolved_critical', 'unresolved_high', 'source_resolvable_open', 'artifact', 'next_recommended'];

/** The extra keys a step's gate_schema names, and whether it allows no other (gateSchemaKeys); undefined without a schema that compiled or one it cannot tell. */
export function schemaKeysOf(ctx: ValidationContext, step: StepModel): { names: string[]; closed: boolean } | undefined {
  if (step.def.gate_schema === undefined) return undefined;
  const compiled = ctx.session.gateSchemas(ctx.workflow).compiled.get(gateSchemaKey(step.path));
  return compiled === undefined ? undefined : gateSchemaKeys(compiled.schema);
}

/**
 * Why `key` can never be in the gate of `step` when its gate_schema is closed and names no such
 * extra key, nor is it one of the gate block's own (names compare case-insensitively, as
 * expressions read them; `exactCase` for a placeholder, which reads the key as written);
 * undefined when it can be.
 */
export function closedSchemaMiss(ctx: ValidationContext, step: StepModel, key: string, exactCase = false): string | undefined {
  const keys = schemaKeysOf(ctx, step);
  if (keys === undefined || !keys.closed) return undefined;
  const known = [...keys.names, ...GATE_KEYS];
  if (known.some((k) => (exactCase ? k === key : k.toLowerCase() === key.toLowerCase()))) return undefined;
  const compiled = ctx.session.gateSchemas(ctx.workflow).compiled.get(gateSchemaKey(step.path));
  const by = compiled?.schema['additionalProperties'] === false ? 'additionalProperties: false' : 'unevaluatedProperties: false';
  const extra = keys.names.length > 0 ? `no extra key but ${keys.names.join(', ')}` : 'no extra key';
  return `step '${step.id}''s gate_schema allows ${extra} (${by}), and '${key}' is not one of the gate's own keys (${GATE_KEYS.join(', ')}).${didYouMean(key, known)}`;
}

/** {{steps.<id>.gate.<key>}} (or gate_or_empty) of a step whose closed gate_schema cannot produce the key: the finding's message, else undefined. */
export function closedGateReference(ctx: ValidationContext, where: string, name: string, steps: ReadonlyMap<string, StepModel>): string | undefined {
  const ref = parseReference(name);
  if (ref?.what !== 'gate') return undefined;
  const step = steps.get(ref.step);
  const miss = step !== undefined ? closedSchemaMiss(ctx, step, ref.key, true) : undefined;
  if (miss === undefined) return undefined;
  return `${where} uses {{${name}}}, a key the gate of step '${step!.id}' never has (${ref.orEmpty !== undefined ? 'always ""' : 'it never resolves'}): ${miss}`;
}

export const CLOSED_GATE_HINT = "Name a key the step's gate_schema lists (or one of the gate's own), or add it to the schema's properties.";
