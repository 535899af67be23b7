// The importers of other runners' workflow formats, tried in order on any document that is
// not a native 4.0 workflow. Each recognises its format by shape (formats/types.ts).
import type { FormatImporter } from './types.js';
import { maestroImporter } from './maestro/importer.js';
import { ccwImporter } from './ccw/importer.js';
import { aioxImporter } from './aiox/importer.js';

export const IMPORTERS: FormatImporter[] = [maestroImporter, ccwImporter, aioxImporter];

/** Native 4.0 files carry `version` and `state_path` or `steps`/`phases` at the top. */
export function isNativeShape(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const o = data as Record<string, unknown>;
  return 'state_path' in o || 'steps' in o || 'phases' in o;
}

/** The importer whose format the document has, or undefined (native, or unknown). */
export function importerFor(data: unknown): FormatImporter | undefined {
  if (isNativeShape(data)) return undefined;
  return IMPORTERS.find((i) => i.detect(data));
}
