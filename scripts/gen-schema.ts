// Writes schema/workflow.schema.json (JSON Schema, draft 2020-12) from the zod model in
// src/core/model/schema.ts, descriptions included. Run `npm run schema` after changing the model;
// test/unit/validate-schema.test.ts fails while the committed file differs from this output.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from '../src/core/model/zod.js';
import { WorkflowFile } from '../src/core/model/schema.js';
import { STEP_KIND_KEYS } from '../src/core/model/workflow.js';
import { withValidateRules } from './gen-schema-rules.js';

export const SCHEMA_FILE = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'schema', 'workflow.schema.json');

interface GeneratedSchema {
  [key: string]: unknown;
  properties: Record<string, Record<string, unknown>>;
  $defs: Record<string, Record<string, unknown>>;
}

/** A gated kind's statuses: present, with at least one status (MISSING_STATUSES; `statuses: {}` routes nothing). */
const SOME_STATUSES = { required: ['statuses'], properties: { statuses: { minProperties: 1 } } };

/**
 * An agent stage routes its statuses, or is a resolver: retry_step or on_success and no statuses
 * (classifyStep); statuses it has are never empty.
 */
const AGENT_ROUTES = { properties: { statuses: { minProperties: 1 } }, anyOf: [{ required: ['statuses'] }, { required: ['retry_step'] }, { required: ['on_success'] }] };

/**
 * What each step kind must carry wherever a step of that kind may stand (a top-level step, a
 * per-item step, a parallel branch; where the kind may not stand, validate refuses it anyway):
 * the routes docs/workflow-format.md calls required and validate reports missing.
 */
const KIND_NEEDS: ReadonlyArray<[kind: (typeof STEP_KIND_KEYS)[number], needs: Record<string, unknown>]> = [
  ['run', SOME_STATUSES],
  ['prompt', AGENT_ROUTES],
  ['inline_instruction', AGENT_ROUTES],
  ['child_workflow', SOME_STATUSES],
  ['approval', { required: ['on_approve'] }], // MISSING_ON_COMPLETE
  ['instruction', { required: ['terminal_status'] }], // MISSING_TERMINAL_STATUS
  ['foreach', { required: ['completion'], properties: { completion: { required: ['on_complete'] } } }], // MISSING_ON_COMPLETE
];

/**
 * What a top-level or per-item step needs beyond its kind's (validate does not ask it of a parallel
 * branch): an action continues at its on_complete (MISSING_ON_COMPLETE; an action branch succeeds
 * when it exits 0), and a step that may be skipped (optional: true, on_failure: skip) names its
 * on_skip (MISSING_ON_SKIP).
 */
const MAP_STEP_NEEDS = [
  { if: { required: ['action'] }, then: { required: ['on_complete'] } },
  { if: { required: ['optional'], properties: { optional: { const: true } } }, then: { required: ['on_skip'] } },
  { if: { required: ['on_failure'], properties: { on_failure: { const: 'skip' } } }, then: { required: ['on_skip'] } },
];

/**
 * The shape rules the loader and validate check beyond the zod model (docs/validation.md,
 * "Shape", and the routes each step kind needs), so an editor flags them as validate does: steps or
 * phases, exactly one of them (NO_STEPS, STEPS_AND_PHASES), a steps or phases map with at least one
 * entry (NO_STEPS), every step (per-item steps and parallel branches too) with exactly one kind key
 * (STEP_KIND_INVALID), and with the routes its kind needs (KIND_NEEDS, MAP_STEP_NEEDS). Conditional
 * requirements are beyond zod's JSON Schema output: they are added here, to what it generated.
 */
function withShapeRules(schema: GeneratedSchema): GeneratedSchema {
  const steps = schema.properties['steps'];
  const phases = schema.properties['phases'];
  const step = schema.$defs['Step'];
  const perItem = (step?.['properties'] as Record<string, Record<string, unknown>> | undefined)?.['per_item'];
  if (steps === undefined || step === undefined || phases === undefined || perItem === undefined) throw new Error('gen-schema: the generated schema has no steps, phases, Step or per_item');
  steps['minProperties'] = 1;
  phases['minProperties'] = 1;
  schema['oneOf'] = [{ required: ['steps'] }, { required: ['phases'] }];
  step['oneOf'] = STEP_KIND_KEYS.map((key) => ({ required: [key] }));
  step['allOf'] = KIND_NEEDS.map(([kind, needs]) => ({ if: { required: [kind] }, then: needs }));
  for (const map of [steps, perItem]) {
    const ref = map['additionalProperties'] as Record<string, unknown> | undefined;
    if (ref?.['$ref'] !== '#/$defs/Step') throw new Error('gen-schema: a step map is not a map of Step');
    map['additionalProperties'] = { ...ref, allOf: MAP_STEP_NEEDS };
  }
  return schema;
}

/** The schema document, exactly as committed (2-space JSON, trailing newline). */
export function workflowSchemaText(): string {
  const generated = withShapeRules(z.toJSONSchema(WorkflowFile, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as GeneratedSchema);
  withValidateRules(generated);
  const { $schema, ...rest } = generated;
  const document = {
    $schema,
    title: 'stagegate workflow (Run Engineering 4.0)',
    $comment: 'Generated from src/core/model/schema.ts by scripts/gen-schema.ts (npm run schema). Do not edit by hand.',
    ...rest,
  };
  return JSON.stringify(document, null, 2) + '\n';
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  mkdirSync(dirname(SCHEMA_FILE), { recursive: true });
  writeFileSync(SCHEMA_FILE, workflowSchemaText());
  process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
}
