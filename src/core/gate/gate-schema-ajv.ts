// The gate_schema engine: ajv, JSON Schema draft 2020-12, with ajv-formats (date-time, email,
// uri …). Loaded only through loadGateSchemaEngine (gate-schema.ts), as its own bundle chunk.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { GATE_SCHEMA_DIALECT, type GateSchemaEngine } from './gate-schema.js';

/** At most this many errors are named per mismatching gate. */
const MAX_ERRORS = 5;

// ajv-formats is a CommonJS module whose `module.exports` is the plugin; its types declare it as
// the default export, which NodeNext reads as module.exports.default.
const addFormats = ((formatsPlugin as unknown as { default?: typeof formatsPlugin }).default ?? formatsPlugin) as unknown as (ajv: Ajv2020) => Ajv2020;

export function createAjvEngine(): GateSchemaEngine {
  const ajv = new Ajv2020({
    // Every mismatch, not only the first (the message names a few).
    allErrors: true,
    // An unknown keyword or format is an error (a typo such as `requierd` never passes silently);
    // type and tuple hints are not demanded of a schema a person writes.
    strictSchema: true,
    strictTypes: false,
    strictTuples: false,
    // Schemas with an $id are not kept in the instance: two steps may use the same $id.
    addUsedSchema: false,
    // Nothing on the console: findings are diagnostics.
    logger: false,
  });
  addFormats(ajv);
  return {
    compile(schema) {
      const dialect = schema['$schema'];
      if (dialect !== undefined && (typeof dialect !== 'string' || dialect.replace(/#$/, '') !== GATE_SCHEMA_DIALECT)) {
        return { ok: false, reason: `$schema is ${JSON.stringify(dialect)}, but a gate_schema is JSON Schema draft 2020-12 ($schema: ${GATE_SCHEMA_DIALECT}, or no $schema)` };
      }
      let validate;
      try {
        validate = ajv.compile(schema);
      } catch (error) {
        return { ok: false, reason: compileProblem((error as Error).message, Object.keys(ajv.formats)) };
      }
      return {
        ok: true,
        check: (extra) => (validate(extra) ? [] : (validate.errors ?? []).slice(0, MAX_ERRORS).map((e) => ({ text: describe(e), ...keyOf(e) }))),
      };
    },
  };
}

/** ajv's compile error in the words of a workflow author. */
function compileProblem(message: string, formats: readonly string[]): string {
  const format = /^unknown format "(.*)" ignored in schema at path "(.*)"$/.exec(message);
  if (format) return `unknown format "${format[1]}" at ${format[2]} (known: ${formats.join(', ')})`;
  return message.replace(/^strict mode: /, '');
}

/** The gate key an error is about: its path's first segment (a JSON pointer), or the key additionalProperties refuses. */
function keyOf(error: ErrorObject): { key?: string } {
  const first = error.instancePath.split('/')[1];
  if (first !== undefined) return { key: first.replace(/~1/g, '/').replace(/~0/g, '~') };
  const extra = (error.params as Record<string, unknown>)['additionalProperty'];
  return error.keyword === 'additionalProperties' && typeof extra === 'string' ? { key: extra } : {};
}

/** One ajv error as `/score must be integer` (the gate's own level: no path). */
function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  let detail = '';
  if (error.keyword === 'additionalProperties' && typeof params['additionalProperty'] === 'string') detail = ` ('${params['additionalProperty']}')`;
  else if ((error.keyword === 'enum' || error.keyword === 'const') && params['allowedValues' in params ? 'allowedValues' : 'allowedValue'] !== undefined) {
    detail = `: ${JSON.stringify(params['allowedValues' in params ? 'allowedValues' : 'allowedValue'])}`;
  }
  const message = `${error.message ?? error.keyword}${detail}`;
  return error.instancePath === '' ? message : `${error.instancePath} ${message}`;
}
