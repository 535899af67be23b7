// Writes schema/workflow.schema.json (JSON Schema, draft 2020-12) from the zod model in
// src/core/model/schema.ts, descriptions included. Run `npm run schema` after changing the model;
// test/unit/validate-schema.test.ts fails while the committed file differs from this output.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as z from '../src/core/model/zod.js';
import { WorkflowFile } from '../src/core/model/schema.js';
import { STEP_KIND_KEYS } from '../src/core/model/workflow.js';

export const SCHEMA_FILE = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'schema', 'workflow.schema.json');

interface GeneratedSchema {
  [key: string]: unknown;
  properties: Record<string, Record<string, unknown>>;
  $defs: Record<string, Record<string, unknown>>;
}

/**
 * The shape rules the loader checks beyond the zod model (docs/validation.md, "Shape"), so an
 * editor flags them as validate does: steps or phases, exactly one of them (NO_STEPS,
 * STEPS_AND_PHASES), a steps or phases map with at least one entry (NO_STEPS), and every step (per-item
 * steps and parallel branches too) with exactly one kind key (STEP_KIND_INVALID).
 */
function withShapeRules(schema: GeneratedSchema): GeneratedSchema {
  const steps = schema.properties['steps'];
  const phases = schema.properties['phases'];
  const step = schema.$defs['Step'];
  if (steps === undefined || step === undefined || phases === undefined) throw new Error('gen-schema: the generated schema has no steps, phases or Step');
  steps['minProperties'] = 1;
  phases['minProperties'] = 1;
  schema['oneOf'] = [{ required: ['steps'] }, { required: ['phases'] }];
  step['oneOf'] = STEP_KIND_KEYS.map((key) => ({ required: [key] }));
  return schema;
}

/** The schema document, exactly as committed (2-space JSON, trailing newline). */
export function workflowSchemaText(): string {
  const generated = withShapeRules(z.toJSONSchema(WorkflowFile, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as GeneratedSchema);
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
