// Workflow-level aiox fields that become native inputs and prompt context: `inputs` and
// `resources.data`.
import type { YamlPath } from '../types.js';
import { isRecord, str, type Raw } from './model.js';
import type { Report } from './validator.js';


export interface NativeInputs {
  required: string[];
  optional: string[];
  defaults: Record<string, string | number | boolean | null>;
}

/** aiox inputs: a map name -> {required, default} | default value, or a list of names / {name, required, default}. */
export function readInputs(root: Raw, base: YamlPath, report: Report): NativeInputs {
  const out: NativeInputs = { required: [], optional: [], defaults: {} };
  const raw = root['inputs'];
  if (raw === undefined) return out;
  const add = (name: string | undefined, spec: unknown, path: YamlPath) => {
    if (name === undefined || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      report('AIOX_INPUT_INVALID', 'error', `input name ${JSON.stringify(name ?? null)} is not an identifier (letters, digits, _)`, 'Rename the input, e.g. project_name.', path);
      return;
    }
    if (isRecord(spec)) {
      const d = spec['default'];
      if (d !== undefined && (d === null || ['string', 'number', 'boolean'].includes(typeof d))) out.defaults[name] = d as string | number | boolean | null;
      else if (spec['required'] === true) out.required.push(name);
      else out.optional.push(name);
      return;
    }
    if (spec === undefined) out.required.push(name);
    else if (spec === null || ['string', 'number', 'boolean'].includes(typeof spec)) out.defaults[name] = spec as string | number | boolean | null;
  };
  if (Array.isArray(raw)) {
    raw.forEach((entry, k) => {
      if (typeof entry === 'string') add(entry, undefined, [...base, 'inputs', k]);
      else if (isRecord(entry)) add(str(entry['name']), entry, [...base, 'inputs', k]);
      else add(undefined, undefined, [...base, 'inputs', k]);
    });
  } else if (isRecord(raw)) {
    for (const [name, spec] of Object.entries(raw)) add(name, spec ?? {}, [...base, 'inputs', name]);
  } else {
    report('AIOX_INPUT_INVALID', 'error', 'inputs must be a mapping (name -> {required, default}) or a list of names', 'Write inputs: {project_name: {required: true}}.', [...base, 'inputs']);
  }
  return out;
}


export function resourceData(root: Raw): string[] {
  const resources = isRecord(root['resources']) ? root['resources'] : {};
  const data = resources['data'];
  if (!Array.isArray(data)) return [];
  return data.map((d) => (typeof d === 'string' ? d : isRecord(d) ? (str(d['path']) ?? str(d['file'])) : undefined)).filter((d): d is string => d !== undefined);
}
