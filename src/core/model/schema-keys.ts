// Walk a zod schema along a data path to list the keys an object there allows: the source of
// "did you mean" hints and of the allowed-keys list in UNKNOWN_KEY diagnostics.
import type * as z from './zod.js';

type AnySchema = z.core.$ZodType;

function unwrap(schema: AnySchema): AnySchema[] {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return unwrap(def.innerType as AnySchema);
    case 'lazy':
      return unwrap((def.getter as () => AnySchema)());
    case 'pipe':
      return unwrap(def.in as AnySchema);
    case 'union':
      return (def.options as AnySchema[]).flatMap(unwrap);
    default:
      return [schema];
  }
}

function child(schema: AnySchema, segment: string | number): AnySchema[] {
  const out: AnySchema[] = [];
  for (const s of unwrap(schema)) {
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') {
      const shape = def.shape as Record<string, AnySchema>;
      const next = shape[String(segment)];
      if (next) out.push(next);
    } else if (def.type === 'record') out.push(def.valueType as AnySchema);
    else if (def.type === 'array') out.push(def.element as AnySchema);
  }
  return out;
}

export function knownKeysAt(root: AnySchema, path: ReadonlyArray<string | number>): string[] {
  let current: AnySchema[] = [root];
  for (const segment of path) current = current.flatMap((s) => child(s, segment));
  const keys = new Set<string>();
  for (const s of current.flatMap(unwrap)) {
    const def = s._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'object') for (const k of Object.keys(def.shape as object)) keys.add(k);
  }
  return [...keys];
}
