// The importers of other runners' workflow formats, tried in order on any document that is
// not a native 4.0 workflow. Each recognises its format by shape (formats/types.ts).
import type { FormatImporter } from './types.js';
import { maestroImporter } from './maestro/importer.js';
import { ccwImporter } from './ccw/importer.js';
import { aioxImporter } from './aiox/importer.js';
import { isLegacySteps } from './aiox/model.js';

export const IMPORTERS: FormatImporter[] = [maestroImporter, ccwImporter, aioxImporter];

/**
 * Native 4.0 files carry `version` and `state_path` or `steps`/`phases` at the top. An aiox file
 * may have top-level `phases:` beside its `workflow:` mapping (wf-create-squad.yaml), and an old
 * aiox squad template a `steps:` list: neither is native (a native file has no `workflow:` key,
 * and its steps are a mapping).
 */
export function isNativeShape(data: unknown): boolean {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return false;
  const o = data as Record<string, unknown>;
  if ('state_path' in o) return true;
  if (isAioxWorkflowMapping(o['workflow']) || isLegacySteps(o)) return false;
  return 'steps' in o || 'phases' in o;
}

function isAioxWorkflowMapping(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && ('sequence' in v || 'id' in v || 'name' in v);
}

/** The importer whose format the document has, or undefined (native, or unknown). */
export function importerFor(data: unknown): FormatImporter | undefined {
  if (isNativeShape(data)) return undefined;
  return IMPORTERS.find((i) => i.detect(data));
}
